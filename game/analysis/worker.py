"""The analysis of games in a worker process, with its progress, so the window never waits.

Why a process: the analysis is pure Python and takes seconds; in a thread it would hold the
GIL and stutter every frame. The process is started with 'spawn' (as the AI worker is: the
same on every system and in the frozen app). A game crosses the pipe as its save data (replayed
there through the engine), or the process reads kept games itself (``RatingJob``); the
answers come back as plain data (``Analysis.to_data``, ``Analysed`` rows), so nothing depends
on pickling engine classes.

Two jobs: ``AnalysisJob``, one game's whole analysis for the review; ``RatingJob``, the
person's figures of every kept game not rated yet (``game.analysis.rater``).

One game's analysis is shared between two processes, both started at once (``AnalysisJob``
starts the worker and a helper together, so they replay the game side by side): the game is
cut where turns begin into ranges that shrink as the game goes (``split_points``), and each
process takes the next range not taken yet as soon as it is free (a shared counter), judging
it with a judge of its own; the worker joins the ranges in order and books them
(``game.analysis.analyse.judge_range``, ``book``). So a long game takes about half the time
on two cores, and neither process waits long for the other at the end whatever the ranges
cost or the other core is busy with. Both run at a lowered priority, so the window's frames
come first. Where a review is likely next (a game's end), both are started ahead (``warm``)
and wait for the game with their imports done.
"""

from __future__ import annotations

import itertools
import multiprocessing
import multiprocessing.connection
import os
import queue
import threading
import time
from collections.abc import Callable, Iterator
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
from game.background import giving_way, lower_priority, lower_priority_of
from game.match import Match
from game.processes import process_context, target_args

PROGRESS_EVERY = 0.1
"""Seconds between two progress reports (the bar needs no more)."""
_JOIN_SECONDS = 2.0
WORKERS = 2
"""Processes one game's analysis for the review is shared between (the machines it must run
well on have two cores)."""
SHARED_FROM = 60
"""Fewest actions of a game whose analysis is shared between processes: starting one costs
about as much as judging a short game."""
SMALLEST = 16
"""The shortest range of a shared game costs about ``1 / (SMALLEST * workers)`` of the whole
(``split_points``): at the end one process waits for the other at most about that long."""


def split_points(match: Match, workers: int) -> list[int]:
    """Where ``match``'s steps are cut for ``workers`` processes sharing them (each taking
    the next range when it is free): the bounds, first 0 and last the number of steps, each
    cut where a turn begins (a judge keeps what it learnt within a turn). The ranges shrink
    as the game goes: each costs about ``1 / (2 * workers)`` of what is left (a step weighs
    ``step_weight``), none much less than ``1 / (SMALLEST * workers)`` of the whole, so the
    processes share the work in few ranges and the last ones, which one process may still
    judge while the other has finished, are short. One range for a short game, or one whose
    judge cannot judge apart (``judged_apart``)."""
    total = len(match.actions)
    starts = turn_starts(match)
    if workers <= 1 or total < SHARED_FROM or not starts or not judged_apart(match.info.game_id):
        return [0, total]
    before = list(itertools.accumulate((step_weight(s) for s in match.states[:-1]), initial=0))
    whole = before[-1]
    least = whole / (SMALLEST * workers)
    bounds = [0]
    while True:
        done = before[bounds[-1]]
        target = done + max((whole - done) / (2 * workers), least)
        later = [i for i in starts if i > bounds[-1]]
        if not later or whole - target < least / 2:
            break
        bounds.append(min(later, key=lambda i: abs(before[i] - target)))
    return [*bounds, total]


def step_weight(state: State) -> int:
    """About how much judging the step from ``state`` costs, to cut a game where its halves
    cost alike: a decision costs more the more choices it has (each is scored)."""
    mover = state.to_move
    if mover is None or mover < 0:
        return 1
    return 1 + len(state.legal_actions())


def analyse_shared(match: Match, workers: int, progress: Progress | None = None) -> Analysis:
    """``analyse(match)`` with its steps shared between this process and ``workers - 1``
    spawned ones (``Helpers``, ``lead``): the same analysis, byte for byte, sooner on several
    cores."""
    bounds = split_points(match, workers)
    if workers <= 1 or len(bounds) <= 2:
        return analyse(match, progress)
    ctx = process_context()
    helpers = Helpers.start(ctx, match.to_save(), workers - 1)
    try:
        return lead(match, bounds, helpers, progress)
    finally:
        helpers.close()


class Helpers:
    """The processes that judge ranges of one game beside the one that books it (``lead``),
    with the counter they all take the next range from (``_take``)."""

    def __init__(self, counter: Any, procs: list[Any], conns: list[Connection]) -> None:
        self.counter = counter
        self.procs = procs
        self.conns = conns

    @staticmethod
    def start(ctx: Any, save: dict[str, Any], count: int) -> Helpers:
        """``count`` processes judging ``save``'s ranges, started now: each replays the game
        while the leading process does the same."""
        counter = ctx.Value("i", 0)
        procs, conns = [], []
        for _ in range(count):
            proc, conn = _spawn(ctx, _help, (save, counter, count + 1, os.getpid()), PART)
            procs.append(proc)
            conns.append(conn)
        return Helpers(counter, procs, conns)

    def close(self) -> None:
        """Every helper stopped (they stop by themselves once done)."""
        for conn in self.conns:
            conn.close()
        for proc in self.procs:
            _stop(proc)


def lead(match: Match, bounds: list[int], helpers: Helpers, progress: Progress | None = None,
         timings: list[dict[str, float]] | None = None, since: float = 0.0) -> Analysis:
    """``match``'s ranges (``bounds``) judged here and by the ``helpers``, each range by
    whichever process is free first, then joined in order and booked: the same analysis as
    ``analyse``. ``timings``: each process's (``_Timing``) is added to it."""
    total = len(match.actions)
    ranges: dict[int, list[Judged]] = {}
    helped = [0] * len(helpers.conns)
    finished = [False] * len(helpers.conns)

    def read() -> None:
        for number, conn in enumerate(helpers.conns):
            while not finished[number] and conn.poll():
                message = conn.recv()
                if message[0] == "progress":
                    helped[number] = message[1]
                elif message[0] == "judged":
                    ranges[message[1]] = message[2]
                elif message[0] == "finished":
                    finished[number] = True
                    if timings is not None:
                        timings.append(message[1])
                else:
                    raise RuntimeError(f"a part of the analysis failed: {message[1]}")

    def told(own: int) -> None:
        read()
        if progress is not None:
            progress(own + sum(helped), total)

    timing = _Timing("lead", since)
    own = 0
    for number, judged in _judge_taken(match, bounds, helpers.counter, told):
        ranges[number] = judged
        own += bounds[number + 1] - bounds[number]
    timing.judged()
    while not all(finished):
        multiprocessing.connection.wait(helpers.conns, PROGRESS_EVERY)
        told(own)
    analysis = book(match, [step for number in sorted(ranges) for step in ranges[number]])
    if timings is not None:
        timings.append(timing.ended())
    return analysis


def critical_path(timings: list[dict[str, Any]]) -> float:
    """Seconds a shared analysis would take on free cores, from its processes' ``timings``
    (``AnalysisJob.timings``): the longest start-up (they start side by side), the judging of
    all shared evenly (each process takes the next range when it is free), then the joining
    and booking. Why: on a busy machine the wall time reads what the other programs left,
    and how the ranges fell between the processes follows which of them the machine starved."""
    if not timings:
        return 0.0
    startup = max(row["startup_cpu"] for row in timings)
    judging = sum(row["judging_cpu"] for row in timings) / len(timings)
    lead = next((row for row in timings if row["role"] == "lead"), None)
    booking = 0.0 if lead is None else lead["cpu"] - lead["startup_cpu"] - lead["judging_cpu"]
    return startup + judging + booking


class _Timing:
    """Where one process's time went (for ``bench`` and measurements): CPU seconds before it
    began judging (start-up: imports, the replay) and judging; wall clock times (seconds since
    the epoch, comparable between processes) it began judging, judged its last range, ended.
    ``since``: the process's CPU seconds when it was handed the game, for one started ahead
    (``warm``: its imports were done before, while nobody waited; kept as ``ahead_cpu``)."""

    def __init__(self, role: str, since: float = 0.0) -> None:
        self.since = since
        self.row: dict[str, Any] = {"role": role, "ahead_cpu": since,
                                    "startup_cpu": time.process_time() - since,
                                    "began": time.time()}

    def judged(self) -> None:
        self.row["judged"] = time.time()
        self.row["judging_cpu"] = (time.process_time() - self.since
                                   - self.row["startup_cpu"])

    def ended(self) -> dict[str, Any]:
        self.row["ended"] = time.time()
        self.row["cpu"] = time.process_time() - self.since
        return self.row


def _take(counter: Any) -> int:
    with counter.get_lock():
        taken = counter.value
        counter.value = taken + 1
    return int(taken)


def _judge_taken(match: Match, bounds: list[int], counter: Any, told: Callable[[int], None]
                 ) -> Iterator[tuple[int, list[Judged]]]:
    """The ranges of ``bounds`` this process takes (the next one not taken by any, while any
    is left), each judged by a judge of its own; ``told`` the steps judged so far."""
    done = 0

    def progress(step: int, _: int) -> None:
        told(done + step)

    while (number := _take(counter)) < len(bounds) - 1:
        start, stop = bounds[number], bounds[number + 1]
        judged = judge_range(match, start, stop, progress=progress)
        done += stop - start
        yield number, judged


@giving_way()
def _help(conn: Connection, save: dict[str, Any], counter: Any, workers: int,
          parent: int, since: float = 0.0) -> None:
    """A helper (``Helpers``): the saved game's ranges it takes judged and sent back (as our
    own ``Judged`` records: plain numbers and texts) as each is done. Stops as soon as the
    process that started it has gone (it was closed mid-way): nobody waits for the answer."""
    import engine  # noqa: F401  (registers every game in this fresh process)

    lower_priority()
    try:
        match = Match.from_save(save)
        bounds = split_points(match, workers)
        timing = _Timing("helper", since)
        last = [0.0]

        def told(done: int) -> None:
            if _starter_gone(parent):
                raise SystemExit(0)
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", done))

        done = 0
        for number, judged in _judge_taken(match, bounds, counter, told):
            done += bounds[number + 1] - bounds[number]
            conn.send(("progress", done))
            conn.send(("judged", number, judged))
        timing.judged()
        conn.send(("finished", timing.ended()))
    except Exception as error:  # noqa: BLE001 - the leading process says so
        _say_failed(conn, error)
    finally:
        conn.close()


def _starter_gone(parent: int) -> bool:
    """Whether the process that started this one (``parent``, its id) has ended. Asked of the
    process's link to its starter, which a process started from a fork server also has (its
    parent there is the server: ``game.processes``)."""
    starter = multiprocessing.parent_process()
    if starter is not None:
        return not starter.is_alive()
    return os.getppid() != parent


WORKER, PART = "dice-pandemonium-analysis", "dice-pandemonium-analysis-part"
"""The names the analysis's processes go by (the job's own, a helper)."""


def _spawn(ctx: Any, target: Callable[..., None], args: tuple[Any, ...], name: str,
           lowered: bool = True) -> tuple[Any, Connection]:
    """A process running ``target(conn, *args)``, started now (lowered from its start unless
    ``lowered`` is false), and the end of ``conn`` it says things on."""
    heard, said = ctx.Pipe(duplex=False)
    entry, entry_args = target_args(target, (said, *args), lowered)
    proc = ctx.Process(target=entry, args=entry_args, name=name, daemon=True)
    proc.start()
    if lowered:
        lower_priority_of(proc)
    said.close()
    return proc, heard


def _stop(proc: Any) -> None:
    """``proc`` joined, stopped when it does not end by itself in a moment."""
    proc.join(0.05)
    if proc.is_alive():
        proc.terminate()
        proc.join(_JOIN_SECONDS)
    if proc.is_alive():  # a busy machine: it did not stop in time
        proc.kill()
        proc.join(_JOIN_SECONDS)


@giving_way()
def _run(conn: Connection, save: dict[str, Any], counter: Any,
         helpers: list[Connection], since: float = 0.0) -> None:
    """The review's analysis: judged here and by the helpers whose answers come on
    ``helpers`` (started with this process, so all replay the game at once, and taking ranges
    from ``counter``), booked here."""
    import engine  # noqa: F401  (registers every game in this fresh process)

    lower_priority()
    try:
        match = Match.from_save(save)
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", done, total))

        if not helpers:
            analysis = analyse(match, progress)
        else:
            bounds = split_points(match, len(helpers) + 1)
            timings: list[dict[str, Any]] = []
            analysis = lead(match, bounds, Helpers(counter, [], helpers), progress, timings,
                            since)
            conn.send(("timings", timings))
        conn.send(("done", analysis.to_data()))
    except Exception as error:  # noqa: BLE001 - the board says so and goes on
        _say_failed(conn, error)
    finally:
        conn.close()


def _run_when_given(conn: Connection, given: Connection, counter: Any,
                    helpers: list[Connection]) -> None:
    """A worker started ahead (``warm``): its imports done, it waits for the game on
    ``given``, then analyses it as ``_run`` (with the helpers started beside it)."""
    import engine  # noqa: F401  (registers every game in this fresh process)

    lower_priority()
    save = _given(given)
    if save is None:
        conn.close()
        return
    _run(conn, save, counter, helpers, time.process_time())


def _help_when_given(conn: Connection, given: Connection, counter: Any, workers: int,
                     parent: int) -> None:
    """A helper started ahead (``warm``): waits for the game on ``given``, then ``_help``."""
    import engine  # noqa: F401  (registers every game in this fresh process)

    lower_priority()
    save = _given(given)
    if save is None:
        conn.close()
        return
    _help(conn, save, counter, workers, parent, time.process_time())


def _given(given: Connection) -> dict[str, Any] | None:
    """The saved game handed to a process started ahead, or None when the window let go of
    it (the pipe closed: the app ended, or the processes were not wanted)."""
    try:
        save = given.recv()
    except (EOFError, OSError):
        return None
    finally:
        given.close()
    return save if isinstance(save, dict) else None


class _Ready:
    """The processes of the next review's analysis, started ahead (``warm``): the worker and
    its helpers, their imports done, each waiting for the game on a pipe of its own."""

    def __init__(self, proc: Any, conn: Connection, hands: list[Connection],
                 helpers: Helpers) -> None:
        self.proc = proc
        self.conn = conn
        """What the worker says (as a job's process)."""
        self.hands = hands
        """Where the game is handed to each: the worker first, then the helpers."""
        self.helpers = helpers

    @staticmethod
    def start(ctx: Any) -> _Ready:
        counter = ctx.Value("i", 0)
        procs, conns, hands = [], [], []
        for _ in range(WORKERS - 1):
            take, hand = ctx.Pipe(duplex=False)
            proc, conn = _spawn(ctx, _help_when_given,
                                (take, counter, WORKERS, os.getpid()), PART)
            take.close()
            procs.append(proc)
            conns.append(conn)
            hands.append(hand)
        helpers = Helpers(counter, procs, conns)
        take, hand = ctx.Pipe(duplex=False)
        proc, conn = _spawn(ctx, _run_when_given, (take, counter, conns), WORKER)
        take.close()
        return _Ready(proc, conn, [hand, *hands], helpers)

    def give(self, save: dict[str, Any]) -> bool:
        """The game handed to every process: False (and all of them stopped) when one of
        them has gone."""
        try:
            if not (self.proc.is_alive() and all(p.is_alive() for p in self.helpers.procs)):
                raise EOFError
            for hand in self.hands:
                hand.send(save)
        except (EOFError, OSError, ValueError):
            self.close()
            return False
        finally:
            for hand in self.hands:
                hand.close()
        return True

    def close(self) -> None:
        for hand in self.hands:
            hand.close()
        self.conn.close()
        _stop(self.proc)
        self.helpers.close()


WARM_AHEAD = True
"""Whether ``warm`` starts anything (the tests that do not look at it turn it off: each
start is two interpreters' imports)."""
_ready: _Ready | None = None
_warming: threading.Thread | None = None
_ready_lock = threading.Lock()


def warm() -> None:
    """Start the processes of the next review's analysis now, on a thread (starting one takes
    tens of milliseconds), so the review finds them with their imports done: called where a
    review is likely next (a game's end, the past games). Why: the imports were most of each
    process's start-up, a second of a short game's analysis. At most one set waits."""
    global _warming
    if not WARM_AHEAD:
        return
    with _ready_lock:
        if _ready is not None or (_warming is not None and _warming.is_alive()):
            return
        _warming = threading.Thread(target=_warm_up, name="analysis-warm", daemon=True)
        _warming.start()


def _warm_up() -> None:
    global _ready
    try:
        ready = _Ready.start(process_context())
    except Exception:  # noqa: BLE001 - none ahead: the review starts its own, as before
        return
    with _ready_lock:
        _ready = ready


def _take_ready() -> _Ready | None:
    """The set started ahead, taken (the next ``warm`` starts another), once it is up."""
    global _ready
    warming = _warming
    if warming is not None:
        warming.join()
    with _ready_lock:
        ready, _ready = _ready, None
    return ready


def let_go_ahead() -> None:
    """The set started ahead, if any, stopped (the tests' tidy-up; the app's end stops it
    with the app)."""
    ready = _take_ready()
    if ready is not None:
        ready.close()


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

    LOWERED = False
    """Whether the job's process yields the cores to the window from its start
    (``lower_priority_of``)."""

    def __init__(self, target: Callable[..., None], *args: Any) -> None:
        self.progress = 0.0
        """Share done, 0..1."""
        self.finished = False
        self.failure: str | None = None
        self._proc: Any = None
        self._conn: Connection | None = None
        self._closing = threading.Lock()
        self._started = threading.Event()
        """Set once the process is started (or could not be)."""
        self._messages: queue.SimpleQueue[tuple[Any, ...]] = queue.SimpleQueue()
        """What the process said, read by the job's own thread (``_start_then_read``)."""
        self._starter = threading.Thread(target=self._start_then_read, args=(target, args),
                                         name="analysis", daemon=True)
        self._starter.start()

    def _start_then_read(self, target: Callable[..., None], args: tuple[Any, ...]) -> None:
        """The job's thread: the process started (``_start``), then everything it says read
        and queued for ``poll``, up to its answer or its end. Why read here: a long game's
        answer is larger than a pipe holds, and reading it on a frame waited for the process
        to write the rest (a 1,474-action game's frame took 26 ms, half of it waiting)."""
        try:
            self._start(target, args)
        finally:
            self._started.set()
        conn = self._conn
        if conn is None:
            return
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError, ValueError):  # ended, or closed by ``close``
                self._messages.put(("gone",))
                return
            if message[0] == "done":  # the answer decoded here too, off the frames
                try:
                    message = ("done", self.decode(message[1]))
                except Exception as error:  # noqa: BLE001 - the screen says so and goes on
                    message = ("failed", f"{type(error).__name__}: {error}")
            self._messages.put(message)
            if message[0] in ("done", "failed"):
                return

    def _start(self, target: Callable[..., None], args: tuple[Any, ...]) -> None:
        try:
            ctx = process_context()
            args = (*args, *self._companions(ctx))
            proc, conn = _spawn(ctx, target, args, WORKER, lowered=self.LOWERED)
            self._proc, self._conn = proc, conn  # only a started process is joined
        except Exception as error:  # noqa: BLE001 - no process: the screen goes without
            self.failure = f"the analysis could not start ({type(error).__name__})"

    def _companions(self, ctx: Any) -> tuple[Any, ...]:
        """More processes the job's own works with, started just before it (``close`` stops
        them too): what of them its target is passed, after the job's own arguments."""
        return ()

    @property
    def running(self) -> bool:
        return not self.finished and self.failure is None

    def poll(self) -> None:
        """Take what the process said since the last frame (never blocks: its thread read
        it)."""
        while self.running:
            try:
                message = self._messages.get_nowait()
            except queue.Empty:
                return
            if message[0] == "progress":
                self.progress = message[1] / max(1, message[2])
            elif message[0] == "done":
                self.finished = True
                self.progress = 1.0
                self.received(message[1])
                self._let_go()
            elif message[0] == "failed":
                self.failure = str(message[1])
                self._let_go()
            elif message[0] == "gone":
                self.failure = "the analysis stopped"
                self._let_go()
            else:
                self.received_part(message)

    def _let_go(self) -> None:
        """``close`` on a thread of its own. Why: the processes end by themselves once they
        have answered, but not at once (a helper's last words, the interpreter's exit), and
        the frame that reads the answer waited for them (50-80 ms measured)."""
        threading.Thread(target=self.close, name="analysis-end", daemon=True).start()

    def decode(self, payload: Any) -> Any:
        """The job's answer ("done") as sent, made what ``received`` takes: on the job's
        thread, so a long game's answer is not decoded on a frame."""
        return payload

    def received(self, answer: Any) -> None:
        """The job's answer (``decode``'s), on the frame ``poll`` finds it."""

    def received_part(self, message: tuple[Any, ...]) -> None:
        """A part of the answer sent on the way."""

    def close(self) -> None:
        """The job's processes stopped (waiting for them; once only, whoever asks first:
        the screen leaving, or the thread ``_let_go`` started)."""
        with self._closing:
            self._started.wait()
            proc, conn = self._proc, self._conn
            self._proc = self._conn = None
            if proc is not None:
                _stop(proc)  # its end ends the job's thread's reading too
            if threading.current_thread() is not self._starter:
                self._starter.join(_JOIN_SECONDS)
            if conn is not None:
                conn.close()
            if proc is not None and not proc.is_alive():
                proc.close()
            self._stop_companions()
            if self.running:
                self.failure = "the analysis was stopped"

    def _stop_companions(self) -> None:
        """The processes ``_companions`` started, stopped."""


class AnalysisJob(_ProcessJob):
    """One game's analysis under way (the review's): a long game's shared between the job's
    process and ``WORKERS - 1`` helpers started with it (``Helpers``)."""

    LOWERED = True

    def __init__(self, save: dict[str, Any]) -> None:
        self.result: Analysis | None = None
        self.timings: list[dict[str, Any]] = []
        """Where each process's time went, once done (``_Timing``)."""
        self._helpers: Helpers | None = None
        self._save = save
        self._shared = len(save.get("actions", ())) >= SHARED_FROM
        super().__init__(_run, save)

    def _start(self, target: Callable[..., None], args: tuple[Any, ...]) -> None:
        """The processes started ahead (``warm``) handed the game, if there are some and
        they are still there; else started now."""
        ready = _take_ready()
        if ready is not None and ready.give(self._save):
            self._helpers = ready.helpers
            self._proc, self._conn = ready.proc, ready.conn
            return
        super()._start(target, args)

    def _companions(self, ctx: Any) -> tuple[Any, ...]:
        if not self._shared:
            return None, []
        try:
            self._helpers = Helpers.start(ctx, self._save, WORKERS - 1)
        except OSError:  # no shared counter or no more processes here: all in the job's own
            return None, []
        return self._helpers.counter, self._helpers.conns

    def _stop_companions(self) -> None:
        if self._helpers is not None:
            self._helpers.close()

    def decode(self, payload: Any) -> Any:
        return Analysis.from_data(payload)

    def received(self, answer: Any) -> None:
        self.result = answer

    def received_part(self, message: tuple[Any, ...]) -> None:
        if message[0] == "timings":
            self.timings = message[1]


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


__all__ = ["AnalysisJob", "Helpers", "RatingJob", "analyse_shared", "critical_path", "lead",
           "let_go_ahead", "split_points", "warm"]
