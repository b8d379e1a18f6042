"""What the avatars are worth to the evaluation: unused ability uses and a horde's life.

Why a value for unused uses: without one, the AI spends every use at the first chance it sees
(a Lead from the Front on a d4 goblin, a Bombardment with one die). Each use is worth
``VALUE`` (times ``Weights.avatar``), so it is spent only when it gains more than that. Why
small values for the sketching abilities: set near what a whole type is worth, they were never
worth spending (a greedy AI with a value of 16 a type used no device, horde or mutation in
four games), so they are kept below what a use gains in a good moment. Room a mutation (or
the beast's own body) adds is worth ``Weights.room`` a free part place while unused, so a
mutation is made when a part will fill it.

Counted as what has been *spent* (minus each use made), not what is left, so every fresh
avatar is worth 0 and an AI's choice of type is not pulled towards the type with the dearest
uses (counting what was left, the last seat to choose always took the warrior: its Lead from
the Front alone is worth 15). Spending a use costs the same either way. While avatars are
being chosen nothing is counted; the choice list is rotated per seat
(``avatar_legal.choose_actions``), so AI seats spread over the types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.blows import blow
from engine.doodledice.model import Monster, Phase, does
from engine.doodledice.rulesets.avatars.abilities import (
    DEVICE,
    bombard_plans,
    cores,
    part_cap,
    sides_of,
    uses_left,
)
from engine.doodledice.tables import (
    COMBO,
    CORE,
    GRAY,
    MAX_PARTS,
    NULLIFIER,
    RED,
    SHIELD,
    WEAPON,
    per4,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights

VALUE: dict[str, float] = {
    "device": 0.5, "cybernetics": 1.0, "mechamorph": 0.5,
    "mutation": 0.3, "horde": 1.0, "embody": 1.0,
    "diehard": 2.0, "technique": 1.5, "lead": 15.0,
    "preference": 0.2, "supercharge": 0.5, "bombard": 3.0,
}
"""What one unused use of each ability is worth (Lead from the Front waits for a monster worth
more than 15, the Bombardment for a blow worth more than its dice and 3)."""


HOLD = 0.5
"""A mage with its Bombardment unused: what share of the best bombardment its active dice
could make now counts (``bombard_potential``). Why: the spell gives up active dice, and without
a value for keeping them the AI sketched every die it gathered and never had one to give up (a
greedy mage never bombarded). Why not a value per side kept: a flat value a side kept dice
for spells that hit nothing worth it, and the mage lost to a beast it beat without
(``docs/balance.md``); priced by what the spell would destroy, dice are kept only for
a blow worth it. Half, because the enemy moves before combat starts."""


def bombard_potential(st: DoodleState, seat: int) -> float:
    """The damage (plus the whole of each monster whose only core falls) of the best
    Bombardment ``seat``'s active dice could make on the table as it is."""
    best = 0.0
    for dice, targets in bombard_plans(st, seat):
        hit = per4(sides_of(st, dice))
        value = 0.0
        for die in targets:
            held = st.holder(die)
            if held is None:
                continue
            m, p = held
            left = st.sides(p.die) - p.damage
            value += min(hit, left)
            if p.kind == CORE and hit >= left and len(cores(m)) == 1:
                value += sum(st.sides(q.die) for q in m.parts)
        best = max(best, value)
    return best


def held_value(st: DoodleState, seat: int, w: Weights) -> float:
    """What a mage's kept active dice are worth to its unused Bombardment."""
    if uses_left(st, seat, "bombard") <= 0 or st.phase not in (Phase.GATHER, Phase.SKETCH):
        return 0.0
    return w.avatar * HOLD * bombard_potential(st, seat)


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
    """Per seat: its horde's life less the uses it has spent (0 without avatars)."""
    out = [0.0] * st.num_seats
    if not st.avatars or st.phase is Phase.AVATARS:
        return out
    out = room_value(st, w)
    for seat, av in enumerate(st.avatar):
        if av is None:
            continue
        value = w.horde * av.horde + held_value(st, seat, w)
        for index, ability in enumerate(av.type.abilities):
            value -= av.used[index] * use_value(ability.key, w)
        out[seat] += value
    return out


def monster_parts(st: DoodleState, m: Monster, off: frozenset[int],
                  armour: int, w: Weights,
                  tweak: tuple[str, int, int, bool, bool]) -> tuple[float, float]:
    """``evaluation._fresh_monster_parts`` with the avatars' changes: several powers (extra cores,
    devices), parts with a second type, a Supercharge. The stratagems' ``tweak`` counts here
    as there: before, with avatars on the AI did not see Divert Power's actions, Tunneling's
    lost turn, Arcane Armaments' bonus or Glory's top faces, so it could not tell where a
    diverted action did most good, nor what Arcane or a tunnel gained or cost."""
    dice = st.dice
    parts = m.parts
    core_sides = dice[parts[0].die].sides
    powers = [c for c in (RED, GRAY) if st.has(m, c)]
    red = (per4(st.power_sides(m, RED)) if RED in powers else 0) + m.charge + tweak[2]
    top = tweak[3]
    if GRAY in powers:
        armour = 0
    health = (core_sides - parts[0].damage) / core_sides
    life = 0.0
    value = w.monster
    hits: list[float] = []
    actions = 1
    for p in parts:
        sides = dice[p.die].sides
        life += w.life * (sides - p.damage)
        if p.die in off:
            continue
        if p.kind == CORE and p is parts[0]:
            hits.append(max(0, per4(sides) + m.charge - armour) * w.struggle)
        if (p.kind == CORE or p.kind == DEVICE) and (p is not parts[0] or st.power(m)):
            value += w.power + 0.25 * per4(sides)
        if p.kind == CORE and p is not parts[0]:  # a Mechamorph's spare core: a life more
            value += w.monster
        if does(p, WEAPON):
            hits.append(blow(sides, red - armour, top))
        if does(p, COMBO):
            actions += 1
        if does(p, SHIELD):
            value += w.shield * sides * (2 if tweak[4] else 1)
        if does(p, NULLIFIER):
            value += w.nullifier * sides
    actions = max(0, actions + tweak[1])
    hits.sort(reverse=True)
    blows = w.attack * sum(hits[:actions]) + w.spare * sum(hits[actions:])
    scale = 0.55 + 0.45 * health
    return (life + value) * scale, blows * scale


__all__ = ["VALUE", "avatar_reserves", "monster_parts", "room_value", "use_value"]
