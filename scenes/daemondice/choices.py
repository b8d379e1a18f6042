"""Which dice and daemons may be clicked now, and which engine action a click means.

No rules here: every choice comes from ``state.legal_actions()``. The engine lists one action
per group of look-alike dice, so a click on any die of a group is the same choice; the click is
rebuilt on the clicked die and passed through ``state.canonical`` to get the listed action.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from engine.core import Action
from engine.daemondice import (
    Boost,
    ChooseFoe,
    DaemonDiceState,
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
    Step,
)
from engine.daemondice.legal import die_key

DieRef = tuple[int, int]  # (seat, die)


def die_of(st: DaemonDiceState, action: Action) -> tuple[DieRef, str] | None:
    """The die a person clicks for ``action`` and the field naming it (None: not a die click)."""
    me = st.turn
    if isinstance(action, (Release, Pin, SetAside, Damage, Defend, Boost, Guide, Spike)):
        return (me, action.die), "die"
    if isinstance(action, Recover):
        owner = st.foe if st.step is Step.MOUTH else me
        return ((me if owner is None else owner), action.die), "die"
    if isinstance(action, Grab) and st.target is not None:
        return (st.target, action.victim), "victim"
    if isinstance(action, Rot) and st.target is not None:
        return (st.target, action.die), "die"
    if isinstance(action, Poison):
        return (me, st.outgoing[action.attack].die), ""
    return None


def attack_of(action: Action) -> int | None:
    return getattr(action, "attack", None)


@dataclass
class Choices:
    """The clickable things of one position."""

    dice: dict[DieRef, list[Action]] = field(default_factory=dict)
    seats: dict[int, Action] = field(default_factory=dict)
    done: bool = False

    def lit(self, ref: DieRef) -> bool:
        return ref in self.dice


def choices(st: DaemonDiceState) -> Choices:
    """Every die (look-alikes included) with the actions a click on it may mean."""
    out = Choices()
    legal = st.legal_actions()
    keys: dict[tuple[int, tuple], list[Action]] = {}
    for action in legal:
        if isinstance(action, Done):
            out.done = True
        elif isinstance(action, (ChooseFoe, HandOver)):
            out.seats[action.seat] = action
        else:
            found = die_of(st, action)
            if found is None:
                continue
            (seat, die), _ = found
            keys.setdefault((seat, die_key(st, seat, die)), []).append(action)
    for seat, key in keys:  # insertion order: the same every run
        for die in range(st.daemons[seat].size):
            if die_key(st, seat, die) == key:
                out.dice[(seat, die)] = keys[(seat, key)]
    return out


def action_for(st: DaemonDiceState, ch: Choices, ref: DieRef, aim: int | None) -> Action | None:
    """What a click on die ``ref`` does: preferably against attack ``aim``, via canonical."""
    options = ch.dice.get(ref)
    if not options:
        return None
    if aim is not None:
        options = sorted(options, key=lambda a: attack_of(a) != aim)
    for template in options:
        found = die_of(st, template)
        if found is None:
            continue
        name = found[1]
        rebuilt = dataclasses.replace(template, **{name: ref[1]}) if name else template
        listed = st.canonical(rebuilt)
        if listed is not None:
            return listed
    return None


__all__ = ["Choices", "DieRef", "action_for", "attack_of", "choices", "die_of"]
