"""Procedural doodles: a monster drawn from its seed, core colour, parts and traits.

``doodle(seed, core_colour, parts, traits)`` returns a sketch in the format of
``engine.sketchdata`` and one anchor per part (the point its label points at). The AI draws its
monsters with it and the sketch pad's "Doodle for me" button starts from it. The same arguments
always give the same drawing; different seeds give different creatures (body plan, proportions,
eyes, mouth, markings, which weapon a part becomes, the hand's wobble).

Drawing order, back to front: wings / fins / cape, the shaded body and its outline, legs, the
face, parts, then trait marks around the creature.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.sketchdata import CANVAS, PART_TYPES, TRAIT_TAGS, validate_sketch
from game.doodles import traits as marks
from game.doodles.body import PLANS, Body, make_body
from game.doodles.features import (
    decorate_head,
    draw_body,
    draw_face,
    draw_free_arms,
    draw_leg,
    draw_spots,
)
from game.doodles.geometry import Pt
from game.doodles.inks import Inks, inks_for
from game.doodles.parts import combo, nullifier, shield, weapon
from game.doodles.pen import Pen

PartSpec = tuple[str, int]
"""(part type, die sides): ``("weapon", 8)``."""

_PLAN_WEIGHTS = {"round": 3, "tall": 3, "beast": 3, "bug": 2, "serpent": 2, "jelly": 2}
_TRAIT_PLANS = {"swims": ("serpent", "jelly", "beast", "round"),
                "flies": ("round", "bug", "tall", "beast", "jelly"),
                "tunnels": ("beast", "bug", "tall", "round")}


def choose_plan(rng: random.Random, traits: Sequence[str]) -> str:
    allowed = list(PLANS)
    for tag, plans in _TRAIT_PLANS.items():
        if tag in traits:
            allowed = [p for p in allowed if p in plans] or allowed
    return rng.choices(allowed, weights=[_PLAN_WEIGHTS[p] for p in allowed])[0]


def doodle(seed: int, core_colour: str, parts: Sequence[PartSpec] = (),
           traits: Sequence[str] = ()) -> tuple[dict, list[tuple[int, int]]]:
    """A monster sketch and an anchor ``(x, y)`` for each of ``parts`` (same order).

    Unknown part types or traits raise ``ValueError``; a part type ``"core"`` anchors on the
    heart of the body.
    """
    for kind, sides in parts:
        if kind not in PART_TYPES:
            raise ValueError(f"{kind!r} is not a kind of monster part.")
        if not isinstance(sides, int) or sides < 1:
            raise ValueError(f"A part's die needs sides, not {sides!r}.")
    for tag in traits:
        if tag not in TRAIT_TAGS:
            raise ValueError(f"{tag!r} is not a trait a monster can have.")
    rng = random.Random(f"doodle:{seed}:{core_colour}")
    tags = set(traits)
    inks = inks_for(core_colour, rng)
    facing = rng.choice((-1, 1))
    body = make_body(choose_plan(rng, traits), rng, facing)
    pen = Pen(rng)

    _behind(pen, body, inks, tags, rng)
    for leg in body.legs:
        draw_leg(pen, leg, inks, rng)
    draw_body(pen, body, inks, rng)
    decorate_head(pen, body, inks, rng)
    if "technological" not in tags:
        draw_spots(pen, body, inks, rng)
    eyes = draw_face(pen, body, inks, rng, angry="angry" in tags, sleepy="lethargic" in tags,
                     hyper="hyper" in tags)
    anchors = [_part(pen, body, kind, sides, inks, rng, "tunnels" in tags)
               for kind, sides in _draw_order(parts)]
    draw_free_arms(pen, body, inks, rng)
    _front(pen, body, inks, tags, eyes, rng)
    strokes, anchors = _fit(pen.strokes, anchors)
    sketch = validate_sketch({"v": 1, "strokes": strokes})
    placed = [(0, 0)] * len(parts)
    for drawn, original in enumerate(_draw_order_index(parts)):
        placed[original] = anchors[drawn]
    return sketch, placed


def _draw_order_index(parts: Sequence[PartSpec]) -> list[int]:
    """Bigger parts pick their places first (a d20 weapon gets the arm, not the d4)."""
    return sorted(range(len(parts)), key=lambda i: (parts[i][0] == "core", -parts[i][1], i))


def _draw_order(parts: Sequence[PartSpec]) -> list[PartSpec]:
    return [parts[i] for i in _draw_order_index(parts)]


def _part(pen: Pen, body: Body, kind: str, sides: int, inks: Inks, rng: random.Random,
          tunnels: bool) -> Pt:
    if kind == "weapon":
        return weapon(pen, body, sides, inks, rng, tunnels=tunnels)
    if kind == "shield":
        return shield(pen, body, sides, inks, rng)
    if kind == "combo":
        return combo(pen, body, sides, inks, rng)
    if kind == "nullifier":
        return nullifier(pen, body, sides, inks, rng)
    return body.centre


def _behind(pen: Pen, body: Body, inks: Inks, tags: set[str], rng: random.Random) -> None:
    if "heroic" in tags and body.kind in ("round", "tall", "beast"):
        marks.cape(pen, body, inks, rng)  # a serpent or a jelly in a cape looks lost
    if "flies" in tags:
        marks.wings(pen, body, inks, rng)
    if "swims" in tags:
        marks.fins(pen, body, inks, rng)


def _front(pen: Pen, body: Body, inks: Inks, tags: set[str], eyes: list[Pt],
           rng: random.Random) -> None:
    if "heroic" in tags:
        marks.crown(pen, body, inks, rng)
        if body.kind not in ("round", "tall", "beast"):
            marks.sparkles(pen, body, "yellow", 2, rng)
    if "stealthy" in tags:
        marks.mask(pen, body, eyes, inks)
    if "camouflaged" in tags:
        marks.camouflage(pen, body, inks, rng)
    if "technological" in tags:
        marks.tech(pen, body, inks, rng)
    if "magical" in tags:
        marks.stars(pen, body, inks, rng)
    if "poisonous" in tags:
        marks.drips(pen, body, inks, rng)
    if "electric" in tags:
        marks.zigzags(pen, body, inks, rng)
    if "energy-transfer" in tags:
        marks.swirl(pen, body, inks, rng)
    if "hyper" in tags:
        marks.motion(pen, body, inks, rng)
    if "lethargic" in tags:
        marks.zzz(pen, body, inks, rng)
    if "angry" in tags:
        marks.brows_steam(pen, body, inks, rng)
    if "tunnels" in tags:
        marks.drill(pen, body, inks, rng)
    if "shiny" in tags:
        marks.sparkles(pen, body, "yellow", 4, rng)


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


__all__ = ["PartSpec", "doodle"]
