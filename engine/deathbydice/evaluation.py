"""A cheap heuristic value of a Death by Dice position, for the greedy player and searches.

Why this shape: the game is won on the standing total when combat ends, so the core is the
difference between a seat's total (its side's, in Bosses & Minions) and the best rival's, with
each standing die also worth a little for the attacks it can still make. Games already won in a
match count on top. Scores are squashed into (-1, 1) with tanh; during the secret set-up the
position is even (nobody's placement changes a total).
"""

from __future__ import annotations

import math

import engine.deathbydice.combat as combat
from engine.core import State
from engine.deathbydice.model import BOSSES, COMBAT
from engine.deathbydice.state import DeathByDiceState

SCALE = 14.0
"""Points of total difference that make a clearly won position (tanh(1) ~ 0.76)."""
DIE_WORTH = 1.5
"""Extra worth of every standing die (it can still attack, assist and defend)."""
GAME_WORTH = 1.2
"""Worth of a game already won in a best-of-three, in tanh units."""


def side_scores(st: DeathByDiceState) -> list[float]:
    """Material per seat's side: standing total plus a little per standing die."""
    scores = [0.0] * st.num_seats
    for f in st.fighters:
        scores[f.seat] += f.total + DIE_WORTH * sum(1 for v in f.values if v)
    if st.scenario == BOSSES:
        heroes = sum(scores[1:])
        return [scores[0]] + [heroes] * (st.num_seats - 1)
    return scores


def evaluate(state: State, seat: int) -> float:
    assert isinstance(state, DeathByDiceState)
    st = state
    wins = _side_wins(st)
    match = GAME_WORTH * (wins[seat] - max(w for s, w in enumerate(wins) if _rival(st, s, seat)))
    if st.phase != COMBAT:
        return math.tanh(match)
    scores = side_scores(st)
    rival = max(v for s, v in enumerate(scores) if _rival(st, s, seat))
    return math.tanh(match + (scores[seat] - rival) / SCALE)


def _rival(st: DeathByDiceState, other: int, seat: int) -> bool:
    if st.scenario == BOSSES:
        return (other == 0) != (seat == 0)
    return other != seat


def _side_wins(st: DeathByDiceState) -> list[int]:
    wins = list(st.wins())
    if st.scenario == BOSSES and st.num_seats > 1:
        hero = wins[1]
        wins = [wins[0]] + [hero] * (st.num_seats - 1)
    return wins


evaluate.zero_sum = True  # type: ignore[attr-defined]  # a mark the search reads off the function
"""Antisymmetric for two seats: ``evaluate(s, 1) == -evaluate(s, 0)``."""

__all__ = ["combat", "evaluate", "side_scores"]
