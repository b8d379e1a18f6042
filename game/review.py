"""A finished (or saved) game looked back on: the win chance after every action, the largest
swings, and the move list, for the review screen.

Why the chances come from ``game.ai.advice.Estimator`` over the whole state: a review is read
after the game, when nothing is secret any more, and the same quick look as the hints and the
meter makes the three agree. Every state of the match is already replayed through the engine
(``Match.states``), so a review reads states and never re-applies anything.

The two marks a player looks for:

* **the luckiest roll**: the throw of the dice after which the focus seat's chance rose the
  most (for a loser, the least bad luck is not interesting: it is the largest rise either way
  round, shown with its sign);
* **the unluckiest roll**: the throw after which its chance fell the most;
* **the costliest decision**: the focus seat's own choice after which its chance fell the most
  (a choice that cost nothing is not marked).

The focus seat is the person at the screen when one person played, else the winner, else
seat 0; the screen can switch it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import CHANCE, Roll, State
from game.ai.advice import Estimator
from game.match import Match

SEED = 4242
"""The quick look's dice futures are fixed, so a review reads the same every time."""


@dataclass(frozen=True)
class Move:
    """One action of the game, as the move list shows it."""

    index: int
    """Position in ``Match.actions`` (the state before it is ``Match.states[index]``)."""
    seat: int | None
    """Who chose it (``None``: dice)."""
    text: str
    is_roll: bool


@dataclass(frozen=True)
class Review:
    """Everything the review screen draws, computed once."""

    moves: tuple[Move, ...]
    chances: tuple[tuple[float, ...], ...]
    """Per state (``len(moves) + 1`` of them), each seat's win chance, 0..1."""
    seats: int

    def swing(self, index: int, seat: int) -> float:
        """How much move ``index`` changed ``seat``'s chance."""
        return self.chances[index + 1][seat] - self.chances[index][seat]

    def luckiest_roll(self, seat: int) -> int | None:
        rolls = [m.index for m in self.moves if m.is_roll]
        if not rolls:
            return None
        best = max(rolls, key=lambda i: (self.swing(i, seat), -i))
        return best if self.swing(best, seat) > 0.005 else None

    def unluckiest_roll(self, seat: int) -> int | None:
        rolls = [m.index for m in self.moves if m.is_roll]
        if not rolls:
            return None
        worst = min(rolls, key=lambda i: (self.swing(i, seat), i))
        return worst if self.swing(worst, seat) < -0.005 else None

    def costliest_decision(self, seat: int) -> int | None:
        own = [m.index for m in self.moves if m.seat == seat and not m.is_roll]
        if not own:
            return None
        worst = min(own, key=lambda i: (self.swing(i, seat), i))
        return worst if self.swing(worst, seat) < -0.005 else None


def focus_seat(match: Match) -> int:
    """Whose chances the review follows first (see the module docstring)."""
    humans = match.human_seats()
    if len(humans) == 1:
        return humans[0]
    outcome = match.state.outcome()
    if outcome is not None and outcome.winners:
        return outcome.winners[0]
    return humans[0] if humans else 0


def build_review(match: Match) -> Review:
    """The review of ``match`` (every state's chances: the quick look, about a millisecond
    a state)."""
    look = Estimator(match.states[0], SEED)
    chances = tuple(look.chances(state) for state in match.states)
    moves = []
    for index, action in enumerate(match.actions):
        before: State = match.states[index]
        mover = before.to_move
        is_roll = isinstance(action, Roll) or mover == CHANCE
        text = match.log[index].text if index < len(match.log) else before.describe(action)
        moves.append(Move(index, None if is_roll or mover is None or mover < 0 else mover,
                          text, is_roll))
    return Review(tuple(moves), chances, match.states[0].num_seats)


__all__ = ["Move", "Review", "build_review", "focus_seat"]
