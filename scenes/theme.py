"""Colours and fonts: one place so every screen looks like the same game."""

from __future__ import annotations

import pygame

from scenes.surface_cache import MB, SurfaceCache
from scenes.text import (  # noqa: F401  (re-exported: screens draw text through the theme)
    LABEL_TEXT,
    MIN_TEXT,
    cut_under,
    fit,
    fit_ahead,
    fit_box,
    font,
    label,
    label_floor,
    paragraph,
    picture,
    render_font,
    shorten,
    text_box,
    text_scale,
    wrap,
)
from scenes.text import reset_caches as reset_text_caches

BG = (17, 13, 24)
BG_GLOW = (48, 22, 40)
PANEL = (32, 25, 43)
PANEL_LIGHT = (46, 36, 60)
EDGE = (86, 64, 108)
TEXT = (238, 230, 216)
MUTED = (168, 156, 178)
FAINT = (110, 100, 124)
ACCENT = (244, 146, 62)
ACCENT_DARK = (150, 74, 28)
GOLD = (252, 206, 96)
GOOD = (120, 210, 130)
BAD = (236, 92, 84)
HINT = (255, 226, 120)

# The two 66d6 sides (colour is never the only cue: shapes differ too).
DEATH = (222, 216, 196)
DEATH_INK = (52, 40, 84)
DEATH_ACCENT = (150, 124, 222)
DEVIL = (196, 42, 46)
DEVIL_INK = (255, 236, 200)
DEVIL_ACCENT = (255, 110, 60)


def render(text: str, size: int, colour=TEXT, weight: str = "regular") -> pygame.Surface:
    """One line of ``text`` in our font (cached: see ``scenes.text``)."""
    return render_font(font(size, weight), text, colour)


PANEL_BUDGET = 24 * MB
"""Memory the cached panel shapes may take in all (bytes)."""


def reset_caches() -> None:
    """Fonts die with ``pygame.quit()``; the app calls this whenever it (re)starts pygame."""
    reset_text_caches()
    _backgrounds.clear()
    _panels.clear()


def notice_strip(size: tuple[int, int], scale: float) -> pygame.Rect:
    """The reserved place for notices: a strip at the top centre. Board layouts keep it clear
    of anything a player needs, so a notice never covers the board, a button or a card."""
    w, _ = size
    height = int(NOTICE_HEIGHT * scale)
    return pygame.Rect(int(w * 0.18), 0, int(w * 0.64), height)


NOTICE_HEIGHT = 48
"""Height of the notice strip at 1280x720 (scaled with the window)."""


def scale_for(size: tuple[int, int]) -> float:
    """UI scale relative to the 1280x720 design size, bounded so text stays readable."""
    return max(0.7, min(size[0] / 1280, size[1] / 720, 2.0))


def blit_around(target: pygame.Surface, kept: pygame.Surface, hole: pygame.Rect) -> None:
    """``kept`` onto ``target`` everywhere but ``hole`` (four bands around it): what a
    kept picture shows around a part kept apart, for the price of one whole blit."""
    w, h = kept.get_size()
    for band in (pygame.Rect(0, 0, w, hole.top), pygame.Rect(0, hole.bottom, w, h - hole.bottom),
                 pygame.Rect(0, hole.top, hole.left, hole.height),
                 pygame.Rect(hole.right, hole.top, w - hole.right, hole.height)):
        if band.width > 0 and band.height > 0:
            target.blit(kept, band.topleft, band)


def draw_background(surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
    """Deep night backdrop with a soft ember glow from below (only over ``area`` when given:
    a picture painted over the backdrop needs no more of it)."""
    w, h = surface.get_size()
    key = ("bg", w, h)
    cached = _backgrounds.get(key)
    if cached is None:
        _backgrounds.clear()
        cached = _backgrounds[key] = _paint_background((w, h))
    if area is None:
        surface.blit(cached, (0, 0))
    else:
        surface.blit(cached, area.topleft, area)


PALETTE_BACKDROP_ABOVE = 1920 * 1080
"""Window area (pixels) above which the kept backdrop is a palette picture."""


def _paint_background(size: tuple[int, int]) -> pygame.Surface:
    """The backdrop for a window of ``size``: the night colour and rings of glow.

    Why a palette picture on large windows: the backdrop has only a couple of dozen colours,
    so one byte a pixel holds it exactly, a quarter of a full-colour copy (at 4K, 8 MB
    instead of 33). Blitting it converts each pixel, which is slower, so windows up to full
    HD, where the copy is small, keep the full-colour one."""
    w, h = size
    steps = 24
    glow = [i / steps for i in range(steps)]
    colours = [BG] + [tuple(int(BG[c] + (BG_GLOW[c] - BG[c]) * t * t) for c in range(3))
                      for t in glow]
    if w * h > PALETTE_BACKDROP_ABOVE:
        picture = pygame.Surface((w, h), depth=8)
        picture.set_palette(list(dict.fromkeys(colours)))
    else:
        picture = pygame.Surface((w, h))
    picture.fill(BG)
    for t, colour in zip(glow, colours[1:], strict=True):
        radius = int(max(w, h) * (1.1 - t * 0.9))
        pygame.draw.circle(picture, colour, (w // 2, int(h * 1.15)), radius)
    return picture


def window_format(size: tuple[int, int]) -> pygame.Surface:
    """A new opaque picture in the window's own pixel format (blitted without conversion).

    Why made in that format rather than converted: a converted copy is a second picture of
    the same size, whose memory is touched for the first time too (a window-sized one costs
    milliseconds of page faults on the frame it is made)."""
    window = pygame.display.get_surface()
    return pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)


class Sheet:
    """A transparent picture painted again at each change (a side panel's head, a log box),
    wiped and painted over instead of made anew.

    Why: a new large picture is memory touched for the first time, a page fault per 4 KB,
    on exactly the frame a move lands. A box whose height follows what is above it (the log
    under a panel's buttons) is handed a view of the kept picture when it fits; a new one is
    made only when the box outgrows it or shrinks to less than half of it (a smaller window:
    its memory goes)."""

    def __init__(self) -> None:
        self._kept: pygame.Surface | None = None

    def blank(self, size: tuple[int, int]) -> pygame.Surface:
        """A wholly transparent picture of ``size`` (a view of the kept one when it fits)."""
        w, h = max(1, size[0]), max(1, size[1])
        kept = self._kept
        if kept is None or kept.get_width() < w or kept.get_height() < h \
                or 2 * w * h < kept.get_width() * kept.get_height():
            self._kept = kept = None  # the old picture's memory goes before the new is taken
            kept = self._kept = pygame.Surface((w, h), pygame.SRCALPHA)
        view = kept if kept.get_size() == (w, h) else kept.subsurface((0, 0, w, h))
        view.fill((0, 0, 0, 0))
        return view


class Canvas:
    """An opaque window-sized picture kept and painted over at each change (a board's mats,
    a side panel), blitted in part onto the window.

    Why: a new window-sized surface per change, copied and converted, costs milliseconds on
    exactly the frame a move is shown; this one is made (and converted) once per window size."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None

    def fresh(self, size: tuple[int, int], area: pygame.Rect) -> pygame.Surface:
        """The canvas for a window of ``size``, the backdrop painted over ``area``."""
        if self.surface is None or self.surface.get_size() != tuple(size):
            self.surface = None  # the old size's memory goes before the new is taken
            self.surface = window_format(size)
        draw_background(self.surface, area)
        return self.surface

    def blit_to(self, target: pygame.Surface, area: pygame.Rect) -> None:
        """Put the canvas's ``area`` at the same place of ``target``."""
        if self.surface is not None:
            target.blit(self.surface, area.topleft, area)


_backgrounds: dict[tuple[str, int, int], pygame.Surface] = {}


def draw_title(surface: pygame.Surface, scale: float) -> pygame.Rect:
    """The game's name, large, near the top (the main menu, and the first picture shown while
    the rest of the app loads, in the same place so nothing jumps); returns its rectangle."""
    w, h = surface.get_size()
    title = render("Dice Pandemonium", int(96 * scale), GOLD, "title")
    shadow = render("Dice Pandemonium", int(96 * scale), (60, 10, 20), "title")
    rect = title.get_rect(center=(w // 2, int(h * 0.16)))
    surface.blit(shadow, rect.move(4, 5))
    surface.blit(title, rect)
    return rect


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=PANEL, edge=EDGE, radius=12,
          alpha: int = 235) -> None:
    """A rounded translucent panel with a thin edge (cached: panels are drawn every frame)."""
    surface.blit(panel_shape(rect.size, colour, edge, radius, alpha), rect.topleft)


def panel_shape(size: tuple[int, int], colour=PANEL, edge=EDGE, radius=12,
                alpha: int = 235) -> pygame.Surface:
    """The picture ``panel`` blits, made now if it is not kept (called ahead, e.g. as a
    layout is made, for a large panel first shown in the middle of play)."""
    key = (tuple(size), tuple(colour), tuple(edge), radius, alpha)
    shape = _panels.get(key)
    if shape is None:
        shape = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shape, (*colour, alpha), shape.get_rect(), border_radius=radius)
        pygame.draw.rect(shape, (*edge, 255), shape.get_rect(), width=2, border_radius=radius)
        _panels.put(key, shape)
    return shape


_panels: SurfaceCache[pygame.Surface] = SurfaceCache(PANEL_BUDGET, "panels")
"""Bounded in bytes: a panel may be as large as the window, and the window as large as 4K."""


def shade(surface: pygame.Surface, alpha: int = 160) -> None:
    """Darken everything already drawn (behind an overlay).

    Why a band blitted down the window and not one window-sized veil: every pixel gets the
    same blend either way, and a band is a fraction of the memory (a 4K veil is 33 MB)."""
    width, height = surface.get_size()
    key = (width, alpha)
    band = _veils.get(key)
    if band is None:
        _veils.clear()
        band = _veils[key] = pygame.Surface((width, VEIL_BAND), pygame.SRCALPHA)
        band.fill((8, 5, 12, alpha))
    for top in range(0, height, VEIL_BAND):
        surface.blit(band, (0, top))


VEIL_BAND = 64
"""Height in pixels of the band ``shade`` blits down the window."""
_veils: dict[tuple[int, int], pygame.Surface] = {}
