"""The analysis of games in a worker process, with its progress, so the window never waits.

Why a process: the analysis is pure Python and takes seconds; in a thread it would hold the
GIL and stutter every frame. The process is started with 'spawn' (as the AI worker is: the
same on every system and in the frozen app). A game crosses the pipe as its save data (replayed
there through the engine), or the process reads kept games itself (``RatingJob``); the
answers come back as plain data (``Analysis.to_data``, ``Analysed`` rows), so nothing depends
on pickling engine classes.

Two jobs: ``AnalysisJob``, one game's whole analysis for the review; ``RatingJob``, the
person's figures of every kept game not rated yet (``game.analysis.rater``).

One game's analysis is shared between two processes (``analyse_shared``): the worker judges the
first turns and one more process the rest, each with a judge of its own, and the worker joins
them (``game.analysis.analyse.judge_range``, ``book``), so a long game takes about half the
time on two cores. Both run at a lowered priority, so the window's frames come first.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from dataclasses import asdict
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from engine.core import State
from game.analysis.analyse import (
    Analysis,
    Judged,
    Progress,
    analyse,
    book,
    judge_range,
    judged_apart,
    turn_starts,
)
from game.background import lower_priority
from game.match import Match

PROGRESS_EVERY = 0.1
"""Seconds between two progress reports (the bar needs no more)."""
_JOIN_SECONDS = 2.0
WORKERS = 2
"""Processes one game's analysis for the review is shared between (the machines it must run
well on have two cores)."""
SHARED_FROM = 60
"""Fewest actions of a game whose analysis is shared between processes: starting one costs
about as much as judging a short game."""


def split_points(match: Match, parts: int) -> list[int]:
    """Where ``match``'s steps are cut into ``parts`` ranges of about equal cost, each cut
    where a turn begins (a judge keeps what it learnt within a turn): the bounds, first 0 and
    last the number of steps. One range for a short game, or one whose judge cannot judge
    apart (``judged_apart``)."""
    total = len(match.actions)
    starts = turn_starts(match)
    if parts <= 1 or total < SHARED_FROM or not starts or not judged_apart(match.info.game_id):
        return [0, total]
    before = list(itertools.accumulate((step_weight(s) for s in match.states[:-1]), initial=0))
    whole = before[-1]
    cuts = {min(starts, key=lambda i: abs(before[i] - whole * k / parts))
            for k in range(1, parts)}
    return [0, *sorted(cuts), total]


def step_weight(state: State) -> int:
    """About how much judging the step from ``state`` costs, to cut a game where its halves
    cost alike: a decision costs more the more choices it has (each is scored)."""
    mover = state.to_move
    if mover is None or mover < 0:
        return 1
    return 1 + len(state.legal_actions())


def analyse_shared(match: Match, workers: int, progress: Progress | None = None) -> Analysis:
    """``analyse(match)`` with its steps shared between this process and ``workers - 1``
    spawned ones, each judging a range of turns with a judge of its own, the ranges joined
    in order and booked here: the same analysis, byte for byte, sooner on several cores."""
    bounds = split_points(match, workers)
    if len(bounds) <= 2:
        return analyse(match, progress)
    total = len(match.actions)
    save = match.to_save()
    ctx = multiprocessing.get_context("spawn")
    parts: list[_Part] = []
    try:
        for start, stop in zip(bounds[1:-1], bounds[2:], strict=True):
            parent, child = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_judge_part, args=(child, save, start, stop, os.getpid()),
                               name="dice-pandemonium-analysis-part", daemon=True)
            proc.start()
            child.close()
            parts.append(_Part(proc, parent))

        def own(done: int, _: int) -> None:
            for part in parts:
                part.read()
            if progress is not None:
                progress(done + sum(part.done for part in parts), total)

        judged = judge_range(match, 0, bounds[1], progress=own)
        for part in parts:
            judged.extend(part.wait(lambda: own(bounds[1], total)))
    finally:
        for part in parts:
            part.close()
    return book(match, judged)


class _Part:
    """A range of a game judged in another process (``_judge_part``), read as it goes."""

    def __init__(self, proc: Any, conn: Connection) -> None:
        self.proc = proc
        self.conn = conn
        self.done = 0
        self.judged: list[Judged] | None = None

    def read(self) -> None:
        """What the process said since last asked (never blocks)."""
        while self.judged is None and self.conn.poll():
            message = self.conn.recv()
            if message[0] == "progress":
                self.done = message[1]
            elif message[0] == "judged":
                self.judged = message[1]
            else:
                raise RuntimeError(f"a part of the analysis failed: {message[1]}")

    def wait(self, progressed: Callable[[], None]) -> list[Judged]:
        """The range's judgements, once sent (telling ``progressed`` meanwhile)."""
        while self.judged is None:
            self.conn.poll(PROGRESS_EVERY)
            self.read()
            progressed()
        return self.judged

    def close(self) -> None:
        self.conn.close()
        self.proc.join(_JOIN_SECONDS if self.judged is not None else 0)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(_JOIN_SECONDS)


def _judge_part(conn: Connection, save: dict[str, Any], start: int, stop: int,
                parent: int) -> None:
    """Steps ``start`` to ``stop`` of the saved game judged and sent back (as our own
    ``Judged`` records: plain numbers and texts). Stops as soon as the process that asked has
    gone (it was closed mid-way): nobody waits for the answer."""
    import engine  # noqa: F401  (registers every game in this fresh process)

    lower_priority()
    try:
        match = Match.from_save(save)
        last = [0.0]

        def progress(done: int, _: int) -> None:
            if os.getppid() != parent:
                raise SystemExit(0)
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", done))

        conn.send(("judged", judge_range(match, start, stop, progress=progress)))
    except Exception as error:  # noqa: BLE001 - the asking process says so
        _say_failed(conn, error)
    finally:
        conn.close()


def _run(conn: Connection, save: dict[str, Any]) -> None:
    import engine  # noqa: F401  (registers every game in this fresh process)

    lower_priority()
    # This process asks another for half the game: a daemon process may not start one. It
    # still ends with the window (``AnalysisJob.close``), and the other with it (``_judge_part``).
    multiprocessing.current_process().daemon = False
    try:
        match = Match.from_save(save)
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", done, total))

        conn.send(("done", analyse_shared(match, WORKERS, progress).to_data()))
    except Exception as error:  # noqa: BLE001 - the board says so and goes on
        _say_failed(conn, error)
    finally:
        conn.close()


def _rate(conn: Connection, paths: list[str], known: list[str]) -> None:
    """The kept games at ``paths`` (oldest first) of one person whose key is not ``known``:
    each analysed, the person's figures sent as soon as it is done."""
    import engine  # noqa: F401  (registers every game in this fresh process)
    from game.saves import SaveError, load_match
    from game.stats import Analysed, match_key

    try:
        for path in paths:
            try:
                match = load_match(Path(path))
            except (SaveError, OSError):
                continue  # the Past games screen says what is wrong with it
            humans = match.human_seats()
            key = match_key(match)
            if not match.is_over or len(humans) != 1 or key in known:
                continue
            report = analyse(match).seats[humans[0]]
            row = Analysed(match.info.game_id, key, report.decisions, report.error_rate,
                           report.luck)
            conn.send(("rated", asdict(row)))
        conn.send(("done", None))
    except Exception as error:  # noqa: BLE001 - no rating this time; the app goes on
        _say_failed(conn, error)
    finally:
        conn.close()


def _say_failed(conn: Connection, error: Exception) -> None:
    try:
        conn.send(("failed", f"{type(error).__name__}: {error}"))
    except (OSError, ValueError):
        pass


class _ProcessJob:
    """A job in its own process: ``poll`` each frame (never blocks); ``close`` when leaving.

    The process is started on a thread of its own: starting one (a fork and an exec of the
    whole app) takes tens of milliseconds, a frame or more, on a busy machine."""

    def __init__(self, target: Callable[..., None], *args: Any) -> None:
        self.progress = 0.0
        """Share done, 0..1."""
        self.finished = False
        self.failure: str | None = None
        self._proc: Any = None
        self._conn: Connection | None = None
        self._starter = threading.Thread(target=self._start, args=(target, args),
                                         name="analysis-start", daemon=True)
        self._starter.start()

    def _start(self, target: Callable[..., None], args: tuple[Any, ...]) -> None:
        try:
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=target, args=(child, *args),
                               name="dice-pandemonium-analysis", daemon=True)
            proc.start()
            child.close()
            self._proc, self._conn = proc, parent  # only a started process is joined
        except Exception as error:  # noqa: BLE001 - no process: the screen goes without
            self.failure = f"the analysis could not start ({type(error).__name__})"

    @property
    def running(self) -> bool:
        return not self.finished and self.failure is None

    def poll(self) -> None:
        """Read what the process said since the last frame (never blocks)."""
        if self._starter.is_alive():
            return
        conn = self._conn
        if conn is None or not self.running:
            return
        try:
            while conn.poll():
                message = conn.recv()
                if message[0] == "progress":
                    self.progress = message[1] / max(1, message[2])
                elif message[0] == "done":
                    self.finished = True
                    self.progress = 1.0
                    self.received(message[1])
                    self.close()
                    return
                elif message[0] == "failed":
                    self.failure = str(message[1])
                    self.close()
                    return
                else:
                    self.received_part(message)
        except (EOFError, OSError):
            self.failure = "the analysis stopped"
            self.close()

    def received(self, payload: Any) -> None:
        """The job's answer ("done")."""

    def received_part(self, message: tuple[Any, ...]) -> None:
        """A part of the answer sent on the way."""

    def close(self) -> None:
        self._starter.join()
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            conn.close()
        if proc is not None:
            proc.join(0.05)
            if proc.is_alive():
                proc.terminate()
                proc.join(_JOIN_SECONDS)
            if proc.is_alive():  # a busy machine: it did not stop in time
                proc.kill()
                proc.join(_JOIN_SECONDS)
            if not proc.is_alive():
                proc.close()
        if self.running:
            self.failure = "the analysis was stopped"


class AnalysisJob(_ProcessJob):
    """One game's analysis under way (the review's)."""

    def __init__(self, save: dict[str, Any]) -> None:
        self.result: Analysis | None = None
        super().__init__(_run, save)

    def received(self, payload: Any) -> None:
        self.result = Analysis.from_data(payload)


class RatingJob(_ProcessJob):
    """The person's kept games not rated yet, rated one by one (``rows`` as they come)."""

    def __init__(self, paths: list[Path], known: list[str]) -> None:
        self.rows: list[dict[str, Any]] = []
        """Rows sent so far and not taken yet (``take``), as ``Analysed`` fields."""
        super().__init__(_rate, [str(p) for p in paths], known)

    def received_part(self, message: tuple[Any, ...]) -> None:
        if message[0] == "rated":
            self.rows.append(message[1])

    def take(self) -> list[dict[str, Any]]:
        rows, self.rows = self.rows, []
        return rows


__all__ = ["AnalysisJob", "RatingJob", "analyse_shared", "split_points"]
