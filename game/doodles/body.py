"""Body plans: the silhouette of a doodle and the places where limbs and parts attach.

Six plans give the basic variety (a round puffball, an upright biped, a four-legged beast, a
many-legged bug, a serpent, a floating jelly); each is shaped further by the seed. A plan says
where the face goes, which way the creature looks, and offers *slots*: points on its outline
with an outward direction, sorted by kind (arm, top, back, tail), where parts and traits grow.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.doodles.geometry import (
    Pt,
    blob,
    catmull_rom,
    dist,
    ellipse,
    offset_path,
    point_at,
    polar,
    resample,
)


@dataclass
class Slot:
    pos: Pt
    angle: float
    """Outward direction in radians (0 = right, pi/2 = down)."""


@dataclass
class Leg:
    hip: Pt
    foot: Pt
    knee_bend: float
    """Sideways push of the knee (canvas units; sign picks the side)."""
    thin: bool = False


@dataclass
class Body:
    kind: str
    shapes: list[list[Pt]]
    """Closed outlines, drawn in order; the first is the torso."""
    fill: list[list[Pt]]
    head: Pt
    head_r: float
    facing: int
    """-1 looks left, 1 right, 0 at the viewer."""
    centre: Pt
    legs: list[Leg] = field(default_factory=list)
    extra_lines: list[list[Pt]] = field(default_factory=list)
    """Open lines that belong to the body (tentacles, a belly seam)."""
    slots: dict[str, list[Slot]] = field(default_factory=dict)

    def take(self, *kinds: str) -> Slot | None:
        """The next free slot of the first kind that has one (slots are used once)."""
        for kind in kinds:
            if self.slots.get(kind):
                return self.slots[kind].pop(0)
        return None


def _wobble(rng: random.Random, strength: float = 0.07) -> list[tuple[int, float, float]]:
    return [(k, rng.uniform(0, strength / (k - 1)), rng.uniform(0, 2 * math.pi))
            for k in (2, 3, 4, 5)]


def edge(shape: list[Pt], centre: Pt, angle: float) -> Slot:
    """Where a ray from ``centre`` at ``angle`` leaves ``shape`` (nearest outline point)."""
    best = max(shape, key=lambda p: math.cos(math.atan2(p[1] - centre[1], p[0] - centre[0])
                                             - angle))
    return Slot(best, angle)


def _slots(shape: list[Pt], centre: Pt, angles: dict[str, list[float]]) -> dict[str,
                                                                               list[Slot]]:
    return {kind: [edge(shape, centre, a) for a in values] for kind, values in angles.items()}


def _legs_below(rng: random.Random, shape: list[Pt], centre: Pt, xs: list[float],
                reach: float, thin: bool = False) -> list[Leg]:
    legs = []
    for x in xs:
        hip = min((p for p in shape if abs(p[0] - x) < 30 and p[1] > centre[1]),
                  key=lambda p: -p[1], default=(x, centre[1]))
        hip = (hip[0], hip[1] - 14)
        side = 1 if x >= centre[0] else -1
        foot = (x + side * rng.uniform(0, 25), min(935.0, hip[1] + reach))
        legs.append(Leg(hip, foot, side * rng.uniform(8, 30), thin))
    return legs


def round_body(rng: random.Random) -> Body:
    r = rng.uniform(195, 240)
    c = (500 + rng.uniform(-20, 20), 520 + rng.uniform(-15, 25))
    shape = blob(c, r * rng.uniform(0.95, 1.12), r * rng.uniform(0.85, 1.0), _wobble(rng))
    head = (c[0], c[1] - r * 0.25)
    gap = r * rng.uniform(0.35, 0.5)
    legs = _legs_below(rng, shape, c, [c[0] - gap, c[0] + gap], rng.uniform(80, 120))
    slots = _slots(shape, c, {
        "arm": [math.pi * 0.97, math.pi * 0.03, math.pi * 1.2, -math.pi * 0.2],
        "top": [-math.pi / 2, -math.pi * 0.68, -math.pi * 0.32],
        "back": [-math.pi * 0.78, -math.pi * 0.22],
        "tail": [math.pi * 0.8, math.pi * 0.2],
    })
    return Body("round", [shape], [shape], head, r * 0.55, 0, c, legs, [], slots)


def tall_body(rng: random.Random) -> Body:
    rx, ry = rng.uniform(130, 165), rng.uniform(175, 215)
    c = (500 + rng.uniform(-15, 15), 620)
    torso = blob(c, rx, ry, _wobble(rng, 0.05))
    hr = rng.uniform(105, 130)
    head = (c[0] + rng.uniform(-15, 15), c[1] - ry - hr * 0.55)
    head_shape = blob(head, hr * rng.uniform(1.0, 1.2), hr, _wobble(rng, 0.06))
    legs = _legs_below(rng, torso, c, [c[0] - rx * 0.45, c[0] + rx * 0.45],
                       rng.uniform(110, 150))
    slots = _slots(torso, c, {
        "arm": [math.pi * 1.1, -math.pi * 0.1, math.pi * 0.9, math.pi * 0.1],
        "back": [-math.pi * 0.75, -math.pi * 0.25],
        "tail": [math.pi * 0.25, math.pi * 0.75],
    })
    slots["top"] = [edge(head_shape, head, a) for a in
                    (-math.pi / 2, -math.pi * 0.7, -math.pi * 0.3)]
    return Body("tall", [torso, head_shape], [torso, head_shape], head, hr, 0, c, legs, [],
                slots)


def beast_body(rng: random.Random, facing: int) -> Body:
    rx, ry = rng.uniform(230, 275), rng.uniform(115, 145)
    c = (500 - facing * 45, 590)
    torso = blob(c, rx, ry, _wobble(rng, 0.06), tilt=-facing * rng.uniform(0, 0.12))
    hr = rng.uniform(95, 120)
    head = (c[0] + facing * (rx + hr * 0.35), c[1] - ry * rng.uniform(0.8, 1.05))
    head_shape = blob(head, hr * rng.uniform(1.0, 1.2), hr * 0.92, _wobble(rng, 0.07))
    xs = [c[0] - rx * 0.62, c[0] - rx * 0.3, c[0] + rx * 0.3, c[0] + rx * 0.62]
    legs = _legs_below(rng, torso, c, xs, rng.uniform(95, 135))
    back_a = -math.pi / 2 - facing * 0.35
    slots = _slots(torso, c, {
        "arm": [math.pi / 2 - facing * 1.0, math.pi / 2 - facing * 0.75],
        "back": [back_a, -math.pi / 2 + facing * 0.2, -math.pi / 2 + facing * 0.5],
    })
    slots["tail"] = [edge(torso, c, math.pi if facing > 0 else 0.0)]
    slots["top"] = [edge(head_shape, head, a) for a in
                    (-math.pi / 2 + facing * 0.3, -math.pi / 2 - facing * 0.3)]
    return Body("beast", [torso, head_shape], [torso, head_shape], head, hr, facing, c, legs,
                [], slots)


def bug_body(rng: random.Random, facing: int) -> Body:
    c = (500, 560)
    abdomen_c = (c[0] - facing * 175, c[1] + 20)
    abdomen = blob(abdomen_c, rng.uniform(170, 205), rng.uniform(120, 150), _wobble(rng, 0.05),
                   tilt=facing * 0.15)
    thorax_c = (c[0] + facing * 55, c[1])
    thorax = blob(thorax_c, rng.uniform(95, 120), rng.uniform(85, 100), _wobble(rng, 0.05))
    hr = rng.uniform(80, 98)
    head = (thorax_c[0] + facing * 165, c[1] - 35)
    head_shape = blob(head, hr, hr * 0.9, _wobble(rng, 0.06))
    legs = []
    count = rng.choice((3, 4))
    for i in range(count):
        hip = (thorax_c[0] - facing * 70 + facing * i * 50, thorax_c[1] + 60)
        spread = (i - (count - 1) / 2) * 95
        foot = (hip[0] + spread * facing * 0.5 + rng.uniform(-15, 15) - facing * 30,
                rng.uniform(880, 925))
        legs.append(Leg(hip, foot, -rng.uniform(70, 110), True))
        legs.append(Leg((hip[0] + 12, hip[1] - 8), (foot[0] + facing * 150 - facing * 60 * i,
                                                    foot[1] - 50), -rng.uniform(60, 90), True))
    slots = _slots(thorax, thorax_c, {
        "arm": [math.pi / 2 - facing * 0.9, math.pi / 2 - facing * 0.6],
        "back": [-math.pi / 2, -math.pi / 2 - facing * 0.5],
    })
    slots["tail"] = [edge(abdomen, abdomen_c, math.pi if facing > 0 else 0.0)]
    slots["top"] = [edge(head_shape, head, a) for a in
                    (-math.pi / 2 + facing * 0.35, -math.pi / 2 - facing * 0.15)]
    return Body("bug", [abdomen, thorax, head_shape], [abdomen, thorax, head_shape], head, hr,
                facing, thorax_c, legs[: rng.choice((6, 8))], [], slots)


def serpent_body(rng: random.Random, facing: int) -> Body:
    f = facing
    bends = [(500 - f * 350, 860), (500 - f * 120, 880), (500 + f * 140, 800),
             (500 + f * 60, 640), (500 - f * 90, 540), (500 + f * 20, 400),
             (500 + f * 150, 330)]
    control = [(x + rng.uniform(-25, 25), y + rng.uniform(-20, 20)) for x, y in bends]
    spine = resample(catmull_rom(control, steps=10), 18)
    hr = rng.uniform(95, 118)
    head = (spine[-1][0] + f * hr * 0.35, spine[-1][1] - hr * 0.2)
    head_shape = blob(head, hr * 1.15, hr * 0.9, _wobble(rng, 0.06))
    while len(spine) > 8 and dist(spine[-1], head) < hr * 0.75:
        spine.pop()  # the neck ends inside the head's outline, not across the face
    n = len(spine)
    thick = rng.uniform(58, 75)
    widths = [thick * (0.2 + 0.8 * min(1.0, i / (n * 0.45))) for i in range(n)]
    tube = offset_path(spine, widths)
    middle = (sum(p[0] for p in spine) / n, sum(p[1] for p in spine) / n)
    bands = []
    for t in (0.3, 0.42, 0.54, 0.66, 0.78):
        p, heading = point_at(spine, t)
        w = widths[min(n - 1, int(t * (n - 1)))] * 0.8
        across = heading + math.pi / 2
        bands.append([polar(p, w, across), polar(p, w * 0.2, across + 0.4),
                      polar(p, -w, across)])
    slots: dict[str, list[Slot]] = {"arm": [], "back": []}
    for t, kind in ((0.8, "arm"), (0.66, "arm"), (0.72, "back"), (0.5, "back"),
                    (0.36, "back")):
        p, heading = point_at(spine, t)
        w = widths[min(n - 1, int(t * (n - 1)))]
        sides = (heading + math.pi / 2, heading - math.pi / 2)
        if kind == "arm":  # arms reach away from the coil, never across it
            out = max(sides, key=lambda a: dist(polar(p, w, a), middle))
        else:
            out = min(sides, key=lambda a: math.sin(a))  # the upper side
        slots[kind].append(Slot(polar(p, w, out), out))
    tail_p, _ = point_at(spine, 0.1)
    slots["tail"] = [Slot(polar(tail_p, widths[max(0, int(0.1 * (n - 1)))], -math.pi / 2),
                          -math.pi / 2)]
    slots["top"] = [edge(head_shape, head, a) for a in (-math.pi / 2, -math.pi / 2 - f * 0.4)]
    return Body("serpent", [tube, head_shape], [tube, head_shape], head, hr, facing,
                point_at(spine, 0.55)[0], [], bands, slots)


def jelly_body(rng: random.Random) -> Body:
    c = (500 + rng.uniform(-15, 15), 430)
    rx, ry = rng.uniform(205, 240), rng.uniform(170, 200)
    dome = []
    for i in range(15):
        a = math.pi + math.pi * i / 14
        dome.append((c[0] + rx * math.cos(a), c[1] + ry * math.sin(a)))
    waves = rng.choice((4, 5, 6))
    skirt = []
    for i in range(waves * 2 + 1):
        x = c[0] + rx - 2 * rx * i / (waves * 2)
        y = c[1] + 55 + (38 if i % 2 else 0) + rng.uniform(-6, 6)
        skirt.append((x, y))
    shape = catmull_rom(dome + skirt, closed=True, steps=4)
    tentacles = []
    for i in range(waves):
        x0 = c[0] - rx * 0.8 + 1.6 * rx * (i + 0.5) / waves
        length = rng.uniform(210, 330)
        sway = rng.uniform(25, 45) * rng.choice((-1, 1))
        ctrl = [(x0 + sway * math.sin(k * 1.4 + i) * (k / 4), c[1] + 80 + length * k / 4)
                for k in range(5)]
        tentacles.append(catmull_rom(ctrl, steps=6))
    slots = _slots(shape, c, {
        "arm": [math.pi * 0.92, math.pi * 0.08, math.pi * 0.75, math.pi * 0.25],
        "top": [-math.pi / 2, -math.pi * 0.68, -math.pi * 0.32],
        "back": [-math.pi * 0.85, -math.pi * 0.15],
        "tail": [math.pi / 2],
    })
    return Body("jelly", [shape], [shape], (c[0], c[1] - ry * 0.05), rx * 0.55, 0,
                (c[0], c[1] - 20), [], tentacles, slots)


PLANS = ("round", "tall", "beast", "bug", "serpent", "jelly")


def make_body(kind: str, rng: random.Random, facing: int) -> Body:
    if kind == "round":
        return round_body(rng)
    if kind == "tall":
        return tall_body(rng)
    if kind == "beast":
        return beast_body(rng, facing)
    if kind == "bug":
        return bug_body(rng, facing)
    if kind == "serpent":
        return serpent_body(rng, facing)
    return jelly_body(rng)


__all__ = ["Body", "Leg", "PLANS", "Slot", "edge", "ellipse", "make_body"]
