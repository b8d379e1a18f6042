"""Forces saved by name in the data folder (``forces.json``), to bring to later games.

The file is JSON written atomically (``game.storage``); each force is checked as it is read
(dice of the box, one or two colours), so a hand-edited file cannot smuggle anything in. A
damaged file is kept aside under another name and the player told in one sentence; nothing
else is touched. Whether a force fits a game's budget is checked when it is chosen, not here:
a 200-side force stays saved even while a game of 100 sides is being set up.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from engine.core import CorruptData
from engine.doodledice.forces import Force, force_from_json, force_to_json
from game.paths import data_dir
from game.storage import StorageError, read_json, write_json_atomic

FILE_NAME = "forces.json"
STORE_FORMAT = "dice-pandemonium-doodle-forces"
STORE_VERSION = 1
MAX_FORCES = 100
MAX_NAME = 24


class ForceStoreError(Exception):
    """Saving or deleting failed; ``str()`` is the message for the player."""


def forces_path() -> Path:
    return data_dir() / FILE_NAME


def _same(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


@dataclass(frozen=True)
class SavedForce:
    name: str
    force: Force


@dataclass
class ForceStore:
    path: Path
    forces: list[SavedForce] = field(default_factory=list)
    problem: str = ""
    read_only: bool = False

    @classmethod
    def load(cls, path: Path | None = None) -> ForceStore:
        """The store at ``path`` (default: the data folder); never raises for a bad file."""
        store = cls(path or forces_path())
        if not store.path.exists():
            return store
        try:
            data = read_json(store.path)
        except StorageError as error:
            store._set_aside(str(error), move=True)
            return store
        if not isinstance(data, Mapping) or data.get("format") != STORE_FORMAT \
                or not isinstance(data.get("forces"), list):
            store._set_aside(f"{store.path.name} is not a list of forces.", move=True)
            return store
        bad = 0
        for item in data["forces"][:MAX_FORCES]:
            try:
                if not isinstance(item, Mapping) or not isinstance(item.get("name"), str) \
                        or not item["name"].strip() or len(item["name"]) > MAX_NAME:
                    raise CorruptData("bad name")
                store.forces.append(SavedForce(item["name"].strip(),
                                               force_from_json(item.get("dice"))))
            except CorruptData:
                bad += 1
        if bad:
            store._set_aside(f"{bad} of your saved forces could not be read and were left out.",
                             move=False)
        return store

    def _set_aside(self, reason: str, move: bool) -> None:
        stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
        aside = self.path.with_name(f"{self.path.stem}.damaged-{stamp}.json")
        try:
            if move:
                self.path.replace(aside)
            else:
                shutil.copy2(self.path, aside)
        except OSError:
            self.read_only = True
            self.problem = f"{reason} The file could not be put aside, so forces cannot be saved."
            return
        self.problem = f"{reason} The original file was kept as {aside.name}."

    def find(self, name: str) -> SavedForce | None:
        return next((f for f in self.forces if _same(f.name, name)), None)

    def save(self, name: str, force: Force) -> SavedForce:
        """Keep ``force`` as ``name`` (a force of the same name is replaced)."""
        name = " ".join(name.split())
        if not name:
            raise ForceStoreError("Give the force a name first.")
        if len(name) > MAX_NAME:
            raise ForceStoreError(f"A force's name may be at most {MAX_NAME} characters.")
        if not force:
            raise ForceStoreError("Pick some dice first.")
        if self.read_only:
            raise ForceStoreError("Your forces file is damaged; it cannot be written.")
        saved = SavedForce(name, tuple(force))
        forces = list(self.forces)
        old = self.find(name)
        if old is not None:
            forces[forces.index(old)] = saved
        elif len(forces) >= MAX_FORCES:
            raise ForceStoreError(f"You can keep at most {MAX_FORCES} forces.")
        else:
            forces.append(saved)
        self._write(forces)
        return saved

    def delete(self, name: str) -> None:
        old = self.find(name)
        if old is not None:
            self._write([f for f in self.forces if f is not old])

    def _write(self, forces: list[SavedForce]) -> None:
        data = {"format": STORE_FORMAT, "version": STORE_VERSION,
                "forces": [{"name": f.name, "dice": force_to_json(f.force)} for f in forces]}
        try:
            write_json_atomic(self.path, data)
        except StorageError as error:
            raise ForceStoreError(str(error)) from None
        self.forces = forces
