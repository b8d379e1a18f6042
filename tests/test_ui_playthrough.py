"""Whole games of 66d6 played through the real app window by synthetic mouse events only."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from scenes.menu import MainMenu
from scenes.overlays import ButtonMenu
from scenes.setup import SetupScene
from scenes.sixtysix.board import SixtySixBoard
from tests.ui_robot import Robot, click, move_on, press

MAX_FRAMES = 60_000


def open_setup(app: App) -> SetupScene:
    app.start()
    app.frame(1 / 60)
    assert isinstance(app.ctx.scenes.top, MainMenu)
    press(app, app.ctx.scenes.top.ui.items, "Play 66d6")
    setup = app.ctx.scenes.top
    assert isinstance(setup, SetupScene)
    return setup


def set_seat(app: App, setup: SetupScene, seat: int, wanted: str) -> None:
    from scenes.widgets import Choice

    choice = [w for w in setup.ui.items if isinstance(w, Choice)][seat]
    for _ in range(4):
        if choice.value == wanted:
            return
        click(app, (choice.rect.right - choice.rect.height // 2, choice.rect.centery))
    assert choice.value == wanted


def play_to_the_end(app: App, robot: Robot) -> tuple[SixtySixBoard, str]:
    board = None
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, SixtySixBoard):
            board = top
            if move_on(app, top):
                continue
            if top.human_to_move():
                robot.play_turn_step(top)
                continue
        elif isinstance(top, ButtonMenu) and board is not None:
            if board.match.is_over:
                assert top.title in ("Victory!", "Defeat...", "A draw!") or "wins" in top.title
                return board, top.title
            robot.dismiss(top, "I'm ready")
            continue
        app.frame(1 / 60)
    raise AssertionError("the game did not finish")


def test_hot_seat_game_to_the_end_by_mouse(app):
    setup = open_setup(app)
    set_seat(app, setup, 1, "human")
    press(app, setup.ui.items, "Start")
    robot = Robot(app, seed=11)
    board, title = play_to_the_end(app, robot)
    assert board.match.is_over
    assert robot.clicks > 20
    # Every action of the humans went through clicks; replaying the match reproduces it.
    saved = board.match.to_save()
    from game.match import Match

    assert Match.from_save(saved).state.key() == board.match.state.key()
    menu = app.ctx.scenes.top
    press(app, menu.ui.items, "Main menu")
    assert isinstance(app.ctx.scenes.top, MainMenu)


@pytest.mark.undrawn
def test_game_against_the_ai_to_the_end_by_mouse(app):
    setup = open_setup(app)
    set_seat(app, setup, 1, "easy")
    press(app, setup.ui.items, "Start")
    robot = Robot(app, seed=2)  # a short game (some seeds take five times as many moves)
    board, title = play_to_the_end(app, robot)
    assert title in ("Victory!", "Defeat...", "A draw!")
    assert any(entry.seat == 1 for entry in board.match.log)  # the AI really played
    press(app, app.ctx.scenes.top.ui.items, "Rematch")
    assert isinstance(app.ctx.scenes.top, SixtySixBoard)
    assert app.ctx.scenes.top.match is not board.match


def test_pause_menu_undo_save_load_and_resign_by_mouse(app):
    setup = open_setup(app)
    set_seat(app, setup, 1, "human")
    press(app, setup.ui.items, "Start")
    robot = Robot(app, seed=2, specials=False)
    board = None
    for _ in range(2000):
        top = app.ctx.scenes.top
        if isinstance(top, SixtySixBoard) and top.human_to_move():
            board = top
            break
        if isinstance(top, SixtySixBoard) and move_on(app, top):
            continue
        if isinstance(top, ButtonMenu):
            robot.dismiss(top, "I'm ready")
        else:
            app.frame(1 / 60)
    assert board is not None
    while move_on(app, board):
        pass
    robot.play_turn_step(board)
    moves = len(board.match.actions)
    press(app, board.controls.ui.items, "Undo")
    assert len(board.match.actions) < moves
    press(app, board.controls.ui.items, "Menu")
    menu = app.ctx.scenes.top
    assert isinstance(menu, ButtonMenu) and menu.title == "Paused"
    press(app, menu.ui.items, "Save game")
    press(app, app.ctx.scenes.top.ui.items, "Save")  # the name dialog, with its suggestion
    assert app.ctx.scenes.top is menu
    press(app, menu.ui.items, "Load game")
    load = app.ctx.scenes.top
    row = next(r for r in load.rows if r.info.title.startswith("66d6"))
    click(app, row.rect.center)
    board = app.ctx.scenes.top
    assert isinstance(board, SixtySixBoard)
    press(app, board.controls.ui.items, "Menu")
    press(app, app.ctx.scenes.top.ui.items, "Resign")
    press(app, app.ctx.scenes.top.ui.items, "Resign")  # the confirmation
    for _ in range(5):
        app.frame(1 / 60)
    assert board.match.is_over
    assert board.match.state.outcome().reason.value == "resignation"


def test_window_resize_relays_out_the_board(app):
    setup = open_setup(app)
    press(app, setup.ui.items, "Start")
    for size in ((1000, 640), (1920, 1080), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 60)
        board = app.ctx.scenes.top
        while not isinstance(board, SixtySixBoard):
            board = app.ctx.scenes.stack[-2]
        assert board.layout.panel.right <= app.ctx.size[0]
        assert board.layout.home_rect(0).bottom <= app.ctx.size[1]
