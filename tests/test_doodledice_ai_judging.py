"""How Normal and Hard judge Doodle Dice attacks: by their likely result (the evaluation's
forecast) rather than by one sampled throw, and net of what blue takes off."""

from __future__ import annotations

import random

import pytest

import engine  # noqa: F401  (registers the games)
from engine.core import CHANCE, get_game
from engine.dice import roll
from engine.doodledice import Attack, Done
from engine.doodledice.blows import mean_through
from engine.doodledice.evaluation import (
    _basic_armour,
    armour_levels,
    enemy_armour,
    evaluate,
    evaluation_with,
    hardest_armour,
    monster_value,
)
from engine.doodledice.setup import die_of, position
from engine.doodledice.weights import DEFAULT, NORMAL, Weights
from game.ai.planners import level_config
from game.ai.search import Search, SearchConfig

GOBLINS = [
    {"owner": 0, "name": "Hero", "parts": ["red d12 core", "red d12 weapon"]},
    {"owner": 1, "name": "Early", "parts": ["blue d6 core", "blue d10 weapon"]},
    {"owner": 1, "name": "Late", "parts": ["green d6 core", "green d10 weapon"]},
]


def test_normal_and_hard_judge_dice_by_the_forecast_easy_by_a_throw():
    assert level_config("doodle-dice", "easy").chance_prior == "sample"
    normal, hard = level_config("doodle-dice", "normal"), level_config("doodle-dice", "hard")
    assert normal.chance_prior == hard.chance_prior == "evaluate"
    assert hard.iterations > normal.iterations > level_config("doodle-dice", "easy").iterations


def test_a_chance_node_is_first_scored_by_the_evaluation_when_asked():
    st = position(GOBLINS, turn="Hero")
    info = get_game("doodle-dice")
    attack = Attack(die_of(st, "Hero", "weapon"), die_of(st, "Early"))
    rolling = st.apply(attack)
    assert rolling.to_move == CHANCE
    judged = Search(info, SearchConfig(chance_prior="evaluate"), random.Random(1))
    node = judged._make(rolling)
    assert node.prior == judged.value(rolling)
    sampled = Search(info, SearchConfig(), random.Random(1))
    node = sampled._make(rolling)
    child = next(iter(node.outcomes.values()))
    assert node.prior == child.prior


def test_blows_that_blue_would_cancel_are_worth_nothing_to_the_evaluation():
    """Two core-only blue d8s cannot hurt each other with struggles (2 damage, 2 taken off), so
    neither struggle adds value; a weapon counts only what gets through; a softer enemy
    monster (not blue) or a gray attacker meets no armour."""
    st = position([{"owner": 0, "name": "Tide", "parts": ["blue d8 core"]},
                   {"owner": 1, "name": "Wave", "parts": ["blue d8 core"]}])
    assert enemy_armour(st) == [2, 2]
    tide = st.monsters[0]
    assert monster_value(st, tide, 0) - monster_value(st, tide, 2) == \
        pytest.approx(2 * DEFAULT.struggle)
    assert mean_through(8, -2) == pytest.approx(21 / 8)
    assert mean_through(8, 0) == pytest.approx(4.5)
    softer = position([{"owner": 0, "name": "Tide", "parts": ["blue d8 core"]},
                       {"owner": 1, "name": "Wave", "parts": ["blue d8 core"]},
                       {"owner": 1, "name": "Moss", "parts": ["green d6 core"]}])
    assert enemy_armour(softer) == [0, 2]
    gray = position([{"owner": 0, "name": "Slate", "parts": ["gray d8 core"]},
                     {"owner": 1, "name": "Wave", "parts": ["blue d8 core"]}])
    slate = gray.monsters[0]
    assert monster_value(gray, slate, 2) == monster_value(gray, slate, 0)


def test_finishing_a_soft_monster_is_worth_more_than_striking_blue_for_nothing():
    """The enemy's last soft monster has 1 life left and its other monster is a blue d20
    (struggles of small cores do nothing to it). Killing the soft one must look better than
    ending the turn: its few points of life cap what the side's blows were worth against it,
    so losing it as a target costs the attacker almost nothing (a game once stalled for ten
    rounds on exactly this)."""
    st = position([{"owner": 0, "name": "Sage", "parts": ["purple d20 core"], "damage": [19]},
                   {"owner": 0, "name": "Eel", "parts": ["blue d20 core"], "damage": [13]},
                   {"owner": 1, "name": "Bolt", "parts": ["yellow d6 core"]},
                   {"owner": 1, "name": "Zip", "parts": ["yellow d6 core"]},
                   {"owner": 1, "name": "Knight", "parts": ["white d6 core"]}],
                  turn="Bolt")
    sage = die_of(st, "Sage")
    hit = next(a for a in st.legal_actions()
               if isinstance(a, Attack) and a.target == sage)
    done = next(a for a in st.legal_actions() if isinstance(a, Done))
    assert evaluate(st.apply(hit), 1) > evaluate(st.apply(done), 1)
    assert armour_levels(st)[1] == (0, 5, 1.0)



def test_normal_values_a_way_through_the_hardest_blue_armour():
    """Facing a blue d20 (5 off every blow at its core), two d20 cores do nothing to it with
    struggles, while a d20 core with a d20 weapon can finish it: the same sides, but only one
    of the two sides can ever win outright. Normal's weights see the difference (the hand-set
    ones used to value the extra body more and walled games up until the stalemate guard)."""
    bodies = position([{"owner": 0, "name": "Moss", "parts": ["green d20 core"]},
                       {"owner": 0, "name": "Toad", "parts": ["green d20 core"]},
                       {"owner": 1, "name": "Eel", "parts": ["blue d20 core"]}])
    armed = position([{"owner": 0, "name": "Moss", "parts": ["green d20 core", "red d20 weapon"]},
                      {"owner": 1, "name": "Eel", "parts": ["blue d20 core"]}])
    assert hardest_armour(bodies) == [5, 0]
    assert NORMAL.breach > 0 == DEFAULT.breach
    no_breach = evaluation_with(Weights(monster=NORMAL.monster))
    normal = evaluation_with(NORMAL)
    gain = normal(armed, 0) - normal(bodies, 0)
    assert gain > no_breach(armed, 0) - no_breach(bodies, 0)
    assert normal(armed, 0) > normal(bodies, 0)


@pytest.mark.parametrize("seats", [2, 3])
def test_the_basic_games_one_pass_armour_reads_as_the_general_lookups(seats):
    """``side_values`` works the armour of a game without alternate rule sets out in one pass
    (``_basic_armour``); over a random game it must give exactly what ``armour_levels`` and
    ``hardest_armour`` give, after every step and every choice open there."""
    info = get_game("doodle-dice")
    rng = random.Random(seats)
    st = info.start(info.check_options({"seats": seats}))
    compared = 0
    for _ in range(250):
        if st.is_over:
            break
        if st.to_move == CHANCE:
            st = st.apply(roll(st.roll_request(), rng))
            continue
        actions = st.legal_actions()
        for after in [st, *(st.apply(a) for a in actions[:3])]:
            assert _basic_armour(after) == (armour_levels(after), hardest_armour(after))
            compared += 1
        st = st.apply(rng.choice(actions))
    assert compared > 200 and not st.rule_sets()
