"""Our balance house rules as a rule set: the rulebook's answers (``rulesets.amendments``)
that they override, and the lines the tables then show.

What each rule changes, in one place: chance powers throw bigger dice (Camouflage, Night
Fighting, Heart Attack); the Living Fortress wakes on fewer faces; Cybernetics works fewer
times; Chilling Defence, Tunneling Attack, Lead from the Front and Diehard are paid in active
dice (at least ``HOUSE_MIN_PRICE`` sides); a side keeps one martyr at a time. The numbers are
``numbers``; why they exist is on the rules page ("Our balance house rules").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.rulesets.amendments import RULEBOOK, Amendments
from engine.doodledice.rulesets.house.numbers import (
    HOUSE_CHANCE_SIDES,
    HOUSE_LIVING_FACES,
    HOUSE_LIVING_SIDES,
    HOUSE_MIN_PRICE,
    HOUSE_USES,
)
from engine.doodledice.tables import CHANCE_SIDES, LIVING_FACES, LIVING_SIDES
from engine.doodledice.words import chance_words, faces_words

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

HOUSE_SUMMARIES = {
    "Camouflage": "Attacks on your camouflaged monsters miss one time in "
                  f"{chance_words(HOUSE_CHANCE_SIDES['Camouflage'])} (our house rule; the "
                  f"rulebook says one in {chance_words(CHANCE_SIDES)}).",
    "Night Fighting": "Attacks on your monsters miss one time in "
                      f"{chance_words(HOUSE_CHANCE_SIDES['Night Fighting'])} (our house rule; "
                      f"the rulebook says one in {chance_words(CHANCE_SIDES)}).",
    "Martyr Guard": "Your monster whose core is destroyed fights on (acting and defending) "
                    "until combat ends; our house rule: one martyr at a time.",
    "Living Fortress": f"As combat ends, a d{HOUSE_LIVING_SIDES}: on "
                       f"{faces_words(HOUSE_LIVING_FACES)}, one time in "
                       f"{chance_words(HOUSE_LIVING_SIDES // len(HOUSE_LIVING_FACES))} (our "
                       f"house rule; the rulebook says {faces_words(LIVING_FACES)} of a "
                       f"d{LIVING_SIDES}), the fortress itself struggles once against an enemy "
                       "part.",
    "Heart Attack": "As sketching ends, each enemy monster rolls a "
                    f"d{HOUSE_CHANCE_SIDES['Heart Attack']} (our house rule; the rulebook says "
                    f"a d{CHANCE_SIDES}): on a 1 it loses all its actions this round.",
    "Tunneling Attack": "As combat starts, a monster that tunnels may give up its turn to "
                        "remove an enemy's reserve die no bigger than its core. Our house "
                        "rule: pay dice of half its sides.",
    "Chilling Defence": "Once a round, cancel an enemy attack on your side as it is made: "
                        "the attacker loses this turn and its next. Our house rule: pay dice "
                        "with as many sides as the attacking die.",
}
"""Place powers our house rules change, as the table then says them."""


def _price(sides: int) -> int:
    """Every house price takes at least ``HOUSE_MIN_PRICE`` sides, so a d4 core or weapon is
    not bought for nothing."""
    return max(sides, HOUSE_MIN_PRICE)


class HouseRules(Amendments):
    """Our balance house rules: the rulebook's answers they change."""

    def chance_sides(self, power: str) -> int:
        return HOUSE_CHANCE_SIDES[power]

    def living_sides(self) -> int:
        return HOUSE_LIVING_SIDES

    def living_faces(self) -> tuple[int, ...]:
        return HOUSE_LIVING_FACES

    def power_summary(self, name: str, summary: str) -> str:
        return HOUSE_SUMMARIES.get(name, summary)

    def ability_uses(self, key: str, uses: int) -> int:
        return HOUSE_USES.get(key, uses)

    def ability_summary(self, key: str, summary: str) -> str:
        return f"{summary} Our house rule: once a game." if key in HOUSE_USES else summary

    def chill_need(self, weapon_sides: int) -> int | None:
        """Paid as Sway Loyalties is: the attacking die's sides."""
        return _price(weapon_sides)

    def tunnel_need(self, die_sides: int) -> int | None:
        """Half the die's sides, rounded up."""
        return _price(-(-die_sides // 2))

    def lead_need(self, core_sides: int) -> int | None:
        """As many sides as the core struck."""
        return core_sides

    def lead_offer_need(self, core_sides: int) -> int | None:
        return _price(core_sides)

    def diehard_need(self, core_sides: int) -> int | None:
        """As many sides as the core kept."""
        return _price(core_sides)

    def one_martyr_at_a_time(self) -> bool:
        return True


HOUSE = HouseRules()
"""Our house rules' answers."""


def amendments_of(st: DoodleState) -> Amendments:
    """The answers ``st`` is played with: our house rules' when chosen, else the rulebook's."""
    return HOUSE if st.house else RULEBOOK


__all__ = ["HOUSE", "HOUSE_SUMMARIES", "HouseRules", "amendments_of"]
