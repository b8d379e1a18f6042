"""The shared named-store logic, seen through the saved Doodle Dice forces and the monster book:
partly damaged files keep their good entries, a repeated name is left out, and a damaged file
that cannot be put aside is never written over."""

from __future__ import annotations

import json

import pytest

from engine.doodledice import DieChoice
from engine.doodledice.forces import force_to_json
from game.doodles import doodle
from game.monsterbook import BookMonster, MonsterBook, MonsterBookError
from scenes.doodledice.forces_store import STORE_FORMAT, ForceStore, ForceStoreError

FORCE = (DieChoice(8, ("red",)), DieChoice(10, ("red", "blue")))


def monster(name: str) -> BookMonster:
    sketch, anchors = doodle(3, "red", [("weapon", 8)], ["angry"])
    return BookMonster(name, sketch, ("angry",), (("weapon", anchors[0]),), "red")


def test_a_partly_damaged_forces_file_keeps_the_readable_forces(tmp_path):
    path = tmp_path / "forces.json"
    good = {"name": "Embers", "dice": force_to_json(FORCE)}
    entries = [good, {"name": "No dice", "dice": "lots"}, {**good, "name": " embers "}, 7]
    path.write_text(json.dumps({"format": STORE_FORMAT, "version": 1, "forces": entries}),
                    encoding="utf-8")
    store = ForceStore.load(path)
    assert [f.name for f in store.forces] == ["Embers"]
    assert store.forces[0].force == FORCE
    assert store.problem.startswith("3 of your saved forces could not be read")
    assert path.exists() and len(list(tmp_path.glob("forces.damaged-*.json"))) == 1
    store.save("Ashes", FORCE[:1])
    assert [f.name for f in ForceStore.load(path).forces] == ["Embers", "Ashes"]


def test_a_damaged_file_that_cannot_be_put_aside_is_not_written_over(tmp_path, monkeypatch):
    monkeypatch.setattr("game.named_store.keep_aside", lambda path: None)
    for name, load, save, error in [
        ("forces.json", ForceStore.load, lambda s: s.save("Embers", FORCE), ForceStoreError),
        ("monsters.json", MonsterBook.load, lambda b: b.save(monster("Gnash")), MonsterBookError),
    ]:
        path = tmp_path / name
        path.write_text("{ not json", encoding="utf-8")
        store = load(path)
        assert store.read_only and "could not be put aside" in store.problem
        with pytest.raises(error, match="damaged"):
            save(store)
        assert path.read_text(encoding="utf-8") == "{ not json"
