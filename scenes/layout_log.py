"""The layout knows when it fails: a record of cut texts and of rectangles that overlap.

Why a recorder and not an assertion: a screen that cuts a sentence still works, so a cut must
not stop the app; but it must never be silent either. Tests switch the recorder on (and the app
does with ``--debug-layout``); ``scenes.text`` reports every text it had to cut, and widgets,
cards, captions, tooltips and tabs register the rectangles they take each frame, so two that
overlap are recorded with both names. ``layout_problems()`` gives one line per problem (a
gallery of screens can print them), ``reset()`` forgets them.

The scene manager says which screen is drawing (``begin_screen``) and when a frame is complete
(``end_frame``: the overlap check runs then, on that frame's rectangles).
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass

import pygame

log = logging.getLogger("scenes.layout")
RECORD_ENV = "DICE_PANDEMONIUM_LAYOUT_LOG"
"""Set to 1 (the tests do) to record from the start."""


@dataclass(frozen=True)
class Problem:
    kind: str  # "cut" or "overlap"
    screen: str
    what: str

    def line(self) -> str:
        if self.kind == "cut":
            return f"{self.screen}: text cut: {self.what!r}"
        return f"{self.screen}: overlap: {self.what}"


@dataclass
class _Placed:
    name: str
    rect: pygame.Rect
    layer: str


_state: dict = {"on": os.environ.get(RECORD_ENV) == "1", "screen": "", "log": False}
_problems: dict[Problem, None] = {}  # a dict keeps the order problems were first seen in
_placed: list[_Placed] = []


def enable(on: bool = True, *, to_log: bool = False) -> None:
    """Start (or stop) recording; ``to_log`` also writes each new problem to the app's log
    once (the app's ``--debug-layout``)."""
    _state["on"] = on
    _state["log"] = to_log
    _placed.clear()


def enabled() -> bool:
    return _state["on"]


def outlining() -> bool:
    """The app's ``--debug-layout``: cut texts are also outlined on screen."""
    return _state["on"] and _state["log"]


def reset() -> None:
    """Forget every problem recorded so far."""
    _problems.clear()
    _placed.clear()


def layout_problems() -> list[str]:
    """One line per problem, in the order they were first seen."""
    return [problem.line() for problem in _problems]


def begin_screen(name: str) -> None:
    """``name`` draws next; rectangles registered before belong to a screen now covered."""
    _state["screen"] = name
    _placed.clear()


def _record(problem: Problem) -> None:
    if problem not in _problems:
        _problems[problem] = None
        if _state["log"]:
            log.warning("layout: %s", problem.line())


def record_cut(text: str) -> None:
    """``scenes.text`` had to cut ``text`` (ellipsis) to keep it inside its box."""
    if _state["on"]:
        _record(Problem("cut", _state["screen"], " ".join(text.split())))


def place(name: str, rect: pygame.Rect, layer: str = "screen") -> None:
    """``name`` takes ``rect`` in this frame. Only rectangles of the same ``layer`` may not
    overlap: a tooltip ("float") is meant to lie over the screen, not over another tooltip."""
    if _state["on"] and rect.width > 0 and rect.height > 0:
        placed = _Placed(name, pygame.Rect(rect), layer)
        if placed not in _placed:  # the same thing drawn twice in a frame is one thing
            _placed.append(placed)


def placed() -> list[_Placed]:
    """The rectangles registered so far in this frame (a copy; see ``put_placed``)."""
    return list(_placed)


def put_placed(entries: list[_Placed]) -> None:
    """Register again what a kept picture registered when it was drawn (blitted again, it
    still takes those rectangles)."""
    for entry in entries:
        place(entry.name, entry.rect, entry.layer)


def drop_placed_from(count: int) -> None:
    """Forget the rectangles registered after the first ``count`` (see
    ``scenes.text.drop_cut_spots_from``)."""
    del _placed[count:]


def end_frame() -> None:
    """Record every pair of this frame's rectangles that overlap, then start afresh."""
    if not _state["on"]:
        return
    for i, first in enumerate(_placed):
        for second in _placed[i + 1:]:
            if first.layer == second.layer and first.rect.colliderect(second.rect):
                _record(Problem("overlap", _state["screen"], f"{first.name} / {second.name}"))
    _placed.clear()
