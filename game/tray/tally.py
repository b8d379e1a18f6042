"""A running count of the faces the tray's dice settle on, for the dice-fairness statistics.

Why here and why in memory: the tray is the only place that knows which face of the *solid*
came up (a Daemon Dice body-part die shows the same symbol on two faces, so the engine's roll
values cannot tell them apart), and a settle happens inside a frame, where no file may be
written. So the tray only adds to these counts; the player's statistics (``game.stats``) take
them at a game's end, when the statistics screen opens, and when the app quits.

A d100 is thrown as two d10s (``game.tray.percentile``) and counted as those two d10s: the
solids are what the fairness test judges, and 10 faces are judged fair with a tenth of the
throws 100 values would need.

Counting is off until ``start_counting`` (the app turns it on when it shows a board), so the
tools and tests that throw thousands of dice headless never touch a player's figures.
"""

from __future__ import annotations

from collections.abc import Iterable

_counts: dict[int, list[int]] | None = None
"""sides -> how often each face (by its place on the solid, 0-based) came up; None: not
counting. A d3 (a cube numbered 1,2,3 twice) counts as sides 3, by its number less one."""


def start_counting() -> None:
    """Count every settle from now on (keeps what was counted already)."""
    global _counts
    if _counts is None:
        _counts = {}


def stop_counting() -> None:
    """Stop counting and forget what was not taken (tests)."""
    global _counts
    _counts = None


def counting() -> bool:
    return _counts is not None


def note_settled(faces: Iterable[tuple[int, int]]) -> None:
    """One settled throw: ``(sides, face place)`` for each die in it."""
    if _counts is None:
        return
    for sides, place in faces:
        if 0 <= place < sides:
            row = _counts.get(sides)
            if row is None:
                row = _counts[sides] = [0] * sides
            row[place] += 1


def take_counts() -> dict[int, list[int]]:
    """The counts since the last take (and reset them to nothing)."""
    if not _counts:
        return {}
    taken = {sides: list(row) for sides, row in _counts.items()}
    _counts.clear()
    return taken


__all__ = ["counting", "note_settled", "start_counting", "stop_counting", "take_counts"]
