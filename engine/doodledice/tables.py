"""The data of Doodle Dice Monsters: dice kinds, colours and their core powers, part types,
trait tags and the limits of the game.

Why tables: the alternate rules (strange dice, stratagems & fortresses, avatars...) add kinds
(d3, d5, d7, d100, small and big dice), powers and part types. They extend these tuples and
mappings instead of editing rules code, and everything the UI and the rules page show (names,
one-line summaries) is read from here.
"""

from __future__ import annotations

from engine.core import record

# ------------------------------------------------------------------------------------ dice kinds


@record
class DieKind:
    """A kind of die in the box: ``sides`` is its number of faces and its life as a part."""

    sides: int
    name: str
    tray: str
    """Which polyhedron the physics tray throws for it (a ``DieSpec.kind``)."""


KINDS: tuple[DieKind, ...] = tuple(DieKind(n, f"d{n}", f"d{n}") for n in (4, 6, 8, 10, 12, 20))
"""The dice of the basic game (the strange-dice rule adds more)."""
SIDES: tuple[int, ...] = tuple(k.sides for k in KINDS)
ODD_KINDS: tuple[DieKind, ...] = tuple(DieKind(n, f"d{n}", f"d{n}") for n in (3, 5, 7))
"""The odd dice of the strange-dice rule. The tray throws a d3 as a cube marked 1-3 twice and
a d5 or d7 as a long prism that only rests on its sides."""
ODD_SIDES: tuple[int, ...] = tuple(k.sides for k in ODD_KINDS)
D3 = 3
"""The smallest odd die: the tray throws it as a cube marked 1-3 twice, and a monster with a
d3 part may be dragged out of reach once a game (strange dice)."""
ALL_SIDES: tuple[int, ...] = tuple(sorted(SIDES + ODD_SIDES))
KIND_BY_SIDES: dict[int, DieKind] = {k.sides: k for k in KINDS + ODD_KINDS}

NORMAL, SMALL, BIG = "", "small", "big"
"""Die sizes (strange dice). A small die takes half a place in the active pool; once a game a
player may name the result of a big die instead of rolling it for a weapon, shield or
nullifier. Only the standard kinds come small or big."""
SIZES: tuple[str, ...] = (NORMAL, SMALL, BIG)
MAX_SMALL = 6
MAX_BIG = 3
"""Small and big dice a force may hold (project ruling: novelty dice are a handful in any real
collection; without a cap every force would be all small dice, which are simply better)."""
SIZE_SCALE: dict[str, float] = {NORMAL: 1.0, SMALL: 0.7, BIG: 1.4}
"""How big each size is drawn and thrown, against the normal dice around it."""

# --------------------------------------------------------------------------------------- colours

RED, BLUE, GREEN, YELLOW = "red", "blue", "green", "yellow"
BLACK, WHITE, BROWN, GRAY = "black", "white", "brown", "gray"
COLORLESS, PURPLE, ORANGE, PINK = "colorless", "purple", "orange", "pink"


@record
class Colour:
    """One of the twelve colours of energy and the core power a core die of it gives."""

    key: str
    title: str
    power: str
    summary: str
    rgb: tuple[int, int, int]
    """How the colour is drawn (dice, labels, procedural doodles)."""


COLOURS: tuple[Colour, ...] = (
    Colour(RED, "Red", "Searing Heat",
           "Weapon attacks deal 1 more damage per 4 sides of the core.", (206, 48, 48)),
    Colour(BLUE, "Blue", "Shifting Tide",
           "Attacks on its core or shields deal 1 less damage per 4 sides of the core.",
           (52, 104, 214)),
    Colour(GREEN, "Green", "Flourishing Nature",
           "At the start of its turn it heals one of its parts by 1 per 4 core sides; spending "
           "an action sends the healing to another of your monsters instead.", (58, 160, 72)),
    Colour(YELLOW, "Yellow", "Lightning Quick",
           "Yellow monsters take their turns before all others.", (232, 200, 40)),
    Colour(BLACK, "Black", "Cloak of Darkness",
           "Once a round it makes an enemy reroll a weapon die that hit one of your monsters.",
           (40, 40, 46)),
    Colour(WHITE, "White", "Shining Armament",
           "Once a round it may reroll its own weapon die.", (236, 236, 230)),
    Colour(BROWN, "Brown", "Burrower",
           "In the round it is sketched, only brown monsters can attack it.", (128, 84, 44)),
    Colour(GRAY, "Gray", "Tougher Mettle",
           "Shields, blue cores and supercharges never reduce its damage, and when a shield "
           "blocks it, "
           "1 damage per 4 core sides still hits the part it aimed at.", (140, 144, 150)),
    Colour(COLORLESS, "Colorless", "Color Clone",
           "At the start of its turn it may borrow the core power of another of your monsters "
           "until its next turn.", (200, 220, 226)),
    Colour(PURPLE, "Purple", "Gather Mystic Power",
           "When dice are gathered it may give up coming actions, up to 1 per 4 core sides; "
           "you gather 1 extra die for each.", (130, 60, 170)),
    Colour(ORANGE, "Orange", "Enervate",
           "For an action it switches off an enemy part no bigger than its core until its next "
           "turn.", (236, 132, 32)),
    Colour(PINK, "Pink", "Invoke Emotions",
           "Once a round it makes an enemy that attacks one of your monsters attack it instead.",
           (232, 120, 176)),
)
"""The colours of the basic game, in the order the rulebook lists their powers."""
COLOUR_KEYS: tuple[str, ...] = tuple(c.key for c in COLOURS)
COLOUR_BY_KEY: dict[str, Colour] = {c.key: c for c in COLOURS}

# ---------------------------------------------------------------------------------------- parts

CORE, WEAPON, SHIELD, COMBO, NULLIFIER = "core", "weapon", "shield", "combo", "nullifier"


@record
class PartType:
    """A kind of monster part and what it does, for the UI and the rules page."""

    key: str
    title: str
    summary: str


PART_TYPES: tuple[PartType, ...] = (
    PartType(CORE, "Core", "The monster's body: it exists while its core lives, and the core's "
             "colour gives its power."),
    PartType(WEAPON, "Weapon", "For an action, roll its die and deal that much damage; once a "
             "turn."),
    PartType(SHIELD, "Shield", "Once a round it pulls an attack onto itself; the first attack "
             "to reach it each round is reduced by a roll of its die."),
    PartType(COMBO, "Combo", "One more action every turn."),
    PartType(NULLIFIER, "Nullifier", "Once a round, roll its die when an attack comes: half its "
             "sides or less and the attack does nothing. Cannot save itself."),
)
PART_KEYS: tuple[str, ...] = tuple(p.key for p in PART_TYPES)
ADDED_PARTS: tuple[str, ...] = (WEAPON, SHIELD, COMBO, NULLIFIER)
"""Part types a die can be invested in after the core."""

# ---------------------------------------------------------------------------------------- traits

TRAITS: tuple[str, ...] = (
    "flies", "swims", "camouflaged", "stealthy", "heroic", "angry", "tunnels", "technological",
    "magical", "poisonous", "electric", "energy-transfer", "armoured", "many-limbed", "tiny",
    "huge",
)
"""Trait tags a monster may carry. The basic game ignores them; the alternate rules' artistic
prerequisites check them, and procedural doodles draw them."""
STRUCTURE_TRAITS: tuple[str, ...] = (
    "rainbow", "persuasion", "armory", "icy", "darkness", "banner", "living", "machinery",
    "recycling", "wards", "absorbing", "emotion",
)
"""Tags a stratagem's or fortress's drawing may carry (a rainbow, a hoard of weapons, a
banner...); some of their powers look for them."""
D100 = 100
"""The die of stratagems and fortresses (alternate rule)."""

# ---------------------------------------------------------------------------------------- limits

MAX_PARTS = 5
"""Parts a monster may have, its core included."""
CHANCE_SIDES = 4
"""The die of the chance powers of stratagems and fortresses (Camouflage, Night Fighting, Heart
Attack: a 1 and the attack misses or the monster loses its round): one time in four."""
LIVING_SIDES = 10
LIVING_FACES: tuple[int, ...] = (1, 2)
"""The brown fortress's die and the faces on which it struggles as combat ends (one time in
five)."""
ACTIVE_POOL = 5
"""Dice the active pool is filled up to in each gather phase."""
PER_SIDES = 4
"""Most powers act once "per 4 sides" of a die, rounded down."""
MIN_STRUGGLE_SIDES = 4
"""A core with fewer sides cannot struggle."""
QUIET_ROUNDS = 3
"""Rounds in a row without damage or lost dice that end the game (the stalemate guard)."""
IDLE_ROUNDS = 10
"""Rounds in a row without a die lost or a side worn to a new low of life left that also end
the game (the heal-and-hit loop guard)."""
BUDGETS: tuple[int, ...] = tuple(range(20, 601, 10))
"""Sides budgets a force may be built to (60 to learn, 200 standard, 300 with big rules)."""
DEFAULT_BUDGET = 200
MIN_SEATS = 2
MAX_SEATS = 6
MAX_NAME = 24
"""Characters of a monster's name."""


def per4(sides: int) -> int:
    """1 for every 4 sides, rounded down (the measure of nearly every power)."""
    return sides // PER_SIDES


def half(sides: int) -> int:
    """Half the sides for fraction rules (an odd die counts one lower, so this floors)."""
    return sides // 2


__all__ = [
    "ACTIVE_POOL", "ADDED_PARTS", "ALL_SIDES", "CHANCE_SIDES", "D3", "LIVING_FACES",
    "LIVING_SIDES", "BIG", "BLACK", "BLUE", "BROWN", "BUDGETS",
    "COLORLESS", "COLOURS", "COLOUR_BY_KEY", "COLOUR_KEYS", "COMBO", "CORE", "Colour",
    "DEFAULT_BUDGET", "DieKind", "GRAY", "GREEN", "IDLE_ROUNDS", "KINDS", "KIND_BY_SIDES",
    "MAX_BIG", "MAX_NAME", "MAX_PARTS", "MAX_SEATS", "MAX_SMALL", "MIN_SEATS",
    "MIN_STRUGGLE_SIDES", "NORMAL", "NULLIFIER", "ODD_KINDS", "ODD_SIDES", "ORANGE", "PART_KEYS",
    "PART_TYPES", "PER_SIDES", "PINK", "PURPLE", "PartType", "QUIET_ROUNDS", "RED", "SHIELD",
    "SIDES", "SIZES", "SIZE_SCALE", "SMALL", "STRUCTURE_TRAITS", "TRAITS", "D100", "WEAPON",
    "WHITE", "YELLOW", "half", "per4",
]
