"""How each Daemon Dice action changes a state, and the settling loop between decisions.

``apply`` accepts exactly the listed legal actions (plus ``Roll`` and ``Resign``), so every check
lives in one place, ``legal.py``; ``refusal`` gives a refused action its sentence (what the game
waits for, or, from ``refusals.py``, why that die cannot do that), which is also ``why_not``.
After each action ``settle`` plays out everything that needs no decision: steps with nothing to
choose are finished, single forced choices are made, and a daemon with nothing to roll loses. So
the game only ever stops where someone really chooses or dice must be thrown, or where a seat
named in the ``confirm`` option must confirm a forced choice (``confirm.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from engine.core import Action, DieSpec, IllegalAction, Resign, Roll, RollRequest, replace
from engine.daemondice.actions import (
    ACTION_TYPES,
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
from engine.daemondice.confirm import stops_for_confirm
from engine.daemondice.flow import (
    after_initiative_roll,
    begin_battle,
    defeat,
    finish,
    harm,
    let_go,
    put,
    put_row,
    start_turn,
)
from engine.daemondice.leave import resign, why_not_resign
from engine.daemondice.legal import canonical
from engine.daemondice.model import (
    BOOSTING,
    CHANCE_STEPS,
    DEFENDING,
    GRABBING,
    GUIDING,
    MINUSED,
    PINNED,
    RECOVERED,
    SPENT,
    SPIKING,
    Attack,
    Hold,
    Step,
)
from engine.daemondice.refusals import explain, waiting_for
from engine.daemondice.tables import FACES, OK, WOUNDED, die_kind

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState

_SETTLE_LIMIT = 10_000
"""Automatic steps in a row before we call it a bug (a real chain is a few dozen at most)."""

LOT_SIDES = (4, 6, 8, 10, 12, 20)
"""Dice the tray can throw; a lot among k tied daemons uses the smallest that k divides."""


# ------------------------------------------------------------------------------------ rolls


def coin_faces(tied: tuple[int, ...]) -> tuple[int, ...]:
    """Faces of the coin (two tied daemons) or lot (more) that settles a third initiative tie:
    each tied daemon's number (seat + 1), repeated evenly over a die the tray can throw."""
    numbers = tuple(s + 1 for s in tied)
    if len(numbers) == 2:
        return numbers
    sides = next(n for n in LOT_SIDES if n % len(numbers) == 0)
    return numbers * (sides // len(numbers))


def roll_request(st: DaemonDiceState) -> RollRequest:
    """The dice to throw now: a daemon's initiative roll, its turn's roll, or the coin."""
    step = st.step
    if step is Step.COIN:
        tied = st.contenders
        names = ", ".join(f"{s + 1} = {st.seat_name(s)}" for s in tied)
        kind = "coin" if len(tied) == 2 else "lot"
        return RollRequest((DieSpec(coin_faces(tied), label="initiative", kind=kind),),
                           f"Third tie in a row: a {kind} decides who starts ({names}).")
    if step not in CHANCE_STEPS:
        raise IllegalAction("No dice need rolling now.")
    seat = st.turn
    name = st.seat_name(seat)
    dice = st.active_dice(seat) if step is Step.ROLL else range(st.daemons[seat].size)
    specs = tuple(DieSpec(FACES[st.part(seat, d)], label=name, kind=die_kind(st.part(seat, d)))
                  for d in dice)
    if step is Step.INITIATIVE:
        again = "" if st.init_round == 1 else " again (tie)"
        reason = f"{name} rolls every die for initiative{again}."
    else:
        reason = f"{name} rolls {len(specs)} {'die' if len(specs) == 1 else 'dice'}."
    return RollRequest(specs, reason, seat=seat)


def rolled_dice(st: DaemonDiceState) -> tuple[int, ...]:
    """Which of the rolling daemon's dice the current request throws, in request order."""
    if st.step is Step.ROLL:
        return tuple(st.active_dice(st.turn))
    if st.step is Step.INITIATIVE:
        return tuple(range(st.daemons[st.turn].size))
    return ()


def _why_not_roll(st: DaemonDiceState, action: Roll) -> str | None:
    if st.step not in CHANCE_STEPS:
        return f"{waiting_for(st)} No dice need rolling now."
    request = roll_request(st)
    values = action.values
    if not isinstance(values, (tuple, list)) or len(values) != request.count:
        return f"Exactly {request.count} dice must be rolled."
    for value, spec in zip(values, request.dice, strict=True):
        if type(value) not in (int, str) or value not in spec.faces:
            return f"{value!r} is not a face of that die."
    return None


def _roll(st: DaemonDiceState, action: Roll) -> DaemonDiceState:
    """The dice of an accepted ``Roll`` (checked by ``refusal``) come up."""
    values = action.values
    if st.step is Step.COIN:
        return begin_battle(st, int(values[0]) - 1)
    if st.step is Step.INITIATIVE:
        return after_initiative_roll(st, cast(tuple[str, ...], tuple(values)))
    me = st.turn
    faces = list(st.faces[me])
    for d, value in zip(rolled_dice(st), values, strict=True):
        faces[d] = cast(str, value)  # refusal let only the die's own faces through
    return st._replace(faces=put_row(st.faces, me, tuple(faces)), step=Step.RECOVER,
                       free_left=st.powers(me).stamina)


# --------------------------------------------------------------------------------- handlers


def _use(st: DaemonDiceState, die: int, what: str) -> dict[str, Any]:
    return {"used": put(st.used, st.turn, die, what)}


def _release(st: DaemonDiceState, a: Release) -> DaemonDiceState:
    return st._replace(holds=let_go(st.holds, st.turn, a.die))


def _pin(st: DaemonDiceState, a: Pin) -> DaemonDiceState:
    return st._replace(**_use(st, a.die, PINNED), holds=let_go(st.holds, st.turn, a.die),
                       minus_aimed=st.minus_aimed - 1)


def _set_aside(st: DaemonDiceState, a: SetAside) -> DaemonDiceState:
    return st._replace(**_use(st, a.die, MINUSED), minus_free=st.minus_free - 1)


def _recover(st: DaemonDiceState, a: Recover) -> DaemonDiceState:
    if st.step is Step.MOUTH:
        assert st.foe is not None
        return st._replace(health=put(st.health, st.foe, a.die, OK), mouths=st.mouths - 1)
    me = st.turn
    used = put(st.used, me, a.die, RECOVERED)
    if a.plus >= 0:
        return st._replace(health=put(st.health, me, a.die, OK), used=put(used, me, a.plus, SPENT))
    return st._replace(health=put(st.health, me, a.die, OK), used=used,
                       free_left=st.free_left - 1)


def _defend(st: DaemonDiceState, a: Defend) -> DaemonDiceState:
    guard = list(st.guard)
    guard[a.attack] = guard[a.attack] + ((a.die, a.mode),)
    return st._replace(**_use(st, a.die, DEFENDING), guard=tuple(guard))


def _damage(st: DaemonDiceState, a: Damage) -> DaemonDiceState:
    hit = st.queue[0]
    return st._replace(**harm(st, st.turn, a.die, hit.harm), queue=st.queue[1:])


def _choose_foe(st: DaemonDiceState, a: ChooseFoe) -> DaemonDiceState:
    return st._replace(target=a.seat, step=Step.GRAB)


def _grab(st: DaemonDiceState, a: Grab) -> DaemonDiceState:
    foe = st.target
    assert foe is not None
    holds = let_go(st.holds, foe, a.victim) + (Hold(st.turn, a.die, foe, a.victim),)
    return st._replace(**_use(st, a.die, GRABBING), holds=tuple(sorted(holds)))


def _attach(st: DaemonDiceState, index: int, attack: Attack, die: int | None,
            what: str) -> DaemonDiceState:
    outgoing = st.outgoing[:index] + (attack,) + st.outgoing[index + 1:]
    if die is None:
        return st._replace(outgoing=outgoing)
    return st._replace(**_use(st, die, what), outgoing=outgoing)


def _boost(st: DaemonDiceState, a: Boost) -> DaemonDiceState:
    old = st.outgoing[a.attack]
    return _attach(st, a.attack, replace(old, boosts=old.boosts + (a.die,)), a.die, BOOSTING)


def _guide(st: DaemonDiceState, a: Guide) -> DaemonDiceState:
    return _attach(st, a.attack, replace(st.outgoing[a.attack], brain=a.die), a.die, GUIDING)


def _spike(st: DaemonDiceState, a: Spike) -> DaemonDiceState:
    old = st.outgoing[a.attack]
    return _attach(st, a.attack, replace(old, spikes=old.spikes + (a.die,)), a.die, SPIKING)


def _poison(st: DaemonDiceState, a: Poison) -> DaemonDiceState:
    return _attach(st, a.attack, replace(st.outgoing[a.attack], poison=True), None, "")


def _rot(st: DaemonDiceState, a: Rot) -> DaemonDiceState:
    assert st.target is not None
    return st._replace(health=put(st.health, st.target, a.die, WOUNDED), rot_left=st.rot_left - 1)


def _hand_over(st: DaemonDiceState, a: HandOver) -> DaemonDiceState:
    return start_turn(st, a.seat, None, (), 0, 0)


def _done(st: DaemonDiceState, a: Done) -> DaemonDiceState:
    return finish(st)


_HANDLERS: dict[type, Callable[[Any, Any], Any]] = {
    Done: _done, Release: _release, Pin: _pin, SetAside: _set_aside, Recover: _recover,
    Defend: _defend, Damage: _damage, ChooseFoe: _choose_foe, Grab: _grab, Boost: _boost,
    Guide: _guide, Spike: _spike, Poison: _poison, Rot: _rot, HandOver: _hand_over,
}
assert set(_HANDLERS) == set(ACTION_TYPES)


# ------------------------------------------------------------------------------ settling


def settle(st: DaemonDiceState) -> DaemonDiceState:
    """Play out every step that needs no decision; stop where someone must choose or roll."""
    for _ in range(_SETTLE_LIMIT):
        step = st.step
        if step is Step.OVER or step is Step.INITIATIVE or step is Step.COIN:
            return st
        if step is Step.ROLL:
            if st.active_dice(st.turn):
                return st
            name = st.seat_name(st.turn)
            st = defeat(st, st.turn, f"{name} has no body part left to roll.")
            continue
        actions = st.legal_actions()
        if len(actions) > 1 or stops_for_confirm(st, actions):
            return st
        st = finish(st) if not actions else _HANDLERS[type(actions[0])](st, actions[0])
    raise RuntimeError("The battle kept settling without end.")


def refusal(st: DaemonDiceState, action: Action) -> str | None:
    """Why ``apply`` refuses ``action`` now, in players' words (None when it accepts it)."""
    if isinstance(action, Resign):
        return why_not_resign(st, action)
    if st.step is Step.OVER:
        return "The battle is over."
    if isinstance(action, Roll):
        return _why_not_roll(st, action)
    if type(action) not in _HANDLERS:
        return "That is not a move in Daemon Dice."
    if action in st.legal_actions():
        return None
    if canonical(st, action) is not None:
        return ("That die is interchangeable with one already offered; choose that one (the "
                "result is the same).")
    return explain(st, action)


def apply(st: DaemonDiceState, action: Action) -> DaemonDiceState:
    """The state after ``action``; IllegalAction (with the reason of ``refusal``) if not allowed."""
    reason = refusal(st, action)
    if reason is not None:
        raise IllegalAction(reason)
    if isinstance(action, Resign):
        return settle(resign(st, action))
    if isinstance(action, Roll):
        return settle(_roll(st, action))
    return settle(_HANDLERS[type(action)](st, action))


__all__ = ["LOT_SIDES", "apply", "coin_faces", "refusal", "roll_request", "rolled_dice",
           "settle", "waiting_for"]
