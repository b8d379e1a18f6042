"""The set-up remembers each seat's last daemon (``game.last_choice``), through a relaunch and a
damaged file, and its rows and options never move when daemons are added."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine import get_game
from engine.daemondice.breeds import Daemon
from game.daemons import DaemonStore
from game.last_choice import FILE_NAME, LastChoice
from game.paths import data_dir
from game.settings import Settings
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.daemondice.setup import DaemonDiceSetup
from scenes.widgets import Choice


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A fresh data folder of our own (the set-up reads the player's files from it)."""
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    return tmp_path


def _setup():
    import pygame

    pygame.init()
    pygame.display.set_mode((1280, 720))
    ctx = AppContext(settings=Settings(animation="instant"), scenes=SceneManager(),
                     size=(1280, 720))
    scene = DaemonDiceSetup(ctx, get_game("daemon-dice"))
    ctx.scenes.push(scene)
    return ctx, scene


def test_choices_survive_a_reload(home):
    last = LastChoice.load()
    assert last.seats("daemon-dice") == [] and last.problem == ""
    last.remember_seats("daemon-dice", ["mine:Gnasher", "ready:Gravemaw"])
    last.count_battle("daemon-dice")
    again = LastChoice.load()
    assert again.seats("daemon-dice") == ["mine:Gnasher", "ready:Gravemaw"]
    assert again.seat("daemon-dice", 0) == "mine:Gnasher"
    assert again.seat("daemon-dice", 5) is None
    assert again.battles("daemon-dice") == 1 and again.first_battles("daemon-dice")
    assert (home / FILE_NAME).exists()
    assert not [p for p in os.listdir(home) if p.endswith(".tmp")]  # written atomically


@pytest.mark.parametrize("content", [b"\x00\xff not json", b"[1, 2, 3]", b'{"games": 7}',
                                     b'{"games": {"daemon-dice": {"seats": [5, null, "x"],'
                                     b' "battles": "many"}}}'])
def test_a_damaged_file_is_set_aside_or_cleaned(home, content):
    path = home / FILE_NAME
    path.write_bytes(content)
    last = LastChoice.load()
    if content.startswith(b'{"games": {'):  # good JSON with bad values: the values are dropped
        assert last.problem == ""
        assert last.seats("daemon-dice") == [None, None, "x"]
        assert last.battles("daemon-dice") == 0
        return
    assert FILE_NAME in last.problem and "forgotten" in last.problem
    assert last.seats("daemon-dice") == []
    kept = list(home.glob("last_choice.damaged-*.json"))  # kept for the curious
    assert [p.read_bytes() for p in kept] == [content]
    last.remember_seats("daemon-dice", ["ready:Rimefang"])
    assert LastChoice.load().seats("daemon-dice") == ["ready:Rimefang"]


def test_the_set_up_preselects_each_seat_s_last_daemon_after_a_relaunch(home):
    assert data_dir() == home
    DaemonStore.load().save(Daemon.of("Gnasher", "Arm Leg Eye Tail Shell Mouth Wings Brain "
                                                  "Lungs Spike Pincer Stinger Tentacle", "Fire"))
    _, scene = _setup()
    assert scene.picks == ["ready:Rimefang", "ready:Gravemaw"]
    scene._set_pick(1, "mine:Gnasher")  # what the picker's arrows do
    scene._set_pick(0, "ready:Cinderhorn")
    _, relaunched = _setup()  # a new set-up reads the data folder again
    assert relaunched.picks == ["ready:Cinderhorn", "mine:Gnasher"]
    assert relaunched.lineup()[1].name == "Gnasher"


def test_a_built_daemon_is_remembered_for_its_seat(home):
    _, scene = _setup()
    built = DaemonStore.load().save(Daemon.of("Hexmaw", ["Arm"] * 13, "Rot"))
    scene.store = DaemonStore.load()
    scene._saved(0, built, None)  # the builder's "saved" callback
    _, relaunched = _setup()
    assert relaunched.picks[0] == "mine:Hexmaw"


def test_a_remembered_daemon_that_is_gone_falls_back_and_a_damaged_file_warns(home):
    LastChoice().remember_seats("daemon-dice", ["mine:Nobody", "ready:Bilegut"])
    _, scene = _setup()
    assert scene.picks == ["ready:Rimefang", "ready:Bilegut"]
    (home / FILE_NAME).write_text("{ broken", encoding="utf-8")
    ctx, scene = _setup()
    assert scene.picks == ["ready:Rimefang", "ready:Gravemaw"]
    assert any(FILE_NAME in t.text for t in ctx.toasts)


def test_set_up_rows_and_options_never_move(home):
    _, scene = _setup()

    def places() -> dict[str, tuple[int, int]]:
        return {w.label: w.rect.topleft for w in scene.ui.items
                if isinstance(w, Choice) and w.label}

    first = places()
    rows = [p.rect.topleft for p in scene.pickers]
    for count in (3, 6, 4, 2):
        scene._set_option("seats", count)
        assert places() == first  # "Daemons" and "Dice per daemon" stay under the mouse
        assert [p.rect.topleft for p in scene.pickers][:2] == rows[:2]
