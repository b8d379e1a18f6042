"""Where a six-sided die's pips sit: one table for every picture of a d6 (the tray's dice, the
solids, the boards' minions and pieces, the menu's drifting dice).

Pure data and arithmetic, no pygame, so any drawing code can import it.
"""

from __future__ import annotations

PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
"""Each value's pips in half-spreads from the face's centre (-1, 0 or 1 along each axis)."""


def pip_spots(value: int, spread: float) -> list[tuple[float, float]]:
    """``value``'s pip centres as fractions of a square face (0.5 the middle), ``spread`` the
    distance from the middle to an outer pip; none for a value a d6 does not show."""
    return [(0.5 + x * spread, 0.5 + y * spread) for x, y in PIPS.get(value, ())]
