"""How 66d6 ends: annihilation, cowardice (incl. both sides at the limit), resignation."""

from __future__ import annotations

import pytest

from engine.core import EndReason, IllegalAction, Resign, Roll
from engine.sixtysix import (
    DEATH,
    DEVIL,
    Board,
    Defend,
    Fight,
    March,
    Phase,
    Resolve,
    ids_at,
    new_game,
    position,
)

B = Board.of(5, 5)


def march_out_turn(st):
    """Play the side's turn with marches only (never a fight) until the turn changes."""
    side = st.turn_side
    while st.turn_side == side and not st.is_over:
        moves = [a for a in st.legal_actions() if a.kind in ("march", "enter")]
        st = st.apply(moves[0])
    return st


def test_cowardice_counts_turns_without_a_fight() -> None:
    st = position({"A1": [3], "home": [2]}, {"E5": [3], "home": [2]})
    st = march_out_turn(st)
    assert st.cowardice == (1, 0)
    st = march_out_turn(st)
    assert st.cowardice == (1, 1)


def test_reaching_the_limit_loses() -> None:
    st = position({"A1": [3], "home": [2]}, {"E5": [3], "home": [2]}, turn=DEVIL,
                  cowardice=(2, 5))
    st = march_out_turn(st)
    out = st.outcome()
    assert st.is_over and st.phase is Phase.OVER and out is not None
    assert out.winners == (DEATH,) and out.reason is EndReason.COWARDICE
    assert "the Devil" in out.detail.lower() or "The Devil" in out.detail
    assert st.cowardice == (2, 6)
    assert st.to_move is None and st.legal_actions() == []


def test_a_custom_limit() -> None:
    st = position({"A1": [3], "home": [2]}, {"E5": [3], "home": [2]}, threshold=3,
                  cowardice=(2, 0))
    st = march_out_turn(st)
    assert st.outcome() is not None and st.outcome().winners == (DEVIL,)


def test_a_fight_resets_the_count() -> None:
    st = position({"C3": [3], "home": [2]}, {"C3": [4], "home": [2]}, cowardice=(5, 3))
    st = st.apply(Fight(ids_at(st, DEATH, "C3")[0]))
    st = st.apply(Roll((1, 1)))
    st = march_out_turn(st)
    assert not st.is_over
    assert st.cowardice == (0, 3)


def test_a_slaughter_resets_the_count() -> None:
    st = position({"C5": [1], "home": [2]}, {"home": [2, 3], "A3": [1]}, cowardice=(5, 0))
    st = st.apply(st.legal_actions()[[a.kind for a in st.legal_actions()].index("slaughter")])
    st = st.apply(st.legal_actions()[0])  # the Devil picks a victim
    st = st.apply(Roll((4,)))
    st = march_out_turn(st)
    assert not st.is_over and st.cowardice == (0, 0)


@pytest.mark.parametrize(
    "death_home,devil_home,winners,reason",
    [
        ([1, 2, 3], [1], (DEATH,), EndReason.COWARDICE),
        ([1], [1, 2, 3], (DEVIL,), EndReason.COWARDICE),
        ([1, 2], [1, 2], (), EndReason.DRAW),
    ],
)
def test_both_sides_at_the_limit(death_home, devil_home, winners, reason) -> None:
    # Only reachable from a hand-made or edited position, but the rulings define it.
    st = position({"A1": [3], "home": death_home}, {"E5": [3], "home": devil_home},
                  turn=DEVIL, cowardice=(6, 5))
    st = march_out_turn(st)
    out = st.outcome()
    assert out is not None and out.winners == winners and out.reason is reason
    assert out.is_draw == (winners == ())


def test_annihilation_when_the_last_enemy_dies() -> None:
    st = position({"C3": [5], "home": [1]}, {"C3": [4]})
    st = st.apply(Fight(ids_at(st, DEATH, "C3")[0]))  # sum 9: attacker revives, defender dies
    out = st.outcome()
    assert st.is_over and out is not None
    assert out.winners == (DEATH,) and out.reason is EndReason.ANNIHILATION


def test_annihilation_when_the_own_last_minion_defects() -> None:
    st = position({"C3": [1]}, {"C3": [1], "home": [3]})
    st = st.apply(Fight(0))  # sum 2: the attacker defects
    out = st.outcome()
    assert out is not None and out.winners == (DEVIL,)
    assert st.phase is Phase.OVER and st.pending_roll_targets() == ()


def test_resign_any_time_from_either_seat() -> None:
    st = position({"C3": [3], "home": [1]}, {"C3": [3, 5], "home": [1]})
    defending = st.apply(Fight(0))
    assert defending.to_move == DEVIL
    for state in (st, defending, new_game({})):
        for seat in (DEATH, DEVIL):
            over = state.apply(Resign(seat))
            out = over.outcome()
            assert out is not None and out.winners == (1 - seat,)
            assert out.reason is EndReason.RESIGNATION
            assert Resign(seat) not in state.legal_actions()
    over = st.apply(Resign(DEVIL))
    for action in (Resign(DEATH), March(0, 12), Defend(33), Resolve("stay"), Roll((1,))):
        with pytest.raises(IllegalAction, match="over"):
            over.apply(action)
    with pytest.raises(IllegalAction):
        st.apply(Resign(2))
