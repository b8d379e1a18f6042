"""Read-only questions the rules, the UI and the AI all ask of a Dice Demons state.

Which spaces a random pickup or monster may land on, which dice to roll now and why, what the
game waits for, how far a player is from the middle and how close to winning. Kept apart from
``state.py`` and ``rules.py`` so each module stays small.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.core import DieSpec, IllegalAction, RollRequest
from engine.dicedemons.model import (
    MONSTER_DICE,
    RAZE_ROLL,
    SPAWN_MONSTER,
    SPAWN_OUTER,
    SPAWN_PICKUP,
    WALL_ROLL,
    Phase,
    is_monster,
)
from engine.dicedemons.numbers import DIE_SIDES, MOVEMENT_DICE

if TYPE_CHECKING:
    from engine.dicedemons.state import DiceDemonsState

SPACE_DIE = "space"
"""``DieSpec.kind`` of a "die" whose faces are space ids: a random space, answered by
``engine.dice.roll`` (the tray cannot throw a 40-sided die; the scene shows where it lands)."""


def spawn_spaces(st: DiceDemonsState, kind: str) -> tuple[int, ...]:
    """The spaces a new pickup or monster of task ``kind`` may appear on, in id order.

    Pickups: empty (no player, monster or pickup), unmarked land spaces, anywhere for a normal
    respawn, on the outermost ring after a sacrifice. Monsters: outermost-ring spaces without a
    player, monster or wall.
    """
    geo = st.geo
    people, beasts = st._occ()
    marks = geo.marks
    if kind == SPAWN_MONSTER:
        walls = st.walls
        return tuple(s for s in geo.outer if walls[s] < 0 and s not in people
                     and s not in beasts)
    pool = geo.outer if kind == SPAWN_OUTER else geo.land
    taken = set(st.pickups)
    return tuple(s for s in pool if s not in marks and s not in people and s not in beasts
                 and s not in taken)


def roll_request(st: DiceDemonsState) -> RollRequest:
    """The dice to throw now (only while ``to_move`` is CHANCE)."""
    if st._outcome is None and st.tasks:
        task = st.tasks[0]
        kind = task[0]
        if kind in (SPAWN_PICKUP, SPAWN_OUTER, SPAWN_MONSTER):
            return spawn_request(str(kind), spawn_spaces(st, str(kind)))
        if kind == WALL_ROLL:
            return RollRequest((DieSpec.d(DIE_SIDES, "walls"),),
                               f"{st.seat_name(st.turn)} rolls for how many walls to raise.",
                               st.turn)
        if kind == RAZE_ROLL:
            winner, loser = int(task[1]), int(task[2])
            return RollRequest((DieSpec.d(DIE_SIDES, "walls down"),),
                               f"{st.seat_name(winner)} rolls for how many of "
                               f"{st.seat_name(loser)}'s walls may come down.", winner)
        raise IllegalAction("No dice need rolling now.")
    if st._outcome is None and st.phase is Phase.ROLL:
        return _movement_request(st.seat_name(st.turn), st.turn)
    fight = st.next_fight()
    if fight is None:
        raise IllegalAction("No dice need rolling now.")
    attacker, defender = fight
    dice = []
    for party in fight:
        label = "monster" if is_monster(party) else st.seat_name(party)
        dice += [DieSpec.d(DIE_SIDES, label)] * st.party_dice(party)
    seat = next((p for p in fight if not is_monster(p)), None)
    return RollRequest(tuple(dice), f"{_party(st, attacker)} attacks {_party(st, defender)}: "
                       "the higher total wins.", seat)


@lru_cache(maxsize=1024)
def spawn_request(kind: str, spaces: tuple[int, ...]) -> RollRequest:
    """The throw for a new pickup or monster on one of ``spaces``. Why kept: requests are
    immutable, and the planners throw one after nearly every sacrifice they weigh."""
    what = "monster" if kind == SPAWN_MONSTER else "pickup"
    reason = {
        SPAWN_PICKUP: "A new die pickup appears somewhere on the rings.",
        SPAWN_OUTER: "The sacrificed die reappears as a pickup on the outer ring.",
        SPAWN_MONSTER: "A monster rises on the outer ring.",
    }[kind]
    return RollRequest((DieSpec(spaces, what, SPACE_DIE),), reason)


@lru_cache(maxsize=64)
def _movement_request(name: str, seat: int) -> RollRequest:
    """The three movement dice of ``seat`` (named ``name``), made once."""
    return RollRequest(tuple(DieSpec.d(DIE_SIDES, "move") for _ in range(MOVEMENT_DICE)),
                       f"{name} rolls the movement dice: lowest moves a monster, middle turns "
                       "bridges, highest moves the player.", seat)


def _party(st: DiceDemonsState, party: int) -> str:
    if is_monster(party):
        return f"a monster ({MONSTER_DICE} dice)"
    n = st.players[party].dice
    return f"{st.seat_name(party)} ({n} {'die' if n == 1 else 'dice'})"


def waiting_for(st: DiceDemonsState) -> str:
    """A sentence saying what the game waits for (explains refused out-of-turn actions)."""
    if st._outcome is not None:
        return "The game is over."
    mover = st.to_move
    if mover is None or mover < 0:
        return "The dice must be rolled first."
    name = st.seat_name(mover)
    if st.tasks:
        return {
            "push": f"{name} must first choose where the loser is pushed.",
            "walls": f"{name} must first place the walls.",
            "raze": f"{name} must first choose which walls come down.",
        }.get(str(st.tasks[0][0]), f"{name} must decide first.")
    if st.phase is Phase.MOVE:
        return f"It is {name}'s movement."
    return f"{name} may sacrifice dice now."


def standing(st: DiceDemonsState, seat: int) -> tuple[int, int, int]:
    """How close ``seat`` is to winning, larger is closer: (trinket, dice, -steps to middle).

    The round-limit tie-break; a player with no way to the middle counts as very far.
    """
    p = st.players[seat]
    steps = st.steps_to_middle(seat)
    return (int(p.trinket), p.dice, -(steps if steps is not None else 10_000))
