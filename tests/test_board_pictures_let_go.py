"""A board's window-sized pictures go with it: the screens after it do not hold them (the
66d6 backdrop, the tray's painted floor), while a board still open keeps its own floor and
a board of the same layout shares the 66d6 backdrop."""

from __future__ import annotations

import gc
import weakref

from engine.core import get_game
from game.match import Match, Seat
from game.tray.render import let_go_of_floors, renderer_for
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
    assert board.backdrop.surface is not None and board.driver.tray_floor is not None
    # A board of the same layout opened meanwhile (the review's next moment) takes it.
    own, board.backdrop = board.backdrop, Backdrop()
    assert drawing.backdrop(board, app.screen.get_size()) is own.surface
    backdrop = weakref.ref(board.backdrop.surface)
    floor = weakref.ref(board.driver.tray_floor)
    del board, own
    app.ctx.scenes.pop_home()
    app.frame(FRAME)
    # A full pass over everything (the app's passes in a test leave the session frozen, and
    # the board was frozen with it as it opened), then the session frozen again.
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    assert backdrop() is None
    assert floor() is None


def test_a_trays_floor_is_kept_while_a_board_holds_it():
    held = renderer_for(300, 200, 10)  # as an open board's driver holds its tray's
    let_go_of_floors()  # another board closed
    assert renderer_for(300, 200, 10) is held  # found again: its floor is not painted again
    unheld = weakref.ref(renderer_for(310, 200, 10))
    assert renderer_for(310, 200, 10) is unheld()  # kept between throws while a board is open
    let_go_of_floors()
    gc.collect()
    assert unheld() is None
