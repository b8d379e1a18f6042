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
    append = out.append
    spans = n if closed else n - 1
    ts = [(s / steps, (s / steps) * (s / steps), (s / steps) * (s / steps) * (s / steps))
          for s in range(steps)]
    for i in range(spans):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1 = points[i]
        p2 = points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[-1]
        # Each span's cubic, its terms worked out once (the same sums, in the same order, as
        # written out per point: the curve is the same to the last bit).
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = p0, p1, p2, p3
        ax, bx = 2 * x1, -x0 + x2
        cx, dx = 2 * x0 - 5 * x1 + 4 * x2 - x3, -x0 + 3 * x1 - 3 * x2 + x3
        ay, by = 2 * y1, -y0 + y2
        cy, dy = 2 * y0 - 5 * y1 + 4 * y2 - y3, -y0 + 3 * y1 - 3 * y2 + y3
        for t, t2, t3 in ts:
            append((0.5 * (ax + bx * t + cx * t2 + dx * t3),
                    0.5 * (ay + by * t + cy * t2 + dy * t3)))
    out.append(points[0] if closed else points[-1])
    return out


def resample(path: Sequence[Pt], spacing: float) -> list[Pt]:
    """Points every ``spacing`` units along ``path`` (its ends kept)."""
    if len(path) < 2:
        return list(path)
    out = [path[0]]
    append = out.append
    hypot = math.hypot
    carried = 0.0
    for (ax, ay), (bx, by) in zip(path, path[1:], strict=False):
        seg = hypot(ax - bx, ay - by)  # dist(a, b), and lerp(a, b, ...) below, written out
        if seg == 0:
            continue
        pos = spacing - carried
        while pos <= seg:
            t = pos / seg
            append((ax + (bx - ax) * t, ay + (by - ay) * t))
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
