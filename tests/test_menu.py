"""Main menu paths a player takes: resume, a damaged autosave, the load list, rules, settings."""

from __future__ import annotations

import pygame
import pytest

from game import saves
from scenes.loading import LoadScene
from scenes.menu import MainMenu
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.sixtysix.board import SixtySixBoard
from tests.test_saves import played_match
from tests.ui_robot import click, press


@pytest.fixture
def app(app):
    """The shared app, already showing the main menu."""
    app.start()
    app.frame(1 / 60)
    return app


def menu(app) -> MainMenu:
    top = app.ctx.scenes.top
    assert isinstance(top, MainMenu)
    top.layout()
    return top


def test_resume_picks_up_the_autosave(app):
    match = played_match(50)
    saves.autosave(match)
    press(app, menu(app).ui.items, "Resume")
    board = app.ctx.scenes.top
    assert isinstance(board, SixtySixBoard)
    assert len(board.match.actions) >= 50
    assert board.match.actions[:50] == match.actions[:50]


def test_damaged_autosave_gives_a_message_and_the_app_keeps_running(app):
    saves.autosave_path().write_text('{"format": "dice-pandemonium-save", "version": 1, "ga')
    press(app, menu(app).ui.items, "Resume")
    assert isinstance(app.ctx.scenes.top, MainMenu)
    assert any("damaged" in toast.text for toast in app.ctx.toasts)
    for _ in range(3):
        app.frame(1 / 60)


def test_load_list_rules_and_settings_open_and_close(app):
    saves.save_named(played_match(10))
    press(app, menu(app).ui.items, "Load game")
    assert isinstance(app.ctx.scenes.top, LoadScene)
    press(app, app.ctx.scenes.top.ui.items, "Back")
    press(app, menu(app).ui.items, "Rules")
    rules = app.ctx.scenes.top
    assert isinstance(rules, RulesScene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
    app.frame(1 / 60)
    assert rules.scroll > 0
    press(app, rules.ui.items, "Back")
    press(app, menu(app).ui.items, "Settings")
    settings = app.ctx.scenes.top
    assert isinstance(settings, SettingsScene)
    hints = next(w for w in settings.ui.items if getattr(w, "label", "") == "Move hints")
    click(app, hints.rect.center)
    assert app.ctx.settings.move_hints is False
    press(app, settings.ui.items, "Done")
    assert isinstance(app.ctx.scenes.top, MainMenu)


def test_the_app_s_loop_starts_the_ai_s_helper_once_its_first_frame_is_shown(app):
    """``App.run`` starts the AI's process after its first frame, while the menu is up
    (``App.start_helpers``), so a board opened from the menu finds it running; the meter's
    only when the meter is on (it is off unless chosen)."""
    app.shutdown = lambda: None  # (the loop's end: the fixture shuts the app down)
    try:
        app.run(max_frames=2)
    finally:
        del app.shutdown
    assert isinstance(app.ctx.scenes.top, MainMenu)
    assert app.ctx.services["ai"]._proc.is_alive()
    assert "meter" not in app.ctx.services
    app.ctx.settings.win_meter = True
    app.start_helpers()
    assert app.ctx.services["meter"]._proc.is_alive()


def test_the_game_over_dialog_starts_the_review_s_processes_once_it_is_up(app, monkeypatch):
    """Not on the frame that puts the dialog up (that frame paints it): on the next, once."""
    import game.analysis.worker
    from scenes.board.endings import GameOverMenu

    started: list[int] = []
    monkeypatch.setattr(game.analysis.worker, "warm", lambda: started.append(1))
    app.ctx.scenes.push(GameOverMenu(app.ctx, "Game over", [("Main menu", lambda: None)],
                                     "Ann wins."))
    assert started == []
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert started == [1]
