"""The actions the fortress powers add (alternate rule "stratagems & fortresses").

Kept apart from ``actions`` so the rule's choices read in one place; ``Pass`` declines each of
them as it declines any other offer.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record


@record
class Wield(Action):
    """Red Abundant Armory: the monster whose turn it is takes up its core as a weapon; its
    next attack with the core is rolled like a weapon instead of struggling."""

    kind: ClassVar[str] = "wield"


@record
class Chill(Action):
    """Blue Chilling Defence: cancel the attack being made on your side. With our balance
    house rules it is paid: active ``dice`` reaching the attacking die's sides leave play
    (empty without them; older saves lack the field)."""

    kind: ClassVar[str] = "chill"
    dice: tuple[int, ...] = ()


@record
class Retry(Action):
    """Gray Bastion of Technology: throw the die just rolled again."""

    kind: ClassVar[str] = "retry"


@record
class Ward(Action):
    """Purple Sigil Shield: remove active die ``die`` from play to take its sides off the
    damage about to be dealt."""

    kind: ClassVar[str] = "ward"
    die: int


@record
class Jump(Action):
    """Yellow Chain Lightning: send the damage left over to part ``target``."""

    kind: ClassVar[str] = "jump"
    target: int


@record
class Disperse(Action):
    """Colorless Disperse Color: enemy core powers of ``colour`` stop working this round."""

    kind: ClassVar[str] = "disperse"
    colour: str


FORTRESS_ACTIONS: tuple[type[Action], ...] = (Wield, Chill, Retry, Ward, Jump, Disperse)

__all__ = ["FORTRESS_ACTIONS", "Chill", "Disperse", "Jump", "Retry", "Ward", "Wield"]
