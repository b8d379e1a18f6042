"""The two 66d6 battle tables: what happens to each minion for the sum of the two minions'
values (the faces they show: nothing is thrown in a fight).

The tables mirror each other (a 2 is the attacker's worst sum and the defender's best), which is
why low dice defend well and high dice attack well. Everything is a lookup in a tuple indexed by
the sum, so the AI can preview any fight for free.
"""

from __future__ import annotations

import enum

from engine.sixtysix.numbers import DIE_SIDES


class Result(enum.Enum):
    """What happens to one minion after a battle."""

    VICTORY = "victory"  # stay on the field, or fall back one field
    EVADE = "evade"  # fall back one field, or all the way home (value kept)
    REVIVE = "revive"  # go home, keeping the value or rerolled
    RETREAT = "retreat"  # go home rerolled
    DEATH = "death"  # removed from the game
    DEFECT = "defect"  # the enemy takes the die and rolls it into its own home


V, E, RV, RT, D, DF = (
    Result.VICTORY,
    Result.EVADE,
    Result.REVIVE,
    Result.RETREAT,
    Result.DEATH,
    Result.DEFECT,
)

# Index = sum of both dice (0 and 1 unused; a battle sum is always 2..12).
ATTACK_TABLE: tuple[Result | None, ...] = (None, None, DF, DF, D, D, RT, RT, RT, RV, RV, E, V)
"""The attacker's result by sum."""
DEFENCE_TABLE: tuple[Result | None, ...] = (None, None, V, E, RV, RV, RT, RT, RT, D, D, DF, DF)
"""The defender's result by sum."""

VERBS = {
    Result.VICTORY: "wins",
    Result.EVADE: "evades",
    Result.REVIVE: "revives",
    Result.RETREAT: "retreats",
    Result.DEATH: "dies",
    Result.DEFECT: "defects",
}
"""Third-person verb for log lines ("the 3 retreats")."""

PLURAL_VERBS = {
    Result.VICTORY: "win",
    Result.EVADE: "evade",
    Result.REVIVE: "revive",
    Result.RETREAT: "retreat",
    Result.DEATH: "die",
    Result.DEFECT: "defect",
}
"""Verb when both minions share a result ("both retreat")."""

TITLES = {r: r.value.capitalize() for r in Result}
"""Display names ("Victory") for the UI and the rules page."""


def result_for(total: int, attacker: bool) -> Result:
    """The result for a battle ``total`` (2..12) for the attacker or the defender."""
    if not 2 <= total <= 2 * DIE_SIDES:
        raise ValueError(f"A battle sum is 2..{2 * DIE_SIDES}, not {total}.")
    result = (ATTACK_TABLE if attacker else DEFENCE_TABLE)[total]
    assert result is not None
    return result


def battle_summary(total: int) -> str:
    """Short text like "sum 7: both retreat" or "sum 9: attacker revives, defender dies"."""
    a, d = ATTACK_TABLE[total], DEFENCE_TABLE[total]
    assert a is not None and d is not None
    if a is d:
        return f"sum {total}: both {PLURAL_VERBS[a]}"
    return f"sum {total}: attacker {VERBS[a]}, defender {VERBS[d]}"
