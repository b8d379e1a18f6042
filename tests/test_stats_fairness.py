"""The chi-square p-value computed in ``game.fairness`` against known values, and its verdicts."""

from __future__ import annotations

import math

import pytest

from game.fairness import (
    chi2_sf,
    chi_square_uniform,
    format_p,
    regularized_gamma_q,
    rolls_needed,
    verdict,
)

# (statistic, degrees of freedom, upper tail): textbook critical values of the chi-square table.
CRITICAL = [
    (3.841459, 1, 0.05), (6.634897, 1, 0.01), (10.827566, 1, 0.001),
    (7.814728, 3, 0.05), (11.344867, 3, 0.01),
    (11.070498, 5, 0.05), (15.086272, 5, 0.01), (20.515006, 5, 0.001),
    (14.067140, 7, 0.05), (18.475307, 7, 0.01),
    (16.918978, 9, 0.05), (21.665994, 9, 0.01),
    (19.675138, 11, 0.05), (24.724970, 11, 0.01),
    (30.143527, 19, 0.05), (36.190869, 19, 0.01), (43.820196, 19, 0.001),
    (4.351460, 5, 0.5), (18.337699, 19, 0.5), (1.145476, 5, 0.95),
]


@pytest.mark.parametrize(("statistic", "dof", "tail"), CRITICAL)
def test_chi2_sf_matches_the_table(statistic, dof, tail):
    # The table's statistics are rounded to about 7 digits, hence the tolerance; the closed
    # forms below check the function itself far more tightly.
    assert chi2_sf(statistic, dof) == pytest.approx(tail, rel=2e-5)


def _even_dof_tail(x: float, dof: int) -> float:
    """Closed form for even degrees of freedom: e^(-x/2) Σ_{i<k} (x/2)^i / i!, k = dof/2."""
    half = x / 2
    return math.exp(-half) * sum(half**i / math.factorial(i) for i in range(dof // 2))


@pytest.mark.parametrize("dof", [2, 4, 10, 20, 40])
@pytest.mark.parametrize("x", [0.01, 0.5, 1.0, 3.0, 7.5, 12.0, 19.0, 25.0, 40.0, 80.0, 150.0])
def test_chi2_sf_matches_the_closed_form_for_even_dof(x, dof):
    # Both sides of the series / continued fraction switch (x/2 < dof/2 + 1) are covered.
    assert chi2_sf(x, dof) == pytest.approx(_even_dof_tail(x, dof), rel=1e-10, abs=1e-300)


@pytest.mark.parametrize("x", [0.001, 0.1, 0.5, 1.0, 2.0, 5.0, 9.0, 20.0, 50.0])
def test_one_degree_of_freedom_is_erfc(x):
    assert chi2_sf(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-10)


def test_regularized_gamma_edges():
    assert regularized_gamma_q(3.0, 0.0) == 1.0
    assert regularized_gamma_q(1.0, 2.0) == pytest.approx(math.exp(-2.0))
    assert regularized_gamma_q(0.5, 4.0) == pytest.approx(math.erfc(2.0))
    assert 0.0 <= chi2_sf(5000.0, 5) < 1e-100
    with pytest.raises(ValueError):
        regularized_gamma_q(0.0, 1.0)
    with pytest.raises(ValueError):
        chi2_sf(1.0, 0)


def test_chi_square_statistic_of_counts():
    statistic, dof, p = chi_square_uniform([10, 10, 10, 10, 10, 10])
    assert (statistic, dof, p) == (0.0, 5, 1.0)
    statistic, dof, p = chi_square_uniform([20, 10, 10, 10, 10, 0])
    assert statistic == pytest.approx(20.0)  # (100 + 0*4 + 100) / 10
    assert p == pytest.approx(chi2_sf(20.0, 5))


def test_too_few_rolls_says_how_many_more_are_needed():
    result = verdict("d8", [4, 3, 1, 0, 0, 0, 2, 2])
    assert result.kind == "too-few"
    assert result.more_needed == rolls_needed(8) - 12 == 28
    assert "12 d8 rolls so far" in result.sentence and "28 more rolls" in result.sentence


def test_fair_dice_are_called_fair_with_p_and_rolls():
    result = verdict("d8", [40, 38, 41, 39, 40, 44, 37, 33])
    assert result.kind == "fair"
    assert result.sentence == f"These d8s look fair: p {format_p(result.p)} over 312 rolls."
    assert result.sentence.startswith("These d8s look fair: p = 0.")


def test_slightly_uneven_dice_are_still_fair_said_honestly():
    counts = [68, 38, 50, 50, 55, 39]  # chi-square 12.28 over 5 degrees: p = 0.031
    result = verdict("d6", counts)
    assert 0.01 <= result.p < 0.05
    assert result.kind == "lumpy"
    assert "look fair" in result.sentence and "times in 100" in result.sentence


def test_uneven_dice_are_called_uneven():
    result = verdict("d6", [800, 400, 500, 500, 550, 450])
    assert result.kind == "uneven" and result.p < 0.001
    assert result.sentence.startswith("These d6s look uneven: p < 0.001 over 3,200 rolls.")
    assert "Face 1 came up 800 times" in result.sentence


def test_nothing_rolled():
    assert verdict("d12", [0] * 12).kind == "none"


def test_p_value_wording():
    assert format_p(0.4123) == "= 0.41"
    assert format_p(0.0042) == "= 0.004"
    assert format_p(0.0004) == "< 0.001"
    assert format_p(0.999) == "> 0.99"
