"""Which alternate rule sets a game plays with, in the order the basic game asks them."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from engine.doodledice.model import Phase
from engine.doodledice.rulesets.avatars.rule import Avatars
from engine.doodledice.rulesets.base import RuleSet
from engine.doodledice.rulesets.castle.rule import Castle
from engine.doodledice.rulesets.draft.rule import Draft
from engine.doodledice.rulesets.duo.rule import Duo
from engine.doodledice.rulesets.strange.rule import StrangeDice
from engine.doodledice.rulesets.structures.rule import Structures

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

RULE_SETS: tuple[RuleSet, ...] = (Draft(), StrangeDice(), Duo(), Avatars(), Structures(),
                                  Castle())
"""Every rule set, in the order their choices are listed at a shared moment (the order the AI
has always seen them in, so it plays the same moves) and their opening phases are played
(avatars are chosen before take the castle's free places are drawn)."""

PHASE_RULES: dict[Phase, RuleSet] = {phase: rule for rule in RULE_SETS for phase in rule.phases}
"""The rule set that plays each phase it adds."""

HANDLERS = {kind: handler for rule in RULE_SETS for kind, handler in rule.handlers.items()}
"""Every rule set's actions with their handlers."""


_SWITCHES = attrgetter(*(rule.field for rule in RULE_SETS))
_PLAYED: dict[tuple[int, ...], tuple[RuleSet, ...]] = {}


def switched_on(st: DoodleState) -> tuple[RuleSet, ...]:
    """The rule sets ``st`` is played with. Why kept by the switches: the basic game asks at
    every moment and lookup (whose side a seat is on, a monster's powers...)."""
    switches = _SWITCHES(st)
    found = _PLAYED.get(switches)
    if found is None:
        found = _PLAYED[switches] = tuple(rule for rule in RULE_SETS if rule.is_on(st))
    return found


def phase_rule(st: DoodleState) -> RuleSet | None:
    """The rule set whose phase ``st`` is in, or None (a phase of the basic game)."""
    return PHASE_RULES.get(st.phase)


def opening_after(st: DoodleState, phase: Phase | None = None) -> Phase:
    """The phase that opens after ``phase`` (None: as the forces are in) before round 1: the
    next rule set's opening phase, or the first gathering."""
    openings = [p for rule in switched_on(st) if (p := rule.opening(st)) is not None]
    rest = openings[openings.index(phase) + 1:] if phase in openings else openings
    return rest[0] if rest else Phase.GATHER


__all__ = ["HANDLERS", "PHASE_RULES", "RULE_SETS", "opening_after", "phase_rule",
           "switched_on"]
