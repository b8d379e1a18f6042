"""What the avatars are worth to the evaluation: unused ability uses and a horde's life.

Why a value for unused uses: without one, the AI spends every use at the first chance it sees
(a Lead from the Front on a d4 goblin, a Bombardment with one die). Each use is worth a share of
``Weights.avatar`` by the ability's ``SHARE`` (a once-a-game ability weighs most), so a use is
spent only when it gains more than it is worth. Every type's full set of uses is worth the
same (``Weights.avatar``), so an AI choosing its avatar is not pulled towards one type by the
weights alone: the choice list is rotated per seat (``avatar_legal.choose_actions``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.avatars import ABILITY_INDEX, AVATAR_TYPES

if TYPE_CHECKING:
    from engine.doodledice.state import DoodleState
    from engine.doodledice.weights import Weights

SHARE: dict[str, float] = {
    "device": 1.0, "cybernetics": 1.2, "mechamorph": 2.0,
    "mutation": 0.6, "horde": 1.0, "embody": 2.5,
    "diehard": 1.0, "technique": 1.2, "lead": 4.0,
    "preference": 0.5, "supercharge": 0.6, "bombard": 3.0,
}
"""Relative worth of one use of each ability, within its type."""

_TOTAL: dict[str, float] = {
    t.key: sum(SHARE[a.key] * a.uses for a in t.abilities) for t in AVATAR_TYPES}


def use_value(ability: str, w: Weights) -> float:
    """What one unused use of ``ability`` is worth."""
    kind, _ = ABILITY_INDEX[ability]
    return w.avatar * SHARE[ability] / _TOTAL[kind]


def avatar_reserves(st: DoodleState, w: Weights) -> list[float]:
    """Per seat: its unused uses and its horde's life (0 without avatars)."""
    out = [0.0] * st.num_seats
    if not st.avatars:
        return out
    for seat, av in enumerate(st.avatar):
        if av is None:
            continue
        value = w.horde * av.horde
        for index, ability in enumerate(av.type.abilities):
            value += av.left(index) * use_value(ability.key, w)
        out[seat] = value
    return out


__all__ = ["SHARE", "avatar_reserves", "use_value"]
