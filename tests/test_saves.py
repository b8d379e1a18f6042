"""Saves: JSON replayed through the engine, atomic writes, and damaged files refused politely."""

from __future__ import annotations

import json
import random

import pytest

from engine import get_game
from engine.core import CHANCE
from engine.dice import roll
from game import saves
from game.match import Match, Seat
from game.storage import write_json_atomic


def played_match(moves: int = 60, seed: int = 5) -> Match:
    match = Match(get_game("66d6"), {}, [Seat("human"), Seat("ai", "easy")], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state = match.state
        if state.is_over:
            break
        action = roll(state.roll_request(), rng) if state.to_move == CHANCE else \
            rng.choice(state.legal_actions())
        match.apply(action)
    return match


def test_save_and_load_round_trip(tmp_path):
    match = played_match()
    path = tmp_path / "game.json"
    saves.write_save(match, path)
    loaded = saves.load_match(path)
    assert loaded.state.key() == match.state.key()
    assert loaded.seats == match.seats
    assert loaded.seed == match.seed
    assert [e.text for e in loaded.log] == [e.text for e in match.log]


def test_save_is_plain_json_with_version(tmp_path):
    match = played_match(10)
    path = tmp_path / "game.json"
    saves.write_save(match, path)
    data = json.loads(path.read_text())
    assert data["format"] == "dice-pandemonium-save"
    assert data["version"] == 1
    assert data["game"] == "66d6"
    assert len(data["actions"]) == len(match.actions)


def test_autosave_tracks_every_action_and_clears_when_over():
    match = played_match(20)
    saves.autosave(match)
    assert saves.has_resumable()
    assert len(saves.load_match(saves.autosave_path("66d6")).actions) == 20


@pytest.mark.parametrize(
    "mutate, words",
    [
        (lambda text: text[: len(text) // 2], "damaged"),
        (lambda text: "", "damaged"),
        (lambda text: "\x00\x01garbage", "damaged"),
        (lambda text: json.dumps([1, 2, 3]), "not a Dice Pandemonium save"),
        (lambda text: text.replace('"66d6"', '"chess"'), "no game called"),
        (lambda text: text.replace('"version":1', '"version":99'), "different version"),
    ],
)
def test_corrupt_files_are_refused_with_a_message(tmp_path, mutate, words):
    match = played_match(30)
    path = tmp_path / "bad.json"
    saves.write_save(match, path)
    path.write_text(mutate(path.read_text()))
    with pytest.raises(saves.SaveError) as error:
        saves.load_match(path)
    assert words in str(error.value)


def test_tampered_move_is_refused(tmp_path):
    match = played_match(40)
    data = match.to_save()
    # Make some minion move somewhere impossible.
    for entry in data["actions"]:
        if entry["kind"] in ("march", "enter"):
            entry["minion"] = 9999
            break
    write_json_atomic(tmp_path / "t.json", data)
    with pytest.raises(saves.SaveError) as error:
        saves.load_match(tmp_path / "t.json")
    assert "not legal" in str(error.value) or "cannot be loaded" in str(error.value)


def test_tampered_roll_value_is_refused(tmp_path):
    data = played_match(3).to_save()
    data["actions"][0]["values"][0] = 7
    write_json_atomic(tmp_path / "t.json", data)
    with pytest.raises(saves.SaveError):
        saves.load_match(tmp_path / "t.json")


def test_wrong_types_everywhere_never_crash(tmp_path):
    base = played_match(15).to_save()
    rng = random.Random(1)
    junk = [None, 3, -1, "x", [], {}, [[]], 1.5, True]
    for _ in range(200):
        data = json.loads(json.dumps(base))
        target = rng.choice(["game", "options", "seats", "seed", "actions", "action"])
        if target == "action":
            index = rng.randrange(len(data["actions"]))
            key = rng.choice(list(data["actions"][index]))
            data["actions"][index][key] = rng.choice(junk)
        else:
            data[target] = rng.choice(junk)
        write_json_atomic(tmp_path / "j.json", data)
        try:
            saves.load_match(tmp_path / "j.json")
        except saves.SaveError:
            pass


def test_atomic_write_leaves_no_temp_files(tmp_path):
    write_json_atomic(tmp_path / "a.json", {"x": 1})
    write_json_atomic(tmp_path / "a.json", {"x": 2})
    assert json.loads((tmp_path / "a.json").read_text()) == {"x": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_named_saves_are_listed_newest_first():
    match = played_match(5)
    first = saves.save_named(match)
    second = saves.save_named(match)
    listed = [s.path for s in saves.list_saves(include_autosaves=False)]
    assert first in listed and second in listed
    assert saves.autosave_path("66d6") not in listed


def custom_battle(moves: int = 40, seed: int = 4) -> Match:
    """A Daemon Dice battle between two daemons of the players' own making."""
    from engine.daemondice import Daemon, setup_of

    hexmaw = Daemon.of("Hexmaw", "Leg Tail Eye Pincer Mouth", "Fire")
    patch = Daemon("Patch", (("Arm", "Frost"), ("Eye", "Rot"), ("Shell", "Fire"),
                             ("Wings", "Frost"), ("Spike", "Rot")))
    match = Match(get_game("daemon-dice"), {"seats": 2, "dice": 5},
                  [Seat("human"), Seat("ai", "easy")], seed=seed, setup=setup_of([hexmaw, patch]))
    rng = random.Random(seed)
    for _ in range(moves):
        state = match.state
        if state.is_over:
            break
        match.apply(roll(state.roll_request(), rng) if state.to_move == CHANCE
                    else rng.choice(state.legal_actions()))
    return match


def test_custom_daemons_are_saved_and_replayed(tmp_path):
    match = custom_battle()
    path = tmp_path / "battle.json"
    saves.write_save(match, path)
    assert json.loads(path.read_text())["setup"]["daemons"][0]["name"] == "Hexmaw"
    loaded = saves.load_match(path)
    assert loaded.setup == match.setup
    assert [d.name for d in loaded.state.daemons] == ["Hexmaw", "Patch"]
    assert loaded.state.key() == match.state.key()
    assert [e.text for e in loaded.log] == [e.text for e in match.log]


def test_tampered_daemon_in_a_save_is_refused_with_a_reason(tmp_path):
    data = custom_battle(10).to_save()
    data["setup"]["daemons"][1]["dice"][2] = ["Hoof", "Fire"]
    path = tmp_path / "battle.json"
    write_json_atomic(path, data)
    with pytest.raises(saves.SaveError, match="daemons are damaged: 'Hoof' is not a body part"):
        saves.load_match(path)
    data["setup"]["daemons"] = data["setup"]["daemons"][:1] * 3
    write_json_atomic(path, data)
    with pytest.raises(saves.SaveError, match="set for 2 daemons but 3 are listed"):
        saves.load_match(path)


def test_saves_without_a_setup_still_load_and_write_none(tmp_path):
    match = played_match(10)
    assert "setup" not in match.to_save()
    data = custom_battle(6).to_save()
    del data["setup"]  # an older Daemon Dice save: the ready-made daemons fought
    data["actions"] = []
    path = tmp_path / "old.json"
    write_json_atomic(path, data)
    assert saves.load_match(path).setup is None


def test_an_action_read_back_keeps_nested_lists_as_tuples_and_refuses_odd_values():
    """A drawing's strokes come back as nested tuples, whether read from JSON (lists) or from
    the AI's pipe (tuples); a float or a mapping anywhere inside is refused."""
    from engine.core import CorruptData, action_from_dict

    info = get_game("doodle-dice")
    data = {"kind": "add_part", "monster": 1, "die": 2, "part": "arm", "colour": "red",
            "anchor": [3, 4], "sketch": [[[1, 2], [3, 4]], [[5, 6]]]}
    read = action_from_dict(info, data)
    assert read.sketch == (((1, 2), (3, 4)), ((5, 6),)) and read.anchor == (3, 4)
    assert action_from_dict(info, {**data, "sketch": (((1, 2),),)}).sketch == (((1, 2),),)
    for odd in ([[[1.5, 2]]], [[{"x": 1}]], 2.5):
        with pytest.raises(CorruptData):
            action_from_dict(info, {**data, "sketch": odd})
