"""Scene lifecycle.

A scene is one screen (menu, board, rules...) or an overlay (pause menu, dialog) drawn over the
scene beneath it. The manager (``scenes.stack.SceneManager``) owns the stack; scenes ask it to
push, pop or replace. ``draw`` only paints; it never changes a game.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

import game.keys as keys
from scenes.focus import Focus, Target, widget_targets
from scenes.stack import SceneManager

if TYPE_CHECKING:
    from scenes.context import AppContext


class Scene:
    """Base class. ``overlay`` scenes let the scene below draw first (and keep updating if
    ``updates_below`` is set, e.g. so dice keep rolling behind a tooltip-like overlay)."""

    overlay = False
    updates_below = False

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.key_focus = Focus()

    def focus_targets(self) -> list[Target]:
        """The choices the keyboard's focus moves between, in reading order (see
        ``scenes.focus``)."""
        return []

    @property
    def manager(self) -> SceneManager:
        return self.ctx.scenes

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (first time or after a pop)."""

    def exit(self) -> None:
        """Called when the scene is removed from the stack."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations/time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Must not change any game state."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout."""

    def picture_key(self) -> Hashable | None:
        """Everything this scene's picture depends on right now, or ``None``: draw it every
        frame (the default, for screens that do not say).

        Why: the window keeps the last frame it was shown, so a frame whose pictures would
        come out the same need not be drawn at all (``SceneManager.picture_key``); a scene
        that animates answers ``None`` while it does."""
        return None


class WidgetScene(Scene):
    """A screen made of widgets laid out from the window size. Escape goes back."""

    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        from scenes.widgets import WidgetGroup

        self.ui = WidgetGroup()
        self.layout()

    def enter(self) -> None:
        self.layout()

    def resized(self, size: tuple[int, int]) -> None:
        self.layout()

    def layout(self) -> None:
        """Rebuild ``self.ui`` for ``self.ctx.size``."""

    def back(self) -> None:
        self.manager.pop()

    def focus_targets(self) -> list[Target]:
        """Every enabled widget, in the order they were added."""
        return widget_targets(self.ui.items)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ui.handle_event(event):
            return True
        if self.key_focus.handle(event, self.focus_targets()):
            return True
        if keys.is_key(event, "back") and self.escape_pops:
            self.back()
            return True
        return self.overlay  # overlays swallow input meant for the scene beneath

    def draw_content(self, surface: pygame.Surface) -> None:
        """Everything but the widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_content(surface)
        self.ui.draw(surface)
        self.ui.draw_tooltip(surface)
        self.key_focus.draw(surface, self.focus_targets, self.ctx.scale)
