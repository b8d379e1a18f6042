"""The screen shown when a scene failed unexpectedly: the app keeps running.

The app (``game.app``) catches the exception, writes the traceback to the log file in the data
folder and puts this screen over the main menu. The game itself is safe: the autosave is written
only after an action succeeded, so the last good position is what Resume offers.
"""

from __future__ import annotations

import pygame

import scenes.theme as theme
from game.validate import shorten
from scenes.base import WidgetScene
from scenes.widgets import Button


class CrashScene(WidgetScene):
    escape_pops = True

    def __init__(self, ctx, game_saved: bool, log_path: str, what: str) -> None:
        self.game_saved = game_saved
        self.log_path = log_path
        self.what = shorten(what, 160)
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        self.box = pygame.Rect(0, 0, min(w - 40, int(720 * s)), int(330 * s))
        self.box.center = (w // 2, h // 2)
        button = pygame.Rect(0, 0, int(240 * s), int(50 * s))
        button.midbottom = (self.box.centerx, self.box.bottom - int(20 * s))
        self.ui.add(Button(button, "Back to menu", self.back, primary=True,
                           font_size=int(21 * s)))

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        first = ("Something went wrong; your game is saved." if self.game_saved
                 else "Something went wrong.")
        result = [(first, theme.TEXT)]
        if self.game_saved:
            result.append(("Resume from the main menu picks it up at the last move that "
                           "worked.", theme.MUTED))
        result.append((f"What failed: {self.what}", theme.MUTED))
        if self.log_path:
            result.append((f"The details are in {self.log_path}", theme.MUTED))
        return result

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        theme.panel(surface, self.box, edge=theme.BAD)
        s = self.ctx.scale
        title = theme.render("Sorry!", int(44 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + int(12 * s))))
        y = self.box.y + int(80 * s)
        x, width = self.box.x + int(20 * s), self.box.width - int(40 * s)
        for text, colour in self.lines():
            strong = colour == theme.TEXT
            px = int(19 * s) if strong else int(16 * s)
            y = theme.paragraph(surface, (x, y), width, text, px, colour,
                                "bold" if strong else "regular", max_lines=3,
                                align="center") + int(6 * s)
