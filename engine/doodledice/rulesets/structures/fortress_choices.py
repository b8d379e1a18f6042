"""The answers the fortress steps of an attack offer: Chilling Defence's freeze (paid in dice
with our house rules), Bastion's throw again, the Sigil Shield's ward, Chain Lightning's jump."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.doodledice.actions import Pass
from engine.doodledice.model import BASTION, CHILL, JUMP, SIGIL, Attack
from engine.doodledice.pool import distinct
from engine.doodledice.rulesets.structures.fortress_actions import Chill, Jump, Retry, Ward
from engine.doodledice.rulesets.structures.fortresses import (
    chill_need,
    fortress_decider,
    jump_targets,
)
from engine.doodledice.rulesets.structures.stratagems import payment_plans
from engine.doodledice.tables import D100

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def fortress_step_actions(st: DoodleState, a: Attack) -> list[Action] | None:
    """The choices at a fortress step of ``a``, or None when the step is not one."""
    step = a.step
    if step == BASTION:
        return [Retry(), Pass()]
    if step == CHILL:
        need = chill_need(st, a)
        if need is None:
            return [Chill(()), Pass()]
        spend = tuple(d for d in st.active(a.defender) if d.sides != D100)  # any dice
        return [*(Chill(dice) for dice in payment_plans(st, spend, need)), Pass()]
    if step == SIGIL:
        return [*(Ward(d.id) for d in distinct(st.active(fortress_decider(st, a)))), Pass()]
    if step == JUMP:
        return [*(Jump(t) for t in jump_targets(st, a)), Pass()]
    return None


__all__ = ["fortress_step_actions"]
