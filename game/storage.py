"""Reading and writing the player's JSON files safely.

Writes go to a temporary file in the same folder, are flushed to disk, then renamed over the
target, so a crash mid-write never leaves a half-written save. Reads never trust the content:
anything that is not the JSON we expect becomes a ``StorageError`` with a sentence to show.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 8 * 1024 * 1024


class StorageError(Exception):
    """A file could not be read or written; ``str()`` is meant for the player."""


def write_json_atomic(path: Path, data: Any) -> None:
    text = json.dumps(data, indent=1, ensure_ascii=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise StorageError(f"Could not write {path.name}: {error.strerror or error}.") from None


def read_json(path: Path) -> Any:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise StorageError(f"{path.name} is too large to be one of our files.")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise StorageError(f"{path.name} does not exist.") from None
    except OSError as error:
        raise StorageError(f"Could not read {path.name}: {error.strerror or error}.") from None
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise StorageError(f"{path.name} is damaged or not a Dice Pandemonium file.") from None
