"""Evaluation weights tuned by self-play: the sets a game records, the levels that name them, the
greedy yardstick that keeps the hand-set ones, and the tool that tunes them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.core import all_games, get_game
from engine.dice import roll
from game.ai.players import GreedyPlayer
from game.ai.search import Search, SearchConfig
from game.cli import tune

DOODLE = "doodle-dice"


def test_every_level_names_an_evaluation_its_game_has() -> None:
    for info in all_games():
        for name, level in (info.ai_levels or {}).items():
            wanted = level.params.get("evaluation", "")
            assert info.evaluation(wanted) is not None, (info.game_id, name)


def test_an_unknown_weight_set_is_refused_with_a_sentence() -> None:
    with pytest.raises(ValueError, match="no evaluation called 'nonsense'"):
        get_game(DOODLE).evaluation("nonsense")
    with pytest.raises(ValueError, match="no evaluation"):
        get_game("66d6").evaluation("tuned")


def test_the_hand_set_weights_are_the_games_own_evaluation() -> None:
    info = get_game(DOODLE)
    assert info.tuning is not None
    state = info.new_game({**info.default_options(), "budget": 60})
    state = _into_the_game(state)
    by_default = info.tuning.evaluation_with(info.tuning.default)
    assert by_default(state, 0) == info.evaluate(state, 0)
    heavier = dataclasses.replace(info.tuning.default, monster=info.tuning.default.monster * 3)
    # Seat 0 has sketched a monster here, so a heavier monster weight changes its score.
    assert info.tuning.evaluation_with(heavier)(state, 0) != info.evaluate(state, 0)


def test_every_tuned_games_default_weights_score_as_its_own_evaluation() -> None:
    """Moving a game's hand-set constants into a weight set must not change a single score:
    along seeded random games, ``evaluation_with(default)`` equals ``evaluate`` exactly."""
    tuned = [info for info in all_games() if info.tuning is not None]
    assert {"doodle-dice", "daemon-dice", "dice-demons"} <= {info.game_id for info in tuned}
    for info in tuned:
        assert info.tuning is not None
        by_default = info.tuning.evaluation_with(info.tuning.default)
        options = {**info.default_options(), **info.extra.get("test_options", {})}
        state = info.new_game(options)
        rng = random.Random(5)
        for _ in range(120):
            if state.is_over:
                break
            for seat in range(state.num_seats):
                assert by_default(state, seat) == info.evaluate(state, seat), info.game_id
            if state.to_move is None or state.to_move < 0:
                state = state.apply(roll(state.roll_request(), rng))
            else:
                state = state.apply(rng.choice(state.legal_actions()))


def test_a_search_and_a_greedy_player_judge_with_the_weights_they_are_given() -> None:
    info = get_game(DOODLE)
    assert info.tuning is not None
    state = _into_the_game(info.new_game({**info.default_options(), "budget": 60}))
    for name, weights in info.tuning.named.items():
        named = Search(info, SearchConfig(evaluation=name), random.Random(1)).value(state)
        assert named[0] == pytest.approx(info.tuning.evaluation_with(weights)(state, 0))
    plain = Search(info, SearchConfig(), random.Random(1)).value(state)
    assert plain[0] == pytest.approx(info.evaluate(state, 0))
    assert GreedyPlayer(1).evaluate is None  # the yardstick keeps the game's own evaluation


def test_the_tool_plays_trials_and_prints_weights_to_record(capsys) -> None:
    """The tool's smallest trials (one game each): the same baseline, trials and closing
    lines as longer ones."""
    code = tune.main([DOODLE, "--games", "1", "--fields", "spare", "--option", "budget=60"])
    assert code == 0
    out = capsys.readouterr().out
    assert out.startswith("Command: python -m game tune doodle-dice --games 1")
    trials = [line for line in out.splitlines() if line.startswith("pass 1 spare")]
    assert trials and all(("kept" in t) != ("dropped" in t) for t in trials)
    assert "baseline: the reference against itself" in out
    assert "The best against the start:" in out
    assert out.rstrip().splitlines()[-1].startswith("Weights(pool=")
    assert tune.main([DOODLE, "--fields", "nonsense"]) == 2
    assert tune.main([DOODLE, "--start", "nonsense"]) == 2
    assert tune.main(["66d6"]) == 2  # no weights to tune


def _into_the_game(state):
    """Play greedy moves and seeded dice until seat 0 has a monster on the table."""
    rng = random.Random(3)
    player = GreedyPlayer(3)
    for _ in range(400):
        if any(m.owner == 0 for m in state.monsters):
            return state
        if state.to_move is None:
            break
        state = (state.apply(roll(state.roll_request(), rng)) if state.to_move < 0
                 else state.apply(player.choose(state)))
    raise AssertionError("seat 0 never sketched a monster")
