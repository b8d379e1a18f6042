"""Every finished game rated without opening its review: the person's figures of each kept
game (``game.library``) analysed in a worker process while the app is idle, into Statistics.

When: at the first idle moment of a session (a game closed before its rating was done last
time is rated then), and again each time a game ends (``wake``). Idle: no game is being played
on a board for ``SETTLE`` seconds (a finished game's board, a menu, Statistics are idle), so
the rating never competes with an AI opponent for the machine's cores and never lands on the
app's first frames; the UI thread lists the library folder once a round and polls a pipe.
Which games: the newest ``BACKLOG`` kept games of one person against the AI not looked at this
session; the worker skips those Statistics already hold (``PlayerStats.keep_analysed``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.analysis.worker import RatingJob
from game.library import list_games
from game.stats import Analysed, PlayerStats

BACKLOG = 10
"""Kept games looked at per round, newest first (a rating reads the latest ten)."""
SETTLE = 2.0
"""Seconds of idle before a round starts."""


class Rater:
    """The rating rounds: at most one worker process at a time."""

    def __init__(self) -> None:
        self.job: RatingJob | None = None
        self.wanted = True
        """A round is due once the app is idle."""
        self.quiet = 0.0
        """Seconds idle so far."""
        self.looked: set[str] = set()
        """Kept games' file names sent to a round this session."""

    def wake(self) -> None:
        """A game has ended: rate it (and whatever else waits) once the app is idle."""
        self.wanted = True

    def poll(self, stats: Callable[[], PlayerStats], idle: bool, dt: float) -> int:
        """Keep what the worker rated since the last frame; start a round when one is due
        and the app has been idle a while. How many games were kept now."""
        self.quiet = self.quiet + dt if idle else 0.0
        job = self.job
        if job is None:
            if self.wanted and self.quiet >= SETTLE:
                self.wanted = False
                self._start(stats())
            return 0
        job.poll()
        kept = 0
        for data in job.take():
            try:
                kept += stats().keep_analysed(Analysed.from_dict(data))
            except ValueError:
                continue  # not a row (our own worker's: never expected)
        if not job.running:
            self.job = None
        return kept

    def _start(self, stats: PlayerStats) -> None:
        games = [g for g in list_games() if g.opponent != "hot-seat"
                 and g.path.name not in self.looked][:BACKLOG]
        if not games:
            return
        self.looked.update(g.path.name for g in games)
        self.job = RatingJob([g.path for g in reversed(games)],
                             [row.key for row in stats.analysed])

    def close(self) -> None:
        if self.job is not None:
            self.job.close()
            self.job = None


def idle(scenes: Iterable[Any]) -> bool:
    """Whether no game is being played in ``scenes`` (a scene showing an unfinished
    ``match`` that is not a review)."""
    for scene in scenes:
        match = getattr(scene, "match", None)
        if match is not None and not match.is_over and not getattr(scene, "reviewing", False):
            return False
    return True


def rater_service(services: dict[str, Any]) -> Rater:
    """The app's one ``Rater`` (kept in ``AppContext.services``, closed on quit)."""
    rater = services.get("rater")
    if not isinstance(rater, Rater):
        rater = services["rater"] = Rater()
    return rater


__all__ = ["BACKLOG", "SETTLE", "Rater", "idle", "rater_service"]
