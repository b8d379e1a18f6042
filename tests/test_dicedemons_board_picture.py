"""Dice Demons' kept ring (its bridges and walls) is painted over its last picture when a
bridge turns or a wall goes up, pixel for pixel as a new one: a new picture would be memory
touched for the first time on that frame."""

from __future__ import annotations

import pygame

from engine.core import get_game
from game.match import Match, Seat
from scenes.dicedemons.layout import RingLayout
from scenes.dicedemons.painter import BoardPainter


def test_a_new_bridge_position_repaints_the_kept_ring_in_place():
    pygame.init()
    info = get_game("dice-demons")
    assert info.bench is not None
    state = Match(info, dict(info.bench.options), [Seat("ai")] * 2, seed=3).state
    size = (640, 360)
    layout = RingLayout.compute(size, state.geo, 0.6)
    walls = tuple(w % 2 for w in range(len(state.walls)))  # a wall on every space: far apart
    turned = tuple(offset + 1 for offset in state.offsets)
    painter = BoardPainter()
    shown = pygame.Surface(size)
    painter.draw(shown, layout, state.offsets, state.walls)
    kept = painter._full
    painter.draw(shown, layout, turned, walls)
    assert painter._full is kept  # painted over, not made anew
    fresh = pygame.Surface(size)
    BoardPainter().draw(fresh, layout, turned, walls)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")
    again = pygame.Surface(size)
    painter.draw(again, layout, turned, walls)  # unchanged: the kept ring blitted
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(fresh, "RGB")
