"""The strange-dice rule's hooks: the moments of the basic game it adds a choice to."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from engine.core import Action, replace
from engine.doodledice.actions import Pass
from engine.doodledice.model import NULL_ROLL, REMOVED, Attack, Monster, Phase
from engine.doodledice.rulesets.base import Handler, RuleSet
from engine.doodledice.rulesets.strange.actions import Banish, Declare
from engine.doodledice.rulesets.strange.handlers import banish, declare
from engine.doodledice.rulesets.strange.queries import (
    banish_choices,
    big_to_declare,
    declared_value,
)
from engine.doodledice.tables import BIG, D3

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights


class StrangeDice(RuleSet):
    option: ClassVar[str] = "strange_dice"
    field: ClassVar[str] = "strange"
    # Each handler takes its own action type; the table is keyed by that type, so the cast
    # only widens what the dispatch already guarantees.
    handlers: ClassVar[dict[type[Action], Handler]] = {
        Declare: cast(Handler, declare), Banish: cast(Handler, banish)}

    def out_of_reach(self, st: DoodleState, m: Monster) -> bool:
        return m.banished  # dragged away by a d3

    def on_sketch_start(self, st: DoodleState) -> DoodleState:
        """Dragged-away monsters come back."""
        if not any(m.banished for m in st.monsters):
            return st
        return st._replace(monsters=tuple(replace(m, banished=False) if m.banished else m
                                          for m in st.monsters))

    def combat_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return [Banish(m.id) for m in banish_choices(st, seat)]

    def free_turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        return [Banish(x.id) for x in banish_choices(st, m.owner)]

    def asks_before_throw(self, st: DoodleState, a: Attack) -> int | None:
        big = big_to_declare(st, a)
        return None if big is None else big.owner

    def before_throw_actions(self, st: DoodleState, a: Attack) -> list[Action]:
        return [Declare()]

    def on_pass(self, st: DoodleState) -> DoodleState | None:
        """Roll the big die after all: its owner is not asked again at this throw."""
        a = st.attack
        if a is not None and big_to_declare(st, a) is not None:
            return st._replace(attack=replace(a, declined=True))
        return None

    def describe(self, st: DoodleState, who: str, action: Action) -> str | None:
        if isinstance(action, Declare):
            a = st.attack
            big = big_to_declare(st, a) if a is not None else None
            if a is None or big is None:
                return None
            value = declared_value(st, a, big)
            named = "a sure stop" if a.step == NULL_ROLL else str(value)
            return f"{who} names the big {big.label[4:]}'s result: {named}"
        if isinstance(action, Banish):
            m = st.monster(action.monster)
            return f"{who}'s d3 drags {m.name} out of reach until the next sketching phase"
        if isinstance(action, Pass):
            if st.attack is not None and big_to_declare(st, st.attack) is not None:
                return f"{who} rolls the big die rather than name its result"
            if st.phase is Phase.COMBAT and st.attack is None and st.turn < 0 \
                    and not st.avatars and not st.structures:  # the d3 alone asks now
                return f"{who} keeps the d3 unused"
        return None

    def add_values(self, st: DoodleState, w: Weights, values: list[float]) -> None:
        """What its unused once-a-game uses are worth: naming a big die (its top face over
        its average roll, for the biggest big die it still has) and the d3's banishment
        (while it owns a d3). Valued so the AI spends them when it matters."""
        best_big = [0] * st.num_seats
        has_d3 = [False] * st.num_seats
        for d in st.dice:
            if d.place == REMOVED:
                continue
            if d.size == BIG:
                best_big[d.owner] = max(best_big[d.owner], d.sides)
            if d.sides == D3:
                has_d3[d.owner] = True
        for s in range(st.num_seats):
            values[s] += (0.0 if st.declared[s] else w.naming * (best_big[s] - 1) / 2) \
                + (w.banish if has_d3[s] and not st.banish_used[s] else 0.0)


__all__ = ["StrangeDice"]
