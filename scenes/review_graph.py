"""The review's pictures that are not the board: the win-chance graph and the move list.

Both are plain functions of the review, the seat followed and the moment shown, so the review
scene only lays out rects and answers clicks (``moment_at``/``row_at`` turn a click back into
a moment)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.review import Review
from scenes import theme

LUCK, COST = theme.GOOD, theme.BAD


def graph_point(box: pygame.Rect, review: Review, moment: int, seat: int) -> tuple[int, int]:
    steps = max(1, len(review.moves))
    x = box.x + round(box.width * moment / steps)
    y = box.bottom - round(box.height * review.chances[moment][seat])
    return x, y


def moment_at(box: pygame.Rect, review: Review, x: int) -> int:
    """The moment under the mouse's ``x`` on the graph."""
    steps = max(1, len(review.moves))
    return max(0, min(steps, round((x - box.x) / max(1, box.width) * steps)))


def draw_graph(surface: pygame.Surface, box: pygame.Rect, review: Review, seat: int,
               moment: int, colour: tuple[int, int, int], scale: float) -> None:
    """The followed seat's chance after every action, 50% dashed, the two marks, and the
    moment shown as a vertical line."""
    pygame.draw.rect(surface, (20, 14, 28), box, border_radius=6)
    small = max(14, int(14 * scale))
    for level, label in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
        y = box.bottom - round(box.height * level)
        for x in range(box.x, box.right, 10):
            pygame.draw.line(surface, theme.EDGE, (x, y), (min(x + 4, box.right), y))
        text = theme.render(label, small, theme.FAINT)
        surface.blit(text, text.get_rect(topleft=(box.x + 3, min(y + 1, box.bottom - 16))))
    points = [graph_point(box, review, m, seat) for m in range(len(review.chances))]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, max(2, int(2 * scale)))
    for index, mark_colour, up in ((review.luckiest_roll(seat), LUCK, True),
                                   (review.costliest_decision(seat), COST, False)):
        if index is None:
            continue
        x, y = graph_point(box, review, index + 1, seat)
        r = max(6, int(7 * scale))
        tip = (x, y - r) if up else (x, y + r)
        base = y + r if up else y - r
        pygame.draw.polygon(surface, mark_colour, [tip, (x - r, base), (x + r, base)])
        pygame.draw.polygon(surface, theme.BG, [tip, (x - r, base), (x + r, base)], 1)
    x, y = graph_point(box, review, moment, seat)
    pygame.draw.line(surface, theme.GOLD, (x, box.y), (x, box.bottom), 2)
    pygame.draw.circle(surface, theme.GOLD, (x, y), max(4, int(5 * scale)))
    pygame.draw.rect(surface, theme.EDGE, box, 1, border_radius=6)


def row_height(scale: float) -> int:
    return theme.font(max(14, int(15 * scale))).get_linesize() + max(2, int(3 * scale))


def row_at(box: pygame.Rect, scroll: int, scale: float, y: int, rows: int) -> int | None:
    """The move list row under ``y`` (an index into ``review.moves``), if any."""
    if not box.collidepoint(box.x + 1, y):
        return None
    index = scroll + (y - box.y) // row_height(scale)
    return index if 0 <= index < rows else None


def draw_moves(surface: pygame.Surface, box: pygame.Rect, review: Review, seat: int,
               moment: int, scroll: int, scale: float,
               wording: Callable[[str], str] = str) -> None:
    """Rows "n. what happened  +x%" (the followed seat's change), the move that led to the
    moment shown highlighted, the two marked ones in their colours."""
    pygame.draw.rect(surface, (20, 14, 28), box, border_radius=6)
    fnt = theme.font(max(14, int(15 * scale)))
    line = row_height(scale)
    luck, cost = review.luckiest_roll(seat), review.costliest_decision(seat)
    clip = surface.get_clip()
    surface.set_clip(box)
    y = box.y
    for index in range(scroll, len(review.moves)):
        if y > box.bottom:
            break
        move = review.moves[index]
        row = pygame.Rect(box.x, y, box.width, line)
        if index + 1 == moment:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, row)
            pygame.draw.rect(surface, theme.GOLD, row, 1)
        swing = review.swing(index, seat)
        figure = f"{swing * 100:+.0f}%" if abs(swing) >= 0.005 else ""
        ink = LUCK if index == luck else COST if index == cost else (
            theme.MUTED if move.is_roll else theme.TEXT)
        fig = theme.render_font(fnt, figure, LUCK if swing > 0 else COST) if figure else None
        room = box.width - 16 - (fig.get_width() + 8 if fig else 0)
        text = theme.fit(f"{index + 1}. {wording(move.text)}", fnt, room)
        surface.blit(theme.render_font(fnt, text, ink), (box.x + 6, y + 1))
        if fig is not None:
            surface.blit(fig, fig.get_rect(topright=(box.right - 6, y + 1)))
        y += line
    surface.set_clip(clip)
    pygame.draw.rect(surface, theme.EDGE, box, 1, border_radius=6)


__all__ = ["COST", "LUCK", "draw_graph", "draw_moves", "graph_point", "moment_at", "row_at",
           "row_height"]
