"""Where a benched frame's CPU time went, part by part, at the cost of a clock reading.

Why not a profiler: ``cProfile`` slows every Python call, so the frames it keeps are slow
because they make many calls, not because they were slow in play. Here a few named parts of
the frame (the scenes' update, the drawing, the board's own picture, the paint-ahead, the
collector's passes, the flip) are wrapped on the live objects for as long as the bench runs,
and each frame's CPU seconds per part are read after it: the worst frames then say which part
was slow without changing what they cost.
"""

from __future__ import annotations

import gc
import time
from typing import Any


class FrameSpans:
    """CPU seconds per named part of the frame now running (``taken`` reads and clears)."""

    def __init__(self) -> None:
        self._now: dict[str, float] = {}
        self._undo: list[tuple[Any, str, Any, bool]] = []
        self._passes: Any = None

    def wrap(self, owner: Any, attribute: str, name: str) -> None:
        """Time every call of ``owner.attribute`` under ``name`` until ``restore``."""
        real = getattr(owner, attribute)
        own = attribute in getattr(owner, "__dict__", {})
        spent = self._now

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.thread_time()
            try:
                return real(*args, **kwargs)
            finally:
                spent[name] = spent.get(name, 0.0) + time.thread_time() - start

        setattr(owner, attribute, timed)
        self._undo.append((owner, attribute, real, own))

    def watch_passes(self, name: str) -> None:
        """Time every pass of Python's collector under ``name`` until ``restore``. Why: a
        pass comes whenever enough objects were made, inside whatever part made the last
        of them, so its time shows in that part's and nowhere by itself (this part overlaps
        the one the pass ran in, and the collector's own, which asks for passes)."""
        spent = self._now
        began: list[float] = []

        def timed(phase: str, _info: dict) -> None:
            if phase == "start":
                began.append(time.thread_time())
            elif began:
                spent[name] = spent.get(name, 0.0) + time.thread_time() - began.pop()

        gc.callbacks.append(timed)
        self._passes = timed

    def taken(self) -> dict[str, float]:
        """The parts' CPU seconds since the last call (parts not run are left out)."""
        out = dict(self._now)
        self._now.clear()
        return out

    def restore(self) -> None:
        """Put every wrapped attribute back as it was (an instance's own or its class's)."""
        if self._passes is not None:
            gc.callbacks.remove(self._passes)
            self._passes = None
        for owner, attribute, real, own in reversed(self._undo):
            if own or isinstance(owner, type) or not hasattr(type(owner), attribute):
                setattr(owner, attribute, real)
            else:
                delattr(owner, attribute)  # the class's method shows through again
        self._undo.clear()


def spans_text(spans: dict[str, float]) -> str:
    """``update 3.1, draw 9.2, ...`` in milliseconds, largest first."""
    largest = sorted(spans.items(), key=lambda item: item[1], reverse=True)
    return ", ".join(f"{name} {seconds * 1000:.1f}" for name, seconds in largest
                     if seconds >= 0.0001) or "nothing timed"


__all__ = ["FrameSpans", "spans_text"]
