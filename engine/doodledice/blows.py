"""What a blow is worth to the AI: a weapon's expected damage through a reduction.

Why apart from ``evaluation``: the rule sets that value monsters their own way (avatars) count
blows the same way, and sit below the evaluation, which asks them."""

from __future__ import annotations

import functools

NO_TWEAK: tuple[str, int, int, bool, bool] = ("", 0, 0, False, False)
"""A monster's value as no rule set changes it (``RuleSet.value_tweak``)."""


def blow(sides: int, bonus: int, top: bool) -> float:
    """A weapon's expected damage through a reduction: its top face when it is fixed to show
    it, else the mean over its faces. Every monster valuation uses it, so a rule set's change
    to a blow counts the same in each."""
    return max(0, sides + bonus) if top else mean_through(sides, bonus)


@functools.cache
def mean_through(sides: int, bonus: int) -> float:
    """The mean of max(0, face + bonus) over the faces of a die: a blow's damage that gets
    through a reduction (a negative bonus)."""
    return sum(max(0, face + bonus) for face in range(1, sides + 1)) / sides


__all__ = ["NO_TWEAK", "blow", "mean_through"]
