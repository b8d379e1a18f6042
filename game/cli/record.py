"""``selfplay --record DIR``: each selfplay game written as a save the app opens.

The game is played exactly as ``selfplay.play_game`` plays it (same seeded players, same dice),
but through a ``Match``, so the file is an ordinary save: the app opens it at its end position
with the whole move list in the log. A game that fails midway is still written up to the last
legal move, so the failure can be looked at.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Sequence
from pathlib import Path

import engine  # noqa: F401  (registers every game, in pool workers too)
from engine.core import CHANCE, Action, get_game
from engine.dice import roll
from game.ai.players import make_player
from game.cli.arguments import game_options
from game.cli.series import MAX_ACTIONS, GameResult, seat_order
from game.match import AI_LEVELS, MAX_NAME, Match, Seat
from game.storage import StorageError, write_json_atomic


def recorded_seats(players: Sequence[str], order: Sequence[int]) -> list[Seat]:
    """AI seats named after the computer player that sat there (``greedy #2``)."""
    return [Seat("ai", players[p] if players[p] in AI_LEVELS else "normal",
                 f"{players[p]} #{p + 1}"[:MAX_NAME]) for p in order]


def record_path(folder: Path, game_id: str, seed: int, index: int) -> Path:
    return folder / f"{game_id}-seed{seed}-game{index + 1}.json"


def play_recorded(job: tuple[str, tuple[str, ...], int, int, dict | None, dict[str, int]],
                  folder: Path) -> GameResult:
    """Play one selfplay job and write it to ``folder``; errors become an error result."""
    game_id, players, seed, index, setup, extra = job
    started = time.perf_counter()
    match: Match | None = None
    error: str | None = None
    winners: tuple[int, ...] = ()
    first_won = False
    order = seat_order(players, index)
    try:
        info = get_game(game_id)
        bots = [make_player(players[p], seed * 1_000_003 + index * 101 + seat)
                for seat, p in enumerate(order)]
        dice = random.Random(f"selfplay:{seed}:{index}")
        options = game_options({**info.default_options(), **(extra or {})}, len(players))
        match = Match(info, options, recorded_seats(players, order), seed=seed, setup=setup)
        first_owner: int | None = None
        while not match.is_over:
            if len(match.actions) >= MAX_ACTIONS:
                raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
            state = match.state
            mover = state.to_move
            assert mover is not None  # the game is not over
            action: Action
            if mover == CHANCE:
                action = roll(state.roll_request(), dice)
            else:
                if first_owner is None:
                    first_owner = state.turn_owner
                action = bots[mover].choose(state)
            match.apply(action)
        outcome = match.state.outcome()
        assert outcome is not None
        winners = tuple(sorted(order[s] for s in outcome.winners))
        first_won = first_owner in outcome.winners
    except Exception:
        error = traceback.format_exc()
    actions = len(match.actions) if match is not None else 0
    if match is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            write_json_atomic(record_path(folder, game_id, seed, index), match.to_save())
        except (OSError, StorageError) as failure:
            error = error or f"could not record the game: {failure}"
    return GameResult(index, winners, actions, time.perf_counter() - started, error=error,
                      first_turn_won=first_won)
