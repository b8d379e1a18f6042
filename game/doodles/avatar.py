"""Procedural avatars: a person-like figure drawn by hand, themed by its avatar type.

``avatar_doodle(seed, kind)`` returns a sketch (``engine.sketchdata`` format) of a standing
figure (head, body, arms, legs) with the marks of its type: a gadgeteer's goggles, antenna and
wrench; a beast's horns, claws and tail; a warrior's sword and round shield; a mage's pointed
hat and staff. The sketch pad's "Doodle for me" uses it when the player draws an avatar, and AI
seats send it with their choice. The same seed always gives the same figure; seeds vary the
proportions, the pose and the hand's wobble.
"""

from __future__ import annotations

import math
import random

from engine.sketchdata import CANVAS, validate_sketch
from game.doodles.geometry import Pt
from game.doodles.pen import Pen

KIND_INKS = {"gadgeteer": "blue", "beast": "green", "warrior": "red", "mage": "purple"}
"""The accent ink of each avatar type (the figure itself is drawn in ink)."""


def _circle(c: Pt, r: float, n: int = 18) -> list[Pt]:
    return [(c[0] + r * math.cos(2 * math.pi * i / n), c[1] + r * math.sin(2 * math.pi * i / n))
            for i in range(n)]


def avatar_doodle(seed: int, kind: str) -> dict:
    """A figure of avatar type ``kind`` (gadgeteer, beast, warrior, mage)."""
    if kind not in KIND_INKS:
        raise ValueError(f"{kind!r} is not an avatar type.")
    rng = random.Random(f"avatar:{kind}:{seed}")
    pen = Pen(rng)
    accent = KIND_INKS[kind]
    head_r = rng.uniform(62, 78)
    head = (500 + rng.uniform(-15, 15), 250 + rng.uniform(-10, 10))
    neck = (head[0], head[1] + head_r)
    hip = (head[0] + rng.uniform(-10, 10), neck[1] + rng.uniform(230, 270))
    shoulder_w = rng.uniform(95, 125)
    ls, rs = (neck[0] - shoulder_w, neck[1] + 40), (neck[0] + shoulder_w, neck[1] + 40)
    # body: a rounded torso
    torso = [ls, (neck[0] - 60, neck[1] + 10), (neck[0] + 60, neck[1] + 10), rs,
             (hip[0] + 75, hip[1]), (hip[0] - 75, hip[1])]
    pen.outline(torso, "ink", 6, double=True)
    pen.outline(_circle(head, head_r), "ink", 6, double=True)
    # face
    eye_dy = head[1] - head_r * 0.1
    for dx in (-0.35, 0.35):
        pen.disc((head[0] + dx * head_r, eye_dy), 7, "ink", 4)
    pen.line([(head[0] - 25, head[1] + 30), (head[0], head[1] + 40 + rng.uniform(-6, 6)),
              (head[0] + 25, head[1] + 30)], "ink", 4, smooth=True)
    # legs
    stance = rng.uniform(50, 90)
    lf, rf = (hip[0] - stance - 30, 900), (hip[0] + stance + 30, 900)
    pen.line([(hip[0] - 45, hip[1]), (hip[0] - stance, hip[1] + 140), lf], "ink", 7)
    pen.line([(hip[0] + 45, hip[1]), (hip[0] + stance, hip[1] + 140), rf], "ink", 7)
    pen.line([lf, (lf[0] - 45, lf[1])], "ink", 7)
    pen.line([rf, (rf[0] + 45, rf[1])], "ink", 7)
    # arms: the left down or out, the right raised holding the type's tool
    lh = (ls[0] - rng.uniform(70, 110), ls[1] + rng.uniform(150, 200))
    rh = (rs[0] + rng.uniform(80, 120), rs[1] - rng.uniform(20, 90))
    pen.line([ls, ((ls[0] + lh[0]) / 2 - 20, (ls[1] + lh[1]) / 2), lh], "ink", 7, smooth=True)
    pen.line([rs, ((rs[0] + rh[0]) / 2 + 15, (rs[1] + rh[1]) / 2 + 25), rh], "ink", 7,
             smooth=True)
    _THEMES[kind](pen, rng, accent, head, head_r, lh, rh, hip)
    return validate_sketch({"v": 1, "strokes": _fit(pen.strokes)})


def _fit(strokes: list[dict], margin: int = 40) -> list[dict]:
    """The figure moved and shrunk (never grown) to sit inside the canvas with a margin."""
    xs = [p[0] for s in strokes for p in s["p"]]
    ys = [p[1] for s in strokes for p in s["p"]]
    room = CANVAS - 2 * margin
    scale = min(1.0, room / max(1, max(xs) - min(xs)), room / max(1, max(ys) - min(ys)))
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    mid = CANVAS / 2
    out = []
    for s in strokes:
        pts = [[min(CANVAS, max(0, round(mid + (x - cx) * scale))),
                min(CANVAS, max(0, round(mid + (y - cy) * scale)))] for x, y in s["p"]]
        out.append({**s, "p": pts})
    return out


def _gadgeteer(pen: Pen, rng: random.Random, ink: str, head: Pt, r: float, lh: Pt, rh: Pt,
               hip: Pt) -> None:
    for dx in (-0.38, 0.38):  # goggles
        pen.outline(_circle((head[0] + dx * r, head[1] - r * 0.1), r * 0.3, 12), ink, 5)
    pen.line([(head[0] - r, head[1] - r * 0.1), (head[0] + r, head[1] - r * 0.1)], ink, 4)
    top = (head[0] + 10, head[1] - r)
    tip = (top[0] + rng.uniform(-20, 20), top[1] - 80)
    pen.line([top, tip], "ink", 4)  # antenna
    pen.disc(tip, 12, ink, 5)
    end = (rh[0] + 30, rh[1] - 120)  # wrench
    pen.line([rh, end], "gray", 9)
    pen.outline([(end[0] - 25, end[1] - 10), (end[0] - 10, end[1] - 40),
                 (end[0] + 25, end[1] - 30), (end[0] + 20, end[1] + 5)], "gray", 6)
    for i in range(3):  # a panel of lights on the chest
        pen.disc((hip[0] - 30 + 30 * i, hip[1] - 150), 8, ink if i != 1 else "yellow", 5)


def _beast(pen: Pen, rng: random.Random, ink: str, head: Pt, r: float, lh: Pt, rh: Pt,
           hip: Pt) -> None:
    for side in (-1, 1):  # horns
        base = (head[0] + side * r * 0.6, head[1] - r * 0.7)
        pen.line([base, (base[0] + side * 50, base[1] - 60),
                  (base[0] + side * 30, base[1] - 120)], ink, 8, smooth=True)
    for hand, side in ((lh, -1), (rh, 1)):  # claws
        for k in (-1, 0, 1):
            pen.line([hand, (hand[0] + side * 35 + k * 18, hand[1] + 30 - abs(k) * 10)],
                     "ink", 5)
    tail = [(hip[0] + 70, hip[1] - 10), (hip[0] + 170, hip[1] + 30),
            (hip[0] + 230, hip[1] - 60 + rng.uniform(-20, 20)), (hip[0] + 260, hip[1] - 120)]
    pen.line(tail, ink, 7, smooth=True)
    pen.line([(head[0] - r * 0.4, head[1] + r * 0.45), (head[0] - r * 0.3, head[1] + r * 0.7)],
             "ink", 4)  # fangs
    pen.line([(head[0] + r * 0.4, head[1] + r * 0.45), (head[0] + r * 0.3, head[1] + r * 0.7)],
             "ink", 4)


def _warrior(pen: Pen, rng: random.Random, ink: str, head: Pt, r: float, lh: Pt, rh: Pt,
             hip: Pt) -> None:
    tip = (rh[0] + rng.uniform(30, 60), rh[1] - 230)  # sword
    pen.line([rh, tip], "gray", 10)
    pen.line([(rh[0] - 35, rh[1] - 15), (rh[0] + 35, rh[1] + 5)], "brown", 8)
    pen.outline(_circle(lh, 70, 16), ink, 7, double=True)  # round shield
    pen.disc(lh, 14, "yellow", 6)
    pen.line([(head[0] - r, head[1] - r * 0.2), (head[0] + r, head[1] - r * 0.2)], ink, 9)


def _mage(pen: Pen, rng: random.Random, ink: str, head: Pt, r: float, lh: Pt, rh: Pt,
          hip: Pt) -> None:
    brim_y = head[1] - r * 0.75
    apex = (head[0] + rng.uniform(10, 50), brim_y - 190)
    pen.outline([(head[0] - r * 1.4, brim_y), apex, (head[0] + r * 1.4, brim_y)], ink, 7)
    pen.line([(head[0] - r * 1.6, brim_y + 5), (head[0] + r * 1.6, brim_y + 5)], ink, 7)
    top = (rh[0] + 20, rh[1] - 210)  # staff with a star
    pen.line([(rh[0] - 10, rh[1] + 200), top], "brown", 9)
    star = [(top[0] + (40 if i % 2 == 0 else 16) * math.cos(math.pi / 2 + i * math.pi / 5),
             top[1] - (40 if i % 2 == 0 else 16) * math.sin(math.pi / 2 + i * math.pi / 5))
            for i in range(10)]
    pen.outline(star, "yellow", 6)
    pen.line([(head[0] - 20, head[1] + r * 0.55), (head[0], head[1] + r * 1.6),
              (head[0] + 20, head[1] + r * 0.55)], "gray", 5)  # beard


_THEMES = {"gadgeteer": _gadgeteer, "beast": _beast, "warrior": _warrior, "mage": _mage}

__all__ = ["KIND_INKS", "avatar_doodle"]
