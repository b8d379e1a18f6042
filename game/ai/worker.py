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
import queue
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from engine.core import (
    Action,
    State,
    action_from_dict,
    action_to_dict,
    get_game,
)
from game.ai.advice import Advice, advise, win_chances
from game.ai.finish import finish
from game.ai.planners import LEVEL_NAMES, level_config, plan
from game.background import giving_way, lower_priority, lower_priority_of
from game.processes import process_context, target_args

MOVE, ADVICE, CHANCES, CALL = "move", "advice", "chances", "call"
"""What a job asks: the AI's move for the seat to move, a hint for a person's seat, every
seat's win chance (the meter), or a function of ours run on the state (``submit_call``: the
tutor's check of a person's choice), its answer plain data."""

_BETWEEN_FRAMES = threading.Event()
"""Set while no frame is being made (``frame_started``/``frame_done``; always set where no
frames are made: the tools, the tests that drive the AI without the app)."""
_BETWEEN_FRAMES.set()
HAND_OVER_WAIT = 0.05
"""Seconds at most a job waits for its frame to end before it is sent anyway (a frame that
never says it ended must not keep the AI waiting)."""


def frame_started() -> None:
    """A frame is being made: jobs handed to the AI now are sent once it is shown.

    Why: sending a job pickles the position in the writing thread, in C, which holds
    Python's lock; the frame that applied a move hands the new position to the AI, the hint
    and the meter at once, and their pickling took turns from that very frame (seen in the
    late frames of a whole game). Between frames the window sleeps, and the pickling fits
    there."""
    _BETWEEN_FRAMES.clear()


def frame_done() -> None:
    """The frame is shown: the jobs waiting for it are sent."""
    _BETWEEN_FRAMES.set()


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
    lower_priority()
    _import_games(modules)
    line = _LineEnd()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        seq, kind, game_id, sent, level, seed, seat, call = job
        try:
            state = line.take(sent)
        except Exception as error:  # reported to the parent, which falls back
            conn.send(("error", seq, f"{type(error).__name__}: {error}"))
            continue

        def cancelled(seq: int = seq) -> bool:
            return cancel_upto.value >= seq

        try:
            with giving_way():
                reply: tuple[str, int, Any] = ("ok", seq, answer(
                    kind, game_id, state, level, seed, seat, should_stop=cancelled, call=call))
        except Exception as error:  # reported to the parent, which falls back
            reply = ("error", seq, f"{type(error).__name__}: {error}")
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


@dataclass(frozen=True)
class _Extend:
    """What crosses the pipe instead of a whole state when the worker already holds an
    earlier position of the same game: the actions played since. Why: pickling a whole state
    on the frame costs milliseconds where a game keeps big objects (Doodle Dice's drawn
    monsters); an action or two costs next to nothing."""

    start: int
    """How many actions the worker's position had when these were played after it."""
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class _Begin:
    """A whole position that later jobs may extend (``_Extend``): the state after the first
    ``length`` actions of its game."""

    length: int
    state: State


class _LineEnd:
    """The worker process's copy of the last position it was sent, extended by ``_Extend``."""

    def __init__(self) -> None:
        self.state: State | None = None
        self.length = -1

    def take(self, sent: State | _Begin | _Extend) -> State:
        if isinstance(sent, _Extend):
            if self.state is None or sent.start != self.length:
                raise RuntimeError("the worker lost the position it was told to extend")
            state = self.state
            for action in sent.actions:
                state = state.apply(action)
            self.state, self.length = state, self.length + len(sent.actions)
            return state
        if isinstance(sent, _Begin):
            self.length, self.state = sent.length, sent.state
            return sent.state
        return sent


Call = tuple[Callable[..., Any], tuple[Any, ...]]
"""A ``CALL`` job's function (module-level: it crosses the pipe by name) and its arguments
after the state."""


def answer(kind: str, game_id: str, state: State, level: str, seed: int,
           seat: int | None = None, should_stop: Callable[[], bool] | None = None,
           call: Call | None = None) -> Any:
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
    if kind == CALL:
        assert call is not None
        function, args = call
        return function(state, *args)
    return action_to_dict(choose_now(game_id, state, level, seed, should_stop=should_stop))


def decode(kind: str, game_id: str, payload: Any) -> Any:
    """A job's answer read back (a ``CALL``'s as it came: its caller checks it)."""
    if kind == CALL:
        return payload
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
    call: Call | None = None
    failed: str | None = None
    """Why the worker cannot answer this job (then ``poll`` falls back in-thread)."""


def worker_service(services: dict[str, Any], name: str) -> AIWorker:
    """The app's worker called ``name`` (the AI's, the hints', the meter's, the tutor's),
    started on first use and closed with the app's other services. One per errand, so none
    cancels or delays another's question."""
    worker = services.get(name)
    if worker is None:
        worker = services[name] = AIWorker()
    return worker


class AIWorker:
    """The search in a separate process, driven without blocking.

    ``submit`` a job, ``poll`` each frame until it returns ``(ticket, action)``. Submitting while
    busy supersedes (and cancels) the previous job, so only the latest ticket is ever answered;
    ``cancel`` drops the current job. Always ``close`` (or use ``with``) so no process is left.
    """

    def __init__(self, modules: Sequence[str] = ()) -> None:
        """``modules`` are imported in the worker besides ``engine`` (to register test games)."""
        self._ctx = process_context()
        self._modules = tuple(modules)
        self._process: _Process | None = None
        self._seq = 0
        self._job: _Job | None = None
        self._line: tuple[Sequence[Action], int, Action | None] | None = None
        """The game (its action list), how many of its actions the process's position
        has, and the last of them: what a job may extend (``_Extend``)."""

    # ---------------------------------------------------------------------------- process

    @property
    def _proc(self) -> Any:
        """The running process (tests look at it), or None."""
        return None if self._process is None else self._process.proc

    def _start(self) -> None:
        parent, child = self._ctx.Pipe(duplex=True)
        cancel_upto = self._ctx.RawValue("q", 0)
        target, args = target_args(_serve, (child, cancel_upto, self._modules))
        proc = self._ctx.Process(target=target, args=args, name="dice-pandemonium-ai",
                                 daemon=True)
        proc.start()
        lower_priority_of(proc)
        child.close()
        self._process = _Process(proc, parent, cancel_upto)
        self._line = None  # a new process holds no position yet

    def _alive(self) -> bool:
        return self._process is not None and self._process.proc.is_alive()

    def _stop_process(self) -> None:
        process, self._process = self._process, None
        self._line = None
        if process is not None:
            process.stop()

    # -------------------------------------------------------------------------------- API

    @property
    def busy(self) -> bool:
        """Whether a submitted job has not been answered (or cancelled) yet."""
        return self._job is not None

    def submit_call(self, game_id: str, state: State, ticket: int,
                    function: Callable[..., Any], *args: Any) -> None:
        """Run ``function(state, *args)`` in the worker (``function`` defined at a module's
        top level, its answer plain data); answered through ``poll`` as it returned."""
        self.submit(game_id, state, FALLBACK_LEVEL, 0, ticket, kind=CALL,
                    call=(function, args))

    def submit(self, game_id: str, state: State, level: str, seed: int,
               ticket: int, kind: str = MOVE, seat: int | None = None,
               call: Call | None = None, line: Sequence[Action] | None = None) -> None:
        """Start thinking about ``state``; answered through ``poll``
        with an action (``kind=MOVE``), an ``Advice`` for the seat to move (``ADVICE``),
        the seats' win chances as ``seat`` sees the game (``CHANCES``) or what ``call``
        answered (``CALL``, see ``submit_call``).

        ``line``: the actions of the game ``state`` is the position after (a match's own
        list, which it appends to): when the process already holds an earlier position of
        the same list, only the actions since are sent (see ``_Extend``)."""
        if level not in LEVEL_NAMES:
            raise ValueError(f"Unknown AI level {level!r}; "
                             f"choose from {', '.join(LEVEL_NAMES)}.")
        if self._job is not None:
            self.cancel()
        self._drain()  # stale replies must not pile up
        self._seq += 1
        job = _Job(self._seq, kind, ticket, game_id, state, level, seed, seat, call)
        self._job = job
        try:
            if not self._alive():
                if self._process is not None:
                    self._stop_process()
                self._start()
            process = self._process
            assert process is not None
            process.send(job.seq, kind, game_id, (job.seq, kind, game_id,
                         self._sendable(state, line), level, seed, seat, call))
        except Exception as error:  # no process: poll answers in-thread
            self._line = None
            job.failed = f"the AI process could not start ({type(error).__name__}: {error})"

    def _sendable(self, state: State, line: Sequence[Action] | None
                  ) -> State | _Begin | _Extend:
        """What to send for ``state``: the actions since the process's position when
        ``line`` continues it, else the whole state (kept by the process when on a line)."""
        held, self._line = self._line, None
        if line is None:
            self._line = held  # the process keeps its position for a later job on its line
            return state
        length = len(line)
        self._line = (line, length, line[-1] if length else None)
        if held is not None and held[0] is line and held[1] <= length \
                and (held[1] == 0 or line[held[1] - 1] is held[2]):
            return _Extend(held[1], tuple(line[held[1]:]))
        return _Begin(length, state)

    def warm(self) -> None:
        """Start the process now if it is not running, e.g. as a board opens: starting it
        takes a fork and an exec, which would otherwise fall on the frame of the first
        question."""
        if self._alive():
            return
        try:
            if self._process is not None:
                self._stop_process()
            self._start()
        except Exception:  # noqa: BLE001 - submit tries again and falls back to this thread
            self._process = None

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
                if status == "ok":
                    self._job = None
                    return job.ticket, payload
                job.failed = (f"the AI process sent a damaged answer ({payload})"
                              if status == "damaged"
                              else f"the AI process reported an error ({payload})")
            elif not self._alive():
                job.failed = "the AI process stopped unexpectedly"
                self._stop_process()
        if job.failed is None:
            return None
        self._job = None
        return job.ticket, self._fallback(job)

    def wait(self, most: float) -> None:
        """Block until a reply is waiting or ``most`` seconds have passed (at once when no
        process runs). For a caller with nothing else to do until the AI answers: the tests'
        robots, which would otherwise step frames nobody looks at while it thinks."""
        process = self._process
        if process is not None and self._job is not None:
            process.arrived.wait(most)

    def _drain(self) -> tuple[str, int, Any] | None:
        """Take every reply read so far; return the one for the current job, drop stale
        ones. Never waits: the process's own thread read and decoded them (``_Process``)."""
        process = self._process
        if process is None:
            return None
        found = None
        replies, gone = process.take()
        for reply in replies:
            if self._job is not None and reply[1] == self._job.seq:
                found = reply
        if gone and found is None:
            self._stop_process()
        return found

    def _fallback(self, job: _Job) -> Any:
        """Compute the job in this thread at the Easy budget so the game goes on."""
        try:
            return decode(job.kind, job.game_id, answer(
                job.kind, job.game_id, job.state, FALLBACK_LEVEL, job.seed, job.seat,
                call=job.call))
        except Exception as error:
            raise AIError(f"The AI could not choose a move: {job.failed}; "
                          f"computing it here failed too ({type(error).__name__}: {error}).") \
                from error

    def cancel(self) -> None:
        """Drop the current job: the worker stops it early and its answer is discarded."""
        job = self._job
        self._job = None
        if job is not None and self._process is not None:
            self._process.cancel_upto.value = job.seq

    def close(self) -> None:
        """Stop the worker process and wait for it (no zombie is left)."""
        self.cancel()
        self._stop_process()

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _Process:
    """A running worker process, its pipe, and the threads that write its jobs and read its
    answers.

    Why threads: a message larger than the pipe holds (a position with drawn monsters, an
    AI's drawn answer) passes only as fast as the process at the other end takes it, and the
    worker takes the next job only once it has stopped the last; on a frame, sending or
    reading one made the frame wait for that lower-priority process (and pickling and decoding
    it cost the frame too). The writing thread pickles and sends each job in order; the
    reading thread reads each reply whole, decodes the ones a job of this process expects,
    and queues them for ``AIWorker.poll``, which never waits."""

    def __init__(self, proc: Any, conn: Connection, cancel_upto: Any) -> None:
        self.proc = proc
        self.conn = conn
        self.cancel_upto = cancel_upto
        self.arrived = threading.Event()
        """Set when a reply (or the process's end) is queued; cleared by ``take``."""
        self._replies: queue.SimpleQueue[tuple[str, int, Any] | None] = queue.SimpleQueue()
        self._expected: dict[int, tuple[str, str]] = {}
        """Each job sent and not yet answered: its kind and game (how to decode its answer)."""
        self._jobs: queue.SimpleQueue[tuple[int, Any] | None] = queue.SimpleQueue()
        """The jobs to send, in order (None: tell the process to stop, then end)."""
        self._reader = threading.Thread(target=self._read, name="ai-answers", daemon=True)
        self._writer = threading.Thread(target=self._write, name="ai-questions", daemon=True)
        self._reader.start()
        self._writer.start()

    def send(self, seq: int, kind: str, game_id: str, job: Any) -> None:
        """Send job ``seq`` (its answer decoded as ``kind`` of ``game_id``): handed to the
        writing thread at once; a job that cannot be sent is answered with an error."""
        self._expected[seq] = (kind, game_id)
        self._jobs.put((seq, job))

    def _write(self) -> None:
        """The writing thread: each job sent whole, in order, until told to stop, between
        frames (``frame_started``)."""
        while True:
            item = self._jobs.get()
            _BETWEEN_FRAMES.wait(HAND_OVER_WAIT)
            try:
                self.conn.send(None if item is None else item[1])
            except Exception as error:  # noqa: BLE001 - the job is answered with it
                if item is not None and self._expected.pop(item[0], None) is not None:
                    self._replies.put(("error", item[0], f"{type(error).__name__}: {error}"))
                    self.arrived.set()
            if item is None:
                return

    def _read(self) -> None:
        """The reading thread: every reply read whole and decoded, until the pipe ends."""
        while True:
            try:
                status, seq, payload = self.conn.recv()
            except (EOFError, OSError, ValueError, TypeError):  # ended, or closed
                self._replies.put(None)
                self.arrived.set()
                return
            expected = self._expected.pop(seq, None)
            if expected is None:  # no job of this process's asked it: nothing waits for it
                continue
            if status == "ok":
                try:
                    payload = decode(expected[0], expected[1], payload)
                except Exception as error:  # noqa: BLE001 - a damaged answer: poll falls back
                    status, payload = "damaged", f"{type(error).__name__}: {error}"
            self._replies.put((status, seq, payload))
            self.arrived.set()

    def take(self) -> tuple[list[tuple[str, int, Any]], bool]:
        """The replies read since the last call, and whether the process's pipe has ended."""
        self.arrived.clear()
        replies: list[tuple[str, int, Any]] = []
        gone = False
        while True:
            try:
                reply = self._replies.get_nowait()
            except queue.Empty:
                return replies, gone
            if reply is None:
                gone = True
            else:
                replies.append(reply)

    def stop(self) -> None:
        """Stop the process and wait for it and its threads (no zombie is left)."""
        proc, conn = self.proc, self.conn
        self._jobs.put(None)  # after the jobs still waiting to be sent
        proc.join(_JOIN_SECONDS)
        if proc.is_alive():
            proc.terminate()
            proc.join(_JOIN_SECONDS)
        if proc.is_alive():
            proc.kill()
            proc.join(_JOIN_SECONDS)
        self._reader.join(_JOIN_SECONDS)  # the process's end ended its pipe
        self._writer.join(_JOIN_SECONDS)
        proc.close()
        conn.close()
