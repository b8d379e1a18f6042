"""A tiny Pig-like dice game that follows the engine contract, for testing the AI generically.

Why it exists: the AI must work for any registered game, and its tests must not depend on one
game's rules. Pig has every feature the search must handle — chance as an explicit seat, a turn of
several decisions by one seat, a real risk/reward trade-off, 2 or 3 seats — in 100 lines.

Rules: on your turn, ``Push`` throws a d6: a 1 loses the turn total and passes the turn, anything
else adds to it; ``Bank`` adds the turn total to your score and passes the turn. The first to reach
``target`` wins. Importing this module registers it as game id ``"toy-pig"``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import (
    CHANCE,
    Action,
    CorruptData,
    DieSpec,
    EndReason,
    GameInfo,
    IllegalAction,
    OptionSpec,
    Outcome,
    Roll,
    RollRequest,
    State,
    register,
)

GAME_ID = "toy-pig"


@dataclass(frozen=True)
class Push(Action):
    """Throw the die again, risking the turn total."""

    kind: ClassVar[str] = "push"


@dataclass(frozen=True)
class Bank(Action):
    """Keep the turn total and pass the turn."""

    kind: ClassVar[str] = "bank"


class PigState(State):
    """Scores, the seat whose turn it is, its turn total, and whether a throw is pending."""

    game_id: ClassVar[str] = GAME_ID

    def __init__(
        self, scores: tuple[int, ...], turn: int, total: int, rolling: bool, target: int
    ) -> None:
        self.scores = scores
        self.turn = turn
        self.total = total
        self.rolling = rolling
        self.target = target

    @property
    def to_move(self) -> int | None:
        if self.outcome() is not None:
            return None
        return CHANCE if self.rolling else self.turn

    @property
    def num_seats(self) -> int:
        return len(self.scores)

    def legal_actions(self) -> list[Action]:
        if self.to_move is None or self.rolling:
            return []
        return [Push(), Bank()] if self.total else [Push()]

    def _next(self, scores: tuple[int, ...]) -> PigState:
        return PigState(scores, (self.turn + 1) % len(scores), 0, False, self.target)

    def apply(self, action: Action) -> PigState:
        if self.to_move is None:
            raise IllegalAction("The game is over.")
        if isinstance(action, Roll):
            if not self.rolling or len(action.values) != 1 or action.values[0] not in range(1, 7):
                raise IllegalAction("One d6 is expected now.")
            value = int(action.values[0])
            if value == 1:
                return self._next(self.scores)
            return PigState(self.scores, self.turn, self.total + value, False, self.target)
        if self.rolling or action not in self.legal_actions():
            raise IllegalAction("That is not possible now.")
        if isinstance(action, Push):
            return PigState(self.scores, self.turn, self.total, True, self.target)
        scores = list(self.scores)
        scores[self.turn] += self.total
        if scores[self.turn] >= self.target:
            return PigState(tuple(scores), self.turn, 0, False, self.target)
        return self._next(tuple(scores))

    def roll_request(self) -> RollRequest:
        if not self.rolling:
            raise IllegalAction("No dice need rolling now.")
        return RollRequest((DieSpec.d(6),), "Push your luck.", self.turn)

    def outcome(self) -> Outcome | None:
        for seat, score in enumerate(self.scores):
            if score >= self.target:
                return Outcome((seat,), EndReason.VICTORY)
        return None

    def describe(self, action: Action) -> str:
        return f"{self.seat_name(self.turn)}: {action.kind}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "turn": self.turn,
            "total": self.total,
            "rolling": self.rolling,
            "target": self.target,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PigState:
        try:
            return cls(
                tuple(int(s) for s in data["scores"]),
                int(data["turn"]),
                int(data["total"]),
                bool(data["rolling"]),
                int(data["target"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise CorruptData(f"Not a Pig state: {error}") from None


def new_game(options: Mapping[str, int]) -> PigState:
    return PigState((0,) * options.get("seats", 2), 0, 0, False, options.get("target", 30))


def evaluate(state: State, seat: int) -> float:
    """Lead over the best opponent, counting half of the running turn total as banked."""
    assert isinstance(state, PigState)
    outcome = state.outcome()
    if outcome is not None:
        return 1.0 if seat in outcome.winners else -1.0
    scores = [float(s) for s in state.scores]
    scores[state.turn] += 0.5 * state.total
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    return max(-0.95, min(0.95, (scores[seat] - best_other) / state.target))


INFO = register(
    GameInfo(
        game_id=GAME_ID,
        title="Toy Pig",
        tagline="Push your luck (test game).",
        seat_names=("One", "Two", "Three"),
        min_seats=2,
        max_seats=3,
        options=(
            OptionSpec("seats", "Seats", 2, (2, 3)),
            OptionSpec("target", "Target", 30, (20, 30, 50)),
        ),
        new_game=new_game,
        state_class=PigState,
        action_types=(Push, Bank),
        evaluate=evaluate,
    )
)
