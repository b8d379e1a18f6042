"""Dice Demons' board picture (the ring with its bridges and walls) is painted over its last
picture when a bridge turns or a wall goes up, pixel for pixel as a new one: a new
window-sized copy would be memory touched for the first time on that frame."""

from __future__ import annotations

import pygame

from engine.core import get_game
from game.match import Match, Seat
from scenes.dicedemons.layout import RingLayout
from scenes.dicedemons.painter import BoardPainter


def test_a_new_bridge_position_repaints_the_kept_board_picture():
    pygame.init()
    info = get_game("dice-demons")
    assert info.bench is not None
    state = Match(info, dict(info.bench.options), [Seat("ai")] * 2, seed=3).state
    size = (640, 360)
    layout = RingLayout.compute(size, state.geo, 0.6)
    walls = tuple(range(len(state.walls)))  # a wall of some seat on every space: far apart
    turned = tuple(offset + 1 for offset in state.offsets)
    painter = BoardPainter()
    first = painter.board(size, layout, state.offsets, state.walls)
    again = painter.board(size, layout, turned, tuple(w % 2 for w in walls))
    assert again is first  # painted over, not copied anew
    fresh = BoardPainter().board(size, layout, turned, tuple(w % 2 for w in walls))
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert painter.board((700, 360), RingLayout.compute((700, 360), state.geo, 0.6),
                         turned, state.walls).get_size() == (700, 360)
