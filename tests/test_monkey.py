"""Random input on every screen of every registered game never raises.

Seeded mouse clicks and drags (half aimed at what is drawn), keys, text with any Unicode
(controls, zero-width, lone surrogates, private use, combining towers), wheel and resizes from
320x200 to 4000x3000. ``python -m game monkey`` runs the same for longer.
"""

from __future__ import annotations

import random

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
