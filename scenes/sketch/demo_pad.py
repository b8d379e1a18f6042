"""A sketch pad without the engine: stand-in dice and the two rules the table scene would ask
the engine for. The demo window and its frame-time bench both open it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.monsterbook import MonsterBook
from scenes.sketch.editing import PadDie, SketchResult
from scenes.sketch.pad import SketchPad

DEMO_DICE = (
    PadDie("r8", "d8 red", 8, "red"),
    PadDie("b6", "d6 blue", 6, "blue"),
    PadDie("g12", "d12 green", 12, "green"),
    PadDie("y4", "d4 yellow", 4, "yellow"),
    PadDie("k20", "d20 black", 20, "black"),
    PadDie("p10", "d10 purple", 10, "purple"),
)


def demo_can_place(parts: Sequence[Any], kind: str, die_id: Any) -> str | None:
    """Stand-in for the engine: one core, at most five parts with it."""
    if kind == "core" and any(p.type == "core" for p in parts):
        return "A monster has one core."
    if len(parts) >= 5:
        return "A monster has at most five parts, its core included."
    return None


def demo_check(result: SketchResult) -> str | None:
    if not any(kind == "core" for kind, _, _ in result.parts):
        return "Label the monster's core: place a Core part with its die."
    return None


def make_pad(size: tuple[int, int], **kwargs: Any) -> SketchPad:
    kwargs.setdefault("book", MonsterBook.load())
    return SketchPad(pygame.Rect(0, 0, *size), DEMO_DICE, core_colour="red", seed=5,
                     can_place=demo_can_place, check=demo_check, **kwargs)


__all__ = ["DEMO_DICE", "demo_can_place", "demo_check", "make_pad"]
