"""The daemon builder: the store of the player's daemons, and building one through the real app
window by synthetic mouse and keyboard events, then fighting with it and reloading the save."""

from __future__ import annotations

import json

import pygame
import pytest

from engine.daemondice import Daemon, ready_daemon
from game import saves
from game.daemons import DaemonStore, DaemonStoreError, daemons_path
from scenes.daemondice.board import DaemonDiceBoard
from scenes.daemondice.builder import DaemonBuilder, describe
from scenes.daemondice.builder_parts import Picker, SwatchButton
from scenes.daemondice.setup import DaemonDiceSetup
from tests.test_daemondice_ui import (
    DaemonRobot,
    open_setup,
    option_index,
    play_to_the_end,
    set_choice,
)
from tests.ui_robot import click, press

HEXMAW = Daemon.of("Hexmaw", "Leg Tail Eye Pincer Mouth", "Fire")


# --------------------------------------------------------------------------------- the store


def test_store_round_trip_rename_and_delete(tmp_path):
    path = tmp_path / "daemons.json"
    store = DaemonStore.load(path)
    assert store.daemons == [] and not store.problem
    store.save(HEXMAW)
    store.save(Daemon(" Bonegnasher ", ready_daemon("Gravemaw", 9).dice))
    again = DaemonStore.load(path)
    assert again.names() == ["Hexmaw", "Bonegnasher"]
    assert again.find("hexmaw") == HEXMAW
    again.rename("Hexmaw", "Hexjaw")
    again.delete("Bonegnasher")
    final = DaemonStore.load(path)
    assert final.names() == ["Hexjaw"] and final.daemons[0].dice == HEXMAW.dice
    assert json.loads(path.read_text())["format"] == "dice-pandemonium-daemons"


def test_store_refuses_clashing_names_with_a_reason(tmp_path):
    store = DaemonStore.load(tmp_path / "daemons.json")
    store.save(HEXMAW)
    with pytest.raises(DaemonStoreError, match="already have a daemon called Hexmaw"):
        store.save(Daemon("HEXMAW", HEXMAW.dice))
    with pytest.raises(DaemonStoreError, match="ready-made"):
        store.save(Daemon("Rimefang", HEXMAW.dice))
    with pytest.raises(DaemonStoreError, match="name of 1 to"):
        store.save(Daemon("  ", HEXMAW.dice))
    store.save(Daemon("Hexmaw", HEXMAW.dice[:3]), replacing="Hexmaw")  # an edit is fine
    assert store.find("Hexmaw").size == 3


def test_damaged_file_is_put_aside_not_overwritten(tmp_path):
    path = tmp_path / "daemons.json"
    path.write_bytes(b"{ not json at all")
    store = DaemonStore.load(path)
    assert store.daemons == []
    assert "kept as daemons.damaged-" in store.problem
    aside = list(tmp_path.glob("daemons.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"{ not json at all"
    store.save(HEXMAW)
    assert DaemonStore.load(path).names() == ["Hexmaw"]


def test_partly_damaged_file_keeps_the_good_daemons_and_a_copy(tmp_path):
    path = tmp_path / "daemons.json"
    good = {"name": "Hexmaw", "dice": [["Leg", "Fire"]], "declared": None}
    bad = {"name": "Hoofer", "dice": [["Hoof", "Fire"]], "declared": None}
    path.write_text(json.dumps({"format": "dice-pandemonium-daemons", "version": 1,
                                "daemons": [good, bad, "junk"]}))
    store = DaemonStore.load(path)
    assert store.names() == ["Hexmaw"]
    assert store.problem.startswith("2 of your saved daemons could not be read")
    aside = list(tmp_path.glob("daemons.damaged-*.json"))
    assert len(aside) == 1 and "Hoofer" in aside[0].read_text()


# ------------------------------------------------------------------------------ the builder


def _pick(app, builder: DaemonBuilder, value: str) -> None:
    button = next(w for w in builder.ui.items if isinstance(w, SwatchButton) and w.value == value)
    click(app, button.rect.center)


def _type(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.frame(1 / 60)


def test_build_a_daemon_fight_with_it_and_reload_the_save(app, tmp_path):
    daemons_path().unlink(missing_ok=True)
    setup = open_setup(app)
    set_choice(app, setup, option_index(setup, "Dice per daemon"), 5)
    set_choice(app, setup, 1, "easy")
    new_buttons = [w for w in setup.ui.items if getattr(w, "text", "") == "New"]
    click(app, new_buttons[0].rect.center)
    builder = app.ctx.scenes.top
    assert isinstance(builder, DaemonBuilder) and builder.size == 5
    assert builder.save_button is not None and not builder.save_button.enabled
    _pick(app, builder, "Fire")
    for part in HEXMAW.parts:
        _pick(app, builder, part)
    assert builder.problem() == "A daemon needs a name of 1 to 40 characters."
    assert builder.name_field is not None
    click(app, builder.name_field.rect.center)
    _type(app, "Hexmaw")
    assert builder.daemon() == HEXMAW
    assert builder.problem() is None and builder.save_button.enabled
    title, lines = describe(builder)
    assert title == "Purebred Fire" and any("Burning blows" in line for line in lines)
    press(app, builder.ui.items, "Save daemon")

    assert app.ctx.scenes.top is setup
    assert DaemonStore.load().names() == ["Hexmaw"]
    assert setup.picks[0] == "mine:Hexmaw"
    picker = next(w for w in setup.ui.items if isinstance(w, Picker))
    assert picker.value == "mine:Hexmaw"
    assert [d.name for d in setup.lineup()] == ["Hexmaw", "Gravemaw"]

    press(app, setup.ui.items, "Start")
    board = app.ctx.scenes.top
    assert isinstance(board, DaemonDiceBoard)
    for _ in range(200):  # let the initiative rolls and a few moves happen
        app.frame(1 / 60)
        if len(board.match.actions) >= 3:
            break
    match = board.match
    assert match.state.daemons[0] == HEXMAW
    path = tmp_path / "battle.json"
    saves.write_save(match, path)
    loaded = saves.load_match(path)
    assert loaded.setup == match.setup
    assert loaded.state.daemons == match.state.daemons
    assert loaded.state.key() == match.state.key()

    # ...and fight the built daemon to the end against the AI, then a rematch keeps it
    board, title = play_to_the_end(app, DaemonRobot(app, seed=8))
    assert board.match.is_over and board.match.state.daemons[0] == HEXMAW
    press(app, app.ctx.scenes.top.ui.items, "Rematch")
    rematch = app.ctx.scenes.top
    assert isinstance(rematch, DaemonDiceBoard) and rematch.match.state.daemons[0] == HEXMAW


def test_editing_a_saved_daemon_of_another_size_says_it_is_resized(app):
    daemons_path().unlink(missing_ok=True)
    DaemonStore.load().save(Daemon("Bonegnasher", ready_daemon("Gravemaw", 13).dice))
    setup = open_setup(app)
    assert isinstance(setup, DaemonDiceSetup)
    set_choice(app, setup, option_index(setup, "Dice per daemon"), 5)
    picker = next(w for w in setup.ui.items if isinstance(w, Picker))
    while picker.value != "mine:Bonegnasher":
        click(app, (picker.rect.right - picker.rect.height // 2, picker.rect.centery))
    assert "resized from 13 dice" in picker.options[picker.index].note
    press(app, setup.ui.items, "Edit")
    builder = app.ctx.scenes.top
    assert isinstance(builder, DaemonBuilder) and builder.editing is not None
    assert len(builder.dice) == 5 and "cut down" in builder.note
    press(app, builder.ui.items, "Delete")
    press(app, builder.ui.items, "Really delete?")
    assert app.ctx.scenes.top is setup
    assert DaemonStore.load().names() == []
    assert setup.picks[0] == "ready:Rimefang"
    for size in ((960, 600), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 60)
