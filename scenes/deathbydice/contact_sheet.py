"""Contact sheets of the Death by Dice art: every portrait at two sizes, every board card.

Used by ``python -m game portraits`` to look at the art headless, and by the tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

import scenes.theme as theme
from engine.deathbydice.model import Board
from scenes.deathbydice.board_card import DESIGN, EMPTY, IVORY, BoardCard, Value
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


def sample_values(board: Board, variant: int) -> list[Value]:
    """Values to show off a card: standing dice, a hidden board, an unplaced one, a discard."""
    rng = random.Random(board.portrait * 7 + variant)
    values: list[Value] = []
    for i, size in enumerate(board.sizes):
        if not size:
            values.append(0)
        elif variant % 4 == 1:
            values.append(None)
        elif variant % 4 == 2 and i % 2 == 0:
            values.append(EMPTY)
        elif variant % 4 == 3 and i == next(j for j, sz in enumerate(board.sizes) if sz):
            values.append(0)
        else:
            values.append(rng.randint(1, size))
    return values


def card_sheet(boards: Sequence[Board]) -> pygame.Surface:
    """Every board as a card at its 1280 x 720 size, with a mix of shown, hidden and empty
    values, legal targets outlined and one selected."""
    columns = 3
    w, h = DESIGN
    gap = 16
    rows = (len(boards) + columns - 1) // columns
    sheet = pygame.Surface((columns * (w + gap) + gap, rows * (h + gap) + gap))
    theme.draw_background(sheet)
    colours = (IVORY, (196, 42, 46), (40, 70, 150), (236, 196, 80))
    for n, board in enumerate(boards):
        rect = pygame.Rect(gap + (n % columns) * (w + gap), gap + (n // columns) * (h + gap), w, h)
        card = BoardCard(board, rect)
        highlights = {i for i, size in enumerate(board.sizes) if size} if n % 3 == 0 else set()
        selected = min(highlights) if highlights and n % 2 == 0 else None
        card.draw(sheet, sample_values(board, n), highlights, selected, colours[n % 4])
    return sheet
