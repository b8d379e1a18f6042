"""The avatar types and a player's avatar record: data only, so the state's fields can name
``Avatar`` without importing the ability rules (which read the state)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import record
from engine.doodledice.tables import COMBO, NULLIFIER, SHIELD, WEAPON

GADGETEER, BEAST, WARRIOR, MAGE = "gadgeteer", "beast", "warrior", "mage"
DEVICE = "device"
"""The part type of a Diversity Device."""
CYBER_TYPES = (WEAPON, SHIELD, COMBO, NULLIFIER)
"""Second part types Cybernetics may give (never core)."""
MECHA_PARTS = 10
AVATAR_PARTS = 8
"""Part caps of a Mechamorph and of a beast fighting as a monster (before mutations)."""
CHARGE_SIDES = 4
"""Supercharge and Bombardment work per 4 sides of the dice removed."""


@record
class Ability:
    """One avatar ability: ``uses`` a game, ``when`` it is used, what it does (our words)."""

    key: str
    title: str
    uses: int
    when: str
    summary: str


@record
class AvatarType:
    key: str
    title: str
    look: str
    abilities: tuple[Ability, Ability, Ability]


AVATAR_TYPES: tuple[AvatarType, ...] = (
    AvatarType(GADGETEER, "Gadgeteer", "a tinkerer bristling with gadgets", (
        Ability("device", "Diversity Device", 3, "sketching",
                "Give a monster a device part: its die's colour lends the monster that core "
                "power too. It takes a part's place; Enervate can switch it off."),
        Ability("cybernetics", "Cybernetics", 2, "sketching",
                "One part, a core too, also works as a second part type of your choice (never "
                "core): a weapon, shield, combo or nullifier."),
        Ability("mechamorph", "Mechamorph", 1, "sketching",
                "Fuse monsters into one robot of up to 10 parts with all their cores; it "
                "lives until every core is gone and never gains parts."),
    )),
    AvatarType(BEAST, "Beast", "a wild thing with claws and horns", (
        Ability("mutation", "Extra Mutation", 3, "sketching",
                "One of your monsters may carry one more part (stacks)."),
        Ability("horde", "Monstrous Horde", 2, "sketching",
                "Give up an active die for a horde with that many sides of life: it may take "
                "damage for your monsters, and enemies may attack it."),
        Ability("embody", "Monster Among Monsters", 1, "sketching",
                "Your avatar joins the fight as a monster on a core die, with up to 8 parts."),
    )),
    AvatarType(WARRIOR, "Warrior", "a fighter with a big weapon", (
        Ability("diehard", "Diehard", 3, "by itself",
                "When a core of yours would drop to 0 life, it stays at 1 instead."),
        Ability("technique", "Special Technique", 2, "after a weapon hits",
                "The weapon roll counts as its highest face; shields and the like take off "
                "what they took before."),
        Ability("lead", "Lead from the Front", 1, "as combat starts",
                "Strike an enemy monster's core down to 0 life."),
    )),
    AvatarType(MAGE, "Mage", "a wizard in a pointed hat", (
        Ability("preference", "Energy Preference", 3, "sketching",
                "A part's die turns your chosen colour for the rest of the game."),
        Ability("supercharge", "Supercharge Creature", 2, "as its turn starts",
                "Give up active dice: per 4 sides, the monster deals 1 more and takes 1 less "
                "damage. Renew it each turn with more dice, or it fades."),
        Ability("bombard", "Bombardment Spell", 1, "as combat starts",
                "Give up active dice and pick one enemy part per die: each takes 1 damage per "
                "4 sides given up, through every defence."),
    )),
)
TYPE_BY_KEY: dict[str, AvatarType] = {t.key: t for t in AVATAR_TYPES}
TYPE_KEYS: tuple[str, ...] = tuple(t.key for t in AVATAR_TYPES)
ABILITY_INDEX: dict[str, tuple[str, int]] = {
    a.key: (t.key, i) for t in AVATAR_TYPES for i, a in enumerate(t.abilities)}

@dataclass(frozen=True, slots=True)
class Avatar:
    """A player's avatar: type, name, the preferred colour (mage; "" otherwise), the drawing,
    uses spent per ability (in the type's order) and the horde's life left (beast)."""

    kind: str
    name: str
    colour: str = ""
    sketch: tuple = ()
    used: tuple[int, int, int] = (0, 0, 0)
    horde: int = 0

    @property
    def type(self) -> AvatarType:
        return TYPE_BY_KEY[self.kind]


__all__ = ["ABILITY_INDEX", "AVATAR_PARTS", "AVATAR_TYPES", "Ability", "Avatar", "AvatarType",
           "BEAST", "CHARGE_SIDES", "CYBER_TYPES", "DEVICE", "GADGETEER", "MAGE", "MECHA_PARTS",
           "TYPE_BY_KEY", "TYPE_KEYS", "WARRIOR"]
