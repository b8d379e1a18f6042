"""Drawing the tray: a felt floor with a wooden rim, and dice that look like real ones.

Everything costly is done once: the floor is one pre-rendered surface, each (colour, face, size)
die is painted once at three times its size and scaled down (smooth edges, pips, bevel shading),
and rotated copies are cached at 5-degree steps. A frame is then one floor blit plus two blits
(shadow, die) per die. Dice in motion use a lighter, slightly blurred copy of their face and are
drawn a little larger with a farther shadow while they are up on an edge, so a tumble reads as a
tumble even though the world is flat.
"""

from __future__ import annotations

import functools
import math
import random
import time
import weakref
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple

import pygame

from game.tray.dice import (
    CORNER,
    OUTLINE_RADIUS,
    OUTLINE_SIDES,
    Colour,
    DieLook,
    DieView,
    FaceRenderer,
    die_outline,
)
from game.tray.pips import PIPS as _PIPS
from game.tray.prisms import PRISMS
from game.tray.shading import darker as _darker
from game.tray.shading import gradient as _gradient
from game.tray.shading import ink_for as _ink
from game.tray.shading import lighter as _lighter
from game.tray.shading import luminance as _luminance
from game.tray.shading import masked as _masked
from game.tray.shading import mix as _mix
from game.tray.solids import KINDS as SOLID_KINDS
from game.tray.solids import d3_mark, prism_size, reset_solids, solid
from scenes.surface_cache import MB, SurfaceCache
from scenes.text import render_font

ANGLE_STEP = 5
"""Degrees between cached rotations: finer than the eye notices on a moving die."""
LIFT_LEVELS = 3
"""Cached sizes of a die rocking on an edge: flat, a little up, well up."""
_SUPERSAMPLE = 3
_FELT = (30, 98, 70)
_WOOD = (104, 64, 38)
SPRITE_BUDGET = 48 * MB
"""Memory the trays' die and shadow sprites may take in all (every tray size shares them: a
sprite depends on the die, not on the tray). At 1280x720 that is thousands of sprites, on a
4K screen some hundreds; a sprite pushed out is painted again when next needed."""
BOARD_DICE_BUDGET = 16 * MB
"""Memory of the resting dice boards draw (``die_picture``), apart from the trays' sprites."""
FLOOR_BUDGET = 8 * MB
"""Memory of the painted floors kept between boards (``_FLOORS``): the floor of a tray of an
ordinary window (a megabyte or two), not a 4K one's."""
KEPT_TRAYS = 2
"""Tray sizes whose floor is kept while a board is open (the one in use and the one before):
each is one picture of the tray's size, the sprites being shared."""
SPRITE_PAINT_BUDGET = 0.0015
"""CPU seconds a frame may spend painting new die and shadow sprites while a cached one can
stand in (a nearby angle, another face of the same tumbling die). Why time, not a count: a
sprite costs from a tenth of a millisecond (a rotation) to several (a new polyhedron, blurred),
so a count let a throw of new colours paint a frame's worth several times over."""

def _polygon(
    sides: int, radius: float, centre: float, inset: float = 0.0
) -> list[tuple[float, float]]:
    """Corners of the regular outline of a non-cube die (same as its physics outline)."""
    r = radius - inset
    start = -math.pi / 2
    return [
        (
            centre + r * math.cos(start + 2 * math.pi * k / sides),
            centre + r * math.sin(start + 2 * math.pi * k / sides),
        )
        for k in range(sides)
    ]


_RENDERERS: dict[tuple[int, int, int], TrayRenderer] = {}
_HOLDERS: weakref.WeakKeyDictionary[object, TrayRenderer] = weakref.WeakKeyDictionary()
"""Open boards (their drivers) and the renderer whose floor each holds (``hold_floor``)."""
_SPRITES: SurfaceCache[Any] = SurfaceCache(SPRITE_BUDGET, "tray sprites")
"""Die sprites (surfaces) and shadows (``Cut``), shared by every tray size."""
_BOARD_DICE: SurfaceCache[pygame.Surface] = SurfaceCache(BOARD_DICE_BUDGET, "board dice")
_FLOORS: SurfaceCache[pygame.Surface] = SurfaceCache(FLOOR_BUDGET, "tray floors")
"""Painted floors by tray size, kept within ``FLOOR_BUDGET`` after their boards let them go:
the next board of the same size (a rematch, the next game, a lesson) blits the floor at
once instead of painting it again (tens of milliseconds as it opens)."""


def renderer_for(width: int, height: int, rim: int) -> TrayRenderer:
    """One shared renderer per tray size: a new throw reuses the painted floor and the die
    sprites instead of repainting them (which would stall the first frames of every roll)."""
    key = (width, height, rim)
    renderer = _RENDERERS.get(key)
    if renderer is None:
        while len(_RENDERERS) >= KEPT_TRAYS:
            del _RENDERERS[next(iter(_RENDERERS))]
        renderer = _RENDERERS[key] = TrayRenderer(width, height, rim, _SPRITES)
    return renderer


def hold_floor(holder: object, renderer: TrayRenderer) -> None:
    """``holder`` (an open board's driver) needs ``renderer``'s floor until it lets go."""
    _HOLDERS[holder] = renderer


def let_go_of_floors(holder: object) -> None:
    """``holder`` (a board closing) no longer needs its tray's floor: the floors no open
    board holds are let go.

    Why: each is a picture of its tray's size (at 4K up to some 15 MB), kept so the next
    throw on the same board does not paint it again, of no use to the screens between
    boards; the next board takes it from ``_FLOORS`` if it is small enough to be kept there,
    else paints its own as it opens. A board still open (one a rematch opened before this
    one closed) keeps its own. The renderers stay, with what they know of the dice painted
    so far (the sprites themselves are shared, bounded in bytes)."""
    _HOLDERS.pop(holder, None)
    held = {id(renderer) for renderer in _HOLDERS.values()}
    for renderer in _RENDERERS.values():
        if id(renderer) not in held:
            renderer.forget_floor()


def reset_renderers() -> None:
    """Forget every cached sprite (their surfaces belong to a display that may be gone)."""
    global _AT_REST
    _RENDERERS.clear()
    _HOLDERS.clear()
    _SPRITES.clear()
    _BOARD_DICE.clear()
    _FLOORS.clear()
    reset_solids()
    _AT_REST = None


class TrayRenderer:
    """Draws one tray size. Holds the floor surface; its die sprites live in ``sprites``
    (shared between trays, bounded in bytes; a cache of its own when not given)."""

    def __init__(self, width: int, height: int, rim: int,
                 sprites: SurfaceCache[Any] | None = None) -> None:
        self.width = width
        self.height = height
        self.rim = rim
        self._floor: pygame.Surface | None = None
        cache = sprites if sprites is not None else SurfaceCache(SPRITE_BUDGET, "a tray's sprites")
        self._faces = cache
        """Unrotated sprites (faces, blanks, shadows), keyed apart from the rotated ones."""
        self._rotated = cache
        self._fonts: dict[int, pygame.font.Font] = {}
        self._paint_until = 0.0
        """The CPU time (``time.thread_time``) up to which this frame may paint new sprites."""
        self._bodies: dict[tuple, dict[int, tuple]] = {}
        """The keys of rotated sprites by die body (colour, look, size, motion, faces'
        painter, lift) and angle, whatever face they show: a tumbling die's stand-in (see
        ``_stand_in``; a key whose sprite was pushed out of the cache is passed over)."""
        self._shadows_painted: dict[tuple[int, int], dict[tuple, None]] = {}
        """The keys of rotated shadows painted, by (sides, size): a moving die's stand-in
        shadow once this frame's budget is spent (``_shadow``)."""
        self._ahead: dict[tuple, None] = {}
        """Settled faces of dice now tumbling, painted ahead with a frame's spare budget, so
        the frame the dice come to rest does not paint them all at once."""

    # ---------------------------------------------------------------------------- frame

    def prepare(self) -> None:
        if self._floor is None:
            self._floor = self._kept_floor()

    def _kept_floor(self) -> pygame.Surface:
        """The floor of this tray's size: the one kept since an earlier board, or painted
        now (and kept, within ``FLOOR_BUDGET``)."""
        key = (self.width, self.height, self.rim)
        floor = _FLOORS.get(key)
        if floor is None:
            floor = _FLOORS.put(key, self._paint_floor())
        return floor

    def forget_floor(self) -> None:
        """Let the painted floor go (painted again when next drawn)."""
        self._floor = None

    @property
    def floor_painted(self) -> bool:
        return self._floor is not None

    def draw(
        self,
        surface: pygame.Surface,
        offset: tuple[int, int],
        dice: Sequence[DieView],
        face_renderer: FaceRenderer | None,
        paint_until: float | None = None,
    ) -> None:
        """The floor and ``dice``, painting new sprites until the CPU time ``paint_until``
        (``time.thread_time``; unless given, for ``SPRITE_PAINT_BUDGET`` from now); then a
        moving die stands in with one already painted (``_nearby``, ``_stand_in``)."""
        if self._floor is None:
            self._floor = self._kept_floor()
        ox, oy = offset
        surface.blit(self._floor, (ox, oy))
        self._paint_until = (time.thread_time() + SPRITE_PAINT_BUDGET if paint_until is None
                             else paint_until)
        plans = []
        for die in dice:  # (each of a die's properties read once: a frame reads dozens)
            moving = die.moving
            lift = min(LIFT_LEVELS - 1, int(die.tilt * LIFT_LEVELS)) if moving else 0
            bucket = round(-math.degrees(die.angle) / ANGLE_STEP) % (360 // ANGLE_STEP)
            plans.append((lift, die, bucket, moving, die.position, die.size))
        plans.sort(key=lambda p: p[0])
        blit = surface.blit
        for lift, die, bucket, moving, (x, y), size in plans:
            shadow = self._shadow(die.sides, round(size), lift, bucket, moving)
            drop = size * (0.07 + 0.06 * lift)
            shadow.blit_to(blit, ox + x + drop, oy + y + drop * 1.3)
        painter = id(face_renderer)
        for lift, die, bucket, moving, (x, y), size in plans:
            sprite = self._die(die, lift, bucket, face_renderer)
            blit(sprite, (ox + x - sprite.get_width() / 2, oy + y - sprite.get_height() / 2))
            if moving:
                rest = (die.colour, die.face, die.look, round(size), False, painter)
                if rest not in self._faces:
                    self._ahead[rest] = None
        self._paint_ahead(face_renderer)

    def warm(self, dice: Sequence[DieView], face_renderer: FaceRenderer | None) -> bool:
        """Paint, within what is left of this frame's budget of new sprites, one tumbling
        sprite of each die body (colour, look, size) not painted yet, then its blurred shadow:
        dice still being built for a throw (``DiceTray.build``), so its first frame in flight
        finds a stand-in for every die (see ``_stand_in``) instead of painting every new
        colour at once. At least one picture a call, so dice waiting in the hand for them
        wait a few frames however busy those are. True when every one of ``dice`` has both
        (the throw may fly)."""
        ready = True
        for die in dice:
            base_key = (die.colour, die.face, die.look, round(die.size), True, id(face_renderer))
            size = round(die.size)
            body = _body(base_key, 0) in self._bodies
            shadow = (die.sides, size) in self._shadows_painted
            if body and shadow:
                continue
            if not ready and not self._may_paint():
                return False
            bucket = round(-math.degrees(die.angle) / ANGLE_STEP) % (360 // ANGLE_STEP)
            if not body:
                self._die(die, 0, bucket, face_renderer, exact=True)
            else:
                self._shadow(die.sides, size, 0, bucket)
            ready = False  # (the other of the two, or a later die, on a later look)
        return ready

    def throw_ahead(self, dice: Sequence[DieLook],
                    face_renderer: FaceRenderer | None) -> Iterator[None]:
        """Paint, a picture a step, what a throw of ``dice`` will show before it is thrown:
        first each die's tumbling picture at every lift (the stand-in of all its faces in
        flight, ``_stand_in``) and its shadow at every lift and turn, then each settled face.

        Why: the dice of a throw are known while the move that brings it is announced, and
        the first throw of dice in new colours painted all of these in its first frame in
        flight. Each picture is the one the tray paints on demand, under the same key, in the
        same byte-bounded cache (one pushed out is painted again when needed)."""
        turns = 360 // ANGLE_STEP
        for die in dice:
            base_key = (die.colour, die.faces[0], die.look, die.size, True, id(face_renderer))
            for lift in range(LIFT_LEVELS):
                if _body(base_key, lift) not in self._bodies:
                    self._die(_Resting(die, die.faces[0], moving=True), lift, 0, face_renderer,
                              exact=True)
                    if (base_key, lift, 0) in self._rotated:  # (painted by another tray too)
                        self._bodies.setdefault(_body(base_key, lift), {})[0] = (base_key,
                                                                                lift, 0)
                    yield
            symmetry = max(1, turns // _shadow_turns(die.sides))
            for lift in range(LIFT_LEVELS):
                for turn in range(symmetry):
                    if ("shadow", die.sides, die.size, lift, turn) not in self._rotated:
                        self._shadow(die.sides, die.size, lift, turn)
                        yield
        for die in dice:
            for face in dict.fromkeys(die.faces):
                key = (die.colour, face, die.look, die.size, False, id(face_renderer))
                if key not in self._faces:
                    self._faces.put(key, _prepared(self._paint_die(die.colour, face, die.look,
                                                                   die.size, face_renderer)))
                    yield

    def _paint_ahead(self, face_renderer: FaceRenderer | None) -> None:
        """Spend what is left of this frame's budget on settled faces still to come."""
        while self._ahead and self._may_paint():
            key = next(iter(self._ahead))
            del self._ahead[key]
            colour, face, look, size, _moving, painter = key
            if key in self._faces or painter != id(face_renderer):
                continue
            self._faces.put(key, _prepared(self._paint_die(colour, face, look, size,
                                                           face_renderer)))

    def _may_paint(self) -> bool:
        """Whether this frame's budget for new sprites has time left."""
        return time.thread_time() < self._paint_until

    # ------------------------------------------------------------------------- sprites

    def _die(
        self, die: DieView | _Resting, lift: int, bucket: int,
        face_renderer: FaceRenderer | None, exact: bool = False
    ) -> pygame.Surface:
        """The sprite of ``die`` at ``lift`` and turn ``bucket``; once this frame's budget is
        spent, a stand-in where there is one, unless ``exact`` (painting ahead)."""
        moving = die.moving
        base_key = (die.colour, die.face, die.look, round(die.size), moving, id(face_renderer))
        key = (base_key, lift, bucket)
        sprite = self._rotated.get(key)
        if sprite is None and not exact and not self._may_paint():
            sprite = self._nearby(base_key, lift, bucket)
            if sprite is None and moving:
                sprite = self._stand_in(base_key, lift, bucket)
        if sprite is None:
            base = self._faces.get(base_key)
            if base is None:
                base = self._paint_die(
                    die.colour, die.face, die.look, round(die.size), face_renderer
                )
                if moving:
                    base = pygame.transform.gaussian_blur(base, 1)
                    base.fill((22, 22, 22, 0), special_flags=pygame.BLEND_RGBA_ADD)
                base = self._faces.put(base_key, _prepared(base))
            scale = 1.0 + 0.06 * lift
            sprite = _prepared(pygame.transform.rotozoom(base, bucket * ANGLE_STEP, scale))
            self._rotated.put(key, sprite)
            self._bodies.setdefault(_body(base_key, lift), {})[bucket] = key
        return sprite

    def _stand_in(self, base_key: tuple, lift: int, bucket: int) -> pygame.Surface | None:
        """A tumbling die's sprite showing another face of the same die, once this frame's
        budget of new sprites is spent: blurred and turning, the face of a moving die cannot be
        read, and its own face is painted in a later frame (a die at rest is always exact)."""
        turns = 360 // ANGLE_STEP
        for height in sorted(range(LIFT_LEVELS), key=lambda other: abs(other - lift)):
            painted = self._bodies.get(_body(base_key, height))
            if not painted:
                continue  # (a die a little up or down drawn a frame at another size)
            for near in sorted(painted, key=lambda b: min((b - bucket) % turns,
                                                          (bucket - b) % turns)):
                sprite = self._rotated.get(painted[near])
                if sprite is not None:
                    return sprite
                del painted[near]  # pushed out of the cache
        return None

    def die_at_rest(
        self, colour: Colour, face: int | str, sides: int, size: int,
        face_renderer: FaceRenderer | None,
    ) -> pygame.Surface:
        """A settled die sprite (no blur, no rotation), cached with the tray's own sprites;
        ``sides`` as ``DieView.look`` (3: a d3)."""
        key = (colour, face, sides, size, False, id(face_renderer))
        sprite = self._faces.get(key)
        if sprite is None:
            sprite = self._faces.put(key, _prepared(
                self._paint_die(colour, face, sides, size, face_renderer)))
        return sprite

    def _nearby(self, base_key: tuple, lift: int, bucket: int) -> pygame.Surface | None:
        """A cached sprite a few degrees off, used once this frame's budget of new rotations is
        spent: a die drawn 5-15 degrees off for one frame is invisible, a 20 ms stall is not.
        Then the same face at another lift (a few hundredths larger or smaller), before any
        other face stands in (``_stand_in``)."""
        turns = 360 // ANGLE_STEP
        for delta in (1, -1, 2, -2, 3, -3):
            sprite = self._rotated.get((base_key, lift, (bucket + delta) % turns))
            if sprite is not None:
                return sprite
        for height in range(LIFT_LEVELS):
            if height == lift:
                continue
            for delta in (0, 1, -1, 2, -2, 3, -3):
                sprite = self._rotated.get((base_key, height, (bucket + delta) % turns))
                if sprite is not None:
                    return sprite
        return None

    def _shadow(self, sides: int, size: int, lift: int, bucket: int,
                moving: bool = False) -> Cut:
        """A die's shadow; a moving die's may be one a few degrees off while this frame has
        no time left to paint (a die at rest is always exact)."""
        symmetry = 360 // ANGLE_STEP // _shadow_turns(sides)
        turn = bucket % max(1, symmetry)
        key = ("shadow", sides, size, lift, turn)
        sprite = self._rotated.get(key)
        if sprite is None and moving and not self._may_paint():
            for delta in (1, -1, 2, -2, 3, -3):
                sprite = self._rotated.get(("shadow", sides, size, lift,
                                            (turn + delta) % max(1, symmetry)))
                if sprite is not None:
                    return sprite
            for other in self._shadows_painted.get((sides, size), ()):
                sprite = self._rotated.get(other)  # (another lift or turn, for a frame)
                if sprite is not None:
                    return sprite
        if sprite is None:
            base_key = ("shadow", sides, size)
            base = self._faces.get(base_key)
            if base is None:
                base = self._faces.put(base_key, self._paint_shadow(sides, size))
            turned = pygame.transform.rotozoom(base, bucket * ANGLE_STEP, 1.0 + 0.05 * lift)
            if lift:  # fainter the higher the die: in its pixels, so a blit is one blend
                turned = faded(turned, 255 - 45 * lift)
            sprite = self._rotated.put(key, Cut.of(_prepared(turned)))
            self._shadows_painted.setdefault((sides, size), {})[key] = None
        return sprite

    def _paint_shadow(self, sides: int, size: int) -> pygame.Surface:
        blur = max(2, round(size * 0.09))
        pad = blur * 3
        span = (size if sides not in PRISMS else round(size * 1.4)) + 2 * pad
        shadow = pygame.Surface((span, span), pygame.SRCALPHA)
        colour = (8, 22, 14, 150)
        if sides == 6:
            rect = pygame.Rect(pad, pad, size, size)
            pygame.draw.rect(shadow, colour, rect, border_radius=round(size * CORNER))
        else:
            outline = die_outline(sides, size)
            pygame.draw.polygon(shadow, colour, [(x + span / 2, y + span / 2) for x, y in outline])
        return pygame.transform.gaussian_blur(shadow, blur)

    def _paint_die(
        self,
        colour: Colour,
        face: int | str,
        look: int,
        size: int,
        face_renderer: FaceRenderer | None,
    ) -> pygame.Surface:
        """One die, unrotated, painted supersampled then scaled down for smooth edges; ``look``
        as ``DieView.look``: a d3 is the tray's cube with its number and the mark of three."""
        if look in PRISMS:  # as long as its outline, along the sprite's x like the body's
            return solid(look, face, prism_size(size), colour).copy()
        numbered = isinstance(face, int) or (look == 10 and str(face).isdigit())  # tens: "30"
        if look not in (3, 6) and numbered and look in SOLID_KINDS:
            return solid(look, face, size, colour).copy()  # the true polyhedron, cached there
        sides = 6 if look == 3 else look
        pips = look == 6 and isinstance(face, int) and face in _PIPS
        k = _SUPERSAMPLE
        span = size + 4
        big = span * k
        centre = big / 2
        blank_key = ("blank", colour, sides, size)
        blank = self._faces.get(blank_key)
        if blank is None:
            blank = self._faces.put(blank_key, self._paint_blank(colour, sides, size))
        sprite = blank.copy()
        ink = _ink(colour)
        if pips and isinstance(face, int):
            self._paint_pips(sprite, face, size * k, centre, colour, ink)
        small = pygame.transform.smoothscale(sprite, (span, span))
        if not pips:
            self._paint_label(small, face, size, sides, ink, face_renderer)
        if look == 3:
            d3_mark(small, (span / 2, span / 2 + size * 0.33), size, ink)
        return small

    @staticmethod
    def _paint_blank(colour: Colour, sides: int, size: int) -> pygame.Surface:
        """A die without its markings, supersampled: bevelled edge, shaded top, a glint.

        Shared by all faces of one colour, so a new face only costs its pips or label."""
        k = _SUPERSAMPLE
        span = size + 4
        big = span * k
        centre = big / 2
        sprite = pygame.Surface((big, big), pygame.SRCALPHA)
        edge = _gradient((big, big), _lighter(colour, 0.35), _darker(colour, 0.45))
        top = _gradient((big, big), _lighter(colour, 0.18), _darker(colour, 0.1))
        if sides == 6:
            side = size * k
            body = pygame.Rect(0, 0, side, side)
            body.center = (round(centre), round(centre))
            radius = round(side * CORNER)
            bevel = round(side * 0.075)
            inner = body.inflate(-2 * bevel, -2 * bevel)
            sprite.blit(
                _masked(
                    edge, lambda m: pygame.draw.rect(m, (255,) * 4, body, border_radius=radius)
                ),
                (0, 0),
            )
            sprite.blit(
                _masked(
                    top,
                    lambda m: pygame.draw.rect(
                        m, (255,) * 4, inner, border_radius=max(1, radius - bevel)
                    ),
                ),
                (0, 0),
            )
            gloss = pygame.Surface((big, big), pygame.SRCALPHA)
            pygame.draw.rect(
                gloss, (255, 255, 255, 70), body, width=max(1, k), border_radius=radius
            )
            sprite.blit(gloss, (-k // 2 - 1, -k // 2 - 1))
        else:
            n = OUTLINE_SIDES[sides]
            reach = OUTLINE_RADIUS[sides] * size * k
            outer = _polygon(n, reach, centre)
            face_outline = _polygon(n, reach, centre, inset=reach * 0.16)
            sprite.blit(_masked(edge, lambda m: pygame.draw.polygon(m, (255,) * 4, outer)), (0, 0))
            sprite.blit(_masked(top, lambda m: pygame.draw.polygon(m, (255,) * 4, face_outline)),
                        (0, 0))
            facet = _polygon(3 if sides in (4, 8, 20) else 5, reach * 0.78, centre)
            if sides == 10:
                facet = [
                    (centre, centre - reach * 0.8),
                    (centre + reach * 0.55, centre + reach * 0.05),
                    (centre, centre + reach * 0.7),
                    (centre - reach * 0.55, centre + reach * 0.05),
                ]
            pygame.draw.polygon(sprite, (*_lighter(colour, 0.3), 255), facet, width=max(1, k))
        return sprite

    @staticmethod
    def _paint_pips(
        sprite: pygame.Surface, face: int, side: float, centre: float, colour: Colour, ink: Colour
    ) -> None:
        """Engraved pips: a light lower rim (the hole's far wall), then the dark pip itself."""
        light = _luminance(colour) > 0.55
        red_one = face == 1 and light
        spread = side * 0.265
        radius = side * (0.13 if red_one else 0.092)
        pip = (178, 32, 36) if red_one else ink
        rim = _lighter(colour, 0.55) if light else _darker(colour, 0.35)
        for px, py in _PIPS[face]:
            cx, cy = centre + px * spread, centre + py * spread
            pygame.draw.circle(
                sprite, (*rim, 255), (cx + side * 0.012, cy + side * 0.014), radius * 1.06
            )
            pygame.draw.circle(sprite, (*_darker(pip, 0.35), 255), (cx, cy), radius)
            pygame.draw.circle(
                sprite, (*pip, 255), (cx + side * 0.008, cy + side * 0.008), radius * 0.8
            )

    def _paint_label(
        self,
        sprite: pygame.Surface,
        face: int | str,
        size: int,
        sides: int,
        ink: Colour,
        face_renderer: FaceRenderer | None,
    ) -> None:
        """Numbers and symbol faces: the caller's renderer if given, else text that fits."""
        span = sprite.get_width()
        room = size * (0.8 if sides == 6 else 0.62)
        if face_renderer is not None and isinstance(face, str):
            art = face_renderer(face, round(room))
            w, h = art.get_size()
            if max(w, h) > room:
                factor = room / max(w, h)
                art = pygame.transform.smoothscale(
                    art, (max(1, round(w * factor)), max(1, round(h * factor)))
                )
            sprite.blit(art, art.get_rect(center=(span / 2, span / 2)))
            return
        text = str(face)
        height = round(size * (0.5 if len(text) <= 2 else 0.42))
        font = self._font(height)
        art = render_font(font, text, ink)
        if art.get_width() > room:
            font = self._font(max(6, round(height * room / art.get_width())))
            art = render_font(font, text, ink)
        rect = art.get_rect(center=(span / 2, span / 2 + 1))
        sprite.blit(art, rect)
        if text in ("6", "9") and sides != 6:
            y = rect.bottom - max(1, size // 14)
            pygame.draw.line(
                sprite, ink, (rect.left + 1, y), (rect.right - 2, y), max(1, size // 20)
            )

    def _font(self, height: int) -> pygame.font.Font:
        font = self._fonts.get(height)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(None, max(8, round(height * 1.35)))
            font.set_bold(True)
            self._fonts[height] = font
        return font

    # ---------------------------------------------------------------------------- floor

    def _paint_floor(self) -> pygame.Surface:
        """Felt with a soft mottle and grain, a vignette, and a bevelled wooden rim casting a
        shadow on it. Seeded, so every tray of a size looks the same."""
        w, h, rim = self.width, self.height, self.rim
        rng = random.Random(1966)
        floor = pygame.Surface((w, h))
        floor.fill(_darker(_WOOD, 0.2))
        wood = _gradient((w, h), _lighter(_WOOD, 0.22), _darker(_WOOD, 0.3))
        floor.blit(wood, (0, 0))
        for i in range(0, h, 3):
            shade = rng.randint(-10, 10)
            grain = tuple(max(0, min(255, c + shade)) for c in _WOOD)
            pygame.draw.line(floor, grain, (0, i), (w, i + rng.randint(-2, 2)))
        floor.blit(
            _gradient((w, h), _lighter(_WOOD, 0.2), _darker(_WOOD, 0.4)),
            (0, 0),
            special_flags=pygame.BLEND_MULT,
        )
        for ring in range(rim // 2 + 1):
            t = ring / max(1, rim // 2)
            pygame.draw.rect(
                floor,
                _mix(_darker(_WOOD, 0.55), _lighter(_WOOD, 0.1), t),
                (ring, ring, w - 2 * ring, h - 2 * ring),
                1,
                border_radius=max(0, rim - ring),
            )
        inner = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
        felt = pygame.Surface(inner.size)
        felt.fill(_FELT)
        mottle = pygame.Surface((max(2, inner.w // 24), max(2, inner.h // 24)))
        for x in range(mottle.get_width()):
            for y in range(mottle.get_height()):
                mottle.set_at(
                    (x, y),
                    _mix(
                        _FELT,
                        _lighter(_FELT, 0.1) if rng.random() < 0.5 else _darker(_FELT, 0.12),
                        rng.random(),
                    ),
                )
        felt.blit(pygame.transform.smoothscale(mottle, inner.size), (0, 0))
        speckle = _speckle_tile()
        for x in range(0, inner.w, speckle.get_width()):
            for y in range(0, inner.h, speckle.get_height()):
                felt.blit(speckle, (x, y))
        vignette = pygame.Surface((24, 16), pygame.SRCALPHA)
        for x in range(24):
            for y in range(16):
                d = math.hypot((x - 11.5) / 12, (y - 7.5) / 8)
                vignette.set_at((x, y), (0, 0, 0, round(min(1.0, max(0.0, d - 0.55) * 1.6) * 110)))
        felt.blit(pygame.transform.smoothscale(vignette, inner.size), (0, 0))
        lip = pygame.Surface(inner.size, pygame.SRCALPHA)
        depth = max(4, rim)
        for i in range(depth):
            alpha = round(120 * (1 - i / depth) ** 2)
            pygame.draw.line(lip, (0, 0, 0, alpha), (0, i), (inner.w, i))
            pygame.draw.line(lip, (0, 0, 0, alpha), (i, 0), (i, inner.h))
            pygame.draw.line(
                lip, (0, 0, 0, alpha // 3), (0, inner.h - 1 - i), (inner.w, inner.h - 1 - i)
            )
            pygame.draw.line(
                lip, (0, 0, 0, alpha // 3), (inner.w - 1 - i, 0), (inner.w - 1 - i, inner.h)
            )
        felt.blit(lip, (0, 0))
        floor.blit(felt, inner.topleft)
        pygame.draw.rect(floor, _lighter(_WOOD, 0.35), inner.inflate(2, 2), 1)
        pygame.draw.line(floor, _darker(_WOOD, 0.6), inner.topleft, inner.topright)
        pygame.draw.line(floor, _darker(_WOOD, 0.6), inner.topleft, inner.bottomleft)
        return _prepared(floor, alpha=False)


SPECKLE_TILE = 160
"""Side of the felt's grain pattern, in grain dots (each two pixels wide): the grain is laid as
tiles of it. Why: dot by dot, a 4K window's tray took seconds of ``set_at`` on every resize;
grain this faint does not show its repeat."""


@functools.cache
def _speckle_tile() -> pygame.Surface:
    """One tile of the felt's grain: faint light and dark dots, a third of the cells (the same
    one for every tray, one picture of fixed size)."""
    rng = random.Random(1967)
    tile = pygame.Surface((SPECKLE_TILE, SPECKLE_TILE), pygame.SRCALPHA)
    for _ in range(SPECKLE_TILE * SPECKLE_TILE // 3):
        x, y = rng.randrange(SPECKLE_TILE), rng.randrange(SPECKLE_TILE)
        tile.set_at(
            (x, y),
            (255, 255, 255, rng.randint(4, 16)) if rng.random() < 0.5
            else (0, 0, 0, rng.randint(6, 22)),
        )
    return pygame.transform.scale(tile, (2 * SPECKLE_TILE, 2 * SPECKLE_TILE))


def _shadow_turns(sides: int) -> int:
    """How many times a die's outline repeats in a whole turn (its shadow's symmetry)."""
    return 4 if sides == 6 else 2 if sides in PRISMS else OUTLINE_SIDES[sides]


class _Resting:
    """A die of a throw not thrown yet, as ``TrayRenderer._die`` reads one (``DieView``)."""

    def __init__(self, die: DieLook, face: int | str, moving: bool) -> None:
        self.colour = die.colour
        self.face = face
        self.look = die.look
        self.sides = die.sides
        self.size = die.size
        self.moving = moving


class Cut(NamedTuple):
    """A sprite cut down to its pixels that show (a shadow's blur leaves wide transparent
    margins), and where the cut lies in the whole sprite: blitting it centred where the whole
    one would be sets exactly the same pixels, with fewer blended."""

    surface: pygame.Surface
    left: int
    top: int
    width: int
    height: int

    @classmethod
    def of(cls, sprite: pygame.Surface) -> Cut:
        area = sprite.get_bounding_rect()
        if not area.w or not area.h:
            area = pygame.Rect(0, 0, 1, 1)
        return cls(sprite.subsurface(area).copy(), area.x, area.y, *sprite.get_size())

    def blit_to(self, blit: Callable[..., object], x: float, y: float) -> None:
        """Blit with the whole sprite centred on (``x``, ``y``): its top-left truncated to
        whole pixels as ``Surface.blit`` truncates a position, then the cut's place in it."""
        blit(self.surface, (int(x - self.width / 2) + self.left,
                            int(y - self.height / 2) + self.top))


def faded(sprite: pygame.Surface, alpha: int) -> pygame.Surface:
    """``sprite`` with every pixel's alpha scaled by ``alpha`` (0-255) as a blit scales it
    for a surface's own alpha (``set_alpha``), rounded down as it does: the same pixels on
    screen, blended in one pass instead of two (a surface alpha over per-pixel alpha is
    the slow blit)."""
    scale = bytes(value * alpha // 255 for value in range(256))
    pixels = bytearray(pygame.image.tobytes(sprite, "RGBA"))
    pixels[3::4] = pixels[3::4].translate(scale)
    return pygame.image.frombytes(bytes(pixels), sprite.get_size(), "RGBA")


def _body(base_key: tuple, lift: int) -> tuple:
    """A sprite's key without its face: (colour, look, size, moving, faces' painter, lift)."""
    colour, _face, look, size, moving, painter = base_key
    return (colour, look, size, moving, painter, lift)


def _prepared(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """Convert to the display's pixel format when there is one: blits then take the fast path."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha() if alpha else surface.convert()
    return surface


def die_picture(
    colour: Colour, face: int | str, sides: int, size: int,
    face_renderer: FaceRenderer | None = None,
) -> pygame.Surface:
    """One resting die, unrotated, exactly as the tray paints it (bevel, shading, pips or
    label): boards draw their dice with it so a die looks the same everywhere. Cached."""
    global _AT_REST
    if _AT_REST is None:  # its own renderer: board sprites never evict a tray's cache
        _AT_REST = TrayRenderer(0, 0, 0, _BOARD_DICE)
    return _AT_REST.die_at_rest(colour, face, sides, size, face_renderer)


_AT_REST: TrayRenderer | None = None
