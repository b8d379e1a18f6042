"""The checks every value entering the app from disk or the keyboard passes, once, at the edge.

Why one module: a name with a zero-width joiner, a number with ten thousand digits or a symlink
to ``/dev/zero`` each broke a different part of the app when every reader did its own checking.
Here each kind of value has one gate: names (printable, NFC, trimmed, length-limited), JSON
(size-capped, depth-capped, bounded numbers, no duplicate keys, printable strings) and files
(a regular file opened without following links to devices or FIFOs, read up to a cap).
Every refusal is a ``ValueError`` (or ``InvalidFile``) whose text is a sentence for the player.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import unicodedata
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 8 * 1024 * 1024
"""Far above any real save (a long game is ~200 KB), far below what could exhaust memory."""
MAX_DEPTH = 32
"""Our files nest 6 levels at most; anything deeper is not ours."""
MAX_NODES = 2_000_000
MAX_STRING = 200_000
"""Longest text value in our files (a monster book keeps each drawing as one compact JSON text,
at most ``engine.sketchdata.MAX_SKETCH_BYTES``); names have their own, much shorter limits."""
MAX_NUMBER_DIGITS = 19
"""Integers in our files fit in 63 bits (19 digits); refusing longer digit strings keeps int()
cheap."""
MAX_INT = 2**62
MAX_SHOWN = 300
"""Longest text a toast or dialog draws; longer messages are shortened with an ellipsis."""

_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Control, format (zero-width and direction marks), surrogate, private-use, unassigned, and
line/paragraph separators: characters that draw as nothing, as boxes, or break file writes."""
_MAX_MARKS = 2
"""Combining marks allowed on one letter: enough for any real script, not for a 'zalgo' tower."""


class InvalidFile(ValueError):
    """A file that is not what it should be; ``str()`` names it and says what is wrong."""


# ------------------------------------------------------------------------------------- text
def is_allowed_char(ch: str) -> bool:
    """Whether ``ch`` may appear in a name: visible text or a plain space."""
    return unicodedata.category(ch) not in _REFUSED_CATEGORIES


def printable(text: str) -> str:
    """``text`` with every refused character removed, other spaces turned into plain ones and
    runs of combining marks shortened (what typing into a field keeps of a key press)."""
    kept: list[str] = []
    marks = 0
    for ch in text:
        if not is_allowed_char(ch):
            continue
        category = unicodedata.category(ch)
        if category.startswith("M"):
            marks += 1
            if marks > _MAX_MARKS or not kept:
                continue
        else:
            marks = 0
        kept.append(" " if category == "Zs" else ch)
    return "".join(kept)


def clean_name(text: Any, max_len: int, what: str = "name") -> str:
    """The name as stored: NFC, trimmed, inner spaces kept. Raises ``ValueError`` with the
    reason when ``text`` is not text, holds characters that cannot be shown, or is too long.
    An empty result is allowed (callers that need a name say so themselves)."""
    if not isinstance(text, str):
        raise ValueError(f"The {what} is not text.")
    if len(text) > max_len * 4:  # cheap refusal before any per-character work
        raise ValueError(f"The {what} is longer than {max_len} characters.")
    normal = unicodedata.normalize("NFC", text).strip()
    if printable(normal) != normal:
        raise ValueError(f"The {what} holds characters that cannot be shown.")
    if len(normal) > max_len:
        raise ValueError(f"The {what} is longer than {max_len} characters.")
    return normal


def shorten(text: str, limit: int = MAX_SHOWN) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, so a message quoting a huge value
    can still be drawn; unprintable characters are dropped on the way."""
    if len(text) > limit * 4:
        text = text[: limit * 4]
    text = printable(text.replace("\n", " "))
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


_UNSAFE_FILE_CHARS = re.compile(r'[<>:"/\\|?*]')
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
             *(f"lpt{i}" for i in range(1, 10))}
MAX_FILE_NAME = 60


def file_name_problem(name: str) -> str | None:
    """Why ``name`` cannot be the name of a save file on any system (None: it can)."""
    try:
        clean = clean_name(name, MAX_FILE_NAME, "save name")
    except ValueError as error:
        return str(error)
    if not clean:
        return "Give the save a name."
    if clean != name.strip():
        return "The save name holds characters that cannot be shown."
    bad = _UNSAFE_FILE_CHARS.search(clean)
    if bad:
        return f"A save name cannot contain {bad.group()!r}."
    if clean.startswith("."):
        return "A save name cannot start with a dot."
    if clean.endswith("."):
        return "A save name cannot end with a dot."
    if clean.split(".")[0].strip().casefold() in _RESERVED:
        return f"{clean} is a name the system keeps for itself."
    if clean.casefold().startswith("autosave"):
        return "Names starting with 'autosave' are kept for the automatic saves."
    return None


# ------------------------------------------------------------------------------------- numbers
def bounded_int(value: Any, low: int, high: int, what: str) -> int:
    """``value`` as an int in [low, high] (booleans refused), or ``ValueError``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"The {what} must be a whole number from {low} to {high}.")
    return value


# ------------------------------------------------------------------------------------- files
def read_capped(path: Path, cap: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``cap`` bytes.

    Why not ``read_bytes``: a link to ``/dev/zero`` or a FIFO would hang or fill memory. The
    file is opened without following a final symlink and without blocking, checked to be a
    regular file through the open handle (no race with a swap), and read to at most cap+1 bytes.
    """
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise InvalidFile(f"{path.name} does not exist.") from None
    except OSError as error:
        if error.errno == errno.ELOOP or path.is_symlink():
            raise InvalidFile(f"{path.name} is a link, not a file of ours.") from None
        raise InvalidFile(f"{path.name} could not be opened: "
                          f"{error.strerror or error}.") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InvalidFile(f"{path.name} is not a regular file.")
        if info.st_size > cap:
            raise InvalidFile(f"{path.name} is too large to be one of our files.")
        chunks: list[bytes] = []
        size = 0
        while size <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > cap:
            raise InvalidFile(f"{path.name} is too large to be one of our files.")
        return b"".join(chunks)
    except OSError as error:
        raise InvalidFile(f"{path.name} could not be read: {error.strerror or error}.") from None
    finally:
        os.close(fd)


# ------------------------------------------------------------------------------------- JSON
class _Refused(ValueError):
    pass


def _parse_int(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > MAX_NUMBER_DIGITS:
        raise _Refused("it holds a number far too large")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 40:
        raise _Refused("it holds a number far too large")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused("it holds a number far too large")
    return value


def _parse_constant(text: str) -> float:
    raise _Refused(f"it holds {text}, which is not a number")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(f"it names {shorten(key, 40)!r} twice")
        result[key] = value
    return result


def parse_json(raw: bytes, name: str) -> Any:
    """Decode ``raw`` (UTF-8 JSON) under every cap above; ``InvalidFile`` naming ``name``."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidFile(f"{name} is damaged or not a Dice Pandemonium file.") from None
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant, object_pairs_hook=_no_duplicates)
    except _Refused as error:
        raise InvalidFile(f"{name} cannot be used: {error}.") from None
    except (ValueError, RecursionError):
        raise InvalidFile(f"{name} is damaged or not a Dice Pandemonium file.") from None
    problem = tree_problem(data)
    if problem:
        raise InvalidFile(f"{name} cannot be used: {problem}.")
    return data


def _plain(text: str) -> bool:
    """Printable ASCII only: every such character is allowed, so the checks per character
    (slow in Python, and a thousand-game index holds a hundred thousand) can be skipped."""
    return text.isascii() and text.isprintable()


def tree_problem(data: Any) -> str | None:
    """Why decoded JSON is not something our files could hold (None: it could).

    Iterative, so a hostile nesting cannot exhaust the stack of the checker itself.
    """
    stack: list[tuple[Any, int]] = [(data, 1)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if depth > MAX_DEPTH:
            return "it is nested too deeply"
        if nodes > MAX_NODES:
            return "it holds too many values"
        if isinstance(value, dict):
            for key, item in value.items():
                if len(key) > MAX_STRING or not _plain(key) and printable(key) != key:
                    return "it holds a key that is not plain text"
                stack.append((item, depth + 1))
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            if len(value) > MAX_STRING:
                return "it holds a text far too long"
            if not _plain(value) and any(not is_allowed_char(ch) and ch != " " for ch in value):
                return "it holds text with characters that cannot be shown"
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if not -MAX_INT <= value <= MAX_INT:
                return "it holds a number far too large"
    return None


def load_json_file(path: Path, cap: int = MAX_FILE_BYTES) -> Any:
    """``read_capped`` then ``parse_json``: the one way our JSON files are read."""
    return parse_json(read_capped(path, cap), path.name)
