"""How a 66d6 minion looks: a die showing its value, Death's and the Devil's told apart by shape
and markings as well as colour (Death: pale rounded bone die with an engraved inner ring; the
Devil: crimson die with clipped, horn-like corners)."""

from __future__ import annotations

import pygame

from scenes import theme

PIP_LAYOUT = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
    6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)],
}

SIDE_FACE = (theme.DEATH, theme.DEVIL)
SIDE_INK = (theme.DEATH_INK, theme.DEVIL_INK)
SIDE_EDGE = ((120, 104, 160), (110, 14, 20))

_cache: dict[tuple[int, int, int, bool], pygame.Surface] = {}


def _outline(side: int, size: int, inset: int = 0) -> list[tuple[int, int]]:
    """The Devil's octagon (clipped corners); Death's die is drawn as a rounded rect instead."""
    cut = size * 0.24
    a, b = inset, size - 1 - inset
    return [(int(a + cut), a), (int(b - cut), a), (b, int(a + cut)), (b, int(b - cut)),
            (int(b - cut), b), (int(a + cut), b), (a, int(b - cut)), (a, int(a + cut))]


def minion_sprite(side: int, value: int, size: int, dim: bool = False) -> pygame.Surface:
    """A cached die sprite (with a soft drop shadow) of ``size`` pixels."""
    key = (side, value, size, dim)
    sprite = _cache.get(key)
    if sprite is not None:
        return sprite
    pad = max(2, size // 10)
    sprite = pygame.Surface((size + pad, size + pad), pygame.SRCALPHA)
    face = SIDE_FACE[side]
    ink = SIDE_INK[side]
    edge = SIDE_EDGE[side]
    if dim:
        face = tuple(int(c * 0.55) for c in face)
        ink = tuple(int(c * 0.7) for c in ink)
    body = pygame.Rect(0, 0, size, size)
    shadow = body.move(pad // 2 + 1, pad)
    if side == 0:
        pygame.draw.rect(sprite, (0, 0, 0, 90), shadow, border_radius=size // 4)
        pygame.draw.rect(sprite, face, body, border_radius=size // 4)
        highlight = tuple(min(255, c + 22) for c in face)
        pygame.draw.rect(sprite, highlight, body.inflate(-size // 6, -size // 6).move(-1, -1),
                         border_radius=size // 5)
        pygame.draw.rect(sprite, edge, body, width=max(1, size // 18), border_radius=size // 4)
        ring = body.inflate(-size // 7, -size // 7)
        pygame.draw.rect(sprite, (*theme.DEATH_ACCENT, 150), ring, width=max(1, size // 26),
                         border_radius=size // 5)
    else:
        pygame.draw.polygon(sprite, (0, 0, 0, 90), [(x + pad // 2 + 1, y + pad)
                                                    for x, y in _outline(1, size)])
        pygame.draw.polygon(sprite, face, _outline(1, size))
        lighter = tuple(min(255, c + 30) for c in face)
        pygame.draw.polygon(sprite, lighter, _outline(1, size, max(2, size // 9)))
        pygame.draw.polygon(sprite, face, _outline(1, size, max(3, size // 6)))
        pygame.draw.polygon(sprite, edge, _outline(1, size), width=max(1, size // 18))
    radius = max(2, int(size * 0.085))
    for px, py in PIP_LAYOUT[value]:
        centre = (int(px * size), int(py * size))
        pygame.draw.circle(sprite, ink, centre, radius)
    _cache[key] = sprite
    return sprite


def draw_minion(surface: pygame.Surface, side: int, value: int, centre: tuple[float, float],
                size: int, *, dim: bool = False, glow: tuple[int, int, int] | None = None,
                ring: tuple[int, int, int] | None = None) -> pygame.Rect:
    """Draw a minion centred on ``centre``; ``glow`` paints a soft halo, ``ring`` an outline."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (int(centre[0]), int(centre[1]))
    if glow is not None:
        halo = pygame.Surface((size + 12, size + 12), pygame.SRCALPHA)
        pygame.draw.rect(halo, (*glow, 150), halo.get_rect(), width=2, border_radius=size // 3)
        surface.blit(halo, halo.get_rect(center=rect.center))
    surface.blit(minion_sprite(side, value, size, dim), rect.topleft)
    if ring is not None:
        pygame.draw.rect(surface, ring, rect.inflate(6, 6), width=3, border_radius=size // 4)
    return rect
