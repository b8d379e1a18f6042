"""Every rule number the Doodle Dice rules page states is the one the engine plays with.

The page is our own words, so it cannot be generated; instead each sentence that states a
number is found here and its numbers are checked against the rule tables (``tables``, our
house rules' ``rulesets.house.numbers``, the avatars' abilities, the sketch limits). A number
changed in a table and not on the page (or the other way round) fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.doodledice.rulesets.avatars.abilities import (
    AVATAR_PARTS,
    AVATAR_TYPES,
    CHARGE_SIDES,
    MECHA_PARTS,
)
from engine.doodledice.rulesets.house.numbers import (
    HOUSE_CHANCE_SIDES,
    HOUSE_LIVING_FACES,
    HOUSE_LIVING_SIDES,
    HOUSE_MIN_PRICE,
    HOUSE_USES,
)
from engine.doodledice.rulesets.house.rule import HOUSE
from engine.doodledice.tables import (
    ACTIVE_POOL,
    BUDGETS,
    CHANCE_SIDES,
    COLOURS,
    DEFAULT_BUDGET,
    LIVING_FACES,
    LIVING_SIDES,
    MAX_BIG,
    MAX_NAME,
    MAX_PARTS,
    MAX_SMALL,
    MIN_STRUGGLE_SIDES,
    ODD_SIDES,
    PER_SIDES,
    SIDES,
    per4,
)
from engine.sketchdata import MAX_POINTS, MAX_STROKES

PAGE = (Path(__file__).resolve().parents[1] / "assets" / "rules"
        / "doodle-dice-monsters.md").read_text(encoding="utf-8")
WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "eight": 8, "ten": 10,
         "twelve": 12, "twenty": 20, "once": 1, "twice": 2}


def stated(pattern: str) -> tuple[str, ...]:
    """The groups of the one sentence of the page matching ``pattern``."""
    found = re.findall(pattern, PAGE)
    assert len(found) == 1, f"the rules page should state this once: {pattern!r} ({found})"
    groups = found[0]
    return groups if isinstance(groups, tuple) else (groups,)


def number(text: str) -> int:
    return WORDS[text] if text in WORDS else int(text)


def dice(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in re.findall(r"d(\d+)", text))


def test_the_force_and_the_round() -> None:
    low, high, step, gentle, standard = map(int, stated(
        r"budgets from (\d+) to (\d+) sides in steps of (\d+); (\d+) is a gentle first game, "
        r"(\d+) is the standard"))
    assert (low, high, step) == (BUDGETS[0], BUDGETS[-1], BUDGETS[1] - BUDGETS[0])
    assert gentle in BUDGETS and standard == DEFAULT_BUDGET
    assert dice(stated(r"Dice come as ([d\d, and]+), in (\w+) colours")[0]) == SIDES
    assert int(stated(r"until the active pool holds (\d+) dice")[0]) == ACTIVE_POOL
    assert int(stated(r"Gathering\*\* always fills the active pool to (\d+)")[0]) == ACTIVE_POOL
    assert int(stated(r"A monster has at most \*\*(\d+) parts")[0]) == MAX_PARTS
    assert int(stated(r"dealing 1 damage per (\d+) sides of the core")[0]) == PER_SIDES
    assert int(stated(r"possible with any core of (\d+) sides or more")[0]) == MIN_STRUGGLE_SIDES
    assert stated(r"in (\w+) colours: ")[0] == "twelve" and len(COLOURS) == 12


def test_per_four_sides_examples() -> None:
    line = stated(r"\(a (d4 or d6) core: (\d); (d8 or d10): (\d); (d12): (\d); (d20): (\d)\)")
    for kinds, value in zip(line[::2], line[1::2], strict=True):
        assert all(per4(sides) == int(value) for sides in dice(kinds)), kinds


def test_strange_dice_numbers() -> None:
    assert dice(stated(r"\*\*(d3, d5 and d7)\.\*\*")[0]) == ODD_SIDES
    small, big = map(int, stated(r"at most \*\*(\d+) small and (\d+) big dice\*\*"))
    assert (small, big) == (MAX_SMALL, MAX_BIG)


def test_stratagem_and_fortress_chance_dice() -> None:
    assert int(stated(r"Camouflage \| Every attack on your camouflaged monsters throws a "
                      r"d(\d+) first")[0]) == CHANCE_SIDES
    assert int(stated(r"Night Fighting\*\* \(darkness around the fortress\)\. Every attack on "
                      r"your monsters throws a d(\d+)")[0]) == CHANCE_SIDES
    assert int(stated(r"Heart Attack\*\* \(the emotion it works with\)\. As sketching ends "
                      r"each enemy monster throws a d(\d+)")[0]) == CHANCE_SIDES
    sides, faces = stated(r"When every monster has had its turn, a d(\d+) is thrown: on "
                          r"([\d or]+) the fortress")
    assert int(sides) == LIVING_SIDES
    assert tuple(int(f) for f in re.findall(r"\d+", faces)) == LIVING_FACES


@pytest.mark.parametrize("kind", AVATAR_TYPES, ids=lambda k: k.key)
def test_each_avatar_ability_says_its_uses(kind) -> None:
    for ability in kind.abilities:
        uses = stated(rf"- \*{re.escape(ability.title)}\* \((\d+)\)")[0]
        assert int(uses) == ability.uses, ability.title


def test_avatar_part_caps_and_charges() -> None:
    assert int(stated(r"It keeps their parts, damage included, up to (\d+) parts")[0]) \
        == MECHA_PARTS
    assert int(stated(r"It may carry up to (\d+) parts \(more with Extra Mutation\)")[0]) \
        == AVATAR_PARTS
    least, per = map(int, stated(r"remove dice from your active pool from play, at least "
                                 r"(\d+) sides\. For every (\d+) sides"))
    assert least == per == CHARGE_SIDES


def test_house_rule_numbers() -> None:
    prices = re.findall(r"at least (\d+)\)", PAGE.split("### Our balance house rules")[1])
    assert len(prices) == 4 and {int(p) for p in prices} == {HOUSE_MIN_PRICE}
    costs = stated(r"a (d4, d6 or d8) costs (\d+) sides, a (d10) (\d+), a (d12) (\d+) and a "
                   r"(d20) (\d+)")
    for kinds, cost in zip(costs[::2], costs[1::2], strict=True):
        assert all(HOUSE.tunnel_need(s) == int(cost) for s in dice(kinds))
    for power in ("Night Fighting", "Heart Attack", "Camouflage"):
        sides, one_in, rulebook = stated(
            rf"\*\*{power}\.\*\* Its die is a d(\d+): [^.]*one time in (\w+) instead of one in "
            r"(\w+)")
        assert int(sides) == number(one_in) == HOUSE_CHANCE_SIDES[power]
        assert number(rulebook) == CHANCE_SIDES
    sides, face, one_in, rulebook = stated(
        r"\*\*Living Fortress\.\*\* The fortress throws a d(\d+) and wakes on a (\d+) only: one "
        r"time in (\w+) instead of one in (\w+)")
    assert int(sides) == number(one_in) == HOUSE_LIVING_SIDES and (int(face),) \
        == HOUSE_LIVING_FACES
    assert number(rulebook) == LIVING_SIDES // len(LIVING_FACES)
    house, rulebook = stated(r"\*\*Cybernetics\.\*\* The gadgeteer may use it (\w+) a game "
                             r"instead of (\w+)")
    cyber = next(a for k in AVATAR_TYPES for a in k.abilities if a.key == "cybernetics")
    assert (number(house), number(rulebook)) == (HOUSE_USES["cybernetics"], cyber.uses)


def test_name_and_drawing_limits() -> None:
    assert int(stated(r"plain printable text, (\d+) characters at most")[0]) == MAX_NAME
    strokes, points = map(int, stated(r"strokes of up to (\d+) lines and (\d+) points"))
    assert (strokes, points) == (MAX_STROKES, MAX_POINTS)
