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
from engine.doodledice.model import Attack, Monster

if TYPE_CHECKING:
    from engine.doodledice.state import DoodleState
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

    def combat_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        """What ``seat`` may do as combat starts, before any monster's turn."""
        return []

    def turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        """What the owner of ``m`` may do on its turn besides its actions (free choices)."""
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
        """The log line for one of the rule set's own actions, or None (not the rule set's)."""
        return None

    def describe_pass(self, st: DoodleState, who: str) -> str | None:
        """The log line for a Pass at a moment of the rule set's, or None (not its moment)."""
        return None

    def reserves(self, st: DoodleState, w: Weights) -> list[float]:
        """Per seat, what the rule set's unspent once-a-game uses are worth to the AI."""
        return [0.0] * st.num_seats


__all__ = ["Handler", "RuleSet"]
