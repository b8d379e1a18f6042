"""Saving never holds a frame up: while the app runs, autosaves, statistics and settings are
written by one background thread, in order, and a failure still reaches the player."""

from __future__ import annotations

import threading

import pytest

from game import paths, saves, settings, storage
from game.file_writer import writer
from game.match import Match
from tests.test_save_management import new_match


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    paths.forget_data_folder()
    writer.start()
    yield tmp_path
    writer.stop()
    paths.forget_data_folder()


def test_a_slow_disk_does_not_hold_the_move_and_the_last_move_lands(home, monkeypatch):
    gate = threading.Event()
    real_write = storage.write_bytes_atomic

    def slow(path, encoded):
        gate.wait(60)  # held shut until the test opens it
        real_write(path, encoded)

    monkeypatch.setattr(saves, "write_bytes_atomic", slow)
    match = new_match("66d6", seed=3, moves=0)
    returned_while_held: list[bool] = []

    def keep(m: Match) -> None:
        saves.autosave(m)
        # The disk is held shut until the gate opens: a move that came back from its autosave
        # before then did not wait for the disk.
        returned_while_held.append(not gate.is_set())

    match.on_change = keep
    from game.cli.headless import advance

    advance(match, 20, 3)
    assert returned_while_held and all(returned_while_held)
    assert not saves.autosave_path("66d6").exists()  # nothing written yet: the disk is held
    gate.set()
    loaded = saves.load_match(saves.autosave_path("66d6"))  # reading waits for the writes
    assert len(loaded.actions) == len(match.actions)


def test_a_save_is_compact_json_of_the_match_and_each_move_is_encoded_once(home, monkeypatch):
    """A move is turned into data and encoded by the first write that holds it; later writes
    reuse its text (a long game's autosave after each move does not go over every move)."""
    import json

    from game.cli.headless import advance

    turned: list[object] = []
    real = saves.action_to_dict
    monkeypatch.setattr(saves, "action_to_dict",
                        lambda action: turned.append(action) or real(action))
    for game_id in ("66d6", "doodle-dice"):
        match = new_match(game_id, seed=4, moves=40)
        turned.clear()
        first = saves.encode_save(match)
        assert json.loads(first) == json.loads(json.dumps(match.to_save())) and b"\n" not in first
        assert len(turned) == len(match.actions)
        turned.clear()
        assert saves.encode_save(match) == first  # the second time from the remembered texts
        assert turned == []
        advance(match, 1, 5)
        later = saves.encode_save(match)
        assert turned == [match.actions[-1]]
        assert json.loads(later) == json.loads(json.dumps(match.to_save()))


def test_writes_land_in_the_order_they_were_made(home):
    for volume in range(10):
        settings.save_settings(settings.Settings(volume=volume / 10))
    assert settings.load_settings().volume == 0.9


def test_a_failed_autosave_is_still_reported_at_the_next_move(home, monkeypatch):
    def full(path, encoded):
        raise storage.StorageError(f"Could not write {path.name}: No space left on device.")

    monkeypatch.setattr(saves, "write_bytes_atomic", full)
    match = new_match("66d6", seed=3, moves=4)
    saves.autosave(match)
    writer.settle()
    with pytest.raises(saves.SaveError, match="No space left"):
        saves.autosave(match)
    # That move's own write failed too; once the writer has stopped and started again (the
    # app's next run, the next test here), that failure is not reported to a new game.
    writer.stop()
    monkeypatch.setattr(saves, "write_bytes_atomic", storage.write_bytes_atomic)
    writer.start()
    saves.autosave(new_match("66d6", seed=4, moves=2))
    writer.settle()


def test_quitting_writes_everything_that_waits(home):
    match = new_match("dice-demons", seed=5, moves=10)
    saves.autosave(match)
    writer.stop()
    assert len(saves.load_match(saves.autosave_path("dice-demons")).actions) == 10
