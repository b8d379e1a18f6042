"""Small immutable records of a 66d6 position: minions, the pending battle, the phase.

They live apart from the state class so the rules (``rules.py``), serialization and the state can
all import them without import cycles.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.sixtysix.numbers import PER_SIDE as PER_SIDE  # read here by the position's modules
from engine.sixtysix.numbers import TURN_ACTIONS as TURN_ACTIONS
from engine.sixtysix.tables import Result


class Phase(enum.Enum):
    """What the game is waiting for. ``to_move`` follows from it (see ``SixtySixState``)."""

    SETUP_ROLL = "setup_roll"  # CHANCE: one side's 33 set-up dice
    ACT = "act"  # the side whose turn it is picks a regular or special action
    DEFEND = "defend"  # the attacked side picks its defender
    ATTACKER_RESULT = "attacker_result"  # the attacker's owner picks how its result plays out
    DEFENDER_RESULT = "defender_result"  # the defender's owner does the same
    KILL = "kill"  # the slaughtered side picks its next victim
    ROLL = "roll"  # CHANCE: rerolls (battle, slaughter, special actions)
    OVER = "over"


RESULT_PHASES = (Phase.ATTACKER_RESULT, Phase.DEFENDER_RESULT)
"""The phases in which a battle result is being resolved."""

@dataclass(frozen=True, slots=True)
class Minion:
    """One die on the board. ``place`` is a field number or HOME (its own side's home)."""

    id: int
    side: int
    value: int
    place: int


@dataclass(frozen=True, slots=True)
class Battle:
    """A fight in progress. ``defender`` is None until chosen; ``total`` is 0 until then."""

    attacker: int
    field: int
    defender: int | None = None
    total: int = 0
    attacker_result: Result | None = None
    defender_result: Result | None = None

    @property
    def sum(self) -> int:
        """The battle sum (attacker value + defender value); 0 while no defender is chosen."""
        return self.total


ROLL_KINDS = ("setup", "battle", "slaughter", "sacrifice", "infiltrate")
"""Why a ROLL/SETUP_ROLL phase is rolling (kept in the state so the reason text can be shown)."""
