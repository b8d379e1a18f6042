"""Positions for the fortress-power tests: a fight with a fortress in play, and one builder
per power's question (shared by ``test_doodledice_fortresses`` and
``test_doodledice_fortress_play``)."""

from __future__ import annotations

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import Roll
from engine.doodledice import Attack, Done, flow
from engine.doodledice.rulesets.structures.places import FORTRESS
from engine.doodledice.setup import die_of, position
from engine.doodledice.state import DoodleState
from tests.doodle_copies import round_trip


def keep_of(owner: int, colour: str, *traits: str) -> dict:
    return {"owner": owner, "name": f"{colour.title()} Keep", "parts": [f"{colour} d100 core"],
            "role": FORTRESS, "traits": traits}


def fight(*monsters: dict, free_art: int = 0, active=None) -> DoodleState:
    st = position(list(monsters), reserve={0: ["red d6"], 1: ["red d6"]}, active=active,
                  combat=False, stratagems=1)
    if free_art:
        st = st._replace(free_art=1)
    return flow.advance(flow.start_combat(st))


def same_after_save(st) -> None:
    """A copy in the middle of it (the AI worker's, pickled) is the very same position."""
    round_trip(st)


RAIDER = {"owner": 0, "name": "Raider", "parts": ["yellow d4 core", "red d10 weapon"]}


def raid(st, target: str = "Target", weapon: str = "Raider"):
    return st.apply(Attack(die_of(st, weapon, "weapon"), die_of(st, target)))


def chilling(traits=("icy",), free_art=0):
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    return fight(RAIDER, target, keep_of(1, "blue", *traits), free_art=free_art)


def zap(traits=("electric",)):
    zapper = {"owner": 0, "name": "Zapper", "parts": ["yellow d4 core", "red d20 weapon"],
              "traits": traits}
    weak = {"owner": 1, "name": "Weak", "parts": ["red d4 core"]}
    other = {"owner": 1, "name": "Other", "parts": ["red d12 core", "red d8 shield"]}
    st = fight(zapper, weak, other, keep_of(0, "yellow"))
    return st.apply(Attack(die_of(st, "Zapper", "weapon"), die_of(st, "Weak")))


def living(traits=("living",)):
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"], "born": 1}
    st = fight(grunt, target, keep_of(0, "brown", *traits))
    st = st.apply(Done())
    return st.apply(Done()) if st.turn >= 0 else st


def tinker(traits=("machinery",)):
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    return raid(fight(RAIDER, target, keep_of(0, "gray", *traits)))


def sigil(traits=(), fort_traits=(), free_art=0):
    mage = {"owner": 1, "name": "Target", "parts": ["red d12 core"], "traits": traits}
    st = fight(RAIDER, mage, keep_of(1, "purple", *fort_traits), free_art=free_art,
                active={1: ["red d8", "red d4"]})
    return raid(st).apply(Roll((10,)))
