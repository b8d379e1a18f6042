"""Overlays drawn over a board: a message/confirm dialog and the list-of-buttons menu."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

import pygame

import scenes.theme as theme
from scenes.base import WidgetScene
from scenes.widgets import Button


def _width(scale: float) -> int:
    """The width of a menu's title, message and buttons."""
    return int(400 * scale)


def _title_height(scale: float) -> int:
    """The room a menu's title has: two lines at the size it is asked at."""
    return 2 * theme.font(_title_sizes(scale)[0], "title").get_linesize()


def _title_sizes(scale: float) -> tuple[int, int]:
    """The size a menu's title is asked at and the smallest it may shrink to."""
    return int(40 * scale), max(theme.MIN_TEXT, int(24 * scale))


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
        width = _width(s)
        bh, gap = int(46 * s), int(10 * s)
        # A long title (a player's long name) wraps to a second line, then shrinks.
        size, floor = _title_sizes(s)
        title = theme.fit_box(self.title, width, _title_height(s), size, "title", floor=floor)
        title_h = max(int(70 * s), int(22 * s)
                      + title.lines * theme.font(title.size, "title").get_linesize())
        msg_h = 0
        if self.message:
            fnt = theme.font(int(19 * s))
            lines = theme.fit_box(self.message, width - int(30 * s), h // 2, int(19 * s)).lines
            msg_h = lines * fnt.get_linesize() + gap
        total = title_h + msg_h + len(self.items) * (bh + gap) + gap * 2
        self.box = pygame.Rect(0, 0, width + int(40 * s), total)
        self.box.center = (w // 2, h // 2)
        self.title_rect = pygame.Rect(self.box.x + int(20 * s), self.box.y + int(14 * s), width,
                                      title_h - int(14 * s))
        self.message_rect = pygame.Rect(self.box.x + int(35 * s), self.box.y + title_h,
                                        width - int(30 * s), max(0, msg_h - gap))
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

    @staticmethod
    def title_ahead(ctx, title: str) -> Iterator[None]:
        """Measure, a font size a step, what fitting ``title`` in a menu's title box needs
        (``theme.fit_ahead``): a menu made at a known moment (game over) then lays out its
        title without measuring it again."""
        size, floor = _title_sizes(ctx.scale)
        yield from theme.fit_ahead(title, _width(ctx.scale), _title_height(ctx.scale), size,
                                   "title", floor=floor)

    def rehearse(self) -> Iterator[None]:
        """Draw the menu on a scratch picture one pixel high, a piece a step (the veil,
        its panel, its title, its message, each button), then once whole, for what it
        leaves in the caches: a menu made ahead (game over) is then shown without rendering
        anything. Why in steps: drawn at once, the first drawing of all its pieces was
        milliseconds over a quiet frame's share."""
        scratch = pygame.Surface((self.ctx.size[0], 1), pygame.SRCALPHA)
        for piece in (self._draw_veil, self._draw_panel, self._draw_title,
                      self._draw_message):
            piece(scratch)
            yield
        for widget in self.ui.items:
            widget.draw(scratch)
            yield
        self.draw(scratch)

    def back(self) -> None:
        if self.escape is not None:
            self.escape()
        else:
            self.manager.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        self._draw_veil(surface)
        self._draw_panel(surface)
        self._draw_title(surface)
        self._draw_message(surface)

    def _draw_veil(self, surface: pygame.Surface) -> None:
        if self.opaque:
            theme.draw_background(surface)
        else:
            theme.shade(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.box, alpha=248)

    def _draw_title(self, surface: pygame.Surface) -> None:
        s = self.ctx.scale
        theme.text_box(surface, self.title_rect, self.title, int(40 * s), theme.GOLD, "title",
                       floor=max(theme.MIN_TEXT, int(24 * s)), align="center")

    def _draw_message(self, surface: pygame.Surface) -> None:
        s = self.ctx.scale
        theme.text_box(surface, self.message_rect, self.message, int(19 * s), theme.TEXT,
                       align="center")


def message(ctx, title: str, text: str) -> ButtonMenu:
    return ButtonMenu(ctx, title, [("OK", lambda: ctx.scenes.pop())], text)


def confirm(ctx, title: str, text: str, yes: str, on_yes: Callable[[], object]) -> ButtonMenu:
    def accept() -> None:
        ctx.scenes.pop()
        on_yes()

    return ButtonMenu(ctx, title, [(yes, accept), ("Cancel", lambda: ctx.scenes.pop())], text,
                      primary=None, danger=(yes,))
