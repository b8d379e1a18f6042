"""``bench``'s whole-game figure: every frame of an AI-against-AI game as a person would see it.

Why a whole game: the other frame figures each time one moment (a throw, the AI thinking),
and so miss the frames that cost most, those on which a move is applied (the board and its
panel take the new state, the autosave snapshot is handed to the writer, the AI worker and
the win-chance meter are asked about the new position). Here the real app (``game.app.App``:
events, update, draw, notices, flip) shows the real board scene, opened as the menu opens a
game (so it is autosaved after every action) once the menu has been up about as long as a
person takes to leave it (``MENU_SECONDS``), with the win-chance meter on, at normal
animation pace, one frame every 1/60 s, and every frame is timed: wall time and the main
thread's CPU time (on a shared machine the wall time's tail is mostly other programs' turns;
the AI and the meter think in processes of their own and the autosave in a thread of its own,
so they count in neither figure unless they hold up the frame).

A whole game at normal pace takes minutes, so the game is stopped after ``moves`` actions
(0: played to its end, and on until the game-over dialog is drawn). Each frame is tagged with
what happened on it, so the worst frames can be told apart ("applied", "rolling", "ai",
"ending": after the last move, "other").

What ran in a slow frame (``profile_over``): every frame is run under ``cProfile`` and the
profile of a frame over the limit is kept with its number, action and tag, so a one-off slow
frame (not repeated at the same action in another run) can still be explained. The profiler
slows every frame by a similar factor, so the kept frames are the slowest, not exact timings;
a frame with many page faults (``FAULTS_MANY``, not changed by the profiler) is kept too.

Where a late frame waited (``StallWatch``): a frame that took long with little CPU slept, and
a profile of CPU time cannot say where; a thread that looks at the main thread's stack while a
frame runs past the goal can. It wakes once a frame, after the goal, when the frame is usually
over and the main thread asleep, so it costs the frames nothing.
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import random
import sys
import threading
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pygame

import game.collector as collector
import scenes.board.base as board_base
import scenes.board.layer as layer
from engine.core import GameInfo
from game.app import App
from game.cli.frame_spans import FrameSpans
from game.match import Match, Seat
from scenes.board.base import BoardScene
from scenes.board.parts import PartedPicture
from scenes.registry import open_match

if sys.platform == "win32":  # no resource module: page faults read 0 there
    resource = None
else:
    import resource

FRAME = 1 / 60
MENU_SECONDS = 1.5
"""Seconds the app shows its main menu before the game's board opens: about the quickest a
person gets from the first screen to a board (a click on "Resume", or a game and "Start"),
and what the app's helpers have to start in (``App.start_helpers``: a board opened on the
app's first frame would have them starting beside its first throw, which no player sees)."""
ENDING_FRAMES = 600
"""Frames measured after the game's last move at most, waiting for the game-over dialog."""
FAULTS_MANY = 256
"""Page faults in a frame worth a look: a megabyte of memory touched for the first time."""


@dataclass(frozen=True)
class Machine:
    """What the machine did to the main thread so far, besides running it: read before and
    after each frame so a slow frame can be told apart from a frame that did much.

    Why: a frame's CPU time is the thread's (``time.thread_time``), so other programs' turns
    at the cores are left out of it, but not everything the machine does while the thread
    runs: page faults (memory touched for the first time), being put off the core for another
    program (``preempted``, after which the caches are cold), and, on a virtual machine, the
    host running something else on this machine's core (``stolen``, on the cores the thread
    ran on when the frame began and ended). The kernel leaves the steal itself out of the
    thread's time, but a host busy enough to steal also shares the core the thread does get
    (its caches, its other hyperthread), so the same work reads slower: a frame that did no
    more than its neighbours and shows steal or preemption is the machine's, not the
    game's)."""

    faults: int = 0
    preempted: int = 0
    """Times the thread was taken off its core while it could have run on."""
    waited: float = 0.0
    """Seconds the thread was ready to run but waited for a core."""
    stolen: float = 0.0
    """Seconds the host took from the cores the thread ran on (in a difference: see above;
    in a reading: from all cores)."""
    core: int = -1
    """The core the thread ran on at the reading (-1: not known)."""
    stolen_by_core: tuple[float, ...] = ()
    """Seconds the host took from each core so far (a reading's)."""
    threads: tuple[tuple[int, int], ...] = ()
    """Each other thread of the process and its nanoseconds on a core so far (a reading's)."""
    beside: float = 0.0
    """Seconds the process's other threads ran (in a difference)."""
    beside_most: str = ""
    """The other thread that ran most, and its milliseconds (in a difference; "" if none ran).
    Why: a frame's thread that slept with the core free ("blocked", ``late_because``) mostly
    waited for Python's lock, which only another thread of ours can hold; read from the
    system, not sampled, so a thread holding the lock in one long call is seen too."""

    def __sub__(self, before: Machine) -> Machine:
        cores = {self.core, before.core}
        if self.stolen_by_core and before.stolen_by_core and -1 not in cores:
            stolen = sum(self.stolen_by_core[core] - before.stolen_by_core[core]
                         for core in cores)
        else:
            stolen = self.stolen - before.stolen
        earlier = dict(before.threads)
        ran = {tid: runtime - earlier.get(tid, 0) for tid, runtime in self.threads}
        ran = {tid: nanoseconds for tid, nanoseconds in ran.items() if nanoseconds > 0}
        most = max(ran, key=ran.__getitem__, default=None)
        named = "" if most is None else f"{_thread_name(most)} {ran[most] / 1e6:.1f}"
        return Machine(self.faults - before.faults, self.preempted - before.preempted,
                       self.waited - before.waited, stolen, beside=sum(ran.values()) / 1e9,
                       beside_most=named)

    def text(self) -> str:
        """``0 faults, 1 preempted, 3.0 waited, 10 stolen, others 2.1 (file-writer 1.9)``
        (times in milliseconds)."""
        others = f" ({self.beside_most})" if self.beside_most else ""
        return (f"{self.faults} faults, {self.preempted} preempted, "
                f"{self.waited * 1000:.1f} waited, {self.stolen * 1000:.0f} stolen, "
                f"others {self.beside * 1000:.1f}{others}")


_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _read_first_line(path: str) -> str:
    try:
        with open(path, encoding="ascii") as file:
            return file.readline()
    except OSError:
        return ""


def machine_now() -> Machine:
    """The main thread's ``Machine`` readings so far (Linux; zeros elsewhere)."""
    who = getattr(resource, "RUSAGE_THREAD", None)
    if who is None:
        return Machine()
    usage = resource.getrusage(who)
    sched = _read_first_line("/proc/thread-self/schedstat").split()
    waited = int(sched[1]) / 1e9 if len(sched) > 1 else 0.0
    stolen, by_core = _stolen()
    return Machine(usage.ru_minflt + usage.ru_majflt, usage.ru_nivcsw, waited, stolen,
                   _core(), by_core, _other_threads())


def _other_threads() -> tuple[tuple[int, int], ...]:
    """(thread id, nanoseconds on a core so far) of each of the process's threads but the
    calling one (``/proc/self/task/ID/schedstat``'s first field)."""
    me = threading.get_native_id()
    try:
        ids = [int(name) for name in os.listdir("/proc/self/task")]
    except (OSError, ValueError):
        return ()
    runtimes = []
    for tid in ids:
        if tid == me:
            continue
        try:  # (the system's calls, not a file object: read twice a frame for every thread)
            handle = os.open(f"/proc/self/task/{tid}/schedstat", os.O_RDONLY)
            try:
                fields = os.read(handle, 128).split()
            finally:
                os.close(handle)
        except OSError:  # the thread has ended
            continue
        if fields:
            runtimes.append((tid, int(fields[0])))
    return tuple(runtimes)


def _thread_name(tid: int) -> str:
    """A thread's name: Python's for a Python thread (they hold Python's lock when they run),
    else the system's in brackets (e.g. ``[SDLAudioP2]``, the sound's own thread)."""
    for thread in threading.enumerate():
        if thread.native_id == tid:
            return thread.name
    return f"[{_read_first_line(f'/proc/self/task/{tid}/comm').strip() or tid}]"


def _stolen() -> tuple[float, tuple[float, ...]]:
    """Seconds the host took from all cores, and from each (``/proc/stat``'s steal column:
    ``cpu user nice system idle iowait irq softirq steal``, a line per core after the
    total)."""
    try:
        with open("/proc/stat", encoding="ascii") as file:
            lines = [line.split() for line in file if line.startswith("cpu")]
    except OSError:
        return 0.0, ()
    steal = [int(line[8]) / _TICKS if len(line) > 8 else 0.0 for line in lines]
    if not steal:
        return 0.0, ()
    return steal[0], tuple(steal[1:])


def _core() -> int:
    """The core this thread last ran on (field 39 of ``/proc/thread-self/stat``), or -1."""
    fields = _read_first_line("/proc/thread-self/stat").rpartition(")")[2].split()
    try:
        return int(fields[36])
    except (IndexError, ValueError):
        return -1


def page_faults() -> int:
    """Page faults the calling thread has taken so far (Linux; 0 elsewhere).

    Why they are counted: a picture in memory the process has not touched before (each
    large block is a fresh mapping, ``game.memory.return_large_blocks``) costs a fault per
    4 KB page, several milliseconds for a window-sized picture on a virtual machine, and
    such a frame is slow once, at whatever moment the picture is made."""
    who = getattr(resource, "RUSAGE_THREAD", None)
    if who is None:
        return 0
    usage = resource.getrusage(who)
    return usage.ru_minflt + usage.ru_majflt


@dataclass
class SlowFrame:
    """One frame over the profiling limit: where in the game it fell and what ran in it."""

    index: int
    action: int
    """Actions applied when the frame began."""
    cpu: float
    tag: str
    faults: int
    profile: pstats.Stats
    machine: Machine = field(default_factory=lambda: Machine())
    """What the machine did to the frame besides running it (``Machine``)."""

    def top(self, count: int = 25) -> str:
        """The ``count`` calls with the most time under them (cumulative), as pstats prints."""
        out = io.StringIO()
        self.profile.stream = out  # type: ignore[attr-defined]  # pstats prints to .stream
        self.profile.sort_stats("cumulative").print_stats(count)
        return out.getvalue()


@dataclass
class GameFrames:
    """Every frame of one benched game."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    faults: list[int] = field(default_factory=list)
    """Page faults taken by the main thread in each frame (``page_faults``)."""
    machine: list[Machine] = field(default_factory=list)
    """What the machine did to each frame besides running it (``Machine``)."""
    at: list[int] = field(default_factory=list)
    """Actions applied when each frame began (the same frame of two runs of a seed)."""
    spans: list[dict[str, float]] = field(default_factory=list)
    """Each frame's CPU seconds per part (``game.cli.frame_spans``, see ``_watch``)."""
    open_wall: float = 0.0
    open_cpu: float = 0.0
    """Opening the board (``open_match``: the first autosave, the workers started), a frame
    of the menu's, timed on its own."""
    actions: int = 0
    finished: bool = False
    seconds: float = 0.0
    painted: list[str] = field(default_factory=list)
    """Whether each frame painted the board's own picture again: "" (a blit of the kept
    one), "kept" (painted whole for a new key), "mended" (for a new key, only the parts of
    it that changed: ``scenes.board.parts``) or "animated" (painted under no key)."""
    slow: list[SlowFrame] = field(default_factory=list)
    """Profiles of the frames over ``profile_over`` (empty unless it was asked for)."""
    stalls: dict[int, Counter[str]] = field(default_factory=dict)
    """Where the main thread was in each frame that ran past the wall goal (``StallWatch``),
    by frame."""
    stalls_beside: dict[int, Counter[str]] = field(default_factory=dict)
    """What the other threads were doing meanwhile (``StallWatch.others``), by frame."""

    def late(self, limit: float, count: int = 8
             ) -> list[tuple[int, float, float, str, str, Counter[str]]]:
        """The ``count`` slowest frames by wall time over ``limit``: (frame, wall, CPU, tag,
        why late, where the main thread was)."""
        order = sorted((i for i, wall in enumerate(self.wall) if wall > limit),
                       key=self.wall.__getitem__, reverse=True)[:count]
        return [(i, self.wall[i], self.cpu[i], self.tags[i],
                 late_because(self.wall[i], self.cpu[i], self.machine[i], limit),
                 self.stalls.get(i, Counter())) for i in order]

    def over(self, limit: float) -> dict[str, int]:
        """How many frames took more than ``limit`` seconds of CPU, by what happened on them."""
        counts: dict[str, int] = {}
        for cpu, tag in zip(self.cpu, self.tags, strict=True):
            if cpu > limit:
                counts[tag] = counts.get(tag, 0) + 1
        return counts

    def paints(self, kind: str = "kept") -> dict[str, int]:
        """How many frames painted the board's own picture again (``kind``: for a new key, or
        "animated" under none), by what happened on them: a frame that applied nothing
        should have no reason to paint it for a new key."""
        counts: dict[str, int] = {}
        for painted, tag in zip(self.painted, self.tags, strict=True):
            if painted == kind:
                counts[tag] = counts.get(tag, 0) + 1
        return counts

    def over_preempted(self, limit: float) -> int:
        """How many frames over ``limit`` seconds of CPU were taken off their core at least
        once while they ran (their caches came back cold: see ``Machine``)."""
        return sum(cpu > limit and machine.preempted > 0
                   for cpu, machine in zip(self.cpu, self.machine, strict=True))

    def wall_over(self, limit: float) -> dict[str, int]:
        """How many frames took more than ``limit`` seconds of wall time, by why
        (``late_because``)."""
        counts: dict[str, int] = {}
        for wall, cpu, machine in zip(self.wall, self.cpu, self.machine, strict=True):
            if wall > limit:
                why = late_because(wall, cpu, machine, limit)
                counts[why] = counts.get(why, 0) + 1
        return counts

    def tail(self, share: float = 0.01) -> tuple[int, float, dict[str, float], dict[str, int]]:
        """The slowest ``share`` of frames by wall time, where the wall percentile's figure
        comes from: how many, the fastest of them (seconds), and on average their CPU, the
        time they waited for a core, the host's steal and the rest (the thread asleep), with
        how many of them by what happened on them. Why: whether the tail is the game's work or
        the machine's decides what is left to do about it."""
        count = max(1, round(len(self.wall) * share)) if self.wall else 0
        order = sorted(range(len(self.wall)), key=self.wall.__getitem__, reverse=True)[:count]
        sums = {"cpu": 0.0, "waited": 0.0, "stolen": 0.0, "rest": 0.0}
        tags: dict[str, int] = {}
        for i in order:
            machine = self.machine[i]
            sums["cpu"] += self.cpu[i]
            sums["waited"] += machine.waited
            sums["stolen"] += machine.stolen
            sums["rest"] += max(0.0, self.wall[i] - self.cpu[i] - machine.waited
                                - machine.stolen)
            tags[self.tags[i]] = tags.get(self.tags[i], 0) + 1
        means = {name: total / count for name, total in sums.items()} if count else sums
        fastest = self.wall[order[-1]] if order else 0.0
        return count, fastest, means, tags

    def unstolen(self) -> list[float]:
        """The wall times of the frames the host took nothing from (read in the system's
        clock ticks, so a frame it took a little from may be among them): the frames' own
        work and the cores' sharing on this machine, without the host's."""
        return [wall for wall, machine in zip(self.wall, self.machine, strict=True)
                if machine.stolen <= 0]

    def most_faults(self, count: int = 3) -> list[tuple[int, float, str]]:
        """The ``count`` frames with the most page faults: (faults, CPU, tag)."""
        order = sorted(range(len(self.faults)), key=self.faults.__getitem__, reverse=True)
        return [(self.faults[i], self.cpu[i], self.tags[i]) for i in order[:count]]

    def worst(self, count: int = 3
              ) -> list[tuple[float, float, str, Machine, dict[str, float]]]:
        """The ``count`` slowest frames by CPU time: (wall, CPU, tag, what the machine did,
        parts)."""
        order = sorted(range(len(self.cpu)), key=self.cpu.__getitem__, reverse=True)
        return [(self.wall[i], self.cpu[i], self.tags[i], self.machine[i], self.spans[i])
                for i in order[:count]]


LATE_WORK, LATE_WORK_BUSY_HOST, LATE_MACHINE, LATE_BLOCKED = (
    "own work", "own work on a busy host", "the machine", "blocked")


def late_because(wall: float, cpu: float, machine: Machine, limit: float) -> str:
    """Why a frame took over ``limit`` seconds of wall time: its own work (over ``limit`` of
    CPU; "on a busy host" when the host stole from its core meanwhile, so the work may have
    read slow, see ``Machine``), the machine (the time it was ready but waited for a core,
    plus the host's steal, covers what it took beyond ``limit``), or else blocked (the thread
    slept: waiting for the other threads' turn at Python, a file, a lock), which is the
    program's to fix too."""
    if cpu > limit:
        return LATE_WORK_BUSY_HOST if machine.stolen > 0 else LATE_WORK
    if machine.waited + machine.stolen >= wall - limit:
        return LATE_MACHINE
    return LATE_BLOCKED


def load_average() -> str:
    """The machine's 1-minute load average (what else competed for the cores), or "?"."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except (AttributeError, OSError):
        return "?"


def _tag(board: BoardScene, actions_before: int) -> str:
    if len(board.match.actions) != actions_before:
        return "applied"
    if board.match.is_over:
        return "ending"
    if board.driver.rolling:
        return "rolling"
    if board.driver.ai_thinking:
        return "ai"
    return "other"


def _watch(app: App, board: BoardScene) -> FrameSpans:
    """The parts of a frame timed on their own: the scenes' update (in it the driver, which
    reads the AI's answers and applies moves, the paint-ahead of the next position, of the
    next throw's dice and of the game-over dialog, the die kinds posed ahead, the meter and
    the collector's small pass), the drawing (in it the board's own picture when it is
    painted again, the dice tray and the outcome card), the collector's pass asked for by
    pictures let go of, and the flip."""
    spans = FrameSpans()
    spans.wrap(app.ctx.scenes, "update", "update")
    spans.wrap(board.driver, "update", "driver")
    spans.wrap(board, "_prepare_upcoming", "paint ahead")
    spans.wrap(board.driver, "paint_throw_ahead", "throw ahead")
    spans.wrap(board_base, "pose_ahead", "pose ahead")
    spans.wrap(board, "_make_over_menu", "dialog ahead")
    spans.wrap(board.meter, "update", "meter")
    spans.wrap(collector, "freeze_survivors", "collector")
    spans.wrap(collector, "on_frame", "collector")
    spans.wrap(app, "draw", "draw")
    spans.wrap(board.kept, "draw", "board picture")
    spans.wrap(board, "draw_tray", "tray")
    spans.wrap(layer, "draw_card", "card")
    spans.wrap(pygame.display, "flip", "flip")
    spans.watch_passes("gc passes")
    return spans


class StallWatch:
    """The main thread's stack, looked at every ``every`` seconds while a frame runs past
    ``after`` seconds of wall time: where a late frame spent its time, sleeping included."""

    def __init__(self, after: float = 0.016, every: float = 0.003, depth: int = 7) -> None:
        self.after, self.every, self.depth = after, every, depth
        self.samples: dict[int, Counter[str]] = {}
        """What the main thread was doing in each frame that ran past ``after``, by frame."""
        self.others: dict[int, Counter[str]] = {}
        """What the app's other threads were doing meanwhile (those not waiting for work:
        the file writer, the AI's readers and writers), by frame: one of them holding
        Python's lock keeps the main thread asleep."""
        self._main = threading.get_ident()
        self._frame: int | None = None
        self._began = 0.0
        self._wake = threading.Event()
        self._stopped = False
        self._thread = threading.Thread(target=self._run, name="stall-watch", daemon=True)
        self._thread.start()

    def begin(self, index: int) -> None:
        """Frame ``index`` starts now."""
        self._began = time.perf_counter()
        self._frame = index
        self._wake.set()

    def end(self) -> None:
        """The frame begun last is over."""
        self._frame = None

    def stop(self) -> None:
        self._stopped = True
        self._wake.set()
        self._thread.join(1.0)

    def _run(self) -> None:
        while not self._stopped:
            self._wake.wait()
            self._wake.clear()
            index, began = self._frame, self._began
            if index is None:
                continue
            time.sleep(max(0.0, began + self.after - time.perf_counter()))
            while self._frame == index and not self._stopped:
                frames = sys._current_frames()
                frame = frames.get(self._main)
                if frame is not None:
                    self.samples.setdefault(index, Counter())[self._where(frame)] += 1
                names = {thread.ident: thread.name for thread in threading.enumerate()}
                for ident, other in frames.items():
                    if ident in (self._main, threading.get_ident()) or self._idle(other):
                        continue
                    where = f"{names.get(ident, '?')}: {self._where(other, 4)}"
                    self.others.setdefault(index, Counter())[where] += 1
                time.sleep(self.every)

    @staticmethod
    def _idle(frame: Any) -> bool:
        """Whether a thread is waiting for work (in the standard library's waits)."""
        return os.path.basename(frame.f_code.co_filename) in (
            "threading.py", "queue.py", "selectors.py", "connection.py")

    def _where(self, frame: Any, depth: int | None = None) -> str:
        stack = traceback.extract_stack(frame)[-(depth or self.depth):]
        return " < ".join(f"{os.path.basename(step.filename)}:{step.lineno} {step.name}"
                          for step in reversed(stack))


def _mended(board: BoardScene) -> int:
    """How many times the board's picture was mended by parts (0: it is not painted so)."""
    parts = getattr(board, "parts", None)
    return parts.mended if isinstance(parts, PartedPicture) else 0


def play_game(info: GameInfo, options: dict, seats: int, moves: int, seed: int = 21,
              size: tuple[int, int] = (1280, 720), profile_over: float | None = None,
              menu_seconds: float = MENU_SECONDS) -> GameFrames:
    """Play AI (normal) against AI at normal pace on the real board, opened after
    ``menu_seconds`` of the app's main menu; time every frame of the board (``profile_over``:
    seconds of CPU over which a frame's profile is kept, see above)."""
    app = App(size=size)
    settings = app.ctx.settings
    settings.animation, settings.win_meter, settings.auto_throw = "normal", True, False
    app.start()
    for frame in range(round(menu_seconds / FRAME)):  # the menu, as the app's loop shows it
        wall = time.perf_counter()
        app.frame(FRAME)
        if frame == 0:
            app.start_helpers()  # (as ``App.run`` does once its first frame is shown)
        time.sleep(max(0.0, FRAME - (time.perf_counter() - wall)))
    match = Match(info, dict(options), [Seat("ai", "normal")] * seats, seed=seed)
    random.seed(seed)
    frames = GameFrames()
    wall, cpu = time.perf_counter(), time.thread_time()
    open_match(app.ctx, match)
    frames.open_cpu, frames.open_wall = time.thread_time() - cpu, time.perf_counter() - wall
    board = app.ctx.scenes.top
    assert isinstance(board, BoardScene)
    started = time.perf_counter()
    spans = _watch(app, board)
    stalls = StallWatch()
    try:
        after_end = 0
        while moves <= 0 or len(match.actions) < moves:
            if app.ctx.scenes.top is not board:  # the game-over dialog is up (or else
                break  # something no AI-against-AI game waits on)
            if match.is_over:  # the frames up to the game-over dialog, that one included
                after_end += 1
                if after_end > ENDING_FRAMES:
                    break
            before = len(match.actions)
            profile = (cProfile.Profile(time.thread_time) if profile_over is not None
                       else None)  # CPU time, as the frames are judged by
            machine = machine_now()
            paints, animated = board.kept.paints, board.kept.animated
            mended = _mended(board)
            wall, cpu = time.perf_counter(), time.thread_time()
            stalls.begin(len(frames.cpu))
            if profile is not None:
                profile.runcall(app.frame, FRAME)
            else:
                app.frame(FRAME)
            stalls.end()
            frames.cpu.append(time.thread_time() - cpu)
            elapsed = time.perf_counter() - wall  # (the readings below are the bench's own)
            frames.machine.append(machine_now() - machine)
            frames.faults.append(frames.machine[-1].faults)
            frames.painted.append(
                ("mended" if _mended(board) != mended else "kept")
                if board.kept.paints != paints else
                "animated" if board.kept.animated != animated else "")
            frames.spans.append(spans.taken())
            frames.wall.append(elapsed)
            frames.tags.append(_tag(board, before))
            frames.at.append(before)
            if profile is not None and profile_over is not None and (
                    frames.cpu[-1] > profile_over or frames.faults[-1] > FAULTS_MANY):
                frames.slow.append(SlowFrame(len(frames.cpu) - 1, before, frames.cpu[-1],
                                             frames.tags[-1], frames.faults[-1],
                                             pstats.Stats(profile), frames.machine[-1]))
            time.sleep(max(0.0, FRAME - elapsed))
        frames.actions = len(match.actions)
        frames.finished = match.is_over
        frames.seconds = time.perf_counter() - started
    finally:
        stalls.stop()
        frames.stalls, frames.stalls_beside = stalls.samples, stalls.others
        spans.restore()
        app.shutdown()
    return frames


__all__ = ["GameFrames", "Machine", "SlowFrame", "StallWatch", "load_average", "machine_now",
           "page_faults", "play_game"]
