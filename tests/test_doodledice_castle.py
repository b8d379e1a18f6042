"""Take the castle: every player draws a free stratagem (players 1, 3, 5) or fortress (2, 4, 6)
on a free d100 of the colour they pick, before round 1 and outside the budget."""

from __future__ import annotations

import random

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, CorruptData, IllegalAction, get_game
from engine.dice import roll
from engine.doodledice import CreateMonster, DieChoice, Phase
from engine.doodledice.rulesets.structures.places import FORTRESS, STRATAGEM, power_of
from engine.doodledice.setup import new_game
from game.ai.players import RandomPlayer, make_player
from tests.doodle_copies import round_trip

INFO = get_game("doodle-dice")
FORCE = (DieChoice(20, ("red",)), DieChoice(12, ("blue",)), DieChoice(8, ("green",)))


def _castle(seats: int = 2):
    return new_game({"seats": seats, "budget": 60, "stratagems": 1, "take_the_castle": 1},
                    [FORCE] * seats)


def test_take_the_castle_needs_stratagems_and_fortresses() -> None:
    with pytest.raises(CorruptData, match="stratagems"):
        new_game({"take_the_castle": 1})


def test_each_player_draws_the_free_one_first_in_the_colour_they_pick() -> None:
    st = _castle()
    assert st.phase is Phase.CASTLE and st.to_move == 0
    choices = st.legal_actions()
    assert len(choices) == 12 and {a.role for a in choices} == {STRATAGEM}
    free = choices[0].core
    assert st.dice[free].label == "free d100"
    with pytest.raises(IllegalAction, match="makes your stratagem"):
        st.apply(CreateMonster(free, "red", "Camp", role=FORTRESS))
    st = st.apply(CreateMonster(free, "green", "Hidden Glade", traits=(), role=STRATAGEM))
    assert st.phase is Phase.CASTLE and st.to_move == 1
    assert all(a.role == FORTRESS for a in st.legal_actions())
    blue_free = st.legal_actions()[0].core
    st = st.apply(CreateMonster(blue_free, "black", "Night Keep", traits=("darkness",),
                                role=FORTRESS))
    assert st.phase is Phase.GATHER and st.round == 1
    assert power_of(st, 0, STRATAGEM).name == "Camouflage"
    assert power_of(st, 1, FORTRESS).name == "Night Fighting"
    # Outside the budget: each force is still all there, in the reserve.
    assert sum(d.sides for d in st.reserve(0)) == 40 == sum(d.sides for d in st.reserve(1))
    assert st.dice[free].label == "green d100"
    round_trip(st)


def test_with_duo_dice_one_team_attacks_and_the_other_defends() -> None:
    st = new_game({"seats": 4, "duo": 1, "budget": 60, "stratagems": 1, "take_the_castle": 1},
                  [FORCE] * 4)
    roles = []
    while st.phase is Phase.CASTLE:
        action = st.legal_actions()[0]
        roles.append((st.to_move, action.role))
        st = st.apply(action)
    assert roles == [(0, STRATAGEM), (1, FORTRESS), (2, STRATAGEM), (3, FORTRESS)]


def test_castle_games_with_random_forces_and_the_ai_play_to_the_end() -> None:
    # dice seeds giving short games (the Easy player's searches are what a game costs)
    for seed, players in ((1, [RandomPlayer(1), RandomPlayer(2)]),
                          (4, [make_player("easy", 3), RandomPlayer(4)])):
        rng = random.Random(seed)
        st = INFO.start(INFO.check_options({"budget": 100, "stratagems": 1,
                                            "take_the_castle": 1}))
        steps = 0
        while not st.is_over:
            steps += 1
            assert steps < 20_000
            if st.phase is Phase.CASTLE and steps % 2:
                round_trip(st)
            st = st.apply(roll(st.roll_request(), rng) if st.to_move == CHANCE
                          else players[st.to_move].choose(st))
        made = [m for m in st.monsters if m.role]
        assert st.outcome() is not None
        assert made or st.round > 1


@pytest.mark.parametrize("options", [
    {"budget": 200, "strange_dice": 1, "stratagems": 1, "take_the_castle": 1, "avatars": 1,
     "draft": 1},
    {"seats": 4, "duo": 1, "budget": 200, "strange_dice": 1, "stratagems": 1,
     "take_the_castle": 1, "avatars": 1},
])
def test_every_alternate_rule_together_plays_to_the_end_and_saves(options) -> None:
    """The rules meet in one game (the d100s of stratagems among strange dice, avatars beside
    fortresses, teams, a draft): random players reach the end, and a save at any moment loads
    as the same position."""
    seats = options.get("seats", 2)
    for seed in range(3):
        rng = random.Random(seed)
        players = [RandomPlayer(seed * 11 + s) for s in range(seats)]
        st = INFO.start(INFO.check_options(options))
        steps = 0
        while not st.is_over:
            steps += 1
            assert steps < 40_000
            if steps % 53 == 0:
                round_trip(st)
            st = st.apply(roll(st.roll_request(), rng) if st.to_move == CHANCE
                          else players[st.to_move].choose(st))
        assert st.outcome() is not None
