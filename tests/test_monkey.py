"""Random input on every screen of every registered game never raises.

Seeded mouse clicks and drags (half aimed at what is drawn), keys, text with any Unicode
(controls, zero-width, lone surrogates, private use, combining towers), wheel and resizes from
320x200 to 3840x2160. ``python -m game monkey`` runs the same for longer.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game import paths
from game.app import App
from game.monkey import drive, scene_names, scene_openers

EVENTS_PER_SCENE = 150


@pytest.fixture(scope="module")
def monkey_app(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path_factory.mktemp("monkey-home")))
    paths.forget_data_folder()
    application = App(size=(1280, 720))
    application.ctx.settings.animation = "fast"
    application.start()
    yield application
    application.shutdown()
    mp.undo()
    paths.forget_data_folder()


@pytest.mark.parametrize("name", scene_names())
def test_random_input_never_raises(monkey_app, name):
    openers = scene_openers(monkey_app, seed=11)
    report = drive(monkey_app, name, openers[name], EVENTS_PER_SCENE,
                   random.Random(f"test:{name}"))
    assert report.events >= EVENTS_PER_SCENE
    assert report.exceptions == 0, "\n\n".join(report.errors[:2])


HOSTILE_TEXT = ["\x00\x01\x1b[31m", "zero\u200b\u200d\ufeffwidth", "\ud800\udfff",
                "\ue000\U000f0000",
                "\u202eevil", "line\u2028para\u2029", "e" + "\u0301" * 40, "💀🎲" * 20,
                "名前" * 30, "\t\r\n", "\U000e0041\U000e007f", "\uffff\ufffe"]


def test_typing_anything_into_a_name_field_keeps_a_loadable_name(app):
    from engine import get_game
    from game import saves
    from game.validate import clean_name, printable
    from scenes.form_fields import TextField
    from scenes.registry import setup_scene_for
    from tests.ui_robot import click, press

    app.start()
    setup = setup_scene_for(app.ctx, get_game("dice-demons"))
    app.ctx.scenes.push(setup)
    app.frame(1 / 60)
    fields = [w for w in setup.ui.items if isinstance(w, TextField)]
    assert fields
    for index, field in enumerate(fields):
        click(app, field.rect.center)
        for text in HOSTILE_TEXT:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
            app.frame(1 / 60)
        field = [w for w in setup.ui.items if isinstance(w, TextField)][index]
        assert field.text == printable(field.text)
        clean_name(field.text, field.max_len)
    press(app, setup.ui.items, "Start")
    board = app.ctx.scenes.top
    assert app.crash_count == 0 and getattr(board, "match", None) is not None
    for _ in range(3):
        app.frame(1 / 60)
    loaded = saves.load_match(saves.autosave_path("dice-demons"))
    assert [s.name for s in loaded.seats] == [s.name for s in board.match.seats]


def test_the_memory_run_drives_every_screen_at_the_largest_window(monkey_app):
    from game.monkey import MAX_RESIZE

    monkey_app.ctx.set_fullscreen(True)  # random input may turn it on; a full screen stays
    openers = scene_openers(monkey_app, seed=11)
    report = drive(monkey_app, "settings", openers["settings"], 10, random.Random(3),
                   at_largest=True)
    assert report.largest == MAX_RESIZE and report.peak_rss_mb > 0
