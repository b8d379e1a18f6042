"""Daemon Dice through the real app window, by synthetic mouse (and keyboard) events only.

A seeded robot looks at the board as a person does: the lit dice, the lit daemon areas and the
Done/Confirm button, picks one and clicks it. Nothing is applied to the match directly. Small
5-dice daemons keep the battles short.
"""

from __future__ import annotations

import random

import pygame

from engine.core import get_game
from engine.daemondice import SYMBOLS, Step
from engine.daemondice.tables import PARTS
from game.app import App
from game.match import Match, Seat
from scenes.daemondice import icons
from scenes.daemondice.board import DaemonDiceBoard
from scenes.daemondice.setup import DaemonDiceSetup
from scenes.menu import MainMenu
from scenes.overlays import ButtonMenu
from scenes.widgets import Choice
from tests.ui_robot import click, press

MAX_FRAMES = 30_000
OVER_TITLES = ("Victory!", "Defeat...", "A draw!")


class DaemonRobot:
    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.clicks = 0
        self.kinds: set[str] = set()

    def play_step(self, board: DaemonDiceBoard) -> None:
        """One click a person could make now: a lit die, a lit daemon, or Done."""
        ch = board.choices()
        board.statuses()
        targets: list[tuple[str, tuple[int, int]]] = []
        for seat, die in ch.dice:
            targets.append(("die", board.layout.areas[seat].slots[die].center))
        for seat in ch.seats:
            targets.append(("seat", board.layout.areas[seat].header.center))
        if ch.done:
            assert board.done_button is not None and board.done_button.enabled
            targets += [("done", board.done_button.rect.center)] * max(1, len(targets) // 3)
        assert targets, f"nothing to click at {board.state.step}"
        kind, pos = self.rng.choice(targets)
        version = board.match.version
        click(self.app, pos)
        self.clicks += 1
        self.kinds.add(kind)
        assert board.match.version != version, f"click on {kind} did nothing"
        self.kinds.add(type(board.match.actions[-1]).__name__)


def open_setup(app: App) -> DaemonDiceSetup:
    app.start()
    app.frame(1 / 60)
    assert isinstance(app.ctx.scenes.top, MainMenu)
    press(app, app.ctx.scenes.top.ui.items, "Play Daemon Dice")
    setup = app.ctx.scenes.top
    assert isinstance(setup, DaemonDiceSetup)
    return setup


def set_choice(app: App, setup: DaemonDiceSetup, index: int, wanted) -> None:
    choice = [w for w in setup.ui.items if isinstance(w, Choice)][index]
    for _ in range(len(choice.options) + 1):
        if choice.value == wanted:
            return
        click(app, (choice.rect.right - choice.rect.height // 2, choice.rect.centery))
    assert choice.value == wanted


def option_index(setup: DaemonDiceSetup, label: str) -> int:
    choices = [w for w in setup.ui.items if isinstance(w, Choice)]
    return next(i for i, w in enumerate(choices) if w.label == label)


def play_to_the_end(app: App, robot: DaemonRobot) -> tuple[DaemonDiceBoard, str]:
    board = None
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, DaemonDiceBoard):
            board = top
            if top.human_to_move():
                robot.play_step(top)
                continue
        elif isinstance(top, ButtonMenu) and board is not None:
            if board.match.is_over:
                assert top.title in OVER_TITLES or top.title.endswith(" wins!")
                return board, top.title
            press(app, top.ui.items, "I'm ready")
            continue
        app.frame(1 / 60)
    raise AssertionError("the battle did not finish")


def test_two_daemon_battle_against_easy_ai_to_the_end(app):
    setup = open_setup(app)
    set_choice(app, setup, 1, "easy")
    set_choice(app, setup, option_index(setup, "Dice per daemon"), 5)
    press(app, setup.ui.items, "Start")
    robot = DaemonRobot(app, seed=5)
    board, title = play_to_the_end(app, robot)
    assert title in OVER_TITLES
    match = board.match
    assert match.options["dice"] == 5 and match.seats[1].is_ai
    assert any(entry.seat == 1 for entry in match.log)  # the AI really played
    assert robot.clicks >= 1 and "die" in robot.kinds  # the match seed is random: any length
    press(app, app.ctx.scenes.top.ui.items, "Rematch")
    assert isinstance(app.ctx.scenes.top, DaemonDiceBoard)


def test_three_daemon_hot_seat_battle_to_the_end(app):
    setup = open_setup(app)
    set_choice(app, setup, option_index(setup, "Daemons"), 3)
    assert len(setup.seat_values) == 3
    for seat in range(3):
        set_choice(app, setup, seat, "human")
    set_choice(app, setup, option_index(setup, "Dice per daemon"), 5)
    press(app, setup.ui.items, "Start")
    robot = DaemonRobot(app, seed=11)
    board, title = play_to_the_end(app, robot)
    match = board.match
    assert len(match.seats) == 3 and match.state.num_seats == 3
    assert title.endswith(" wins!") or title == "A draw!"
    assert {"die", "seat"} <= robot.kinds
    press(app, app.ctx.scenes.top.ui.items, "Main menu")
    assert isinstance(app.ctx.scenes.top, MainMenu)


def test_every_face_has_a_distinct_icon_and_a_tip():
    pygame.init()
    seen = set()
    for face in SYMBOLS + PARTS:
        art = icons.icon(face, 32)
        assert art.get_size() == (32, 32)
        assert icons.icon(face, 32) is art  # cached
        seen.add(pygame.image.tobytes(art, "RGBA"))
        assert icons.tip(face).startswith(face + ":")
    assert len(seen) == len(SYMBOLS) + len(PARTS)
    assert icons.face_renderer("Stun", 20).get_size() == (20, 20)


def test_pause_undo_and_resize_on_a_six_daemon_board(app):
    from scenes.registry import open_match

    app.start()
    app.frame(1 / 60)
    match = Match(get_game("daemon-dice"), {"seats": 6, "dice": 13}, [Seat("human")] * 6, seed=5)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DaemonDiceBoard)
    for _ in range(400):
        if board.human_to_move() and board.state.step is not Step.INITIATIVE:
            break
        app.frame(1 / 60)
        if isinstance(app.ctx.scenes.top, ButtonMenu):
            press(app, app.ctx.scenes.top.ui.items, "I'm ready")
    for size in ((960, 600), (1920, 1080), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 60)
        board.statuses()
        for area in board.layout.areas:
            assert area.rect.right <= board.layout.panel.left
            for slot in area.slots.values():
                assert area.rect.contains(slot)
    undone = False
    for _ in range(60):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu):
            press(app, top.ui.items, "I'm ready")
            continue
        if top is board and board.match.can_undo():
            before = len(board.match.actions)
            press(app, board.ui.items, "Undo")
            assert len(board.match.actions) < before
            undone = True
            break
        ch = board.choices()
        if not board.human_to_move():
            app.frame(1 / 60)
        elif ch.dice:
            seat, die = next(iter(ch.dice))
            click(app, board.layout.areas[seat].slots[die].center)
        elif ch.seats:
            click(app, board.layout.areas[next(iter(ch.seats))].header.center)
        else:
            assert board.done_button is not None
            press(app, board.ui.items, board.done_button.text)
    assert undone
    app.frame(1 / 60)
    if isinstance(app.ctx.scenes.top, ButtonMenu):  # the undo may hand the mouse back
        press(app, app.ctx.scenes.top.ui.items, "I'm ready")
    press(app, board.ui.items, "Menu")
    assert isinstance(app.ctx.scenes.top, ButtonMenu)
    press(app, app.ctx.scenes.top.ui.items, "Resume")
    assert app.ctx.scenes.top is board


def test_initiative_coin_is_tossed_from_the_seed_not_thrown_in_the_tray(app):
    from engine.core import Roll
    from engine.daemondice.tables import INITIATIVE
    from scenes.registry import open_match

    app.start()
    app.frame(1 / 60)
    app.ctx.settings.animation = "normal"
    match = Match(get_game("daemon-dice"), {"dice": 5}, [Seat("human"), Seat("human")], seed=2)
    while match.state.step is Step.INITIATIVE:  # three pointless rolls each: tie after tie
        request = match.state.roll_request()
        match.apply(Roll(tuple(next(f for f in d.faces if f not in INITIATIVE)
                               for d in request.dice)))
    assert match.state.step is Step.COIN
    assert match.state.roll_request().dice[0].kind == "coin"
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DaemonDiceBoard)
    for _ in range(60):
        app.frame(1 / 60)
        assert board.driver.tray is None or match.state.step is not Step.COIN
        if match.state.step is not Step.COIN:
            break
    assert match.state.step is not Step.COIN
    assert len(match.actions) == 7
