"""The duo dice rule's hook: seats grouped into two teams by seat parity."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.doodledice.rulesets.base import RuleSet

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

TEAMS = 2
"""Even seats play against odd ones."""


class Duo(RuleSet):
    option: ClassVar[str] = "duo"
    field: ClassVar[str] = "duo"

    def side(self, st: DoodleState, seat: int) -> int | None:
        return seat % TEAMS


__all__ = ["Duo", "TEAMS"]
