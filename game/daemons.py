"""The player's own Daemon Dice daemons, remembered between runs in the data folder.

One JSON file (``daemons.json``) holds every daemon the player built, by name. Why so careful
on load: this file is the player's work, so a damaged one is never overwritten silently. A file
that cannot be read at all is moved aside (``daemons.damaged-<time>.json``) and a fresh list
starts; a file with some unreadable daemons keeps the readable ones and a copy of the original
is put aside. Either way ``problem`` holds a sentence to show the player.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core import CorruptData
from engine.daemondice.breeds import MAX_NAME, Daemon, check_daemon
from engine.daemondice.roster import READY_BY_NAME
from engine.daemondice.serial import daemon_from_dict, daemon_to_dict
from game.paths import data_dir
from game.storage import StorageError, keep_aside, read_json, write_json_atomic
from game.validate import clean_name

FILE_NAME = "daemons.json"
STORE_FORMAT = "dice-pandemonium-daemons"
STORE_VERSION = 1
MAX_DAEMONS = 200
"""More than any player builds; keeps a tampered file from flooding the set-up list."""


class DaemonStoreError(Exception):
    """Saving, renaming or deleting failed; ``str()`` is the message for the player."""


def daemons_path() -> Path:
    return data_dir() / FILE_NAME


def _same(a: str, b: str) -> bool:
    """Names are compared without case or surrounding spaces ("Rimefang" is "rimefang ")."""
    return a.strip().casefold() == b.strip().casefold()


@dataclass
class DaemonStore:
    """The remembered daemons, in the order they were first saved."""

    path: Path
    daemons: list[Daemon] = field(default_factory=list)
    problem: str = ""
    """What went wrong while loading, in a sentence (empty when all was well)."""
    read_only: bool = False
    """Set when a damaged file could not be put aside: writing would destroy it."""

    # ------------------------------------------------------------------ loading
    @classmethod
    def load(cls, path: Path | None = None) -> DaemonStore:
        """The store at ``path`` (default: the data folder); never raises for a bad file."""
        store = cls(path or daemons_path())
        if not (store.path.exists() or store.path.is_symlink()):
            return store
        try:
            data = read_json(store.path)
        except StorageError as error:
            store._set_aside(str(error), move=True)
            return store
        if not isinstance(data, Mapping) or data.get("format") != STORE_FORMAT \
                or not isinstance(data.get("daemons"), list):
            store._set_aside(f"{store.path.name} is not a list of daemons.", move=True)
            return store
        daemons, bad = _parse(data["daemons"])
        store.daemons = daemons
        if bad:
            store._set_aside(f"{bad} of your saved daemons could not be read and were left "
                             "out.", move=False)
        return store

    def _set_aside(self, reason: str, move: bool) -> None:
        """Keep the damaged file under another name so nothing the player made is lost."""
        aside: Path | None
        if move:
            aside = keep_aside(self.path)
        else:
            stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
            aside = self.path.with_name(f"{self.path.stem}.damaged-{stamp}.json")
            try:
                if aside.exists():
                    raise OSError("name taken")
                shutil.copy2(self.path, aside)
            except OSError:
                aside = None
        if aside is None:
            self.read_only = True
            self.problem = (f"{reason} The file could not be put aside, so your daemons will "
                            "not be saved until it is fixed or removed.")
            return
        self.problem = f"{reason} The original file was kept as {aside.name}."

    # ------------------------------------------------------------------ reading
    def names(self) -> list[str]:
        return [d.name for d in self.daemons]

    def find(self, name: str) -> Daemon | None:
        return next((d for d in self.daemons if _same(d.name, name)), None)

    def name_problem(self, name: str, replacing: str | None = None) -> str | None:
        """Why ``name`` cannot be used for a daemon saved over ``replacing`` (None: it can)."""
        try:
            name = clean_name(name, MAX_NAME, "daemon's name")
        except ValueError as error:
            return str(error)
        if not name:
            return "Give your daemon a name."
        if any(_same(name, ready) for ready in READY_BY_NAME):
            return f"{name.strip()} is the name of a ready-made daemon; choose another."
        other = self.find(name)
        if other is not None and not (replacing and _same(other.name, replacing)):
            return f"You already have a daemon called {other.name}; choose another name."
        return None

    # ------------------------------------------------------------------ changing
    def save(self, daemon: Daemon, replacing: str | None = None) -> Daemon:
        """Remember ``daemon``; with ``replacing``, it takes that daemon's place (an edit or a
        rename). Returns the daemon as stored (name trimmed)."""
        try:
            name = clean_name(daemon.name, MAX_NAME, "daemon's name")
            clean = check_daemon(Daemon(name, daemon.dice, daemon.declared))
        except ValueError as error:
            raise DaemonStoreError(str(error)) from None
        problem = self.name_problem(clean.name, replacing)
        if problem:
            raise DaemonStoreError(problem)
        old = self.find(replacing) if replacing else None
        daemons = list(self.daemons)
        if old is not None:
            daemons[daemons.index(old)] = clean
        else:
            if len(daemons) >= MAX_DAEMONS:
                raise DaemonStoreError(f"You can keep at most {MAX_DAEMONS} daemons.")
            daemons.append(clean)
        self._write(daemons)
        return clean

    def rename(self, old: str, new: str) -> Daemon:
        daemon = self.find(old)
        if daemon is None:
            raise DaemonStoreError(f"There is no daemon called {old}.")
        return self.save(Daemon(new, daemon.dice, daemon.declared), replacing=daemon.name)

    def delete(self, name: str) -> None:
        daemon = self.find(name)
        if daemon is None:
            raise DaemonStoreError(f"There is no daemon called {name}.")
        self._write([d for d in self.daemons if d is not daemon])

    def _write(self, daemons: list[Daemon]) -> None:
        """Write the whole list at once (atomically); the store changes only if it worked."""
        if self.read_only:
            raise DaemonStoreError("Your daemons file is damaged and could not be put aside; "
                                   f"remove {self.path.name} from the data folder first.")
        data = {"format": STORE_FORMAT, "version": STORE_VERSION,
                "daemons": [daemon_to_dict(d) for d in daemons]}
        try:
            write_json_atomic(self.path, data)
        except StorageError as error:
            raise DaemonStoreError(str(error)) from None
        self.daemons = daemons


def _parse(entries: list[Any]) -> tuple[list[Daemon], int]:
    """(readable daemons, how many entries were not) of the file's list of daemons."""
    daemons: list[Daemon] = []
    bad = 0
    for raw in entries[:MAX_DAEMONS]:
        try:
            daemon = check_daemon(daemon_from_dict(raw))
            if clean_name(daemon.name, MAX_NAME) != daemon.name:
                raise ValueError("name not in its stored form")
        except (CorruptData, ValueError):
            bad += 1
            continue
        if any(_same(daemon.name, d.name) for d in daemons):
            bad += 1
            continue
        daemons.append(daemon)
    bad += max(0, len(entries) - MAX_DAEMONS)
    return daemons, bad


__all__ = ["DaemonStore", "DaemonStoreError", "FILE_NAME", "daemons_path"]
