"""A synthetic player that plays through the real app with mouse events only.

It asks the engine what is legal (as a person reads the screen), picks with a seeded RNG, and
turns the choice into the motion/press/release events a person's mouse would make on the spots
the scene draws. Nothing is applied to the match directly.

In a test marked ``undrawn`` the app draws no frame by itself; a robot draws one (``look``) when
a person would look at the screen before acting, so widgets a scene lays out while drawing are
where a person would see them, and the frames spent waiting for the AI or the dice cost nothing.
"""

from __future__ import annotations

import random

import pygame

from engine.sixtysix.actions import (
    Defend,
    Enter,
    Fight,
    Infiltrate,
    Kill,
    March,
    Resolve,
    Sacrifice,
    Slaughter,
)
from engine.sixtysix.board import HOME
from scenes.overlays import ButtonMenu
from scenes.sixtysix import texts
from scenes.synthetic import post_click, post_drag, post_key
from scenes.widgets import Button, Widget


def look(app) -> None:
    """See the screen before acting: an undrawn app draws the current frame once."""
    if not app.drawing:
        app.draw()


click = post_click
key = post_key
drag = post_drag
"""Synthetic mouse and keys (``scenes.synthetic``, shared with the lessons' scripted player)."""


def move_on(app, board) -> bool:
    """What a person does between decisions on any board: read and dismiss an outcome card
    (a key), throw their own dice (the Roll button). True when something was done."""
    if board.card is not None and board.human_waiting():
        key(app, pygame.K_RIGHT)
        return True
    if board.driver.awaiting_throw():
        press(app, board.throw_ui.items, "Roll")
        return True
    return False


def find_button(widgets: list[Widget], prefix: str) -> Button:
    for widget in widgets:
        if isinstance(widget, Button) and widget.text.startswith(prefix) and widget.enabled:
            return widget
    names = [getattr(w, "text", "?") for w in widgets]
    raise LookupError(f"no enabled button {prefix!r} among {names}")


def press(app, widgets: list[Widget], prefix: str) -> None:
    look(app)  # a scene may rebuild its buttons while drawing (the same list, new buttons)
    click(app, find_button(widgets, prefix).rect.center)


class Robot:
    def __init__(self, app, seed: int, specials: bool = True) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.specials = specials
        self.clicks = 0

    def play_turn_step(self, scene) -> None:
        """Make one decision of the human to move on the 66d6 board, by mouse."""
        if move_on(self.app, scene):
            return
        state = scene.state
        legal = state.legal_actions()
        if not self.specials:
            legal = [a for a in legal if not isinstance(a, (Sacrifice, Infiltrate))] or legal
        action = self.rng.choice(legal)
        app = self.app
        layout = scene.layout
        self.clicks += 1
        if isinstance(action, Resolve):
            label = texts.option_label(state, action.option)
            press(app, scene.panel.ui.items, label)
        elif isinstance(action, (Defend, Kill)):
            click(app, scene.positions[action.minion])
        elif isinstance(action, (Enter, March)):
            click(app, scene.positions[action.minion])
            to = action.field if isinstance(action, Enter) else action.to
            side = state.minion(action.minion).side
            target = layout.home_rect(side) if to == HOME else layout.field_rect(to)
            click(app, target.center)
        elif isinstance(action, Fight):
            click(app, scene.positions[action.attacker])
            click(app, layout.field_rect(state.minion(action.attacker).place).center)
        elif isinstance(action, Slaughter):
            click(app, scene.positions[action.minion])
            click(app, layout.home_rect(1 - state.minion(action.minion).side).center)
        elif isinstance(action, (Sacrifice, Infiltrate)):
            press(app, scene.panel.ui.items, "Sacrifice" if isinstance(action, Sacrifice)
                  else "Infiltrate")
            ids = action.minions if isinstance(action, Sacrifice) else (action.minion,)
            for minion_id in ids:
                click(app, scene.positions[minion_id])
        else:
            raise AssertionError(f"robot cannot play {action!r}")

    def dismiss(self, overlay: ButtonMenu, prefer: str) -> str:
        for prefix in (prefer, "I'm ready", "OK"):
            try:
                press(self.app, overlay.ui.items, prefix)
                return prefix
            except LookupError:
                continue
        raise AssertionError(f"overlay {overlay.title!r} has no expected button")
