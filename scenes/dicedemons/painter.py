"""The Dice Demons board picture: island, water, land rings, bridges, wall marks and walls.

Painting dozens of sector polygons is far too slow for every frame, so the static board
(background, bands, spaces, marks, numbers) is painted once per layout and kept; each bridge and
each wall is painted over it as a part of the board's picture (``bridge_bounds``,
``wall_bounds``: everything it touches), again only when it moves or changes
(``scenes.dicedemons.drawing``). The set-up preview uses the same functions on a small surface,
so the preview is the board the game will use.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

import scenes.theme as theme
from engine.dicedemons.geometry import ISLAND, LAND, WATER
from scenes.dicedemons.layout import RingLayout
from scenes.dicedemons.pieces import Colour, hunter_sprite, seat_colour
from scenes.surface_cache import MB, SurfaceCache

WATER_DEEP = (24, 58, 92)
WATER_RIPPLE = (40, 84, 122)
LAND_A = (72, 94, 60)
LAND_B = (82, 106, 66)
LAND_EDGE = (38, 50, 32)
MARK_TINT = (88, 100, 76)
MARK_LINE = (196, 190, 170)
SAND_A = (196, 166, 108)
SAND_B = (182, 152, 98)
SAND_EDGE = (110, 84, 50)
WOOD = (146, 100, 58)
WOOD_DARK = (86, 56, 30)
WOOD_LIGHT = (176, 128, 80)
STONE = (150, 144, 136)
STONE_DARK = (62, 58, 56)


def _poly(surface: pygame.Surface, colour: tuple[int, ...], points: Sequence[tuple[float, float]],
          width: int = 0) -> None:
    if len(points) >= 3:
        pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in points], width)


def paint_static(surface: pygame.Surface, layout: RingLayout, labels: bool = True,
                 start_seats: Sequence[int] = ()) -> None:
    """Bands, spaces, marks and space numbers (everything that never moves)."""
    geo = layout.geo
    cx, cy = int(layout.centre[0]), int(layout.centre[1])
    outer = int(layout.radius_px)
    pygame.draw.circle(surface, (8, 6, 12), (cx + 3, cy + 5), outer + 6)
    pygame.draw.circle(surface, (58, 44, 70), (cx, cy), outer + 5)
    for band in reversed(geo.bands):
        if band.kind == WATER:
            pygame.draw.circle(surface, WATER_DEEP, (cx, cy), int(band.r1 * layout.unit))
    for band in geo.bands:
        if band.kind == WATER:
            width_px = (band.r1 - band.r0) * layout.unit
            ripples = max(1, int(width_px / 14))
            for k in range(ripples):
                r = (band.r0 + (band.r1 - band.r0) * (k + 0.5) / ripples) * layout.unit
                _ripple(surface, layout, r, k)
    for sp in geo.spaces:
        if sp.kind == LAND:
            base = LAND_A if sp.index % 2 == 0 else LAND_B
            if sp.marked:
                base = MARK_TINT
            _poly(surface, base, layout.sector(sp.a0, sp.a1, sp.r0, sp.r1))
            _poly(surface, LAND_EDGE, layout.sector(sp.a0, sp.a1, sp.r0, sp.r1), 1)
        elif sp.kind == ISLAND:
            base = SAND_A if sp.index % 2 == 0 else SAND_B
            _poly(surface, base, layout.sector(sp.a0, sp.a1, 0, sp.r1))
            _poly(surface, SAND_EDGE, layout.sector(sp.a0, sp.a1, 0, sp.r1), 1)
    for sp in geo.spaces:
        if sp.marked:
            _mark(surface, layout, sp.id)
    pygame.draw.circle(surface, SAND_EDGE, (cx, cy), int(geo.settings.island_radius
                                                          * layout.unit), 2)
    if labels:
        _numbers(surface, layout)
    for seat, wedge in enumerate(start_seats):
        angle, radius = geo.centre(wedge)
        sprite = hunter_sprite(seat, max(8, int(layout.token(wedge) * 0.75)))
        surface.blit(sprite, sprite.get_rect(center=layout.to_screen(angle, radius)))


def _ripple(surface: pygame.Surface, layout: RingLayout, radius_px: float, k: int) -> None:
    """Broken concentric strokes: reads as water without costing a texture."""
    cx, cy = layout.centre
    steps = max(12, int(radius_px / 9))
    for i in range(steps):
        if (i + k) % 3 == 0:
            continue
        a0 = 2 * math.pi * i / steps
        a1 = a0 + 2 * math.pi / steps * 0.7
        p0 = (cx + radius_px * math.sin(a0), cy - radius_px * math.cos(a0))
        p1 = (cx + radius_px * math.sin(a1), cy - radius_px * math.cos(a1))
        pygame.draw.line(surface, WATER_RIPPLE, p0, p1, 1)


def _mark(surface: pygame.Surface, layout: RingLayout, space: int) -> None:
    """A dashed stone outline: "a wall may be built here"."""
    points = layout.space_outline(space, inset=max(2.0, 3 * layout.scale))
    n = len(points)
    for i in range(n):
        if i % 2 == 0:
            a, b = points[i], points[(i + 1) % n]
            pygame.draw.line(surface, MARK_LINE, a, b, max(1, int(2 * layout.scale)))


def _numbers(surface: pygame.Surface, layout: RingLayout) -> None:
    """Small space numbers (the log names spaces "ring 2 space 5"), only where they fit."""
    geo = layout.geo
    for sp in geo.spaces:
        if sp.kind != LAND:
            continue
        radial, arc = layout.span_px(sp.id)
        size = int(min(radial * 0.2, arc * 0.3, 12 * layout.scale))
        if size < 8:
            continue
        label = theme.render(str(sp.index + 1), size, (200, 210, 180), "bold")
        label.set_alpha(150)
        x, y = layout.to_screen(sp.a0 + (sp.a1 - sp.a0) * 0.5, sp.r1 - (sp.r1 - sp.r0) * 0.12)
        surface.blit(label, label.get_rect(center=(int(x), int(y))))


def paint_bridges(surface: pygame.Surface, layout: RingLayout,
                  offsets: tuple[float, ...]) -> None:
    """Wooden bridges where ``offsets`` put them (planks across, rails along the sides)."""
    geo = layout.geo
    for ids in geo.bridges:
        for bridge in ids:
            _bridge(surface, layout, bridge, offsets)


def _bridge(surface: pygame.Surface, layout: RingLayout, bridge: int,
            offsets: tuple[float, ...], shift: tuple[int, int] = (0, 0)) -> None:
    """``shift``: subtracted from every point (a picture of the bridge alone, its corner
    there on the screen)."""
    a0, a1, r0, r1 = _bridge_span(layout, bridge, offsets)
    sx, sy = shift

    def at(angle: float, radius: float) -> tuple[float, float]:
        x, y = layout.to_screen(angle, radius)
        return x - sx, y - sy

    outline = [(x - sx, y - sy) for x, y in layout.sector(a0, a1, r0, r1)]
    _poly(surface, (10, 20, 34), [(x + 2, y + 3) for x, y in outline])
    _poly(surface, WOOD, outline)
    planks = max(2, int((r1 - r0) * layout.unit / 9))
    for k in range(1, planks):
        r = r0 + (r1 - r0) * k / planks
        pygame.draw.line(surface, WOOD_DARK, at(a0, r), at(a1, r), 1)
    width = max(2, int(3 * layout.scale))
    for a in (a0, a1):
        pygame.draw.line(surface, WOOD_LIGHT, at(a, r0), at(a, r1), width)
    _poly(surface, WOOD_DARK, outline, 1)


_bridge_pictures: SurfaceCache[tuple[pygame.Surface, tuple[int, int]]] = SurfaceCache(
    6 * MB, "Dice Demons bridges")


def _bridge_picture(layout: RingLayout, bridge: int, offsets: tuple[float, ...]
                    ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A bridge alone on a transparent picture, and where its corner goes: painted the same
    way and every colour of it opaque, so blitted it is the bridge painted in place. Its
    corner is at even coordinates: points are rounded half to even, which a shift by an even
    number of pixels leaves as they were."""
    a0, a1, r0, r1 = _bridge_span(layout, bridge, offsets)
    key = (bridge, a0, a1, r0, r1, layout.unit, layout.centre, layout.scale,
           layout.geo.settings)
    found = _bridge_pictures.get(key)
    if found is not None:
        return found
    bounds = bridge_bounds(layout, bridge, offsets)
    left, top = bounds.left - bounds.left % 2, bounds.top - bounds.top % 2
    picture = pygame.Surface((bounds.right - left, bounds.bottom - top), pygame.SRCALPHA)
    _bridge(picture, layout, bridge, offsets, (left, top))
    return _bridge_pictures.put(key, (picture, (left, top)))


def _bridge_span(layout: RingLayout, bridge: int,
                 offsets: tuple[float, ...]) -> tuple[float, float, float, float]:
    """The angles and radii a bridge's planks span (a little inside its space's angles and
    a little over the land either side)."""
    sp = layout.geo.spaces[bridge]
    a0, a1 = layout.geo.angles(bridge, offsets)
    overlap = 3 / layout.unit
    span = a1 - a0
    return a0 + span * 0.08, a1 - span * 0.08, sp.r0 - overlap, sp.r1 + overlap


def _arc(surface: pygame.Surface, colour: Colour, layout: RingLayout, a0: float, a1: float,
         r: float, width: int = 1) -> None:
    steps = max(2, int(math.radians(a1 - a0) * r * layout.unit / 8))
    points = [layout.to_screen(a0 + (a1 - a0) * k / steps, r) for k in range(steps + 1)]
    pygame.draw.lines(surface, colour, False, points, width)


def _blend(a: Colour, b: Colour, t: float) -> Colour:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t),
            int(a[2] + (b[2] - a[2]) * t))


def paint_walls(surface: pygame.Surface, layout: RingLayout, walls: Sequence[int]) -> None:
    """Every wall standing (``walls``: each space's owner, -1 for none)."""
    for space, owner in enumerate(walls):
        if owner >= 0:
            paint_wall(surface, layout, space, owner)


def paint_wall(surface: pygame.Surface, layout: RingLayout, space: int, owner: int) -> None:
    """A raised stone wall tinted with its owner's colour, edged in it, with brick courses:
    nothing else on the board has that texture, so a wall never reads as a mere mark."""
    colour = seat_colour(owner)
    inset = max(2.0, 3 * layout.scale)
    outline = layout.space_outline(space, inset=inset)
    _poly(surface, (12, 10, 14), [(x + 2, y + 3) for x, y in outline])
    _poly(surface, _blend(STONE, colour, 0.38), outline)
    sp = layout.geo.spaces[space]
    pad = inset / layout.unit
    a0, a1 = sp.a0 + 0.01, sp.a1 - 0.01
    r0, r1 = sp.r0 + pad, sp.r1 - pad
    rows = 3
    mortar = _blend(STONE_DARK, colour, 0.25)
    line = max(1, int(2 * layout.scale))
    for k in range(1, rows):
        _arc(surface, mortar, layout, a0, a1, r0 + (r1 - r0) * k / rows, line)
    for k in range(rows):
        r_lo = r0 + (r1 - r0) * k / rows
        r_hi = r0 + (r1 - r0) * (k + 1) / rows
        for f in ((0.5,) if k % 2 else (0.25, 0.75)):
            a = a0 + (a1 - a0) * f
            pygame.draw.line(surface, mortar, layout.to_screen(a, r_lo),
                             layout.to_screen(a, r_hi), line)
    _poly(surface, colour, outline, max(3, int(4 * layout.scale)))


_bounds: dict[tuple, pygame.Rect] = {}
"""``wall_bounds`` and ``bridge_bounds`` worked out (each an outline of dozens of points) by
what they depend on: asked for every wall and bridge on every frame the board is mended."""
BOUNDS_KEPT = 512
"""Rectangles kept at most (a hundred bytes or so each): a layout's walls and bridges, those
of a turn's frames included, and of a few layouts; beyond it they are all forgotten."""


def _kept_bounds(key: tuple, layout: RingLayout, work: Callable[[], pygame.Rect]
                 ) -> pygame.Rect:
    key = (*key, layout.unit, layout.centre, layout.scale, layout.geo.settings)
    found = _bounds.get(key)
    if found is None:
        if len(_bounds) >= BOUNDS_KEPT:
            _bounds.clear()
        found = _bounds[key] = work()
    return pygame.Rect(found)


def wall_bounds(layout: RingLayout, space: int) -> pygame.Rect:
    """Everything ``paint_wall`` may touch on ``space`` (its shadow and edge included)."""
    inset = max(2.0, 3 * layout.scale)
    return _kept_bounds(("wall", space), layout, lambda: _around(
        layout.space_outline(space, inset=inset), max(3, int(4 * layout.scale))))


def bridge_bounds(layout: RingLayout, bridge: int, offsets: tuple[float, ...]) -> pygame.Rect:
    """Everything ``_bridge`` may touch for ``bridge`` where ``offsets`` put it."""
    a0, a1, r0, r1 = _bridge_span(layout, bridge, offsets)
    return _kept_bounds(("bridge", a0, a1, r0, r1), layout, lambda: _around(
        layout.sector(a0, a1, r0, r1), max(2, int(3 * layout.scale))))


def paint_bridge(surface: pygame.Surface, layout: RingLayout, bridge: int,
                 offsets: tuple[float, ...]) -> None:
    """One bridge where ``offsets`` put it: standing in its place, a kept picture of it
    (its polygons were most of a frame mended where a piece passes over a bridge); while
    its moat turns, painted there (each frame a new place)."""
    ring = next(i for i, ids in enumerate(layout.geo.bridges) if bridge in ids)
    if not float(offsets[ring]).is_integer():
        _bridge(surface, layout, bridge, offsets)
        return
    picture, corner = _bridge_picture(layout, bridge, offsets)
    surface.blit(picture, corner)


def _around(points: Sequence[tuple[float, float]], width: int) -> pygame.Rect:
    """A rectangle holding a polygon through ``points`` stroked ``width`` wide, and its
    shadow (drawn 2 right and 3 down)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    pad = width + 2
    left, top = math.floor(min(xs)) - pad, math.floor(min(ys)) - pad
    return pygame.Rect(left, top, math.ceil(max(xs)) + pad + 3 - left,
                       math.ceil(max(ys)) + pad + 4 - top)


class BoardPainter:
    """Keeps the still board (background, rings, marks, labels) the size of the window, painted
    once per layout: the bridges, walls and pieces are painted over it by parts
    (``scenes.dicedemons.drawing``)."""

    def __init__(self) -> None:
        self._static_key: tuple = ()
        self._static: pygame.Surface | None = None

    def static_key(self) -> tuple:
        """What the still board last painted shows (its size, the layout, the settings)."""
        return self._static_key

    def static(self, size: tuple[int, int], layout: RingLayout) -> pygame.Surface:
        key = (size, layout.centre, layout.unit, layout.geo.settings)
        if key != self._static_key or self._static is None:
            surface = self._static
            if surface is None or surface.get_size() != tuple(size):
                self._static = surface = None  # the old size's memory goes first
                surface = pygame.Surface(size)
            theme.draw_background(surface)
            paint_static(surface, layout)
            self._static_key, self._static = key, surface
        return self._static


_highlights: SurfaceCache[tuple[pygame.Surface, tuple[int, int]]] = SurfaceCache(
    4 * MB, "Dice Demons highlights")


def highlight(layout: RingLayout, space: int, offsets: tuple[float, ...],
              colour: tuple[int, int, int], strong: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    """A translucent fill and outline of one space, cached (blitted every frame)."""
    key = (space, offsets, colour, strong, layout.unit, layout.centre, layout.geo.settings)
    found = _highlights.get(key)
    if found is not None:
        return found
    points = layout.space_outline(space, offsets, inset=1.5)
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, top = int(min(xs)) - 3, int(min(ys)) - 3
    w, h = int(max(xs)) - left + 4, int(max(ys)) - top + 4
    sprite = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    local = [(x - left, y - top) for x, y in points]
    _poly(sprite, (*colour, 90 if strong else 44), local)
    _poly(sprite, (*colour, 255 if strong else 170), local, 3 if strong else 2)
    return _highlights.put(key, (sprite, (left, top)))
