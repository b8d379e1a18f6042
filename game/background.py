"""Work done beside the window, in processes of its own, yields the cores to the window.

Why: the AI's move, the win-chance meter and the review's analysis each run in a process of
their own, and on a two-core machine the AI and the meter thinking at once take both cores.
At the same priority as the window, a frame then waits its turn for a core and comes late.
Lowered, the helpers still get every moment the window does not need (it needs little: it
draws only what changed), and a frame is never kept waiting by them.
"""

from __future__ import annotations

import os

NICENESS = 5
"""How far a helper process lowers its priority: enough for the window to win a core at once
whenever it wants one, not so far that the rest of the system starves the helper."""


def lower_priority() -> None:
    """This process yields the cores to the window (where the system allows it)."""
    try:
        os.nice(NICENESS)
    except (AttributeError, OSError):  # no nice on this system, or not allowed: no matter
        pass
