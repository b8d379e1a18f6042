"""A Daemon Dice die as the mat shows it: the tray's shaded solid in its breed's colours.

Why reuse the tray's painter: a die must look the same in the tray, on the mat and on the hover
card (ux.md, "dice look the same everywhere"). The tray paints a bevelled, shaded cube in any
plastic colour and puts a face picture on it; here the picture is our face icon drawn in the
breed's ink, so a Frost die is blue with yellow symbols wherever it appears.

Looks (``LOOKS``) tell a die's condition by shape as well as by shade: "ready" (a rolled face
still to use), "idle" (not rolled: its body part, dimmed), "used" (a face already spent, dimmed),
"stunned" (greyed, with a star badge), "wounded" (darkened, crossed by a crack, with a drop
badge). ``ghost`` draws the dashed outline left where a die was while the player decides.
"""

from __future__ import annotations

import math

import pygame

import scenes.daemondice.icons as icons
from engine.daemondice.breeds import FIRE, FROST, ROT
from game.tray.render import TrayRenderer
from scenes.daemondice.palette import flesh, ink
from scenes.surface_cache import MB, SurfaceCache

LOOKS = ("ready", "idle", "used", "stunned", "wounded")
BREED_MARKS: dict[str, str] = {FROST: "flake", ROT: "spores", FIRE: "flame"}
"""A small shape in each die's bottom-left corner naming its breed, so a breed (which the rules
count) is never told by colour alone. (Not a drop for Rot: a drop is the wound badge.)"""
MARK_MIN_SIZE = 24
"""Dice drawn smaller than this (pixels) carry no breed mark: it would cover the face."""

_PAINTER = TrayRenderer(1, 1, 0)
"""The tray's own painter (its floor is never painted: only its die sprites are used)."""
CACHE_BUDGET = 16 * MB
_cache: SurfaceCache[pygame.Surface] = SurfaceCache(CACHE_BUDGET, "Daemon Dice dice")


def _paint(face: str, breed: str, size: int) -> pygame.Surface:
    """The tray's die sprite (size + 4 pixels square, the die centred) with our icon in ink."""
    colour = ink(breed)

    def renderer(f: object, s: int) -> pygame.Surface:
        return icons.icon(str(f), s, colour)

    # the tray's painter is reused on purpose (same bevel, shading and glint as a thrown die)
    return _PAINTER._paint_die(flesh(breed), face, 6, size, renderer)


def die_sprite(part: str, breed: str, face: str | None, size: int,
               look: str = "ready") -> pygame.Surface:
    """One die ``size`` pixels square (transparent corners) showing ``face`` (its part if None)."""
    size = max(12, int(size))
    key = (part, breed, face, size, look)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    base = _paint(face or part, breed, size - 4)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.blit(base, base.get_rect(center=(size // 2, size // 2)))
    if size >= MARK_MIN_SIZE:
        _breed_mark(surf, breed)
    if look in ("idle", "used"):
        _veil(surf, (20, 14, 26, 110 if look == "used" else 80))
    elif look == "stunned":
        grey = pygame.transform.grayscale(surf)
        grey.set_alpha(170)  # mostly grey, yet the breed's colour still shows through
        surf.blit(grey, (0, 0))
        _veil(surf, (30, 26, 40, 50))
        _badge(surf, "Stun", (240, 214, 90))
    elif look == "wounded":
        _veil(surf, (40, 0, 0, 130))
        _crack(surf)
        _badge(surf, "Wound", (236, 92, 84))
    return _cache.put(key, prepared(surf))


def prepared(surface: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format when there is a display (blits then take the fast path)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _veil(surf: pygame.Surface, rgba: tuple[int, int, int, int]) -> None:
    """Darken the die only: the veil is cut to the die's shape, so the corners stay clear."""
    shape = pygame.mask.from_surface(surf, 20).to_surface(setcolor=rgba, unsetcolor=(0, 0, 0, 0))
    surf.blit(shape, (0, 0))


def _crack(surf: pygame.Surface) -> None:
    n = surf.get_width()
    w = max(2, n // 14)
    points = [(n * 0.18, n * 0.2), (n * 0.42, n * 0.44), (n * 0.36, n * 0.56),
              (n * 0.62, n * 0.8), (n * 0.82, n * 0.84)]
    pygame.draw.lines(surf, (20, 6, 8), False, points, w + 2)
    pygame.draw.lines(surf, (236, 92, 84), False, points, w)


def _badge(surf: pygame.Surface, face: str, ring: tuple[int, int, int]) -> None:
    """A round badge in the top-right corner with the symbol of what happened to the die."""
    n = surf.get_width()
    r = max(6, n // 5)
    centre = (n - r - 1, r + 1)
    pygame.draw.circle(surf, (20, 14, 24), centre, r)
    pygame.draw.circle(surf, ring, centre, r, max(1, r // 4))
    art = icons.icon(face, int(r * 1.5))
    surf.blit(art, art.get_rect(center=centre))


def _breed_mark(surf: pygame.Surface, breed: str) -> None:
    """The breed's shape (a snowflake, spores, a flame) in its ink on a dark disc, bottom left."""
    mark = BREED_MARKS.get(breed)
    if mark is None:
        return
    n = surf.get_width()
    r = max(5, n // 8)
    cx, cy = r + 2, n - r - 2
    dark, colour = (20, 14, 24), ink(breed)
    pygame.draw.circle(surf, dark, (cx, cy), r + 2)
    if mark == "flake":
        for k in range(3):
            a = math.pi * k / 3
            dx, dy = r * math.cos(a), r * math.sin(a)
            pygame.draw.line(surf, colour, (cx - dx, cy - dy), (cx + dx, cy + dy), max(1, r // 3))
    elif mark == "spores":
        for k in range(3):
            a = 2 * math.pi * k / 3 - math.pi / 2
            pygame.draw.circle(surf, colour, (cx + r * 0.55 * math.cos(a),
                                              cy + r * 0.55 * math.sin(a)), max(1.5, r * 0.4))
    else:
        flame = [(-0.75, 0.8), (-0.2, -1.0), (0.1, -0.2), (0.35, -0.6), (0.75, 0.8)]
        pygame.draw.polygon(surf, colour, [(cx + r * x, cy + r * y) for x, y in flame])


def ghost(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A dashed rounded outline: the place a die left (or may come to) while the player decides."""
    dash = max(3, rect.width // 8)
    x0, y0, x1, y1 = rect.left + 3, rect.top + 3, rect.right - 4, rect.bottom - 4
    for a, b in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)),
                 ((x0, y1), (x0, y0))):
        length = math.dist(a, b)
        steps = max(1, int(length // (dash * 2)))
        for i in range(steps):
            t0, t1 = (2 * i) / (2 * steps), (2 * i + 1) / (2 * steps)
            p = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            q = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surface, colour, p, q, 2)


def tray_colours(dice: tuple[tuple[str, str], ...], rolled: tuple[int, ...]
                 ) -> list[tuple[int, int, int]]:
    """The flesh colour of each die a roll throws (for ``DiceTray.throw``), in request order."""
    return [flesh(dice[d][1]) for d in rolled]


__all__ = ["LOOKS", "die_sprite", "ghost", "prepared", "tray_colours"]
