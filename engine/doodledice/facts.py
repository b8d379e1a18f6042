"""What a finished Doodle Dice Monsters game tells a selfplay series beyond its winner.

Registered on ``GameInfo.extra["series_facts"]`` so ``python -m game selfplay`` can report the
length of the games (rounds, the longest) and how many were ended by the stalemate guard
rather than by one side running out of dice, without the series tool naming this game.

Why the guard is read from the counters and not from the outcome's sentence: ``flow.end_round``
updates ``quiet`` and ``idle`` before it checks them, so a game the guard ended is exactly one
whose final position has a counter at its limit; a sentence could be reworded.
"""

from __future__ import annotations

from engine.core import State
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import IDLE_ROUNDS, QUIET_ROUNDS


def series_facts(state: State) -> dict[str, int]:
    """``rounds`` played (the round the game ended in) and ``stalemate_guard`` (1 when the
    guard ended the game, else 0) of a finished game."""
    assert isinstance(state, DoodleState)
    guard = state.is_over and (state.quiet >= QUIET_ROUNDS or state.idle >= IDLE_ROUNDS)
    return {"rounds": state.round, "stalemate_guard": int(guard)}


__all__ = ["series_facts"]
