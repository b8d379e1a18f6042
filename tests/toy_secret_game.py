"""A tiny game with a secret, for testing that secrets never reach the wrong screen.

Rules: each seat in turn secretly picks a number from 1 to 3; then the seats take turns to guess
the next seat's number, and the first right guess wins. Every pick stays hidden from the other
seats until the game ends. Importing this module registers it as game id ``"toy-secret"``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import (
    Action,
    CorruptData,
    EndReason,
    GameInfo,
    IllegalAction,
    OptionSpec,
    Outcome,
    RollRequest,
    State,
    register,
)

GAME_ID = "toy-secret"
NUMBERS = (1, 2, 3)


@dataclass(frozen=True)
class Pick(Action):
    kind: ClassVar[str] = "pick"
    number: int


@dataclass(frozen=True)
class Guess(Action):
    kind: ClassVar[str] = "guess"
    number: int


class SecretState(State):
    """``picks[s]`` is 0 where seat ``s`` has not picked, or where this view may not see it."""

    game_id: ClassVar[str] = GAME_ID

    def __init__(self, picks: tuple[int, ...], picked: tuple[bool, ...], turn: int,
                 winner: int | None) -> None:
        self.picks = picks
        self.picked = picked
        self.turn = turn
        self.winner = winner

    @property
    def num_seats(self) -> int:
        return len(self.picks)

    @property
    def picking(self) -> bool:
        return not all(self.picked)

    @property
    def to_move(self) -> int | None:
        if self.winner is not None:
            return None
        return self.picked.index(False) if self.picking else self.turn

    def target(self) -> int:
        return (self.turn + 1) % self.num_seats

    def legal_actions(self) -> list[Action]:
        if self.to_move is None:
            return []
        kind = Pick if self.picking else Guess
        return [kind(n) for n in NUMBERS]

    def apply(self, action: Action) -> SecretState:
        if action not in self.legal_actions():
            raise IllegalAction("That is not possible now.")
        assert isinstance(action, (Pick, Guess))
        if isinstance(action, Pick):
            seat = self.to_move
            assert seat is not None
            picks = tuple(action.number if s == seat else p for s, p in enumerate(self.picks))
            picked = tuple(True if s == seat else p for s, p in enumerate(self.picked))
            return SecretState(picks, picked, self.turn, None)
        if action.number == self.picks[self.target()]:
            return SecretState(self.picks, self.picked, self.turn, self.turn)
        return SecretState(self.picks, self.picked, self.target(), None)

    def roll_request(self) -> RollRequest:
        raise IllegalAction("This game has no dice.")

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome((self.winner,), EndReason.VICTORY, "A right guess.")

    def describe(self, action: Action) -> str:
        name = self.seat_name(self.to_move if self.to_move is not None else 0)
        if isinstance(action, Pick):
            return f"{name} picks {action.number}"
        assert isinstance(action, Guess)
        return f"{name} guesses {action.number}"

    def seat_name(self, seat: int) -> str:
        return ("One", "Two", "Three")[seat]

    def view(self, seat: int) -> SecretState:
        if self.winner is not None:
            return self
        picks = tuple(p if s == seat else 0 for s, p in enumerate(self.picks))
        return SecretState(picks, self.picked, self.turn, self.winner)

    def hides_from(self, seat: int) -> bool:
        return self.winner is None and any(
            self.picked[s] for s in range(self.num_seats) if s != seat)

    def to_dict(self) -> dict[str, Any]:
        return {"picks": list(self.picks), "picked": list(self.picked), "turn": self.turn,
                "winner": self.winner}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SecretState:
        try:
            winner = data["winner"]
            return cls(tuple(int(p) for p in data["picks"]),
                       tuple(bool(p) for p in data["picked"]), int(data["turn"]),
                       None if winner is None else int(winner))
        except (KeyError, TypeError, ValueError) as error:
            raise CorruptData(f"Not a secret-game state: {error}") from None


def new_game(options: Mapping[str, int]) -> SecretState:
    seats = options.get("seats", 2)
    return SecretState((0,) * seats, (False,) * seats, 0, None)


INFO = register(
    GameInfo(
        game_id=GAME_ID,
        title="Toy Secret",
        tagline="Guess the hidden number (test game).",
        seat_names=("One", "Two", "Three"),
        min_seats=2,
        max_seats=3,
        options=(OptionSpec("seats", "Seats", 2, (2, 3)),),
        new_game=new_game,
        state_class=SecretState,
        action_types=(Pick, Guess),
    )
)
