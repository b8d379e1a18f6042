"""Stratagems and fortresses (alternate rule): their powers as data, and the questions every
rule asks about them.

A stratagem or fortress is a ``Monster`` with a ``role``: core-only, on a d100, at most one of
each per player in play. It gets no core power of a monster; instead its colour gives the
stratagem or fortress power of ``POWERS``, which works for a monster only if the artistic
prerequisite holds: a trait tag on the monster (``on == MONSTER``) or on the stratagem's or
fortress's own drawing (``on == STRUCTURE``), unless the set-up waives prerequisites.

Rulings (also on the rules page):

- A d100 serves only as the core of a stratagem or fortress; neither takes other parts.
- Stratagems and fortresses take no turns (they have no weapon and may not struggle; the brown
  fortress's struggle is its own exception), can be attacked like any monster (100 life), and
  count as something in play, so a player who has one is not out.
- They never benefit from their own powers nor each other's.

Kept below ``combat``/``legal``/``flow`` (only the state's queries).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import record
from engine.doodledice.model import Attack, Die, Monster
from engine.doodledice.rulesets.house.rule import amendments_of
from engine.doodledice.tables import (
    BLACK,
    BLUE,
    BROWN,
    CHANCE_SIDES,
    COLORLESS,
    COLOUR_KEYS,
    D100,
    GRAY,
    GREEN,
    LIVING_FACES,
    LIVING_SIDES,
    ORANGE,
    PINK,
    PURPLE,
    RED,
    STRUCTURE_TRAITS,
    WHITE,
    YELLOW,
)
from engine.doodledice.words import chance_words, faces_words

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

STRATAGEM, FORTRESS = "stratagem", "fortress"
ROLES = (STRATAGEM, FORTRESS)
MONSTER, STRUCTURE = "monster", "structure"
"""Where a power's artistic prerequisite is looked for."""



@record
class StructurePower:
    """One colour's stratagem or fortress power, in our words."""

    role: str
    colour: str
    name: str
    summary: str
    needs: str
    """The trait tag the prerequisite asks for."""
    on: str
    """MONSTER: the monster using or helped by the power must carry it; STRUCTURE: the
    stratagem's or fortress's drawing must."""
    also: str = ""
    """A monster's tag that meets the prerequisite too (purple Sigil Shield: the fortress's
    wards, or a magical monster)."""


def _s(colour: str, name: str, summary: str, needs: str, on: str = MONSTER) -> StructurePower:
    return StructurePower(STRATAGEM, colour, name, summary, needs, on)


def _f(colour: str, name: str, summary: str, needs: str, on: str = STRUCTURE,
       also: str = "") -> StructurePower:
    return StructurePower(FORTRESS, colour, name, summary, needs, on, also)


POWERS: tuple[StructurePower, ...] = (
    _s(RED, "Battle Fury", "When a shield or nullifier stops one of your angry monsters, make "
       "that die roll again (once a round per part).", "angry"),
    _s(BLUE, "Dive", "A monster that swims may give up its whole turn as it starts: nothing "
       "can target it until its next turn.", "swims"),
    _s(GREEN, "Camouflage", "Attacks on your camouflaged monsters miss one time in "
       f"{chance_words(CHANCE_SIDES)}.",
       "camouflaged"),
    _s(YELLOW, "Cloud Assault", "A monster that flies may give up its whole turn as it starts: "
       "nothing can target it until its next turn.", "flies"),
    _s(BLACK, "Assassin's Strike", "As combat starts, one stealthy monster of yours attacks "
       "once with a weapon, before anyone's turn and for free.", "stealthy"),
    _s(WHITE, "Glory", "Once a game, as combat starts: for this combat your heroic monsters' "
       "weapons roll their top face, or else their shields do.", "heroic"),
    _s(BROWN, "Tunneling Attack", "As combat starts, a monster that tunnels may give up its "
       "turn to remove an enemy's reserve die no bigger than its core.", "tunnels"),
    _s(GRAY, "Adaptive Kit", "While sketching, turn any part (not a core) of your "
       "technological monsters into another type.", "technological"),
    _s(ORANGE, "Divert Power", "As combat starts, monsters that can pass on energy give up "
       "actions; each gives another monster of yours one more action this combat.",
       "energy-transfer"),
    _s(PURPLE, "Arcane Armaments", "As combat starts, remove dice of your active pool: every "
       "4 sides add 1 to your magical monsters' weapon and shield rolls until next combat.",
       "magical"),
    _s(COLORLESS, "Prismatic Light", "As combat starts, all your monsters may trade their "
       "core powers for the colour of a die in your active pool until next combat.",
       "rainbow", STRUCTURE),
    _s(PINK, "Sway Loyalties", "As combat starts, remove dice of your active pool: an enemy "
       "monster with a core no bigger than their sides fights for you this combat.",
       "persuasion", STRUCTURE),
    _f(RED, "Abundant Armory", "Your monsters with two parts or more may take up their core "
       "as a weapon (rolled like one) instead of struggling, once a round.", "armory"),
    _f(BLUE, "Chilling Defence", "Once a round, cancel an enemy attack on your side as it is "
       "made: the attacker loses the rest of this turn and all of its next.", "icy"),
    _f(GREEN, "Toxic Defences", "Each poisonous monster of yours that hurt an enemy monster "
       "with a weapon deals 1 damage to each of its parts as combat ends.", "poisonous",
       MONSTER),
    _f(YELLOW, "Chain Lightning", "When your electric monster destroys an enemy core, the "
       "damage left over jumps to a part of another enemy monster.", "electric", MONSTER),
    _f(BLACK, "Night Fighting", "Attacks on your monsters miss one time in "
       f"{chance_words(CHANCE_SIDES)}.", "darkness"),
    _f(WHITE, "Martyr Guard", "Your monster whose core is destroyed fights on (acting and "
       "defending) until combat ends.", "banner"),
    _f(BROWN, "Living Fortress", f"As combat ends, a d{LIVING_SIDES}: on "
       f"{faces_words(LIVING_FACES)} the fortress itself "
       "struggles once against an enemy part.", "living"),
    _f(GRAY, "Bastion of Technology", "Each of your monsters may roll one of its weapon, "
       "shield or nullifier dice again once a round, after seeing the roll.", "machinery"),
    _f(ORANGE, "Recycle Energy", "When your monster with three parts or more is destroyed, "
       "its biggest die goes back to your reserve.", "recycling"),
    _f(PURPLE, "Sigil Shield", "When an attack damages your monster, remove dice of your "
       "active pool: each takes its sides off the damage.", "wards", also="magical"),
    _f(COLORLESS, "Disperse Color", "As each round starts, name the colour of an enemy "
       "core: enemy powers of that colour stop working this round.", "absorbing"),
    _f(PINK, "Heart Attack", f"As sketching ends, each enemy monster rolls a d{CHANCE_SIDES}: "
       "on a 1 it "
       "loses all its actions this round.", "emotion"),
)
POWER_OF: dict[tuple[str, str], StructurePower] = {(p.role, p.colour): p for p in POWERS}


def castle_role(seat: int) -> str:
    """Take the castle: players 1, 3, 5 are given a stratagem, players 2, 4, 6 a fortress (with
    duo dice that is one kind per team)."""
    return STRATAGEM if seat % 2 == 0 else FORTRESS


def is_castle_die(d: Die) -> bool:
    """The free d100 of take the castle: every colour until its owner picks one."""
    return d.sides == D100 and len(d.colours) == len(COLOUR_KEYS)


def castle_die(st: DoodleState, seat: int) -> Die | None:
    """``seat``'s free d100 still waiting to be drawn as its stratagem or fortress."""
    return next((d for d in st.active(seat) if is_castle_die(d)), None)


def role_problem(st: DoodleState, d: Die, role: object) -> str | None:
    """Why die ``d`` cannot become the core of a ``role`` ("" for a monster), or None."""
    if role not in ("", *ROLES):
        return "A new sketch is a monster, a stratagem or a fortress."
    if is_castle_die(d) and role != castle_role(d.owner):
        return f"Your free d100 makes your {castle_role(d.owner)}."
    if (d.sides == D100) != bool(role):
        return ("A stratagem or fortress needs a d100 for its core." if role
                else "A d100 can only be the core of a stratagem or fortress.")
    if role and structure_of(st, d.owner, str(role)) is not None:
        return f"You already have a {role} in play."
    return None


def is_structure(m: Monster) -> bool:
    return bool(m.role)


def structure_of(st: DoodleState, seat: int, role: str) -> Monster | None:
    """``seat``'s stratagem or fortress in play, if any."""
    return next((m for m in st.monsters if m.owner == seat and m.role == role), None)


def power_of(st: DoodleState, seat: int, role: str) -> StructurePower | None:
    """The power ``seat``'s stratagem or fortress gives now (None without one)."""
    m = structure_of(st, seat, role)
    if m is None:
        return None
    return POWER_OF[(role, st.core_colour(m))]


def helps(st: DoodleState, seat: int, role: str, colour: str, m: Monster | None) -> bool:
    """``seat`` has the ``role`` power of ``colour``, and its prerequisite holds for ``m`` (the
    monster using or helped by it; None when the power is not a monster's). A stratagem or
    fortress never benefits from these powers itself."""
    power = power_of(st, seat, role)
    if power is None or power.colour != colour or (m is not None and is_structure(m)):
        return False
    if st.free_art:
        return True
    if power.on == STRUCTURE:
        structure = structure_of(st, seat, role)
        if structure is not None and power.needs in structure.traits:
            return True
        return bool(power.also) and m is not None and power.also in m.traits
    return m is not None and power.needs in m.traits


def chance_sides(st: DoodleState, power: str) -> int:
    """The sides of chance power ``power``'s die in this game."""
    return amendments_of(st).chance_sides(power)


def miss_powers(st: DoodleState, a: Attack) -> tuple[str, ...]:
    """Names of the powers that may make attack ``a`` miss (a die each, a 1 misses; its sides:
    ``chance_sides``): the green stratagem's Camouflage for a camouflaged target, the black
    fortress's Night Fighting for any of its player's monsters."""
    held = st.holder(a.target) if a.target >= 0 else None
    if held is None or not st.structures:
        return ()
    target = held[0]
    out = []
    if helps(st, target.owner, STRATAGEM, GREEN, target):
        out.append("Camouflage")
    if helps(st, target.owner, FORTRESS, BLACK, target):
        out.append("Night Fighting")
    return tuple(out)


def summary(st: DoodleState, power: StructurePower) -> str:
    """``power``'s one line as this game plays it (our house rules may change it)."""
    return amendments_of(st).power_summary(power.name, power.summary)


__all__ = ["castle_die", "castle_role", "chance_sides", "D100", "FORTRESS",
           "helps", "is_castle_die", "is_structure", "miss_powers",
           "MONSTER", "power_of", "POWER_OF", "POWERS", "role_problem", "ROLES", "STRATAGEM",
           "STRUCTURE", "structure_of", "STRUCTURE_TRAITS", "StructurePower", "summary"]
