"""Slaughter: where it is allowed, home-first kills, forced kills, the raider's retreat."""

from __future__ import annotations

import pytest

from engine.core import EndReason, IllegalAction, Roll
from engine.sixtysix import (
    DEATH,
    DEVIL,
    HOME,
    Board,
    Kill,
    Phase,
    Slaughter,
    ids_at,
    position,
)

B = Board.of(5, 5)
C5 = B.field_at("C5")


def refused(state, action, match: str = "") -> None:
    before = state.key()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert state.key() == before


def test_slaughter_kills_from_home_first_then_the_raider_retreats() -> None:
    st = position({"C5": [4], "home": [2]},
                  {"home": [1, 2, 3, 5, 6], "A4": [6], "E5": [1]})
    raider = ids_at(st, DEATH, "C5")[0]
    assert Slaughter(raider) in st.legal_actions()
    st = st.apply(Slaughter(raider))
    assert st.phase is Phase.KILL and st.to_move == DEVIL and st.kills_left == 4
    assert st.actions_left == 5 and st.fought
    hell = ids_at(st, DEVIL, "home")
    assert st.legal_actions() == [Kill(i) for i in hell]
    refused(st, Kill(ids_at(st, DEVIL, "A4")[0]), "Hell must die first")
    refused(st, Kill(raider), "the Devil's own minions")
    for victim in hell[:3]:
        st = st.apply(Kill(victim))
    assert st.kills_left == 1
    st = st.apply(Kill(hell[4]))
    assert st.phase is Phase.ROLL and st.pending_roll_targets() == (raider,)
    req = st.roll_request()
    assert req.seat == DEATH and [d.label for d in req.dice] == ["to Purgatory"]
    assert st.minion(raider).place == HOME
    st = st.apply(Roll((6,)))
    assert st.minion(raider).value == 6 and st.phase is Phase.ACT
    assert st.total(DEVIL) == 3 and ids_at(st, DEVIL, "home") == [hell[3]]
    assert st.path(raider) == (C5, HOME)


def test_an_empty_home_means_the_battlefield_pays() -> None:
    st = position({"C5": [4], "home": [2]}, {"home": [2, 3], "A4": [1], "B4": [6], "E3": [4]})
    st = st.apply(Slaughter(ids_at(st, DEATH, "C5")[0]))
    # Both home minions died without a choice; two of the three on the field must follow.
    assert st.phase is Phase.KILL and st.kills_left == 2
    assert ids_at(st, DEVIL, "home") == []
    field = [ids_at(st, DEVIL, n)[0] for n in ("A4", "B4", "E3")]
    assert st.legal_actions() == [Kill(i) for i in field]
    st = st.apply(Kill(field[1]))
    st = st.apply(Kill(field[0]))
    assert st.phase is Phase.ROLL and st.total(DEVIL) == 1


def test_identical_victims_are_taken_without_asking() -> None:
    st = position({"C5": [3], "home": [2]}, {"home": [2, 2, 2, 2, 2], "A4": [1]})
    st = st.apply(Slaughter(ids_at(st, DEATH, "C5")[0]))
    assert st.phase is Phase.ROLL
    assert len(ids_at(st, DEVIL, "home")) == 2


def test_when_the_victim_has_too_few_minions_all_die_and_the_game_ends() -> None:
    st = position({"C5": [6], "home": [2]}, {"home": [2, 5], "A4": [1], "B3": [3]})
    st = st.apply(Slaughter(ids_at(st, DEATH, "C5")[0]))
    assert st.is_over and st.phase is Phase.OVER
    out = st.outcome()
    assert out is not None and out.winners == (DEATH,) and out.reason is EndReason.ANNIHILATION
    assert st.pending_roll_targets() == ()


def test_slaughter_only_from_an_enemy_first_row_field_without_enemies() -> None:
    st = position({"C5": [4], "B5": [3], "C4": [5], "home": [1]},
                  {"C5": [2], "D5": [1], "home": [1]})
    pinned = ids_at(st, DEATH, "C5")[0]
    assert Slaughter(pinned) not in st.actions_for_minion(pinned)
    refused(st, Slaughter(pinned), "Enemies share its field")
    refused(st, Slaughter(ids_at(st, DEATH, "C4")[0]), "enemy's first row")
    refused(st, Slaughter(ids_at(st, DEATH, "home")[0]), "enemy's first row")
    # B5 is free of enemies even though its neighbours C5 and the rest of the row are not.
    free = ids_at(st, DEATH, "B5")[0]
    assert Slaughter(free) in st.actions_for_minion(free)


def test_the_devil_slaughters_in_purgatory() -> None:
    st = position({"home": [1, 6], "C3": [2]}, {"A1": [1], "home": [4]}, turn=DEVIL)
    raider = ids_at(st, DEVIL, "A1")[0]
    st = st.apply(Slaughter(raider))
    assert st.phase is Phase.KILL and st.to_move == DEATH
    assert st.legal_actions() == [Kill(0), Kill(1)]
    st = st.apply(Kill(1))
    assert st.phase is Phase.ROLL and st.roll_request().seat == DEVIL
    assert st.total(DEATH) == 2 and st.minion(0).value == 1 and st.get(1) is None


def test_kill_is_only_for_slaughters() -> None:
    st = position({"C5": [4], "home": [1]}, {"home": [1]})
    refused(st, Kill(33), "Choosing a victim has to wait")
