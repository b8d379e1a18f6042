"""Forced choices a player confirms (the ``confirm`` option, a bitmask of seats).

A seat named in ``confirm`` is stopped at every forced choice of its own and at the end of its
turn, where the one action (or a lone Done) waits for its click; the other seats, and every seat
with the option at 0, play exactly as before. Seeded random battles are played both ways and must
make the very same decisions once the confirming clicks are left out.
"""

from __future__ import annotations

import json
import pickle
import random

import pytest
from test_daemondice_symbols import pair

from engine.core import CHANCE, IllegalAction, action_to_dict
from engine.daemondice import (
    INFO,
    ChooseFoe,
    DaemonDiceState,
    Damage,
    Done,
    Hit,
    Step,
    confirm_action,
    confirm_mask,
    new_game,
    position,
    prompt,
)
from engine.daemondice.tables import STUNNED, WOUNDED
from engine.dice import roll
from engine.replay import replay


def play(seed: int, seats: int, confirm: int, dice: int = 13
         ) -> tuple[list, list[tuple[DaemonDiceState, object]]]:
    """A seeded random battle. The random generator is used only for real choices (two or more
    actions) and for dice, so a battle played with and without ``confirm`` draws the same numbers
    and must make the same decisions. Returns every action and the (state, action) pairs at which
    a lone action was taken."""
    rng = random.Random(seed)
    st = new_game({"seats": seats, "dice": dice, "confirm": confirm})
    actions: list = []
    lone: list[tuple[DaemonDiceState, object]] = []
    while st.outcome() is None:
        assert len(actions) < 5000, "the battle never ended"
        if st.to_move == CHANCE:
            action = roll(st.roll_request(), rng)
        else:
            legal = st.legal_actions()
            action = legal[0] if len(legal) == 1 else rng.choice(legal)
            if len(legal) == 1:
                lone.append((st, action))
        st = st.apply(action)
        actions.append(action)
    return actions, lone


@pytest.mark.parametrize(("seed", "seats"), [(1, 2), (2, 2), (3, 3), (4, 4), (5, 2)])
def test_confirming_seat_zero_stops_only_seat_zero_and_changes_no_decision(seed, seats):
    plain, plain_lone = play(seed, seats, confirm=0)
    confirmed, lone = play(seed, seats, confirm=1)
    # without the option nothing ever stops for a lone action except naming the only foe
    assert all(isinstance(a, ChooseFoe) for _, a in plain_lone)
    stops = [(st, a) for st, a in lone if not isinstance(a, ChooseFoe)]
    assert stops, "a whole battle without one forced choice or turn end for seat 0"
    for st, action in stops:
        assert st.to_move == 0
        assert confirm_action(st) == action
        text = prompt(st)
        assert text.startswith("Confirm: ") or "press Done" in text
    assert any(isinstance(a, Done) and st.step is Step.ARRAY for st, a in stops)
    # leaving the confirming clicks out gives back exactly the battle played without them
    stopped = {id(st) for st, _ in stops}
    states = replay(INFO, {"seats": seats, "dice": 13, "confirm": 1},
                    [json.loads(json.dumps(action_to_dict(a))) for a in confirmed])
    kept = [a for st, a in zip(states, confirmed, strict=False) if not _was_stop(st, a)]
    assert len(kept) == len(confirmed) - len(stopped)
    assert kept == plain


def _was_stop(st: DaemonDiceState, action) -> bool:
    return st.to_move not in (None, CHANCE) and confirm_action(st) == action


def test_the_ai_and_random_players_finish_with_every_seat_confirming():
    actions, lone = play(7, 3, confirm=confirm_mask([True, True, True]), dice=5)
    assert actions and lone
    assert {st.to_move for st, a in lone if not isinstance(a, ChooseFoe)} <= {0, 1, 2}


def test_a_forced_hit_waits_for_the_confirming_seat_and_lands_on_its_click():
    ash, bone = pair("Arm Mouth Leg Tail Wings", "Eye Arm Leg Tail Stinger")
    wounded = [WOUNDED] * ash.size
    wounded[4] = 0
    for confirm in (1, 0):
        st = position((ash, bone), step=Step.SUFFER, health={0: wounded},
                      faces={0: "- - - - Stun"}, queue=[Hit(STUNNED, False)], settle=True,
                      confirm=confirm)
        if confirm:
            assert st.step is Step.SUFFER and st.legal_actions() == [Damage(4)]
            assert prompt(st) == "Confirm: Ash's Wings is stunned."
            assert st.why_not(Done()) is not None
            with pytest.raises(IllegalAction) as refused:
                st.apply(Done())
            assert str(refused.value) == st.why_not(Done())
            st = st.apply(Damage(4))
        assert st.health[0][4] == STUNNED and st.step is not Step.SUFFER


def test_the_turn_ends_only_on_done_for_a_confirming_seat_with_a_prompt_naming_the_attacks():
    ash, bone = pair("Arm Mouth Leg Tail Wings", "Eye Arm Leg Tail Stinger")
    faces = {0: "Arm Mouth Block Dodge Dodge"}
    st = position((ash, bone), step=Step.TARGET, faces=faces, settle=True, confirm=1)
    assert st.step is Step.ARRAY and st.turn == 0 and st.legal_actions() == [Done()]
    assert prompt(st) == "Ash: press Done to send your 2 attacks at Bone."
    after = st.apply(Done())
    assert after.turn == 1 and len(after.incoming) == 2
    plain = position((ash, bone), step=Step.TARGET, faces=faces, settle=True)
    assert plain.key() == after._replace(confirm=0).key()


def test_the_other_seat_is_never_stopped():
    ash, bone = pair("Arm Mouth Leg Tail Wings", "Eye Arm Leg Tail Stinger")
    st = position((ash, bone), step=Step.TARGET, faces={0: "Arm Mouth Block Dodge Dodge"},
                  settle=True, confirm=2)
    assert st.turn == 1 and st.step is Step.ROLL


def test_confirm_is_an_option_of_the_battle_only_when_set():
    st = new_game({"seats": 3, "dice": 5, "confirm": 5})
    assert st.options == {"seats": 3, "dice": 5, "confirm": 5}
    assert pickle.loads(pickle.dumps(st)).confirm == 5
    assert new_game({"seats": 2, "dice": 5}).options == {"seats": 2, "dice": 5}


def test_confirm_mask_names_the_flagged_seats():
    assert confirm_mask([True, False, True]) == 5
    assert confirm_mask([False, False]) == 0
