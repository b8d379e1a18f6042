"""What the strange-dice rule allows right now: a big die's declared result and the d3's
banishment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.model import NULL_ROLL, ROLL, SHIELD_ROLL, Attack, Die, Monster
from engine.doodledice.tables import BIG, D3, NULLIFIER

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def thrown_die(st: DoodleState, a: Attack) -> Die | None:
    """The die an attack's chance step throws (None for a struggle's weapon step)."""
    if a.step == NULL_ROLL:
        return st.dice[a.nullifier]
    if a.step == ROLL:
        return None if a.struggle else st.dice[a.weapon]
    if a.step == SHIELD_ROLL:
        return st.dice[a.target]
    return None


def big_to_declare(st: DoodleState, a: Attack) -> Die | None:
    """The big die about to be thrown whose owner may still name its result, if any."""
    if not st.strange or a.declined:
        return None
    d = thrown_die(st, a)
    if d is None or d.size != BIG or st.declared[d.owner]:
        return None
    return d


def declared_value(st: DoodleState, a: Attack, d: Die) -> int:
    """The result a player names for a big die: its best face for what it is thrown for."""
    held = st.holder(d.id)
    if held is not None and held[1].kind == NULLIFIER and a.step == NULL_ROLL:
        return 1
    return d.sides


def has_d3(st: DoodleState, m: Monster) -> bool:
    return any(st.dice[p.die].sides == D3 for p in m.parts)


def may_banish(st: DoodleState, seat: int) -> bool:
    return bool(st.strange) and not st.banish_used[seat]


def banish_choices(st: DoodleState, seat: int) -> tuple[Monster, ...]:
    """``seat``'s monsters it may drag away now: any with a d3 part at the start of combat,
    only the monster whose turn it is during a turn."""
    if not may_banish(st, seat):
        return ()
    if st.turn >= 0:
        m = st.monster(st.turn)
        return (m,) if m.owner == seat and not m.banished and has_d3(st, m) else ()
    return tuple(m for m in st.monsters_of(seat) if not m.banished and has_d3(st, m))


__all__ = ["banish_choices", "big_to_declare", "declared_value", "has_d3", "may_banish",
           "thrown_die"]
