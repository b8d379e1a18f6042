"""How a doodle is put together, shared by the one-go doodle (``doodle``) and the growing one
(``growth``): the body plan a creature's traits allow, the order parts take their places, each
part on its slot, and the trait marks behind and in front of the body.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import game.doodles.traits as marks
from engine.sketchdata import PART_TYPES, TRAIT_TAGS
from game.doodles.body import PLANS, Body, make_body
from game.doodles.features import (
    decorate_head,
    draw_body,
    draw_face,
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


def check_specs(parts: Sequence[PartSpec], traits: Sequence[str]) -> None:
    """Unknown part types or traits, or a part without sides, raise ``ValueError``."""
    for kind, sides in parts:
        if kind not in PART_TYPES:
            raise ValueError(f"{kind!r} is not a kind of monster part.")
        if not isinstance(sides, int) or sides < 1:
            raise ValueError(f"A part's die needs sides, not {sides!r}.")
    for tag in traits:
        if tag not in TRAIT_TAGS:
            raise ValueError(f"{tag!r} is not a trait a monster can have.")


@dataclass
class Creature:
    """A doodle under way: its pen (strokes so far), body (with the slots still free), inks,
    traits, and the random stream everything is drawn from."""

    pen: Pen
    body: Body
    inks: Inks
    tags: set[str]
    rng: random.Random
    eyes: list[Pt]


def creature(seed: int, core_colour: str, traits: Sequence[str]) -> Creature:
    """The creature itself, back to front: wings, fins or cape, legs, the shaded body, the
    head's decorations, spots and the face. The same arguments always draw the same lines."""
    rng = random.Random(f"doodle:{seed}:{core_colour}")
    tags = set(traits)
    inks = inks_for(core_colour, rng)
    facing = rng.choice((-1, 1))
    body = make_body(choose_plan(rng, traits), rng, facing)
    pen = Pen(rng)
    behind(pen, body, inks, tags, rng)
    for leg in body.legs:
        draw_leg(pen, leg, inks, rng)
    draw_body(pen, body, inks, rng)
    decorate_head(pen, body, inks, rng)
    if "technological" not in tags:
        draw_spots(pen, body, inks, rng)
    eyes = draw_face(pen, body, inks, rng, angry="angry" in tags, sleepy="lethargic" in tags,
                     hyper="hyper" in tags)
    return Creature(pen, body, inks, tags, rng, eyes)


def draw_order_index(parts: Sequence[PartSpec]) -> list[int]:
    """Bigger parts pick their places first (a d20 weapon gets the arm, not the d4)."""
    return sorted(range(len(parts)), key=lambda i: (parts[i][0] == "core", -parts[i][1], i))


def draw_order(parts: Sequence[PartSpec]) -> list[PartSpec]:
    return [parts[i] for i in draw_order_index(parts)]


def draw_part(pen: Pen, body: Body, kind: str, sides: int, inks: Inks, rng: random.Random,
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


def behind(pen: Pen, body: Body, inks: Inks, tags: set[str], rng: random.Random) -> None:
    if "heroic" in tags and body.kind in ("round", "tall", "beast"):
        marks.cape(pen, body, inks, rng)  # a serpent or a jelly in a cape looks lost
    if "flies" in tags:
        marks.wings(pen, body, inks, rng)
    if "swims" in tags:
        marks.fins(pen, body, inks, rng)


def front(pen: Pen, body: Body, inks: Inks, tags: set[str], eyes: list[Pt],
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




__all__ = ["Creature", "PartSpec", "behind", "check_specs", "choose_plan", "creature",
           "draw_order", "draw_order_index", "draw_part", "front"]
