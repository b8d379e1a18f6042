"""The app's log file: ``dice-pandemonium.log`` in the data folder, small and rotating.

The windowed executable has no terminal, so what went wrong (a crash screen's traceback, a file
refused at the edge) is written here for the player to send us. The file is opened without
following a link and must be a regular file: a ``dice-pandemonium.log`` planted as a link to
another file gets no log lines (logging then goes nowhere rather than into that file).
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import stat
from pathlib import Path

from game.paths import data_dir, saving_disabled

LOG_NAME = "dice-pandemonium.log"
MAX_BYTES = 256 * 1024
BACKUPS = 1

_APPEND = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) \
    | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class SafeLogHandler(logging.handlers.RotatingFileHandler):
    """A rotating log that never writes through a link nor into a device or a FIFO."""

    def _open(self) -> io.TextIOWrapper:
        path = self.baseFilename
        if os.path.islink(path):  # where O_NOFOLLOW does not exist (Windows)
            raise OSError(f"{LOG_NAME} is a link, not a file of ours")
        fd = os.open(path, _APPEND, 0o644)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(f"{LOG_NAME} is not a regular file")
            if hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)
            return open(fd, "a", encoding=self.encoding or "utf-8", errors=self.errors,
                        closefd=True)
        except BaseException:
            os.close(fd)
            raise

    def emit(self, record: logging.LogRecord) -> None:
        if self.stream is None:
            try:
                self.stream = self._open()
            except OSError:
                return  # no log rather than a log into somebody else's file
        super().emit(record)


_installed: logging.handlers.RotatingFileHandler | None = None


def log_path() -> Path | None:
    return None if saving_disabled() else data_dir() / LOG_NAME


def setup_logging() -> Path | None:
    """Attach the rotating file handler to the root logger once; its path (None: no file)."""
    global _installed
    path = log_path()
    root = logging.getLogger()
    if _installed is not None:
        if path is not None and Path(_installed.baseFilename) == path.absolute():
            return path
        root.removeHandler(_installed)  # the data folder moved (tests, a fallback)
        _installed.close()
        _installed = None
    if path is None:
        return None
    try:
        handler = SafeLogHandler(path, maxBytes=MAX_BYTES,
                                 backupCount=BACKUPS, encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(logging.INFO)
    root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    _installed = handler
    return path
