"""Daemons as built by their players: the dice (body part + breed), the breed class and its powers.

Why apart from the game state: the builder screen must show a daemon's class, immunities and
powers while it is being assembled, long before any game exists. Everything here is a pure
function of a ``Daemon`` definition, and the game state keeps a few of the answers per seat.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from engine.core import record
from engine.daemondice.numbers import MAX_DICE as MAX_DICE  # listed in __all__
from engine.daemondice.tables import DICE_PER_POWER, PARTS

MAX_NAME = 40
"""Longest daemon name, in characters."""


@dataclass(frozen=True, slots=True)
class Breed:
    """A breed is the colour mix of a die: plastic (flesh) and ink (blood)."""

    name: str
    flesh: str
    blood: str
    power: str
    """What a purebred daemon of this breed can do, in a sentence."""


FROST = "Frost"
ROT = "Rot"
FIRE = "Fire"

BREEDS: dict[str, Breed] = {
    FROST: Breed(FROST, "blue", "yellow",
                 "During Suffer Stuns & Wounds, a wound it would take becomes a stun."),
    ROT: Breed(ROT, "black", "red",
               "At the end of its turn, it may rot a stunned die of the daemon it attacked into a"
               " wounded one."),
    FIRE: Breed(FIRE, "red", "yellow",
                "A stun dealt by its undefended attacks becomes a wound."),
}
"""The known breeds (data: a new colour mix is one more row)."""


class Pedigree(enum.Enum):
    """The breed class of a whole daemon, which decides its powers."""

    PUREBRED = "purebred"
    HALF_BREED = "half-breed"
    MONGREL = "mongrel"
    MIXED = "mixed"

    @property
    def title(self) -> str:
        return {"purebred": "Purebred", "half-breed": "Half-breed", "mongrel": "Mongrel",
                "mixed": "Mixed breed"}[self.value]


@record
class Daemon:
    """One daemon as built: a name, and a body part and breed per die.

    ``declared`` matters only for a daemon that is exactly half one breed and half another: it
    names the breed it fights as (otherwise the breed of its first die among the two decides).
    """

    name: str
    dice: tuple[tuple[str, str], ...]
    declared: str | None = None

    @staticmethod
    def of(name: str, parts: list[str] | tuple[str, ...] | str, breed: str = ROT,
           declared: str | None = None) -> Daemon:
        """A daemon whose dice are all of one breed, parts given as a list or "Arm Leg Eye"."""
        names = parts.split() if isinstance(parts, str) else list(parts)
        return Daemon(name, tuple((p, breed) for p in names), declared)

    @property
    def size(self) -> int:
        return len(self.dice)

    @property
    def parts(self) -> tuple[str, ...]:
        return tuple(p for p, _ in self.dice)


def check_daemon(daemon: object) -> Daemon:
    """``daemon`` as a clean definition (lists become tuples), or ``ValueError`` with a reason a
    player can read (the builder shows it)."""
    if not isinstance(daemon, Daemon):
        raise ValueError("A daemon must be a Daemon definition.")
    if not isinstance(daemon.name, str) or not daemon.name.strip() or len(daemon.name) > MAX_NAME:
        raise ValueError(f"A daemon needs a name of 1 to {MAX_NAME} characters.")
    if not isinstance(daemon.dice, (tuple, list)) or not 1 <= len(daemon.dice) <= MAX_DICE:
        raise ValueError(f"A daemon has 1 to {MAX_DICE} dice.")
    dice = []
    for die in daemon.dice:
        if not isinstance(die, (tuple, list)) or len(die) != 2:
            raise ValueError("Each die of a daemon is a (body part, breed) pair.")
        part, breed = die
        if not isinstance(part, str) or part not in PARTS:
            raise ValueError(f"{part!r} is not a body part.")
        if not isinstance(breed, str) or breed not in BREEDS:
            raise ValueError(f"{breed!r} is not a known breed.")
        dice.append((part, breed))
    if daemon.declared is not None and daemon.declared not in BREEDS:
        raise ValueError(f"{daemon.declared!r} is not a known breed.")
    clean = Daemon(daemon.name, tuple(dice), daemon.declared)
    return daemon if clean == daemon else clean


def power_level(size: int) -> int:
    """How many times a breed power acts per turn: once per started ``DICE_PER_POWER`` dice."""
    return max(1, -(-size // DICE_PER_POWER))


def breed_counts(daemon: Daemon) -> Counter[str]:
    return Counter(b for _, b in daemon.dice)


def pedigree(daemon: Daemon) -> Pedigree:
    """Purebred beats half-breed beats mongrel; a daemon that is none of them is mixed."""
    return classify(daemon)[0]


def primary_breed(daemon: Daemon) -> str | None:
    """The breed a purebred or half-breed belongs to (None for mongrels and mixed daemons)."""
    return classify(daemon)[1]


def classify(daemon: Daemon) -> tuple[Pedigree, str | None]:
    """(pedigree, primary breed) of a daemon."""
    counts = breed_counts(daemon)
    n = daemon.size
    if len(counts) == 1:
        return Pedigree.PUREBRED, next(iter(counts))
    halves = [b for b, c in counts.items() if 2 * c >= n]
    if halves:
        if len(halves) == 1:
            return Pedigree.HALF_BREED, halves[0]
        if daemon.declared in halves:
            return Pedigree.HALF_BREED, daemon.declared
        first = next(b for _, b in daemon.dice if b in halves)
        return Pedigree.HALF_BREED, first
    if len(set(daemon.dice)) == n:
        return Pedigree.MONGREL, None
    return Pedigree.MIXED, None


def is_exact_half(daemon: Daemon) -> bool:
    """Whether the daemon must declare which of two breeds it is (exactly half and half)."""
    counts = breed_counts(daemon)
    return len(counts) == 2 and all(2 * c == daemon.size for c in counts.values())


def immunities(daemon: Daemon) -> frozenset[str]:
    """Breeds whose rays, gas and poison do nothing to this daemon.

    A purebred ignores its own breed only; a half-breed ignores every breed sharing its primary
    flesh colour or its primary blood colour.
    """
    kind, primary = classify(daemon)
    if primary is None:
        return frozenset()
    if kind is Pedigree.PUREBRED:
        return frozenset((primary,))
    mine = BREEDS[primary]
    return frozenset(b.name for b in BREEDS.values()
                     if b.flesh == mine.flesh or b.blood == mine.blood)


@dataclass(frozen=True, slots=True)
class Powers:
    """How often per turn each power acts for one daemon (0 = it does not have it)."""

    frost: int = 0
    rot: int = 0
    fire: int = 0
    stamina: int = 0


def powers_of(daemon: Daemon) -> Powers:
    """The power counts the rules use (purebred breed power or mongrel stamina, scaled)."""
    kind, primary = classify(daemon)
    level = power_level(daemon.size)
    if kind is Pedigree.MONGREL:
        return Powers(stamina=level)
    if kind is Pedigree.PUREBRED:
        return Powers(frost=level if primary == FROST else 0, rot=level if primary == ROT else 0,
                      fire=level if primary == FIRE else 0)
    return Powers()


def describe_powers(daemon: Daemon) -> tuple[str, ...]:
    """Sentences for the builder: class, immunities and powers (with their scaled counts)."""
    kind, primary = classify(daemon)
    level = power_level(daemon.size)
    times = "" if level == 1 else f" (up to {level} times a turn)"
    out = [f"{kind.title}" + (f" {primary}" if primary else "") + f", {daemon.size} dice."]
    immune = sorted(immunities(daemon))
    if immune:
        out.append(f"Immune to rays, gas and poison from {', '.join(immune)} dice.")
    if kind is Pedigree.PUREBRED and primary is not None:
        out.append(BREEDS[primary].power + times)
    elif kind is Pedigree.MONGREL:
        out.append("Stamina: recovers a stunned body part for free each turn" + times + ".")
    elif kind is Pedigree.MIXED:
        out.append("No breed powers: make every die a different part-and-breed pair for a "
                   "mongrel, or make half of them one breed for a half-breed.")
    if is_exact_half(daemon):
        out.append(f"Exactly half and half: fights as {primary} (declare the other breed to "
                   "change it).")
    return tuple(out)


__all__ = [
    "BREEDS", "Breed", "Daemon", "FIRE", "FROST", "MAX_DICE", "MAX_NAME", "Pedigree", "Powers",
    "ROT", "breed_counts", "check_daemon", "classify", "describe_powers", "immunities",
    "is_exact_half", "pedigree", "power_level", "powers_of", "primary_breed",
]
