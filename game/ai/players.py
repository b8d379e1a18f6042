"""Computer players: random, greedy, and the search at three difficulty levels.

Why: selfplay, benchmarks, tests and the app all need "something that picks a move" behind one
small protocol. Every player is deterministic for its seed: it owns one ``random.Random`` that it
advances decision after decision, so a seeded selfplay game replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from engine.core import CHANCE, Action, GameInfo, State, get_game
from engine.dice import roll
from game.ai.beam import BeamConfig, BeamPlanner
from game.ai.rollouts import RolloutConfig, RolloutPlanner
from game.ai.search import Search, SearchConfig, SearchResult

PlannerConfig = SearchConfig | RolloutConfig | BeamConfig

LEVELS: dict[str, SearchConfig] = {
    # Fast and beatable: a shallow look and now and then a careless move.
    "easy": SearchConfig(iterations=4, time_cap=0.5, blunder=0.2),
    "normal": SearchConfig(iterations=30, time_cap=1.0),
    "hard": SearchConfig(iterations=120, time_cap=3.0),
}
"""Search budget per difficulty level; the iteration count drives results, the cap is a guard."""

_ROLLOUT_LEVELS: dict[str, PlannerConfig] = {
    "easy": LEVELS["easy"],
    "normal": RolloutConfig(candidates=3, samples=6),
    "hard": RolloutConfig(candidates=4, samples=12, time_cap=3.0),
}
_BEAM_LEVELS: dict[str, PlannerConfig] = {
    "easy": LEVELS["easy"],
    "normal": BeamConfig(width=16, finals=6, samples=10, screen_samples=4),
    "hard": BeamConfig(width=32, finals=8, samples=16, screen_samples=4, time_cap=3.0),
}
GAME_LEVELS: dict[str, dict[str, PlannerConfig]] = {
    "daemon-dice": _ROLLOUT_LEVELS,
    "dice-demons": _BEAM_LEVELS,
}
"""Games whose turns are long chains of small decisions, which the tree search handles badly
(it compares positions at different points of a turn): Daemon Dice plays turn-end rollouts
(``game/ai/rollouts.py``), Dice Demons plans its whole movement (``game/ai/beam.py``). Both
choices were measured in self-play against the greedy player; other games use ``LEVELS``."""


def level_config(game_id: str, level: str) -> PlannerConfig:
    """The planner settings of ``level`` for ``game_id``."""
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; choose from {', '.join(LEVELS)}.")
    return GAME_LEVELS.get(game_id, LEVELS)[level]


def plan(
    info: GameInfo,
    config: PlannerConfig,
    state: State,
    rng: random.Random,
    should_stop: Callable[[], bool] | None = None,
) -> SearchResult:
    """Run the planner ``config`` describes on ``state``."""
    if hasattr(config, "make_planner"):  # planners that build themselves (expectimax)
        return config.make_planner(info, rng, should_stop).run(state)
    if isinstance(config, RolloutConfig):
        return RolloutPlanner(info, config, rng, should_stop).run(state)
    if isinstance(config, BeamConfig):
        return BeamPlanner(info, config, rng, should_stop).run(state)
    return Search(info, config, rng, should_stop).run(state)

PLAYER_NAMES = ("random", "greedy", *LEVELS)
"""Every name ``make_player`` accepts."""

GREEDY_SAMPLES = 3
"""Dice throws averaged when a greedy player's action leads to a roll."""


class Player(Protocol):
    """Anything that picks an action for the seat to move (never asked for CHANCE)."""

    name: str

    def choose(self, state: State) -> Action: ...


def _legal(state: State) -> list[Action]:
    mover = state.to_move
    if mover is None or mover == CHANCE:
        raise ValueError("A player is only asked when a seat must decide.")
    actions = state.legal_actions()
    if not actions:
        raise ValueError("The side to move has no legal action.")
    return actions


class RandomPlayer:
    """Uniform over the legal actions: the floor every other player must beat."""

    def __init__(self, seed: int) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(_legal(state))


class GreedyPlayer:
    """The action whose result the game's evaluation likes best for the mover, one step ahead.

    A result that needs dice is scored as the mean over ``GREEDY_SAMPLES`` seeded throws. Ties are
    broken by the player's rng, so greedy-vs-greedy games still differ by seed.
    """

    def __init__(self, seed: int, samples: int = GREEDY_SAMPLES) -> None:
        self.name = "greedy"
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, state: State) -> Action:
        actions = _legal(state)
        if len(actions) == 1:
            return actions[0]
        mover = state.to_move
        assert mover is not None
        search = Search(get_game(state.game_id), SearchConfig(), self.rng)
        best: list[Action] = []
        best_value = -float("inf")
        for action in actions:
            value = self._score(search, state.apply(action), mover)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif value >= best_value - 1e-12:
                best.append(action)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def _score(self, search: Search, state: State, seat: int) -> float:
        if state.to_move != CHANCE:
            return search.value(state)[seat]
        total = 0.0
        for _ in range(self.samples):
            after = state
            while after.to_move == CHANCE:
                after = after.apply(roll(after.roll_request(), self.rng))
            total += search.value(after)[seat]
        return total / self.samples


class SearchPlayer:
    """The AI at one difficulty level (the game's planner for that level, or ``config``);
    each decision gets a fresh planner seeded from the player's rng."""

    def __init__(self, level: str, seed: int, config: PlannerConfig | None = None) -> None:
        self.name = level
        self.rng = random.Random(seed)
        self.config = config

    def choose(self, state: State) -> Action:
        actions = _legal(state)
        if len(actions) == 1:
            return actions[0]
        info: GameInfo = get_game(state.game_id)
        config = self.config or level_config(state.game_id, self.name)
        return plan(info, config, state, self.rng).action


def make_player(name: str, seed: int) -> Player:
    """A player by name: ``random``, ``greedy``, ``easy``, ``normal`` or ``hard``."""
    key = name.strip().lower()
    if key == "random":
        return RandomPlayer(seed)
    if key == "greedy":
        return GreedyPlayer(seed)
    if key in LEVELS:
        return SearchPlayer(key, seed)
    raise ValueError(f"Unknown player {name!r}; choose from {', '.join(PLAYER_NAMES)}.")
