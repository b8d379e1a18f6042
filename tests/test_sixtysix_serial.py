"""66d6 saving/loading, log lines and the evaluation heuristic."""

from __future__ import annotations

import json
import pickle

import pytest

from engine.core import CorruptData, Resign, Roll
from engine.sixtysix import (
    DEATH,
    DEVIL,
    HOME,
    Board,
    Defend,
    Enter,
    Fight,
    Infiltrate,
    Kill,
    March,
    Phase,
    Resolve,
    Sacrifice,
    SixtySixState,
    Slaughter,
    evaluate,
    ids_at,
    new_game,
    position,
)

B = Board.of(5, 5)


def states_in_every_phase() -> dict[Phase, SixtySixState]:
    out = {Phase.SETUP_ROLL: new_game({})}
    st = position({"C3": [3], "C5": [4], "home": [1]}, {"C3": [3, 5], "home": [1, 2, 6]})
    out[Phase.ACT] = st
    out[Phase.DEFEND] = st.apply(Fight(0))
    out[Phase.ROLL] = out[Phase.DEFEND].apply(Defend(34))  # the Devil's 5
    win = position({"C3": [6], "home": [1]}, {"C3": [6], "home": [1]})
    out[Phase.ATTACKER_RESULT] = win.apply(Fight(0))
    lose = position({"C3": [1], "home": [1]}, {"C3": [1], "home": [1]})
    out[Phase.DEFENDER_RESULT] = lose.apply(Fight(0))  # the attacker's reroll is queued
    out[Phase.KILL] = st.apply(Slaughter(ids_at(st, DEATH, "C5")[0]))
    out[Phase.OVER] = st.apply(Resign(DEVIL))
    return out


def test_every_phase_round_trips_through_json() -> None:
    states = states_in_every_phase()
    assert set(states) == set(Phase)
    assert states[Phase.DEFENDER_RESULT].pending == (0,)
    for phase, st in states.items():
        assert st.phase is phase
        data = st.to_dict()
        assert data["format"] == 1 and data["game"] == "66d6"
        again = SixtySixState.from_dict(json.loads(json.dumps(data)))
        assert again.to_dict() == data
        assert again.legal_actions() == st.legal_actions()
        assert again.to_move == st.to_move
        clone = pickle.loads(pickle.dumps(st))
        assert clone.to_dict() == data and clone.board is st.board


def _corrupt(data: dict, path: tuple, value) -> dict:
    bad = json.loads(json.dumps(data))
    target = bad
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return bad


@pytest.mark.parametrize(
    "path,value",
    [
        (("format",), 2),
        (("game",), "chess"),
        (("options", "rows"), 9),
        (("phase",), "dancing"),
        (("turn",), 2),
        (("turn",), True),
        (("actions_left",), 7),
        (("special_used",), 1),
        (("cowardice",), [1]),
        (("minions", 0, 2), 7),
        (("minions", 0, 2), 0),
        (("minions", 0, 2), "3"),
        (("minions", 0, 3), 25),
        (("minions", 0, 0), 1),
        (("minions", 0, 0), 99),
        (("minions", 0), [1, 2]),
        (("paths",), [[33, [HOME]]]),
        (("battle",), {"attacker": 0, "field": 12, "defender": None, "total": 0}),
        (("pending",), [5]),
        (("roll_kind",), "magic"),
        (("kills_left",), 3),
        (("outcome",), {"winners": [0], "reason": "resignation", "detail": ""}),
    ],
)
def test_corrupt_states_are_refused(path, value) -> None:
    data = position({"C3": [3], "home": [1, 2]}, {"E5": [2], "home": [1]}).to_dict()
    SixtySixState.from_dict(data)
    with pytest.raises(CorruptData):
        SixtySixState.from_dict(_corrupt(data, path, value))


def test_overcrowded_fields_and_phantom_minions_are_refused() -> None:
    data = position({"C3": [3, 3, 3]}, {"E5": [2]}).to_dict()
    data["minions"].append([10, 0, 4, B.field_at("C3")])
    with pytest.raises(CorruptData, match="share C3"):
        SixtySixState.from_dict(data)
    roll = states_in_every_phase()[Phase.ROLL].to_dict()
    roll["pending"] = [60]
    with pytest.raises(CorruptData):
        SixtySixState.from_dict(roll)
    for junk in (None, [], "x", {"format": 1}):
        with pytest.raises(CorruptData):
            SixtySixState.from_dict(junk)  # type: ignore[arg-type]  # junk on purpose


def test_a_position_the_game_would_never_stop_at_is_refused() -> None:
    data = position({"C3": [3]}, {"E5": [2]}).to_dict()
    data["minions"] = [m for m in data["minions"] if m[1] == DEATH]  # the Devil has nobody
    with pytest.raises(CorruptData, match="stopped at"):
        SixtySixState.from_dict(data)


def test_log_lines() -> None:
    st = position({"C1": [5], "B2": [4], "home": [3, 3]}, {"B2": [3], "home": [2, 6]})
    assert st.describe(March(0, B.field_at("C2"))) == "Death's 5 marches C1 → C2"
    assert st.describe(March(0, HOME)) == "Death's 5 marches C1 → Purgatory"
    assert st.describe(Enter(2, B.field_at("A1"))) == "Death's 3 enters A1"
    assert st.describe(Infiltrate(2)) == "Death sends a 3 from Purgatory to infiltrate Hell"
    devil = position({"B2": [4], "home": [1]}, {"B2": [3], "home": [2, 6]}, turn=DEVIL)
    assert devil.describe(Fight(33)) == (
        "The Devil's 3 attacks Death's 4 on B2 (sum 7: both retreat)")
    assert devil.describe(Sacrifice((34, 35))) == (
        "The Devil sacrifices a 2 and a 6 from Hell to Death")
    assert devil.describe(Resign(DEVIL)) == "The Devil resigns and abandons the army"
    win = position({"C3": [6], "home": [1]}, {"C3": [6], "home": [1]}).apply(Fight(0))
    assert win.describe(Resolve("back")) == "Death's 6 falls back C3 → C2"
    assert win.describe(Resolve("stay")) == "Death's 6 holds C3"
    rolled = win.apply(Resolve("stay"))
    assert rolled.describe(Roll((4,))) == "Reroll: Death's 6 → 4 in Purgatory"  # the defector
    raid = position({"C5": [2], "home": [1]}, {"home": [1, 5, 6]})
    assert raid.describe(Slaughter(0)) == "Death's 2 slaughters from C5: the Devil loses 2 minions"
    killing = raid.apply(Slaughter(0))
    assert killing.describe(Kill(33)) == "The Devil's 1 in Hell is slain"
    assert new_game({}).describe(Roll((2,) * 33)).startswith("Death's army of 33")
    assert st.describe(March(999, 1))  # never raises, even for nonsense


def test_evaluation_is_bounded_and_sensible() -> None:
    even = position({"C1": [3], "home": [3]}, {"C5": [3], "home": [3]})
    ahead = position({"C1": [3], "home": [3, 4]}, {"C5": [3], "home": [3]})
    for st in (even, ahead):
        for seat in (DEATH, DEVIL):
            assert -1.0 <= evaluate(st, seat) <= 1.0
    assert evaluate(ahead, DEATH) > evaluate(even, DEATH)
    assert evaluate(ahead, DEVIL) < evaluate(even, DEVIL)
    assert evaluate(ahead, DEATH) == pytest.approx(-evaluate(ahead, DEVIL))
    threat = position({"C5": [6], "home": [3]}, {"A5": [3], "home": [3, 3, 3]})
    calm = position({"C4": [6], "home": [3]}, {"A5": [3], "home": [3, 3, 3]})
    assert evaluate(threat, DEATH) > evaluate(calm, DEATH)
    over = even.apply(Resign(DEVIL))
    assert evaluate(over, DEATH) == 1.0 and evaluate(over, DEVIL) == -1.0
    assert evaluate(new_game({}), DEATH) == 0.0
    coward = position({"C1": [3], "home": [3]}, {"C5": [3], "home": [3]}, cowardice=(5, 0))
    assert evaluate(coward, DEATH) < evaluate(even, DEATH)
