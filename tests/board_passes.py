"""The collector's full passes in every test look only at what the test made.

Why: ``game.collector`` makes full passes as a board opens (``settle``), as the menu comes
back (``release``), once pictures let go add up (``let_go``) and on quiet frames of play
(``freeze_survivors``). In the app they look at the app's heap; in a test process the heap is
also the test session's (every test module, pytest's items and reports, recorded games), so
each pass cost about a tenth of a second of a core, several times a test: a sixth of the app
tests' CPU. Here everything that lived before the test is frozen for its length (the
collector's own ``unfreeze`` leaves it frozen), so the passes stay real and see what the test
made, as they see what the app made. After the test the session's heap is looked at again by
a full pass once the process has grown by ``GROWTH_MB`` since the last one (a test's last
board is dropped only at its end). ``test_collector`` (marked ``whole_heap_passes``) checks
the real passes.
"""

from __future__ import annotations

import gc

import pytest

import game.collector
from game.memory import resident_mb

GROWTH_MB = 768.0
"""Resident growth since the last full pass after which an app test ends with one. Why this
much: each such pass walks the whole session's heap (a few tenths of a second of a core), and
the machine has memory to spare for a test process's garbage; the passes are there to bound
it, not to keep it small."""


class _SessionStaysFrozen:
    """``gc`` as ``game.collector`` sees it in an app test: its passes and freezes are real,
    but ``unfreeze`` leaves frozen what lived before the test."""

    collect = staticmethod(gc.collect)
    freeze = staticmethod(gc.freeze)

    @staticmethod
    def unfreeze() -> None:
        """What the test started with stays frozen until the test ends."""


class _Passes:
    """The test process's memory at its last full pass."""

    def __init__(self) -> None:
        self.after_last = resident_mb()

    def after_test(self) -> None:
        """A full pass once the process has grown by ``GROWTH_MB`` since the last."""
        if resident_mb() - self.after_last > GROWTH_MB:
            gc.collect()
            self.after_last = resident_mb()


@pytest.fixture(scope="session")
def _board_passes() -> _Passes:
    return _Passes()


@pytest.fixture
def collector_sees_the_test(monkeypatch, _board_passes):
    """In this test the collector's passes look only at what the test made (see the module)."""
    monkeypatch.setattr(game.collector, "gc", _SessionStaysFrozen)
    gc.freeze()
    yield
    gc.unfreeze()
    _board_passes.after_test()


@pytest.fixture(autouse=True)
def _passes_see_each_test(request):
    """Every test, not only the app tests, runs with ``collector_sees_the_test``: the gallery,
    the monkey's screens, the tools' boards and the engine's long games make passes (the
    collector's, and Python's own full passes as their objects pile up) that would otherwise
    walk the whole session's heap, which in a test process that collected every test module
    makes each pass several times dearer than in the app. A test of the whole-heap passes
    themselves is marked ``whole_heap_passes``."""
    if request.node.get_closest_marker("whole_heap_passes") is None:
        request.getfixturevalue("collector_sees_the_test")
