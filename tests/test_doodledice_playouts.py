"""Doodle Dice Monsters played to the end: random games of 2 to 4 players finish, greedy play
beats random play, and the AI level table names real planner settings."""

from __future__ import annotations

import random

import engine.doodledice as doodle
from engine.core import CHANCE, get_game
from engine.dice import roll
from game.ai.beam import BeamConfig
from game.ai.players import GreedyPlayer, RandomPlayer
from game.ai.rollouts import RolloutConfig
from game.ai.search import SearchConfig
from game.cli.selfplay import play_game

INFO = get_game("doodle-dice")


def _play(players, seed: int, options: dict[str, int]):
    rng = random.Random(f"dice:{seed}")
    st = INFO.start(INFO.check_options(options))
    steps = 0
    while not st.is_over:
        steps += 1
        assert steps < 20_000
        if st.to_move == CHANCE:
            st = st.apply(roll(st.roll_request(), rng))
        else:
            st = st.apply(players[st.to_move].choose(st))
    return st


def test_random_games_of_two_to_four_players_end() -> None:
    for seats in (2, 3, 4):
        for seed in range(4):
            players = [RandomPlayer(seed * 10 + s) for s in range(seats)]
            final = _play(players, seed, {"seats": seats, "budget": 60})
            outcome = final.outcome()
            assert outcome is not None and len(outcome.winners) <= 1


def test_greedy_beats_random_clearly() -> None:
    wins = 0
    for index in range(6):
        result = play_game("doodle-dice", ("greedy", "random"), 7, index, None, {"budget": 60})
        assert result.error is None, result.error
        wins += result.winners == (0,)
    assert wins >= 5


def test_ai_levels_name_real_planner_settings() -> None:
    kinds = {"search": SearchConfig, "rollouts": RolloutConfig, "beam": BeamConfig}
    assert set(doodle.AI_LEVELS) == {"easy", "normal", "hard"}
    for kind, fields, blurb in doodle.AI_LEVELS.values():
        config = kinds[kind](**fields)
        assert config is not None and blurb.endswith(".")


def test_greedy_plays_every_kind_of_decision() -> None:
    """A greedy game at a small budget reaches sketching, attacks and defender choices."""
    seen: set[str] = set()
    for seed in range(2):
        players = [GreedyPlayer(seed), GreedyPlayer(seed + 1)]
        rng = random.Random(seed)
        st = INFO.start(INFO.check_options({"budget": 100}))
        while not st.is_over:
            if st.to_move == CHANCE:
                st = st.apply(roll(st.roll_request(), rng))
                continue
            action = players[st.to_move].choose(st)
            seen.add(action.kind)
            st = st.apply(action)
    assert {"gather", "create_monster", "add_part", "attack"} <= seen
