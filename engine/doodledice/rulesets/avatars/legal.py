"""The avatars' choices open now (``legal`` adds them to its own): every choice the rules
accept, since ``apply`` accepts exactly the listed ones.

Equal dice are interchangeable (``spend_plans`` offers each set of dice once,
``legal.listed_as`` maps the dice a player touched onto it), and the Bombardment's targets are
a set (every target takes the same damage), offered in id order. Even so the Bombardment is
sets of dice times sets of enemy parts: thousands in a four-seat game. Choosing its dice and
then each target as separate steps would keep every list short.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from engine.core import Action, replace
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
from engine.doodledice.combat import damage_split
from engine.doodledice.model import SOAK, TECHNIQUE, Attack, Die, Monster
from engine.doodledice.rulesets.avatars.abilities import (
    AVATAR_TYPES,
    CYBER_TYPES,
    DEVICE,
    MAGE,
    avatar_of,
    enemy_parts,
    horde_of,
    lead_need,
    lead_targets,
    mecha_drop,
    part_cap,
    sides_of,
    spend_plans,
    uses_left,
)
from engine.doodledice.rulesets.structures.stratagems import canonical_dice
from engine.doodledice.tables import COLOUR_KEYS, D100

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def choose_actions(st: DoodleState, seat: int) -> list[Action]:
    """Each avatar type with a made-up name, starting at a type that depends on the seat's
    dice, so AI seats that value them alike do not all pick the same. A mage is offered once,
    in the colour most of the seat's sides carry (the rules take any colour, as a person
    picks it). Why once: with a mage per colour, most choices on offer were mages, and an AI
    that breaks ties at random chose a mage nearly every time (``docs/balance.md``)."""
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
        for m in mine:
            if m.merged:
                continue
            for p in m.parts:
                if not p.extra:
                    out += [Augment(p.die, t) for t in CYBER_TYPES if t != p.kind]
    if uses_left(st, seat, "mechamorph"):
        free = [m for m in mine if not m.merged]
        groups = [g for n in range(2, len(free) + 1) for g in combinations(free, n)]
        out += [Mechamorph(tuple(m.id for m in g), mecha_drop(st, g), "Mecha " + g[0].name[:18])
                for g in groups]
    if uses_left(st, seat, "mutation") and dice:
        out += [Mutate(m.id) for m in mine if not m.merged]  # stacks, full or not
    if uses_left(st, seat, "horde"):
        out += [Horde(d.id) for d in dice]
    if uses_left(st, seat, "embody"):
        out += [Embody(d.id, c) for d in dice for c in ((d.colour,) if d.colour else d.colours)]
    if uses_left(st, seat, "preference"):
        out += [Recolour(p.die) for m in mine for p in m.parts  # any part, not only a core
                if st.dice[p.die].colours != (av.colour,)]
    return out


def _device(m: Monster, d: Die) -> Action:
    return AddPart(m.id, d.id, DEVICE, d.colour or d.colours[0])


def charge_actions(st: DoodleState, m: Monster) -> list[Action]:
    return [Supercharge(dice) for dice in spend_plans(st, m.owner)]


def start_actions(st: DoodleState, seat: int) -> list[Action]:
    """Lead from the Front and the Bombardment Spell, as combat starts."""
    if not st.avatars:
        return []
    out: list[Action] = []
    for m in lead_targets(st, seat):
        need = lead_need(st, m)
        if need is None:
            out.append(Lead(m.id, ()))
        else:  # a price: any dice reaching it, each set once
            out += [Lead(m.id, dice) for dice in spend_plans(st, seat)
                    if sides_of(st, dice) >= need]
    if uses_left(st, seat, "bombard"):
        parts = sorted(p.die for _, p in enemy_parts(st, seat))
        out += [Bombard(dice, targets) for dice in spend_plans(st, seat)
                for targets in combinations(parts, len(dice))]
    return out


def step_actions(st: DoodleState, a: Attack) -> list[Action] | None:
    """The answers to an avatar question of an attack (None: not such a step)."""
    if a.step == TECHNIQUE:
        return [Technique(), Pass()]
    if a.step != SOAK:
        return None
    dealt = sum(n for _, n in damage_split(st, a, a.shield_value))
    most = min(dealt, horde_of(st, a.defender))  # "any amount of that damage"
    return [*(Soak(n) for n in range(1, most + 1)), Pass()]


def horde_attacks(st: DoodleState, m: Monster, weapons: list[int]) -> list[Action]:
    return [AttackHorde(w, seat) for seat in st.enemies(m.owner) if horde_of(st, seat) > 0
            for w in weapons]


def listed(st: DoodleState, action: Action) -> Action | None:
    """The listed ability action ``action`` stands for, or None when it is none of the
    avatars' (``RuleSet.listed_as``)."""
    if isinstance(action, ChooseAvatar):
        if action.avatar == MAGE and action.colour in COLOUR_KEYS and st.to_move is not None \
                and st.to_move >= 0:
            # A person picks the mage's colour; the list offers the mage once, in the seat's
            # favourite colour, so the AI does not drown in a dozen mages (``choose_actions``).
            return replace(action, colour=favourite_colour(st, st.to_move))
        return action
    if isinstance(action, (Supercharge, Lead)):
        return replace(action, dice=canonical_dice(st, action.dice))
    if isinstance(action, Bombard):
        targets = action.targets
        if isinstance(targets, tuple) and all(type(t) is int for t in targets):
            targets = tuple(sorted(targets))  # every target takes the same damage
        return replace(action, dice=canonical_dice(st, action.dice), targets=targets)
    if isinstance(action, Mechamorph):
        return _mecha_as_listed(st, action)
    return None


def _mecha_as_listed(st: DoodleState, action: Mechamorph) -> Action:
    """The fused monsters in the order the list names them (the table's), the parts left out
    as ``mecha_drop`` orders them when they are the same parts."""
    ids = action.monsters
    if not isinstance(ids, tuple) or any(st.find_monster(i) is None for i in ids) \
            or len(set(ids)) != len(ids):
        return action
    group = tuple(m for m in st.monsters if m.id in ids)
    drop = mecha_drop(st, group)
    same = isinstance(action.drop, tuple) and all(type(d) is int for d in action.drop) \
        and sorted(action.drop) == sorted(drop)
    return replace(action, monsters=tuple(m.id for m in group),
                   drop=drop if same else action.drop)


__all__ = ["charge_actions", "choose_actions", "favourite_colour", "horde_attacks", "listed",
           "sketch_extras", "start_actions", "step_actions"]
