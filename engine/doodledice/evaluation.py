"""A cheap heuristic value of a Doodle Dice Monsters position, for greedy play and planners.

Why these terms: the game is won by having dice left when the other side has none, so the
score is material, counted per side:

* **pool dice** at their sides (a little more in the active pool, where they can be sketched
  this round): what the side can still build with;
* **monsters** at the life left in their parts, scaled down as their core is hurt (a dying core
  takes every die of the monster with it), plus what they do: the expected damage of the best
  attacks it has actions for (weapons with red's bonus, the struggle; combos add actions, and
  weapons beyond the actions count little), defence from shields and nullifiers, and a flat
  bonus for a working core power;
* **threat against armour**: a side's blows count against the enemy's softest targets (blue
  takes a quarter of its core off every hit on its core or shield) only as far as those
  targets have life left; the rest count against the next harder armour (``armour_levels``);
* **an attack in flight** (a defender's answer or dice still to come) is scored as the mean of
  a low and a high weapon roll played out (with a nullifier's chance to stop it and an average
  shield roll), so choosing a target is worth what the hit will do, before any die is thrown.

The difference between the best opponent and the side is squashed into (-1, 1) with tanh,
scaled by the budget so it reads the same at 60 and 600 sides; finished games score exactly
1, 0 or -1. With two players the score is antisymmetric (``evaluate.zero_sum``).

In a rule set's own phase before round 1 the rule set may value the position its own way
(``RuleSet.phase_values``: the draft's plan); a rule set's places and once-a-game uses add
their worth (``RuleSet.add_values``), and a rule set that changes what a monster is worth says
how (``value_tweak``, ``monster_parts``, ``doomed``, ``rolls_top``).

What each term is worth is a set of weights (``weights.Weights``): ``evaluate`` reads the
hand-set ones, and ``evaluation_with`` gives the evaluation for a set tuned by self-play, which
the AI levels judge with.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from engine.core import State, replace
from engine.doodledice.blows import NO_TWEAK, blow
from engine.doodledice.combat import remove_die, settle, shield_rolls
from engine.doodledice.model import (
    ACTIVE,
    LOSE_DIE,
    NULL_ROLL,
    RESERVE,
    SOAK,
    TECHNIQUE,
    Die,
    Monster,
    Phase,
    core_power,
    does,
)
from engine.doodledice.position import DoodleState as Position
from engine.doodledice.rulesets.registry import PHASE_RULES, switched_on
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import (
    BLUE,
    COMBO,
    CORE,
    GRAY,
    NULLIFIER,
    RED,
    SHIELD,
    WEAPON,
    per4,
)
from engine.doodledice.weights import DEFAULT, Weights
from engine.weighting import weighted_evaluation


def side_values(st: Position, w: Weights = DEFAULT) -> tuple[float, ...]:
    """Material and threat of every side (0 for a side that is out), in one pass.

    A martyr (Martyr Guard: a core at 0 that fights until combat ends) has no body: its dice
    are lost whatever happens, so only its blows this combat are worth anything, and its
    enemies see no gain in hitting it beyond stopping those blows.

    A side's threat (the blows of its monsters) is counted against the enemy's softest targets
    only as far as those targets have life left to take (``armour_levels``); beyond that, the
    blows count as they would against the next, harder level of armour."""
    rules = switched_on(st)
    if not rules:
        return _basic_side_values(st, w)
    values = pool_values(st.dice, st.num_seats, w)
    levels = armour_levels(st)
    hardest = hardest_armour(st) if w.breach else []
    through = [0.0] * st.num_seats
    soft_threat = [0.0] * st.num_seats
    hard_threat = [0.0] * st.num_seats
    doomed = {mid for rule in rules for mid in rule.doomed(st)}
    off = st.switched_off()
    for m in st.monsters:
        soft, harder, _ = levels[m.owner]
        tweak = _tweak(st, m)
        body, blows = _kept_parts(st, m, off, soft, w, tweak)
        if m.id in doomed:
            body = 0.0  # every die of it leaves play as combat ends: only its blows count
        values[st.dice[m.parts[0].die].owner] += body  # a swayed monster's dice stay home
        soft_threat[m.owner] += blows
        hard_threat[m.owner] += blows if harder == soft else \
            _kept_parts(st, m, off, harder, w, tweak)[1]
        if hardest:
            cut = hardest[m.owner]
            through[m.owner] += blows if cut == soft else \
                _kept_parts(st, m, off, cut, w, tweak)[1]
    _add_threats(values, levels, soft_threat, hard_threat, through, hardest, w)
    for rule in rules:
        rule.add_values(st, w, values)
    return tuple(0.0 if out else v for v, out in zip(values, st.out, strict=True))


def _add_threats(values: list[float], levels: list[tuple[int, int, float]],
                 soft_threat: list[float], hard_threat: list[float], through: list[float],
                 hardest: list[int], w: Weights) -> None:
    """Add each side's blows to ``values``: against the softest targets as far as their life
    goes, the rest against the next armour, and the breach bonus."""
    for seat, (_, _, soft_life) in enumerate(levels):
        values[seat] += min(soft_threat[seat], max(hard_threat[seat], soft_life))
        if hardest:
            values[seat] += w.breach * min(1.0, through[seat])


def _basic_side_values(st: Position, w: Weights) -> tuple[float, ...]:
    """``side_values`` of a game played without any alternate rule set: the same sums in the
    same order, each monster read through its kept ``_Facts``."""
    seats = st.num_seats
    off = st.switched_off()
    pools, active = _pools(st.dice, seats, w)
    values = list(pools)
    facts = [_facts(st, m, off, w) for m in st.monsters]
    levels, hardest = _basic_armour(st, facts, active)
    if not w.breach:
        hardest = []
    through = [0.0] * seats
    soft_threat = [0.0] * seats
    hard_threat = [0.0] * seats
    for f in facts:
        owner = f.monster.owner
        soft, harder, _ = levels[owner]
        body, blows = f.at(st, soft)
        values[f.core.owner] += body  # a swayed monster's dice stay home
        soft_threat[owner] += blows
        hard_threat[owner] += blows if harder == soft else f.at(st, harder)[1]
        if hardest:
            cut = hardest[owner]
            through[owner] += blows if cut == soft else f.at(st, cut)[1]
    _add_threats(values, levels, soft_threat, hard_threat, through, hardest, w)
    return tuple(0.0 if out else v for v, out in zip(values, st.out, strict=True))


class _Facts:
    """What the evaluation of a game without alternate rule sets reads of one monster: the
    blue armour it wears (``cut``), its life at each armour level (``lives``), and its
    (body, blows) through each enemy armour asked so far (``parts``).

    Why kept: a position shares nearly all its monster objects with its parent, and reading
    the armour and values afresh for every monster of every position searched was most of
    the evaluation's cost. Kept by the monster's identity, checked against the very object,
    its core die (the die object: a new colour or owner is a new object), the switched-off
    dice and the weights, as ``_kept_parts``'s memo is."""

    __slots__ = ("monster", "core", "off", "w", "cut", "lives", "parts")

    def __init__(self, st: Position, m: Monster, off: frozenset[int], w: Weights) -> None:
        dice = st.dice
        core_die = m.parts[0].die
        core = dice[core_die]
        cut = 0
        if not m.role and core_die not in off and core_power(m, core.colour) == BLUE:
            cut = per4(core.sides)
        lives: dict[int, int] = {}
        for p in m.parts:
            armoured = cut and (p.kind == CORE or does(p, SHIELD))
            level = (cut if armoured else 0) + m.charge
            lives[level] = lives.get(level, 0) + dice[p.die].sides - p.damage
        self.monster, self.core, self.off, self.w = m, core, off, w
        self.cut, self.lives = cut, lives
        self.parts: dict[int, tuple[float, float]] = {}

    def at(self, st: Position, armour: int) -> tuple[float, float]:
        """(body, blows) of the monster through ``armour``."""
        found = self.parts.get(armour)
        if found is None:  # (kept here, so not in ``_kept_parts``'s memo as well)
            found = self.parts[armour] = _fresh_monster_parts(st, self.monster, self.off,
                                                              armour, self.w, NO_TWEAK)
        return found


_FACTS: dict[int, _Facts] = {}
_FACTS_LIMIT = 20_000


def _facts(st: Position, m: Monster, off: frozenset[int], w: Weights) -> _Facts:
    """``m``'s kept ``_Facts`` in ``st`` (made anew when anything they hang on changed)."""
    kept = _FACTS.get(id(m))
    if kept is not None and kept.monster is m and kept.core is st.dice[m.parts[0].die] \
            and kept.w is w and kept.off == off:
        return kept
    made = _Facts(st, m, off, w)
    if len(_FACTS) >= _FACTS_LIMIT:
        _FACTS.clear()
    _FACTS[id(m)] = made
    return made


_POOLS: dict[int, tuple[tuple[Die, ...], Weights, tuple[float, ...], tuple[int, ...]]] = {}
_POOLS_LIMIT = 8_192


def pool_values(dice: tuple[Die, ...], seats: int, w: Weights = DEFAULT) -> list[float]:
    """Per seat, what its dice waiting in its pools are worth (a new list)."""
    return list(_pools(dice, seats, w)[0])


def _pools(dice: tuple[Die, ...], seats: int, w: Weights
           ) -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Per seat, the worth of its pool dice and the sides of its active dice (the soft
    targets an enemy's blows will meet once they are sketched).

    Why a memo: most steps of a search (an attack, a turn passing) leave every die where it
    was, and the dice are one immutable tuple passed on from position to position; the sums
    are kept by that tuple's identity (checked against the very object) and the weights."""
    kept = _POOLS.get(id(dice))
    if kept is not None and kept[0] is dice and kept[1] is w:
        return kept[2], kept[3]
    values = [0.0] * seats
    active = [0] * seats
    for d in dice:
        if d.place == RESERVE:
            values[d.owner] += w.pool * d.sides
        elif d.place == ACTIVE:
            values[d.owner] += w.active * d.sides
            active[d.owner] += d.sides
    if len(_POOLS) >= _POOLS_LIMIT:
        _POOLS.clear()
    _POOLS[id(dice)] = (dice, w, tuple(values), tuple(active))
    return tuple(values), tuple(active)


def _basic_armour(st: Position, facts: list[_Facts] | None = None,
                  active: tuple[int, ...] | None = None
                  ) -> tuple[list[tuple[int, int, float]], list[int]]:
    """``armour_levels`` and ``hardest_armour`` of a game played without any alternate rule
    set, in one pass over the monsters' ``_Facts`` (``facts``: those of ``st.monsters``;
    ``active``: the sides of each seat's active dice, ``_pools``).

    Why a second way to the same figures: with no rule set nothing can move a monster out of
    reach, give it a power it does not show or measure blue by another die, and every seat is
    its own side, so the lookups the general functions ask for every monster (each asking
    every rule set) reduce to reading the core die; the evaluation runs at every node of every
    search, and these lookups were most of its cost. The figures are the same (a test compares
    the two)."""
    seats = st.num_seats
    if facts is None:
        off = st.switched_off()
        facts = [_facts(st, m, off, DEFAULT) for m in st.monsters]
    if active is None:
        active = _pools(st.dice, seats, DEFAULT)[1]
    found: list[dict[int, int]] = [{0: sides} if sides else {} for sides in active]
    fielded = [False] * seats
    blue = [0] * seats
    for f in facts:
        owner = f.monster.owner
        fielded[owner] = True
        if f.cut > blue[owner]:
            blue[owner] = f.cut
        into = found[owner]
        for level, life in f.lives.items():
            into[level] = into.get(level, 0) + life
    alive = [s for s, out in enumerate(st.out) if not out]
    levels: list[tuple[int, int, float]] = []
    hardest: list[int] = []
    for seat in range(seats):
        enemies = [o for o in alive if o != seat]
        hardest.append(max((blue[o] for o in enemies), default=0))
        if not enemies or not all(fielded[o] for o in enemies):
            levels.append((0, 0, math.inf))
            continue
        lives: dict[int, int] = {}
        for o in enemies:
            for level, life in found[o].items():
                lives[level] = lives.get(level, 0) + life
        soft = min(lives)
        harder = min((level for level in lives if level > soft), default=soft)
        levels.append((soft, harder, float(lives[soft])))
    return levels, hardest


def armour_levels(st: Position) -> list[tuple[int, int, float]]:
    """Per seat: what blue takes off its blows at the enemy's softest targets, at the next
    harder ones, and the life the softest targets have left.

    Why: a blue monster takes 1 per 4 of its core's sides off every hit on its core or shield,
    so a struggle of a core no bigger than that core does nothing. Without the armour, two
    armies of blue cores could each look dangerous while neither can hurt the other (most of
    the games the stalemate guard ended). Why the life: the softest targets can only take so
    much; counted without it, killing the enemy's last soft monster looked like a loss (every
    blow of the side suddenly met blue), so the AI left a monster at 1 life and struck blue
    cores for nothing until the stalemate guard.

    Soft (0) targets: the parts of monsters without blue, a blue monster's weapons, combos and
    nullifiers, and dice waiting in an enemy's active pool (they will be sketched this round,
    most likely into something a blow gets through; without this, leaving dice unsketched kept
    a side's armour high, so the seat that sketched second sat on its dice round after round).
    An enemy with no monster at all is hit directly: no armour and no end to the life.

    The enemy's hardest armour is ``hardest_armour``'s: a side with no blow through it can never
    finish a blue d20, and the weights' ``breach`` pays for having one (off for greedy)."""
    targets: dict[int, list[tuple[int, int]]] = {}
    for d in st.dice:
        if d.place == ACTIVE:
            targets.setdefault(d.owner, []).append((0, d.sides))
    for m in st.monsters:
        into = targets.setdefault(m.owner, [])
        if st.out_of_reach(m):
            continue
        cut = per4(st.power_sides(m, BLUE)) if st.has(m, BLUE) else 0
        for p in m.parts:
            armoured = cut and (p.kind == CORE or does(p, SHIELD))
            into.append(((cut if armoured else 0) + m.charge, st.dice[p.die].sides - p.damage))
    seats = range(st.num_seats)
    levels = []
    for seat in seats:
        enemies = list(st.enemies(seat))
        if any(not st.monsters_of(o) for o in enemies) or not enemies:
            levels.append((0, 0, math.inf))
            continue
        found = [t for o in enemies for t in targets.get(o, ())]
        if not found:  # every enemy monster banished, no dice to sketch: nothing to hit
            levels.append((0, 0, 0.0))
            continue
        soft = min(cut for cut, _ in found)
        harder = min((cut for cut, _ in found if cut > soft), default=soft)
        levels.append((soft, harder, float(sum(life for cut, life in found if cut == soft))))
    return levels


def hardest_armour(st: Position) -> list[int]:
    """Per seat, what blue takes off its blows at the enemy's hardest monster (a blue core):
    what a blow must get through for the side to be able to finish every enemy monster."""
    cuts = [0] * st.num_seats
    for m in st.monsters:
        if st.has(m, BLUE):
            cuts[m.owner] = max(cuts[m.owner], per4(st.power_sides(m, BLUE)))
    return [max((cuts[o] for o in st.enemies(seat)), default=0)
            for seat in range(st.num_seats)]


def enemy_armour(st: Position) -> list[int]:
    """Per seat, what blue takes off its blows at the softest enemy target
    (``armour_levels``)."""
    return [levels[0] for levels in armour_levels(st)]


def forecast(st: Position) -> list[tuple[float, Position]]:
    """(weight, position) pairs standing for how the attack in flight will end (the position
    itself when none is)."""
    a = st.attack
    if a is None or st.phase is not Phase.COMBAT:
        return [(1.0, st)]
    if a.step in (TECHNIQUE, SOAK):  # the damage is known: dealt as it stands
        return [(1.0, settle(st, a, a.shield_value, ask=False))]
    for rule in switched_on(st):  # a rule set's own questions: scored as if declined
        moved = rule.forecast(st)
        if moved is not None:
            if moved.attack is None or rule.forecast(moved) is not None:
                return [(1.0, moved)]
            st, a = moved, moved.attack
            break
    if a.step == LOSE_DIE:
        pool = st.active(a.defender) or st.reserve(a.defender)
        if not pool:
            return [(1.0, st)]
        smallest = min(pool, key=lambda d: d.sides)
        return [(1.0, remove_die(st, smallest.id)._replace(attack=None))]
    stop = 0.0
    if a.step == NULL_ROLL:
        sides = st.dice[a.nullifier].sides
        stop = (sides // 2) / sides
    shield = shield_rolls(st, a)
    soak = (st.dice[shield.die].sides + 1) // 2 if shield is not None else 0
    if shield is not None:
        held = st.holder(shield.die)
        if held is not None and st.rolls_top(held[0], shields=True):
            soak = st.dice[shield.die].sides
    if a.struggle:
        rolls = [a.value]
    elif a.value >= 0:
        rolls = [a.value]
    else:
        sides = st.dice[a.weapon].sides
        rolls = [(sides + 2) // 4, (3 * sides + 2) // 4]
        if st.rolls_top(st.monster(a.attacker), shields=False):
            rolls = [sides]
    out = [(stop, st._replace(attack=None))] if stop else []
    share = (1.0 - stop) / len(rolls)
    for value in rolls:
        out.append((share, settle(st, replace(a, value=value), soak, ask=False)))
    return out


def side_value(st: Position, seat: int, w: Weights = DEFAULT) -> float:
    return side_values(st, w)[seat]


_MEMO: dict[int, tuple[Monster, frozenset[int], int, Weights, tuple[float, float], tuple]] = {}
_MEMO_LIMIT = 50_000


def monster_value(st: Position, m: Monster, armour: int = 0, w: Weights = DEFAULT) -> float:
    """Life left, what the monster can do with the actions it has, and its defences."""
    body, blows = monster_parts(st, m, armour, w)
    return body + blows


def monster_parts(st: Position, m: Monster, armour: int = 0,
                  w: Weights = DEFAULT) -> tuple[float, float]:
    """A monster's value in two parts: its body (life, defences, power) and its blows (the
    expected damage of the attacks it has actions for, through ``armour``)."""
    return _kept_parts(st, m, st.switched_off(), armour, w, _tweak(st, m))


def _kept_parts(st: Position, m: Monster, off: frozenset[int], armour: int, w: Weights,
                tweak: tuple[str, int, int, bool, bool]) -> tuple[float, float]:
    """``monster_parts`` with the switched-off dice and the rule sets' tweak already asked.

    Why a memo: the search scores every child of a sketching decision (a million monsters in a
    game), and a child shares all but one or two of its monster objects with its parent. A
    monster's value depends only on the monster (frozen), its dice's sides (fixed for a game)
    and which dice are switched off, so it is kept by the monster's identity, checked against
    the very object (never a recycled id), the switched-off set, the enemy's armour and the
    weights; and by what stratagems and fortresses change about it (``_tweak``: the power it
    uses, which Prismatic Light or Disperse Color change without touching the monster)."""
    key = id(m) * 64 + armour
    kept = _MEMO.get(key)
    if kept is not None and kept[0] is m and kept[1] == off and kept[2] == armour \
            and kept[3] is w and kept[5] == tweak:
        return kept[4]
    value = _fresh_monster_parts(st, m, off, armour, w, tweak)
    if len(_MEMO) >= _MEMO_LIMIT:
        _MEMO.clear()
    _MEMO[key] = (m, off, armour, w, value, tweak)
    return value


def _tweak(st: Position, m: Monster) -> tuple[str, int, int, bool, bool]:
    """What the rule sets change about ``m`` beyond the monster itself
    (``RuleSet.value_tweak``)."""
    for rule in switched_on(st):
        tweak = rule.value_tweak(st, m)
        if tweak is not None:
            return tweak
    return NO_TWEAK



def _fresh_monster_parts(st: Position, m: Monster, off: frozenset[int],
                         armour: int, w: Weights,
                         tweak: tuple[str, int, int, bool, bool]) -> tuple[float, float]:
    dice = st.dice
    parts = m.parts
    core_die = parts[0].die
    core_sides = dice[core_die].sides
    for rule in switched_on(st):
        valued = rule.monster_parts(st, m, off, armour, w, tweak)
        if valued is not None:
            return valued
    power = st.power(m)
    red = (per4(core_sides) if power == RED else 0) + tweak[2]
    top = tweak[3]
    if power == GRAY:
        armour = 0  # gray's blows are split as written, blue takes nothing off them
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
        kind = p.kind
        if kind == WEAPON:
            hits.append(blow(sides, red - armour, top))
        elif kind == COMBO:
            actions += 1
        elif kind == SHIELD:
            value += w.shield * sides * (2 if tweak[4] else 1)
        elif kind == NULLIFIER:
            value += w.nullifier * sides
        else:
            hits.append(max(0, per4(sides) - armour) * w.struggle)
            if power:
                value += w.power + 0.25 * per4(sides)
    actions = max(0, actions + tweak[1])
    hits.sort(reverse=True)
    blows = w.attack * sum(hits[:actions]) + w.spare * sum(hits[actions:])
    scale = 0.55 + 0.45 * health
    return (life + value) * scale, blows * scale


def weighted(state: State, seat: int, w: Weights) -> float:
    """The evaluation of ``state`` for ``seat`` with the weights ``w``."""
    assert isinstance(state, DoodleState)
    outcome = state.outcome()
    if outcome is not None:
        if not outcome.winners:
            return 0.0
        return 1.0 if seat in outcome.winners else -1.0
    values = [0.0] * state.num_seats
    by_rule = PHASE_RULES.get(state.phase)
    planned = by_rule.phase_values(state, w) if by_rule is not None else None
    if planned is not None:
        values = planned
    for weight, future in forecast(state):
        for s, v in enumerate(side_values(future, w)):
            values[s] += weight * v
    sides: dict[int, float] = {}
    for s, v in enumerate(values):
        sides[state.team(s)] = sides.get(state.team(s), 0.0) + v
    mine = sides.pop(state.team(seat))
    best_other = max(sides.values())
    size = len(state.team_seats(seat))
    return math.tanh((mine - best_other) / (w.scale * max(state.budget, 20) * size))


evaluation_with: Callable[[Weights], Callable[[State, int], float]] = functools.partial(
    weighted_evaluation, weighted)
"""The evaluation with a weight set, as a function of (state, seat)."""

evaluate = evaluation_with(DEFAULT)
"""The game's own evaluation (the hand-set ``DEFAULT`` weights): the one greedy players use."""


__all__ = ["armour_levels", "enemy_armour", "evaluate", "evaluation_with", "forecast",
           "hardest_armour", "monster_parts", "monster_value", "side_value", "side_values",
           "weighted"]
