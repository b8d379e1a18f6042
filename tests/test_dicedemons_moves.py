"""Dice Demons movement: the three sorted dice, steps one at a time, bridges, monsters, pickups."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalAction, Roll
from engine.dicedemons import (
    Done,
    Geometry,
    MonsterStep,
    Phase,
    Settings,
    Step,
    TurnBridges,
    position,
)

G = Geometry.of(Settings())


def S(code: str) -> int:
    return G.space_at(code)


def refused(state, action, match: str = "") -> None:
    before = state.key()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert state.key() == before


def test_sorted_dice_pay_for_monster_bridge_and_player_steps() -> None:
    st = position(["I1", "I3"], monsters=["R2-5"], phase="roll")
    assert st.to_move == CHANCE
    request = st.roll_request()
    assert [d.kind for d in request.dice] == ["d6"] * 3
    nxt = st.apply(Roll((5, 2, 3)))
    assert nxt.phase is Phase.MOVE and nxt.to_move == 0
    assert nxt.dice == (2, 3, 5) and nxt.pools == (2, 3, 5)
    assert nxt.movement() == {"monster": (2, 2), "bridge": (3, 3), "player": (5, 5)}


def test_steps_interleave_one_at_a_time_and_may_be_left_unused() -> None:
    st = position(["R1-2", "I3"], monsters=["R2-5"], pools=(1, 1, 2))
    st = st.apply(Step(S("R1-3")))
    assert st.pools == (1, 1, 1)
    st = st.apply(TurnBridges(1, 1))
    assert st.pools == (1, 0, 1) and st.offsets == (1, 0)
    st = st.apply(MonsterStep(S("R2-5"), S("R2-6")))
    assert st.pools == (0, 0, 1)
    st = st.apply(Step(S("R1-2")))  # walking back is allowed
    assert st.players[0].space == S("R1-2")
    # All pools spent: movement ends by itself; no dice to sacrifice, so combat (nothing)
    # and the next player's roll follow.
    assert st.turn == 1 and st.phase is Phase.ROLL


def test_done_leaves_the_rest_unused() -> None:
    st = position(["R1-2", "I3"], monsters=["R2-5"], pools=(3, 3, 3))
    assert Done() in st.legal_actions()
    st = st.apply(Step(S("R1-3"))).apply(Done())
    assert st.turn == 1 and st.phase is Phase.ROLL


def test_player_steps_go_to_neighbours_and_stop_at_rivals_walls() -> None:
    st = position(["R1-3", "I3"], walls={"R1-4": 1}, pools=(0, 0, 2))
    assert st.player_step_targets() == (S("R1-2"),)
    refused(st, Step(S("R1-4")), "wall")
    refused(st, Step(S("R1-6")), "not next to your hunter: hunters walk one space at a time")
    refused(st, Step(999), "no such space")
    refused(st, Step("R1-2"), "no such space")  # type: ignore[arg-type]  # a bad field on purpose
    own = position(["R1-3", "I3"], walls={"R1-4": 0}, pools=(0, 0, 2))
    assert S("R1-4") in own.player_step_targets()
    assert own.apply(Step(S("R1-4"))).players[0].space == S("R1-4")


def test_players_cross_water_only_by_bridge_and_may_enter_the_island() -> None:
    st = position(["R1-1", "I3"], pools=(0, 0, 3))
    assert sorted(st.player_step_targets()) == sorted(
        [S("R1-2"), S("R1-8"), S("B1-1"), S("B2-1")])
    st = st.apply(Step(S("B1-1")))
    assert sorted(st.player_step_targets()) == [S("I1"), S("R1-1")]
    st = st.apply(Step(S("I1")))
    assert st.players[0].space == S("I1")


def test_walking_onto_a_pickup_takes_it_and_a_new_one_appears() -> None:
    st = position(["R1-2", "I3"], pickups=["R1-3", "R2-7"], pools=(0, 0, 3))
    st = st.apply(Step(S("R1-3")))
    assert st.players[0].dice == 1
    assert st.pickups == (S("R2-7"),)
    assert st.to_move == CHANCE
    faces = st.roll_request().dice[0].faces
    assert S("R1-3") not in faces and S("R2-7") not in faces  # taken or occupied
    assert not set(faces) & G.marks and all(G.kinds[f] == "land" for f in faces)
    st = st.apply(Roll((S("R2-2"),)))
    assert st.pickups == (S("R2-2"), S("R2-7")) and st.phase is Phase.MOVE
    assert st.pools == (0, 0, 2)


def test_three_dice_is_the_limit() -> None:
    st = position([{"space": "R1-2", "dice": 3}, "I3"], pickups=["R1-3"], pools=(0, 0, 2))
    st = st.apply(Step(S("R1-3")))
    assert st.players[0].dice == 3 and st.pickups == (S("R1-3"),)
    assert st.to_move == 0  # no new pickup needed


def test_monster_steps_move_any_monster_but_never_onto_island_or_wall() -> None:
    st = position(["R2-2", "I3"], monsters=["B1-1", "R1-3", "R1-3"],
                  walls={"R1-4": 1}, pools=(2, 0, 0))
    targets = st.monster_step_targets()
    assert targets[S("B1-1")] == (S("R1-1"),)  # not the island wedge
    assert targets[S("R1-3")] == (S("R1-2"),)  # not the wall on R1-4
    # Monsters sharing a space are offered once per target.
    moves = [a for a in st.legal_actions() if isinstance(a, MonsterStep)]
    assert len(moves) == len(set(moves)) == 2
    refused(st, MonsterStep(S("B1-1"), S("I1")), "island")
    refused(st, MonsterStep(S("R1-3"), S("R1-4")), "wall")
    refused(st, MonsterStep(S("R1-5"), S("R1-6")), "no monster")
    st = st.apply(MonsterStep(S("R1-3"), S("R1-2")))
    assert sorted(m.space for m in st.monsters) == sorted([S("B1-1"), S("R1-2"), S("R1-3")])
    moved = next(m for m in st.monsters if m.space == S("R1-2"))
    assert moved.mover == 0
    # An empty wall mark is open ground for monsters.
    open_mark = position(["R2-2", "I3"], monsters=["R1-3"], pools=(1, 0, 0))
    assert S("R1-4") in open_mark.monster_step_targets()[S("R1-3")]


def test_bridges_turn_either_way_and_riders_ride_along() -> None:
    st = position(["B2-1", "I3"], monsters=["B2-2"], pools=(0, 2, 1))
    assert set(st.bridge_turns()) == {TurnBridges(1, 1), TurnBridges(1, -1),
                                      TurnBridges(2, 1), TurnBridges(2, -1)}
    st = st.apply(TurnBridges(2, -1))
    assert st.offsets == (0, 15)
    # Still on the same bridge, which now links R1-8 (inner) and R2-16 (outer).
    assert st.players[0].space == S("B2-1")
    assert st.space_angles(S("B2-1")) == (337.5, 360)
    assert sorted(st.player_step_targets()) == [S("R1-8"), S("R2-16")]
    assert st.monsters[0].space == S("B2-2")
    refused(st, TurnBridges(3, 1), "no bridges")
    refused(st, TurnBridges(1, 2), "clockwise")
    st = st.apply(TurnBridges(2, 1))
    assert st.offsets == (0, 0)
    refused(st, TurnBridges(1, 1), "No bridge steps")


def test_an_empty_pool_refuses_and_nothing_left_ends_the_movement() -> None:
    st = position(["R2-2", "I3"], monsters=["R2-6"], pools=(0, 1, 1))
    refused(st, MonsterStep(S("R2-6"), S("R2-7")), "No monster steps")
    assert st.monster_step_targets() == {}
    # Monster steps but no monster on the board, and nothing else: the turn moves on.
    idle = position(["R2-2", "I3"], pools=(1, 0, 0), settle=True)
    assert idle.turn == 1 and idle.phase is Phase.ROLL


def test_moving_is_refused_outside_the_movement() -> None:
    st = position(["R1-2", "I3"], phase="sacrifice")
    refused(st, Step(S("R1-3")), "has to wait")
    rolling = position(["R1-2", "I3"], phase="roll")
    refused(rolling, Step(S("R1-3")), "dice")
    refused(rolling, Done(), "dice")
