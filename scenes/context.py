"""What every scene can reach: settings, the scene stack, sounds, messages and the window size."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

import scenes.layout_log as layout_log
import scenes.theme as theme
from game.settings import Settings, save_settings

if TYPE_CHECKING:
    from scenes.stack import SceneManager


NOTICE_MAX_CHARS = 240
"""A notice quoting something huge (a damaged value) is cut to this many characters."""
NOTICE_QUEUE = 4
"""Notices waiting their turn at most; a burst drops the oldest calm ones first."""


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
    from_background: deque[tuple[str, float, bool]] = field(default_factory=deque)
    """Notices handed over by the file writer's thread (``toast_later``), queued as toasts on
    the next frame: ``toast`` itself belongs to the frame's thread."""

    @property
    def scale(self) -> float:
        return theme.scale_for(self.size)

    def toast(self, text: str, seconds: float = 3.0, error: bool = False) -> None:
        """Queue a notice. Notices show one at a time in the reserved strip (see
        ``theme.notice_strip``), so they never pile up over the board or a button; an
        identical notice already waiting is not queued twice."""
        text = theme.shorten(" ".join(str(text).split()), NOTICE_MAX_CHARS)
        if any(t.text == text for t in self.toasts):
            return
        self.toasts.append(Toast(text, seconds, error))
        if len(self.toasts) > NOTICE_QUEUE:
            calm = next((t for t in self.toasts[:-1] if not t.error), self.toasts[0])
            self.toasts.remove(calm)

    def toast_later(self, text: str, seconds: float = 3.0, error: bool = False) -> None:
        """``toast`` from another thread (a background write that failed): shown from the
        next frame on (a deque's append is safe across threads)."""
        self.from_background.append((text, seconds, error))

    def withdraw(self, text: str) -> None:
        """Take back a notice that no longer holds (shown or waiting), e.g. "Looking for a
        hint..." once the hint is on the board."""
        self.toasts = [t for t in self.toasts if t.text != text]

    def save_settings(self) -> None:
        save_settings(self.settings)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if self.fullscreen_handler is not None:
            self.fullscreen_handler(on)
        self.save_settings()

    def update_toasts(self, dt: float) -> None:
        """Only the notice on screen (the first) uses up its time."""
        while self.from_background:
            self.toast(*self.from_background.popleft())
        if self.toasts:
            self.toasts[0].remaining -= dt
            if self.toasts[0].remaining <= 0:
                self.toasts.pop(0)

    def draw_toasts(self, surface: pygame.Surface) -> None:
        if not self.toasts:
            return
        toast = self.toasts[0]
        strip = theme.notice_strip(surface.get_size(), self.scale)
        fnt = theme.font(int(15 * self.scale), "bold")
        lines = theme.wrap(toast.text, fnt, strip.width - 32)
        if len(lines) > 2:
            lines = [lines[0], theme.fit(" ".join(lines[1:]), fnt, strip.width - 32)]
        line_h = fnt.get_linesize()
        width = max(fnt.size(line)[0] for line in lines) + 32
        box = pygame.Rect(0, strip.y + 1, width, line_h * len(lines) + 8)
        box.centerx = strip.centerx
        edge = theme.BAD if toast.error else theme.GOLD
        theme.panel(surface, box, colour=(28, 20, 36), edge=edge, radius=10, alpha=245)
        layout_log.place("the notice", box)
        layout_log.place("the notice", box, "pieces")  # nor over a board's pieces
        layout_log.place("the notice", box, "focus")  # nor over the keyboard's focus ring
        for i, line in enumerate(lines):
            text = theme.render_font(fnt, line, theme.TEXT)
            surface.blit(text, text.get_rect(midtop=(box.centerx, box.y + 4 + i * line_h)))
        waiting = len(self.toasts) - 1
        if waiting:
            more = theme.render(f"+{waiting}", int(14 * self.scale), theme.MUTED, "bold")
            surface.blit(more, more.get_rect(midleft=(box.right + 6, box.centery)))
