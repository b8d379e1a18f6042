"""The collector's full passes as a board opens and closes, left out of app tests.

Why: ``game.collector`` makes a full pass over the whole heap as each board opens (``settle``)
and as the menu comes back (``release``), moments that are slow anyway in the app. A test
process's heap is far larger than the app's (every test module, pytest's items and reports),
and the app tests open and close a board or more each: those passes were a sixth of their
CPU. In the ``app`` fixture both keep freezing and unfreezing as in the app (so Python's own
passes during play still skip what lived when the board opened) without the pass itself;
what play throws away is still freed by Python's own passes, by the picture passes the
collector asks for (``let_go``, kept), and by a full pass after a test once the process has
grown by ``GROWTH_MB``. ``test_collector`` checks the passes themselves.
"""

from __future__ import annotations

import gc

import pytest

import game.collector as collector
from game.memory import resident_mb

GROWTH_MB = 256.0
"""Resident growth since the last full pass after which an app test ends with one."""


class _Passes:
    """The test process's memory at its last full pass."""

    def __init__(self) -> None:
        self.after_last = resident_mb()

    def after_test(self) -> None:
        """A full pass once the process has grown by ``GROWTH_MB`` since the last."""
        if resident_mb() - self.after_last > GROWTH_MB:
            gc.collect()
            self.after_last = resident_mb()


def _settle() -> None:
    """``collector.settle`` without its pass: what lives now is kept out of later passes."""
    gc.unfreeze()
    gc.freeze()
    collector._frozen = True


def _release() -> None:
    """``collector.release`` without its pass: the collector looks at everything again."""
    if collector._frozen:
        collector._frozen = False
        gc.unfreeze()


@pytest.fixture(scope="session")
def _board_passes() -> _Passes:
    return _Passes()


@pytest.fixture
def board_passes_left_out(monkeypatch, _board_passes):
    """In this test a board opening or closing makes no full pass (see the module)."""
    monkeypatch.setattr(collector, "settle", _settle)
    monkeypatch.setattr(collector, "release", _release)
    yield
    _board_passes.after_test()
