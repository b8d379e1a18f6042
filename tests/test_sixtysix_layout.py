"""The 66d6 board's layout: field names stay readable under crowded fields, and cards have a
column of their own beside the grid (they once covered a player's front row)."""

from __future__ import annotations

import pygame
import pytest

from engine.sixtysix.board import DEATH, DEVIL, Board
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
