"""What every scene can reach: settings, the scene stack, sounds, messages and the window size."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.settings import Settings, save_settings
from game.validate import shorten
from scenes import theme

if TYPE_CHECKING:
    from scenes.base import SceneManager


@dataclass
class Toast:
    text: str
    remaining: float
    error: bool = False


@dataclass
class AppContext:
    settings: Settings
    scenes: SceneManager
    size: tuple[int, int] = (1280, 720)
    running: bool = True
    toasts: list[Toast] = field(default_factory=list)
    services: dict[str, Any] = field(default_factory=dict)
    """Long-lived helpers created by the app (sounds, the AI worker); scenes look them up."""
    fullscreen_handler: Any = None

    @property
    def scale(self) -> float:
        return theme.scale_for(self.size)

    def toast(self, text: str, seconds: float = 3.0, error: bool = False) -> None:
        """Show ``text`` for a while; a message quoting a huge value is shortened first."""
        self.toasts.append(Toast(shorten(str(text)), seconds, error))
        self.toasts[:] = self.toasts[-3:]

    def save_settings(self) -> None:
        save_settings(self.settings)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if self.fullscreen_handler is not None:
            self.fullscreen_handler(on)
        self.save_settings()

    def update_toasts(self, dt: float) -> None:
        for toast in self.toasts:
            toast.remaining -= dt
        self.toasts[:] = [t for t in self.toasts if t.remaining > 0]

    def draw_toasts(self, surface: pygame.Surface) -> None:
        y = int(14 * self.scale)
        for toast in self.toasts:
            fnt = theme.font(int(18 * self.scale), "bold")
            lines = theme.wrap(toast.text, fnt, int(surface.get_width() * 0.6))
            line_h = fnt.get_linesize()
            width = max(fnt.size(line)[0] for line in lines) + 32
            box = pygame.Rect(0, y, width, line_h * len(lines) + 16)
            box.centerx = surface.get_width() // 2
            edge = theme.BAD if toast.error else theme.GOLD
            theme.panel(surface, box, colour=(28, 20, 36), edge=edge, radius=10, alpha=240)
            for i, line in enumerate(lines):
                text = fnt.render(line, True, theme.TEXT)
                surface.blit(text, text.get_rect(midtop=(box.centerx, box.y + 8 + i * line_h)))
            y = box.bottom + 8
