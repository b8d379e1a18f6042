"""Exact fight odds in Dice Demons: sums of up to three d6 are enumerated once and cached, so
the UI can show the chances before the dice are thrown and the rules can skip rolls whose result
is certain. Pure numbers: nothing here reads a state.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache


@cache
def sum_counts(n: int) -> tuple[int, ...]:
    """How many ways ``n`` d6 make each total (index = total)."""
    counts = [1]
    for _ in range(n):
        nxt = [0] * (len(counts) + 6)
        for total, ways in enumerate(counts):
            if ways:
                for face in range(1, 7):
                    nxt[total + face] += ways
        counts = nxt
    return tuple(counts)


@cache
def beat_chance(a_dice: int, b_dice: int) -> tuple[Fraction, Fraction]:
    """(P(a's total > b's), P(a's total == b's)) for ``a_dice`` d6 against ``b_dice`` d6."""
    ca, cb = sum_counts(a_dice), sum_counts(b_dice)
    total = 6 ** (a_dice + b_dice)
    greater = equal = 0
    for x, wa in enumerate(ca):
        if not wa:
            continue
        for y, wb in enumerate(cb):
            if wb:
                if x > y:
                    greater += wa * wb
                elif x == y:
                    equal += wa * wb
    return Fraction(greater, total), Fraction(equal, total)


def win_chance(a_dice: int, b_dice: int, a_monster: bool, b_monster: bool) -> Fraction:
    """Exact chance that attacker ``a`` beats defender ``b``.

    Monster against player: the monster wins ties. Player against player: ties are rerolled
    until someone wins, and if neither holds a die the attacker wins.
    """
    if a_monster or b_monster:
        if a_monster:
            win, tie = beat_chance(a_dice, b_dice)
            return win + tie
        win, _ = beat_chance(a_dice, b_dice)
        return win
    if a_dice == 0 and b_dice == 0:
        return Fraction(1)
    win, tie = beat_chance(a_dice, b_dice)
    return win / (1 - tie)


@cache
def win_odds(a_dice: int, b_dice: int, a_monster: bool, b_monster: bool) -> float:
    """``win_chance`` as a float, worked out once per matchup: what the evaluation weighs
    (it asks at every position the planners reach)."""
    return float(win_chance(a_dice, b_dice, a_monster, b_monster))
