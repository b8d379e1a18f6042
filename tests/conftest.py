"""Test set-up: headless SDL, a throw-away data folder (tests never touch the player's) and an
AI without time caps (tests replay the same way however busy the machine is)."""

from __future__ import annotations

import atexit
import math
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

import pytest


def _keep_bytecode() -> None:
    """Compiled modules kept in a folder under the temporary folder (not beside the sources),
    for this process and every process the tests start: each AI worker process, tool and app
    start would otherwise compile every module again where bytecode is not written
    (``PYTHONDONTWRITEBYTECODE``, as on this project's CI machines)."""
    if sys.pycache_prefix is None:
        user = os.getuid() if hasattr(os, "getuid") else "user"
        sys.pycache_prefix = str(Path(tempfile.gettempdir()) / f"dice-pandemonium-pyc-{user}")
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


def _in_memory() -> str | None:
    """A folder in memory for the tests' data folder where the system has one (Linux's
    ``/dev/shm``), else None (the system's temporary folder).

    Why: every move a test plays is autosaved, and every write is made durable
    (``game.storage``, flushed to the disk before it replaces the old file): thousands of
    flushes a run, a cost of the disk and not of the code under test. In memory the flush is
    free and the writes stay as real (a temporary file replaced atomically)."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK | os.X_OK) else None


_keep_bytecode()
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="dp-test-home-", dir=_in_memory())
atexit.register(shutil.rmtree, os.environ["DICE_PANDEMONIUM_HOME"], ignore_errors=True)
os.environ["DICE_PANDEMONIUM_LAYOUT_LOG"] = "1"  # every cut text and overlap is recorded

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.planners import UNTIMED  # noqa: E402 (the project is on the path only now)
from game.background import EVEN_PRIORITY  # noqa: E402
from game.processes import FORK_SERVER  # noqa: E402
from tests.rewrite_ahead import rewrite_ahead  # noqa: E402

# The warm AI processes' fixtures; the board passes left out of app tests.
pytest_plugins = ["tests.warm_workers", "tests.board_passes"]

# The AI ignores its time cap in tests (and in the worker processes they start), so a game a
# test plays goes the same way on a busy CI machine as on an idle one (``planners.UNTIMED``).
os.environ[UNTIMED] = "1"
# The test processes share the cores, each with its app's helpers: helpers yielding to their
# window would yield to every test process and starve (``game.background``). The tests of the
# yielding itself take the switch off for the helpers they start.
os.environ[EVEN_PRIORITY] = "1"
# The AI, meter, analysis and tool processes the tests start (dozens a run) are forked from a
# server that imported the engine once, not spawned to import it each time (``game.processes``).
# The AI worker's own tests and the smoke test of the real app spawn them, as the app does.
os.environ[FORK_SERVER] = "1"

AI_WAIT = 0.25
"""Seconds at most an app frame waits for the AI's answer while it thinks (see the ``app``
fixture)."""


@pytest.fixture(autouse=True)
def _quick_saves(monkeypatch):
    """Every save is still written whole to a temporary file and swapped in, but not forced onto
    the disk (``fsync``): the test data folders are thrown away."""
    import game.storage

    monkeypatch.setattr(game.storage.os, "fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def _no_analysis_ahead(monkeypatch):
    """A game's end starts no analysis processes ahead (``game.analysis.worker.warm``: two
    interpreters' imports, at every game a test plays to its end), but in the tests that turn
    it on; any left waiting are stopped after the test."""
    import game.analysis.worker

    monkeypatch.setattr(game.analysis.worker, "WARM_AHEAD", False)
    yield
    game.analysis.worker.let_go_ahead()


@pytest.fixture
def no_analysis(monkeypatch):
    """A review opened in the test does not start its analysis in a process: for tests about
    something the analysis does not change (``test_review`` and ``test_analysis`` check it)."""
    import scenes.review_scene
    from game.analysis.worker import AnalysisJob

    class NotStarted(AnalysisJob):
        def __init__(self, save: dict) -> None:
            self.progress, self.result, self._proc, self._conn = 0.0, None, None, None
            self.finished, self.failure = False, "not asked for in this test"

        def poll(self) -> None:
            """Nothing to read: no process was started."""

        def close(self) -> None:
            """Nothing to stop."""

    monkeypatch.setattr(scenes.review_scene, "AnalysisJob", NotStarted)


def pytest_configure(config) -> None:
    """The first process of a run over several test processes rewrites the test modules'
    assertions ahead, once, on every core (``tests.rewrite_ahead`` says why)."""
    if not hasattr(config, "workerinput") and getattr(config.option, "numprocesses", None):
        rewrite_ahead(config, Path(__file__).resolve().parent, pytest_plugins)


@pytest.hookimpl(tryfirst=True)
def pytest_unconfigure(config) -> None:
    """A test process of ``-n`` (an xdist worker) leaves once its results are sent, after its
    exit handlers (its temporary data folder removed, its child processes stopped), without
    tearing down its heap object by object.

    Why: by then the worker has sent every report to the main process, and what is left is
    Python's own ending: a full collection pass and then every object of the session freed
    one by one (modules, recorded games, cached pictures), several seconds of both cores at
    the end of every run with nothing left to test. Why first of the plugins' own endings:
    pytest's first (``unraisableexception``) is a full collection pass over the whole
    session's heap, about a second at the end of each worker's run, to find errors nothing
    would report any more (the worker's reports are sent). A run in one process (``-n 0``)
    ends as usual."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (AttributeError, OSError, ValueError):
            pass
    os._exit(0)


def pytest_xdist_auto_num_workers(config) -> int:
    """``-n auto``: a test process for each core this run may use. Why not one more, to keep
    the cores busy while an app test waits for its AI: a frame now waits for the AI's answer
    without stepping (the ``app`` fixture) and the AI keeps its window's priority
    (``EVEN_PRIORITY``), so little is left idle, while each test process warms its own caches
    and AI processes, and a third process on two cores made the whole run slower
    (docs/performance.md)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return cores


@pytest.fixture
def app(monkeypatch, request, pooled_ai, collector_sees_the_test):
    """A real app window (dummy video) with instant animations, shut down after the test.

    Matches the test starts draw their dice seeds from a seeded sequence instead of the system's
    randomness, so a whole game through the UI plays the same way on every run (a rematch still
    gets a new seed).

    A test marked ``undrawn`` steps frames without drawing (``App.drawing``): for robots that
    play long stretches and look at the screen only when they act (``ui_robot.look``). Tests
    that look at pixels, and one whole game of each board, stay drawn so every kind of frame is
    still drawn somewhere.

    A frame that finds the AI still thinking waits for its answer (``AIWorker.wait``) before
    the next one: the robot's loop must not spin a core the AI process needs, and the frames
    stepped while it thinks were most of a whole UI game's own CPU. A frame's time passes by
    its ``dt``, not the clock, so the game plays the same with fewer of them.

    The app's AI worker processes come from the test process's warm pool
    (``tests.warm_workers``) instead of each starting a fresh interpreter, and a board opening
    or closing passes over what the test made only (``tests.board_passes``).

    The app's end leaves pygame running (``game.pygame_session``): the next app test's app
    finds the fonts, texts, panels, sprites and sounds the earlier ones cached, as a player's
    app does after its first screens, instead of starting pygame and rendering everything
    anew (a tenth of a second of a core each test). A test about what is made from nothing
    forgets them itself (``pygame_session.forget_caches``)."""
    import pygame

    import game.analysis.rater
    import game.match
    import game.pygame_session
    from game.app import App
    from game.settings import settings_path

    seeds = random.Random(20261126)
    monkeypatch.setattr(game.match, "random", SimpleNamespace(SystemRandom=lambda: seeds))
    # The background rating of finished games (``game.analysis.rater``) waits for ever: the
    # tests' shared library fills with games, and rating them in every test would cost seconds
    # of a core each time. Its own test runs it.
    monkeypatch.setattr(game.analysis.rater, "SETTLE", math.inf)

    # Every test starts from the default settings: a test that switched something on (and the
    # app saves settings when it shuts down) must not change how later tests play.
    settings_path().unlink(missing_ok=True)
    application = App(size=(1280, 720))
    application.ctx.settings.animation = "instant"
    application.drawing = request.node.get_closest_marker("undrawn") is None
    step = application.frame

    def frame(dt: float) -> None:
        step(dt)
        driver = getattr(application.ctx.scenes.top, "driver", None)
        if driver is not None and driver.awaiting_answer:
            worker = application.ctx.services.get("ai")
            if worker is not None:
                worker.wait(AI_WAIT)

    application.frame = frame
    yield application
    if pygame.get_init():
        monkeypatch.setattr(game.pygame_session, "end", _session_kept)
        application.shutdown()


def _session_kept() -> None:
    """An app test's end leaves pygame running, for the next app test (see ``app``): only
    the events it left unread go."""
    import pygame

    pygame.event.clear()
