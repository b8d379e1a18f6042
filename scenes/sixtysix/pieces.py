"""How a 66d6 minion looks: the very die the tray threw, showing its value (Death's ivory with
dark pips, the Devil's crimson with light pips)."""

from __future__ import annotations

import pygame

import scenes.theme as theme
from game.tray.render import die_picture
from scenes.surface_cache import MB, SurfaceCache

SIDE_FACE = (theme.DEATH, theme.DEVIL)
TRAY_FACE = ((226, 220, 200), (196, 42, 46))  # the colours the tray throws each side's dice in

_cache: SurfaceCache[pygame.Surface] = SurfaceCache(8 * MB, "66d6 minions")


def minion_sprite(side: int, value: int, size: int, dim: bool = False) -> pygame.Surface:
    """A cached die sprite of ``size`` pixels with a soft drop shadow: the tray's own die
    picture (same shading and shape as when it was thrown). Death's ivory die has dark pips,
    the Devil's crimson die light ones, so the sides differ in lightness, not only in hue."""
    key = (side, value, size, dim)
    sprite = _cache.get(key)
    if sprite is not None:
        return sprite
    die = die_picture(TRAY_FACE[side], value, 6, size)
    pad = max(2, size // 10)
    sprite = pygame.Surface((die.get_width() + pad, die.get_height() + pad), pygame.SRCALPHA)
    shadow = pygame.Rect(2, 2, size, size).move(pad // 2 + 1, pad)
    pygame.draw.rect(sprite, (0, 0, 0, 90), shadow, border_radius=size // 5)
    sprite.blit(die, (0, 0))
    if dim:
        sprite.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return _cache.put(key, sprite)


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
    surface.blit(minion_sprite(side, value, size, dim), (rect.x - 2, rect.y - 2))
    if ring is not None:
        pygame.draw.rect(surface, ring, rect.inflate(6, 6), width=3, border_radius=size // 4)
    return rect
