"""The weights of the Doodle Dice Monsters evaluation: the hand-set ones and those tuned by
self-play, as data.

Why apart from ``evaluation``: the weights are numbers a tool finds (``python -m game tune``),
recorded with the command and the figures that chose them, while ``evaluation`` is the code
that reads them. The greedy player (the fixed yardstick of every AI figure) keeps ``DEFAULT``;
the AI levels name a tuned set through their planner config (``evaluation="tuned"``).
"""

from __future__ import annotations

from engine.core import record


@record
class Weights:
    """What each thing on the table is worth to the evaluation (see ``evaluation``)."""

    pool: float = 1.0
    """Per side of a die in the reserve pool."""
    active: float = 1.1
    """Per side of a die in the active pool (ready to be sketched this round)."""
    life: float = 1.0
    """Per point of life left in a part."""
    attack: float = 1.0
    """Per point of expected damage a monster can deal in a turn."""
    spare: float = 0.15
    """Per point of a weapon the monster has no action for (a spare if another is lost)."""
    struggle: float = 0.8
    """How much of a weapon's damage a struggle's counts (once a round)."""
    shield: float = 0.35
    """Per side of a shield (blocks and soaks)."""
    nullifier: float = 0.35
    """Per side of a nullifier."""
    power: float = 2.0
    """A working core power."""
    monster: float = 2.0
    """Each monster in play: a body that acts every round."""
    breach: float = 0.0
    """A side whose blows get through the enemy's hardest blue armour (up to one point of
    damage a round counts): without a way through, a wall of blue cores cannot be beaten and the
    stalemate guard ends the game. Off in the hand-set weights (see ``NORMAL``)."""
    naming: float = 0.5
    """Strange dice: an unused naming of a big die, per point it would add to the die's average
    roll (the biggest big die of the side counts). Why a value: without one the AI named the
    first big roll it met, however little was at stake."""
    banish: float = 3.0
    """Strange dice: an unused d3 banishment while the side has a d3 in play or in its pools
    (it is spent when a monster is about to be hit hard)."""
    draft: float = 0.0
    """Draft dice: how much the draft plan counts (``rulesets.draft.plan``: sides still reachable, a
    die's worth beyond its sides, denial). Off in the hand-set weights: the greedy yardstick
    drafts the biggest die that fits."""
    avatar: float = 1.0
    """Avatars: how much an unused ability use counts, times its value
    (``rulesets.avatars.values``)."""
    horde: float = 1.4
    """Avatars: per point of a beast's horde's life (it shields cores, so more than a part's
    life: a horde of a big die is worth its sides in the pool)."""
    room: float = 1.0
    """Avatars: a free part place beyond the usual 5 (mutations, the beast's own body)."""
    glory: float = 4.0
    """Stratagems: an unused Glory (once a game) while the white stratagem stands. Why a value:
    without one the AI would call it at the first combat, however few heroic blows it had."""
    scale: float = 0.35
    """The difference in material, as a share of the budget, that reads as about 0.76."""


DEFAULT = Weights()
"""The hand-set weights: the game's own evaluation, which greedy players use."""

HARD = Weights(active=1.65, life=0.445, attack=0.667, struggle=0.533, monster=22.781, breach=8.0,
               draft=1.0)
"""Tuned by self-play (all but ``breach``, which is Normal's, see there); Hard judges with these.

The tuning run (``python -m game tune doodle-dice``, its command and every kept step's share in
``docs/balance.md``) moved monster, attack, life, active and struggle; a shield weight never
changed a choice, and nullifier, pool and spare keep their hand-set values. The whole set is
judged by the levels' own games (``engine.doodledice.AI_LEVELS``).

What it says about the game: a monster is worth far more than the sides of its dice. Every
monster acts every round, so the side with more bodies strikes more often, and the hand-set
weights let the AI trade whole monsters for a few points of life."""

NORMAL = Weights(monster=4.5, breach=8.0, draft=1.0)
"""Normal judges with the hand-set weights and the tuning's first two steps (a monster worth
4.5): clearly better than the greedy yardstick, and clearly below Hard, so that the levels
differ in judgement as well as in time.

``breach`` (Normal and Hard) was set by hand against stalemates, not tuned: a monster worth
4.5 made the AI build many core-only bodies, and against a lone blue d20 (5 off every blow at
its core) no struggle gets through, so games ended by the stalemate guard, one side unable to
hurt the other. ``breach=8`` leaves fewer such games (nearly all a lone blue d20 against
another) and Normal as strong against greedy (the series and their commands:
``docs/balance.md``)."""

TUNED_SETS: dict[str, Weights] = {"normal": NORMAL, "hard": HARD}
"""Weight sets tuned by self-play, by the name an AI level's ``evaluation`` gives."""

__all__ = ["DEFAULT", "HARD", "NORMAL", "TUNED_SETS", "Weights"]
