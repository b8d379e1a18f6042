"""Daemon Dice as data: the body parts, the faces printed on each part's die, what every face does.

Why one module of plain tables: the face layout is the project's own (see the rulings) and may be
tuned after self-play; keeping every number here means a retune touches one file and nothing else.
The rules read these tables and never spell a face's effect out again.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.daemondice.numbers import DICE_PER_POWER as DICE_PER_POWER  # read here by the rules
from engine.daemondice.numbers import INITIATIVE_POINT, LUNGS_MINUSES
from engine.daemondice.numbers import INITIATIVE_TIES as INITIATIVE_TIES

# ------------------------------------------------------------------------------- the seven symbols

STUN = "Stun"
WOUND = "Wound"
BLOCK = "Block"
DEFLECT = "Deflect"
DODGE = "Dodge"
PLUS = "Plus"
MINUS = "Minus"

SYMBOLS: tuple[str, ...] = (STUN, WOUND, BLOCK, DEFLECT, DODGE, PLUS, MINUS)
"""The seven plain symbols, in the order the rules page explains them."""

# ----------------------------------------------------------------------------------- body parts

ARM = "Arm"
BRAIN = "Brain"
EYE = "Eye"
LEG = "Leg"
LUNGS = "Lungs"
MOUTH = "Mouth"
PINCER = "Pincer"
SHELL = "Shell"
SPIKE = "Spike"
STINGER = "Stinger"
TAIL = "Tail"
TENTACLE = "Tentacle"
WINGS = "Wings"

PARTS: tuple[str, ...] = (ARM, BRAIN, EYE, LEG, LUNGS, MOUTH, PINCER, SHELL, SPIKE, STINGER, TAIL,
                          TENTACLE, WINGS)
"""All thirteen body parts, alphabetical (the builder lists them in this order)."""

FACES: dict[str, tuple[str, ...]] = {
    # part:     its own symbol, attack face(s), defence faces, modifier
    ARM: (ARM, STUN, BLOCK, DEFLECT, BLOCK, PLUS),
    BRAIN: (BRAIN, STUN, STUN, DODGE, DEFLECT, MINUS),
    EYE: (EYE, STUN, BLOCK, DODGE, DEFLECT, MINUS),
    LEG: (LEG, STUN, BLOCK, DODGE, DODGE, PLUS),
    LUNGS: (LUNGS, STUN, STUN, BLOCK, DODGE, PLUS),
    MOUTH: (MOUTH, WOUND, BLOCK, BLOCK, DEFLECT, PLUS),
    PINCER: (PINCER, WOUND, BLOCK, BLOCK, DEFLECT, MINUS),
    SHELL: (SHELL, STUN, STUN, BLOCK, BLOCK, MINUS),
    SPIKE: (SPIKE, STUN, WOUND, BLOCK, DEFLECT, MINUS),
    STINGER: (STINGER, WOUND, BLOCK, DODGE, DEFLECT, MINUS),
    TAIL: (TAIL, STUN, BLOCK, BLOCK, DODGE, PLUS),
    TENTACLE: (TENTACLE, STUN, WOUND, DEFLECT, DODGE, MINUS),
    WINGS: (WINGS, STUN, STUN, DODGE, DODGE, PLUS),
}
"""The six faces of each body part's die: tune here and only here.

This is the rulings' layout with one change, measured in greedy self-play: on the seven parts
whose own symbol is already an attack (Arm, Eye, Leg, Mouth, Pincer, Stinger, Tail) one plain
Stun became a Block, so every die has exactly two attack faces. Why: with the rulings' layout
the daemon with initiative won far more of the mirror matches; this one narrows that edge
(``docs/balance.md``).
"""

RULINGS_FACES: dict[str, tuple[str, ...]] = {
    **FACES,
    ARM: (ARM, STUN, STUN, DEFLECT, BLOCK, PLUS),
    EYE: (EYE, STUN, STUN, DODGE, DEFLECT, MINUS),
    LEG: (LEG, STUN, STUN, DODGE, DODGE, PLUS),
    MOUTH: (MOUTH, STUN, WOUND, BLOCK, DEFLECT, PLUS),
    PINCER: (PINCER, STUN, WOUND, BLOCK, DEFLECT, MINUS),
    STINGER: (STINGER, STUN, WOUND, DODGE, DEFLECT, MINUS),
    TAIL: (TAIL, STUN, STUN, BLOCK, DODGE, PLUS),
}
"""The untuned layout printed in the rulings, kept for comparison and for re-measuring."""

ALL_FACES: frozenset[str] = frozenset(SYMBOLS) | frozenset(PARTS)

# -------------------------------------------------------------------------------------- attacks

MELEE = "melee"
RAY = "ray"
SWEEP = "sweep"


@dataclass(frozen=True, slots=True)
class AttackFace:
    """What a face does when it is arrayed as an attack.

    ``reach`` decides which defences can stop it (a ray or sweep cannot be blocked, only a ray or
    sweep can be dodged); ``boost_per_plus`` is 2 for the Eye's ray, whose pluses count double.
    """

    stuns: int
    wounds: int
    reach: str = MELEE
    boost_per_plus: int = 1


ATTACKS: dict[str, AttackFace] = {
    STUN: AttackFace(1, 0),
    WOUND: AttackFace(0, 1),
    ARM: AttackFace(1, 0),
    EYE: AttackFace(1, 0, RAY, 2),
    LEG: AttackFace(2, 0),
    MOUTH: AttackFace(1, 0),
    PINCER: AttackFace(0, 1),
    STINGER: AttackFace(1, 0),
    TAIL: AttackFace(2, 0, SWEEP),
}
"""Every face that can be arrayed as an attack."""

# ------------------------------------------------------------------------------------- defences

BLOCK_MODE = "block"
DEFLECT_MODE = "deflect"
DODGE_MODE = "dodge"
PLUS_MODE = "plus"
DEFENCE_KINDS: tuple[str, ...] = (BLOCK_MODE, DEFLECT_MODE, DODGE_MODE)
"""The three kinds of defence group; a plus only ever joins one of them."""

DEFENCES: dict[str, tuple[str, ...]] = {
    BLOCK: (BLOCK_MODE,),
    DEFLECT: (DEFLECT_MODE,),
    SHELL: (DEFLECT_MODE,),
    ARM: (BLOCK_MODE, DEFLECT_MODE),
    DODGE: (DODGE_MODE,),
    PLUS: (PLUS_MODE,),
}
"""How each face may join a defence (the Arm may act as a block or as a deflect)."""

STOPS: dict[str, frozenset[str]] = {
    BLOCK_MODE: frozenset((MELEE,)),
    DEFLECT_MODE: frozenset((MELEE, RAY, SWEEP)),
    DODGE_MODE: frozenset((RAY, SWEEP)),
}
"""Which attack reaches each kind of defence can stop."""

# --------------------------------------------------------------------------- minuses, initiative

MINUSES: dict[str, tuple[int, int]] = {MINUS: (1, 0), LUNGS: (LUNGS_MINUSES, 0), WINGS: (0, 1)}
"""Face -> (minuses the victim places, targeted minuses the owner places)."""

GAS_FACES: frozenset[str] = frozenset((LUNGS,))
"""Minuses that are gas (a breed immunity can cancel them)."""

INITIATIVE: dict[str, int] = {DODGE: INITIATIVE_POINT, PLUS: INITIATIVE_POINT,
                              MINUS: INITIATIVE_POINT, WINGS: INITIATIVE_POINT,
                              LUNGS: LUNGS_MINUSES}
"""Initiative points per face (the Lungs make two minuses, so they count two)."""

# ---------------------------------------------------------------------------------- die health

OK = 0
STUNNED = 1
WOUNDED = 2
HEALTH_NAMES = ("healthy", "stunned", "wounded")


def die_kind(part: str) -> str:
    """The ``DieSpec.kind`` of a body part's die ("daemon-arm"), so the tray draws real faces."""
    return f"daemon-{part.lower()}"


def initiative_points(faces: tuple[str | None, ...]) -> int:
    """Initiative points of a roll."""
    return sum(INITIATIVE.get(f, 0) for f in faces if f is not None)


__all__ = [
    "ALL_FACES", "ARM", "ATTACKS", "AttackFace", "BLOCK", "BLOCK_MODE", "BRAIN", "DEFENCES",
    "DEFENCE_KINDS", "DEFLECT", "DEFLECT_MODE", "DICE_PER_POWER", "DODGE", "DODGE_MODE", "EYE",
    "FACES", "GAS_FACES", "HEALTH_NAMES", "INITIATIVE", "INITIATIVE_TIES", "LEG", "LUNGS", "MELEE",
    "MINUS", "MINUSES", "MOUTH", "OK", "PARTS", "PINCER", "PLUS", "PLUS_MODE", "RAY",
    "RULINGS_FACES", "SHELL", "SPIKE", "STINGER", "STOPS", "STUN", "STUNNED", "SWEEP", "SYMBOLS",
    "TAIL", "TENTACLE", "WINGS", "WOUND", "WOUNDED", "die_kind", "initiative_points",
]
