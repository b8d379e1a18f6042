"""The colours and marks every Daemon Dice screen shares: breed colours and seat identity.

Why one module: the rules describe a breed by its dice (Frost is blue plastic with yellow ink),
so the builder, the tray and the battle mat must paint a die of one breed alike; and a seat is
told apart by a colour *and* a symbol (never colour alone), the same on the mat frame, the name
plate, the log and the set-up. ``builder_parts.BREED_COLOURS`` holds the same values until the
builder imports them from here (a test keeps the two equal meanwhile).
"""

from __future__ import annotations

import functools
import math

import pygame

from engine.daemondice.breeds import FIRE, FROST, ROT, Daemon, breed_counts

Colour = tuple[int, int, int]

BREED_COLOURS: dict[str, tuple[Colour, Colour]] = {
    FROST: ((70, 124, 212), (255, 218, 86)),
    ROT: ((46, 40, 50), (226, 62, 60)),
    FIRE: ((204, 64, 42), (255, 218, 86)),
}
"""Each breed's die: (flesh = plastic colour, ink = blood colour)."""

BREED_WORDS: dict[str, str] = {
    FROST: "blue dice, yellow ink",
    ROT: "black dice, red ink",
    FIRE: "red dice, yellow ink",
}

FALLBACK: tuple[Colour, Colour] = ((150, 140, 160), (34, 22, 30))
"""A breed the palette does not know (a newer save): grey plastic, dark ink."""


def flesh(breed: str) -> Colour:
    return BREED_COLOURS.get(breed, FALLBACK)[0]


def ink(breed: str) -> Colour:
    return BREED_COLOURS.get(breed, FALLBACK)[1]


IDENTITY_COLOURS: dict[str, Colour] = {
    FROST: (96, 150, 236),
    ROT: (222, 60, 66),
    FIRE: (240, 118, 48),
}
"""A daemon's colour as a line or a word on the dark mat, taken from its dice: Frost's blue
plastic, Rot's red ink (its black plastic would vanish on the mat), Fire's red plastic warmed
towards its flame (so it is not mistaken for Rot's red)."""


@functools.lru_cache(maxsize=64)
def main_breed(daemon: Daemon) -> str:
    """The breed most of its dice are (a tie: the breed it declared, else its first die's):
    what its frame, name and marks wear, so they agree with the dice a player sees. Kept
    for the daemons last asked about: the win-chance meter asks on every frame."""
    counts = breed_counts(daemon)
    most = max(counts.values(), default=0)
    if daemon.declared is not None and counts.get(daemon.declared) == most:
        return daemon.declared
    return next((b for _, b in daemon.dice if counts[b] == most), "")


def daemon_colour(daemon: Daemon) -> Colour:
    """The one colour of a daemon: its mat frame, its name, its marks in the log and strip."""
    return IDENTITY_COLOURS.get(main_breed(daemon), FALLBACK[0])


SEAT_COLOURS: tuple[Colour, ...] = ((196, 64, 60), (70, 120, 200), (80, 170, 90),
                                    (214, 160, 50), (150, 90, 190), (60, 170, 170))
"""One colour per seat, where a seat is shown without its daemon (the set-up's seat rows); on
the battle mat a daemon wears its breed's colour (``daemon_colour``)."""

SEAT_SYMBOLS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon")
"""One shape per seat, drawn beside the name wherever the seat is named."""


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_symbol(seat: int) -> str:
    return SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)]


def _ring(centre: tuple[float, float], radius: float, n: int, turn: float = 0.0,
          inner: float | None = None) -> list[tuple[float, float]]:
    cx, cy = centre
    points = []
    steps = n * 2 if inner is not None else n
    for i in range(steps):
        r = radius if inner is None or i % 2 == 0 else inner
        a = 2 * math.pi * i / steps - math.pi / 2 + turn
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def draw_seat_symbol(surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int,
                     colour: Colour | None = None, outline: Colour = (20, 14, 24)) -> None:
    """The seat's shape, ``size`` pixels across, filled in its colour with a dark outline."""
    fill = colour or seat_colour(seat)
    r = size / 2
    shape = seat_symbol(seat)
    if shape == "circle":
        pygame.draw.circle(surface, fill, centre, r)
        pygame.draw.circle(surface, outline, centre, r, max(1, size // 10))
        return
    if shape == "square":
        points = _ring(centre, r * 1.05, 4, math.pi / 4)
    elif shape == "triangle":
        points = _ring((centre[0], centre[1] + r * 0.15), r * 1.1, 3)
    elif shape == "diamond":
        points = _ring(centre, r, 4)
    elif shape == "star":
        points = _ring(centre, r * 1.05, 5, inner=r * 0.45)
    else:
        points = _ring(centre, r, 6, math.pi / 6)
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, outline, points, max(1, size // 10))


__all__ = ["BREED_COLOURS", "BREED_WORDS", "IDENTITY_COLOURS", "SEAT_COLOURS", "SEAT_SYMBOLS",
           "daemon_colour", "draw_seat_symbol", "flesh", "ink", "main_breed", "seat_colour",
           "seat_symbol"]
