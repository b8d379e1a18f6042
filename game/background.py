"""Work done beside the window, in processes of its own, yields the cores to the window.

Why: the AI's move, the win-chance meter and the review's analysis each run in a process of
their own, and on a two-core machine the AI and the meter thinking at once take both cores.
At the same priority as the window, a frame then waits its turn for a core and comes late.

Lowering a helper's niceness is not enough: the scheduler lets the task on a core finish its
time slice (a few milliseconds, whatever its niceness) before a task that wakes takes the
core, and the window wakes sixty times a second. Where the system has it (Linux), a helper
also takes the idle scheduling class: a waking window then takes the core at once. The
helpers still get every moment the window does not need (it needs little: it draws only what
changed). Both count within the app's own group of processes only: where the system shares
the cores between sessions or apps (autogroups, a desktop's app scopes), other programs'
load is shared between the groups, not taken first from the helpers.
"""

from __future__ import annotations

import os
from typing import Any

NICENESS = 5
"""How far a helper process lowers its priority below the process that started it: enough
for the window to win a core when it wants one, not so far that the rest of the system
starves the helper (15 read no better in the frames: docs/performance.md)."""
MOST_NICE = 19
"""The lowest priority a process can have (its highest niceness)."""
IDLE_CLASS = getattr(os, "SCHED_IDLE", None)
"""The scheduling class a helper takes where the system has one (``None`` elsewhere)."""


def _idle_class(pid: int) -> None:
    """``pid`` (0: this process) runs only when the window does not want its core."""
    if IDLE_CLASS is None:
        return
    try:
        os.sched_setscheduler(pid, IDLE_CLASS, os.sched_param(0))
    except (AttributeError, OSError):  # not allowed here, or it has ended: niceness serves
        pass


def lower_priority() -> None:
    """This process yields the cores to the window: ``NICENESS`` below the process that
    started it and in the idle class (where the system allows it; nothing to do when that
    process already lowered it, ``lower_priority_of``)."""
    try:
        wanted = min(MOST_NICE, os.getpriority(os.PRIO_PROCESS, os.getppid()) + NICENESS)
        if os.getpriority(os.PRIO_PROCESS, 0) < wanted:
            os.setpriority(os.PRIO_PROCESS, 0, wanted)
    except (AttributeError, OSError):  # no priorities on this system, or not allowed: no matter
        pass
    _idle_class(0)


def lower_priority_of(proc: Any) -> None:
    """``proc``, a helper process just started from here, yields the cores to the window
    from its first instruction. Why from here: a fresh process imports every game before it
    runs a line of ours, a good part of its start-up, and two of them may start at once."""
    try:
        wanted = min(MOST_NICE, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
        os.setpriority(os.PRIO_PROCESS, proc.pid, wanted)
    except (AttributeError, OSError, TypeError):  # as ``lower_priority``; or it has ended
        return
    _idle_class(proc.pid)
