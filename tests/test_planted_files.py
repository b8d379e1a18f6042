"""Files planted in (or next to) the data folder never make the app write outside it.

Each case plants what issue 36 found (a cache naming ``../`` or an absolute path, a link where
the log, the saves folder or the pictures' folder should be, a predictable fallback folder) and
checks that every file outside the data folder is byte-identical afterwards. Also: interrupted
writes leave no litter at the next start, kept-aside copies never replace one another, and a
read-only data folder still shows the player's things.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import time
from pathlib import Path

import pytest

from engine.core import Resign
from game import applog, paths, saves, settings, storage
from game.daemons import DaemonStore
from game.last_choice import LastChoice
from game.save_index import INDEX_NAME, INDEX_VERSION, SaveIndex
from game.stats import FILE_NAME as STATS_FILE
from game.stats import PlayerStats
from scenes.loading import LoadScene
from tests.fuzz_files import base_daemons
from tests.test_save_management import new_match, wait_for_rows
from tests.test_stats import human_vs


@pytest.fixture
def home(monkeypatch, tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(folder))
    paths.forget_data_folder()
    yield folder
    paths.forget_data_folder()


@pytest.fixture
def outside(tmp_path):
    """Files a planted link or name could aim at; each must stay as it is."""
    folder = tmp_path / "outside"
    folder.mkdir()
    for name in VICTIMS:
        (folder / name).write_bytes(f"the user's own {name}".encode())
    return folder


VICTIMS = ("victim.png", "victim.log", "victim.json", f"{'b' * 32}.png")
"""The last one is named like a cached picture, which pruning would remove."""


def untouched(folder: Path) -> None:
    found = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert found == {name: f"the user's own {name}".encode() for name in VICTIMS}


def test_a_planted_index_cannot_name_a_picture_outside_the_saves(home, outside, app):
    """Nor stop the Load screen with values of the wrong kind."""
    saves.save_named(new_match("66d6", seed=4), "Evening")
    info = saves.list_saves()[0]
    relative = os.path.relpath(outside / "victim", home / "saves" / ".thumbs")
    planted = [{"game_id": "66d6", "title": "66d6", "digest": relative},
               {"game_id": "66d6", "title": "66d6", "digest": str(outside / "victim")},
               {"game_id": 7, "title": ["x"], "problem": {"a": 1}, "moves": "many"}]
    for summary in planted:
        entry = {"size": info.size, "mtime_ns": info.mtime_ns, "summary": summary}
        (home / "saves" / INDEX_NAME).write_text(json.dumps(
            {"version": INDEX_VERSION, "saves": {info.path.name: entry}}))
        app.start()
        scene = LoadScene(app.ctx)
        app.ctx.scenes.push(scene)
        wait_for_rows(app, scene)
        assert scene.rows[0].picture is not None  # drawn again from the save itself
        scene.back()
        untouched(outside)
        assert SaveIndex().thumb_path(scene.rows[0].summary).parent == home / "saves" / ".thumbs"
    assert app.crash_count == 0


def test_a_linked_pictures_folder_is_neither_written_nor_pruned(home, outside, app):
    from scenes.save_thumbs import make_thumbnail

    (home / "saves").mkdir()
    (home / "saves" / ".thumbs").symlink_to(outside, target_is_directory=True)
    match = new_match("66d6", seed=5)
    index = SaveIndex()
    summary, _ = index.read(saves.SaveInfo(saves.save_named(match, "One"), "One", time.time()))
    assert make_thumbnail(match, index.thumb_path(summary)) is not None  # drawn, not kept
    index.flush(set())  # prunes pictures of saves that are gone: never through the link
    untouched(outside)


def test_a_linked_log_gets_no_lines(home, outside):
    (home / applog.LOG_NAME).symlink_to(outside / "victim.log")
    try:
        assert applog.setup_logging() is not None
        logging.getLogger("planted").warning("this line must not reach the victim")
    finally:
        paths.forget_data_folder()
        applog.setup_logging()  # the handler moves to the next folder; the planted one closes
    untouched(outside)


def test_a_linked_old_log_is_replaced_when_the_log_rolls_over(home, outside):
    (home / f"{applog.LOG_NAME}.1").symlink_to(outside / "victim.log")
    handler = applog.SafeLogHandler(home / applog.LOG_NAME, maxBytes=200, backupCount=1,
                                    encoding="utf-8", delay=True)
    for number in range(20):
        handler.emit(logging.LogRecord("planted", logging.WARNING, __file__, 1,
                                       f"line {number} of a log that rolls over", None, None))
    handler.close()
    assert not (home / f"{applog.LOG_NAME}.1").is_symlink()
    untouched(outside)


def test_a_linked_saves_folder_is_kept_aside_and_saves_stay_inside(home, outside):
    (home / "saves").symlink_to(outside, target_is_directory=True)
    saves.autosave(new_match("66d6", seed=6))
    saves.save_named(new_match("66d6", seed=7), "Named")
    assert paths.is_real_folder(home / "saves")
    assert {p.name for p in (home / "saves").iterdir()} == {"autosave-66d6.json", "Named.json"}
    assert [p.is_symlink() for p in home.glob("saves.damaged-*")] == [True]
    untouched(outside)


def test_a_link_planted_where_a_file_is_written_is_replaced_not_followed(home, outside):
    (home / "settings.json").symlink_to(outside / "victim.json")
    (home / STATS_FILE).symlink_to(outside / "victim.json")
    settings.save_settings(settings.Settings(volume=0.3))
    stats = PlayerStats.load()
    stats.record_match(human_vs("easy", loser=1))
    assert settings.load_settings().volume == 0.3
    assert not (home / STATS_FILE).is_symlink()
    untouched(outside)


def test_the_fallback_folder_is_new_and_private(home, outside, monkeypatch, tmp_path):
    uid = os.getuid() if hasattr(os, "getuid") else "user"
    planted = tmp_path / f"dice-pandemonium-fallback-{uid}"
    planted.mkdir(mode=0o777)
    probe = planted / f".write-test-{os.getpid()}"
    probe.symlink_to(outside / "victim.json")
    (home / f".write-test-{os.getpid()}").symlink_to(outside / "victim.log")  # the old probe
    monkeypatch.setattr(paths.tempfile, "gettempdir", lambda: str(tmp_path))
    paths.forget_data_folder()
    assert paths.data_dir() == home  # probed with a fresh name: the planted link is not used
    real_usable = paths._usable
    monkeypatch.setattr(paths, "_usable", lambda folder: "cannot be written (Read-only)"
                        if folder == home else real_usable(folder))
    paths.forget_data_folder()
    fallback = paths.data_dir()
    assert fallback not in (home, planted) and fallback.parent == tmp_path
    assert stat.S_IMODE(fallback.stat().st_mode) == 0o700
    assert str(fallback) in paths.data_problem()
    paths.forget_data_folder()
    assert paths.data_dir() != fallback  # every session makes its own
    untouched(outside)


def test_a_read_only_data_folder_still_shows_the_players_things(home, monkeypatch):
    played = new_match("66d6", seed=8)
    saves.autosave(played)
    saves.save_named(new_match("dice-demons", seed=9), "Kept")
    (home / "daemons.json").write_text(json.dumps(base_daemons()))
    stats = PlayerStats.load()
    stats.record_match(human_vs("easy", loser=1))
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}

    real_usable = paths._usable
    monkeypatch.setattr(paths, "_usable", lambda folder: "cannot be written (Read-only)"
                        if folder == home else real_usable(folder))
    paths.forget_data_folder()
    assert not paths.saving_disabled() and paths.home_dir() == home
    assert {i.path.name for i in saves.list_saves()} == {"autosave-66d6.json", "Kept.json"}
    assert [i.path.name for i in saves.resumable()] == ["autosave-66d6.json"]
    assert [d.name for d in DaemonStore.load().daemons] == ["Hexmaw", "Patch"]
    assert PlayerStats.load().records[("66d6", "easy")].wins == 1
    assert "still shown" in paths.data_problem() and str(paths.data_dir()) in paths.data_problem()

    saves.autosave(new_match("66d6", seed=8, moves=20))  # played on: saved to the fallback
    assert saves.resumable()[0].path.parent == paths.data_dir() / "saves"
    finished = saves.load_match(saves.resumable()[0].path)
    finished.on_change = saves.autosave
    finished.apply(Resign(0))  # its autosave goes, and the older one at home is not offered
    assert saves.resumable() == []
    store = DaemonStore.load()
    store.delete("Patch")
    assert [d.name for d in DaemonStore.load().daemons] == ["Hexmaw"]
    assert {p: p.read_bytes() for p in home.rglob("*") if p.is_file()} == before


def test_interrupted_writes_leave_nothing_at_the_next_start(home):
    dead = 2**22 + 12345  # above any pid the system hands out here
    (home / "saves").mkdir()
    litter = [home / f".settings.json.{dead}.abcd1234.tmp",
              home / "saves" / f".autosave-66d6.json.{dead}.x_9y8z7w.tmp",
              home / "saves" / ".thumbs" / f".{'a' * 32}.png.{dead}.qwertyui.tmp"]
    live = home / f".stats.json.{os.getppid()}.abcd1234.tmp"  # a window of the app still open
    for path in [*litter, live]:
        path.parent.mkdir(exist_ok=True)
        path.write_text("half a file")
    paths.forget_data_folder()
    paths.data_dir()
    assert [p.exists() for p in litter] == [False] * len(litter) and live.exists()


def test_a_full_disk_at_start_leaves_no_probe(home, monkeypatch):
    def full(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(paths.os, "write", full)
    paths.forget_data_folder()
    assert "No space left" in paths.data_problem() or paths.saving_disabled()
    monkeypatch.undo()
    assert list(home.iterdir()) == []


def test_a_damaged_store_opened_twice_keeps_one_copy_and_still_saves(home):
    data = base_daemons()
    data["daemons"].append({"name": 7})
    (home / "daemons.json").write_text(json.dumps(data))
    first, second = DaemonStore.load(), DaemonStore.load()
    assert not first.read_only and not second.read_only
    kept = list(home.glob("daemons.damaged-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == data
    second.delete("Patch")
    assert [d.name for d in DaemonStore.load().daemons] == ["Hexmaw"]


def test_kept_aside_copies_never_replace_one_another(home):
    for content in (b"\x00 first", b"\x00 second", b"[1, 2]"):
        (home / "last_choice.json").write_bytes(content)
        assert "forgotten" in LastChoice.load().problem
    kept = sorted(p.read_bytes() for p in home.glob("last_choice.damaged-*.json"))
    assert kept == sorted([b"\x00 first", b"\x00 second", b"[1, 2]"])


def test_a_settings_file_of_the_wrong_shape_is_kept_aside(home):
    (home / "settings.json").write_text("[1, 2, 3]")
    loaded, notice = settings.load_settings_with_notice()
    assert loaded == settings.Settings() and "kept as" in notice
    settings.save_settings(loaded)
    assert [p.read_text() for p in home.glob("settings.damaged-*.json")] == ["[1, 2, 3]"]


def test_a_planted_copy_name_is_never_followed(home, outside):
    data = base_daemons()
    data["daemons"].append({"name": 7})
    (home / "daemons.json").write_text(json.dumps(data))
    for second in (0, 1, 2):
        stamp = time.strftime("%Y-%m-%d_%H-%M-%S", time.localtime(time.time() + second))
        (home / f"daemons.damaged-{stamp}.json").symlink_to(outside / "victim.json")
    store = DaemonStore.load()
    assert not store.read_only and "kept as" in store.problem
    assert storage.keep_copy(home / "daemons.json") is not None
    untouched(outside)


def test_writers_killed_mid_write_leave_nothing_at_the_next_start(tmp_path):
    from tests.kill_writes import run

    figures = run(kills=3, seed=2, home=tmp_path)
    assert figures["saves whole after a kill"] == 3
    assert figures["files left at the next start"] == 0
