"""The engines say why: refused actions get a short reason in players' words, the very sentence
``apply`` raises, so a board can show it instead of restating the rules."""

from __future__ import annotations

import pytest
from test_daemondice_symbols import defending

from engine.core import IllegalAction
from engine.daemondice import Attack
from engine.daemondice import Defend as ArmDefence
from engine.dicedemons import MonsterStep
from engine.dicedemons import Step as Walk
from engine.dicedemons.setup import position as demons_position
from engine.sixtysix import DEATH, DEVIL, HOME, Board, Defend, Enter, Fight, March, ids_at, position
from engine.sixtysix.idle import why_idle


def reason(state, action) -> str:
    """The reason ``why_not`` gives, checked to be the one ``apply`` raises."""
    answer = state.why_not(action)
    assert answer is not None, f"{action} should be refused"
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert str(error.value) == answer
    return answer


B = Board.of(5, 5)


def F(name: str) -> int:
    return B.field_at(name)


# ------------------------------------------------------------------------------------ 66d6


def test_66d6_refusals_name_the_rule_in_players_words() -> None:
    st = position({"home": [4], "A1": [1, 2, 3], "C3": [2]}, {"C3": [5]})
    home = ids_at(st, DEATH, "home")[0]
    locked = ids_at(st, DEATH, "C3")[0]
    enemy = ids_at(st, DEVIL, "C3")[0]
    assert reason(st, Enter(home, F("A1"))) == "A1 already holds three of Death's minions."
    assert reason(st, March(locked, F("C2"))) == ("That minion is locked in combat: it can "
                                                  "only fight.")
    assert reason(st, Fight(enemy)) == "That minion belongs to the Devil, not to Death."
    assert st.why_not(Fight(locked)) is None


def test_66d6_defender_must_be_strong_enough() -> None:
    st = position({"C3": [5]}, {"C3": [2, 5, 6]})
    st = st.apply(Fight(ids_at(st, DEATH, "C3")[0]))
    weak = next(i for i in ids_at(st, DEVIL, "C3") if st.minion(i).value == 2)
    assert reason(st, Defend(weak)) == ("The Devil must defend with a minion at least as strong "
                                        "as the attacking 5.")


def test_66d6_says_why_a_minion_can_do_nothing() -> None:
    st = position({"C3": [3]}, {"E5": [6]})
    assert why_idle(st, ids_at(st, DEATH, "C3")[0]) is None
    assert why_idle(st, ids_at(st, DEVIL, "E5")[0]) == ("That minion belongs to the Devil, not "
                                                      "to Death.")
    # Boxed in on A1: both neighbours full, and it came from home this turn.
    boxed = position({"A1": [1], "A2": [2, 2, 2], "B1": [3, 3, 3]}, {"E5": [6]},
                     paths={0: (HOME, F("A1"))})
    assert why_idle(boxed, 0) == ("That minion has nowhere to go: each field next to it is full "
                                 "or was already visited this turn (no backtracking).")
    # Only one way out, refused for one reason: that reason is given as apply words it.
    one_way = position({"A1": [1], "A2": [2, 2, 2], "B1": [3, 3, 3]}, {"E5": [6]},
                       paths={0: (F("A2"), F("A1"))})
    assert why_idle(one_way, 0) is None  # it may still march home
    crowded = position({"A1": [1, 1, 1], "B1": [2, 2, 2], "C1": [3, 3, 3], "D1": [4, 4, 4],
                        "E1": [5, 5, 5], "home": [6]}, {"E5": [6]})
    waiting = ids_at(crowded, DEATH, "home")[0]
    assert why_idle(crowded, waiting) == ("That minion cannot come out: each field of Death's "
                                         "first row is full or was already visited this turn.")


# ------------------------------------------------------------------------------ Daemon Dice


def test_daemon_dice_says_why_a_die_cannot_defend() -> None:
    st = defending("Arm Leg", "Plus Stun", "Leg Arm", "Leg Stun", [Attack(0, "Leg")])
    assert reason(st, ArmDefence(0, 0, "plus")) == (
        "A Plus only strengthens a defence: first put a block, deflect or dodge against "
        "Bone's Leg.")
    assert reason(st, ArmDefence(0, 1, "block")) == "A Stun face cannot defend."


def test_daemon_dice_names_a_defence_already_made() -> None:
    st = defending("Arm Arm Leg", "Block Block Stun", "Leg Arm", "Leg Stun",
                   [Attack(0, "Leg"), Attack(1, "Stun")])
    st = st.apply(ArmDefence(0, 0, "block"))
    assert reason(st, ArmDefence(0, 1, "block")) == (
        "Bone's Leg is already stopped: its defence needs no more dice.")


# ------------------------------------------------------------------------------ Dice Demons


def test_dice_demons_refusals() -> None:
    st = demons_position(["R1-3", "I3"], pools=(1, 0, 2))
    far, empty = st.geo.space_at("R1-6"), st.geo.space_at("R1-5")
    assert reason(st, Walk(far)) == (f"{st.geo.name(far).capitalize()} is not next to your "
                                     "hunter: hunters walk one space at a time.")
    assert reason(st, MonsterStep(empty, far)) == f"There is no monster on {st.geo.name(empty)}."
    assert st.why_not(Walk(st.geo.space_at("R1-2"))) is None
