"""The turn planners: rollouts (Daemon Dice), whole-turn beam (Dice Demons), and the
evaluation terms they lean on. Strength itself is measured by ``selfplay``, not asserted here."""

from __future__ import annotations

import random
from dataclasses import dataclass

import ai_toy_game
import pytest

import engine  # noqa: F401  (registers the games)
from engine.core import CHANCE, AILevel, get_game
from engine.dice import roll
from engine.dicedemons import evaluation as demons_eval
from engine.dicedemons.setup import position
from game.ai.beam import BeamConfig, BeamPlanner
from game.ai.planners import (
    _PLANNERS,
    GENERIC_LEVELS,
    SearchResult,
    careful,
    config_of,
    level_config,
    plan,
    register_planner,
)
from game.ai.players import SearchPlayer, make_player
from game.ai.rollouts import RolloutConfig, RolloutPlanner
from game.ai.search import SearchConfig

TOY = ai_toy_game.GAME_ID


def _mid_battle(game_id: str, seed: int, decisions: int = 12):
    """A position a few real decisions into a greedy game, where a seat must choose."""
    info = get_game(game_id)
    state = info.new_game(info.default_options())
    rng = random.Random(seed)
    greedy = make_player("greedy", seed)
    made = 0
    while True:
        if state.to_move == CHANCE:
            state = state.apply(roll(state.roll_request(), rng))
            continue
        if made >= decisions and len(state.legal_actions()) > 1:
            return state
        state = state.apply(greedy.choose(state))
        made += 1


def test_levels_pick_a_planner_per_game():
    assert isinstance(level_config("daemon-dice", "normal"), RolloutConfig)
    assert isinstance(level_config("dice-demons", "hard"), BeamConfig)
    assert isinstance(level_config("66d6", "normal"), SearchConfig)
    with pytest.raises(ValueError):
        level_config("66d6", "grandmaster")


def test_levels_keep_their_measured_configs():
    """The levels are the configs the level table measured (``python -m game levels``):
    declaring them as data next to each game must not change how strong they are."""
    easy = SearchConfig(iterations=4, time_cap=0.5, blunder=0.2)
    assert [level_config("66d6", lv) for lv in ("easy", "normal", "hard")] == [
        easy, SearchConfig(iterations=8, time_cap=1.0, blunder=0.05),
        SearchConfig(iterations=8, time_cap=3.0)]
    assert [level_config("daemon-dice", lv) for lv in ("easy", "normal", "hard")] == [
        RolloutConfig(candidates=2, samples=2, blunder=0.7),
        RolloutConfig(candidates=2, samples=2, blunder=0.25),
        RolloutConfig(candidates=4, samples=12, time_cap=3.0)]
    assert [level_config("dice-demons", lv) for lv in ("easy", "normal", "hard")] == [
        SearchConfig(iterations=4, time_cap=0.5, blunder=0.5),
        BeamConfig(width=8, finals=3, samples=4, screen_samples=2, blunder=0.2),
        BeamConfig(width=32, finals=8, samples=16, screen_samples=4, time_cap=3.0)]


@pytest.mark.parametrize("game_id", ["66d6", "daemon-dice", "dice-demons", "death-by-dice",
                                     "doodle-dice"])
def test_weaker_levels_are_no_more_careful_and_hints_never_blunder(game_id):
    blunders = [getattr(level_config(game_id, lv), "blunder", 0.0)
                for lv in ("easy", "normal", "hard")]
    assert blunders == sorted(blunders, reverse=True)
    assert blunders[2] == 0.0
    for lv in ("easy", "normal", "hard"):
        config = careful(level_config(game_id, lv))
        assert getattr(config, "blunder", 0.0) == 0.0
        assert type(config) is type(level_config(game_id, lv))


def test_a_game_without_levels_gets_the_generic_search():
    assert not get_game(TOY).ai_levels
    assert level_config(TOY, "hard") == config_of(GENERIC_LEVELS["hard"])
    assert isinstance(level_config(TOY, "easy"), SearchConfig)


def test_a_new_planner_registers_itself_and_levels_can_name_it():
    @dataclass(frozen=True)
    class FirstConfig:
        pick: int = 0

    class FirstPlanner:
        """Plays the ``pick``-th legal action: enough to show the registry routes to it."""

        def __init__(self, info, config, rng, should_stop=None):
            self.config = config

        def run(self, state):
            return SearchResult(state.legal_actions()[self.config.pick], 0, 0.0, 0.0)

    register_planner("first-legal", FirstConfig, FirstPlanner)
    try:
        state = _mid_battle("66d6", 1, decisions=2)
        config = config_of(AILevel("first-legal", {"pick": 1}, "Plays the second choice."))
        assert config == FirstConfig(pick=1)
        action = plan(get_game("66d6"), config, state, random.Random(0)).action
        assert action == state.legal_actions()[1]
    finally:
        _PLANNERS.pop("first-legal")


def test_planner_banks_a_winning_total():
    info = get_game(TOY)
    state = ai_toy_game.PigState((28, 0), 0, 4, False, 30)
    result = RolloutPlanner(info, RolloutConfig(), random.Random(0)).run(state)
    assert result.action == ai_toy_game.Bank()


@pytest.mark.parametrize("game_id", ["daemon-dice", "dice-demons"])
def test_planner_is_deterministic_and_legal(game_id):
    state = _mid_battle(game_id, 3)
    info = get_game(game_id)
    first = RolloutPlanner(info, RolloutConfig(), random.Random(9)).run(state)
    again = RolloutPlanner(info, RolloutConfig(), random.Random(9)).run(state)
    assert first.action == again.action
    assert first.action in state.legal_actions()


def test_beam_banks_a_winning_total():
    info = get_game(TOY)
    state = ai_toy_game.PigState((28, 0), 0, 4, False, 30)
    result = BeamPlanner(info, BeamConfig(), random.Random(0)).run(state)
    assert result.action == ai_toy_game.Bank()


def test_beam_is_deterministic_legal_and_stoppable():
    state = _mid_battle("dice-demons", 4)
    info = get_game("dice-demons")
    first = BeamPlanner(info, BeamConfig(width=6), random.Random(3)).run(state)
    again = BeamPlanner(info, BeamConfig(width=6), random.Random(3)).run(state)
    assert first.action == again.action
    assert first.action in state.legal_actions()
    stopped = BeamPlanner(info, BeamConfig(), random.Random(3), should_stop=lambda: True)
    assert stopped.run(state).action in state.legal_actions()


def test_beam_plans_the_walk_home_to_win():
    """Trinket and three dice out on the first ring, two steps to walk: a plan over several
    decisions (onto a bridge, over to the island) wins within the turn."""
    st = position([{"space": "R1-1", "dice": 3, "trinket": True}, "I3"], pools=(1, 1, 2))
    planner = BeamPlanner(get_game("dice-demons"), BeamConfig(), random.Random(0))
    while not st.is_over and st.to_move == 0:
        st = st.apply(planner.run(st).action)
    assert st.is_over and st.outcome().winners == (0,)


def test_planner_stops_when_told_and_still_answers():
    state = _mid_battle("daemon-dice", 5)
    info = get_game("daemon-dice")
    result = RolloutPlanner(info, RolloutConfig(samples=50), random.Random(1),
                            should_stop=lambda: True).run(state)
    assert result.action in state.legal_actions()
    assert result.iterations <= 1


def test_futures_stop_when_the_turn_changes_hands():
    state = _mid_battle("daemon-dice", 7)
    planner = RolloutPlanner(get_game("daemon-dice"), RolloutConfig(), random.Random(2))
    future = planner.future(state, random.Random(4))
    assert future.is_over or future.turn_owner != state.turn_owner


@pytest.mark.parametrize("game_id", ["daemon-dice"])
def test_normal_beats_random(game_id):
    """Two quick games each way: the planner's level must not lose to random moves. Dice
    Demons' games take longer; its series is a report (Normal should win every game):
    python -m game selfplay dice-demons --games 4 --players normal,random
        --option round_limit=30 --seed 1 --workers 2
    and its beam planner is tested here on positions (a winning plan, determinism)."""
    info = get_game(game_id)
    for seed in (1, 2):
        players = [SearchPlayer("normal", seed), make_player("random", seed)]
        if seed % 2:
            players.reverse()
        options = info.default_options()
        if "round_limit" in options:
            options["round_limit"] = 30
        state = info.new_game(options)
        rng = random.Random(seed)
        while not state.is_over:
            mover = state.to_move
            if mover == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
            else:
                state = state.apply(players[mover].choose(state))
        outcome = state.outcome()
        assert outcome is not None
        assert (1 if seed % 2 else 0) in outcome.winners


def test_demons_eval_sees_the_raid_a_hunter_walks_into():
    """Standing on a rival's trinket during the movement counts the fight ending it would start."""
    beside = position([{"space": "R2-6", "dice": 3}, {"space": "R2-7", "dice": 1, "trinket": True}],
                      pools=(0, 0, 1))
    onto = position([{"space": "R2-7", "dice": 3}, {"space": "R2-7", "dice": 1, "trinket": True}],
                    pools=(0, 0, 0))
    assert demons_eval.evaluate(onto, 0) > demons_eval.evaluate(beside, 0) + 0.1


def test_demons_eval_fears_a_monster_the_mover_can_drive():
    """A hunter a monster can be driven onto, by the player moving now, is worse off."""
    near = position(["I1", {"space": "R2-6", "dice": 1}], monsters=["R2-8"], pools=(2, 0, 0))
    far = position(["I1", {"space": "R2-6", "dice": 1}], monsters=["R2-8"], pools=(1, 0, 0))
    assert demons_eval.evaluate(near, 1) < demons_eval.evaluate(far, 1)
