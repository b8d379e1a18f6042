"""The player's monster book: Doodle Dice Monsters creatures kept by name between games.

A monster in the book is its drawing, its traits, where its parts are labelled (types and
anchors: the dice are chosen again in each game) and a hint of its core colour. One JSON file
(``monsters.json``) in the data folder holds them all; each sketch is stored as compact JSON
text inside it, read back through ``engine.sketchdata`` like any other sketch, so a tampered
book can never bring in a drawing the game would refuse.

Why so careful on load (as for the Daemon Dice daemons and the saved forces, through
``game.named_store``): the book is the player's work. A file that cannot be read is moved aside
as ``monsters.damaged-<time>.json`` and a fresh book starts; a file with some unreadable
monsters keeps the readable ones and a copy of the original is put aside. ``problem`` says what
happened, in a sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from engine.core import CorruptData
from engine.sketchdata import (
    DIE_INKS,
    clean_name,
    dumps,
    parse_sketch,
    validate_anchor,
    validate_name,
    validate_part_type,
    validate_sketch,
    validate_traits,
)
from game.named_store import NamedStore, StoreKind, same_name
from game.paths import data_dir

FILE_NAME = "monsters.json"
BOOK_FORMAT = "dice-pandemonium-monsters"
BOOK_VERSION = 1
MAX_MONSTERS = 80
MAX_PARTS = 12
"""More labels than any monster carries (five parts, eight for a mutated beast)."""
MAX_BOOK_CHARS = 6_000_000
"""The whole book stays well under the storage reader's file cap."""
COLOURS = tuple(DIE_INKS)


class MonsterBookError(Exception):
    """Saving, renaming or deleting failed; ``str()`` is the message for the player."""


@dataclass(frozen=True)
class BookMonster:
    name: str
    sketch: dict
    traits: tuple[str, ...] = ()
    parts: tuple[tuple[str, tuple[int, int]], ...] = ()
    """(part type, anchor) of each label; dice are picked again when it is played."""
    colour: str = ""
    """The core colour it was drawn for ("" when unknown)."""


def book_path() -> Path:
    return data_dir() / FILE_NAME


def monster_to_dict(monster: BookMonster) -> dict[str, Any]:
    return {"name": monster.name, "sketch": dumps(monster.sketch),
            "traits": list(monster.traits),
            "parts": [{"type": t, "anchor": list(a)} for t, a in monster.parts],
            "colour": monster.colour}


def monster_from_dict(data: Any) -> BookMonster:
    """A monster of the book from its JSON entry; anything odd raises ``CorruptData``."""
    if not isinstance(data, Mapping):
        raise CorruptData("A monster entry is not an object.")
    name = validate_name(data.get("name"))
    sketch = parse_sketch(data.get("sketch"))
    traits = validate_traits(data.get("traits", []))
    raw_parts = data.get("parts", [])
    if not isinstance(raw_parts, list) or len(raw_parts) > MAX_PARTS:
        raise CorruptData(f"{name} has a damaged list of parts.")
    parts = []
    for raw in raw_parts:
        if not isinstance(raw, Mapping):
            raise CorruptData(f"{name} has a damaged part.")
        parts.append((validate_part_type(raw.get("type")), validate_anchor(raw.get("anchor"))))
    colour = data.get("colour", "")
    if colour != "" and colour not in COLOURS:
        raise CorruptData(f"{name} has an unknown colour.")
    return BookMonster(name, sketch, traits, tuple(parts), colour)


def check_monster(monster: BookMonster) -> BookMonster:
    """The monster cleaned for the book (name trimmed, sketch and labels validated)."""
    name = clean_name(monster.name)
    if not name:
        raise MonsterBookError("Give your monster a name.")
    try:
        return monster_from_dict({**monster_to_dict(monster), "name": name,
                                  "sketch": dumps(validate_sketch(monster.sketch))})
    except CorruptData as error:
        raise MonsterBookError(str(error)) from None


_KIND: StoreKind[BookMonster] = StoreKind(
    format=BOOK_FORMAT, version=BOOK_VERSION, key="monsters", what="a monster book",
    parse=monster_from_dict, serialise=monster_to_dict, name_of=lambda m: m.name,
    max_entries=MAX_MONSTERS,
    left_out=lambda bad: (f"{bad} {'monster' if bad == 1 else 'monsters'} in your book could "
                          "not be read and were left out."),
    not_saved="your monsters will not be saved until it is fixed or removed.",
    error=MonsterBookError,
    locked="Your monster book is damaged and could not be put aside; remove {file} from the "
           "data folder first.",
    max_chars=MAX_BOOK_CHARS, too_big="Your monster book is full of ink; delete a monster first.")


@dataclass
class MonsterBook(NamedStore[BookMonster]):
    """The remembered monsters, in the order they were first saved."""

    monsters: list[BookMonster] = field(default_factory=list)
    KIND: ClassVar[StoreKind[Any]] = _KIND
    ENTRIES: ClassVar[str] = "monsters"

    @classmethod
    def default_path(cls) -> Path:
        return book_path()

    # ------------------------------------------------------------------ reading
    def names(self) -> list[str]:
        return [m.name for m in self.monsters]

    def name_problem(self, name: str, replacing: str | None = None) -> str | None:
        """Why ``name`` cannot be used for a monster saved over ``replacing`` (None: it can)."""
        if not clean_name(name):
            return "Give your monster a name."
        other = self.find(clean_name(name))
        if other is not None and not (replacing and same_name(other.name, replacing)):
            return f"Your book already has a monster called {other.name}; choose another name."
        return None

    # ------------------------------------------------------------------ changing
    def save(self, monster: BookMonster, replacing: str | None = None) -> BookMonster:
        """Keep ``monster``; with ``replacing`` it takes that monster's place (an edit or a
        rename). Returns the monster as stored."""
        clean = check_monster(monster)
        problem = self.name_problem(clean.name, replacing)
        if problem:
            raise MonsterBookError(problem)
        old = self.find(replacing) if replacing else None
        monsters = list(self.monsters)
        if old is not None:
            monsters[monsters.index(old)] = clean
        else:
            if len(monsters) >= MAX_MONSTERS:
                raise MonsterBookError(f"Your book holds at most {MAX_MONSTERS} monsters; "
                                       "delete one first.")
            monsters.append(clean)
        self._write(monsters)
        return clean

    def rename(self, old: str, new: str) -> BookMonster:
        monster = self.find(old)
        if monster is None:
            raise MonsterBookError(f"There is no monster called {old} in your book.")
        return self.save(BookMonster(new, monster.sketch, monster.traits, monster.parts,
                                     monster.colour), replacing=monster.name)

    def delete(self, name: str) -> None:
        monster = self.find(name)
        if monster is None:
            raise MonsterBookError(f"There is no monster called {name} in your book.")
        self._write([m for m in self.monsters if m is not monster])


__all__ = ["BookMonster", "FILE_NAME", "MonsterBook", "MonsterBookError", "book_path"]
