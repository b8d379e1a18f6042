"""Running the AI off the UI thread: a worker process, plus the same search in-process.

Why a process and not a thread: the search is pure Python, so a thread would hold the GIL and
stutter the window. The process uses the 'spawn' start method everywhere, so it behaves the same on
Linux, Windows, macOS and inside a PyInstaller bundle (whose entry point calls
``multiprocessing.freeze_support()``). States cross the pipe as the pipe sends them, pickled:
the compact form of our own processes, built and read by the same code (nothing read from disk
is ever unpickled; saves stay JSON move lists). Answers come back as plain data
(``action_to_dict``) that ``decode`` checks.

The same worker answers three kinds of job (``MOVE``, ``ADVICE``, ``CHANCES``): an AI seat's
move, a hint for a person's seat and the win-chance meter's reading (``game.ai.advice``). The
board keeps one worker per kind, so a hint never cancels an AI move.

The game must never stall because of the AI: if the process cannot start, dies, or reports an
error, ``poll`` computes the move in-thread with the Easy budget (a few hundredths of a second) and
only raises ``AIError`` when even that fails.
"""

from __future__ import annotations

import importlib
import multiprocessing
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from engine.core import (
    Action,
    CorruptData,
    State,
    action_from_dict,
    action_to_dict,
    get_game,
)
from game.ai.advice import Advice, advise, win_chances
from game.ai.finish import finish
from game.ai.planners import LEVEL_NAMES, level_config, plan

MOVE, ADVICE, CHANCES = "move", "advice", "chances"
"""What a job asks: the AI's move for the seat to move, a hint for a person's seat, or every
seat's win chance (the meter)."""

FALLBACK_LEVEL = "easy"
"""Budget used in-thread when the worker process is unavailable."""

_JOIN_SECONDS = 2.0


class AIError(RuntimeError):
    """The AI could not produce a move; ``str(error)`` is a readable sentence."""


def choose_now(
    game_id: str,
    state: State,
    level: str,
    seed: int,
    should_stop: Callable[[], bool] | None = None,
) -> Action:
    """The search's choice for ``state`` at ``level``, computed right here (CLI, tests, fallback).

    Pure for a given (state, level, seed): the same arguments give the same action.
    """
    config = level_config(game_id, level)
    info = get_game(game_id)
    actions = state.legal_actions()
    if len(actions) == 1:
        return finish(state, actions[0])
    return finish(state, plan(info, config, state, random.Random(seed), should_stop).action)


def _import_games(modules: Sequence[str]) -> None:
    """Register the games in this process (``engine`` registers the real ones)."""
    importlib.import_module("engine")
    for name in modules:
        importlib.import_module(name)


def _serve(conn: Connection, cancel_upto: Any, modules: Sequence[str]) -> None:
    """The worker process: answer jobs one at a time until told to stop or the pipe closes."""
    _import_games(modules)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        seq, kind, game_id, state, level, seed, seat = job

        def cancelled(seq: int = seq) -> bool:
            return cancel_upto.value >= seq

        try:
            reply: tuple[str, int, Any] = ("ok", seq, answer(
                kind, game_id, state, level, seed, seat, should_stop=cancelled))
        except Exception as error:  # reported to the parent, which falls back
            reply = ("error", seq, f"{type(error).__name__}: {error}")
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


def answer(kind: str, game_id: str, state: State, level: str, seed: int,
           seat: int | None = None, should_stop: Callable[[], bool] | None = None) -> Any:
    """A job's answer as plain data, the one road of every job, in the worker and in the
    in-thread fallback alike: a move (``MOVE``), a hint for the seat to move (``ADVICE``, at
    ``level``) or every seat's win chance as ``seat`` sees the game (``CHANCES``; ``None``:
    the whole state). When it raises, the board has no AI answer and plays a random move
    ("The AI stumbled"); ``python -m game contract`` counts those."""
    if kind == ADVICE:
        mover = state.to_move
        assert mover is not None
        return advise(state, mover, seed, level).to_dict()
    if kind == CHANCES:
        return list(win_chances(state, seat, seed))
    return action_to_dict(choose_now(game_id, state, level, seed, should_stop=should_stop))


def decode(kind: str, game_id: str, payload: Any) -> Action | Advice | tuple[float, ...]:
    if kind == ADVICE:
        return Advice.from_dict(game_id, payload)
    if kind == CHANCES:
        if not isinstance(payload, list) or not all(
                isinstance(c, float) and 0.0 <= c <= 1.0 for c in payload):
            raise AIError("The win-chance answer was damaged.")
        return tuple(payload)
    return action_from_dict(get_game(game_id), payload)


@dataclass
class _Job:
    seq: int
    kind: str
    ticket: int
    game_id: str
    state: State
    level: str
    seed: int
    seat: int | None = None
    failed: str | None = None
    """Why the worker cannot answer this job (then ``poll`` falls back in-thread)."""


class AIWorker:
    """The search in a separate process, driven without blocking.

    ``submit`` a job, ``poll`` each frame until it returns ``(ticket, action)``. Submitting while
    busy supersedes (and cancels) the previous job, so only the latest ticket is ever answered;
    ``cancel`` drops the current job. Always ``close`` (or use ``with``) so no process is left.
    """

    def __init__(self, modules: Sequence[str] = ()) -> None:
        """``modules`` are imported in the worker besides ``engine`` (to register test games)."""
        self._ctx = multiprocessing.get_context("spawn")
        self._modules = tuple(modules)
        self._proc: Any = None
        self._conn: Connection | None = None
        self._cancel_upto: Any = None
        self._seq = 0
        self._job: _Job | None = None

    # ---------------------------------------------------------------------------- process

    def _start(self) -> None:
        parent, child = self._ctx.Pipe(duplex=True)
        cancel_upto = self._ctx.RawValue("q", 0)
        proc = self._ctx.Process(
            target=_serve, args=(child, cancel_upto, self._modules),
            name="dice-pandemonium-ai", daemon=True,
        )
        proc.start()
        child.close()
        self._proc, self._conn, self._cancel_upto = proc, parent, cancel_upto

    def _alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    def _stop_process(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = self._cancel_upto = None
        if conn is not None:
            try:
                conn.send(None)
            except (EOFError, OSError):
                pass
        if proc is not None:
            proc.join(_JOIN_SECONDS)
            if proc.is_alive():
                proc.terminate()
                proc.join(_JOIN_SECONDS)
            if proc.is_alive():
                proc.kill()
                proc.join(_JOIN_SECONDS)
            proc.close()
        if conn is not None:
            conn.close()

    # -------------------------------------------------------------------------------- API

    @property
    def busy(self) -> bool:
        """Whether a submitted job has not been answered (or cancelled) yet."""
        return self._job is not None

    def submit(self, game_id: str, state: State, level: str, seed: int,
               ticket: int, kind: str = MOVE, seat: int | None = None) -> None:
        """Start thinking about ``state``; answered through ``poll``
        with an action (``kind=MOVE``), an ``Advice`` for the seat to move (``ADVICE``) or
        the seats' win chances as ``seat`` sees the game (``CHANCES``)."""
        if level not in LEVEL_NAMES:
            raise ValueError(f"Unknown AI level {level!r}; "
                             f"choose from {', '.join(LEVEL_NAMES)}.")
        if self._job is not None:
            self.cancel()
        self._drain()  # stale replies must not pile up in the pipe
        self._seq += 1
        job = _Job(self._seq, kind, ticket, game_id, state, level, seed, seat)
        self._job = job
        try:
            if not self._alive():
                if self._proc is not None:
                    self._stop_process()
                self._start()
            assert self._conn is not None
            self._conn.send((job.seq, kind, game_id, state, level, seed, seat))
        except Exception as error:  # no process: poll answers in-thread
            job.failed = f"the AI process could not start ({type(error).__name__}: {error})"

    def warm(self) -> None:
        """Start the process now if it is not running, e.g. as a board opens: starting it
        takes a fork and an exec, which would otherwise fall on the frame of the first
        question."""
        if self._alive():
            return
        try:
            if self._proc is not None:
                self._stop_process()
            self._start()
        except Exception:  # noqa: BLE001 - submit tries again and falls back to this thread
            self._proc = self._conn = self._cancel_upto = None

    def poll(self) -> tuple[int, Any] | None:
        """``(ticket, answer)`` once the current job is answered, else None. Never blocks long.
        The answer is an ``Action`` for a ``MOVE`` job, an ``Advice`` for an ``ADVICE`` job.

        Raises ``AIError`` only if the worker failed and the in-thread fallback failed too.
        """
        job = self._job
        if job is None:
            self._drain()
            return None
        if job.failed is None:
            reply = self._drain()
            if reply is not None:
                status, _seq, payload = reply
                if status != "ok":
                    job.failed = f"the AI process reported an error ({payload})"
                else:
                    try:
                        answer = decode(job.kind, job.game_id, payload)
                    except (CorruptData, AIError) as error:
                        job.failed = f"the AI process sent a damaged answer ({error})"
                    else:
                        self._job = None
                        return job.ticket, answer
            elif not self._alive():
                job.failed = "the AI process stopped unexpectedly"
                self._stop_process()
        if job.failed is None:
            return None
        self._job = None
        return job.ticket, self._fallback(job)

    def _drain(self) -> tuple[str, int, Any] | None:
        """Read every waiting reply; return the one for the current job, drop stale ones."""
        conn = self._conn
        found = None
        if conn is None:
            return None
        try:
            while conn.poll():
                reply = conn.recv()
                if self._job is not None and reply[1] == self._job.seq:
                    found = reply
        except (EOFError, OSError):
            self._stop_process()
        return found

    def _fallback(self, job: _Job) -> Action | Advice | tuple[float, ...]:
        """Compute the job in this thread at the Easy budget so the game goes on."""
        try:
            return decode(job.kind, job.game_id, answer(
                job.kind, job.game_id, job.state, FALLBACK_LEVEL, job.seed, job.seat))
        except Exception as error:
            raise AIError(f"The AI could not choose a move: {job.failed}; "
                          f"computing it here failed too ({type(error).__name__}: {error}).") \
                from error

    def cancel(self) -> None:
        """Drop the current job: the worker stops it early and its answer is discarded."""
        job = self._job
        self._job = None
        if job is not None and self._cancel_upto is not None:
            self._cancel_upto.value = job.seq

    def close(self) -> None:
        """Stop the worker process and wait for it (no zombie is left)."""
        self.cancel()
        self._stop_process()

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
