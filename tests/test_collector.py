"""The collector's full passes stay off play (``game.collector``): what lives when a board opens
is frozen out of later passes, and a closed board's objects are still freed back at the menu."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

import game.collector as collector

pytestmark = pytest.mark.whole_heap_passes  # the real passes, over everything, are checked here


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


def test_pictures_let_go_in_a_reference_cycle_are_freed_by_the_next_frame(monkeypatch):
    # The spacing between passes long enough that a loaded machine's slow first pass does not
    # use it up before the second frame (it did at load 24: the pass came after all).
    monkeypatch.setattr(collector, "LET_GO_EVERY", 60.0)

    class Holder:
        def __init__(self) -> None:
            self.picture = pygame.Surface((10, 10))
            self.me = self  # a cycle, as a screen and its buttons' callbacks make

    holder = Holder()
    gone = weakref.ref(holder)
    gc.disable()  # no pass may happen by itself in between
    try:
        del holder
        collector._last_pass = float("-inf")
        collector.let_go()
        assert gone() is not None
        collector.on_frame()
        assert gone() is None
        again = Holder()
        gone = weakref.ref(again)
        del again
        collector.let_go()
        collector.on_frame()  # less than LET_GO_EVERY after the last pass: not yet
        assert gone() is not None
        collector.collect_pending()  # a board is about to be built: now
        assert gone() is None
    finally:
        gc.enable()



def test_small_pictures_let_go_wait_until_they_add_up_to_a_pass():
    class Holder:
        def __init__(self) -> None:
            self.me = self

    holder = Holder()
    gone = weakref.ref(holder)
    gc.disable()
    try:
        del holder
        collector._last_pass = float("-inf")
        small = collector.LET_GO_BYTES // 3
        collector.let_go(small)  # a screen closed at a small window size: not worth a pass yet
        collector.let_go(small)
        collector.on_frame()
        assert gone() is not None
        collector.let_go(small)  # together they are
        collector.on_frame()
        assert gone() is None
    finally:
        gc.enable()


def test_a_screen_closed_by_input_is_freed_before_the_next_screen_draws(app):
    from scenes.base import Scene

    class Closed(Scene):
        def __init__(self, ctx) -> None:
            super().__init__(ctx)
            self.me = self  # a cycle, as a screen and its buttons' callbacks make

    seen: list[bool] = []

    class Next(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            seen.append(gone() is None)

    app.start()
    closed = Closed(app.ctx)
    app.ctx.scenes.push(closed)
    gone = weakref.ref(closed)
    del closed
    gc.disable()
    try:
        collector._last_pass = float("-inf")
        app.ctx.scenes.pop()
        collector.let_go(collector.LET_GO_BYTES)  # as a screen closed on a 4K window does
        app.ctx.scenes.push(Next(app.ctx))
        app.frame(1 / 60)
    finally:
        gc.enable()
    assert seen == [True]


def test_play_s_survivors_are_frozen_on_quiet_frames_after_its_garbage_is_collected():
    try:
        collector.settle()
        dropped = _Cycle()
        gone = weakref.ref(dropped)
        kept = _Cycle()
        del dropped
        frozen = gc.get_freeze_count()
        collector._last_freeze = float("-inf")
        collector.freeze_survivors()
        assert gone() is None  # garbage is collected before anything freezes
        assert gc.get_freeze_count() > frozen  # the survivors (``kept``) join the frozen heap
        later = _Cycle()
        frozen = gc.get_freeze_count()
        collector.freeze_survivors()  # less than FREEZE_EVERY after the last: nothing
        assert gc.get_freeze_count() == frozen
        collector._last_freeze = float("-inf")
        collector._wanted = True  # a pass let_go asked for comes first (``on_frame``)
        collector.freeze_survivors()
        assert gc.get_freeze_count() == frozen
        assert kept is not None and later is not None
    finally:
        collector._wanted = False
        collector.release()
        gc.unfreeze()
