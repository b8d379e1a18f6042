"""The special actions: the Devil's Sacrifice and Death's Infiltrate."""

from __future__ import annotations

import pytest

from engine.core import EndReason, IllegalAction, Roll
from engine.sixtysix import (
    DEATH,
    DEVIL,
    HOME,
    Board,
    Fight,
    Infiltrate,
    Phase,
    Sacrifice,
    ids_at,
    position,
)

B = Board.of(5, 5)


def refused(state, action, match: str = "") -> None:
    before = state.key()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert state.key() == before


def test_sacrifice_gives_two_to_death_and_rerolls_hell() -> None:
    st = position({"home": [3], "A1": [2]}, {"home": [1, 1, 3, 6], "C5": [4]}, turn=DEVIL)
    hell = ids_at(st, DEVIL, "home")
    pairs = [a for a in st.legal_actions() if isinstance(a, Sacrifice)]
    assert pairs == [Sacrifice((hell[0], hell[1])), Sacrifice((hell[0], hell[2])),
                     Sacrifice((hell[0], hell[3])), Sacrifice((hell[2], hell[3]))]
    st = st.apply(Sacrifice((hell[3], hell[1])))  # any order, any ids the rules allow
    assert st.minion(hell[3]).side == DEATH and st.minion(hell[3]).place == HOME
    assert st.minion(hell[1]).side == DEATH
    assert st.phase is Phase.ROLL and st.special_used and st.actions_left == 6
    assert st.pending_roll_targets() == (hell[1], hell[3], hell[0], hell[2])
    req = st.roll_request()
    assert req.seat is None
    assert [d.label for d in req.dice] == ["to Purgatory"] * 2 + ["in Hell"] * 2
    st = st.apply(Roll((5, 5, 6, 6)))
    assert st.phase is Phase.ACT and st.to_move == DEVIL
    assert sorted(m.value for m in st.minions_at(DEATH, HOME)) == [3, 5, 5]
    assert [m.value for m in st.minions_at(DEVIL, HOME)] == [6, 6]
    assert st.total(DEATH) == 4 and st.total(DEVIL) == 3
    assert not [a for a in st.legal_actions() if isinstance(a, Sacrifice)]
    refused(st, Sacrifice((hell[0], hell[2])), "already been used")


def test_sacrifice_needs_two_in_hell() -> None:
    st = position({"home": [3]}, {"home": [4], "C5": [4]}, turn=DEVIL)
    assert not [a for a in st.legal_actions() if isinstance(a, Sacrifice)]
    refused(st, Sacrifice((33, 34)), "waiting in Hell")
    refused(st, Sacrifice((33, 33)), "two different")
    refused(st, Sacrifice((33, 0)), "waiting in Hell")
    refused(st, Sacrifice((33,)), "exactly two")  # type: ignore[arg-type]  # one id on purpose


def test_sacrifice_is_the_devils_only() -> None:
    st = position({"home": [3, 4]}, {"home": [4, 4]})
    refused(st, Sacrifice((33, 34)), "the Devil's special action")
    refused(st, Sacrifice((0, 1)), "the Devil's special action")


def test_sacrifice_actions_for_one_minion() -> None:
    st = position({"home": [3]}, {"home": [1, 1, 3], "C5": [4]}, turn=DEVIL)
    one, other_one, three = ids_at(st, DEVIL, "home")
    sac = [a for a in st.actions_for_minion(one) if isinstance(a, Sacrifice)]
    assert sac == [Sacrifice((one, other_one)), Sacrifice((one, three))]
    sac3 = [a for a in st.actions_for_minion(three) if isinstance(a, Sacrifice)]
    assert sac3 == [Sacrifice((one, three))]


def test_infiltrate_sends_one_to_hell_and_rerolls_all_of_hell() -> None:
    st = position({"home": [2, 5, 5], "A1": [3]}, {"home": [6, 6], "C5": [4]})
    purg = ids_at(st, DEATH, "home")
    assert [a for a in st.legal_actions() if isinstance(a, Infiltrate)] == [
        Infiltrate(purg[0]), Infiltrate(purg[1])]
    st = st.apply(Infiltrate(purg[2]))
    spy = st.minion(purg[2])
    assert (spy.side, spy.place) == (DEVIL, HOME)
    hell = ids_at(st, DEVIL, "home")
    assert st.pending_roll_targets() == (purg[2],) + tuple(i for i in hell if i != purg[2])
    req = st.roll_request()
    assert req.seat == DEVIL and req.count == 3
    assert [d.label for d in req.dice] == ["to Hell", "in Hell", "in Hell"]
    st = st.apply(Roll((1, 1, 2)))
    assert sorted(m.value for m in st.minions_at(DEVIL, HOME)) == [1, 1, 2]
    assert st.to_move == DEATH and st.actions_left == 6 and st.special_used
    refused(st, Infiltrate(purg[0]), "already been used")


def test_infiltrate_needs_someone_in_purgatory() -> None:
    st = position({"A1": [3]}, {"home": [6]})
    assert not [a for a in st.legal_actions() if isinstance(a, Infiltrate)]
    refused(st, Infiltrate(0), "Purgatory")


def test_infiltrate_is_deaths_only_and_not_mid_battle() -> None:
    st = position({"home": [3]}, {"home": [6]}, turn=DEVIL)
    refused(st, Infiltrate(0), "Death's special action")
    st = position({"home": [3], "C3": [3]}, {"C3": [3, 5], "home": [1]})
    st = st.apply(Fight(ids_at(st, DEATH, "C3")[0]))
    assert st.phase is Phase.DEFEND
    refused(st, Infiltrate(0), "has to wait")


def test_giving_away_the_last_minion_loses_at_once() -> None:
    st = position({"home": [3]}, {"home": [6], "C3": [2]})
    st = st.apply(Infiltrate(0))
    out = st.outcome()
    assert st.is_over and out is not None
    assert out.winners == (DEVIL,) and out.reason is EndReason.ANNIHILATION


def test_special_then_the_turn_can_still_end_normally() -> None:
    st = position({"home": [3, 4], "A1": [1]}, {"home": [6], "C5": [1]}, actions_left=1)
    st = st.apply(Infiltrate(0)).apply(Roll((2, 2)))
    assert st.turn_side == DEATH and st.actions_left == 1
    st = st.apply(st.legal_actions()[0])
    assert st.turn_side == DEVIL and not st.special_used
