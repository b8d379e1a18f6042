"""Which face of a die is up, decided by how far the die has rolled.

The tray is a flat 2D world seen from above, but a real die is a 3D solid that tips over an edge
each time it rolls far enough. Every die therefore carries a 3D orientation: a rotation matrix from
the die's own frame to the *body* frame of its 2D physics shape (x, y on the table, z up). Because
the matrix is expressed in the body frame, the 2D spin of the body turns the solid with it for free.

The physics feeds each die's displacement, already rotated into the body frame, to
``Orientation.travel``. The die rests on its bottom face; its neighbours across the bottom face's
edges lie in some horizontal directions. When the accumulated travel along one of those directions
reaches the distance the centre moves in one tip (one edge length for a cube), the solid turns
about that edge: the neighbour becomes the new bottom face, the face on the far side comes up, and
the distance is subtracted. Partial travel is only ever a die rocking on an edge: when the die
stops, it falls back flat (``settle``), so a result is always a face reached by completed tips.

Solids are built from their vertices (cube, tetrahedron, octahedron, pentagonal trapezohedron,
dodecahedron, icosahedron), so face adjacency is that of the real polyhedra. Every one of them is
face-transitive: tipping looks the same from every face, and a uniformly random starting
orientation makes every face equally likely whatever the physics does.

The strange dice: a d5 and a d7 are long prisms (``game.tray.prisms``) whose only faces here are
the lateral ones, so they roll about their axis (which stays along the body's x axis, the long
side of their outline) and slide along it, and never stand on an end. A d3 is a cube numbered
1, 2, 3 twice with equal numbers on opposite faces (``solid_for``).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache

import game.tray.prisms as prisms
from engine.core import DieSpec

Vec3 = tuple[float, float, float]
Matrix = tuple[Vec3, Vec3, Vec3]

_EPS = 1e-6
_PHI = (1 + math.sqrt(5)) / 2


def _sub(a: Vec3, b: Vec3) -> Vec3:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _dot(a: Vec3, b: Vec3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _cross(a: Vec3, b: Vec3) -> Vec3:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _norm(a: Vec3) -> Vec3:
    length = math.sqrt(_dot(a, a))
    return (a[0] / length, a[1] / length, a[2] / length)


def _apply(m: Matrix, v: Vec3) -> Vec3:
    return (_dot(m[0], v), _dot(m[1], v), _dot(m[2], v))


def _matmul(a: Matrix, b: Matrix) -> Matrix:
    cols = ((b[0][0], b[1][0], b[2][0]), (b[0][1], b[1][1], b[2][1]), (b[0][2], b[1][2], b[2][2]))
    return (_apply(cols, a[0]), _apply(cols, a[1]), _apply(cols, a[2]))


def _mean(points: Sequence[Vec3]) -> Vec3:
    x, y, z = (sum(p[i] for p in points) / len(points) for i in range(3))
    return (x, y, z)


def _exact(m: Matrix) -> Matrix:
    """A cube's attitude rounded to the signed permutation it stands for."""
    (a, b, c), (d, e, f), (g, h, i) = ((float(round(x)) for x in row) for row in m)
    return ((a, b, c), (d, e, f), (g, h, i))


def _rotation(axis: Vec3, angle: float) -> Matrix:
    """Rodrigues' rotation about a unit ``axis``."""
    x, y, z = axis
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return (
        (t * x * x + c, t * x * y - s * z, t * x * z + s * y),
        (t * x * y + s * z, t * y * y + c, t * y * z - s * x),
        (t * x * z - s * y, t * y * z + s * x, t * z * z + c),
    )


def _turn_onto(v: Vec3, target: Vec3) -> Matrix:
    """The smallest rotation taking unit vector ``v`` onto unit vector ``target``.

    For a die's next bottom-face normal and straight down this is exactly the tip about the shared
    edge (the edge is perpendicular to both normals), so no yaw creeps in.
    """
    axis = _cross(v, target)
    sine = math.sqrt(_dot(axis, axis))
    cosine = _dot(v, target)
    if sine < 1e-12:
        if cosine > 0:
            return ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
        helper: Vec3 = (1.0, 0.0, 0.0) if abs(v[0]) < 0.9 else (0.0, 1.0, 0.0)
        return _rotation(_norm(_cross(v, helper)), math.pi)
    return _rotation((axis[0] / sine, axis[1] / sine, axis[2] / sine), math.atan2(sine, cosine))


def _orthonormalize(m: Matrix) -> Matrix:
    """Gram-Schmidt on the rows, so thousands of tips never let rounding shear the solid."""
    r0 = _norm(m[0])
    along = _dot(m[1], r0)
    r1 = _sub(m[1], (along * r0[0], along * r0[1], along * r0[2]))
    r1 = _norm(r1)
    r2 = _cross(r0, r1)
    return (r0, r1, r2)


@dataclass(frozen=True)
class Face:
    """One face of a solid: outward unit normal, centroid and its vertices in order around it."""

    normal: Vec3
    centroid: Vec3
    vertices: tuple[Vec3, ...]


@dataclass(frozen=True)
class Polyhedron:
    """A convex die shape: faces, which faces share an edge, and how far one tip rolls the centre.

    ``slots[i]`` is the index into ``DieSpec.faces`` printed on face ``i``: opposite faces get
    slots ``k`` and ``n-1-k``, so a d6 numbered 1..6 has opposite faces summing to 7 like a real
    one. ``reads_bottom`` is for the tetrahedron, whose top is a vertex: its value is the face down.
    """

    name: str
    faces: tuple[Face, ...]
    neighbours: tuple[tuple[int, ...], ...]
    roll_distance: tuple[tuple[float, ...], ...]
    slots: tuple[int, ...]
    reads_bottom: bool
    prism: bool = False
    """A long die: its axis lies along the body's x axis and it only rolls across it."""

    @property
    def count(self) -> int:
        return len(self.faces)


def _hull_faces(points: Sequence[Vec3]) -> list[Face]:
    """Faces of the convex hull of a few points (brute force: fine for 20 vertices, run once)."""
    centre = _mean(points)
    found: list[Face] = []
    for a, b, c in itertools.combinations(points, 3):
        n = _cross(_sub(b, a), _sub(c, a))
        if _dot(n, n) < _EPS:
            continue
        n = _norm(n)
        d = _dot(n, a)
        sides = [_dot(n, p) - d for p in points]
        if all(s <= _EPS for s in sides):
            pass
        elif all(s >= -_EPS for s in sides):
            n, d = (-n[0], -n[1], -n[2]), -d
        else:
            continue
        if any(_dot(n, f.normal) > 1 - 1e-9 for f in found):
            continue
        on_plane = [p for p in points if abs(_dot(n, p) - d) < 1e-6]
        mid = _mean(on_plane)
        u = _norm(_sub(on_plane[0], mid))
        w = _cross(n, u)
        ordered = sorted(
            on_plane,
            key=lambda p: math.atan2(_dot(_sub(p, mid), w), _dot(_sub(p, mid), u)),
        )
        assert _dot(n, _sub(mid, centre)) > 0
        found.append(Face(normal=n, centroid=mid, vertices=tuple(ordered)))
    return found


def _distance_to_edge(point: Vec3, a: Vec3, b: Vec3) -> float:
    edge = _sub(b, a)
    t = _dot(_sub(point, a), edge) / _dot(edge, edge)
    foot = (a[0] + edge[0] * t, a[1] + edge[1] * t, a[2] + edge[2] * t)
    gap = _sub(point, foot)
    return math.sqrt(_dot(gap, gap))


def _build(name: str, points: Sequence[Vec3], scale: float) -> Polyhedron:
    """Faces, adjacency, roll distances (in units where ``scale`` maps to one die ``size``)."""
    pts = [(p[0] / scale, p[1] / scale, p[2] / scale) for p in points]
    faces = _hull_faces(pts)
    # Stable, readable order: faces sorted by normal so slots are reproducible across runs.
    faces.sort(
        key=lambda f: (-round(f.normal[2], 6), -round(f.normal[1], 6), -round(f.normal[0], 6))
    )
    neighbours: list[tuple[int, ...]] = []
    distances: list[tuple[float, ...]] = []
    for i, face in enumerate(faces):
        near: list[int] = []
        dist: list[float] = []
        for j, other in enumerate(faces):
            shared = [
                v
                for v in face.vertices
                if any(_dot(_sub(v, o), _sub(v, o)) < 1e-9 for o in other.vertices)
            ]
            if i != j and len(shared) >= 2:
                near.append(j)
                a, b = shared[0], shared[1]
                dist.append(
                    _distance_to_edge(face.centroid, a, b) + _distance_to_edge(other.centroid, a, b)
                )
        neighbours.append(tuple(near))
        distances.append(tuple(dist))
    slots = _opposite_slots(faces)
    return Polyhedron(
        name=name,
        faces=tuple(faces),
        neighbours=tuple(neighbours),
        roll_distance=tuple(distances),
        slots=slots,
        reads_bottom=name == "d4",
    )


def _opposite_slots(faces: Sequence[Face], repeat: bool = False) -> tuple[int, ...]:
    """Slot numbers so that parallel opposite faces carry slots k and n-1-k (d6: 1+6, 2+5, 3+4),
    or with ``repeat`` slots k and k+n/2 (a d3's faces 1,2,3,1,2,3: equal numbers opposite)."""
    n = len(faces)
    slots = [-1] * n
    low = 0
    for i, face in enumerate(faces):
        if slots[i] >= 0:
            continue
        opposite = next(
            (
                j
                for j, f in enumerate(faces)
                if slots[j] < 0 and j != i and _dot(f.normal, face.normal) < -1 + 1e-6
            ),
            None,
        )
        if opposite is None:  # the tetrahedron has no parallel faces: number them in order
            return tuple(range(n))
        slots[i], slots[opposite] = low, (low + n // 2 if repeat else n - 1 - low)
        low += 1
    return tuple(slots)


def _signs(x: float, y: float, z: float) -> list[Vec3]:
    """Every sign combination of the point (zeros kept once)."""
    options = [(v, -v) if v else (0.0,) for v in (x, y, z)]
    return [(a, b, c) for a, b, c in itertools.product(*options)]


def _trapezohedron() -> list[Vec3]:
    """Pentagonal trapezohedron (d10): poles plus two staggered rings, kites exactly planar."""
    ring = 0.16
    pole = ring * (1 + math.cos(math.pi / 5)) / (1 - math.cos(math.pi / 5))
    points: list[Vec3] = [(0.0, 0.0, pole), (0.0, 0.0, -pole)]
    for k in range(5):
        up = 2 * math.pi * k / 5
        down = up + math.pi / 5
        points.append((math.cos(up), math.sin(up), ring))
        points.append((math.cos(down), math.sin(down), -ring))
    return points


@cache
def polyhedron(sides: int) -> Polyhedron:
    """The solid for a die with ``sides`` faces; ``ValueError`` if there is no fair solid for it.

    Sizes are normalised so that one unit is one die ``size`` in pixels: a cube's edge is 1, the
    other solids are scaled to a similar footprint.
    """
    if sides == 6:
        return _build("d6", _signs(1, 1, 1), 2.0)
    if sides == 4:
        pts: list[Vec3] = [(1, 1, 1), (1, -1, -1), (-1, 1, -1), (-1, -1, 1)]
        return _build("d4", pts, 2.4)
    if sides == 8:
        return _build("d8", _signs(1, 0, 0) + _signs(0, 1, 0) + _signs(0, 0, 1), 1.2)
    if sides == 10:
        return _build("d10", _trapezohedron(), 1.75)
    if sides == 12:
        pts = _signs(1, 1, 1)
        inv = 1 / _PHI
        pts += _signs(0, inv, _PHI) + _signs(inv, _PHI, 0) + _signs(_PHI, 0, inv)
        return _build("d12", pts, 2.35)
    if sides == 20:
        pts = _signs(0, 1, _PHI) + _signs(1, _PHI, 0) + _signs(_PHI, 0, 1)
        return _build("d20", pts, 2.6)
    if sides in prisms.PRISMS:
        return _prism(sides)
    raise ValueError(
        f"The dice tray can throw dice with 4, 5, 6, 7, 8, 10, 12 or 20 faces, not {sides}."
    )


def _prism(sides: int) -> Polyhedron:
    """A long die: its lateral faces only (the pointed ends are never a face to rest on), each
    next to the two beside it, one face's width apart; the number read is the face it lies on
    (an odd prism has a ridge on top, which carries the number of the face below it)."""
    faces = [
        Face(normal=n, centroid=c, vertices=v) for n, c, v in prisms.lateral_faces(sides)
    ]
    step = prisms.side_length(sides)
    return Polyhedron(
        name=f"d{sides}",
        faces=tuple(faces),
        neighbours=tuple(((k - 1) % sides, (k + 1) % sides) for k in range(sides)),
        roll_distance=tuple((step, step) for _ in range(sides)),
        slots=tuple(range(sides)),
        reads_bottom=True,
        prism=True,
    )


_NORMALS: dict[int, tuple[Polyhedron, tuple[Vec3, ...]]] = {}
"""Each solid's face normals by its identity, the solid kept with them (so its id stays its)."""


def _normals(shape: Polyhedron) -> tuple[Vec3, ...]:
    """The outward normals of ``shape``'s faces, in order (read at every tip). Why kept by
    identity: a solid is a dataclass of nested tuples, whose hash is worked out anew each
    time it is asked."""
    kept = _NORMALS.get(id(shape))
    if kept is None or kept[0] is not shape:
        kept = _NORMALS[id(shape)] = (shape, tuple(face.normal for face in shape.faces))
    return kept[1]


@cache
def _d3() -> Polyhedron:
    cube = polyhedron(6)
    return replace(cube, name="d3", slots=_opposite_slots(cube.faces, repeat=True))


def solid_for(spec: DieSpec) -> Polyhedron:
    """The solid thrown for ``spec``: by its number of faces, except a d3 (kind "d3", faces
    1,2,3,1,2,3), a cube with the same number on opposite faces.

    Why opposite faces equal: then every corner touches a 1, a 2 and a 3, the three numbers sit
    on the cube the same way, and each tip changes the number shown, so a tumbling d3 visibly
    tumbles; with the d6's pairing (1 opposite 3, 2 opposite 2) it would not.
    """
    if spec.kind == "d3" and len(spec.faces) == 6:
        return _d3()
    return polyhedron(len(spec.faces))


class Orientation:
    """A die's 3D attitude and the travel it has made towards its next tip.

    ``travel(dx, dy)`` takes body-frame displacement in units of the die size and returns how many
    tips happened; ``face`` is the index of the face read now (into ``Polyhedron.faces``).
    """

    __slots__ = ("shape", "_matrix", "_ax", "_ay", "_bottom", "_dirs", "tips", "_face")

    def __init__(self, shape: Polyhedron, matrix: Matrix) -> None:
        self.shape = shape
        self._matrix: Matrix = matrix
        self._ax = 0.0
        self._ay = 0.0
        self.tips = 0
        self._bottom = 0
        self._dirs: list[tuple[float, float, float, int]] = []
        self._refresh()

    @classmethod
    def random(cls, shape: Polyhedron, rng: random.Random) -> Orientation:
        """Uniform over faces down; for the cube also one of the 4 yaws that keep it square to
        its 2D box, for a prism one of the 2 that keep its axis along the outline's long side
        (other solids get any yaw, their 2D outline is round enough)."""
        bottom = rng.randrange(shape.count)
        turn = _turn_onto(shape.faces[bottom].normal, (0.0, 0.0, -1.0))
        if shape.prism:
            yaw = rng.randrange(2) * math.pi
        elif shape.count == 6:
            yaw = rng.randrange(4) * math.pi / 2
        else:
            yaw = rng.uniform(0.0, 2 * math.pi)
        matrix = _matmul(_rotation((0.0, 0.0, 1.0), yaw), turn)
        if shape.count == 6:
            matrix = _exact(matrix)
        return cls(shape, matrix)

    def _refresh(self) -> None:
        """Find the face down and the horizontal directions towards each of its neighbours."""
        shape = self.shape
        (ax, ay, az), (bx, by, bz), (cx, cy, cz) = self._matrix
        normals = _normals(shape)
        # Each face's height after the turn (``_apply(matrix, normal)[2]``, the same sums in
        # the same order), worked out once for the lowest and the highest: this runs at every
        # tip of every die.
        heights = [cx * n[0] + cy * n[1] + cz * n[2] for n in normals]
        self._bottom = bottom = heights.index(min(heights))  # (the first of equals, as min)
        # The face read changes only with the attitude: worked out here, not at every drawing.
        self._face = bottom if shape.reads_bottom else heights.index(max(heights))
        self._dirs = []
        for j, dist in zip(shape.neighbours[bottom], shape.roll_distance[bottom], strict=True):
            n = normals[j]
            nx = ax * n[0] + ay * n[1] + az * n[2]
            ny = bx * n[0] + by * n[1] + bz * n[2]
            length = math.hypot(nx, ny)
            self._dirs.append((nx / length, ny / length, dist, j))

    @property
    def bottom(self) -> int:
        return self._bottom

    @property
    def face(self) -> int:
        """The face read now: the one pointing up (the one down for a tetrahedron)."""
        return self._face

    @property
    def matrix(self) -> Matrix:
        return self._matrix

    @property
    def progress(self) -> float:
        """0 lying flat .. 1 about to tip: how far the die is up on an edge (for drawing)."""
        best = 0.0
        for dx, dy, dist, _ in self._dirs:
            best = max(best, (self._ax * dx + self._ay * dy) / dist)
        return min(best, 1.0)

    def travel(self, dx: float, dy: float) -> int:
        """Add body-frame travel (in die sizes); tip over every edge whose distance is reached.

        (Called for every moving die at every physics substep: the travel is kept in locals
        while the directions are compared.)"""
        ax = self._ax + dx
        ay = self._ay + dy
        tipped = 0
        while True:
            best: tuple[float, float, float, int] | None = None
            best_ratio = 1.0
            for d in self._dirs:
                ratio = (ax * d[0] + ay * d[1]) / d[2]
                if ratio >= best_ratio:
                    best, best_ratio = d, ratio
            if best is None:
                self._ax, self._ay = ax, ay
                return tipped
            nx, ny, dist, j = best
            self._tip(j)
            ax -= nx * dist
            ay -= ny * dist
            tipped += 1

    def _tip(self, neighbour: int) -> None:
        down = _apply(self._matrix, self.shape.faces[neighbour].normal)
        matrix = _matmul(_turn_onto(down, (0.0, 0.0, -1.0)), self._matrix)
        self.tips += 1
        if self.shape.count == 6:  # cube attitudes are signed permutations: keep them exact
            matrix = _exact(matrix)
        elif self.tips % 16 == 0:
            matrix = _orthonormalize(matrix)
        self._matrix = matrix
        self._refresh()

    def settle(self) -> None:
        """The die stopped: whatever it was rocking on, it falls back flat on its face."""
        self._ax = 0.0
        self._ay = 0.0
