"""The active pool's room (how many places a die takes and how many are left to gather into), and
its dice as choices are listed (equal dice once).

Counted in half-places, because a small die (strange dice) takes half a place; every other
die takes a whole one. With no small dice this is simply the basic game's five dice (plus
the purple power's extra ones).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.model import Die
from engine.doodledice.tables import ACTIVE_POOL, SMALL

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def places(d: Die) -> int:
    """Half-places a die takes in the active pool: 1 for a small die, 2 for any other."""
    return 1 if d.size == SMALL else 2


def room(st: DoodleState, seat: int) -> int:
    """Half-places left in ``seat``'s active pool this gather phase (5 dice, plus purple's)."""
    return 2 * (ACTIVE_POOL + st.extra[seat]) - sum(places(d) for d in st.active(seat))


def distinct(dice: tuple[Die, ...]) -> list[Die]:
    """One die of each kind (sides, colours, fixed colour), the lowest id."""
    seen: set[tuple] = set()
    out = []
    for d in dice:
        key = (d.sides, d.colours, d.colour, d.size)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


__all__ = ["distinct", "places", "room"]
