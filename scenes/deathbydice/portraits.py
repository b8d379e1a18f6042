"""Portraits of the Death by Dice roster: drawn cartoon busts, one per board key, at any size.

Each character's drawing lives in ``portrait_heroes`` or ``portrait_villains`` as a function of
a ``Pen`` on a 100 x 100 grid. Here: the registry, the cache per (key, size), and the fallback
for a key without art (a hooded silhouette with the name's initial), so a new roster entry never
crashes a screen before its art is made.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import scenes.deathbydice.portrait_heroes as portrait_heroes
import scenes.deathbydice.portrait_villains as portrait_villains
import scenes.theme as theme
from game.tray.shading import Colour, darker, lighter
from scenes.deathbydice.portrait_pen import INK, Pen, backdrop, blob, ellipse
from scenes.surface_cache import MB, SurfaceCache

Drawing = Callable[[Pen], None]

ART: dict[str, tuple[Colour, Drawing]] = {
    **portrait_heroes.ART,
    **portrait_villains.ART,
}
"""Board key -> (the character's colour, its drawing)."""
MIN_CANVAS = 360
"""Smallest supersampled canvas: thin ink lines stay smooth even on a 64 px portrait."""
_cache: SurfaceCache[pygame.Surface] = SurfaceCache(16 * MB, "Death by Dice portraits")


def has_art(key: str) -> bool:
    return key in ART


def colour_of(key: str) -> Colour:
    """The character's colour (its portrait's backdrop; the card's accent)."""
    return ART[key][0] if key in ART else _FALLBACK


def portrait(key: str, size: int, name: str = "") -> pygame.Surface:
    """The portrait of ``key`` as a ``size`` px square (cached). Unknown keys get a silhouette
    marked with the first letter of ``name`` (or of the key)."""
    size = max(16, int(size))
    cache_key = (key, name if key not in ART else "", size)
    return _cache.get_or_make(cache_key, lambda: _paint(key, size, name))


def reset_cache() -> None:
    _cache.clear()


def _paint(key: str, size: int, name: str) -> pygame.Surface:
    pen = Pen(max(MIN_CANVAS, size * 2))
    if key in ART:
        colour, draw = ART[key]
        backdrop(pen, colour)
        draw(pen)
    else:
        _silhouette(pen, (name or key or "?")[:1].upper())
    return pygame.transform.smoothscale(pen.canvas, (size, size))


_FALLBACK: Colour = (104, 96, 120)


def _silhouette(pen: Pen, initial: str) -> None:
    """A hooded figure in shadow with a big initial on its chest: clearly "someone", never
    mistaken for a finished character."""
    backdrop(pen, _FALLBACK)
    cloak = darker(_FALLBACK, 0.45)
    pen.shape([blob([(8, 104), (16, 74), (34, 64), (50, 62), (66, 64), (84, 74), (92, 104)])],
              cloak, shade=0.25)
    pen.shape([blob([(30, 52), (32, 26), (50, 14), (68, 26), (70, 52), (50, 66)])], cloak,
              shade=0.25)
    pen.flat(ellipse(50, 42, 13, 15), darker(_FALLBACK, 0.8))
    pen.glow((44, 41), 4, (250, 230, 160), 200)
    pen.glow((56, 41), 4, (250, 230, 160), 200)
    letter = theme.render(initial, round(pen.u * 22), lighter(_FALLBACK, 0.6), "black")
    pen.canvas.blit(letter, letter.get_rect(center=pen.px((50, 84))))
    pen.stroke([(40, 95), (60, 95)], 0.8, INK)
