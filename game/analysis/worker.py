"""The analysis of a game in a worker process, with its progress, so the window never waits.

Why a process: the analysis is pure Python and takes seconds; in a thread it would hold the
GIL and stutter every frame. The process is started with 'spawn' (as the AI worker is: the
same on every system and in the frozen app). The game crosses the pipe as its save data
(replayed there through the engine) and the answer comes back as plain data
(``Analysis.to_data``), so nothing depends on pickling engine classes.
"""

from __future__ import annotations

import multiprocessing
import time
from multiprocessing.connection import Connection
from typing import Any

from game.analysis.analyse import Analysis, analyse

PROGRESS_EVERY = 0.1
"""Seconds between two progress reports (the bar needs no more)."""
_JOIN_SECONDS = 2.0


def _run(conn: Connection, save: dict[str, Any]) -> None:
    import engine  # noqa: F401  (registers every game in this fresh process)
    from game.match import Match

    try:
        match = Match.from_save(save)
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", done, total))

        conn.send(("done", analyse(match, progress).to_data()))
    except Exception as error:  # noqa: BLE001 - the board says so and goes on
        try:
            conn.send(("failed", f"{type(error).__name__}: {error}"))
        except (OSError, ValueError):
            pass
    finally:
        conn.close()


class AnalysisJob:
    """One game's analysis under way: ``poll`` each frame; ``close`` when leaving."""

    def __init__(self, save: dict[str, Any]) -> None:
        self.progress = 0.0
        """Share done, 0..1."""
        self.result: Analysis | None = None
        self.failure: str | None = None
        self._proc: Any = None
        self._conn: Connection | None = None
        try:
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_run, args=(child, save),
                               name="dice-pandemonium-analysis", daemon=True)
            proc.start()
            child.close()
            self._proc, self._conn = proc, parent  # only a started process is joined
        except Exception as error:  # noqa: BLE001 - no process: the review goes without
            self.failure = f"the analysis could not start ({type(error).__name__})"

    @property
    def running(self) -> bool:
        return self.result is None and self.failure is None

    def poll(self) -> None:
        """Read what the process said since the last frame (never blocks)."""
        conn = self._conn
        if conn is None or not self.running:
            return
        try:
            while conn.poll():
                message = conn.recv()
                if message[0] == "progress":
                    self.progress = message[1] / max(1, message[2])
                elif message[0] == "done":
                    self.result = Analysis.from_data(message[1])
                    self.progress = 1.0
                    self.close()
                    return
                else:
                    self.failure = str(message[1])
                    self.close()
                    return
        except (EOFError, OSError):
            self.failure = "the analysis stopped"
            self.close()

    def close(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            conn.close()
        if proc is not None:
            proc.join(0.05)
            if proc.is_alive():
                proc.terminate()
                proc.join(_JOIN_SECONDS)
            proc.close()
        if self.running:
            self.failure = "the analysis was stopped"


__all__ = ["AnalysisJob"]
