"""What the avatars change in an attack's damage: the questions asked before it is dealt
(Special Technique, the horde's soak), a blow at the beast's horde, and the warrior's Diehard
(a core that damage destroyed stays at 1 life).

Sits above ``combat`` (it puts the monster back with its steps); ``rule.Avatars`` calls it at
the moments of an attack (``position.AttackHooks``). The prices: ``abilities``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import replace
from engine.doodledice.combat import put_monster
from engine.doodledice.model import HORDE, HURT, Attack, Monster, Part
from engine.doodledice.rulesets.avatars.abilities import (
    diehard_price,
    hurt_horde,
    next_question,
    remove_dice,
    spend,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def ask_before_damage(st: DoodleState, a: Attack,
                      split: list[tuple[int, int]]) -> DoodleState | None:
    """The game with attack ``a`` waiting on an avatar question (Special Technique, then the
    horde's soak) before ``split`` is dealt, or None."""
    question = next_question(st, a, sum(n for _, n in split))
    return None if question is None else st._replace(attack=replace(a, step=question))


def blow_at_horde(st: DoodleState, a: Attack, split: list[tuple[int, int]]) -> DoodleState | None:
    """The game with an attack on the beast's horde dealt and closed, or None (``a`` hits a
    part)."""
    if a.target != HORDE:
        return None
    st = st._replace(progress=max(st.progress, HURT)) if split[0][1] > 0 else st
    return hurt_horde(st, a.defender, split[0][1])._replace(attack=None)


def soaked(st: DoodleState, a: Attack) -> DoodleState:
    """The game with what the horde soaks of attack ``a`` taken off it."""
    return hurt_horde(st, a.defender, a.soak) if a.soak else st


def diehard(st: DoodleState, m: Monster, core: Part) -> DoodleState | None:
    """The game with ``m``'s destroyed ``core`` kept at 1 life and Diehard paid for, or None
    (no use left, or nothing to pay with)."""
    price = diehard_price(st, m.owner, core.die)
    if price is None:
        return None
    st = spend(remove_dice(st, price), m.owner, "diehard")
    return put_monster(st, m.with_part(replace(core, damage=st.sides(core.die) - 1)))


__all__ = ["ask_before_damage", "blow_at_horde", "diehard", "soaked"]
