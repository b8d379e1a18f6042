"""The one hot-seat hand-off rule (decided by the match) and secrets kept from the wrong screen.

A toy game with a secret (``toy_secret_game``) is played by two people at one machine through a
minimal board on the real board foundation: every frame the board draws, and every log line it
shows, is recorded, and none may show the other seat's hidden number.
"""

from __future__ import annotations

import pygame

from engine.core import get_game
from engine.sixtysix.model import Phase
from game.match import Match, Seat
from scenes.board.base import BoardScene
from scenes.overlays import ButtonMenu
from scenes.widgets import Button, WidgetGroup
from tests.toy_secret_game import GAME_ID, Guess, Pick
from tests.ui_robot import press

HUMANS = [Seat("human"), Seat("human")]


def secret_match(seats=HUMANS) -> Match:
    return Match(get_game(GAME_ID), {"seats": len(seats)}, seats, seed=1)


# ------------------------------------------------------------------ the rule, on the match
def test_handoff_before_every_secret_shown_to_a_new_person():
    match = secret_match()
    assert match.handoff_due(None) is None  # nothing hidden yet: the first player sits down
    match.apply(Pick(2))
    assert match.handoff_due(0) == 1  # seat 0's pick is now hidden from seat 1
    match.apply(Pick(3))
    assert match.handoff_due(1) == 0
    assert match.handoff_due(0) is None  # already at the screen
    match.apply(Guess(1))  # wrong: seat 1's turn
    assert match.handoff_due(0) == 1


def test_no_handoff_with_one_human_or_none():
    match = secret_match([Seat("human"), Seat("ai", "easy")])
    match.apply(Pick(1))
    assert match.handoff_due(0) is None
    assert match.viewer(None) == 0  # the one human's view is drawn
    bots = secret_match([Seat("ai"), Seat("ai")])
    assert bots.viewer(None) is None  # only AIs: the whole state


def test_nothing_hidden_no_handoff_at_a_quick_answer_nor_at_a_new_turn():
    """66d6 hides nothing: the defender answers inside the attacker's turn on the board, and a
    new turn is named on the board (notice, strip), never a dialog to click through."""
    from engine.sixtysix.actions import Fight

    info = get_game("66d6")
    match = Match(info, info.default_options(), HUMANS, seed=3)
    from game.tray import quick_roll

    seen_defence = False
    for _ in range(4000):
        state = match.state
        if state.is_over:
            break
        if state.to_move is not None and state.to_move < 0:
            match.apply(quick_roll(state.roll_request(), match.roll_seed()))
            continue
        if state.phase is Phase.DEFEND:
            assert state.to_move != state.turn_owner
            assert match.handoff_due(state.turn_owner) is None
            seen_defence = True
        elif state.to_move == state.turn_owner and state.phase is Phase.ACT:
            other = 1 - state.turn_owner
            assert match.handoff_due(other) is None
        legal = state.legal_actions()
        fights = [a for a in legal if isinstance(a, Fight)]
        match.apply(fights[0] if fights else legal[-1])
        if seen_defence:
            break
    assert seen_defence


def test_log_lines_of_secret_actions_are_redacted_for_the_other_seats():
    match = secret_match()
    match.apply(Pick(2))
    match.apply(Pick(3))
    assert match.log_for(0)[0] == "One picks 2"
    assert "2" not in match.log_for(1)[0] and "hidden" in match.log_for(1)[0]
    assert "3" not in match.log_for(0)[1]
    reloaded = Match.from_save(match.to_save())  # a reloaded log keeps the secrets too
    assert reloaded.log_for(1) == match.log_for(1)


def test_undo_is_refused_with_a_reason():
    match = secret_match()
    assert match.why_no_undo()
    match.apply(Pick(2))
    assert match.why_no_undo() is None


# ------------------------------------------------------------------ through the screen
class SecretBoard(BoardScene):
    """The least a board of the toy needs: three number buttons, the view and the log."""

    def __init__(self, ctx, match: Match) -> None:
        self.buttons = WidgetGroup()
        self.drawn: list[tuple[int | None, tuple[int, ...], list[str]]] = []
        super().__init__(ctx, match)
        self.relayout()

    def compute_layout(self) -> None:
        w, h = self.ctx.size
        panel = pygame.Rect(w - 320, 10, 310, h - 20)
        self.reserve_controls(panel)
        self.driver.set_tray_rect(pygame.Rect(20, 20, 400, 300))
        self.buttons.clear()
        for i, n in enumerate((1, 2, 3)):
            self.buttons.add(Button(pygame.Rect(40 + i * 90, 400, 80, 50), str(n),
                                    lambda n=n: self.choose(n)))

    def choose(self, n: int) -> None:
        if self.human_to_move():
            state = self.match.state
            self.apply(Pick(n) if state.picking else Guess(n))

    def board_event(self, event: pygame.event.Event) -> bool:
        return self.buttons.handle_event(event)

    def draw_board(self, surface: pygame.Surface) -> None:
        log = self.match.log_for(self.viewer())
        self.drawn.append((self.viewer(), self.state.picks, log))
        self.buttons.draw(surface)


def test_secrets_never_reach_the_other_seats_screen(app):
    app.start()
    app.frame(1 / 60)
    app.ctx.settings.animation = "normal"
    match = secret_match()
    board = SecretBoard(app.ctx, match)
    app.ctx.scenes.push(board)
    handoffs: list[str] = []
    plan = [1, 2, 3, 3, 2, 1, 2, 3, 1]  # seat 0 picks 1, seat 1 picks 2, then guesses
    for _ in range(400):
        top = app.ctx.scenes.top
        if match.is_over:
            break
        if isinstance(top, ButtonMenu) and "your turn" in top.title:
            assert top.opaque  # the board beneath is covered before a secret
            handoffs.append(top.title)
            press(app, top.ui.items, "I'm ready")
            continue
        if top is board and board.human_to_move() and plan:
            press(app, board.buttons.items, str(plan.pop(0)))
            continue
        app.frame(1 / 60)
    assert match.is_over
    # a hand-off before seat 1 picks (seat 0's pick is hidden), then before every turn
    assert handoffs[0] == "Two, your turn"
    assert len(handoffs) >= 3
    secret = {0: 1, 1: 2}
    for viewer, picks, log in board.drawn:
        if match.states[-1].is_over and picks == match.state.picks:
            continue  # after the end everything is revealed
        for seat, number in secret.items():
            if viewer is not None and seat != viewer:
                assert picks[seat] == 0, f"seat {viewer}'s screen showed seat {seat}'s pick"
                assert f"picks {number}" not in " ".join(
                    line for line in log if line.startswith(("One", "Two")[seat]))
