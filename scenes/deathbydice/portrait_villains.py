"""Drawings of the Baron of Bones and his three minions (Snitch, Goon, Lookout).

The boss side shares a palette of bone and graveyard purple so the scenario reads as one gang;
each minion still has its own silhouette (big ears, a flat-top, a spyglass).
"""

from __future__ import annotations

from collections.abc import Callable

from game.tray.shading import Colour, darker, lighter
from scenes.deathbydice.portrait_pen import INK, WHITE, Pen, blob, ellipse

BONE: Colour = (236, 228, 200)
GRAVE: Colour = (70, 40, 84)


# -------------------------------------------------------------------------- Baron of Bones

def baron(pen: Pen) -> None:
    """The boss: a grinning skull with a crown of bones, a monocle with a green glint, a high
    fur collar and a purple cape."""
    pen.shape([blob([(4, 106), (8, 70), (30, 62), (50, 66), (70, 62), (92, 70), (96, 106)])],
              (104, 30, 60), shade=0.35)  # cape
    # high collar, spiky like a bat's wings
    for side in (-1, 1):
        pen.shape([[(50, 76), (50 + side * 16, 58), (50 + side * 26, 44), (50 + side * 30, 60),
                    (50 + side * 40, 56), (50 + side * 36, 74), (50 + side * 20, 84)]],
                  darker(GRAVE, 0.1), shade=0.3)
    pen.shape([blob([(28, 80), (40, 72), (50, 76), (60, 72), (72, 80), (66, 90), (50, 86),
                     (34, 90)])], (226, 220, 230), shade=0.25)  # fur trim
    for x in (36, 44, 56, 64):
        pen.dot((x, 82), 0.9, INK)
    pen.shape([ellipse(50, 90, 4, 4)], (110, 220, 140), shade=0.3, line=0.8, depth=1)  # brooch
    # the skull: round cranium, cheekbones, narrow jaw
    pen.shape([blob([(32, 40), (34, 24), (50, 18), (66, 24), (68, 40), (64, 52), (60, 56),
                     (58, 66), (50, 70), (42, 66), (40, 56), (36, 52)])], BONE, shade=0.3)
    # eye sockets with glowing pupils; the right one behind a monocle
    for cx in (42, 58):
        pen.shape([blob([(cx - 6, 42), (cx - 4, 36), (cx + 4, 36), (cx + 6, 42), (cx + 3, 47),
                         (cx - 3, 47)], 5)], (40, 20, 40), shade=0.0, glint=0.0, line=0.7)
        pen.glow((cx, 42), 6, (120, 255, 150), 200)
        pen.dot((cx, 42), 1.4, (220, 255, 220))
    pen.shape([ellipse(58, 42, 8, 8)], GOLD_DARK, shade=0.2, glint=0.3, line=0.7, depth=0.8)
    pen.flat(ellipse(58, 42, 6.5, 6.5), (40, 20, 40))
    pen.glow((58, 42), 6, (120, 255, 150), 200)
    pen.dot((58, 42), 1.6, (220, 255, 220))
    pen.flat(ellipse(55, 39, 2, 1.2, -35), WHITE, alpha=160)
    pen.stroke([(66, 44), (72, 56), (70, 70)], 0.5, GOLD_DARK)  # monocle chain
    pen.stroke([(35, 36), (42, 33), (48, 36)], 1.4)  # a haughty arch over one socket
    # nose hole and a wide grin of teeth
    pen.shape([[(50, 48), (53, 54), (47, 54)]], (40, 20, 40), shade=0.0, glint=0.0, line=0.6)
    pen.shape([blob([(40, 58), (50, 60), (60, 58), (58, 64), (50, 66), (42, 64)], 6)], BONE,
              shade=0.25, glint=0.0, line=0.9)
    pen.stroke([(41, 61), (50, 62.5), (59, 61)], 0.6)
    for x in (44, 47, 50, 53, 56):
        pen.stroke([(x, 59), (x, 64.5)], 0.45, taper=False)
    pen.stroke([(36, 50), (38, 54)], 0.5, darker(BONE, 0.4))  # a crack
    pen.stroke([(62, 26), (59, 31), (61, 34)], 0.5, darker(BONE, 0.4))
    # the crown of bones
    pen.shape([[(32, 26), (68, 26), (66, 20), (34, 20)]], darker(BONE, 0.05), shade=0.3,
              line=0.9, depth=1)
    for i, x in enumerate((34, 42, 50, 58, 66)):
        h = 14 if i == 2 else 10 if i in (1, 3) else 7
        pen.shape([[(x - 1.6, 21), (x + 1.6, 21), (x + 1.2, 21 - h), (x - 1.2, 21 - h)]], BONE,
                  shade=0.3, line=0.7, depth=0.8)
        pen.shape([ellipse(x - 1.5, 21 - h, 1.8, 1.8, steps=12),
                   ellipse(x + 1.5, 21 - h, 1.8, 1.8, steps=12)], BONE, shade=0.2, line=0.6,
                  depth=0.5)
    pen.shape([ellipse(50, 23, 2, 2, steps=14)], (200, 40, 70), shade=0.3, line=0.5, depth=0.6)


GOLD_DARK: Colour = (200, 160, 60)


# --------------------------------------------------------------------------------- Snitch

def snitch(pen: Pen) -> None:
    """Rat-faced informer: huge ears, pointy nose, buck teeth, shifty eyes, a hand cupped to
    whisper, a small bowler hat."""
    skin: Colour = (214, 182, 150)
    coat: Colour = (112, 104, 72)
    pen.shape([[(44, 58), (56, 58), (57, 78), (43, 78)]], darker(skin, 0.15), shade=0.2)
    _body(pen, coat, 32)
    for side in (-1, 1):  # turned-up collar, hiding nothing
        pen.shape([[(50 + side * 4, 80), (50 + side * 8, 64), (50 + side * 18, 70),
                    (50 + side * 14, 86)]], lighter(coat, 0.12), shade=0.3, depth=1.5)
    pen.stroke([(50, 82), (50, 106)], 0.7, darker(coat, 0.4))
    for y in (88, 96):
        pen.dot((53, y), 1.0, (60, 50, 40))
    pen.shape([ellipse(26, 40, 11, 13, -20), ellipse(74, 40, 11, 13, 20)], skin, shade=0.25)
    pen.flat(ellipse(26, 40, 6.5, 8.5, -20), (220, 140, 140))
    pen.flat(ellipse(74, 40, 6.5, 8.5, 20), (220, 140, 140))
    pen.shape([blob([(36, 36), (42, 26), (50, 24), (58, 26), (64, 36), (62, 48), (56, 56),
                     (50, 66), (44, 56), (38, 48)])], skin, shade=0.28)
    # pointy nose with a pink tip and whiskers
    pen.shape([blob([(46, 48), (50, 44), (54, 48), (51, 58), (49, 58)], 5)], skin, shade=0.3,
              line=0.8, depth=1)
    pen.dot((50, 58), 1.7, (200, 100, 110))
    for side in (-1, 1):
        for dy in (-1.5, 1):
            pen.stroke([(50 + side * 3, 57 + dy), (50 + side * 13, 55 + dy * 2.5)], 0.35, INK)
    # shifty eyes, both glancing the same way
    pen.eye((44, 40), 3.4, 2.8, (-1.0, 0.1), lid=0.3, skin=skin, lid_tilt=-0.7)
    pen.eye((56, 40), 3.4, 2.8, (-1.0, 0.1), lid=0.3, skin=skin, lid_tilt=0.7)
    pen.stroke([(40, 35), (44, 33.5), (48, 35.5)], 0.8)
    pen.stroke([(52, 35.5), (56, 33), (60, 34)], 0.8)
    pen.shape([[(48.5, 60), (51.5, 60), (51.4, 63.5), (48.6, 63.5)]], WHITE, shade=0.1,
              line=0.5, depth=0.5)  # buck teeth
    pen.stroke([(50, 60), (50, 63.5)], 0.3, taper=False)
    pen.stroke([(44, 60), (48, 61), (52, 61), (56, 59)], 0.6)
    # small bowler hat perched on top
    pen.shape([blob([(34, 28), (50, 25), (66, 28), (62, 30), (38, 30)], 5)], (50, 44, 40),
              shade=0.3, depth=1)
    pen.shape([blob([(40, 27), (41, 16), (50, 12), (59, 16), (60, 27)], 5)], (60, 52, 46),
              shade=0.3, glint=0.3)
    pen.stroke([(41, 25), (59, 25)], 1.1, (150, 120, 60), taper=False)
    # a hand cupped to the mouth: whispering to the Baron
    pen.shape([blob([(60, 64), (62, 56), (68, 52), (73, 54), (72, 64), (66, 70)], 5)], skin,
              shade=0.3)
    for row in (56.5, 60, 63.5):
        pen.stroke([(66, row), (72, row + 0.4)], 0.5)
    pen.stroke([(61, 63), (64, 60)], 0.5)
    for i, r in enumerate((3, 5.5, 8)):
        pen.stroke(ellipse(68 + i * 2, 60, r, r * 1.3, start=-40, end=40, steps=8), 0.5,
                   lighter(GRAVE, 0.6))


def _body(pen: Pen, colour: Colour, width: float, top: float = 74) -> None:
    pen.shape([blob([(50 - width, 106), (50 - width * 0.9, 84), (50 - width * 0.55, top + 2),
                     (50, top - 1), (50 + width * 0.55, top + 2), (50 + width * 0.9, 84),
                     (50 + width, 106)])], colour, shade=0.3)


# ----------------------------------------------------------------------------------- Goon

def goon(pen: Pen) -> None:
    """Hired muscle: a block of a head on no neck, flat-top hair, a unibrow, tiny eyes, a
    plaster on the scalp, a cauliflower ear and a stubby club."""
    skin: Colour = (206, 162, 140)
    pen.shape([[(80, 106), (78, 50), (86, 44), (92, 50), (88, 106)]], (120, 84, 50), shade=0.35)
    for y in (56, 64):
        pen.dot((85, y), 1.2, STEEL_DARK)
    pen.shape([blob([(-4, 106), (2, 74), (26, 64), (50, 66), (74, 64), (96, 74), (104, 106)])],
              (70, 70, 80), shade=0.3)  # huge shoulders
    pen.shape([[(42, 68), (58, 68), (54, 84), (46, 84)]], (222, 216, 206), shade=0.15)
    pen.shape([ellipse(24, 46, 6, 8)], skin, shade=0.3)  # cauliflower ear
    pen.stroke([(23, 42), (26, 46), (22, 50)], 0.6, darker(skin, 0.4))
    pen.shape([ellipse(76, 46, 5, 7)], skin, shade=0.25)
    pen.shape([blob([(26, 30), (28, 20), (50, 17), (72, 20), (74, 30), (76, 56), (70, 70),
                     (50, 74), (30, 70), (24, 56)], 4)], skin, shade=0.28)
    pen.hatch((32, 58, 36, 14), darker(skin, 0.3), gap=2.2, width=0.45)
    # flat-top hair
    pen.shape([[(27, 26), (28, 12), (72, 12), (73, 26), (66, 22), (34, 22)]], (50, 40, 36),
              shade=0.25)
    for x in range(31, 71, 4):
        pen.stroke([(x, 13), (x, 18)], 0.4, (90, 76, 70), taper=False)
    pen.shape([[(52, 22), (62, 18), (64, 22), (54, 26)]], (236, 210, 170), shade=0.15, line=0.6,
              depth=0.6)  # plaster on the scalp
    # one thick brow over two tiny eyes
    pen.shape([blob([(32, 37), (50, 35), (68, 37), (66, 40), (50, 38.5), (34, 40)], 5)], INK,
              shade=0.0, glint=0.1)
    pen.dot((42, 44), 1.6, INK)
    pen.dot((58, 44), 1.6, INK)
    pen.dot((41.5, 43.5), 0.5, WHITE)
    pen.dot((57.5, 43.5), 0.5, WHITE)
    pen.shape([blob([(45, 48), (50, 46), (55, 48), (56, 55), (50, 57), (44, 55)], 5)],
              darker(skin, 0.05), shade=0.3, line=0.8, depth=1.2)  # a big flat nose
    pen.stroke([(40, 64), (50, 62.5), (60, 64)], 1.2)  # no questions
    pen.shape([[(53, 63), (56, 63), (55.6, 66), (53.4, 66)]], WHITE, shade=0.1, line=0.5,
              depth=0.4)  # a lower tusk of a tooth


STEEL_DARK: Colour = (90, 96, 110)


# -------------------------------------------------------------------------------- Lookout

def lookout(pen: Pen) -> None:
    """The watcher in the bell tower: a hooded cloak, a bell behind, one eye huge through a
    brass spyglass, the other squeezed shut."""
    skin: Colour = (232, 196, 164)
    # the bell hanging behind, and the tower's arch
    pen.shape([blob([(6, 106), (6, 30), (20, 8), (50, 0), (80, 8), (94, 30), (94, 106),
                     (84, 106), (84, 34), (74, 16), (50, 10), (26, 16), (16, 34), (16, 106)])],
              (90, 84, 100), shade=0.3)
    pen.shape([[(2, 3), (44, 3), (44, 7), (2, 7)]], (110, 76, 50), shade=0.35, depth=1)  # beam
    bell: Colour = (206, 164, 72)
    pen.shape([[(20, 7), (26, 7), (27, 10), (19, 10)]], darker(bell, 0.2), shade=0.3, depth=0.6)
    pen.shape([blob([(17, 12), (23, 9), (29, 12), (31, 24), (36, 32), (10, 32), (15, 24)], 5)],
              bell, shade=0.35, glint=0.35)
    pen.shape([[(9, 30), (37, 30), (37, 34), (9, 34)]], darker(bell, 0.1), shade=0.3, depth=0.8)
    pen.dot((23, 37), 2.4, darker(bell, 0.45))
    for r in (4, 7):  # it has just rung
        pen.stroke(ellipse(23, 22, 16 + r, 12 + r, start=-30, end=30, steps=8), 0.5,
                   lighter(bell, 0.4))
    # hooded cloak
    pen.shape([blob([(6, 106), (14, 70), (26, 40), (34, 22), (50, 14), (66, 22), (74, 40),
                     (86, 70), (94, 106)])], (52, 74, 110), shade=0.3, glint=0.25)
    pen.flat(ellipse(50, 48, 20, 24), darker((52, 74, 110), 0.55))
    pen.shape([blob([(34, 44), (38, 32), (50, 28), (62, 32), (66, 44), (64, 56), (58, 66),
                     (50, 70), (42, 66), (36, 56)])], skin, shade=0.28)
    # squeezed-shut eye and a cheeky grin
    pen.stroke([(38, 44), (42, 45.5), (47, 44)], 1.1)
    pen.stroke([(38, 41), (42, 40), (46, 41.5)], 0.7)
    pen.stroke([(38, 47), (41, 48)], 0.5, darker(skin, 0.3))
    pen.stroke([(48, 51), (50, 55), (47, 56)], 0.7, darker(skin, 0.4))
    pen.shape([blob([(42, 60), (50, 62), (57, 59), (54, 64), (46, 64)], 5)], (120, 40, 50),
              shade=0.0, glint=0.0, line=0.7)
    pen.flat([(45, 60.6), (53, 61.4), (52.5, 62.4), (45.5, 61.6)], WHITE)
    pen.dot((38, 53), 0.6, darker(skin, 0.35))
    pen.dot((41, 55), 0.6, darker(skin, 0.35))
    pen.dot((36, 56), 0.6, darker(skin, 0.35))
    # the spyglass: three brass sections reaching out of frame, a huge eye in the lens
    brass: Colour = (214, 170, 72)
    pen.shape([[(60, 38), (90, 32), (92, 50), (62, 50)]], darker(brass, 0.15), shade=0.3,
              depth=1.5)
    pen.shape([[(58, 36), (76, 33), (77, 52), (59, 52)]], brass, shade=0.3, depth=1.5)
    pen.shape([ellipse(58, 44, 9, 10)], lighter(brass, 0.1), shade=0.3, line=1.0, depth=1.5)
    pen.eye((58, 44), 7, 7.8, (-0.5, 0.0), iris=(70, 130, 190))
    pen.flat(ellipse(55, 40, 2.5, 1.5, -30), WHITE, alpha=160)
    for x in (76, 90):
        pen.stroke([(x, 33), (x + 1, 51)], 0.8, darker(brass, 0.4), taper=False)
    pen.shape([ellipse(68, 60, 7, 5)], skin, shade=0.25)  # the hand holding it
    for x in (64, 68, 72):
        pen.stroke([(x, 56), (x, 52)], 0.6)


ART: dict[str, tuple[Colour, Callable[[Pen], None]]] = {
    "baron": ((110, 46, 120), baron),
    "snitch": ((168, 150, 60), snitch),
    "goon": ((120, 96, 84), goon),
    "lookout": ((48, 82, 140), lookout),
}
"""Board key -> (colour, drawing)."""
