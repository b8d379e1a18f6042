"""Vector icons for every Daemon Dice face: the seven symbols and the thirteen body parts.

Each icon is drawn with ``pygame.draw`` on a transparent square and cached per (face, size,
ink), so dice on the board and in the tray cost one blit. ``TIPS`` says in our own words what a
face does; the board shows it when the mouse rests on a die.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from engine.daemondice.tables import PARTS, SYMBOLS
from scenes.surface_cache import MB, SurfaceCache

Colour = tuple[int, int, int]
Point = tuple[float, float]
INK: Colour = (34, 22, 30)

SYMBOL_COLOURS: dict[str, Colour] = {
    "Stun": (236, 196, 60), "Wound": (214, 54, 54), "Block": (86, 140, 220),
    "Deflect": (96, 196, 210), "Dodge": (120, 206, 120), "Plus": (244, 146, 62),
    "Minus": (170, 120, 220),
}
"""Accent colour of each symbol (the shape, not the colour, is what tells them apart)."""

TIPS: dict[str, str] = {
    "Stun": "Stun: an attack that stuns one die of the foe if it is not defended.",
    "Wound": "Wound: an attack that wounds one die of the foe for good if it is not defended.",
    "Block": "Block: stops a close (melee) attack, with one more die per boost on it.",
    "Deflect": "Deflect: stops any attack, close or ranged, with one more die per boost.",
    "Dodge": "Dodge: slips out of the way of a ray or a sweep (not of a melee attack).",
    "Plus": "Plus: boosts one of your attacks, joins a defence, or brings a stunned die back.",
    "Minus": "Minus: the foe must set one of its dice aside before it rolls next.",
    "Arm": "Arm: a melee stun, or a block or deflect when defending.",
    "Brain": "Brain: aims one of your attacks, so you choose which foe die it hurts.",
    "Eye": "Eye: a ray that stuns; each plus on it needs two more defence dice.",
    "Leg": "Leg: a kick that stuns two dice.",
    "Lungs": "Lungs: poison gas, the foe sets two dice aside before it rolls.",
    "Mouth": "Mouth: a bite that stuns; if it gets through, you recover a stunned die.",
    "Pincer": "Pincer: a melee attack that wounds.",
    "Shell": "Shell: a deflect that stops any kind of attack.",
    "Spike": "Spike: rides on one of your attacks and adds a wound if it gets through.",
    "Stinger": "Stinger: stuns, and may inject poison that adds a wound.",
    "Tail": "Tail: a sweep that stuns two dice; only dodges and deflects stop it.",
    "Tentacle": "Tentacle: grabs a foe die, which cannot be rolled until it is let go.",
    "Wings": "Wings: you choose a foe die that must sit out its next roll.",
}


def tip(face: str) -> str:
    return TIPS.get(face, face)


def _pts(size: int, points: list[Point]) -> list[tuple[int, int]]:
    return [(round(x * size), round(y * size)) for x, y in points]


def _star(size: int, n: int, r0: float, r1: float, turn: float = 0.0) -> list[tuple[int, int]]:
    out: list[Point] = []
    for i in range(n * 2):
        r = r1 if i % 2 == 0 else r0
        a = math.pi * i / n + turn - math.pi / 2
        out.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    return _pts(size, out)


def _line(s: pygame.Surface, c: Colour, a: Point, b: Point, w: float) -> None:
    n = s.get_width()
    pygame.draw.line(s, c, (a[0] * n, a[1] * n), (b[0] * n, b[1] * n), max(1, round(w * n)))


def _circle(s: pygame.Surface, c: Colour, p: Point, r: float, w: float = 0) -> None:
    n = s.get_width()
    width = 0 if w == 0 else max(1, round(w * n))
    pygame.draw.circle(s, c, (p[0] * n, p[1] * n), max(1, r * n), width)


def _poly(s: pygame.Surface, c: Colour, points: list[Point], w: float = 0) -> None:
    n = s.get_width()
    pygame.draw.polygon(s, c, _pts(n, points), 0 if w == 0 else max(1, round(w * n)))


# ------------------------------------------------------------------------------ the 7 symbols

def _stun(s: pygame.Surface, ink: Colour) -> None:
    n = s.get_width()
    pygame.draw.polygon(s, SYMBOL_COLOURS["Stun"], _star(n, 8, 0.2, 0.42))
    pygame.draw.polygon(s, ink, _star(n, 8, 0.2, 0.42), max(1, n // 20))


def _wound(s: pygame.Surface, ink: Colour) -> None:
    drop = [(0.5, 0.08), (0.72, 0.5), (0.74, 0.66), (0.64, 0.84), (0.5, 0.9), (0.36, 0.84),
            (0.26, 0.66), (0.28, 0.5)]
    _poly(s, SYMBOL_COLOURS["Wound"], drop)
    _poly(s, ink, drop, 0.05)


def _shield() -> list[Point]:
    return [(0.2, 0.14), (0.8, 0.14), (0.8, 0.5), (0.5, 0.9), (0.2, 0.5)]


def _block(s: pygame.Surface, ink: Colour) -> None:
    _poly(s, SYMBOL_COLOURS["Block"], _shield())
    _poly(s, ink, _shield(), 0.06)
    _line(s, ink, (0.5, 0.2), (0.5, 0.8), 0.05)


def _deflect(s: pygame.Surface, ink: Colour) -> None:
    _poly(s, SYMBOL_COLOURS["Deflect"], _shield())
    _poly(s, ink, _shield(), 0.06)
    _line(s, ink, (0.3, 0.62), (0.5, 0.36), 0.07)  # an arrow bouncing off
    _line(s, ink, (0.5, 0.36), (0.72, 0.58), 0.07)


def _dodge(s: pygame.Surface, ink: Colour) -> None:
    colour = SYMBOL_COLOURS["Dodge"]
    for dx in (0.0, 0.22):  # two chevrons: a quick side-step
        chevron = [(0.22 + dx, 0.18), (0.46 + dx, 0.5), (0.22 + dx, 0.82), (0.34 + dx, 0.82),
                   (0.58 + dx, 0.5), (0.34 + dx, 0.18)]
        _poly(s, colour, chevron)
        _poly(s, ink, chevron, 0.04)


def _plus(s: pygame.Surface, ink: Colour) -> None:
    cross = [(0.38, 0.12), (0.62, 0.12), (0.62, 0.38), (0.88, 0.38), (0.88, 0.62), (0.62, 0.62),
             (0.62, 0.88), (0.38, 0.88), (0.38, 0.62), (0.12, 0.62), (0.12, 0.38), (0.38, 0.38)]
    _poly(s, SYMBOL_COLOURS["Plus"], cross)
    _poly(s, ink, cross, 0.05)


def _minus(s: pygame.Surface, ink: Colour) -> None:
    bar = [(0.12, 0.38), (0.88, 0.38), (0.88, 0.62), (0.12, 0.62)]
    _poly(s, SYMBOL_COLOURS["Minus"], bar)
    _poly(s, ink, bar, 0.05)


# ------------------------------------------------------------------------------ the 13 parts

def _arm(s: pygame.Surface, ink: Colour) -> None:
    _line(s, ink, (0.2, 0.82), (0.45, 0.5), 0.14)
    _line(s, ink, (0.45, 0.5), (0.62, 0.3), 0.14)
    _circle(s, ink, (0.66, 0.26), 0.14)


def _brain(s: pygame.Surface, ink: Colour) -> None:
    for x, y in ((0.36, 0.4), (0.64, 0.4), (0.36, 0.62), (0.64, 0.62)):
        _circle(s, (232, 150, 176), (x, y), 0.18)
        _circle(s, ink, (x, y), 0.18, 0.04)
    _line(s, ink, (0.5, 0.25), (0.5, 0.8), 0.04)


def _eye(s: pygame.Surface, ink: Colour) -> None:
    lid = [(0.08, 0.5), (0.3, 0.3), (0.7, 0.3), (0.92, 0.5), (0.7, 0.7), (0.3, 0.7)]
    _poly(s, (250, 246, 232), lid)
    _poly(s, ink, lid, 0.05)
    _circle(s, (70, 150, 90), (0.5, 0.5), 0.16)
    _circle(s, ink, (0.5, 0.5), 0.07)


def _leg(s: pygame.Surface, ink: Colour) -> None:
    _line(s, ink, (0.42, 0.1), (0.42, 0.72), 0.16)
    _poly(s, ink, [(0.34, 0.66), (0.8, 0.7), (0.8, 0.86), (0.34, 0.86)])


def _lungs(s: pygame.Surface, ink: Colour) -> None:
    _line(s, ink, (0.5, 0.1), (0.5, 0.4), 0.07)
    for side in (-1, 1):
        lobe = [(0.5 + side * 0.06, 0.36), (0.5 + side * 0.36, 0.42), (0.5 + side * 0.38, 0.82),
                (0.5 + side * 0.08, 0.82)]
        _poly(s, (214, 120, 140), lobe)
        _poly(s, ink, lobe, 0.04)


def _mouth(s: pygame.Surface, ink: Colour) -> None:
    _poly(s, (150, 30, 40), [(0.1, 0.34), (0.9, 0.34), (0.5, 0.84)])
    teeth = [(0.1 + 0.16 * i, 0.34) for i in range(6)]
    for i in range(5):
        a, b = teeth[i], teeth[i + 1]
        _poly(s, (250, 246, 232), [a, b, ((a[0] + b[0]) / 2, 0.52)])
    _poly(s, ink, [(0.1, 0.34), (0.9, 0.34), (0.5, 0.84)], 0.05)


def _pincer(s: pygame.Surface, ink: Colour) -> None:
    _poly(s, ink, [(0.18, 0.86), (0.3, 0.5), (0.34, 0.18), (0.52, 0.3), (0.42, 0.52),
                   (0.3, 0.88)])
    _poly(s, ink, [(0.3, 0.88), (0.5, 0.56), (0.82, 0.4), (0.72, 0.6), (0.44, 0.84)])


def _shell(s: pygame.Surface, ink: Colour) -> None:
    dome = [(0.1, 0.76), (0.16, 0.46), (0.34, 0.26), (0.5, 0.22), (0.66, 0.26), (0.84, 0.46),
            (0.9, 0.76)]
    _poly(s, (176, 140, 90), dome)
    _poly(s, ink, dome, 0.05)
    for x in (0.3, 0.5, 0.7):
        _line(s, ink, (x, 0.3), (x, 0.76), 0.04)


def _spike(s: pygame.Surface, ink: Colour) -> None:
    for x in (0.22, 0.5, 0.78):
        _poly(s, ink, [(x - 0.13, 0.84), (x, 0.16), (x + 0.13, 0.84)])


def _stinger(s: pygame.Surface, ink: Colour) -> None:
    _poly(s, ink, [(0.36, 0.1), (0.64, 0.1), (0.5, 0.9)])
    _circle(s, (140, 220, 90), (0.5, 0.34), 0.08)


def _tail(s: pygame.Surface, ink: Colour) -> None:
    n = s.get_width()
    pygame.draw.arc(s, ink, pygame.Rect(0.14 * n, 0.14 * n, 0.72 * n, 0.72 * n), math.pi * 0.1,
                    math.pi * 1.6, max(2, n // 9))
    _poly(s, ink, [(0.62, 0.16), (0.9, 0.3), (0.66, 0.44)])


def _tentacle(s: pygame.Surface, ink: Colour) -> None:
    n = s.get_width()
    points = [(0.2 + 0.6 * t, 0.5 + 0.28 * math.sin(t * math.pi * 2.5)) for t in
              (i / 12 for i in range(13))]
    pygame.draw.lines(s, ink, False, _pts(n, points), max(2, n // 8))
    for x, y in points[2:11:3]:
        _circle(s, (232, 150, 176), (x, y), 0.045)


def _wings(s: pygame.Surface, ink: Colour) -> None:
    for side in (-1, 1):
        wing = [(0.5, 0.5), (0.5 + side * 0.42, 0.18), (0.5 + side * 0.34, 0.52),
                (0.5 + side * 0.4, 0.78)]
        _poly(s, (110, 96, 140), wing)
        _poly(s, ink, wing, 0.04)


DRAWERS: dict[str, Callable[[pygame.Surface, Colour], None]] = {
    "Stun": _stun, "Wound": _wound, "Block": _block, "Deflect": _deflect, "Dodge": _dodge,
    "Plus": _plus, "Minus": _minus, "Arm": _arm, "Brain": _brain, "Eye": _eye, "Leg": _leg,
    "Lungs": _lungs, "Mouth": _mouth, "Pincer": _pincer, "Shell": _shell, "Spike": _spike,
    "Stinger": _stinger, "Tail": _tail, "Tentacle": _tentacle, "Wings": _wings,
}
assert set(DRAWERS) == set(SYMBOLS) | set(PARTS)

_cache: SurfaceCache[pygame.Surface] = SurfaceCache(8 * MB, "Daemon Dice icons")


def icon(face: str, size: int, ink: Colour = INK) -> pygame.Surface:
    """The icon of ``face`` on a transparent ``size`` square (drawn at 2x, then smoothed)."""
    size = max(6, int(size))
    key = (face, size, ink)
    cached = _cache.get(key)
    if cached is None:
        big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
        drawer = DRAWERS.get(face)
        if drawer is not None:
            drawer(big, ink)
        else:  # a face we have no picture for (e.g. a coin's number): its name
            import scenes.theme as theme

            label = theme.render(str(face), size, ink, "bold")
            big.blit(label, label.get_rect(center=big.get_rect().center))
        cached = _cache.put(key, pygame.transform.smoothscale(big, (size, size)))
    return cached


def face_renderer(face: object, size: int) -> pygame.Surface:
    """For ``DiceTray.draw``: the icon of a body-part die's face."""
    return icon(str(face), size)


__all__ = ["DRAWERS", "SYMBOL_COLOURS", "TIPS", "face_renderer", "icon", "tip"]
