"""Picking a monster from the player's book: a page of cards over the pad's paper.

Each card is the monster's drawing with its name; a click takes it, Esc or Close leaves. Pages
of nine keep every card in place (Previous / Next turn the page, nothing reflows).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

import scenes.theme as theme
from game.monsterbook import BookMonster
from scenes.sketch.controls import PadButton
from scenes.sketch.render import draw_sketch

PER_PAGE = 9


class BookPicker:
    def __init__(self, rect: pygame.Rect, monsters: Sequence[BookMonster],
                 on_pick: Callable[[BookMonster], Any], on_close: Callable[[], Any],
                 scale: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.monsters = list(monsters)
        self.on_pick = on_pick
        self.on_close = on_close
        self.s = scale
        self.page = 0
        self.hovered: int | None = None
        s = scale
        bar = int(44 * s)
        half = int(110 * s)
        y = self.rect.bottom - bar + int(6 * s)
        self.prev_button = PadButton(pygame.Rect(self.rect.x + int(10 * s), y, half,
                                                 int(32 * s)), "Previous",
                                     lambda: self.turn(-1))
        self.next_button = PadButton(pygame.Rect(self.rect.x + int(20 * s) + half, y, half,
                                                 int(32 * s)), "Next", lambda: self.turn(1))
        self.close_button = PadButton(pygame.Rect(self.rect.right - half - int(10 * s), y,
                                                  half, int(32 * s)), "Close", on_close,
                                      tooltip="Esc")
        self.buttons = [self.prev_button, self.next_button, self.close_button]
        top = self.rect.y + int(40 * s)
        cell_w = (self.rect.width - int(20 * s)) // 3
        cell_h = (self.rect.bottom - bar - top) // 3
        self.cells = [pygame.Rect(self.rect.x + int(10 * s) + (i % 3) * cell_w,
                                  top + (i // 3) * cell_h, cell_w, cell_h).inflate(-8, -8)
                      for i in range(PER_PAGE)]
        self._refresh()

    @property
    def pages(self) -> int:
        return max(1, (len(self.monsters) + PER_PAGE - 1) // PER_PAGE)

    def shown(self) -> list[BookMonster]:
        return self.monsters[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self._refresh()

    def _refresh(self) -> None:
        self.prev_button.set_enabled(self.page > 0, "This is the first page")
        self.next_button.set_enabled(self.page < self.pages - 1, "This is the last page")

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for i, _ in enumerate(self.shown()):
            if self.cells[i].collidepoint(pos):
                return i
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Takes every event while open (it is modal over the pad)."""
        for button in self.buttons:
            if button.handle_event(event) and event.type != pygame.MOUSEMOTION:
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.cell_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.cell_at(event.pos)
            if index is not None:
                self.on_pick(self.shown()[index])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        theme.panel(surface, self.rect, colour=(28, 22, 38), edge=theme.GOLD, alpha=250)
        pages = f"  (page {self.page + 1} of {self.pages})" if self.pages > 1 else ""
        title = theme.render(f"Your monster book{pages}", max(16, int(18 * s)), theme.GOLD, "bold")
        surface.blit(title, (self.rect.x + int(14 * s), self.rect.y + int(10 * s)))
        size = max(14, int(14 * s))
        for i, monster in enumerate(self.shown()):
            cell = self.cells[i]
            if i == self.hovered:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, cell, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, cell, 2, border_radius=8)
            name_h = int(22 * s)
            art = pygame.Rect(cell.x, cell.y + 4, cell.width, cell.height - name_h - 6)
            draw_sketch(surface, monster.sketch, art)
            theme.label(surface, pygame.Rect(cell.x + 4, cell.bottom - name_h - 2, cell.width - 8,
                                             name_h), monster.name, size, theme.TEXT, "bold")
        if not self.monsters:
            empty = theme.render("Your book is empty.", size, theme.MUTED)
            surface.blit(empty, empty.get_rect(center=self.rect.center))
        for button in self.buttons:
            button.draw(surface)
