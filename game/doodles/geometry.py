"""Plane geometry for the doodle generator: smooth curves, blobs, offsets and clipping.

Everything works on float points in canvas units (0..1000, y down). Nothing here is random:
callers pass the numbers a seeded ``random.Random`` gave them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Pt = tuple[float, float]


def add(a: Pt, b: Pt) -> Pt:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Pt, b: Pt) -> Pt:
    return (a[0] - b[0], a[1] - b[1])


def mul(a: Pt, k: float) -> Pt:
    return (a[0] * k, a[1] * k)


def lerp(a: Pt, b: Pt, t: float) -> Pt:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def length(a: Pt) -> float:
    return math.hypot(a[0], a[1])


def dist(a: Pt, b: Pt) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def polar(centre: Pt, radius: float, angle: float) -> Pt:
    return (centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle))


def unit(angle: float) -> Pt:
    return (math.cos(angle), math.sin(angle))


def rotate(p: Pt, centre: Pt, angle: float) -> Pt:
    c, s = math.cos(angle), math.sin(angle)
    x, y = p[0] - centre[0], p[1] - centre[1]
    return (centre[0] + x * c - y * s, centre[1] + x * s + y * c)


def catmull_rom(points: Sequence[Pt], closed: bool = False, steps: int = 8) -> list[Pt]:
    """A smooth curve through ``points`` (each span cut into ``steps`` pieces)."""
    n = len(points)
    if n < 3:
        return list(points)
    out: list[Pt] = []
    spans = n if closed else n - 1
    for i in range(spans):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1 = points[i]
        p2 = points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[-1]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            x, y = (
                0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k]
                       - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3)
                for k in (0, 1))
            out.append((x, y))
    out.append(points[0] if closed else points[-1])
    return out


def resample(path: Sequence[Pt], spacing: float) -> list[Pt]:
    """Points every ``spacing`` units along ``path`` (its ends kept)."""
    if len(path) < 2:
        return list(path)
    out = [path[0]]
    carried = 0.0
    for a, b in zip(path, path[1:], strict=False):
        seg = dist(a, b)
        if seg == 0:
            continue
        pos = spacing - carried
        while pos <= seg:
            out.append(lerp(a, b, pos / seg))
            pos += spacing
        carried = seg - (pos - spacing)
    if dist(out[-1], path[-1]) > spacing * 0.3:
        out.append(path[-1])
    return out


def path_length(path: Sequence[Pt]) -> float:
    return sum(dist(a, b) for a, b in zip(path, path[1:], strict=False))


def point_at(path: Sequence[Pt], t: float) -> tuple[Pt, float]:
    """The point ``t`` (0..1) of the way along ``path`` and the direction there (radians)."""
    total = path_length(path)
    goal = total * max(0.0, min(1.0, t))
    run = 0.0
    for a, b in zip(path, path[1:], strict=False):
        seg = dist(a, b)
        if run + seg >= goal and seg > 0:
            return lerp(a, b, (goal - run) / seg), math.atan2(b[1] - a[1], b[0] - a[0])
        run += seg
    a, b = path[-2], path[-1]
    return path[-1], math.atan2(b[1] - a[1], b[0] - a[0])


def blob(centre: Pt, rx: float, ry: float, wobble: Sequence[tuple[int, float, float]],
         count: int = 28, tilt: float = 0.0) -> list[Pt]:
    """A closed smooth blob: an ellipse whose radius swells by harmonics ``(k, amp, phase)``."""
    pts = []
    for i in range(count):
        a = 2 * math.pi * i / count
        r = 1.0 + sum(amp * math.cos(k * a + phase) for k, amp, phase in wobble)
        p = (centre[0] + rx * r * math.cos(a), centre[1] + ry * r * math.sin(a))
        pts.append(rotate(p, centre, tilt) if tilt else p)
    return catmull_rom(pts, closed=True, steps=4)


def ellipse(centre: Pt, rx: float, ry: float, count: int = 32, tilt: float = 0.0) -> list[Pt]:
    return blob(centre, rx, ry, (), count, tilt)


def offset_path(spine: Sequence[Pt], widths: Sequence[float]) -> list[Pt]:
    """A closed outline around ``spine`` (a tube), half-width ``widths[i]`` at each point,
    rounded at the head end."""
    left: list[Pt] = []
    right: list[Pt] = []
    n = len(spine)
    for i, p in enumerate(spine):
        a = spine[max(0, i - 1)]
        b = spine[min(n - 1, i + 1)]
        ang = math.atan2(b[1] - a[1], b[0] - a[0]) + math.pi / 2
        left.append(polar(p, widths[i], ang))
        right.append(polar(p, -widths[i], ang))
    end = spine[-1]
    a = spine[-2]
    heading = math.atan2(end[1] - a[1], end[0] - a[0])
    cap = [polar(end, widths[-1], heading + math.pi / 2 - math.pi * k / 6) for k in range(1, 6)]
    return left + cap + right[::-1]


def polygon_contains(poly: Sequence[Pt], p: Pt) -> bool:
    inside = False
    x, y = p
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def clip_lines(poly: Sequence[Pt], angle: float, spacing: float,
               inset: float = 0.0) -> list[tuple[Pt, Pt]]:
    """Parallel lines at ``angle`` every ``spacing`` units, clipped to the inside of ``poly``
    (each pair of crossings is one segment), shortened by ``inset`` at both ends."""
    c, s = math.cos(-angle), math.sin(-angle)
    turned = [(x * c - y * s, x * s + y * c) for x, y in poly]
    ys = [p[1] for p in turned]
    lines: list[tuple[Pt, Pt]] = []
    y = min(ys) + spacing / 2
    back_c, back_s = math.cos(angle), math.sin(angle)

    def back(px: float, py: float) -> Pt:
        return (px * back_c - py * back_s, px * back_s + py * back_c)

    n = len(turned)
    while y < max(ys):
        xs = []
        for i in range(n):
            (x1, y1), (x2, y2) = turned[i], turned[(i + 1) % n]
            if (y1 > y) != (y2 > y):
                xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
        xs.sort()
        for a, b in zip(xs[::2], xs[1::2], strict=False):
            if b - a > 2 * inset + 4:
                lines.append((back(a + inset, y), back(b - inset, y)))
        y += spacing
    return lines


def bounds(points: Sequence[Pt]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)
