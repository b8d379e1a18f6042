"""Scene lifecycle and the stack that holds them.

A scene is one screen (menu, board, rules...) or an overlay (pause menu, dialog) drawn over the
scene beneath it. The manager owns the stack; scenes ask it to push, pop or replace. ``draw`` only
paints; it never changes a game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

import game.keys as keys
import scenes.layout_log as layout_log
import scenes.text as text
from scenes.focus import Focus, Target, show, widget_targets

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


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self.inputs = 0
        """Events handed to the scenes so far: a picture kept across frames (a board's) is
        kept only while no input could have changed it (a hover, a selection)."""

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack (e.g. back to the main menu)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def pop_until(self, kind: type[Scene]) -> None:
        while self.stack and not isinstance(self.stack[-1], kind):
            self.stack.pop().exit()
        if self.top is not None:
            self.top.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top scene and those under overlays (an opaque
        overlay, such as a hand-off before a secret, hides everything under it, so what is
        under it is not drawn at all)."""
        start = len(self.stack) - 1
        while (start > 0 and self.stack[start].overlay
               and not getattr(self.stack[start], "opaque", False)):
            start -= 1
        return self.stack[max(start, 0) :]

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.inputs += 1
        if event.type == pygame.MOUSEBUTTONDOWN:
            show(False)  # the mouse took over: the focus ring goes until a focus key
        return self.top.handle_event(event) if self.top else False

    def update(self, dt: float) -> None:
        if not self.stack:
            return
        top = self.stack[-1]
        index = len(self.stack) - 1
        while index > 0 and self.stack[index].overlay and self.stack[index].updates_below:
            index -= 1
            self.stack[index].update(dt)
        top.update(dt)

    def draw(self, surface: pygame.Surface,
             on_top: Callable[[pygame.Surface], None] | None = None) -> None:
        """Draw the visible scenes, then ``on_top`` (the app's notices) over them, before the
        frame's layout is checked: a notice over a board's names is recorded too."""
        for scene in self.visible():
            text.new_layer()
            layout_log.begin_screen(type(scene).__name__)
            scene.draw(surface)
        if on_top is not None:
            on_top(surface)
        layout_log.end_frame()

    def resized(self, size: tuple[int, int]) -> None:
        for scene in self.stack:
            scene.resized(size)

    def picture_key(self) -> Hashable | None:
        """What the visible scenes' picture depends on (``None``: one of them must be drawn
        every frame). The same key twice in a row means the same picture."""
        keys = []
        for scene in self.visible():
            key = scene.picture_key()
            if key is None:
                return None
            keys.append((id(scene), key))
        return tuple(keys)


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
