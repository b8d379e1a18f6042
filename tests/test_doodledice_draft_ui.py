"""The draft dice rule through the mouse: switched on in the set-up (the force buttons give way,
with the reason), the first-pick roll thrown, dice of the shared collection clicked until both
budgets are met against the Easy AI, a die over the budget refused with the engine's reason,
then a few actions of round 1 by the usual robot."""

from __future__ import annotations

import pygame

from engine.doodledice import Phase, Pick
from engine.doodledice.rulesets.draft import rules as drafting
from scenes.board.cards import OUTCOME
from scenes.doodledice.board import DoodleBoard
from scenes.doodledice.drafting import pick_rect
from scenes.doodledice.setup import DRAFTED
from scenes.overlays import ButtonMenu
from tests.test_doodledice_ui import DT, DoodleRobot, open_setup, start_game
from tests.ui_robot import click, key, press


def chores(app, board: DoodleBoard) -> bool:
    """Whatever a frame needs that is not a move of the person: a hand-off, a card to close
    (the first-pick roll's stays on screen), a throw, or waiting for the AI. False: the
    person is to move."""
    top = app.ctx.scenes.top
    if isinstance(top, ButtonMenu):
        press(app, top.ui.items, "I'm ready")
    elif top is not board or not (board.card is not None and board.human_waiting()
                                  or board.driver.awaiting_throw() or board.human_to_move()):
        app.frame(DT)
    elif board.card is not None and board.human_waiting():
        assert board.card.kind == OUTCOME
        key(app, pygame.K_SPACE)
    elif board.driver.awaiting_throw():
        press(app, board.throw_ui.items, "Roll")
    else:
        return False
    return True


def start_draft(app) -> DoodleBoard:
    setup = open_setup(app, 60, ["human", "easy"], 4, ("Draft dice",))
    assert setup.options["draft"] == 1
    forces = [b for b in setup.ui.items if getattr(b, "text", "").startswith("Force")]
    assert forces and all(not b.enabled and b.disabled_reason == DRAFTED for b in forces)
    return start_game(app, setup)


def test_a_draft_against_easy_ai_by_clicking_dice(app):
    app.start()
    app.frame(DT)
    app.ctx.settings.animation = "normal"
    board = start_draft(app)
    match = board.match
    assert match.state.phase is Phase.DRAFT
    refused = picked = emptied = 0
    for _ in range(20_000):
        st = match.state
        if st.phase is not Phase.DRAFT:
            break
        if chores(app, board):
            continue
        board.refresh()
        assert board.draft_layout is not None
        over = [p for p, d in enumerate(st.collection)
                if d is not None and d.sides > drafting.room(st, st.seat)]
        if over and not refused:  # a dimmed die: the click changes nothing
            before = len(match.actions)
            click(app, pick_rect(board, over[0]).center)
            assert len(match.actions) == before
            assert st.why_not(Pick(over[0])).startswith(f"A d{st.collection[over[0]].sides}")
            refused += 1
            continue
        lay = board.draft_layout
        gone = [k for k in lay.kinds if not lay.left_of(st, k)]
        if gone and not emptied:  # an emptied place stays where it was, and takes no click
            before = len(match.actions)
            click(app, lay.kinds[gone[0]].center)
            assert len(match.actions) == before
            emptied += 1
            continue
        legal = st.legal_actions()
        # d12s while any fit (then a d20 may be left over the budget), then the biggest
        choice = max(legal, key=lambda a: (st.collection[a.die].sides == 12,
                                           st.collection[a.die].sides))
        before = drafting.taken_sides(st, 0)
        click(app, pick_rect(board, choice.die).center)
        assert drafting.taken_sides(match.state, 0) == before + st.collection[choice.die].sides
        picked += 1
    st = match.state
    assert st.phase is not Phase.DRAFT and picked >= 3 and emptied == 1
    assert drafting.taken_sides(st, 0) <= 60 and drafting.taken_sides(st, 1) <= 60
    assert any(isinstance(a, Pick) for s, a in zip(match.states, match.actions, strict=False)
               if s.to_move == 1)  # the AI picked too
    assert board.draft_layout is None or st.phase is Phase.DRAFT
    # play on through round 1 with the usual robot
    robot = DoodleRobot(app, seed=2, sketch_by_hand=0)
    start = len(match.actions)
    for _ in range(20_000):
        if len(match.actions) >= start + 8 or match.is_over:
            break
        if not chores(app, board):
            robot.step(board)
    assert len(match.actions) >= start + 8 or match.is_over
