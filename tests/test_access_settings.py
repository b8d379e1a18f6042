"""Size, motion and sound settings, and the screen that sets them (issue 41, items 3 and 4)."""

from __future__ import annotations

import json

from engine.core import CHANCE, EndReason, Outcome, get_game
from game import cues
from game.match import Match, Seat
from game.settings import (
    Settings,
    load_settings,
    read_settings,
    save_settings,
    settings_path,
)
from game.tray import quick_roll
from scenes import palettes, text
from scenes.access_settings import AccessScene
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.driver import MatchDriver
from scenes.settings_scene import SettingsScene
from scenes.widgets import Button, Choice, Toggle
from tests.ui_robot import click


def test_the_new_settings_survive_a_restart_and_old_files_still_load() -> None:
    chosen = Settings(vision="tritanopia", ui_scale=150, reduced_motion=True, dice_volume=0.2,
                      interface_volume=0.0, alerts_volume=0.9)
    save_settings(chosen)
    from game.file_writer import writer

    writer.settle()
    assert load_settings() == chosen
    settings_path().write_text(json.dumps({"animation": "fast", "volume": 0.5}))  # older file
    old = load_settings()
    assert old.animation == "fast" and old.vision == "normal" and old.ui_scale == 100
    assert old.dice_volume == old.alerts_volume == 1.0 and not old.reduced_motion
    settings_path().unlink()


def test_values_out_of_bounds_are_refused_with_a_sentence() -> None:
    settings, notes = read_settings({"vision": "x-ray", "ui_scale": 400, "dice_volume": 2,
                                     "reduced_motion": "yes", "alerts_volume": 0.25})
    assert settings == Settings(alerts_volume=0.25)
    assert len(notes) == 4


def test_each_sound_group_is_a_share_of_the_main_volume_and_mute_silences_all() -> None:
    settings = Settings(volume=0.5, dice_volume=0.5, alerts_volume=1.0)
    assert settings.volume_of("dice") == 0.25 and settings.volume_of("alerts") == 0.5
    settings.muted = True
    assert settings.volume_of("alerts") == 0.0
    assert Settings(reduced_motion=True).calm and Settings(animation="instant").calm
    assert not Settings().calm


def test_the_end_of_a_game_sounds_as_the_people_at_the_screen_see_it() -> None:
    win = Outcome((1,), EndReason.VICTORY)
    assert cues.end_cue(win, [1]) == "won"
    assert cues.end_cue(win, [0]) == "lost"
    assert cues.end_cue(Outcome((), EndReason.DRAW), [0, 1]) == "draw"
    assert cues.end_cue(win, []) is None


def test_every_cue_has_its_sound_file_and_a_group_with_a_volume() -> None:
    from game.settings import SOUND_KINDS
    from game.tray._paths import asset

    for cue in cues.CUES.values():
        assert asset("sounds", cue.file).stat().st_size > 1000
        assert cue.group in SOUND_KINDS and cue.shown_by


def test_a_larger_text_size_grows_text_where_it_fits_and_shrinks_back_where_it_does_not(
) -> None:
    try:
        text.set_text_scale(100)
        assert text.fit_box("Roll the dice", 900, 200, 20).size == 20
        text.set_text_scale(200)
        roomy = text.fit_box("Roll the dice", 900, 200, 20)
        assert not roomy.cut and roomy.size == 40
        tight = text.fit_box("Roll the dice and see", 200, 40, 20, floor=14)
        assert not tight.cut and tight.size < 40, "a crowded box shrinks its text back"
    finally:
        text.set_text_scale(100)


def test_the_access_page_sets_colours_size_motion_and_volumes(app) -> None:
    app.start()
    app.frame(1 / 60)
    app.ctx.scenes.push(SettingsScene(app.ctx))
    app.frame(1 / 60)
    access = next(w for w in app.ctx.scenes.top.ui.items
                  if isinstance(w, Button) and w.text == "Access...")
    click(app, access.rect.center)
    scene = app.ctx.scenes.top
    assert isinstance(scene, AccessScene)
    assert "tick" in cues.player.played
    try:
        colours = next(w for w in scene.ui.items if isinstance(w, Choice) and w.label == "Colours")
        colours.on_change("deuteranopia")
        assert app.ctx.settings.vision == "deuteranopia" and palettes.current() == "deuteranopia"
        size = next(w for w in scene.ui.items if isinstance(w, Choice) and w.label == "Text size")
        size.on_change(150)
        assert text.text_scale() == 1.5
        motion = next(w for w in scene.ui.items if isinstance(w, Toggle))
        click(app, motion.rect.center)
        assert app.ctx.settings.reduced_motion and app.ctx.settings.calm
        app.frame(1 / 60)
        scene.back()
        assert isinstance(app.ctx.scenes.top, SettingsScene)
    finally:
        app.ctx.settings.vision, app.ctx.settings.ui_scale = "normal", 100
        app.ctx.settings.reduced_motion = False
        palettes.apply_vision("normal")
        text.set_text_scale(100)
        app.ctx.save_settings()


def test_with_reduced_motion_the_dice_land_at_once_by_the_same_physics() -> None:
    info = get_game("66d6")
    match = Match(info, info.default_options(), [Seat("ai", "easy"), Seat("ai", "easy")], seed=5)
    assert match.state.to_move == CHANCE
    ctx = AppContext(settings=Settings(reduced_motion=True), scenes=SceneManager())
    driver = MatchDriver(ctx, match, lambda state: None)
    expected = quick_roll(match.state.roll_request(), match.roll_seed())
    driver.update(1 / 60)
    assert driver.tray is None, "no dice in the air"
    assert driver.last_roll == expected, "the faces the thrown dice would have settled on"


def test_a_board_sounds_the_players_turn_and_each_rolls_outcome(app) -> None:
    from scenes.registry import board_scene_for

    info = get_game("dice-demons")
    match = Match(info, info.default_options(), [Seat("ai", "easy"), Seat("human")], seed=3)
    app.start()
    app.frame(1 / 60)
    app.ctx.settings.auto_throw = True
    cues.player.played.clear()
    board = board_scene_for(app.ctx, match)
    app.ctx.scenes.push(board)
    try:
        for _ in range(600):
            app.frame(1 / 20)
            if {"turn", "result"} <= set(cues.player.played):
                break
        assert {"turn", "result"} <= set(cues.player.played), cues.player.played
    finally:
        app.ctx.settings.auto_throw = False
