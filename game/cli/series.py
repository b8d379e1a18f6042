"""What a selfplay series and its recorder share: one game's result, who sits where in game
``i``, the options a game is played with, and the length past which a game counts as broken.

Apart from ``selfplay`` so that ``record`` (which ``selfplay --record`` runs) and ``selfplay``
both import it, in one direction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.core import GameInfo, State

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
    facts: Mapping[str, int] = field(default_factory=dict)
    """What the game's own ``series_facts`` hook says about the finished game (rounds...)."""


def game_facts(info: GameInfo, state: State) -> dict[str, int]:
    """The numbers a game registers to describe a finished game
    (``GameInfo.extra["series_facts"]``: a function of the final state), or none."""
    hook = info.extra.get("series_facts")
    return dict(hook(state)) if hook is not None else {}


def facts_summary(results: Sequence[GameResult]) -> str:
    """One line over the games that reported facts: each fact's mean, largest value and total
    (a 0/1 flag's total is the number of games it was true in), or "" when there are none."""
    finished = [r.facts for r in results if r.error is None and r.facts]
    if not finished:
        return ""
    keys = sorted({key for facts in finished for key in facts})
    parts = []
    for key in keys:
        values = [facts[key] for facts in finished if key in facts]
        parts.append(f"{key} mean={sum(values) / len(values):.2f} max={max(values)} "
                     f"total={sum(values)} of {len(values)}")
    return "facts " + "; ".join(parts)


def seat_order(players: Sequence[str], index: int) -> list[int]:
    """Which listed player sits in each seat in game ``index`` (rotated so sides alternate)."""
    n = len(players)
    shift = index % n
    return [(seat + shift) % n for seat in range(n)]
