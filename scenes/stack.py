"""The stack of scenes the app shows: the top one gets the input, overlays let the ones beneath
draw (and update) too.

Why apart from ``scenes.base``: every scene reaches the stack through its context
(``AppContext.scenes``) and the context is given to every scene; kept here, the stack names only
what it asks of a scene (``StackedScene``), so neither the scenes nor their context need the
other to be read.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Protocol

import pygame

import game.collector as collector
import scenes.layout_log as layout_log
import scenes.text as text
from scenes.focus import show

SCREEN_PICTURES = 4
"""Window-sized pictures a screen or board holds, about (its kept frame, background, panels,
layers): how much a screen closed or a window resized lets go, for ``collector.let_go``."""


def screen_pictures(size: tuple[int, int]) -> int:
    """The bytes a screen at window ``size`` holds in pictures, about."""
    width, height = size
    return SCREEN_PICTURES * 4 * max(0, width) * max(0, height)


class StackedScene(Protocol):
    """What the stack asks of a scene (``scenes.base.Scene`` is the one kind it holds)."""

    overlay: bool
    updates_below: bool
    home: bool

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def resized(self, size: tuple[int, int]) -> None: ...
    def picture_key(self) -> Hashable | None: ...


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[StackedScene] = []
        self.inputs = 0
        """Events handed to the scenes so far: a picture kept across frames (a board's) is
        kept only while no input could have changed it (a hover, a selection)."""

    @property
    def top(self) -> StackedScene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: StackedScene) -> None:
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> StackedScene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._leave(scene)
        if self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: StackedScene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self._leave(self.stack.pop())
        self.push(scene)

    def reset(self, scene: StackedScene) -> None:
        """Clear the whole stack (e.g. back to the main menu)."""
        while self.stack:
            self._leave(self.stack.pop())
        self.push(scene)

    def pop_until(self, kind: type) -> None:
        while self.stack and not isinstance(self.stack[-1], kind):
            self._leave(self.stack.pop())
        if self.top is not None:
            self.top.enter()

    def pop_home(self) -> None:
        """Back to the home scene (the main menu): every scene above it leaves."""
        while self.stack and not self.stack[-1].home:
            self._leave(self.stack.pop())
        if self.top is not None:
            self.top.enter()

    def visible(self) -> list[StackedScene]:
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
        collector.let_go(screen_pictures(size))  # the pictures of the old size

    @staticmethod
    def _leave(scene: StackedScene) -> None:
        scene.exit()
        window = pygame.display.get_surface()
        if window is None:
            collector.let_go()
        else:
            collector.let_go(screen_pictures(window.get_size()))  # its pictures

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


__all__ = ["SceneManager", "StackedScene"]
