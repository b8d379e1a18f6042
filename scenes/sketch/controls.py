"""The pad's controls: buttons that show hover, pressed and disabled (with the reason on hover),
ink swatches, pen widths and toggle chips.

Text is rendered once per look and kept (``scenes.text``), so a pad full of controls costs a
few blits a frame (the pad must leave the frame time to the stroke being drawn).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

import scenes.theme as theme
from scenes.widgets import Widget


class PadButton(Widget):
    """A button with hover, pressed and disabled looks; ``reason`` explains a disabled one."""

    def __init__(self, rect: pygame.Rect, text: str, on_click: Callable[[], Any], *,
                 size: int = 15, tooltip: str = "", primary: bool = False,
                 selected: bool = False) -> None:
        super().__init__(rect)
        self.text = text
        self.on_click = on_click
        self.size = size
        self.tooltip = tooltip
        self.base_tooltip = tooltip
        self.primary = primary
        self.selected = selected
        self.pressed = False

    def set_enabled(self, enabled: bool, reason: str = "") -> None:
        self.enabled = enabled
        self.tooltip = self.base_tooltip if enabled else reason

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if not self.hovered:
                self.pressed = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = self.enabled
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                self.clicked(event.pos)
                return True
            return self.rect.collidepoint(event.pos)
        return False

    def clicked(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def colours(self) -> tuple[tuple, tuple, tuple]:
        """(fill, edge, text) for the current state."""
        if not self.enabled:
            return (38, 32, 48), theme.FAINT, theme.FAINT
        if self.pressed:
            return (22, 16, 30), theme.GOLD, theme.GOLD
        if self.selected:
            return (92, 58, 34), theme.GOLD, theme.TEXT
        if self.primary:
            return (theme.ACCENT if self.hovered else (214, 118, 44)), theme.GOLD, (30, 14, 8)
        if self.hovered:
            return theme.PANEL_LIGHT, theme.GOLD, theme.TEXT
        return theme.PANEL, theme.EDGE, theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, edge, ink = self.colours()
        rect = self.rect.move(0, 1) if self.pressed else self.rect
        radius = min(10, rect.height // 2)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)
        self.draw_face(surface, rect, ink)

    def draw_face(self, surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
        # A long chip ("d12 blue/white as blue") takes two lines, then a smaller size: it
        # never spills onto its neighbours.
        fitted = theme.text_box(surface, rect.inflate(-10, -2), self.text, self.size, ink,
                                "bold", max_lines=2, align="center", valign="middle")
        if fitted.cut and not self.base_tooltip:  # the pad's controls are drawn once and
            self.tooltip = self.base_tooltip = self.text  # kept: the whole name on hover


class Swatch(PadButton):
    """A pen colour: a round blob of the ink; the chosen one is ringed."""

    def __init__(self, rect: pygame.Rect, name: str, rgb, on_click: Callable[[], Any]) -> None:
        super().__init__(rect, "", on_click, tooltip=f"{name.capitalize()} pen")
        self.rgb = rgb

    def draw(self, surface: pygame.Surface) -> None:
        c = self.rect.center
        r = self.rect.width // 2 - 3
        if self.selected:
            pygame.draw.circle(surface, theme.GOLD, c, r + 3, 3)
        elif self.hovered:
            pygame.draw.circle(surface, theme.TEXT, c, r + 2, 2)
        pygame.draw.circle(surface, (246, 240, 224), c, r)
        pygame.draw.circle(surface, self.rgb, c, r - (3 if self.pressed else 2))


class WidthButton(PadButton):
    """A pen width, shown as a dot of that size."""

    def __init__(self, rect: pygame.Rect, width: int, shown: int, name: str,
                 on_click: Callable[[], Any]) -> None:
        super().__init__(rect, "", on_click, tooltip=f"{name} pen")
        self.shown = shown

    def draw_face(self, surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
        pygame.draw.circle(surface, ink, rect.center, max(1, self.shown // 2))


class Chip(PadButton):
    """A toggle shaped as a small pill (traits, part types, dice); ``selected`` is on."""

    def __init__(self, rect: pygame.Rect, text: str, on_click: Callable[[], Any], *,
                 size: int = 14, tooltip: str = "", colour=None) -> None:
        super().__init__(rect, text, on_click, size=size, tooltip=tooltip)
        self.colour = colour

    def colours(self) -> tuple[tuple, tuple, tuple]:
        fill, edge, ink = super().colours()
        if self.enabled and self.selected and self.colour is not None:
            return self.colour, theme.GOLD, (255, 255, 255)
        return fill, edge, ink

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.selected and self.enabled:  # a thick gold ring: "on" is not told by colour only
            pygame.draw.rect(surface, theme.GOLD, self.rect.inflate(2, 2), 3,
                             border_radius=min(10, self.rect.height // 2))

    def draw_face(self, surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
        if self.selected and self.enabled and rect.width >= 100:
            x, y = rect.x + 9, rect.centery
            pygame.draw.lines(surface, ink, False, [(x, y), (x + 3, y + 4), (x + 9, y - 4)], 2)
            super().draw_face(surface, rect.inflate(-22, 0).move(9, 0), ink)
        else:
            super().draw_face(surface, rect, ink)
