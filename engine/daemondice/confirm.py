"""Forced choices a player confirms: the ``confirm`` option, a bitmask of seats.

Why: without it the rules play every forced step by themselves, so a person sees their hits land
or their attacks fly off without having pressed anything. A seat named in ``confirm`` is stopped
at each forced choice of its own (one legal action) and at the end of its turn (the empty step
that sends its attacks), where ``legal`` offers that single action or a ``Done`` to confirm.
The AI and random players simply take the one action offered. With ``confirm`` 0 (the default)
the battle plays exactly as before, so every save and replay is unchanged.

Naming the only foe left (a 2-daemon battle) is not stopped for: it is no choice at all, and a
click for it every turn would only slow the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core import Action
from engine.daemondice.actions import ChooseFoe, Done
from engine.daemondice.model import CHANCE_STEPS, Step

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState

CONFIRM_CHOICES = tuple(range(64))
"""Every bitmask of up to six seats."""


def confirms(st: DaemonDiceState, seat: int | None) -> bool:
    """Whether ``seat`` confirms its forced choices in this battle."""
    return seat is not None and seat >= 0 and bool(st.confirm >> seat & 1)


def end_of_turn_confirm(st: DaemonDiceState) -> bool:
    """The attacks are arrayed with nothing left to add and their daemon confirms the ending:
    ``legal`` then offers a lone ``Done`` that sends them (or passes the turn when there are
    none). Why at Array and not at the turn's very last step (Rot): Array is where the player
    sees the attacks go, its Done is logged as sending them, and a Rot step with nothing to rot
    then ends the turn at once, while one with stunned foe dice still stops with its own Done."""
    return st.step is Step.ARRAY and confirms(st, st.turn)


def stops_for_confirm(st: DaemonDiceState, actions: list[Action]) -> bool:
    """``settle`` stops here: a lone action the seat to move must confirm."""
    if len(actions) != 1 or st.step in CHANCE_STEPS or not confirms(st, st.to_move):
        return False
    return not isinstance(actions[0], ChooseFoe)


def confirm_action(st: DaemonDiceState) -> Action | None:
    """The lone action a confirming seat is stopped for now (None at a real choice)."""
    if st.step is Step.OVER or st.step in CHANCE_STEPS:
        return None
    actions = st.legal_actions()
    return actions[0] if stops_for_confirm(st, actions) else None


def confirm_prompt(st: DaemonDiceState) -> str | None:
    """The prompt of a stop made only for confirming (None when the step is a real choice)."""
    action = confirm_action(st)
    if action is None:
        return None
    if isinstance(action, Done):
        count = len(st.outgoing)
        target = st.seat_name(st.target) if st.target is not None else "the foe"
        name = st.seat_name(st.turn)
        if count:
            attacks = "attack" if count == 1 else f"{count} attacks"
            return f"{name}: press Done to send your {attacks} at {target}."
        return f"{name}: press Done to end your turn (no attacks to send)."
    return f"Confirm: {st.describe(action)}."


def confirm_mask(seats: Sequence[bool]) -> int:
    """The ``confirm`` option naming every seat flagged True (e.g. the human ones)."""
    return sum(1 << s for s, flagged in enumerate(seats) if flagged)


__all__ = ["CONFIRM_CHOICES", "confirm_action", "confirm_mask", "confirm_prompt", "confirms",
           "end_of_turn_confirm", "stops_for_confirm"]
