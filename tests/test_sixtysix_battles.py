"""Fights: choosing the defender, every row of both battle tables, every choice they give."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalAction, Roll
from engine.sixtysix import (
    ATTACK_TABLE,
    DEATH,
    DEFENCE_TABLE,
    DEVIL,
    HOME,
    Board,
    Defend,
    Enter,
    Fight,
    March,
    Phase,
    Resolve,
    Result,
    ids_at,
    position,
    result_for,
)
from engine.sixtysix.tables import battle_summary

B = Board.of(5, 5)
C2, C3, C4, C5 = (B.field_at(n) for n in ("C2", "C3", "C4", "C5"))


def refused(state, action, match: str = "") -> None:
    before = state.key()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert state.key() == before


def duel(a: int, d: int, field: str = "C3", death: dict | None = None, devil: dict | None = None):
    """Death's ``a`` attacks the Devil's ``d`` on ``field``; both keep a minion at home."""
    death_layout = {field: [a], "home": [1], **(death or {})}
    devil_layout = {field: [d], "home": [1], **(devil or {})}
    st = position(death_layout, devil_layout)
    attacker = ids_at(st, DEATH, field)[0]
    defender = ids_at(st, DEVIL, field)[0]
    return st, attacker, defender


# ----------------------------------------------------------------------------------- tables


def test_tables_match_the_rulings() -> None:
    expected = {
        2: (Result.DEFECT, Result.VICTORY),
        3: (Result.DEFECT, Result.EVADE),
        4: (Result.DEATH, Result.REVIVE),
        5: (Result.DEATH, Result.REVIVE),
        6: (Result.RETREAT, Result.RETREAT),
        7: (Result.RETREAT, Result.RETREAT),
        8: (Result.RETREAT, Result.RETREAT),
        9: (Result.REVIVE, Result.DEATH),
        10: (Result.REVIVE, Result.DEATH),
        11: (Result.EVADE, Result.DEFECT),
        12: (Result.VICTORY, Result.DEFECT),
    }
    for total, (att, dfn) in expected.items():
        assert result_for(total, True) is att
        assert result_for(total, False) is dfn
        assert ATTACK_TABLE[total] is att and DEFENCE_TABLE[total] is dfn
    with pytest.raises(ValueError):
        result_for(13, True)
    assert battle_summary(7) == "sum 7: both retreat"
    assert battle_summary(9) == "sum 9: attacker revives, defender dies"


# ---------------------------------------------------------------------- choosing a defender


def test_defender_must_match_or_beat_the_attacker() -> None:
    # The Devil holds a 3 and a 5; Death attacks with a 4: the 5 must defend (automatic).
    st = position({"C3": [4], "home": [1]}, {"C3": [3, 5], "home": [1]})
    att = ids_at(st, DEATH, "C3")[0]
    three, five = ids_at(st, DEVIL, "C3")
    assert st.fight_preview(att) == [(five, Result.REVIVE, Result.DEATH)]
    nxt = st.apply(Fight(att))
    assert nxt.battle is not None and nxt.battle.defender == five and nxt.battle.sum == 9
    assert nxt.phase is Phase.ATTACKER_RESULT and nxt.to_move == DEATH


def test_defender_may_choose_among_equal_or_stronger() -> None:
    # Attacked with a 3, the Devil may pick its 3 or its 5.
    st = position({"C3": [3], "home": [1]}, {"C3": [3, 5], "home": [1]})
    att = ids_at(st, DEATH, "C3")[0]
    three, five = ids_at(st, DEVIL, "C3")
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.DEFEND and nxt.to_move == DEVIL
    assert nxt.battle is not None and nxt.battle.defender is None
    assert nxt.legal_actions() == [Defend(three), Defend(five)]
    assert nxt.actions_for_minion(five) == [Defend(five)]
    assert [p[0] for p in st.fight_preview(att)] == [three, five]
    for choice in (three, five):
        after = nxt.apply(Defend(choice))  # sum 6 or 8: both retreat either way
        assert after.phase is Phase.ROLL
        assert after.pending_roll_targets() == (att, choice)
        assert after.minion(att).place == HOME and after.minion(choice).place == HOME


def test_when_nothing_is_strong_enough_any_defender_will_do() -> None:
    # Attacked with a 6, the Devil may pick either.
    st = position({"C3": [6], "home": [1]}, {"C3": [3, 5], "home": [1]})
    att = ids_at(st, DEATH, "C3")[0]
    three, five = ids_at(st, DEVIL, "C3")
    assert st.fight_preview(att) == [
        (three, Result.REVIVE, Result.DEATH),
        (five, Result.EVADE, Result.DEFECT),
    ]
    nxt = st.apply(Fight(att))
    assert nxt.legal_actions() == [Defend(three), Defend(five)]


def test_a_weaker_defender_is_refused_when_a_stronger_one_exists() -> None:
    st = position({"C3": [4], "home": [1]}, {"C3": [3, 5, 6], "home": [1]})
    att = ids_at(st, DEATH, "C3")[0]
    three, five, six = ids_at(st, DEVIL, "C3")
    nxt = st.apply(Fight(att))
    assert nxt.legal_actions() == [Defend(five), Defend(six)]
    refused(nxt, Defend(three), "at least as strong as the attacking 4")
    refused(nxt, Defend(att), "Defend with one of the Devil's minions")
    refused(nxt, March(att, C2), "must first choose a defender")
    assert nxt.actions_for_minion(three) == []


def test_identical_defenders_are_chosen_automatically() -> None:
    st = position({"C3": [2], "home": [1]}, {"C3": [4, 4], "home": [1]})
    nxt = st.apply(Fight(ids_at(st, DEATH, "C3")[0]))
    assert nxt.phase is Phase.ROLL
    assert nxt.pending_roll_targets()[1] == ids_at(st, DEVIL, "C3")[0]


def test_fight_needs_enemies_and_costs_an_action() -> None:
    st = position({"C3": [4], "B2": [5], "home": [1]}, {"C3": [4], "home": [1]})
    refused(st, Fight(ids_at(st, DEATH, "B2")[0]), "no enemy")
    refused(st, Fight(ids_at(st, DEATH, "home")[0]), "nobody to fight")
    refused(st, Fight(ids_at(st, DEVIL, "C3")[0]), "belongs to the Devil")
    nxt = st.apply(Fight(ids_at(st, DEATH, "C3")[0]))
    assert nxt.actions_left == 5 and nxt.fought


# ---------------------------------------------------------------------------- every sum


def test_sum_2_attacker_defects_defender_victory_stay_or_back() -> None:
    st, att, dfn = duel(1, 1)
    nxt = st.apply(Fight(att))
    assert nxt.minion(att).side == DEVIL and nxt.minion(att).place == HOME
    assert nxt.phase is Phase.DEFENDER_RESULT and nxt.to_move == DEVIL
    assert nxt.legal_actions() == [Resolve("stay"), Resolve("back")]
    assert nxt.result_destination("back") == C4
    assert nxt.actions_for_minion(dfn) == [Resolve("stay"), Resolve("back")]
    stay = nxt.apply(Resolve("stay"))
    assert stay.minion(dfn).place == C3
    back = nxt.apply(Resolve("back"))
    assert back.minion(dfn).place == C4
    for after in (stay, back):
        assert after.phase is Phase.ROLL and after.to_move == CHANCE
        assert after.pending_roll_targets() == (att,)
        req = after.roll_request()
        assert req.seat == DEVIL and [d.label for d in req.dice] == ["to Hell"]
        done = after.apply(Roll((5,)))
        assert done.minion(att).value == 5 and done.minion(att).side == DEVIL
        assert done.phase is Phase.ACT and done.turn_side == DEATH and done.actions_left == 5


def test_sum_2_victory_cannot_step_back_into_a_full_field() -> None:
    st, att, dfn = duel(1, 1, devil={"C4": [6, 6, 6]})
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.ROLL  # "stay" was the only choice
    assert nxt.minion(dfn).place == C3


def test_victory_on_the_first_row_steps_back_into_home() -> None:
    st, att, dfn = duel(1, 1, field="C5")
    nxt = st.apply(Fight(att))
    assert nxt.legal_actions() == [Resolve("stay"), Resolve("back")]
    assert nxt.result_destination("back") == HOME
    assert nxt.apply(Resolve("back")).minion(dfn).place == HOME


def test_sum_3_attacker_defects_defender_evades_back_or_home() -> None:
    st, att, dfn = duel(1, 2)
    nxt = st.apply(Fight(att))
    assert nxt.minion(att).side == DEVIL
    assert nxt.legal_actions() == [Resolve("back"), Resolve("home")]
    refused(nxt, Resolve("stay"), "not open")
    refused(nxt, Resolve("reroll"), "not open")
    back = nxt.apply(Resolve("back"))
    assert back.minion(dfn).place == C4 and back.minion(dfn).value == 2
    home = nxt.apply(Resolve("home"))
    assert home.minion(dfn).place == HOME and home.minion(dfn).value == 2
    assert home.pending_roll_targets() == (att,)  # an evading minion keeps its value


def test_sum_3_evade_with_a_full_field_behind_goes_home() -> None:
    st, att, dfn = duel(1, 2, devil={"C4": [6, 6, 6]})
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.ROLL and nxt.minion(dfn).place == HOME


def test_evade_from_the_first_row_is_automatic() -> None:
    st, att, dfn = duel(2, 1, field="C5")
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.ROLL and nxt.minion(dfn).place == HOME


@pytest.mark.parametrize("a,d", [(2, 2), (2, 3), (1, 3), (1, 4)])
def test_sums_4_and_5_attacker_dies_defender_revives(a: int, d: int) -> None:
    st, att, dfn = duel(a, d)
    nxt = st.apply(Fight(att))
    assert nxt.get(att) is None
    assert nxt.phase is Phase.DEFENDER_RESULT and nxt.to_move == DEVIL
    assert nxt.legal_actions() == [Resolve("keep"), Resolve("reroll")]
    keep = nxt.apply(Resolve("keep"))
    assert keep.minion(dfn).place == HOME and keep.minion(dfn).value == d
    assert keep.phase is Phase.ACT and keep.to_move == DEATH
    reroll = nxt.apply(Resolve("reroll"))
    assert reroll.phase is Phase.ROLL and reroll.pending_roll_targets() == (dfn,)
    assert reroll.apply(Roll((6,))).minion(dfn).value == 6


@pytest.mark.parametrize("a,d", [(3, 3), (2, 4), (3, 4), (1, 6), (4, 4), (2, 6)])
def test_sums_6_to_8_both_retreat_and_reroll_together(a: int, d: int) -> None:
    st, att, dfn = duel(a, d)
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.ROLL
    assert nxt.pending_roll_targets() == (att, dfn)  # attacker first, one roll for both
    req = nxt.roll_request()
    assert req.seat is None
    assert [die.label for die in req.dice] == ["to Purgatory", "to Hell"]
    done = nxt.apply(Roll((6, 2)))
    assert (done.minion(att).place, done.minion(att).value) == (HOME, 6)
    assert (done.minion(dfn).place, done.minion(dfn).value) == (HOME, 2)
    assert done.minion(att).side == DEATH and done.minion(dfn).side == DEVIL


@pytest.mark.parametrize("a,d", [(4, 5), (5, 5), (6, 3), (6, 4)])
def test_sums_9_and_10_attacker_revives_defender_dies(a: int, d: int) -> None:
    st, att, dfn = duel(a, d)
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.ATTACKER_RESULT and nxt.to_move == DEATH
    assert nxt.get(dfn) is not None  # the attacker's result is settled first
    assert nxt.legal_actions() == [Resolve("keep"), Resolve("reroll")]
    keep = nxt.apply(Resolve("keep"))
    assert keep.get(dfn) is None
    assert keep.minion(att).place == HOME and keep.minion(att).value == a
    assert keep.phase is Phase.ACT and keep.path(att) == (C3, HOME)
    reroll = nxt.apply(Resolve("reroll"))
    assert reroll.get(dfn) is None and reroll.pending_roll_targets() == (att,)


def test_sum_11_attacker_evades_defender_defects() -> None:
    st, att, dfn = duel(5, 6)
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.ATTACKER_RESULT
    assert nxt.legal_actions() == [Resolve("back"), Resolve("home")]
    back = nxt.apply(Resolve("back"))
    assert back.minion(att).place == C2 and back.minion(att).value == 5
    d = back.minion(dfn)
    assert (d.side, d.place) == (DEATH, HOME)
    assert back.pending_roll_targets() == (dfn,)
    req = back.roll_request()
    assert req.seat == DEATH and [x.label for x in req.dice] == ["to Purgatory"]
    done = back.apply(Roll((3,)))
    assert done.minion(dfn).value == 3 and done.minion(dfn).side == DEATH
    assert done.total(DEATH) == 3 and done.total(DEVIL) == 1
    # The newcomer is Death's now and may act this very turn.
    assert Enter(dfn, B.field_at("A1")) in done.actions_for_minion(dfn)
    home = nxt.apply(Resolve("home"))
    assert home.minion(att).place == HOME and home.pending_roll_targets() == (dfn,)


def test_sum_12_attacker_victory_defender_defects() -> None:
    st, att, dfn = duel(6, 6)
    nxt = st.apply(Fight(att))
    assert nxt.legal_actions() == [Resolve("stay"), Resolve("back")]
    stay = nxt.apply(Resolve("stay"))
    assert stay.minion(att).place == C3
    assert stay.minion(dfn).side == DEATH and stay.phase is Phase.ROLL
    back = nxt.apply(Resolve("back"))
    assert back.minion(att).place == C2


def test_victory_back_needs_room() -> None:
    st, att, dfn = duel(6, 6, death={"C2": [1, 1, 1]})
    nxt = st.apply(Fight(att))
    assert nxt.phase is Phase.ROLL and nxt.minion(att).place == C3


def test_evade_back_needs_room() -> None:
    st, att, dfn = duel(5, 6, death={"C2": [1, 1, 1]})
    nxt = st.apply(Fight(att))
    assert nxt.minion(att).place == HOME and nxt.phase is Phase.ROLL


def test_stepping_back_into_enemies_is_allowed_and_pins() -> None:
    st, att, dfn = duel(6, 6, devil={"C2": [2]})
    nxt = st.apply(Fight(att)).apply(Resolve("back"))
    assert nxt.minion(att).place == C2
    after = nxt.apply(Roll((4,)))
    refused(after, March(att, B.field_at("B2")), "locked in combat")
    assert Fight(att) in after.actions_for_minion(att)


def test_results_join_the_path_but_ignore_it() -> None:
    # The attacker came from C2; Victory may still send it back there.
    st = position({"C2": [6], "home": [1]}, {"C3": [6], "home": [1]})
    att = ids_at(st, DEATH, "C2")[0]
    st = st.apply(March(att, C3))
    nxt = st.apply(Fight(att))
    assert Resolve("back") in nxt.legal_actions()
    back = nxt.apply(Resolve("back"))
    assert back.path(att) == (C2, C3, C2)
    after = back.apply(Roll((1,)))
    refused(after, March(att, C3), "No backtracking")


def test_resolve_is_only_for_battles() -> None:
    st, att, dfn = duel(6, 6)
    refused(st, Resolve("stay"), "no battle result")
    nxt = st.apply(Fight(att))
    refused(nxt, Resolve(3), "not open")  # type: ignore[arg-type]  # a bad field on purpose
    refused(nxt, Roll((1,)), "No dice")
    assert nxt.result_options() == [Resolve("stay"), Resolve("back")]
    assert nxt.result_destination("home") is None


def test_the_battle_record() -> None:
    st, att, dfn = duel(5, 5)
    nxt = st.apply(Fight(att))
    b = nxt.battle
    assert b is not None
    assert (b.attacker, b.defender, b.field, b.sum) == (att, dfn, C3, 10)
    assert (b.attacker_result, b.defender_result) == (Result.REVIVE, Result.DEATH)
    assert nxt.apply(Resolve("keep")).battle is None
