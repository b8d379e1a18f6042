"""Dice Demons sacrifices: summoning, walls (roll, place, take over, who may enter), pickups."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalAction, Roll
from engine.dicedemons import (
    Done,
    Geometry,
    Phase,
    PlaceWall,
    SacrificeForWalls,
    Settings,
    Step,
    Summon,
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


def sacrificing(dice: int = 2, **kw):
    kw.setdefault("monsters", ["R2-6"])
    return position([{"space": "R1-2", "dice": dice}, "R2-10"], phase="sacrifice", **kw)


def test_no_dice_no_sacrifice() -> None:
    st = position(["R1-2", "R2-10"], monsters=["R2-6"], phase="sacrifice")
    assert st.sacrifice_options() == {} and st.legal_actions() == [Done()]
    assert position(["R1-2", "R2-10"], monsters=["R2-6"], phase="sacrifice",
                    settle=True).turn == 1


def test_summon_anywhere_but_on_players_monsters_walls_or_the_island() -> None:
    st = sacrificing(walls={"R1-4": 1})
    menu = st.sacrifice_options()
    summon = set(menu["summon"])
    assert S("R1-2") not in summon and S("R2-10") not in summon  # players
    assert S("R2-6") not in summon and S("R1-4") not in summon  # monster, wall
    assert not summon & set(G.island)
    assert S("R1-8") in summon and S("B2-2") in summon  # empty mark, bridge
    refused(st, Summon(S("I2")), "summoned")
    st = st.apply(Summon(S("R1-3")))
    assert st.players[0].dice == 1
    new = st.monsters[-1]
    assert new.space == S("R1-3") and new.mover == 0
    # Then a pickup appears on the outer ring, on an empty unmarked space.
    assert st.to_move == CHANCE
    faces = st.roll_request().dice[0].faces
    assert set(faces) <= set(G.outer) - G.marks - {S("R2-6"), S("R2-10")}
    st = st.apply(Roll((S("R2-3"),)))
    assert st.pickups == (S("R2-3"),) and st.phase is Phase.SACRIFICE and st.to_move == 0


def test_any_number_of_sacrifices_then_done() -> None:
    st = sacrificing(dice=2)
    st = st.apply(Summon(S("R1-3"))).apply(Roll((S("R2-3"),)))
    st = st.apply(Summon(S("R1-5"))).apply(Roll((S("R2-5"),)))
    assert st.players[0].dice == 0
    assert st.turn == 1  # no dice left: the sacrifice step and combat end by themselves
    other = sacrificing(dice=2).apply(Done())
    assert other.turn == 1 and other.players[0].dice == 2


def test_walls_roll_then_place_then_pickup() -> None:
    st = sacrificing(dice=1)
    assert st.sacrifice_options()["walls"] is True
    st = st.apply(SacrificeForWalls())
    assert st.players[0].dice == 0 and st.to_move == CHANCE
    assert st.roll_request().dice[0].kind == "d6"
    st = st.apply(Roll((2,)))
    assert st.walls_to_place() == 2 and st.to_move == 0
    assert set(st.wall_targets()) == set(G.marks)
    refused(st, PlaceWall(S("R1-3")), "marked")
    st = st.apply(PlaceWall(S("R1-4")))
    assert st.wall_owner(S("R1-4")) == 0 and st.walls_to_place() == 1
    assert S("R1-4") not in st.wall_targets()
    st = st.apply(PlaceWall(S("R2-8")))
    assert st.walls_of(0) == (S("R1-4"), S("R2-8"))
    # Walls placed: the sacrificed die reappears on the outer ring.
    assert st.to_move == CHANCE and st.roll_request().dice[0].label == "pickup"


def test_walls_may_stop_early_and_spare_walls_are_lost() -> None:
    st = sacrificing(dice=1).apply(SacrificeForWalls()).apply(Roll((6,)))
    st = st.apply(PlaceWall(S("R1-4"))).apply(Done())
    assert st.walls_of(0) == (S("R1-4"),) and st.walls_to_place() == 0
    # With more walls than marks, the rest lapse once every mark is taken.
    st = sacrificing(dice=1, walls={"R1-4": 1, "R1-8": 1, "R2-4": 0, "R2-8": 0, "R2-12": 0})
    st = st.apply(SacrificeForWalls()).apply(Roll((6,)))
    assert set(st.wall_targets()) == {S("R1-4"), S("R1-8"), S("R2-16")}
    for code in ("R1-4", "R1-8", "R2-16"):
        st = st.apply(PlaceWall(S(code)))
    assert st.walls_to_place() == 0 and st.to_move == CHANCE  # the pickup


def test_take_over_rival_walls_but_not_build_on_occupied_marks() -> None:
    st = position([{"space": "R1-3", "dice": 1}, "R1-8"], monsters=["R2-4"],
                  walls={"R1-4": 1}, phase="sacrifice")
    targets = st.wall_targets()
    assert S("R1-4") in targets  # a rival's wall: take it over
    assert S("R1-8") not in targets  # a player stands on the empty mark
    assert S("R2-4") not in targets  # so does a monster
    st = st.apply(SacrificeForWalls()).apply(Roll((1,))).apply(PlaceWall(S("R1-4")))
    assert st.wall_owner(S("R1-4")) == 0


def test_a_player_on_a_taken_wall_may_leave_but_not_return() -> None:
    st = position(["R1-2", "R1-4"], walls={"R1-4": 0}, turn=1, pools=(0, 0, 2))
    assert S("R1-5") in st.player_step_targets()
    st = st.apply(Step(S("R1-5")))
    assert S("R1-4") not in st.player_step_targets()


def test_wall_sacrifice_needs_a_target() -> None:
    every_mark = {"R1-4": 0, "R1-8": 0, "R2-4": 0, "R2-8": 0, "R2-12": 0, "R2-16": 0}
    st = sacrificing(dice=1, walls=every_mark)
    assert st.sacrifice_options()["walls"] is False
    refused(st, SacrificeForWalls(), "no marked space")
    assert SacrificeForWalls() not in st.legal_actions()
