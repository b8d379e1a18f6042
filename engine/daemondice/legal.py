"""Every choice the rules give, step by step, with interchangeable dice offered only once.

Why deduplicate: a daemon often has several dice that are exactly alike (same part, breed,
health, rolled face, use and grabs); picking one or the other cannot change the game, so only the
lowest-numbered is listed. That keeps the lists short for the AI's search; ``canonical`` maps a
click on any of the look-alikes back to the listed action for the UI.

An empty list for a decision step means the step has nothing left to decide: the rules then
finish it automatically, exactly as a single forced choice is made automatically (unless the seat
confirms its forced choices: then the turn's last step offers a lone ``Done``, see confirm.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from engine.core import Action
from engine.daemondice.actions import (
    Boost,
    ChooseFoe,
    Damage,
    Defend,
    Done,
    Grab,
    Guide,
    HandOver,
    Pin,
    Poison,
    Recover,
    Release,
    Rot,
    SetAside,
    Spike,
)
from engine.daemondice.confirm import end_of_turn_confirm
from engine.daemondice.model import Attack, Step, group_kind, group_stops
from engine.daemondice.tables import (
    BRAIN,
    DEFENCES,
    EYE,
    OK,
    PLUS,
    PLUS_MODE,
    SPIKE,
    STINGER,
    STOPS,
    TENTACLE,
)

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState

_DONE = Done()


def die_key(st: DaemonDiceState, seat: int, die: int) -> tuple[Any, ...]:
    """Everything that tells one die from another that looks just like it.

    The daemon whose turn it is also has its rolled face and this turn's use compared; for other
    daemons only what lasts between turns matters (part, breed, health, grabs).
    """
    part, breed = st.daemons[seat].dice[die]
    hold = st.holding(seat, die)
    held = st.held(seat, die)
    key: tuple[Any, ...] = (
        part, breed, st.health[seat][die],
        None if hold is None else (hold.victim, hold.victim_die),
        None if held is None else (held.holder, held.holder_die),
    )
    if seat == st.turn:
        key += (st.faces[seat][die], st.used[seat][die])
    return key


def reps(st: DaemonDiceState, seat: int, dice: Iterable[int]) -> list[int]:
    """The lowest-numbered die of each group of look-alikes among ``dice``."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    for d in dice:
        k = die_key(st, seat, d)
        if k not in seen:
            seen.add(k)
            out.append(d)
    return out


def attack_key(st: DaemonDiceState, seat: int, attack: Attack) -> tuple[Any, ...]:
    """What tells one arrayed attack from another for every rule that follows."""
    return (attack.face, st.breed(seat, attack.die), len(attack.boosts), attack.brain is None,
            len(attack.spikes), attack.poison)


def _incoming_key(st: DaemonDiceState, i: int) -> tuple[Any, ...]:
    group = st.guard[i]
    assert st.foe is not None
    return attack_key(st, st.foe, st.incoming[i]) + (group_kind(group), len(group))


def _outgoing_key(st: DaemonDiceState, i: int) -> tuple[Any, ...]:
    return attack_key(st, st.turn, st.outgoing[i])


def _forced_or_each(st: DaemonDiceState, seat: int, dice: list[int], count: int,
                    make: Callable[[int], Action]) -> list[Action]:
    """One action per look-alike group; just the first when every die is bound to be taken."""
    if not dice or count <= 0:
        return []
    if count >= len(dice):
        return [make(dice[0])]
    return [make(d) for d in reps(st, seat, dice)]


# --------------------------------------------------------------------------------- per step


def _activate(st: DaemonDiceState) -> list[Action]:
    holders = sorted(h.holder_die for h in st.holds if h.holder == st.turn)
    if not holders:
        return []
    return [Release(d) for d in reps(st, st.turn, holders)] + [_DONE]


def _foe_minus(st: DaemonDiceState) -> list[Action]:
    foe, me = st.foe, st.turn
    if foe is None or st.out[foe] or st.minus_aimed <= 0:
        return []
    used, health = st.used[me], st.health[me]
    targets = [d for d in range(len(health))
               if health[d] == OK and used[d] == "" and st.held(me, d) is None]
    return _forced_or_each(st, me, targets, st.minus_aimed, Pin)


def _own_minus(st: DaemonDiceState) -> list[Action]:
    return _forced_or_each(st, st.turn, st.active_dice(st.turn), st.minus_free, SetAside)


def _recover(st: DaemonDiceState) -> list[Action]:
    me = st.turn
    stunned = reps(st, me, st.stunned_dice(me))
    if not stunned:
        return []
    if st.free_left > 0:
        return [Recover(d, -1) for d in stunned]
    pluses = reps(st, me, st.free_dice(me, PLUS))
    if not pluses:
        return []
    return [Recover(d, p) for d in stunned for p in pluses] + [_DONE]


def _defend(st: DaemonDiceState) -> list[Action]:
    me = st.turn
    if not st.incoming:
        return []
    faces = st.faces[me]
    dice = reps(st, me, [d for d in st.free_dice(me) if faces[d] in DEFENCES])
    if not dice:
        return []
    out: list[Action] = []
    seen: set[tuple[Any, ...]] = set()
    for i, attack in enumerate(st.incoming):
        group = st.guard[i]
        if group_stops(group, attack):
            continue
        key = _incoming_key(st, i)
        if key in seen:
            continue
        seen.add(key)
        kind = group_kind(group)
        for d in dice:
            for mode in DEFENCES[faces[d]]:  # type: ignore[index]  # a free die was rolled
                if mode == PLUS_MODE:
                    ok = kind is not None
                elif kind is None:
                    ok = attack.reach in STOPS[mode]
                else:
                    ok = mode == kind
                if ok:
                    out.append(Defend(i, d, mode))
    return out + [_DONE] if out else []


def _mouth(st: DaemonDiceState) -> list[Action]:
    foe = st.foe
    if foe is None or st.out[foe] or st.mouths <= 0:
        return []
    return [Recover(d, -1) for d in reps(st, foe, st.stunned_dice(foe))]


def _damage(st: DaemonDiceState, targeted: bool) -> list[Action]:
    queue = st.queue
    if not queue:
        return []
    if targeted and (not queue[0].targeted or st.foe is None or st.out[st.foe]):
        return []
    return _forced_or_each(st, st.turn, st.fresh_dice(st.turn), len(queue), Damage)


def _target(st: DaemonDiceState) -> list[Action]:
    return [ChooseFoe(s) for s in st.living() if s != st.turn]


def _grab(st: DaemonDiceState) -> list[Action]:
    me, foe = st.turn, st.target
    if foe is None:
        return []
    tentacles = reps(st, me, st.free_dice(me, TENTACLE))
    victims = reps(st, foe, [d for d, h in enumerate(st.health[foe])
                             if h == OK and st.held(foe, d) is None])
    if not tentacles or not victims:
        return []
    return [Grab(t, v) for t in tentacles for v in victims] + [_DONE]


def _array(st: DaemonDiceState) -> list[Action]:
    me, foe = st.turn, st.target
    if not st.outgoing or foe is None:
        return []
    pluses = reps(st, me, st.free_dice(me, PLUS))
    brains = reps(st, me, st.free_dice(me, BRAIN))
    spikes = reps(st, me, st.free_dice(me, SPIKE))
    out: list[Action] = []
    seen: set[tuple[Any, ...]] = set()
    for i, a in enumerate(st.outgoing):
        key = _outgoing_key(st, i)
        if key in seen:
            continue
        seen.add(key)
        out += [Boost(i, p) for p in pluses]
        plain = a.brain is None
        if plain and not a.spikes and not a.poison:
            out += [Guide(i, b) for b in brains]
        if plain and a.face != EYE:
            out += [Spike(i, s) for s in spikes]
        if (plain and a.face == STINGER and not a.poison
                and not st.immune(foe, st.breed(me, a.die))):
            out.append(Poison(i))
    return out + [_DONE] if out else []


def _rot(st: DaemonDiceState) -> list[Action]:
    foe = st.target
    if foe is None or st.rot_left <= 0:
        return []
    stunned = reps(st, foe, st.stunned_dice(foe))
    return [Rot(d) for d in stunned] + [_DONE] if stunned else []


def _next(st: DaemonDiceState) -> list[Action]:
    return [HandOver(s) for s in st.living()]


_BY_STEP: dict[Step, Callable[[DaemonDiceState], list[Action]]] = {
    Step.ACTIVATE: _activate,
    Step.FOE_MINUS: _foe_minus,
    Step.OWN_MINUS: _own_minus,
    Step.RECOVER: _recover,
    Step.DEFEND: _defend,
    Step.MOUTH: _mouth,
    Step.FOE_DAMAGE: lambda st: _damage(st, True),
    Step.SUFFER: lambda st: _damage(st, False),
    Step.TARGET: _target,
    Step.GRAB: _grab,
    Step.ARRAY: _array,
    Step.ROT: _rot,
    Step.NEXT: _next,
}


def legal(st: DaemonDiceState) -> tuple[Action, ...]:
    """The choices of the current step (empty for rolls, the end, and finished steps)."""
    make = _BY_STEP.get(st.step)
    if make is None:
        return ()
    actions = tuple(make(st))
    if not actions and end_of_turn_confirm(st):
        return (_DONE,)
    return actions


# ------------------------------------------------------------------------------- canonical


def _die(st: DaemonDiceState, seat: int | None, die: Any) -> tuple[Any, ...] | None:
    if seat is None or type(die) is not int or not 0 <= die < st.daemons[seat].size:
        return None
    return die_key(st, seat, die)


def signature(st: DaemonDiceState, action: Action) -> tuple[Any, ...] | None:
    """What an action means in this state, independent of which look-alike die it names."""
    me = st.turn
    kind = type(action)
    if kind in (Release, Pin, SetAside, Damage):
        return (kind, _die(st, me, action.die))  # type: ignore[attr-defined]  # each kind has .die
    if isinstance(action, Recover):
        owner = st.foe if st.step is Step.MOUTH else me
        plus = action.plus
        return (kind, _die(st, owner, action.die),
                -1 if type(plus) is int and plus == -1 else _die(st, me, plus))
    if isinstance(action, Defend):
        i = action.attack
        if type(i) is not int or not 0 <= i < len(st.incoming) or len(st.guard) != len(
                st.incoming):
            return None
        return (kind, _incoming_key(st, i), _die(st, me, action.die), action.mode)
    if isinstance(action, (Boost, Guide, Spike, Poison)):
        i = action.attack
        if type(i) is not int or not 0 <= i < len(st.outgoing):
            return None
        if isinstance(action, Poison):
            return (kind, _outgoing_key(st, i))
        return (kind, _outgoing_key(st, i), _die(st, me, action.die))
    if isinstance(action, Grab):
        return (kind, _die(st, me, action.die), _die(st, st.target, action.victim))
    if isinstance(action, Rot):
        return (kind, _die(st, st.target, action.die))
    return (kind, action)


def canonical(st: DaemonDiceState, action: Action) -> Action | None:
    """The listed legal action that does the same as ``action`` (None if there is none)."""
    actions = st.legal_actions()
    if action in actions:
        return action
    try:
        wanted = signature(st, action)
    except (TypeError, ValueError, IndexError, KeyError):
        return None
    if wanted is None or None in wanted[1:]:
        return None
    if st._c_sigs is None:
        st._c_sigs = {signature(st, a): a for a in actions}
    return st._c_sigs.get(wanted)


__all__ = ["attack_key", "canonical", "die_key", "legal", "reps", "signature"]
