"""Forces saved by name in the data folder (``forces.json``), to bring to later games.

The file is JSON written atomically (``game.storage``); each force is checked as it is read
(dice of the box, one or two colours), so a hand-edited file cannot smuggle anything in. A
damaged file is kept aside under another name and the player told in one sentence; nothing
else is touched (``game.named_store``, shared with the monster book and the daemons; a name
used twice in the file keeps its first entry). Whether a force fits a game's budget is checked
when it is chosen, not here: a 200-side force stays saved even while a game of 100 sides is
being set up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from engine.core import CorruptData
from engine.doodledice.forces import Force, force_from_json, force_to_json
from game.named_store import NamedStore, StoreKind
from game.paths import data_dir

FILE_NAME = "forces.json"
STORE_FORMAT = "dice-pandemonium-doodle-forces"
STORE_VERSION = 1
MAX_FORCES = 100
MAX_NAME = 24


class ForceStoreError(Exception):
    """Saving or deleting failed; ``str()`` is the message for the player."""


def forces_path() -> Path:
    return data_dir() / FILE_NAME


@dataclass(frozen=True)
class SavedForce:
    name: str
    force: Force


def _force_from_entry(item: Any) -> SavedForce:
    """A saved force from its JSON entry; anything odd raises ``CorruptData``."""
    if not isinstance(item, Mapping) or not isinstance(item.get("name"), str) \
            or not item["name"].strip() or len(item["name"]) > MAX_NAME:
        raise CorruptData("bad name")
    return SavedForce(item["name"].strip(), force_from_json(item.get("dice")))


def _force_to_entry(saved: SavedForce) -> dict[str, Any]:
    return {"name": saved.name, "dice": force_to_json(saved.force)}


_KIND: StoreKind[SavedForce] = StoreKind(
    format=STORE_FORMAT, version=STORE_VERSION, key="forces", what="a list of forces",
    parse=_force_from_entry, serialise=_force_to_entry, name_of=lambda f: f.name,
    max_entries=MAX_FORCES,
    left_out=lambda bad: f"{bad} of your saved forces could not be read and were left out.",
    not_saved="forces cannot be saved.", error=ForceStoreError,
    locked="Your forces file is damaged; it cannot be written.")


@dataclass
class ForceStore(NamedStore[SavedForce]):
    """The saved forces, in the order they were first saved."""

    forces: list[SavedForce] = field(default_factory=list)
    KIND: ClassVar[StoreKind[Any]] = _KIND
    ENTRIES: ClassVar[str] = "forces"

    @classmethod
    def default_path(cls) -> Path:
        return forces_path()

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
            raise ForceStoreError(_KIND.locked)
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
