"""The board foundation's pacing at the end of a game and between turns, on a real Dice Demons
board (its pieces glide, so "the last move has finished" can be seen): the result waits for the
winning move, no turn notice outlives its turn, and hot-seat play without secrets goes from turn
to turn with no hand-off dialog."""

from __future__ import annotations

import random

from engine.core import get_game
from game.cli.headless import seeded_actions
from game.match import Match, Seat
from scenes.base import Scene
from scenes.dicedemons.board import DiceDemonsBoard
from scenes.overlays import ButtonMenu
from scenes.registry import board_scene_for

SEED = 3
HOT_SEAT = [Seat("human"), Seat("human")]


def seeded_game(seats: list[Seat]) -> tuple[Match, list]:
    """A fresh match and every action of the seeded game it will play."""
    info = get_game("dice-demons")
    whole = Match(info, info.default_options(), seats, seed=SEED)
    actions = []
    for action in seeded_actions(whole, SEED):
        whole.apply(action)
        actions.append(action)
    return Match(info, info.default_options(), seats, seed=SEED), actions


def open_board(app, match: Match) -> DiceDemonsBoard:
    app.start()
    app.frame(1 / 60)
    board = board_scene_for(app.ctx, match)
    app.ctx.scenes.push(board)
    board.snap_pieces()
    app.frame(1 / 60)
    return board


def test_the_result_waits_for_the_winning_move_and_no_turn_notice_outlives_it(app):
    match, actions = seeded_game([Seat("human"), Seat("ai", "easy")])
    for action in actions[:-1]:
        match.apply(action)
    app.ctx.settings.animation = "normal"
    board = open_board(app, match)
    board.card = None  # the last roll's card would hold the result too: the walk alone here
    winner = match.state.turn_owner
    assert board.apply(actions[-1]) and match.is_over
    assert app.ctx.toasts and app.ctx.toasts[0].text.endswith("'s turn")  # shown before
    app.frame(1 / 60)
    assert board.motion.moving, "the winner walks to the island"
    assert app.ctx.scenes.top is board, "the result came before the winning move finished"
    assert not any(t.text.endswith("'s turn") for t in app.ctx.toasts), \
        "the turn notice stayed over a finished game"
    for _ in range(120):
        if app.ctx.scenes.top is not board:
            break
        app.frame(1 / 60)
    assert isinstance(app.ctx.scenes.top, ButtonMenu)
    assert not board.motion.moving  # the winner stood on the island when the result came
    key = ("p", winner)
    assert board.motion.pos[key] == board.piece_targets()[key][1]


def test_hot_seat_without_secrets_goes_from_turn_to_turn_without_a_dialog(app):
    match, _ = seeded_game(HOT_SEAT)
    board = open_board(app, match)
    rng = random.Random(SEED)
    turns: list[int] = []
    for _ in range(600):
        assert app.ctx.scenes.top is board, f"a dialog interrupted play: {app.ctx.scenes.top}"
        if len(turns) >= 4 or match.is_over:
            break
        if board.driver.awaiting_throw():
            board.throw()
        elif board.human_to_move():
            owner = match.state.turn_owner
            if match.seat_of_turn() == owner:
                assert board.viewer() == owner  # the board follows whose turn it is
                if not turns or turns[-1] != owner:
                    turns.append(owner)
            assert board.apply(rng.choice(match.state.legal_actions()))
        app.frame(1 / 60)
    assert len(turns) >= 4 and set(turns) == {0, 1}


def test_a_screen_opened_over_the_board_takes_the_turn_notice_away(app):
    """Doodle Dice's sketch pad has its instructions where notices show: the board's "X's
    turn" notice must not sit over them."""
    match, _ = seeded_game([Seat("human"), Seat("ai", "easy")])
    board = open_board(app, match)
    app.frame(1 / 60)
    assert board.turn_notice and any(t.text == board.turn_notice for t in app.ctx.toasts)
    board.cover_with(Scene(app.ctx))
    assert not any(t.text.endswith("'s turn") for t in app.ctx.toasts)
