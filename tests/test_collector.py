"""The collector's full passes stay off play (``game.collector``): what lives when a board opens
is frozen out of later passes, and a closed board's objects are still freed back at the menu."""

from __future__ import annotations

import gc
import weakref

import game.collector as collector


class _Cycle:
    def __init__(self) -> None:
        self.me = self  # only a full pass frees it


def test_survivors_are_frozen_and_a_release_frees_what_closed_since():
    try:
        board = _Cycle()
        gone = weakref.ref(board)
        collector.settle()
        assert gc.get_freeze_count() > 0
        del board
        gc.collect()  # a pass during play does not look at frozen objects
        assert gone() is not None
        collector.release()
        assert gone() is None
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()
