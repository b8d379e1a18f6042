"""The in-app rules pages, one tab per game, scrollable by wheel, drag or keys.

Why bands: a page as one picture is as tall as the whole text and as wide as the window, some
hundreds of MB on a 4K screen; it is drawn in bands of ``BAND`` rows as they scroll into view,
and the bands kept are bounded in bytes (``BAND_BUDGET``).
"""

from __future__ import annotations

import functools

import pygame

import scenes.theme as theme
from engine import get_game
from engine.numbers import fill
from game.paths import asset_root
from scenes.base import WidgetScene
from scenes.markdown import page_height, render_band
from scenes.registry import playable_games
from scenes.surface_cache import MB, SurfaceCache
from scenes.widgets import Button, even_row

BAND = 512
"""Rows of the page drawn as one picture."""
BAND_BUDGET = 48 * MB
"""Memory the drawn bands of the page may keep."""


class RulesScene(WidgetScene):
    def __init__(self, ctx, game_id: str, section: str = "") -> None:
        self.game_id = game_id
        self.section = section
        """A heading to open the page at (a lesson's Rules button)."""
        self.scroll = 0
        self.text = ""
        self.page_width = 0
        self.page_height: int | None = None
        self.page_scale = 1.0
        self.bands: SurfaceCache[pygame.Surface] = SurfaceCache(BAND_BUDGET, "rules page bands")
        self.dragging = False
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        self.view = pygame.Rect(int(w * 0.14), int(80 * s), int(w * 0.72), h - int(150 * s))
        x = self.view.x
        games = playable_games()
        gap = int(10 * s)  # the tabs share the page's width: long titles keep their words
        tab_w = (self.view.width - gap * (len(games) - 1)) // max(1, len(games))
        for info in games:
            button = Button(pygame.Rect(x, int(24 * s), tab_w, int(40 * s)), info.title,
                            functools.partial(self.show, info.game_id), font_size=int(18 * s),
                            primary=info.game_id == self.game_id)
            self.ui.add(button)
            x += tab_w + gap
        even_row([w for w in self.ui.items if isinstance(w, Button)])
        self.ui.add(Button(pygame.Rect(w // 2 - int(90 * s), h - int(58 * s), int(180 * s),
                                       int(44 * s)), "Back", self.back, font_size=int(20 * s)))
        self.text = self._text()
        self.page_width = max(1, self.view.width - int(40 * s))
        # The page scrolls, so the player's text size applies to all of it (a box elsewhere
        # only grows where it has room).
        self.page_scale = s * theme.text_scale()
        self.page_height = page_height(self.text, self.page_width, self.page_scale)
        self.bands.clear()
        if self.section:
            self.scroll = self._heading_top(self.section, s)
            self.section = ""
        self.scroll = min(self.scroll, self.max_scroll)

    def _heading_top(self, heading: str, scale: float) -> int:
        """Where the heading ``heading`` starts on the page (0 when there is none)."""
        for marks in ("## ", "### ", "# "):
            at = self.text.find(f"\n{marks}{heading}\n")
            if at >= 0:
                return page_height(self.text[:at], self.page_width, scale)
        return 0

    def _text(self) -> str:
        info = get_game(self.game_id)
        try:
            page = (asset_root().parent / info.rules_file).read_text(encoding="utf-8")
            return fill(page, info.rule_numbers)
        except (OSError, UnicodeDecodeError, KeyError):
            return f"# {info.title}\n\nThe rules page could not be found in this installation."

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.layout()

    @property
    def max_scroll(self) -> int:
        if self.page_height is None:
            return 0
        return max(0, self.page_height - self.view.height + int(40 * self.ctx.scale))

    def _scrollbar(self) -> pygame.Rect | None:
        if self.page_height is None or self.max_scroll == 0:
            return None
        track_h = self.view.height - 16
        thumb_h = max(30, track_h * self.view.height // max(1, self.page_height))
        top = self.view.y + 8 + (track_h - thumb_h) * self.scroll // self.max_scroll
        return pygame.Rect(self.view.right - 14, top, 8, thumb_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * 60))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN,
                                                          pygame.K_UP, pygame.K_PAGEUP):
            step = 60 if event.key in (pygame.K_DOWN, pygame.K_UP) else self.view.height - 60
            sign = 1 if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -1
            self.scroll = max(0, min(self.max_scroll, self.scroll + sign * step))
            return True
        bar = self._scrollbar()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar is not None:
            if bar.inflate(12, 0).collidepoint(event.pos):
                self.dragging = True
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        if event.type == pygame.MOUSEMOTION and self.dragging and bar is not None:
            track = self.view.height - 16 - bar.height
            self.scroll = max(0, min(self.max_scroll,
                                     self.scroll + event.rel[1] * self.max_scroll // max(1, track)))
            return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        theme.panel(surface, self.view, alpha=230)
        if self.page_height is not None:
            pad = int(20 * self.ctx.scale)
            inner = self.view.inflate(-2 * pad, -pad)
            surface.set_clip(inner)
            first = self.scroll // BAND
            last = min((self.scroll + inner.height) // BAND, self.page_height // BAND)
            for band in range(first, last + 1):
                picture = self.bands.get_or_make(band, functools.partial(
                    render_band, self.text, self.page_width, self.page_scale, band * BAND, BAND))
                surface.blit(picture, (inner.x, inner.y + band * BAND - self.scroll))
            surface.set_clip(None)
        bar = self._scrollbar()
        if bar is not None:
            pygame.draw.rect(surface, theme.ACCENT if self.dragging else theme.EDGE, bar,
                             border_radius=4)
