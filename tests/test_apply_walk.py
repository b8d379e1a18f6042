"""The apply-walk measure (``python -m game.cli.apply_walk``) counts what it says."""

from __future__ import annotations

from engine.deathbydice import new_game
from game.cli.apply_walk import count_returns, walk


def test_a_walk_back_into_a_file_already_left_counts_once_per_return() -> None:
    st = new_game({})
    assert count_returns(lambda: None) == 0
    # state -> core (legal_actions) -> rules -> back in core: at least one return
    assert count_returns(lambda: st._replace().legal_actions()) >= 1


def test_walk_reports_a_figure_per_game() -> None:
    first, mean, most = walk("death-by-dice", moves=6, seed=1)
    assert 0 <= first <= most and 0 <= mean <= most
