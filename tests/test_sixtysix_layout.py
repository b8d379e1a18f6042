"""The 66d6 board's layout: field names stay readable under crowded fields, and cards have a
column of their own beside the grid (they once covered a player's front row); the fields and
homes are registered with the layout log, so the gallery reports a card laid over them."""

from __future__ import annotations

import pygame
import pytest

from engine.core import get_game
from engine.sixtysix.board import DEATH, DEVIL, Board
from game import gallery
from game.cli.headless import advance, seeded_match
from scenes import layout_log
from scenes.board.cards import OUTCOME, Card
from scenes.sixtysix.layout import BoardLayout, label_font
from scenes.theme import scale_for


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("cols_rows", [(5, 5), (7, 7)])
def test_no_minion_covers_a_field_name_and_cards_have_a_column_beside_the_grid(size, cols_rows):
    pygame.font.init()
    scale = scale_for(size)
    board = Board(*cols_rows)
    lay = BoardLayout.compute(size, board, DEATH, scale)
    fnt = label_font(scale)
    for f in range(board.size):
        name = lay.label_rect(f, fnt.size(board.field_name(f)))
        assert lay.field_rect(f).contains(name)
        for side in (DEATH, DEVIL):
            for index in range(3):
                x, y = lay.slot_in_field(f, side, index)
                die = pygame.Rect(0, 0, lay.die, lay.die)
                die.center = (round(x), round(y))
                assert not die.colliderect(name), (board.field_name(f), side, index)
                assert lay.field_rect(f).contains(die)
    column = lay.card_column(8)
    assert column and max(z.width for z in column) >= 200
    playing = [lay.grid, *lay.homes]
    assert not any(z.colliderect(p) for z in column for p in playing)


def test_a_card_over_the_front_row_is_recorded_by_the_layout_log(app):
    app.start()
    match = seeded_match(get_game("66d6"), 1)
    advance(match, 12, 1)
    assert gallery.to_human_move(match, 1)  # the card stays while the person decides
    board = gallery.board(app.ctx, match)
    front = board.layout.field_rect(0)  # Death's A1
    board.card = Card("Death's 5 attacks", ["a long sentence " * 12], [], OUTCOME)
    board.card_zones = lambda: [front]  # type: ignore[method-assign]
    layout_log.enable()
    layout_log.reset()
    app.frame(1 / 30)
    assert any("field A1 / outcome card" in line for line in layout_log.layout_problems()), \
        layout_log.layout_problems()
