"""The in-app rules pages, one tab per game, scrollable by wheel, drag or keys."""

from __future__ import annotations

import pygame

from engine import get_game
from game.paths import asset_root
from scenes import theme
from scenes.base import WidgetScene
from scenes.markdown import render_markdown
from scenes.registry import playable_games
from scenes.widgets import Button


class RulesScene(WidgetScene):
    def __init__(self, ctx, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.page: pygame.Surface | None = None
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
                            lambda gid=info.game_id: self.show(gid), font_size=int(18 * s),
                            primary=info.game_id == self.game_id)
            self.ui.add(button)
            x += tab_w + gap
        self.ui.add(Button(pygame.Rect(w // 2 - int(90 * s), h - int(58 * s), int(180 * s),
                                       int(44 * s)), "Back", self.back, font_size=int(20 * s)))
        self.page = render_markdown(self._text(), self.view.width - int(40 * s), s)
        self.scroll = min(self.scroll, self.max_scroll)

    def _text(self) -> str:
        info = get_game(self.game_id)
        try:
            return (asset_root().parent / info.rules_file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return f"# {info.title}\n\nThe rules page could not be found in this installation."

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.layout()

    @property
    def max_scroll(self) -> int:
        if self.page is None:
            return 0
        return max(0, self.page.get_height() - self.view.height + int(40 * self.ctx.scale))

    def _scrollbar(self) -> pygame.Rect | None:
        if self.page is None or self.max_scroll == 0:
            return None
        track_h = self.view.height - 16
        thumb_h = max(30, track_h * self.view.height // self.page.get_height())
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
        if self.page is not None:
            pad = int(20 * self.ctx.scale)
            inner = self.view.inflate(-2 * pad, -pad)
            surface.set_clip(inner)
            surface.blit(self.page, (inner.x, inner.y - self.scroll))
            surface.set_clip(None)
        bar = self._scrollbar()
        if bar is not None:
            pygame.draw.rect(surface, theme.ACCENT if self.dragging else theme.EDGE, bar,
                             border_radius=4)
