"""Doodle Dice Monsters core powers: each of the twelve colours at work, and hybrids.

Pink (Invoke Emotions) is played step by step in ``test_doodledice_attack``."""

from __future__ import annotations

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, IllegalAction, Roll
from engine.doodledice import (
    Attack,
    Block,
    Copy,
    CreateMonster,
    Enervate,
    Gather,
    GiveUp,
    Heal,
    Pass,
    Reroll,
    die_of,
    position,
)
from engine.doodledice.flow import start_turn
from engine.doodledice.model import Phase
from engine.doodledice.setup import monster_of, with_monster

POOLS = {0: ["red d6"], 1: ["blue d6"]}
"""Reserve dice, so that a finished round stops at the next gather phase."""


def throw(st, *values):
    assert st.to_move == CHANCE, st
    return st.apply(Roll(tuple(values)))


def to_gather(st):
    """Play on (different faces for each die, last listed choices) until the next gather."""
    while st.phase is not Phase.GATHER:
        if st.to_move == CHANCE:
            dice = st.roll_request().dice
            st = st.apply(Roll(tuple(d.faces[i % len(d.faces)] for i, d in enumerate(dice))))
        else:
            st = st.apply(st.legal_actions()[-1])
    return st


def hit(st, attacker, target, *rolls, weapon=0, part="core"):
    """``attacker`` attacks ``target``'s part with its ``weapon``-th weapon; rolls answered."""
    st = st.apply(Attack(die_of(st, attacker, "weapon", weapon), die_of(st, target, part)))
    for value in rolls:
        st = throw(st, value)
    return st


def damage(st, name, part="core", nth=0):
    m = monster_of(st, name)
    return m.part(die_of(st, name, part, nth)).damage


def test_red_adds_one_per_four_core_sides_to_weapons_only() -> None:
    st = position([
        {"owner": 0, "name": "Imp", "parts": ["red d12 core", "red d6 weapon", "red d4 combo"]},
        {"owner": 1, "name": "Toad", "parts": ["green d20 core"]},
    ], turn="Imp", reserve=POOLS)
    st = hit(st, "Imp", "Toad", 2)
    assert damage(st, "Toad") == 2 + 3
    st = st.apply(Attack(die_of(st, "Imp"), die_of(st, "Toad")))  # struggle: no red bonus
    assert damage(st, "Toad") == 5 + 3


def test_blue_softens_hits_on_its_core_and_shields_but_not_other_parts() -> None:
    st = position([
        {"owner": 0, "name": "Brute", "parts": ["yellow d6 core", "red d20 weapon",
                                                "red d4 combo", "red d12 weapon",
                                                "red d4 combo"]},
        {"owner": 1, "name": "Eel", "parts": ["blue d8 core", "blue d10 shield",
                                              "blue d10 weapon"]},
    ], turn="Brute", reserve=POOLS)
    st = st.apply(Attack(die_of(st, "Brute", "weapon"), die_of(st, "Eel")))
    assert st.to_move == 1
    st = st.apply(Pass())  # no block
    st = throw(st, 6)
    assert damage(st, "Eel") == 6 - 2
    st = st.apply(Attack(die_of(st, "Brute", "weapon", 1), die_of(st, "Eel", "weapon")))
    st = st.apply(Pass())
    st = throw(st, 5)
    assert damage(st, "Eel", "weapon") == 5  # weapons are not softened
    st = st.apply(Attack(die_of(st, "Brute"), die_of(st, "Eel", "shield")))
    assert damage(st, "Eel", "shield") == 0  # a d6 struggle deals 1, blue takes 2 off


def test_green_heals_its_own_part_free_or_another_for_an_action() -> None:
    st = position([
        {"owner": 0, "name": "Treant", "parts": ["green d12 core", "green d8 weapon"],
         "damage": [5, 2]},
        {"owner": 0, "name": "Buddy", "parts": ["red d10 core"], "damage": [4]},
        {"owner": 1, "name": "Foe", "parts": ["red d20 core"]},
    ], turn="Treant", reserve=POOLS)
    assert st.opening == "heal"
    options = st.legal_actions()
    assert Heal(die_of(st, "Treant")) in options and Heal(die_of(st, "Buddy")) in options
    st = st.apply(Heal(die_of(st, "Treant")))
    assert damage(st, "Treant") == 2 and st.actions == 1
    assert monster_of(st, "Treant").healed
    # Healing a friend instead costs the action.
    st = position([
        {"owner": 0, "name": "Treant", "parts": ["green d12 core", "green d8 weapon",
                                                 "green d4 combo"]},
        {"owner": 0, "name": "Buddy", "parts": ["red d10 core"], "damage": [4]},
        {"owner": 1, "name": "Foe", "parts": ["red d20 core"]},
    ], turn="Treant", reserve=POOLS)
    assert st.actions == 2
    st = st.apply(Heal(die_of(st, "Buddy")))
    assert damage(st, "Buddy") == 1 and st.actions == 1 and st.opening == "act"


def test_green_heals_once_a_round_and_never_a_lost_part() -> None:
    st = position([
        {"owner": 0, "name": "Treant", "parts": ["green d12 core"], "damage": [5],
         "healed": True},
        {"owner": 1, "name": "Foe", "parts": ["red d20 core"]},
    ], turn="Treant", reserve=POOLS)
    assert st.opening == "act"
    with pytest.raises(IllegalAction):
        st.apply(Heal(die_of(st, "Treant")))


def test_yellow_goes_first_small_to_large_and_ties_roll_off() -> None:
    st = position([
        {"owner": 0, "name": "Snail", "parts": ["red d4 core"]},
        {"owner": 1, "name": "Big Bolt", "parts": ["yellow d20 core"]},
        {"owner": 0, "name": "Bolt A", "parts": ["yellow d8 core"]},
        {"owner": 1, "name": "Bolt B", "parts": ["yellow d8 core"]},
    ], reserve=POOLS, combat=True)
    assert st.phase is Phase.INITIATIVE and st.to_move == CHANCE
    request = st.roll_request()
    assert [d.label for d in request.dice] == ["Bolt A", "Bolt B"]
    st = throw(st, 3, 3)  # tied again: roll again
    assert st.phase is Phase.INITIATIVE
    st = throw(st, 2, 7)
    names = [st.monster(st.turn).name] + [st.monster(m).name for m in st.initiative_order()]
    assert names == ["Bolt B", "Bolt A", "Big Bolt", "Snail"]


def test_black_forces_a_reroll_once_a_round_never_on_a_struggle() -> None:
    st = position([
        {"owner": 0, "name": "Brute", "parts": ["red d8 core", "red d12 weapon",
                                                "red d4 combo"]},
        {"owner": 1, "name": "Bat", "parts": ["black d20 core"]},
    ], turn="Brute", reserve=POOLS)
    bat = monster_of(st, "Bat")
    st = hit(st, "Brute", "Bat", 12)
    st = st.apply(Reroll(bat.id))
    st = throw(st, 1)
    assert damage(st, "Bat") == 3 and monster_of(st, "Bat").black_used
    st = st.apply(Attack(die_of(st, "Brute"), die_of(st, "Bat")))  # struggle: nothing asked
    assert damage(st, "Bat") == 5


def test_white_rerolls_its_own_weapon_once_a_round() -> None:
    st = position([
        {"owner": 0, "name": "Lion", "parts": ["white d8 core", "white d12 weapon",
                                               "white d10 weapon", "white d4 combo"]},
        {"owner": 1, "name": "Foe", "parts": ["red d20 core"]},
    ], turn="Lion", reserve=POOLS)
    lion = monster_of(st, "Lion")
    st = hit(st, "Lion", "Foe", 1)
    assert st.to_move == 0 and st.legal_actions() == [Reroll(lion.id), Pass()]
    st = st.apply(Reroll(lion.id))
    st = throw(st, 11)
    assert damage(st, "Foe") == 11
    st = hit(st, "Lion", "Foe", 2, weapon=1)  # used this round: no more rerolls
    assert damage(st, "Foe") == 13


def test_brown_cannot_be_attacked_in_the_round_it_was_sketched_except_by_brown() -> None:
    monsters = [
        {"owner": 0, "name": "Brute", "parts": ["red d8 core", "red d12 weapon"]},
        {"owner": 0, "name": "Digger", "parts": ["brown d8 core", "brown d6 weapon"]},
        {"owner": 1, "name": "Mole", "parts": ["brown d6 core"], "born": 2},
        {"owner": 1, "name": "Rock", "parts": ["red d6 core"], "born": 2},
    ]
    st = position(monsters, turn="Brute", reserve=POOLS)
    targets = {a.target for a in st.legal_actions() if isinstance(a, Attack)}
    assert die_of(st, "Mole") not in targets and die_of(st, "Rock") in targets
    with pytest.raises(IllegalAction, match="burrowed"):
        st.apply(Attack(die_of(st, "Brute", "weapon"), die_of(st, "Mole")))
    st = position(monsters, turn="Digger", reserve=POOLS)
    assert Attack(die_of(st, "Digger", "weapon"), die_of(st, "Mole")) in st.legal_actions()
    st = position(monsters, turn="Brute", reserve=POOLS, round=3)
    assert Attack(die_of(st, "Brute", "weapon"), die_of(st, "Mole")) in st.legal_actions()


def test_gray_ignores_shields_and_blue_and_splits_a_blocked_hit() -> None:
    st = position([
        {"owner": 0, "name": "Mech", "parts": ["gray d8 core", "gray d12 weapon",
                                               "gray d4 combo"]},
        {"owner": 1, "name": "Eel", "parts": ["blue d12 core", "blue d10 shield"]},
    ], turn="Mech", reserve=POOLS)
    shield = die_of(st, "Eel", "shield")
    st = st.apply(Attack(die_of(st, "Mech", "weapon"), die_of(st, "Eel")))
    st = st.apply(Block(shield))
    st = throw(st, 9)  # no shield roll against gray
    assert st.attack is None
    assert damage(st, "Eel") == 2 and damage(st, "Eel", "shield") == 7  # 2 per 4 sides through
    st = st.apply(Attack(die_of(st, "Mech"), die_of(st, "Eel")))  # struggle on the blue core
    assert damage(st, "Eel") == 2 + 2  # blue cannot soften it


def test_colorless_borrows_a_friends_power_until_its_next_turn() -> None:
    st = position([
        {"owner": 0, "name": "Blob", "parts": ["colorless d8 core", "white d12 weapon"]},
        {"owner": 0, "name": "Imp", "parts": ["red d6 core"]},
        {"owner": 0, "name": "Ghost", "parts": ["colorless d6 core"]},
        {"owner": 1, "name": "Foe", "parts": ["green d20 core"]},
    ], turn="Blob", reserve=POOLS)
    assert st.opening == "copy"
    assert st.legal_actions() == [Copy(monster_of(st, "Imp").id), Pass()]  # not another clear
    st = st.apply(Copy(monster_of(st, "Imp").id))
    assert monster_of(st, "Blob").copied == "red"
    st = hit(st, "Blob", "Foe", 4)
    assert damage(st, "Foe") == 4 + 2  # red's heat with the blob's own core size
    # The borrowed power lasts until the blob's next turn opens.
    assert st.phase is Phase.GATHER and monster_of(st, "Blob").copied == "red"


def test_colorless_can_borrow_yellow_for_the_next_initiative() -> None:
    st = position([
        {"owner": 0, "name": "Blob", "parts": ["colorless d12 core"], "copied": "yellow"},
        {"owner": 1, "name": "Foe", "parts": ["green d4 core"]},
    ], reserve=POOLS, combat=True)
    assert st.monster(st.turn).name == "Blob"


def test_purple_gives_up_actions_for_extra_dice() -> None:
    st = position([
        {"owner": 0, "name": "Sage", "parts": ["purple d12 core", "purple d6 combo"]},
        {"owner": 1, "name": "Foe", "parts": ["green d4 core"]},
    ], reserve={0: ["red d6"] * 9, 1: ["blue d6"]}, combat=True)
    st = to_gather(st)
    sage = monster_of(st, "Sage")
    assert st.to_move == 0 and st.legal_actions() == [GiveUp(sage.id, k) for k in range(3)]
    st = st.apply(GiveUp(sage.id, 2))
    for _ in range(7):
        st = st.apply(Gather(st.reserve(0)[0].id))
    assert len(st.active(0)) == 7 and st.to_move == 1
    assert st.turn_actions(monster_of(st, "Sage")) == 0


def test_purple_limit_is_one_action_per_four_sides() -> None:
    st = position([
        {"owner": 0, "name": "Owl", "parts": ["purple d4 core", "purple d6 combo",
                                              "purple d6 combo"]},
        {"owner": 1, "name": "Foe", "parts": ["green d4 core"]},
    ], reserve={0: ["red d6"] * 9, 1: ["blue d6"]}, round=1, combat=True)
    st = to_gather(st)
    assert st.legal_actions() == [GiveUp(monster_of(st, "Owl").id, k) for k in range(2)]


def test_orange_switches_off_parts_no_bigger_than_its_core_until_its_next_turn() -> None:
    st = position([
        {"owner": 0, "name": "Fox", "parts": ["orange d10 core", "orange d4 combo"]},
        {"owner": 1, "name": "Foe", "parts": ["red d8 core", "red d12 weapon", "red d8 shield",
                                              "red d6 combo"]},
    ], turn="Fox", reserve=POOLS)
    options = {a.target for a in st.legal_actions() if isinstance(a, Enervate)}
    assert options == {die_of(st, "Foe"), die_of(st, "Foe", "shield"),
                       die_of(st, "Foe", "combo")}
    with pytest.raises(IllegalAction, match="more sides"):
        st.apply(Enervate(die_of(st, "Foe", "weapon")))
    st = st.apply(Enervate(die_of(st, "Foe", "combo")))
    st = st.apply(Enervate(die_of(st, "Foe")))
    foe = monster_of(st, "Foe")
    assert st.disabled(die_of(st, "Foe", "combo")) and st.turn_actions(foe) == 1
    assert st.power(foe) == ""  # its red heat is gone, though it may still struggle


def test_an_enervated_weapon_cannot_attack_and_a_shield_cannot_block() -> None:
    monsters = [
        {"owner": 0, "name": "Fox", "parts": ["orange d12 core", "orange d12 weapon",
                                              "orange d4 combo"]},
        {"owner": 1, "name": "Foe", "parts": ["red d8 core", "red d12 weapon", "red d8 shield"]},
    ]
    st = position(monsters, turn="Fox", reserve=POOLS)
    st = st.apply(Enervate(die_of(st, "Foe", "shield")))
    st = st.apply(Attack(die_of(st, "Fox", "weapon"), die_of(st, "Foe")))
    assert st.to_move == CHANCE  # the switched-off shield is not offered to block
    st = throw(st, 3)
    assert damage(st, "Foe") == 3
    # The hold lasts past the fox's turn, into the next round...
    assert st.phase is Phase.GATHER and st.disabled(die_of(st, "Foe", "shield"))
    fox = monster_of(st, "Fox")
    # ...a switched-off weapon cannot attack...
    held = with_monster(st, "Fox", enervating=(die_of(st, "Foe", "weapon"),))
    foe_turn = held._replace(phase=Phase.COMBAT)
    foe_turn = start_turn(foe_turn, monster_of(foe_turn, "Foe"))
    assert not any(a.weapon == die_of(st, "Foe", "weapon") for a in foe_turn.legal_actions()
                   if isinstance(a, Attack))
    # ...and it ends when the fox's next turn opens.
    fox_turn = start_turn(st._replace(phase=Phase.COMBAT), fox)
    assert not fox_turn.disabled(die_of(st, "Foe", "shield"))


def test_a_hybrid_die_counts_as_the_colour_chosen_when_it_becomes_a_core() -> None:
    st = position([], active={0: ["red/blue d8"]}, reserve={1: ["pink d4"]})
    die = st.active(0)[0].id
    options = [a for a in st.legal_actions() if isinstance(a, CreateMonster)]
    assert {a.colour for a in options} == {"red", "blue"}
    with pytest.raises(IllegalAction, match="red or blue"):
        st.apply(CreateMonster(die, "green", "Odd Imp"))
    st = st.apply(CreateMonster(die, "blue", "Misty Imp"))
    assert st.dice[die].colour == "blue" and st.power(monster_of(st, "Misty Imp")) == "blue"
    assert st.dice[die].label == "blue/red d8" and not st.is_over
