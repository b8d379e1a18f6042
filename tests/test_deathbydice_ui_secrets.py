"""The secret set-up of Death by Dice on one screen: no seat ever sees another's placement.

Two ways: the picture a placing seat sees is pixel for pixel the same whatever the other seats
rolled and placed (while the seat whose dice differ sees a different picture: the check can
fail); and a whole 3-player hot-seat free for all through the mouse, where every frame drawn
during the set-up hides every other seat's dice and each secret throw comes after a hand-off.
That game is Death by Dice's fully drawn one: every frame of it is drawn to the end.
"""

from __future__ import annotations

import random

import pygame

from engine.core import CHANCE, Roll, get_game
from engine.deathbydice import secret
from engine.deathbydice.model import PLACE, SETUP_ROLL
from engine.deathbydice.placing import suggest
from engine.deathbydice.roster import BOARDS, HEROES
from engine.dice import roll
from game.match import Match, Seat
from scenes.deathbydice.board import DeathByDiceBoard
from scenes.deathbydice.board_card import card_values
from scenes.overlays import ButtonMenu
from scenes.registry import open_match
from tests.test_deathbydice_ui import DeathRobot, play_to_end, start

HUMANS = [Seat("human"), Seat("human"), Seat("human")]
OPTIONS = {"seats": 3, "scenario": 0, "games": 1, "char1": 0, "char2": 1, "char3": 5}


def _set_up_until(match: Match, seat: int, rng_for) -> bool:
    """Roll and place (the engine's suggestion) for every seat before ``seat``, then roll for
    ``seat``: True when it is left placing (False: its roll placed itself, try other dice).
    ``rng_for(s)`` gives the dice of seat ``s``."""
    for _ in range(60):  # a tie at the reveal would start the set-up again: give up then
        st = match.state
        if st.phase == PLACE and st.setup_seat == seat:
            return True
        if st.phase not in (SETUP_ROLL, PLACE) or st.setup_seat > seat:
            return False
        if st.to_move == CHANCE:
            match.apply(roll(st.roll_request(), rng_for(st.setup_seat)))
        else:
            match.apply(suggest(st)[0])
    return False


def _placing(info, placing: int, mine: int, variant: int) -> Match | None:
    """A match left with seat ``placing`` placing dice of seed ``mine``; the seats before it
    rolled dice that differ between ``variant`` 0 and 1."""
    match = Match(info, OPTIONS, HUMANS, seed=3)
    seeds = {s: mine if s == placing else (s + 1) * 100 + variant * 7 for s in range(3)}
    return match if _set_up_until(match, placing, lambda s: random.Random(seeds[s])) else None


def _picture(app, match: Match, at_screen: int) -> bytes:
    board = DeathByDiceBoard(app.ctx, match)
    board.at_screen = at_screen
    board.relayout()
    surface = pygame.Surface(app.ctx.size)
    board.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_placing_seat_sees_the_same_picture_whatever_the_others_rolled(app):
    start(app)
    info = get_game("death-by-dice")
    for placing in (1, 2):
        pictures = {}
        own = {}
        mine = next(n for n in range(50) if all(_placing(info, placing, n, v) for v in (0, 1)))
        for variant in (0, 1):
            match = _placing(info, placing, mine, variant)
            assert match is not None
            others = [match.state.fighters[s].values for s in range(placing)]
            own[variant] = others
            pictures[variant] = (_picture(app, match, placing), _picture(app, match, 0))
        assert own[0] != own[1], "the other seats' dice must differ for the check to mean much"
        assert pictures[0][0] == pictures[1][0], f"seat {placing} could tell the others' dice"
        assert pictures[0][1] != pictures[1][1], "seat 0 sees its own (different) dice"


def test_three_player_hot_seat_free_for_all_keeps_every_placement_secret(app):
    start(app)
    app.ctx.settings.animation = "fast"  # every throw still goes through the tray
    info = get_game("death-by-dice")
    match = Match(info, OPTIONS, HUMANS, seed=8)
    robot = DeathRobot(app, seed=2)
    checked = {"frames": 0, "secret_throws": 0}

    def on_frame(board: DeathByDiceBoard) -> None:
        st = board.whole
        if st.phase not in (SETUP_ROLL, PLACE):
            # The secrets are out: the fights go on drawn, with the throws settled at once
            # (a player may switch this any time; the tray's rolls were drawn in the set-up).
            app.ctx.settings.animation = "instant"
            return
        viewer = board.viewer()
        assert viewer is not None
        for i, f in enumerate(st.fighters):
            if f.seat != viewer and secret.has_rolled(st, f.seat):
                assert all(v is None or v == 0 for v in card_values(board.view, i))
        if st.to_move == CHANCE and st.phase == SETUP_ROLL and board.driver.rolling:
            seat = st.roll_request().seat
            assert seat == viewer or board.tray_is_secret()
            checked["secret_throws"] += 1
        checked["frames"] += 1

    play_to_end(app, match, robot, on_frame)
    assert checked["frames"] and checked["secret_throws"]
    assert robot.handoffs >= 3  # before each seat's secret throw (and at the turns after)


def test_a_secret_throw_after_a_tied_reveal_waits_for_the_hand_off(app):
    """After a tie every seat throws again; the first seat's throw hides nothing yet (no one has
    thrown), so ``Match.handoff_due`` sees no secret, but the screen still holds the last placer:
    the board hands it over before the dice are shown (the case the board keeps for itself)."""
    start(app)
    info = get_game("death-by-dice")
    dice = [sum(1 for size in BOARDS[h].sizes if size) for h in HEROES]
    picks = [n for n in range(len(HEROES)) if dice[n] == max(dice)][:3]
    picks += [picks[0]] * (3 - len(picks))
    options = {"seats": 3, "scenario": 0, "games": 1,
               **{f"char{s + 1}": p for s, p in enumerate(picks)}}
    match = Match(info, options, HUMANS, seed=1)
    for _ in range(40):  # every seat throws the same total: the reveal is a tie
        st = match.state
        if st.phase == SETUP_ROLL and st.setup_seat == 0 and match.actions:
            break
        if st.to_move == CHANCE:
            count = st.roll_request().count
            match.apply(Roll((1 + max(dice) - count,) + (1,) * (count - 1)))
        else:
            match.apply(st.legal_actions()[0])
    st = match.state
    assert st.phase == SETUP_ROLL and st.setup_seat == 0 and match.actions
    assert not any(st.hides_from(s) for s in range(3)), "nothing is hidden before the throw"
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DeathByDiceBoard)
    board.at_screen = 2  # the last to place still sits at the screen
    assert match.handoff_due(board.at_screen) is None  # the match alone would not hand over
    app.frame(1 / 30)
    top = app.ctx.scenes.top
    assert isinstance(top, ButtonMenu) and board.name_of(0) in top.title
    assert not board.driver.rolling
