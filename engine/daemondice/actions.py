"""The Daemon Dice actions: small frozen dataclasses of ints and strs (plain JSON).

Die numbers index a daemon's dice (0 = its first die). Whose dice they are follows from the step:
the daemon whose turn it is for its own choices and for a foe's targeted minuses and damage, the
foe for a Mouth's recovery, the target for grabs and rot. Big choices are made one die at a time
(``Defend`` one die, then another, then ``Done``), so each list of choices stays short.
Rolling and resigning use the core ``Roll`` and ``Resign``.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record


@record
class Done(Action):
    """Finish the current step's optional choices (activation, recovery, defence, grabs...)."""

    kind: ClassVar[str] = "done"


@record
class Release(Action):
    """Activate a grabbing Tentacle: it lets go and will be rolled this turn."""

    kind: ClassVar[str] = "release"
    die: int


@record
class Pin(Action):
    """The foe places one targeted minus (from Wings) on a die of the daemon whose turn it is."""

    kind: ClassVar[str] = "pin"
    die: int


@record
class SetAside(Action):
    """The daemon whose turn it is sets one die aside for one of the foe's minuses."""

    kind: ClassVar[str] = "set-aside"
    die: int


@record
class Recover(Action):
    """A stunned die comes back. ``plus`` is the Plus die spent, or -1 when it is free (a
    mongrel's stamina, or the foe's Mouth recovering one of the foe's dice)."""

    kind: ClassVar[str] = "recover"
    die: int
    plus: int


@record
class Defend(Action):
    """Add one die to the defence against incoming attack number ``attack``.

    ``mode`` is "block", "deflect", "dodge" or "plus" (an Arm may be a block or a deflect).
    """

    kind: ClassVar[str] = "defend"
    attack: int
    die: int
    mode: str


@record
class Damage(Action):
    """Put the next unit of damage on this die of the daemon whose turn it is."""

    kind: ClassVar[str] = "damage"
    die: int


@record
class ChooseFoe(Action):
    """(3+ daemons) Attack this daemon this turn: grabs, minuses and attacks all go to it."""

    kind: ClassVar[str] = "choose-foe"
    seat: int


@record
class Grab(Action):
    """A rolled Tentacle (``die``) grabs die ``victim`` of the daemon being attacked."""

    kind: ClassVar[str] = "grab"
    die: int
    victim: int


@record
class Boost(Action):
    """A Plus die boosts outgoing attack number ``attack``."""

    kind: ClassVar[str] = "boost"
    attack: int
    die: int


@record
class Guide(Action):
    """A Brain targets outgoing attack number ``attack`` (the attacker will place its damage)."""

    kind: ClassVar[str] = "guide"
    attack: int
    die: int


@record
class Spike(Action):
    """A Spike rides on outgoing attack number ``attack``, adding a wound if it gets through."""

    kind: ClassVar[str] = "spike"
    attack: int
    die: int


@record
class Poison(Action):
    """The Stinger of outgoing attack number ``attack`` will inject poison if undefended."""

    kind: ClassVar[str] = "poison"
    attack: int


@record
class Rot(Action):
    """A Rot purebred turns a stunned die of the daemon it attacked into a wounded one."""

    kind: ClassVar[str] = "rot"
    die: int


@record
class HandOver(Action):
    """(3+ daemons) A defeated daemon names the daemon that takes the next turn."""

    kind: ClassVar[str] = "hand-over"
    seat: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Done, Release, Pin, SetAside, Recover, Defend, Damage, ChooseFoe, Grab, Boost, Guide, Spike,
    Poison, Rot, HandOver,
)
"""Every Daemon Dice action type (for ``GameInfo.action_types``)."""

DEFENCE_MODES = ("block", "deflect", "dodge", "plus")

__all__ = [
    "ACTION_TYPES", "Boost", "ChooseFoe", "DEFENCE_MODES", "Damage", "Defend", "Done", "Grab",
    "Guide", "HandOver", "Pin", "Poison", "Recover", "Release", "Rot", "SetAside", "Spike",
]
