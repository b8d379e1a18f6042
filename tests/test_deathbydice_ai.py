"""The Death by Dice expectimax: it never peeks, takes sound choices, and plays every role."""

from __future__ import annotations

import random

import pytest

import engine.deathbydice  # noqa: F401  (registers the game)
from engine.core import CHANCE, Roll, get_game
from engine.deathbydice import (
    AI_LEVELS,
    BOSSES,
    HEROES,
    AbilityAttack,
    Brace,
    ComplexAttack,
    DiscardForLoss,
    NoDefence,
    new_game,
    planning,
    position,
    roster,
)
from engine.deathbydice.model import HERO, PLACE, WHITE, Board
from engine.deathbydice.placing import suggest
from engine.dice import roll
from game.ai.expectimax import ExpectimaxConfig
from game.ai.players import SearchPlayer
from tests.deathbydice_boards import test_boards  # noqa: F401  (fixture)

S, A, F, SM, C, L = range(6)
INFO = get_game("death-by-dice")


def _choose(state, config=None, seed=1):
    config = config or ExpectimaxConfig()
    return config.make_planner(INFO, random.Random(seed)).run(state).action


def _seat1_placing(first_seat_values):
    """Seat 0 placed from the given throw, seat 1 now placing its own throw."""
    st = new_game({"char1": 0, "char2": 4})
    st = st.apply(Roll(first_seat_values))
    while st.phase == PLACE and st.setup_seat == 0:
        st = st.apply(suggest(st)[0])
    sizes = [s for s in st.board(1).sizes if s]
    return st.apply(Roll(tuple(min(s, i + 2) for i, s in enumerate(sizes))))


def test_placement_never_depends_on_a_hidden_placement() -> None:
    sizes = [s for s in engine.deathbydice.BOARDS[HEROES[0]].sizes if s]
    low = _seat1_placing(tuple(1 for _ in sizes))
    high = _seat1_placing(tuple(s for s in sizes))
    assert low.to_move == 1 and low.fighters[0].values != high.fighters[0].values
    assert low.view(1).key() == high.view(1).key()  # the same for seat 1
    for seed in range(3):
        assert _choose(low, seed=seed) == _choose(high, seed=seed)


def test_the_planner_reads_only_the_view() -> None:
    st = _seat1_placing(tuple(1 for s in engine.deathbydice.BOARDS[HEROES[0]].sizes if s))
    assert _choose(st) == _choose(st.view(1))


@pytest.mark.usefixtures("test_boards")
def test_it_takes_a_sure_winning_last_attack() -> None:
    # The loner's only die is Smarts; hitting it with a sure roll ends the game well ahead.
    st = position(["t_plain", "t_loner"], [[6, 6, 6, 1, 6, 6], [0, 0, 0, 6, 0, 0]])
    action = _choose(st)
    assert getattr(action, "target_ability", None) == SM
    assert not isinstance(action, ComplexAttack)


@pytest.mark.usefixtures("test_boards")
def test_the_defender_braces_when_it_saves_the_die() -> None:
    st = position(["t_plain", "t_plain"], [[6, 6, 6, 6, 6, 6], [6, 1, 5, 1, 6, 6]])
    st = st.apply(AbilityAttack(F, 1, F))
    # Braced, Fortitude 5 + 2 = 7 cannot be reached by a d6; bracing rerolls a die showing 1.
    assert _choose(st) in (Brace(A), Brace(SM))


@pytest.mark.usefixtures("test_boards")
def test_it_pays_for_a_lost_attack_with_the_weaker_die() -> None:
    st = position(["t_plain", "t_plain"], [[3, 3, 6, 6, 6, 6], [6, 6, 6, 6, 6, 6]])
    st = st.apply(ComplexAttack((S, A), 1, F)).apply(NoDefence()).apply(Roll((1, 5)))
    assert _choose(st) == DiscardForLoss(S)


@pytest.mark.usefixtures("test_boards")
def test_a_big_die_showing_little_is_worth_more_than_its_face_while_combat_goes_on(
        monkeypatch) -> None:
    # Strength is a d12, Agility a d4: the d12 showing 2 will come back up when rerolled.
    mixed = Board("t_mixed", "Mixed", "A test dummy.", HERO, (12, 4, 6, 6, 6, 6),
                  (WHITE,) * 6, (), 0)
    monkeypatch.setitem(roster.BOARDS, mixed.key, mixed)
    rival = [2, 3, 4, 4, 4, 4]
    without_d12 = position(["t_plain", "t_mixed"], [[4] * 6, [0, *rival[1:]]])
    without_d4 = position(["t_plain", "t_mixed"], [[4] * 6, [rival[0], 0, *rival[2:]]])
    assert planning.position_value(without_d12, 0) > planning.position_value(without_d4, 0)
    # Once the combat is over only the faces count: the 3 was the bigger loss.
    assert without_d12.fighters[1].total > without_d4.fighters[1].total


@pytest.mark.usefixtures("test_boards")
def test_the_same_lead_is_worth_more_nearer_the_end() -> None:
    near = position(["t_plain", "t_plain"], [[6, 0, 6, 0, 0, 0], [3, 0, 3, 0, 0, 0]])
    far = position(["t_plain", "t_plain"], [[6, 4, 6, 4, 4, 4], [3, 4, 3, 4, 4, 4]])
    assert planning.position_value(near, 0) > planning.position_value(far, 0) > 0
    assert planning.position_value(near, 1) < planning.position_value(far, 1) < 0


def test_levels_are_data_for_the_expectimax() -> None:
    assert set(AI_LEVELS) == {"easy", "normal", "hard"}
    for planner, params, line in AI_LEVELS.values():
        assert planner == "expectimax" and line
        ExpectimaxConfig(**params)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_role_of_the_boss_scenario_is_played_to_the_end(level: str) -> None:
    st = new_game({"seats": 3, "scenario": BOSSES, "games": 1, "char2": 1, "char3": 6})
    config = ExpectimaxConfig(**AI_LEVELS[level][1])
    players = [SearchPlayer(level, s, config=config) for s in range(3)]
    rng = random.Random(8)  # dice for a short game: the searches are what a game costs
    roles = set()
    while not st.is_over:
        if st.to_move == CHANCE:
            st = st.apply(roll(st.roll_request(), rng))
            continue
        if st.attack is None and st.phase == "combat":
            roles.add(st.board(st.turn).role)
        st = st.apply(players[st.to_move].choose(st))
    assert st.outcome() is not None
    assert "hero" in roles and "boss" in roles
