"""The sketch pad as a screen of its own: pushed over a board, it fills the window and hands
the monster back when the player is done.

``SketchScene(ctx, on_done, on_cancel, **pad_options)``: the options are those of
``SketchPad`` (dice, part types, core colour, checks, the monster book...). Done or Cancel
pops the scene and then calls back, so the board underneath is on top again when it hears.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

import scenes.sketch.keys as key_paths
from scenes.base import Scene
from scenes.focus import Target
from scenes.sketch.editing import SketchResult
from scenes.sketch.key_script import sketch_by_keys
from scenes.sketch.pad import SketchPad

if TYPE_CHECKING:
    from game.key_player import KeyPlayer


class SketchScene(Scene):
    def __init__(self, ctx: Any, on_done: Callable[[SketchResult], Any],
                 on_cancel: Callable[[], Any] | None = None, **pad_options: Any) -> None:
        super().__init__(ctx)
        self.when_done = on_done
        self.when_cancelled = on_cancel
        self.pad = SketchPad(pygame.Rect(0, 0, *ctx.size), on_done=self._done,
                             on_cancel=self._cancel, **pad_options)

    def _done(self, result: SketchResult) -> None:
        self.manager.pop()
        self.when_done(result)

    def _cancel(self) -> None:
        self.manager.pop()
        if self.when_cancelled:
            self.when_cancelled()

    def handle_event(self, event: pygame.event.Event) -> bool:
        # While a name is typed, every key is the name field's (Enter or Tab ends it). Enter
        # and Space act only once the ring shows: a stray Enter never redoes the drawing.
        if not self.pad.name_field.focused and self.key_focus.handle(
                event, self.focus_targets(), act_hidden=False):
            return True
        return self.pad.handle_event(event)

    def play_by_keys(self, player: KeyPlayer) -> None:
        """The scripted key player's way of making this pad's monster (``game.key_player``)."""
        sketch_by_keys(player, self)

    def focus_targets(self) -> list[Target]:
        """Where the keyboard's focus may stop on the pad (``scenes.sketch.keys``)."""
        return key_paths.key_targets(self.pad)

    def update(self, dt: float) -> None:
        self.pad.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.pad.draw(surface)
        self.key_focus.draw(surface, self.focus_targets, self.ctx.scale)

    def resized(self, size: tuple[int, int]) -> None:
        self.pad.layout(pygame.Rect(0, 0, *size))
