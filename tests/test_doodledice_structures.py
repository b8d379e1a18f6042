"""Stratagems and fortresses, the ground they stand on: d100 cores, one of each per player,
no parts, no struggle, no turns, no monster power, attackable, saved and loaded; and how a
power's artistic prerequisite is checked."""

from __future__ import annotations

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, CorruptData, IllegalAction, Roll
from engine.doodledice import AddPart, Attack, CreateMonster, DieChoice, force_problem
from engine.doodledice.forces import random_force
from engine.doodledice.rulesets.structures.places import (
    FORTRESS,
    POWERS,
    STRATAGEM,
    helps,
    power_of,
)
from engine.doodledice.setup import die_of, monster_of, new_game, position
from tests.doodle_copies import round_trip

SKETCHING = {0: ["red d100", "blue d100", "green d100", "red d8"], 1: ["red d6"]}


def _sketching(**kw):
    return position([], active=SKETCHING, reserve={0: ["red d6"], 1: ["red d6"]},
                    stratagems=1, **kw)


def _d(st, sides, colour):
    return next(d.id for d in st.active(0) if d.sides == sides and d.colour == colour)


def test_a_d100_needs_the_rule_and_serves_only_stratagems_and_fortresses() -> None:
    hundred = DieChoice(100, ("red",))
    assert "stratagems" in force_problem((hundred,), 200)
    assert force_problem((hundred,), 200, d100=1) is None
    with pytest.raises(CorruptData):
        new_game({"stratagems": 0}, [(hundred,), None])
    st = _sketching()
    roles = {(a.core, a.role) for a in st.legal_actions() if isinstance(a, CreateMonster)}
    assert (_d(st, 100, "red"), STRATAGEM) in roles and (_d(st, 100, "red"), FORTRESS) in roles
    assert (_d(st, 100, "red"), "") not in roles and (_d(st, 8, "red"), "") in roles
    with pytest.raises(IllegalAction, match="only be the core"):
        st.apply(CreateMonster(_d(st, 100, "red"), "red", "Big Mouth"))
    with pytest.raises(IllegalAction, match="needs a d100"):
        st.apply(CreateMonster(_d(st, 8, "red"), "red", "Keep", role=FORTRESS))


def test_one_stratagem_and_one_fortress_each_with_nothing_but_the_core() -> None:
    st = _sketching()
    st = st.apply(CreateMonster(_d(st, 100, "red"), "red", "War Camp", traits=("armory",),
                                role=FORTRESS))
    with pytest.raises(IllegalAction, match="already have a fortress"):
        st.apply(CreateMonster(_d(st, 100, "blue"), "blue", "Ice Keep", role=FORTRESS))
    with pytest.raises(IllegalAction, match="stratagem can show"):
        st.apply(CreateMonster(_d(st, 100, "green"), "green", "Glade", traits=("flies",),
                               role=STRATAGEM))
    st = st.apply(CreateMonster(_d(st, 100, "blue"), "blue", "Deep Water", role=STRATAGEM))
    st = st.apply(CreateMonster(_d(st, 8, "red"), "red", "Grunt", traits=("angry",)))
    camp = monster_of(st, "War Camp")
    with pytest.raises(IllegalAction, match="nothing but its core"):
        st.apply(AddPart(camp.id, next(d.id for d in st.active(0)), "weapon", "green"))
    with pytest.raises(IllegalAction, match="only be the core"):
        st.apply(AddPart(monster_of(st, "Grunt").id, _d(st, 100, "green"), "weapon", "green"))
    assert power_of(st, 0, FORTRESS).name == "Abundant Armory"
    assert power_of(st, 0, STRATAGEM).name == "Dive"
    round_trip(st)


def test_stratagems_and_fortresses_take_no_turns_have_no_power_and_can_be_hit() -> None:
    st = position([
        {"owner": 0, "name": "Keep", "parts": ["red d100 core"], "role": FORTRESS},
        {"owner": 0, "name": "Grunt", "parts": ["yellow d6 core"]},
        {"owner": 1, "name": "Raider", "parts": ["red d8 core", "red d10 weapon"]},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, stratagems=1)
    keep = monster_of(st, "Keep")
    assert keep.id not in st.initiative_order() and st.monster(st.turn).name == "Grunt"
    assert st.power(keep) == "" and not st.can_struggle(keep)
    st = st.apply(st.legal_actions()[-1])  # the grunt ends its turn
    assert st.monster(st.turn).name == "Raider"
    assert Attack(die_of(st, "Raider", "weapon"), die_of(st, "Keep")) in st.legal_actions()


def test_a_prerequisite_is_the_monsters_tag_or_the_drawings_or_waived() -> None:
    monsters = [
        {"owner": 0, "name": "Camp", "parts": ["red d100 core"], "role": STRATAGEM},
        {"owner": 0, "name": "Fort", "parts": ["colorless d100 core"], "role": FORTRESS,
         "traits": ("absorbing",)},
        {"owner": 0, "name": "Rager", "parts": ["red d8 core"], "traits": ("angry",)},
        {"owner": 0, "name": "Calm", "parts": ["red d8 core"]},
        {"owner": 1, "name": "Foe", "parts": ["red d8 core"]},
    ]
    st = position(monsters, stratagems=1)
    rager, calm = monster_of(st, "Rager"), monster_of(st, "Calm")
    assert helps(st, 0, STRATAGEM, "red", rager) and not helps(st, 0, STRATAGEM, "red", calm)
    assert not helps(st, 0, STRATAGEM, "blue", rager)  # the stratagem is red
    assert helps(st, 0, FORTRESS, "colorless", None)  # the fortress's drawing shows it
    assert not helps(st, 1, FORTRESS, "colorless", None)
    waived = st._replace(free_art=1)
    assert helps(waived, 0, STRATAGEM, "red", calm)


def test_every_colour_has_a_stratagem_and_a_fortress_power() -> None:
    assert len(POWERS) == 24 and len({(p.role, p.colour) for p in POWERS}) == 24


def test_random_forces_bring_d100s_from_200_sides() -> None:
    assert sum(d.sides == 100 for d in random_force(5, 300, d100=1)) == 2
    assert sum(d.sides == 100 for d in random_force(5, 200, d100=1)) == 1
    assert sum(d.sides == 100 for d in random_force(5, 100, d100=1)) == 0
    assert force_problem(random_force(5, 300, d100=1), 300, d100=1) is None


def _raid(target_traits=(), stratagem="green", fortress=None):
    monsters = [
        {"owner": 0, "name": "Raider", "parts": ["yellow d4 core", "red d10 weapon"]},
        {"owner": 1, "name": "Hidden", "parts": ["red d12 core"], "traits": target_traits},
        {"owner": 1, "name": "Glade", "parts": [f"{stratagem} d100 core"], "role": STRATAGEM},
    ]
    if fortress:
        monsters.append({"owner": 1, "name": "Dark Keep", "parts": [f"{fortress} d100 core"],
                         "role": FORTRESS, "traits": ("darkness",)})
    st = position(monsters, reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, stratagems=1)
    return st.apply(Attack(die_of(st, "Raider", "weapon"), die_of(st, "Hidden")))


def test_camouflage_and_night_fighting_make_attacks_miss_on_a_one_in_four() -> None:
    st = _raid(("camouflaged",))
    assert st.to_move == CHANCE and st.attack.step == "miss"
    request = st.roll_request()
    assert [s.label for s in request.dice] == ["Camouflage"] and request.dice[0].faces == (1, 2,
                                                                                           3, 4)
    assert st.apply(Roll((1,))).attack is None  # missed: no damage
    assert monster_of(st.apply(Roll((1,))), "Hidden").core.damage == 0
    rolled = st.apply(Roll((3,)))
    assert rolled.attack.step == "roll"
    assert _raid(()).attack.step == "roll", "an uncamouflaged target is hit as usual"
    both = _raid(("camouflaged",), fortress="black")
    assert [s.label for s in both.roll_request().dice] == ["Camouflage", "Night Fighting"]
    assert both.apply(Roll((4, 1))).attack is None
