"""Checked reading of the plain values a saved position holds, shared by every game's loader.

Why one module: each engine's ``from_dict`` must refuse a hand-edited or damaged file with a
sentence (``CorruptData``), never a crash; the checks for whole numbers, true/false and lists
are the same in every game, so they are written once.
"""

from __future__ import annotations

from typing import Any

from engine.core import CorruptData


def saved_int(value: Any, lo: int, hi: int, what: str) -> int:
    """``value`` if it is a whole number from ``lo`` to ``hi`` (booleans are not numbers)."""
    if type(value) is not int or not lo <= value <= hi:
        raise CorruptData(f"The saved {what} is not a whole number from {lo} to {hi}.")
    return value


def saved_bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise CorruptData(f"The saved {what} is not true/false.")
    return value


def saved_list(value: Any, what: str, size: int | None = None) -> list[Any]:
    """``value`` if it is a JSON list (of ``size`` items, when given)."""
    if not isinstance(value, list):
        raise CorruptData(f"The saved {what} is not a list.")
    if size is not None and len(value) != size:
        raise CorruptData(f"The saved {what} is not a list of the right length.")
    return value


def saved_ints(value: Any, lo: int, hi: int, what: str) -> tuple[int, ...]:
    """A list of whole numbers from ``lo`` to ``hi``, as a tuple."""
    return tuple(saved_int(v, lo, hi, what) for v in saved_list(value, what))
