"""The numbers and prices of the alternate rule sets that our house rules may change, as the
rulebook has them.

Why: the avatars' and the stratagems & fortresses' rules ask this one interface for a chance
power's die, the Living Fortress's faces, an ability's uses and what a power costs, instead of
asking whether our house rules are chosen. ``RULEBOOK`` answers as the rulebook;
``rulesets.house.rule.HouseRules`` overrides the answers it changes, as a chess variant
overrides a few methods of the standard game, and ``rulesets.house.rule.amendments_of``
picks the one a game is played with. A price is the fewest sides of dice a player gives up
from their active pool (never a d100); None: the power is free.
"""

from __future__ import annotations

from engine.doodledice.tables import CHANCE_SIDES, LIVING_FACES, LIVING_SIDES


class Amendments:
    """The rulebook's answers; our house rules override some of them."""

    def chance_sides(self, power: str) -> int:
        """The sides of chance power ``power``'s die (Camouflage, Night Fighting, Heart
        Attack): a 1 and it works."""
        return CHANCE_SIDES

    def living_sides(self) -> int:
        """The sides of the Living Fortress's die."""
        return LIVING_SIDES

    def living_faces(self) -> tuple[int, ...]:
        """The faces of the Living Fortress's die on which the fortress struggles."""
        return LIVING_FACES

    def power_summary(self, name: str, summary: str) -> str:
        """Place power ``name``'s one line (``summary``: the rulebook's)."""
        return summary

    def ability_uses(self, key: str, uses: int) -> int:
        """Uses a game of avatar ability ``key`` (``uses``: the rulebook's)."""
        return uses

    def ability_summary(self, key: str, summary: str) -> str:
        """Avatar ability ``key``'s one line (``summary``: the rulebook's)."""
        return summary

    def chill_need(self, weapon_sides: int) -> int | None:
        """The price of Chilling Defence against a die of ``weapon_sides``."""
        return None

    def tunnel_need(self, die_sides: int) -> int | None:
        """The price of a Tunneling Attack under a reserve die of ``die_sides``."""
        return None

    def lead_need(self, core_sides: int) -> int | None:
        """The price of Lead from the Front on a core of ``core_sides``, as the handler checks
        it (the list offers plans reaching ``lead_offer_need``)."""
        return None

    def lead_offer_need(self, core_sides: int) -> int | None:
        """The fewest sides a player must hold for Lead from the Front on a core of
        ``core_sides`` to be offered at all."""
        return None

    def diehard_need(self, core_sides: int) -> int | None:
        """The price of Diehard keeping a core of ``core_sides`` standing."""
        return None

    def one_martyr_at_a_time(self) -> bool:
        """Whether a side's Martyr Guard keeps only one martyr standing at a time."""
        return False


RULEBOOK = Amendments()
"""The rulebook's answers."""

__all__ = ["RULEBOOK", "Amendments"]
