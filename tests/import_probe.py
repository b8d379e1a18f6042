"""Imported by a helper process started as the app starts them (``game.processes.entered``):
how the process treated its core while this module, standing for the engine and the AI, was
being imported (``test_ai_worker``)."""

from __future__ import annotations

import os
import signal
from typing import Any

OFFERING_WHILE_IMPORTED = signal.getitimer(signal.ITIMER_REAL)[1]
"""The interval of the timer that offers the core (``giving_way``) as this module was run."""
NICENESS_WHILE_IMPORTED = os.getpriority(os.PRIO_PROCESS, 0)


def report(conn: Any) -> None:
    """Send what was seen while importing and whether the core is still being offered."""
    conn.send((OFFERING_WHILE_IMPORTED, signal.getitimer(signal.ITIMER_REAL)[1],
               NICENESS_WHILE_IMPORTED))
    conn.close()
