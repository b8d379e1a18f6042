"""Pick a saved game to load; damaged files are reported, never fatal."""

from __future__ import annotations

import time

import pygame

from game import saves
from scenes import theme
from scenes.base import WidgetScene
from scenes.widgets import Button

PAGE = 7


class LoadScene(WidgetScene):
    def __init__(self, ctx, overlay: bool = False) -> None:
        self.overlay = overlay
        self.page = 0
        self.entries = saves.list_saves()
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        width = int(560 * s)
        x = w // 2 - width // 2
        y = int(h * 0.2)
        bh, gap = int(48 * s), int(8 * s)
        shown = self.entries[self.page * PAGE : (self.page + 1) * PAGE]
        for entry in shown:
            when = time.strftime("%d %b %Y, %H:%M", time.localtime(entry.when))
            game = entry.title.split(" ")[0]
            self.ui.add(Button(pygame.Rect(x, y, width, bh), f"{game}  ·  saved {when}",
                               lambda e=entry: self.load(e), font_size=int(19 * s)))
            y += bh + gap
        self.list_bottom = y
        y = max(y, int(h * 0.2) + PAGE * (bh + gap)) + gap
        third = (width - 2 * gap) // 3
        prev = Button(pygame.Rect(x, y, third, int(44 * s)), "Newer", self.newer,
                      font_size=int(18 * s))
        prev.enabled = self.page > 0
        nxt = Button(pygame.Rect(x + 2 * (third + gap), y, third, int(44 * s)), "Older",
                     self.older, font_size=int(18 * s))
        nxt.enabled = (self.page + 1) * PAGE < len(self.entries)
        self.ui.add(prev)
        self.ui.add(nxt)
        self.ui.add(Button(pygame.Rect(x + third + gap, y, third, int(44 * s)), "Back",
                           self.back, primary=True, font_size=int(18 * s)))
        self.box = pygame.Rect(x - int(30 * s), int(h * 0.06), width + int(60 * s),
                               y + int(70 * s) - int(h * 0.06))

    def newer(self) -> None:
        self.page -= 1
        self.layout()

    def older(self) -> None:
        self.page += 1
        self.layout()

    def load(self, entry: saves.SaveInfo) -> None:
        from scenes.registry import open_match

        try:
            match = saves.load_match(entry.path)
        except saves.SaveError as error:
            self.ctx.toast(str(error), 6, error=True)
            return
        open_match(self.ctx, match)
        self.ctx.toast("Game loaded.")

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.overlay:
            theme.shade(surface)
        else:
            theme.draw_background(surface)
        theme.panel(surface, self.box)
        s = self.ctx.scale
        title = theme.render("Load a saved game", int(46 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + int(12 * s))))
        if not self.entries:
            text = theme.render("No saved games yet. Save from the pause menu (Esc) in a game.",
                                int(19 * s), theme.MUTED)
            surface.blit(text, text.get_rect(center=(self.box.centerx, self.box.centery)))
