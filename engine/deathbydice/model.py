"""The pieces of Death by Dice: the ability ring, character boards, fighters and a pending attack.

Why plain frozen dataclasses of ints and strs: states are copied on every action (thousands of
times per AI decision) and serialized as JSON, so everything here is small, immutable and flat.
A die's *value* 0 means "no die in front of that ability" (never had one, or discarded); real
dice always show 1 or more.
"""

from __future__ import annotations

from typing import Any

from engine.core import record
from engine.deathbydice.numbers import (
    BOOST_BONUS,
    BRACE_BONUS,
    HEAVY_BOOST_BONUS,
    IRON_BRACE_BONUS,
    LONG_REACH_DISTANCE,
    PACK_GUARD_BONUS,
    SUCKER_PUNCH_BONUS,
)
from engine.numbers import spelled

ABILITIES = ("Strength", "Agility", "Fortitude", "Smarts", "Conniving", "Luck")
"""The six abilities in ring order; Luck and Strength are neighbours (the ring wraps)."""

RING = len(ABILITIES)
DIE_SIZES = (4, 6, 8, 10, 12, 20)
"""Die sizes a board may show (0 in a board's sizes: greyed out, no die)."""

WHITE = "white"
"""The unlinked colour: an ability of this colour is linked with nothing."""
COLOURS = (WHITE, "red", "blue", "green", "gold", "violet")

HERO, BOSS, MINION = "hero", "boss", "minion"
ROLES = (HERO, BOSS, MINION)

# Special abilities (each an engine rule; see the rules page and tests/test_deathbydice_specials).
HEAVY_BOOST = "heavy_boost"  # its assistant adds a bigger boost (numbers.HEAVY_BOOST_BONUS)
SLIPPERY = "slippery"  # an ability attack on it must roll strictly higher than the die
IRON_BRACE = "iron_brace"  # its brace adds more (numbers.IRON_BRACE_BONUS)
PACK_GUARD = "pack_guard"  # its linked guard adds +1 on top of the guards' values
LUCKY_DOUBLES = "lucky_doubles"  # doubles cost it nothing when its complex attack wins
SUCKER_PUNCH = "sucker_punch"  # +1 to the roll of its ability attacks
WILDCARD = "wildcard"  # its ability attack may hit any die of the same size as the attacker's
LONG_REACH = "long_reach"  # its assistant may stand two abilities away from the attacker
STEADY = "steady"  # when its defence holds, its helpers are not rerolled
SPECIALS = (HEAVY_BOOST, SLIPPERY, IRON_BRACE, PACK_GUARD, LUCKY_DOUBLES, SUCKER_PUNCH,
            WILDCARD, LONG_REACH, STEADY)

SPECIAL_TEXT = {
    HEAVY_BOOST: f"Heavy boost: an assistant adds +{HEAVY_BOOST_BONUS} instead of "
                 f"+{BOOST_BONUS} to its boosted attacks.",
    SLIPPERY: "Slippery: an ability attack against it must roll higher than the die, "
              "not just equal.",
    IRON_BRACE: f"Iron brace: its brace adds +{IRON_BRACE_BONUS} instead of +{BRACE_BONUS}.",
    PACK_GUARD: f"Pack guard: its linked guard adds {PACK_GUARD_BONUS} more on top of the guards' "
                "values.",
    LUCKY_DOUBLES: "Lucky doubles: when its complex attack wins, doubles cost it no dice.",
    SUCKER_PUNCH: f"Sucker punch: its ability attacks add {SUCKER_PUNCH_BONUS} to the roll.",
    WILDCARD: "Wildcard: its ability attack may hit any die of the same size, whatever the "
              "ability.",
    LONG_REACH: f"Long reach: a boosted attack may take its assistant from "
                f"{spelled(LONG_REACH_DISTANCE)} abilities away.",
    STEADY: "Steady: when its defence holds, the dice that helped keep their values.",
}
"""One sentence per special, in players' words (board tooltips and the rules page)."""


def neighbours(ability: int) -> tuple[int, int]:
    """The two abilities next to ``ability`` on the ring (wrapping)."""
    return ((ability - 1) % RING, (ability + 1) % RING)


def ring_distance(a: int, b: int) -> int:
    d = abs(a - b) % RING
    return min(d, RING - d)


@record
class Board:
    """One character board of the roster: a fixed, public description."""

    key: str
    name: str
    personality: str
    role: str
    sizes: tuple[int, ...]
    """Die size per ability in ring order; 0 = greyed out."""
    colours: tuple[str, ...]
    """Colour per ability; abilities sharing a colour other than white are linked."""
    specials: tuple[str, ...]
    portrait: int
    """Seed the board scene draws the portrait from (art is made in the scenes)."""

    @property
    def total_sides(self) -> int:
        return sum(self.sizes)

    def linked(self, ability: int) -> tuple[int, ...]:
        """The other abilities with a die linked to ``ability`` (empty for white ones)."""
        colour = self.colours[ability]
        if colour == WHITE:
            return ()
        return tuple(i for i in range(RING) if i != ability and self.colours[i] == colour
                     and self.sizes[i])

    def groups(self) -> tuple[tuple[int, ...], ...]:
        """Link groups: abilities with dice sharing a colour other than white (2 or more)."""
        out = []
        for colour in dict.fromkeys(self.colours):
            if colour == WHITE:
                continue
            members = tuple(i for i in range(RING) if self.colours[i] == colour and self.sizes[i])
            if len(members) >= 2:
                out.append(members)
        return tuple(out)

    def has(self, special: str) -> bool:
        return special in self.specials


@record
class Fighter:
    """One character in play: its board, the seat that controls it, its standing values."""

    board: str
    """Roster key."""
    seat: int
    values: tuple[int, ...]
    """Standing value per ability in ring order; 0 = no die there."""
    out: bool = False
    """Knocked out (Bosses & Minions only): no more turns, cannot be targeted."""

    @property
    def total(self) -> int:
        return sum(self.values)


# Attack kinds and the stages of an attack in flight.
ABILITY, BOOSTED, COMPLEX = "ability", "boosted", "complex"
NO_DEFENCE, BRACE, GUARD = "none", "brace", "guard"
DEFEND, ROLL, DOUBLES, LOSS, HELPERS = "defend", "roll", "doubles", "loss", "helpers"
STAGES = (DEFEND, ROLL, DOUBLES, LOSS, HELPERS)


@record
class Attack:
    """The attack in flight, from its declaration to the reroll of its helpers.

    ``dice`` are the attacking abilities (one, or two or more linked ones); ``assistant`` the
    boosting neighbour (-1 unless boosted); ``target``/``ability`` the defending fighter and die;
    ``defence`` and ``helpers`` the declared defence (``defence`` is "" until declared);
    ``rolled`` the attack roll in the order of ``dice``; ``won``; ``lost_dice`` the attacker's
    abilities discarded so far (doubles, loss); ``stage`` what happens next.
    """

    kind: str
    attacker: int
    dice: tuple[int, ...]
    assistant: int
    target: int
    ability: int
    defence: str = ""
    helpers: tuple[int, ...] = ()
    rolled: tuple[int, ...] = ()
    won: bool = False
    lost_dice: tuple[int, ...] = ()
    stage: str = DEFEND


# Phases of a game.
DRAW = "draw"  # a die picks a random character for a seat
SETUP_ROLL = "setup_roll"  # a seat throws all its dice in secret
PLACE = "place"  # that seat places the values
COMBAT = "combat"  # attacks, turn by turn (an Attack may be in flight)
OVER = "over"
PHASES = (DRAW, SETUP_ROLL, PLACE, COMBAT, OVER)

FREE_FOR_ALL, BOSSES = 0, 1
SCENARIOS = (FREE_FOR_ALL, BOSSES)


def set_fighter(fighters: tuple[Fighter, ...], index: int, **changes: Any
                ) -> tuple[Fighter, ...]:
    """The fighters with one of them changed (``values`` and/or ``out``)."""
    f = fighters[index]
    new = Fighter(f.board, f.seat, changes.get("values", f.values), changes.get("out", f.out))
    return fighters[:index] + (new,) + fighters[index + 1:]


def with_values(fighters: tuple[Fighter, ...], index: int, updates: dict[int, int]
                ) -> tuple[Fighter, ...]:
    """The fighters with some standing values of one of them changed."""
    values = list(fighters[index].values)
    for ability, value in updates.items():
        values[ability] = value
    return set_fighter(fighters, index, values=tuple(values))
