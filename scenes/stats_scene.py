"""The statistics screen: the player's record beside the dice-fairness tables.

Opened from the main menu. On entering it takes what the tray counted since the last game's end
and writes the file (a menu click, never a frame of play). Each panel scrolls on its own with the
wheel (the one under the mouse) or the arrow and page keys (the dice panel); Reset asks first.
"""

from __future__ import annotations

import pygame

import scenes.theme as theme
from game.stats import PlayerStats, stats_service
from scenes.base import WidgetScene
from scenes.overlays import confirm
from scenes.stats_pages import dice_page, record_page
from scenes.widgets import Button

WHEEL_STEP = 48
"""Pixels one notch of the wheel scrolls (at 1280x720)."""


class StatsScene(WidgetScene):
    def __init__(self, ctx) -> None:
        self.stats: PlayerStats = stats_service(ctx.services)
        self.stats.flush()
        self.scroll = {"record": 0, "dice": 0}
        self.pages: dict[str, pygame.Surface] = {}
        self.panels: dict[str, pygame.Rect] = {}
        self.views: dict[str, pygame.Rect] = {}
        self.mouse = (-1, -1)
        super().__init__(ctx)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        margin = int(24 * s)
        self.title_y = int(12 * s)
        top = self.title_y + theme.font(int(46 * s), "title").get_linesize() + int(2 * s)
        fnt = theme.font(int(16 * s))
        self.problem_lines = theme.wrap(self.stats.problem, fnt, w - 2 * margin)[:3] \
            if self.stats.problem else []
        top += len(self.problem_lines) * fnt.get_linesize() + int(8 * s)
        bh = int(46 * s)
        bottom = h - margin - bh - int(12 * s)
        left_w = int((w - 3 * margin) * 0.52)
        self.panels = {
            "record": pygame.Rect(margin, top, left_w, bottom - top),
            "dice": pygame.Rect(2 * margin + left_w, top, w - 3 * margin - left_w, bottom - top),
        }
        pad = int(18 * s)
        head = theme.font(int(26 * s), "title").get_linesize()
        for name, panel in self.panels.items():
            self.views[name] = pygame.Rect(panel.x + pad, panel.y + pad + head + int(6 * s),
                                           panel.width - 2 * pad - int(8 * s),
                                           panel.height - 2 * pad - head - int(6 * s))
        self._paint_pages()
        back = Button(pygame.Rect(w - margin - int(200 * s), h - margin - bh, int(200 * s), bh),
                      "Back", self.back, primary=True, font_size=int(22 * s),
                      tooltip="Back to the main menu (Esc).")
        reset = Button(pygame.Rect(margin, h - margin - bh, int(240 * s), bh),
                       "Reset statistics", self.ask_reset, danger=True, font_size=int(20 * s),
                       tooltip="Forget your record and the dice counts, after a question.")
        if self.stats.empty:
            reset.enabled = False
            reset.disabled_reason = "Nothing to reset: no game or roll has been counted yet."
        past = Button(pygame.Rect(w // 2 - int(110 * s), h - margin - bh, int(220 * s), bh),
                      "Past games", self.past_games, font_size=int(20 * s),
                      tooltip="Every game you finished, to look back over.")
        self.ui.add(back)
        self.ui.add(reset)
        self.ui.add(past)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.rated != self._rated_now():  # a game rated in the background meanwhile
            self._paint_pages()

    def _rated_now(self) -> tuple[int, str]:
        rows = self.stats.analysed
        return len(rows), rows[-1].key if rows else ""

    def _paint_pages(self) -> None:
        self.rated = self._rated_now()
        s = self.ctx.scale
        self.pages = {"record": record_page(self.stats, self.views["record"].width, s),
                      "dice": dice_page(self.stats, self.views["dice"].width, s)}
        for name in self.scroll:
            self.scroll[name] = min(self.scroll[name], self.max_scroll(name))

    def is_empty(self, name: str) -> bool:
        if name == "record":
            return not self.stats.records
        return not any(sum(counts) for counts in self.stats.dice.values())

    def max_scroll(self, name: str) -> int:
        return max(0, self.pages[name].get_height() - self.views[name].height)

    # ------------------------------------------------------------------ actions
    def past_games(self) -> None:
        # Lazy: the Past games screen opens reviews, which draw boards (a cycle at the top).
        from scenes.past_games import PastGamesScene

        self.manager.push(PastGamesScene(self.ctx))

    def ask_reset(self) -> None:
        self.manager.push(confirm(
            self.ctx, "Reset statistics?", "Your record in every game and every die counted "
            "so far are forgotten. This cannot be undone.", "Reset", self.reset))

    def reset(self) -> None:
        self.stats.reset()
        self.scroll = {"record": 0, "dice": 0}
        self.layout()
        self.ctx.toast(self.stats.problem or "Statistics reset: counting starts again.", 3,
                       error=bool(self.stats.problem))

    def scroll_by(self, name: str, pixels: int) -> None:
        self.scroll[name] = max(0, min(self.max_scroll(name), self.scroll[name] + pixels))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            name = "record" if self.panels["record"].collidepoint(self.mouse) else "dice"
            self.scroll_by(name, -event.y * int(WHEEL_STEP * self.ctx.scale))
            return True
        if event.type == pygame.KEYDOWN:
            page = self.views["dice"].height - int(40 * self.ctx.scale)
            step = {pygame.K_DOWN: WHEEL_STEP, pygame.K_UP: -WHEEL_STEP,
                    pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page}.get(event.key)
            if step is not None:
                name = "record" if self.panels["record"].collidepoint(self.mouse) else "dice"
                self.scroll_by(name, step)
                return True
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        w, _ = surface.get_size()
        s = self.ctx.scale
        title = theme.render("Statistics", int(46 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(w // 2, self.title_y)))
        fnt = theme.font(int(16 * s))
        y = self.title_y + title.get_height() + int(2 * s)
        for line in self.problem_lines:
            text = theme.render_font(fnt, line, theme.BAD)
            surface.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += fnt.get_linesize()
        for name, heading in (("record", "Your record"), ("dice", "Dice fairness")):
            self._draw_panel(surface, name, heading)

    def _draw_panel(self, surface: pygame.Surface, name: str, heading: str) -> None:
        s = self.ctx.scale
        panel, view, page = self.panels[name], self.views[name], self.pages[name]
        theme.panel(surface, panel)
        head = theme.render(heading, int(26 * s), theme.GOLD, "title")
        surface.blit(head, (view.x, panel.y + int(18 * s)))
        offset = self.scroll[name]
        top = view.y
        if self.is_empty(name):  # the few lines of an empty page stand in its upper middle
            top += min(view.height // 5, max(0, view.height - page.get_height()))
        surface.blit(page, (view.x, top), pygame.Rect(0, offset, view.width, view.height))
        overflow = self.max_scroll(name)
        if not overflow:
            return
        track = pygame.Rect(view.right + int(4 * s), view.y, max(3, int(5 * s)), view.height)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=3)
        thumb_h = max(int(24 * s), track.height * view.height // page.get_height())
        thumb_y = track.y + (track.height - thumb_h) * offset // overflow
        pygame.draw.rect(surface, theme.EDGE, (track.x, thumb_y, track.width, thumb_h),
                         border_radius=3)
        if offset < overflow:
            more = theme.render("Scroll for more", int(14 * s), theme.MUTED, "italic")
            surface.blit(more, more.get_rect(bottomright=(view.right, panel.bottom
                                                          - int(4 * s))))


__all__ = ["StatsScene"]
