"""How the avatars' actions change a Doodle Dice Monsters state (see ``abilities`` for the data
and the rulings).

Each handler checks the action and raises ``IllegalAction`` with a sentence a player
understands, then returns the next state; ``rules.apply`` runs ``flow.advance`` after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine.doodledice.combat as combat
from engine.core import IllegalAction, replace
from engine.doodledice.actions import (
    AttackHorde,
    Augment,
    Bombard,
    ChooseAvatar,
    Embody,
    Horde,
    Lead,
    Mechamorph,
    Mutate,
    Recolour,
    Soak,
    Supercharge,
    Technique,
)
from engine.doodledice.model import (
    ACTIVE,
    HORDE,
    LOST,
    REMOVED,
    SOAK,
    TECHNIQUE,
    Die,
    Monster,
    Part,
    Phase,
)
from engine.doodledice.powers import open_copy
from engine.doodledice.rulesets.avatars.abilities import (
    CHARGE_SIDES,
    CYBER_TYPES,
    MAGE,
    MECHA_PARTS,
    TYPE_KEYS,
    Avatar,
    avatar_of,
    cores,
    horde_of,
    in_reach,
    lead_need,
    lead_targets,
    main_first,
    mecha_drop,
    put_avatar,
    remove_dice,
    sides_of,
    spend,
    uses_left,
)
from engine.doodledice.sketch import name_problem, sketch_problem
from engine.doodledice.tables import COLOUR_KEYS, CORE, D100, TRAITS, per4
from engine.doodledice.turn import acting, check_weapon

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


# -------------------------------------------------------------------------------- checks


def _ability(st: DoodleState, ability: str, what: str) -> int:
    """The seat to move, if it has a use of ``ability`` left."""
    seat = st.to_move
    if seat is None or seat < 0 or uses_left(st, seat, ability) <= 0:
        raise IllegalAction(f"{what} needs an avatar with a use of it left.")
    return seat


def _sketching(st: DoodleState, ability: str, what: str) -> int:
    if st.phase is not Phase.SKETCH:
        raise IllegalAction(f"{what} is used while you sketch.")
    return _ability(st, ability, what)


PLACES = "Stratagems and fortresses are places: avatar abilities leave them and their d100s alone."
"""Ruling: the avatars' abilities are for monsters, never for stratagems and fortresses."""


def _own_part(st: DoodleState, seat: int, die: Any) -> tuple[Monster, Part]:
    held = st.holder(die) if type(die) is int else None
    if held is None or held[0].owner != seat:
        raise IllegalAction("Choose a part of one of your monsters.")
    if held[0].role:
        raise IllegalAction(PLACES)
    return held


def _ids(value: Any) -> bool:
    """A tuple of plain ints (anything else is refused before it is looked at)."""
    return isinstance(value, tuple) and all(type(v) is int for v in value)


def _active_dice(st: DoodleState, seat: int, dice: Any) -> tuple[Die, ...]:
    if not _ids(dice) or not dice or len(set(dice)) != len(dice):
        raise IllegalAction("Choose one or more different dice of your active pool.")
    out = []
    for die in dice:
        d = st.valid_die(die)
        if d is None or d.owner != seat or d.place != ACTIVE:
            raise IllegalAction("Those dice must all be in your active pool.")
        if d.sides == D100:
            raise IllegalAction(PLACES)
        out.append(d)
    if sum(d.sides for d in out) < CHARGE_SIDES:
        raise IllegalAction(f"Give up at least {CHARGE_SIDES} sides of dice.")
    return tuple(out)


def _start_of_combat(st: DoodleState, what: str) -> int:
    if st.phase is not Phase.COMBAT or st.attack is not None or st.turn >= 0 \
            or not st.asking:
        raise IllegalAction(f"{what} is used as a combat phase starts.")
    return st.asking[0]


def may_add_device(st: DoodleState, seat: int) -> bool:
    return uses_left(st, seat, "device") > 0


# ------------------------------------------------------------------------------- handlers


def _choose(st: DoodleState, action: ChooseAvatar) -> DoodleState:
    if st.phase is not Phase.AVATARS:
        raise IllegalAction("Avatars are chosen before the first round.")
    if action.avatar not in TYPE_KEYS:
        raise IllegalAction("An avatar is a gadgeteer, beast, warrior or mage.")
    if (action.avatar == MAGE) != (action.colour in COLOUR_KEYS) or (
            action.avatar != MAGE and action.colour != ""):
        raise IllegalAction("A mage chooses one colour of energy; other avatars choose none.")
    problem = name_problem(action.name) or sketch_problem(action.sketch)
    if problem:
        raise IllegalAction(problem)
    av = Avatar(action.avatar, action.name, action.colour, action.sketch)
    return put_avatar(st, st.seat, av)


def _augment(st: DoodleState, action: Augment) -> DoodleState:
    seat = _sketching(st, "cybernetics", "Cybernetics")
    m, part = _own_part(st, seat, action.part)
    if m.merged:
        raise IllegalAction("A Mechamorph's parts cannot be given cybernetics.")
    if part.extra:
        raise IllegalAction("That part already has cybernetics.")
    if action.extra not in CYBER_TYPES or action.extra == part.kind:
        raise IllegalAction("The second type is a weapon, shield, combo or nullifier the part "
                            "is not already.")
    st = combat.put_monster(st, m.with_part(replace(part, extra=action.extra)))
    return spend(st, seat, "cybernetics")


def _mechamorph(st: DoodleState, action: Mechamorph) -> DoodleState:
    seat = _sketching(st, "mechamorph", "Mechamorph")
    ids = action.monsters
    if not _ids(ids) or len(ids) < 2 or len(set(ids)) != len(ids):
        raise IllegalAction("Mechamorph fuses two or more of your monsters.")
    group = tuple(st.find_monster(i) for i in ids)
    if any(m is None or m.owner != seat or m.merged or m.role for m in group):
        raise IllegalAction("Mechamorph fuses your own monsters that are not already fused "
                            "(never a stratagem or fortress).")
    members = tuple(m for m in group if m is not None)
    parts = [p for m in members for p in m.parts]
    drop = action.drop
    need = max(0, len(parts) - MECHA_PARTS)
    dice = {p.die for p in parts}
    if not _ids(drop) or len(drop) != need or len(set(drop)) != need \
            or not set(drop) <= dice:
        raise IllegalAction(f"Leave out exactly {need} of the fused monsters' parts.")
    if set(drop) != set(mecha_drop(st, members)):
        # Our reading: the rulebook removes "those excess parts" without a choice, so the
        # excess are the weakest: the smallest parts that are not cores.
        raise IllegalAction("Beyond ten parts, a Mechamorph leaves out its smallest parts "
                            "that are not cores.")
    kept = tuple(replace(p, anchor=()) for p in parts if p.die not in drop)
    if not any(p.kind == CORE for p in kept):
        raise IllegalAction("A Mechamorph keeps at least one core.")
    problem = name_problem(action.name) or sketch_problem(action.sketch)
    if problem:
        raise IllegalAction(problem)
    mid = st.next_monster
    # Every tag of the fused monsters, in the table's order (as a save checks them).
    traits = tuple(sorted({t for m in members for t in m.traits}, key=TRAITS.index))
    robot = Monster(id=mid, owner=seat, name=action.name, parts=main_first(kept, st.dice),
                    born=st.round, traits=traits, sketch=action.sketch, merged=True)
    all_dice = list(st.dice)
    for p in kept:
        all_dice[p.die] = all_dice[p.die].at(mid)
    for die in drop:
        all_dice[die] = all_dice[die].at(REMOVED)
    gone = set(drop)
    monsters = tuple(replace(m, enervating=tuple(e for e in m.enervating if e not in gone))
                     for m in st.monsters if m.id not in ids)
    st = st._replace(dice=tuple(all_dice), monsters=(*monsters, robot), next_monster=mid + 1,
                     progress=LOST if drop else st.progress)
    return spend(st, seat, "mechamorph")


def _mutate(st: DoodleState, action: Mutate) -> DoodleState:
    seat = _sketching(st, "mutation", "Extra Mutation")
    m = st.find_monster(action.monster)
    if m is None or m.owner != seat or m.merged or m.role:
        raise IllegalAction("Mutate one of your monsters (not a Mechamorph, nor a stratagem or "
                            "fortress).")
    st = combat.put_monster(st, replace(m, mutations=m.mutations + 1))
    return spend(st, seat, "mutation")


def _horde(st: DoodleState, action: Horde) -> DoodleState:
    seat = _sketching(st, "horde", "Monstrous Horde")
    d = st.valid_die(action.die)
    if d is None or d.owner != seat or d.place != ACTIVE:
        raise IllegalAction("The horde is conjured from a die of your active pool.")
    if d.sides == D100:
        raise IllegalAction(PLACES)
    av = avatar_of(st, seat)
    assert av is not None
    return spend(remove_dice(st, (d.id,)), seat, "horde", horde=av.horde + d.sides)


def _embody(st: DoodleState, action: Embody) -> DoodleState:
    seat = _sketching(st, "embody", "Monster Among Monsters")
    d = st.valid_die(action.core)
    if d is None or d.owner != seat or d.place != ACTIVE:
        raise IllegalAction("The avatar's core is a die of your active pool.")
    if d.sides == D100:
        raise IllegalAction(PLACES)
    if (d.colour and action.colour != d.colour) or action.colour not in d.colours:
        raise IllegalAction(f"That die can only count as {' or '.join(d.colours)}.")
    av = avatar_of(st, seat)
    assert av is not None
    m = Monster(id=st.next_monster, owner=seat, name=av.name, parts=(Part(d.id, CORE),),
                born=st.round, sketch=av.sketch, avatar=True)
    all_dice = list(st.dice)
    all_dice[d.id] = replace(d, colour=action.colour, place=m.id)
    st = st._replace(dice=tuple(all_dice), monsters=(*st.monsters, m),
                     next_monster=st.next_monster + 1)
    return spend(st, seat, "embody")


def _recolour(st: DoodleState, action: Recolour) -> DoodleState:
    seat = _sketching(st, "preference", "Energy Preference")
    m, _ = _own_part(st, seat, action.part)
    av = avatar_of(st, seat)
    assert av is not None
    d = st.dice[action.part]
    if d.colours == (av.colour,):
        raise IllegalAction(f"That die is already {av.colour}.")
    all_dice = list(st.dice)
    all_dice[d.id] = replace(d, colours=(av.colour,), colour=av.colour)
    st = st._replace(dice=tuple(all_dice))
    # a fresh record even when unchanged: the evaluation's memo knows monsters by identity
    parts = main_first(m.parts, st.dice) if m.merged else m.parts
    st = combat.put_monster(st, replace(m, parts=parts))
    return spend(st, seat, "preference")


def _supercharge(st: DoodleState, action: Supercharge) -> DoodleState:
    if st.phase is not Phase.COMBAT or st.attack is not None or st.opening != "charge":
        raise IllegalAction("Supercharge is used as the monster's turn starts.")
    m = st.monster(st.turn)
    dice = _active_dice(st, m.owner, action.dice)
    if m.charge == 0:
        if uses_left(st, m.owner, "supercharge") <= 0:
            raise IllegalAction("No use of Supercharge Creature is left.")
        st = spend(st, m.owner, "supercharge")
    st = remove_dice(st, tuple(d.id for d in dice))
    st = combat.put_monster(st, replace(m, charge=per4(sum(d.sides for d in dice))))
    return open_copy(st)


def _technique(st: DoodleState, action: Technique) -> DoodleState:
    a = st.attack
    if a is None or a.step != TECHNIQUE:
        raise IllegalAction("Special Technique is declared when a weapon has hit.")
    seat = st.monster(a.attacker).owner
    if uses_left(st, seat, "technique") <= 0:
        raise IllegalAction("No use of Special Technique is left.")
    st = spend(st, seat, "technique")
    a = replace(a, value=st.sides(a.weapon), technique=True)
    return combat.settle(st, a, a.shield_value)


def _soak(st: DoodleState, action: Soak) -> DoodleState:
    a = st.attack
    if a is None or a.step != SOAK:
        raise IllegalAction("The horde takes damage only when a blow is about to land.")
    dealt = sum(n for _, n in combat.damage_split(st, a, a.shield_value))
    defender = avatar_of(st, a.defender)
    assert defender is not None  # only an avatar's horde soaks (the SOAK step says so)
    most = min(dealt, defender.horde)
    if type(action.amount) is not int or not 1 <= action.amount <= most:
        raise IllegalAction(f"The horde can take 1 to {most} of this damage.")
    a = replace(a, soak=action.amount)
    return combat.settle(st, a, a.shield_value)


def _lead(st: DoodleState, action: Lead) -> DoodleState:
    seat = _start_of_combat(st, "Lead from the Front")
    target = next((m for m in lead_targets(st, seat) if m.id == action.monster), None)
    if target is None:
        raise IllegalAction("Lead from the Front strikes an enemy monster in reach, once a "
                            "game.")
    need = lead_need(st, target)
    if need is not None:
        dice = _active_dice(st, seat, action.dice)
        if sum(d.sides for d in dice) < need:
            raise IllegalAction(f"{target.name}'s core has {st.core_sides(target)} sides: give "
                                "up at least as many from your active pool (our house rule).")
        st = remove_dice(st, tuple(d.id for d in dice))
    elif action.dice:
        raise IllegalAction("Lead from the Front costs no dice under the rulebook's rules.")
    st = spend(st, seat, "lead")
    core = target.core
    return combat.deal(st, core.die, st.sides(core.die) - core.damage)


def _bombard(st: DoodleState, action: Bombard) -> DoodleState:
    seat = _start_of_combat(st, "The Bombardment Spell")
    if uses_left(st, seat, "bombard") <= 0:
        raise IllegalAction("No Bombardment Spell is left.")
    dice = _active_dice(st, seat, action.dice)
    targets = action.targets
    if not _ids(targets) or len(targets) != len(dice) \
            or len(set(targets)) != len(targets):
        raise IllegalAction("Pick one different enemy part for each die given up.")
    for t in targets:
        held = st.holder(t) if type(t) is int else None
        if held is None or not in_reach(st, seat, held[0]):
            raise IllegalAction("Each target must be a part of an enemy monster in reach.")
    hit = per4(sides_of(st, tuple(d.id for d in dice)))
    st = spend(remove_dice(st, tuple(d.id for d in dice)), seat, "bombard")
    for t in targets:
        st = combat.deal(st, t, hit)
    return st


def decline(st: DoodleState) -> DoodleState | None:
    """``Pass`` on an avatar question (no charge, no technique, no soak); None otherwise."""
    a = st.attack
    if st.phase is not Phase.COMBAT:
        return None
    if a is None and st.turn >= 0 and st.opening == "charge":
        m = st.monster(st.turn)
        return open_copy(combat.put_monster(st, replace(m, charge=0)))
    if a is not None and a.step in (TECHNIQUE, SOAK):
        return combat.settle(st, a, a.shield_value)
    return None


def _attack_horde(st: DoodleState, action: AttackHorde) -> DoodleState:
    m = acting(st)
    check_weapon(st, m, action.weapon)
    if type(action.seat) is not int or action.seat not in st.enemies(m.owner) \
            or not horde_of(st, action.seat):
        raise IllegalAction("That player has no horde to attack.")
    return combat.declare(st, m, action.weapon, HORDE, action.seat)


HANDLERS: dict[type, Any] = {
    ChooseAvatar: _choose, Augment: _augment, Mechamorph: _mechamorph, Mutate: _mutate,
    Horde: _horde, Embody: _embody, Recolour: _recolour, Supercharge: _supercharge,
    Technique: _technique, Soak: _soak, Lead: _lead, Bombard: _bombard,
    AttackHorde: _attack_horde,
}

__all__ = ["HANDLERS", "cores", "decline", "may_add_device", "spend"]
