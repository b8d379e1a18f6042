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

import math

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

PART_WORTH = {LEG: 1.08, TAIL: 1.08, PINCER: 1.06, EYE: 1.04, TENTACLE: 1.04, ARM: 1.02}
"""Worth of a healthy die by part (1.0 when not listed)."""
STUNNED_SHARE = 0.5
GRABBED_SHARE = 0.55
HOLDING_SHARE = 0.85
STUN_HARM = 0.5  # a stun costs about half a die
WOUND_HARM = 1.0
AIMED = 1.25  # damage the attacker places hurts more
MINUS_COST = 0.15  # a die that cannot be rolled next turn (about TO_ROLL)
AIMED_MINUS_COST = 0.2
TO_ROLL = 0.13  # a die still to be rolled this turn (what its face is worth on average)
HIT_CHANCE = (0.0, 0.35, 0.5, 0.65, 0.8)
"""Chance an attack needing n defence dice gets through, before the defender has rolled
(measured in self-play for unboosted attacks; boosted ones are rarer, so guessed upwards)."""
FACE_VALUE = {PLUS: 0.12, TENTACLE: 0.3, BRAIN: 0.1, SPIKE: 0.25, MINUS: MINUS_COST,
              LUNGS: 2 * MINUS_COST, WINGS: AIMED_MINUS_COST}
"""A rolled face not used yet, while its use is still ahead (attack faces are worth what the
attack they will become is worth; defence faces count through ``stoppable``)."""
SLIP = 0.05
"""Chance an attack the defender has the dice to stop still gets through (it may misjudge)."""
SCALE_PER_DIE = 0.25


def _worth(part: str) -> float:
    return PART_WORTH.get(part, 1.0)


def _chance(need: int) -> float:
    return HIT_CHANCE[min(need, len(HIT_CHANCE) - 1)]


def _damage(attack: Attack) -> float:
    harm = sum(STUN_HARM if h == STUNNED else WOUND_HARM for h in attack.hits)
    return harm * (AIMED if attack.brain is not None else 1.0)


def _side_effects(st: DaemonDiceState, seat: int, attack: Attack) -> float:
    """What the attacker itself gains or loses if its attack lands: a Mouth drinks (when it
    has a stunned die to bring back), a poisoning Stinger stuns itself."""
    if attack.face == MOUTH and STUNNED in st.health[seat]:
        return STUN_HARM
    if attack.poison:
        return -STUN_HARM
    return 0.0


def _body(st: DaemonDiceState, seat: int) -> float:
    total = 0.0
    daemon = st.daemons[seat]
    for d, h in enumerate(st.health[seat]):
        w = _worth(daemon.dice[d][0])
        if h == OK:
            if st.held(seat, d) is not None:
                w *= GRABBED_SHARE
            elif st.holding(seat, d) is not None:
                w *= HOLDING_SHARE
            total += w
        elif h == STUNNED:
            total += w * STUNNED_SHARE
    return total


def stoppable(st: DaemonDiceState) -> set[int]:
    """Incoming attacks the daemon whose turn it is can still stop with its unused rolled
    faces, handing out dice greedily (most damaging attacks first, fitting defences before
    pluses, Arms last since they could attack instead)."""
    me = st.turn
    counts = dict.fromkeys((BLOCK_MODE, DEFLECT_MODE, DODGE_MODE, ARM, PLUS), 0)
    for d in st.free_dice(me):
        face = st.faces[me][d]
        if face == ARM or face == PLUS:
            counts[face] += 1  # type: ignore[index]
        elif face in DEFENCES:
            counts[DEFENCES[face][0]] += 1  # type: ignore[index]
    order = sorted(range(len(st.incoming)), key=lambda i: -_damage(st.incoming[i]))
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


def _threats(st: DaemonDiceState, values: list[float]) -> None:
    """Subtract from each daemon what is aimed at it now."""
    step = st.step
    me = st.turn
    if st.incoming and step not in (Step.MOUTH, Step.FOE_DAMAGE, Step.SUFFER):
        rolled = step is Step.RECOVER or step is Step.DEFEND
        can_stop = stoppable(st) if rolled else set()
        for i, attack in enumerate(st.incoming):
            group = st.guard[i] if i < len(st.guard) else ()
            if group_stops(group, attack):
                continue
            if rolled:
                p = SLIP if i in can_stop else 1.0
            else:
                p = _chance(attack.need)
            values[me] -= p * _damage(attack)
            if st.foe is not None:
                values[st.foe] += p * _side_effects(st, st.foe, attack)
    for hit in st.queue:
        harm = STUN_HARM if hit.harm == STUNNED else WOUND_HARM
        values[me] -= harm * (AIMED if hit.targeted else 1.0)
    if step in (Step.ACTIVATE, Step.FOE_MINUS, Step.OWN_MINUS, Step.ROLL):
        values[me] -= st.minus_free * MINUS_COST + st.minus_aimed * AIMED_MINUS_COST
    target = st.target
    if target is not None:
        for attack in st.outgoing:
            p = _chance(attack.need)
            values[target] -= p * _damage(attack)
            values[me] += p * _side_effects(st, me, attack)
        values[target] -= st.sent_free * MINUS_COST + st.sent_aimed * AIMED_MINUS_COST


def _turn_in_hand(st: DaemonDiceState) -> float:
    """What the daemon whose turn it is still holds for this turn.

    A face counts only while its use is still ahead: at the step where it must be used, an
    unused face is about to be wasted, so using it is what keeps its worth (for instance a
    Tentacle counts until the grab step, a defence face until the defence step).
    """
    step = st.step
    me = st.turn
    if step in (Step.ACTIVATE, Step.FOE_MINUS, Step.OWN_MINUS, Step.ROLL):
        return TO_ROLL * len(st.active_dice(me))
    if step not in TURN_STEPS or step is Step.ROT or step is Step.ARRAY:
        return 0.0
    total = 0.0
    for d in st.free_dice(me):
        face = st.faces[me][d]
        if face in ATTACKS:
            total += _chance(1) * _damage(Attack(d, face))  # type: ignore[arg-type]
        elif face == TENTACLE:
            total += FACE_VALUE[TENTACLE] if step is not Step.GRAB else 0.0
        elif face is not None:
            total += FACE_VALUE.get(face, 0.0)
    return total


def raw_values(st: DaemonDiceState) -> list[float]:
    """Each daemon's unsquashed score (defeated daemons get -inf)."""
    values = [_body(st, s) if not st.out[s] else -math.inf for s in range(st.num_seats)]
    _threats(st, values)
    if not st.out[st.turn]:
        values[st.turn] += _turn_in_hand(st)
    return values


def evaluate(state: State, seat: int) -> float:
    """Heuristic value of ``state`` for ``seat`` in (-1, 1); exactly +-1 when the battle is over."""
    assert isinstance(state, DaemonDiceState)
    outcome = state.outcome()
    if outcome is not None:
        return 1.0 if seat in outcome.winners else -1.0
    if state.out[seat]:
        return -1.0
    values = raw_values(state)
    best_rival = max(v for s, v in enumerate(values) if s != seat)
    scale = SCALE_PER_DIE * state.dice_count
    return math.tanh((values[seat] - best_rival) / max(scale, 1.0))


evaluate.zero_sum = True  # type: ignore[attr-defined]  # exact for two daemons (search only
# uses it then)

__all__ = ["evaluate", "raw_values"]
