"""The dice tray: a top-down pymunk world where thrown dice collide, tip over and settle.

There is no gravity in a top-down world, so the felt's grip is modelled the way Chipmunk's own
top-down demos do it: each die is tied to a static body by a pivot and a gear joint whose bias is
zero and whose force is capped. They act as Coulomb friction (a constant deceleration that really
stops a die) computed inside pymunk, so the Python side of a substep only follows each die's travel
to tip its 3D orientation (see ``orientation``). Physics always advances in fixed substeps, so the
rendering rate never changes a result and a seed always reproduces the same roll.
"""

from __future__ import annotations

import math
import operator
import random
import time
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

import pymunk

import game.tray.aim as aim
import game.tray.percentile as percentile
import game.tray.tally as tally
from engine.core import DieSpec, Roll, RollRequest
from game.tray.dice import (
    CORNER,
    IVORY,
    MARGIN,
    OUTLINE_SIDES,
    Colour,
    DieLook,
    DieView,
    FaceRenderer,
    PhysicalDie,
    die_outline,
)
from game.tray.orientation import Orientation, Polyhedron, polyhedron, solid_for
from game.tray.prisms import PRISMS
from game.tray.spawn import grid_spots, packed_spots

if TYPE_CHECKING:
    import pygame

    from game.tray.render import TrayRenderer

SUBSTEP = 1 / 120
MIN_SIDE = 120
"""The smallest tray, in pixels each way: dice thrown into less have no room to tumble."""
"""Physics step in seconds. At the fastest throw a die moves about a fifth of its size per step,
so nothing tunnels through a neighbour or a wall."""

MAX_DICE = 40
SCALES = (0.5, 1.6)
"""Smallest and biggest ``DieSpec.scale`` the tray throws (strange dice: small 0.7, big 1.4)."""
LONG_TRAY = 2.5
"""A tray longer than this many times its height counts as a band (``die_size``)."""
LONG_TRAY_GAIN = 3.0
"""At most this many times bigger than a die of a tray as high but not as long."""
HARD_CAP = 4.0
"""Simulated seconds after which any die still creeping is stopped where it lies."""

REST_SPEED = 3.0
"""Pixels per second under which a die counts as still (with ``REST_SPIN``)."""
REST_SPIN = 0.05
"""Radians per second under which a die counts as not spinning."""
_REST_SPEED_SQUARED = REST_SPEED * REST_SPEED

ORIGINS = ("bottom", "top", "left", "right")
PICTURE_WAIT = 30
"""Most ``build`` calls (frames) a built throw waits in the hand for its dice's pictures
(``DiceTray.build``) before it flies regardless."""

_DIE = 1
_WALL = 2
_WALL_THICKNESS = 60.0
_EVENT_GAP = 0.045
"""Simulated seconds between two reported collisions: a burst of contacts is one sound."""
_EVENT_MIN = 0.05
_EVENT_SPEED = 650.0
"""Closing speed (px/s) of a collision that counts as full strength."""


_SLIDE = 300.0
"""Felt friction as a constant deceleration, px/s^2."""
_DAMPING = 0.55
"""Fraction of speed a die keeps per second besides friction (air, rolling loss)."""


try:  # Chipmunk's own getters, the ones pymunk's Body properties call (see ``_substep``)
    from pymunk._chipmunk import lib as _chipmunk  # type: ignore[import-not-found]  # cffi, no stubs

    _velocity = _chipmunk.cpBodyGetVelocity
    _spin = _chipmunk.cpBodyGetAngularVelocity
    _position = _chipmunk.cpBodyGetPosition
    _angle = _chipmunk.cpBodyGetAngle

    def _handle(body: pymunk.Body) -> Any:
        return body._body

    _position(_handle(pymunk.Body(1, 1)))  # (a body of this pymunk has such a handle)
except (ImportError, AttributeError, TypeError):  # a pymunk without them: its public properties
    _velocity = operator.attrgetter("velocity")
    _spin = operator.attrgetter("angular_velocity")
    _position = operator.attrgetter("position")
    _angle = operator.attrgetter("angle")

    def _handle(body: pymunk.Body) -> Any:
        return body


def _launch_speed(distance: float) -> float:
    """Speed at which a lone die slides ``distance`` pixels before stopping.

    With deceleration ``a + k v`` the distance from speed ``v`` is ``v/k - a/k^2 ln(1 + k v/a)``;
    it grows monotonically, so bisection inverts it.
    """
    a, k = _SLIDE, -math.log(_DAMPING)
    low, high = 0.0, 20000.0
    for _ in range(50):
        mid = (low + high) / 2
        if mid / k - a / (k * k) * math.log1p(k * mid / a) < distance:
            low = mid
        else:
            high = mid
    return low


class DiceTray:
    """A felt tray of ``width`` x ``height`` pixels (its own coordinates, y down).

    ``throw`` puts the requested dice in with seeded impulses; ``step`` advances time; once
    ``settled``, ``result()`` is the ``Roll`` to hand to the engine. ``record_collisions=False``
    skips collision bookkeeping for headless rolls.
    """

    def __init__(self, width: int, height: int, *, record_collisions: bool = True) -> None:
        if width < MIN_SIDE or height < MIN_SIDE:
            raise ValueError(
                f"A dice tray needs at least {MIN_SIDE} x {MIN_SIDE} pixels, "
                f"not {width} x {height}."
            )
        self.width = int(width)
        self.height = int(height)
        self.rim = max(8, round(min(width, height) * 0.04))
        self.space = pymunk.Space()
        self.space.iterations = 12
        self.space.damping = _DAMPING
        self._anchor = self.space.static_body
        self._add_walls()
        self._dice: list[PhysicalDie] = []
        self._handles: list[tuple[PhysicalDie, Any]] = []
        """Each die with the handle its motion is read through (``_substep``)."""
        self._views: list[DieView] = []
        self._request: tuple[DieSpec, ...] = ()
        self._owners: list[int] = []
        """For each physical die, the request die it belongs to (a d100 is two d10s)."""
        self._elapsed = 0.0
        self._pending = 0.0
        self._settled = False
        self._thrown = False
        self._aimed = False
        self._record = record_collisions
        self._events: list[float] = []
        self._last_event = -1.0
        self._renderer: TrayRenderer | None = None
        self._building: Iterator[None] | None = None
        self._in_hand = 0
        """Dice the throw being built will have (``build``)."""
        self._pictured = False
        """Whether the tray's renderer had every die of the throw in the hand painted, as its
        last ``draw`` found (``TrayRenderer.warm``)."""
        self._picture_waits = 0
        self._awaiting_pictures = False
        if record_collisions:
            self.space.on_collision(_DIE, _DIE, begin=self._on_contact)
            self.space.on_collision(_DIE, _WALL, begin=self._on_contact)

    # ------------------------------------------------------------------------------ set-up

    def _add_walls(self) -> None:
        """Thick static segments whose inner faces are the rim's inner edge."""
        t, r, w, h = _WALL_THICKNESS, self.rim, self.width, self.height
        lines = [
            ((-t, r - t), (w + t, r - t)),
            ((-t, h - r + t), (w + t, h - r + t)),
            ((r - t, -t), (r - t, h + t)),
            ((w - r + t, -t), (w - r + t, h + t)),
        ]
        for a, b in lines:
            wall = pymunk.Segment(self._anchor, a, b, t)
            wall.elasticity = 0.85
            wall.friction = 0.35
            wall.collision_type = _WALL
            self.space.add(wall)

    def die_size(self, count: int, scales: Sequence[float] = ()) -> float:
        """Pixel size for ``count`` dice: big enough to read, small enough to leave room.

        With ``scales`` (each die's ``DieSpec.scale``) this is the size of a die of scale 1, the
        room counted by the dice's areas, so a few big dice shrink the throw a little."""
        inner_w, inner_h = self.width - 2 * self.rim, self.height - 2 * self.rim
        area = sum(s * s for s in scales) if scales else count
        short, long = sorted((max(inner_w, 1), max(inner_h, 1)))
        # A long, low tray (a band under a board) has room along its length: its dice are
        # sized by more of its short side, or they came out too small to read.
        reach = short * 0.11 * min(LONG_TRAY_GAIN, max(1.0, long / short / LONG_TRAY))
        size = min(64.0, reach, math.sqrt(inner_w * inner_h * 0.24 / max(area, 1)))
        return max(14.0, round(size))

    def throw(
        self,
        request: RollRequest,
        seed: int,
        colours: Sequence[Colour] | None = None,
        origin: str = "bottom",
        faces: Sequence[int | str] | None = None,
        *,
        staged: bool = False,
    ) -> None:
        """Clear the tray and throw ``request``'s dice from the ``origin`` edge.

        Positions, impulses, spins and starting attitudes all come from ``seed``. ``colours`` is
        cycled over the dice (default ivory). A die's ``DieSpec.scale`` multiplies its size
        (collision shape, sprite) and its mass by the cube of it, as a solid's weight grows.
        Raises ``ValueError`` for no dice, more than ``MAX_DICE``, an unknown origin, a die with
        a number of faces no solid has or a scale outside ``SCALES``. A d100 (kind "d100",
        100 faces) is thrown as two d10s, tens and units (``game.tray.percentile``).

        ``faces`` (tutorials only): the values the dice must land on, one per requested die;
        the throw is the seed's own, aimed by ``game.tray.aim`` and left out of the fairness
        tally.

        ``staged``: the dice are only made ready here and built by ``build`` (a few per frame,
        e.g. 33 bodies take a few frames instead of one stalled frame); the throw flies once the
        last die is built. The dice, their order and every draw from ``seed`` are the same
        either way, so a staged throw lands exactly as an unstaged one.
        """
        if origin not in ORIGINS:
            raise ValueError(f"Dice are thrown from one of {', '.join(ORIGINS)}, not {origin!r}.")
        physical, owners = percentile.expand(request.dice)
        count = len(physical)
        if not 1 <= count <= MAX_DICE:
            raise ValueError(f"The tray throws 1 to {MAX_DICE} dice at once, not {count}.")
        solids = [solid_for(spec) for spec in physical]
        scales = [spec.scale for spec in physical]
        if not all(SCALES[0] <= s <= SCALES[1] for s in scales):
            raise ValueError(f"The tray throws dice of {SCALES[0]} to {SCALES[1]} times the "
                             f"throw's size, not {min(scales)} to {max(scales)}.")
        palette = list(colours) if colours else [IVORY]
        for die in self._dice:
            self.space.remove(die.body, die.shape, *die.body.constraints)
        rng = random.Random(seed)
        size = self.die_size(count, scales)
        w, h, rim = self.width, self.height, self.rim
        if len(set(scales)) == 1:  # one size: the original grid, so old seeds roll the same
            spots = grid_spots(w, h, rim, count, size * scales[0], MARGIN, origin, rng)
        else:
            spots, size = packed_spots(w, h, rim, size, scales, MARGIN, origin, rng)
        self._dice = []
        self._handles = []
        self._views = []
        self._aimed = faces is not None
        self._request = request.dice
        self._owners = owners
        self._elapsed = 0.0
        self._pending = 0.0
        self._settled = False
        self._thrown = False
        self._events = []
        self._last_event = -1.0
        self._in_hand, self._pictured, self._picture_waits = count, False, 0

        def builds() -> Iterator[None]:
            for place, (spec, solid) in enumerate(zip(physical, solids, strict=True)):
                index = owners[place]
                die = self._make_die(
                    index, spec, solid, size * spec.scale, palette[index % len(palette)], rng
                )
                self._launch(die.body, spots[index], origin, rng)
                die.last = tuple(die.body.position)
                self._dice.append(die)
                self._handles.append((die, _handle(die.body)))
                if place < count - 1:  # the last die flies with the throw, in its own step
                    yield
            while self._waiting_for_pictures():
                self._awaiting_pictures = True
                yield
            self._awaiting_pictures = False
            self._views = [DieView(d) for d in self._dice]
            self._thrown = True

        self._building = builds()
        if faces is not None:  # aimed: the dice are built at once, then turned
            self._finish_building()
            self._aim(request, seed, origin, faces)
            self._views = [DieView(d) for d in self._dice]
        elif not staged:
            self._finish_building()

    def looks_of(self, request: RollRequest,
                 colours: Sequence[Colour] | None = None) -> list[DieLook]:
        """The dice a throw of ``request`` in ``colours`` shows, as the tray paints them (one
        per physical die, as ``throw`` makes them), for painting their pictures ahead
        (``TrayRenderer.throw_ahead``). Why only "about" for mixed scales: their size is
        settled by where they land in the hand, known only once thrown."""
        physical, owners = percentile.expand(request.dice)
        if not 1 <= len(physical) <= MAX_DICE:
            return []
        palette = list(colours) if colours else [IVORY]
        size = self.die_size(len(physical), [spec.scale for spec in physical])
        looks = []
        for spec, index in zip(physical, owners, strict=True):
            solid = solid_for(spec)
            looks.append(DieLook(palette[index % len(palette)], tuple(spec.faces),
                                 3 if solid.name == "d3" else solid.count, solid.count,
                                 round(size * spec.scale)))
        return looks

    @property
    def built(self) -> int:
        """Dice of the throw made so far (held in the hand, not drawn, until it flies)."""
        return len(self._dice)

    @property
    def building(self) -> bool:
        """A staged throw whose dice are not all built yet (it has not left the hand)."""
        return self._building is not None

    def build(self, budget: float) -> bool:
        """Build a staged throw's dice for about ``budget`` seconds of CPU (at least one die);
        True once the throw is built and flies."""
        if self._building is None:
            return True
        end = time.thread_time() + budget
        for _ in self._building:
            if self._awaiting_pictures or time.thread_time() >= end:
                return False
        self._building = None
        return True

    def _waiting_for_pictures(self) -> bool:
        """Whether the built throw stays in the hand another frame: a renderer draws this
        tray and had not painted a picture of every die in its last frame (they are painted
        within its frame's budget while the dice wait, ``TrayRenderer.warm``), for at most
        ``PICTURE_WAIT`` frames.

        Why: dice in flight stand in for each other's faces and turns only once one picture
        of their body is painted; a throw of dice in new colours or shapes that flew at once
        painted every one of them on its first frame in flight. Only when the throw flies is
        put off: the bodies, their launch and every draw from the seed are already made, so
        the dice roll and land exactly as they would have."""
        if self._renderer is None or self._pictured or self._picture_waits >= PICTURE_WAIT:
            return False
        self._picture_waits += 1
        return True

    def _finish_building(self) -> None:
        self._picture_waits = PICTURE_WAIT  # (at once: no frames to wait through)
        if self._building is not None:
            for _ in self._building:
                pass
            self._building = None

    def _aim(self, request: RollRequest, seed: int, origin: str,
             faces: Sequence[int | str]) -> None:
        """Turn each die's starting attitude so the seed's throw lands on ``faces``."""
        if len(faces) != len(request.dice) or any(d.kind == "d100" for d in request.dice):
            raise ValueError("An aimed throw names one face per die and has no d100.")
        probe = DiceTray(self.width, self.height, record_collisions=False)
        probe.throw(request, seed, origin=origin)
        probe._aimed = True  # a rehearsal, not a throw: never tallied
        probe.run_to_rest()
        for die, landed, value in zip(self._dice, probe._dice, faces, strict=True):
            wanted = aim.face_showing(die.shape_3d, die.spec.faces, value)
            die.orientation = aim.aimed(die.orientation, landed.orientation.face, wanted)
            die.first_face = die.value

    def _make_die(
        self,
        index: int,
        spec: DieSpec,
        solid: Polyhedron,
        size: float,
        colour: Colour,
        rng: random.Random,
    ) -> PhysicalDie:
        """One die of ``size`` pixels (its scale applied) with its felt friction."""
        sides = solid.count
        mass = spec.scale**3
        if sides in PRISMS:
            moment = pymunk.moment_for_poly(mass, die_outline(sides, size))
        else:
            moment = pymunk.moment_for_box(mass, (size, size))
        body = pymunk.Body(mass, moment)
        if sides == 6:
            corner = CORNER * size
            core = size - 2 * corner
            shape: pymunk.Shape = pymunk.Poly.create_box(body, (core, core), radius=corner + MARGIN)
        else:
            shape = pymunk.Poly(body, die_outline(sides, size), radius=MARGIN)
        shape.elasticity = 0.8
        shape.friction = 0.45
        shape.collision_type = _DIE
        # Felt friction: a zero-bias pivot and gear with capped force decelerate the die at a
        # constant rate, like sliding friction, until it really stops.
        slide = pymunk.PivotJoint(self._anchor, body, (0, 0), (0, 0))
        slide.max_bias = 0
        slide.max_force = mass * _SLIDE
        spin = pymunk.GearJoint(self._anchor, body, 0.0, 1.0)
        spin.max_bias = 0
        spin.max_force = body.moment * 5.0
        self.space.add(body, shape, slide, spin)
        orientation = Orientation.random(solid, rng)
        return PhysicalDie(index, spec, solid, body, shape, orientation, size, colour)

    def _launch(
        self, body: pymunk.Body, spot: tuple[float, float], origin: str, rng: random.Random
    ) -> None:
        """Aim at a random point of the far side, fast enough to bounce off it once or twice."""
        body.position = spot
        body.angle = rng.uniform(0, 2 * math.pi)
        depth = self.height if origin in ("bottom", "top") else self.width
        heading = {"bottom": -math.pi / 2, "top": math.pi / 2, "left": 0.0, "right": math.pi}[
            origin
        ]
        heading += rng.uniform(-0.7, 0.7)
        along = (depth - 2 * self.rim) * rng.uniform(0.12, 0.95)
        speed = _launch_speed(along)
        body.velocity = (speed * math.cos(heading), speed * math.sin(heading))
        body.angular_velocity = rng.choice((-1, 1)) * rng.uniform(5.0, 16.0)

    # -------------------------------------------------------------------------------- time

    @property
    def elapsed(self) -> float:
        """Simulated seconds since the throw (stops counting once settled)."""
        return self._elapsed

    @property
    def settled(self) -> bool:
        """True once every die of the last throw lies still; ``result()`` is then ready."""
        return self._settled

    def step(self, dt: float) -> None:
        """Advance ``dt`` seconds in fixed ``SUBSTEP``s; leftover time waits for the next call."""
        if self._settled or not self._thrown:
            return
        self._pending += max(0.0, dt)
        while self._pending >= SUBSTEP - 1e-9 and not self._settled:
            self._pending -= SUBSTEP
            self._substep()

    def run_to_rest(self) -> None:
        """Advance until settled (the hard cap bounds it), as fast as the machine goes."""
        self._finish_building()
        while self._thrown and not self._settled:
            self._substep()

    def _substep(self) -> None:
        """One fixed step of the world, then each die's travel fed to its 3D attitude.

        Why the dice's motion is read through Chipmunk's getters (``_handles``) and kept in
        locals: this loop runs for every die about a hundred times a throw (every quick roll,
        the AI's included, runs it to rest), and read through pymunk's properties, each a
        Python call that builds a vector, the reading cost three times the physics step. The
        getters are the ones those properties call: the same numbers, the same landing."""
        self.space.step(SUBSTEP)
        self._elapsed += SUBSTEP
        still = 0
        rim = self.rim
        right, bottom = self.width - rim, self.height - rim
        cos, sin = math.cos, math.sin
        velocity_of, spin_of, position_of, angle_of = _velocity, _spin, _position, _angle
        for die, handle in self._handles:
            velocity = velocity_of(handle)
            vx, vy = velocity.x, velocity.y
            spin = spin_of(handle)
            if not die.moving and vx == 0.0 and vy == 0.0 and spin == 0.0:
                still += 1  # lying still and untouched: nothing to follow
                continue
            position = position_of(handle)
            x, y = position.x, position.y
            lx, ly = die.last
            dx, dy = x - lx, y - ly
            size = die.size
            if dx or dy:
                angle = angle_of(handle)
                c, s = cos(angle), sin(angle)
                die.orientation.travel((c * dx + s * dy) / size, (c * dy - s * dx) / size)
                die.last = (x, y)
            if vx * vx + vy * vy < _REST_SPEED_SQUARED and abs(spin) < REST_SPIN:
                die.moving = False
                die.body.velocity = (0.0, 0.0)
                die.body.angular_velocity = 0.0
                die.orientation.settle()
                still += 1
            else:
                die.moving = True
            half = size * 0.3
            if not (rim + half <= x <= right - half and rim + half <= y <= bottom - half):
                self._clamp(die, rim + half, rim + half, right - half, bottom - half)
        if still == len(self._dice) or self._elapsed >= HARD_CAP:
            self._come_to_rest()

    @staticmethod
    def _clamp(die: PhysicalDie, x0: float, y0: float, x1: float, y1: float) -> None:
        """Last resort if a die ever got deep into a wall (the walls are thick and substeps short,
        so it should not): put it back inside, moving inwards."""
        body = die.body
        x, y = body.position
        vx, vy = body.velocity
        if x < x0:
            x, vx = x0, abs(vx) * 0.5
        elif x > x1:
            x, vx = x1, -abs(vx) * 0.5
        if y < y0:
            y, vy = y0, abs(vy) * 0.5
        elif y > y1:
            y, vy = y1, -abs(vy) * 0.5
        body.position = (x, y)
        body.velocity = (vx, vy)
        die.last = (x, y)

    def _come_to_rest(self) -> None:
        """Stop every die flat on the face it reached with completed tips."""
        for die in self._dice:
            die.body.velocity = (0.0, 0.0)
            die.body.angular_velocity = 0.0
            die.orientation.settle()
            die.moving = False
        self._settled = True
        if not self._aimed:
            tally.note_settled(_counted(d) for d in self._dice)

    # ----------------------------------------------------------------------------- results

    @property
    def dice(self) -> list[DieView]:
        """Live read-only views of the dice, in the request's order (a d100's two d10s, tens
        then units, both with the d100's ``index``)."""
        return list(self._views)

    def result(self) -> Roll:
        """The faces up, in the request's order. Raises ``RuntimeError`` until settled."""
        if not self._settled:
            raise RuntimeError("The dice are still rolling: wait until the tray has settled.")
        return Roll(values=percentile.fold(self._request, self._owners,
                                           [die.value for die in self._dice]))

    def first_faces(self) -> tuple[int | str, ...]:
        """The faces each physical die showed when it left the hand (to check that dice really
        tumble; a d100 gives its two d10s')."""
        return tuple(die.first_face for die in self._dice)

    def tip_counts(self) -> tuple[int, ...]:
        """How many times each die tipped over an edge during this throw."""
        return tuple(die.orientation.tips for die in self._dice)

    # -------------------------------------------------------------------------------- sound

    def _on_contact(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        """Begin of a contact: note how hard it was (closing speed along the normal)."""
        points = arbiter.contact_point_set.points
        if not points:
            return
        a, b = arbiter.bodies
        where = points[0].point_a
        rel = b.velocity_at_world_point(where) - a.velocity_at_world_point(where)
        strength = min(1.0, abs(rel.dot(arbiter.normal)) / _EVENT_SPEED)
        if strength < _EVENT_MIN:
            return
        if self._elapsed - self._last_event < _EVENT_GAP:
            if self._events:
                self._events[-1] = max(self._events[-1], strength)
            return
        self._last_event = self._elapsed
        if len(self._events) < 64:
            self._events.append(strength)

    def collision_events(self) -> list[float]:
        """Strengths (0..1) of the collisions since the last call, at most one per 45 ms."""
        events, self._events = self._events, []
        return events

    # ------------------------------------------------------------------------------- drawing

    def draw(
        self,
        surface: pygame.Surface,
        offset: tuple[int, int] = (0, 0),
        face_renderer: FaceRenderer | None = None,
        paint_until: float | None = None,
    ) -> None:
        """Draw the felt, its rim and the dice with the tray's top-left corner at ``offset``.

        ``face_renderer(face, size) -> Surface`` draws symbol faces; without it the text is
        written on the die. Sprites are cached, so a frame costs a few blits per die.
        ``paint_until``: the CPU time (``time.thread_time``) until which new sprites may be
        painted this frame (a frame's share; ``math.inf``: every sprite exact, a picture);
        unless given, the tray's own time for them (``SPRITE_PAINT_BUDGET``).
        """
        self.prepare_drawing()
        assert self._renderer is not None
        self._renderer.draw(surface, offset, self._views, face_renderer, paint_until)
        if self._building is not None:  # dice still in the hand: their sprites ahead
            painted = self._renderer.warm([DieView(d) for d in self._dice], face_renderer)
            self._pictured = painted and len(self._dice) == self._in_hand

    def prepare_drawing(self) -> TrayRenderer:
        """Paint the tray floor now (a few hundred ms once per size) and build the dice's
        solids, e.g. while a board scene opens, so the first frame of the first throw does
        not stall. Returns the renderer whose floor it painted (a board holds it: see
        ``game.tray.render.hold_floor``)."""
        # Lazy: the renderer imports pygame, and the tray must not load pygame until it draws
        # (headless quick rolls and the AI use it without a window).
        from game.tray.render import renderer_for

        if self._renderer is None:
            self._renderer = renderer_for(self.width, self.height, self.rim)
        self._renderer.prepare()
        for sides in (*OUTLINE_SIDES, 6, *PRISMS):  # the solids, built once, not mid-throw
            polyhedron(sides)
        return self._renderer


def _counted(die: PhysicalDie) -> tuple[int, int]:
    """(sides, face place) the statistics count for a settled die: a d3 by its number (its
    faces 1,2,3,1,2,3 put slots k and k+3 opposite, both showing k+1), any other die by the
    place of its face on the solid."""
    slot = die.shape_3d.slots[die.orientation.face]
    if die.shape_3d.name == "d3":
        value = die.value
        return (3, value - 1 if isinstance(value, int) and 1 <= value <= 3 else slot % 3)
    return (die.shape_3d.count, slot)
