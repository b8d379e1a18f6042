"""Aimed throws, for the tutorials only: a real throw that lands on faces chosen in advance.

How, without touching the physics: a die's 2D motion never depends on its 3D attitude (the body
is the same box or outline whichever face is up), and every solid is face-transitive. So the
throw is first run to rest off screen from the same seed; then each live die starts from its
drawn attitude turned by a *symmetry of its own solid* (a rotation that maps the solid onto
itself, only moving the numbers round). The same travel then tips the same world rotations, and
the face that comes up is the one carrying the wanted number. The dice still fly, bounce and
tumble exactly as the seed throws them.

Fairness elsewhere is untouched: nothing here runs unless a caller passes faces, and an aimed
throw is not counted in the tray's fairness tally (``game.tray.tally``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.tray.orientation import (
    Matrix,
    Orientation,
    Polyhedron,
    Vec3,
    _apply,
    _cross,
    _dot,
    _exact,
    _matmul,
    _rotation,
    _sub,
    _turn_onto,
)

_CLOSE = 1e-5


def face_showing(shape: Polyhedron, faces: Sequence[int | str], value: int | str) -> int:
    """A face index of ``shape`` that reads ``value`` (``faces``: the die's printed faces)."""
    for index in range(shape.count):
        if faces[shape.slots[index]] == value:
            return index
    raise ValueError(f"No face of this die shows {value!r}.")


def _vertices(shape: Polyhedron) -> list[Vec3]:
    found: list[Vec3] = []
    for face in shape.faces:
        for v in face.vertices:
            if not any(_dot(_sub(v, w), _sub(v, w)) < _CLOSE for w in found):
                found.append(v)
    return found


def _is_symmetry(matrix: Matrix, corners: list[Vec3]) -> bool:
    for v in corners:
        image = _apply(matrix, v)
        if not any(_dot(_sub(image, w), _sub(image, w)) < _CLOSE for w in corners):
            return False
    return True


def symmetry_onto(shape: Polyhedron, source: int, target: int) -> Matrix:
    """A rotation of ``shape`` onto itself that carries face ``source`` to face ``target``."""
    corners = _vertices(shape)
    normal = shape.faces[target].normal
    first = _turn_onto(shape.faces[source].normal, normal)
    start = _apply(first, shape.faces[source].vertices[0])
    height = _dot(normal, shape.faces[target].centroid)
    centre = (normal[0] * height, normal[1] * height, normal[2] * height)  # the turning axis
    for corner in shape.faces[target].vertices:
        a, b = _sub(start, centre), _sub(corner, centre)
        angle = math.atan2(_dot(normal, _cross(a, b)), _dot(a, b))
        matrix = _matmul(_rotation(normal, angle), first)
        if _is_symmetry(matrix, corners):
            return _exact(matrix) if shape.count == 6 and not shape.prism else matrix
    raise ValueError(f"The {shape.name} has no turn taking face {source} to face {target}.")


def aimed(orientation: Orientation, settles_on: int, wanted: int) -> Orientation:
    """``orientation`` turned so that where it would have settled on face ``settles_on`` it
    settles on face ``wanted`` instead (its attitude times a symmetry of the solid)."""
    turn = symmetry_onto(orientation.shape, wanted, settles_on)
    matrix = _matmul(orientation.matrix, turn)
    if orientation.shape.count == 6 and not orientation.shape.prism:
        matrix = _exact(matrix)
    return Orientation(orientation.shape, matrix)
