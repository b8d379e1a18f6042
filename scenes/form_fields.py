"""Two small form widgets the set-up screens share: a click-to-edit name field and a compact
value chooser without a label (the player rows are too narrow for the labelled ``Choice``).

The name field takes typed characters from TEXTINPUT events (so keyboard layouts and accents
work) and editing keys from KEYDOWN; while it has focus it keeps every key, so Escape only ends
the editing instead of leaving the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

import scenes.theme as theme
from game.validate import printable
from scenes.widgets import Choice, Widget


class TextField(Widget):
    def __init__(self, rect: pygame.Rect, text: str, placeholder: str,
                 on_change: Callable[[str], Any], max_len: int = 24, tooltip: str = "") -> None:
        super().__init__(rect)
        self.text = text
        self.placeholder = placeholder
        self.on_change = on_change
        self.max_len = max_len
        self.focused = False
        self.tooltip = tooltip

    def focus(self, on: bool) -> None:
        if on and not self.focused:
            pygame.key.start_text_input()
        self.focused = on

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            self.focus(inside)
            return inside
        if not self.focused:
            return super().handle_event(event)
        if event.type == pygame.TEXTINPUT:
            # the same rule a name read back from a file must pass (game.validate)
            self._set(printable(self.text + str(event.text))[: self.max_len])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                cut = -1
                if event.mod & pygame.KMOD_CTRL:
                    cut = -len(self.text.rstrip().rsplit(" ", 1)[-1]) or -1
                self._set(self.text[:cut])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                               pygame.K_TAB):
                self.focus(False)
            return True
        if event.type == pygame.KEYUP:
            return True
        return super().handle_event(event)

    def _set(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.on_change(text)

    def draw(self, surface: pygame.Surface) -> None:
        h = self.rect.height
        fill = (44, 34, 58) if self.focused else (theme.PANEL_LIGHT if self.hovered
                                                   else theme.PANEL)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        edge = theme.GOLD if self.focused or self.hovered else theme.EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=8)
        size = max(13, int(h * 0.46))
        shown = self.text or self.placeholder
        colour = theme.TEXT if self.text else theme.FAINT
        label = theme.render(shown, size, colour, "bold" if self.text else "italic")
        room = self.rect.width - 16
        x = self.rect.x + 8
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-6, -4))
        offset = min(0, room - label.get_width() - 4) if self.focused else 0
        surface.blit(label, (x + offset, self.rect.centery - label.get_height() // 2))
        surface.set_clip(clip)
        if self.focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            caret_x = x + offset + (label.get_width() if self.text else 0) + 1
            caret_x = min(caret_x, self.rect.right - 6)
            pygame.draw.line(surface, theme.GOLD, (caret_x, self.rect.y + h * 0.22),
                             (caret_x, self.rect.bottom - h * 0.22), 2)


class CompactChoice(Choice):
    """A ``Choice`` drawn as ◀ value ▶: over the whole rectangle, or, with ``value_width``, in a
    box of that width at the right with the label on the left (long labels stay readable)."""

    def __init__(self, *args: Any, value_width: int | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.value_width = value_width

    def _box(self) -> pygame.Rect:
        if self.value_width is None:
            return self.rect
        return pygame.Rect(self.rect.right - self.value_width, self.rect.y, self.value_width,
                           self.rect.height)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        box = self._box()
        h = box.height
        return (pygame.Rect(box.x, box.y, h, h), pygame.Rect(box.right - h, box.y, h, h))

    def draw(self, surface: pygame.Surface) -> None:
        box = self._box()
        size = max(13, int(box.height * 0.44))
        if self.label and self.value_width is not None:
            theme.label(surface, pygame.Rect(self.rect.x + 2, self.rect.y,
                                             box.x - self.rect.x - 8, self.rect.height),
                        self.label, size, theme.TEXT, align="left")
        fill = theme.PANEL_LIGHT if self.hovered else theme.PANEL
        pygame.draw.rect(surface, fill, box, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if self.hovered else theme.EDGE, box, 2, 8)
        left, right = self._arrows()
        for rect, glyph in ((left, "<"), (right, ">")):
            arrow = theme.render(glyph, size, theme.ACCENT, "black")
            surface.blit(arrow, arrow.get_rect(center=rect.center))
        self.draw_value(surface, left, right, size)
