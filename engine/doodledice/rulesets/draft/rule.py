"""The draft dice rule's hooks: its phase before round 1, played by the basic game."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from engine.core import CHANCE, Action, Roll, RollRequest
from engine.doodledice.actions import Pick
from engine.doodledice.model import Phase
from engine.doodledice.rulesets.base import Handler, RuleSet
from engine.doodledice.rulesets.draft import rules as draft
from engine.doodledice.rulesets.draft.describe import first_pick_text, pick_text
from engine.doodledice.rulesets.draft.plan import plan_values

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights


def _pick(st: DoodleState, action: Pick) -> DoodleState:
    return draft.pick(st, action.die)


class Draft(RuleSet):
    option: ClassVar[str] = "draft"
    field: ClassVar[str] = "draft"
    phases: ClassVar[tuple[Phase, ...]] = (Phase.DRAFT,)
    handlers: ClassVar[dict[type[Action], Handler]] = {Pick: cast(Handler, _pick)}

    def phase_mover(self, st: DoodleState) -> int:
        return st.seat if draft.decided(st) else CHANCE

    def phase_turn_owner(self, st: DoodleState) -> int | None:
        # The draft is one shared step at the table with nothing hidden: it counts as the
        # turn of the seat that won first pick, so hot-seat players pass no hand-off screen
        # between picks (the table names whose pick it is).
        return draft.first_pick(st)

    def phase_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return [Pick(place) for place in draft.picks(st)]

    def phase_waiting(self, st: DoodleState) -> str | None:
        return "The dice are still being drafted;"

    def phase_over(self, st: DoodleState) -> bool:
        return draft.over(st)

    def phase_end(self, st: DoodleState) -> DoodleState:
        return draft.finish(st)

    def phase_step(self, st: DoodleState) -> DoodleState | None:
        return draft.step(st)

    def roll_request(self, st: DoodleState) -> RollRequest | None:
        return draft.roll_request(st) if st.phase is Phase.DRAFT else None

    def rolled(self, st: DoodleState, values: tuple[int, ...]) -> DoodleState | None:
        return draft.roll(st, values) if st.phase is Phase.DRAFT else None

    def listed_as(self, st: DoodleState, action: Action) -> Action | None:
        """A die of the collection stands for the first equal one still there."""
        if not isinstance(action, Pick):
            return None
        place = action.die
        if type(place) is not int or not 0 <= place < len(st.collection) \
                or st.collection[place] is None:
            return action
        return Pick(st.collection.index(st.collection[place]))

    def describe(self, st: DoodleState, who: str, action: Action) -> str | None:
        if isinstance(action, Pick):
            return pick_text(st, who, action)
        if isinstance(action, Roll) and st.phase is Phase.DRAFT:
            return first_pick_text(st, action.values)
        return None

    def phase_values(self, st: DoodleState, w: Weights) -> list[float] | None:
        return plan_values(st, w.draft) if w.draft else None

    def on_game_over(self, st: DoodleState) -> DoodleState:
        return st._replace(collection=(), rolls=(0,) * st.num_seats)


__all__ = ["Draft"]
