"""The one interface through which the basic game calls an alternate rule set.

Why: the basic game reads in the order of a round and names no alternate rule. Each rule set
(strange dice, draft, duo, stratagems & fortresses, take the castle, avatars, our house rules)
is one subpackage of ``rulesets`` holding everything that rule adds, and overrides only the
moments it changes, as a variant of a board game overrides a few methods of the standard
game. The basic game asks every rule set switched on (``rulesets.switched_on``) at each
named moment below and combines the answers; a moment a rule set does not override answers
"nothing to add".

Rule sets sit below the modules that ask them (``legal``, ``rules``, ``describe``, ``state``,
``evaluation``) and above the steps they reuse (``model``, ``tables``, ``combat``), so they
import only downwards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar

from engine.core import Action
from engine.doodledice.model import Attack, Die, Monster

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights

Handler = Callable[["DoodleState", Action], "DoodleState"]
"""Applies one action of the rule set (``IllegalAction`` with the players' reason if not)."""


class RuleSet:
    """One alternate rule set: the option that switches it on and the moments it changes."""

    option: ClassVar[str] = ""
    """The set-up option (1: on) that switches the rule set on."""
    handlers: ClassVar[Mapping[type[Action], Handler]] = {}
    """The actions the rule set adds, each with its handler (``rules.apply`` dispatches)."""

    def is_on(self, st: DoodleState) -> bool:
        """Whether ``st`` is played with this rule set."""
        raise NotImplementedError

    # ------------------------------------------------------------- the moments of a round
    def on_round_start(self, st: DoodleState) -> DoodleState:
        """The game as a new round starts, before anyone is asked anything (marks of the last
        round wiped...)."""
        return st

    def round_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        """What ``seat`` may do as a round starts, before gathering."""
        return []

    def sketch_actions(self, st: DoodleState, seat: int, dice: list[Die]) -> list[Action]:
        """What ``seat`` may do while sketching besides creating monsters and adding parts
        (``dice``: its active dice that may take a part, one of each kind)."""
        return []

    def sketches_without_dice(self, st: DoodleState, seat: int) -> bool:
        """Whether ``seat`` has a sketching choice that needs no active die."""
        return False

    def combat_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        """What ``seat`` may do as combat starts, before any monster's turn."""
        return []

    def on_combat_end(self, st: DoodleState) -> DoodleState | None:
        """The rule set's next step once every monster has had its turn, or None when it has
        nothing (more) to do as combat ends; asked again after each step it takes."""
        return None

    def extra_attacks(self, st: DoodleState, m: Monster, weapons: list[int]) -> list[Action]:
        """Attacks ``m`` may make with ``weapons`` besides those at enemy parts and players."""
        return []

    def turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        """What ``m`` may spend an action on besides attacking and its core power."""
        return []

    def attack_step_actions(self, st: DoodleState, a: Attack) -> list[Action] | None:
        """The answers at a step of attack ``a`` that is the rule set's own, or None."""
        return None

    def free_turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        """What the owner of ``m`` may do on its turn without spending an action."""
        return []

    def asks_before_throw(self, st: DoodleState, a: Attack) -> int | None:
        """The seat asked a choice before the attack's die is thrown, or None (the dice go)."""
        return None

    def before_throw_actions(self, st: DoodleState, a: Attack) -> list[Action]:
        """The choices of the seat ``asks_before_throw`` names (Pass is offered too)."""
        return []

    def on_pass(self, st: DoodleState) -> DoodleState | None:
        """The game after a Pass at a moment of the rule set's, or None (not its moment)."""
        return None

    def describe(self, st: DoodleState, who: str, action: Action) -> str | None:
        """The log line for one of the rule set's own actions, or for a core action (a Pass, a
        roll) at a moment of the rule set's; None otherwise. ``who``: the mover's name."""
        return None

    # --------------------------------------------------------------------------- the AI
    def add_values(self, st: DoodleState, w: Weights, values: list[float]) -> None:
        """Add to each seat's value (``values``, by seat) what the rule set's places and
        unspent once-a-game uses are worth to it (the evaluation's last terms)."""


__all__ = ["Handler", "RuleSet"]
