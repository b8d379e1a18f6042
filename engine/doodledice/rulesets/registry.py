"""Which alternate rule sets a game plays with, in the order the basic game asks them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.rulesets.avatars.rule import Avatars
from engine.doodledice.rulesets.base import RuleSet
from engine.doodledice.rulesets.strange.rule import StrangeDice
from engine.doodledice.rulesets.structures.rule import Structures

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

RULE_SETS: tuple[RuleSet, ...] = (StrangeDice(), Avatars(), Structures())
"""Every rule set, in the order their choices are listed at a shared moment (the order the AI
has always seen them in, so it plays the same moves)."""

HANDLERS = {kind: handler for rule in RULE_SETS for kind, handler in rule.handlers.items()}
"""Every rule set's actions with their handlers."""


def switched_on(st: DoodleState) -> tuple[RuleSet, ...]:
    """The rule sets ``st`` is played with."""
    return tuple(rule for rule in RULE_SETS if rule.is_on(st))


__all__ = ["HANDLERS", "RULE_SETS", "switched_on"]
