"""A scripted player that plays a whole game through the real app by key presses alone.

It reads the screen as a person would, through the focused scene's ``focus_targets()`` (see
``scenes.focus``), picks one of the game's choices with a seeded RNG, presses Next or Previous
(whichever is fewer) until that choice has the focus, then Act. It never clicks and never
applies anything to the match: every move it makes goes through the same path a click takes.
From the main menu it opens the game's set-up, sets the first seat to a human and the others
to Easy, and starts, all by keys; between decisions it presses Right to go on from an outcome
card and Act on a hand-off's "I'm ready".

Used by ``python -m game keyplay`` and ``tests/test_keyplay.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

import game.keys as keys
from scenes.focus import Target, showing

MAX_STEPS = 200_000
MAX_TAB = 400
"""Presses of Next/Previous after which a choice that never gets the focus is a failure."""


class KeyPlayError(RuntimeError):
    """The key player found no way on (a screen with no choice, a focus that never arrives)."""


@dataclass
class KeyResult:
    title: str  # the game over menu's title ("Victory!", "Defeat...", ...)
    presses: int
    actions: int  # the match's actions, both sides


class KeyPlayer:
    def __init__(self, app, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.presses = 0

    # ---------------------------------------------------------------- fingers
    def press(self, action: str) -> None:
        """Press ``action``'s key (as the settings bind it) and let one frame run."""
        self.presses += 1
        pygame.event.post(keys.event_for(action))
        self.app.frame(1 / 60)

    def look(self) -> None:
        """An undrawn app draws the frame a person would look at before acting."""
        if not self.app.drawing:
            self.app.draw()

    @property
    def top(self):
        return self.app.ctx.scenes.top

    def focus_on(self, wanted: Callable[[Target], bool]) -> Target:
        """Move the focus to the first target ``wanted`` accepts (fewest presses)."""
        self.look()  # once: moving the focus changes no choice
        if not showing():
            self.press("next")  # the first focus key shows the ring where it is
        for _ in range(MAX_TAB):
            scene = self.top
            targets = scene.focus_targets()
            index = next((i for i, t in enumerate(targets) if wanted(t)), None)
            if index is None:
                raise KeyPlayError(f"no such choice on {type(scene).__name__}: "
                                   f"{[t.label for t in targets]}")
            here = scene.key_focus.current(targets)
            at = targets.index(here) if here is not None else 0
            if at == index:
                return targets[index]
            ahead = (index - at) % len(targets)
            self.press("next" if ahead <= len(targets) - ahead else "previous")
        raise KeyPlayError(f"the focus never reached the choice {index} at {at}: "
                           f"{[t.identity() for t in targets]} {scene.key_focus.key}")

    def focus_on_widget(self, widget) -> Target:
        key = _widget_key(widget)
        return self.focus_on(lambda t: t.key == key)

    def choose(self, wanted: Callable[[Target], bool]) -> None:
        self.focus_on(wanted)
        self.press("act")

    def choose_label(self, prefix: str) -> None:
        self.choose(lambda t: t.label.startswith(prefix))

    # ---------------------------------------------------------------- screens
    def open_game(self, title: str, options: dict[str, str] | None = None) -> None:
        """From the main menu to the board of a new game against Easy, by keys; ``options``:
        set-up choices to set first, by their label and the option's words (e.g.
        ``{"Match": "Single game"}``)."""
        self.choose_label(f"Play {title}")
        for label, wanted in (options or {}).items():
            self.set_choice(label, wanted)
        self.set_seats()
        self.choose_label("Start")

    def set_choice(self, label: str, wanted: str) -> None:
        """Step the set-up choice called ``label`` with Right until it shows ``wanted``."""
        from scenes.widgets import Choice

        for _ in range(12):
            choice = next((w for w in self.top.ui.items
                           if isinstance(w, Choice) and w.label == label), None)
            if choice is None:
                raise KeyPlayError(f"no choice {label!r} on {type(self.top).__name__}")
            if choice.options[choice.index][1] == wanted:
                return
            self.focus_on_widget(choice)
            self.press("right")
        raise KeyPlayError(f"{label!r} never showed {wanted!r}")

    def set_seats(self) -> None:
        """The first seat a human, every other Easy (each seat's value stepped with Right;
        the screen may lay itself out again after a step, so the seat is found afresh)."""
        from scenes.widgets import Choice

        def seats() -> list:
            return [w for w in self.top.ui.items
                    if isinstance(w, Choice) and any(v == "easy" for v, _ in w.options)]

        for number in range(len(seats())):
            want = "human" if number == 0 else "easy"
            for _ in range(12):
                seat = seats()[number]
                if seat.value == want:
                    break
                self.focus_on_widget(seat)
                self.press("right")
            if seats()[number].value != want:
                raise KeyPlayError(f"seat {number} never became {want}")

    def play(self, max_steps: int = MAX_STEPS) -> KeyResult:
        """Play the open board's game to its end; returns the game over menu's title."""
        from scenes.board.base import BoardScene
        from scenes.overlays import ButtonMenu

        board_type = BoardScene
        board = None
        for _ in range(max_steps):
            top = self.top
            if isinstance(top, board_type):
                board = top
                if self.step(top):
                    continue
            elif isinstance(top, ButtonMenu) and board is not None:
                if board.match.is_over:
                    return KeyResult(top.title, self.presses, len(board.match.actions))
                self.choose(lambda t: True)  # a hand-off: "I'm ready" is its only choice
                continue
            elif board is not None and (script := getattr(top, "play_by_keys", None)) is not None:
                script(self)  # a game's own screen over its board (the sketch pad)
                continue
            self.app.frame(1 / 60)
        raise KeyPlayError("the game did not finish")

    def step(self, board) -> bool:
        """One thing a person does on a board by keys; False when there is nothing to do but
        wait."""
        if board.card is not None and board.human_waiting():
            self.press("right")  # read the outcome, go on
            return True
        if board.driver.animating or not (board.human_to_move() or board.driver.awaiting_throw()):
            return False
        self.look()
        choices = [t for t in board.focus_targets() if t.game]
        if not choices:
            return False
        wanted = self.rng.choice(choices).identity()
        self.choose(lambda t: t.identity() == wanted)
        return True


def _widget_key(widget) -> Hashable:
    """The identity ``scenes.focus.widget_targets`` gives ``widget``'s target."""
    from scenes.focus import widget_targets

    return widget_targets([widget])[0].key
