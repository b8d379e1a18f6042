"""A failing scene shows the crash screen and keeps the game; the window is clamped, named and
quiet without a sound device."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.core import CHANCE
from game import paths, saves
from game.app import App
from game.applog import LOG_NAME
from game.settings import MAX_WINDOW, MIN_WINDOW
from scenes.base import Scene
from scenes.crash import CrashScene
from scenes.menu import MainMenu
from scenes.registry import open_match, playable_games
from tests.test_save_management import new_match
from tests.ui_robot import press

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def home(monkeypatch, tmp_path, pooled_ai):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    paths.forget_data_folder()
    yield tmp_path
    paths.forget_data_folder()


class Failing(Scene):
    def __init__(self, ctx, where: str) -> None:
        super().__init__(ctx)
        self.where = where

    def handle_event(self, event) -> bool:
        if self.where == "event":
            raise RuntimeError("failed in handle_event")
        return True

    def update(self, dt: float) -> None:
        if self.where == "update":
            raise KeyError("failed in update")

    def draw(self, surface) -> None:
        if self.where == "draw":
            raise ZeroDivisionError("failed in draw")


@pytest.mark.parametrize("where", ["event", "update", "draw"])
def test_a_failing_scene_shows_the_crash_screen_and_the_app_goes_on(home, where):
    app = App(size=(1280, 720))
    try:
        app.start()
        app.ctx.scenes.push(Failing(app.ctx, where))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0,
                                             unicode="a", scancode=0))
        app.frame(1 / 60)
        assert app.ctx.running and app.crash_count == 1
        crash = app.ctx.scenes.top
        assert isinstance(crash, CrashScene)
        assert "Something went wrong" in crash.lines()[0][0]
        app.frame(1 / 60)
        press(app, crash.ui.items, "Back to menu")
        assert isinstance(app.ctx.scenes.top, MainMenu)
        log = (home / LOG_NAME).read_text()
        assert "failed in" in log and "Traceback" in log
    finally:
        app.shutdown()


def test_a_failing_action_keeps_the_autosave_from_before_it(home, monkeypatch):
    match = new_match("66d6", seed=3, moves=0)
    from game.cli.headless import advance

    advance(match, 9, 3)
    while match.state.to_move != CHANCE:
        advance(match, 1, 3)
    app = App(size=(1280, 720))
    app.ctx.settings.animation = "instant"
    app.ctx.settings.auto_throw = True  # the pending throw is the human's: let it go by itself
    try:
        app.start()
        open_match(app.ctx, match)
        autosave = saves.autosave_path("66d6")
        before = autosave.read_bytes()

        def broken(self, action):
            raise RuntimeError("an engine bug")

        monkeypatch.setattr(type(match.state), "apply", broken)
        for _ in range(300):
            app.frame(1 / 60)
            if app.crash_count:
                break
        monkeypatch.undo()
        assert isinstance(app.ctx.scenes.top, CrashScene)
        assert app.ctx.scenes.top.game_saved
        assert autosave.read_bytes() == before
        assert len(saves.load_match(autosave).actions) == len(match.actions)
        assert "an engine bug" in (home / LOG_NAME).read_text()
    finally:
        app.ctx.settings.auto_throw = False  # settings are saved at shutdown: leave no trace
        app.shutdown()


@pytest.mark.parametrize("game_id", [info.game_id for info in playable_games()])
def test_any_resize_is_clamped_with_a_board_open(home, game_id):
    app = App(size=(1280, 720))
    try:
        app.start()
        open_match(app.ctx, new_match(game_id, moves=20))
        for size in [(320, 200), (4000, 3000), (959, 599), (100_000, 5), (961, 601), (0, 0),
                     (1280, 720)]:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                                 h=size[1]))
            app.frame(1 / 60)
            w, h = app.ctx.size
            assert MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]
            assert app.screen.get_size() == app.ctx.size
        assert app.crash_count == 0
        assert app.ctx.settings.window_size == (1280, 720)
    finally:
        app.shutdown()


def test_the_window_is_named_dice_pandemonium(home):
    app = App(size=(1280, 720))
    try:
        assert pygame.display.get_caption()[0] == "Dice Pandemonium"
        assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "Dice Pandemonium"
    finally:
        app.shutdown()


def test_the_executable_is_windowed():
    spec = (ROOT / "build.spec").read_text()
    assert "console=False" in spec


def test_no_audio_text_on_the_terminal_without_a_sound_device(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(SDL_VIDEODRIVER="dummy", DICE_PANDEMONIUM_HOME=str(tmp_path),
               SDL_AUDIODRIVER="alsa", AUDIODEV="/nonexistent")
    code = ("from game.app import App\n"
            "from game.tray.sounds import TraySounds\n"
            "app = App(size=(1280, 720)); app.start(); app.frame(0.016)\n"
            "TraySounds(0.5); app.shutdown(); print('done')\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and "done" in result.stdout
    assert result.stderr.strip() == "", result.stderr
