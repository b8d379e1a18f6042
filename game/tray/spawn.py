"""Where the dice of a throw leave the hand: spots near the origin edge that never overlap.

Why its own module: dice of one size sit on a jittered grid (the tray's original layout, kept
exactly so every seed of a throw without small or big dice rolls as it always did), while a
throw mixing sizes (the strange dice' small and big dice) is packed in rows, each die taking
room for its own size, so a big die never sits on its neighbour and small ones do not waste room.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

PITCH = 1.5
"""Room per die along a row, in its sizes: it turns freely without touching the next one (any
die of the tray reaches at most 0.715 sizes from its centre)."""
REACH = 1.43
"""Twice that reach: what a die needs, the rest of the pitch is jitter."""


def _placed(
    width: int, height: int, origin: str, slots: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """(along, depth) slots measured from the origin edge, as tray coordinates."""
    spots = []
    for a, d in slots:
        if origin == "bottom":
            spots.append((a, height - d))
        elif origin == "top":
            spots.append((a, d))
        elif origin == "left":
            spots.append((d, a))
        else:
            spots.append((width - d, a))
    return spots


def grid_spots(
    width: int, height: int, rim: int, count: int, size: float, margin: float, origin: str,
    rng: random.Random,
) -> list[tuple[float, float]]:
    """Jittered grid slots near the origin edge for ``count`` dice of one ``size``, far enough
    apart that no two dice overlap at any angle, in a random order so die order is not tied to
    place."""
    along = width if origin in ("bottom", "top") else height
    depth_total = height if origin in ("bottom", "top") else width
    usable = along - 2 * rim - size * 0.8
    pitch = size * PITCH + 2 * margin
    per_row = max(1, int(usable // pitch))
    per_row = min(per_row, count)
    slots: list[tuple[float, float]] = []
    jitter = (pitch - size * REACH - 2 * margin) / 2
    for k in range(count):
        row, col = divmod(k, per_row)
        in_row = min(per_row, count - row * per_row)
        a = along / 2 + (col - (in_row - 1) / 2) * pitch + rng.uniform(-jitter, jitter)
        d = rim + size * 0.85 + row * pitch + rng.uniform(0, jitter)
        d = min(d, depth_total - rim - size)
        slots.append((a, d))
    rng.shuffle(slots)
    return _placed(width, height, origin, slots)


def _rows(
    order: Sequence[int], sizes: Sequence[float], usable: float, margin: float
) -> list[list[int]]:
    rows: list[list[int]] = [[]]
    filled = 0.0
    for i in order:
        pitch = sizes[i] * PITCH + 2 * margin
        if rows[-1] and filled + pitch > usable:
            rows.append([])
            filled = 0.0
        rows[-1].append(i)
        filled += pitch
    return rows


def packed_spots(
    width: int, height: int, rim: int, base: float, scales: Sequence[float], margin: float,
    origin: str, rng: random.Random,
) -> tuple[list[tuple[float, float]], float]:
    """Spots for dice of different sizes (``base`` times each of ``scales``, indexed like the
    request) and the base size they fit at: the dice in a random order fill rows along the
    origin edge, each taking its own pitch, each row as deep as its biggest die. When the rows
    would reach past the far rim, every die is made a little smaller until they fit."""
    along = width if origin in ("bottom", "top") else height
    depth_total = height if origin in ("bottom", "top") else width
    order = list(range(len(scales)))
    rng.shuffle(order)
    while True:
        sizes = [base * s for s in scales]
        usable = along - 2 * rim - max(sizes) * 0.8
        rows = _rows(order, sizes, usable, margin)
        deepest = [max(sizes[i] for i in row) for row in rows]
        need = sum(d * PITCH + 2 * margin for d in deepest) + rim * 2
        if need <= depth_total or base < 8:
            break
        base *= 0.95
    slots: list[tuple[float, float]] = [(0.0, 0.0)] * len(scales)
    centre = rim + deepest[0] * 0.85
    for number, row in enumerate(rows):
        if number:
            centre += (deepest[number - 1] + deepest[number]) * PITCH / 2 + 2 * margin
        a = along / 2 - sum(sizes[i] * PITCH + 2 * margin for i in row) / 2
        for i in row:
            pitch = sizes[i] * PITCH + 2 * margin
            jitter = (pitch - sizes[i] * REACH - 2 * margin) / 2
            d = centre + rng.uniform(0, jitter)
            slots[i] = (a + pitch / 2 + rng.uniform(-jitter, jitter),
                        min(d, depth_total - rim - sizes[i]))
            a += pitch
    return _placed(width, height, origin, slots), base


__all__ = ["grid_spots", "packed_spots"]
