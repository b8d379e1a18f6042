"""The monster book keeps the player's monsters and never loses them to a bad file."""

from __future__ import annotations

import json

import pytest

from game.doodles import doodle
from game.monsterbook import (
    BOOK_FORMAT,
    MAX_MONSTERS,
    BookMonster,
    MonsterBook,
    MonsterBookError,
    monster_to_dict,
)


def make(name: str = "Gnashbelly", seed: int = 3) -> BookMonster:
    sketch, anchors = doodle(seed, "red", [("weapon", 8), ("shield", 6)], ["angry"])
    parts = (("weapon", anchors[0]), ("shield", anchors[1]), ("core", (500, 520)))
    return BookMonster(name, sketch, ("angry",), parts, "red")


def test_round_trip_through_the_file(tmp_path):
    path = tmp_path / "monsters.json"
    book = MonsterBook.load(path)
    assert book.monsters == [] and book.problem == ""
    saved = book.save(make("  Gnash   belly "))
    assert saved.name == "Gnash belly"
    book.save(make("Pebble", seed=9))
    again = MonsterBook.load(path)
    assert again.problem == ""
    assert again.names() == ["Gnash belly", "Pebble"]
    first = again.find("gnash BELLY")
    assert first is not None
    assert first.sketch == make().sketch
    assert first.parts == saved.parts and first.traits == ("angry",) and first.colour == "red"


def test_names_are_unique_ignoring_case_and_cleaned(tmp_path):
    book = MonsterBook.load(tmp_path / "monsters.json")
    book.save(make("Rimefang"))
    with pytest.raises(MonsterBookError, match="already has a monster called Rimefang"):
        book.save(make("rimefang "))
    with pytest.raises(MonsterBookError, match="name"):
        book.save(make("   \t\n"))
    book.save(make("RIMEFANG", seed=4), replacing="Rimefang")  # an edit may keep its name
    assert book.names() == ["RIMEFANG"]
    book.rename("rimefang", "Frostbite\x00\x07 the Third and Last of Its Line")
    assert book.names() == ["Frostbite the Third and"]  # 24 characters, trimmed
    book.delete(book.names()[0])
    assert book.names() == []
    with pytest.raises(MonsterBookError):
        book.delete("Nobody")


def test_the_book_has_a_size_limit(tmp_path, monkeypatch):
    monkeypatch.setattr("game.monsterbook.MAX_MONSTERS", 2)
    book = MonsterBook.load(tmp_path / "monsters.json")
    book.save(make("One"))
    book.save(make("Two"))
    with pytest.raises(MonsterBookError, match="at most 2"):
        book.save(make("Three"))
    assert MAX_MONSTERS >= 50


def test_unreadable_file_is_moved_aside_and_a_fresh_book_starts(tmp_path):
    path = tmp_path / "monsters.json"
    path.write_text("{ this is not json", encoding="utf-8")
    book = MonsterBook.load(path)
    assert book.monsters == []
    assert "kept as monsters.damaged-" in book.problem
    assert not path.exists()
    assert len(list(tmp_path.glob("monsters.damaged-*.json"))) == 1
    book.save(make())
    assert MonsterBook.load(path).names() == ["Gnashbelly"]


@pytest.mark.parametrize("content", [
    json.dumps([1, 2, 3]),
    json.dumps({"format": "something-else", "monsters": []}),
    json.dumps({"format": BOOK_FORMAT, "monsters": "lots"}),
    "[" * 100_000 + "]" * 100_000,
])
def test_wrong_shapes_are_put_aside(tmp_path, content):
    path = tmp_path / "monsters.json"
    path.write_text(content, encoding="utf-8")
    book = MonsterBook.load(path)
    assert book.monsters == [] and book.problem


def test_huge_file_is_refused_unread(tmp_path):
    path = tmp_path / "monsters.json"
    with path.open("w") as handle:
        handle.write('{"format": "dice-pandemonium-monsters", "monsters": ["')
        handle.write("x" * (9 * 1024 * 1024))
        handle.write('"]}')
    book = MonsterBook.load(path)
    assert book.monsters == [] and "too large" in book.problem


def test_damaged_entries_are_dropped_and_the_good_ones_kept(tmp_path):
    path = tmp_path / "monsters.json"
    good = monster_to_dict(make("Keeper"))
    bad_entries = [
        {**good, "name": "Wrong Sketch", "sketch": json.dumps({"v": 1, "strokes": [
            {"c": "ink", "w": 3, "p": [[1, True]]}]})},
        {**good, "name": "Huge Sketch", "sketch": "[" * 100_000},
        {**good, "name": "Bad Trait", "traits": ["glows"]},
        {**good, "name": "Bad Anchor", "parts": [{"type": "weapon", "anchor": [5, 5000]}]},
        {**good, "name": "Bad Type", "parts": [{"type": "wing", "anchor": [5, 5]}]},
        {**good, "name": "Bad Colour", "colour": "mauve"},
        {**good, "name": 12},
        {**good, "name": "  padded  "},
        {**good, "name": "KEEPER"},  # the same name again
        "not even an object",
    ]
    path.write_text(json.dumps({"format": BOOK_FORMAT, "version": 1,
                                "monsters": [good] + bad_entries}), encoding="utf-8")
    book = MonsterBook.load(path)
    assert book.names() == ["Keeper"]
    assert f"{len(bad_entries)} monsters in your book could not be read" in book.problem
    assert path.exists()  # the readable file stays; a copy of it is kept aside
    assert len(list(tmp_path.glob("monsters.damaged-*.json"))) == 1
