"""The player's monster book: Doodle Dice Monsters creatures kept by name between games.

A monster in the book is its drawing, its traits, where its parts are labelled (types and
anchors: the dice are chosen again in each game) and a hint of its core colour. One JSON file
(``monsters.json``) in the data folder holds them all; each sketch is stored as compact JSON
text inside it, read back through ``engine.sketchdata`` like any other sketch, so a tampered
book can never bring in a drawing the game would refuse.

Why so careful on load (as for the Daemon Dice daemons): the book is the player's work. A file
that cannot be read is moved aside as ``monsters.damaged-<time>.json`` and a fresh book starts;
a file with some unreadable monsters keeps the readable ones and a copy of the original is put
aside. ``problem`` says what happened, in a sentence.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
from game.paths import data_dir
from game.storage import StorageError, read_json, write_json_atomic

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


def _same(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


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


@dataclass
class MonsterBook:
    """The remembered monsters, in the order they were first saved."""

    path: Path
    monsters: list[BookMonster] = field(default_factory=list)
    problem: str = ""
    read_only: bool = False
    """Set when a damaged file could not be put aside: writing would destroy it."""

    @classmethod
    def load(cls, path: Path | None = None) -> MonsterBook:
        """The book at ``path`` (default: the data folder); never raises for a bad file."""
        book = cls(path or book_path())
        if not book.path.exists():
            return book
        try:
            data = read_json(book.path)
        except StorageError as error:
            book._set_aside(str(error), move=True)
            return book
        if not isinstance(data, Mapping) or data.get("format") != BOOK_FORMAT \
                or not isinstance(data.get("monsters"), list):
            book._set_aside(f"{book.path.name} is not a monster book.", move=True)
            return book
        monsters, bad = _parse(data["monsters"])
        book.monsters = monsters
        if bad:
            noun = "monster" if bad == 1 else "monsters"
            book._set_aside(f"{bad} {noun} in your book could not be read and were left out.",
                            move=False)
        return book

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
            self.problem = (f"{reason} The file could not be put aside, so your monsters will "
                            "not be saved until it is fixed or removed.")
            return
        self.problem = f"{reason} The original file was kept as {aside.name}."

    # ------------------------------------------------------------------ reading
    def names(self) -> list[str]:
        return [m.name for m in self.monsters]

    def find(self, name: str) -> BookMonster | None:
        return next((m for m in self.monsters if _same(m.name, name)), None)

    def name_problem(self, name: str, replacing: str | None = None) -> str | None:
        """Why ``name`` cannot be used for a monster saved over ``replacing`` (None: it can)."""
        if not clean_name(name):
            return "Give your monster a name."
        other = self.find(clean_name(name))
        if other is not None and not (replacing and _same(other.name, replacing)):
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

    def _write(self, monsters: list[BookMonster]) -> None:
        """Write the whole book at once (atomically); it changes only if that worked."""
        if self.read_only:
            raise MonsterBookError("Your monster book is damaged and could not be put aside; "
                                   f"remove {self.path.name} from the data folder first.")
        data = {"format": BOOK_FORMAT, "version": BOOK_VERSION,
                "monsters": [monster_to_dict(m) for m in monsters]}
        if len(json.dumps(data)) > MAX_BOOK_CHARS:
            raise MonsterBookError("Your monster book is full of ink; delete a monster first.")
        try:
            write_json_atomic(self.path, data)
        except StorageError as error:
            raise MonsterBookError(str(error)) from None
        self.monsters = monsters


def _parse(entries: list[Any]) -> tuple[list[BookMonster], int]:
    """(readable monsters, how many entries were not) of the book's list."""
    monsters: list[BookMonster] = []
    bad = 0
    for raw in entries[:MAX_MONSTERS]:
        try:
            monster = monster_from_dict(raw)
        except CorruptData:
            bad += 1
            continue
        if any(_same(monster.name, m.name) for m in monsters):
            bad += 1
            continue
        monsters.append(monster)
    bad += max(0, len(entries) - MAX_MONSTERS)
    return monsters, bad


__all__ = ["BookMonster", "FILE_NAME", "MonsterBook", "MonsterBookError", "book_path"]
