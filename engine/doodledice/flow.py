"""The sequence of play: everything that happens without anybody choosing.

``advance`` runs after every action and plays on until a seat must choose or dice must be
thrown: it skips seats with nothing to gather or sketch, starts combat and works out the
initiative, starts and ends monster turns (ending borrowed powers and switched-off parts),
ends rounds (wiping once-per-round uses, counting quiet rounds for the stalemate guard), drops
players who have nothing left and ends the game. ``roll_request`` says which dice to throw.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.core import DieSpec, EndReason, Outcome, RollRequest, replace
from engine.doodledice.combat import drop_from_order
from engine.doodledice.legal import (
    combat_start_actions,
    round_start_actions,
    sketches_without_dice,
    turn_actions,
)
from engine.doodledice.model import (
    ACTIVE,
    CALM,
    LOST,
    NULL_ROLL,
    REMOVED,
    RESERVE,
    ROLL,
    SHIELD_ROLL,
    Attack,
    Die,
    Monster,
    Phase,
)
from engine.doodledice.pool import places, room
from engine.doodledice.powers import copy_sources, heal_targets, open_copy, open_heal, purple_limit
from engine.doodledice.rulesets.registry import PHASE_RULES, opening_after, switched_on
from engine.doodledice.tables import (
    ACTIVE_POOL,
    D3,
    IDLE_ROUNDS,
    KIND_BY_SIDES,
    NORMAL,
    QUIET_ROUNDS,
    SIZE_SCALE,
    YELLOW,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

FORCE_DICE = 3
"""d20s thrown to pick a random force (8000 different forces per budget)."""


# ----------------------------------------------------------------------------- small queries


def gather_target(st: DoodleState, seat: int) -> int:
    return ACTIVE_POOL + st.extra[seat]


def can_gather(st: DoodleState, seat: int) -> bool:
    """Something in the reserve still fits the active pool (a small die takes half a place)."""
    if st.out[seat]:
        return False
    space = room(st, seat)
    return space > 0 and any(places(d) <= space for d in st.reserve(seat))


# ------------------------------------------------------------------------------------ advance


def advance(st: DoodleState) -> DoodleState:
    """Play every automatic step until someone must choose, dice must roll, or the game ends."""
    for _ in range(10_000):
        if st._outcome is not None or st.phase is Phase.FORCES:
            return st
        by_rule = PHASE_RULES.get(st.phase)
        if by_rule is not None:  # a rule set's phase before round 1 (nobody is out yet)
            if by_rule.phase_over(st):
                st = by_rule.phase_end(st)._replace(phase=opening_after(st, st.phase), seat=0)
                continue
            nxt = by_rule.phase_step(st)
            if nxt is None:
                return st
            st = nxt
            continue
        st = drop_losers(st)
        if st._outcome is not None:
            return st
        nxt = _step(st)
        if nxt is None:
            return st
        st = nxt
    raise RuntimeError("The game's automatic steps did not settle.")


def _step(st: DoodleState) -> DoodleState | None:
    """One automatic step, or None when the state waits for a decision or dice."""
    if any(rule.throws_now(st) for rule in switched_on(st)):
        return None
    phase = st.phase
    if phase is Phase.GATHER:
        if st.asking:  # choices as the round starts (alternate rules), then the gathering
            if round_start_actions(st, st.asking[0]):
                return None
            return st._replace(asking=st.asking[1:])
        if st.queue:
            m = st.find_monster(st.queue[0])
            if m is not None and purple_limit(st, m) > 0:
                return None
            return st._replace(queue=st.queue[1:])
        if can_gather(st, st.seat):
            return None
        return _next_seat(st, Phase.GATHER)
    if phase is Phase.SKETCH:
        if not st.out[st.seat] and (st.active(st.seat) or sketches_without_dice(st, st.seat)):
            return None
        return _next_seat(st, Phase.SKETCH)
    if phase is Phase.INITIATIVE:
        if any(len(g) > 1 for g in st.initiative):
            return None
        st = st._replace(phase=Phase.COMBAT)
        return st._replace(asking=tuple(s for s in st.alive() if combat_start_actions(st, s)))
    if phase is Phase.COMBAT:
        return _combat_step(st)
    return None


def first_round(st: DoodleState) -> DoodleState:
    """The forces are in: round 1 opens, after the rule sets' opening phases
    (``rulesets.registry.opening_after``)."""
    return st._replace(phase=opening_after(st), seat=0)


def _next_seat(st: DoodleState, phase: Phase) -> DoodleState:
    """The next seat gathers/sketches; after the last one the next phase begins."""
    if st.seat + 1 < st.num_seats:
        return st._replace(seat=st.seat + 1)
    if phase is Phase.GATHER:
        for rule in switched_on(st):
            st = rule.on_sketch_start(st)
        return st._replace(phase=Phase.SKETCH, seat=0)
    return start_combat(st)


def start_combat(st: DoodleState) -> DoodleState:
    """Group the monsters by initiative (yellow first, then smaller cores first)."""
    for rule in switched_on(st):
        st = rule.on_combat_start(st)
    keyed: dict[tuple[int, int], list[int]] = {}
    for m in st.monsters:
        if m.role:  # a rule set's places take no turns
            continue
        key = (0 if st.has(m, YELLOW) else 1, st.core_sides(m))
        keyed.setdefault(key, []).append(m.id)
    groups = tuple(tuple(keyed[k]) for k in sorted(keyed))
    st = st._replace(phase=Phase.INITIATIVE, initiative=groups, turn=-1, attack=None)
    for rule in switched_on(st):
        st = rule.on_initiative(st)
    return st


def _combat_step(st: DoodleState) -> DoodleState | None:
    if st.attack is not None:
        return None  # every attack step that remains needs a decision or dice
    for rule in switched_on(st):
        tidied = rule.after_attack(st)
        if tidied is not None:
            return tidied
    m = st.turn_monster()
    if m is not None:
        if st.opening != "act":
            return None
        if st.actions > 0 and turn_actions(st, m):
            return None
        return end_turn(st, m)
    if st.turn >= 0:  # the monster whose turn it was has gone
        return turn_over(st._replace(turn=-1, opening="", actions=0))
    if st.asking:  # who may still act as combat starts (alternate rules)
        if combat_start_actions(st, st.asking[0]):
            return None
        return st._replace(asking=st.asking[1:])
    while st.initiative:
        head, rest = st.initiative[0], st.initiative[1:]
        mid, head = head[0], head[1:]
        st = st._replace(initiative=((head,) if head else ()) + rest)
        nxt = st.find_monster(mid)
        if nxt is not None:
            return start_turn(st, nxt)
    for rule in switched_on(st):  # a rule set's places may act as combat ends
        ended = rule.on_combat_end(st)
        if ended is not None:
            return ended
    return end_round(st)


def start_turn(st: DoodleState, m: Monster) -> DoodleState:
    """A monster's turn opens: its Enervate and borrowed power end, its actions are counted,
    then a rule set may ask its own first choice (``RuleSet.turn_opening``), it may borrow a
    power (colorless) and heal (green)."""
    m = replace(m, enervating=(), copied="")
    st = _put(st, m)._replace(turn=m.id)
    st = st._replace(actions=st.turn_actions(m))
    for rule in switched_on(st):
        st = rule.on_turn_start(st, m)
    for rule in switched_on(st):
        opening = rule.turn_opening(st, m)
        if opening is not None:
            return st._replace(opening=opening)
    return open_copy(st)


def end_turn(st: DoodleState, m: Monster) -> DoodleState:
    """Weapons may fire again on the monster's next turn."""
    parts = tuple(replace(p, used=False) if p.kind == "weapon" and p.used else
                  replace(p, extra_used=False) if p.extra == "weapon" and p.extra_used else p
                  for p in m.parts)
    st = _put(st, replace(m, parts=parts))._replace(turn=-1, opening="", actions=0)
    return turn_over(st)


def end_round(st: DoodleState) -> DoodleState:
    """Count the quiet round, wipe once-per-round uses, and open the next gather phase.

    The ten-round guard counts rounds with no die lost *and* no side at a new low of life left
    (``DoodleState.life_left``). Why the low: counted on lost dice alone, a side grinding down
    a 100-life stratagem a few points a round was stopped and judged by sides left, which
    crowned the side being ground down when its places held more sides. A heal-and-hit loop
    never sets a new low, so it still ends."""
    for rule in switched_on(st):
        st = rule.on_round_end(st)
    quiet = 0 if st.progress else st.quiet + 1
    life = tuple(st.life_left(s) for s in range(st.num_seats))
    worn = bool(st.low) and any(now < least for now, least in zip(life, st.low, strict=True))
    idle = 0 if st.progress == LOST or worn else st.idle + 1
    low = tuple(map(min, life, st.low)) if st.low else life
    st = st._replace(quiet=quiet, idle=idle, low=low, progress=CALM)
    if quiet >= QUIET_ROUNDS:
        return stalemate(st, f"{QUIET_ROUNDS} rounds passed without a blow")
    if idle >= IDLE_ROUNDS:
        return stalemate(st, f"{IDLE_ROUNDS} rounds passed without a die lost or a side "
                             "worn down further")
    monsters = tuple(replace(m.new_round(), given_up=0) for m in st.monsters)
    st = st._replace(monsters=monsters, round=st.round + 1, phase=Phase.GATHER, seat=0,
                     extra=(0,) * st.num_seats, initiative=(), turn=-1, opening="")
    st = st._replace(queue=tuple(m.id for m in monsters if purple_limit(st, m) > 0))
    for rule in switched_on(st):
        st = rule.on_round_start(st)
    asking = tuple(s for s in st.alive() if round_start_actions(st, s))
    return st._replace(asking=asking) if asking or st.asking else st


def stalemate(st: DoodleState, why: str) -> DoodleState:
    """The stalemate guard: the most sides left wins (a team's added up); level is a draw."""
    totals: dict[int, int] = {}
    for s in st.alive():
        totals[st.team(s)] = totals.get(st.team(s), 0) + st.sides_left(s)
    best = max(totals.values())
    leaders = [t for t, v in totals.items() if v == best]
    if len(leaders) == 1:
        winners = st.team_seats(leaders[0])
        detail = f"{why}; {side_name(st, winners)} {'have' if len(winners) > 1 else 'has'} " \
                 f"the most sides left ({best})."
        return over(st, Outcome(winners, EndReason.VICTORY, detail))
    return over(st, Outcome((), EndReason.DRAW, f"{why} and the sides left are level."))


def side_name(st: DoodleState, seats: tuple[int, ...]) -> str:
    """"Red", or with teams "Red and Green"."""
    names = [st.seat_name(s) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def last_side(st: DoodleState) -> tuple[int, ...] | None:
    """The seats of the one side still in the game, or None while two sides play on."""
    sides = {st.team(s) for s in st.alive()}
    return st.team_seats(st.alive()[0]) if len(sides) == 1 else None


def drop_losers(st: DoodleState) -> DoodleState:
    """Players with no monsters and no dice are out; the last one standing wins. (The dice are
    looked through only when a seat in the game has no monster: this runs after every step
    of every search.)"""
    holding = {m.owner for m in st.monsters}
    alive = st.alive()
    if not holding.issuperset(alive):
        holding.update(d.owner for d in st.dice if d.place == ACTIVE or d.place == RESERVE)
    losers = [s for s in alive if s not in holding]
    if not losers:
        return st
    st = st._replace(out=tuple(o or s in losers for s, o in enumerate(st.out)))
    if not st.alive():
        return over(st, Outcome((), EndReason.DRAW, "Nobody has anything left."))
    winners = last_side(st)
    if winners is not None:
        detail = (f"{side_name(st, winners)} are the last team standing." if len(winners) > 1
                  else f"{st.seat_name(winners[0])} is the last die caster standing.")
        return over(st, Outcome(winners, EndReason.ANNIHILATION, detail))
    return st


def over(st: DoodleState, outcome: Outcome) -> DoodleState:
    for rule in switched_on(st):
        st = rule.on_game_over(st)
    return st._replace(phase=Phase.OVER, _outcome=outcome, attack=None, turn=-1, opening="",
                       actions=0, queue=(), initiative=(), asking=())


def resign(st: DoodleState, seat: int) -> DoodleState:
    """``seat`` leaves: its monsters and dice are removed from play."""
    for rule in switched_on(st):
        st = rule.on_round_end(st)
    dice = tuple(d.at(REMOVED) if d.owner == seat else d for d in st.dice)
    out = tuple(o or s == seat for s, o in enumerate(st.out))
    gone = {m.id for m in st.monsters if m.owner == seat}
    st = st._replace(dice=dice, out=out, monsters=tuple(m for m in st.monsters
                                                        if m.owner != seat))
    st = drop_from_order(st, gone)._replace(pending=tuple(s for s in st.pending if s != seat))
    st = st._replace(monsters=tuple(
        replace(m, enervating=tuple(e for e in m.enervating if dice[e].owner != seat))
        for m in st.monsters))
    alive = st.alive()
    winners = last_side(st) if alive else ()
    if winners is not None:
        detail = f"{st.seat_name(seat)} gives up."
        return over(st, Outcome(winners, EndReason.RESIGNATION, detail))
    a = st.attack
    if a is not None and (st.find_monster(a.attacker) is None or a.defender == seat
                          or any(rule.asks_about(st, seat) for rule in switched_on(st))):
        st = st._replace(attack=None)
    return advance(st)


def turn_over(st: DoodleState) -> DoodleState:
    """A monster's turn is over: the rule sets put away what lasted for it."""
    for rule in switched_on(st):
        st = rule.on_turn_end(st)
    return st


def _put(st: DoodleState, monster: Monster) -> DoodleState:
    return st._replace(monsters=tuple(monster if m.id == monster.id else m
                                      for m in st.monsters))


# --------------------------------------------------------------------------------- the dice


def roll_request(st: DoodleState) -> RollRequest:
    for rule in switched_on(st):
        request = rule.roll_request(st)
        if request is not None:
            return request
    if st.phase is Phase.FORCES:
        count = 1 if st.mirror else len(st.pending)
        return RollRequest(tuple(DieSpec.d(20, "random force") for _ in range(count * FORCE_DICE)),
                           "The dice box shakes out a random force.")
    if st.phase is Phase.INITIATIVE:
        dice = []
        for group in st.initiative:
            if len(group) > 1:
                for mid in group:
                    m = st.monster(mid)
                    dice.append(_spec(st.dice[m.core.die], m.name))
        return RollRequest(tuple(dice), "Monsters with cores of the same size roll for "
                           "initiative.")
    a = st.attack
    if st.phase is Phase.COMBAT and a is not None:
        if a.step == NULL_ROLL:
            d = st.dice[a.nullifier]
            return RollRequest((_spec(d, "nullifier"),),
                               f"Nullifier: {d.sides // 2} or less stops the attack.",
                               seat=d.owner)
        if a.step == ROLL:
            d = st.dice[a.weapon]
            return RollRequest((_thrown(st, a, _spec(d, "weapon")),),
                               "The weapon die decides the damage.",
                               seat=d.owner)
        if a.step == SHIELD_ROLL:
            d = st.dice[a.target]
            return RollRequest((_thrown(st, a, _spec(d, "shield")),),
                               "The shield die soaks up damage.",
                               seat=d.owner)
    raise ValueError("No dice are to be thrown now.")


def _thrown(st: DoodleState, a: Attack, spec: DieSpec) -> DieSpec:
    """The die an attack throws as the rule sets change it."""
    for rule in switched_on(st):
        spec = rule.throw_spec(st, a, spec)
    return spec


def _spec(d: Die, label: str) -> DieSpec:
    return _spec_of(d.sides, label, d.size)


@lru_cache(maxsize=512)
def _spec_of(sides: int, label: str, size: str = NORMAL) -> DieSpec:
    kind = KIND_BY_SIDES[sides].tray if sides in KIND_BY_SIDES else f"d{sides}"
    faces = tuple(range(1, sides + 1))
    if sides == D3:  # a cube marked 1-3 twice
        faces = faces * 2
    return DieSpec(faces=faces, label=label, kind=kind, scale=SIZE_SCALE[size])


def split_ties(st: DoodleState, values: tuple[int, ...]) -> DoodleState:
    """Tied groups split by their rolls, highest first; equal rolls stay tied (roll again)."""
    it = iter(values)
    groups: list[tuple[int, ...]] = []
    for group in st.initiative:
        if len(group) == 1:
            groups.append(group)
            continue
        rolled: dict[int, list[int]] = {}
        for mid in group:
            rolled.setdefault(next(it), []).append(mid)
        groups += [tuple(rolled[v]) for v in sorted(rolled, reverse=True)]
    return st._replace(initiative=tuple(groups))


def active_count(st: DoodleState, seat: int) -> int:
    return sum(1 for d in st.dice if d.owner == seat and d.place == ACTIVE)


__all__ = ["FORCE_DICE", "active_count", "advance", "can_gather", "copy_sources", "end_round",
           "end_turn", "first_round", "gather_target", "heal_targets", "open_copy", "open_heal",
           "over",
           "purple_limit", "resign", "roll_request", "split_ties", "stalemate", "start_combat",
           "start_turn"]
