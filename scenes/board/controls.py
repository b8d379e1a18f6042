"""The control bar: one strip at the bottom of every board's side panel, in the same place on
every board. While the game runs: Undo (Ctrl+Z), Hint (H), Rules, Log, Menu (Esc). After the
game, once the player chose to look at the board: Rematch, Show result, Menu. Buttons never
disappear during a decision; an unavailable one is greyed and says why on hover. Above the
bar: the "who acts now" strip, and the win-chance meter when the setting is on."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.widgets import Button, WidgetGroup, even_row

BAR_HEIGHT = 44  # at scale 1, including its top gap
STRIP_HEIGHT = 36  # the "who acts now" strip above the bar, including its gap
METER_HEIGHT = 30  # the win-chance meter above the strip (when the setting is on), with its gap


class ControlBar:
    def __init__(self) -> None:
        self.ui = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.mode = ""

    @staticmethod
    def split(panel: pygame.Rect, scale: float, meter: bool = False
              ) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """The panel left to the game, the win-chance meter (no height unless ``meter``), the
        "who acts now" strip and the bar, top to bottom."""
        h, strip_h = int(BAR_HEIGHT * scale), int(STRIP_HEIGHT * scale)
        meter_h = int(METER_HEIGHT * scale) if meter else 0
        gap = int(6 * scale)
        game = pygame.Rect(panel.x, panel.y, panel.width, panel.height - h - strip_h - meter_h)
        meter_box = pygame.Rect(panel.x, game.bottom + gap, panel.width,
                                meter_h - gap if meter else 0)
        strip = pygame.Rect(panel.x, game.bottom + meter_h + gap, panel.width, strip_h - gap)
        bar = pygame.Rect(panel.x, strip.bottom + gap, panel.width, h - gap)
        return game, meter_box, strip, bar

    def build(self, rect: pygame.Rect, scale: float,
              buttons: Sequence[tuple[str, Callable[[], object], str]], mode: str) -> None:
        """``buttons``: (label, action, tooltip) from left to right, equal widths."""
        self.rect = pygame.Rect(rect)
        self.mode = mode
        self.ui.clear()
        gap = max(4, int(6 * scale))
        width = (rect.width - gap * (len(buttons) - 1)) // max(1, len(buttons))
        for i, (label, action, tip) in enumerate(buttons):
            box = pygame.Rect(rect.x + i * (width + gap), rect.y, width, rect.height)
            self.ui.add(Button(box, label, action, tooltip=tip, font_size=max(15, int(17 * scale)),
                               primary=label == "Rematch"))
        even_row([w for w in self.ui.items if isinstance(w, Button)])

    def button(self, label: str) -> Button | None:
        for widget in self.ui.items:
            if isinstance(widget, Button) and widget.text == label:
                return widget
        return None

    def set_enabled(self, label: str, reason: str | None) -> None:
        """Grey ``label`` with ``reason`` (``None``: available)."""
        button = self.button(label)
        if button is not None:
            button.enabled = reason is None
            button.disabled_reason = reason or ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self.ui.handle_event(event)
        return used and event.type != pygame.MOUSEMOTION

    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw(surface)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        self.ui.draw_tooltip(surface)
