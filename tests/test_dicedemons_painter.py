"""Dice Demons' board picture: the still board the size of the window, and only the ring's
square of bridges and walls kept over it; blitted again it is the picture painted afresh."""

from __future__ import annotations

import pygame

import scenes.dicedemons.painter as painter
from engine.core import get_game
from game.monkey import mid_game
from scenes.registry import open_match


def test_the_kept_bridges_and_walls_over_the_still_board_are_the_board_painted_afresh(app):
    app.start()
    open_match(app.ctx, mid_game(get_game("dice-demons"), 2))
    app.frame(1 / 60)
    board = app.ctx.scenes.top
    st, layout = board.state, board.layout
    size = app.screen.get_size()
    kept = painter.BoardPainter()
    first, again = pygame.Surface(size), pygame.Surface(size)
    kept.draw(first, layout, st.offsets, st.walls)
    kept.draw(again, layout, st.offsets, st.walls)  # from what was kept
    fresh = kept.static(size, layout).copy()
    painter.paint_bridges(fresh, layout, st.offsets)
    painter.paint_walls(fresh, layout, st.walls)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert kept._full is not None
    assert kept._full.get_size() == layout.board_rect().clip(first.get_rect()).size
