"""Validation at the edge: names, numbers, files and JSON are checked once where they enter."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from game import paths, settings, storage
from game.match import Seat
from game.validate import (
    InvalidFile,
    clean_name,
    file_name_problem,
    load_json_file,
    parse_json,
    printable,
    shorten,
)

HOSTILE = ["a\x00b", "zero\u200bwidth", "lone\ud800surrogate", "private\ue000use", "bidi\u202e",
           "line\u2028sep", "bell\x07", "tag\U000e0041", "nonchar\uffff"]


@pytest.mark.parametrize("text", HOSTILE)
def test_names_with_characters_that_cannot_be_shown_are_refused(text):
    with pytest.raises(ValueError, match="cannot be shown"):
        clean_name(text, 40)
    assert printable(text) == printable(printable(text))
    assert all(ch not in printable(text) for ch in "\x00\u200b\ud800\ue000\u202e\u2028\x07")


def test_names_are_trimmed_normalised_and_length_limited():
    assert clean_name("  Cafe\u0301 ", 24) == "Café"
    assert clean_name("Ünïcödé 名前 🙂", 24) == "Ünïcödé 名前 🙂"
    with pytest.raises(ValueError, match="longer than 24"):
        clean_name("x" * 25, 24)
    with pytest.raises(ValueError, match="longer than 24"):
        clean_name("x" * 100_000, 24)  # refused before any per-character work
    with pytest.raises(ValueError, match="not text"):
        clean_name(12, 24)
    assert printable("e" + "\u0301" * 50) == "e\u0301\u0301"  # no zalgo towers


def test_seat_names_from_a_file_are_checked():
    assert Seat.from_dict({"kind": "human", "level": "normal", "name": " Ann "}).name == "Ann"
    from engine.core import CorruptData

    for bad in ("A\u200bnn", "x" * 25, 5, "\ud800"):
        with pytest.raises(CorruptData, match="name"):
            Seat.from_dict({"kind": "human", "level": "normal", "name": bad})


@pytest.mark.parametrize("name, reason", [
    ("", "Give the save a name"), ("a/b", "'/'"), ("a\\b", "'\\\\'"), ("what?", "'?'"),
    ("CON", "system keeps"), ("lpt1.txt", "system keeps"), (".hidden", "start with a dot"),
    ("end.", "end with a dot"), ("x" * 61, "longer than 60"), ("tab\tname", "cannot be shown"),
    ("autosave-66d6", "automatic saves"),
])
def test_unsafe_save_names_are_refused_with_the_reason(name, reason):
    problem = file_name_problem(name)
    assert problem is not None and reason in problem


def test_safe_save_names_pass():
    for name in ("My game", "Rimefang vs Hexmaw (2)", "Partie d'été", "第一局"):
        assert file_name_problem(name) is None


def test_huge_numbers_are_refused_cheaply():
    for text in ("1" * 5000, "-" + "9" * 30, "1e999", "NaN", "-Infinity", "1" * 20):
        with pytest.raises(InvalidFile, match="number|damaged"):
            parse_json(f'{{"seed": {text}}}'.encode(), "save.json")
    assert parse_json(b'{"seed": 123456789012345678}', "s.json") == {"seed": 123456789012345678}


def test_deep_nesting_duplicate_keys_and_bad_text_are_refused():
    for raw, words in [
        (b"[" * 100_000 + b"]" * 100_000, "damaged|nested"),
        (b"[" * 40 + b"]" * 40, "nested too deeply"),
        (b'{"a": 1, "a": 2}', "names 'a' twice"),
        (b'{"name": "bad\\u0000"}', "cannot be shown"),
        (b'{"name": "\\ud800"}', "cannot be shown"),
        (b"\xff\xfe", "damaged"),
    ]:
        with pytest.raises(InvalidFile, match=words):
            parse_json(raw, "f.json")


def test_files_must_be_regular_and_small(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(InvalidFile, match="link"):
        load_json_file(link)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(InvalidFile, match="not a regular file"):
        load_json_file(fifo)  # would block forever with a plain open()
    folder = tmp_path / "dir.json"
    folder.mkdir()
    with pytest.raises(InvalidFile, match="not a regular file"):
        load_json_file(folder)
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(9 * 1024 * 1024)
    with pytest.raises(InvalidFile, match="too large"):
        load_json_file(big)
    with pytest.raises(InvalidFile, match="does not exist"):
        load_json_file(tmp_path / "missing.json")


def test_keep_aside_renames_and_never_overwrites(tmp_path):
    first = tmp_path / "settings.json"
    first.write_text("one")
    aside = storage.keep_aside(first)
    first.write_text("two")
    second = storage.keep_aside(first)
    assert aside and second and aside != second
    assert {aside.read_text(), second.read_text()} == {"one", "two"}
    assert not first.exists()


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(tmp_path, monkeypatch):
    target = tmp_path / "save.json"
    storage.write_json_atomic(target, {"good": 1})

    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", full)
    with pytest.raises(storage.StorageError, match="No space left"):
        storage.write_json_atomic(target, {"good": 2})
    monkeypatch.undo()
    with pytest.raises(storage.StorageError):
        storage.write_json_atomic(target, {"name": "\ud800"})  # cannot be encoded
    with pytest.raises(storage.StorageError):
        storage.write_json_atomic(target, {"x": float("nan")})
    assert json.loads(target.read_text()) == {"good": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_settings_refuse_a_giant_window_with_a_notice(monkeypatch, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"window_size": [10000, 10000],
                                                        "volume": 0.3}))
    loaded, notice = settings.load_settings_with_notice()
    assert loaded.window_size == settings.DEFAULT_WINDOW and loaded.volume == 0.3
    assert "window size" in notice


def test_damaged_settings_are_kept_aside_and_defaults_used(monkeypatch, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text('{"volume": ' + "9" * 5000 + "}")
    loaded, notice = settings.load_settings_with_notice()
    assert loaded == settings.Settings()
    assert "settings.json" in notice and "kept as settings.damaged-" in notice
    kept = list(tmp_path.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"volume": 999')


def test_a_data_folder_that_is_a_file_falls_back_and_says_so(monkeypatch, tmp_path):
    blocker = tmp_path / "home"
    blocker.write_text("not a folder")
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(blocker))
    monkeypatch.setattr(paths.tempfile, "gettempdir", lambda: str(tmp_path))
    paths.forget_data_folder()
    try:
        assert paths.data_dir() != blocker and paths.data_dir().is_dir()
        assert "is a file" in paths.data_problem()
        assert blocker.read_text() == "not a folder"
    finally:
        paths.forget_data_folder()


def test_a_read_only_data_folder_plays_without_saving(monkeypatch, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path / "ro"))
    monkeypatch.setattr(paths, "_usable", lambda folder: "cannot be written (Read-only)")
    paths.forget_data_folder()
    try:
        assert paths.saving_disabled()
        assert "will not be saved" in paths.data_problem()
        from game import saves
        from tests.test_saves import played_match

        saves.autosave(played_match(5))  # quietly nothing, never an error
        settings.save_settings(settings.Settings())
        assert not (tmp_path / "ro").exists()
    finally:
        paths.forget_data_folder()


def test_long_messages_are_shortened_before_drawing():
    text = shorten("Cannot be " + "9" * 100_000)
    assert len(text) <= 300 and text.endswith("…")


def test_the_app_starts_with_a_hostile_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    paths.forget_data_folder()
    (tmp_path / "settings.json").symlink_to("/dev/zero")
    (tmp_path / "saves").write_text("a file where the folder should be")
    (tmp_path / "daemons.json").write_text("[" * 50_000)
    from game.app import App

    app = App(size=(1280, 720))
    try:
        app.start()
        for _ in range(3):
            app.frame(1 / 60)
        assert app.crash_count == 0
        assert any("settings.json" in t.text for t in app.ctx.toasts)
    finally:
        app.shutdown()
        paths.forget_data_folder()
    assert Path(tmp_path / "saves").is_dir()
    assert list(tmp_path.glob("saves.damaged-*"))[0].read_text().startswith("a file")


def test_seat_lists_that_disagree_with_the_options_are_refused():
    from engine import get_game
    from engine.core import CorruptData
    from game.match import Match

    info = get_game("dice-demons")
    with pytest.raises(CorruptData, match="2 players are listed but .* set for 3"):
        Match(info, {**info.default_options(), "seats": 3}, [Seat("human"), Seat("ai")])
