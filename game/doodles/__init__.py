"""Procedural doodles: a monster drawn from its seed, core colour, parts and traits.

``doodle(seed, core_colour, parts, traits)`` returns a sketch in the format of
``engine.sketchdata`` and one anchor per part (the point its label points at). The sketch pad's
"Doodle for me" button starts from it, and the table draws AI monsters of older saves (which
carry no strokes) with it. The AI draws its monsters as they grow (``growth``: the creature when
it is made, each part as it is added) and puts the strokes in its actions (``ai``). The same
arguments always give the same drawing; different seeds give different creatures (body plan,
proportions, eyes, mouth, markings, which weapon a part becomes, the hand's wobble).

Drawing order, back to front: wings / fins / cape, the shaded body and its outline, legs, the
face, parts, then trait marks around the creature.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.sketchdata import CANVAS, validate_sketch
from game.doodles.compose import (
    PartSpec,
    check_specs,
    choose_plan,
    creature,
    draw_order,
    draw_order_index,
    draw_part,
    front,
)
from game.doodles.features import draw_free_arms
from game.doodles.geometry import Pt


def doodle(seed: int, core_colour: str, parts: Sequence[PartSpec] = (),
           traits: Sequence[str] = ()) -> tuple[dict, list[tuple[int, int]]]:
    """A monster sketch and an anchor ``(x, y)`` for each of ``parts`` (same order).

    Unknown part types or traits raise ``ValueError``; a part type ``"core"`` anchors on the
    heart of the body.
    """
    check_specs(parts, traits)
    c = creature(seed, core_colour, traits)
    anchors = [draw_part(c.pen, c.body, kind, sides, c.inks, c.rng, "tunnels" in c.tags)
               for kind, sides in draw_order(parts)]
    draw_free_arms(c.pen, c.body, c.inks, c.rng)
    front(c.pen, c.body, c.inks, c.tags, c.eyes, c.rng)
    strokes, fitted = _fit(c.pen.strokes, anchors)
    sketch = validate_sketch({"v": 1, "strokes": strokes})
    placed = [(0, 0)] * len(parts)
    for drawn, original in enumerate(draw_order_index(parts)):
        placed[original] = fitted[drawn]
    return sketch, placed


FIT_MARGIN = 45
MAX_GROWTH = 1.4


def _fit(strokes: list[dict], anchors: list[Pt]) -> tuple[list[dict], list[tuple[int, int]]]:
    """Centre the creature and scale it to fill the canvas (pens scale with it), so a compact
    beast and a sprawling one both look their size on a card."""
    xs = [p[0] for s in strokes for p in s["p"]]
    ys = [p[1] for s in strokes for p in s["p"]]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    room = CANVAS - 2 * FIT_MARGIN
    scale = min(room / max(1, x1 - x0), room / max(1, y1 - y0), MAX_GROWTH)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    mid = CANVAS / 2

    def move(x: float, y: float) -> list[int]:
        return [min(CANVAS, max(0, round(mid + (x - cx) * scale))),
                min(CANVAS, max(0, round(mid + (y - cy) * scale)))]

    fitted = []
    for s in strokes:
        points: list[list[int]] = []
        for x, y in s["p"]:
            p = move(x, y)
            if not points or p != points[-1]:
                points.append(p)
        fitted.append({"c": s["c"], "w": max(1, min(24, round(s["w"] * scale))), "p": points})
    placed = []
    for a in anchors:
        x, y = move(*a)
        placed.append((min(CANVAS - 20, max(20, x)), min(CANVAS - 20, max(20, y))))
    return fitted, placed


__all__ = ["PartSpec", "choose_plan", "doodle"]
