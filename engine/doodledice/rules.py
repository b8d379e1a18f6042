"""How each action changes a Doodle Dice Monsters state.

Every handler first checks the action against the rules and raises ``IllegalAction`` with a
sentence a player understands (the old state is immutable, so it is untouched), then builds the
next state and hands it to ``flow.advance``. ``why_not`` runs the same checks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import engine.doodledice.answers as answers
import engine.doodledice.combat as combat
import engine.doodledice.flow as flow
from engine.core import CHANCE, MALFORMED, Action, IllegalAction, Resign, Roll, malformed, replace
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
from engine.doodledice.forces import add_force, game_force
from engine.doodledice.model import (
    ACTIVE,
    MISS,
    NULLIFY,
    PINK,
    REROLL,
    RESERVE,
    ROLL,
    SHIELD,
    Die,
    Monster,
    Part,
    Phase,
)
from engine.doodledice.pool import places, room
from engine.doodledice.powers import copy_sources, heal_targets, purple_limit
from engine.doodledice.rulesets.registry import HANDLERS as RULE_SET_HANDLERS
from engine.doodledice.rulesets.registry import PHASE_RULES, RULE_SETS, switched_on
from engine.doodledice.sketch import (
    anchor_problem,
    name_problem,
    sketch_problem,
    traits_problem,
)
from engine.doodledice.tables import (
    ADDED_PARTS,
    CORE,
    GREEN,
    ORANGE,
    per4,
)
from engine.doodledice.turn import acting, check_weapon, require_phase

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def why_not(st: DoodleState, action: Action) -> str | None:
    try:
        apply(st, action)
    except IllegalAction as error:
        return str(error)
    return None


def apply(st: DoodleState, action: Action) -> DoodleState:
    if st._outcome is not None:
        raise IllegalAction("The game is over.")
    if isinstance(action, Resign):
        if type(action.seat) is not int or not 0 <= action.seat < st.num_seats \
                or st.out[action.seat]:
            raise IllegalAction("Only a player still in the game can give up.")
        return flow.resign(st, action.seat)
    if isinstance(action, Roll):
        return _roll(st, action)
    if st.to_move == CHANCE:
        raise IllegalAction("The dice must be thrown first.")
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction("That is not something you can do in this game.")
    after = handler(st, action)  # its own reason first, when the rules have one
    if malformed(action):  # accepted only because ``False == 0``, ``"" == ()``...
        raise IllegalAction(MALFORMED)
    return flow.advance(after)


# ------------------------------------------------------------------------------- checks


def _own_die(st: DoodleState, die: Any, place: int, where: str) -> Die:
    d = st.valid_die(die)
    if d is None:
        raise IllegalAction("There is no such die.")
    if d.owner != st.to_move:
        raise IllegalAction("That die is not yours.")
    if d.place != place:
        raise IllegalAction(f"That die is not in your {where}.")
    return d


def _colour(d: Die, colour: Any) -> str:
    if d.colour:
        if colour != d.colour:
            raise IllegalAction(f"That die counts as {d.colour}.")
        return d.colour
    if colour not in d.colours:
        raise IllegalAction(f"A {d.label} can only count as {' or '.join(d.colours)}.")
    return colour


def _opening(st: DoodleState, opening: str, what: str) -> Monster:
    if st.phase is not Phase.COMBAT or st.attack is not None or st.opening != opening:
        raise IllegalAction(f"{what} only happens as the monster's turn starts.")
    return st.monster(st.turn)


# ---------------------------------------------------------------------------- gather/sketch


def _gather(st: DoodleState, action: Gather) -> DoodleState:
    require_phase(st, Phase.GATHER, "Gathering")
    if st.queue:
        raise IllegalAction("A purple monster must first decide what it gives up.")
    d = _own_die(st, action.die, RESERVE, "reserve pool")
    if places(d) > room(st, d.owner):
        raise IllegalAction("Your active pool has room only for a small die now.")
    return _move(st, d, ACTIVE)


def _give_up(st: DoodleState, action: GiveUp) -> DoodleState:
    require_phase(st, Phase.GATHER, "Giving up actions")
    if not st.queue or action.monster != st.queue[0]:
        raise IllegalAction("That monster is not the one deciding now.")
    m = st.monster(st.queue[0])
    limit = purple_limit(st, m)
    if type(action.actions) is not int or not 0 <= action.actions <= limit:
        raise IllegalAction(f"{m.name} can give up 0 to {limit} actions.")
    extra = list(st.extra)
    extra[m.owner] += action.actions
    st = combat.put_monster(st, replace(m, given_up=action.actions))
    return st._replace(queue=st.queue[1:], extra=tuple(extra))


def _create(st: DoodleState, action: CreateMonster) -> DoodleState:
    by_rule = PHASE_RULES.get(st.phase)
    if by_rule is None or not by_rule.sketches_in_phase:
        require_phase(st, Phase.SKETCH, "Sketching")
    d = _own_die(st, action.core, ACTIVE, "active pool")
    colour = _colour(d, action.colour)
    problem = (_role_problem(st, d, action.role) or name_problem(action.name)
               or traits_problem(action.traits, action.role) or sketch_problem(action.sketch)
               or anchor_problem(action.anchor))
    if problem:
        raise IllegalAction(problem)
    m = Monster(id=st.next_monster, owner=d.owner, name=action.name,
                parts=(Part(d.id, CORE, anchor=action.anchor),), born=st.round,
                traits=action.traits, sketch=action.sketch, role=action.role)
    st = _move(st, replace(d, colour=colour), m.id)
    return st._replace(monsters=(*st.monsters, m), next_monster=st.next_monster + 1)


def _role_problem(st: DoodleState, d: Die, role: object) -> str | None:
    """Why ``d`` cannot be the core of a new sketch of ``role`` ("": a monster)."""
    for rule in RULE_SETS:
        problem = rule.sketch_problem(st, d, role)
        if problem is not None:
            return problem
    return None


def _added_strokes_problem(m: Monster, strokes: object) -> str | None:
    """Strokes added with a part must be well formed, and the grown drawing within the caps."""
    if strokes == ():
        return None
    problem = sketch_problem(strokes)
    if problem is None and isinstance(strokes, tuple):
        problem = sketch_problem(m.sketch + strokes)
    return problem


def _add_part(st: DoodleState, action: AddPart) -> DoodleState:
    require_phase(st, Phase.SKETCH, "Sketching")
    m = st.find_monster(action.monster)
    if m is None or m.owner != st.to_move:
        raise IllegalAction("You can only add parts to your own monsters.")
    if m.role:
        raise IllegalAction(f"A {m.role} has nothing but its core.")
    if m.merged:
        raise IllegalAction(f"{m.name} is a Mechamorph: it gains no new parts.")
    if len(m.parts) >= st.part_cap(m):
        raise IllegalAction(f"{m.name} already has {st.part_cap(m)} parts.")
    rules = switched_on(st)
    extra = action.part not in ADDED_PARTS and any(
        action.part in rule.part_kinds(st, m.owner) for rule in rules)
    if action.part not in ADDED_PARTS and not extra:
        raise IllegalAction("A part must be a weapon, shield, combo or nullifier (a device "
                            "needs a gadgeteer's Diversity Device).")
    d = _own_die(st, action.die, ACTIVE, "active pool")
    for rule in rules:
        problem = rule.part_problem(st, m, d, action.part)
        if problem is not None:
            raise IllegalAction(problem)
    colour = _colour(d, action.colour)
    problem = anchor_problem(action.anchor) or _added_strokes_problem(m, action.sketch)
    if problem:
        raise IllegalAction(problem)
    m = replace(m, parts=(*m.parts, Part(d.id, action.part, anchor=action.anchor)),
                sketch=m.sketch + action.sketch if action.sketch else m.sketch)
    st = combat.put_monster(st, m)
    if extra:
        for rule in rules:
            st = rule.on_part_added(st, m, action.part)
    return _move(st, replace(d, colour=colour), m.id)


def _done(st: DoodleState, action: Done) -> DoodleState:
    if st.phase is Phase.SKETCH:
        return st._replace(seat=st.seat + 1) if st.seat + 1 < st.num_seats \
            else flow.start_combat(st)
    require_phase(st, Phase.COMBAT, "Ending the turn")
    if st.opening != "act":
        raise IllegalAction("The monster's turn has not begun yet.")
    return flow.end_turn(st, st.monster(st.turn))


def _move(st: DoodleState, d: Die, place: int) -> DoodleState:
    dice = list(st.dice)
    dice[d.id] = d.at(place)
    return st._replace(dice=tuple(dice))


# ------------------------------------------------------------------------------- the turn


def _copy(st: DoodleState, action: Copy) -> DoodleState:
    m = _opening(st, "copy", "Borrowing a colour")
    sources = copy_sources(st, m)
    src = next((s for s in sources if s.id == action.source), None)
    if src is None:
        raise IllegalAction("It can only borrow the working power of another of your "
                            "monsters.")
    st = combat.put_monster(st, replace(m, copied=st.core_colour(src)))
    return flow.open_heal(st)


def _heal(st: DoodleState, action: Heal) -> DoodleState:
    m = _opening(st, "heal", "Healing")
    options = dict(heal_targets(st, m))
    if type(action.part) is not int or action.part not in options:
        raise IllegalAction("Healing goes to a damaged part of your monsters.")
    held = st.holder(action.part)
    assert held is not None
    other, part = held
    amount = min(part.damage, per4(st.power_sides(m, GREEN)))
    other = other.with_part(replace(part, damage=part.damage - amount))
    st = combat.put_monster(st, other)
    st = combat.put_monster(st, replace(st.monster(m.id), healed=True))
    return st._replace(actions=st.actions - int(options[action.part]), opening="act")


def _pass(st: DoodleState, action: Pass) -> DoodleState:
    a = st.attack
    for rule in switched_on(st):
        answered = rule.on_pass(st)
        if answered is not None:
            return answered
    if st.phase is Phase.COMBAT and a is None and st.opening == "copy":
        return flow.open_heal(st)
    if st.phase is Phase.COMBAT and a is None and st.opening == "heal":
        return st._replace(opening="act")
    if st.phase is Phase.COMBAT and a is None and st.turn < 0 and st.asking:
        return flow.advance(st._replace(asking=st.asking[1:]))
    if a is None or a.step not in (PINK, SHIELD, NULLIFY, REROLL):
        raise IllegalAction("There is nothing to decline now.")
    if a.step == REROLL:
        return combat.next_step(st, replace(a, asked=(*a.asked, cast(int, st.to_move))))
    return combat.next_step(st, replace(a, step=combat.after(a.step)))


def _attack(st: DoodleState, action: Attack) -> DoodleState:
    m = acting(st)
    check_weapon(st, m, action.weapon)
    held = st.holder(action.target) if type(action.target) is int else None
    if held is None:
        raise IllegalAction("There is no such part in play to attack.")
    target, _ = held
    if st.friends(target.owner, m.owner):
        raise IllegalAction("Monsters do not attack their own side.")
    if not st.can_attack(m, target):
        raise IllegalAction(f"{target.name} is burrowed this round: only brown monsters can "
                            "reach it.")
    return combat.declare(st, m, action.weapon, action.target, target.owner)


def _attack_player(st: DoodleState, action: AttackPlayer) -> DoodleState:
    m = acting(st)
    check_weapon(st, m, action.weapon)
    seat = action.seat
    if type(seat) is not int or seat not in st.enemies(m.owner):
        raise IllegalAction("That is not an opponent in the game.")
    if st.monsters_of(seat):
        raise IllegalAction(f"{st.seat_name(seat)} has monsters: attack one of them.")
    return combat.declare(st, m, action.weapon, -1, seat)


def _enervate(st: DoodleState, action: Enervate) -> DoodleState:
    m = acting(st)
    if not st.has(m, ORANGE):
        raise IllegalAction(f"{m.name} has no working orange core.")
    held = st.holder(action.target) if type(action.target) is int else None
    if held is None or st.friends(held[0].owner, m.owner):
        raise IllegalAction("Enervate switches off a part of an enemy monster.")
    if st.out_of_reach(held[0]):
        why = "banished" if held[0].banished else "out of reach"
        raise IllegalAction(f"{held[0].name} is {why}: nothing can reach it.")
    if st.sides(action.target) > st.power_sides(m, ORANGE):
        raise IllegalAction("That part has more sides than the orange core.")
    if st.disabled(action.target):
        raise IllegalAction("That part is already switched off.")
    m = replace(m, enervating=(*m.enervating, action.target))
    return combat.put_monster(st, m)._replace(actions=st.actions - 1)


# ------------------------------------------------------------------------------- the dice


def _roll(st: DoodleState, action: Roll) -> DoodleState:
    if st.to_move != CHANCE:
        raise IllegalAction("No dice are to be thrown now.")
    request = st.roll_request()
    values = action.values
    if not isinstance(values, tuple) or len(values) != request.count or any(
            v not in spec.faces for v, spec in zip(values, request.dice, strict=True)):
        raise IllegalAction("Those faces do not match the dice thrown.")
    if st.phase is Phase.FORCES:
        return _forces(st, values)
    for rule in switched_on(st):
        after = rule.rolled(st, cast(tuple[int, ...], values))
        if after is not None:
            return flow.advance(after)
    if st.phase is Phase.INITIATIVE:
        return flow.advance(flow.split_ties(st, cast(tuple[int, ...], values)))
    a = st.attack
    assert a is not None
    if a.step == MISS:
        if combat.misses(values):
            return flow.advance(st._replace(attack=None))
        return flow.advance(combat.next_step(st, replace(a, step=ROLL)))
    value = int(values[0])
    for rule in switched_on(st):
        again = rule.throw_again(st, a, value)
        if again is not None:
            return flow.advance(again)
    return flow.advance(combat.roll_result(st, a, value))


def _forces(st: DoodleState, values: tuple) -> DoodleState:
    """Each seat still waiting gets its random force (one shared force in a mirror match)."""
    chunks = [values[i:i + flow.FORCE_DICE] for i in range(0, len(values), flow.FORCE_DICE)]
    for index, seat in enumerate(st.pending):
        chunk = chunks[0 if st.mirror else index]
        seed = "-".join(str(v) for v in chunk)
        st = add_force(st, seat, game_force(st, seed))
    return flow.advance(flow.first_round(st._replace(pending=())))


_HANDLERS: dict[type, Any] = {
    Gather: _gather, GiveUp: _give_up, CreateMonster: _create, AddPart: _add_part,
    Done: _done, Pass: _pass, Copy: _copy, Heal: _heal, Attack: _attack,
    AttackPlayer: _attack_player, Enervate: _enervate, Redirect: answers.redirect,
    Aim: answers.aim, Block: answers.block, Nullify: answers.nullify, Reroll: answers.reroll,
    LoseDie: answers.lose_die, **RULE_SET_HANDLERS,
}

__all__ = ["apply", "why_not"]
