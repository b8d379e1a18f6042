"""How Dice Demons pieces look: hunters, monsters, die pickups, trinkets and dice faces.

Every seat has its own colour *and* its own marker shape (circle, square, triangle, diamond,
pentagon, hexagon), so colour-blind players and greyscale screenshots can still tell hunters
apart. Monsters are horned dark blobs with glowing eyes, pickups small ivory dice and trinkets
gold-rimmed gems: four silhouettes that never look alike. Sprites are drawn once per size and
cached, because a frame blits dozens of them.
"""

from __future__ import annotations

import math

import pygame

from game.tray.pips import pip_spots
from scenes.surface_cache import MB, SurfaceCache

Colour = tuple[int, int, int]

SEAT_COLOURS: tuple[Colour, ...] = (
    (222, 66, 62),  # Red
    (72, 134, 236),  # Blue
    (70, 182, 96),  # Green
    (244, 202, 62),  # Yellow
    (168, 96, 218),  # Purple
    (244, 140, 46),  # Orange
)
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")
MONSTER_COLOUR: Colour = (92, 30, 72)
MONSTER_EYES: Colour = (255, 214, 84)
IVORY: Colour = (240, 232, 212)
PIP_INK: Colour = (40, 30, 44)
GOLD: Colour = (252, 206, 96)
GEM: Colour = (84, 224, 210)

_cache: SurfaceCache[pygame.Surface] = SurfaceCache(8 * MB, "Dice Demons pieces")


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _lighter(colour: Colour, amount: int = 40) -> Colour:
    return (min(255, colour[0] + amount), min(255, colour[1] + amount),
            min(255, colour[2] + amount))


def _darker(colour: Colour, factor: float = 0.45) -> Colour:
    return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))


def shape_points(shape: str, centre: tuple[float, float], radius: float) -> list[tuple[int, int]]:
    """Outline of a seat's marker shape (a circle is approximated by 24 points)."""
    cx, cy = centre
    sides, turn, stretch = {
        "circle": (24, 0.0, 1.0),
        "square": (4, 45.0, 1.12),
        "triangle": (3, 0.0, 1.22),
        "diamond": (4, 0.0, 1.15),
        "pentagon": (5, 0.0, 1.08),
        "hexagon": (6, 30.0, 1.05),
    }[shape]
    r = radius * stretch
    points = []
    for k in range(sides):
        a = math.radians(turn + 360 * k / sides)
        points.append((int(round(cx + r * math.sin(a))), int(round(cy - r * math.cos(a)))))
    if shape == "triangle":  # sit the triangle's weight on the centre
        points = [(x, y + int(r * 0.18)) for x, y in points]
    return points


def _sprite(key: tuple, size: int) -> tuple[pygame.Surface, bool]:
    sprite = _cache.get(key)
    if sprite is not None:
        return sprite, True
    return _cache.put(key, pygame.Surface((size, size), pygame.SRCALPHA)), False


def hunter_sprite(seat: int, size: int, dice: int = 0, trinket: bool = False) -> pygame.Surface:
    """A seat's marker (``size`` px) with its held dice as ivory studs and a gem if it holds a
    trinket. The sprite is 1.5x ``size`` square so badges can stick out; blit it centred."""
    size = max(8, size)
    full = int(size * 1.5)
    sprite, cached = _sprite(("hunter", seat, size, dice, trinket), full)
    if cached:
        return sprite
    colour = seat_colour(seat)
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    c = full / 2
    r = size * 0.44
    pygame.draw.polygon(sprite, (0, 0, 0, 110), shape_points(shape, (c + 2, c + 3), r))
    pygame.draw.polygon(sprite, _darker(colour, 0.35), shape_points(shape, (c, c), r + 2))
    pygame.draw.polygon(sprite, colour, shape_points(shape, (c, c), r))
    pygame.draw.polygon(sprite, _lighter(colour, 46), shape_points(shape, (c - r * 0.12,
                                                                          c - r * 0.14), r * 0.5))
    pygame.draw.polygon(sprite, colour, shape_points(shape, (c, c), r * 0.36))
    stud = max(3, int(size * 0.2))
    for k in range(dice):
        x = c - (dice - 1) * stud * 0.65 + k * stud * 1.3
        box = pygame.Rect(0, 0, stud, stud)
        box.center = (int(x), int(c + r * 0.95))
        pygame.draw.rect(sprite, PIP_INK, box.inflate(2, 2), border_radius=2)
        pygame.draw.rect(sprite, IVORY, box, border_radius=2)
    if trinket:
        gem = trinket_sprite(max(6, int(size * 0.5)))
        sprite.blit(gem, gem.get_rect(center=(int(c + r * 0.9), int(c - r * 0.9))))
    return sprite


def monster_sprite(size: int, lit: bool = False) -> pygame.Surface:
    """A horned, big-eyed demon blob; 1.5x ``size`` square, blit centred."""
    size = max(8, size)
    full = int(size * 1.5)
    sprite, cached = _sprite(("monster", size, lit), full)
    if cached:
        return sprite
    c = full / 2
    r = size * 0.42
    body = _lighter(MONSTER_COLOUR, 30) if lit else MONSTER_COLOUR
    edge = (24, 6, 20)
    for side in (-1, 1):
        horn = [(int(c + side * r * 0.35), int(c - r * 0.55)),
                (int(c + side * r * 1.05), int(c - r * 1.35)),
                (int(c + side * r * 0.85), int(c - r * 0.25))]
        pygame.draw.polygon(sprite, (236, 222, 196), horn)
        pygame.draw.polygon(sprite, edge, horn, 1)
    pygame.draw.circle(sprite, (0, 0, 0, 110), (int(c + 2), int(c + 3)), int(r))
    pygame.draw.circle(sprite, edge, (int(c), int(c)), int(r) + 2)
    pygame.draw.circle(sprite, body, (int(c), int(c)), int(r))
    pygame.draw.circle(sprite, _lighter(body, 28), (int(c - r * 0.3), int(c - r * 0.35)),
                       max(2, int(r * 0.28)))
    eye = max(2, int(r * 0.26))
    for side in (-1, 1):
        centre = (int(c + side * r * 0.38), int(c - r * 0.05))
        pygame.draw.circle(sprite, MONSTER_EYES, centre, eye)
        pygame.draw.circle(sprite, edge, (centre[0], centre[1] + eye // 3), max(1, eye // 2))
    mouth_y = int(c + r * 0.45)
    fang = max(2, int(r * 0.2))
    pygame.draw.line(sprite, edge, (int(c - r * 0.45), mouth_y), (int(c + r * 0.45), mouth_y),
                     max(1, int(r * 0.1)))
    for side in (-1, 1):
        x = int(c + side * r * 0.22)
        pygame.draw.polygon(sprite, IVORY, [(x - fang // 2, mouth_y), (x + fang // 2, mouth_y),
                                            (x, mouth_y + fang)])
    return sprite


def pickup_sprite(size: int) -> pygame.Surface:
    """A loose ivory die lying on the ground, slightly turned, with a soft golden halo."""
    size = max(6, size)
    full = int(size * 1.6)
    sprite, cached = _sprite(("pickup", size), full)
    if cached:
        return sprite
    c = full / 2
    pygame.draw.circle(sprite, (*GOLD, 60), (int(c), int(c)), int(size * 0.78))
    die = die_face(3, size, IVORY, PIP_INK)
    turned = pygame.transform.rotate(die, 18)
    sprite.blit(turned, turned.get_rect(center=(int(c), int(c))))
    return sprite


def trinket_sprite(size: int) -> pygame.Surface:
    """A gold-set gem: the monster's trinket."""
    size = max(6, size)
    sprite, cached = _sprite(("trinket", size), size)
    if cached:
        return sprite
    c = size / 2
    r = size * 0.46
    outer = [(int(c), int(c - r)), (int(c + r), int(c)), (int(c), int(c + r)), (int(c - r), int(c))]
    inner = [(int(c), int(c - r * 0.55)), (int(c + r * 0.55), int(c)), (int(c), int(c + r * 0.55)),
             (int(c - r * 0.55), int(c))]
    pygame.draw.polygon(sprite, (90, 60, 10), outer)
    pygame.draw.polygon(sprite, GOLD, [(x, y) for x, y in outer], max(1, size // 7))
    pygame.draw.polygon(sprite, GEM, inner)
    pygame.draw.circle(sprite, (230, 255, 250), (int(c - r * 0.15), int(c - r * 0.2)),
                       max(1, size // 10))
    return sprite


def die_face(value: int, size: int, face: Colour = IVORY, ink: Colour = PIP_INK,
             dim: bool = False) -> pygame.Surface:
    """A flat die face showing ``value`` pips (movement dice in the panel, pickups)."""
    size = max(6, size)
    sprite, cached = _sprite(("die", value, size, face, ink, dim), size)
    if cached:
        return sprite
    if dim:
        face = _darker(face, 0.5)
        ink = _darker(ink, 0.8)
    rect = sprite.get_rect()
    pygame.draw.rect(sprite, face, rect, border_radius=max(2, size // 5))
    pygame.draw.rect(sprite, _darker(face, 0.55), rect, max(1, size // 16),
                     border_radius=max(2, size // 5))
    radius = max(1, int(size * 0.09))
    for px, py in pip_spots(value, 0.23):
        pygame.draw.circle(sprite, ink, (int(px * size), int(py * size)), radius)
    return sprite


def ink_for(colour: Colour) -> Colour:
    """Dark or light ink, whichever reads on ``colour``."""
    luma = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return PIP_INK if luma > 140 else IVORY


def draw_centred(surface: pygame.Surface, sprite: pygame.Surface,
                 centre: tuple[float, float]) -> pygame.Rect:
    return surface.blit(sprite, sprite.get_rect(center=(int(centre[0]), int(centre[1]))))
