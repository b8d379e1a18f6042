"""The Dice Demons actions: small frozen dataclasses of ints, so they serialize as plain JSON.

Spaces are geometry ids (see ``geometry.Geometry``). Monsters are named by the space they stand
on, not by id: monsters sharing a space are interchangeable for every choice a player makes, so
one action per (from, to) is the natural, already deduplicated list, and a click on a monster
maps straight onto it. Rolling and resigning use the core ``Roll`` and ``Resign``.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record


@record
class Step(Action):
    """Spend one player step: walk to a neighbouring space."""

    kind: ClassVar[str] = "step"
    to: int


@record
class MonsterStep(Action):
    """Spend one monster step: a monster standing on ``frm`` moves to the neighbouring ``to``."""

    kind: ClassVar[str] = "monster_step"
    frm: int
    to: int


@record
class TurnBridges(Action):
    """Spend one bridge step: every bridge over water ring ``ring`` turns one space.

    ``direction`` is +1 for clockwise, -1 for anticlockwise. Pieces on them ride along.
    """

    kind: ClassVar[str] = "turn_bridges"
    ring: int
    direction: int


@record
class Done(Action):
    """Stop: leave the remaining steps unused, make no more sacrifices, place or remove no more
    walls (whatever the current step of the turn is)."""

    kind: ClassVar[str] = "done"


@record
class Summon(Action):
    """Sacrifice a die to put a new monster on ``space``."""

    kind: ClassVar[str] = "summon"
    space: int


@record
class SacrificeForWalls(Action):
    """Sacrifice a die for walls: a d6 says how many may be placed or taken over."""

    kind: ClassVar[str] = "wall_sacrifice"


@record
class PlaceWall(Action):
    """Put one of the walls just won on a free marked space, or take over a rival's wall."""

    kind: ClassVar[str] = "place_wall"
    space: int


@record
class Push(Action):
    """The winner of a fight (or the monster's mover) shoves the losing player onto ``to``."""

    kind: ClassVar[str] = "push"
    to: int


@record
class RemoveWall(Action):
    """The winner of a fight between players knocks down one of the loser's walls."""

    kind: ClassVar[str] = "remove_wall"
    space: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Step,
    MonsterStep,
    TurnBridges,
    Done,
    Summon,
    SacrificeForWalls,
    PlaceWall,
    Push,
    RemoveWall,
)
"""Every Dice Demons action type (for ``GameInfo.action_types``)."""
