"""The long dice of the strange-dice rule: a d5 and a d7 as pentagonal and heptagonal prisms.

Why prisms: no fair convex solid has 5 or 7 congruent faces, but a long prism whose ends are
pointed like a blunt pencil can only come to rest on one of its lateral faces, and those are all
alike, so each number is equally likely (the "long dice" of real games). The prism lies with its
axis along the die's own x axis; seen from above it is a long six-cornered outline (a rectangle
with the two pointed ends), which the physics collides and the renderer shades.

Proportions (in die sizes, the edge of a cube of the same throw): the body is ``BODY`` long and
``WIDTH`` wide from above, the points add ``TIP`` at each end. The whole die reaches at most
0.68 sizes from its centre, inside the 0.715 that the tray's spawn grid leaves every die, and its
footprint (0.75 to 0.88 of a cube's) keeps a long die from crowding a throw. At about 2 to 1 it
reads as a long die at a glance, while its width still holds a number readable at 24 px. The d7
is the fatter one (more faces, a rounder section), so a d5 and a d7 differ at a glance too.

Only geometry lives here (no pygame), shared by ``orientation`` (which face is down),
``dice`` (the outline) and ``solids`` (the sprite).
"""

from __future__ import annotations

import math
from functools import cache

PRISMS = (5, 7)
"""Face counts thrown as long prisms."""
BODY = 1.1
"""Length of the flat lateral faces, in die sizes."""
TIP = 0.13
"""How far each pointed end reaches beyond the body, in die sizes."""
WIDTH = {5: 0.62, 7: 0.72}
"""Width of a prism lying on a face, seen from above, in die sizes."""

Point3 = tuple[float, float, float]


def _face_angle(sides: int, k: int) -> float:
    """Direction of lateral face ``k``'s outward normal in the die's (y, z) plane: face 0 down."""
    return -math.pi / 2 + 2 * math.pi * k / sides


@cache
def circumradius(sides: int) -> float:
    """Radius of the cross-section's corners that makes the prism ``WIDTH`` wide from above."""
    angles = [_face_angle(sides, 0) + math.pi / sides * (2 * k + 1) for k in range(sides)]
    xs = [math.cos(a) for a in angles]
    return WIDTH[sides] / (max(xs) - min(xs))


def side_length(sides: int) -> float:
    """Width of one lateral face: how far the centre moves when the prism rolls one face over."""
    return 2 * circumradius(sides) * math.sin(math.pi / sides)


def lateral_faces(sides: int) -> list[tuple[Point3, Point3, tuple[Point3, ...]]]:
    """(outward normal, centroid, corners in order) of each lateral face, face 0 facing down."""
    r = circumradius(sides)
    apothem = r * math.cos(math.pi / sides)
    half = BODY / 2
    out: list[tuple[Point3, Point3, tuple[Point3, ...]]] = []
    for k in range(sides):
        theta = _face_angle(sides, k)
        a, b = theta - math.pi / sides, theta + math.pi / sides
        corners = (
            (-half, r * math.cos(a), r * math.sin(a)),
            (half, r * math.cos(a), r * math.sin(a)),
            (half, r * math.cos(b), r * math.sin(b)),
            (-half, r * math.cos(b), r * math.sin(b)),
        )
        normal = (0.0, math.cos(theta), math.sin(theta))
        centroid = (0.0, apothem * math.cos(theta), apothem * math.sin(theta))
        out.append((normal, centroid, corners))
    return out


def corners(sides: int) -> list[Point3]:
    """Every corner of the prism with its pointed ends, in die sizes (for the drawn solid)."""
    r = circumradius(sides)
    ring = [_face_angle(sides, 0) + math.pi / sides * (2 * k + 1) for k in range(sides)]
    points: list[Point3] = []
    for x in (-BODY / 2, BODY / 2):
        points += [(x, r * math.cos(a), r * math.sin(a)) for a in ring]
    end = BODY / 2 + TIP
    return [*points, (-end, 0.0, 0.0), (end, 0.0, 0.0)]


def outline(sides: int, size: float) -> list[tuple[float, float]]:
    """The prism seen from above, lying on a face, in its body frame (x along the axis)."""
    half, end, side = BODY / 2 * size, (BODY / 2 + TIP) * size, WIDTH[sides] / 2 * size
    return [(-end, 0.0), (-half, -side), (half, -side), (end, 0.0), (half, side), (-half, side)]


__all__ = ["BODY", "PRISMS", "TIP", "WIDTH", "circumradius", "corners", "lateral_faces",
           "outline", "side_length"]
