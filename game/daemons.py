"""The player's own Daemon Dice daemons, remembered between runs in the data folder.

One JSON file (``daemons.json``) holds every daemon the player built, by name. Why so careful
on load: this file is the player's work, so a damaged one is never overwritten silently. A file
that cannot be read at all is moved aside (``daemons.damaged-<time>.json``) and a fresh list
starts; a file with some unreadable daemons keeps the readable ones and a copy of the original
is put aside. Either way ``problem`` holds a sentence to show the player. That care is shared
with the monster book and the saved forces and lives in ``game.named_store``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from engine.daemondice.breeds import MAX_NAME, Daemon, check_daemon
from engine.daemondice.lineup import daemon_from_dict, daemon_to_dict
from engine.daemondice.roster import READY_BY_NAME
from game.named_store import NamedStore, StoreKind, same_name
from game.paths import data_dir
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


def _daemon_from_entry(raw: Any) -> Daemon:
    """A daemon from its JSON entry, checked like one built in the app; raises otherwise."""
    daemon = check_daemon(daemon_from_dict(raw))
    if clean_name(daemon.name, MAX_NAME) != daemon.name:
        raise ValueError("name not in its stored form")
    return daemon


_KIND: StoreKind[Daemon] = StoreKind(
    format=STORE_FORMAT, version=STORE_VERSION, key="daemons", what="a list of daemons",
    parse=_daemon_from_entry, serialise=daemon_to_dict, name_of=lambda d: d.name,
    max_entries=MAX_DAEMONS,
    left_out=lambda bad: f"{bad} of your saved daemons could not be read and were left out.",
    not_saved="your daemons will not be saved until it is fixed or removed.",
    error=DaemonStoreError,
    locked="Your daemons file is damaged and could not be put aside; remove {file} from the "
           "data folder first.")


@dataclass
class DaemonStore(NamedStore[Daemon]):
    """The remembered daemons, in the order they were first saved."""

    daemons: list[Daemon] = field(default_factory=list)
    KIND: ClassVar[StoreKind[Any]] = _KIND
    ENTRIES: ClassVar[str] = "daemons"

    @classmethod
    def default_path(cls) -> Path:
        return daemons_path()

    # ------------------------------------------------------------------ reading
    def names(self) -> list[str]:
        return [d.name for d in self.daemons]

    def name_problem(self, name: str, replacing: str | None = None) -> str | None:
        """Why ``name`` cannot be used for a daemon saved over ``replacing`` (None: it can)."""
        try:
            name = clean_name(name, MAX_NAME, "daemon's name")
        except ValueError as error:
            return str(error)
        if not name:
            return "Give your daemon a name."
        if any(same_name(name, ready) for ready in READY_BY_NAME):
            return f"{name.strip()} is the name of a ready-made daemon; choose another."
        other = self.find(name)
        if other is not None and not (replacing and same_name(other.name, replacing)):
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


__all__ = ["DaemonStore", "DaemonStoreError", "FILE_NAME", "daemons_path"]
