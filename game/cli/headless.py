"""Helpers for the command-line tools: seeded matches played without a window."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from engine.core import CHANCE, Action, GameInfo
from engine.dice import roll
from game.ai.players import make_player
from game.match import Match, Seat


def seeded_actions(match: Match, seed: int, player: str = "greedy") -> Iterator[Action]:
    """The next action of a seeded game, again and again (dice included) until it ends.

    Why a generator: the caller decides how each action reaches the game (straight into the
    match, or through a board scene so its cards and captions follow) and when to stop."""
    rng = random.Random(seed)
    players = [make_player(player, seed + i) for i in range(match.state.num_seats)]
    while not match.state.is_over:
        state = match.state
        mover = state.to_move
        assert mover is not None  # the game is not over
        if mover == CHANCE:
            yield roll(state.roll_request(), rng)
        else:
            yield players[mover].choose(state)


def advance(match: Match, moves: int, seed: int, player: str = "greedy",
            apply: Callable[[Action], object] | None = None) -> None:
    """Apply ``moves`` actions (dice included) with seeded players, or until the game ends."""
    actions = seeded_actions(match, seed, player)
    for _ in range(moves):
        action = next(actions, None)
        if action is None:
            return
        (apply or match.apply)(action)


def seeded_match(info: GameInfo, seed: int, seats: list[Seat] | None = None,
                 options: dict[str, int] | None = None) -> Match:
    """A match of ``info`` (``options``: changed from the defaults) for a seeded picture or
    benchmark; by default a person against the Normal AI (one per other seat)."""
    chosen = {**info.default_options(), **(options or {})}
    count = int(chosen.get("seats", 2))
    seats = seats or [Seat("human"), *[Seat("ai", "normal")] * (count - 1)]
    return Match(info, chosen, seats, seed=seed)
