"""66d6 board geometry, registration, options and the set-up roll."""

from __future__ import annotations

import pytest

import engine
from engine.core import CHANCE, CorruptData, IllegalAction, Roll, get_game
from engine.sixtysix import (
    DEATH,
    DEVIL,
    HOME,
    INFO,
    Board,
    Enter,
    Phase,
    SixtySixState,
    evaluate,
    new_game,
)


def test_registered_game_info() -> None:
    info = get_game("66d6")
    assert info is INFO
    assert info.title == "66d6"
    assert info.seat_names == ("Death", "The Devil")
    assert (info.min_seats, info.max_seats) == (2, 2)
    assert info.rules_file == "assets/rules/66d6.md"
    assert info.evaluate is evaluate
    assert info.state_class is SixtySixState
    assert info.default_options() == {"columns": 5, "rows": 5, "cowardice": 6}
    specs = {o.key: o for o in info.options}
    assert specs["columns"].choices == (3, 4, 5, 6, 7)
    assert specs["rows"].choices == (3, 4, 5, 6, 7)
    assert specs["cowardice"].choices == tuple(range(3, 13))
    kinds = [t.kind for t in info.action_types]
    assert len(set(kinds)) == len(kinds)
    assert engine.get_game("66d6") is info


def test_board_geometry() -> None:
    b = Board.of(5, 5)
    assert b is Board.of(5, 5)
    assert (b.cols, b.rows, b.size) == (5, 5, 25)
    assert b.field_name(0) == "A1"
    assert b.field_name(2) == "C1"
    assert b.field_name(24) == "E5"
    assert b.field_at("c1") == 2
    assert b.first_row(DEATH) == (0, 1, 2, 3, 4)
    assert b.first_row(DEVIL) == (20, 21, 22, 23, 24)
    assert sorted(b.neighbours(b.field_at("A1"))) == [1, 5]
    assert sorted(b.neighbours(b.field_at("C3"))) == sorted(
        b.field_at(n) for n in ("C2", "B3", "D3", "C4"))
    assert b.back_of(b.field_at("C3"), DEATH) == b.field_at("C2")
    assert b.back_of(b.field_at("C3"), DEVIL) == b.field_at("C4")
    assert b.back_of(b.field_at("C1"), DEATH) == HOME
    assert b.back_of(b.field_at("C5"), DEVIL) == HOME
    assert b.place_name(HOME, DEATH) == "Purgatory"
    assert b.place_name(HOME, DEVIL) == "Hell"
    wide = Board.of(7, 3)
    assert wide.first_row(DEVIL) == tuple(range(14, 21))
    assert wide.field_name(20) == "G3"
    with pytest.raises(ValueError):
        Board(2, 5)


def test_new_game_waits_for_the_set_up_roll() -> None:
    st = new_game({})
    assert st.phase is Phase.SETUP_ROLL
    assert st.to_move == CHANCE
    assert st.minions == ()
    req = st.roll_request()
    assert req.count == 33
    assert req.seat == DEATH
    labels = [d.label for d in req.dice]
    assert labels[:15] == [n for n in ("A1", "B1", "C1", "D1", "E1") for _ in range(3)]
    assert labels[15:] == ["Purgatory"] * 18
    assert st.pending_roll_targets() == tuple(range(33))
    assert st.legal_actions() == []


def test_set_up_layout_after_both_rolls() -> None:
    st = new_game({})
    st = st.apply(Roll(tuple([1, 2, 3, 4, 5, 6] * 5 + [6, 6, 6])))
    assert st.phase is Phase.SETUP_ROLL
    req = st.roll_request()
    assert req.seat == DEVIL
    assert [d.label for d in req.dice][:3] == ["A5"] * 3
    assert [d.label for d in req.dice][-1] == "Hell"
    assert st.pending_roll_targets() == tuple(range(33, 66))
    st = st.apply(Roll(tuple([2] * 33)))
    assert st.phase is Phase.ACT
    assert st.to_move == DEATH
    assert st.turn_side == DEATH and st.actions_left == 6
    assert st.cowardice == (0, 0) and not st.special_used
    assert len(st.minions) == 66
    assert [m.id for m in st.minions] == list(range(66))
    for side, row in ((DEATH, st.board.first_row(DEATH)), (DEVIL, st.board.first_row(DEVIL))):
        for f in row:
            assert len(st.minions_at(side, f)) == 3
        assert len(st.minions_at(side, HOME)) == 18
        assert st.total(side) == 33
    assert [m.value for m in st.minions_at(DEATH, 0)] == [1, 2, 3]
    assert st.minion(0).place == 0 and st.minion(15).place == HOME
    assert st.minion(33).side == DEVIL and st.minion(33).place == 20


def test_set_up_on_a_small_board() -> None:
    st = new_game({"columns": 3, "rows": 4, "cowardice": 3})
    assert st.options == {"columns": 3, "rows": 4, "cowardice": 3}
    req = st.roll_request()
    assert [d.label for d in req.dice].count("Purgatory") == 24
    st = st.apply(Roll((4,) * 33)).apply(Roll((4,) * 33))
    assert {m.place for m in st.minions if m.side == DEVIL} == {9, 10, 11, HOME}


def test_bad_options_are_refused() -> None:
    for bad in ({"columns": 8}, {"rows": 2}, {"cowardice": 2}, {"colour": 1}, {"rows": "5"}):
        with pytest.raises(CorruptData):
            new_game(bad)
        with pytest.raises(CorruptData):
            INFO.check_options(bad)


def test_set_up_roll_must_match_the_request() -> None:
    st = new_game({})
    for bad in (Roll((3,) * 32), Roll((3,) * 34), Roll((0,) + (3,) * 32), Roll((7,) * 33),
                Roll(("3",) * 33), Roll((True,) * 33)):
        with pytest.raises(IllegalAction):
            st.apply(bad)
    with pytest.raises(IllegalAction, match="rolled"):
        st.apply(Enter(0, 0))


def test_seat_names() -> None:
    st = new_game({})
    assert st.seat_name(DEATH) == "Death"
    assert st.seat_name(DEVIL) == "the Devil"
    assert st.seat_title(DEVIL) == "The Devil"
    assert st.num_seats == 2
    assert st.home_name(DEATH) == "Purgatory"
