"""The take the castle rule's hooks: its phase before round 1, in which each seat draws the free
d100 it was given."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.core import Action
from engine.doodledice.actions import CreateMonster
from engine.doodledice.model import Phase
from engine.doodledice.rulesets.base import RuleSet
from engine.doodledice.rulesets.structures.places import castle_die, castle_role
from engine.doodledice.sketch import monster_name

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


class Castle(RuleSet):
    option: ClassVar[str] = "take_the_castle"
    field: ClassVar[str] = "castle"
    phases: ClassVar[tuple[Phase, ...]] = (Phase.CASTLE,)
    sketches_in_phase: ClassVar[bool] = True

    def opening(self, st: DoodleState) -> Phase | None:
        return Phase.CASTLE

    def phase_actions(self, st: DoodleState, seat: int) -> list[Action]:
        free = castle_die(st, seat)
        if free is None:
            return []
        return [CreateMonster(free.id, c, monster_name(c, st.next_monster),
                              role=castle_role(seat)) for c in free.colours]

    def phase_over(self, st: DoodleState) -> bool:
        return st.seat + 1 >= st.num_seats and castle_die(st, st.seat) is None

    def phase_step(self, st: DoodleState) -> DoodleState | None:
        if castle_die(st, st.seat) is not None:
            return None
        return st._replace(seat=st.seat + 1)


__all__ = ["Castle"]
