"""What the table shows about choices before they are made: exact odds of an attack.

Why here: the odds follow the rules (red's bonus, blue's softening, shield rolls, gray, nullifier
thresholds), and scenes hold no rules. Everything is exact, counted over every face of the dice
involved (at most 20 x 20 outcomes), assuming the defender answers nothing more.
"""

from __future__ import annotations

from fractions import Fraction

from engine.core import record
from engine.doodledice.model import Attack
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import BLUE, CORE, GRAY, RED, SHIELD, half, per4


@record
class AttackOdds:
    """Chances of an attack on one part: ``damage`` maps damage dealt to that part to its
    probability; ``destroy`` is the chance the part is destroyed (its monster too, for a
    core)."""

    damage: dict[int, Fraction]
    destroy: Fraction
    mean: Fraction


def attack_odds(st: DoodleState, weapon: int, target: int, *, shield_rolls: bool = True,
                nullifier: int = -1) -> AttackOdds | None:
    """The odds of weapon (or core, for a struggle) ``weapon`` hitting part ``target`` now,
    with the target's shield roll if it gets one (``shield_rolls``) and, if given, a
    nullifier's chance to stop it first. None when the dice are not both in play."""
    held_w, held_t = st.holder(weapon), st.holder(target)
    if held_w is None or held_t is None:
        return None
    attacker, _ = held_w
    monster, part = held_t
    struggle = weapon == attacker.core.die and not st.core_weapon(attacker)
    gray = st.has(attacker, GRAY)
    bonus = per4(st.core_sides(attacker)) if st.has(attacker, RED) and not struggle else 0
    if not struggle:
        bonus += st.roll_bonus(attacker)
    faces = [st.sides(weapon)] if st.rolls_top(attacker, shields=False) else \
        range(1, st.sides(weapon) + 1)
    rolls = [st.struggle_damage(attacker)] if struggle else [v + bonus for v in faces]
    soaks = [0]
    if shield_rolls and part.kind == SHIELD and not part.blocked and not gray \
            and not st.disabled(part.die):
        top = st.sides(part.die)
        extra = st.roll_bonus(monster)
        soaks = [top + extra] if st.rolls_top(monster, shields=True) else \
            [v + extra for v in range(1, top + 1)]
    soften = 0
    if not gray and part.kind in (CORE, SHIELD) and st.has(monster, BLUE):
        soften = per4(st.core_sides(monster))
    counts: dict[int, int] = {}
    for roll in rolls:
        for soak in soaks:
            dealt = max(0, roll - soak - soften)
            counts[dealt] = counts.get(dealt, 0) + 1
    total = len(rolls) * len(soaks)
    go = Fraction(1)
    if nullifier >= 0:
        sides = st.sides(nullifier)
        go = 1 - Fraction(half(sides), sides)
    damage = {d: go * Fraction(c, total) for d, c in sorted(counts.items())}
    if go < 1:
        damage[0] = damage.get(0, Fraction(0)) + (1 - go)
    life = st.sides(target) - part.damage
    destroy = sum((p for d, p in damage.items() if d >= life), Fraction(0))
    mean = sum((d * p for d, p in damage.items()), Fraction(0))
    return AttackOdds(dict(sorted(damage.items())), destroy, mean)


def nullify_chance(st: DoodleState, nullifier: int) -> Fraction:
    """The chance a nullifier stops an attack: half its sides (rounded down) over its sides."""
    sides = st.sides(nullifier)
    return Fraction(half(sides), sides)


def pending_odds(st: DoodleState) -> AttackOdds | None:
    """Odds of the attack being resolved now, as the table would show them."""
    a: Attack | None = st.attack
    if a is None or a.target < 0:
        return None
    return attack_odds(st, a.weapon, a.target)


__all__ = ["AttackOdds", "attack_odds", "nullify_chance", "pending_odds"]
