"""The avatars' choices open now, as a short list (``legal`` adds them to its own).

Why a short list: dice and targets for Supercharge and the Bombardment, or which monsters a
Mechamorph fuses, could be chosen in thousands of ways. The list offers a few sensible ones
(``avatars.charge_plans``, ``bombard_plans``, pairs and all for Mechamorph, enough or all
for the horde) and the rules accept any other well-formed choice the same way, as they do for
a typed name or a drawing.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from engine.core import Action
from engine.doodledice.actions import (
    AddPart,
    AttackHorde,
    Augment,
    Bombard,
    ChooseAvatar,
    Embody,
    Horde,
    Lead,
    Mechamorph,
    Mutate,
    Pass,
    Recolour,
    Soak,
    Supercharge,
    Technique,
)
from engine.doodledice.avatars import (
    AVATAR_TYPES,
    CYBER_TYPES,
    DEVICE,
    MAGE,
    avatar_of,
    bombard_plans,
    charge_plans,
    horde_of,
    lead_price,
    lead_targets,
    mecha_drop,
    part_cap,
    uses_left,
)
from engine.doodledice.combat import damage_split
from engine.doodledice.model import SOAK, TECHNIQUE, Attack, Die, Monster
from engine.doodledice.tables import COLOUR_KEYS, CORE, D100, WEAPON

if TYPE_CHECKING:
    from engine.doodledice.state import DoodleState


def choose_actions(st: DoodleState, seat: int) -> list[Action]:
    """Each avatar type with a made-up name, starting at a type that depends on the seat's
    dice, so AI seats that value them alike do not all pick the same. A mage is offered once,
    in the colour most of the seat's sides carry (the rules take any colour, as a person
    picks it). Why once: with a mage per colour, 12 of 15 choices were mages, and an AI that
    breaks ties at random chose a mage four times in five."""
    start = sum(d.sides * (d.id + 1) for d in st.dice if d.owner == seat) % len(AVATAR_TYPES)
    kinds = AVATAR_TYPES[start:] + AVATAR_TYPES[:start]
    return [ChooseAvatar(t.key, favourite_colour(st, seat) if t.key == MAGE else "",
                         f"The {t.title}") for t in kinds]


def favourite_colour(st: DoodleState, seat: int) -> str:
    """The colour most of ``seat``'s sides carry (the first listed colour on a tie)."""
    sides = dict.fromkeys(COLOUR_KEYS, 0)
    for d in st.dice:
        if d.owner == seat and d.sides != D100:
            for c in d.colours:
                sides[c] += d.sides
    return max(COLOUR_KEYS, key=lambda c: sides[c])


def sketch_extras(st: DoodleState, seat: int, dice: list[Die]) -> list[Action]:
    """The avatar abilities of the sketching phase (``dice``: one active die per kind)."""
    av = avatar_of(st, seat)
    if av is None:
        return []
    mine = [m for m in st.monsters_of(seat) if not m.role]  # never a stratagem or fortress
    dice = [d for d in dice if d.sides != D100]
    out: list[Action] = []
    if uses_left(st, seat, "device"):
        for m in mine:
            if not m.merged and len(m.parts) < part_cap(m):
                out += [_device(m, d) for d in dice]
    if uses_left(st, seat, "cybernetics"):
        for m in mine:  # offered on the core and the biggest other part (any is legal)
            if m.merged:
                continue
            rest = sorted(m.parts[1:], key=lambda p: -st.dice[p.die].sides)[:1]
            for p in (m.parts[0], *rest):
                if not p.extra:
                    out += [Augment(p.die, t) for t in CYBER_TYPES
                            if t != p.kind and not (p.kind == CORE and t == WEAPON)]
    if uses_left(st, seat, "mechamorph"):
        free = [m for m in mine if not m.merged]
        groups = [tuple(g) for g in combinations(free, 2)]
        if len(free) > 2:
            groups.append(tuple(free))
        out += [Mechamorph(tuple(m.id for m in g), mecha_drop(st, g), "Mecha " + g[0].name[:18])
                for g in groups]
    if uses_left(st, seat, "mutation") and dice:
        out += [Mutate(m.id) for m in mine if not m.merged and len(m.parts) >= part_cap(m)]
    if uses_left(st, seat, "horde"):
        out += [Horde(d.id) for d in dice]
    if uses_left(st, seat, "embody"):
        out += [Embody(d.id, c) for d in dice for c in ((d.colour,) if d.colour else d.colours)]
    if uses_left(st, seat, "preference"):
        out += [Recolour(p.die) for m in mine for p in m.parts
                if (p.kind in (CORE, DEVICE)) and st.dice[p.die].colours != (av.colour,)]
    return out


def _device(m: Monster, d: Die) -> Action:
    return AddPart(m.id, d.id, DEVICE, d.colour or d.colours[0])


def charge_actions(st: DoodleState, m: Monster) -> list[Action]:
    return [Supercharge(dice) for dice in charge_plans(st, m.owner)
            if sum(st.dice[d].sides for d in dice) >= 4]


def start_actions(st: DoodleState, seat: int) -> list[Action]:
    """Lead from the Front and the Bombardment Spell, as combat starts."""
    if not st.avatars:
        return []
    out: list[Action] = [Lead(m.id, lead_price(st, seat, m) or () if st.house else ())
                         for m in lead_targets(st, seat)]
    if uses_left(st, seat, "bombard"):
        out += [Bombard(dice, targets) for dice, targets in bombard_plans(st, seat)
                if sum(st.dice[d].sides for d in dice) >= 4]
    return out


def step_actions(st: DoodleState, a: Attack) -> list[Action] | None:
    """The answers to an avatar question of an attack (None: not such a step)."""
    if a.step == TECHNIQUE:
        return [Technique(), Pass()]
    if a.step != SOAK:
        return None
    split = damage_split(st, a, a.shield_value)
    dealt = sum(n for _, n in split)
    most = min(dealt, horde_of(st, a.defender))
    amounts = {most}
    held = st.holder(split[0][0])
    if held is not None:
        left = st.sides(held[1].die) - held[1].damage
        save = dealt - left + 1  # just enough to keep the part in play
        if 1 <= save < most:
            amounts.add(save)
    return [*(Soak(n) for n in sorted(amounts)), Pass()]


def horde_attacks(st: DoodleState, m: Monster, weapons: list[int]) -> list[Action]:
    return [AttackHorde(w, seat) for seat in st.enemies(m.owner) if horde_of(st, seat) > 0
            for w in weapons]


__all__ = ["charge_actions", "choose_actions", "favourite_colour", "horde_attacks", "sketch_extras",
           "start_actions", "step_actions"]
