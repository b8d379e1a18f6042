"""Learn to play: short guided games, one per game, on prepared dice against a scripted opponent.

A tutorial is a *script*: a ``Tutorial`` with a list of ``Step``s, played on the game's real
board (``scenes.tutorial`` puts a guide card over it). Everything that changes the game is an
engine action through ``Match.apply``, as in any game; the script only decides which actions
the player is asked for, which the opponent plays and which faces the dice land on.

Writing one (a module in this package registers itself on import; no table to edit)::

    from game.tutorial import THROW, Step, Tutorial, register_tutorial

    register_tutorial(Tutorial(
        game_id="66d6",
        title="66d6: your first turn",
        options={"columns": 3, "rows": 3},     # set-up options of the lesson's match
        setup=None,                            # the game's set-up payload, if it has one
        prepared=(...),                        # actions applied before the first step, unseen:
                                               # the prepared position (Rolls with given faces,
                                               # the opponent's set-up...); each must be legal
        steps=(
            Step("Welcome", "Words of the guide card ..."),           # read, then Next
            Step("Throw", "...", do=THROW, dice=((6, 2, 3, ...),)),   # the player's throw
            Step("March", "...", do=March(0, 3), rules="March",
                 wrong="Kind sentence for another legal move."),
            Step("Try it", "...", free=True, until=lambda st: st.to_move == 1),
        ),
        opponent=lambda state: ...,           # the scripted opponent's action (None: its first
                                               # legal action)
        hands=clicks_for,                      # (board, action) -> mouse gestures (below)
        closing="What the real game adds ...",
    ))

Steps, in order (``Tutorial.steps``):

- ``title``, ``say``: the guide card's heading and words (our own words, never the rulebook's).
- ``do``: what the player must do. ``None``: a reading step (the card has Next). An ``Action``:
  the player must play exactly that (or one ``accept(state, action)`` allows); the guide points
  at ``board.move_anchors(do)``, the board's own idea of where that action's pieces are.
  ``THROW``: the player throws their own dice (the Roll button, Space or a drag); the guide
  points at the tray.
- ``point``: optional ``(board) -> list[pygame.Rect]`` to point somewhere else (a panel
  button, a home); it wins over the default above.
- ``rules``: a heading of the game's in-app rules page; the card's "Rules" button opens the
  page scrolled there.
- ``wrong``: the kind sentence shown when the player tries another *legal* action; that action
  is not played (the lesson keeps its position). An illegal one gets the engine's reason, as
  in any game.
- ``free``: free play: any legal action is played (or, with ``accept``, any it allows: the
  others get ``wrong``, as above); the step ends once ``until(state)`` holds (checked after
  every action). ``Tutorial.free_choice(state)`` is what the scripted player
  does on such a step (default: the first legal action).
- ``dice``: faces for the next throws, one tuple per throw, in order (the player's throw or
  anyone else's): they join a queue as the step begins, so a throw that starts just after the
  card changed still lands as scripted. A throw takes the queue's first entry when it has one
  face per die of the throw (else the entry waits). The tray throws for real and lands on them
  (``game.tray.aim``); throws with nothing queued land where the seed throws them. A draw that
  is no throw (a random board space, a coin) takes its entry as it is.
- A ``do`` step ends when its action is played; the opponent's moves and the dice between two
  steps happen by themselves (``opponent`` and ``dice``). ``prepared`` actions are played at
  once, before the first step.

Mouse: ``hands(board, action)`` returns the gestures a person makes to play ``action`` on that
game's board: a list of ``("click", (x, y))``, ``("drag", (x0, y0), (x1, y1))`` or
``("button", "Label")`` (a button of the board's panel or of its throw row, by the start of its
text). A gesture may also be a function ``(board) -> gesture | None``, worked out just before it
is made (after the earlier ones landed and the screen was drawn): for spots that move as the
earlier gestures take effect (a pool of dice being placed); ``None`` skips it. The scripted
player (``scenes.tutorial.ScriptedPlayer``: the test and ``python -m game tutorial GAME
--auto``) turns them into synthetic mouse events.

Progress (``game.tutorial.progress``) is the step reached and the lesson match's save, written
atomically in the data folder after every change and validated (replayed) when read.

Notes for a new lesson (``sixtysix.py``, ``deathbydice.py`` and ``dicedemons.py`` are worked
examples):

- The player is seat 0 (a human); every other seat is the scripted opponent (an Easy AI seat
  that ``opponent`` answers for; the AI is never asked while ``opponent`` returns an action).
- A reading step holds back the player's moves and throws (a kind note says to press Next) but
  not the opponent or the dice: they go on under the card.
- Queue dice in the order the throws will come, the opponent's included (Dice Demons queues
  Blue's movement throw before yours).
- On a free step the scripted player passes ``free_choice(state)`` to ``hands``; ``hands`` may
  answer with a whole group of gestures (Death by Dice: drag each die, then Confirm).
- The lesson ends when its last step is done: the card closes with ``closing`` and offers a
  real game against Easy (the usual options) or the menu. A lesson may end the game itself
  (Dice Demons is won): its closing card stands in for the game-over menu. A lesson never
  counts in the statistics and cannot be undone (only left and started again).
- ``tests/test_tutorial.py`` plays every registered lesson by mouse and checks its Rules links
  are headings of the rules page; ``python -m game tutorial GAME --auto --shots DIR`` pictures
  each step as a person first sees it (add ``--size 960x600`` and look at them).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import Action, Roll, State

Motion = tuple[Any, ...]
"""``("click", pos)``, ``("drag", start, end)`` or ``("button", label)``."""
Gesture = Motion | Callable[[Any], Motion | None]
"""A ``Motion``, or a function of the board giving one (or ``None``) when it is due."""


class _Throw:
    """The player's own throw (``Step.do``)."""

    def __repr__(self) -> str:
        return "THROW"


THROW = _Throw()


@dataclass(frozen=True)
class Step:
    title: str
    say: str
    do: Action | _Throw | None = None
    accept: Callable[[State, Action], bool] | None = None
    point: Callable[[Any], list[Any]] | None = None
    rules: str = ""
    wrong: str = ""
    free: bool = False
    until: Callable[[State], bool] | None = None
    dice: tuple[tuple[int | str, ...], ...] = ()

    @property
    def reading(self) -> bool:
        return self.do is None and not self.free

    def passes(self, state: State, action: Action) -> bool:
        """Whether ``action`` is what this step asks for."""
        if self.free:
            return self.accept is None or self.accept(state, action)
        if self.do is THROW:
            return isinstance(action, Roll)
        if isinstance(self.do, Action) and state.listed_as(action) == state.listed_as(self.do):
            return True
        return self.accept is not None and self.accept(state, action)

    def done(self, state: State) -> bool:
        """A free step is over (checked after every action)."""
        return self.free and self.until is not None and self.until(state)


def _first_legal(state: State) -> Action | None:
    legal = state.legal_actions()
    return legal[0] if legal else None


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    title: str
    steps: tuple[Step, ...]
    hands: Callable[[Any, Action], list[Gesture]]
    options: Mapping[str, int] = field(default_factory=dict)
    setup: Mapping[str, Any] | None = None
    prepared: tuple[Action, ...] = ()
    opponent: Callable[[State], Action | None] = _first_legal
    free_choice: Callable[[State], Action | None] = _first_legal
    closing: str = ""
    minutes: int = 5
    seed: int = 1
    """The lesson match's seed: where unscripted throws land."""


_TUTORIALS: dict[str, Tutorial] = {}


def register_tutorial(tutorial: Tutorial) -> Tutorial:
    _TUTORIALS[tutorial.game_id] = tutorial
    return tutorial


def tutorial_for(game_id: str) -> Tutorial | None:
    _discover()
    return _TUTORIALS.get(game_id)


def tutorial_games() -> list[str]:
    _discover()
    return list(_TUTORIALS)


_found = False


def _discover() -> None:
    """Import every module of this package once: each registers its game's tutorial."""
    global _found
    if _found:
        return
    _found = True
    for module in pkgutil.iter_modules(__path__):
        if module.name != "progress":
            importlib.import_module(f"{__name__}.{module.name}")


__all__ = ["THROW", "Gesture", "Motion", "Step", "Tutorial", "register_tutorial",
           "tutorial_for", "tutorial_games"]
