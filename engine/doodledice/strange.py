"""What the strange-dice rule allows right now: room in the active pool for small dice, a big
die's declared result, and the d3's banishment.

Rulings (written on the rules page too):

- A small die takes half a place in the active pool, so gathering fills up to 5 places.
- **Big dice**: once a game *per player*, when one of their big dice is about to be rolled for a
  weapon, shield or nullifier, its owner may name the result instead. The engine offers the
  best result (the top face for a weapon or shield, a sure stop for a nullifier): nobody
  would name less.
- **d3**: once a game per player, a monster of theirs with a d3 part may be dragged away,
  either at the start of the combat phase or on that monster's own turn (free, no action).
  Until the next sketching phase it stays in play and may still act, but no attack or
  effect can target it: not enemies' attacks, Enervate or pink pulls, nor friends' healing
  or borrowed powers.
- Odd dice count one side lower for fractions (``tables.half``) and a core under 4 sides
  cannot struggle; both hold for every die already.

Kept below ``combat``/``legal``/``flow`` (it needs only the state's queries), so all three ask
it without an import cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.model import NULL_ROLL, ROLL, SHIELD_ROLL, Attack, Die, Monster
from engine.doodledice.tables import ACTIVE_POOL, NULLIFIER, SMALL

if TYPE_CHECKING:
    from engine.doodledice.state import DoodleState

D3 = 3


def places(d: Die) -> int:
    """Half-places a die takes in the active pool: 1 for a small die, 2 for any other."""
    return 1 if d.size == SMALL else 2


def room(st: DoodleState, seat: int) -> int:
    """Half-places left in ``seat``'s active pool this gather phase (5 dice, plus purple's)."""
    return 2 * (ACTIVE_POOL + st.extra[seat]) - sum(places(d) for d in st.active(seat))


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
    if d is None or d.size != "big" or st.declared[d.owner]:
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


def untouchable(m: Monster) -> bool:
    """Nothing may target a banished monster."""
    return m.banished


__all__ = ["D3", "banish_choices", "big_to_declare", "declared_value", "has_d3", "may_banish",
           "places", "room", "thrown_die", "untouchable"]
