"""Colour arithmetic and soft fills shared by everything that paints dice.

Why a module of its own: the tray's cubes (``render``) and the true solids (``solids``) shade the
same way, and board scenes draw the same dice; one copy keeps "dice look the same everywhere".
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

Colour = tuple[int, int, int]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighter(c: Colour, t: float) -> Colour:
    return mix(c, (255, 255, 255), t)


def darker(c: Colour, t: float) -> Colour:
    return mix(c, (0, 0, 0), t)


def luminance(c: Colour) -> float:
    return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255


def gradient(size: tuple[int, int], top_left: Colour, bottom_right: Colour) -> pygame.Surface:
    """A diagonal light-to-dark gradient: a 2x2 surface smoothly scaled up (bilinear, fast)."""
    small = pygame.Surface((2, 2), pygame.SRCALPHA)
    mid = mix(top_left, bottom_right, 0.5)
    small.set_at((0, 0), (*top_left, 255))
    small.set_at((1, 0), (*mid, 255))
    small.set_at((0, 1), (*mid, 255))
    small.set_at((1, 1), (*bottom_right, 255))
    return pygame.transform.smoothscale(small, size)


def masked(fill: pygame.Surface, draw_mask: Callable[[pygame.Surface], object]) -> pygame.Surface:
    """``fill`` cut to the shape ``draw_mask`` paints in white on a transparent surface."""
    mask = pygame.Surface(fill.get_size(), pygame.SRCALPHA)
    draw_mask(mask)
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return fill


def ink_for(colour: Colour) -> Colour:
    """Pip and number colour: near-black on light dice, near-white on dark ones."""
    return (34, 28, 30) if luminance(colour) > 0.55 else (246, 242, 232)
