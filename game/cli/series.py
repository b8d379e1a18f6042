"""What a selfplay series and its recorder share: one game's result, who sits where in game
``i``, the options a game is played with, and the length past which a game counts as broken.

Apart from ``selfplay`` so that ``record`` (which ``selfplay --record`` runs) and ``selfplay``
both import it, in one direction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

MAX_ACTIONS = 20_000
"""A game longer than this is counted as an error (it would mean the rules never end)."""


@dataclass(frozen=True)
class GameResult:
    """One finished (or failed) game: winners as indices into the listed players."""

    index: int
    winners: tuple[int, ...]
    actions: int
    seconds: float
    error: str | None = None
    first_turn_won: bool = False


def seat_order(players: Sequence[str], index: int) -> list[int]:
    """Which listed player sits in each seat in game ``index`` (rotated so sides alternate)."""
    n = len(players)
    shift = index % n
    return [(seat + shift) % n for seat in range(n)]


def game_options(defaults: dict[str, int], players: int) -> dict[str, int]:
    """The default options, with the seat count set when the game has such an option."""
    options = dict(defaults)
    if "seats" in options:
        options["seats"] = players
    return options
