"""The actions of the stratagem powers (alternate rule "stratagems & fortresses").

Apart from ``actions`` so the basic game's list stays as it was; ``actions.ACTION_TYPES``
takes them in. Dice and parts are named by die id, monsters by monster id, as everywhere.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record


@record
class Strike(Action):
    """Black stratagem (Assassin's Strike), as combat starts: weapon ``weapon`` of a stealthy
    monster of yours attacks part ``target`` at once, without spending an action."""

    kind: ClassVar[str] = "strike"
    weapon: int
    target: int


@record
class Glory(Action):
    """White stratagem, once a game as combat starts: for this combat your heroic monsters'
    ``aim`` ("weapons" or "shields") roll their top face."""

    kind: ClassVar[str] = "glory"
    aim: str


@record
class Tunnel(Action):
    """Brown stratagem, as combat starts: tunnelling monster ``monster`` spends this combat's
    actions to remove die ``die`` from an enemy's reserve pool. With our balance house rules
    the digger's player pays for it: active ``dice`` reaching half that die's sides (at least
    4) leave play (empty without them; older saves lack the field)."""

    kind: ClassVar[str] = "tunnel"
    monster: int
    die: int
    dice: tuple[int, ...] = ()


@record
class Divert(Action):
    """Orange stratagem, as combat starts: ``giver`` gives up one action of this combat and
    ``taker`` gets one more."""

    kind: ClassVar[str] = "divert"
    giver: int
    taker: int


@record
class Arcane(Action):
    """Purple stratagem, as combat starts: remove ``dice`` of your active pool from play; every
    4 sides add 1 to your magical monsters' weapon and shield rolls until the next combat."""

    kind: ClassVar[str] = "arcane"
    dice: tuple[int, ...]


@record
class Prism(Action):
    """Colorless stratagem, as combat starts: your monsters use the core power of ``colour``
    (a die of that colour is in your active pool) until the next combat."""

    kind: ClassVar[str] = "prism"
    colour: str


@record
class Sway(Action):
    """Pink stratagem, as combat starts: remove ``dice`` of your active pool from play; enemy
    monster ``monster`` (a core no bigger than their sides) fights for you this combat."""

    kind: ClassVar[str] = "sway"
    monster: int
    dice: tuple[int, ...]


@record
class Hide(Action):
    """Blue (Dive) or yellow (Cloud Assault) stratagem, as the monster's turn starts: it spends
    the whole turn to be out of reach until its next turn starts."""

    kind: ClassVar[str] = "hide"


@record
class Refit(Action):
    """Gray stratagem (Adaptive Kit), while sketching: part ``part`` of your technological
    monster becomes a part of type ``into``."""

    kind: ClassVar[str] = "refit"
    part: int
    into: str


STRATAGEM_ACTIONS: tuple[type[Action], ...] = (
    Strike, Glory, Tunnel, Divert, Arcane, Prism, Sway, Hide, Refit)

__all__ = ["Arcane", "Divert", "Glory", "Hide", "Prism", "Refit", "STRATAGEM_ACTIONS",
           "Strike", "Sway", "Tunnel"]
