"""The optional sketching time limit: each person's clock for each round's sketching.

A clock is a table matter, not a rule of the engine (a state knows no time): the set-up option
``sketch_time`` (minutes, 0 for none) is saved with the match, and the board keeps one clock
per player and round. It runs only while that person is sketching at the screen (after the
hand-off, on the table or on the pad); the AI has none and never waits. When it runs out the
board closes the pad, so the monster still on it is not made and its dice stay in the active
pool, and ends that player's sketching with ``Done``. Frames feed the clock their time
(``tick``), so tests drive it with the frames they run, never the wall clock.
"""

from __future__ import annotations

from collections.abc import Callable

Key = tuple[int, int]
"""(round, seat): whose clock."""


class SketchClock:
    def __init__(self, minutes: int, on_expire: Callable[[Key], None] | None = None) -> None:
        self.limit = 60.0 * max(0, minutes)
        self.on_expire = on_expire
        self.spent: dict[Key, float] = {}
        self.current: Key | None = None
        """The clock running now (None: nobody is sketching at the screen)."""

    @property
    def enabled(self) -> bool:
        return self.limit > 0

    def follow(self, key: Key | None) -> None:
        """Whose clock runs from now on (the board says, each frame)."""
        self.current = key if self.enabled else None

    def seconds_left(self) -> float | None:
        """Time left on the running clock; None when none runs."""
        if self.current is None:
            return None
        return max(0.0, self.limit - self.spent.get(self.current, 0.0))

    def tick(self, dt: float) -> None:
        """``dt`` seconds pass; a clock that reaches zero calls ``on_expire`` (each frame
        until the board has ended that sketching, so an undo cannot buy more time)."""
        key = self.current
        if key is None:
            return
        self.spent[key] = self.spent.get(key, 0.0) + max(0.0, dt)
        if self.spent[key] >= self.limit and self.on_expire is not None:
            self.on_expire(key)


__all__ = ["Key", "SketchClock"]
