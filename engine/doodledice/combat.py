"""The steps of an attack, in the order of the rulebook's quick reference:

declare (target part) → pink redirect → (attacker aims at a part of the pink monster) → shield
block → nullifier → nullifier roll → weapon roll → black / white rerolls → shield roll → damage.

Each defender decision is offered only when it is possible; ``next_step`` skips the rest, so an
attack on a monster with no pink friend, shield or nullifier goes straight to the weapon roll.
Damage, destruction and the loss of whole monsters are settled here too.

The alternate rule sets change an attack at named moments (``position.AttackHooks``: which steps
it stops at, a die thrown again, questions before damage, a blow, a core destroyed, a monster
leaving); this module asks the ones in play (``st.rule_sets()``) and never reads their marks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import CHANCE, replace
from engine.doodledice.model import (
    AIM,
    CHILL,
    HORDE,
    HURT,
    LOSE_DIE,
    LOST,
    MISS,
    NULL_ROLL,
    NULLIFY,
    PINK,
    REMOVED,
    REROLL,
    RESERVE,
    ROLL,
    SHIELD,
    SHIELD_ROLL,
    SOAK,
    TECHNIQUE,
    Attack,
    Monster,
    Part,
    cores,
    does,
    main_first,
    role_used,
)
from engine.doodledice.tables import (
    BLACK,
    BLUE,
    CORE,
    GRAY,
    NULLIFIER,
    RED,
    WHITE,
    half,
    per4,
)
from engine.doodledice.tables import PINK as PINK_COLOUR
from engine.doodledice.tables import SHIELD as SHIELD_PART

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

# ---------------------------------------------------------------------------- who may do what


def target_monster(st: DoodleState, a: Attack) -> Monster | None:
    held = st.holder(a.target) if a.target >= 0 else None
    return None if held is None else held[0]


def pink_options(st: DoodleState, a: Attack) -> tuple[Monster, ...]:
    """The defender's pink monsters that may pull this attack onto themselves."""
    target = target_monster(st, a)
    if target is None:
        return ()
    attacker = st.monster(a.attacker)
    return tuple(m for m in st.team_monsters(a.defender)
                 if m.id != target.id and not m.pink_used and st.has(m, PINK_COLOUR)
                 and st.can_attack(attacker, m))


def shield_options(st: DoodleState, a: Attack) -> tuple[Part, ...]:
    """Shields of the attacked monster that may still block this round."""
    target = target_monster(st, a)
    if target is None:
        return ()
    return tuple(p for p in target.parts if does(p, SHIELD_PART)
                 and not role_used(p, SHIELD_PART)
                 and p.die != a.target and not st.disabled(p.die))


def nullifier_options(st: DoodleState, a: Attack) -> tuple[Part, ...]:
    """Nullifiers of the attacked monster that may still roll this round (never the one hit)."""
    target = target_monster(st, a)
    if target is None:
        return ()
    return tuple(p for p in target.parts if does(p, NULLIFIER) and not role_used(p, NULLIFIER)
                 and p.die != a.target and not st.disabled(p.die))


def black_options(st: DoodleState, a: Attack) -> tuple[Monster, ...]:
    """The defender's black monsters that may still force a reroll this round."""
    if a.struggle:
        return ()
    return tuple(m for m in st.team_monsters(a.defender)
                 if not m.black_used and st.has(m, BLACK))


def white_option(st: DoodleState, a: Attack) -> Monster | None:
    """The attacker, if it is white and has not rerolled this round."""
    if a.struggle:
        return None
    m = st.monster(a.attacker)
    return m if not m.white_used and st.has(m, WHITE) else None


def reroll_asker(st: DoodleState, a: Attack) -> int:
    """Who is asked about a reroll now: the defender first (black), then the attacker (white);
    a seat that declined is not asked again until the die is thrown anew."""
    if a.defender not in a.asked and black_options(st, a):
        return a.defender
    owner = st.monster(a.attacker).owner
    if owner not in a.asked and white_option(st, a) is not None:
        return owner
    return CHANCE  # not reached: the step is left when nobody can be asked


def shield_rolls(st: DoodleState, a: Attack) -> Part | None:
    """The shield that rolls to reduce this attack's damage, if any: the part hit is a shield
    not yet rolled this round and working, and the attacker is not gray."""
    held = st.holder(a.target)
    if held is None:
        return None
    _, part = held
    if not does(part, SHIELD_PART) or part.blocked or st.disabled(part.die):
        return None
    if st.has(st.monster(a.attacker), GRAY):
        return None
    return part


# -------------------------------------------------------------------------------- the steps


def declare(st: DoodleState, attacker: Monster, weapon: int, target: int,
            defender: int) -> DoodleState:
    """Start an attack (the action is spent and the weapon or struggle marked; a core taken up
    as a weapon uses the round's struggle)."""
    core = weapon == attacker.core.die and not st.core_fires(attacker)
    struggle = core and not st.core_weapon(attacker)
    if core:
        if not struggle:
            for rule in st.rule_sets():
                st = rule.on_core_wielded(st, attacker)
        attacker = replace(attacker, struggled=True)
    else:
        part = attacker.part(weapon)
        assert part is not None
        attacker = attacker.with_part(replace(part, used=True) if part.kind == "weapon"
                                      else replace(part, extra_used=True))
    st = _put(st, attacker)
    a = Attack(attacker=attacker.id, weapon=weapon, struggle=struggle, defender=defender,
               target=target, step=LOSE_DIE if target == -1 else CHILL)
    return next_step(st._replace(actions=st.actions - 1, attack=a), a)


def next_step(st: DoodleState, a: Attack) -> DoodleState:
    """Move the attack on from ``a.step`` to the first step that needs someone (or dice),
    settling the damage when none is left. A big die's owner who chose to roll is asked
    again at the next throw."""
    order = (CHILL, PINK, AIM, SHIELD, NULLIFY, NULL_ROLL, MISS, ROLL, REROLL, SHIELD_ROLL)
    if a.declined:
        a = replace(a, declined=False)
    step = a.step
    if step == LOSE_DIE:
        return st._replace(attack=a)
    index = order.index(step)
    rules = st.rule_sets()
    for candidate in order[index:]:
        verdict = next((v for rule in rules
                        if (v := rule.attack_step(st, a, candidate)) is not None), None)
        if verdict is not None:
            if verdict:
                return st._replace(attack=replace(a, step=candidate))
            continue
        if candidate == PINK and pink_options(st, a):
            return st._replace(attack=replace(a, step=PINK))
        if candidate == SHIELD and shield_options(st, a):
            return st._replace(attack=replace(a, step=SHIELD))
        if candidate == NULLIFY and nullifier_options(st, a):
            return st._replace(attack=replace(a, step=NULLIFY))
        if candidate == ROLL and a.value < 0 and not a.struggle:
            return st._replace(attack=replace(a, step=ROLL))
        if candidate == REROLL and reroll_asker(st, a) != CHANCE:
            return st._replace(attack=replace(a, step=REROLL))
        if candidate == SHIELD_ROLL and shield_rolls(st, a) is not None:
            return st._replace(attack=replace(a, step=SHIELD_ROLL))
    return settle(st, a, 0)


def roll_result(st: DoodleState, a: Attack, value: int, again: bool = True) -> DoodleState:
    """The attack carried on with ``value`` thrown (or named, for a big die) at its chance step;
    with ``again``, a gray fortress's owner is first asked whether to throw it again."""
    if again:
        for rule in st.rule_sets():
            asked = rule.asks_throw_again(st, a, value)
            if asked is not None:
                return asked
    if a.step == NULL_ROLL:
        if value <= half(st.sides(a.nullifier)):
            return st._replace(attack=None)
        return next_step(st, replace(a, step=MISS))
    if a.step == ROLL:
        return next_step(st, replace(a, value=value, asked=(), step=REROLL))
    held = st.holder(a.target)
    assert a.step == SHIELD_ROLL and held is not None
    target, shield = held
    st = _put(st, target.with_part(replace(shield, blocked=True)))
    return settle(st, a, value)


def misses(values: tuple) -> bool:
    """A 1 on any of the miss dice."""
    return any(int(v) == 1 for v in values)


def after(step: str) -> str:
    """The step that follows ``step`` in the quick reference."""
    order = (CHILL, PINK, AIM, SHIELD, NULLIFY, NULL_ROLL, MISS, ROLL, REROLL, SHIELD_ROLL)
    return order[order.index(step) + 1]


def base_damage(st: DoodleState, a: Attack) -> int:
    """The weapon roll plus red's bonus (and Arcane Armaments'), or a struggle's fixed
    damage."""
    attacker = st.monster(a.attacker)
    fixed = next((n for rule in st.rule_sets() if (n := rule.fixed_damage(st, a)) is not None),
                 None)
    if fixed is not None:
        return fixed
    if a.struggle:
        return st.struggle_damage(attacker) + attacker.charge
    bonus = per4(st.power_sides(attacker, RED)) if st.has(attacker, RED) else 0
    return a.value + bonus + attacker.charge + st.roll_bonus(attacker)


def damage_split(st: DoodleState, a: Attack, shield_roll: int) -> list[tuple[int, int]]:
    """[(part die, damage)] the attack deals, after shields, blue and gray."""
    attacker = st.monster(a.attacker)
    total = base_damage(st, a)
    if a.target == HORDE:
        return [(HORDE, total)]
    if st.has(attacker, GRAY):  # nothing reduces a gray attack: no shield, blue or supercharge
        if a.aimed >= 0 and st.holder(a.aimed) is not None:
            through = min(total, per4(st.power_sides(attacker, GRAY)))
            return [(a.aimed, through), (a.target, total - through)]
        return [(a.target, total)]
    held = st.holder(a.target)
    if held is not None and held[0].charge:  # a supercharged monster takes less
        total = max(0, total - held[0].charge)
    if shield_roll and held is not None:  # Arcane Armaments adds to shield rolls too
        shield_roll += st.roll_bonus(held[0])
    total -= shield_roll
    if held is not None:
        target, part = held
        if (part.kind == CORE or does(part, SHIELD_PART)) and st.has(target, BLUE):
            total -= per4(st.power_sides(target, BLUE))
    return [(a.target, max(0, total))]


def settle(st: DoodleState, a: Attack, shield_roll: int, ask: bool = True) -> DoodleState:
    """Deal the attack's damage and close it. With avatars, a warrior may first make the roll
    its maximum and a beast's horde may take some of it; with a purple fortress its owner may
    soak it with dice (``ask=False``: nobody is asked, as for the evaluation's forecast)."""
    if a.step not in (TECHNIQUE, SOAK):
        a = replace(a, shield_value=shield_roll)
    split = damage_split(st, a, a.shield_value)
    if ask:
        for rule in st.rule_sets():
            asked = rule.asks_before_damage(st, a, split)
            if asked is not None:
                return asked
    for rule in st.rule_sets():
        dealt = rule.deals_elsewhere(st, a, split)
        if dealt is not None:
            return dealt
    return finish(st, a, split)


def finish(st: DoodleState, a: Attack, split: list[tuple[int, int]]) -> DoodleState:
    """Deal ``split`` (less what a beast's horde soaks) and close the attack, or, when an
    electric monster's blow destroyed a core with damage to spare, let its owner pick where
    the rest jumps (Chain Lightning)."""
    soak = a.soak
    for rule in st.rule_sets():
        st = rule.before_dealing(st, a)
    taken: list[tuple[int, int]] = []
    for die, amount in split:
        soaked = min(soak, amount)
        soak -= soaked
        taken.append((die, amount - soaked))
    for rule in st.rule_sets():
        st = rule.before_blow(st, a, taken)
    before = st
    for die, amount in taken:
        st = deal(st, die, amount)
    st = st._replace(attack=None)
    for rule in st.rule_sets():
        st = rule.after_blow(st, a, before, taken)
    return st


def deal(st: DoodleState, die: int, amount: int) -> DoodleState:
    """``amount`` damage to the part of ``die``; a part at or past its life is removed."""
    held = st.holder(die)
    if held is None or amount <= 0:
        return st
    monster, part = held
    damage = part.damage + amount
    st = st._replace(progress=max(st.progress, HURT))
    if damage < st.sides(die):
        return _put(st, monster.with_part(replace(part, damage=damage)))
    if part.kind == CORE:
        last = len(cores(monster)) == 1
        for rule in st.rule_sets():
            kept = rule.core_destroyed(st, monster, part, last)
            if kept is not None:
                return kept
        if last:
            return remove_monster(st, monster)
        left = monster.without_part(die)  # a Mechamorph lives on while a core does
        monster = replace(left, parts=main_first(left.parts, st.dice))
    dice = list(st.dice)
    dice[die] = dice[die].at(REMOVED)
    st = st._replace(dice=tuple(dice), progress=LOST)
    return _forget(_put(st, monster.without_part(die)), {die})


def remove_monster(st: DoodleState, monster: Monster) -> DoodleState:
    """The monster leaves play with every die invested in it (but the one an orange fortress
    recycles into the reserve)."""
    dice = list(st.dice)
    kept = next((die for rule in st.rule_sets() if (die := rule.recycled_die(st, monster)) >= 0),
                -1)
    for p in monster.parts:
        dice[p.die] = dice[p.die].at(RESERVE if p.die == kept else REMOVED)
    for rule in st.rule_sets():
        st = rule.on_monster_removed(st, monster)
    st = st._replace(dice=tuple(dice), progress=LOST,
                     monsters=tuple(m for m in st.monsters if m.id != monster.id))
    return _forget(drop_from_order(st, {monster.id}), {p.die for p in monster.parts})


def drop_from_order(st: DoodleState, gone: set[int]) -> DoodleState:
    """Monsters that left play no longer wait for a turn or a purple decision."""
    groups = tuple(g for g in (tuple(mid for mid in group if mid not in gone)
                               for group in st.initiative) if g)
    return st._replace(initiative=groups, queue=tuple(q for q in st.queue if q not in gone))


def _forget(st: DoodleState, gone: set[int]) -> DoodleState:
    """Parts that left play are no longer switched off by anyone."""
    if not any(e in gone for m in st.monsters for e in m.enervating):
        return st
    return st._replace(monsters=tuple(
        replace(m, enervating=tuple(e for e in m.enervating if e not in gone))
        if any(e in gone for e in m.enervating) else m for m in st.monsters))


def remove_die(st: DoodleState, die: int) -> DoodleState:
    dice = list(st.dice)
    dice[die] = dice[die].at(REMOVED)
    return st._replace(dice=tuple(dice), progress=LOST)


def _put(st: DoodleState, monster: Monster) -> DoodleState:
    return st._replace(monsters=tuple(monster if m.id == monster.id else m
                                      for m in st.monsters))


put_monster = _put

__all__ = ["after", "base_damage", "black_options", "damage_split", "deal", "declare", "finish",
           "misses", "next_step", "nullifier_options", "pink_options",
           "put_monster", "remove_die",
           "remove_monster", "reroll_asker", "roll_result", "settle", "shield_options",
           "shield_rolls", "target_monster", "white_option"]
