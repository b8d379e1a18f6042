"""The statistics through the real app: games finished by mouse are counted once, the screen
opens from the main menu, reads with data and empty, resets after a question, and survives a
damaged file."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pygame
import pytest

from engine.core import CHANCE, Roll
from game import saves
from game.match import Match
from game.stats import FILE_NAME, PlayerStats, Record
from game.tray import tally
from scenes.driver import UNTHROWN
from scenes.menu import MainMenu
from scenes.overlays import ButtonMenu
from scenes.registry import open_match
from scenes.sixtysix.board import SixtySixBoard
from scenes.stats_scene import StatsScene
from tests.test_ui_playthrough import open_setup, play_to_the_end, set_seat
from tests.ui_robot import Robot, click, key, press

SHOTS = os.environ.get("DICE_PANDEMONIUM_TEST_SHOTS")
"""A folder to keep the screens' pictures in for a person to look at (none: only drawn)."""


@pytest.fixture
def app(app):
    """The shared app with no statistics yet and the tray not counting for anyone else."""
    from game.paths import data_dir

    tally.stop_counting()
    (data_dir() / FILE_NAME).unlink(missing_ok=True)
    for old in data_dir().glob("stats.damaged-*"):
        old.unlink()
    yield app
    tally.stop_counting()


def stats_file(app) -> PlayerStats:
    """The statistics as the file holds them, once the app's last write has landed."""
    from game.paths import data_dir

    service = app.ctx.services.get("stats")
    if service is not None:
        assert service.background  # the app never waits for the disk in a frame
        service.wait()
    return PlayerStats.load(data_dir() / FILE_NAME)


def thrown_faces(match: Match) -> Counter:
    """The d6 faces the tray threw in ``match``, read back from its Roll actions."""
    faces: Counter = Counter()
    for before, action in zip(match.states, match.actions, strict=False):
        if isinstance(action, Roll) and before.to_move == CHANCE:
            request = before.roll_request()
            if not any(die.kind in UNTHROWN for die in request.dice):
                faces.update(action.values)
    return faces


def resign_by_mouse(app, board: SixtySixBoard) -> None:
    press(app, board.controls.ui.items, "Menu")
    press(app, app.ctx.scenes.top.ui.items, "Resign")
    press(app, app.ctx.scenes.top.ui.items, "Resign")  # the confirmation
    for _ in range(30):  # the game-over dialog is made over a few quiet frames, then shown
        app.frame(1 / 60)
        if app.ctx.scenes.top is not board:
            break
    assert board.match.is_over


@pytest.mark.undrawn
def test_a_hot_seat_game_by_mouse_is_counted_with_every_die_it_threw(app):
    setup = open_setup(app)
    set_seat(app, setup, 1, "human")
    press(app, setup.ui.items, "Start")
    board, _ = play_to_the_end(app, Robot(app, seed=11))
    stats = stats_file(app)  # written at the game's end, not at quitting
    assert stats.records == {("66d6", "hot-seat"): Record(1, 1, 0, 0, 1, 1)}
    faces = thrown_faces(board.match)
    assert sum(faces.values()) > 10
    assert stats.dice == {6: [faces[value] for value in range(1, 7)]}
    press(app, app.ctx.scenes.top.ui.items, "Main menu")
    press(app, app.ctx.scenes.top.ui.items, "Statistics")
    screen = app.ctx.scenes.top
    assert isinstance(screen, StatsScene) and not screen.is_empty("dice")
    save_shot(app, "after-hot-seat-game.png")


def test_resigning_to_the_ai_is_a_loss_once_and_a_rematch_is_another_game(app):
    setup = open_setup(app)
    set_seat(app, setup, 1, "easy")
    press(app, setup.ui.items, "Start")
    board = app.ctx.scenes.top
    assert isinstance(board, SixtySixBoard)
    resign_by_mouse(app, board)
    over = app.ctx.scenes.top
    assert isinstance(over, ButtonMenu) and over.title == "Defeat..."
    assert stats_file(app).records[("66d6", "easy")] == Record(1, 0, 1, 0, 0, 0)

    press(app, over.ui.items, "Look at the board")
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # undo after the end: refused, nothing counted
    for _ in range(3):
        app.frame(1 / 60)
    assert stats_file(app).records[("66d6", "easy")].games == 1
    finished = saves.save_named(board.match, "finished game")

    press(app, board.controls.ui.items, "Rematch")
    rematch = app.ctx.scenes.top
    assert isinstance(rematch, SixtySixBoard) and rematch.match.seed != board.match.seed
    resign_by_mouse(app, rematch)
    assert stats_file(app).records[("66d6", "easy")] == Record(2, 0, 2, 0, 0, 0)

    open_match(app.ctx, saves.load_match(finished))  # a finished save opened again
    for _ in range(5):
        app.frame(1 / 60)
    assert app.ctx.scenes.top.title == "Defeat..."
    assert stats_file(app).records[("66d6", "easy")].games == 2


def test_leaving_a_game_for_the_menu_does_not_count_it(app):
    setup = open_setup(app)
    set_seat(app, setup, 1, "easy")
    press(app, setup.ui.items, "Start")
    press(app, app.ctx.scenes.top.controls.ui.items, "Menu")
    press(app, app.ctx.scenes.top.ui.items, "Quit to main menu")
    assert isinstance(app.ctx.scenes.top, MainMenu)
    assert stats_file(app).records == {}


def open_stats(app) -> StatsScene:
    app.start()
    app.frame(1 / 60)
    menu = app.ctx.scenes.top
    assert isinstance(menu, MainMenu)
    menu.layout()
    press(app, menu.ui.items, "Statistics")
    screen = app.ctx.scenes.top
    assert isinstance(screen, StatsScene)
    return screen


def fill(stats: PlayerStats) -> None:
    for game, opponent, results in (("66d6", "normal", "wwlwwwl"), ("66d6", "hard", "llwd"),
                                    ("daemon-dice", "easy", "wwww"),
                                    ("dice-demons", "hot-seat", "wwlw"),
                                    ("death-by-dice", "mixed", "lw"),
                                    ("doodle-dice", "normal", "wlwwwwww")):
        record = stats.records.setdefault((game, opponent), Record())
        for letter in results:
            record.add({"w": "win", "l": "loss", "d": "draw"}[letter])
    stats.dice.update({4: [3, 2, 5, 1], 6: [195, 217, 214, 188, 203, 218],
                       8: [40, 38, 41, 39, 40, 44, 37, 33],
                       10: [90, 40, 50, 50, 55, 45, 50, 52, 48, 50],
                       20: [55, 60, 58, 42, 59, 40, 55, 48, 57, 47] * 2})
    stats.dirty = True
    stats.save()


def save_shot(app, name: str) -> None:
    """The screen drawn as it stands; its picture kept where ``SHOTS`` asks for one."""
    app.frame(1 / 60)
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(SHOTS) / name))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_screen_reads_empty_and_with_data_at_every_size(app, size):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    screen = open_stats(app)
    assert screen.is_empty("record") and screen.is_empty("dice")
    reset = next(w for w in screen.ui.items if w.text == "Reset statistics")
    assert not reset.enabled and "Nothing to reset" in reset.disabled_reason
    save_shot(app, f"empty-{size[0]}.png")
    fill(screen.stats)
    screen.layout()
    save_shot(app, f"data-{size[0]}.png")
    window = pygame.Rect(0, 0, *app.ctx.size)
    record, dice = screen.panels["record"], screen.panels["dice"]
    assert window.contains(record) and window.contains(dice) and not record.colliderect(dice)
    for widget in screen.ui.items:
        assert window.contains(widget.rect)
        assert not widget.rect.colliderect(record) and not widget.rect.colliderect(dice)
    for name in ("record", "dice"):
        assert screen.pages[name].get_width() <= screen.views[name].width
    assert screen.pages["dice"].get_height() > screen.views["dice"].height  # five dice kinds
    click(app, dice.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-30, flipped=False))
    app.frame(1 / 60)
    assert screen.scroll["dice"] == screen.max_scroll("dice") > 0
    save_shot(app, f"data-scrolled-{size[0]}.png")


def test_reset_asks_first_and_then_forgets_everything(app):
    screen = open_stats(app)
    fill(screen.stats)
    screen.layout()
    press(app, screen.ui.items, "Reset statistics")
    question = app.ctx.scenes.top
    assert isinstance(question, ButtonMenu) and question.title == "Reset statistics?"
    press(app, question.ui.items, "Cancel")
    assert app.ctx.scenes.top is screen and not stats_file(app).empty
    press(app, screen.ui.items, "Reset statistics")
    press(app, app.ctx.scenes.top.ui.items, "Reset")
    assert app.ctx.scenes.top is screen
    assert screen.stats.empty and stats_file(app).empty
    press(app, screen.ui.items, "Back")
    assert isinstance(app.ctx.scenes.top, MainMenu)


def test_a_damaged_file_is_said_on_the_screen_and_reset_mends_it(app):
    from game.paths import data_dir

    (data_dir() / FILE_NAME).write_bytes(b"\x00\x01 not json at all")
    screen = open_stats(app)
    assert screen.problem_lines and "stats.json is damaged" in " ".join(screen.problem_lines)
    save_shot(app, "damaged-1280.png")
    assert list(data_dir().glob("stats.damaged-*"))  # the player's file is kept aside
    press(app, screen.ui.items, "Back")
    app.frame(1 / 60)  # the app keeps running
    press(app, app.ctx.scenes.top.ui.items, "Statistics")
    screen = app.ctx.scenes.top
    assert screen.problem_lines  # still said until the player deals with it
    fill(screen.stats)
    screen.layout()
    press(app, screen.ui.items, "Reset statistics")
    press(app, app.ctx.scenes.top.ui.items, "Reset")
    assert not screen.problem_lines and stats_file(app).problem == ""
    press(app, screen.ui.items, "Back")
    app.frame(1 / 60)  # the app keeps running
    assert isinstance(app.ctx.scenes.top, MainMenu)
