"""Procedural doodles of places and symbols: the drawings of stratagems and fortresses.

A stratagem or fortress is not a creature: the rules ask for a building, a landscape or a
symbol that says what it is. ``place(seed, core_colour, role, traits)`` draws one by hand (the
same wobbly pen as the monsters, ``game.doodles.pen``): a fortress is a castle, a tower or a
cave in a hill; a stratagem a war camp, a map of the battle or a ring of standing stones. Each
structure trait tag it carries is drawn plainly (a banner on the top, icicles on the roofs,
gears, a rainbow...), so a tag ticked is a tag seen, as the rulings ask.

The same arguments always give the same drawing, so the AI's structure (``game.doodles.ai``)
and the pad's "Doodle for me" agree with what the table shows.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from engine.sketchdata import validate_sketch
from game.doodles.geometry import Pt, ellipse
from game.doodles.inks import Inks, inks_for
from game.doodles.pen import Pen

FORTRESS_PLACES = ("castle", "tower", "cave")
STRATAGEM_PLACES = ("camp", "map", "stones")
MARKS = ("rainbow", "persuasion", "armory", "icy", "darkness", "banner", "living", "machinery",
         "recycling", "wards", "absorbing", "emotion")
"""The structure trait tags this doodler draws (``engine.doodledice.tables.STRUCTURE_TRAITS``)."""
GROUND = 780
"""Where the ground line runs on the 1000-unit page."""


class Site:
    """Where the place stands: its outline box, its highest point and its core label's spot."""

    def __init__(self, left: float, right: float, top: float, peak: Pt, heart: Pt,
                 roofs: Sequence[tuple[Pt, Pt]], face: Pt) -> None:
        self.left, self.right, self.top = left, right, top
        self.peak = peak
        """Where a banner is planted."""
        self.heart = heart
        """Where the core's label hangs."""
        self.roofs = list(roofs)
        """Roof edges icicles hang from."""
        self.face = face
        """Where a living place has its eyes."""


# ------------------------------------------------------------------------------ places

def _ground(pen: Pen, inks: Inks, rng: random.Random) -> None:
    pen.line([(80, GROUND + rng.uniform(-8, 8)), (920, GROUND + rng.uniform(-8, 8))], "ink", 6)
    for _ in range(5):
        x = rng.uniform(120, 880)
        pen.line([(x, GROUND + 22), (x + rng.uniform(20, 50), GROUND + 22)], "green", 4)


def _battlements(pen: Pen, x0: float, x1: float, y: float, colour: str) -> None:
    step = (x1 - x0) / 7
    path: list[Pt] = [(x0, y)]
    for k in range(7):
        a = x0 + k * step
        up = k % 2 == 0
        path += [(a, y - 28 if up else y), (a + step, y - 28 if up else y)]
    path.append((x1, y))
    pen.line(path, colour, 6, wobble=1.2)


def _hatch(pen: Pen, x0: float, x1: float, y0: float, y1: float, colour: str, gap: int) -> None:
    x = x0 + gap / 2
    while x < x1:
        pen.line([(x, y0), (x - 24, y1)], colour, 3, wobble=1.0)
        x += gap


def castle(pen: Pen, inks: Inks, rng: random.Random) -> Site:
    left, right = rng.uniform(200, 250), rng.uniform(750, 800)
    wall = rng.uniform(480, 520)
    pen.outline([(left, GROUND), (left, wall), (right, wall), (right, GROUND)], "ink", 7,
                closed=False, double=True)
    _hatch(pen, left + 10, right - 10, wall + 20, GROUND - 10, inks.main, inks.shade + 14)
    _battlements(pen, left, right, wall, "ink")
    tops = []
    for x in (left - 40, right - 60):
        top = wall - rng.uniform(130, 180)
        pen.outline([(x, GROUND), (x, top), (x + 100, top), (x + 100, GROUND)], "ink", 7,
                    closed=False)
        _battlements(pen, x, x + 100, top, "ink")
        pen.line([(x + 40, top + 60), (x + 40, top + 95), (x + 60, top + 95), (x + 60, top + 60)],
                 "ink", 5)
        tops.append((x + 50, top - 28))
    mid = (left + right) / 2
    gate: list[tuple[float, float]] = [(mid - 70, GROUND), (mid - 70, GROUND - 120)]
    gate += [(mid + 70 * math.cos(a), GROUND - 120 - 70 * math.sin(a))
             for a in (math.pi * k / 8 for k in range(8, -1, -1))]
    gate.append((mid + 70, GROUND))
    pen.line(gate, "ink", 7)
    for k in range(-2, 3):
        pen.line([(mid + 28 * k, GROUND - 160 + abs(k) * 12), (mid + 28 * k, GROUND)], "ink", 3)
    peak = min(tops, key=lambda p: p[1])
    roofs = [((left, wall), (right, wall))]
    return Site(left - 40, right + 40, peak[1], peak, (mid, wall + 90), roofs, (mid, wall + 70))


def tower(pen: Pen, inks: Inks, rng: random.Random) -> Site:
    mid = rng.uniform(470, 530)
    half = rng.uniform(85, 110)
    eave = rng.uniform(330, 370)
    pen.outline([(mid - half, GROUND), (mid - half * 0.85, eave), (mid + half * 0.85, eave),
                 (mid + half, GROUND)], "ink", 7, closed=False, double=True)
    tip = (mid + rng.uniform(-10, 10), eave - rng.uniform(170, 220))
    roof = [(mid - half * 1.25, eave), tip, (mid + half * 1.25, eave)]
    pen.outline(roof, "ink", 7, closed=True)
    _hatch(pen, mid - half * 1.0, mid + half * 1.0, eave - 40, eave - 5, inks.accent, 26)
    for y in (eave + 90, eave + 230):
        pen.line([(mid - 18, y + 50), (mid - 18, y), (mid + 18, y), (mid + 18, y + 50)], "ink", 5)
    _hatch(pen, mid - half + 10, mid + half - 10, eave + 20, GROUND - 10, inks.main,
           inks.shade + 10)
    pen.line([(mid - 40, GROUND), (mid - 40, GROUND - 90), (mid + 40, GROUND - 90),
              (mid + 40, GROUND)], "ink", 6)
    for side in (-1, 1):  # a low wall on each side
        x0 = mid + side * half
        x1 = mid + side * (half + rng.uniform(150, 220))
        pen.line([(x0, GROUND - 110), (x1, GROUND - 110), (x1, GROUND)], "ink", 6)
        _battlements(pen, min(x0, x1), max(x0, x1), GROUND - 110, "ink")
    return Site(mid - half - 220, mid + half + 220, tip[1], tip, (mid, eave + 160),
                [((mid - half * 1.25, eave), (mid + half * 1.25, eave))], (mid, eave + 60))


def cave(pen: Pen, inks: Inks, rng: random.Random) -> Site:
    mid = rng.uniform(470, 530)
    top = rng.uniform(330, 380)
    hill = [(170, GROUND), (250, 560), (360, top + 40), (mid, top), (640, top + 30),
            (760, 540), (840, GROUND)]
    pen.line(hill, "ink", 7, smooth=True)
    for k in range(4):
        x = 260 + k * 140 + rng.uniform(-20, 20)
        pen.line([(x, 600 - k % 2 * 50), (x + 50, 580 - k % 2 * 50)], "brown", 4)
    mouth = ellipse((mid, GROUND - 70), 110, 120, 24)
    mouth = [p for p in mouth if p[1] <= GROUND]
    pen.line(mouth, "ink", 8)
    _hatch(pen, mid - 90, mid + 90, GROUND - 170, GROUND - 5, "ink", 18)
    _hatch(pen, 260, 760, top + 90, 560, inks.main, inks.shade + 18)
    for x in (mid - 80, mid - 30, mid + 20, mid + 70):  # teeth of rock in the mouth
        pen.line([(x, GROUND - 180), (x + 15, GROUND - 140), (x + 30, GROUND - 180)], "ink", 4)
    return Site(170, 840, top, (mid, top), (mid, top + 150),
                [((mid - 110, GROUND - 190), (mid + 110, GROUND - 190))], (mid, top + 90))


def camp(pen: Pen, inks: Inks, rng: random.Random) -> Site:
    tops = []
    for k, (spot, w) in enumerate(((280, 170), (560, 220), (790, 140))):
        x = spot + rng.uniform(-15, 15)
        h = w * rng.uniform(1.0, 1.25)
        tip = (x, GROUND - h)
        pen.outline([(x - w, GROUND), tip, (x + w, GROUND)], "ink", 7, closed=False)
        pen.line([(x, GROUND), (x - w * 0.25, GROUND - h * 0.55), tip], "ink", 5)
        _hatch(pen, x - w * 0.7, x + w * 0.7, GROUND - h * 0.45, GROUND - 5,
               inks.main if k != 1 else inks.accent, inks.shade + 12)
        pen.line([tip, (tip[0], tip[1] - 40)], "ink", 5)
        tops.append((tip[0], tip[1] - 40))
    fire = (440, GROUND - 10)
    for a in (-0.5, 0.5):
        reach = 50 * math.cos(a)
        pen.line([(fire[0] - reach, fire[1]), (fire[0] + reach, fire[1] - 20)], "brown", 7)
    fx, fy = fire
    pen.line([(fx - 30, fy - 15), (fx - 10, fy - 80), (fx + 5, fy - 40), (fx + 20, fy - 95),
              (fx + 35, fy - 15)], "orange", 6, smooth=True)
    peak = min(tops, key=lambda p: p[1])
    roofs = [((560 - 190, GROUND - 60), (560 + 190, GROUND - 60))]
    return Site(150, 880, peak[1], peak, (560, GROUND - 120), roofs, (560, GROUND - 150))


def battle_map(pen: Pen, inks: Inks, rng: random.Random) -> Site:
    x0, x1, y0, y1 = 180, 820, 300, 720
    pen.outline([(x0, y0), (x1, y0 + rng.uniform(-10, 10)), (x1, y1), (x0, y1)], "ink", 7,
                double=True)
    for x in (x0, x1):  # the scroll's rolled ends
        pen.line(ellipse((x, (y0 + y1) / 2), 22, (y1 - y0) / 2 + 20, 20), "brown", 6)
    hills = [(260 + 120 * k, 640 - rng.uniform(0, 60)) for k in range(5)]
    pen.line(hills, inks.main, 5, smooth=True)
    for k in range(3):  # troops: crosses and circles
        cx, cy = 280 + k * 70, 420 + rng.uniform(-30, 30)
        pen.line([(cx - 15, cy - 15), (cx + 15, cy + 15)], "ink", 5)
        pen.line([(cx - 15, cy + 15), (cx + 15, cy - 15)], "ink", 5)
        pen.line(ellipse((cx + 400, cy + 60), 16, 16, 12), "red", 5)
    arrow = [(340, 500), (480, 430), (620, 470)]
    pen.line(arrow, inks.accent, 8, smooth=True)
    pen.line([(585, 440), (625, 472), (578, 500)], inks.accent, 8)
    return Site(x0 - 20, x1 + 20, y0, (x1 - 40, y0), (500, 560),
                [((x0, y0), (x1, y0))], (500, 380))


def stones(pen: Pen, inks: Inks, rng: random.Random) -> Site:
    tops = []
    for k in range(5):
        x = 220 + k * 140 + rng.uniform(-15, 15)
        h = rng.uniform(200, 330) if k != 2 else 380
        w = rng.uniform(40, 55)
        top = GROUND - h
        pen.outline([(x - w, GROUND), (x - w * 0.8, top + 20), (x, top), (x + w * 0.8, top + 20),
                     (x + w, GROUND)], "ink", 7, closed=False)
        _hatch(pen, x - w * 0.6, x + w * 0.8, top + 40, GROUND - 5, inks.main, inks.shade + 8)
        tops.append((x, top))
    a, b = tops[1], tops[3]
    pen.line([(a[0] - 50, a[1] + 10), (b[0] + 50, b[1] + 10)], "ink", 9)  # the lintel
    pen.line([(a[0] - 50, a[1] - 20), (b[0] + 50, b[1] - 20)], "ink", 6)
    peak = tops[2]
    return Site(160, 860, peak[1], peak, (500, GROUND - 160),
                [((a[0] - 50, a[1] + 10), (b[0] + 50, b[1] + 10))], (500, GROUND - 240))


PLACES: dict[str, Callable[[Pen, Inks, random.Random], Site]] = {
    "castle": castle, "tower": tower, "cave": cave,
    "camp": camp, "map": battle_map, "stones": stones,
}


# ------------------------------------------------------------------------------ marks

def _gear(pen: Pen, centre: Pt, r: float, colour: str) -> None:
    teeth: list[Pt] = []
    for k in range(16):
        rad = r if k % 2 == 0 else r * 0.78
        teeth += [(centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a))
                  for a in (2 * math.pi * k / 16, 2 * math.pi * (k + 1) / 16)]
    pen.line(teeth, colour, 5, closed=True, wobble=0.8)
    pen.line(ellipse(centre, r * 0.3, r * 0.3, 12), colour, 5)


def _heart(pen: Pen, centre: Pt, r: float, colour: str) -> None:
    pts = [(centre[0] + r * 16 * math.sin(t) ** 3 / 16,
            centre[1] - r * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t)
                             - math.cos(4 * t)) / 16)
           for t in (2 * math.pi * k / 24 for k in range(24))]
    pen.line(pts, colour, 6, closed=True, wobble=0.6)


def draw_mark(pen: Pen, tag: str, site: Site, inks: Inks, rng: random.Random) -> None:
    """One structure trait tag, drawn where it reads on ``site``."""
    left, right, top = site.left, site.right, site.top
    sky = max(110.0, top - 120)
    if tag == "rainbow":
        for k, ink in enumerate(("red", "orange", "yellow", "green", "blue", "purple")):
            r = 430 - k * 22
            pen.line([(500 + r * math.cos(a), sky + 330 - r * math.sin(a) * 0.55)
                      for a in (math.pi * j / 20 for j in range(21))], ink, 7, wobble=1.0)
    elif tag == "banner":
        x, y = site.peak
        pen.line([(x, y), (x, y - 150)], "ink", 6)
        pen.line([(x, y - 150), (x + 120, y - 120), (x, y - 90)], inks.accent, 7, closed=True)
        pen.line([(x + 15, y - 135), (x + 70, y - 120)], inks.accent, 4)
    elif tag == "icy":
        for a, b in site.roofs:
            for k in range(1, 7):
                x = a[0] + (b[0] - a[0]) * k / 7
                y = a[1] + (b[1] - a[1]) * k / 7
                pen.line([(x - 10, y), (x, y + rng.uniform(40, 70)), (x + 10, y)], "blue", 4)
        c = (right - 40, sky + 40)
        for k in range(3):
            ang = math.pi * k / 3
            pen.line([(c[0] - 45 * math.cos(ang), c[1] - 45 * math.sin(ang)),
                      (c[0] + 45 * math.cos(ang), c[1] + 45 * math.sin(ang))], "blue", 5)
    elif tag == "darkness":
        c = (left + 70, sky + 20)
        outer = [(c[0] + 60 * math.cos(a), c[1] + 60 * math.sin(a))
                 for a in (math.pi * (0.35 + 1.3 * j / 16) for j in range(17))]
        inner = [(c[0] + 25 + 45 * math.cos(a), c[1] - 8 + 45 * math.sin(a))
                 for a in (math.pi * (1.65 - 1.3 * j / 16) for j in range(17))]
        pen.line(outer + inner, "ink", 6)
        for k in range(6):
            y = 60 + k * 26
            pen.line([(560 + k * 8, y), (920, y + 10)], "ink", 3, wobble=1.5)
    elif tag == "living":
        x, y = site.face
        for dx in (-45, 45):
            pen.line(ellipse((x + dx, y), 26, 20, 14), "ink", 6)
            pen.dot((x + dx + 5, y + 3), "ink", 14)
        pen.line([(x - 50, y + 55), (x, y + 75), (x + 50, y + 55)], "ink", 6, smooth=True)
        for k in range(3):  # a creeping vine
            base = (left + 40 + k * 30, GROUND)
            pen.line([base, (base[0] + 30, base[1] - 90), (base[0] - 10, base[1] - 170)],
                     "green", 5, smooth=True)
    elif tag == "machinery":
        _gear(pen, (right - 20, GROUND - 80), 62, "gray")
        _gear(pen, (right - 100, GROUND - 150), 40, "gray")
    elif tag == "armory":
        c = (left + 60, GROUND - 120)
        for s in (-1, 1):
            pen.line([(c[0] - 70 * s, c[1] + 80), (c[0] + 70 * s, c[1] - 80)], "ink", 6)
            pen.line([(c[0] - 50 * s - 18, c[1] + 55), (c[0] - 50 * s + 18, c[1] + 65)],
                     "brown", 6)
        pen.line(ellipse((c[0], c[1] + 90), 40, 48, 16), inks.accent, 6)
    elif tag == "recycling":
        c = (right - 60, sky + 40)
        for k in range(3):
            a0 = 2 * math.pi * k / 3
            arc = [(c[0] + 60 * math.cos(a0 + t), c[1] + 60 * math.sin(a0 + t))
                   for t in (j * 0.15 for j in range(12))]
            pen.line(arc, "green", 6)
            end = arc[-1]
            pen.line([(end[0] - 14, end[1] - 10), end, (end[0] + 4, end[1] - 20)], "green", 6)
    elif tag == "wards":
        pen.line(ellipse((500, GROUND + 40), 400, 70, 40), "purple", 5)
        for k in range(8):
            x = 160 + k * 95
            y = GROUND + 40 + (35 if k in (0, 7) else 60) * (1 if k % 2 else -1) * 0.0
            pen.line([(x, y - 18), (x + 14, y), (x, y + 18), (x + 20, y + 18)], "purple", 4)
    elif tag == "absorbing":
        c = (500, max(140.0, top - 150))
        spiral = [(c[0] + 8 * t * math.cos(t), c[1] + 5 * t * math.sin(t))
                  for t in (j * 0.35 for j in range(40))]
        pen.line(spiral, inks.accent, 5, wobble=0.8)
    elif tag == "emotion":
        for k in range(3):
            _heart(pen, (right - 80 - 70 * k, sky + 20 + 45 * (k % 2)), 34 - 6 * k, "pink")
    elif tag == "persuasion":
        c = (left + 110, sky + 30)
        bubble = ellipse(c, 110, 60, 24)
        pen.line(bubble, "ink", 6)
        pen.line([(c[0] + 30, c[1] + 55), (c[0] + 70, c[1] + 110), (c[0] + 60, c[1] + 50)],
                 "ink", 6)
        for k in range(3):
            pen.line([(c[0] - 60, c[1] - 25 + 25 * k), (c[0] + 60 - 20 * k, c[1] - 25 + 25 * k)],
                     inks.accent, 4)


# ------------------------------------------------------------------------------ entry

def place(seed: int, core_colour: str, role: str, traits: Sequence[str] = ()
          ) -> tuple[dict, tuple[int, int]]:
    """A stratagem's or fortress's drawing (``role``) and where its core's label hangs.

    Unknown trait tags raise ``ValueError`` (a monster's tags have no picture here)."""
    unknown = [t for t in traits if t not in MARKS]
    if unknown:
        raise ValueError(f"No way to draw {', '.join(unknown)} on a {role or 'place'}.")
    rng = random.Random(f"place:{seed}:{role}")
    inks = inks_for(core_colour, rng)
    pen = Pen(rng)
    _ground(pen, inks, rng)
    site = PLACES[place_kind(seed, role)](pen, inks, rng)
    for tag in MARKS:
        if tag in traits:
            draw_mark(pen, tag, site, inks, rng)
    strokes, heart = _on_page(pen.strokes, site.heart)
    return validate_sketch({"v": 1, "strokes": strokes}), heart


PAGE_MARGIN = 20


def _on_page(strokes: list[dict], heart: Pt) -> tuple[list[dict], tuple[int, int]]:
    """Shrink and move the drawing only as much as it takes to keep every line on the page (a
    banner on a tall tower reaches above it), so most places keep the lines they were drawn
    with."""
    xs = [p[0] for st in strokes for p in st["p"]]
    ys = [p[1] for st in strokes for p in st["p"]]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    room = 1000 - 2 * PAGE_MARGIN
    scale = min(1.0, room / max(1, x1 - x0), room / max(1, y1 - y0))
    dx = max(0.0, PAGE_MARGIN - x0 * scale) - max(0.0, x1 * scale - (1000 - PAGE_MARGIN))
    dy = max(0.0, PAGE_MARGIN - y0 * scale) - max(0.0, y1 * scale - (1000 - PAGE_MARGIN))

    def move(x: float, y: float) -> list[int]:
        return [min(1000, max(0, round(x * scale + dx))), min(1000, max(0, round(y * scale + dy)))]

    out = [{"c": st["c"], "w": st["w"], "p": [move(*p) for p in st["p"]]} for st in strokes]
    hx, hy = move(*heart)
    return out, (min(960, max(40, hx)), min(960, max(40, hy)))


def place_kind(seed: int, role: str) -> str:
    """Which place ``place`` draws for ``seed`` (its own stream: the name can follow it)."""
    kinds = FORTRESS_PLACES if role == "fortress" else STRATAGEM_PLACES
    return random.Random(f"kind:{seed}:{role}").choice(kinds)


NOUNS = {"castle": ("Keep", "Citadel", "Castle"), "tower": ("Tower", "Spire", "Watchtower"),
         "cave": ("Den", "Grotto", "Caverns"), "camp": ("Camp", "War Camp", "Bivouac"),
         "map": ("Battle Plan", "War Map", "Gambit"), "stones": ("Stones", "Henge", "Circle")}
ADJECTIVES = {"red": "Ember", "blue": "Frost", "green": "Moss", "yellow": "Storm",
              "black": "Shadow", "white": "Dawn", "brown": "Mud", "gray": "Iron",
              "colorless": "Glass", "purple": "Rune", "orange": "Spark", "pink": "Rose"}


def place_name(seed: int, core_colour: str, role: str) -> str:
    """A name for the place ``place`` draws: "Frost Citadel", "Ember War Camp"."""
    nouns = NOUNS[place_kind(seed, role)]
    noun = nouns[random.Random(f"name:{seed}").randrange(len(nouns))]
    return f"{ADJECTIVES.get(core_colour, 'Old')} {noun}"


def place_doodle(role: str) -> Callable[..., tuple[dict, list[tuple[int, int]]]]:
    """``place`` shaped like ``game.doodles.doodle`` (seed, colour, parts, traits), for the sketch
    pad's "Doodle for me": every part (a structure has only its core) hangs at the heart."""

    def doodle(seed: int, core_colour: str, parts: Sequence = (), traits: Sequence[str] = ()
               ) -> tuple[dict, list[tuple[int, int]]]:
        sketch, heart = place(seed, core_colour, role, [t for t in traits if t in MARKS])
        return sketch, [heart for _ in parts]

    return doodle


__all__ = ["FORTRESS_PLACES", "MARKS", "PLACES", "STRATAGEM_PLACES", "place", "place_doodle",
           "place_kind", "place_name"]
