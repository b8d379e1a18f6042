"""Enter and March: first row, capacity, pinning, no backtracking, the 6-action turn."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.sixtysix import (
    DEATH,
    DEVIL,
    HOME,
    Board,
    Enter,
    Fight,
    Infiltrate,
    March,
    Phase,
    Slaughter,
    ids_at,
    position,
)

B = Board.of(5, 5)


def F(name: str) -> int:
    return B.field_at(name)


def refused(state, action, match: str = "") -> None:
    before = state.key()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert state.key() == before


def test_enter_only_onto_own_first_row_with_room() -> None:
    st = position({"home": [4], "A1": [1, 2, 3]}, {"C3": [5]})
    m = ids_at(st, DEATH, "home")[0]
    refused(st, Enter(m, F("A1")), "three")
    refused(st, Enter(m, F("A2")), "first row")
    refused(st, Enter(m, F("A5")), "first row")
    refused(st, Enter(m, 99), "no such field")
    entered = [a.field for a in st.actions_for_minion(m) if isinstance(a, Enter)]
    assert entered == [F("B1"), F("C1"), F("D1"), F("E1")]
    nxt = st.apply(Enter(m, F("B1")))
    assert nxt.minion(m).place == F("B1")
    assert nxt.actions_left == 5
    assert nxt.path(m) == (HOME, F("B1"))


def test_a_field_holds_three_of_each_side() -> None:
    st = position({"C2": [1], "C3": [6]}, {"C3": [1, 2, 3], "home": [1]})
    mover = ids_at(st, DEATH, "C2")[0]
    # Three enemies do not block: only own minions count towards the limit.
    assert March(mover, F("C3")) in st.actions_for_minion(mover)
    st2 = position({"C2": [1], "C3": [6, 6, 6]}, {"home": [1]})
    refused(st2, March(ids_at(st2, DEATH, "C2")[0], F("C3")), "three")


def test_entering_a_field_with_enemies_pins_the_minion() -> None:
    st = position({"home": [5], "E1": [2]}, {"A1": [3], "home": [1]})
    m = ids_at(st, DEATH, "home")[0]
    st = st.apply(Enter(m, F("A1")))
    refused(st, March(m, F("B1")), "locked in combat: it can only fight")
    refused(st, March(m, HOME), "locked in combat")
    assert st.actions_for_minion(m) == [Fight(m)]


def test_march_to_neighbours_only() -> None:
    st = position({"C3": [4]}, {"home": [1]})
    m = ids_at(st, DEATH, "C3")[0]
    targets = sorted(a.to for a in st.actions_for_minion(m))
    assert targets == sorted(F(n) for n in ("C2", "B3", "D3", "C4"))
    refused(st, March(m, F("B2")), "never diagonally")
    refused(st, March(m, F("C5")), "one field at a time")
    refused(st, March(m, HOME), "own first row")
    refused(st, Enter(m, F("C1")), "waiting at home")


def test_march_home_only_from_own_first_row_and_never_into_enemy_home() -> None:
    st = position({"C1": [4], "A5": [6]}, {"home": [1], "E5": [2]})
    home_runner = ids_at(st, DEATH, "C1")[0]
    assert March(home_runner, HOME) in st.actions_for_minion(home_runner)
    raider = ids_at(st, DEATH, "A5")[0]
    moves = st.actions_for_minion(raider)
    assert all(not (isinstance(a, March) and a.to == HOME) for a in moves)
    assert Slaughter(raider) in moves
    refused(st, March(raider, HOME), "own first row")
    refused(st, March(raider, -2), "enemy's home")
    back = st.apply(March(home_runner, HOME))
    assert back.minion(home_runner).place == HOME
    assert back.minions_at(DEATH, HOME)[0].id == home_runner


def test_cannot_move_the_enemy_or_unknown_minions() -> None:
    st = position({"C1": [4]}, {"C5": [3], "home": [2]})
    devil = ids_at(st, DEVIL, "C5")[0]
    refused(st, March(devil, F("C4")), "belongs to the Devil")
    refused(st, March(12345, F("C2")), "no such minion")
    # why the ignore below: a bad field on purpose
    refused(st, March("0", F("C2")), "no such minion")  # type: ignore[arg-type]
    refused(st, Infiltrate(devil), "Purgatory")


def test_no_backtracking_within_a_turn() -> None:
    st = position({"C2": [4], "home": [1]}, {"home": [1]})
    m = ids_at(st, DEATH, "C2")[0]
    st = st.apply(March(m, F("C3")))
    assert st.path(m) == (F("C2"), F("C3"))
    refused(st, March(m, F("C2")), "No backtracking")
    assert March(m, F("C2")) not in st.actions_for_minion(m)
    st = st.apply(March(m, F("D3"))).apply(March(m, F("D2")))
    refused(st, March(m, F("D3")), "No backtracking")
    refused(st, March(m, F("C2")), "No backtracking")  # its starting field counts too
    st = st.apply(March(m, F("D1")))
    assert st.path(m) == (F("C2"), F("C3"), F("D3"), F("D2"), F("D1"))


def test_home_and_out_again_onto_another_field_is_allowed() -> None:
    # The example from the rulings: A1 -> home -> E1 is fine, A1 -> home -> A1 is not.
    st = position({"A1": [4], "home": [2]}, {"home": [1]})
    m = ids_at(st, DEATH, "A1")[0]
    st = st.apply(March(m, HOME))
    refused(st, Enter(m, F("A1")), "No backtracking")
    assert Enter(m, F("A1")) not in st.actions_for_minion(m)
    st = st.apply(Enter(m, F("E1")))
    assert st.path(m) == (F("A1"), HOME, F("E1"))
    refused(st, March(m, HOME), "already in Purgatory")


def test_a_minion_starting_at_home_cannot_return_home_the_same_turn() -> None:
    st = position({"home": [3]}, {"home": [1]})
    m = ids_at(st, DEATH, "home")[0]
    st = st.apply(Enter(m, F("B1")))
    refused(st, March(m, HOME), "No backtracking")


def test_paths_reset_when_the_turn_changes() -> None:
    st = position({"C2": [4]}, {"C4": [1]}, actions_left=1)
    m = ids_at(st, DEATH, "C2")[0]
    st = st.apply(March(m, F("C3")))
    assert st.turn_side == DEVIL
    assert st.path(m) == (F("C3"),)


def test_six_actions_then_the_turn_passes() -> None:
    st = position({"A1": [1, 2, 3], "home": [4, 5, 6]}, {"E5": [2], "home": [3]})
    moves = 0
    while st.turn_side == DEATH:
        assert st.actions_left == 6 - moves
        st = st.apply(st.legal_actions()[0])
        moves += 1
    assert moves == 6
    assert st.turn_side == DEVIL and st.to_move == DEVIL
    assert st.actions_left == 6 and not st.special_used
    assert st.cowardice == (1, 0)


def test_the_special_action_is_free() -> None:
    st = position({"A1": [3], "home": [4, 5]}, {"home": [1]})
    st = st.apply(Infiltrate(ids_at(st, DEATH, "home")[0]))
    st = st.apply(__import__("engine").core.Roll((2, 2)))
    assert st.actions_left == 6 and st.special_used
    assert not [a for a in st.legal_actions() if isinstance(a, Infiltrate)]


def test_turn_ends_early_when_nothing_is_left_to_do() -> None:
    # 3x3 board. X on B2 has visited every neighbour; Y at home has visited B1 and A2, so after
    # it enters A1 it is boxed in too. The turn must end with actions unused.
    board = Board.of(3, 3)
    f = board.field_at
    st = position(
        {"B2": [5], "home": [2]}, {"C3": [1]}, columns=3, rows=3, actions_left=3,
        paths={0: (f("A2"), f("B1"), f("C2"), f("B3"), f("B2")), 1: (f("B1"), f("A2"), HOME)},
    )
    assert st.has_regular_action()
    assert st.actions_for_minion(0) == []
    assert [a for a in st.legal_actions() if not isinstance(a, Infiltrate)] == [Enter(1, f("A1")),
                                                                               Enter(1, f("C1"))]
    st = st.apply(Enter(1, f("A1")))
    assert st.turn_side == DEVIL and st.phase is Phase.ACT and st.actions_left == 6
    assert st.cowardice == (1, 0)


def test_interchangeable_minions_are_listed_once_but_all_accepted() -> None:
    st = position({"home": [4, 4, 4, 2], "C2": [3, 3]}, {"home": [1]})
    homes = ids_at(st, DEATH, "home")
    fours = [i for i in homes if st.minion(i).value == 4]
    enters = [a for a in st.legal_actions() if isinstance(a, Enter)]
    assert {a.minion for a in enters} == {fours[0], homes[3]}
    assert len(enters) == 10
    marches = [a for a in st.legal_actions() if isinstance(a, March)]
    assert {a.minion for a in marches} == {ids_at(st, DEATH, "C2")[0]}
    # Any of the identical fours may still be used by id.
    st2 = st.apply(Enter(fours[2], F("C1")))
    assert st2.minion(fours[2]).place == F("C1")
    assert Enter(fours[2], F("D1")) in st.actions_for_minion(fours[2])
    # Same value and place but a different path: no longer interchangeable.
    a, b = ids_at(st, DEATH, "C2")
    st3 = st.apply(March(a, F("C3")))
    for to in ("D2", "D3", "C3"):
        st3 = st3.apply(March(b, F(to)))
    assert ids_at(st3, DEATH, "C3") == [a, b]
    movers = {x.minion for x in st3.legal_actions() if isinstance(x, March)}
    assert movers == {a, b}


def test_actions_for_minion_matches_legal_actions() -> None:
    st = position({"home": [4, 4, 2], "C2": [3], "B5": [6]}, {"home": [1, 5], "C2": [2]})
    listed = set(st.legal_actions())
    union = set()
    for m in st.minions:
        union |= set(st.actions_for_minion(m.id))
    assert listed <= union
    for action in union:
        st.apply(action)  # every one of them is legal
