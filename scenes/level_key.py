"""The "computer players" key on a set-up screen: each AI level with its one-line blurb.

Why a key and not a tooltip: a player choosing an opponent should read how each level plays
without hovering anything. The levels a seat has chosen are drawn bright and marked, the others
muted, so the key also confirms the choice. Every set-up screen that offers AI levels draws it
from the registry (``GameInfo.ai_levels``), so a game's blurbs live once, in its engine package.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

import scenes.theme as theme
from engine.core import GameInfo

LEVEL_ORDER = ("easy", "normal", "hard")


def levels_of(info: GameInfo) -> list[str]:
    """The game's levels, easiest first (unknown extra levels keep their registry order)."""
    known = [level for level in LEVEL_ORDER if level in info.ai_levels]
    return known + [level for level in info.ai_levels if level not in known]


def key_height(info: GameInfo, width: int, scale: float, body_size: int = 16) -> int:
    """Pixels the key needs at ``width``: the heading and each level's wrapped lines."""
    head, body = _fonts(scale, body_size)
    height = head.get_linesize() + int(2 * scale)
    for level in levels_of(info):
        height += len(_lines(info, level, body, width)) * body.get_linesize() + int(4 * scale)
    return height


def draw_level_key(surface: pygame.Surface, info: GameInfo, chosen: Iterable[str],
                   rect: pygame.Rect, scale: float) -> None:
    """Draw the key inside ``rect``, its text a size smaller where that makes it fit (never
    below the 14 px readable size); lines that still fall below ``rect`` are left out."""
    body_size = next((size for size in (16, 15) if
                      key_height(info, rect.width, scale, size) <= rect.height), 14)
    head, body = _fonts(scale, body_size)
    in_use = set(chosen)
    y = rect.y
    label = theme.render_font(head, "COMPUTER PLAYERS", theme.ACCENT)
    surface.blit(label, (rect.x, y))
    y += head.get_linesize() + int(2 * scale)
    for level in levels_of(info):
        picked = level in in_use
        colour = theme.TEXT if picked else theme.MUTED
        first_y = y
        for line in _lines(info, level, body, rect.width):
            if y + body.get_linesize() > rect.bottom:
                return
            surface.blit(theme.render_font(body, line, colour), (rect.x, y))
            y += body.get_linesize()
        if picked:
            pygame.draw.circle(surface, theme.GOLD,
                               (rect.x - int(10 * scale), first_y + body.get_linesize() // 2),
                               max(3, int(4 * scale)))
        y += int(4 * scale)


def _fonts(scale: float, body_size: int) -> tuple[pygame.font.Font, pygame.font.Font]:
    return (theme.font(max(13, int(15 * scale)), "black"),
            theme.font(max(14, int(body_size * scale))))


def _lines(info: GameInfo, level: str, fnt: pygame.font.Font, width: int) -> list[str]:
    text = f"AI {level.capitalize()}: {info.ai_levels[level].blurb}"
    return theme.wrap(text, fnt, width)
