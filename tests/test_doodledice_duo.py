"""Doodle Dice Monsters with duo dice: two teams (even seats against odd ones), allied monsters
treated as friends by core powers, team-mates never attacking each other, and a team that
wins together even when one of its players has nothing left."""

from __future__ import annotations

import random

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, CorruptData, IllegalAction, Roll, get_game
from engine.dice import roll
from engine.doodledice import Attack, AttackPlayer, Copy, Enervate, Heal, Pass, Redirect, Reroll
from engine.doodledice.evaluation import evaluate
from engine.doodledice.setup import die_of, monster_of, new_game, position
from game.ai.players import RandomPlayer, make_player
from tests.doodle_copies import round_trip

INFO = get_game("doodle-dice")
POOLS = {s: ["red d6"] for s in range(4)}


def team_position(monsters, turn=None, **kw):
    return position(monsters, seats=4, duo=1, reserve=POOLS, turn=turn, **kw)


def throw(st, *values):
    assert st.to_move == CHANCE, st
    return st.apply(Roll(tuple(values)))


def test_duo_needs_four_or_six_players() -> None:
    with pytest.raises(CorruptData, match="4 or 6"):
        new_game({"seats": 3, "duo": 1})
    assert new_game({"seats": 6, "duo": 1}).duo == 1
    assert INFO.check_options({"seats": 4, "duo": 1})["duo"] == 1


def test_team_mates_never_attack_each_other() -> None:
    st = team_position([
        {"owner": 0, "name": "Red Brute", "parts": ["red d8 core", "red d12 weapon",
                                                    "orange d4 combo"]},
        {"owner": 2, "name": "Ally", "parts": ["green d6 core"]},
        {"owner": 1, "name": "Foe", "parts": ["blue d6 core"]},
        {"owner": 3, "name": "Other Foe", "parts": ["blue d10 core"]},
    ], turn="Red Brute")
    targets = {a.target for a in st.legal_actions() if isinstance(a, Attack)}
    assert targets == {die_of(st, "Foe"), die_of(st, "Other Foe")}
    with pytest.raises(IllegalAction, match="own side"):
        st.apply(Attack(die_of(st, "Red Brute", "weapon"), die_of(st, "Ally")))
    assert st.enemies(0) == (1, 3) and st.friends(0, 2) and not st.friends(0, 1)


def test_an_enemy_player_with_no_monsters_is_hit_directly_even_if_a_team_mate_has_some() -> None:
    st = team_position([
        {"owner": 0, "name": "Striker", "parts": ["red d8 core", "red d12 weapon"]},
        {"owner": 3, "name": "Guard", "parts": ["blue d10 core"]},
    ], turn="Striker")
    assert AttackPlayer(die_of(st, "Striker", "weapon"), 1) in st.legal_actions()
    assert not any(isinstance(a, AttackPlayer) and a.seat == 3 for a in st.legal_actions())


def test_green_heals_and_colorless_borrows_from_an_allys_monsters() -> None:
    st = team_position([
        {"owner": 0, "name": "Treant", "parts": ["green d12 core", "green d4 combo"]},
        {"owner": 2, "name": "Ally", "parts": ["red d10 core"], "damage": [4]},
        {"owner": 1, "name": "Foe", "parts": ["red d20 core"], "damage": [3]},
    ], turn="Treant")
    heals = [a for a in st.legal_actions() if isinstance(a, Heal)]
    assert heals == [Heal(die_of(st, "Ally"))], "a team-mate's monster, never the enemy's"
    st = team_position([
        {"owner": 0, "name": "Blob", "parts": ["colorless d8 core", "white d12 weapon"]},
        {"owner": 2, "name": "Imp", "parts": ["red d6 core"]},
        {"owner": 1, "name": "Foe", "parts": ["yellow d20 core"]},
    ], turn="Blob")
    assert st.legal_actions() == [Copy(monster_of(st, "Imp").id), Pass()]


def test_a_pink_ally_pulls_the_attack_and_a_black_ally_forces_the_reroll() -> None:
    st = team_position([
        {"owner": 1, "name": "Hunter", "parts": ["yellow d4 core", "red d20 weapon"]},
        {"owner": 0, "name": "Prey", "parts": ["red d6 core"]},
        {"owner": 2, "name": "Puff", "parts": ["pink d8 core"]},
        {"owner": 2, "name": "Shade", "parts": ["black d10 core"]},
    ], combat=True)
    assert st.monster(st.turn).name == "Hunter"
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")))
    puff = monster_of(st, "Puff")
    assert st.to_move == 0 and Redirect(puff.id) in st.legal_actions()  # the attacked player
    st = st.apply(Pass())
    st = throw(st, 17)
    assert st.to_move == 0 and Reroll(monster_of(st, "Shade").id) in st.legal_actions()


def test_orange_cannot_switch_off_a_team_mates_part() -> None:
    st = team_position([
        {"owner": 0, "name": "Ember", "parts": ["orange d12 core"]},
        {"owner": 2, "name": "Ally", "parts": ["red d6 core"]},
        {"owner": 1, "name": "Foe", "parts": ["red d6 core"]},
    ], turn="Ember")
    assert {a.target for a in st.legal_actions() if isinstance(a, Enervate)} == \
        {die_of(st, "Foe")}
    with pytest.raises(IllegalAction):
        st.apply(Enervate(die_of(st, "Ally")))


def test_a_player_with_nothing_left_stops_but_wins_with_the_team() -> None:
    st = position([
        {"owner": 0, "name": "Last Hope", "parts": ["yellow d4 core", "red d20 weapon"]},
        {"owner": 1, "name": "Doomed", "parts": ["red d4 core"]},
    ], seats=4, duo=1, reserve={0: ["red d6"]}, combat=True)
    assert st.out == (False, False, True, True)  # seats 2 and 3 had nothing
    st = st.apply(Attack(die_of(st, "Last Hope", "weapon"), die_of(st, "Doomed")))
    st = throw(st, 4)
    outcome = st.outcome()
    assert outcome is not None and outcome.winners == (0, 2)
    assert "Red and Green" in outcome.detail


def test_team_mates_share_one_evaluation() -> None:
    st = team_position([
        {"owner": 0, "name": "A", "parts": ["red d12 core", "red d8 weapon"]},
        {"owner": 1, "name": "B", "parts": ["blue d6 core"]},
    ])
    assert evaluate(st, 0) == pytest.approx(evaluate(st, 2))
    assert evaluate(st, 0) > 0
    assert evaluate(st, 1) == pytest.approx(evaluate(st, 3)) == pytest.approx(-evaluate(st, 0))


DUO_SEEDS = (0, 1, 4)
"""The seeded random duo games played whole. Of the six seeds ``range(6)``, these three
choose every kind of action the six choose (``DUO_KINDS``), and both teams win one."""

DUO_KINDS = frozenset({"add_part", "aim", "attack", "attack_player", "block", "copy",
                       "create_monster", "done", "enervate", "gather", "give_up", "heal",
                       "lose_die", "nullify", "pass", "redirect", "reroll"})
"""Every kind of action the random players chose in the six games ``range(6)``."""


def test_random_duo_games_end_with_a_team_winning_and_survive_a_save() -> None:
    kinds: set[str] = set()
    teams: set[tuple[int, ...]] = set()
    for seed in DUO_SEEDS:
        rng = random.Random(seed)
        players = [RandomPlayer(seed * 5 + s) for s in range(4)]
        st = INFO.start(INFO.check_options({"seats": 4, "duo": 1, "budget": 60}))
        steps = 0
        while not st.is_over:
            steps += 1
            assert steps < 30_000
            if steps % 89 == 0:
                round_trip(st)
            if st.to_move == CHANCE:
                st = st.apply(roll(st.roll_request(), rng))
            else:
                action = players[st.to_move].choose(st)
                kinds.add(action.kind)
                st = st.apply(action)
        winners = st.outcome().winners
        assert winners in ((), (0, 2), (1, 3))
        teams.add(winners)
        assert round_trip(st).outcome() == st.outcome()
    assert kinds == DUO_KINDS, kinds ^ DUO_KINDS
    assert teams == {(0, 2), (1, 3)}


def test_a_team_of_normal_players_plays_a_duo_game_to_the_end() -> None:
    rng = random.Random(1)  # dice for a short game: the Normal player's searches dominate
    players = [make_player("normal", 1), RandomPlayer(2), make_player("easy", 3),
               RandomPlayer(4)]
    st = INFO.start(INFO.check_options({"seats": 4, "duo": 1, "budget": 60}))
    while not st.is_over:
        st = st.apply(roll(st.roll_request(), rng) if st.to_move == CHANCE
                      else players[st.to_move].choose(st))
    assert st.outcome().winners in ((), (0, 2), (1, 3))
