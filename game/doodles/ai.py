"""The AI's pencil: its Doodle Dice monsters' drawings, put into the actions it chooses.

The AI's planner picks from the engine's legal list, where a new monster has a made-up name, no
traits and no drawing, and a part no strokes (drawing thousands of lines for every option the
search weighs would be wasted). ``dress`` fills the chosen action in the way a person's sketch
pad would: a ``CreateMonster`` gets a creature (``growth.hatch``) and a couple of trait tags its
drawing shows; an ``AddPart`` gets the strokes of the new part (``growth.grow``) and the point
its label hangs from. So the drawing on the table is exactly what the state holds, the log and
saves carry it, and a replay shows the same monster stroke for stroke.

The drawing's seed comes from the position (the monster's number, owner, core die, round and
the dice of the whole game), so the part added rounds later grows on the same body without
the seed being stored anywhere. Other games' actions pass through unchanged.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import replace
from typing import Any

from engine.core import Action
from engine.doodledice import AddPart, CreateMonster, DoodleState, Monster
from engine.doodledice.sketch import from_pad
from engine.doodledice.structures import POWER_OF, STRUCTURE
from engine.doodledice.tables import TRAITS
from game.doodles.growth import grow, hatch

GAME_ID = "doodle-dice"

SHOWN_TRAITS = tuple(t for t in ("flies", "swims", "heroic", "angry", "magical", "electric",
                                  "poisonous", "technological", "camouflaged")
                     if t in TRAITS)
"""Trait tags the doodler draws plainly (wings, fins, a cape and crown, sparks...) that the
game knows, from which the AI ticks those its monster shows; the rulings ask that it tick
only what it draws."""
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


def dress_create(st: DoodleState, action: CreateMonster) -> CreateMonster:
    seed = creature_seed(st, st.next_monster, st.to_move, action.core, st.round)
    if action.role:  # a stratagem or fortress shows what its power asks of its drawing
        power = POWER_OF.get((action.role, action.colour))
        traits = action.traits or ((power.needs,) if power and power.on == STRUCTURE else ())
        sketch, core = hatch(seed, action.colour, ())
        return replace(action, traits=tuple(traits), sketch=from_pad(sketch), anchor=core)
    traits = action.traits or pick_traits(seed)
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
    except (ValueError, IndexError, TypeError):
        pass  # not a move the engine would take: it refuses it in its own words
    return action


__all__ = ["GAME_ID", "SHOWN_TRAITS", "creature_seed", "dress", "pick_traits"]
