"""Exact odds of an attack: every way the attacking dice can fall, grouped by what it costs.

Why exact: the board shows the chance to win before a player commits, and the AI plans with the
same numbers (no sampling noise). One die is a simple count; linked dice are enumerated face by
face (at most a few tens of thousands of throws for four big dice) and the summary is cached by
die sizes, the roll needed and whether doubles are forgiven on a win, so each shape is worked out
once per process.

Discards that the attacker chooses (the loss die, two dice out of three or more equal ones) are
counted with the choice a sensible player makes: give up the lowest new value, and of equal
values the smaller die.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import product

import engine.deathbydice.combat as combat
from engine.core import Action, record
from engine.deathbydice.model import COMPLEX, LUCKY_DOUBLES, Fighter
from engine.deathbydice.roster import BOARDS


@record
class Outcome:
    """One class of results: won or not, which attacking dice (positions in the attack's dice)
    are discarded, its probability and the mean sum of the attacking dice left standing."""

    won: bool
    discarded: tuple[int, ...]
    probability: float
    kept_mean: float


@record
class Odds:
    """The exact odds of one attack against one declared defence."""

    win: float
    outcomes: tuple[Outcome, ...]
    need: int
    """The smallest roll of the attacking dice (before bonuses) that wins."""

    @property
    def expected_lost_dice(self) -> float:
        return sum(o.probability * len(o.discarded) for o in self.outcomes)


def doubles_discards(values: Sequence[int], sizes: Sequence[int]) -> tuple[list[int],
                                                                            list[list[int]]]:
    """(positions discarded for pairs, groups of three or more equal dice still to choose from).

    Every value shown by exactly two dice discards both; a value shown by three or more asks
    the attacker to pick two of them.
    """
    by_value: dict[int, list[int]] = {}
    for pos, v in enumerate(values):
        by_value.setdefault(v, []).append(pos)
    pairs: list[int] = []
    choices: list[list[int]] = []
    for positions in by_value.values():
        if len(positions) == 2:
            pairs += positions
        elif len(positions) > 2:
            choices.append(positions)
    return pairs, choices


def sensible_pick(candidates: Sequence[int], values: Sequence[int], sizes: Sequence[int],
                  count: int) -> list[int]:
    """The ``count`` dice a sensible attacker gives up: lowest value first, then smaller die."""
    return sorted(candidates, key=lambda p: (values[p], sizes[p], p))[:count]


@lru_cache(maxsize=4096)
def _table(sizes: tuple[int, ...], need: int, is_complex: bool, lucky: bool
           ) -> tuple[float, tuple[Outcome, ...]]:
    if not is_complex:
        size = sizes[0]
        wins = [v for v in range(1, size + 1) if v >= need]
        losses = [v for v in range(1, size + 1) if v < need]
        out = []
        if wins:
            out.append(Outcome(True, (), len(wins) / size, sum(wins) / len(wins)))
        if losses:
            out.append(Outcome(False, (), len(losses) / size, sum(losses) / len(losses)))
        return len(wins) / size, tuple(out)
    weight = 1.0
    for s in sizes:
        weight /= s
    groups: dict[tuple[bool, tuple[int, ...]], list[float]] = {}
    for values in product(*(range(1, s + 1) for s in sizes)):
        won = sum(values) >= need
        discarded = doubles_after(values, sizes, won, lucky)
        key = (won, tuple(sorted(discarded)))
        kept = sum(v for p, v in enumerate(values) if p not in discarded)
        slot = groups.setdefault(key, [0.0, 0.0])
        slot[0] += weight
        slot[1] += weight * kept
    outcomes = tuple(Outcome(won, disc, p, s / p)
                     for (won, disc), (p, s) in sorted(groups.items()))
    win = sum(o.probability for o in outcomes if o.won)
    return win, outcomes


def doubles_after(values: Sequence[int], sizes: Sequence[int], won: bool, lucky: bool
                  ) -> list[int]:
    """Positions a complex attack discards with sensible choices (doubles, then the loss die)."""
    discarded: list[int] = []
    if not (won and lucky):
        pairs, choices = doubles_discards(values, sizes)
        discarded += pairs
        for group in choices:
            discarded += sensible_pick(group, values, sizes, 2)
    if not won:
        rest = [p for p in range(len(values)) if p not in discarded]
        if rest:
            discarded += sensible_pick(rest, values, sizes, 1)
    return discarded


def roll_odds(sizes: tuple[int, ...], need: int, is_complex: bool, lucky: bool = False) -> Odds:
    """Exact odds for dice of ``sizes`` needing a roll of at least ``need``."""
    return _odds(tuple(sizes), need, is_complex, lucky)


@lru_cache(maxsize=4096)
def _odds(sizes: tuple[int, ...], need: int, is_complex: bool, lucky: bool) -> Odds:
    """``roll_odds`` made once per throw (the planners and the judge ask for the same few
    throws tens of thousands of times; an ``Odds`` never changes)."""
    win, outcomes = _table(sizes, need, is_complex, lucky)
    return Odds(win, outcomes, need)


def attack_odds(fighters: Sequence[Fighter], attacker: int, attack: Action,
                defence: Action) -> Odds:
    """The exact odds of ``attack`` by fighter ``attacker`` if the defender declares ``defence``
    (the board shows these before a choice; the AI plans with them)."""
    kind, dice, _assistant, target, ability = combat.attack_parts(attack)
    me = fighters[attacker]
    them = fighters[target]
    dkind, helpers = combat.defence_parts(defence)
    value = combat.defence_value(them, ability, dkind, helpers)
    need = combat.needed(me, them, kind, value)
    board = BOARDS[me.board]
    sizes = tuple(board.sizes[a] for a in dice)
    return roll_odds(sizes, need, kind == COMPLEX, board.has(LUCKY_DOUBLES))
