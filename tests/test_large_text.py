"""The player's text size on screens that have room for it: rows grow with their text, a row
of buttons keeps one size, long headings wrap."""

from __future__ import annotations

import pygame
import pytest

import scenes.theme as theme
from game.review import Move, Review
from scenes.markdown import page_height
from scenes.review_graph import move_rows
from scenes.text import set_text_scale
from scenes.widgets import Button, even_row


@pytest.fixture
def large_text():
    pygame.font.init()
    set_text_scale(200)
    yield
    set_text_scale(100)


def test_a_row_of_buttons_shares_one_size(large_text) -> None:
    labels = ("Undo", "Hint", "Rules", "Log", "Menu")
    row = [Button(pygame.Rect(i * 62, 0, 58, 34), label, lambda: None, font_size=17)
           for i, label in enumerate(labels)]
    alone = {button.text: button.label_size() for button in row}
    assert len(set(alone.values())) > 1, "the short labels grow past the long ones alone"
    even_row(row)
    assert {button.shown_size() for button in row} == {min(alone.values())}


def test_move_list_rows_are_as_tall_as_their_text(large_text) -> None:
    words = ["The weapon rolls 5",
             "Misty Yeti struggles against Blazing Wyrm's brown d20 weapon",
             "Frosty Eel attacks Blazing Wyrm's yellow d8 weapon"] * 4
    moves = tuple(Move(index=i, seat=None if i % 2 == 0 else 0, text=text, is_roll=i % 2 == 0)
                  for i, text in enumerate(words))
    review = Review(moves=moves, chances=((0.5,),) * (len(moves) + 1), seats=1)
    rows = move_rows(pygame.Rect(0, 0, 430, 2000), review, 0, 1.0)
    assert len(rows) == len(words)
    for (_, row, fitted), (_, below, _) in zip(rows, rows[1:], strict=False):
        tall = fitted.lines * theme.font(fitted.size).get_linesize()
        assert row.height >= tall, f"row of {fitted.text!r} is shorter than its text"
        assert row.bottom <= below.top


def test_a_long_heading_wraps_on_a_narrow_page(large_text) -> None:
    one_line = page_height("# Doodle Dice Monsters", 4000, 2.0)
    assert page_height("# Doodle Dice Monsters", 500, 2.0) > one_line
