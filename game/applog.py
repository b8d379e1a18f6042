"""The app's log file: ``dice-pandemonium.log`` in the data folder, small and rotating.

The windowed executable has no terminal, so what went wrong (a crash screen's traceback, a file
refused at the edge) is written here for the player to send us.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from game.paths import data_dir, saving_disabled

LOG_NAME = "dice-pandemonium.log"
MAX_BYTES = 256 * 1024
BACKUPS = 1

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
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES,
                                                       backupCount=BACKUPS, encoding="utf-8",
                                                       delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(logging.INFO)
    root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    _installed = handler
    return path
