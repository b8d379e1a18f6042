"""Helpers for the command-line tools: seeded matches played without a window."""

from __future__ import annotations

import random

from engine.core import CHANCE, GameInfo
from engine.dice import roll
from game.match import Match, Seat


def advance(match: Match, moves: int, seed: int, player: str = "greedy") -> None:
    """Apply ``moves`` actions (dice included) with seeded players, or until the game ends."""
    from game.ai.players import make_player

    rng = random.Random(seed)
    players = [make_player(player, seed + i) for i in range(match.state.num_seats)]
    for _ in range(moves):
        state = match.state
        if state.is_over:
            return
        if state.to_move == CHANCE:
            match.apply(roll(state.roll_request(), rng))
        else:
            match.apply(players[state.to_move].choose(state))


def seeded_match(info: GameInfo, seed: int, seats: list[Seat] | None = None) -> Match:
    seats = seats or [Seat("human"), Seat("ai", "normal")]
    return Match(info, info.default_options(), seats, seed=seed)
