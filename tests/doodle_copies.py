"""How a Doodle Dice test checks that a position travels whole.

Why: states cross only between our own processes (the AI worker gets them pickled); saves are
action logs. A copy made that way must be the very same position, with the same choices."""

from __future__ import annotations

import pickle

from engine.doodledice.state import DoodleState


def round_trip(st: DoodleState) -> DoodleState:
    """``st`` as the AI worker gets it: pickled to another process, the same position."""
    again = pickle.loads(pickle.dumps(st))
    assert again.key() == st.key()
    assert again.to_move == st.to_move and again.legal_actions() == st.legal_actions()
    return again
