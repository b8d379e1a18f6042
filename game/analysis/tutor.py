"""The tutor (Settings, off by default): a person's choice checked before it is played.

The choice is graded exactly as the review grades it afterwards (``Judge.decision`` from the
decider's own view, the same per-game limits), so the tutor never warns of a choice the review
would call good, nor stays silent before one it would call a mistake.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from engine.core import Action, State
from game.analysis.analyse import Decision, judge_for
from game.analysis.table import BLUNDER, MISTAKE

WARNED = (MISTAKE, BLUNDER)
"""The grades the tutor warns of."""


@dataclass(frozen=True)
class Warning:
    """What the tutor's card says: the grade, the choice and the better one, with chances."""

    grade: str
    decision: Decision

    def to_data(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @staticmethod
    def from_data(data: Any) -> Warning | None:
        """Rebuilt from ``to_data`` (the tutor worker's answer; ``None`` if it is not one)."""
        try:
            return Warning(str(data["grade"]), Decision(**data["decision"]))
        except (KeyError, TypeError):
            return None


def check(state: State, seat: int, action: Action, index: int) -> Warning | None:
    """A warning when ``seat`` playing ``action`` at ``state`` (the game's ``index``-th
    action, which seeds the judge's sample of choices as the review's does) would be a
    mistake or worse."""
    judged = judge_for(state).decision(state, seat, action, index)
    if judged is None:
        return None
    decision = judged[0]
    kind = decision.grade(state.game_id)
    return Warning(kind, decision) if kind in WARNED else None


def check_data(state: State, seat: int, action: Action, index: int) -> dict[str, Any] | None:
    """``check`` as plain data: what the board's worker process answers (``AIWorker.submit_call``),
    so the check never holds a frame."""
    warning = check(state, seat, action, index)
    return warning.to_data() if warning is not None else None


__all__ = ["WARNED", "Warning", "check", "check_data"]
