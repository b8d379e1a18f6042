"""How the strange-dice actions change a game (``rules.apply`` plays the automatic steps
that follow)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import engine.doodledice.combat as combat
from engine.core import IllegalAction, replace
from engine.doodledice.model import Phase
from engine.doodledice.rulesets.strange.actions import Banish, Declare
from engine.doodledice.rulesets.strange.queries import (
    banish_choices,
    big_to_declare,
    declared_value,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def declare(st: DoodleState, action: Declare) -> DoodleState:
    a = st.attack
    d = big_to_declare(st, a) if st.phase is Phase.COMBAT and a is not None else None
    if a is None or d is None:
        raise IllegalAction("Only a big die about to be thrown can have its result named, "
                            "once a game.")
    declared = tuple(v or s == d.owner for s, v in enumerate(st.declared))
    st = st._replace(declared=declared)
    return combat.roll_result(st, a, declared_value(st, a, d))


def banish(st: DoodleState, action: Banish) -> DoodleState:
    if st.phase is not Phase.COMBAT or st.attack is not None or (
            st.turn >= 0 and st.opening != "act"):
        raise IllegalAction("A d3 drags a monster away as combat starts or on that monster's "
                            "turn.")
    seat = cast(int, st.to_move)  # combat: a seat is to move
    m = next((x for x in banish_choices(st, seat) if x.id == action.monster), None)
    if m is None:
        raise IllegalAction("Only your monster with a d3 part can be dragged away, once a game "
                            "(during a turn, only the monster whose turn it is).")
    used = tuple(v or s == seat for s, v in enumerate(st.banish_used))
    return combat.put_monster(st, replace(m, banished=True))._replace(banish_used=used)


__all__ = ["banish", "declare"]
