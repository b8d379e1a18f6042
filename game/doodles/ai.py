"""The AI's pencil: its Doodle Dice monsters' drawings, put into the actions it chooses.

The AI's planner picks from the engine's legal list, where a new monster has a made-up name, no
traits and no drawing, and a part no strokes (drawing thousands of lines for every option the
search weighs would be wasted). ``dress`` fills the chosen action in the way a person's sketch
pad would: a ``CreateMonster`` gets a creature (``growth.hatch``; a stratagem or fortress a
place, ``places.place``) and a couple of trait tags its drawing shows; an ``AddPart`` gets the
strokes of the new part (``growth.grow``) and the point its label hangs from. So the drawing on
the table is exactly what the state holds, the log and saves carry it, and a replay shows the
same monster stroke for stroke.

The drawing's seed comes from the position (the monster's number, owner, core die, round and the
dice of the whole game), so the part added rounds later grows on the same body without the seed
being stored anywhere. Other games' actions pass through unchanged.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import replace
from typing import Any

from engine.core import Action
from engine.doodledice import AddPart, CreateMonster, DoodleState, Monster
from engine.doodledice.actions import ChooseAvatar
from engine.doodledice.rulesets.structures.places import (
    MONSTER,
    POWER_OF,
    ROLES,
    STRUCTURE,
    StructurePower,
    power_of,
)
from engine.doodledice.sketch import from_pad
from engine.doodledice.tables import D100, STRUCTURE_TRAITS, TRAITS
from game.doodles.avatar import avatar_doodle
from game.doodles.growth import grow, hatch
from game.doodles.places import MARKS, place, place_name

GAME_ID = "doodle-dice"

SHOWN_TRAITS = tuple(t for t in ("flies", "swims", "heroic", "angry", "magical", "electric",
                                  "poisonous", "technological", "camouflaged")
                     if t in TRAITS)
"""Trait tags the doodler draws plainly (wings, fins, a cape and crown, sparks...) that the
game knows, from which the AI ticks those its monster shows; the rulings ask that it tick
only what it draws."""
DRAWN_FOR_POWERS = SHOWN_TRAITS + tuple(t for t in ("stealthy", "tunnels", "energy-transfer")
                                        if t in TRAITS)
"""What the doodler can draw when a power asks for it: the plain marks, plus a bandit's mask
(stealthy), a drill and claws (tunnels) and a swirl (energy-transfer). Why not among the marks
every monster may get: those three only matter to a stratagem (Assassin's Strike, Tunneling
Attack, Divert Power), so the AI draws them for the stratagem it owns, as a person would, and
the basic game's monsters look as they always have."""
_CLASHES = ({"flies", "swims"},)


def creature_seed(st: DoodleState, monster: int, owner: int, core: int, born: int) -> int:
    """The seed a monster's drawing grows from, the same for every part it ever gets."""
    dice = ";".join(f"{d.owner}.{d.sides}.{'/'.join(d.colours)}" for d in st.dice)
    return zlib.crc32(f"{monster}:{owner}:{core}:{born}|{dice}".encode())


def pick_traits(seed: int) -> tuple[str, ...]:
    """None, one or two tags for the AI's new monster (a third of its monsters plain)."""
    rng = random.Random(f"traits:{seed}")
    chosen: set[str] = set()
    for _ in range(rng.choice((0, 1, 1, 2))):
        tag = rng.choice(SHOWN_TRAITS)
        if not any(tag in pair and chosen & (pair - {tag}) for pair in _CLASHES):
            chosen.add(tag)
    return tuple(t for t in TRAITS if t in chosen)


def _specs(st: DoodleState, m: Monster) -> list[tuple[str, int]]:
    return [(p.kind, max(1, st.sides(p.die))) for p in m.parts[1:]]


def structure_traits(seed: int, role: str, colour: str) -> tuple[str, ...]:
    """The tags the AI's stratagem or fortress shows: the one its power looks for on the
    drawing (a fortress of Martyr Guard flies a banner), and now and then one more for show."""
    rng = random.Random(f"structure:{seed}")
    power = POWER_OF.get((role, colour))
    chosen = {power.needs} if power is not None and power.on == STRUCTURE else set()
    if rng.random() < 0.5:
        chosen.add(rng.choice(MARKS))
    return tuple(t for t in STRUCTURE_TRAITS if t in chosen and t in MARKS)


def planned_powers(st: DoodleState, seat: int) -> list[StructurePower]:
    """The stratagem and fortress powers ``seat`` has, or can still make from a d100 it holds
    (every colour of it, for a role it has not filled): the powers a monster drawn now may
    serve, since a stratagem is often raised after the monsters it helps."""
    powers: list[StructurePower] = []
    for role in ROLES:
        power = power_of(st, seat, role)
        if power is not None:
            powers.append(power)
            continue
        for d in (*st.active(seat), *st.reserve(seat)):
            if d.sides == D100:
                powers += [POWER_OF[(role, c)] for c in d.colours if (role, c) in POWER_OF]
    return powers


def wanted_traits(st: DoodleState, seat: int, traits: tuple[str, ...]) -> tuple[str, ...]:
    """``traits`` plus the tags its owner's stratagem or fortress powers look for on monsters
    (``planned_powers``), when the doodler can draw them (a Dive stratagem's owner draws
    swimmers): the AI draws to its powers, as a person would."""
    chosen = set(traits)
    if not st.structures:
        return tuple(t for t in TRAITS if t in chosen)
    for power in planned_powers(st, seat):
        if power.on == MONSTER and power.needs in DRAWN_FOR_POWERS:
            if not any(power.needs in pair and chosen & (pair - {power.needs})
                       for pair in _CLASHES):
                chosen.add(power.needs)
    return tuple(t for t in TRAITS if t in chosen)


def dress_create(st: DoodleState, action: CreateMonster) -> CreateMonster:
    seat = st.to_move
    assert seat is not None  # the seat whose monster this is
    seed = creature_seed(st, st.next_monster, seat, action.core, st.round)
    if action.role:  # a place or a symbol, not a creature
        traits = action.traits or structure_traits(seed, action.role, action.colour)
        sketch, core = place(seed, action.colour, action.role, traits)
        return replace(action, name=place_name(seed, action.colour, action.role),
                       traits=tuple(traits), sketch=from_pad(sketch), anchor=core)
    traits = action.traits or wanted_traits(st, seat, pick_traits(seed))
    sketch, core = hatch(seed, action.colour, traits)
    return replace(action, traits=tuple(traits), sketch=from_pad(sketch), anchor=core)


def dress_part(st: DoodleState, action: AddPart) -> AddPart:
    m = st.find_monster(action.monster)
    if m is None or not m.sketch or action.part not in ("weapon", "shield", "combo",
                                                        "nullifier"):
        return action  # a monster of an older save: the table draws it whole, as before
    seed = creature_seed(st, m.id, m.owner, m.core.die, m.born)
    colour = st.core_colour(m) or st.dice[m.core.die].colours[0]
    strokes, anchor = grow(seed, colour, m.traits, _specs(st, m),
                           (action.part, max(1, st.sides(action.die))))
    return replace(action, anchor=anchor, sketch=from_pad(strokes))


def dress(state: Any, action: Action) -> Action:
    """``action`` as the AI sends it: with its drawing when it makes or grows a monster."""
    if not isinstance(state, DoodleState):
        return action
    try:
        if isinstance(action, CreateMonster) and not action.sketch:
            return dress_create(state, action)
        if isinstance(action, AddPart) and not action.sketch:
            return dress_part(state, action)
        if isinstance(action, ChooseAvatar) and not action.sketch:  # avatars: a themed figure
            seed = state.seat * 7919 + len(state.dice)
            return replace(action, sketch=from_pad(avatar_doodle(seed, action.avatar)))
    except (ValueError, IndexError, TypeError):
        pass  # not a move the engine would take: it refuses it in its own words
    return action


__all__ = ["DRAWN_FOR_POWERS", "GAME_ID", "SHOWN_TRAITS", "creature_seed", "dress", "pick_traits"]
