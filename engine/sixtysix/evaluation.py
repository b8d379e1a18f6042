"""A cheap heuristic value of a 66d6 position, for the greedy player and the AI's search.

Why these terms: 66d6 is won by material, and material is mostly lost to slaughters (a minion
alone on the enemy's first row kills as many enemies as its value) and to lopsided battles. So the
score sums, per side:

* **material**: each minion, plus a little per pip (high dice attack and slaughter well);
* **advance**: a little per row a field minion has advanced;
* **slaughter reach**: for each enemy first-row field with no enemy on it, the strongest minion
  that could walk there (through enemy-free fields with room) and still have the action to
  slaughter, within the actions left this turn for the side acting, or a full next turn for the
  other side; the kills it threatens count almost fully for the side acting now;
* **open fights**: the best fight the side acting could start now (the defender picks the worst
  for the attacker, as the rules let it);
* **a battle in flight** (defender or results still to choose, victims still to pick): its
  material effect, with the defender choosing what hurts the attacker most, so a position is worth
  about the same before and after the automatic steps the engine plays out;
* **cowardice** closing in.

The difference between the sides is squashed into (-1, 1) with tanh; finished games score exactly
1, 0 or -1. The score is antisymmetric (``evaluate(s, 1) == -evaluate(s, 0)``), which the search is
told through ``evaluate.zero_sum`` so it calls this once per position. Everything is one pass over
the minions plus small searches on a 25-field board, with per-board tables cached.
"""

from __future__ import annotations

import math
from functools import cache

from engine.core import State
from engine.sixtysix.board import HOME, PER_FIELD, Board
from engine.sixtysix.model import TURN_ACTIONS, Phase
from engine.sixtysix.numbers import DIE_SIDES
from engine.sixtysix.state import SixtySixState
from engine.sixtysix.tables import ATTACK_TABLE, DEFENCE_TABLE, Result

W_MINION = 1.0  # each minion alive
W_VALUE = 0.06  # each pip of strength
W_ADVANCE = 0.03  # each row a field minion has advanced towards the enemy
W_REACH_NOW = 0.85  # per kill of a slaughter the side acting can still make this turn
W_REACH_NEXT = 0.5  # per kill of a slaughter the other side could make next turn
W_REACH_MORE = 0.25  # share counted for each further open field reachable
W_GUARD = 0.1  # each own first-row field without a guard
W_COWARD = 2.5  # per step of cowardice danger
W_DOOMED = 20.0  # a side that can no longer fight before its cowardice limit
W_FIGHT = 0.6  # share of the best open fight's value for the side acting
W_BATTLE = 0.9  # share of a battle in flight's material effect
SCALE = 12.0  # raw difference for which the result is tanh(1) ~ 0.76
MEAN_DIE = 3.5

_PIP = W_MINION + W_VALUE * MEAN_DIE  # a freshly rolled minion at home


def _result_delta(result: Result | None, value: int, advance: float) -> tuple[float, float]:
    """(change for the owner, change for the enemy) in raw score when ``result`` is carried out.

    ``advance`` is the minion's current advance bonus, lost when it goes home.
    """
    worth = W_MINION + W_VALUE * value + advance
    if result is Result.DEATH:
        return -worth, 0.0
    if result is Result.DEFECT:
        return -worth, _PIP
    if result is Result.RETREAT:
        return W_VALUE * (MEAN_DIE - value) - advance, 0.0
    if result is Result.REVIVE:
        return W_VALUE * max(0.0, MEAN_DIE - value) - advance, 0.0
    if result is Result.EVADE:
        return -advance / 2, 0.0
    return 0.0, 0.0


def _gain(total: int, a_value: int, a_adv: float, d_value: int, d_adv: float) -> float:
    """Raw gain for the attacker's side of a battle with sum ``total`` (both results applied)."""
    a_own, a_enemy = _result_delta(ATTACK_TABLE[total], a_value, a_adv)
    d_own, d_enemy = _result_delta(DEFENCE_TABLE[total], d_value, d_adv)
    return a_own + d_enemy - d_own - a_enemy


class _Tables:
    """Per-board constants: advance bonus per (side, field), first rows, neighbours."""

    def __init__(self, board: Board) -> None:
        rows = board.rows
        self.advance = tuple(
            tuple(W_ADVANCE * (board.row(f) if side == 0 else rows - 1 - board.row(f))
                  for f in range(board.size))
            for side in (0, 1)
        )
        self.first = (board.first_row(0), board.first_row(1))
        self.neighbours = tuple(board.neighbours(f) for f in range(board.size))
        self.size = board.size
        # gain[attacking side][field][a][d]: raw gain of an attack there (index 0 unused)
        self.gain = tuple(
            tuple(
                tuple(
                    tuple(
                        _gain(a + d, a, self.advance[side][f], d, self.advance[1 - side][f])
                        if a and d else 0.0
                        for d in range(7)
                    )
                    for a in range(7)
                )
                for f in range(board.size)
            )
            for side in (0, 1)
        )


@cache
def _tables(board: Board) -> _Tables:
    return _Tables(board)


def _reach(
    tables: _Tables,
    side: int,
    budget: int,
    targets: list[int],
    own: list[int],
    enemy: list[int],
    sources: dict[int, list[int]],
    home_best: int,
) -> list[int]:
    """Strongest value of ``side`` that can stand on each target within ``budget`` moves.

    Moves go through fields with no enemy and room for one more; entering from home costs one
    move onto an open own first-row field. ``sources`` maps value -> fields of free minions.
    Highest values are tried first, so the search stops as soon as every target is answered.
    """
    found = [0] * len(targets)
    left = len(targets)
    neighbours = tables.neighbours
    entry = [f for f in tables.first[side] if not enemy[f] and own[f] < PER_FIELD]
    for value in range(DIE_SIDES, 0, -1):
        starts = sources.get(value)
        from_home = value == home_best and budget >= 1 and entry
        if not starts and not from_home:
            continue
        dist: dict[int, int] = {}
        queue: list[int] = []
        for f in starts or ():
            if f not in dist:
                dist[f] = 0
                queue.append(f)
        if from_home:
            for f in entry:
                if f not in dist:
                    dist[f] = 1
                    queue.append(f)
        head = 0
        while head < len(queue):  # breadth-first: distances in the queue never decrease
            f = queue[head]
            head += 1
            d = dist[f] + 1
            if d > budget:
                break
            for g in neighbours[f]:
                if g not in dist and not enemy[g] and own[g] < PER_FIELD:
                    dist[g] = d
                    queue.append(g)
        for i, t in enumerate(targets):
            if not found[i] and dist.get(t, budget + 1) <= budget:
                found[i] = value
                left -= 1
        if not left:
            break
    return found


def _fight_moves(tables: _Tables, side: int, fields: tuple[list[int], list[int]],
                 has_home: bool) -> int:
    """Fewest actions ``side`` needs to start any fight: walk onto an enemy field, then Fight.

    1 if a minion already shares a field with enemies; a large number if no fight is reachable.
    """
    own, enemy = fields[side], fields[1 - side]
    size = tables.size
    if any(own[f] and enemy[f] for f in range(size)):
        return 1
    neighbours = tables.neighbours
    dist: dict[int, int] = {f: 0 for f in range(size) if own[f]}
    if has_home:
        for f in tables.first[side]:
            if own[f] < PER_FIELD:
                if enemy[f]:
                    return 2
                dist.setdefault(f, 1)
    queue = sorted(dist, key=dist.__getitem__)
    head = 0
    while head < len(queue):
        f = queue[head]
        head += 1
        d = dist[f] + 1
        for g in neighbours[f]:
            if g in dist or own[g] >= PER_FIELD:
                continue
            if enemy[g]:
                return d + 1
            dist[g] = d
            queue.append(g)
    return 99


def evaluate(state: State, seat: int) -> float:
    """Value of ``state`` for ``seat`` in [-1, 1] (1 = won)."""
    assert isinstance(state, SixtySixState)
    out = state.outcome()
    if out is not None:
        if not out.winners:
            return 0.0
        return 1.0 if seat in out.winners else -1.0
    phase = state.phase
    if phase is Phase.SETUP_ROLL:
        return 0.0
    raw = _raw(state)
    diff = raw[0] - raw[1]
    return math.tanh((diff if seat == 0 else -diff) / SCALE)


evaluate.zero_sum = True  # type: ignore[attr-defined]  # a mark the search reads off the function


def _raw(state: SixtySixState) -> list[float]:
    """Per-side raw score (the evaluation is their squashed difference)."""
    tables = _tables(state.board)
    advance = tables.advance
    fields, home, total = state._occ()
    raw = [0.0, 0.0]
    sources: tuple[dict[int, list[int]], dict[int, list[int]]] = ({}, {})
    home_best = [0, 0]
    contested: dict[int, tuple[list[int], list[int]]] = {}
    for m in state.minions:
        side = m.side
        value = m.value
        p = m.place
        if p == HOME:
            raw[side] += W_MINION + W_VALUE * value
            if value > home_best[side]:
                home_best[side] = value
            continue
        raw[side] += W_MINION + W_VALUE * value + advance[side][p]
        if fields[1 - side][p]:
            contested.setdefault(p, ([], []))[side].append(value)
        else:
            sources[side].setdefault(value, []).append(p)
    phase = state.phase
    turn = state.turn_side
    acting = turn if phase is Phase.ACT else None
    for side in (0, 1):
        enemy = 1 - side
        now = side == turn
        actions = state.actions_left if now else TURN_ACTIONS
        targets = [f for f in tables.first[enemy] if not fields[enemy][f]]
        can_slaughter = False
        if targets and total[enemy] and actions >= 1:
            values = _reach(tables, side, actions - 1, targets, fields[side], fields[enemy],
                            sources[side], home_best[side])
            values.sort(reverse=True)
            kills = [min(v, total[enemy]) for v in values if v]
            if kills:
                can_slaughter = True
                weight = W_REACH_NOW if now else W_REACH_NEXT
                raw[side] += weight * (kills[0] + W_REACH_MORE * sum(kills[1:]))
        raw[side] -= W_GUARD * sum(1 for f in tables.first[side] if not fields[side][f])
        left = state.threshold - state.cowardice[side]
        if left <= 2 and not (now and state.fought):
            raw[side] -= W_COWARD * (3 - left)
            # The last turn to fight: unable to reach any fight in time means losing as a coward.
            if (left <= 1 and not can_slaughter and phase is not Phase.OVER
                    and _fight_moves(tables, side, fields, home[side] > 0) > actions):
                raw[side] -= W_DOOMED
    if acting is not None and contested:
        best = 0.0
        gain = tables.gain[acting]
        for f, sides in contested.items():
            mine, theirs = sides[acting], sides[1 - acting]
            row = gain[f]
            for a in set(mine):
                strong = [d for d in theirs if d >= a] or theirs
                worst = min(row[a][d] for d in strong)
                if worst > best:
                    best = worst
        raw[acting] += W_FIGHT * best
    if phase is not Phase.ACT:
        _in_flight(state, raw)
    return raw


def _in_flight(state: SixtySixState, raw: list[float]) -> None:
    """Add the material effect of a battle or slaughter whose choices are still open."""
    phase = state.phase
    turn = state.turn_side
    battle = state.battle
    if phase is Phase.KILL:
        raw[1 - turn] -= W_BATTLE * state.kills_left * _PIP
        return
    if battle is None:
        return
    tables = _tables(state.board)
    advance = tables.advance
    a = state.get(battle.attacker)
    f = battle.field
    if phase is Phase.DEFEND:
        if a is None:
            return
        row = tables.gain[a.side][f][a.value]
        gains = [
            row[d.value]
            for d in (state.get(i) for i in state.allowed_defenders(a.id)) if d is not None
        ]
        if gains:
            raw[turn] += W_BATTLE * min(gains)
        return
    d = state.get(battle.defender)
    if phase is Phase.ATTACKER_RESULT and a is not None:
        own, other = _result_delta(battle.attacker_result, a.value, advance[a.side][f])
        raw[a.side] += W_BATTLE * own
        raw[1 - a.side] += W_BATTLE * other
    if d is not None:
        own, other = _result_delta(battle.defender_result, d.value, advance[d.side][f])
        raw[d.side] += W_BATTLE * own
        raw[1 - d.side] += W_BATTLE * other
