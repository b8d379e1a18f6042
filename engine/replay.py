"""Rebuilding a game from its saved move list, the one road by which a save becomes a game.

Why a rules revision: a save is its moves, replayed through today's engine. When a rules fix
makes the engine wait for a decision where it used to move on by itself, an older move list
no longer lines up. Such a game raises ``GameInfo.rules_revision`` and says, through
``GameInfo.catch_up``, which action stands for the old automatic step; replaying a save of an
older revision plays that action wherever the old rules moved on, so the save loads as it was
played. A save records the revision it was written with; one without says 0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import Action, CorruptData, GameInfo, IllegalAction, State, action_from_dict

MAX_CATCH_UP = 64
"""Automatic steps caught up before one saved move, at most (a guard against a loop)."""


def replay(info: GameInfo, options: Mapping[str, Any], actions: Sequence[Any],
           setup: Any = None, revision: int | None = None) -> list[State]:
    """Start ``info``'s game and apply every serialized action; the list of states, first to
    last (see ``replay_moves``)."""
    return replay_moves(info, options, actions, setup, revision)[0]


def replay_moves(info: GameInfo, options: Mapping[str, Any], actions: Sequence[Any],
                 setup: Any = None, revision: int | None = None
                 ) -> tuple[list[State], list[Action]]:
    """The states and the actions that led to them, first to last.

    ``setup`` is the game's optional set-up payload (see ``GameInfo.check_setup``);
    ``revision`` the rules revision the moves were made under (None: the current one). The
    actions are the saved ones plus any caught up for an older revision. A bad action raises
    ``CorruptData`` naming its position, so a tampered save is refused.
    """
    current = info.rules_revision
    revision = current if revision is None else revision
    if type(revision) is not int or not 0 <= revision <= current:
        raise CorruptData("The save was written under rules this version does not know.")
    checked = info.check_options(options)
    state = info.start(checked, info.check_setup(checked, setup))
    states, done = [state], []
    catch_up = info.catch_up if revision < current else None
    for index in range(len(actions) + 1):
        for _ in range(MAX_CATCH_UP if catch_up else 0):
            step = None if state.is_over or catch_up is None else catch_up(state, revision)
            if step is None:
                break
            state = state.apply(step)
            states.append(state)
            done.append(step)
        if index == len(actions):
            break
        try:
            action = action_from_dict(info, actions[index])
            state = state.apply(action)
        except IllegalAction as error:
            raise CorruptData(f"Move {index + 1} in the file is not legal: {error}") from None
        except (TypeError, ValueError, KeyError, IndexError) as error:
            raise CorruptData(f"Move {index + 1} in the file is malformed ({error}).") from None
        states.append(state)
        done.append(action)
    return states, done


__all__ = ["replay", "replay_moves"]
