"""The weights of the Dice Demons evaluation: the hand-set ones and any tuned by self-play, as
data.

Why apart from ``evaluation``: the weights are numbers a tool finds (``python -m game tune
dice-demons``), recorded with the command and the figures that chose them, while
``evaluation`` is the code that reads them. The greedy player (the fixed yardstick of every AI
figure) keeps ``DEFAULT``.
"""

from __future__ import annotations

from engine.core import record


@record
class Weights:
    """What each step along the road to victory is worth to the evaluation."""

    die: float = 1.0
    """Each die held: health, fighting power and part of the win condition."""
    trinket: float = 2.5
    """A trinket held (only two exist, and only a fight wins one)."""
    home: float = 2.0
    """Closing in on the island with a trinket (scaled by the dice held)."""
    hunt: float = 0.6
    """Closing in on prey with three dice."""
    gather: float = 0.4
    """Closing in on a pickup while dice are missing."""
    wall: float = 0.1
    """Each wall held."""
    threat: float = 0.6
    """Share of an exposure counted: the mover will not always take the chance."""
    scale: float = 4.0
    """The lead in progress that reads as about 0.76."""


DEFAULT = Weights()
"""The hand-set weights: the game's own evaluation, which greedy players use."""

TUNED_SETS: dict[str, Weights] = {}
"""Weight sets tuned by self-play, by the name an AI level's ``evaluation`` gives (none yet)."""

__all__ = ["DEFAULT", "TUNED_SETS", "Weights"]
