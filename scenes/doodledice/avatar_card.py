"""A player's avatar on the table (avatars rule): the drawing, its name and type, and each
ability with one box per use, ticked as uses are spent (as players tick them on paper).

Why boxes: the rulebook has players check off uses on their sheet; a row of boxes, filled when
used, reads at a glance how many are left, and the count is spelled out beside the title so
colour is never the only sign. An avatar of an AI seat (or an older save) with no strokes is
drawn by the avatar doodler from the seat and type, so it never looks like a placeholder.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

import scenes.theme as theme
from engine.doodledice import DoodleState
from engine.doodledice.rulesets.avatars.abilities import TYPE_BY_KEY, Avatar, ability_uses
from engine.doodledice.sketch import to_pad
from game.doodles.avatar import avatar_doodle
from scenes.sketch.render import draw_sketch

PAPER = (244, 238, 222)
INK = (40, 30, 50)
USED = (150, 60, 60)
FREE = (60, 130, 70)


@lru_cache(maxsize=16)
def _procedural(seat: int, kind: str) -> dict:
    return avatar_doodle(seat * 7 + 1, kind)


_DRAWINGS: dict[int, tuple[tuple, dict]] = {}


def avatar_drawing(seat: int, av: Avatar) -> dict:
    """The avatar's sketch for the renderer (its own strokes, else a procedural figure)."""
    if not av.sketch:
        return _procedural(seat, av.kind)
    kept = _DRAWINGS.get(seat)
    if kept is None or kept[0] is not av.sketch:
        kept = (av.sketch, to_pad(av.sketch))
        _DRAWINGS[seat] = kept
    return kept[1]


def draw_avatar_card(surface: pygame.Surface, st: DoodleState, seat: int, rect: pygame.Rect,
                     s: float, edge: tuple[int, int, int]) -> None:
    pygame.draw.rect(surface, PAPER, rect, border_radius=8)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
    av = st.avatar[seat] if seat < len(st.avatar) else None
    px = max(14, int(14 * s))
    bold = theme.font(max(14, int(15 * s)), "bold")
    if av is None:
        text = theme.render("Avatar not chosen yet", px, (110, 100, 110), "italic")
        surface.blit(text, text.get_rect(center=rect.center))
        return
    kind = TYPE_BY_KEY[av.kind]
    row_h = max(18, int(19 * s))
    rows_h = 3 * row_h + 4
    side = max(24, min(rect.height - rows_h - 8, int(150 * s), rect.width // 2))
    pic = pygame.Rect(rect.x + 4, rect.y + 4, side, side)
    draw_sketch(surface, avatar_drawing(seat, av), pic, paper=False)
    x = pic.right + 6
    width = rect.right - 4 - x
    y = rect.y + 4
    theme.label(surface, pygame.Rect(x, y, width, bold.get_linesize()), av.name,
                max(14, int(15 * s)), INK, "bold", align="left")
    y += bold.get_linesize()
    lines = [kind.title]
    if av.colour:
        lines.append(f"favours {av.colour}")
    if av.horde:
        lines.append(f"horde {av.horde} life")
    line_h = theme.font(px, "italic").get_linesize()
    for text in lines:
        theme.label(surface, pygame.Rect(x, y, width, line_h), text, px, (90, 70, 100), "italic",
                    align="left")
        y += line_h
    y = max(pic.bottom, y) + 2
    small = theme.font(px, "bold")
    box = max(10, int(12 * s))
    # "2/3" before each title while every title fits with it; on a narrow card, titles alone
    # (the boxes count the uses too).
    uses = [ability_uses(st, a) for a in kind.abilities]
    counted = all(small.size(f"{n}/{n} {a.title}")[0] <= rect.width - 12 - n * (box + 3)
                  for a, n in zip(kind.abilities, uses, strict=True))
    for index, ability in enumerate(kind.abilities):
        if y + row_h > rect.bottom:
            break
        left = uses[index] - av.used[index]
        boxes_w = uses[index] * (box + 3)
        room = rect.width - 12 - boxes_w
        title = theme.fit(f"{left}/{uses[index]} {ability.title}" if counted
                          else ability.title, small, room)
        ink = INK if left else (140, 130, 140)
        surface.blit(theme.render_font(small, title, ink), (rect.x + 5, y))
        bx = rect.right - 5 - boxes_w
        for use in range(uses[index]):
            square = pygame.Rect(bx + use * (box + 3), y + (row_h - box) // 2, box, box)
            spent = use < av.used[index]
            pygame.draw.rect(surface, USED if spent else FREE, square, 0 if spent else 2,
                             border_radius=2)
            if spent:  # a tick, not colour alone
                pygame.draw.line(surface, (255, 255, 255), (square.x + 2, square.centery),
                                 (square.centerx - 1, square.bottom - 3), 2)
                pygame.draw.line(surface, (255, 255, 255), (square.centerx - 1,
                                                            square.bottom - 3),
                                 (square.right - 2, square.y + 2), 2)
        y += row_h


__all__ = ["avatar_drawing", "draw_avatar_card"]
