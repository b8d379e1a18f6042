"""A cheap heuristic value of a Daemon Dice position, for the greedy player and the AI's search.

Why these terms: a daemon loses when it has nothing left to roll, so what counts is how many body
parts still work. The score sums, per daemon:

* **body**: each healthy die (a little more for hard hitters), half for a stunned one (it can
  come back), a little over half for a grabbed one, most of one for a Tentacle holding on;
* **threats against it**: every attack arrayed against it, weighted by the chance it gets
  through: before its roll, a chance that grows with the attack's boosts; after its roll, whether
  its unused faces can still stop it (so spending a Plus on recovery is weighed against the
  defence it would have made); every hit still to place; every minus waiting for its roll;
* **the turn in hand**, for the daemon whose turn it is: dice still to be rolled, and rolled faces
  not used yet, valued as what they will become (an attack face about what an arrayed attack is
  worth, a plus about one boost), so that sacrificing a spent die beats sacrificing a useful one.

The daemon's total minus its strongest rival's is squashed into (-1, 1) with tanh, scaled by the
daemons' size; finished battles score exactly 1 or -1. With two daemons the score is
antisymmetric, which the search is told through ``evaluate.zero_sum``.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from engine.core import State
from engine.daemondice.model import TURN_STEPS, Attack, Step, group_kind, group_stops
from engine.daemondice.state import DaemonDiceState
from engine.daemondice.tables import (
    ARM,
    ATTACKS,
    BLOCK_MODE,
    BRAIN,
    DEFENCES,
    DEFLECT_MODE,
    DODGE_MODE,
    EYE,
    LEG,
    LUNGS,
    MINUS,
    MOUTH,
    OK,
    PINCER,
    PLUS,
    SPIKE,
    STOPS,
    STUNNED,
    TAIL,
    TENTACLE,
    WINGS,
)
from engine.daemondice.weights import DEFAULT, Weights
from engine.weighting import weighted_evaluation

PART_WORTH = {LEG: 1.08, TAIL: 1.08, PINCER: 1.06, EYE: 1.04, TENTACLE: 1.04, ARM: 1.02}
"""Worth of a healthy die by part (1.0 when not listed)."""
HIT_CHANCE = (0.0, 0.35, 0.5, 0.65, 0.8)
"""Chance an attack needing n defence dice gets through, before the defender has rolled
(measured in self-play for unboosted attacks, see ``docs/balance.md``; boosted ones are rarer,
so guessed upwards)."""


@functools.cache
def _face_values(w: Weights) -> dict[str, float]:
    """A rolled face not used yet, while its use is still ahead (attack faces are worth what
    the attack they will become is worth; defence faces count through ``stoppable``)."""
    return {PLUS: w.plus_face, TENTACLE: w.tentacle_face, BRAIN: w.brain_face,
            SPIKE: w.spike_face, MINUS: w.minus_cost, LUNGS: 2 * w.minus_cost,
            WINGS: w.aimed_minus_cost}


def _worth(part: str) -> float:
    return PART_WORTH.get(part, 1.0)


def _chance(need: int) -> float:
    return HIT_CHANCE[min(need, len(HIT_CHANCE) - 1)]


def _damage(attack: Attack, w: Weights) -> float:
    harm = sum(w.stun_harm if h == STUNNED else w.wound_harm for h in attack.hits)
    return harm * (w.aimed if attack.brain is not None else 1.0)


def _side_effects(st: DaemonDiceState, seat: int, attack: Attack, w: Weights) -> float:
    """What the attacker itself gains or loses if its attack lands: a Mouth drinks (when it
    has a stunned die to bring back), a poisoning Stinger stuns itself."""
    if attack.face == MOUTH and STUNNED in st.health[seat]:
        return w.stun_harm
    if attack.poison:
        return -w.stun_harm
    return 0.0


def _body(st: DaemonDiceState, seat: int, w: Weights) -> float:
    total = 0.0
    daemon = st.daemons[seat]
    grabs = bool(st.holds)  # no grab at all (most positions): no die to look up
    for d, h in enumerate(st.health[seat]):
        worth = _worth(daemon.dice[d][0])
        if h == OK:
            if grabs and st.held(seat, d) is not None:
                worth *= w.grabbed
            elif grabs and st.holding(seat, d) is not None:
                worth *= w.holding
            total += worth
        elif h == STUNNED:
            total += worth * w.stunned
    return total


def stoppable(st: DaemonDiceState, w: Weights = DEFAULT) -> set[int]:
    """Incoming attacks the daemon whose turn it is can still stop with its unused rolled
    faces, handing out dice greedily (most damaging attacks first, fitting defences before
    pluses, Arms last since they could attack instead)."""
    me = st.turn
    counts = dict.fromkeys((BLOCK_MODE, DEFLECT_MODE, DODGE_MODE, ARM, PLUS), 0)
    for d in st.free_dice(me):
        face = st.faces[me][d]
        if face == ARM or face == PLUS:
            counts[face] += 1
        elif face in DEFENCES:
            counts[DEFENCES[face][0]] += 1
    order = sorted(range(len(st.incoming)), key=lambda i: -_damage(st.incoming[i], w))
    out = set()
    for i in order:
        attack, group = st.incoming[i], st.guard[i]
        if group_stops(group, attack):
            out.add(i)
            continue
        kind = group_kind(group)
        missing = attack.need - len(group)
        kinds = [kind] if kind is not None else [k for k in _PREFERRED
                                                 if attack.reach in STOPS[k]]
        for k in kinds:
            arms = counts[ARM] if k != DODGE_MODE else 0
            base = counts[k] + arms
            if base < (1 if kind is None else 0) or base + counts[PLUS] < missing:
                continue
            use = min(missing, counts[k])
            counts[k] -= use
            from_arms = min(missing - use, arms)
            counts[ARM] -= from_arms
            counts[PLUS] -= missing - use - from_arms
            out.add(i)
            break
    return out


_PREFERRED = (BLOCK_MODE, DODGE_MODE, DEFLECT_MODE)


def _threats(st: DaemonDiceState, values: list[float], w: Weights) -> None:
    """Subtract from each daemon what is aimed at it now."""
    step = st.step
    me = st.turn
    if st.incoming and step not in (Step.MOUTH, Step.FOE_DAMAGE, Step.SUFFER):
        rolled = step is Step.RECOVER or step is Step.DEFEND
        can_stop = stoppable(st, w) if rolled else set()
        for i, attack in enumerate(st.incoming):
            group = st.guard[i] if i < len(st.guard) else ()
            if group_stops(group, attack):
                continue
            if rolled:
                p = w.slip if i in can_stop else 1.0
            else:
                p = _chance(attack.need)
            values[me] -= p * _damage(attack, w)
            if st.foe is not None:
                values[st.foe] += p * _side_effects(st, st.foe, attack, w)
    for hit in st.queue:
        harm = w.stun_harm if hit.harm == STUNNED else w.wound_harm
        values[me] -= harm * (w.aimed if hit.targeted else 1.0)
    if step in (Step.ACTIVATE, Step.FOE_MINUS, Step.OWN_MINUS, Step.ROLL):
        values[me] -= st.minus_free * w.minus_cost + st.minus_aimed * w.aimed_minus_cost
    target = st.target
    if target is not None:
        for attack in st.outgoing:
            p = _chance(attack.need)
            values[target] -= p * _damage(attack, w)
            values[me] += p * _side_effects(st, me, attack, w)
        values[target] -= st.sent_free * w.minus_cost + st.sent_aimed * w.aimed_minus_cost


def _turn_in_hand(st: DaemonDiceState, w: Weights) -> float:
    """What the daemon whose turn it is still holds for this turn.

    A face counts only while its use is still ahead: at the step where it must be used, an
    unused face is about to be wasted, so using it is what keeps its worth (for instance a
    Tentacle counts until the grab step, a defence face until the defence step).
    """
    step = st.step
    me = st.turn
    if step in (Step.ACTIVATE, Step.FOE_MINUS, Step.OWN_MINUS, Step.ROLL):
        return w.to_roll * len(st.active_dice(me))
    if step not in TURN_STEPS or step is Step.ROT or step is Step.ARRAY:
        return 0.0
    total = 0.0
    values = _face_values(w)
    for d in st.free_dice(me):
        face = st.faces[me][d]
        if face in ATTACKS:
            total += _chance(1) * _damage(Attack(d, face), w)
        elif face == TENTACLE:
            total += values[TENTACLE] if step is not Step.GRAB else 0.0
        elif face is not None:
            total += values.get(face, 0.0)
    return total


def raw_values(st: DaemonDiceState, w: Weights = DEFAULT) -> list[float]:
    """Each daemon's unsquashed score (defeated daemons get -inf)."""
    values = [_body(st, s, w) if not st.out[s] else -math.inf for s in range(st.num_seats)]
    _threats(st, values, w)
    if not st.out[st.turn]:
        values[st.turn] += _turn_in_hand(st, w)
    return values


def weighted(state: State, seat: int, w: Weights) -> float:
    """Heuristic value of ``state`` for ``seat`` in (-1, 1) with the weights ``w``; exactly +-1
    when the battle is over."""
    assert isinstance(state, DaemonDiceState)
    outcome = state.outcome()
    if outcome is not None:
        return 1.0 if seat in outcome.winners else -1.0
    if state.out[seat]:
        return -1.0
    values = raw_values(state, w)
    best_rival = max(v for s, v in enumerate(values) if s != seat)
    scale = w.scale_per_die * state.dice_count
    return math.tanh((values[seat] - best_rival) / max(scale, 1.0))


evaluation_with: Callable[[Weights], Callable[[State, int], float]] = functools.partial(
    weighted_evaluation, weighted)
"""The evaluation with a weight set, as a function of (state, seat)."""

evaluate = evaluation_with(DEFAULT)
"""The game's own evaluation (the hand-set ``DEFAULT`` weights): the one greedy players use."""

__all__ = ["evaluate", "evaluation_with", "raw_values", "weighted"]
