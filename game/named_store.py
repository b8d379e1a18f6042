"""One JSON file of the player's named things (monsters, forces, daemons), read and written safely.

Why one module: the monster book, the saved Doodle Dice forces and the Daemon Dice daemons are
all "a list of entries with unique names, tagged with a format, in one file of the data folder",
and all hold the player's own work. The careful part is the same for each and is written once
here:

* a file that cannot be read, or is not this kind of file, is moved aside
  (``<stem>.damaged-<time>.json``, via ``game.storage.keep_aside``) and an empty list starts;
* a file with some unreadable entries (or a name used twice, ignoring case and spaces, or more
  entries than the cap) keeps the readable ones and a *copy* of the original is put aside;
* when a damaged file could not be put aside, the store is ``read_only``: writing would destroy
  the only copy (opening the same damaged file twice keeps one copy and never makes it so);
* when the player's data folder cannot be written, the file is read from there
  (``game.paths.read_path``) and left as it is; saving writes this session's folder;
* a save writes the whole file at once (``write_json_atomic``), so the store changes only if
  the write worked.

Each kind supplies its format tag, the key of its list, the parse/serialise pair for one entry
and its sentences (a ``StoreKind``); its class derives from ``NamedStore`` (loading, finding,
writing) and keeps its own public API and its own rules for what may be saved.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from engine.core import CorruptData
from game.paths import read_path
from game.storage import StorageError, keep_aside, keep_copy, read_json, write_json_atomic

T = TypeVar("T")


def same_name(a: str, b: str) -> bool:
    """Names are compared without case or surrounding spaces ("Rimefang" is "rimefang ")."""
    return a.strip().casefold() == b.strip().casefold()


def find_named(entries: Sequence[T], name: str, name_of: Callable[[T], str]) -> T | None:
    """The entry called ``name`` (ignoring case and spaces), or None."""
    return next((entry for entry in entries if same_name(name_of(entry), name)), None)


@dataclass(frozen=True)
class StoreKind(Generic[T]):
    """What one kind of named store looks like on disk and what it tells the player."""

    format: str
    """The ``format`` tag that marks the file as this kind."""
    version: int
    key: str
    """The key of the list of entries in the file ("monsters", "forces", ...)."""
    what: str
    """What the file should be, for "<file> is not <what>." ("a monster book")."""
    parse: Callable[[Any], T]
    """One entry from its JSON; raises ``CorruptData`` or ``ValueError`` when it is not one."""
    serialise: Callable[[T], Any]
    name_of: Callable[[T], str]
    max_entries: int
    left_out: Callable[[int], str]
    """The sentence for ``n`` entries that could not be read ("3 of your ... were left out.")."""
    not_saved: str
    """Said after the reason when a damaged file could not be put aside."""
    error: type[Exception]
    """Raised by ``write_entries`` with a sentence for the player."""
    locked: str
    """The refusal when writing a read-only store; ``{file}`` becomes the file's name."""
    max_chars: int | None = None
    """A cap on the written JSON text, if the kind needs one."""
    too_big: str = ""


@dataclass
class Loaded(Generic[T]):
    """The outcome of reading a store's file."""

    entries: list[T] = field(default_factory=list)
    problem: str = ""
    """What went wrong, in a sentence (empty when all was well)."""
    read_only: bool = False


def load_entries(kind: StoreKind[T], path: Path) -> Loaded[T]:
    """The entries of ``path``; never raises for a bad file (see the module docstring)."""
    loaded: Loaded[T] = Loaded()
    source = read_path(path)
    if not (source.exists() or source.is_symlink()):
        return loaded
    try:
        data = read_json(source)
    except StorageError as error:
        _set_aside(kind, path, source, loaded, str(error), move=True)
        return loaded
    if not isinstance(data, Mapping) or data.get("format") != kind.format \
            or not isinstance(data.get(kind.key), list):
        _set_aside(kind, path, source, loaded, f"{path.name} is not {kind.what}.", move=True)
        return loaded
    loaded.entries, bad = _parse(kind, data[kind.key])
    if bad:
        _set_aside(kind, path, source, loaded, kind.left_out(bad), move=False)
    return loaded


S = TypeVar("S", bound="NamedStore[Any]")


@dataclass
class NamedStore(Generic[T]):
    """The common part of a store class: its file, what loading found, finding and writing.

    A subclass declares its list of entries under its own public name (``monsters``,
    ``forces``, ``daemons``: callers and tests read those), names that attribute in ``ENTRIES``
    and gives its ``KIND`` and ``default_path``; it keeps its own rules for saving (name checks,
    caps, replacing) and calls ``_write`` with the new list.
    """

    path: Path
    problem: str = ""
    """What went wrong while loading, in a sentence (empty when all was well)."""
    read_only: bool = False
    """Set when a damaged file could not be put aside: writing would destroy it."""
    KIND: ClassVar[StoreKind[Any]]
    ENTRIES: ClassVar[str]

    @classmethod
    def default_path(cls) -> Path:
        raise NotImplementedError

    @classmethod
    def load(cls: type[S], path: Path | None = None) -> S:
        """The store at ``path`` (default: the data folder); never raises for a bad file."""
        path = path or cls.default_path()
        loaded = load_entries(cls.KIND, path)
        return cls(path=path, problem=loaded.problem, read_only=loaded.read_only,
                   **{cls.ENTRIES: loaded.entries})

    def _entries(self) -> list[T]:
        return getattr(self, self.ENTRIES)

    def find(self, name: str) -> T | None:
        """The entry called ``name``, ignoring case and surrounding spaces (None: none is)."""
        return find_named(self._entries(), name, self.KIND.name_of)

    def _write(self, entries: list[T]) -> None:
        """Write the whole file at once (atomically); the store changes only if that worked."""
        write_entries(self.KIND, self.path, entries, self.read_only)
        setattr(self, self.ENTRIES, entries)


def write_entries(kind: StoreKind[T], path: Path, entries: Sequence[T], read_only: bool) -> None:
    """Write the whole file at once (atomically); ``kind.error`` with a sentence on failure."""
    if read_only:
        raise kind.error(kind.locked.format(file=path.name))
    data = {"format": kind.format, "version": kind.version,
            kind.key: [kind.serialise(entry) for entry in entries]}
    if kind.max_chars is not None and len(json.dumps(data)) > kind.max_chars:
        raise kind.error(kind.too_big)
    try:
        write_json_atomic(path, data)
    except StorageError as error:
        raise kind.error(str(error)) from None


def _parse(kind: StoreKind[T], raw_entries: list[Any]) -> tuple[list[T], int]:
    """(readable entries, how many were not) of the file's list; a repeated name is unreadable."""
    entries: list[T] = []
    bad = 0
    for raw in raw_entries[:kind.max_entries]:
        try:
            entry = kind.parse(raw)
        except (CorruptData, ValueError):
            bad += 1
            continue
        if find_named(entries, kind.name_of(entry), kind.name_of) is not None:
            bad += 1
            continue
        entries.append(entry)
    bad += max(0, len(raw_entries) - kind.max_entries)
    return entries, bad


def _set_aside(kind: StoreKind[Any], path: Path, source: Path, loaded: Loaded[Any],
               reason: str, move: bool) -> None:
    """Keep the damaged file under another name so nothing the player made is lost.

    ``move`` renames it (the file is unusable); otherwise a copy is kept and the readable file
    stays, to be rewritten by the next save. A file read from the player's read-only folder
    (``source`` is not ``path``) stays as it is: saving writes elsewhere and cannot harm it.
    """
    if source != path:
        loaded.problem = f"{reason} The file was left as it is in your data folder."
        return
    aside = keep_aside(path) if move else keep_copy(path)
    if aside is None:
        loaded.read_only = True
        loaded.problem = f"{reason} The file could not be put aside, so {kind.not_saved}"
        return
    loaded.problem = f"{reason} The original file was kept as {aside.name}."


__all__ = ["Loaded", "NamedStore", "StoreKind", "find_named", "load_entries", "same_name",
           "write_entries"]
