"""The last touch on an AI's choice: the free parts of an action that the legal list leaves blank.

A planner weighs the legal list, where a game may leave out what does not change the rules but
a person would fill in: in Doodle Dice Monsters a new monster has no drawing there, and a part
no strokes. The game's *finisher* fills them in for the action actually played (the AI draws
its monster), so the match, its log and its saves hold what a person's move would hold. Every
road by which an AI move reaches a game passes here: ``worker.choose_now`` (the app's worker
process and its fallback) and the players of ``players`` (selfplay, bench, tests).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Action, State
from game.doodles import ai as doodle_pencil

Finisher = Callable[[State, Action], Action]

_FINISHERS: dict[str, Finisher] = {}


def register_finisher(game_id: str, finisher: Finisher) -> None:
    """``finisher(state, action)`` completes the AI's chosen ``action`` in ``game_id``."""
    _FINISHERS[game_id] = finisher


def finish(state: State, action: Action) -> Action:
    """The AI's chosen ``action`` as it is played (unchanged for games without a finisher)."""
    finisher = _FINISHERS.get(state.game_id)
    return action if finisher is None else finisher(state, action)


register_finisher(doodle_pencil.GAME_ID, doodle_pencil.dress)

__all__ = ["Finisher", "finish", "register_finisher"]
