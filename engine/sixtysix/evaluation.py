"""A cheap heuristic value of a 66d6 position, for the greedy player and the AI's search.

It reads the position in one pass over the minions and sums what a keen player weighs: army size
and strength, slaughter threats on an undefended first row (both ways), cowardice closing in, and
the best fight the side to act could start now. The raw score is squashed into (-1, 1) with tanh,
finished games score exactly 1, 0 or -1.
"""

from __future__ import annotations

import math

from engine.core import State
from engine.sixtysix.board import HOME
from engine.sixtysix.model import Phase
from engine.sixtysix.state import SixtySixState
from engine.sixtysix.tables import ATTACK_TABLE, DEFENCE_TABLE, Result

W_MINION = 1.0  # each minion alive
W_VALUE = 0.06  # each pip of strength (high dice attack and slaughter well)
W_ADVANCE = 0.03  # each row a field minion has advanced towards the enemy
W_THREAT = 0.45  # each enemy minion an unopposed slaughterer could kill
W_THREAT_NOW = 0.8  # ... when that slaughterer's side is the one acting now
W_GUARD = 0.25  # each own first-row field left without a guard
W_COWARD = 2.5  # per step of cowardice danger (see below)
W_FIGHT = 0.6  # the best fight available to the acting side
SCALE = 12.0  # raw score for which the result is tanh(1) ~ 0.76

RESULT_WORTH = {
    Result.VICTORY: 1.0,
    Result.EVADE: 0.6,
    Result.REVIVE: 0.45,
    Result.RETREAT: 0.25,
    Result.DEATH: -1.0,
    Result.DEFECT: -2.0,  # lost to us and gained by them
}
"""How good each battle result is for the minion's owner."""

# Attacker's gain for each sum: its result's worth minus the defender's.
_GAIN = tuple(
    0.0 if a is None or d is None else RESULT_WORTH[a] - RESULT_WORTH[d]
    for a, d in zip(ATTACK_TABLE, DEFENCE_TABLE, strict=True)
)


def evaluate(state: State, seat: int) -> float:
    """Value of ``state`` for ``seat`` in [-1, 1] (1 = won)."""
    assert isinstance(state, SixtySixState)
    out = state.outcome()
    if out is not None:
        if not out.winners:
            return 0.0
        return 1.0 if seat in out.winners else -1.0
    if state.phase is Phase.SETUP_ROLL:
        return 0.0
    board = state.board
    rows = board.rows
    fields, _, total = state._occ()
    raw = [0.0, 0.0]
    threat = [0.0, 0.0]
    contested: dict[int, list[list[int]]] = {}
    for m in state.minions:
        side = m.side
        raw[side] += W_MINION + W_VALUE * m.value
        p = m.place
        if p == HOME:
            continue
        row = board.row(p)
        raw[side] += W_ADVANCE * (row if side == 0 else rows - 1 - row)
        if fields[1 - side][p]:
            contested.setdefault(p, [[], []])[side].append(m.value)
        elif board.is_first_row(p, 1 - side):
            threat[side] += m.value
    acting = state.to_move if state.phase is Phase.ACT else None
    for side in (0, 1):
        enemy = 1 - side
        kills = min(threat[side], total[enemy])
        raw[side] += kills * (W_THREAT_NOW if acting == side else W_THREAT)
        unguarded = sum(1 for f in board.first_row(side) if not fields[side][f])
        raw[side] -= W_GUARD * unguarded
        left = state.threshold - state.cowardice[side]
        if not (state.turn_side == side and state.fought):
            raw[side] -= W_COWARD * max(0, 3 - left)
    if acting is not None and contested:
        best = 0.0
        for values in contested.values():
            mine, theirs = values[acting], values[1 - acting]
            for a in set(mine):
                strong = [d for d in theirs if d >= a] or theirs
                worst = min(_GAIN[a + d] for d in strong)  # the defender picks what hurts us
                best = max(best, worst)
        raw[acting] += W_FIGHT * best
    return math.tanh((raw[seat] - raw[1 - seat]) / SCALE)
