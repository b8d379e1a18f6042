"""Which legal actions the keyboard can reach now: every key target pressed, and the targets a
press opens (a die picked up, a weapon chosen, a picker) pressed in turn, with the board's
``apply`` recording the action instead of playing it.

Why: a whole game by keys shows the game can be finished, not that every choice has a key
path; this walks the whole tree of one decision and names what no key sequence makes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

DEPTH = 3
"""Presses in a row: select, target, then a variant picker."""
SKIP = {("panel", "Symbols", 1)}
"""Targets that open a screen of help, not part of a decision."""


def reachable(board: Any, modes: Callable[[], tuple], restore: Callable[[tuple], None],
              opened: list[str]) -> set:
    """Every action some sequence of at most ``DEPTH`` key presses applies, from the board's
    current modes. ``modes``/``restore`` read and put back the board's selection; a pad
    opened instead of an action is recorded in ``opened`` by the caller's patches."""
    reached: set = set()
    original = board.apply

    def record(action, checked: bool = False) -> bool:
        reached.add(action)
        return True

    board.apply = record
    start = modes()
    try:
        _walk(board, modes, restore, start, DEPTH, set())
    finally:
        restore(start)
        board.apply = original
    return reached


def _walk(board, modes, restore, here: tuple, depth: int, seen: set) -> None:
    if depth == 0 or here in seen:
        return
    seen.add(here)
    count = len(board.board_targets())
    for index in range(count):
        restore(here)
        targets = board.board_targets()
        if index >= len(targets):
            break
        if targets[index].key in SKIP:
            continue
        targets[index].act()
        after = modes()
        if after != here:
            _walk(board, modes, restore, after, depth - 1, seen)
