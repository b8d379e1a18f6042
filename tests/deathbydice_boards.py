"""Test-only character boards for Death by Dice rule scenarios.

Why: the roster is tuned by self-play, so rule tests must not depend on its numbers. These boards
are added to the roster table only for the duration of a test (see ``use_test_boards``).
"""

from __future__ import annotations

import pytest

from engine.deathbydice import roster
from engine.deathbydice.model import BOSS, HERO, MINION, WHITE, Board

W = WHITE
# Strength+Agility linked red, Fortitude+Conniving linked blue, Smarts and Luck white.
PLAIN = Board("t_plain", "Plain Jane", "A test dummy.", HERO, (6, 6, 6, 6, 6, 6),
              ("red", "red", "blue", W, "blue", W), (), 0)
# Strength, Agility, Fortitude, Smarts all red: four linked dice.
QUAD = Board("t_quad", "Quad", "Four linked dice.", HERO, (6, 6, 6, 6, 0, 0),
             ("red", "red", "red", "red", W, W), (), 0)
# A lonely die: only Smarts (white) and nothing around it.
LONER = Board("t_loner", "Loner", "One die, no friends.", HERO, (0, 0, 0, 6, 0, 0),
              (W, W, W, W, W, W), (), 0)
TBOSS = Board("t_boss", "Test Boss", "Big.", BOSS, (8, 8, 8, 8, 8, 8),
              ("red", W, "red", W, W, W), (), 0)
TMINION = Board("t_minion", "Test Minion", "Small.", MINION, (6, 6, 0, 0, 0, 0),
                ("red", "red", W, W, W, W), (), 0)

TEST_BOARDS = (PLAIN, QUAD, LONER, TBOSS, TMINION)


def special_board(special: str) -> Board:
    """PLAIN with one special ability."""
    return Board(f"t_{special}", f"Test {special}", "A test dummy.", HERO, PLAIN.sizes,
                 PLAIN.colours, (special,), 0)


@pytest.fixture
def test_boards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Put the test boards (and one PLAIN board per special) into the roster table."""
    from engine.deathbydice.model import SPECIALS

    for b in (*TEST_BOARDS, *(special_board(s) for s in SPECIALS)):
        monkeypatch.setitem(roster.BOARDS, b.key, b)
