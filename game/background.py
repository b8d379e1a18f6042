"""Work done beside the window, in processes of its own, yields the cores to the window.

Why: the AI's move, the win-chance meter and the review's analysis each run in a process of
their own, and on a two-core machine the AI and the meter thinking at once take both cores.
At the same priority as the window, a frame then waits its turn for a core and comes late.

Lowered, the helpers still get every moment the window does not need (it needs little: it
draws only what changed). But a lower priority alone does not get the window a core at once:
the scheduler lets the task on a core run on for a few milliseconds (its time slice, whatever
its priority) before a task that wakes takes it, and the window wakes sixty times a second.
So a helper also offers its core every millisecond while it works (``giving_way``):
a waiting window takes it then, and when none waits the helper runs straight on. Priorities
count within the app's own group of processes only: the system shares the cores between
sessions evenly, whatever their niceness.

Where many windows share the cores at one priority (the test suite runs an app in each of
its processes, one more than the cores, in one group), a helper yielding to the windows
yields to all of them and all but stops: a whole game through the UI that takes six seconds
alone took minutes beside three busy processes. There ``EVEN_PRIORITY`` is set and helpers
keep their window's priority and never give way.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

NICENESS = 5
"""How far a helper process lowers its priority below the process that started it: enough
for the window to win a core when it wants one, not so far that the rest of the system
starves the helper (15 read no better in the frames: docs/performance.md)."""
MOST_NICE = 19
"""The lowest priority a process can have (its highest niceness)."""
GIVE_WAY_EVERY = 0.001
"""Seconds between the offers of its core a working helper makes to a task waiting for one
(``giving_way``). Why a timer of wall time, armed only while it works: the system counts a
process's own CPU time in clock ticks, several milliseconds apart. Why not a stronger class
than niceness (the idle class): a process cannot leave it again, and it starves the AI
whenever other programs keep the cores busy (docs/performance.md)."""


EVEN_PRIORITY = "DICE_PANDEMONIUM_EVEN_PRIORITY"
"""Set (to anything but empty) in the environment, helpers run at their window's priority and
never give way (see above); the processes they start inherit it."""


def _yielding() -> bool:
    return not os.environ.get(EVEN_PRIORITY)


def lower_priority() -> None:
    """This process yields the cores to the window: ``NICENESS`` below the process that
    started it (where the system allows it; nothing to do when that process already lowered
    it, ``lower_priority_of``; nothing under ``EVEN_PRIORITY``)."""
    if not _yielding():
        return
    try:
        wanted = min(MOST_NICE, os.getpriority(os.PRIO_PROCESS, os.getppid()) + NICENESS)
        if os.getpriority(os.PRIO_PROCESS, 0) < wanted:
            os.setpriority(os.PRIO_PROCESS, 0, wanted)
    except (AttributeError, OSError):  # no priorities on this system, or not allowed: no matter
        pass


@contextmanager
def giving_way() -> Iterator[None]:
    """While this helper works, it offers its core to a task waiting for one every
    ``GIVE_WAY_EVERY`` (a timer's signal; off once the work is done, so a helper waiting for
    work is never woken by it). Where the system has no such timer, or off the main thread
    (the signal is handled there), or under ``EVEN_PRIORITY``, nothing changes. Usable as a
    decorator too."""
    if (not _yielding() or not hasattr(signal, "setitimer") or not hasattr(os, "sched_yield")
            or threading.current_thread() is not threading.main_thread()):
        yield
        return
    before = signal.signal(signal.SIGALRM, _give_way)
    signal.setitimer(signal.ITIMER_REAL, GIVE_WAY_EVERY, GIVE_WAY_EVERY)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)


def _give_way(_signal: int, _frame: Any) -> None:
    os.sched_yield()


def lower_priority_of(proc: Any) -> None:
    """``proc``, a helper process just started from here, yields the cores to the window
    from its first instruction. Why from here: a fresh process imports every game before it
    runs a line of ours, a good part of its start-up, and two of them may start at once
    (nothing under ``EVEN_PRIORITY``)."""
    if not _yielding():
        return
    try:
        wanted = min(MOST_NICE, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
        os.setpriority(os.PRIO_PROCESS, proc.pid, wanted)
    except (AttributeError, OSError, TypeError):  # as ``lower_priority``; or it has ended
        pass
