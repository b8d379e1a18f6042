"""Seat marks: a shape per seat, so seats are told apart by shape as well as colour."""

from __future__ import annotations

import math

import pygame

Colour = tuple[int, int, int]
SHAPES = ("circle", "triangle", "square", "diamond", "star", "cross")


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def draw_seat_mark(surface: pygame.Surface, seat: int, centre: tuple[float, float], size: int,
                   colour: Colour, outline: Colour = (16, 12, 20)) -> None:
    """The mark of ``seat`` (its shape) filled with ``colour``, ``size`` pixels across."""
    cx, cy = centre
    r = size / 2
    shape = SHAPES[seat % len(SHAPES)]
    if shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, outline, (cx, cy), r, 2)
        return
    if shape == "square":
        points = [(cx - r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy - r * 0.85),
                  (cx + r * 0.85, cy + r * 0.85), (cx - r * 0.85, cy + r * 0.85)]
    elif shape == "triangle":
        points = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.8), (cx - r * 0.95, cy + r * 0.8)]
    elif shape == "diamond":
        points = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    elif shape == "star":
        points = _star(cx, cy, r)
    else:
        w = r * 0.38
        points = [(cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w),
                  (cx + r, cy + w), (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r),
                  (cx - w, cy + w), (cx - r, cy + w), (cx - r, cy - w), (cx - w, cy - w)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, 2)
