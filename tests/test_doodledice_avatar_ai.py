"""What the AI makes of avatars: every type starts level, and a mage keeps dice for a blow."""

from __future__ import annotations

from dataclasses import replace

import engine.doodledice  # noqa: F401  (registers the game)
from engine.doodledice import position
from engine.doodledice.model import Phase
from engine.doodledice.rulesets.avatars.abilities import AVATAR_TYPES, Avatar, powers
from engine.doodledice.rulesets.avatars.legal import favourite_colour
from engine.doodledice.rulesets.avatars.values import avatar_reserves, bombard_potential, held_value
from engine.doodledice.weights import DEFAULT

GOBLIN = {"owner": 1, "name": "Goblin", "parts": ["red d6 core", "red d4 weapon"]}


def test_every_fresh_avatar_is_worth_the_same_so_none_pulls_the_choice() -> None:
    """Counting unused uses, the last seat to choose always took the warrior. (As avatars are
    chosen, round 1's dice are all still in the reserve.)"""
    worth = {t.key: avatar_reserves(position([GOBLIN], reserve={0: ["red d8"]},
                                             avatars={0: Avatar(t.key, t.title),
                                                      1: Avatar(t.key, t.title)}), DEFAULT)[0]
             for t in AVATAR_TYPES}
    assert len(set(worth.values())) == 1, worth


def test_a_spent_use_costs_its_value() -> None:
    fresh = Avatar("warrior", "Sir")
    spent = Avatar("warrior", "Sir", used=(0, 0, 1))
    values = [avatar_reserves(position([GOBLIN], avatars={0: av, 1: fresh}), DEFAULT)[0]
              for av in (fresh, spent)]
    assert values[0] - values[1] == 15.0  # Lead from the Front


def test_a_mage_keeps_active_dice_for_a_bombardment_that_destroys_a_monster() -> None:
    """Two d12s: one part each for 6 damage through every defence, the goblin's core with it."""
    mage = Avatar("mage", "Merlin", colour="red")
    st = position([GOBLIN], active={0: ["red d12", "red d12"]}, avatars={0: mage, 1: "beast"})
    assert bombard_potential(st, 0) >= 6 + 10
    assert held_value(st, 0, DEFAULT) > 0
    small = position([GOBLIN], active={0: ["red d4"]}, avatars={0: mage, 1: "beast"})
    assert bombard_potential(small, 0) < bombard_potential(st, 0)
    warrior = position([GOBLIN], active={0: ["red d12", "red d12"]},
                       avatars={0: "warrior", 1: "beast"})
    assert held_value(warrior, 0, DEFAULT) == 0


def test_each_type_is_offered_once_so_a_tie_is_an_even_choice() -> None:
    """A mage once, in the colour most of the seat's sides carry (any colour is accepted)."""
    st = position(active={0: ["green d12", "green d8", "red d20"]}, avatars={1: "beast"})
    st = st._replace(phase=Phase.AVATARS, seat=0, avatar=(None, st.avatar[1]))
    offered = st.legal_actions()
    assert sorted(a.avatar for a in offered) == sorted(t.key for t in AVATAR_TYPES)
    mage = next(a for a in offered if a.avatar == "mage")
    assert mage.colour == favourite_colour(st, 0) == "red"
    assert st.why_not(replace(mage, colour="blue")) is None


def test_a_power_dispersed_is_gone_even_for_a_monster_record_the_positions_share() -> None:
    """The memo of powers once ignored Disperse Color: the AI was offered a pink answer (from
    the position before the colour was named) that the rules then refused."""
    cherub = {"owner": 0, "name": "Cherub", "parts": ["pink d8 core"]}
    tower = {"owner": 1, "name": "Tower", "parts": ["colorless d100 core"], "role": "fortress"}
    st = position([cherub, tower, GOBLIN], stratagems=1, free_art=1,
                  avatars={0: "mage", 1: "beast"})
    m = next(x for x in st.monsters if x.name == "Cherub")
    assert "pink" in powers(st, m)
    after = st._replace(fort=replace(st.fort, dispersed=((1, "pink"),)))
    assert after.monster(m.id) is m  # the same record in both positions
    assert "pink" not in powers(after, m) and not after.has(m, "pink")
    assert "pink" in powers(st, m)
