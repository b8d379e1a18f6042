"""How the app starts the processes it works in beside the window (the AI, the meter, the
review's analysis, the command-line tools' pools).

The app starts them with 'spawn' everywhere: a fresh interpreter that imports what it needs,
the one way that behaves the same on Linux, Windows, macOS and inside the PyInstaller bundle.

A test run starts dozens of them, one a board, review or tool a test opens, and each fresh
interpreter imports the whole engine again (about half a second of a core, most of it the
rules' data classes being made), which added up to a twentieth of the test command. Where
``FORK_SERVER`` is set (the tests set it, where the system has a fork server) they start from a
fork server that imported the engine, the AI and the analysis once: each is then a copy of
that process, its imports done. The jobs and answers still cross the same pipes, pickled, as
they do between spawned processes. The tests of the processes themselves (the AI worker's, the
smoke test of the real app) take the switch off and spawn, as the app does.

A fork server's processes take the environment the server started with, not the one of the
moment: a test that changes a helper's environment (``game.background.EVEN_PRIORITY``) takes
the switch off too.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
from typing import TYPE_CHECKING, Any

from game.background import giving_way, lower_priority

if TYPE_CHECKING:  # the fork server's context is defined only where there is one
    from multiprocessing.context import ForkServerContext, SpawnContext

FORK_SERVER = "DICE_PANDEMONIUM_FORK_SERVER"
"""Set (to anything but empty) in the environment, helper processes start from a fork server
(see above)."""

PRELOADED = ("engine", "game.ai.worker", "game.analysis.worker")
"""What the fork server imports once for every process it starts."""


def process_context() -> SpawnContext | ForkServerContext:
    """The context to start a helper process with: 'spawn', or under ``FORK_SERVER`` (where
    the system has one) the fork server that imported ``PRELOADED``."""
    if os.environ.get(FORK_SERVER) and "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(list(PRELOADED))
        return context
    return multiprocessing.get_context("spawn")


def entered(lowered: bool, module: str, function: str, *args: Any) -> None:
    """A helper process's target: ``function`` of ``module`` called with ``args``; when
    ``lowered``, the module is imported while the process, already lowered, offers its core
    to the window (``game.background.giving_way``). Why: a spawned process imports the module
    of its target before it runs a line of it, the engine and the AI with it, and a board
    starts two such processes at once (the AI's and the meter's): the board's first frames
    waited behind them for a core. This module imports nothing of the sort, so a process
    started on it yields from its first import."""
    if not lowered:
        getattr(importlib.import_module(module), function)(*args)
        return
    lower_priority()
    with giving_way():
        run = getattr(importlib.import_module(module), function)
    run(*args)


def target_args(target: Any, args: tuple[Any, ...], lowered: bool = True
                ) -> tuple[Any, tuple[Any, ...]]:
    """``Process(target=..., args=...)`` for a helper running ``target(*args)`` by way of
    ``entered`` (``lowered``: yielding the cores to the window from its first import)."""
    return entered, (lowered, target.__module__, target.__name__, *args)
