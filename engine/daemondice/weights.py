"""The weights of the Daemon Dice evaluation: the hand-set ones and any tuned by self-play, as
data.

Why apart from ``evaluation``: the weights are numbers a tool finds (``python -m game tune
daemon-dice``), recorded with the command and the figures that chose them, while
``evaluation`` is the code that reads them. The greedy player (the fixed yardstick of every AI
figure) keeps ``DEFAULT``. The tables by part and by defence need (``PART_WORTH``,
``HIT_CHANCE``) stay in ``evaluation``: they were measured, not guessed.
"""

from __future__ import annotations

from engine.core import record


@record
class Weights:
    """What each thing in a battle is worth to the evaluation, in healthy dice."""

    stunned: float = 0.5
    """Share of a die's worth a stunned die keeps (it can come back)."""
    grabbed: float = 0.55
    """Share a die held by an enemy Tentacle keeps."""
    holding: float = 0.85
    """Share a Tentacle holding on keeps."""
    stun_harm: float = 0.5
    """What a stun costs."""
    wound_harm: float = 1.0
    """What a wound costs."""
    aimed: float = 1.25
    """How much more damage the attacker places hurts."""
    minus_cost: float = 0.15
    """A die that cannot be rolled next turn."""
    aimed_minus_cost: float = 0.2
    """A minus the attacker places."""
    to_roll: float = 0.13
    """A die still to be rolled this turn (what its face is worth on average)."""
    plus_face: float = 0.12
    """A rolled Plus not used yet."""
    tentacle_face: float = 0.3
    """A rolled Tentacle before the grab step."""
    brain_face: float = 0.1
    """A rolled Brain not used yet."""
    spike_face: float = 0.25
    """A rolled Spike not used yet."""
    slip: float = 0.05
    """Chance an attack the defender has the dice to stop still gets through."""
    scale_per_die: float = 0.25
    """The lead, per die in the battle, that reads as about 0.76."""


DEFAULT = Weights()
"""The hand-set weights: the game's own evaluation, which greedy players use."""

TUNED_SETS: dict[str, Weights] = {}
"""Weight sets tuned by self-play, by the name an AI level's ``evaluation`` gives (none yet)."""

__all__ = ["DEFAULT", "TUNED_SETS", "Weights"]
