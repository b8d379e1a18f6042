"""True polyhedral dice (d3 to d20) drawn as shaded solids seen from above at a slight angle.

Why real geometry: a d10 should look like a pentagonal trapezohedron and a d12 like a dodecahedron
on every screen (tray, boards, cards), so each die is built from its 3D corners, its faces are
found as the convex hull, turned so one face (the d4: one corner) looks at the viewer, tipped a
little towards the camera, then every facet that faces us is painted with light from the upper
left. The value is written on the top face. Sprites are painted supersampled once per
(sides, value, size, colour) and cached, so drawing a die costs one blit.

The strange dice: a d3 is the cube with its number written (never pips, so it is never read as
a d6) over a small triangle, the mark of three; a d5 and a d7 are long prisms lying on a face
(``game.tray.prisms``), turned a little so one pointed end shows, their number on the top ridge.
"""

from __future__ import annotations

import itertools
import math
import time
from functools import cache

import pygame

import game.tray.prisms as prisms
from game.paths import asset
from game.tray.pips import PIPS
from game.tray.shading import (
    Colour,
    darker,
    gradient,
    ink_for,
    lighter,
    luminance,
    masked,
    mix,
)
from scenes.surface_cache import MB, pictures_memo
from scenes.text import render_font

KINDS = (3, 4, 5, 6, 7, 8, 10, 12, 20)
"""Die sizes drawn here."""
OUTLINE_RADIUS = {3: 0.7, 4: 0.68, 5: 0.52, 6: 0.7, 7: 0.52, 8: 0.6, 10: 0.62, 12: 0.64, 20: 0.62}
"""Radius of the drawn outline in die sizes (the tray's physics footprint for non-cubes; a long
prism's length fills the sprite's width)."""
_SUPERSAMPLE = 3
_TILT = {4: math.radians(12), 5: math.radians(24), 6: math.radians(20), 7: math.radians(24),
         8: math.radians(12), 10: math.radians(26), 12: math.radians(22), 20: math.radians(22)}
"""How far the camera leans: enough to show the near facets, little enough to read the top."""
_TWIST = {4: 0.0, 6: math.radians(36), 8: math.pi, 10: 0.0, 12: 0.0, 20: 0.0}
"""Turn about the line of sight after a corner of the top face is put straight up."""
_LIGHT = (-0.42, -0.62, 0.66)
"""Towards the light, in screen axes (x right, y down, z towards the viewer): upper left."""
_DIGITS = {3: 0.44, 4: 0.36, 5: 0.0, 6: 0.0, 7: 0.0, 8: 0.35, 10: 0.34, 12: 0.36, 20: 0.34}
"""Height of the value's digits in die sizes (at a 44 px die: 15-16 px; two digits 14-15)."""
_YAW = math.radians(16)
"""How far a long prism is turned about the screen's vertical: one pointed end shows."""

Vec = tuple[float, float, float]


# ------------------------------------------------------------------------------ geometry


def _sub(a: Vec, b: Vec) -> Vec:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _cross(a: Vec, b: Vec) -> Vec:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _unit(a: Vec) -> Vec:
    n = math.sqrt(_dot(a, a)) or 1.0
    return (a[0] / n, a[1] / n, a[2] / n)


def _corners(sides: int) -> list[Vec]:
    """The corners of each solid, centred on the origin."""
    phi = (1 + math.sqrt(5)) / 2
    if sides in prisms.PRISMS:
        return prisms.corners(sides)
    if sides == 4:
        return [(1, 1, 1), (1, -1, -1), (-1, 1, -1), (-1, -1, 1)]
    if sides == 6:
        return [(x, y, z) for x, y, z in itertools.product((-1, 1), repeat=3)]
    if sides == 8:
        return [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)]
    if sides == 10:
        # Pentagonal trapezohedron: two apexes and a zigzag ring; the apex height keeps each
        # kite flat (apex, upper, lower, upper corners in one plane).
        a = 0.16
        c36 = math.cos(math.radians(36))
        h = a * (1 + c36) / (1 - c36)
        ring = [
            (math.cos(math.radians(36 * k)), math.sin(math.radians(36 * k)),
             a if k % 2 == 0 else -a)
            for k in range(10)
        ]
        return [(0, 0, h), (0, 0, -h), *ring]
    if sides == 12:
        out: list[Vec] = [(x, y, z) for x, y, z in itertools.product((-1, 1), repeat=3)]
        for s, t in itertools.product((-1, 1), repeat=2):
            out += [(0, s / phi, t * phi), (s / phi, t * phi, 0), (s * phi, 0, t / phi)]
        return out
    if sides == 20:
        out = []
        for s, t in itertools.product((-1, 1), repeat=2):
            out += [(0, s, t * phi), (s, t * phi, 0), (t * phi, 0, s)]
        return out
    raise ValueError(f"no solid with {sides} sides")


def _hull(points: list[Vec]) -> list[tuple[Vec, list[Vec]]]:
    """Faces of the convex hull as (outward normal, corners in order). Brute force over corner
    triples: the solids have at most 20 corners and are built once (the arithmetic is written
    out, and a face already found is skipped before the corners are checked against it: the
    first time a kind is shown, this ran on the frame)."""
    faces: list[tuple[Vec, list[Vec]]] = []
    found: set[Vec] = set()  # the faces' normals, rounded (one face comes from many triples)
    for a, b, c in itertools.combinations(points, 3):
        ux, uy, uz = b[0] - a[0], b[1] - a[1], b[2] - a[2]
        vx, vy, vz = c[0] - a[0], c[1] - a[1], c[2] - a[2]
        nx, ny, nz = uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx
        length = math.sqrt(nx * nx + ny * ny + nz * nz)
        if length * length < 1e-9:
            continue
        nx, ny, nz = nx / length, ny / length, nz / length
        level = nx * a[0] + ny * a[1] + nz * a[2]
        if level < 0:
            nx, ny, nz, level = -nx, -ny, -nz, -level
        seen = (round(nx, 6), round(ny, 6), round(nz, 6))
        if seen in found:
            continue
        top = level + 1e-6
        if any(nx * x + ny * y + nz * z > top for x, y, z in points):
            continue
        normal = (nx, ny, nz)
        found.add(seen)
        on = [p for p in points if abs(_dot(normal, p) - level) < 1e-6]
        cx, cy, cz = (sum(p[i] for p in on) / len(on) for i in range(3))
        centre = (cx, cy, cz)
        u = _unit(_sub(on[0], centre))
        v = _cross(normal, u)
        on.sort(key=lambda p: math.atan2(_dot(_sub(p, centre), v), _dot(_sub(p, centre), u)))
        faces.append((normal, on))
    return faces


def _rotation_to_viewer(direction: Vec) -> list[Vec]:
    """Rows of a rotation taking ``direction`` to +z (towards the viewer)."""
    d = _unit(direction)
    helper = (0.0, 1.0, 0.0) if abs(d[1]) < 0.9 else (1.0, 0.0, 0.0)
    x = _unit(_cross(helper, d))
    y = _cross(d, x)
    return [x, y, d]


def _apply(rows: list[Vec], p: Vec) -> Vec:
    return (_dot(rows[0], p), _dot(rows[1], p), _dot(rows[2], p))


@cache
def _prism_view(sides: int) -> tuple[tuple[tuple[Vec, tuple[Vec, ...]], ...], Vec]:
    """A long prism as ``_posed`` gives solids, and where its number goes: (x, y) of the top
    ridge's middle, moved down to halfway across the drawn body so the digits stay inside it,
    and the height of the drawn body (all in outline radii).

    It lies on face 0 with its axis along the screen's x, turned by ``_YAW`` about the screen's
    vertical (its right end comes into view) and leaned like the other solids."""
    cy, sy = math.cos(_YAW), math.sin(_YAW)
    ct, st = math.cos(_TILT[sides]), math.sin(_TILT[sides])

    def lean(p: Vec) -> Vec:
        # The prism's z is up from the table: towards the viewer; its y is the screen's.
        x, y, z = p[0] * cy - p[2] * sy, p[1], p[0] * sy + p[2] * cy
        return (x, y * ct - z * st, y * st + z * ct)

    axis = lean((1.0, 0.0, 0.0))
    level = -math.atan2(axis[1], axis[0])  # then turned in the picture so the axis is level
    cl, sl = math.cos(level), math.sin(level)

    def pose(p: Vec) -> Vec:
        x, y, z = lean(p)
        return (x * cl - y * sl, x * sl + y * cl, z)

    posed = [(pose(n), tuple(pose(p) for p in f)) for n, f in _hull(_corners(sides))]
    radius = max(math.hypot(p[0], p[1]) for _, f in posed for p in f)
    posed = [(n, tuple((p[0] / radius, p[1] / radius, p[2] / radius) for p in f))
             for n, f in posed]
    posed.sort(key=lambda face: -face[0][2])
    ridge = pose((0.0, 0.0, max(p[2] for p in _corners(sides))))
    ys = [p[1] for _, f in posed for p in f]
    return tuple(posed), (ridge[0] / radius, (min(ys) + max(ys)) / 2, max(ys) - min(ys))


def prism_size(size: float) -> int:
    """The ``solid`` size whose long prism is as long as a tray prism of die ``size``."""
    return round(size * (prisms.BODY + 2 * prisms.TIP) / (2 * OUTLINE_RADIUS[5]))


@cache
def _posed(sides: int) -> tuple[tuple[Vec, tuple[Vec, ...]], ...]:
    """The solid turned to face the viewer and tipped by the camera's lean, scaled so that its
    drawn outline has radius 1; the first face is the top face (for the d4: the corner)."""
    if sides in prisms.PRISMS:
        return _prism_view(sides)[0]
    corners = _corners(sides)
    faces = _hull(corners)
    if sides == 4:
        up = _unit(corners[0])
    else:
        up = faces[0][0]
        if sides == 10:  # a kite with its apex at the top, as a d10 lies on the table
            up = next(n for n, f in faces if any(p == corners[0] for p in f))
    rows = _rotation_to_viewer(up)
    top_face = next(f for n, f in faces if n == up) if sides != 4 else corners[1:]
    anchor = _apply(rows, corners[0] if sides == 10 else top_face[0])
    # Put the anchor corner straight up on screen (y down), then add the kind's twist.
    twist = -math.pi / 2 - math.atan2(anchor[1], anchor[0]) + _TWIST[sides]
    tilt = _TILT[sides]
    ct, st, cw, sw = math.cos(tilt), math.sin(tilt), math.cos(twist), math.sin(twist)

    def pose(p: Vec) -> Vec:
        x, y, z = _apply(rows, p)
        x, y = x * cw - y * sw, x * sw + y * cw
        return (x, y * ct - z * st, y * st + z * ct)

    posed = [(pose(n), tuple(pose(p) for p in f)) for n, f in faces]
    radius = max(math.hypot(p[0], p[1]) for _, f in posed for p in f)
    posed = [(n, tuple((p[0] / radius, p[1] / radius, p[2] / radius) for p in f))
             for n, f in posed]
    posed.sort(key=lambda face: -face[0][2])
    return tuple(posed)


_UNPOSED = [sides for sides in KINDS if sides != 3]  # a d3 is drawn as the cube


def pose_ahead(budget: float) -> None:
    """Work out the poses of solids not posed yet, starting no new one after ``budget``
    seconds (a frame's spare time). Why: a pose is worked out once per run, its hull by brute
    force (several ms for a d12), and the first throw or pool showing a kind paid for it on
    the frame it appeared."""
    end = time.thread_time() + budget
    while _UNPOSED and time.thread_time() < end:
        _posed(_UNPOSED.pop())


# ------------------------------------------------------------------------------ painting

_fonts: dict[int, pygame.font.Font] = {}


def _font(digit_height: int) -> pygame.font.Font:
    """A heavy face whose digits are ``digit_height`` px tall (measured, not guessed)."""
    font = _fonts.get(digit_height)
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        try:
            probe = pygame.font.Font(str(asset("fonts", "Lato-Black.ttf")), 100)
            path: str | None = str(asset("fonts", "Lato-Black.ttf"))
        except (FileNotFoundError, OSError):
            probe, path = pygame.font.Font(None, 100), None
        ratio = render_font(probe, "8", (0, 0, 0)).get_bounding_rect().h / 100
        font = pygame.font.Font(path, max(8, round(digit_height / ratio)))
        _fonts[digit_height] = font
    return font


def reset_solids() -> None:
    """Forget cached sprites and fonts (fonts die with ``pygame.quit()``)."""
    _fonts.clear()
    _solid.cache_clear()
    _painted.cache_clear()
    _pair.cache_clear()


def _face_colour(body: Colour, normal: Vec) -> Colour:
    light = _dot(normal, _unit(_LIGHT))
    t = max(0.0, min(1.0, light))
    shade = darker(body, 0.5 * (1 - t) ** 1.3)
    return lighter(shade, 0.28 * max(0.0, t - 0.75) / 0.25) if t > 0.75 else shade


def solid(sides: int, value: int | str | None, size: int, colour: Colour) -> pygame.Surface:
    """A die of ``sides`` showing ``value`` (None: blank), ``size`` px across like a tray die.

    The sprite is ``size + 4`` px square with the die's centre in its middle (a d100, the pair
    of percentile d10s side by side, is ``PAIR_WIDTH`` times wider). A d10's value may be the
    tens die's "00"-"90". Cached."""
    if sides == D100:
        return _pair(None if value is None else int(value), max(8, int(size)), tuple(colour))
    return _solid(sides, value, max(8, int(size)), tuple(colour))


D100 = 100
PAIR_WIDTH = 1.5
"""A d100's picture is this many die sizes wide: its two d10s, each ``PAIR_DIE`` of a size."""
PAIR_DIE = 0.8
PAIR_DIGITS = 1.3
"""The pair's numbers are written larger than a lone d10's: each die is smaller than the
picture's size, and the numbers are what tells a d100 at a glance."""


@pictures_memo(8 * MB)
def _pair(value: int | None, size: int, colour: Colour) -> pygame.Surface:
    """A d100 as players hold it: a tens d10 (left, a little behind) beside a units d10, reading
    ``value`` the percentile way (100 is 00 and 0)."""
    tens, units = (None, None) if value is None else (f"{value // 10 % 10}0", value % 10)
    die = max(8, round(size * PAIR_DIE))
    sprite = pygame.Surface((round(size * PAIR_WIDTH) + 4, size + 4), pygame.SRCALPHA)
    w, h = sprite.get_size()
    left = _solid(10, tens, die, colour, PAIR_DIGITS)
    right = _solid(10, units, die, colour, PAIR_DIGITS)
    shift = size * (PAIR_WIDTH - PAIR_DIE) / 2
    sprite.blit(left, left.get_rect(center=(round(w / 2 - shift), round(h / 2 - size * 0.08))))
    sprite.blit(right, right.get_rect(center=(round(w / 2 + shift), round(h / 2 + size * 0.08))))
    return sprite


def top_centre(sides: int, size: int) -> tuple[float, float]:
    """Where the value is written, relative to the sprite's centre (for overlays)."""
    anchor = _label_anchor(sides)
    r = OUTLINE_RADIUS[sides] * size
    return (anchor[0] * r, anchor[1] * r)


def _label_anchor(sides: int) -> tuple[float, float]:
    if sides == 3:
        sides = 6
    if sides in prisms.PRISMS:
        ridge = _prism_view(sides)[1]
        return (ridge[0], ridge[1])
    faces = _posed(sides)
    corners = faces[0][1]
    x = sum(p[0] for p in corners) / len(corners)
    y = sum(p[1] for p in corners) / len(corners)
    return (x, y)


@pictures_memo(24 * MB)
def _solid(sides: int, value: int | str | None, size: int, colour: Colour,
           digits: float = 1.0) -> pygame.Surface:
    if sides not in KINDS:
        raise ValueError(f"no solid with {sides} sides")
    if sides == 6 and value in PIPS:
        return _painted(sides, value, size, colour)
    # Numbered faces share one blank body per colour: a new value costs only its label, so a
    # tumbling die showing new faces never stalls a frame. A d3 is the cube's body.
    sprite = _painted(6 if sides == 3 else sides, None, size, colour).copy()
    if value is not None:
        _label(sprite, sides, value, size, colour, digits)
    return sprite


@pictures_memo(16 * MB)
def _painted(sides: int, pips: int | None, size: int, colour: Colour) -> pygame.Surface:
    """The shaded body, supersampled and scaled down (with a cube's pips when given)."""
    k = _SUPERSAMPLE
    span = size + 4
    big = span * k
    centre = big / 2
    radius = OUTLINE_RADIUS[sides] * size * k
    faces = _posed(sides)
    sprite = pygame.Surface((big, big), pygame.SRCALPHA)
    edge = darker(colour, 0.55 if luminance(colour) > 0.4 else 0.3)
    line = max(1, round(k * size / 44))

    def screen(p: Vec) -> tuple[float, float]:
        return (centre + p[0] * radius, centre + p[1] * radius)

    visible = [(n, f) for n, f in faces if n[2] > 1e-3 and len(f) >= 3]
    outline: list[tuple[float, float]] = []
    for normal, corners in visible:
        pts = [screen(p) for p in corners]
        outline += pts
        pygame.draw.polygon(sprite, (*_face_colour(colour, normal), 255), pts)
    # The d4 stands on a face with a corner up: its nearest facet carries the value, unshaded.
    top_corners = visible[0][1] if sides != 4 else None
    if top_corners is not None:
        pts = [screen(p) for p in top_corners]
        sheen = gradient((big, big), lighter(colour, 0.22), darker(colour, 0.06))
        sprite.blit(masked(sheen, lambda m: pygame.draw.polygon(m, (255,) * 4, pts)), (0, 0))
    for _normal, corners in visible:
        pts = [screen(p) for p in corners]
        pygame.draw.polygon(sprite, (*mix(edge, colour, 0.35), 255), pts, width=line)
    if top_corners is not None:  # a glint along the top face's lit edges
        pts = [screen(p) for p in top_corners]
        for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
            mid_x, mid_y = (a[0] + b[0]) / 2 - centre, (a[1] + b[1]) / 2 - centre
            if mid_x * _LIGHT[0] + mid_y * _LIGHT[1] > 0:
                pygame.draw.line(sprite, (*lighter(colour, 0.55), 255), a, b, line)
    hull = _convex(outline)
    pygame.draw.polygon(sprite, (*edge, 255), hull, width=max(1, round(line * 1.5)))
    if pips is not None:
        _pips(sprite, faces[0][1], pips, screen, colour)
    return pygame.transform.smoothscale(sprite, (span, span))


def _convex(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """2D convex hull (monotone chain) of the drawn corners: the die's silhouette."""
    pts = sorted(set((round(x, 2), round(y, 2)) for x, y in points))
    if len(pts) < 3:
        return pts

    def turn(o, a, b) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and turn(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and turn(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _pips(sprite, corners, value, screen, colour: Colour) -> None:
    """Engraved pips on the cube's top face, placed in the face's own (tilted) frame."""
    a, b, _, d = corners
    origin = tuple((corners[0][i] + corners[2][i]) / 2 for i in range(3))
    u = tuple((b[i] - a[i]) / 2 for i in range(3))
    v = tuple((d[i] - a[i]) / 2 for i in range(3))
    ox, oy = screen(origin)
    ux, uy = screen(u)[0] - screen((0, 0, 0))[0], screen(u)[1] - screen((0, 0, 0))[1]
    vx, vy = screen(v)[0] - screen((0, 0, 0))[0], screen(v)[1] - screen((0, 0, 0))[1]
    side = math.sqrt(abs(ux * vy - uy * vx)) * 2
    light = luminance(colour) > 0.55
    red_one = value == 1 and light
    ink = (178, 32, 36) if red_one else ink_for(colour)
    r = side * (0.13 if red_one else 0.09)
    for px, py in PIPS[value]:
        cx = ox + 0.55 * (px * ux + py * vx)
        cy = oy + 0.55 * (px * uy + py * vy)
        rim = lighter(colour, 0.5) if light else darker(colour, 0.35)
        pygame.draw.circle(sprite, (*rim, 255), (cx + side * 0.012, cy + side * 0.014), r * 1.06)
        pygame.draw.circle(sprite, (*darker(ink, 0.35), 255), (cx, cy), r)
        pygame.draw.circle(sprite, (*ink, 255), (cx + side * 0.008, cy + side * 0.008), r * 0.8)


def _label(sprite: pygame.Surface, sides: int, value: int | str, size: int,
           colour: Colour, digits: float = 1.0) -> None:
    """The value on the top face, ringed by a thin halo in the die's colour so facet edges never
    cut through it; 6 and 9 underlined."""
    ink = ink_for(colour)
    text = str(value)
    height = max(6, round(size * _DIGITS[sides] * digits * (0.92 if len(text) > 1 else 1.0)))
    if sides in prisms.PRISMS:  # digits as tall as the long die's drawn body allows
        height = max(6, round(size * OUTLINE_RADIUS[sides] * _prism_view(sides)[1][2] * 0.68))
    font = _font(height)
    ax, ay = _label_anchor(sides)
    r = OUTLINE_RADIUS[sides] * size
    span = sprite.get_width()
    cx, cy = span / 2 + ax * r, span / 2 + ay * r + 1
    if sides == 3:
        cy -= size * 0.06
        d3_mark(sprite, (cx, cy + height * 0.5 + size * 0.1), size, ink)
    halo = mix(colour, ink, 0.12)
    ring = render_font(font, text, halo)
    art = render_font(font, text, ink)
    rect = art.get_rect(center=(round(cx), round(cy)))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1), (-1, -1), (1, -1), (-1, 1)):
        sprite.blit(ring, rect.move(dx, dy))
    sprite.blit(art, rect)
    if text in ("6", "9"):
        y = rect.bottom - max(1, size // 14)
        pygame.draw.line(sprite, ink, (rect.left + 2, y), (rect.right - 3, y), max(1, size // 22))


def d3_mark(sprite: pygame.Surface, centre: tuple[float, float], size: int, ink: Colour) -> None:
    """A small triangle under a d3's number, the mark of three: a cube showing a number is a
    d3 even to someone who never saw one (left out below 28 px, where it would be a smudge)."""
    if size < 28:
        return
    half = size * 0.075
    x, y = centre
    points = [(x, y - half * 0.9), (x + half, y + half * 0.75), (x - half, y + half * 0.75)]
    pygame.draw.polygon(sprite, ink, points)
