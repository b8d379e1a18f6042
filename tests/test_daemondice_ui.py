"""Daemon Dice through the real app window, by synthetic mouse (and keyboard) events only.

A seeded robot looks at the board as a person does: the lit dice, the lit daemon areas and the
Done/Confirm button, picks one and clicks it; a die with several places to go is picked up and
then placed, and a variant picker is answered by one of its buttons. Nothing is applied to the
match directly. Small 5-dice daemons keep the battles short; hand-built positions test dragging,
the Arm's block/deflect picker, the "why not" reasons and the log's scrolling.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import get_game
from engine.daemondice import SYMBOLS, Step
from engine.daemondice.tables import PARTS
from game.app import App
from game.match import Match, Seat
from scenes.daemondice import icons
from scenes.daemondice.board import DaemonDiceBoard
from scenes.daemondice.moves import distinct
from scenes.daemondice.setup import DaemonDiceSetup
from scenes.menu import MainMenu
from scenes.overlays import ButtonMenu
from scenes.widgets import Choice
from tests.ui_robot import click, move_on, press

MAX_FRAMES = 30_000
OVER_TITLES = ("Victory!", "Defeat...", "A draw!")


class DaemonRobot:
    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.clicks = 0
        self.kinds: set[str] = set()

    def play_step(self, board: DaemonDiceBoard) -> None:
        """One gesture a person could make now: click a lit die or a lit daemon, drag a die
        onto a lit target (a die or an attack's token), or press Done."""
        ch = board.choices()
        targets: list[tuple[str, tuple[int, int], tuple[int, int] | None]] = []
        for seat, die in ch.dice:
            targets.append(("die", board.slot(seat, die).center, None))
        for move in distinct(ch.moves):
            if move.source is not None and move.source != move.target[1:]:
                targets.append(("drag", board.slot(*move.source).center,
                                target_pos(board, move.target)))
        for seat in ch.seats:
            targets.append(("seat", board.mats.mats[seat].header.center, None))
        if ch.done:
            assert board.done_button is not None and board.done_button.enabled
            targets += [("done", board.done_button.rect.center, None)] * max(1, len(targets) // 3)
        assert targets, f"nothing to click at {board.state.step}"
        kind, pos, end = self.rng.choice(targets)
        version = board.match.version
        if end is None:
            click(self.app, pos)
        else:
            drag(self.app, pos, end)
        for _ in range(3):  # a picked-up die is placed; a picker is answered
            if board.match.version != version:
                break
            if board.gestures.picker is not None:
                buttons = [b for b in board.gestures.picker.buttons if b.text != "Aim here"]
                click(self.app, self.rng.choice(buttons).rect.center)
                self.kinds.add("picker")
            elif board.gestures.held is not None:
                click(self.app, target_pos(board, self.rng.choice(sorted(
                    board.gestures.targets()))))
                self.kinds.add("placed")
        self.clicks += 1
        self.kinds.add(kind)
        assert board.match.version != version, f"{kind} did nothing at {board.state.step}"
        self.kinds.add(type(board.match.actions[-1]).__name__)


def target_pos(board: DaemonDiceBoard, target: tuple[str, int, int]) -> tuple[int, int]:
    """Where a person clicks or drops on a target: the die, or the attack's token."""
    kind, seat, index = target
    if kind == "die":
        return board.slot(seat, index).center
    token = board.mats.token_rect(seat, index)
    assert token is not None, f"attack {index + 1} of seat {seat} has no token"
    return token.center


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
            if move_on(app, top):
                continue
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


@pytest.mark.undrawn
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
    assert robot.clicks >= 1 and robot.kinds & {"die", "drag"}  # the robot placed dice
    press(app, app.ctx.scenes.top.ui.items, "Rematch")
    assert isinstance(app.ctx.scenes.top, DaemonDiceBoard)


@pytest.mark.undrawn
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
        if not move_on(app, board):
            app.frame(1 / 60)
        if isinstance(app.ctx.scenes.top, ButtonMenu):
            press(app, app.ctx.scenes.top.ui.items, "I'm ready")
    for size in ((960, 600), (1920, 1080), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 60)
        board.sync_mats()
        for mat in board.mats.mats:
            assert mat.rect.right <= board.layout.panel.left
            for slot in mat.slots.values():
                assert mat.rect.contains(slot)
    undone = False
    for _ in range(60):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu):
            press(app, top.ui.items, "I'm ready")
            continue
        if top is board and move_on(app, board):
            continue
        if top is board and board.match.can_undo():
            before = len(board.match.actions)
            press(app, board.controls.ui.items, "Undo")
            assert len(board.match.actions) < before
            undone = True
            break
        ch = board.choices()
        if not board.human_to_move():
            app.frame(1 / 60)
        elif ch.dice:
            seat, die = next(iter(ch.dice))
            click(app, board.slot(seat, die).center)
        elif ch.seats:
            click(app, board.mats.mats[next(iter(ch.seats))].header.center)
        else:
            assert board.done_button is not None
            press(app, board.ui.items, board.done_button.text)
    assert undone
    app.frame(1 / 60)
    if isinstance(app.ctx.scenes.top, ButtonMenu):  # the undo may hand the mouse back
        press(app, app.ctx.scenes.top.ui.items, "I'm ready")
    press(app, board.controls.ui.items, "Menu")
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


# ---------------------------------------------------------------- hand-built positions, by mouse


def board_at(app: App, state, size: tuple[int, int] | None = None) -> DaemonDiceBoard:
    """The board opened on a hand-built position, both seats human."""
    from scenes.registry import open_match

    app.start()
    app.frame(1 / 60)
    match = Match(get_game("daemon-dice"), {"dice": 13},  # the state replaces the start
                  [Seat("human"), Seat("human")], seed=1)
    match.states = [state]
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DaemonDiceBoard)
    if size is not None:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
    app.frame(1 / 60)
    assert board.human_to_move()
    return board


def defending_board(app: App) -> DaemonDiceBoard:
    """Ash rolled Arm, Block, Dodge, Plus, Plus against Bone's Eye ray, Arm and Tail sweep."""
    from test_daemondice_symbols import pair

    from engine.daemondice import Attack, position

    ash, bone = pair("Arm Mouth Leg Tail Wings", "Eye Arm Leg Tail Stinger")
    st = position((ash, bone), step=Step.DEFEND, faces={0: "Arm Block Dodge Plus Plus",
                                                        1: "Eye Arm Leg Tail Stinger"},
                  incoming=[Attack(0, "Eye"), Attack(1, "Arm"), Attack(3, "Tail")])
    return board_at(app, st)


def centre(board: DaemonDiceBoard, seat: int, die: int) -> tuple[int, int]:
    return board.slot(seat, die).center


def token(board: DaemonDiceBoard, seat: int, index: int) -> tuple[int, int]:
    """The centre of the token of ``seat``'s attack ``index`` (on the attacked mat)."""
    rect = board.mats.token_rect(seat, index)
    assert rect is not None
    return rect.center


def move_to(app: App, pos: tuple[int, int], held: bool = True) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(1 if held else 0, 0, 0)))
    app.frame(1 / 60)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], drop: bool = True) -> None:
    """Press at ``start``, move in two steps to ``end`` and (with ``drop``) release there."""
    move_to(app, start, held=False)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame(1 / 60)
    move_to(app, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
    move_to(app, end)
    if drop:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        app.frame(1 / 60)


def test_a_die_dragged_onto_an_attack_makes_the_same_action_as_a_click(app):
    from engine.daemondice import Defend

    board = defending_board(app)
    match = board.match
    drag(app, centre(board, 0, 1), (board.layout.panel.left - 20, centre(board, 0, 1)[1]))
    assert match.actions == [] and not board.gestures.dragging  # dropped nowhere: back home
    drag(app, centre(board, 0, 1), token(board, 1, 1), drop=False)
    assert board.gestures.dragging and board.gestures.source == (0, 1)
    assert ("attack", 1, 1) in board.gestures.targets()  # the Arm attack's token is lit
    assert ("attack", 1, 0) not in board.gestures.targets()  # a block cannot meet a ray
    assert board.mats.target_at(token(board, 1, 1)) == ("attack", 1, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=token(board, 1, 1),
                                         button=1))
    app.frame(1 / 60)
    assert match.actions == [Defend(1, 1, "block")]
    # the block now sits in Defending, tied to the Arm's token by an arrow
    assert board.mats.mats[0].zone_of[1] == "defending"
    assert board.mats.tokens[1].defenders == (1,)
    # a short press and release on the Dodge is still a click: it may meet the Eye or the
    # Tail, so it is picked up and placed by a second click
    click(app, centre(board, 0, 2))
    assert board.gestures.held == (0, 2) and len(match.actions) == 1
    click(app, centre(board, 1, 3))
    assert match.actions[-1] == Defend(2, 2, "dodge")


def test_the_arm_asks_block_or_deflect_and_each_button_makes_that_defence(app):
    from engine.daemondice import Defend

    for label, mode in (("Block", "block"), ("Deflect", "deflect")):
        board = defending_board(app)
        drag(app, centre(board, 0, 0), token(board, 1, 1))
        picker = board.gestures.picker
        assert picker is not None and board.match.actions == []
        buttons = {b.text: b for b in picker.buttons}
        assert set(buttons) == {"Block", "Deflect"}
        assert "melee" in buttons["Block"].tooltip and "rays" in buttons["Deflect"].tooltip
        click(app, buttons[label].rect.center)
        assert board.match.actions == [Defend(1, 0, mode)]
        assert board.gestures.picker is None
    # against the ray only the deflect is possible: no question asked
    board = defending_board(app)
    click(app, token(board, 1, 0))  # aim at the Eye
    assert board.aim == ("attack", 1, 0)
    click(app, centre(board, 0, 0))
    assert board.match.actions == [Defend(0, 0, "deflect")]


def test_hovering_a_defence_die_over_an_attack_it_cannot_meet_says_why(app):
    board = defending_board(app)
    drag(app, centre(board, 0, 1), token(board, 1, 0), drop=False)
    reason = board.why_not_text()
    assert "ray" in reason and "Block" in reason
    assert board.preview_text() == reason
    move_to(app, token(board, 1, 1))
    assert board.why_not_text() == ""
    assert board.preview_text().startswith("Drop:")
    drag(app, centre(board, 0, 3), token(board, 1, 1), drop=False)  # a lone Plus
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame(1 / 60)
    assert board.gestures.source is None and app.ctx.scenes.top is board


def test_a_plus_is_placed_on_the_stunned_die_the_player_clicks(app):
    from test_daemondice_symbols import pair

    from engine.daemondice import STUNNED, Recover, position

    ash, bone = pair("Arm Leg Tail Wings Mouth", "Eye Arm Leg Tail Stinger")
    st = position((ash, bone), step=Step.RECOVER, faces={0: "Plus Plus Plus"},
                  health={0: [0, 0, 0, STUNNED, STUNNED]}, free_left=0)
    board = board_at(app, st)
    assert board.choices().is_source((0, 0))
    click(app, centre(board, 0, 0))  # the Arm's Plus: two stunned dice to choose from
    assert board.gestures.held == (0, 0)
    assert {("die", 0, 3), ("die", 0, 4)} <= board.gestures.targets()
    click(app, centre(board, 0, 4))
    assert board.match.actions == [Recover(4, 0)]
    # a click on the stunned Wings asks which Plus: the Leg's and the Tail's are left
    click(app, centre(board, 0, 3))
    picker = board.gestures.picker
    assert picker is not None and picker.title == "Which Plus?"
    assert [b.text for b in picker.buttons] == ["Leg", "Tail"]
    click(app, picker.buttons[1].rect.center)
    assert board.match.actions[:2] == [Recover(4, 0), Recover(3, 2)]


def test_the_log_scrolls_with_the_wheel_over_the_panel(app):
    from game.match import LogEntry

    board = defending_board(app)
    board.match.log += [LogEntry(f"Line {i} of a long battle", None) for i in range(80)]
    app.frame(1 / 60)
    assert board.log_scroll == 0
    move_to(app, board.phase_panel.log_rect.center, held=False)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    app.frame(1 / 60)
    assert board.log_scroll == 3
    for _ in range(40):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    app.frame(1 / 60)
    assert board.log_scroll == len(board.match.log) - 1  # the oldest line still shows
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    app.frame(1 / 60)
    assert board.log_scroll == len(board.match.log) - 3


def test_mega_daemons_of_26_dice_fit_at_both_window_sizes(app):
    from scenes.registry import open_match

    app.start()
    app.frame(1 / 60)
    match = Match(get_game("daemon-dice"), {"dice": 26}, [Seat("human"), Seat("human")], seed=4)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DaemonDiceBoard)
    robot = DaemonRobot(app, seed=3)
    for size in ((960, 600), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 60)
        for _ in range(400):
            if robot.clicks >= 12 * (1 + (size[0] > 1000)):
                break
            top = app.ctx.scenes.top
            if isinstance(top, ButtonMenu):
                press(app, top.ui.items, "I'm ready")
                continue
            if not board.human_to_move():
                app.frame(1 / 60)
                continue
            board.sync_mats()
            for mat in board.mats.mats:
                assert len(mat.slots) == 26
                for slot in mat.slots.values():
                    assert mat.rect.contains(slot), (size, board.state.step)
            robot.play_step(board)
