"""Why a 66d6 minion has nothing to do: the answer to a click on a minion that cannot act.

Every sentence here is one that ``apply`` raises for one of the minion's own moves, or, when
each move is refused for its own reason, a short summary of them; so the board never restates
a rule in its own words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.sixtysix.actions import Defend, Enter, Fight, Kill, March, Slaughter
from engine.sixtysix.board import HOME, SIDE_NAMES
from engine.sixtysix.model import Phase

if TYPE_CHECKING:
    from engine.sixtysix.state import SixtySixState

_REGULAR = (Enter, March, Fight, Slaughter)


def why_idle(st: SixtySixState, minion_id: int) -> str | None:
    """Why ``minion_id`` can neither move nor fight now (``None`` when it can)."""
    m = st.get(minion_id)
    if st.phase is Phase.OVER:
        return "The game is over."
    if m is None:
        return "There is no such minion on the board."
    if st.phase is Phase.DEFEND:
        return st.why_not(Defend(minion_id))
    if st.phase is Phase.KILL:
        return st.why_not(Kill(minion_id))
    if st.phase is not Phase.ACT or m.side != st.turn_side:
        return st.why_not(Fight(minion_id))  # whose turn or phase it is, or whose minion
    if any(isinstance(a, _REGULAR) for a in st.actions_for_minion(minion_id)):
        return None
    if m.place == HOME:
        tries: list[Enter | March] = [Enter(minion_id, f) for f in st.board.first_row(m.side)]
        summary = (f"That minion cannot come out: each field of {SIDE_NAMES[m.side]}'s first "
                   "row is full or was already visited this turn.")
    else:
        tries = [March(minion_id, f) for f in st.board.neighbours(m.place)]
        if st.board.is_first_row(m.place, m.side):
            tries.append(March(minion_id, HOME))
        summary = ("That minion has nowhere to go: each field next to it is full or was "
                   "already visited this turn (no backtracking).")
    reasons = {st.why_not(action) for action in tries} - {None}
    return reasons.pop() if len(reasons) == 1 else summary
