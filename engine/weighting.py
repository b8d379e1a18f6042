"""Evaluations read from a weight set: the one wrapper every game with tuned weights shares.

Why a module of its own: a game whose evaluation keeps its numbers as weights (``weights.py``
beside its ``evaluation.py``, registered as ``GameInfo.tuning``) writes one function,
``weighted(state, seat, weights)``; the AI, the tuning tool and the hints want a plain
``(state, seat)`` evaluation for a given set, marked zero-sum as the search expects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import State

Weighted = Callable[[State, int, Any], float]
"""A game's evaluation with its weights as the third argument."""


def weighted_evaluation(weighted: Weighted, weights: Any) -> Callable[[State, int], float]:
    """``weighted`` with ``weights`` fixed, as a function of (state, seat). Marked ``zero_sum``:
    with two seats every game's score is antisymmetric, and the search only uses the mark
    then."""
    def evaluation(state: State, seat: int) -> float:
        return weighted(state, seat, weights)

    evaluation.zero_sum = True  # type: ignore[attr-defined]  # a mark the search reads
    return evaluation


__all__ = ["Weighted", "weighted_evaluation"]
