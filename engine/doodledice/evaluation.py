"""A cheap heuristic value of a Doodle Dice Monsters position, for greedy play and planners.

Why these terms: the game is won by having dice left when the other side has none, so the
score is material, counted per side:

* **pool dice** at their sides (a little more in the active pool, where they can be sketched
  this round): what the side can still build with;
* **monsters** at the life left in their parts, scaled down as their core is hurt (a dying core
  takes every die of the monster with it), plus what they do: the expected damage of the best
  attacks it has actions for (weapons with red's bonus, the struggle; combos add actions, and
  weapons beyond the actions count little), defence from shields and nullifiers, and a flat
  bonus for a working core power;
* **an attack in flight** (a defender's answer or dice still to come) is scored as the mean of
  a low and a high weapon roll played out (with a nullifier's chance to stop it and an average
  shield roll), so choosing a target is worth what the hit will do, before any die is thrown.

The difference between the best opponent and the side is squashed into (-1, 1) with tanh,
scaled by the budget so it reads the same at 60 and 600 sides; finished games score exactly
1, 0 or -1. With two players the score is antisymmetric (``evaluate.zero_sum``).
"""

from __future__ import annotations

import math
from dataclasses import replace

from engine.core import State
from engine.doodledice.combat import remove_die, settle, shield_rolls
from engine.doodledice.model import ACTIVE, LOSE_DIE, NULL_ROLL, RESERVE, Monster, Phase
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import COMBO, NULLIFIER, RED, SHIELD, WEAPON, per4

W_POOL = 1.0  # per side of a die in the reserve pool
W_ACTIVE = 1.1  # per side of a die in the active pool (ready to be sketched this round)
W_LIFE = 1.0  # per point of life left in a part
W_ATTACK = 1.0  # per point of expected damage the monster can deal in a turn
W_SPARE = 0.15  # per point of a weapon it has no action for (a spare if another is lost)
W_STRUGGLE = 0.8  # a struggle's damage counts this much of a weapon's (once a round)
W_SHIELD = 0.35  # per side of a shield (blocks and soaks)
W_NULLIFIER = 0.35  # per side of a nullifier
W_POWER = 2.0  # a working core power
W_MONSTER = 2.0  # each monster in play (a body that can act every round)
SCALE = 0.35  # the difference in material, as a share of the budget, that reads as ~0.76


def side_values(st: DoodleState) -> tuple[float, ...]:
    """Material and threat of every side (0 for a side that is out), in one pass."""
    values = [0.0] * st.num_seats
    for d in st.dice:
        if d.place == RESERVE:
            values[d.owner] += W_POOL * d.sides
        elif d.place == ACTIVE:
            values[d.owner] += W_ACTIVE * d.sides
    for m in st.monsters:
        values[m.owner] += monster_value(st, m)
    return tuple(0.0 if out else v for v, out in zip(values, st.out, strict=True))


def forecast(st: DoodleState) -> list[tuple[float, DoodleState]]:
    """(weight, position) pairs standing for how the attack in flight will end (the position
    itself when none is)."""
    a = st.attack
    if a is None or st.phase is not Phase.COMBAT:
        return [(1.0, st)]
    if a.step == LOSE_DIE:
        pool = st.active(a.defender) or st.reserve(a.defender)
        if not pool:
            return [(1.0, st)]
        smallest = min(pool, key=lambda d: d.sides)
        return [(1.0, remove_die(st, smallest.id)._replace(attack=None))]
    stop = 0.0
    if a.step == NULL_ROLL:
        sides = st.dice[a.nullifier].sides
        stop = (sides // 2) / sides
    shield = shield_rolls(st, a)
    soak = (st.dice[shield.die].sides + 1) // 2 if shield is not None else 0
    if a.struggle:
        rolls = [a.value]
    elif a.value >= 0:
        rolls = [a.value]
    else:
        sides = st.dice[a.weapon].sides
        rolls = [(sides + 2) // 4, (3 * sides + 2) // 4]
    out = [(stop, st._replace(attack=None))] if stop else []
    share = (1.0 - stop) / len(rolls)
    for value in rolls:
        out.append((share, settle(st, replace(a, value=value), soak)))
    return out


def side_value(st: DoodleState, seat: int) -> float:
    return side_values(st)[seat]


def monster_value(st: DoodleState, m: Monster) -> float:
    """Life left, what the monster can do with the actions it has, and its defences."""
    dice = st.dice
    core_sides = dice[m.core.die].sides
    health = (core_sides - m.core.damage) / core_sides
    life = 0.0
    value = W_MONSTER
    hits: list[float] = []
    actions = 1
    red = per4(core_sides) if st.has(m, RED) else 0
    for p in m.parts:
        sides = dice[p.die].sides
        life += W_LIFE * (sides - p.damage)
        if st.disabled(p.die):
            continue
        kind = p.kind
        if kind == WEAPON:
            hits.append((sides + 1) / 2 + red)
        elif kind == COMBO:
            actions += 1
        elif kind == SHIELD:
            value += W_SHIELD * sides
        elif kind == NULLIFIER:
            value += W_NULLIFIER * sides
        else:
            hits.append(per4(sides) * W_STRUGGLE)
            if st.power(m):
                value += W_POWER + 0.25 * per4(sides)
    hits.sort(reverse=True)
    value += W_ATTACK * sum(hits[:actions]) + W_SPARE * sum(hits[actions:])
    return (life + value) * (0.55 + 0.45 * health)


def evaluate(state: State, seat: int) -> float:
    assert isinstance(state, DoodleState)
    outcome = state.outcome()
    if outcome is not None:
        if not outcome.winners:
            return 0.0
        return 1.0 if seat in outcome.winners else -1.0
    values = [0.0] * state.num_seats
    for weight, future in forecast(state):
        for s, v in enumerate(side_values(future)):
            values[s] += weight * v
    mine = values[seat]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((mine - best_other) / (SCALE * max(state.budget, 20)))

evaluate.zero_sum = True  # type: ignore[attr-defined]  # exact for two players (search only)

__all__ = ["evaluate", "forecast", "monster_value", "side_value", "side_values"]
