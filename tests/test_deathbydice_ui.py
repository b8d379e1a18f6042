"""Death by Dice through the real board with the mouse only: a best-of-three match against the
Easy AI at normal speed, and a Bosses & Minions game with two heroes, both to the end.

``DeathRobot`` reads what is legal from the engine (as a person reads the screen), picks with a
seeded RNG, and turns the choice into the clicks and drags a person makes on the spots the board
draws: dragging rolled dice onto abilities (or Auto place) and Confirm, clicking attacking dice
and a target then Attack!, the defence and discard buttons, Next game on the match card.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import get_game
from engine.deathbydice import combat
from engine.deathbydice.actions import (
    DiscardDoubles,
    DiscardForLoss,
    Place,
)
from engine.deathbydice.model import ABILITIES, BOOSTED, BOSSES, COMBAT, DEFEND, PLACE
from game.match import Match, Seat
from scenes.board.cards import OUTCOME
from scenes.deathbydice import aiming
from scenes.deathbydice.board import DeathByDiceBoard
from scenes.overlays import ButtonMenu
from scenes.registry import open_match
from tests.ui_robot import click, drag, look, move_on, press

DT = 1 / 30
MAX_FRAMES = 60_000


class DeathRobot:
    def __init__(self, app, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.drags = 0
        self.autos = 0
        self.attacks = 0
        self.defences = 0
        self.discards = 0
        self.next_games = 0

    def play_step(self, board: DeathByDiceBoard) -> None:
        app = self.app
        if board.match_card is not None:
            press(app, board.match_card.ui.items, "Next game")
            self.next_games += 1
            return
        if move_on(app, board):
            return
        st = board.view
        if st.phase == PLACE:
            self._place(board)
        elif st.phase == COMBAT and st.attack is None:
            self._attack(board)
        elif st.attack is not None and st.attack.stage == DEFEND:
            self._defend(board)
        else:
            self._discard(board)

    def _place(self, board: DeathByDiceBoard) -> None:
        app = self.app
        if board.draft.complete(board.view):
            press(app, board.panel.ui.items, "Confirm")
            return
        if self.rng.random() < 0.3:
            press(app, board.panel.ui.items, "Auto place")
            self.autos += 1
            return
        app.frame(DT)
        look(app)  # the panel lays out the pool as it draws
        spot, (fighter, _size, value) = self.rng.choice(board.panel.pool_spots)
        free = [a for a in range(6)
                if board.draft.why_not(board.view, Place(fighter, a, value)) is None]
        assert free, "a rolled die always has an ability to go to"
        ability = self.rng.choice(free)
        before = len(board.draft.places)
        drag(app, spot.center, board.cards[fighter].plates[ability].center)
        assert len(board.draft.places) == before + 1 or board.draft.complete(board.view)
        self.drags += 1

    def _attack(self, board: DeathByDiceBoard) -> None:
        app = self.app
        st = board.view
        action = self.rng.choice(aiming.attacks(st))
        kind, dice, assistant, target, ability = combat.attack_parts(action)
        mine = board.cards[st.turn]
        for d in dice:
            click(app, mine.plates[d].center)
        if kind == BOOSTED:
            click(app, mine.plates[assistant].center)
            if board.aim.mode != BOOSTED:  # a linked neighbour rolls along unless switched
                press(app, board.panel.ui.items, "Boost with")
        assert aiming.fits(action, board.aim), (action, board.aim)
        click(app, board.cards[target].plates[ability].center)
        assert board.aim.target == (target, ability)
        before = len(board.match.actions)
        press(app, board.panel.ui.items, "Attack!")
        assert board.match.actions[before] == action  # (an AI defence may follow at once)
        self.attacks += 1

    def _defend(self, board: DeathByDiceBoard) -> None:
        st = board.view
        attack = st.attack
        assert attack is not None
        action = self.rng.choice(st.legal_actions())
        label = aiming.defence_label(st, attack.target, attack.ability, action)
        press(self.app, board.panel.ui.items, label + ":")
        self.defences += 1

    def _discard(self, board: DeathByDiceBoard) -> None:
        st = board.view
        action = self.rng.choice(st.legal_actions())
        values = st.fighters[st.turn].values
        if isinstance(action, DiscardDoubles):
            label = "Discard " + " and ".join(f"{ABILITIES[a]} {values[a]}"
                                              for a in action.abilities)
        else:
            assert isinstance(action, DiscardForLoss)
            label = f"Discard {ABILITIES[action.ability]} {values[action.ability]}"
        press(self.app, board.panel.ui.items, label)
        self.discards += 1


def person_acts(board: DeathByDiceBoard) -> bool:
    """Whether the person at the screen has something to do (else frames just run)."""
    return (board.match_card is not None or board.human_to_move()
            or board.driver.awaiting_throw()
            or (board.card is not None and board.human_waiting()))


def play_to_end(app, match: Match, robot: DeathRobot, on_frame=None) -> DeathByDiceBoard:
    """Open ``match`` and play it through the screen until the game-over menu."""
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DeathByDiceBoard)
    robot.board = board
    robot.outcomes = 0
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu) and match.is_over:
            break
        if isinstance(top, ButtonMenu):
            robot.handoffs = getattr(robot, "handoffs", 0) + 1
            press(app, top.ui.items, "I'm ready")
            continue
        if top is not board:
            app.frame(DT)
            continue
        if on_frame is not None:
            on_frame(board)
        if board.card is not None and board.card.kind == OUTCOME:
            robot.outcomes += 1
        if person_acts(board):
            robot.play_step(board)
            continue
        app.frame(DT)
    assert match.is_over, "the match did not finish"
    return board


def start(app) -> None:
    app.start()
    app.frame(DT)
    app.ctx.settings.animation = "normal"


@pytest.mark.undrawn
def test_a_best_of_three_match_against_easy_ai(app):
    start(app)
    info = get_game("death-by-dice")
    options = {**info.default_options(), "games": 3, "char1": 0, "char2": 1}
    match = Match(info, options, [Seat("human"), Seat("ai", "easy")], seed=11)
    robot = DeathRobot(app, seed=5)
    board = play_to_end(app, match, robot)
    st = match.state
    assert len(st.results) >= 2
    assert robot.next_games == len(st.results) - 1  # the match card came after each game
    assert robot.attacks and robot.drags and robot.outcomes
    top = app.ctx.scenes.top
    assert isinstance(top, ButtonMenu)
    assert top.title in ("Victory!", "Defeat...", "A draw!")
    if not st.outcome().is_draw:  # the result gives the games won by each player
        assert "Games won:" in top.message and board.name_of(0) in top.message


@pytest.mark.undrawn
def test_bosses_and_minions_with_two_heroes(app):
    """Three seats round a boss: what is checked is the table and the result, not the pacing
    (the best-of-three match above plays at normal speed), so the animations are instant."""
    start(app)
    app.ctx.settings.animation = "instant"
    info = get_game("death-by-dice")
    options = {**info.default_options(), "seats": 3, "scenario": BOSSES, "games": 1,
               "char2": 2, "char3": 5}
    match = Match(info, options, [Seat("ai", "easy"), Seat("human"), Seat("ai", "easy")],
                  seed=4)
    robot = DeathRobot(app, seed=9)
    board = play_to_end(app, match, robot)
    assert len(match.state.fighters) == 5  # the boss, two heroes, a minion for each
    assert robot.attacks
    heroes = f"The heroes win: {board.name_of(1)} and {board.name_of(2)}"
    assert board.status_title() in (heroes, f"The boss wins: {board.name_of(0)}", "A draw")


def test_clicks_make_each_kind_of_attack_and_refusals_come_from_the_engine(app):
    start(app)
    app.ctx.settings.animation = "instant"
    info = get_game("death-by-dice")
    options = {**info.default_options(), "games": 1, "char1": 0, "char2": 1}
    match = Match(info, options, [Seat("human"), Seat("ai", "easy")], seed=2)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    robot = DeathRobot(app, seed=1)
    for _ in range(5000):
        st = board.view
        if board.attacking() and st.turn == 0:
            break
        if person_acts(board):
            robot.play_step(board)
        else:
            app.frame(DT)
    st = board.view
    assert board.attacking()
    kinds = {combat.attack_parts(a)[0] for a in aiming.attacks(st)}
    assert kinds  # the three kinds are told apart by what is clicked
    first = aiming.attacks(st)[0]
    _k, dice, _a, target, ability = combat.attack_parts(first)
    click(app, board.cards[0].plates[dice[0]].center)
    assert board.aim.dice == [dice[0]]
    # a foe die the chosen attack cannot reach is refused with the engine's sentence
    spots = aiming.targets(st, board.aim)
    foe = st.turn ^ 1
    unreachable = [(foe, a) for a in range(6) if (foe, a) not in spots]
    for spot in unreachable:
        assert board.why_not_target(spot), spot
    click(app, board.cards[0].plates[dice[0]].center)  # clicking it again starts over
    assert not board.aim.dice
    assert isinstance(pygame.display.get_surface(), pygame.Surface)
    del target, ability


def test_set_up_picks_characters_seats_and_scenario_by_mouse(app):
    from engine.deathbydice.roster import HEROES
    from engine.deathbydice.setup import RANDOM
    from scenes.deathbydice.setup import DeathByDiceSetup
    from scenes.registry import setup_scene_for

    start(app)
    setup = setup_scene_for(app.ctx, get_game("death-by-dice"))
    assert isinstance(setup, DeathByDiceSetup)
    app.ctx.scenes.push(setup)
    app.frame(DT)
    rows_before = [pygame.Rect(r) for r in setup.rows]
    tiles_before = [pygame.Rect(t) for t, _ in setup.tiles]
    click(app, setup.tiles[3][0].center)  # player 1 gets the fourth character
    click(app, setup.rows[1].center)
    click(app, setup.tiles[-1][0].center)  # player 2: a random one
    scenario = next(w for w in setup.ui.items if getattr(w, "label", "") == "Scenario")
    click(app, scenario.rect.center)  # the value cycles: Bosses & Minions
    assert setup.scenario == BOSSES
    assert [pygame.Rect(r) for r in setup.rows] == rows_before  # nothing moved
    assert [pygame.Rect(t) for t, _ in setup.tiles] == tiles_before
    assert setup.picks[:2] == [3, RANDOM]
    click(app, scenario.rect.center)  # back to free for all
    press(app, setup.ui.items, "Start!")
    board = app.ctx.scenes.top
    assert isinstance(board, DeathByDiceBoard)
    options = board.match.options
    assert options["char1"] == 3 and options["scenario"] == 0
    assert board.match.state.picks[0] == 3 and HEROES


@pytest.mark.undrawn
def test_undo_takes_back_a_declared_attack_but_never_a_roll_and_saves_reload(app):
    start(app)
    app.ctx.settings.animation = "instant"
    info = get_game("death-by-dice")
    options = {**info.default_options(), "games": 1, "char1": 3, "char2": 4}
    match = Match(info, options, [Seat("human"), Seat("ai", "easy")], seed=6)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    robot = DeathRobot(app, seed=4)
    for _ in range(5000):
        if board.attacking() and board.view.turn == 0:
            break
        if person_acts(board):
            robot.play_step(board)
        else:
            app.frame(DT)
    assert board.attacking()
    before = len(match.actions)
    robot._attack(board)
    assert len(match.actions) > before
    assert match.why_no_undo() is None
    board.undo()  # the declaration is a decision of ours: it can be taken back
    assert len(match.actions) == before and board.attacking() and not board.aim.dice
    robot._attack(board)
    for _ in range(2000):  # the defence and the roll go by
        if match.state.attack is None or match.state.to_move == 0 and board.my_turn():
            break
        app.frame(DT)
    if match.state.attack is None:
        assert "thrown" in (match.why_no_undo() or "")  # a die once rolled stays rolled
    again = Match.from_save(match.to_save())
    assert again.state.key() == match.state.key()
