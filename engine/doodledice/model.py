"""Small immutable records of a Doodle Dice Monsters position: dice, parts, monsters, the attack
being resolved, and the phases of a round.

**Dice are objects.** Every die any player owns has an id (its index in the state's ``dice``),
an owner and a ``place``: the reserve pool, the active pool, removed from play, or invested in a
monster (then ``place`` is the monster's id, and the part holding it is found by its die id).
A part is therefore named by its die's id everywhere (actions, logs, the UI): ids are unique
over all players, so "attack die 17" says which part of which monster of whom.

**Per-round marks** live on the records they belong to (a shield's redirect, a nullifier's use,
a monster's struggle, its black/white/pink use...) and are wiped when a new round begins.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.core import replace
from engine.doodledice.tables import COLORLESS, CORE, NORMAL, YELLOW

RESERVE = -1
ACTIVE = -2
REMOVED = -3
"""Places of a die that is not invested (a place >= 0 is the id of the monster holding it)."""

PLACE_NAMES = {RESERVE: "reserve", ACTIVE: "active", REMOVED: "removed"}

CALM, HURT, LOST = 0, 1, 2
"""What a round has seen so far (``DoodleState.progress``): nothing, damage, a die lost."""


class Phase(enum.Enum):
    """Where the round stands."""

    FORCES = "forces"  # CHANCE: dice pick the random forces (only when a seat asked for one)
    DRAFT = "draft"  # draft dice: the shared collection is laid out, first pick rolled, picks
    CASTLE = "castle"  # take the castle: each seat draws its free stratagem or fortress
    AVATARS = "avatars"  # avatars: each seat chooses and draws its avatar before round 1
    GATHER = "gather"  # purple monsters give up actions, then each seat fills its active pool
    SKETCH = "sketch"  # each seat in turn creates monsters and adds parts
    INITIATIVE = "initiative"  # CHANCE: tied monsters roll their cores
    COMBAT = "combat"  # monsters take their turns (attacks may wait on the defender or dice)
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Die:
    """One die of the box. ``colours`` has one colour, or two for a hybrid; ``colour`` is the one
    that counts ("" while a hybrid has not been fixed yet). ``size`` is "", "small" or "big"
    (strange dice)."""

    id: int
    owner: int
    sides: int
    colours: tuple[str, ...]
    colour: str
    place: int
    size: str = ""

    @property
    def hybrid(self) -> bool:
        return len(self.colours) > 1

    @property
    def label(self) -> str:
        """"red d8", "red/blue d12" (a fixed hybrid shows its chosen colour first)."""
        size = f"{self.size} " if self.size else ""
        if len(self.colours) > 2:  # take the castle's free d100, of the colour its owner picks
            return f"{self.colour or 'free'} d{self.sides}"
        if self.hybrid and self.colour:
            other = next(c for c in self.colours if c != self.colour)
            return f"{size}{self.colour}/{other} d{self.sides}"
        return f"{size}{'/'.join(self.colours)} d{self.sides}"

    def at(self, place: int) -> Die:
        return replace(self, place=place)


@dataclass(frozen=True, slots=True)
class DieChoice:
    """A die picked from the box for a force."""

    sides: int
    colours: tuple[str, ...]
    size: str = NORMAL

    @property
    def label(self) -> str:
        size = f"{self.size} " if self.size else ""
        return f"{size}{'/'.join(self.colours)} d{self.sides}"


@dataclass(frozen=True, slots=True)
class Part:
    """A labelled part of a monster. ``used``: a weapon fired this turn, a shield redirected or a
    nullifier rolled this round. ``blocked``: a shield already rolled to reduce damage this
    round. ``anchor`` is the point of the sketch its label hangs from (empty: none)."""

    die: int
    kind: str
    damage: int = 0
    anchor: tuple[int, ...] = ()
    used: bool = False
    blocked: bool = False
    extra: str = ""
    """Avatars (Cybernetics): a second part type the part also counts as ("" none)."""
    extra_used: bool = False
    """The second type's own use mark (a weapon fired, a shield's redirect, a nullifier's
    roll), kept apart so one role does not use up the other."""


def does(p: Part, kind: str) -> bool:
    """The part works as ``kind``: its own type or the second one it was given."""
    return p.kind == kind or p.extra == kind


def role_used(p: Part, kind: str) -> bool:
    """The part's use as ``kind`` is spent (its own type's mark or its second type's)."""
    return p.used if p.kind == kind else p.extra_used


def use_role(p: Part, kind: str) -> Part:
    """The part with its use as ``kind`` spent."""
    return replace(p, used=True) if p.kind == kind else replace(p, extra_used=True)


@dataclass(frozen=True, slots=True)
class Monster:
    """A monster in play. ``parts[0]`` is always the core.

    ``born`` is the round it was sketched (brown's protection). ``given_up``: actions promised to
    purple's gathering. ``copied``: the colour a colorless core borrowed until its next turn.
    ``enervating``: parts this orange monster has switched off until its next turn.
    ``banished``: dragged away by a d3 (strange dice) until the next sketching phase: still in
    play, but nothing can target it.
    The flags are once-per-round uses.
    """

    id: int
    owner: int
    name: str
    parts: tuple[Part, ...]
    born: int
    traits: tuple[str, ...] = ()
    sketch: tuple = ()
    given_up: int = 0
    copied: str = ""
    enervating: tuple[int, ...] = ()
    struggled: bool = False
    healed: bool = False
    pink_used: bool = False
    black_used: bool = False
    white_used: bool = False
    banished: bool = False
    role: str = ""
    """"stratagem" or "fortress" (alternate rule; see ``rulesets.structures``), "" for a monster."""
    mutations: int = 0
    """Avatars: Extra Mutations on it (one more part each)."""
    merged: bool = False
    """Avatars: made by Mechamorph (up to 10 parts, several cores, no new parts)."""
    avatar: bool = False
    """Avatars: the beast avatar itself, fighting as a monster (Monster Among Monsters)."""
    charge: int = 0
    """Avatars: Supercharge this turn (+ damage dealt, - damage taken)."""

    @property
    def core(self) -> Part:
        return self.parts[0]

    def part(self, die: int) -> Part | None:
        for p in self.parts:
            if p.die == die:
                return p
        return None

    def with_part(self, part: Part) -> Monster:
        """The monster with the part of the same die replaced by ``part``."""
        return replace(self, parts=tuple(part if p.die == part.die else p for p in self.parts))

    def without_part(self, die: int) -> Monster:
        return replace(self, parts=tuple(p for p in self.parts if p.die != die))

    def count(self, kind: str) -> int:
        return sum(1 for p in self.parts if p.kind == kind)

    def new_round(self) -> Monster:
        """Every once-per-round mark wiped (the round's gives-ups and borrowed power stay)."""
        parts = tuple(replace(p, used=False, blocked=False, extra_used=False)
                      if p.used or p.blocked or p.extra_used else p for p in self.parts)
        return replace(self, parts=parts, struggled=False, healed=False, pink_used=False,
                       black_used=False, white_used=False)


# Steps of an attack, in the order of the rulebook's quick reference.
PINK = "pink"  # the defender may pull the attack onto a pink monster
AIM = "aim"  # the attacker picks the part of the pink monster to hit
SHIELD = "shield"  # the defender may block with a shield of the target monster
NULLIFY = "nullify"  # the defender may roll a nullifier
NULL_ROLL = "null_roll"  # CHANCE: the nullifier's die
MISS = "miss"  # CHANCE: a d4 per power that makes attacks miss one time in four
ROLL = "roll"  # CHANCE: the weapon die
REROLL = "reroll"  # black (defender) and white (attacker) rerolls, in the order declared
SHIELD_ROLL = "shield_roll"  # CHANCE: the shield's die
LOSE_DIE = "lose_die"  # a player without monsters picks the die they lose
TECHNIQUE = "technique"  # avatars: a warrior may make the weapon roll its maximum
SOAK = "soak"  # avatars: a beast's horde may take some of the damage
CHILL = "chill"  # fortresses: the defender may cancel the attack as it is made (blue)
BASTION = "bastion"  # fortresses: a die just thrown may be thrown again (gray)
SIGIL = "sigil"  # fortresses: the damage waits while active dice may soak it (purple)
JUMP = "jump"  # fortresses: the attacker sends a destroyed core's excess on (yellow)
FORTRESS_STEPS = (CHILL, BASTION, SIGIL, JUMP)
STEPS = (PINK, AIM, SHIELD, NULLIFY, NULL_ROLL, MISS, ROLL, REROLL, SHIELD_ROLL, LOSE_DIE,
         TECHNIQUE, SOAK, *FORTRESS_STEPS)
HORDE = -2
"""An attack's ``target`` when it is aimed at a beast's horde (-1: at a player)."""
CHANCE_STEPS = (NULL_ROLL, MISS, ROLL, SHIELD_ROLL)


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack being resolved.

    ``weapon`` is the weapon's die, or the core's for a struggle. ``target`` is the part aimed
    at now (-1 for an attack on a player without monsters); ``aimed`` the part first aimed at
    before a shield blocked (-1 if none). ``value`` is the weapon roll (-1 before it).
    ``asked`` lists the seats that declined to reroll since the last throw. ``declined``: the
    owner of the big die about to be thrown chose to roll it rather than name its result.
    """

    attacker: int
    weapon: int
    struggle: bool
    defender: int
    target: int
    step: str
    aimed: int = -1
    nullifier: int = -1
    value: int = -1
    asked: tuple[int, ...] = ()
    declined: bool = False
    shield_value: int = -1
    """The shield roll once damage is being settled (0: none), kept while avatars' questions
    (Special Technique, the horde) are answered."""
    technique: bool = False
    soak: int = 0
    """Damage a beast's horde takes in the target's place."""


def cores(m: Monster) -> tuple[Part, ...]:
    """``m``'s cores (a merged avatar's Mechamorph has several)."""
    return tuple(p for p in m.parts if p.kind == CORE)


def main_first(parts: tuple[Part, ...], dice: tuple[Die, ...]) -> tuple[Part, ...]:
    """Parts with the main core first: a yellow core if any (the biggest), else the biggest
    core. The main core decides initiative and struggles (Mechamorph's several cores)."""
    def rank(p: Part) -> tuple[int, int]:
        d = dice[p.die]
        return (d.colour == YELLOW, d.sides)
    main = max((p for p in parts if p.kind == CORE), key=rank)
    return (main, *(p for p in parts if p is not main))


def core_power(monster: Monster, colour_of_core: str) -> str:
    """The colour whose power a monster uses (a colorless core uses what it borrowed)."""
    if colour_of_core == COLORLESS:
        return monster.copied
    return colour_of_core


def is_core(part: Part) -> bool:
    return part.kind == CORE


__all__ = ["ACTIVE", "AIM", "BASTION", "CALM", "CHILL", "FORTRESS_STEPS", "HORDE", "HURT",
           "JUMP", "LOST", "Attack", "CHANCE_STEPS", "Die", "DieChoice", "LOSE_DIE", "MISS",
           "SIGIL", "SOAK",
           "TECHNIQUE", "Monster", "NULLIFY",
           "NULL_ROLL", "PINK", "PLACE_NAMES", "Part", "Phase", "REMOVED", "RESERVE", "REROLL",
           "ROLL", "SHIELD", "SHIELD_ROLL", "STEPS", "core_power", "cores", "does", "is_core",
           "main_first",
           "role_used", "use_role"]
