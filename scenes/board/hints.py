"""The Hint button's errand: ask the advisor process, then word its answer as a card.

Why a second worker process (``advisor_service``) and not the AI's own: a hint is asked while a
person is to move, and the window must keep drawing while the AI thinks about it; keeping it apart
from the opponents' worker means a hint never cancels or delays an AI move, and an AI move never
eats a hint. The advisor sees ``state.view(seat)`` only (``game.ai.advice``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import scenes.theme as theme
from engine.core import Action
from game.ai.advice import HINT_LEVEL, Advice
from game.ai.worker import ADVICE, AIError, AIWorker, worker_service
from game.match import Match
from scenes.board.cards import MOVE, Card
from scenes.board.layer import capital

if TYPE_CHECKING:
    from scenes.board.view import BoardView

LOOKING = "Looking for a hint..."
"""The notice while a hint is worked out; taken back as soon as the card shows."""


def advisor_service(ctx) -> AIWorker:
    """The hint worker, started on first use and closed with the app's other services."""
    return worker_service(ctx.services, "advisor")


def percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


class HintDesk:
    """One hint at a time, for the position it was asked in: an answer that arrives after the
    game moved on is dropped."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.ticket: int | None = None
        self.seat: int | None = None

    @property
    def thinking(self) -> bool:
        return self.ticket is not None

    def ask(self, match: Match, seat: int) -> None:
        self.ticket, self.seat = match.version, seat
        seed = random.Random(f"hint:{match.seed}:{len(match.actions)}").randrange(2**31)
        advisor_service(self.ctx).submit(match.info.game_id, match.state, HINT_LEVEL,
                                         seed, match.version, kind=ADVICE,
                                         line=match.actions)

    def poll(self, match: Match) -> Advice | None:
        """The answer for the current position, once it is there."""
        if self.ticket is None:
            return None
        if self.ticket != match.version:
            self.cancel()
            return None
        try:
            answer = advisor_service(self.ctx).poll()
        except AIError as error:
            self.cancel()
            self.ctx.toast(f"No hint this time: {error}", 4, error=True)
            return None
        if answer is None or answer[0] != self.ticket or not isinstance(answer[1], Advice):
            return None
        self.ticket = None
        return answer[1]

    def why_not(self, board: BoardView) -> str | None:
        """Why the Hint button cannot be pressed now, or ``None``."""
        if board.match.is_over:
            return "The game is over."
        if self.thinking:
            return "Thinking about your move..."
        if not board.human_to_move():
            return "A hint is for your own decisions: wait until it is your move."
        return None

    def press(self, board: BoardView) -> None:
        why = self.why_not(board)
        if why is not None:
            self.ctx.toast(why, 2.5)
            return
        seat = board.match.seat_of_turn()
        assert seat is not None
        board.card = None
        self.ask(board.match, seat)
        self.ctx.toast(LOOKING, 1.2)

    def collect(self, board: BoardView) -> Card | None:
        """The hint card once the answer is there (the hint is then counted), else None."""
        advice = self.poll(board.match)
        if advice is None:
            return None
        state = board.match.state

        def name_of_move(action: Action) -> str:
            return capital(board.wording(state.describe(action)))

        board.match.note_hint(advice.seat)
        self.ctx.withdraw(LOOKING)  # the card is there: the notice would only linger
        return hint_card(advice, name_of_move(advice.action), name_of_move,
                         board.move_anchors(advice.action), board.name_of(advice.seat))

    def cancel(self) -> None:
        if self.ticket is not None:
            self.ticket = None
            worker = self.ctx.services.get("advisor")
            if worker is not None:
                worker.cancel()


def hint_lines(advice: Advice, name_of_move) -> list[str]:
    """What the hint card says about chances (``name_of_move(action)``: the move in words)."""
    after = percent(advice.chance)
    lines = [f"Your chance to win now: {percent(advice.now)}; after this move: {after}."]
    if advice.alternative is None or advice.alternative_chance is None:
        lines.append("Every other move comes to the same thing.")
        return lines
    other = f"\u201c{name_of_move(advice.alternative).rstrip('.')}\u201d"
    alt = percent(advice.alternative_chance)
    if advice.alternative_chance > advice.chance + 0.02:
        lines.append(f"A quick look rates {other} higher ({alt}), but the AI looks further "
                     "ahead and prefers this.")
    elif advice.close:
        lines.append(f"Your best other move, {other}, would do about as well ({alt}).")
    else:
        lines.append(f"Your best other move, {other}: {alt}.")
    return lines


def hint_card(advice: Advice, title: str, name_of_move, anchors, who: str) -> Card:
    return Card(f"Hint: {title}", hint_lines(advice, name_of_move), anchors, MOVE,
                colour=theme.GOOD, footer=f"What the AI would do for {who} (Normal level)")


__all__ = ["HintDesk", "advisor_service", "hint_card", "hint_lines", "percent"]
