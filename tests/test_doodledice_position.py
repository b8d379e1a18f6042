"""The protocol the Doodle Dice rules name (``position.DoodleState``) stays the state's twin.

Why: the rule modules are type-checked against the protocol, not the class; a field or lookup
added to one and not the other would let the two drift apart unseen."""

from __future__ import annotations

import pickle

from engine.doodledice import new_game
from engine.doodledice.position import DoodleState as Position
from engine.doodledice.state import DoodleState


def test_the_protocol_lists_exactly_the_state_fields() -> None:
    assert tuple(Position.__annotations__) == DoodleState._DATA


def test_every_lookup_the_protocol_names_is_on_the_state() -> None:
    names = [n for n in vars(Position) if not n.startswith("__")
             and n not in Position.__annotations__ and not n.startswith(("_abc", "_is_"))]
    assert "has" in names and "_replace" in names
    assert [n for n in names if not hasattr(DoodleState, n)] == []


def test_a_state_travels_pickled_and_keeps_its_key() -> None:
    st = new_game({"seats": 2})
    again = pickle.loads(pickle.dumps(st))
    assert type(again) is DoodleState and again.key() == st.key()
    assert again.legal_actions() == st.legal_actions()
