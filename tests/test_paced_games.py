"""Whole games of each board against the Easy AI at normal speed, through the mouse only.

Frames are stepped with a fixed dt, so holds and animations run on the time we pass, and the AI
worker runs for real. The person clicks through outcome cards, throws their own dice (the Roll
button, or a drag across the tray), and every AI move must be announced (highlight and caption)
before it is applied.
"""

from __future__ import annotations

import pytest

from engine.core import Roll, get_game
from game.match import Match, Seat
from scenes.board.base import BoardScene
from scenes.board.cards import OUTCOME
from scenes.overlays import ButtonMenu
from scenes.registry import open_match
from tests.test_daemondice_ui import DaemonRobot
from tests.test_dicedemons_ui import DemonRobot
from tests.ui_robot import Robot, drag, key, press

DT = 1 / 30
MAX_FRAMES = 120_000


def human_step(app, board, robots) -> None:
    game = board.match.info.game_id
    if game == "66d6":
        robots["66d6"].play_turn_step(board)
    elif game == "dice-demons":
        robots["dice-demons"].play_step(board)
    else:
        robots["daemon-dice"].play_step(board)


@pytest.mark.undrawn
@pytest.mark.parametrize("game", ["66d6", "dice-demons", "daemon-dice"])
def test_a_whole_game_against_easy_ai_at_normal_speed(app, game):
    import pygame

    app.start()
    app.frame(DT)
    app.ctx.settings.animation = "normal"
    info = get_game(game)
    options = info.default_options()
    if game == "dice-demons":
        options["round_limit"] = 10
    match = Match(info, options, [Seat("human"), Seat("ai", "easy")], seed=7)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, BoardScene)
    robots = {"66d6": Robot(app, seed=3), "dice-demons": DemonRobot(app, seed=3),
              "daemon-dice": DaemonRobot(app, seed=3)}
    announced: list = []
    original = board._announce

    def watch(action) -> None:
        announced.append(action)
        original(action)

    board.driver.on_announce = watch
    throws = cards = 0
    seen_outcome = False
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu) and match.is_over:
            assert top.title in ("Victory!", "Defeat...", "A draw!")
            press(app, top.ui.items, "Look at the board")
            break
        if top is not board:
            app.frame(DT)
            continue
        if board.card is not None and board.card.kind == OUTCOME:
            seen_outcome = True
        if board.card is not None and board.human_waiting():
            cards += 1
            key(app, pygame.K_SPACE)  # read it, move on (never a decision too)
            continue
        if board.driver.awaiting_throw():
            before = len(match.actions)
            if throws % 2:
                tray = board.driver.tray_rect
                drag(app, (tray.centerx, tray.bottom - 20), (tray.centerx + 40, tray.top + 30))
            else:
                press(app, board.throw_ui.items, "Roll")
            assert board.driver.rolling or len(match.actions) > before
            throws += 1
            continue
        if board.human_to_move():
            human_step(app, board, robots)
            continue
        app.frame(DT)
    assert match.is_over, "the game did not finish"
    ai_moves = [a for a, before in zip(match.actions, match.states, strict=False)
                if before.to_move == 1 and not isinstance(a, Roll)]
    assert ai_moves and len(announced) >= len(ai_moves)  # every AI move was shown first
    assert seen_outcome
    # after looking at the board, the bar keeps Rematch, Show result and Menu reachable
    app.frame(DT)
    labels = [b.text for b in board.controls.ui.items]
    assert labels == ["Rematch", "Show result", "Menu"]
    assert board.status_title().endswith("wins") or board.status_title() == "A draw"
    press(app, board.controls.ui.items, "Show result")
    assert isinstance(app.ctx.scenes.top, ButtonMenu)
