"""Which click becomes which Dice Demons action: the board's only link between mouse and rules.

Everything offered here comes from the engine's own queries (step targets, monster targets,
summon and wall targets, pending pushes, walls to remove, bridge turns), so the board can never
offer an illegal move and never needs to know a rule. The scene adds only its two modes: a
monster picked up for driving, and "summon" chosen from the sacrifice menu.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from engine.core import Action
from engine.dicedemons import (
    MonsterStep,
    Phase,
    PlaceWall,
    Push,
    RemoveWall,
    Step,
    Summon,
    TurnBridges,
)
from engine.dicedemons.state import DiceDemonsState
from scenes.dicedemons.layout import RingLayout

STEP, DRIVE, SUMMON, WALL, PUSH, RAZE = "step", "drive", "summon", "wall", "push", "raze"
KIND_COLOURS = {
    STEP: (255, 226, 120),
    DRIVE: (236, 96, 190),
    SUMMON: (236, 96, 190),
    WALL: (214, 214, 226),
    PUSH: (244, 146, 62),
    RAZE: (236, 92, 84),
}


@dataclass
class Choices:
    """What clicking each space would do now, for the seat to move."""

    spaces: dict[int, tuple[Action, str]] = field(default_factory=dict)
    drivable: tuple[int, ...] = ()  # spaces holding monsters that may be driven
    turns: tuple[TurnBridges, ...] = ()


def choices(st: DiceDemonsState, driving: int | None, summoning: bool) -> Choices:
    """Clickable spaces for the current decision. ``driving``: space of the monster picked up."""
    out = Choices()
    push = st.pending_push()
    if push is not None:
        out.spaces = {s: (Push(s), PUSH) for s in push[2]}
        return out
    raze = st.walls_to_remove()
    if raze is not None:
        out.spaces = {s: (RemoveWall(s), RAZE) for s in st.walls_of(raze[1])}
        return out
    if st.walls_to_place():
        out.spaces = {s: (PlaceWall(s), WALL) for s in st.wall_targets()}
        return out
    if st.tasks:
        return out
    if st.phase is Phase.SACRIFICE:
        menu = st.sacrifice_options()
        if summoning and menu:
            out.spaces = {s: (Summon(s), SUMMON) for s in menu["summon"]}
        return out
    if st.phase is not Phase.MOVE:
        return out
    out.spaces = {s: (Step(s), STEP) for s in st.player_step_targets()}
    monsters = st.monster_step_targets()
    out.drivable = tuple(monsters)
    if driving is not None and driving in monsters:
        for to in monsters[driving]:
            out.spaces[to] = (MonsterStep(driving, to), DRIVE)
    out.turns = st.bridge_turns()
    return out


@dataclass(frozen=True)
class Handle:
    """A curved-arrow button beside a moat's first bridge that turns the moat one way."""

    action: TurnBridges
    centre: tuple[float, float]
    radius: float
    legal: bool = True  # every arrow is always drawn; those not possible now are greyed

    def hit(self, pos: tuple[float, float]) -> bool:
        return math.hypot(pos[0] - self.centre[0], pos[1] - self.centre[1]) <= self.radius + 3


def all_turns(layout: RingLayout) -> tuple[TurnBridges, ...]:
    """Both ways of every moat that has bridges: the arrows that are always on the board."""
    return tuple(TurnBridges(ring, direction)
                 for ring, bridges in enumerate(layout.geo.bridges, start=1) if bridges
                 for direction in (-1, 1))


def handles(layout: RingLayout, turns: tuple[TurnBridges, ...],
            offsets: tuple[float, ...]) -> list[Handle]:
    """Where the turn arrows sit: in the water either side of each moat's first bridge, so they
    move with the bridges they turn. Every arrow is listed; those not in ``turns`` (the legal
    ones now) are marked so they are drawn greyed, in the same place."""
    geo = layout.geo
    out = []
    for turn in all_turns(layout):
        bridge = geo.bridges[turn.ring - 1][0]
        sp = geo.spaces[bridge]
        a0, a1 = geo.angles(bridge, offsets)
        radius_units = (sp.r0 + sp.r1) / 2
        water_px = (sp.r1 - sp.r0) * layout.unit
        size = max(9.0, min(water_px * 0.36, 17 * layout.scale))
        gap = math.degrees((size + 4 * layout.scale) / (radius_units * layout.unit))
        angle = a1 + gap if turn.direction == 1 else a0 - gap
        out.append(Handle(turn, layout.to_screen(angle, radius_units), size, turn in turns))
    return out
