"""What every page of Settings shares: a column of rows on a panel under a title, over the
menu's background or (from the pause menu) over the shaded board; a change is saved at once."""

from __future__ import annotations

import pygame

import scenes.theme as theme
from scenes.base import WidgetScene


class SettingsPage(WidgetScene):
    """Usable from the main menu and, as an overlay, from the pause menu."""

    title = "Settings"
    title_size = 52
    panel_rect: pygame.Rect
    """The panel behind the rows; each page sets it as it lays out its column."""

    def __init__(self, ctx, overlay: bool = False) -> None:
        self.overlay = overlay
        super().__init__(ctx)

    def column(self, rows: int) -> tuple[int, int, int, int, int, int]:
        """x, first row's y, width, row height and gap of a column of ``rows`` rows and Done,
        and the panel's top: a quarter down when they fit under it, else as high as the title
        allows."""
        w, h = self.ctx.size
        s = self.ctx.scale
        width = int(520 * s)
        row = int(44 * s)
        gap = int(12 * s)
        y = min(int(h * 0.25), h - rows * (row + gap) - gap - int(66 * s))
        return w // 2 - width // 2, y, width, row, gap, y - int(104 * s)

    def _set(self, name: str):
        def setter(value) -> None:
            setattr(self.ctx.settings, name, value)
            self.ctx.save_settings()

        return setter

    def back(self) -> None:
        self.ctx.save_settings()
        super().back()

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.overlay:
            theme.shade(surface)
        else:
            theme.draw_background(surface)
        theme.panel(surface, self.panel_rect)
        title = theme.render(self.title, int(self.title_size * self.ctx.scale), theme.GOLD,
                             "title")
        surface.blit(title, title.get_rect(midtop=(surface.get_width() // 2,
                                                   self.panel_rect.y + int(14 * self.ctx.scale))))
