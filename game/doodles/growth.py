"""A doodle that grows with its monster: the creature first, then each part as it is added.

The AI makes a monster the way a person does: it draws the creature when the monster is
created (``hatch``), and each part added later, in the same round or rounds after, is drawn on
top as a few more strokes (``grow``): a new arm with its claw, a shell on the back, a third
eye on a stalk. Those strokes travel in the engine's actions, so the drawing on the table is
exactly what the state holds and a save replays it stroke by stroke.

Why the body is redrawn each time: ``grow`` needs the body's shape and which of its slots are
still free, so it draws the creature again from the same seed (the same arguments always give
the same lines) and replays the earlier parts, each from its own random stream, to use up
their slots; only the new part's strokes are returned. The creature is fitted to the page once,
at hatching, with room left around it for the parts still to come, and every later part is
placed with that same fit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from engine.sketchdata import CANVAS, validate_sketch
from game.doodles.compose import (
    Creature,
    PartSpec,
    check_specs,
    creature,
    draw_part,
    front,
)
from game.doodles.features import draw_free_arms
from game.doodles.geometry import Pt
from game.doodles.pen import Pen

ROOM = 90
"""Canvas units of the creature's own scale kept free around it for parts drawn later (a d20
blade reaches further than that; its tip then stops at the page's edge)."""
MARGIN = 30
MAX_GROWTH = 1.3
TOLERANCE = 2.0
"""How far (canvas units) a simplified stroke may stray from the pen's line: invisible on any
card, and it keeps a save of a long game small (a doodle is thousands of points)."""


@dataclass(frozen=True)
class Frame:
    """The fit of a creature to the page: scale about its centre, then move to the middle."""

    scale: float
    cx: float
    cy: float

    def point(self, p: Pt) -> tuple[int, int]:
        mid = CANVAS / 2
        return (min(CANVAS, max(0, round(mid + (p[0] - self.cx) * self.scale))),
                min(CANVAS, max(0, round(mid + (p[1] - self.cy) * self.scale))))

    def strokes(self, raw: Sequence[dict]) -> list[dict]:
        out = []
        mid, cx, cy, scale = CANVAS / 2, self.cx, self.cy, self.scale
        for s in raw:
            points: list[tuple[int, int]] = []
            last = None
            for x, y in s["p"]:  # ``point`` written out: every point of every stroke
                px, py = round(mid + (x - cx) * scale), round(mid + (y - cy) * scale)
                p = (CANVAS if px > CANVAS else 0 if px < 0 else px,
                     CANVAS if py > CANVAS else 0 if py < 0 else py)
                if p != last:
                    points.append(p)
                    last = p
            width = max(1, min(24, round(s["w"] * max(1.0, self.scale))))
            out.append({"c": s["c"], "w": width, "p": [list(p) for p in simplify(points)]})
        return out


def _frame(strokes: Sequence[dict]) -> Frame:
    xs = [p[0] for s in strokes for p in s["p"]]
    ys = [p[1] for s in strokes for p in s["p"]]
    x0, x1, y0, y1 = min(xs) - ROOM, max(xs) + ROOM, min(ys) - ROOM, max(ys) + ROOM
    room = CANVAS - 2 * MARGIN
    scale = min(room / max(1, x1 - x0), room / max(1, y1 - y0), MAX_GROWTH)
    return Frame(scale, (x0 + x1) / 2, (y0 + y1) / 2)


@lru_cache(maxsize=64)
def _hatched(seed: int, core_colour: str, traits: tuple[str, ...]) -> tuple[Creature, Frame]:
    """The creature as hatched (free arms and trait marks included) and its fit. Cached: the
    AI hatches a monster and grows its parts in the decisions that follow."""
    c = creature(seed, core_colour, traits)
    draw_free_arms(c.pen, c.body, c.inks, c.rng)
    front(c.pen, c.body, c.inks, c.tags, c.eyes, c.rng)
    return c, _frame(c.pen.strokes)


def _finished(seed: int, core_colour: str, traits: Sequence[str]) -> tuple[Creature, Frame]:
    """``_hatched`` with a body of its own (parts use up its slots)."""
    c, frame = _hatched(seed, core_colour, tuple(traits))
    body = replace(c.body, slots={kind: list(slots) for kind, slots in c.body.slots.items()})
    return replace(c, body=body), frame


def hatch(seed: int, core_colour: str, traits: Sequence[str] = ()
          ) -> tuple[dict, tuple[int, int]]:
    """A new monster's drawing (no parts yet) and where its core's label hangs."""
    check_specs((), traits)
    c, frame = _finished(seed, core_colour, traits)
    return validate_sketch({"v": 1, "strokes": frame.strokes(c.pen.strokes)}), \
        frame.point(c.body.centre)


def _part_pen(seed: int, index: int, spec: PartSpec) -> Pen:
    return Pen(random.Random(f"doodle-part:{seed}:{index}:{spec[0]}:{spec[1]}"))


def grow(seed: int, core_colour: str, traits: Sequence[str], earlier: Sequence[PartSpec],
         new: PartSpec) -> tuple[dict, tuple[int, int]]:
    """The strokes a part adds to the monster ``hatch(seed, core_colour, traits)`` drew, after
    the parts ``earlier`` (in the order they were added, the core left out), and its anchor.

    The returned sketch holds only the new strokes, fitted like the creature."""
    check_specs([*earlier, new], traits)
    c, frame = _finished(seed, core_colour, traits)
    tunnels = "tunnels" in c.tags
    for index, spec in enumerate(earlier):  # their slots are taken; their ink is not needed
        pen = _part_pen(seed, index, spec)
        draw_part(pen, c.body, spec[0], spec[1], c.inks, pen.rng, tunnels)
    pen = _part_pen(seed, len(earlier), new)
    anchor = draw_part(pen, c.body, new[0], new[1], c.inks, pen.rng, tunnels)
    return validate_sketch({"v": 1, "strokes": frame.strokes(pen.strokes)}), frame.point(anchor)


def simplify(points: list[tuple[int, int]], tolerance: float = TOLERANCE
             ) -> list[tuple[int, int]]:
    """Ramer-Douglas-Peucker: drop the points a line between their neighbours passes within
    ``tolerance`` of. The ends stay (a dot stays a dot)."""
    if len(points) < 3:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    limit = tolerance * tolerance
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        dx, dy = bx - ax, by - ay
        length = dx * dx + dy * dy
        worst, where = -1.0, -1
        if length == 0:
            for i in range(first + 1, last):
                px, py = points[i]
                d: float = (px - ax) ** 2 + (py - ay) ** 2
                if d > worst:
                    worst, where = d, i
        else:
            for i in range(first + 1, last):
                px, py = points[i]
                cross = (px - ax) * dy - (py - ay) * dx
                d = cross * cross / length
                if d > worst:
                    worst, where = d, i
        if where >= 0 and worst > limit:
            keep[where] = True
            stack += [(first, where), (where, last)]
    return [p for p, k in zip(points, keep, strict=True) if k]


__all__ = ["Frame", "grow", "hatch", "simplify"]
