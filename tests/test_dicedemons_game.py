"""Dice Demons as a whole: winning, the round limit, resigning, saving, log lines, evaluation,
and seeded random games for every board and player count."""

from __future__ import annotations

import json
import random
import time

import pytest

from engine.core import CHANCE, CorruptData, EndReason, IllegalAction, Resign, Roll
from engine.dice import roll
from engine.dicedemons import (
    DiceDemonsState,
    Done,
    Geometry,
    MonsterStep,
    Phase,
    PlaceWall,
    Push,
    SacrificeForWalls,
    Settings,
    Step,
    Summon,
    TurnBridges,
    evaluate,
    new_game,
    position,
    standing,
)

G = Geometry.of(Settings())


def S(code: str) -> int:
    return G.space_at(code)


def round_trip(st: DiceDemonsState) -> DiceDemonsState:
    again = DiceDemonsState.from_dict(json.loads(json.dumps(st.to_dict())))
    assert again.to_dict() == st.to_dict()
    assert again.legal_actions() == st.legal_actions()
    return again


def test_reaching_the_island_with_a_trinket_and_three_dice_wins_at_once() -> None:
    st = position([{"space": "B1-1", "dice": 3, "trinket": True}, "I1"], pools=(0, 0, 3))
    st = st.apply(Step(S("I1")))  # even onto a rival's wedge, mid-movement
    outcome = st.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason is EndReason.VICTORY and st.is_over and st.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        st.apply(Done())
    round_trip(st)
    short = position([{"space": "B1-1", "dice": 2, "trinket": True}, "I3"], pools=(0, 0, 3))
    assert not short.apply(Step(S("I1"))).is_over


def test_a_new_monster_rises_when_none_is_left() -> None:
    st = position(["R2-2", "I3"], pools=(0, 0, 1))
    st = st.apply(Done())
    assert st.turn == 1 and st.to_move == CHANCE
    request = st.roll_request()
    assert request.dice[0].label == "monster"
    assert set(request.dice[0].faces) == set(G.outer) - {S("R2-2")}
    st = st.apply(Roll((S("R2-4"),)))  # an empty wall mark is fine for a monster
    assert [m.space for m in st.monsters] == [S("R2-4")]
    assert st.phase is Phase.ROLL


def test_round_limit_closest_to_winning_wins() -> None:
    # Trinket beats dice.
    st = position([{"space": "R2-2", "trinket": True}, {"space": "R1-2", "dice": 3}],
                  monsters=["R2-9"], turn=1, pools=(0, 0, 1), round_limit=10, rounds=9)
    end = st.apply(Done()).apply(Done())  # no movement, no sacrifice: the round ends
    outcome = end.outcome()
    assert outcome is not None and outcome.winners == (0,) and "10 rounds" in outcome.detail
    # Then dice, then steps to the middle.
    st = position([{"space": "R2-2", "dice": 1}, {"space": "R1-2", "dice": 1}],
                  monsters=["R2-9"], turn=1, pools=(0, 0, 1), round_limit=10, rounds=9)
    assert standing(st, 1) > standing(st, 0)
    assert st.apply(Done()).apply(Done()).outcome().winners == (1,)
    level = position([{"space": "R1-2", "dice": 1}, {"space": "R1-8", "dice": 1}],
                     monsters=["R2-9"], turn=1, pools=(0, 0, 1), round_limit=10, rounds=9)
    drawn = level.apply(Done()).apply(Done()).outcome()
    assert drawn is not None and drawn.reason is EndReason.DRAW and drawn.winners == ()
    # Mid-round the game goes on.
    assert not position(["R1-2", "R1-8"], monsters=["R2-9"], turn=0, pools=(0, 0, 1),
                        round_limit=10, rounds=9).apply(Done()).is_over


def test_resign_drops_a_player_and_the_rest_play_on() -> None:
    st = position([{"space": "R1-3", "dice": 2, "trinket": True}, "R2-2", "I4"],
                  monsters=["R2-9"], walls={"R1-4": 0}, pools=(1, 1, 1))
    st = st.apply(Resign(0))
    assert not st.is_over and st.players[0].out
    assert st.walls_of(0) == () and st.trinkets_in_play() == 0
    assert st.turn == 1 and st.phase is Phase.ROLL  # the turn passed on
    with pytest.raises(IllegalAction, match="still in the game"):
        st.apply(Resign(0))
    st = st.apply(Roll((1, 2, 3))).apply(Resign(2))  # someone else resigns mid-turn
    outcome = st.outcome()
    assert outcome is not None and outcome.winners == (1,)
    assert outcome.reason is EndReason.RESIGNATION
    round_trip(st)


def test_turns_skip_players_who_left_and_rounds_count_on() -> None:
    st = position(["R1-3", "R2-2", "I4"], monsters=["R2-9"], pools=(0, 0, 1), turn=2)
    st = st.apply(Resign(1))
    assert st.turn == 2
    st = st.apply(Done())
    assert st.turn == 0 and st.rounds == 1


def test_a_push_chooser_who_leaves_gets_the_first_space_chosen_for_them() -> None:
    st = position([{"space": "R2-7", "dice": 2, "stamp": 9}, {"space": "R2-7", "dice": 1,
                                                            "stamp": 5}, "I4"],
                  monsters=["R2-1"], phase="combat", settle=True)
    st = st.apply(Roll((6, 6, 1)))
    assert st.pending_push() is not None and st.to_move == 0
    st = st.apply(Resign(0))
    assert st.players[1].space == S("R2-6") and st.turn == 1


def test_describe_every_kind_of_action() -> None:
    st = position([{"space": "R1-2", "dice": 1}, "I3"], monsters=["R2-6"],
                  pickups=["R1-3"], pools=(1, 1, 1))
    lines = [
        st.describe(Step(S("R1-3"))),
        st.describe(MonsterStep(S("R2-6"), S("R2-7"))),
        st.describe(TurnBridges(2, -1)),
        st.describe(Done()),
        st.describe(Resign(1)),
    ]
    assert lines[0] == "Red steps onto ring 1 space 3 and picks up a die"
    assert lines[1] == "Red drives a monster from ring 2 space 6 to ring 2 space 7"
    assert lines[2] == "Red swings the bridges of moat 2 one space anticlockwise"
    assert lines[3] == "Red ends the movement"
    assert lines[4] == "Blue gives up and leaves the hunt"
    sac = position([{"space": "R1-2", "dice": 2}, "I3"], monsters=["R2-6"], phase="sacrifice")
    assert "call a monster onto ring 1 space 5" in sac.describe(Summon(S("R1-5")))
    assert "raise walls" in sac.describe(SacrificeForWalls())
    walls = sac.apply(SacrificeForWalls())
    assert walls.describe(Roll((3,))) == "Red may raise 3 walls"
    assert walls.describe(Roll((1,))) == "Red may raise 1 wall"
    assert walls.apply(Roll((3,))).describe(PlaceWall(S("R1-4"))) == (
        "Red builds a wall on ring 1 space 4")
    rolling = position(["R1-2", "I3"], monsters=["R2-6"], phase="roll")
    assert rolling.describe(Roll((6, 1, 3))) == (
        "Red rolls 1, 3, 6: 1 monster step, 3 bridge turns, 6 steps to walk")
    fighting = position([{"space": "R2-7", "dice": 1, "stamp": 9}, {"space": "R2-7",
                                                                  "dice": 1, "stamp": 5}],
                        monsters=["R2-1"], phase="combat", settle=True)
    assert fighting.describe(Roll((2, 2))) == "Red (2) against Blue (2): a tie, both throw again"
    assert fighting.describe(Roll((5, 2))) == "Red (5) against Blue (2): Red wins"
    pushing = fighting.apply(Roll((5, 2)))
    assert pushing.describe(Push(S("R2-8"))) == "Red shoves Blue onto ring 2 space 8"
    assert st.describe(Push(123456)) == "Red: push"  # nonsense never breaks the log


def test_evaluate_is_bounded_antisymmetric_and_prefers_progress() -> None:
    base = position([{"space": "R1-2", "dice": 1}, {"space": "R1-6", "dice": 1}],
                    monsters=["R2-9"], pools=(0, 0, 1))
    assert evaluate(base, 0) == pytest.approx(-evaluate(base, 1))
    richer = position([{"space": "R1-2", "dice": 3}, {"space": "R1-6", "dice": 1}],
                      monsters=["R2-9"], pools=(0, 0, 1))
    assert evaluate(richer, 0) > evaluate(base, 0)
    carrying = position([{"space": "R1-2", "dice": 3, "trinket": True}, {"space": "R1-6",
                                                                       "dice": 3}],
                        monsters=["R2-9"], pools=(0, 0, 1))
    assert evaluate(carrying, 0) > evaluate(richer, 0)
    closer = position([{"space": "B1-1", "dice": 3, "trinket": True}, {"space": "R1-6",
                                                                     "dice": 3}],
                      monsters=["R2-9"], pools=(0, 0, 1))
    assert evaluate(closer, 0) > evaluate(carrying, 0)
    won = closer.apply(Step(S("I1")))
    assert evaluate(won, 0) == 1.0 and evaluate(won, 1) == -1.0
    # A fight about to be thrown counts with its exact odds: one die against a monster is
    # a poor bet, three dice a good one.
    calm = position([{"space": "R2-6", "dice": 1}, "I3"], monsters=["R2-9"], phase="combat")
    risky = position([{"space": "R2-9", "dice": 1, "stamp": 9}, "I3"], monsters=["R2-9"],
                     phase="combat", settle=True)
    assert risky.next_fight() is not None and evaluate(risky, 0) < evaluate(calm, 0)
    strong = position([{"space": "R2-9", "dice": 3, "stamp": 9}, "I3"], monsters=["R2-9"],
                      phase="combat", settle=True)
    calm3 = position([{"space": "R2-6", "dice": 3}, "I3"], monsters=["R2-9"], phase="combat")
    assert evaluate(strong, 0) > evaluate(calm3, 0)
    three = position(["R1-2", {"space": "R1-6", "dice": 2}, "R2-2"], monsters=["R2-9"])
    assert -1 < evaluate(three, 0) < 0 < evaluate(three, 1) < 1


def test_loading_refuses_damaged_positions() -> None:
    st = new_game({"seats": 3, "round_limit": 10})
    data = st.to_dict()
    round_trip(st)
    for key, junk in (("players", []), ("turn", 7), ("phase", "nap"), ("offsets", [0]),
                      ("pickups", [S("R1-4")]), ("walls", [[S("R1-3"), 0]]), ("clock", -1)):
        bad = json.loads(json.dumps(data))
        bad[key] = junk
        with pytest.raises(CorruptData):
            DiceDemonsState.from_dict(bad)
    bad = json.loads(json.dumps(data))
    bad["options"]["island_spaces"] = 2
    with pytest.raises(CorruptData, match="island"):
        DiceDemonsState.from_dict(bad)


def _random_game(seed: int, options: dict[str, int],
                 checks: bool = False) -> tuple[DiceDemonsState, int]:
    rng = random.Random(seed)
    st = new_game(options)
    n = 0
    while not st.is_over:
        n += 1
        if checks and rng.random() < 0.2:
            round_trip(st)
            assert -1 <= evaluate(st, st.active_seats()[-1]) <= 1
        action = (roll(st.roll_request(), rng) if st.to_move == CHANCE
                  else rng.choice(st.legal_actions()))
        st = st.apply(action)
    return st, n


BOARDS = [
    {"seats": 2, "rings": 1, "island_spaces": 2, "bridge_every": 2, "wall_spacing": 2},
    {"seats": 3, "rings": 3, "island_spaces": 3, "bridge_every": 3, "wall_spacing": 3},
    {"seats": 4, "rings": 4, "island_spaces": 4, "bridge_every": 4, "wall_spacing": 5},
    {"seats": 6, "rings": 2, "island_spaces": 8, "bridge_every": 16, "wall_spacing": 8},
    {"seats": 5, "rings": 3, "island_spaces": 6, "bridge_every": 12, "wall_spacing": 6},
]


@pytest.mark.parametrize("options", BOARDS, ids=lambda o: f"{o['seats']}p{o['rings']}r")
def test_random_games_on_every_kind_of_board_end(options: dict[str, int]) -> None:
    for seed in range(3):
        final, _ = _random_game(seed, {**options, "round_limit": 10}, checks=True)
        assert final.outcome() is not None
        round_trip(final)


def test_random_playout_speed() -> None:
    """Counts this process's CPU time, not the clock: on a shared machine the clock also
    counts other programs' turns."""
    started = time.process_time()
    actions = 0
    for seed in range(30):
        _, n = _random_game(seed, {"round_limit": 20})
        actions += n
    seconds = time.process_time() - started
    # Typically ~150-200 games a second on one core; the bound only catches disasters.
    assert 30 / seconds > 10, f"{30 / seconds:.1f} games/s, {actions / seconds:.0f} actions/s"
