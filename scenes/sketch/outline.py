"""Stroke outlines: a stroke's points become filled polygons shaped like ink from a real pen.

The shapes come from ``perfect-freehand`` (smoothing, round caps, width that swells where the
hand slows and thins where it rushes). Two choices make drawing stay smooth however long a
stroke gets:

- **Pressure is ours and causal.** Each point's pressure depends only on the points before it
  (spacing and a short ramp at the start), so adding a point never changes an earlier one.
- **A stroke is cut into fixed windows** of ``CHUNK`` points that overlap by ``OVERLAP``. Each
  window's outline is final once the stroke has passed its end, so the stroke being drawn only
  ever recomputes its last window (a few dozen points) per frame, and a finished stroke is the
  very same windows drawn once. Round caps make the joins invisible.

Outlines are in canvas units (0..1000) and scale to any rectangle; nothing here draws.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from perfect_freehand import get_stroke_outline_points, get_stroke_radius
from perfect_freehand.types import StrokePoint

CHUNK = 40
OVERLAP = 6
THINNING = 0.45
SMOOTHING = 0.5
STREAMLINE = 0.45
START_PRESSURE = 0.3
"""The nib lands lightly: pressure starts here and ramps up over the first points."""
PRESSURE_RATE = 0.28

SPINE = 0.8
"""The spine's discs are this share of the ink's radius (inside the anti-aliased edge)."""

Point = tuple[float, float]
Polygon = list[Point]
Spine = list[tuple[float, float, float]]
Shape = tuple[Polygon, Spine]
"""A window's ink: the outline polygon and its spine, the smoothed centre points with a radius.
Filling a self-crossing outline leaves holes at sharp turns and round end caps (even-odd
fill); discs and bars along the spine fill them."""


def next_pressure(pressure: float, previous: Sequence[int], point: Sequence[int],
                  width: int) -> float:
    """The pressure at ``point`` after ``previous``: slow, dense points press harder (wider
    ink), fast ones lighter; it eases toward that, so the line swells and thins gently."""
    dx, dy = point[0] - previous[0], point[1] - previous[1]
    speed = min(1.0, (dx * dx + dy * dy) ** 0.5 / max(6.0, width * 2.5))
    target = 0.85 - 0.55 * speed
    return pressure + (target - pressure) * PRESSURE_RATE


def pressures(points: Sequence[Sequence[int]], width: int) -> list[float]:
    """A pressure (0..1) per point. Causal: entry ``i`` depends only on points ``0..i``."""
    result: list[float] = []
    for i, point in enumerate(points):
        result.append(START_PRESSURE if i == 0
                      else next_pressure(result[-1], points[i - 1], point, width))
    return result


def windows(count: int) -> list[tuple[int, int]]:
    """The [start, end) point ranges of a stroke of ``count`` points, in drawing order."""
    if count <= CHUNK + OVERLAP:
        return [(0, count)]
    spans = []
    start = 0
    while True:
        end = start + CHUNK + 1
        if end >= count - OVERLAP:  # a short tail joins the last window
            spans.append((start, count))
            return spans
        spans.append((start, end))
        start = end - 1 - OVERLAP


def centre_points(window: Sequence[tuple[float, float, float]], size: float
                  ) -> list[StrokePoint]:
    """The smoothed centre line of a window, as perfect-freehand's ``get_stroke_points``
    makes it (streamline, the minimum start length, the exact last point), for our
    ``(x, y, pressure)`` tuples only: the library's generic input checks cost more than the
    whole outline on a live stroke."""
    t = 0.15 + (1.0 - STREAMLINE) * 0.85
    pts = list(window)
    if len(pts) == 2:  # extra points keep a two-point dash from looking like a dot
        (x0, y0, p0), (x1, y1, p1) = pts
        pts = [pts[0]] + [(x0 + (x1 - x0) * k / 4, y0 + (y1 - y0) * k / 4,
                           p0 + (p1 - p0) * k / 4) for k in range(1, 5)]
    first: StrokePoint = {"point": (pts[0][0], pts[0][1]), "pressure": pts[0][2],
                          "vector": (1.0, 1.0), "distance": 0.0, "running_length": 0.0}
    out = [first]
    prev = first
    running = 0.0
    reached = False
    last_index = len(pts) - 1
    for i in range(1, len(pts)):
        x, y, pressure = pts[i]
        if i == last_index:
            point = (float(x), float(y))
        else:
            px, py = prev["point"]
            point = (px + (x - px) * t, py + (y - py) * t)
        if point == prev["point"]:
            continue
        dx, dy = prev["point"][0] - point[0], prev["point"][1] - point[1]
        distance = math.hypot(dx, dy)
        running += distance
        if i < last_index and not reached:
            if running < size:
                continue
            reached = True
        prev = {"point": point, "pressure": pressure,
                "vector": (dx / distance, dy / distance), "distance": distance,
                "running_length": running}
        out.append(prev)
    first["vector"] = out[1]["vector"] if len(out) > 1 else (0.0, 0.0)
    return out


def window_outline(points: Sequence[Sequence[int]], press: Sequence[float], width: int,
                   start: int, end: int) -> Shape:
    """The ink of points ``start..end`` (canvas units)."""
    window: list[tuple[float, float, float]] = [(points[i][0], points[i][1], press[i])
                                                for i in range(start, end)]
    if len(window) == 1:
        x, y, p = window[0]
        window = [(x, y, p), (x + 0.5, y + 0.5, p)]
    size = float(width)
    centre = centre_points(window, size)
    outline = get_stroke_outline_points(centre, size=size, thinning=THINNING,
                                        smoothing=SMOOTHING, simulate_pressure=False,
                                        last=True)
    spine = [(float(c["point"][0]), float(c["point"][1]),
              SPINE * get_stroke_radius(size, THINNING, c["pressure"])) for c in centre]
    return [(float(px), float(py)) for px, py in outline], spine


def stroke_outlines(points: Sequence[Sequence[int]], width: int) -> list[Shape]:
    """Every window's outline of a finished stroke."""
    press = pressures(points, width)
    return [window_outline(points, press, width, a, b) for a, b in windows(len(points))]


class OutlineCache:
    """Outlines of finished strokes, remembered by content (strokes repeat across redraws,
    undo/redo and every size a sketch is shown at)."""

    def __init__(self, limit: int = 4000) -> None:
        self.limit = limit
        self._items: OrderedDict[tuple, list[Shape]] = OrderedDict()

    def known(self, stroke: Mapping[str, Any]) -> bool:
        """Whether ``stroke``'s outlines are remembered (``get`` then costs a look-up)."""
        return (stroke["w"], tuple(map(tuple, stroke["p"]))) in self._items

    def get(self, stroke: Mapping[str, Any]) -> list[Shape]:
        key = (stroke["w"], tuple(map(tuple, stroke["p"])))
        found = self._items.get(key)
        if found is None:
            found = stroke_outlines(stroke["p"], stroke["w"])
            self._keep(key, found)
        else:
            self._items.move_to_end(key)
        return found

    def steps(self, stroke: Mapping[str, Any]) -> Iterator[None]:
        """Work ``stroke``'s outlines out one window a step, then remember them (``get`` then
        costs a look-up). Why: a long stroke's ink is several milliseconds, more than what
        is spared a frame for drawing ahead (the table paints a card before it is shown)."""
        key = (stroke["w"], tuple(map(tuple, stroke["p"])))
        if key in self._items:
            return
        points, width = stroke["p"], stroke["w"]
        press = pressures(points, width)
        shapes = []
        for start, end in windows(len(points)):
            shapes.append(window_outline(points, press, width, start, end))
            yield
        self._keep(key, shapes)

    def _keep(self, key: tuple, shapes: list[Shape]) -> None:
        self._items[key] = shapes
        if len(self._items) > self.limit:
            self._items.popitem(last=False)


OUTLINES = OutlineCache()
"""One cache for the whole app: the same monster is drawn on the pad, the table and the book."""
