"""Computer players: random, greedy, and the game's planner at three difficulty levels.

Why: selfplay, benchmarks, tests and the app all need "something that picks a move" behind one
small protocol. Every player is deterministic for its seed: it owns one ``random.Random`` that it
advances decision after decision, so a seeded selfplay game replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from engine.core import CHANCE, Action, GameInfo, State, get_game
from engine.dice import roll
from game.ai.finish import finish
from game.ai.planners import LEVEL_NAMES, level_config, plan
from game.ai.search import Search, SearchConfig

PLAYER_NAMES = ("random", "greedy", *LEVEL_NAMES)
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
        return finish(state, self.rng.choice(_legal(state)))


class GreedyPlayer:
    """The action whose result the game's evaluation likes best for the mover, one step ahead.

    A result that needs dice is scored as the mean over ``GREEDY_SAMPLES`` seeded throws. Ties are
    broken by the player's rng, so greedy-vs-greedy games still differ by seed.
    """

    def __init__(self, seed: int, samples: int = GREEDY_SAMPLES,
                 evaluate: Callable[[State, int], float] | None = None) -> None:
        self.name = "greedy"
        self.rng = random.Random(seed)
        self.samples = samples
        self.evaluate = evaluate
        """The scoring function (``None``: the game's own evaluation, the usual yardstick)."""

    def choose(self, state: State) -> Action:
        actions = _legal(state)
        if len(actions) == 1:
            return finish(state, actions[0])
        mover = state.to_move
        assert mover is not None
        search = Search(get_game(state.game_id), SearchConfig(), self.rng,
                        evaluate=self.evaluate)
        best: list[Action] = []
        best_value = -float("inf")
        for action in actions:
            value = self._score(search, state.apply(action), mover)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif value >= best_value - 1e-12:
                best.append(action)
        return finish(state, best[0] if len(best) == 1 else self.rng.choice(best))

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

    def __init__(self, level: str, seed: int, config: Any = None) -> None:
        self.name = level
        self.rng = random.Random(seed)
        self.config = config

    def choose(self, state: State) -> Action:
        actions = _legal(state)
        if len(actions) == 1:
            return finish(state, actions[0])
        info: GameInfo = get_game(state.game_id)
        config = self.config or level_config(state.game_id, self.name)
        return finish(state, plan(info, config, state, self.rng).action)


def make_player(name: str, seed: int) -> Player:
    """A player by name: ``random``, ``greedy``, ``easy``, ``normal`` or ``hard``."""
    key = name.strip().lower()
    if key == "random":
        return RandomPlayer(seed)
    if key == "greedy":
        return GreedyPlayer(seed)
    if key in LEVEL_NAMES:
        return SearchPlayer(key, seed)
    raise ValueError(f"Unknown player {name!r}; choose from {', '.join(PLAYER_NAMES)}.")
