"""Forces: the dice a player brings, checked against the sides budget, or made up at random.

A force is a tuple of ``DieChoice`` (sides and one or two colours). In JSON (set-up payloads,
saved forces) each die is ``{"sides": 8, "colours": ["red"]}``. The random force is a pure
function of a seed and the budget, so a game that asks for one stays replayable: the seed comes
from dice thrown at the start of the game (or from the set-up).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.core import CorruptData
from engine.doodledice.model import RESERVE, Die, DieChoice
from engine.doodledice.tables import (
    ALL_SIDES,
    BIG,
    COLOUR_KEYS,
    D100,
    MAX_BIG,
    MAX_SMALL,
    NORMAL,
    ODD_SIDES,
    SIDES,
    SIZES,
    SMALL,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

MAX_FORCE_DICE = 200
"""No budget allowed can buy more dice than this (600 sides of d4 are 150)."""
HYBRID_SHARE = 0.12
"""About this share of a random force's dice are hybrids."""
_KIND_WEIGHTS = {4: 2, 6: 4, 8: 4, 10: 3, 12: 3, 20: 2}
"""How often each kind is drawn into a random force (mid-sized dice are the bread and butter)."""


Force = tuple[DieChoice, ...]


def force_sides(force: Sequence[DieChoice]) -> int:
    return sum(d.sides for d in force)


def die_problem(sides: Any, colours: Any, size: Any = NORMAL, strange: int = 0,
                d100: int = 0) -> str | None:
    """None when the die is in the box (the strange-dice rule adds odd, small and big dice;
    stratagems & fortresses the d100)."""
    if sides == D100 and type(sides) is int:
        if not d100:
            return "A d100 needs the stratagems & fortresses rule."
        if size:
            return f"A d100 does not come {size}."
        sides = SIDES[0]  # the colours are checked below like any die's
    if type(sides) is not int or sides not in (ALL_SIDES if strange else SIDES):
        if sides in ODD_SIDES:
            return f"A d{sides} needs the strange dice rule."
        return f"A d{sides} is not in the dice box." if type(sides) is int \
            else "A die in the force has no proper number of sides."
    if size not in SIZES:
        return "A die in the force has an unknown size."
    if size and not strange:
        return f"A {size} die needs the strange dice rule."
    if size and sides not in SIDES:
        return f"Only the standard dice come {size}, not a d{sides}."
    if (not isinstance(colours, (list, tuple)) or not 1 <= len(colours) <= 2
            or any(c not in COLOUR_KEYS for c in colours) or len(set(colours)) != len(colours)):
        return "A die in the force must have one colour, or two different ones for a hybrid."
    return None


def force_problem(force: Sequence[DieChoice], budget: int, strange: int = 0,
                  d100: int = 0) -> str | None:
    """None when ``force`` is a legal force for ``budget`` sides, else why not."""
    if not force:
        return "A force needs at least one die."
    if len(force) > MAX_FORCE_DICE:
        return f"A force may have at most {MAX_FORCE_DICE} dice."
    for d in force:
        problem = die_problem(d.sides, d.colours, d.size, strange, d100)
        if problem:
            return problem
    for size, cap in ((SMALL, MAX_SMALL), (BIG, MAX_BIG)):
        if sum(1 for d in force if d.size == size) > cap:
            return f"A force may hold at most {cap} {size} dice."
    total = force_sides(force)
    if total > budget:
        return f"The force has {total} sides, more than the {budget} agreed."
    return None


def force_from_json(raw: Any) -> Force:
    """A force from its JSON list; ``CorruptData`` when malformed (the budget is checked apart)."""
    if not isinstance(raw, list):
        raise CorruptData("A force must be a list of dice.")
    out = []
    for item in raw:
        if not isinstance(item, dict) or not {"sides", "colours"} <= set(item) \
                or not set(item) <= {"sides", "colours", "size"}:
            raise CorruptData("A die of the force is not in the expected form.")
        size = item.get("size", NORMAL)
        problem = die_problem(item["sides"], item["colours"], size, strange=1, d100=1)
        if problem:
            raise CorruptData(problem)
        out.append(DieChoice(item["sides"], tuple(item["colours"]), size))
    return tuple(out)


def force_to_json(force: Sequence[DieChoice]) -> list[dict[str, Any]]:
    """Each die as JSON; ``size`` only for a small or big die (older files have none)."""
    return [{"sides": d.sides, "colours": list(d.colours), **({"size": d.size} if d.size else {})}
            for d in force]


def random_force(seed: int | str, budget: int, strange: int = 0, d100: int = 0) -> Force:
    """A legal force spending the budget (or all but a few sides) in a varied mix of dice.

    Why the care at the end: a remainder of 1 to 3 sides buys nothing, so kinds are only drawn
    when what they leave is 0 or at least 4. With strange dice a few of them become odd, small
    or big dice (the basic game's forces stay exactly as they were, so old saves replay). With
    stratagems & fortresses a force of 200 sides or more brings a d100 (two from 300: one for
    each), the rest as usual.
    """
    if d100:
        count = 2 if budget >= 300 else (1 if budget >= 200 else 0)
        if count:
            rng = random.Random(f"doodle-d100:{seed}:{budget}")
            hundreds = tuple(DieChoice(D100, (rng.choice(COLOUR_KEYS),)) for _ in range(count))
            return random_force(seed, budget - D100 * count, strange) + hundreds
    if strange:
        return _strange_force(seed, budget)
    rng = random.Random(f"doodle-force:{seed}:{budget}")
    left = budget
    force: list[DieChoice] = []
    kinds = sorted(_KIND_WEIGHTS)
    while left >= min(kinds):
        fits = [k for k in kinds if k <= left and (left - k == 0 or left - k >= min(kinds))]
        if not fits:
            fits = [k for k in kinds if k <= left]
        sides = rng.choices(fits, weights=[_KIND_WEIGHTS[k] for k in fits])[0]
        if rng.random() < HYBRID_SHARE:
            colours = tuple(rng.sample(COLOUR_KEYS, 2))
        else:
            colours = (rng.choice(COLOUR_KEYS),)
        force.append(DieChoice(sides, colours))
        left -= sides
    force.sort(key=lambda d: (d.sides, d.colours))
    return tuple(force)


def game_force(st: DoodleState, seed: int | str) -> Force:
    """The random force ``seed`` gives in the game ``st`` (its budget, and the dice its rules
    allow)."""
    return random_force(seed, st.budget, st.strange, st.structures)


def _strange_force(seed: int | str, budget: int) -> Force:
    """A random force where some dice are strange: about one in six is a d3, d5 or d7 (they
    take the place of a standard die of close size), and up to the caps, some of the
    standard ones are small or big."""
    rng = random.Random(f"doodle-strange:{seed}:{budget}")
    return strange_variants(random_force(seed, budget), rng, MAX_SMALL, MAX_BIG)


def strange_variants(dice: Sequence[DieChoice], rng: random.Random, max_small: int,
                     max_big: int) -> tuple[DieChoice, ...]:
    """``dice`` with some made strange: about one in six d4, d6 or d8 becomes the odd die of
    close size, and up to the caps a few of the rest are small or big."""
    odd_for = {4: 3, 6: 5, 8: 7}
    out: list[DieChoice] = []
    small = big = 0
    for d in dice:
        roll = rng.random()
        if d.sides in odd_for and roll < 0.18:
            out.append(DieChoice(odd_for[d.sides], d.colours))
        elif roll > 0.88 and small < max_small:
            small += 1
            out.append(DieChoice(d.sides, d.colours, SMALL))
        elif roll > 0.80 and d.sides >= 8 and big < max_big:
            big += 1
            out.append(DieChoice(d.sides, d.colours, BIG))
        else:
            out.append(d)
    out.sort(key=lambda d: (d.sides, d.colours, d.size))
    return tuple(out)


def add_force(st: DoodleState, seat: int, force: Sequence[DieChoice]) -> DoodleState:
    """``seat``'s force joins the game in its reserve pool (new ids after the existing dice)."""
    start = len(st.dice)
    new = tuple(Die(start + i, seat, d.sides, d.colours, d.colours[0] if len(d.colours) == 1
                    else "", RESERVE, d.size) for i, d in enumerate(force))
    return st._replace(dice=st.dice + new)


__all__ = ["DieChoice", "add_force", "Force", "HYBRID_SHARE", "MAX_FORCE_DICE", "die_problem",
           "force_from_json", "force_problem", "force_sides", "force_to_json", "game_force",
           "random_force", "strange_variants"]
