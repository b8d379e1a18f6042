"""Overlays drawn over a board: a message/confirm dialog and the list-of-buttons menu."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from scenes import theme
from scenes.base import WidgetScene
from scenes.widgets import Button


class ButtonMenu(WidgetScene):
    """A centred panel with a title, an optional message and a column of buttons."""

    overlay = True

    def __init__(self, ctx, title: str, items: Sequence[tuple[str, Callable[[], object]]],
                 message: str = "", *, primary: int | None = 0, danger: Sequence[str] = (),
                 escape: Callable[[], object] | None = None,
                 disabled: Mapping[str, str] | None = None, opaque: bool = False) -> None:
        self.title = title
        self.disabled = dict(disabled or {})  # label -> why it is greyed (kept in its place)
        self.opaque = opaque  # hides the board beneath (a hand-off before a secret)
        self.message = message
        self.items = list(items)
        self.primary = primary
        self.danger = set(danger)
        self.escape = escape
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        width = int(400 * s)
        bh, gap = int(46 * s), int(10 * s)
        msg_lines = theme.wrap(self.message, theme.font(int(19 * s)), width - int(30 * s)) \
            if self.message else []
        self.msg_lines = msg_lines
        title_h = int(70 * s)
        msg_h = len(msg_lines) * theme.font(int(19 * s)).get_linesize() + (gap if msg_lines else 0)
        total = title_h + msg_h + len(self.items) * (bh + gap) + gap * 2
        self.box = pygame.Rect(0, 0, width + int(40 * s), total)
        self.box.center = (w // 2, h // 2)
        y = self.box.y + title_h + msg_h
        for index, (label, action) in enumerate(self.items):
            button = Button(pygame.Rect(self.box.x + int(20 * s), y, width, bh), label,
                            action, primary=index == self.primary,
                            danger=label in self.danger, font_size=int(21 * s))
            if label in self.disabled:
                button.enabled = False
                button.disabled_reason = self.disabled[label]
            self.ui.add(button)
            y += bh + gap

    def back(self) -> None:
        if self.escape is not None:
            self.escape()
        else:
            self.manager.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.opaque:
            theme.draw_background(surface)
        else:
            theme.shade(surface)
        theme.panel(surface, self.box, alpha=248)
        s = self.ctx.scale
        title = theme.render(self.title, int(40 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + int(14 * s))))
        fnt = theme.font(int(19 * s))
        y = self.box.y + int(70 * s)
        for line in self.msg_lines:
            text = fnt.render(line, True, theme.TEXT)
            surface.blit(text, text.get_rect(midtop=(self.box.centerx, y)))
            y += fnt.get_linesize()


def message(ctx, title: str, text: str) -> ButtonMenu:
    return ButtonMenu(ctx, title, [("OK", lambda: ctx.scenes.pop())], text)


def confirm(ctx, title: str, text: str, yes: str, on_yes: Callable[[], object]) -> ButtonMenu:
    def accept() -> None:
        ctx.scenes.pop()
        on_yes()

    return ButtonMenu(ctx, title, [(yes, accept), ("Cancel", lambda: ctx.scenes.pop())], text,
                      primary=None, danger=(yes,))
