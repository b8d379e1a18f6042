"""The choices open to the seat to move, as a short enumerable list.

Why it stays small: equal dice are interchangeable, so gathering, sketching and losing a die
offer one die per kind (sides and colours) in a pool, the lowest id; a new monster is offered
with a made-up name and no drawing (the sketch pad sends the same action with its drawing, and
``rules`` accepts any well-formed one). Parts are offered on every monster with room, so a
sketching step is at most monsters x dice kinds x 4 part types, plus one new monster per kind.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, replace
from engine.doodledice.actions import (
    AddPart,
    Aim,
    Attack,
    AttackPlayer,
    Block,
    Copy,
    CreateMonster,
    Done,
    Enervate,
    Gather,
    GiveUp,
    Heal,
    LoseDie,
    Nullify,
    Pass,
    Redirect,
    Reroll,
)
from engine.doodledice.combat import (
    black_options,
    nullifier_options,
    pink_options,
    reroll_asker,
    shield_options,
    target_monster,
    white_option,
)
from engine.doodledice.model import (
    AIM,
    LOSE_DIE,
    NULLIFY,
    PINK,
    REROLL,
    SHIELD,
    Die,
    Monster,
    Phase,
)
from engine.doodledice.pool import distinct, places, room
from engine.doodledice.powers import copy_sources, heal_targets, purple_limit
from engine.doodledice.rulesets.registry import PHASE_RULES, RULE_SETS, switched_on
from engine.doodledice.sketch import monster_name
from engine.doodledice.tables import ADDED_PARTS, ORANGE

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def colour_choices(d: Die) -> tuple[str, ...]:
    """Colours a die may be invested as: its fixed colour, or either of an unfixed hybrid's."""
    return (d.colour,) if d.colour else d.colours


def legal_actions(st: DoodleState) -> list[Action]:
    mover = st.to_move
    if mover is None or mover < 0:
        return []
    by_rule = PHASE_RULES.get(st.phase)
    if by_rule is not None:
        return by_rule.phase_actions(st, mover)
    phase = st.phase.value
    if phase == "gather":
        if st.asking:  # choices as the round starts (alternate rules), then Pass
            return [*round_start_actions(st, mover), Pass()]
        if st.queue:
            m = st.monster(st.queue[0])
            return [GiveUp(m.id, k) for k in range(purple_limit(st, m) + 1)]
        space = room(st, mover)
        return [Gather(d.id) for d in distinct(st.reserve(mover)) if places(d) <= space]
    if phase == "sketch":
        return sketch_actions(st, mover)
    if st.attack is not None:
        return attack_actions(st)
    if st.turn < 0:  # choices as combat starts (alternate rules), then Pass
        return [*combat_start_actions(st, mover), Pass()]
    m = st.monster(st.turn)
    for rule in switched_on(st):
        asked = rule.opening_actions(st, m)
        if asked is not None:
            return [*asked, Pass()]
    if st.opening == "copy":
        seen: set[str] = set()
        copies: list[Action] = []
        for src in copy_sources(st, m):
            colour = st.core_colour(src)
            if colour not in seen:
                seen.add(colour)
                copies.append(Copy(src.id))
        return [*copies, Pass()]
    if st.opening == "heal":
        return [*(Heal(die) for die, _ in heal_targets(st, m)), Pass()]
    extras = [a for rule in switched_on(st) for a in rule.free_turn_actions(st, m)]
    return [*turn_actions(st, m), *extras, Done()]


_DIE_FIELDS: dict[type[Action], str] = {
    Gather: "die", LoseDie: "die", CreateMonster: "core", AddPart: "die",
    **{kind: name for rule in RULE_SETS for kind, name in rule.die_fields.items()}}
"""Actions naming a die the list offers once per kind (``distinct``), and that field."""


def listed_as(st: DoodleState, action: Action) -> Action:
    """The listed action ``action`` stands for: a die equal to a listed one (same owner,
    pool, kind) stands for the listed one; a rule set's own actions stand for what its
    ``RuleSet.listed_as`` says (asked whether the rule set is on or not, so an action stands
    for the same one in every game)."""
    if isinstance(action, Copy) and st.opening == "copy" and st.turn >= 0:
        sources = copy_sources(st, st.monster(st.turn))
        chosen = next((m for m in sources if m.id == action.source), None)
        if chosen is not None:  # a colour is copied once, from whichever monster shows it
            colour = st.core_colour(chosen)
            return Copy(next(m.id for m in sources if st.core_colour(m) == colour))
        return action
    for rule in RULE_SETS:
        listed = rule.listed_as(st, action)
        if listed is not None:
            return listed
    name = _DIE_FIELDS.get(type(action))
    die = getattr(action, name) if name is not None else None
    if name is None or type(die) is not int or not 0 <= die < len(st.dice):
        return action
    d = st.dice[die]
    key = (d.owner, d.place, d.sides, d.colours, d.colour, d.size)
    first = next(x for x in st.dice if (x.owner, x.place, x.sides, x.colours, x.colour,
                                         x.size) == key)
    return replace(action, **{name: first.id}) if first.id != die else action


def combat_start_actions(st: DoodleState, seat: int) -> list[Action]:
    """What ``seat`` may do as combat starts, before any monster's turn: the one place every
    alternate rule with such a choice adds it (the d3's banishment, an avatar's
    Lead from the Front or Bombardment...). Each seat is asked in
    turn (``DoodleState.asking``) while it has any, until it passes."""
    out: list[Action] = []
    for rule in switched_on(st):
        out += rule.combat_start_actions(st, seat)
    return out


def round_start_actions(st: DoodleState, seat: int) -> list[Action]:
    """What ``seat`` may do as a round starts, before gathering: the one place every alternate
    rule with such a choice adds it (Disperse Color). Each seat is asked in turn
    (``DoodleState.asking``) while it has any, until it passes."""
    return [a for rule in switched_on(st) for a in rule.round_start_actions(st, seat)]


def sketches_without_dice(st: DoodleState, seat: int) -> bool:
    """Whether ``seat`` has a sketching choice that needs no active die: an avatar ability
    (Cybernetics, Mechamorph, Energy Preference) or Adaptive Kit's refit. Why it matters: the
    sketching phase asks a seat while it has such a choice, not only while it has dice, since
    the rules give these "during the sketching phase" to a player whatever the pool holds.
    Before, a player who had sketched every die lost them for the round, and the AI, which
    places its dice first, never augmented, fused or recoloured."""
    return any(rule.sketches_without_dice(st, seat) for rule in switched_on(st))


RULES_REVISION = 1
"""Revision 1: the sketching phase asks a seat without active dice that still has a choice
(``sketches_without_dice``); revision 0 moved past it."""


def catch_up(st: DoodleState, revision: int) -> Action | None:
    """For a save of revision 0: its sketching seat without active dice is waiting, where the
    old rules moved past it, so ``Done`` stands for that step (``engine.replay``)."""
    if revision < 1 and st.phase is Phase.SKETCH and st.to_move == st.seat \
            and not st.active(st.seat):
        return Done()
    return None


def sketch_actions(st: DoodleState, seat: int) -> list[Action]:
    dice = distinct(st.active(seat))
    out: list[Action] = []
    rules = switched_on(st)
    for d in dice:
        owner = next((rule for rule in rules if rule.owns_die(st, d)), None)
        for colour in colour_choices(d):
            name = monster_name(colour, st.next_monster)
            if owner is None:
                out.append(CreateMonster(d.id, colour, name))
            else:
                out += owner.new_sketches(st, seat, d, colour, name)
    dice = [d for d in dice if not any(rule.owns_die(st, d) for rule in rules)]
    for m in st.monsters_of(seat):
        if m.role or m.merged or len(m.parts) >= st.part_cap(m):
            continue
        for d in dice:  # a hybrid part may show either colour: the choice is the player's
            out += [AddPart(m.id, d.id, part, colour) for colour in colour_choices(d)
                    for part in ADDED_PARTS]
    for rule in switched_on(st):
        out += rule.sketch_actions(st, seat, dice)
    out.append(Done())
    return out


def attack_actions(st: DoodleState) -> list[Action]:
    a = st.attack
    assert a is not None
    for rule in switched_on(st):
        if rule.asks_before_throw(st, a) is not None:
            return [*rule.before_throw_actions(st, a), Pass()]
    for rule in switched_on(st):
        answers = rule.attack_step_actions(st, a)
        if answers is not None:
            return answers
    step = a.step
    if step == PINK:
        return [*(Redirect(m.id) for m in pink_options(st, a)), Pass()]
    if step == AIM:
        target = target_monster(st, a)
        return [Aim(p.die) for p in target.parts] if target is not None else []
    if step == SHIELD:
        return [*(Block(p.die) for p in shield_options(st, a)), Pass()]
    if step == NULLIFY:
        return [*(Nullify(p.die) for p in nullifier_options(st, a)), Pass()]
    if step == REROLL:
        if reroll_asker(st, a) == a.defender:
            return [*(Reroll(m.id) for m in black_options(st, a)), Pass()]
        white = white_option(st, a)
        return [Reroll(white.id), Pass()] if white is not None else [Pass()]
    if step == LOSE_DIE:
        pool = st.active(a.defender) or st.reserve(a.defender)
        return [LoseDie(d.id) for d in distinct(pool)]
    return []


def turn_actions(st: DoodleState, m: Monster) -> list[Action]:
    """What monster ``m`` may spend an action on now (without ending its turn)."""
    out: list[Action] = []
    rules = switched_on(st)
    weapons = [p.die for p in st.weapons(m)]
    if (st.can_struggle(m) or any(rule.core_weapon(st, m) for rule in rules)) \
            and m.core.die not in weapons:
        weapons.append(m.core.die)
    for rule in rules:
        out += rule.first_turn_actions(st, m)
    if weapons:
        for seat in st.enemies(m.owner):
            foes = st.monsters_of(seat)
            if not foes:
                out += [AttackPlayer(w, seat) for w in weapons]
                continue
            targets = [p.die for foe in foes if st.can_attack(m, foe) for p in foe.parts]
            out += [Attack(w, t) for w in weapons for t in targets]
        for rule in rules:
            out += rule.extra_attacks(st, m, weapons)
    if st.has(m, ORANGE):
        limit = st.power_sides(m, ORANGE)
        out += [Enervate(p.die) for foe in st.monsters
                if not st.friends(foe.owner, m.owner) and not st.out_of_reach(foe)
                for p in foe.parts if st.sides(p.die) <= limit and not st.disabled(p.die)]
    for rule in rules:
        out += rule.turn_actions(st, m)
    return out


__all__ = ["RULES_REVISION", "attack_actions", "catch_up", "colour_choices", "listed_as",
           "combat_start_actions", "distinct", "legal_actions", "round_start_actions",
           "sketch_actions", "sketches_without_dice", "turn_actions"]
