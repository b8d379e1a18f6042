"""Trait marks: what makes a doodle visibly fly, swim, tunnel, spark, cast spells...

Behind-the-body marks (wings, fins, capes) are drawn before the body; the rest after it. Every
tag of ``engine.sketchdata.TRAIT_TAGS`` has a drawing, so the AI can tick the tags its doodles
really show.
"""

from __future__ import annotations

import math
import random

from game.doodles.body import Body
from game.doodles.features import shade
from game.doodles.geometry import (
    Pt,
    add,
    bounds,
    catmull_rom,
    ellipse,
    lerp,
    mul,
    polar,
    unit,
)
from game.doodles.inks import Inks
from game.doodles.pen import Pen

BEHIND = ("flies", "swims", "heroic")
"""Traits drawn before (so under) the body."""


def _extent(body: Body) -> tuple[float, float, float, float]:
    return bounds([p for shape in body.shapes for p in shape])


def wings(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    _, top, _, _ = bounds(body.shapes[0])
    style = rng.choice(("bat", "feather", "bug"))
    root = (body.centre[0] - body.facing * 40, top + (body.centre[1] - top) * 0.35)
    for side in (-1, 1):
        if body.facing and side == body.facing and style != "bug":
            continue  # a side view shows the near wing only
        span = rng.uniform(210, 260)
        tip = (root[0] + side * span, max(40.0, root[1] - rng.uniform(170, 230)))
        if style == "bat":
            low = (root[0] + side * span * 0.9, root[1] + 10)
            ribs = [lerp(tip, low, t) for t in (0.35, 0.7)]
            edge = [tip]
            for i, r in enumerate(ribs + [low]):
                prev = edge[-1]
                dip = add(lerp(prev, r, 0.5), (-side * 18, 30))
                edge += [dip, r]
                del i
            pen.line([root, lerp(root, tip, 0.5), tip], inks.line, 8, smooth=False)
            pen.line(edge, inks.line, 6, smooth=True)
            for r in ribs:
                pen.line([lerp(root, r, 0.2), r], inks.line, 5)
            pen.line([root, add(lerp(root, low, 0.5), (0, 35)), low], inks.line, 6, smooth=True)
        elif style == "feather":
            pen.line([root, add(lerp(root, tip, 0.5), (side * 10, -30)), tip], inks.line, 8,
                     smooth=True)
            for t in (0.35, 0.55, 0.75, 0.95):
                base = lerp(root, tip, t)
                end = add(base, (side * 20, 70 + 50 * (1 - t)))
                pen.line([base, add(lerp(base, end, 0.5), (side * 14, 0)), end], inks.line, 6,
                         smooth=True)
                pen.line([lerp(base, end, 0.2), lerp(base, end, 0.8)], inks.accent, 4)
        else:
            for lift in (0, 1):
                wtip = (root[0] + side * span * (0.9 - 0.2 * lift),
                        root[1] - 150 + lift * 110)
                shape = ellipse(lerp(root, wtip, 0.55), span * 0.42, 55,
                                tilt=math.atan2(wtip[1] - root[1], wtip[0] - root[0]))
                pen.outline(shape, inks.line, 5)
                pen.line([root, wtip], inks.accent, 4, wobble=1)


def fins(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    slot = body.take("back")
    if slot is not None:
        out = unit(slot.angle)
        side = (-out[1], out[0])
        a = add(slot.pos, mul(side, 55))
        b = add(slot.pos, mul(side, -55))
        tip = add(add(slot.pos, mul(out, 110)), mul(side, -40))
        pen.line([a, tip, b], inks.line, 7, smooth=True)
        for t in (0.3, 0.55, 0.8):
            pen.line([lerp(a, b, t), lerp(lerp(a, b, t), tip, 0.75)], inks.accent, 4)
    x0, _, x1, y1 = _extent(body)
    for i in range(rng.randint(2, 4)):
        c = (x1 + 25 - i * 18 if body.facing >= 0 else x0 - 25 + i * 18, 120 + i * 55)
        if body.facing == 0:
            c = (min(930.0, x1 + 10), 260 - i * 60)
        pen.outline(ellipse(c, 14 - i * 2, 14 - i * 2, count=12), inks.main, 5)


def cape(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    x0, y0, x1, y1 = _extent(body)
    top = body.centre[1] - (body.centre[1] - y0) * 0.55
    cx = body.centre[0]
    w = (x1 - x0) * 0.42
    bottom = min(930.0, y1 - 30)
    pen.line([(cx - w * 0.5, top), (cx - w * 1.1, bottom - 30), (cx - w * 0.6, bottom),
              (cx - w * 0.1, bottom - 20), (cx + w * 0.4, bottom + 5), (cx + w * 1.1, bottom - 25),
              (cx + w * 0.5, top)], "red", 7, smooth=True)


def crown(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    hx, hy = body.head
    r = body.head_r
    base = hy - r * 0.95
    w = r * 0.55
    pts = [(hx - w, base), (hx - w, base - 60), (hx - w * 0.5, base - 30), (hx, base - 75),
           (hx + w * 0.5, base - 30), (hx + w, base - 60), (hx + w, base), (hx - w, base)]
    pen.line(pts, "yellow", 7, wobble=1)
    pen.dot((hx, base - 20), "red", 12)


def drill(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """A digger: a spade-clawed arm if one is free, and the burrow it came out of."""
    slot = body.take("arm")
    if slot is not None:
        out = unit(slot.angle)
        hand = add(slot.pos, add(mul(out, 95), (0, 25)))
        pen.line([slot.pos, lerp(slot.pos, hand, 0.5), hand], inks.line, 10, smooth=True)
        for k in (-0.5, 0.0, 0.5):
            a = slot.angle + k + 0.5 * (1 if math.cos(slot.angle) >= 0 else -1)
            pen.line([polar(hand, 6, a + 1.2), polar(hand, 52, a), polar(hand, 6, a - 1.2)],
                     inks.line, 7, smooth=True)
    _, _, _, y1 = _extent(body)
    side = -body.facing if body.facing else rng.choice((-1, 1))
    x0, _, x1, _ = _extent(body)
    cx = (x0 - 90) if side < 0 else (x1 + 90)
    ground = y1 + 10
    mound = [(cx - 120, ground), (cx - 60, ground - 70), (cx + 60, ground - 70),
             (cx + 120, ground)]
    pen.line(mound, "brown", 8, smooth=True)
    pen.outline(ellipse((cx, ground - 18), 55, 22, count=18), "ink", 8)
    shade(pen, ellipse((cx, ground - 18), 50, 18, count=18), "ink", 12, 0.3, 4)
    pen.line([(cx - 220, ground + 4), (cx - 120, ground), (cx + 120, ground),
              (cx + 220, ground + 6)], "brown", 5, wobble=2)
    for i in range(4):
        c = (cx - 90 + i * 60 + rng.uniform(-15, 15), ground - 100 - rng.uniform(0, 50))
        pen.outline(ellipse(c, 13, 9, count=10), "brown", 5)


def zigzags(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    x0, y0, x1, _ = _extent(body)
    for side in (-1, 1):
        x = (x0 - 40 if side < 0 else x1 + 40)
        x = min(950.0, max(50.0, x))
        y = y0 + rng.uniform(40, 120)
        bolt = [(x, y), (x - side * 28, y + 45), (x + side * 6, y + 50), (x - side * 22, y + 105)]
        pen.line(bolt, "yellow", 8, wobble=0)
        pen.line(bolt, inks.line, 2, wobble=0)


def sparkles(pen: Pen, body: Body, colour: str, count: int, rng: random.Random) -> None:
    x0, y0, x1, y1 = _extent(body)
    for i in range(count):
        side = -1 if i % 2 == 0 else 1
        c = (min(945.0, max(55.0, (x0 - 50) if side < 0 else (x1 + 50))) + rng.uniform(-20, 20),
             max(60.0, y0 + 60 + i * 90 + rng.uniform(-20, 20)))
        s = rng.uniform(18, 28)
        pen.line([(c[0], c[1] - s), (c[0], c[1] + s)], colour, 5)
        pen.line([(c[0] - s, c[1]), (c[0] + s, c[1])], colour, 5)


def stars(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Magic: five-pointed stars and a wizard hat when the head is free."""
    if body.slots.get("top"):
        body.take("top")
        hx, hy = body.head
        r = body.head_r
        brim = hy - r * 0.9
        tip = (hx + rng.uniform(30, 70), brim - r * 1.35)
        pen.line([(hx - r * 0.85, brim), (hx - r * 0.4, brim - 18), tip, (hx + r * 0.45,
                                                                      brim - 15),
                  (hx + r * 0.9, brim)], "purple", 7, smooth=True)
        pen.line([(hx - r * 0.95, brim + 4), (hx + r * 0.95, brim + 2)], "purple", 9)
    x0, y0, x1, _ = _extent(body)
    for i in range(3):
        c = (max(60.0, x0 - 30) if i % 2 == 0 else min(940.0, x1 + 30), y0 + 40 + i * 110)
        r = 24 - i * 3
        pts = [polar(c, r if j % 2 == 0 else r * 0.42, -math.pi / 2 + j * math.pi / 5)
               for j in range(11)]
        pen.line(pts, "purple", 4, wobble=0)


def drips(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    hx, hy = body.head
    mouth = (hx + body.facing * body.head_r * 0.45, hy + body.head_r * 0.62)
    for dx in (-22, 16):
        top = (mouth[0] + dx, mouth[1])
        bottom = (top[0], top[1] + rng.uniform(40, 60))
        pen.line([top, bottom], "green", 6)
        drop = [add(bottom, (-10, 6)), add(bottom, (0, -8)), add(bottom, (10, 6)),
                add(bottom, (0, 16)), add(bottom, (-10, 6))]
        pen.line(drop, "green", 6, smooth=True)
    x0, _, _, y1 = _extent(body)
    c = (max(70.0, x0 - 10), min(920.0, y1 - 10))
    pen.outline(ellipse(c, 20, 20, count=12), "green", 5)
    pen.outline(ellipse(add(c, (26, -30)), 12, 12, count=10), "green", 5)


def mask(pen: Pen, body: Body, eyes: list[Pt], inks: Inks) -> None:
    """A bandit's mask across the eyes: stealthy."""
    if not eyes:
        return
    y = sum(e[1] for e in eyes) / len(eyes)
    xs = [e[0] for e in eyes]
    r = body.head_r
    left, right = min(xs) - r * 0.42, max(xs) + r * 0.42
    pen.line([(left, y - r * 0.3), (right, y - r * 0.3)], "ink", 9, wobble=1)
    pen.line([(left, y + r * 0.3), (right, y + r * 0.3)], "ink", 9, wobble=1)
    pen.line([(right, y), (right + 40, y - 20), (right + 70, y + 10)], "ink", 7, smooth=True)


def camouflage(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Leaves stuck all over."""
    torso = body.shapes[0]
    for _ in range(5):
        p = torso[rng.randrange(len(torso))]
        a = rng.uniform(0, 2 * math.pi)
        tip = polar(p, 55, a)
        mid = lerp(p, tip, 0.5)
        side = polar(mid, 18, a + math.pi / 2)
        other = polar(mid, 18, a - math.pi / 2)
        pen.line([p, side, tip, other, p], "green", 6, smooth=True)
        pen.line([p, tip], "green", 3)


def tech(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Rivets, a panel and a dial: made of machinery."""
    cx, cy = body.centre
    panel = [(cx - 55, cy - 20), (cx + 55, cy - 20), (cx + 55, cy + 50), (cx - 55, cy + 50)]
    pen.outline(panel, "gray", 6)
    for x, y in panel:
        pen.dot((x + (10 if x < cx else -10), y + (10 if y < cy else -10)), "ink", 10)
    pen.outline(ellipse((cx, cy + 15), 18, 18, count=12), "blue", 5)
    pen.line([(cx, cy + 15), (cx + 12, cy + 3)], "ink", 4)
    slot = body.take("top")
    if slot is not None:
        tip = add(slot.pos, mul(unit(slot.angle), 90))
        pen.line([slot.pos, tip], "gray", 6, wobble=0.5)
        pen.disc(tip, 13, "red", 7)


def swirl(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Energy flowing out: a spiral arrow around the body."""
    x0, y0, x1, y1 = _extent(body)
    c = ((x0 + x1) / 2, (y0 + y1) / 2)
    rx, ry = (x1 - x0) / 2 + 45, (y1 - y0) / 2 + 35
    arc = [(c[0] + rx * math.cos(a), c[1] + ry * math.sin(a))
           for a in [math.pi * (0.15 + 0.1 * i) for i in range(9)]]
    arc = [(min(960.0, max(40.0, x)), min(960.0, max(40.0, y))) for x, y in arc]
    pen.line(arc, "orange", 6, smooth=True)
    end, before = arc[-1], arc[-2]
    a = math.atan2(end[1] - before[1], end[0] - before[0])
    pen.line([polar(end, 30, a + 2.5), end, polar(end, 30, a - 2.5)], "orange", 6)


def motion(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Hyper: speed lines and a sweat drop."""
    x0, y0, _, y1 = _extent(body)
    side = -body.facing if body.facing else -1
    base_x = x0 - 30 if side < 0 else 970 - 30
    for i in range(3):
        y = y0 + (y1 - y0) * (0.25 + 0.22 * i)
        pen.line([(max(30.0, base_x - 80 + i * 15), y), (max(60.0, base_x), y)], inks.line, 4)


def zzz(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Lethargic: a drowsy Z Z rising from the head."""
    hx, hy = body.head
    x = min(900.0, hx + body.head_r + 30)
    y = max(90.0, hy - body.head_r - 10)
    for i, s in enumerate((26, 20)):
        ox, oy = x + i * 45, y - i * 55
        pen.line([(ox, oy), (ox + s, oy), (ox, oy + s), (ox + s, oy + s)], inks.line, 5,
                 wobble=0)


def brows_steam(pen: Pen, body: Body, inks: Inks, rng: random.Random) -> None:
    """Angry: puffs of steam off the head."""
    hx, hy = body.head
    r = body.head_r
    for side in (-1, 1):
        base = (hx + side * r * 0.9, hy - r * 0.85)
        puff = catmull_rom([base, add(base, (side * 14, -22)), add(base, (-side * 6, -44)),
                            add(base, (side * 10, -64))], steps=5)
        pen.line(puff, "gray", 6)
