"""A doodle's own anatomy: shaded body, legs, arms, eyes and mouth.

Strokes are coloured-pencil style: the body is shaded with a loose back-and-forth scribble in
the main ink, then outlined in the line ink over it, so colour never hides a line.
"""

from __future__ import annotations

import math
import random

from game.doodles.body import Body, Leg, Slot
from game.doodles.geometry import (
    Pt,
    add,
    catmull_rom,
    clip_lines,
    dist,
    ellipse,
    lerp,
    mul,
    offset_path,
    polar,
    unit,
)
from game.doodles.inks import Inks
from game.doodles.pen import Pen


def shade(pen: Pen, region: list[Pt], colour: str, spacing: float, angle: float,
          width: int = 4) -> None:
    """Scribble-fill ``region``: parallel strokes joined end to end while they stay close."""
    lines = clip_lines(region, angle, spacing, inset=10)
    run: list[Pt] = []
    flip = False
    for a, b in lines:
        seg = [b, a] if flip else [a, b]
        if run and dist(run[-1], seg[0]) > spacing * 2.6:
            pen.line(run, colour, width, wobble=1.5)
            run = []
        run.extend(seg)
        flip = not flip
    if run:
        pen.line(run, colour, width, wobble=1.5)


def draw_body(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    angle = rng.uniform(-1.0, -0.5) if rng.random() < 0.7 else rng.uniform(0.5, 1.0)
    for region in body.fill:
        shade(pen, region, inks.main, inks.shade, angle)
    for line in body.extra_lines:
        if body.kind == "jelly":
            pen.line(line, inks.line, 6, smooth=False, wobble=3)
        else:
            pen.line(line, inks.accent, 5, smooth=True, wobble=2)
    for i, shape in enumerate(body.shapes):
        pen.outline(shape, inks.line, 8 if i == 0 else 7, double=rng.random() < 0.5)


def draw_spots(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Belly patch, spots or stripes in the accent ink: each seed its own markings."""
    torso = body.shapes[0]
    xs = [p[0] for p in torso]
    ys = [p[1] for p in torso]
    cx, cy = body.centre
    style = rng.choice(("spots", "belly", "stripes", "none"))
    if style == "spots":
        for _ in range(rng.randint(3, 6)):
            p = (rng.uniform(min(xs) + 50, max(xs) - 50), rng.uniform(cy, max(ys) - 45))
            pen.disc(p, rng.uniform(10, 20), inks.accent, 7)
    elif style == "belly" and body.kind in ("round", "tall", "jelly"):
        w = (max(xs) - min(xs)) * 0.28
        belly = ellipse((cx, cy + (max(ys) - cy) * 0.35), w, w * 0.75, count=20)
        pen.outline(belly, inks.accent, 5)
        for k in range(1, 3):
            y = cy + (max(ys) - cy) * (0.2 + 0.22 * k)
            pen.line([(cx - w * 0.6, y), (cx, y + 8), (cx + w * 0.6, y)], inks.accent, 4,
                     smooth=True)
    elif style == "stripes" and body.kind != "serpent":
        for k in range(rng.randint(3, 4)):
            x = min(xs) + (max(xs) - min(xs)) * (0.25 + 0.17 * k)
            top = cy - (cy - min(ys)) * 0.55
            pen.line([(x, top), (x + 10, (top + cy) / 2), (x - 5, cy + 20)], inks.accent, 7,
                     smooth=True)


def draw_leg(pen: Pen, leg: Leg, inks: Inks, rng: random.Random) -> None:
    hip, foot = leg.hip, leg.foot
    knee = add(lerp(hip, foot, 0.5), (leg.knee_bend, -abs(leg.knee_bend) * 0.3))
    if leg.thin:
        pen.line([hip, knee, foot], inks.line, 8, smooth=True)
        pen.line([foot, add(foot, (rng.uniform(-14, 14), 16))], inks.line, 7)
        return
    path = catmull_rom([hip, knee, foot], steps=8)
    spine = path[:: max(1, len(path) // 8)] + [foot]
    widths = [30 - 8 * i / len(spine) for i in range(len(spine))]
    pen.outline(offset_path(spine, widths)[:-6], inks.line, 7, closed=False)
    side = 1 if leg.knee_bend >= 0 else -1
    shoe = ellipse(add(foot, (side * 16, 8)), 40, 20, count=16)
    pen.outline(shoe, inks.line, 7)
    for k in (0, 1):
        x = foot[0] + side * (30 + k * 16)
        pen.line([(x, foot[1] + 14), (x + side * 4, foot[1] + 26)], inks.line, 5)


def draw_free_arms(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Arms on the arm slots that no part took (a biped without arms looks unfinished)."""
    chance = {"tall": 1.0, "round": 0.7, "serpent": 0.3}.get(body.kind, 0.0)
    if rng.random() >= chance:
        return
    wave = rng.random() < 0.5
    for _ in range(2):
        slot = body.take("arm")
        if slot is None:
            return
        path = arm_path(slot, rng.uniform(95, 130), rng, lift=-0.9 if wave else 0.5)
        hand = draw_arm(pen, path, inks, 19)
        draw_hand(pen, hand, math.atan2(hand[1] - path[-3][1], hand[0] - path[-3][0]), inks)
        wave = not wave


def decorate_head(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Ears, a tuft or little horns on the head: each seed its own (uses a free top slot)."""
    style = rng.choice(("ears", "tuft", "nubs", "none"))
    if style == "none" or not body.slots.get("top"):
        return
    hx, hy = body.head
    r = body.head_r
    if style == "tuft":
        slot = body.take("top")
        assert slot is not None
        for k in (-1, 0, 1):
            base = add(slot.pos, (k * 14, 4))
            tip = add(base, (k * 30 + rng.uniform(-8, 8), -rng.uniform(45, 70)))
            pen.line([base, add(lerp(base, tip, 0.5), (k * 14 + 10, 0)), tip], inks.line, 7,
                     smooth=True)
        return
    for side in (-1, 1):
        base = polar((hx, hy), r * 0.95, -math.pi / 2 + side * 0.75)
        a = -math.pi / 2 + side * 0.6
        if style == "ears":
            tip = polar(base, r * 0.6, a)
            pen.line([polar(base, r * 0.25, a - 1.6), tip, polar(base, r * 0.25, a + 1.6)],
                     inks.line, 7, smooth=True)
            pen.line([lerp(base, tip, 0.15), lerp(base, tip, 0.7)], inks.accent, 6)
        else:
            tip = polar(base, r * 0.32, a)
            pen.line([polar(base, r * 0.14, a - 1.5), tip, polar(base, r * 0.14, a + 1.5)],
                     inks.line, 7, smooth=True)


def arm_path(slot: Slot, reach: float, rng: random.Random, lift: float = -0.5) -> list[Pt]:
    """A bent arm from ``slot`` outward; returns its centre line (shoulder to hand)."""
    out = unit(slot.angle)
    elbow = add(slot.pos, add(mul(out, reach * 0.55), (0, reach * 0.15)))
    hand = add(elbow, add(mul(out, reach * 0.45), (0, reach * lift)))
    return catmull_rom([slot.pos, elbow, hand], steps=6)


def draw_arm(pen: Pen, path: list[Pt], inks: Inks, thickness: float = 20) -> Pt:
    """A noodle arm along ``path``; returns the hand point."""
    spine = path[:: max(1, len(path) // 7)]
    if spine[-1] != path[-1]:
        spine.append(path[-1])
    widths = [thickness * (1 - 0.25 * i / len(spine)) for i in range(len(spine))]
    pen.outline(offset_path(spine, widths), inks.line, 7, closed=False)
    return path[-1]


def draw_hand(pen: Pen, hand: Pt, angle: float, inks: Inks) -> None:
    """Three stubby fingers."""
    for k in (-0.6, 0.0, 0.6):
        tip = polar(hand, 30, angle + k)
        pen.line([polar(hand, 10, angle + k), tip], inks.line, 8)


def draw_eye(pen: Pen, centre: Pt, r: float, look: Pt, inks: Inks, sleepy: bool = False) -> None:
    pen.outline(ellipse(centre, r, r * 1.1, count=16), inks.line, 6, wobble=1.2)
    pupil = add(centre, mul(look, r * 0.35))
    if sleepy:
        pen.line([(centre[0] - r, centre[1]), (centre[0] + r, centre[1] - 2)], inks.line, 6)
        pupil = add(pupil, (0, r * 0.35))
        pen.disc(pupil, r * 0.35, inks.line, 8)
        return
    pen.disc(pupil, r * 0.45, inks.line, 9)
    pen.dot(add(pupil, (-r * 0.18, -r * 0.2)), "white", max(4, int(r * 0.28)))


def draw_face(pen: Pen, body: Body, inks: Inks, rng: random.Random, *, angry: bool,
              sleepy: bool, hyper: bool) -> list[Pt]:
    """Eyes and mouth on the head; returns the eye centres (traits decorate around them)."""
    hx, hy = body.head
    r = body.head_r
    f = body.facing
    cx = hx + f * r * 0.35
    count = rng.choices((1, 2, 3, 5), weights=(2, 6, 2, 1))[0]
    look = (f * 0.8, 0.1) if f else (rng.uniform(-0.5, 0.5), rng.uniform(-0.1, 0.3))
    eyes: list[tuple[Pt, float]] = []
    if count == 1:
        eyes.append(((cx, hy - r * 0.15), r * rng.uniform(0.34, 0.42)))
    elif count == 2:
        gap = r * rng.uniform(0.32, 0.42)
        er = r * rng.uniform(0.2, 0.27)
        eyes += [((cx - gap, hy - r * 0.2), er), ((cx + gap, hy - r * 0.2), er)]
    elif count == 3:
        er = r * 0.19
        eyes += [((cx - r * 0.42, hy - r * 0.1), er), ((cx + r * 0.42, hy - r * 0.1), er),
                 ((cx, hy - r * 0.45), er * 1.1)]
    else:
        for k in range(5):
            a = -math.pi / 2 + (k - 2) * 0.55
            eyes.append((polar((cx, hy + r * 0.15), r * 0.62, a), r * rng.uniform(0.12, 0.17)))
    if hyper:
        eyes = [(c, er * 1.2) for c, er in eyes]
    for c, er in eyes:
        draw_eye(pen, c, er, look, inks, sleepy=sleepy)
    if angry:
        for c, er in eyes[:2] if count > 1 else eyes:
            inward = 1 if c[0] < cx else -1
            if count == 1:
                pen.line([(c[0] - er * 1.2, c[1] - er * 1.6), (c[0], c[1] - er * 1.05),
                          (c[0] + er * 1.2, c[1] - er * 1.6)], inks.line, 9)
            else:
                pen.line([(c[0] - inward * er * 1.1, c[1] - er * 1.75),
                          (c[0] + inward * er * 0.9, c[1] - er * 1.1)], inks.line, 9)
    draw_mouth(pen, (cx + f * r * 0.1, hy + r * 0.42), r, inks, rng, angry)
    return [c for c, _ in eyes]


def draw_mouth(pen: Pen, at: Pt, r: float, inks: Inks, rng: random.Random,
               angry: bool) -> None:
    w = r * rng.uniform(0.45, 0.7)
    x, y = at
    style = rng.choice(("grin", "fangs", "zigzag", "open")) if not angry else \
        rng.choice(("zigzag", "fangs"))
    if style == "grin":
        curve = [(x - w, y - 8), (x - w * 0.4, y + 14), (x + w * 0.4, y + 14), (x + w, y - 8)]
        pen.line(curve, inks.line, 7, smooth=True)
        for k in (-0.45, 0.45):
            tx = x + w * k
            pen.line([(tx - 10, y + 9), (tx, y + 28), (tx + 10, y + 9)], inks.line, 5)
    elif style == "fangs":
        pen.line([(x - w, y), (x - w * 0.3, y + 10), (x + w * 0.3, y + 10), (x + w, y)],
                 inks.line, 7, smooth=True)
        for k in (-0.55, 0.55):
            tx = x + w * k
            pen.line([(tx - 11, y + 6), (tx, y + 36), (tx + 11, y + 7)], inks.line, 5)
    elif style == "zigzag":
        top = [(x - w, y - 10), (x + w, y - 10)]
        bottom = [(x + w, y - 10), (x + w * 0.7, y + 22), (x - w * 0.7, y + 22), (x - w, y - 10)]
        pen.line(top + bottom[1:], inks.line, 7, smooth=False)
        teeth = []
        n = 6
        for k in range(n + 1):
            teeth.append((x - w * 0.9 + 1.8 * w * k / n, y - 10 + (16 if k % 2 else 0)))
        pen.line(teeth, inks.line, 4, wobble=0.5)
    else:
        pen.outline(ellipse((x, y + 8), w * 0.45, r * 0.16, count=14), inks.line, 7)
        pen.line([(x - w * 0.25, y + 14), (x, y + 6), (x + w * 0.25, y + 14)], "red", 6,
                 smooth=True)
