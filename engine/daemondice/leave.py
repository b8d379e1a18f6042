"""Resigning: a daemon may give up at any moment, and the battle must carry on cleanly.

With two daemons the other one wins at once. With more, the quitter is out and takes with it
everything it had in play: its grabs, its attacks and minuses not yet resolved, and the choices it
still had to make. The daemon whose turn it is picks up from a sensible point:

- if the quitter was the one whose turn it was, the next daemon in seat order starts a fresh turn;
- if the quitter was the foe whose attacks and minuses are being applied, they vanish (dice set
  aside for its minuses and dice put into defences against it come back) and the turn goes on;
- if the quitter was the daemon being attacked, this turn's grabs, minuses and attacks are taken
  back and a new foe is chosen;
- during initiative, initiative starts again among those left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import EndReason, IllegalAction, Outcome, Resign
from engine.daemondice.flow import after_suffer, over, put_row, remove, start_turn
from engine.daemondice.model import (
    ATTACKING,
    BOOSTING,
    DEFENDING,
    FREE,
    GRABBING,
    GUIDING,
    MINUSED,
    PINNED,
    SENT,
    SPIKING,
    Step,
)

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState

_BEFORE_ROLL = (Step.ACTIVATE, Step.FOE_MINUS, Step.OWN_MINUS, Step.ROLL)
_DEFENDING = (Step.RECOVER, Step.DEFEND, Step.MOUTH, Step.FOE_DAMAGE, Step.SUFFER)
_ATTACKING = (Step.TARGET, Step.GRAB, Step.ARRAY, Step.ROT)


def why_not_resign(st: DaemonDiceState, action: Resign) -> str | None:
    """Why ``action.seat`` cannot give up now (None when it can)."""
    if st.step is Step.OVER:
        return "The battle is already over."
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < st.num_seats:
        return "There is no such daemon in this battle."
    if st.out[seat]:
        return f"{st.seat_name(seat)} is already out of the battle."
    return None


def resign(st: DaemonDiceState, action: Resign) -> DaemonDiceState:
    """``action.seat`` gives up; see the module docstring for what happens next. The battle
    then carries on from the returned state once ``rules.settle`` has played out the steps
    that need no decision (``rules.apply`` does that)."""
    reason = why_not_resign(st, action)
    if reason is not None:
        raise IllegalAction(reason)
    seat = action.seat
    changes = remove(st, seat)
    living = [s for s, gone in enumerate(changes["out"]) if not gone]
    if len(living) == 1:
        winner = living[0]
        detail = (f"{st.seat_name(seat)} gives up the fight; {st.seat_name(winner)} is the last "
                  "daemon standing.")
        return over(st, Outcome((winner,), EndReason.RESIGNATION, detail), **changes)
    gone = st._replace(**changes)
    return _carry_on(st, gone, seat, living)


def _carry_on(before: DaemonDiceState, st: DaemonDiceState, seat: int,
              living: list[int]) -> DaemonDiceState:
    step = before.step
    if step is Step.INITIATIVE or step is Step.COIN:
        return st._replace(step=Step.INITIATIVE, init_round=1, rollers=tuple(living),
                           contenders=tuple(living), turn=living[0])
    if step is Step.NEXT:
        return st
    if seat == before.turn:
        n = st.num_seats
        nxt = min(living, key=lambda s: (s - seat) % n)
        return start_turn(st, nxt, None, (), 0, 0)
    if seat == before.foe:
        st = _without_foe(st)
    if seat == before.target and step in _ATTACKING:
        st = _retarget(st)
    return st


def _without_foe(st: DaemonDiceState) -> DaemonDiceState:
    """The foe's attacks and minuses vanish; dice they tied up come back."""
    me = st.turn
    step = st.step
    back = {MINUSED, PINNED} if step in _BEFORE_ROLL else {DEFENDING} if step is Step.DEFEND \
        else set()
    used = tuple(FREE if u in back else u for u in st.used[me])
    st = st._replace(foe=None, incoming=(), guard=(), minus_free=0, minus_aimed=0, mouths=0,
                     queue=(), used=put_row(st.used, me, used))
    if step in (Step.FOE_MINUS, Step.OWN_MINUS):
        return st._replace(step=Step.OWN_MINUS)
    if step in _DEFENDING and step is not Step.RECOVER:
        return after_suffer(st)
    return st


def _retarget(st: DaemonDiceState) -> DaemonDiceState:
    """This turn's grabs (all on the quitter, so already gone), minuses and attacks are taken
    back; a new foe is chosen."""
    me = st.turn
    undo = {GRABBING, SENT, ATTACKING, BOOSTING, GUIDING, SPIKING}
    used = tuple(FREE if u in undo else u for u in st.used[me])
    return st._replace(used=put_row(st.used, me, used), target=None, outgoing=(),
                       sent_free=0, sent_aimed=0, rot_left=0, step=Step.TARGET)


__all__ = ["resign"]
