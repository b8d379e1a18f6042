"""The stratagems & fortresses rule's hooks: the moments of the basic game it adds a choice
or a value to."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.core import Action, Roll
from engine.doodledice.model import Attack, Die, Monster
from engine.doodledice.rulesets.base import Handler, RuleSet
from engine.doodledice.rulesets.structures.fortress_actions import Disperse
from engine.doodledice.rulesets.structures.fortress_choices import fortress_step_actions
from engine.doodledice.rulesets.structures.fortress_flow import combat_ends, round_starts
from engine.doodledice.rulesets.structures.fortress_handlers import (
    FORTRESS_HANDLERS,
    describe_fortress,
    fortress_pass,
)
from engine.doodledice.rulesets.structures.fortress_values import fortress_values
from engine.doodledice.rulesets.structures.fortresses import disperse_choices
from engine.doodledice.rulesets.structures.places import STRATAGEM, power_of
from engine.doodledice.rulesets.structures.stratagem_actions import STRATAGEM_ACTIONS
from engine.doodledice.rulesets.structures.stratagem_handlers import (
    STRATAGEM_HANDLERS,
    fury_again,
)
from engine.doodledice.rulesets.structures.stratagem_texts import describe_stratagem
from engine.doodledice.rulesets.structures.stratagems import (
    hide_options,
    refit_options,
    start_options,
)
from engine.doodledice.tables import WHITE

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights


class Structures(RuleSet):
    option: ClassVar[str] = "stratagems"
    handlers: ClassVar[dict[type[Action], Handler]] = {**STRATAGEM_HANDLERS,
                                                        **FORTRESS_HANDLERS}

    def is_on(self, st: DoodleState) -> bool:
        return bool(st.structures)

    def on_round_start(self, st: DoodleState) -> DoodleState:
        return round_starts(st)

    def round_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return [Disperse(c) for c in disperse_choices(st, seat)]

    def sketch_actions(self, st: DoodleState, seat: int, dice: list[Die]) -> list[Action]:
        return refit_options(st, seat)  # the Adaptive Kit

    def sketches_without_dice(self, st: DoodleState, seat: int) -> bool:
        return bool(refit_options(st, seat))

    def combat_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return start_options(st, seat)

    def on_combat_end(self, st: DoodleState) -> DoodleState | None:
        return combat_ends(st)  # the Living Fortress, poison, martyrs

    def turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        return hide_options(st, m)  # Dive, Cloud Assault

    def attack_step_actions(self, st: DoodleState, a: Attack) -> list[Action] | None:
        return fortress_step_actions(st, a)

    def on_pass(self, st: DoodleState) -> DoodleState | None:
        return fortress_pass(st)

    def describe(self, st: DoodleState, who: str, action: Action) -> str | None:
        a = st.attack
        if isinstance(action, Roll) and a is not None and not st.fort.moment \
                and fury_again(st, a, int(action.values[0])) is not None:
            values = ", ".join(str(v) for v in action.values)
            return f"It rolls {values}, but Battle Fury makes it roll again"
        if isinstance(action, STRATAGEM_ACTIONS):
            return describe_stratagem(st, action, who)
        return describe_fortress(st, action)

    def add_values(self, st: DoodleState, w: Weights, values: list[float]) -> None:
        for seat in range(st.num_seats):
            values[seat] += stratagem_reserve(st, seat, w)
        for seat, extra in enumerate(fortress_values(st)):
            values[seat] += extra


def stratagem_reserve(st: DoodleState, seat: int, w: Weights) -> float:
    """What an unused once-a-game Glory is worth (while the white stratagem stands): the AI
    spends it when the heroic blows of one combat are worth more."""
    if st.schemes.glory_used[seat]:
        return 0.0
    power = power_of(st, seat, STRATAGEM)
    return w.glory if power is not None and power.colour == WHITE else 0.0


__all__ = ["Structures", "stratagem_reserve"]
