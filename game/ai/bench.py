"""Speed figures for the ``bench`` command: AI decision times and raw engine speed.

Why measured on real positions: a decision's cost depends on the branching factor, which in 66d6
ranges from 2 (a defender's choice) to 70 (a full board mid-turn). The positions come from seeded
games between greedy players, sampled evenly through each game, so the figures are reproducible
and cover openings, middle games and endings alike.
"""

from __future__ import annotations

import random
import time

from engine.core import CHANCE, State, get_game
from engine.dice import roll
from game.ai.players import make_player
from game.ai.worker import choose_now

GAME_ID = "66d6"
_SAMPLE_EVERY = 25
"""Take every n-th real decision of a game, so positions spread through it."""


def sample_positions(game_id: str, count: int, seed: int) -> list[State]:
    """``count`` positions with a real choice (2+ legal actions) from seeded greedy games."""
    import engine  # noqa: F401  (registers the games)

    info = get_game(game_id)
    found: list[State] = []
    game = 0
    while len(found) < count:
        rng = random.Random(f"bench:{seed}:{game}")
        players = [make_player("greedy", seed * 7919 + game * 13 + s) for s in range(2)]
        state = info.new_game(info.default_options())
        decisions = 0
        while not state.is_over and len(found) < count:
            mover = state.to_move
            if mover == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
                continue
            assert mover is not None
            if len(state.legal_actions()) > 1:
                decisions += 1
                if decisions % _SAMPLE_EVERY == game % _SAMPLE_EVERY:
                    found.append(state)
            state = state.apply(players[mover].choose(state))
        game += 1
    return found


def decision_times(level: str, positions: int, seed: int) -> list[float]:
    """Seconds the search at ``level`` takes for each of ``positions`` real 66d6 positions."""
    times: list[float] = []
    for index, state in enumerate(sample_positions(GAME_ID, positions, seed)):
        started = time.perf_counter()
        choose_now(GAME_ID, state, level, seed * 1000 + index)
        times.append(time.perf_counter() - started)
    return times


def random_playouts_per_second(game_id: str, seconds: float) -> float:
    """Whole games (set-up dice included) of uniformly random play per second of one core."""
    import engine  # noqa: F401

    info = get_game(game_id)
    rng = random.Random(12345)
    started = time.perf_counter()
    games = 0
    while True:
        state = info.new_game(info.default_options())
        while not state.is_over:
            if state.to_move == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
            else:
                state = state.apply(rng.choice(state.legal_actions()))
        games += 1
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return games / elapsed
