"""Where everything goes on the Death by Dice board for a window size.

The left part holds every character's card (the boss of Bosses & Minions in a larger cell of its
own) above the dice tray; the right part is the panel (what to do now, odds, choices) above the
shared control bar. Computed from the window size only, so nothing moves while a player decides.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes import theme
from scenes.deathbydice.board_card import DESIGN

PANEL_W = 340  # the panel's width at scale 1
TRAY_SHARE = 0.27  # of the left part's height
BOSS_SHARE = 0.36  # of the left part's width: the boss's column (card, then the tray)
GAP = 8
TAG_H = 24  # the strip above each card naming its player


@dataclass
class BoardLayout:
    """Screen rectangles of one board: a card rect per fighter, the tray and the panel."""

    cards: list[pygame.Rect] = field(default_factory=list)
    tags: list[pygame.Rect] = field(default_factory=list)
    """Per fighter: the strip above its card naming who plays it."""
    tray: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    panel: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    table: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def _grid(area: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` cells in ``area``, in the grid that gives the cards the largest scale."""
    if count <= 0:
        return []
    best: tuple[float, int, int] = (0.0, 1, count)
    for rows in range(1, count + 1):
        cols = -(-count // rows)
        w = (area.w - gap * (cols - 1)) / cols
        h = (area.h - gap * (rows - 1)) / rows
        scale = min(w / DESIGN[0], (h - TAG_H) / DESIGN[1])
        if scale > best[0]:
            best = (scale, rows, cols)
    scale, rows, cols = best
    cw, ch = int(DESIGN[0] * scale), int(DESIGN[1] * scale) + TAG_H
    total_w = cols * cw + (cols - 1) * gap
    total_h = rows * ch + (rows - 1) * gap
    x0 = area.x + (area.w - total_w) // 2
    y0 = area.y + (area.h - total_h) // 2
    cells = []
    for n in range(count):
        r, c = divmod(n, cols)
        in_row = min(cols, count - r * cols)
        shift = (cols - in_row) * (cw + gap) // 2  # a short last row is centred
        cells.append(pygame.Rect(x0 + shift + c * (cw + gap), y0 + r * (ch + gap), cw, ch))
    return cells


def compute(size: tuple[int, int], fighters: int, boss: int | None,
            scale: float) -> BoardLayout:
    """The layout for ``fighters`` cards (``boss``: the index drawn larger, or None)."""
    w, h = size
    gap = max(4, int(GAP * scale))
    panel_w = int(PANEL_W * scale)
    panel = pygame.Rect(w - panel_w - gap, gap, panel_w, h - 2 * gap)
    top = theme.notice_strip(size, scale).bottom + gap
    left = pygame.Rect(gap, top, panel.x - 2 * gap, h - top - gap)
    tray_h = int(left.h * TRAY_SHARE)
    table = pygame.Rect(left.x, left.y, left.w, left.h - tray_h - gap)
    tray = pygame.Rect(left.x, table.bottom + gap, left.w, tray_h)
    cards: list[pygame.Rect]
    if boss is None or fighters < 3:
        cards = _grid(table, fighters, gap)
    else:
        # The boss in a column of its own with the tray under it; its side's minions and the
        # heroes share the rest of the height.
        boss_w = int(left.w * BOSS_SHARE)
        boss_h = int(boss_w * DESIGN[1] / DESIGN[0]) + int(TAG_H * scale)
        boss_rect = pygame.Rect(left.x, left.y, boss_w, boss_h)
        tray = pygame.Rect(left.x, boss_rect.bottom + gap, boss_w, left.bottom - boss_rect.bottom
                           - gap)
        rest = pygame.Rect(left.x + boss_w + gap, left.y, left.w - boss_w - gap, left.h)
        table = pygame.Rect(left)
        others = _grid(rest, fighters - 1, gap)
        cards = others[:boss] + [boss_rect] + others[boss:]
    tag_h = int(TAG_H * scale)
    tags = [pygame.Rect(c.x, c.y, c.w, tag_h) for c in cards]
    cards = [pygame.Rect(c.x, c.y + tag_h, c.w, c.h - tag_h) for c in cards]
    return BoardLayout(cards, tags, tray, panel, table)
