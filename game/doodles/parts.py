"""Parts drawn where the dice go: weapons, shields, combos and nullifiers.

Each drawing returns its *anchor*, the point its label points at. A bigger die draws a bigger
part (``grow``), so a d20 claw looks more dangerous than a d4 one.
"""

from __future__ import annotations

import math
import random

from game.doodles.body import Body, Slot
from game.doodles.features import arm_path, draw_arm, draw_eye, draw_hand, draw_mouth
from game.doodles.geometry import (
    Pt,
    add,
    ellipse,
    lerp,
    mul,
    polar,
    unit,
)
from game.doodles.inks import Inks
from game.doodles.pen import Pen


def grow(sides: int) -> float:
    """Size factor of a part from its die: a d4 is small (0.75), a d20 big (1.35)."""
    return 0.6 + 0.0375 * max(4, min(20, sides))


def _fallback_slot(body: Body, rng: random.Random) -> Slot:
    """Somewhere on the torso's edge when the plan's slots are all used."""
    torso = body.shapes[0]
    p = torso[rng.randrange(len(torso))]
    angle = math.atan2(p[1] - body.centre[1], p[0] - body.centre[0])
    return Slot(p, angle)


# ---------------------------------------------------------------------------------- weapons
def claw(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    hand = draw_arm(pen, arm_path(slot, 120 * k, rng), inks, 19 * k)
    a = slot.angle - 0.5 * (1 if math.cos(slot.angle) >= 0 else -1)
    tips = []
    for off in (-0.55, 0.0, 0.55):
        base = polar(hand, 14 * k, a + off)
        tip = polar(hand, 62 * k, a + off * 0.6)
        bend = polar(lerp(base, tip, 0.5), 12 * k, a + off + math.pi / 2)
        pen.line([polar(base, 9 * k, a + off + math.pi / 2), bend, tip,
                  polar(base, 9 * k, a + off - math.pi / 2)], inks.line, 6, smooth=False)
        tips.append(tip)
    return lerp(hand, tips[1], 0.6)


def blade(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    hand = draw_arm(pen, arm_path(slot, 110 * k, rng, lift=-0.8), inks, 18 * k)
    lean = slot.angle * 0.25 - math.pi / 2 + (0.35 if math.cos(slot.angle) >= 0 else -0.35)
    d = unit(lean)
    side = (-d[1], d[0])
    guard = add(hand, mul(d, 18))
    tip = add(guard, mul(d, 230 * k))
    w = 18 * k
    edge = [add(guard, mul(side, w)), add(lerp(guard, tip, 0.85), mul(side, w)), tip,
            add(lerp(guard, tip, 0.85), mul(side, -w)), add(guard, mul(side, -w))]
    pen.outline(edge, inks.line, 7, closed=True)
    pen.line([add(guard, mul(d, 20)), lerp(guard, tip, 0.8)], inks.accent, 4, wobble=0.5)
    pen.line([add(guard, mul(side, w * 2.6)), add(guard, mul(side, -w * 2.6))], inks.line, 10)
    pen.line([hand, add(hand, mul(d, -40))], inks.line, 11)
    return lerp(guard, tip, 0.55)


def spikes(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    count = rng.choice((3, 4, 5))
    out = unit(slot.angle)
    along = (-out[1], out[0])
    gap = 48 * k
    tips = []
    for i in range(count):
        base = add(slot.pos, mul(along, (i - (count - 1) / 2) * gap))
        base = add(base, mul(out, -12))
        h = (70 + 30 * (1 - abs(i - (count - 1) / 2) / count)) * k
        tip = add(base, mul(out, h))
        pen.line([add(base, mul(along, -gap * 0.45)), tip, add(base, mul(along, gap * 0.45))],
                 inks.line, 7, smooth=False, wobble=1)
        pen.line([add(base, mul(out, h * 0.25)), add(base, mul(out, h * 0.75))], inks.accent,
                 5, wobble=0.5)
        tips.append(tip)
    return lerp(slot.pos, tips[len(tips) // 2], 0.55)


def stinger(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    """A scorpion's tail: a chain of shrinking segments curling up and over, then a barb."""
    heading = slot.angle
    turn = -1 if math.cos(heading) >= 0 else 1  # curl up and back over the body
    p = slot.pos
    r = 26 * k
    count = 6
    for i in range(count):
        step = r * 1.55
        heading += turn * (0.42 + 0.05 * i)
        centre = add(p, mul(unit(heading), step * 0.6))
        pen.outline(ellipse(centre, r, r * 0.8, count=14, tilt=heading), inks.line, 6)
        if i % 2 == 0:
            pen.line([polar(centre, r * 0.5, heading + 1.9), polar(centre, r * 0.5,
                                                                   heading - 1.9)],
                     inks.accent, 4, wobble=0.5)
        p = add(centre, mul(unit(heading), r * 0.7))
        r *= 0.86
    tip = add(p, mul(unit(heading), 55 * k))
    side = unit(heading + math.pi / 2)
    barb = [add(p, mul(side, 16 * k)), add(lerp(p, tip, 0.5), mul(side, 20 * k)), tip,
            add(p, mul(side, -10 * k))]
    pen.line(barb, inks.line, 7, smooth=True)
    pen.dot(lerp(p, tip, 0.35), inks.accent, 10)
    return lerp(p, tip, 0.3)


def horn(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    out = unit(slot.angle)
    side = (-out[1], out[0])
    w = 30 * k
    base_l = add(slot.pos, mul(side, w))
    base_r = add(slot.pos, mul(side, -w))
    curl = rng.choice((-1, 1))
    tip = add(add(slot.pos, mul(out, 140 * k)), mul(side, curl * 45 * k))
    mid = add(add(slot.pos, mul(out, 75 * k)), mul(side, curl * 5))
    pen.line([base_l, add(mid, mul(side, w * 0.6)), tip, add(mid, mul(side, -w * 0.6)),
              base_r], inks.line, 7, smooth=True)
    for t in (0.3, 0.55):
        a = lerp(base_l, tip, t)
        b = lerp(base_r, tip, t)
        pen.line([a, b], inks.accent, 5, wobble=0.5)
    return lerp(slot.pos, tip, 0.5)


def pincer(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    hand = draw_arm(pen, arm_path(slot, 115 * k, rng, lift=-0.2), inks, 20 * k)
    a = slot.angle * 0.6 - (0.3 if math.cos(slot.angle) >= 0 else -0.3)
    jaws = []
    for s in (-1, 1):
        ctrl = [hand, polar(hand, 55 * k, a + s * 0.75), polar(hand, 95 * k, a + s * 0.25),
                polar(hand, 70 * k, a + s * 0.12), polar(hand, 45 * k, a + s * 0.3)]
        pen.line(ctrl, inks.line, 7, smooth=True)
        jaws.append(ctrl[2])
    pen.line([polar(hand, 60 * k, a - 0.2), polar(hand, 72 * k, a - 0.05)], inks.accent, 6)
    return lerp(jaws[0], jaws[1], 0.5)


WEAPONS = {
    "arm": (claw, blade, pincer),
    "top": (horn, spikes),
    "back": (spikes,),
    "tail": (stinger,),
}


def weapon(pen: Pen, body: Body, sides: int, inks: Inks, rng: random.Random,
           tunnels: bool = False) -> Pt:
    order = rng.sample(["arm", "top", "back", "tail"], 4)
    if tunnels:
        order.remove("arm")
        order.insert(0, "arm")
    for kind in order:
        slot = body.take(kind)
        if slot is not None:
            draw = claw if tunnels and kind == "arm" else rng.choice(WEAPONS[kind])
            return draw(pen, slot, grow(sides), inks, rng)
    return spikes(pen, _fallback_slot(body, rng), grow(sides) * 0.8, inks, rng)


# ---------------------------------------------------------------------------------- shields
def shield(pen: Pen, body: Body, sides: int, inks: Inks, rng: random.Random) -> Pt:
    k = grow(sides)
    slot = body.take("arm")
    if slot is None:
        return shell(pen, body.take("back") or _fallback_slot(body, rng), k, inks, rng)
    hand = draw_arm(pen, arm_path(slot, 95 * k, rng, lift=-0.3), inks, 18 * k)
    c = add(hand, mul(unit(slot.angle), 30 * k))
    r = 70 * k
    if rng.random() < 0.5:
        rim = ellipse(c, r, r * 1.05, count=26)
        pen.outline(rim, inks.line, 8, double=True)
        pen.outline(ellipse(c, r * 0.72, r * 0.76, count=22), inks.accent, 5)
        pen.disc(c, r * 0.2, inks.line, 8)
    else:
        top = c[1] - r * 1.05
        kite = [(c[0] - r * 0.85, top), (c[0] + r * 0.85, top), (c[0] + r * 0.8, c[1] + r * 0.1),
                (c[0], c[1] + r * 1.2), (c[0] - r * 0.8, c[1] + r * 0.1)]
        pen.outline(kite, inks.line, 8, double=True)
        pen.line([(c[0], top + 14), (c[0], c[1] + r * 0.95)], inks.accent, 7)
        pen.line([(c[0] - r * 0.6, c[1] - r * 0.45), (c[0] + r * 0.6, c[1] - r * 0.45)],
                 inks.accent, 7)
    return c


def shell(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    """Armour plates over the back."""
    out = unit(slot.angle)
    side = (-out[1], out[0])
    c = add(slot.pos, mul(out, 20 * k))
    plates = []
    for i in (-1, 0, 1):
        pc = add(c, mul(side, i * 62 * k))
        pc = add(pc, mul(out, (1 - abs(i)) * 22 * k))
        hexagon = [polar(pc, 40 * k, slot.angle + math.pi / 6 + j * math.pi / 3)
                   for j in range(6)]
        pen.outline(hexagon, inks.line, 7)
        pen.line([lerp(hexagon[0], pc, 0.4), lerp(hexagon[3], pc, 0.4)], inks.accent, 5)
        plates.append(pc)
    return plates[1]


# ---------------------------------------------------------------------------------- combos
def combo(pen: Pen, body: Body, sides: int, inks: Inks, rng: random.Random) -> Pt:
    k = grow(sides)
    slot = body.take("top") if rng.random() < 0.4 else None
    if slot is not None:
        return extra_head(pen, slot, k, inks, rng)
    slot = body.take("arm")
    if slot is not None:
        hand = draw_arm(pen, arm_path(slot, 115 * k, rng, lift=-0.9), inks, 17 * k)
        draw_hand(pen, hand, slot.angle - math.pi / 2 * 0.6, inks)
        pen.outline(ellipse(lerp(slot.pos, hand, 0.55), 22 * k, 14 * k, count=12), inks.accent,
                    6)  # a wristband: the combo's mark
        return hand
    slot = body.take("top", "back") or _fallback_slot(body, rng)
    return extra_head(pen, slot, k, inks, rng)


def extra_head(pen: Pen, slot: Slot, k: float, inks: Inks, rng: random.Random) -> Pt:
    out = unit(slot.angle)
    c = add(slot.pos, mul(out, 95 * k))
    r = 48 * k
    pen.line([slot.pos, lerp(slot.pos, c, 0.5), add(c, mul(out, -r))], inks.line, 12,
             smooth=True)
    pen.outline(ellipse(c, r * 1.1, r, count=20), inks.line, 7)
    draw_eye(pen, (c[0] - r * 0.35, c[1] - r * 0.15), r * 0.26, (0.2, 0.1), inks)
    draw_eye(pen, (c[0] + r * 0.35, c[1] - r * 0.15), r * 0.26, (0.2, 0.1), inks)
    draw_mouth(pen, (c[0], c[1] + r * 0.35), r * 0.8, inks, rng, angry=False)
    return c


# ---------------------------------------------------------------------------------- nullifiers
def nullifier(pen: Pen, body: Body, sides: int, inks: Inks, rng: random.Random) -> Pt:
    k = grow(sides)
    slot = body.take("top", "back")
    style = rng.choice(("stalk", "orb", "rune")) if slot else "rune"
    if slot is None or style == "rune":
        c = (body.head[0] + body.facing * body.head_r * 0.2, body.head[1] + body.head_r * 0.95)
        if body.kind in ("round", "jelly"):
            c = (body.centre[0], body.centre[1] + body.head_r * 0.75)
        elif body.kind == "tall":
            c = body.centre
        return rune(pen, c, 40 * k, inks, rng)
    out = unit(slot.angle)
    tip = add(add(slot.pos, mul(out, 120 * k)), (rng.uniform(-25, 25), 0))
    pen.line([slot.pos, lerp(slot.pos, tip, 0.5), tip], inks.line, 7, smooth=True)
    if style == "stalk":
        draw_eye(pen, add(tip, mul(out, 22 * k)), 24 * k, (0.0, 0.2), inks)
        return add(tip, mul(out, 22 * k))
    orb = add(tip, mul(out, 22 * k))
    pen.outline(ellipse(orb, 22 * k, 22 * k, count=16), inks.line, 7)
    for r in (34, 46):
        pen.line([polar(orb, r * k, a) for a in (-2.4, -1.9, -1.4)], inks.accent, 5,
                 smooth=True)
        pen.line([polar(orb, r * k, a) for a in (-0.9, -0.4, 0.1)], inks.accent, 5,
                 smooth=True)
    return orb


def rune(pen: Pen, c: Pt, r: float, inks: Inks, rng: random.Random) -> Pt:
    """A warding sigil: a ring with a mark inside."""
    pen.outline(ellipse(c, r, r, count=22), inks.accent, 6)
    mark = rng.choice(("eye", "cross", "tri"))
    if mark == "eye":
        pen.line([(c[0] - r * 0.7, c[1]), (c[0], c[1] - r * 0.45), (c[0] + r * 0.7, c[1]),
                  (c[0], c[1] + r * 0.45), (c[0] - r * 0.7, c[1])], inks.line, 5, smooth=True)
        pen.disc(c, r * 0.18, inks.line, 6)
    elif mark == "cross":
        pen.line([(c[0] - r * 0.55, c[1] - r * 0.55), (c[0] + r * 0.55, c[1] + r * 0.55)],
                 inks.line, 6)
        pen.line([(c[0] + r * 0.55, c[1] - r * 0.55), (c[0] - r * 0.55, c[1] + r * 0.55)],
                 inks.line, 6)
    else:
        tri = [polar(c, r * 0.65, -math.pi / 2 + j * 2 * math.pi / 3) for j in range(3)]
        pen.outline(tri, inks.line, 5)
    return c


def core_mark(pen: Pen, body: Body, inks: Inks) -> Pt:
    """The core's anchor: the heart of the body (nothing drawn; the body is the core)."""
    return body.centre
