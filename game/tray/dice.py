"""One die of the dice tray: how it looks from above and what the UI may read of it.

``PhysicalDie`` holds a die's spec, pymunk body and 3D orientation while the tray simulates it;
``DieView`` is the read-only face of that die for drawing and hit-testing. The outline helpers
give each solid's flat footprint, shared by the physics (collision shapes) and the renderer
(sprites), so what collides is what is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pymunk

import game.tray.prisms as prisms
from engine.core import DieSpec
from game.tray.orientation import Orientation, Polyhedron

if TYPE_CHECKING:
    import pygame

Colour = tuple[int, int, int]
FaceRenderer = Callable[[int | str, int], "pygame.Surface"]

IVORY: Colour = (238, 232, 218)
"""The colour of a die thrown without a seat colour."""

CORNER = 0.17
"""Corner radius of a cube's rounded outline, as a fraction of its size."""
MARGIN = 0.75
"""Pixels by which a die's collision outline exceeds its drawn outline, so that the solver's
tolerated penetration (``collision_slop``) never lets two drawn dice overlap."""
OUTLINE_SIDES = {4: 3, 8: 6, 10: 6, 12: 10, 20: 6}
"""Corners of the flat outline (seen from above) of each non-cube solid."""
OUTLINE_RADIUS = {4: 0.68, 8: 0.6, 10: 0.62, 12: 0.64, 20: 0.62}
"""Circumradius of that outline in die sizes (about the solid's real footprint)."""


def die_outline(sides: int, size: float) -> list[tuple[float, float]]:
    """The drawn outline of a die in its body frame (before corner rounding for cubes; a long
    prism's axis lies along x)."""
    if sides in prisms.PRISMS:
        return prisms.outline(sides, size)
    if sides == 6:
        half = size / 2
        return [(-half, -half), (half, -half), (half, half), (-half, half)]
    n = OUTLINE_SIDES[sides]
    radius = OUTLINE_RADIUS[sides] * size
    start = -math.pi / 2
    return [
        (
            radius * math.cos(start + 2 * math.pi * k / n),
            radius * math.sin(start + 2 * math.pi * k / n),
        )
        for k in range(n)
    ]


class PhysicalDie:
    """One die in the tray: its spec, body, 3D orientation and last seen position."""

    __slots__ = (
        "index",
        "spec",
        "shape_3d",
        "body",
        "shape",
        "orientation",
        "size",
        "colour",
        "last",
        "moving",
        "first_face",
    )

    def __init__(
        self,
        index: int,
        spec: DieSpec,
        solid: Polyhedron,
        body: pymunk.Body,
        shape: pymunk.Shape,
        orientation: Orientation,
        size: float,
        colour: Colour,
    ) -> None:
        self.index = index
        self.spec = spec
        self.shape_3d = solid
        self.body = body
        self.shape = shape
        self.orientation = orientation
        self.size = size
        self.colour = colour
        self.last = tuple(body.position)
        self.moving = True
        self.first_face = self.value

    @property
    def value(self) -> int | str:
        return self.spec.faces[self.shape_3d.slots[self.orientation.face]]


@dataclass(frozen=True)
class DieLook:
    """A die a throw will show, as the tray paints it: colour, its faces, ``look`` (as
    ``DieView.look``), ``sides`` (of the solid thrown) and its size in pixels (rounded)."""

    colour: Colour
    faces: tuple[int | str, ...]
    look: int
    sides: int
    size: int


class DieView:
    """Read-only live view of one die, for custom drawing and hit-testing by the UI.

    Coordinates are the tray's pixels with y down; ``angle`` is in radians, positive turning
    clockwise on screen (the 2D body's angle in that frame).
    """

    __slots__ = ("_die",)

    def __init__(self, die: PhysicalDie) -> None:
        self._die = die

    @property
    def index(self) -> int:
        """Position of this die in the request (and in the ``Roll``)."""
        return self._die.index

    @property
    def position(self) -> tuple[float, float]:
        x, y = self._die.body.position
        return (x, y)

    @property
    def x(self) -> float:
        return self._die.body.position.x

    @property
    def y(self) -> float:
        return self._die.body.position.y

    @property
    def angle(self) -> float:
        return self._die.body.angle

    @property
    def face(self) -> int | str:
        """The face showing now (the result once the tray has settled)."""
        return self._die.value

    value = face

    @property
    def size(self) -> float:
        """Edge of a cube in pixels (other solids have a footprint of about that size), with the
        die's own ``DieSpec.scale`` applied: a big die of a throw is bigger than the others."""
        return self._die.size

    @property
    def sides(self) -> int:
        """Faces of the solid thrown (a d3 is thrown as a cube: 6)."""
        return self._die.shape_3d.count

    @property
    def look(self) -> int:
        """Which die the picture shows, as ``solids.solid`` takes it: ``sides``, but 3 for a d3
        (a cube with numbers, never to be taken for a d6)."""
        return 3 if self._die.shape_3d.name == "d3" else self._die.shape_3d.count

    @property
    def kind(self) -> str:
        return self._die.spec.kind

    @property
    def colour(self) -> Colour:
        return self._die.colour

    @property
    def label(self) -> str:
        return self._die.spec.label

    @property
    def spec(self) -> DieSpec:
        return self._die.spec

    @property
    def moving(self) -> bool:
        return self._die.moving

    @property
    def tilt(self) -> float:
        """0 flat .. 1 balanced on an edge about to tip; 0 whenever the die is still."""
        return self._die.orientation.progress if self._die.moving else 0.0

    @property
    def outline(self) -> list[tuple[float, float]]:
        """The drawn outline's corners in tray pixels (a cube's corners are drawn rounded)."""
        body = self._die.body
        corners = (body.local_to_world(p) for p in die_outline(self.sides, self._die.size))
        return [(corner.x, corner.y) for corner in corners]
