"""The tutor on the board (Settings, off by default): a person's choice is checked in a worker
process before it is played (``game.analysis.tutor``), the board saying so while it looks; a
mistake or worse brings a card that says how much it costs, names the better choice with its
chance, and lets the person take it back or play it anyway; a good choice is played at once.

Why a worker: the check grades the choice as the review does (every other choice judged a few
steps on), which takes a noticeable moment in pure Python; on the UI thread every frame of it
would stall. The person's move waits for the answer instead (it is held, never dropped).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core import Action
from game.ai.worker import AIError, AIWorker, worker_service
from game.analysis.tutor import Warning, check_data
from game.match import Match
from scenes.overlays import ButtonMenu

if TYPE_CHECKING:
    from scenes.board.base import BoardScene

TAKE_BACK, PLAY_ANYWAY = "Take it back", "Play it anyway"
CHECKING = "The tutor is looking at your choice..."
"""The notice while the tutor checks; taken back as soon as it has answered."""


def tutor_service(ctx) -> AIWorker:
    """The tutor's worker, started on first use and closed with the app's other services."""
    return worker_service(ctx.services, "tutor")


def tutor_text(warning: Warning, wording: Callable[[str], str]) -> str:
    decision = warning.decision
    played, best = wording(decision.played).rstrip("."), wording(decision.best).rstrip(".")
    return (f"{played}: about {decision.played_chance:.0f}% to win. Better: {best}: about "
            f"{decision.best_chance:.0f}%.")


def tutor_card(ctx, warning: Warning, wording: Callable[[str], str],
               play: Callable[[], object]) -> ButtonMenu:
    """The card over the board; "Play it anyway" plays the choice, "Take it back" (and Esc)
    leaves the position as it was."""

    def take_back() -> None:
        ctx.scenes.pop()

    def anyway() -> None:
        ctx.scenes.pop()
        play()

    title = "A blunder?" if warning.grade == "blunder" else "A mistake?"
    return ButtonMenu(ctx, title, [(TAKE_BACK, take_back), (PLAY_ANYWAY, anyway)],
                      tutor_text(warning, wording), escape=take_back)


class TutorDesk:
    """One choice checked at a time, for the position it was made in: an answer that arrives
    after the game moved on (an undo) is dropped with its choice."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.ticket: int | None = None
        self.held: tuple[int, Action] | None = None
        """The seat and the choice waiting for the tutor's answer."""

    @property
    def checking(self) -> bool:
        return self.ticket is not None

    def ask(self, match: Match, seat: int, action: Action) -> None:
        self.ticket, self.held = match.version, (seat, action)
        tutor_service(self.ctx).submit_call(match.info.game_id, match.state, match.version,
                                            check_data, seat, action, len(match.actions))
        self.ctx.toast(CHECKING, 1.5)

    def collect(self, board: BoardScene) -> None:
        """Once the answer is there: the card for a mistake, else the choice played."""
        if self.ticket is None or self.held is None:
            return
        if self.ticket != board.match.version:
            self.cancel()
            return
        try:
            answer = tutor_service(self.ctx).poll()
        except AIError:
            answer = (self.ticket, None)  # no check this time: the choice is the person's
        if answer is None or answer[0] != self.ticket:
            return
        seat, action = self.held
        self.ticket = self.held = None
        self.ctx.withdraw(CHECKING)
        warning = Warning.from_data(answer[1]) if answer[1] is not None else None
        if warning is None:
            board.apply(action, checked=True)
            return
        board.match.note_warning(seat)
        board.manager.push(tutor_card(self.ctx, warning, board.wording,
                                      lambda: board.apply(action, checked=True)))

    def cancel(self) -> None:
        if self.ticket is not None:
            self.ticket = self.held = None
            self.ctx.withdraw(CHECKING)
            worker = self.ctx.services.get("tutor")
            if worker is not None:
                worker.cancel()


__all__ = ["CHECKING", "PLAY_ANYWAY", "TAKE_BACK", "TutorDesk", "tutor_card", "tutor_service",
           "tutor_text"]
