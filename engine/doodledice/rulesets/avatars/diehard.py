"""The warrior's Diehard: a core that damage destroyed stays at 1 life, once per use.

Sits above ``combat`` (it puts the monster back with its steps); ``rule.Avatars`` calls it at
the moment a core is destroyed (``RuleSet.core_destroyed``). The price: ``diehard_price``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.doodledice.combat import put_monster
from engine.doodledice.model import Monster, Part
from engine.doodledice.rulesets.avatars.abilities import diehard_price, remove_dice, spend

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def diehard(st: DoodleState, m: Monster, core: Part) -> DoodleState | None:
    """The game with ``m``'s destroyed ``core`` kept at 1 life and Diehard paid for, or None
    (no use left, or nothing to pay with)."""
    price = diehard_price(st, m.owner, core.die)
    if price is None:
        return None
    st = spend(remove_dice(st, price), m.owner, "diehard")
    return put_monster(st, m.with_part(replace(core, damage=st.sides(core.die) - 1)))


__all__ = ["diehard"]
