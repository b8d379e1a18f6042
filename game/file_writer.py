"""The app's one file writer: autosaves, statistics and settings written off the frame path.

Writes the app makes while a game runs (the autosave after each move, the statistics, the
settings) go through ``writer``: while the app runs it is one background thread taking jobs in
the order they came, so a frame only hands a job over and never waits for the disk or for the
encoding of a large save. A newer job for the same file takes the place of one still waiting
(the file only ever needs its latest content). Without the thread (tests, command-line tools) a
job runs at once. Readers of those files call ``writer.settle()`` first, so they read what was
last written; quitting drains the queue (``writer.stop()``). Each job still writes atomically
(``game.storage``), so a kill leaves the last completed write whole.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

log = logging.getLogger(__name__)


class BackgroundWriter:
    """One thread that runs write jobs in order (see the module docstring)."""

    def __init__(self) -> None:
        self._jobs: OrderedDict[Hashable, Callable[[], None]] = OrderedDict()
        self._failures: dict[Hashable, Exception] = {}
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        self._busy = False
        self._stopping = False

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self) -> None:
        """Run later jobs on the thread (the app, from its start to its quit). A failure the
        thread kept before it last stopped was logged and is not this run's to report: the
        next write of that file does not raise it."""
        with self._lock:
            if self._thread is not None:
                return
            self._stopping = False
            self._failures.clear()
            self._thread = threading.Thread(target=self._run, name="file-writer", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """Finish every waiting job, then run jobs at once again (quitting)."""
        with self._lock:
            thread = self._thread
            if thread is None:
                return
            self._stopping = True
            self._lock.notify_all()
        thread.join()
        with self._lock:
            self._thread = None

    def submit(self, key: Hashable, job: Callable[[], None]) -> None:
        """Run ``job`` (which writes the file ``key`` names) after the jobs already waiting.

        Without the thread it runs now and its exception reaches the caller; with it, a job's
        exception is raised by the next ``submit`` of the same key (so the caller still hears
        of a failed autosave, one move later)."""
        if self._thread is None or threading.current_thread() is self._thread:
            job()
            return
        with self._lock:
            self._jobs[key] = job  # a waiting job for the same file keeps its place
            self._lock.notify_all()
            failure = self._failures.pop(key, None)
        if failure is not None:
            raise failure

    def settle(self) -> None:
        """Wait until every job handed over so far has run (before reading those files)."""
        if self._thread is None or threading.current_thread() is self._thread:
            return
        with self._lock:
            while self._jobs or self._busy:
                self._lock.wait()

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._jobs and not self._stopping:
                    self._lock.wait()
                if not self._jobs:
                    return
                key, job = self._jobs.popitem(last=False)
                self._busy = True
            try:
                job()
            except Exception as error:  # kept for the caller's next submit
                log.warning("a background write failed: %s", error)
                with self._lock:
                    self._failures[key] = error
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


writer = BackgroundWriter()
"""The app's one writer: started by ``game.app.App``, stopped (drained) when it quits."""


__all__ = ["BackgroundWriter", "writer"]
