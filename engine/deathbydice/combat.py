"""Who may attack whom with what, the defences open, and the numbers of an attack.

Everything here is a pure function of the fighters (and the scenario, for Bosses & Minions
targeting), shared by the rules, the legal-action lists, the exact odds and the AI's evaluation.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from engine.core import Action
from engine.deathbydice.actions import (
    AbilityAttack,
    BoostedAttack,
    Brace,
    ComplexAttack,
    Guard,
    NoDefence,
)
from engine.deathbydice.model import (
    ABILITY,
    BOOSTED,
    BOSS,
    BOSSES,
    BRACE,
    COMPLEX,
    GUARD,
    HEAVY_BOOST,
    HERO,
    IRON_BRACE,
    LONG_REACH,
    MINION,
    PACK_GUARD,
    RING,
    SLIPPERY,
    SUCKER_PUNCH,
    WILDCARD,
    Board,
    Fighter,
    neighbours,
    ring_distance,
)
from engine.deathbydice.numbers import (
    BOOST_BONUS,
    BRACE_BONUS,
    HEAVY_BOOST_BONUS,
    IRON_BRACE_BONUS,
    LONG_REACH_DISTANCE,
    MIN_COMPLEX_DICE,
    PACK_GUARD_BONUS,
    REACH,
    SUCKER_PUNCH_BONUS,
)
from engine.deathbydice.roster import BOARDS

Fighters = Sequence[Fighter]


def board_of(fighter: Fighter) -> Board:
    return BOARDS[fighter.board]


def role(fighter: Fighter) -> str:
    return BOARDS[fighter.board].role


def side(fighter: Fighter) -> int:
    """0 for heroes, 1 for the boss side (meaningful in Bosses & Minions)."""
    return 0 if BOARDS[fighter.board].role == HERO else 1


def opponents(fighters: Fighters, scenario: int, index: int) -> list[int]:
    """The fighters ``index`` may attack now.

    Free for all: everybody else. Bosses & Minions: the other side, never a knocked-out
    fighter, and the boss only once no minion is left standing (minions guard their boss).
    """
    me = fighters[index]
    if scenario != BOSSES:
        return [i for i in range(len(fighters)) if i != index]
    mine = side(me)
    others = [i for i, f in enumerate(fighters) if side(f) != mine and not f.out]
    if mine == 0:
        guarded = any(role(fighters[i]) == MINION for i in others)
        if guarded:
            others = [i for i in others if role(fighters[i]) != BOSS]
    return others


def assistants(board: Board, values: Sequence[int], ability: int) -> list[int]:
    """Abilities with a die that may assist a boosted attack by ``ability`` (its neighbours;
    two steps away too with Long reach)."""
    reach = LONG_REACH_DISTANCE if board.has(LONG_REACH) else REACH
    return [i for i in _WITHIN[reach][ability] if values[i]]


_WITHIN = {reach: tuple(tuple(i for i in range(RING) if i != ability
                              and ring_distance(i, ability) <= reach) for ability in range(RING))
           for reach in (REACH, LONG_REACH_DISTANCE)}
"""Per reach, per ability: the other abilities that near, in ring order (worked out once: the
end check asks for assistants after every branch the AI and the judge look at)."""


def ability_targets(board: Board, target_board: Board, target_values: Sequence[int],
                    ability: int) -> list[int]:
    """Dice of the target an ability attack by ``ability`` may hit: the same ability's die, or
    with Wildcard any die of the same size."""
    out = [ability] if target_values[ability] else []
    if board.has(WILDCARD):
        size = board.sizes[ability]
        out += [j for j in range(RING) if j != ability and target_values[j]
                and target_board.sizes[j] == size]
    return out


def complex_sets(board: Board, values: Sequence[int]) -> list[tuple[int, ...]]:
    """Every set of two or more linked dice still standing, smallest sets first."""
    out: list[tuple[int, ...]] = []
    for group in board.groups():
        alive = [i for i in group if values[i]]
        for size in range(MIN_COMPLEX_DICE, len(alive) + 1):
            out.extend(combinations(alive, size))
    return out


def _attacks_on(me: Fighter, board: Board, target: int, them: Fighter) -> Iterator[Action]:
    values = me.values
    tb = BOARDS[them.board]
    tv = them.values
    dice = [j for j in range(RING) if tv[j]]
    if not dice:
        return
    for a in range(RING):
        if not values[a]:
            continue
        for j in ability_targets(board, tb, tv, a):
            yield AbilityAttack(a, target, j)
        for helper in assistants(board, values, a):
            for j in dice:
                yield BoostedAttack(a, helper, target, j)
    for group in complex_sets(board, values):
        for j in dice:
            yield ComplexAttack(group, target, j)


def attacks(fighters: Fighters, scenario: int, index: int) -> list[Action]:
    """Every attack fighter ``index`` could declare now."""
    me = fighters[index]
    board = BOARDS[me.board]
    out: list[Action] = []
    for t in opponents(fighters, scenario, index):
        out.extend(_attacks_on(me, board, t, fighters[t]))
    return out


def can_attack(fighters: Fighters, scenario: int, index: int) -> bool:
    """Whether fighter ``index`` has any attack at all (the end-of-combat test): the first
    attack ``_attacks_on`` yields is enough, so the rest are never built (the end check asks
    this of every fighter after every branch the AI and the judge look at)."""
    me = fighters[index]
    board = BOARDS[me.board]
    return any(next(_attacks_on(me, board, t, fighters[t]), None) is not None
               for t in opponents(fighters, scenario, index))


def defences(fighters: Fighters, target: int, ability: int) -> list[Action]:
    """The defender's choices against an attack on ``ability`` of ``target``: none, a brace
    from a neighbour with a die, or a linked guard by any non-empty set of linked dice."""
    them = fighters[target]
    tb = BOARDS[them.board]
    tv = them.values
    out: list[Action] = [NoDefence()]
    out += [Brace(n) for n in sorted(set(neighbours(ability))) if tv[n]]
    linked = [i for i in tb.linked(ability) if tv[i]]
    for size in range(1, len(linked) + 1):
        out += [Guard(tuple(c)) for c in combinations(linked, size)]
    return out


def attack_parts(action: Action) -> tuple[str, tuple[int, ...], int, int, int]:
    """(kind, attacking dice, assistant or -1, target fighter, target ability) of an attack."""
    if isinstance(action, AbilityAttack):
        return ABILITY, (action.ability,), -1, action.target, action.target_ability
    if isinstance(action, BoostedAttack):
        return BOOSTED, (action.ability,), action.assistant, action.target, action.target_ability
    assert isinstance(action, ComplexAttack)
    return COMPLEX, tuple(action.abilities), -1, action.target, action.target_ability


def defence_parts(action: Action) -> tuple[str, tuple[int, ...]]:
    """(defence kind, helper abilities) of a defence action."""
    if isinstance(action, Brace):
        return BRACE, (action.ability,)
    if isinstance(action, Guard):
        return GUARD, tuple(action.abilities)
    return "none", ()


def defence_value(defender: Fighter, ability: int, defence: str, helpers: Sequence[int]) -> int:
    """The target die's value for this attack, raised by the declared defence."""
    board = BOARDS[defender.board]
    value = defender.values[ability]
    if defence == BRACE:
        value += IRON_BRACE_BONUS if board.has(IRON_BRACE) else BRACE_BONUS
    elif defence == GUARD:
        value += sum(defender.values[h] for h in helpers)
        value += PACK_GUARD_BONUS if board.has(PACK_GUARD) else 0
    return value


def bonus(attacker: Fighter, kind: str) -> int:
    """What is added to the attack roll: the boost, or Sucker punch on an ability attack."""
    board = BOARDS[attacker.board]
    if kind == BOOSTED:
        return HEAVY_BOOST_BONUS if board.has(HEAVY_BOOST) else BOOST_BONUS
    if kind == ABILITY and board.has(SUCKER_PUNCH):
        return SUCKER_PUNCH_BONUS
    return 0


def needed(attacker: Fighter, defender: Fighter, kind: str, value: int) -> int:
    """The smallest roll (sum of the attacking dice, before bonuses are added) that wins.

    An ability attack wins on equal (unless the defender is Slippery); boosted and complex
    attacks must beat the value.
    """
    strict = kind != ABILITY or BOARDS[defender.board].has(SLIPPERY)
    return value + (1 if strict else 0) - bonus(attacker, kind)


def is_hero(fighter: Fighter) -> bool:
    return role(fighter) == HERO


def is_boss(fighter: Fighter) -> bool:
    return role(fighter) == BOSS


__all__ = [
    "COMPLEX",
    "GUARD",
    "ability_targets",
    "assistants",
    "attack_parts",
    "attacks",
    "board_of",
    "bonus",
    "can_attack",
    "complex_sets",
    "defence_parts",
    "defence_value",
    "defences",
    "is_boss",
    "is_hero",
    "needed",
    "opponents",
    "role",
    "side",
]
