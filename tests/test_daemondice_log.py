"""Daemon Dice states between processes, daemons as JSON, log lines and the UI helpers."""

from __future__ import annotations

import json
import pickle
import random

import pytest
from test_daemondice_symbols import defending, pair

from engine.core import CHANCE, CorruptData
from engine.daemondice import (
    READY_DAEMONS,
    STUNNED,
    Attack,
    DaemonDiceState,
    Damage,
    Defend,
    Hit,
    Hold,
    Step,
    attack_views,
    daemon_from_dict,
    daemon_to_dict,
    defence_preview,
    dice_status,
    die_status,
    new_game,
    position,
    preview,
)
from engine.daemondice.views import health_counts, prompt, roll_targets
from engine.dice import roll


def states(seed: int, options: dict) -> list[DaemonDiceState]:
    """Every state of one random battle."""
    rng = random.Random(seed)
    st = new_game(options)
    out = [st]
    while not st.is_over:
        if st.to_move == CHANCE:
            st = st.apply(roll(st.roll_request(), rng))
        else:
            st = st.apply(rng.choice(st.legal_actions()))
        out.append(st)
    return out


@pytest.mark.parametrize("options", [{}, {"seats": 4, "dice": 5}, {"dice": 26}])
def test_every_state_crosses_to_the_ai_worker_and_plays_the_same(options: dict) -> None:
    for st in states(11, options):
        again = pickle.loads(pickle.dumps(st))
        assert again.key() == st.key()
        assert again.legal_actions() == st.legal_actions()
        assert again.to_move == st.to_move


def test_daemon_definitions_travel_as_json() -> None:
    for d in READY_DAEMONS:
        assert daemon_from_dict(json.loads(json.dumps(daemon_to_dict(d)))) == d
    for bad in (None, {"name": "x"}, {"name": "x", "dice": [["Arm"]], "declared": None},
                {"name": "x", "dice": "Arm", "declared": None}):
        with pytest.raises(CorruptData):
            daemon_from_dict(bad)


# ------------------------------------------------------------------------------- the log


def test_every_action_of_a_battle_gets_a_proper_log_line() -> None:
    for options in ({}, {"seats": 3}):
        rng = random.Random(4)
        st = new_game(options)
        while not st.is_over:
            if st.to_move == CHANCE:
                action = roll(st.roll_request(), rng)
            else:
                action = rng.choice(st.legal_actions())
            line = st.describe(action)
            assert line and not line.endswith(f": {action.kind}"), line
            st = st.apply(action)


# -------------------------------------------------------------------------- UI helpers


def test_die_status_reports_faces_uses_and_grabs() -> None:
    a, b = pair("Tentacle Arm Leg", "Leg Arm")
    st = position((a, b), step=Step.DEFEND, faces={0: "- Block Block", 1: "Stun Stun"},
                  incoming=[Attack(0, "Stun"), Attack(1, "Stun")], holds=[Hold(0, 0, 1, 1)])
    st = st.apply(Defend(0, 1, "block"))
    ash = dice_status(st, 0)
    assert ash[0].grabbing == (1, 1) and ash[1].defending == 0 and ash[2].free
    bone = die_status(st, 1, 1)
    assert bone.grabbed_by == (0, 0) and bone.health == "healthy"
    assert die_status(st, 1, 0).role == "attack" and die_status(st, 1, 0).attack == 0
    assert health_counts(st, 1)["grabbed"] == 1


def test_attack_views_and_previews_explain_what_is_at_stake() -> None:
    st = defending("Arm Leg", "Block Plus", "Leg Arm", "Leg Plus", [Attack(0, "Leg",
                                                                         boosts=(1,))])
    view = attack_views(st)[0]
    assert view.need == 2 and view.through == ("stun", "stun") and not view.stopped
    assert "1 more defence die" in preview(st, Defend(0, 0, "block"))
    assert "0 of 2" in defence_preview(st)[0]
    st = st.apply(Defend(0, 0, "block"))
    assert "stops" in preview(st, Defend(0, 1, "plus"))
    assert "Ash" in prompt(st)


def test_damage_preview_and_roll_targets() -> None:
    a, b = pair("Arm Leg", "Leg")
    st = position((a, b), step=Step.SUFFER, faces={0: "Stun"}, queue=[Hit(STUNNED, False)])
    assert "unused Stun is lost" in preview(st, Damage(0))
    rolling = position((a, b), step=Step.ROLL, used={0: ["minus"]})
    assert roll_targets(rolling) == tuple(range(1, a.size))
    assert len(rolling.roll_request().dice) == a.size - 1
