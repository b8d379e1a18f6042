"""One row of the Load screen: the board picture, the save's name, game, players, turn, date."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.save_index import SaveSummary
from game.saves import SaveInfo
from scenes import theme
from scenes.widgets import Widget


def when_text(when: float) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(when))


class SaveRow(Widget):
    """Click to load. The summary and picture arrive later (they are read lazily)."""

    def __init__(self, rect: pygame.Rect, info: SaveInfo, on_click: Callable[[], object],
                 scale: float) -> None:
        super().__init__(rect)
        self.info = info
        self.on_click = on_click
        self.scale = scale
        self.summary: SaveSummary | None = None
        self.picture: pygame.Surface | None = None

    def clicked(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def picture_rect(self) -> pygame.Rect:
        pad = int(6 * self.scale)
        height = self.rect.height - 2 * pad
        return pygame.Rect(self.rect.x + pad, self.rect.y + pad, height * 16 // 9, height)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        fill = theme.PANEL_LIGHT if self.hovered else theme.PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD if self.hovered else theme.EDGE, self.rect, 2, 10)
        pic = self.picture_rect()
        if self.picture is not None:
            surface.blit(pygame.transform.smoothscale(self.picture, pic.size), pic.topleft)
        else:
            pygame.draw.rect(surface, theme.BG, pic, border_radius=6)
            note = "reading..." if self.summary is None else "no picture"
            label = theme.render(note, int(14 * s), theme.FAINT, "italic")
            surface.blit(label, label.get_rect(center=pic.center))
        pygame.draw.rect(surface, theme.EDGE, pic, 1, 6)
        x = pic.right + int(14 * s)
        right = self.rect.right - int(8 * s)
        y = self.rect.y + int(8 * s)
        width = max(1, right - x)
        theme.label(surface, pygame.Rect(x, y, width, int(26 * s)), self.info.title, int(19 * s),
                    theme.GOLD, "bold", align="left")
        y += int(26 * s)
        lines: list[tuple[str, tuple[int, int, int]]]
        summary = self.summary
        if summary is None:
            lines = [("", theme.MUTED), (f"Saved {when_text(self.info.when)}", theme.MUTED)]
        elif summary.problem:
            lines = [(summary.problem, theme.BAD),
                     (f"Saved {when_text(self.info.when)}", theme.MUTED)]
        else:
            lines = [(f"{summary.title}  ·  {summary.players}", theme.TEXT),
                     (f"{summary.progress}  ·  saved {when_text(self.info.when)}", theme.MUTED)]
        for text, colour in lines:
            theme.label(surface, pygame.Rect(x, y, width, int(22 * s)), text, int(16 * s), colour,
                        align="left")
            y += int(22 * s)
