"""The numbers our balance house rules change, as a second table over ``tables``.

Each entry names the basic number it replaces. Why these rules exist: between equal players
the warrior and some places won far more often than the rest, mostly powers that take, keep
or cancel a whole monster or attack for nothing; the house rules make those paid in dice or
rarer. The test games behind each number: ``docs/balance.md``.
"""

from __future__ import annotations

HOUSE_MIN_PRICE = 4
"""The fewest sides any house-rule price takes (Lead from the Front, Diehard, Chilling
Defence, Tunneling Attack), so a d4 core or weapon is not bought for nothing."""

HOUSE_CHANCE_SIDES: dict[str, int] = {"Camouflage": 20, "Night Fighting": 8,
                                      "Heart Attack": 12}
"""The chance powers' dice (over ``tables.CHANCE_SIDES``, a d4): a 1 and the attack misses or
the monster loses its round. Camouflage costs nothing and works on every attack all game, so
its chance is the smallest; Heart Attack throws for every enemy monster every round."""

HOUSE_LIVING_SIDES = 20
HOUSE_LIVING_FACES: tuple[int, ...] = (1,)
"""The Living Fortress's die and waking faces (over ``tables.LIVING_SIDES``/``LIVING_FACES``):
a 1 of a d20, because its struggle of a quarter of a d100 takes any core at a stroke."""

HOUSE_USES: dict[str, int] = {"cybernetics": 1}
"""Avatar abilities used fewer times a game (over each ``Ability.uses``): Cybernetics once, not
twice, since a part that works as two types works twice for one die and the gadgeteer was
the type to beat once the warrior was tamed."""

__all__ = ["HOUSE_CHANCE_SIDES", "HOUSE_LIVING_FACES", "HOUSE_LIVING_SIDES", "HOUSE_MIN_PRICE",
           "HOUSE_USES"]
