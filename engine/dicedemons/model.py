"""Small immutable records of a Dice Demons position: players, monsters, phases and tasks.

They live apart from the state class so rules, queries, combat and serialization can all import
them without cycles.

**Parties.** A fight is between two *parties*, named by one int: a player is its seat (0..5), a
monster is its id (``MONSTER_BASE`` and up, never reused). One int keeps fights, "who already
fought whom" and JSON simple.

**Tasks.** Everything that interrupts the normal flow of a turn (a random space for a new pickup
or monster, a push to choose, walls to roll for and place, walls to knock down) is a small tuple
in the state's task queue, handled first to last before the turn goes on. Consequences of a task
are put at the front of the queue, so each event plays out completely before the next.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.dicedemons.numbers import EXTRA_PICKUPS as EXTRA_PICKUPS  # the game's modules
from engine.dicedemons.numbers import MAX_DICE as MAX_DICE  # read these here
from engine.dicedemons.numbers import MAX_SEATS as MAX_SEATS
from engine.dicedemons.numbers import MAX_TRINKETS as MAX_TRINKETS
from engine.dicedemons.numbers import MIN_SEATS as MIN_SEATS
from engine.dicedemons.numbers import MONSTER_DICE as MONSTER_DICE

MONSTER_BASE = 10
"""Monster ids start here, so a party number below it is a player's seat."""


class Phase(enum.Enum):
    """Where the current turn stands (tasks in the queue come first, whatever the phase)."""

    START = "start"  # a turn begins: a monster appears if none is left
    ROLL = "roll"  # CHANCE: the three movement dice
    MOVE = "move"  # the turn's player spends monster / bridge / player steps
    SACRIFICE = "sacrifice"  # the turn's player may spend dice on walls or monsters
    COMBAT = "combat"  # CHANCE: the dice of the next fight (decided fights play out alone)
    OVER = "over"


# Task kinds (first item of a task tuple) and their shapes:
SPAWN_PICKUP = "pickup"  # (kind,) CHANCE: a pickup on a random empty land space
SPAWN_OUTER = "outer_pickup"  # (kind,) CHANCE: a pickup on a random empty outer-ring space
SPAWN_MONSTER = "monster"  # (kind,) CHANCE: a monster on a random free outer-ring space
WALL_ROLL = "wall_roll"  # (kind,) CHANCE: one d6, how many walls the sacrifice gives
WALLS = "walls"  # (kind, count) the turn's player places / takes over walls
PUSH = "push"  # (kind, victim seat, chooser seat) the chooser picks where the loser goes
RAZE_ROLL = "raze_roll"  # (kind, winner, loser) CHANCE: one d6, walls the winner may remove
RAZE = "raze"  # (kind, winner, loser, count) the winner removes the loser's walls

SPAWNS = (SPAWN_PICKUP, SPAWN_OUTER, SPAWN_MONSTER)
CHANCE_TASKS = (*SPAWNS, WALL_ROLL, RAZE_ROLL)
TASK_SIZES = {SPAWN_PICKUP: 1, SPAWN_OUTER: 1, SPAWN_MONSTER: 1, WALL_ROLL: 1, WALLS: 2,
              PUSH: 3, RAZE_ROLL: 3, RAZE: 4}
"""Length of each task tuple (for the loader)."""

Task = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class Player:
    """One seat's demon hunter.

    ``space`` is -1 once the player has dropped out. ``prev`` is the space it stood on before
    entering its current one (-1 if none): a player beaten by a monster it walked into goes back
    there. ``stamp`` orders arrivals (the later arrival attacks).
    """

    space: int
    dice: int = 0
    trinket: bool = False
    prev: int = -1
    stamp: int = 0

    @property
    def out(self) -> bool:
        return self.space < 0


@dataclass(frozen=True, slots=True)
class Monster:
    """A monster on the board. ``mover`` is the seat that last moved or summoned it (-1: none)."""

    id: int
    space: int
    stamp: int
    mover: int = -1


def is_monster(party: int) -> bool:
    return party >= MONSTER_BASE


def pair(a: int, b: int) -> tuple[int, int]:
    """A fight's pair of parties in a fixed order (for ``fought``)."""
    return (a, b) if a < b else (b, a)
