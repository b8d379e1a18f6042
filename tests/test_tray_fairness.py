"""Fairness of the physical dice: thousands of headless throws, a chi-square test per die kind.

Seeds are fixed, so the statistics (and the test's verdict) are the same on every run. A p-value
below 0.001 would mean a face comes up measurably more often than the others.
"""

from __future__ import annotations

import math
from collections import Counter

import pytest

from engine.core import DieSpec, RollRequest
from game.tray import DiceTray, quick_roll

BATCHES = (1, 3, 5, 8, 12, 20, 33)
"""Varied throw sizes: a lone die, a handful, a crowded tray."""
P_MIN = 0.001
SYMBOLS = DieSpec(faces=("Head", "Arm", "Leg", "Body", "Tail", "Wing"), kind="body")


def chi2_sf(statistic: float, dof: int) -> float:
    """P(X >= statistic) for chi-square with ``dof`` degrees of freedom (regularized upper
    incomplete gamma; series below the mean, continued fraction above, as in Numerical Recipes)."""
    s, x = dof / 2, statistic / 2
    if x <= 0:
        return 1.0
    log_front = s * math.log(x) - x - math.lgamma(s)
    if x < s + 1:
        term = total = 1 / s
        a = s
        for _ in range(500):
            a += 1
            term *= x / a
            total += term
            if term < total * 1e-15:
                break
        return 1 - math.exp(log_front) * total
    b = x + 1 - s
    c = 1 / 1e-300
    d = 1 / b
    h = d
    for i in range(1, 500):
        an = -i * (i - s)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1 / d
        h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return math.exp(log_front) * h


def test_chi2_sf_matches_known_values() -> None:
    assert chi2_sf(11.0705, 5) == pytest.approx(0.05, abs=1e-4)
    assert chi2_sf(20.515, 5) == pytest.approx(0.001, abs=1e-5)
    assert chi2_sf(3.0, 2) == pytest.approx(math.exp(-1.5), rel=1e-9)
    assert chi2_sf(30.1435, 19) == pytest.approx(0.05, abs=1e-4)


def chi2_p(values: list, faces: tuple) -> float:
    counts = Counter(values)
    assert set(counts) <= set(faces)
    expected = len(values) / len(faces)
    statistic = sum((counts[f] - expected) ** 2 / expected for f in faces)
    return chi2_sf(statistic, len(faces) - 1)


def throw_many(spec: DieSpec, total: int, first_seed: int) -> tuple[list, list, list]:
    """Results, starting faces and tip counts of ``total`` dice thrown in batches of varied size."""
    results: list = []
    starts: list = []
    tips: list = []
    seed = first_seed
    while len(results) < total:
        size = min(BATCHES[seed % len(BATCHES)], total - len(results))
        tray = DiceTray(700, 400, record_collisions=False)
        tray.throw(RollRequest(dice=(spec,) * size, reason="fairness"), seed)
        tray.run_to_rest()
        results += tray.result().values
        starts += tray.first_faces()
        tips += tray.tip_counts()
        seed += 1
    return results, starts, tips


def test_d6_is_fair_and_its_dice_really_tumble() -> None:
    """The result comes from rolling, not from the random starting face. (One test for both:
    the 3,000 throws are the file's longest work, and tests of one file may run in two
    processes.)"""
    results, starts, tips = throw_many(DieSpec.d(6), 3000, first_seed=1000)
    assert len(results) == 3000
    assert chi2_p(results, (1, 2, 3, 4, 5, 6)) > P_MIN
    changed = sum(a != b for a, b in zip(results, starts, strict=True)) / len(results)
    assert changed > 0.6, f"only {changed:.0%} of dice changed face"
    assert sum(tips) / len(tips) >= 2.5
    assert sum(t > 0 for t in tips) / len(tips) > 0.9


def test_symbol_die_is_fair() -> None:
    results, _, _ = throw_many(SYMBOLS, 3000, first_seed=5000)
    assert chi2_p(results, SYMBOLS.faces) > P_MIN


@pytest.mark.parametrize("sides", [4, 8, 10, 12, 20])
def test_other_solids_are_fair(sides: int) -> None:
    spec = DieSpec.d(sides)
    results, starts, _ = throw_many(spec, 60 * sides, first_seed=9000 + sides)
    assert chi2_p(results, spec.faces) > P_MIN
    assert sum(a != b for a, b in zip(results, starts, strict=True)) > 0.5 * len(results)


STRANGE = {
    "d3": (DieSpec(faces=(1, 2, 3, 1, 2, 3), kind="d3"), 900),
    "d5": (DieSpec(faces=(1, 2, 3, 4, 5), kind="d5"), 400),
    "d7": (DieSpec(faces=(1, 2, 3, 4, 5, 6, 7), kind="d7"), 490),
}
"""The strange dice, each with its throws: a d3 over its 3 numbers, the long d5 and d7 at 80
and 70 a face (the other solids get 60)."""


@pytest.mark.parametrize("kind", sorted(STRANGE))
def test_strange_dice_are_fair(kind: str) -> None:
    spec, total = STRANGE[kind]
    results, starts, tips = throw_many(spec, total, first_seed=7000 + 100 * len(spec.faces))
    numbers = tuple(sorted(set(spec.faces)))
    assert chi2_p(results, numbers) > P_MIN
    assert sum(a != b for a, b in zip(results, starts, strict=True)) > 0.5 * len(results)
    assert sum(t > 0 for t in tips) / len(tips) > 0.8, "long dice roll, not only slide"


def test_seeds_decide_and_reproduce() -> None:
    request = RollRequest(dice=(DieSpec.d(6),) * 10, reason="seeds")
    first = [quick_roll(request, seed) for seed in range(20)]
    again = [quick_roll(request, seed) for seed in range(20)]
    assert first == again
    assert len({r.values for r in first}) == 20
