"""Reading and writing the player's JSON files safely.

Writes go to a temporary file in the same folder, are flushed to disk, then renamed over the
target, so a crash or a full disk mid-write never leaves a half-written file: the previous good
one stays. The temporary file's name carries the writer's process id, so the next start can
remove those of writes that were killed (``game.paths.sweep_temporaries``). Nothing is written
through a link: the temporary file is created exclusively, the rename replaces a link rather
than following it, and a linked folder inside the data folder is refused.

Reads go through ``game.validate`` (regular file, size cap, depth cap, bounded numbers);
anything that is not the JSON we expect becomes a ``StorageError`` with a sentence to show. A
file that cannot be used is kept aside under another name, never deleted; each kept copy gets a
name of its own, and the same damaged content is never kept twice.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from game.paths import is_real_folder, written_roots
from game.validate import MAX_FILE_BYTES, InvalidFile, load_json_file, read_capped

__all__ = ["MAX_FILE_BYTES", "Encoded", "StorageError", "compact_json", "encode_json",
           "keep_aside", "keep_copy", "read_json", "write_bytes_atomic", "write_json_atomic"]

_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) \
    | getattr(os, "O_BINARY", 0)


class StorageError(Exception):
    """A file could not be read or written; ``str()`` is meant for the player."""


_PROTECTED: set[Path] = set()
"""Damaged files that could not be kept aside: writing over them would destroy them."""


def _compact(value: Any) -> str:
    # Without an indent json uses its C encoder, several times faster than the indented one.
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


class Encoded(list):
    """A list whose items are JSON texts already (``encode_json`` joins them as they are)."""


def _pieces(data: Any) -> list[str]:
    """Compact JSON of ``data`` as a list of pieces, each top-level value and each item of a
    top-level list encoded apart.

    Why pieces: the C encoder holds the interpreter lock for its whole call, so one call on a
    long save (Doodle Dice: 170 KB of drawings, ~7 ms) would stall the frame's thread while the
    writer thread encodes; piece by piece, the lock changes hands between pieces."""
    if not isinstance(data, dict):
        return [_compact(data)]
    pieces = ["{"]
    for index, (key, value) in enumerate(data.items()):
        pieces.append(("," if index else "") + _compact(key) + ":")
        if isinstance(value, Encoded):
            pieces.append("[" + ",".join(value) + "]")
        elif isinstance(value, list):
            pieces.append("[" + ",".join(_compact(item) for item in value) + "]")
        else:
            pieces.append(_compact(value))
    pieces.append("}")
    return pieces


def compact_json(value: Any) -> str:
    """``value`` as compact JSON text (one piece for an ``Encoded`` list); ``ValueError`` or
    ``TypeError`` when JSON cannot hold it."""
    return _compact(value)


def encode_json(data: Any, name: str) -> bytes:
    """``data`` as the UTF-8 JSON text our files hold; ``StorageError`` naming ``name``."""
    try:
        if isinstance(data, dict) and not all(isinstance(key, str) for key in data):
            raise TypeError("keys must be text")
        return "".join(_pieces(data)).encode("utf-8")
    except (TypeError, ValueError, RecursionError) as error:
        raise StorageError(f"Could not write {name}: the data cannot be stored "
                           f"({type(error).__name__}).") from None


def write_json_atomic(path: Path, data: Any) -> None:
    """Replace ``path`` with ``data`` as JSON, all or nothing; ``StorageError`` on failure."""
    write_bytes_atomic(path, encode_json(data, path.name))


def write_bytes_atomic(path: Path, encoded: bytes) -> None:
    """Replace ``path`` with ``encoded``, all or nothing; ``StorageError`` on failure.

    The temporary file is removed whatever goes wrong (disk full, a folder that vanished), so
    failures leave no litter and the old file untouched.
    """
    if path.absolute() in _PROTECTED:
        raise StorageError(f"{path.name} is damaged and could not be put aside, so it is not "
                           "written over; remove or fix it first.")
    tmp: str | None = None
    try:
        make_parents(path)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp",
                                   dir=path.parent)
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


def make_parents(path: Path) -> None:
    """Make the folders above ``path``; inside a data folder each must be a real folder.

    Why: a ``saves`` or ``.thumbs`` replaced by a link would send writes (and the pruning of
    old pictures) into whatever folder it points to. ``OSError`` when one is a link.
    """
    target = path.absolute()
    for root in written_roots():
        root = root.absolute()
        if root not in target.parents:
            continue
        folder = root
        for part in target.relative_to(root).parts[:-1]:
            folder = folder / part
            if not (folder.exists() or folder.is_symlink()):
                folder.mkdir(exist_ok=True)  # another thread may make it at the same moment
            if not is_real_folder(folder):
                raise OSError(f"{folder.name} in the data folder is a link or a file, "
                              "not a folder")
        return
    path.parent.mkdir(parents=True, exist_ok=True)


def read_json(path: Path) -> Any:
    """The decoded JSON of ``path``, checked by ``game.validate``; ``StorageError`` otherwise."""
    try:
        return load_json_file(path, MAX_FILE_BYTES)
    except InvalidFile as error:
        raise StorageError(str(error)) from None


def _aside_names(path: Path) -> list[Path]:
    """Unused names for a kept copy of ``path``, ``<stem>.damaged-<time>[-n].json``."""
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
    return [path.with_name(f"{path.stem}.damaged-{stamp}{'' if n == 1 else f'-{n}'}.json")
            for n in range(1, 1000)]


def _kept_already(path: Path) -> Path | None:
    """A copy of ``path`` kept aside earlier with exactly its content, if there is one."""
    try:
        size = os.lstat(path).st_size
        candidates = [entry for entry in os.scandir(path.parent)
                      if entry.name.startswith(f"{path.stem}.damaged-")
                      and entry.is_file(follow_symlinks=False)
                      and entry.stat(follow_symlinks=False).st_size == size]
        if not candidates:
            return None
        content = read_capped(path)
        for entry in candidates:
            if read_capped(Path(entry.path)) == content:
                return Path(entry.path)
    except (OSError, InvalidFile):
        return None
    return None


def keep_copy(path: Path) -> Path | None:
    """Keep a copy of a partly damaged file beside it (the file stays, to be rewritten);
    the copy's path, or None when none could be made.

    Opening the same damaged file twice keeps one copy, not two; two different contents kept
    in the same second get names of their own.
    """
    earlier = _kept_already(path)
    if earlier is not None:
        return earlier
    try:
        content = read_capped(path)
    except InvalidFile:
        return None
    for aside in _aside_names(path):
        try:
            fd = os.open(aside, _CREATE, 0o600)
        except FileExistsError:
            continue
        except OSError:
            return None
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(content)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError:
            aside.unlink(missing_ok=True)
            return None
        return aside
    return None


def keep_aside(path: Path) -> Path | None:
    """Rename a file that cannot be used to ``<stem>.damaged-<time>.json`` beside it.

    Never deletes and never overwrites: a name already taken gets a counter, and a file whose
    very content was kept aside before goes to that copy. Returns the new path, or None when
    the file could not be moved (then callers must not write over it).
    """
    earlier = _kept_already(path)
    if earlier is not None:
        try:
            os.unlink(path)
            return earlier
        except OSError:
            pass
    for aside in _aside_names(path):
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
