"""The doodler's pen: turns smooth paths into sketch strokes that look drawn by hand.

A hand never follows a curve exactly: every stroke gets a slow wobble across its direction,
closed shapes overshoot their start a little, and an outline may be gone over twice slightly
off. Points are spaced evenly, so the stroke renderer's pressure (from spacing) stays calm.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engine.sketchdata import CANVAS, MAX_POINTS, MAX_STROKE_POINTS, MAX_STROKES
from game.doodles.geometry import Pt, catmull_rom, dist, resample

SPACING = 11.0
"""Canvas units between a stroke's points."""


class Pen:
    """Collects strokes for one doodle (``strokes`` in the sketch format)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.strokes: list[dict] = []
        self.points = 0

    # ------------------------------------------------------------------ drawing
    def line(self, path: Sequence[Pt], colour: str, width: int, *, wobble: float = 2.5,
             smooth: bool = False, closed: bool = False, overshoot: float = 0.0,
             spacing: float = SPACING) -> None:
        """One stroke along ``path``. ``closed`` joins the end to the start; ``overshoot``
        carries on past the start by that share of the shape (a quick hand closing a loop)."""
        pts = list(path)
        if smooth and len(pts) >= 3:
            pts = catmull_rom(pts, closed=closed, steps=6)
        elif closed and pts and pts[0] != pts[-1]:
            pts.append(pts[0])
        if closed and overshoot > 0 and len(pts) > 3:
            extra = max(2, int(len(pts) * overshoot))
            pts = pts + pts[1:extra]
        pts = resample(pts, spacing)
        self._emit(self._wobbled(pts, wobble), colour, width)

    def outline(self, path: Sequence[Pt], colour: str, width: int, *, closed: bool = True,
                double: bool = False, wobble: float = 2.5) -> None:
        """A shape's outline; ``double`` goes over it a second time, slightly off."""
        self.line(path, colour, width, closed=closed, overshoot=0.06 if closed else 0.0,
                  wobble=wobble)
        if double:
            shift = (self.rng.uniform(-3, 3), self.rng.uniform(-3, 3))
            again = [(x + shift[0], y + shift[1]) for x, y in path]
            n = len(again)
            start = self.rng.randrange(n) if closed else 0
            part = again[start:] + again[:start] if closed else again
            self.line(part[: max(3, int(n * 0.55))], colour, max(1, width - 2), wobble=wobble)

    def dot(self, centre: Pt, colour: str, width: int) -> None:
        self._emit([centre, (centre[0] + 1, centre[1])], colour, width)

    def disc(self, centre: Pt, radius: float, colour: str, width: int) -> None:
        """A filled round spot: a tight spiral of ink."""
        turns = max(1, int(radius / max(2.0, width * 0.7)))
        pts = []
        steps = 10 * turns
        for i in range(steps + 1):
            t = i / steps
            a = t * turns * 2 * math.pi
            r = radius * (1 - t)
            pts.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
        self._emit(resample(pts, 6.0), colour, width)

    # ------------------------------------------------------------------ internals
    def _wobbled(self, pts: list[Pt], amount: float) -> list[Pt]:
        if amount <= 0 or len(pts) < 3:
            return pts
        rng = self.rng
        f1, f2 = rng.uniform(0.05, 0.12), rng.uniform(0.18, 0.3)
        p1, p2 = rng.uniform(0, 6.3), rng.uniform(0, 6.3)
        out: list[Pt] = []
        append = out.append
        hypot, sin = math.hypot, math.sin
        last = len(pts) - 1
        for i, p in enumerate(pts):
            a = pts[i - 1] if i > 0 else pts[0]
            b = pts[i + 1] if i < last else pts[last]
            dx, dy = b[0] - a[0], b[1] - a[1]
            norm = hypot(dx, dy) or 1.0
            k = amount * (0.7 * sin(i * f1 + p1) + 0.3 * sin(i * f2 + p2))
            append((p[0] + -dy / norm * k, p[1] + dx / norm * k))
        return out

    def _emit(self, pts: Sequence[Pt], colour: str, width: int) -> None:
        if len(self.strokes) >= MAX_STROKES:
            return
        clean: list[list[int]] = []
        low, high = -CANVAS, 2 * CANVAS
        last: list[int] | None = None
        for x, y in pts:  # off-canvas ink is fine here: the doodle is fitted to the page last
            px, py = round(x), round(y)
            point = [high if px > high else low if px < low else px,
                     high if py > high else low if py < low else py]
            if point != last:
                clean.append(point)
                last = point
        if not clean:
            return
        room = min(MAX_STROKE_POINTS, MAX_POINTS - self.points)
        if len(clean) > room:
            return  # out of ink: a doodle never breaks the sketch caps
        self.strokes.append({"c": colour, "w": max(1, min(24, int(width))), "p": clean})
        self.points += len(clean)


def nearest(points: Sequence[Pt], target: Pt) -> Pt:
    return min(points, key=lambda p: dist(p, target))
