"""Drawings of the eight heroes, each a function of a ``Pen`` on the 100 x 100 grid.

Every character has a silhouette of its own (a hat, hair or a prop breaking the outline) so that
it is known at 64 px before the face is read; the face carries the personality line.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.tray.shading import Colour, darker, lighter
from scenes.deathbydice.portrait_pen import INK, WHITE, Pen, blob, ellipse

STEEL: Colour = (150, 158, 170)
GOLD: Colour = (236, 190, 70)


def _shoulders(pen: Pen, colour: Colour, width: float = 40, top: float = 72) -> None:
    pen.shape([blob([(50 - width, 106), (50 - width * 0.92, 84), (50 - width * 0.6, top + 2),
                     (50, top - 1), (50 + width * 0.6, top + 2), (50 + width * 0.92, 84),
                     (50 + width, 106)])], colour, shade=0.3)


def _neck(pen: Pen, skin: Colour, width: float = 8, top: float = 58, bottom: float = 76) -> None:
    pen.shape([[(50 - width, top), (50 + width, top), (50 + width * 1.1, bottom),
                (50 - width * 1.1, bottom)]], darker(skin, 0.15), shade=0.2)


# ------------------------------------------------------------------------ Knuckles Malone

def knuckles(pen: Pen) -> None:
    """Debt collector: flat cap pulled low, broken nose, stubble, gold tooth, crowbar."""
    skin: Colour = (224, 166, 126)
    coat: Colour = (92, 70, 62)
    # crowbar over the right shoulder, behind him
    pen.shape([[(60, 100), (88, 18), (92, 19), (65, 101)]], STEEL, shade=0.35, depth=1.2)
    pen.shape([blob([(86, 20), (88, 10), (95, 7), (99, 12), (95, 11), (92, 14), (91, 21)])],
              STEEL, shade=0.3, depth=1)
    _neck(pen, skin, 9)
    _shoulders(pen, coat, 44, 70)
    pen.shape([[(38, 72), (50, 88), (62, 72), (56, 70), (50, 78), (44, 70)]], (236, 228, 210),
              shade=0.15)  # shirt collar
    pen.shape([[(47, 80), (53, 80), (55, 106), (45, 106)]], (170, 40, 40), shade=0.3)  # tie
    for x in (22, 30, 70, 78):
        pen.stroke([(x, 84), (x - 2, 104)], 0.5, lighter(coat, 0.25), taper=False)
    # ears and square head
    pen.shape([ellipse(27, 46, 5, 7), ellipse(73, 46, 5, 7)], skin)
    pen.shape([blob([(29, 36), (34, 24), (50, 20), (66, 24), (71, 36), (71, 54), (64, 64),
                     (50, 68), (36, 64), (29, 54)])], skin, shade=0.25)
    pen.hatch((34, 54, 32, 12), darker(skin, 0.35), gap=2.2, width=0.45)  # stubble
    # scar through the left brow
    pen.stroke([(33, 33), (40, 44)], 0.7, (170, 80, 80), taper=False)
    for t in (0.3, 0.6):
        pen.stroke([(35 + 7 * t - 2, 35 + 11 * t + 1.5), (35 + 7 * t + 2, 35 + 11 * t - 1.5)],
                   0.5, (170, 80, 80), taper=False)
    pen.eye((40, 42), 4.5, 3.6, (0.6, 0.2), lid=0.45, skin=skin, lid_tilt=1.2)
    pen.eye((59, 42), 4.5, 3.6, (0.6, 0.2), lid=0.45, skin=skin, lid_tilt=-1.2)
    pen.stroke([(33, 34), (40, 36), (46, 38)], 2.2)  # heavy brows, frowning
    pen.stroke([(53, 38), (60, 35), (67, 35)], 2.2)
    # broken nose: bent to one side
    pen.shape([blob([(49, 42), (53, 47), (51, 51), (56, 55), (50, 57), (45, 55)])],
              darker(skin, 0.08), shade=0.25, line=0.9, depth=1.5)
    # crooked grin with a gold tooth
    pen.shape([blob([(40, 60), (50, 62), (60, 58), (58, 62), (50, 65), (42, 63)], 6)],
              (120, 40, 40), shade=0.0, glint=0.0, line=0.9)
    pen.flat([(50, 61.5), (53.5, 61), (53.5, 63.5), (50, 64)], GOLD)
    pen.flat([(44, 61), (48, 61.5), (48, 63.3), (44, 62.6)], WHITE)
    # flat cap, tilted, with a short peak
    pen.shape([blob([(24, 34), (28, 20), (44, 12), (62, 12), (76, 20), (78, 30), (60, 30),
                     (40, 32)])], (90, 84, 96), shade=0.3)
    pen.shape([blob([(22, 34), (40, 29), (58, 30), (62, 35), (44, 37), (26, 38)], 6)],
              (72, 66, 78), shade=0.35, depth=1.5)
    pen.hatch((34, 16, 30, 12), (110, 102, 116), gap=3.5, width=0.5)
    pen.dot((52, 13), 1.4, (60, 56, 66))


# --------------------------------------------------------------------------- Velvet Vex

def vex(pen: Pen) -> None:
    """Gang boss: tall tufted velvet chair back, finger-waved bob, pearls, cigarette holder."""
    velvet: Colour = (128, 34, 76)
    skin: Colour = (242, 212, 198)
    # the chair back: an arch with buttons, filling the frame behind her
    pen.shape([blob([(10, 106), (8, 40), (18, 12), (50, 2), (82, 12), (92, 40), (90, 106)])],
              darker(GOLD, 0.25), shade=0.3, depth=2)
    pen.shape([blob([(15, 106), (14, 42), (22, 17), (50, 8), (78, 17), (86, 42), (85, 106)])],
              velvet, shade=0.35, depth=4)
    for x, y in ((24, 26), (50, 16), (76, 26), (18, 50), (82, 50), (20, 74), (80, 74),
                 (35, 20), (65, 20)):
        pen.dot((x, y), 1.6, darker(velvet, 0.5))
        pen.dot((x - 0.4, y - 0.4), 0.8, lighter(velvet, 0.4))
    # fur stole over a black dress
    _neck(pen, skin, 7, 58, 76)
    _shoulders(pen, (30, 24, 36), 36, 74)
    pen.shape([blob([(16, 90), (24, 76), (40, 74), (50, 82), (60, 74), (76, 76), (84, 90),
                     (70, 92), (58, 86), (50, 92), (42, 86), (30, 92)])],
              (236, 226, 236), shade=0.25)
    for i in range(9):  # pearls
        px = 41 + i * 2.3
        py = 71 + 4 * (1 - ((i - 4) / 4) ** 2)
        pen.shape([ellipse(px, py, 1.3, 1.3, steps=12)], WHITE, shade=0.2, line=0.4, depth=0.6)
    # sleek black bob with finger waves, wider than the face
    pen.shape([blob([(26, 58), (24, 34), (34, 16), (50, 12), (66, 16), (76, 34), (74, 58),
                     (66, 60), (66, 40), (34, 40), (34, 60)])], (28, 22, 34), shade=0.2,
              glint=0.3)
    pen.shape([blob([(33, 36), (36, 24), (50, 20), (64, 24), (67, 36), (66, 52), (58, 63),
                     (50, 66), (42, 63), (34, 52)])], skin, shade=0.2)
    pen.shape([blob([(32, 34), (38, 20), (52, 16), (66, 22), (70, 32), (60, 28), (50, 30),
                     (44, 26), (38, 32)])], (28, 22, 34), shade=0.2, glint=0.35)
    for x in (40, 48, 57):
        pen.stroke([(x - 3, 22), (x, 25), (x + 3, 22)], 0.6, (90, 80, 110))
    # half-lidded, bored eyes with lashes, one brow raised
    for cx, tilt in ((43, 0.8), (57, -0.8)):
        pen.eye((cx, 42), 4, 3.2, (-0.3, 0.3), lid=0.55, skin=skin, lid_tilt=tilt,
                iris=(70, 130, 90))
        for k in (-1, 0, 1):
            pen.stroke([(cx + k * 2.4, 40.5), (cx + k * 3.4, 37.5)], 0.5, INK)
    pen.stroke([(38, 35), (43, 34), (48, 35.5)], 0.9)
    pen.stroke([(52, 34), (57, 31), (62, 33)], 0.9)
    pen.stroke([(50, 45), (51.5, 51), (49, 52)], 0.7, darker(skin, 0.4))
    pen.blush((40, 52), 3.4)
    pen.blush((60, 52), 3.4)
    # red lips, a knowing smirk
    pen.shape([blob([(45, 57.5), (50, 56.5), (56, 56), (53, 59.5), (48, 59.5)], 6)],
              (190, 30, 50), shade=0.25, line=0.6, depth=0.8)
    # long cigarette holder with a curl of smoke
    pen.stroke([(55, 58), (78, 66)], 1.3, INK, taper=False, smooth=False)
    pen.stroke([(56, 58.3), (77, 65.6)], 0.5, (200, 170, 90), taper=False, smooth=False)
    pen.flat([(77, 65), (82, 67), (81.5, 68.5), (76.5, 66.7)], WHITE)
    pen.glow((82, 67.5), 2.2, (255, 120, 40), 220)
    pen.stroke([(82, 66), (80, 58), (85, 52), (81, 44), (86, 36)], 1.0, (220, 214, 226))


# ------------------------------------------------------------------ Grizzle the Gravedigger

def grizzle(pen: Pen) -> None:
    """Gravedigger: gaunt long face, battered stovepipe hat, shovel, a tombstone behind."""
    skin: Colour = (188, 194, 160)
    coat: Colour = (70, 78, 64)
    # tombstone and a crooked cross behind
    pen.shape([blob([(2, 100), (3, 66), (12, 56), (22, 66), (22, 100)], 6)], (120, 124, 132),
              shade=0.3)
    pen.stroke([(8, 70), (16, 70)], 0.8, (80, 84, 92), taper=False)
    pen.stroke([(8, 75), (14, 75)], 0.8, (80, 84, 92), taper=False)
    # shovel standing upright at his side
    pen.shape([[(80, 10), (84, 10), (84, 70), (80, 70)]], (140, 100, 60), shade=0.35, depth=1.2)
    pen.shape([blob([(76, 8), (88, 8), (88, 3), (76, 3)], 4)], (140, 100, 60), shade=0.3,
              depth=1)
    pen.shape([blob([(72, 68), (92, 68), (93, 88), (82, 98), (71, 88)], 5)], STEEL, shade=0.35)
    pen.stroke([(75, 84), (80, 80)], 1.0, (110, 84, 60))
    _neck(pen, skin, 6, 60, 78)
    _shoulders(pen, coat, 34, 76)
    pen.shape([[(42, 76), (50, 92), (58, 76)]], (170, 160, 140), shade=0.2)  # shirt
    pen.shape([[(47, 76), (53, 76), (50, 82)]], (60, 40, 40), shade=0.2)  # string tie
    # long gaunt face, pointed chin
    pen.shape([ellipse(33, 44, 3.5, 6), ellipse(67, 44, 3.5, 6)], skin)
    pen.shape([blob([(35, 30), (50, 26), (65, 30), (66, 48), (60, 64), (50, 74), (40, 64),
                     (34, 48)])], skin, shade=0.3)
    pen.flat(ellipse(40, 55, 3.5, 6, 10), darker(skin, 0.18))  # hollow cheeks
    pen.flat(ellipse(60, 55, 3.5, 6, -10), darker(skin, 0.18))
    pen.hatch((42, 64, 16, 8), darker(skin, 0.35), gap=2.2, width=0.4)
    # droopy tired eyes with bags, measuring you up (looking sideways)
    for cx in (43, 57):
        pen.flat(ellipse(cx, 46, 4.5, 3), darker(skin, 0.25))
        pen.eye((cx, 43), 3.6, 3.0, (-0.7, 0.2), lid=0.5, skin=skin,
                lid_tilt=-0.8 if cx < 50 else 0.8)
    pen.stroke([(38, 37), (43, 38.5), (47, 38)], 1.1)
    pen.stroke([(53, 38), (57, 38.5), (62, 37)], 1.1)
    pen.stroke([(50, 45), (52, 55), (48, 57)], 0.9, darker(skin, 0.45))
    pen.stroke([(43, 65), (50, 64), (56, 66)], 1.0)  # flat, patient mouth
    pen.stroke([(39, 68), (41, 66)], 0.5, darker(skin, 0.3))
    # battered stovepipe hat, dented and leaning
    pen.shape([blob([(24, 33), (40, 30), (62, 29), (76, 31), (72, 35), (50, 36), (28, 37)], 6)],
              (44, 40, 46), shade=0.3, depth=1.5)
    pen.shape([[(36, 32), (38, 4), (46, 6), (52, 2), (62, 5), (64, 31)]], (50, 46, 52),
              shade=0.35)
    pen.shape([[(36.5, 26), (63.5, 25.5), (63.8, 30.5), (36.2, 31)]], (120, 40, 40), shade=0.2,
              line=0.7, depth=1)
    pen.stroke([(46, 8), (50, 15), (48, 22)], 0.6, (90, 86, 96))  # dent
    pen.flat([(56, 12), (59, 12), (59, 15), (56, 15)], (110, 100, 80))  # patch
    pen.stroke([(55.5, 11.5), (59.5, 15.5)], 0.4, INK)


# ---------------------------------------------------------------------------- Madame Moth

def moth(pen: Pen) -> None:
    """Fortune teller: moth-wing shawl, jewelled turban, hoop earrings, a glowing crystal ball."""
    skin: Colour = (198, 146, 108)
    wing: Colour = (150, 120, 90)
    # moth-wing shawl spread behind her shoulders
    for side in (-1, 1):
        pen.shape([blob([(50, 70), (50 + side * 30, 52), (50 + side * 48, 58),
                         (50 + side * 46, 84), (50 + side * 30, 100), (50 + side * 8, 96)])],
                  wing, shade=0.3)
        pen.shape([ellipse(50 + side * 33, 72, 6, 6)], (236, 210, 140), shade=0.2, line=0.8)
        pen.dot((50 + side * 33, 72), 2.6, INK)
        pen.stroke([(50 + side * 14, 80), (50 + side * 42, 62)], 0.6, darker(wing, 0.4))
        pen.stroke([(50 + side * 14, 86), (50 + side * 40, 88)], 0.6, darker(wing, 0.4))
    _neck(pen, skin, 6.5, 58, 76)
    _shoulders(pen, (70, 50, 110), 28, 76)
    # hoop earrings
    for cx in (32, 68):
        pen.shape([ellipse(cx, 58, 4, 5)], GOLD, shade=0.2, line=0.6, depth=0.6)
        pen.flat(ellipse(cx, 58, 2.6, 3.6), darker(GOLD, 0.6))
    pen.shape([blob([(34, 36), (38, 24), (50, 21), (62, 24), (66, 36), (65, 50), (58, 62),
                     (50, 65), (42, 62), (35, 50)])], skin, shade=0.25)
    # big knowing eyes with heavy lashes and eye shadow
    for cx, tilt in ((43, 0.5), (57, -0.5)):
        pen.flat(ellipse(cx, 41, 6, 4.5), (110, 70, 140), alpha=150)
        pen.eye((cx, 43), 4.6, 4.0, (0.0, -0.2), lid=0.35, skin=(150, 100, 160), lid_tilt=tilt,
                iris=(210, 160, 40))
        for k in (-1.2, -0.4, 0.4, 1.2):
            pen.stroke([(cx + k * 3.5, 40.5), (cx + k * 4.6, 37.5)], 0.55)
    pen.stroke([(37, 35), (43, 32.5), (48, 34)], 0.9)
    pen.stroke([(52, 34), (57, 32.5), (63, 35)], 0.9)
    pen.stroke([(50, 45), (51, 52), (48.5, 53)], 0.7, darker(skin, 0.4))
    pen.dot((47, 46), 0.8, (160, 60, 80))  # beauty mark
    pen.shape([blob([(44, 57), (50, 56), (56, 57), (50, 60.5)], 6)], (150, 40, 70),
              shade=0.2, line=0.6, depth=0.8)
    pen.stroke([(43, 57), (45, 56)], 0.5)
    pen.stroke([(55, 56), (57, 57)], 0.5)
    # turban with a jewel and a feather
    pen.stroke([(56, 18), (64, 4), (70, 0)], 2.6, (90, 150, 140))
    pen.stroke([(58, 16), (65, 5)], 0.5, (200, 230, 220))
    pen.shape([blob([(30, 34), (28, 20), (38, 10), (50, 8), (62, 10), (72, 20), (70, 34),
                     (60, 30), (50, 29), (40, 30)])], (60, 52, 130), shade=0.3)
    pen.stroke([(32, 28), (46, 16), (60, 12)], 0.6, (110, 100, 190))
    pen.stroke([(40, 30), (56, 18), (68, 16)], 0.6, (110, 100, 190))
    pen.shape([ellipse(50, 24, 3.4, 4.2)], (200, 40, 60), shade=0.3, line=0.7, depth=1)
    pen.dot((49, 22.6), 0.9, WHITE)
    # the crystal ball, glowing, in front of her
    pen.shape([blob([(34, 100), (38, 92), (62, 92), (66, 100)], 4)], darker(GOLD, 0.3),
              shade=0.3)
    pen.glow((50, 82), 22, (150, 220, 255), 150)
    pen.shape([ellipse(50, 82, 13, 12)], (120, 170, 220), shade=0.35, glint=0.3, depth=3)
    pen.flat(ellipse(48, 84, 6, 4), (230, 250, 255), alpha=140)
    pen.stroke([(44, 84), (48, 81), (52, 85), (56, 82)], 0.7, (255, 255, 255))
    pen.flat(ellipse(45, 77, 3, 2, -30), WHITE, alpha=220)


# ------------------------------------------------------------------------- Tinker Toadwick

def _cog(pen: Pen, cx: float, cy: float, r: float, colour: Colour, face: bool = False) -> None:
    teeth = []
    for i in range(16):
        rr = r if i % 2 == 0 else r * 0.76
        for a in (i * 22.5 - 8, i * 22.5 + 8):
            teeth.append(ellipse(cx, cy, rr, rr, start=a, end=a, steps=1)[0])
    pen.shape([teeth], colour, shade=0.3, line=0.7, depth=max(0.6, r * 0.18))
    pen.flat(ellipse(cx, cy, r * 0.3, r * 0.3), darker(colour, 0.5))
    if face:  # a cog helper: two eyes and a grin
        pen.dot((cx - r * 0.32, cy - r * 0.32), r * 0.13, INK)
        pen.dot((cx + r * 0.32, cy - r * 0.32), r * 0.13, INK)
        pen.stroke([(cx - r * 0.4, cy + r * 0.35), (cx, cy + r * 0.5), (cx + r * 0.4,
                                                                        cy + r * 0.35)],
                   max(0.5, r * 0.08))


def toadwick(pen: Pen) -> None:
    """Tinkerer: toad-wide green face, brass goggles on the brow, wrench, cog helpers."""
    skin: Colour = (144, 176, 86)
    brass: Colour = (210, 160, 70)
    _cog(pen, 14, 22, 9, darker(brass, 0.1), face=True)
    _cog(pen, 86, 30, 7, brass, face=True)
    _cog(pen, 90, 70, 5, lighter(brass, 0.1), face=True)
    _neck(pen, skin, 10, 60, 78)
    _shoulders(pen, (120, 86, 56), 40, 76)
    pen.shape([[(34, 76), (66, 76), (62, 106), (38, 106)]], (196, 170, 120), shade=0.25)  # apron
    pen.flat(ellipse(50, 88, 4, 4), (150, 120, 80))
    # wrench in the apron pocket
    pen.shape([[(58, 70), (61, 70), (63, 94), (60, 94)]], STEEL, shade=0.3, depth=1)
    pen.shape([blob([(55, 68), (56, 62), (60, 60), (64, 62), (64, 68), (61, 66), (58, 66)],
                    4)], STEEL, shade=0.3, depth=1)
    # wide, flat toad head
    pen.shape([blob([(22, 46), (28, 30), (50, 24), (72, 30), (78, 46), (72, 62), (50, 68),
                     (28, 62)])], skin, shade=0.28)
    for x, y in ((30, 52), (70, 50), (36, 58), (64, 58)):
        pen.dot((x, y), 1.3, darker(skin, 0.25))
    # bulging eyes, one magnified by a loupe
    pen.eye((38, 42), 6, 5.5, (0.4, 0.1), lid=0.2, skin=skin)
    pen.eye((62, 42), 8, 7.5, (-0.3, 0.1))
    pen.shape([ellipse(62, 42, 9.5, 9)], brass, shade=0.3, glint=0.3, line=0.8, depth=1.2)
    pen.flat(ellipse(62, 42, 8, 7.5), (200, 230, 240), alpha=0)
    pen.eye((62, 42), 7.6, 7.2, (-0.3, 0.1))
    pen.stroke([(70, 46), (78, 54)], 0.9, INK)
    pen.stroke([(31, 34), (38, 32), (44, 35)], 1.2)
    # huge grin full of schemes
    pen.shape([blob([(32, 54), (50, 58), (68, 53), (62, 60), (50, 63), (38, 60)], 6)],
              (110, 40, 50), shade=0.0, glint=0.0, line=0.9)
    pen.flat([(40, 57), (60, 57), (58, 58.8), (42, 58.8)], WHITE)
    pen.dot((46, 50), 0.7, darker(skin, 0.5))
    pen.dot((53, 50), 0.7, darker(skin, 0.5))
    # brass goggles pushed up on the brow, strap round the head
    pen.stroke([(22, 30), (50, 22), (78, 30)], 2.4, (90, 60, 40))
    for cx in (40, 58):
        pen.shape([ellipse(cx, 25, 7, 6)], brass, shade=0.3, line=0.9, depth=1.2)
        pen.shape([ellipse(cx, 25, 4.6, 3.8)], (120, 200, 210), shade=0.3, glint=0.4,
                  line=0.6, depth=1)
        pen.flat(ellipse(cx - 1.5, 24, 1.4, 0.9, -30), WHITE)
    pen.shape([[(46.5, 24), (51.5, 24), (51.5, 26), (46.5, 26)]], darker(brass, 0.2), line=0.5)
    # a smear of oil and a spring of hair
    pen.stroke([(46, 14), (48, 20), (44, 18), (47, 12)], 0.7, INK)


# -------------------------------------------------------------------------- Bonecrusher Bea

def bea(pen: Pen) -> None:
    """Brawler: bandana over a top knot, broad shoulders, wrapped fists up, a plaster on the
    nose and a gap-toothed grin."""
    skin: Colour = (176, 112, 80)
    wrap: Colour = (236, 230, 214)
    pen.shape([blob([(40, 14), (44, 4), (54, 3), (60, 10), (56, 18), (44, 18)])],
              (60, 34, 30), shade=0.3, glint=0.25)  # top knot
    _neck(pen, skin, 11, 58, 76)
    _shoulders(pen, skin, 48, 70)
    pen.shape([[(30, 78), (70, 78), (72, 106), (28, 106)]], (196, 52, 70), shade=0.3)  # vest
    pen.stroke([(36, 72), (30, 80)], 1.2, INK)
    pen.stroke([(64, 72), (70, 80)], 1.2, INK)
    # round determined head
    pen.shape([ellipse(29, 44, 4.5, 6), ellipse(71, 44, 4.5, 6)], skin)
    pen.shape([blob([(30, 38), (36, 24), (50, 20), (64, 24), (70, 38), (69, 54), (61, 64),
                     (50, 67), (39, 64), (31, 54)])], skin, shade=0.28)
    # black eye on one side
    pen.flat(ellipse(59, 43, 7, 5.5), (110, 70, 120), alpha=190)
    pen.eye((41, 43), 3.8, 3.4, (0.2, 0), lid=0.35, skin=skin, lid_tilt=1.5)
    pen.eye((59, 43), 3.8, 3.0, (0.2, 0), lid=0.45, skin=(140, 90, 110), lid_tilt=-1.5)
    pen.stroke([(35, 35), (41, 37), (47, 39)], 2.4)
    pen.stroke([(53, 39), (59, 37), (65, 35)], 2.4)
    # plaster across the nose
    pen.shape([blob([(46, 46), (51, 45), (54, 52), (48, 54)], 4)], darker(skin, 0.08),
              shade=0.2, line=0.8, depth=1)
    pen.shape([[(43, 48), (57, 47), (57.5, 50.5), (43.5, 51.5)]], (232, 200, 160), shade=0.15,
              line=0.6, depth=0.8)
    pen.stroke([(48, 48), (52, 51)], 0.4)
    pen.stroke([(52, 48), (48, 51)], 0.4)
    # gap-toothed grin
    pen.shape([blob([(39, 57), (50, 59), (61, 56), (57, 62), (50, 64), (43, 62)], 6)],
              (110, 40, 44), shade=0.0, glint=0.0, line=0.9)
    pen.flat([(42, 58.2), (48.5, 59), (48.5, 61), (42.6, 60)], WHITE)
    pen.flat([(51, 59), (58, 57.8), (57.4, 59.8), (51, 61)], WHITE)
    # bandana
    pen.shape([blob([(30, 32), (36, 20), (50, 16), (64, 20), (70, 32), (50, 27)], 6)],
              (196, 52, 70), shade=0.3)
    for x, y in ((40, 23), (50, 20), (60, 23)):
        pen.dot((x, y), 1.1, WHITE)
    pen.shape([blob([(70, 30), (80, 26), (82, 34), (74, 34)], 4)], (196, 52, 70), shade=0.3)
    # two wrapped fists raised in front: knuckles up, tape round the wrists
    for cx, tilt in ((24, -8), (76, 8)):
        pen.shape([ellipse(cx, 100, 10, 9, tilt)], wrap, shade=0.25)
        for k in (-4, 0, 4):
            pen.stroke([(cx + k - 3, 95), (cx + k + 3, 106)], 0.5, darker(wrap, 0.3))
        pen.shape([blob([(cx - 11, 92), (cx - 12, 80), (cx - 6, 75), (cx + 6, 75),
                         (cx + 12, 80), (cx + 11, 92), (cx, 95)], 5)], skin, shade=0.3)
        pen.shape([[(cx - 11.5, 78), (cx + 11.5, 78), (cx + 11.8, 83), (cx - 11.8, 83)]],
                  wrap, shade=0.2, line=0.7, depth=1)
        for off in (-5.5, 0, 5.5):
            pen.stroke([(cx + off, 83), (cx + off, 88)], 0.6)
        side = 1 if cx < 50 else -1
        pen.stroke([(cx - side * 10, 89), (cx, 91), (cx + side * 6, 88)], 0.7)


# ------------------------------------------------------------------------------ Lucky Lou

def lou(pen: Pen) -> None:
    """Card sharp: green dealer's visor, slick moustache, a wink, a fan of cards, a bow tie."""
    skin: Colour = (236, 190, 150)
    _neck(pen, skin, 8, 58, 76)
    _shoulders(pen, (150, 40, 50), 40, 74)  # red waistcoat
    pen.shape([[(40, 74), (50, 100), (60, 74)]], (240, 232, 214), shade=0.2)
    pen.shape([[(42, 76), (50, 79), (58, 76), (58, 82), (50, 80), (42, 82)]], INK, shade=0.0,
              glint=0.0)  # bow tie
    for y in (86, 94):
        pen.dot((44, y), 1.1, GOLD)
        pen.dot((56, y), 1.1, GOLD)
    pen.shape([ellipse(30, 46, 4.5, 6), ellipse(70, 46, 4.5, 6)], skin)
    pen.shape([blob([(31, 38), (36, 26), (50, 23), (64, 26), (69, 38), (68, 54), (60, 64),
                     (50, 67), (40, 64), (32, 54)])], skin, shade=0.25)
    # slicked hair with a shine, and the visor over it
    pen.shape([blob([(30, 40), (31, 26), (50, 18), (69, 26), (70, 40), (64, 30), (36, 30)], 6)],
              (40, 30, 26), shade=0.2, glint=0.4)
    pen.shape([blob([(26, 32), (36, 24), (64, 24), (74, 32), (72, 37), (50, 33), (28, 37)], 6)],
              (40, 150, 100), shade=0.35, glint=0.3, depth=1.5)
    pen.flat([(30, 34), (50, 31), (70, 34), (50, 32.5)], (170, 240, 200), alpha=120)
    # a wink: one eye open and sly, the other a shut arc
    pen.eye((42, 44), 4.2, 3.6, (0.5, 0.1), lid=0.3, skin=skin, lid_tilt=0.6)
    pen.stroke([(54, 44), (58, 42.5), (62, 44)], 1.2)
    pen.stroke([(55, 46), (59, 47), (62, 45.5)], 0.5, darker(skin, 0.3))
    pen.stroke([(37, 38), (42, 36), (47, 38)], 1.1)
    pen.stroke([(53, 38), (58, 37), (63, 38.5)], 1.1)
    pen.stroke([(50, 44), (52, 51), (49, 52.5)], 0.7, darker(skin, 0.4))
    # slick moustache curling up, and a sly smile
    for side in (-1, 1):
        pen.shape([blob([(50, 55), (50 + side * 6, 53.5), (50 + side * 11, 52),
                         (50 + side * 12, 49.5), (50 + side * 13, 52.5),
                         (50 + side * 7, 57)], 5)], (40, 30, 26), shade=0.1, glint=0.3,
                  line=0.5, depth=0.6)
    pen.stroke([(44, 60), (50, 61), (57, 59)], 0.9)
    # a fan of cards held up in front, the top one an ace
    suits = ((238, 232, 218), (238, 232, 218), (238, 232, 218), WHITE)
    for i, turn in enumerate((-30, -12, 6, 24)):
        cx = 24 + i * 5
        pen.shape([_card(cx, 86, turn)], suits[i], shade=0.15, line=0.8, depth=1)
    pen.stroke([(34, 80), (36, 84)], 0.5, (190, 30, 40))
    _spade(pen, 39.5, 84, 3.2)
    pen.stroke([(37, 77.5), (37.6, 75.5), (38.4, 77.5)], 0.5, INK, smooth=False)
    # a card up the sleeve
    pen.shape([_card(80, 94, 70)], WHITE, shade=0.15, line=0.7, depth=0.8)
    pen.flat(ellipse(78.3, 92, 1.3, 1.3), (200, 30, 40))  # a heart peeking out
    pen.flat(ellipse(80.3, 92.6, 1.3, 1.3), (200, 30, 40))
    pen.flat([(77, 92.6), (81.6, 93.8), (78.2, 96.2)], (200, 30, 40))
    pen.shape([ellipse(15, 98, 10, 8), ellipse(27, 96, 7, 6)], skin, shade=0.25)


def _card(cx: float, cy: float, turn: float) -> list[tuple[float, float]]:
    """A playing card's corners, turned by ``turn`` degrees about its centre."""
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    return [(cx + dx * c - dy * s, cy + dx * s + dy * c)
            for dx, dy in ((-6, -9), (6, -9), (6, 9), (-6, 9))]


def _spade(pen: Pen, x: float, y: float, r: float) -> None:
    pen.flat(ellipse(x - r * 0.45, y, r * 0.5, r * 0.5), INK)
    pen.flat(ellipse(x + r * 0.45, y, r * 0.5, r * 0.5), INK)
    pen.flat([(x - r * 0.9, y - r * 0.05), (x, y - r * 1.1), (x + r * 0.9, y - r * 0.05)], INK)
    pen.flat([(x, y), (x - r * 0.35, y + r * 0.9), (x + r * 0.35, y + r * 0.9)], INK)


# ---------------------------------------------------------------------------- Sister Stitch

def stitch(pen: Pen) -> None:
    """Nun-medic-pickpocket: black veil over a white coif, a stitched red cross on the habit,
    a stitched cheek, a needle and thread, and someone's purse tucked away."""
    skin: Colour = (244, 212, 192)
    habit: Colour = (40, 38, 52)
    pen.shape([blob([(22, 104), (20, 60), (26, 26), (50, 12), (74, 26), (80, 60), (78, 104)])],
              habit, shade=0.25, glint=0.3)  # the veil
    _shoulders(pen, habit, 40, 76)
    pen.shape([blob([(32, 70), (50, 80), (68, 70), (64, 82), (50, 86), (36, 82)])],
              (236, 234, 226), shade=0.2)  # collar
    # red cross patch, stitched on
    pen.shape([[(46, 88), (54, 88), (54, 92), (58, 92), (58, 98), (54, 98), (54, 104),
                (46, 104), (46, 98), (42, 98), (42, 92), (46, 92)]], (200, 40, 44), shade=0.3,
              line=0.8, depth=1)
    for x, y in ((44, 90), (56, 90), (44, 100), (56, 100), (50, 86.5)):
        pen.stroke([(x - 1, y - 1), (x + 1, y + 1)], 0.4, WHITE, taper=False)
    # white coif framing the face
    pen.shape([blob([(30, 50), (31, 28), (50, 20), (69, 28), (70, 50), (64, 68), (50, 72),
                     (36, 68)])], (240, 238, 230), shade=0.2)
    pen.shape([blob([(36, 40), (40, 30), (50, 27), (60, 30), (64, 40), (63, 52), (57, 62),
                     (50, 65), (43, 62), (37, 52)])], skin, shade=0.2)
    # sweet eyes glancing sideways at your pocket
    for cx in (44, 56):
        pen.eye((cx, 43), 3.8, 3.4, (0.8, 0.3), lid=0.25, skin=skin,
                lid_tilt=0.6 if cx < 50 else -0.6)
    pen.stroke([(40, 37), (44, 36), (48, 37)], 0.8)
    pen.stroke([(52, 36), (56, 35), (60, 36.5)], 0.8)
    pen.blush((41, 50), 3)
    pen.blush((59, 50), 3)
    pen.stroke([(50, 45), (51, 50), (49, 51)], 0.6, darker(skin, 0.4))
    pen.stroke([(45, 56), (50, 57.5), (56, 55)], 0.9)  # a pious little smile
    # a stitched scar on the cheek
    pen.stroke([(56, 50), (62, 55)], 0.6, (170, 80, 90), taper=False)
    for t in (0.2, 0.5, 0.8):
        sx, sy = 56 + 6 * t, 50 + 5 * t
        pen.stroke([(sx + 1.2, sy - 1.4), (sx - 1.2, sy + 1.4)], 0.4, INK, taper=False)
    # needle and thread in one hand, a stolen purse in the other
    pen.shape([ellipse(20, 92, 7, 6)], skin, shade=0.25)
    pen.stroke([(14, 98), (30, 80)], 0.8, STEEL, taper=False, smooth=False)
    pen.stroke([(30, 80), (34, 72), (26, 66), (32, 58), (26, 50)], 0.6, (200, 40, 44))
    pen.shape([blob([(70, 88), (78, 84), (88, 88), (86, 100), (72, 100)])], (120, 80, 50),
              shade=0.3)
    pen.stroke([(74, 86), (78, 82), (84, 86)], 0.9, GOLD)
    pen.dot((79, 91), 1.2, GOLD)
    pen.shape([ellipse(80, 96, 7, 5)], skin, shade=0.25)


ART: dict[str, tuple[Colour, Callable[[Pen], None]]] = {
    "knuckles": ((176, 76, 52), knuckles),
    "vex": ((128, 60, 160), vex),
    "grizzle": ((86, 118, 92), grizzle),
    "moth": ((66, 72, 168), moth),
    "toadwick": ((200, 140, 56), toadwick),
    "bea": ((196, 56, 72), bea),
    "lou": ((40, 146, 104), lou),
    "stitch": ((64, 132, 156), stitch),
}
"""Board key -> (colour, drawing)."""
