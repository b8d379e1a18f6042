"""What the avatars are worth to the evaluation: unused ability uses and a horde's life.

Why a value for unused uses: without one, the AI spends every use at the first chance it sees
(a Lead from the Front on a d4 goblin, a Bombardment with one die). Each use is worth
``VALUE`` (times ``Weights.avatar``), so it is spent only when it gains more than that. Why
small values for the sketching abilities: set near what a whole type is worth, they were never
worth spending (a greedy AI with a value of 16 a type used no device, horde or mutation in
four games), so they are kept below what a use gains in a good moment. Room a mutation (or
the beast's own body) adds is worth ``Weights.room`` a free part place while unused, so a
mutation is made when a part will fill it.

While avatars are being chosen nothing is counted, so an AI's choice of type is not pulled
towards the type with the dearest uses: the choice list is rotated per seat
(``avatar_legal.choose_actions``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.avatars import part_cap
from engine.doodledice.model import Phase
from engine.doodledice.tables import MAX_PARTS

if TYPE_CHECKING:
    from engine.doodledice.state import DoodleState
    from engine.doodledice.weights import Weights

VALUE: dict[str, float] = {
    "device": 0.5, "cybernetics": 1.0, "mechamorph": 0.5,
    "mutation": 0.3, "horde": 1.0, "embody": 1.0,
    "diehard": 2.0, "technique": 1.5, "lead": 15.0,
    "preference": 0.2, "supercharge": 0.5, "bombard": 3.0,
}
"""What one unused use of each ability is worth (Lead from the Front waits for a monster worth
more than 15, the Bombardment for a blow worth more than its dice and 3)."""


def use_value(ability: str, w: Weights) -> float:
    """What one unused use of ``ability`` is worth."""
    return w.avatar * VALUE[ability]


def room_value(st: DoodleState, w: Weights) -> list[float]:
    """Per seat: free part places beyond the usual 5 (mutations, the beast's body)."""
    out = [0.0] * st.num_seats
    for m in st.monsters:
        if (m.mutations or m.avatar) and not m.merged:
            out[m.owner] += w.room * max(0, part_cap(m) - max(MAX_PARTS, len(m.parts)))
    return out


def avatar_reserves(st: DoodleState, w: Weights) -> list[float]:
    """Per seat: its unused uses and its horde's life (0 without avatars)."""
    out = [0.0] * st.num_seats
    if not st.avatars or st.phase is Phase.AVATARS:
        return out
    out = room_value(st, w)
    for seat, av in enumerate(st.avatar):
        if av is None:
            continue
        value = w.horde * av.horde
        for index, ability in enumerate(av.type.abilities):
            value += av.left(index) * use_value(ability.key, w)
        out[seat] += value
    return out


__all__ = ["VALUE", "avatar_reserves", "room_value", "use_value"]
