"""The log box paints a new entry over its last picture (same size): the same pixels as a
box painted from nothing, without a new picture's memory on the frame a move lands."""

from __future__ import annotations

import pygame

import scenes.theme as theme
from scenes.board.log_box import LogBox


def test_a_repainted_log_box_reuses_its_picture_and_matches_a_fresh_one():
    box, screen, rect, first = box_showing_one_line()
    more = [*first, ("Death takes the turn and keeps every die it rolled.", (150, 150, 240))]
    picture = box._picture
    box.draw(screen, rect, 1.0, 2, lambda: more)
    assert box._picture is picture  # painted over, not made anew
    assert_painted_from_nothing(box, rect, 2, more)
    box.draw(screen, rect.inflate(20, 0), 1.0, 2, lambda: more)  # a new size: a new picture
    assert box._picture is not picture and box._picture.get_size() == (340, 260)


def test_a_sheet_hands_out_its_kept_picture_wiped_while_the_size_fits():
    pygame.init()
    sheet = theme.Sheet()
    first = sheet.blank((120, 80))
    first.fill((200, 30, 30, 255))
    again = sheet.blank((120, 80))
    assert again is first
    assert pygame.image.tobytes(again, "RGBA") == bytes(120 * 80 * 4)  # wholly transparent
    shorter = sheet.blank((120, 60))  # a box a little smaller: a view of the same picture
    assert shorter.get_size() == (120, 60) and shorter.get_parent() is first
    taller = sheet.blank((120, 100))  # outgrown: a new picture
    assert taller.get_size() == (120, 100) and taller.get_parent() is None
    assert sheet.blank((20, 20)).get_parent() is None  # far smaller: its memory goes


def test_a_box_painted_ahead_is_taken_only_for_exactly_what_it_shows():
    """``ahead`` paints the next move's box on a spare picture: the frame the move lands on
    puts that picture up (the same pixels as a box painted then); other entries, or another
    version, and the box is painted as always."""
    box, screen, rect, first = box_showing_one_line()
    more = [*first, ("Death marches a four to Limbo.", (150, 150, 240))]
    shown = box._picture
    box.ahead(rect, 1.0, 2, more)
    assert box._picture is shown  # the box on show is left as it is
    box.draw(screen, rect, 1.0, 1, lambda: first)
    assert box._picture is shown
    ahead = box._ahead
    assert ahead is not None
    box.draw(screen, rect, 1.0, 2, lambda: more)
    assert box._picture is ahead[2]
    assert_painted_from_nothing(box, rect, 2, more)
    other = [*more, ("The Devil fights in Limbo.", (230, 120, 120))]
    box.ahead(rect, 1.0, 3, [*more, ("Something else.", (200, 200, 200))])
    box.draw(screen, rect, 1.0, 3, lambda: other)  # another line came: painted then
    assert_painted_from_nothing(box, rect, 3, other)


def box_showing_one_line() -> tuple[LogBox, pygame.Surface, pygame.Rect, list]:
    """A box drawn at version 1 with one line: the box, the screen, its place, the entries."""
    pygame.init()
    rect = pygame.Rect(10, 10, 320, 260)
    first = [("The Devil rolls a six.", (230, 120, 120))]
    box = LogBox()
    screen = pygame.Surface((400, 300), pygame.SRCALPHA)
    box.draw(screen, rect, 1.0, 1, lambda: first)
    return box, screen, rect, first


def assert_painted_from_nothing(box: LogBox, rect: pygame.Rect, version: int,
                                entries: list) -> None:
    fresh = LogBox()
    fresh.draw(pygame.Surface((400, 300), pygame.SRCALPHA), rect, 1.0, version,
               lambda: entries)
    assert box._picture is not None and fresh._picture is not None
    assert pygame.image.tobytes(box._picture, "RGBA") == pygame.image.tobytes(
        fresh._picture, "RGBA")
