"""Are the tray's dice fair? A chi-square goodness-of-fit test against equal faces, in words.

The p-value is computed here (no SciPy in the app): the chi-square survival function is the
regularized upper incomplete gamma function ``Q(k/2, x/2)``, evaluated by its power series below
``a + 1`` and by Lentz's continued fraction above, the usual split that keeps both converging
fast. ``verdict`` turns counts into one plain sentence a player can act on: too few rolls (and
how many more are needed), fair, or uneven (p < 0.01), said honestly either way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

MIN_EXPECTED = 5
"""Rolls expected per face before the chi-square approximation is trusted (the textbook rule)."""
UNEVEN_BELOW = 0.01
"""p-values below this are reported as uneven dice."""
LUMPY_BELOW = 0.05
"""p-values below this (but not uneven) are reported as fair, with a word on the unevenness."""
_EPSILON = 1e-15
_TINY = 1e-300
_MAX_TERMS = 10_000


def regularized_gamma_q(a: float, x: float) -> float:
    """``Q(a, x) = Γ(a, x) / Γ(a)``, the regularized upper incomplete gamma function.

    ``a > 0``; ``x <= 0`` gives 1. Accurate to about 1e-14 over the range a dice test uses.
    """
    if a <= 0:
        raise ValueError("The shape of the gamma function must be positive.")
    if x <= 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:
        return max(0.0, 1.0 - math.exp(log_front) * _lower_series(a, x))
    return min(1.0, math.exp(log_front) * _upper_fraction(a, x))


def _lower_series(a: float, x: float) -> float:
    """Σ x^n / (a (a+1) ... (a+n)): P(a, x) without its front factor."""
    term = total = 1.0 / a
    denominator = a
    for _ in range(_MAX_TERMS):
        denominator += 1
        term *= x / denominator
        total += term
        if abs(term) < abs(total) * _EPSILON:
            break
    return total


def _upper_fraction(a: float, x: float) -> float:
    """The continued fraction for Q(a, x) without its front factor (modified Lentz)."""
    b = x + 1 - a
    c = 1 / _TINY
    d = 1 / b
    h = d
    for i in range(1, _MAX_TERMS):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = _TINY if abs(d) < _TINY else d
        c = b + an / c
        c = _TINY if abs(c) < _TINY else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < _EPSILON:
            break
    return h


def chi2_sf(statistic: float, dof: int) -> float:
    """P(X >= statistic) for a chi-square variable with ``dof`` degrees of freedom."""
    if dof < 1:
        raise ValueError("A chi-square test needs at least one degree of freedom.")
    return regularized_gamma_q(dof / 2, statistic / 2)


def chi_square_uniform(counts: Sequence[int]) -> tuple[float, int, float]:
    """(statistic, degrees of freedom, p-value) of ``counts`` against equally likely faces."""
    sides = len(counts)
    total = sum(counts)
    if sides < 2 or total <= 0:
        raise ValueError("The test needs at least two faces and one roll.")
    expected = total / sides
    statistic = sum((count - expected) ** 2 for count in counts) / expected
    return statistic, sides - 1, chi2_sf(statistic, sides - 1)


def rolls_needed(sides: int) -> int:
    """Rolls of one die kind before the test says anything (``MIN_EXPECTED`` per face)."""
    return MIN_EXPECTED * sides


def format_p(p: float) -> str:
    """A p-value as a person reads it: two decimals, one significant digit when small."""
    if p < 0.001:
        return "< 0.001"
    if p < 0.01:
        return f"= {p:.3f}"
    if p >= 0.995:
        return "> 0.99"
    return f"= {p:.2f}"


@dataclass(frozen=True)
class Verdict:
    """What the test says about one die kind."""

    kind: str
    """``none``, ``too-few``, ``fair``, ``lumpy`` (fair, 0.01 <= p < 0.05) or ``uneven``."""
    sentence: str
    rolls: int
    p: float | None = None
    more_needed: int = 0


def _plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def verdict(name: str, counts: Sequence[int]) -> Verdict:
    """The plain-words result for the faces ``counts`` of dice called ``name`` ("d8")."""
    sides = len(counts)
    rolls = sum(counts)
    if rolls == 0:
        return Verdict("none", f"No {name} has been rolled yet.", 0)
    needed = rolls_needed(sides)
    if rolls < needed:
        more = needed - rolls
        return Verdict("too-few", f"{_plural(rolls, name + ' roll')} so far: "
                                  f"{_plural(more, 'more roll')} before the test can tell "
                                  "fair dice from uneven ones.", rolls, more_needed=more)
    _, _, p = chi_square_uniform(counts)
    over = f"over {_plural(rolls, 'roll')}"
    if p >= LUMPY_BELOW:
        return Verdict("fair", f"These {name}s look fair: p {format_p(p)} {over}.", rolls, p)
    if p >= UNEVEN_BELOW:
        times = max(1, round(p * 100))
        return Verdict("lumpy", f"These {name}s look fair: p {format_p(p)} {over}. A little "
                                f"uneven, but fair dice land this unevenly {times} times in "
                                "100.", rolls, p)
    high = max(range(sides), key=lambda face: counts[face])
    low = min(range(sides), key=lambda face: counts[face])
    expected = rolls / sides
    odds = "1,000" if p < 0.001 else "100"
    return Verdict("uneven", f"These {name}s look uneven: p {format_p(p)} {over}. Fair dice "
                             f"land this unevenly less than once in {odds} tries. Face "
                             f"{high + 1} came up {counts[high]:,} times and face {low + 1} "
                             f"{counts[low]:,}, where {expected:,.0f} each was expected.",
                   rolls, p)


__all__ = ["MIN_EXPECTED", "UNEVEN_BELOW", "Verdict", "chi2_sf", "chi_square_uniform",
           "format_p", "regularized_gamma_q", "rolls_needed", "verdict"]
