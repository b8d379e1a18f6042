"""Legal actions seen as mouse gestures: a *source* die that acts, dropped on a *target*.

Why: a click names one die, but many Daemon Dice actions join two things (a Plus and the stunned
die it brings back, a defence die and the attack it meets, a Tentacle and the foe die it grabs).
Dragging, the two-click "select then place", the variant pickers and the "why not" reasons all
need the same map from (source, target) to the engine action, so it is built once per position.

No rules here: every move is a listed legal action; it is expanded to every look-alike die (and
every look-alike attack) only where ``state.canonical`` maps the rebuilt action back to it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engine.core import Action
from engine.daemondice import (
    Boost,
    DaemonDiceState,
    Damage,
    Defend,
    Grab,
    Guide,
    Pin,
    Poison,
    Recover,
    Release,
    Rot,
    SetAside,
    Spike,
    Step,
)
from engine.daemondice.legal import canonical, die_key

DieRef = tuple[int, int]  # (seat, die)
Target = tuple[str, int, int]
"""("die", seat, die) for a die, ("attack", owner seat, attack index) for an arrayed attack."""


def die_target(ref: DieRef) -> Target:
    return ("die", ref[0], ref[1])


def attack_target(seat: int, index: int) -> Target:
    return ("attack", seat, index)


@dataclass(frozen=True)
class Move:
    """One way to make the listed ``action`` with the mouse.

    ``source`` is the die picked up (None for one-click actions such as taking damage),
    ``target`` where it goes; ``variant`` tells apart several actions for the same pair (an Arm
    joining as a "block" or as a "deflect").
    """

    action: Action
    source: DieRef | None
    target: Target
    variant: str = ""


def _lookalikes(st: DaemonDiceState, seat: int, die: int) -> list[int]:
    key = die_key(st, seat, die)
    return [d for d in range(st.daemons[seat].size) if die_key(st, seat, d) == key]


def _shape(st: DaemonDiceState, action: Action
           ) -> tuple[tuple[int, str] | None, tuple[str, int, str], str] | None:
    """(source seat and field, target kind + seat + field, variant) of an action, or None.

    Fields name the dataclass field to rewrite when the action is rebuilt on another die or
    attack; the seat is whose dice (or attacks) that field indexes.
    """
    me, foe, target = st.turn, st.foe, st.target
    if isinstance(action, (Release, Pin, SetAside, Damage)):
        return None, ("die", me, "die"), ""
    if isinstance(action, Recover):
        if action.plus < 0:
            owner = foe if st.step is Step.MOUTH else me
            return None, ("die", me if owner is None else owner, "die"), ""
        return (me, "plus"), ("die", me, "die"), ""
    if isinstance(action, Rot) and target is not None:
        return None, ("die", target, "die"), ""
    if isinstance(action, Grab) and target is not None:
        return (me, "die"), ("die", target, "victim"), ""
    if isinstance(action, Defend) and foe is not None:
        return (me, "die"), ("attack", foe, "attack"), action.mode
    if isinstance(action, (Boost, Guide, Spike)):
        return (me, "die"), ("attack", me, "attack"), ""
    if isinstance(action, Poison):
        return None, ("attack", me, "attack"), ""
    return None


def _attacks(st: DaemonDiceState, seat: int) -> int:
    if seat == st.turn:
        return len(st.outgoing)
    return len(st.incoming) if seat == st.foe else 0


def expand(st: DaemonDiceState, action: Action) -> list[Move]:
    """Every (source, target) pair that the listed ``action`` stands for."""
    shape = _shape(st, action)
    if shape is None:
        return []
    source, (kind, seat, field), variant = shape
    here = getattr(action, field)
    if kind == "die":
        targets = _lookalikes(st, seat, here)
    else:
        targets = list(range(_attacks(st, seat)))
    sources: list[int | None] = [None]
    if source is not None:
        sources = list(_lookalikes(st, source[0], getattr(action, source[1])))
    out = []
    for s in sources:
        for t in targets:
            changes = {field: t}
            if s is not None and source is not None:
                changes[source[1]] = s
            # why the ignore below: the fields come from this action's class
            rebuilt = dataclasses.replace(action, **changes)  # type: ignore[arg-type]
            if rebuilt != action and canonical(st, rebuilt) != action:
                continue
            out.append(Move(action, None if s is None or source is None else (source[0], s),
                            (kind, seat, t), variant))
    return out


def listed_die(st: DaemonDiceState, move: Move) -> DieRef | None:
    """The die the listed action really uses where ``move`` picks one up (its source) or
    clicks one (a die target): for look-alike dice the engine offers only one of them, so
    this may be another die than the one under the mouse."""
    shape = _shape(st, move.action)
    if shape is None:
        return None
    source, (kind, seat, field), _variant = shape
    if move.source is not None and source is not None:
        return source[0], getattr(move.action, source[1])
    if kind == "die":
        return seat, getattr(move.action, field)
    return None


def all_moves(st: DaemonDiceState, legal: list[Action]) -> list[Move]:
    out: list[Move] = []
    for action in legal:
        out += expand(st, action)
    return out


def distinct(moves: list[Move]) -> list[Move]:
    """One move per listed action (look-alike expansions of the same choice collapse)."""
    seen: dict[Action, Move] = {}
    for move in moves:
        seen.setdefault(move.action, move)
    return list(seen.values())


__all__ = ["DieRef", "Move", "Target", "all_moves", "attack_target", "die_target", "distinct",
           "expand", "listed_die"]
