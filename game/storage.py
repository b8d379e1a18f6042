"""Reading and writing the player's JSON files safely.

Writes go to a temporary file in the same folder, are flushed to disk, then renamed over the
target, so a crash or a full disk mid-write never leaves a half-written file: the previous good
one stays. Reads go through ``game.validate`` (regular file, size cap, depth cap, bounded
numbers); anything that is not the JSON we expect becomes a ``StorageError`` with a sentence to
show. A file that cannot be used is kept aside under another name, never deleted.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from game.validate import MAX_FILE_BYTES, InvalidFile, load_json_file

__all__ = ["MAX_FILE_BYTES", "StorageError", "keep_aside", "read_json", "write_json_atomic"]


class StorageError(Exception):
    """A file could not be read or written; ``str()`` is meant for the player."""


_PROTECTED: set[Path] = set()
"""Damaged files that could not be kept aside: writing over them would destroy them."""


def write_json_atomic(path: Path, data: Any) -> None:
    """Replace ``path`` with ``data`` as JSON, all or nothing; ``StorageError`` on failure.

    The temporary file is removed whatever goes wrong (disk full, text that cannot be encoded,
    a value JSON cannot hold), so failures leave no litter and the old file untouched.
    """
    if path.absolute() in _PROTECTED:
        raise StorageError(f"{path.name} is damaged and could not be put aside, so it is not "
                           "written over; remove or fix it first.")
    try:
        text = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False)
        encoded = text.encode("utf-8")
    except (TypeError, ValueError, RecursionError) as error:
        raise StorageError(f"Could not write {path.name}: the data cannot be stored "
                           f"({type(error).__name__}).") from None
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(encoded)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
        tmp = None
    except OSError as error:
        raise StorageError(f"Could not write {path.name}: {error.strerror or error}.") from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def read_json(path: Path) -> Any:
    """The decoded JSON of ``path``, checked by ``game.validate``; ``StorageError`` otherwise."""
    try:
        return load_json_file(path, MAX_FILE_BYTES)
    except InvalidFile as error:
        raise StorageError(str(error)) from None


def keep_aside(path: Path) -> Path | None:
    """Rename a file that cannot be used to ``<stem>.damaged-<time>.json`` beside it.

    Never deletes and never overwrites: a name already taken gets a counter. Returns the new
    path, or None when the file could not be moved (then callers must not write over it).
    """
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
    for counter in range(1, 1000):
        suffix = "" if counter == 1 else f"-{counter}"
        aside = path.with_name(f"{path.stem}.damaged-{stamp}{suffix}.json")
        if aside.exists() or aside.is_symlink():
            continue
        try:
            os.link(path, aside, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:
            try:  # file systems without hard links: checked rename instead
                if aside.exists():
                    continue
                os.rename(path, aside)
                return aside
            except OSError:
                _PROTECTED.add(path.absolute())
                return None
        try:
            os.unlink(path)
        except OSError:
            pass  # the copy under the new name exists; the original stays as it was
        return aside
    _PROTECTED.add(path.absolute())
    return None
