"""Doodle Dice Monsters with the strange-dice rule: small dice in the active pool, a big die's
named result, the d3's banishment, odd dice, and forces and saves that carry them."""

from __future__ import annotations

import random

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, CorruptData, IllegalAction, Roll, get_game
from engine.dice import roll
from engine.doodledice import (
    Attack,
    Banish,
    Declare,
    DieChoice,
    Enervate,
    Gather,
    Nullify,
    Pass,
    die_of,
    force_problem,
    position,
    random_force,
)
from engine.doodledice.evaluation import armour_levels
from engine.doodledice.forces import force_from_json, force_to_json
from engine.doodledice.model import Phase
from engine.doodledice.setup import monster_of, new_game
from game.ai.players import RandomPlayer, make_player
from tests.doodle_copies import round_trip

INFO = get_game("doodle-dice")


def throw(st, *values):
    assert st.to_move == CHANCE, st
    return st.apply(Roll(tuple(values)))


def _duel(attacker_parts, defender_parts, **kw):
    """A yellow-cored attacker (it goes first) against a defender, combat under way (a d3
    monster's owner declines to banish it)."""
    st = position([
        {"owner": 0, "name": "Striker", "parts": ["yellow d4 core", *attacker_parts]},
        {"owner": 1, "name": "Target", "parts": defender_parts},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, strange=1, **kw)
    while st.turn < 0:
        st = st.apply(Pass())
    return st


# ---------------------------------------------------------------------------------- small dice


def test_small_dice_take_half_a_place_in_the_active_pool() -> None:
    st = position([], reserve={0: ["small red d6"] * 12, 1: ["red d6"] * 6}, strange=1)
    st = st._replace(phase=Phase.GATHER, seat=0)
    for _ in range(10):
        st = st.apply(st.legal_actions()[0])
    assert len(st.active(0)) == 10 and st.to_move == 1  # ten small dice fill five places


def test_a_normal_die_needs_a_whole_place() -> None:
    st = position([], reserve={0: ["small red d6"] * 9 + ["red d8"], 1: ["red d6"]}, strange=1)
    st = st._replace(phase=Phase.GATHER, seat=0)
    eight = next(d.id for d in st.reserve(0) if d.sides == 8)
    for _ in range(9):
        small = next(d.id for d in st.reserve(0) if d.size == "small")
        st = st.apply(Gather(small))  # nine halves: four and a half places
    assert st.to_move == 1, "the d8 cannot fit in half a place, so gathering ends"
    st2 = st._replace(seat=0)
    with pytest.raises(IllegalAction, match="small die"):
        st2.apply(Gather(eight))


# ------------------------------------------------------------------------------------ big dice


def test_a_big_weapon_die_may_name_its_top_face_once_a_game() -> None:
    st = _duel(["big red d20 weapon"], ["red d20 core"])
    sword = die_of(st, "Striker", "weapon")
    st = st.apply(Attack(sword, die_of(st, "Target")))
    assert st.to_move == 0 and st.legal_actions() == [Declare(), Pass()]
    st = st.apply(Declare())
    assert monster_of(st, "Target") is None  # a named 20 destroys the d20 core
    assert st.declared == (True, False)


def test_declining_rolls_the_big_die_and_keeps_the_naming_for_later() -> None:
    st = _duel(["big red d20 weapon"], ["red d20 core"])
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = st.apply(Pass())
    assert st.to_move == CHANCE
    st = throw(st, 7)
    assert monster_of(st, "Target").core.damage == 7 and st.declared == (False, False)


def test_a_big_nullifier_named_stops_the_attack() -> None:
    st = _duel(["red d20 weapon"], ["red d20 core", "big blue d12 nullifier"])
    null = die_of(st, "Target", "nullifier")
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = st.apply(Nullify(null))
    assert st.to_move == 1 and Declare() in st.legal_actions()
    st = st.apply(Declare())
    assert st.attack is None and monster_of(st, "Target").core.damage == 0
    with pytest.raises(IllegalAction, match="big die"):
        st.apply(Declare())


def test_the_naming_is_once_a_game_per_player_not_per_big_die() -> None:
    st = _duel(["big red d20 weapon", "big red d12 weapon", "red d6 combo"],
               ["red d20 core", "red d12 combo"])
    first, second = (die_of(st, "Striker", "weapon", n) for n in (0, 1))
    st = st.apply(Attack(first, die_of(st, "Target", "combo")))
    st = st.apply(Declare())  # 21 breaks the combo
    assert monster_of(st, "Target").count("combo") == 0
    st = st.apply(Attack(second, die_of(st, "Target")))
    assert st.to_move == CHANCE, "the player has named a big die already"


# ------------------------------------------------------------------------------------------ d3


def _d3_combat():
    return position([
        {"owner": 0, "name": "Oddling", "parts": ["blue d8 core", "red d3 weapon"]},
        {"owner": 0, "name": "Decoy", "parts": ["blue d20 core"]},
        {"owner": 1, "name": "Orange Brute", "parts": ["orange d12 core", "red d12 weapon"]},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, strange=1)


def test_a_d3_monster_may_be_dragged_away_as_combat_starts() -> None:
    st = _d3_combat()
    oddling = monster_of(st, "Oddling")
    assert st.turn < 0 and st.to_move == 0
    assert st.legal_actions() == [Banish(oddling.id), Pass()]
    st = st.apply(Banish(oddling.id))
    assert monster_of(st, "Oddling").banished and st.banish_used == (True, False)
    # The orange brute moves first (smaller core goes first: d8 < d12, so the Oddling does).
    while st.monster(st.turn).name != "Orange Brute":
        st = st.apply(st.legal_actions()[-1])
    legal = st.legal_actions()
    oddling_dice = {p.die for p in monster_of(st, "Oddling").parts}
    assert legal and not any(isinstance(a, (Attack, Enervate)) and a.target in oddling_dice
                             for a in legal), legal
    with pytest.raises(IllegalAction, match="banished"):
        st.apply(Enervate(die_of(st, "Oddling", "weapon")))


def test_the_banished_monster_returns_at_the_next_sketching_phase() -> None:
    st = _d3_combat().apply(Banish(monster_of(_d3_combat(), "Oddling").id))
    guard = 0
    while st.phase is not Phase.SKETCH:
        guard += 1
        assert guard < 50
        st = throw(st, 1) if st.to_move == CHANCE else st.apply(st.legal_actions()[-1])
    assert not monster_of(st, "Oddling").banished


def test_the_d3_may_be_used_on_its_monsters_own_turn_and_only_once() -> None:
    st = _d3_combat().apply(Pass())
    assert st.monster(st.turn).name == "Oddling"
    oddling = monster_of(st, "Oddling")
    assert Banish(oddling.id) in st.legal_actions()
    st = st.apply(Banish(oddling.id))
    assert st.monster(st.turn).name == "Oddling" and st.actions == 1  # free: no action spent
    assert not any(isinstance(a, Banish) for a in st.legal_actions())


def test_a_d3_core_cannot_struggle_and_a_d5_nullifier_stops_on_two_or_less() -> None:
    st = _duel(["red d20 weapon"], ["red d3 core", "green d5 nullifier"])
    target = monster_of(st, "Target")
    assert not st.can_struggle(target)
    null = die_of(st, "Target", "nullifier")
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = st.apply(Nullify(null))
    request = st.roll_request()
    assert request.dice[0].kind == "d5"
    assert throw(st, 2).attack is None  # a d5 counts as a d4: 2 or less stops it


def test_throws_of_strange_dice_ask_the_tray_for_the_right_solid_and_size() -> None:
    st = _duel(["big red d20 weapon"], ["red d3 core", "small red d6 shield"])
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = st.apply(Pass())  # roll the big die
    spec = st.roll_request().dice[0]
    assert spec.scale == 1.4 and spec.kind == "d20"
    st = position([
        {"owner": 0, "name": "Striker", "parts": ["yellow d4 core", "red d3 weapon"]},
        {"owner": 1, "name": "Target", "parts": ["red d20 core"]},
    ], combat=True, strange=1, reserve={0: ["red d6"], 1: ["red d6"]})
    st = st.apply(Pass()).apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    spec = st.roll_request().dice[0]
    assert spec.kind == "d3" and spec.faces == (1, 2, 3, 1, 2, 3)


# -------------------------------------------------------------------------------------- forces


def test_forces_with_strange_dice_need_the_rule_and_keep_to_the_caps() -> None:
    small = DieChoice(6, ("red",), "small")
    assert "strange dice rule" in force_problem((small,), 60)
    assert force_problem((small,), 60, strange=1) is None
    assert "strange dice rule" in force_problem((DieChoice(5, ("red",)),), 60)
    assert "at most 6 small" in force_problem((small,) * 7, 60, strange=1)
    assert "at most 3 big" in force_problem((DieChoice(8, ("red",), "big"),) * 4, 60, strange=1)
    assert "standard dice" in force_problem((DieChoice(7, ("red",), "big"),), 60, strange=1)
    with pytest.raises(CorruptData):
        new_game({"strange_dice": 0}, [(small,), None])


def test_forces_travel_as_json_with_their_sizes() -> None:
    force = (DieChoice(6, ("red",), "small"), DieChoice(3, ("blue",)), DieChoice(8, ("red",)))
    raw = force_to_json(force)
    assert raw[2] == {"sides": 8, "colours": ["red"]}  # older files stay readable
    assert force_from_json(raw) == force
    with pytest.raises(CorruptData):
        force_from_json([{"sides": 6, "colours": ["red"], "size": "huge"}])


def test_random_strange_forces_are_legal_and_have_strange_dice() -> None:
    kinds = set()
    for seed in range(40):
        force = random_force(seed, 200, strange=1)
        assert force_problem(force, 200, strange=1) is None
        kinds |= {d.sides for d in force} | {d.size for d in force}
    assert {3, 5, 7, "small", "big"} <= kinds
    assert random_force(7, 200) == random_force(7, 200, strange=0)


# ------------------------------------------------------------------------------- whole games


def test_random_games_with_strange_dice_end_and_survive_a_save() -> None:
    used = set()
    for seed in range(12):
        rng = random.Random(seed)
        players = [RandomPlayer(seed * 7 + s) for s in range(2)]
        st = INFO.start(INFO.check_options({"budget": 100, "strange_dice": 1}))
        steps = 0
        while not st.is_over:
            steps += 1
            assert steps < 20_000
            if steps % 97 == 0:
                round_trip(st)
            if st.to_move == CHANCE:
                st = st.apply(roll(st.roll_request(), rng))
                continue
            action = players[st.to_move].choose(st)
            used.add(type(action).__name__)
            st = st.apply(action)
        assert st.outcome() is not None
    assert {"Declare", "Banish"} <= used


# --------------------------------------------------------------------------------------- the AI


def _named_by_normal(target_core: str) -> bool:
    st = _duel(["big red d20 weapon"], [target_core, "red d12 weapon"])
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    assert st.legal_actions() == [Declare(), Pass()]
    return make_player("normal", 3).choose(st) == Declare()


def test_normal_names_a_big_roll_when_it_finishes_a_monster_not_when_any_roll_would() -> None:
    assert _named_by_normal("red d20 core"), "a named 21 destroys the d20 core and its weapon"
    assert not _named_by_normal("red d4 core"), "any roll of 3 or more (with red's 1) kills a d4"


def test_normal_drags_its_only_monster_away_from_a_heavy_hitter() -> None:
    st = position([
        {"owner": 0, "name": "Oddling", "parts": ["blue d8 core", "red d3 weapon"]},
        {"owner": 1, "name": "Brute", "parts": ["orange d12 core", "red d20 weapon",
                                                 "red d20 weapon", "red d6 combo"]},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, strange=1)
    assert st.to_move == 0
    banished = st.apply(Banish(monster_of(st, "Oddling").id))
    assert armour_levels(banished)[1] == (0, 0, 0.0), "the brute has nothing left to hit"
    assert make_player("normal", 5).choose(st) == Banish(monster_of(st, "Oddling").id)
