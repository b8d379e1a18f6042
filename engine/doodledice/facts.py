"""What the tools read about a Doodle Dice Monsters game: the facts of a finished game for a
selfplay series, and the phase a decision belongs to for ``bench``.

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


def decision_phase(state: State) -> str:
    """The phase a decision is made in ("forces", "gather", "sketch", "combat"), registered as
    ``GameInfo.extra["decision_phase"]`` so ``bench`` times Normal's combat decisions and whole
    sketching turns apart."""
    assert isinstance(state, DoodleState)
    return state.phase.name.lower()


__all__ = ["decision_phase", "series_facts"]
