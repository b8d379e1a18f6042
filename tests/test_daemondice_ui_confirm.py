"""A human's forced choices and turn ends wait for their click on the Daemon Dice board.

The set-up names every human seat in the engine's ``confirm`` option (unless the "Confirm forced
choices for me" setting is on); the board then shows the one forced choice on the Done / Confirm
button with a hint saying what it will do, and nothing moves until the player clicks.
"""

from __future__ import annotations

from test_daemondice_symbols import pair
from test_daemondice_ui import board_at, open_setup, option_index, set_choice

from engine.daemondice import Damage, Hit, Step, position
from engine.daemondice.tables import STUNNED, WOUNDED
from scenes.daemondice.board import DaemonDiceBoard
from scenes.daemondice.hints import hint_for
from scenes.settings_scene import SettingsScene
from scenes.widgets import Toggle
from tests.ui_robot import click, press

FRAMES = 240
"""Four seconds of frames: long enough for anything automatic to have happened."""


def wait(app, frames: int = FRAMES) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def test_the_turn_waits_for_done_before_the_attacks_are_sent(app):
    ash, bone = pair("Arm Mouth Leg Tail Wings", "Eye Arm Leg Tail Stinger")
    st = position((ash, bone), step=Step.TARGET, faces={0: "Arm Mouth Block Dodge Dodge"},
                  settle=True, confirm=1)
    board = board_at(app, st)
    wait(app)
    assert board.state is st and board.match.actions == []  # nothing went on by itself
    button = board.done_button
    assert button is not None and button.enabled and button.text == "Done"
    assert "send your 2 attacks at Bone" in button.tooltip
    assert hint_for(board.state, human=True) == "Ash: press Done to send your 2 attacks at Bone."
    click(app, button.rect.center)
    wait(app, 2)
    assert board.match.actions and board.state.turn == 1 and len(board.state.incoming) == 2


def test_a_forced_hit_is_shown_on_confirm_and_lands_only_on_the_click(app):
    ash, bone = pair("Arm Mouth Leg Tail Wings", "Eye Arm Leg Tail Stinger")
    health = [WOUNDED] * ash.size
    health[4] = 0
    st = position((ash, bone), step=Step.SUFFER, health={0: health},
                  faces={0: "- - - - Stun"}, queue=[Hit(STUNNED, False)], settle=True,
                  confirm=1)
    board = board_at(app, st)
    wait(app)
    assert board.state is st and board.state.health[0][4] == 0
    button = board.done_button
    assert button is not None and button.enabled and button.text == "Confirm"
    assert button.tooltip.startswith("Confirm: Ash's Wings is stunned.")
    assert board.choices().lit((0, 4))  # the die itself may be clicked too
    click(app, button.rect.center)
    wait(app, 2)
    assert board.match.actions[0] == Damage(4)
    assert board.state.health[0][4] == STUNNED


def test_the_set_up_flags_human_seats_unless_the_setting_confirms_for_them(app):
    setup = open_setup(app)
    set_choice(app, setup, 1, "easy")
    set_choice(app, setup, option_index(setup, "Dice per daemon"), 5)
    assert "Confirm forced choices" not in [getattr(w, "label", "") for w in setup.ui.items]
    press(app, setup.ui.items, "Start")
    board = app.ctx.scenes.top
    assert isinstance(board, DaemonDiceBoard)
    assert board.match.options["confirm"] == 0b01  # the human seat only, not the AI

    app.ctx.settings.auto_confirm = True
    try:
        setup = open_setup(app)
        press(app, setup.ui.items, "Start")
        assert app.ctx.scenes.top.match.options["confirm"] == 0
    finally:  # the data folder is shared by the whole test session
        app.ctx.settings.auto_confirm = False
        app.ctx.save_settings()


def test_the_settings_screen_toggles_confirming_forced_choices(app):
    app.start()
    app.frame(1 / 60)
    app.ctx.scenes.push(SettingsScene(app.ctx))
    app.frame(1 / 60)
    scene = app.ctx.scenes.top
    toggle = next(w for w in scene.ui.items
                  if isinstance(w, Toggle) and w.label == "Confirm forced choices for me")
    assert toggle.value is False and app.ctx.settings.auto_confirm is False  # off by default
    click(app, toggle.rect.center)
    assert app.ctx.settings.auto_confirm is True
    click(app, toggle.rect.center)
    assert app.ctx.settings.auto_confirm is False
