"""A small floating row of buttons next to a die: the player picks one variant of a move.

Why a picker instead of a silent default: some moves come in several versions for the same die
and the same target (an Arm joins a defence as a block or as a deflect; one stunned die may be
brought back by one of several Plus dice). Which one is chosen changes the game, so the player is
asked, right where the die is, and each button says in its tooltip what it does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

import scenes.theme as theme
from scenes.widgets import Button, WidgetGroup


@dataclass(frozen=True)
class Option:
    label: str
    tooltip: str
    pick: Callable[[], object]


class Picker:
    """Buttons in a framed row beside ``anchor``, kept inside ``bounds``.

    A press outside it, a right click or Esc (handled by the board) closes it without choosing;
    a click on a button closes it and runs that option.
    """

    def __init__(self, title: str, options: list[Option], anchor: pygame.Rect,
                 bounds: pygame.Rect, scale: float) -> None:
        self.title = title
        self.options = options
        self.group = WidgetGroup()
        self.open = True
        size = int(16 * scale)
        pad = int(6 * scale)
        h = int(30 * scale)
        widths = [max(int(70 * scale), theme.font(size, "bold").size(o.label)[0] + 2 * pad + 8)
                  for o in options]
        head = theme.render(title, max(12, int(14 * scale)), theme.MUTED, "bold")
        inner_w = max(sum(widths) + pad * (len(options) - 1), head.get_width())
        self.rect = pygame.Rect(0, 0, inner_w + 2 * pad, head.get_height() + h + 3 * pad)
        self.rect.midbottom = (anchor.centerx, anchor.top - int(4 * scale))
        if self.rect.top < bounds.top:
            self.rect.midtop = (anchor.centerx, anchor.bottom + int(4 * scale))
        self.rect.clamp_ip(bounds)
        self._head = head
        x = self.rect.x + pad
        y = self.rect.y + 2 * pad + head.get_height()
        for option, w in zip(options, widths, strict=True):
            self.group.add(Button(pygame.Rect(x, y, w, h), option.label,
                                  lambda o=option: self._pick(o), primary=True, font_size=size,
                                  tooltip=option.tooltip))
            x += w + pad
        self._pad = pad

    @property
    def buttons(self) -> list[Button]:
        return [w for w in self.group.items if isinstance(w, Button)]

    def _pick(self, option: Option) -> None:
        self.open = False
        option.pick()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was the picker's. A press outside closes it and is passed on,
        so the player can go straight on to drag or click something else."""
        if event.type == pygame.MOUSEMOTION:
            self.group.handle_event(event)
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        inside = self.rect.collidepoint(event.pos)
        if not inside or event.button != 1:
            if event.type == pygame.MOUSEBUTTONDOWN or event.button != 1:
                self.open = False
            return inside or event.button != 1
        self.group.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect, colour=(24, 18, 32), edge=theme.HINT, radius=8,
                    alpha=245)
        surface.blit(self._head, (self.rect.x + self._pad, self.rect.y + self._pad))
        self.group.draw(surface)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        self.group.draw_tooltip(surface)


__all__ = ["Option", "Picker"]
