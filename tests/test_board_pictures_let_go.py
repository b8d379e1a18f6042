"""A board's window-sized pictures go with it: the screens after it do not hold them (the
66d6 backdrop, the tray's painted floor, but for floors small enough for the floors' own
byte budget), while a board still open keeps its own floor and a board of the same layout
shares the 66d6 backdrop."""

from __future__ import annotations

import gc
import weakref

import game.tray.render as render
from engine.core import get_game
from game.match import Match, Seat
from game.tray import DiceTray
from game.tray.render import hold_floor, let_go_of_floors, renderer_for
from scenes.registry import open_match
from scenes.sixtysix import drawing
from scenes.sixtysix.view import Backdrop

FRAME = 1 / 60


def test_a_closed_boards_backdrop_and_tray_floor_are_let_go(app):
    app.start()
    info = get_game("66d6")
    open_match(app.ctx, Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=5))
    board = app.ctx.scenes.top
    for _ in range(3):
        app.frame(FRAME)
    assert board.backdrop.surface is not None
    tray = board.driver.tray_rect
    renderer = renderer_for(tray.width, tray.height, DiceTray(tray.width, tray.height).rim)
    assert renderer.floor_painted
    # A board of the same layout opened meanwhile (the review's next moment) takes it.
    own, board.backdrop = board.backdrop, Backdrop()
    assert drawing.backdrop(board, app.screen.get_size()) is own.surface
    backdrop = weakref.ref(board.backdrop.surface)
    del board, own
    app.ctx.scenes.pop_home()
    app.frame(FRAME)
    # A full pass over everything (the app's passes in a test leave the session frozen, and
    # the board was frozen with it as it opened), then the session frozen again.
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    assert backdrop() is None
    assert not renderer.floor_painted


class _Board:
    """Stands for an open board's driver, which holds its tray's floor."""


def test_a_trays_floor_is_kept_while_a_board_holds_it():
    first, second = _Board(), _Board()
    held = renderer_for(300, 200, 10)
    held.prepare()
    hold_floor(first, held)
    other = renderer_for(310, 200, 10)
    other.prepare()
    hold_floor(second, other)
    let_go_of_floors(second)  # the second board closed, the first is still open
    assert held.floor_painted and not other.floor_painted
    assert renderer_for(310, 200, 10) is other  # what it knows of the dice painted stays
    let_go_of_floors(first)
    assert not held.floor_painted


def test_a_let_go_floor_within_the_floors_budget_is_taken_by_the_next_board_of_its_size():
    small = renderer_for(300, 200, 10)
    small.prepare()
    painted = small._floor
    board = _Board()
    hold_floor(board, small)
    let_go_of_floors(board)
    assert not small.floor_painted
    small.prepare()  # the next board of the same size: not painted again
    assert small._floor is painted
    large = renderer_for(2400, 1400, 30)  # a 4K window's tray: more than the whole budget
    large.prepare()
    assert large._floor.get_width() * large._floor.get_height() * 4 > render.FLOOR_BUDGET
    hold_floor(board, large)
    let_go_of_floors(board)
    assert not large.floor_painted
    assert render._FLOORS.get((2400, 1400, 30)) is None
