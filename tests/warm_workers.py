"""AI worker processes kept warm across the app tests of one test process.

Every board a test opens starts its AI, meter, hint or tutor worker (``game.ai.worker``) as a
fresh interpreter that imports the engine and the AI: about half a second of a core each time,
paid again by the next test. In the ``app`` fixture (and any test asking for ``pooled_ai``) a
worker takes an idle process from this pool instead and gives it back when it is closed, so a
test process starts only as many as are open at once. The worker's own code (``_start``,
``_stop_process``) still starts and stops real processes in ``test_ai_worker`` and in every
test that does not ask for the pool.

Why a process taken over answers like a fresh one: a worker's answer depends only on the job
(state, level, seed) it is sent; a process is given back only while alive, its job in flight
already cancelled (``AIWorker.close``); and every worker numbers its jobs above any earlier
worker's, so a late answer to an earlier owner's job is dropped as stale (``AIWorker._drain``).
"""

from __future__ import annotations

import itertools
import multiprocessing
from typing import Any

import pytest

from game.ai.worker import AIWorker

START, STOP, INIT = AIWorker._start, AIWorker._stop_process, AIWorker.__init__
"""The worker's own code, which the pool calls to start and stop real processes."""

SEQ_BLOCK = 1_000_000
"""Job numbers each worker may use before reaching the next worker's (far more than a test
submits)."""


class WarmProcesses:
    """Idle worker processes (each with its pipe, cancel mark and reading thread), by the
    modules they imported."""

    def __init__(self) -> None:
        self.idle: dict[tuple[str, ...], list[Any]] = {}
        self.blocks = itertools.count(SEQ_BLOCK, SEQ_BLOCK)
        self.started = 0

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Workers created until the test ends draw from and return to this pool."""
        pool = self

        def numbered(worker: AIWorker, *args: Any, **kwargs: Any) -> None:
            INIT(worker, *args, **kwargs)
            worker._seq = next(pool.blocks)

        def take(worker: AIWorker) -> None:
            idle = pool.idle.get(worker._modules)
            while idle:
                process = idle.pop()
                if process.proc.is_alive():
                    worker._process = process
                    return
                process.stop()
            pool.started += 1
            START(worker)

        def give_back(worker: AIWorker) -> None:
            process = worker._process
            if process is None or not process.proc.is_alive():
                STOP(worker)
                return
            worker._process = None
            pool.idle.setdefault(worker._modules, []).append(process)

        monkeypatch.setattr(AIWorker, "__init__", numbered)
        monkeypatch.setattr(AIWorker, "_start", take)
        monkeypatch.setattr(AIWorker, "_stop_process", give_back)

    def left_running(self) -> list[Any]:
        """Child processes still running besides this pool's idle ones: what a closed worker
        must not leave behind."""
        idle = {process.proc for processes in self.idle.values() for process in processes}
        return [proc for proc in multiprocessing.active_children() if proc not in idle]

    def close(self) -> None:
        """Stop every idle process (as ``AIWorker.close`` would)."""
        for idle in self.idle.values():
            for process in idle:
                process.stop()  # the worker's own stopping code
        self.idle.clear()


@pytest.fixture(scope="session")
def warm_workers():
    """The test process's pool of idle AI worker processes, stopped when the session ends."""
    pool = WarmProcesses()
    yield pool
    pool.close()


@pytest.fixture
def pooled_ai(monkeypatch, warm_workers):
    """AI workers created in this test take their processes from the warm pool."""
    warm_workers.install(monkeypatch)
