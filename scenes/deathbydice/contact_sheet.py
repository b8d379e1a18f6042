"""Contact sheets of the Death by Dice art: every portrait at two sizes, every board card.

Used by ``python -m game portraits`` to look at the art headless, and by the tests."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.deathbydice.model import Board
from scenes import theme
from scenes.deathbydice.portraits import portrait

SMALL, LARGE = 96, 300


def portrait_sheet(boards: Sequence[Board]) -> pygame.Surface:
    """Each character as a 300 px portrait with its 96 px version beside it and its name."""
    columns = 4
    cell_w, cell_h = LARGE + SMALL + 36, LARGE + 44
    rows = (len(boards) + columns - 1) // columns
    sheet = pygame.Surface((columns * cell_w + 12, rows * cell_h + 12))
    sheet.fill(theme.BG)
    for i, board in enumerate(boards):
        x = 12 + (i % columns) * cell_w
        y = 12 + (i // columns) * cell_h
        sheet.blit(portrait(board.key, LARGE, board.name), (x, y))
        sheet.blit(portrait(board.key, SMALL, board.name), (x + LARGE + 12, y))
        sheet.blit(portrait(board.key, 64, board.name), (x + LARGE + 12, y + SMALL + 12))
        label = theme.render(board.name, 18, theme.TEXT, "bold")
        sheet.blit(label, (x, y + LARGE + 8))
    return sheet


def card_sheet(boards: Sequence[Board]) -> pygame.Surface:
    raise NotImplementedError
