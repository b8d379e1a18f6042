"""Answering a ``RollRequest`` without physics: for the AI, tests, selfplay and quick checks."""

from __future__ import annotations

import random

from engine.core import Roll, RollRequest


def roll(request: RollRequest, rng: random.Random) -> Roll:
    """Throw every die of ``request`` fairly with ``rng``."""
    return Roll(values=tuple(rng.choice(die.faces) for die in request.dice))
