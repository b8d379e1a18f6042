"""Daemon Dice battles on the real board, as a player drives them, by synthetic mouse events.

Against the Easy AI, at the fast pace (a whole game at normal speed is
``tests/test_paced_games.py``'s: the pacing is checked there), the person throws their own dice
(the Roll button and a drag across the tray, dice in their breed's colours), answers attacks by
dragging defence dice onto the attack tokens, adds pluses to their own attacks, and ends each
step with Done; every AI move is announced before it happens. The board keeps the notice strip
and the control bar clear, and the symbol legend opens from the battle with ``L`` or the Symbols
button.
"""

from __future__ import annotations

import pygame
import pytest

from engine.core import CHANCE, Roll, get_game
from engine.daemondice import Boost, Defend, Done, Step, confirm_mask
from game import gallery
from game.cli.headless import seeded_actions, seeded_match
from game.match import Match, Seat
from scenes import layout_log, theme
from scenes.board.cards import Card
from scenes.daemondice.board import DaemonDiceBoard
from scenes.daemondice.legend import SymbolLegend
from scenes.daemondice.palette import flesh
from scenes.overlays import ButtonMenu
from scenes.registry import open_match
from tests.test_daemondice_ui import DaemonRobot
from tests.ui_robot import drag, key, press

DT = 1 / 30
MAX_FRAMES = 60_000


def open_battle(app, seats: list[Seat], dice: int, seed: int) -> DaemonDiceBoard:
    app.start()
    app.frame(DT)
    confirm = confirm_mask([seat.kind == "human" for seat in seats])  # as the set-up does
    match = Match(get_game("daemon-dice"), {"seats": len(seats), "dice": dice,
                                            "confirm": confirm}, seats, seed=seed)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DaemonDiceBoard)
    return board


def test_a_whole_battle_against_easy_ai_thrown_defended_attacked_and_confirmed_by_mouse(app):
    app.ctx.settings.animation = "fast"
    board = open_battle(app, [Seat("human"), Seat("ai", "easy")], 13, seed=12)
    match = board.match
    robot = DaemonRobot(app, seed=4)
    announced: list = []
    original = board._announce

    def watch(action) -> None:
        announced.append(action)
        original(action)

    board.driver.on_announce = watch
    throws = {"button": 0, "drag": 0}
    colours_ok = False
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu) and match.is_over:
            break
        if top is not board:
            app.frame(DT)
            continue
        if board.card is not None and board.human_waiting():
            key(app, pygame.K_SPACE)  # read the outcome, move on
            continue
        if board.driver.awaiting_throw():
            st = board.state
            if st.step is Step.ROLL:  # the tray throws each die in its breed's plastic
                want = [flesh(st.daemons[0].dice[d][1]) for d in st.active_dice(0)]
                assert board.tray_colours(st) == want
                colours_ok = True
            before = len(match.actions)
            if throws["drag"] <= throws["button"]:
                tray = board.driver.tray_rect
                drag(app, (tray.centerx, tray.bottom - 20), (tray.centerx + 40, tray.top + 30))
                throws["drag"] += 1
            else:
                press(app, board.throw_ui.items, "Roll")
                throws["button"] += 1
            assert board.driver.rolling or len(match.actions) > before
            continue
        if board.human_to_move():
            robot.play_step(board)
            continue
        app.frame(DT)
    assert match.is_over, "the battle did not finish"
    assert colours_ok and throws["drag"] >= 1 and throws["button"] >= 1
    mine = [a for a, before in zip(match.actions, match.states, strict=False)
            if before.to_move == 0]
    assert any(isinstance(a, Defend) for a in mine), "the human never defended"
    assert any(isinstance(a, Boost) for a in mine) or any(
        before.to_move == 0 and before.step is Step.ARRAY and isinstance(a, Done)
        for a, before in zip(match.actions, match.states, strict=False)), "never attacked"
    assert any(isinstance(a, Done) for a in mine) and "done" in robot.kinds
    assert "drag" in robot.kinds  # dice were dragged onto their targets
    ai_moves = [a for a, before in zip(match.actions, match.states, strict=False)
                if before.to_move == 1 and not isinstance(a, Roll)]
    assert ai_moves and len(announced) >= len(ai_moves)  # every AI move was shown first


@pytest.mark.undrawn
def test_a_three_daemon_hot_seat_battle_on_the_mats_to_the_end(app):
    board = open_battle(app, [Seat("human")] * 3, 5, seed=8)
    match = board.match
    robot = DaemonRobot(app, seed=2)
    handoffs = 0
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu):
            if match.is_over:
                break
            press(app, top.ui.items, "I'm ready")
            handoffs += 1
            continue
        if board.card is not None and board.human_waiting():
            key(app, pygame.K_SPACE)
            continue
        if board.driver.awaiting_throw():
            press(app, board.throw_ui.items, "Roll")
            continue
        if board.human_to_move():
            # in hot-seat the mat at the bottom is the daemon whose turn it is (the mats follow
            # the turn as they are laid out for drawing; this robot steps without drawing)
            board.sync_mats()
            assert board.mats.active == match.state.turn
            robot.play_step(board)
            continue
        app.frame(DT)
    assert match.is_over and match.state.outcome() is not None
    assert handoffs == 0  # nothing is hidden: turns pass on the board, no dialog each time
    assert {"die", "seat"} <= robot.kinds  # a foe was chosen by clicking its mat


def test_the_board_keeps_the_notice_strip_and_the_control_bar_clear(app):
    board = open_battle(app, [Seat("human"), Seat("ai", "easy")], 13, seed=3)
    for size in ((1280, 720), (960, 600)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(DT)
        notice = theme.notice_strip(size, app.ctx.scale)
        layout = board.layout
        board.sync_mats()
        assert not layout.hint.colliderect(notice) and not layout.mats.colliderect(notice)
        for mat in board.mats.mats:
            assert not mat.rect.colliderect(notice) and layout.mats.contains(mat.rect)
        bar = board.controls.rect
        assert not layout.panel.colliderect(bar) and not layout.board.colliderect(bar)
        for button in board.ui.items:
            assert layout.panel.contains(button.rect)


def test_the_symbol_legend_opens_with_l_and_with_its_button(app):
    board = open_battle(app, [Seat("human"), Seat("human")], 5, seed=2)
    key(app, pygame.K_l)
    assert isinstance(app.ctx.scenes.top, SymbolLegend)
    key(app, pygame.K_l)
    assert app.ctx.scenes.top is board
    press(app, board.ui.items, "Symbols")
    assert isinstance(app.ctx.scenes.top, SymbolLegend)
    key(app, pygame.K_ESCAPE)
    assert app.ctx.scenes.top is board


def test_hovering_a_die_shows_its_card_with_what_a_click_does(app):
    from tests.test_daemondice_ui import centre, defending_board, move_to

    board = defending_board(app)
    move_to(app, centre(board, 0, 1), held=False)  # the Block
    assert board.mats._card is not None
    assert board.preview_text().startswith("Click")
    card_rect = board.mats._card[1]
    assert card_rect.bottom <= board.slot(0, 1).top  # above the die: its row stays in view


def test_a_card_over_an_attack_token_or_a_die_is_recorded_by_the_layout_log(app):
    """Attack tokens and dice are registered with the layout log: a card laid over one (here
    forced into the tokens' corner) is a problem the gallery reports."""
    app.start()
    match = seeded_match(get_game("daemon-dice"), 1)
    actions = seeded_actions(match, 1)
    board = gallery.board(app.ctx, match)
    while match.state.to_move == CHANCE or not any(m.tokens for m in board.mats.mats):
        match.apply(next(actions))
        board.sync_mats()
    token = next(m.tokens[0] for m in board.mats.mats if m.tokens)
    board.card = Card("A long hint " * 20, ["a sentence " * 30], [])
    board.card_zones = lambda: [token.inflate(20, 20)]  # type: ignore[method-assign]
    layout_log.enable()
    layout_log.reset()
    app.frame(DT)
    assert any("attack token 1" in line and "move caption" in line
               for line in layout_log.layout_problems()), layout_log.layout_problems()
