"""One-line log texts for Daemon Dice actions, in our own words ("Gravemaw's Leg is stunned").

``describe`` is called on the state *before* the action, so it can name the dice involved; it
never raises, even for an action that turns out to be illegal (the log must not crash the app).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.core import Action, Resign, Roll
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
from engine.daemondice.model import Attack, Step
from engine.daemondice.tables import WOUNDED, initiative_points

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState


def die_name(st: DaemonDiceState, seat: int, die: int) -> str:
    """"Arm", or "Arm 2" when the daemon has more than one Arm (numbered in die order)."""
    parts = st.daemons[seat].parts
    part = parts[die]
    if parts.count(part) == 1:
        return part
    return f"{part} {parts[:die + 1].count(part)}"


def whose(st: DaemonDiceState, seat: int, die: int) -> str:
    """"Gravemaw's Arm 2"."""
    return f"{st.seat_name(seat)}'s {die_name(st, seat, die)}"


def attack_name(st: DaemonDiceState, seat: int, attack: Attack, own: bool = False) -> str:
    """"Gravemaw's Tail" for a part's own attack, "Gravemaw's Stun (Arm 2)" for a plain face
    ("its Tail" / "its Stun (Arm 2)" with ``own``)."""
    owner = "its" if own else f"{st.seat_name(seat)}'s"
    part = st.part(seat, attack.die)
    if attack.face == part:
        return f"{owner} {die_name(st, seat, attack.die)}"
    return f"{owner} {attack.face} ({die_name(st, seat, attack.die)})"


def summary(faces: list[str]) -> str:
    """"Stun x3, Plus, Eye" in order of first appearance."""
    counts = Counter(faces)
    return ", ".join(f if counts[f] == 1 else f"{f} x{counts[f]}" for f in dict.fromkeys(faces))


def describe(st: DaemonDiceState, action: Action) -> str:
    """A short log line for ``action`` applied to ``st``."""
    try:
        text = _describe(st, action)
    except Exception:  # an odd action must never break the log
        text = None
    if text is not None:
        return text
    who = st.to_move
    name = st.seat_name(who) if isinstance(who, int) and 0 <= who < st.num_seats else "The dice"
    return f"{name}: {action.kind}"


def _describe(st: DaemonDiceState, action: Action) -> str | None:
    if isinstance(action, Resign):
        return f"{st.seat_name(action.seat)} gives up the fight"
    if isinstance(action, Roll):
        return _roll(st, action)
    me, foe, target = st.turn, st.foe, st.target
    name = st.seat_name(me)
    if isinstance(action, Done):
        return _done(st)
    if isinstance(action, Release):
        h = st.holding(me, action.die)
        held = f" of {whose(st, h.victim, h.victim_die)}" if h else ""
        return f"{whose(st, me, action.die)} lets go{held} to join the roll"
    if isinstance(action, Pin) and foe is not None:
        return f"{st.seat_name(foe)}'s Wings pin {whose(st, me, action.die)} (targeted minus)"
    if isinstance(action, SetAside):
        return f"{name} sets its {die_name(st, me, action.die)} aside for a minus"
    if isinstance(action, Recover):
        if st.step is Step.MOUTH and foe is not None:
            return (f"{st.seat_name(foe)}'s Mouth drinks blood: its "
                    f"{die_name(st, foe, action.die)} recovers")
        if action.plus < 0:
            return f"Mongrel stamina: {name} recovers its {die_name(st, me, action.die)}"
        return (f"{name} spends the Plus on its {die_name(st, me, action.plus)} to recover its "
                f"{die_name(st, me, action.die)}")
    if isinstance(action, Defend) and foe is not None:
        attack = st.incoming[action.attack]
        have = len(st.guard[action.attack]) + 1
        return (f"{name} adds its {die_name(st, me, action.die)} as a {action.mode} against "
                f"{attack_name(st, foe, attack)} ({have} of {attack.need} needed)")
    if isinstance(action, Damage) and st.queue:
        hit = st.queue[0]
        kind = "wounded" if hit.harm == WOUNDED else "stunned"
        aimed = f" by {st.seat_name(foe)}'s aim" if hit.targeted and foe is not None else ""
        return f"{whose(st, me, action.die)} is {kind}{aimed}"
    if isinstance(action, ChooseFoe):
        return f"{name} turns on {st.seat_name(action.seat)}"
    if isinstance(action, Grab) and target is not None:
        return f"{whose(st, me, action.die)} grabs {whose(st, target, action.victim)}"
    if isinstance(action, (Boost, Guide, Spike, Poison)):
        return _attachment(st, action)
    if isinstance(action, Rot) and target is not None:
        return f"{name} rots {whose(st, target, action.die)} into a wound"
    if isinstance(action, HandOver):
        return f"Defeated {name} hands the next turn to {st.seat_name(action.seat)}"
    return None


def _attachment(st: DaemonDiceState, action: Boost | Guide | Spike | Poison) -> str:
    me = st.turn
    attack = st.outgoing[action.attack]
    target = attack_name(st, me, attack, own=True)
    if isinstance(action, Boost):
        need = attack.need + attack.stats.boost_per_plus
        return (f"{st.seat_name(me)} boosts {target} with a Plus (now {need} dice to stop "
                "it)")
    if isinstance(action, Guide):
        return f"{whose(st, me, action.die)} aims {target}: its damage goes where it chooses"
    if isinstance(action, Spike):
        return f"{whose(st, me, action.die)} rides on {target}: one more wound if it lands"
    return (f"{st.seat_name(me)} readies the poison of {target}: a wound more if it lands, "
            "and the Stinger is stunned")


def _done(st: DaemonDiceState) -> str:
    name = st.seat_name(st.turn)
    step = st.step
    if step is Step.ACTIVATE:
        return f"{name} keeps its grip"
    if step is Step.RECOVER:
        return f"{name} keeps its remaining pluses"
    if step is Step.DEFEND:
        return f"{name} is done defending"
    if step is Step.GRAB:
        return f"{name} is done grabbing"
    if step is Step.ARRAY:
        n = len(st.outgoing)
        foe = st.seat_name(st.target) if st.target is not None else "its foe"
        if n == 0:
            return f"{name} has no attack for {foe} and ends its turn"
        return f"{name} arrays {n} attack{'' if n == 1 else 's'} against {foe}"
    if step is Step.ROT:
        return f"{name} lets the rot rest"
    return f"{name} is done"


def _roll(st: DaemonDiceState, action: Roll) -> str | None:
    values = [str(v) for v in action.values]
    if st.step is Step.COIN:
        seat = int(action.values[0]) - 1
        return f"Third tie: the coin picks {st.seat_name(seat)} to start"
    name = st.seat_name(st.turn)
    if st.step is Step.INITIATIVE:
        points = initiative_points(tuple(values))
        return f"{name} rolls {points} initiative point{'' if points == 1 else 's'}"
    if not values:
        return None
    return f"{name} rolls {summary(values)}"


__all__ = ["attack_name", "describe", "die_name", "summary", "whose"]
