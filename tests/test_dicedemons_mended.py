"""Dice Demons' board is painted in parts over its kept picture (``scenes.dicedemons.drawing``):
while pieces glide, grow in or bridges turn, only where they were and are is painted again,
and every such frame is the very picture a whole paint of the board shows."""

from __future__ import annotations

import pygame

from engine.core import get_game
from game.match import Match, Seat
from scenes.board.parts import PartedPicture
from scenes.dicedemons.panel import SidePanel
from scenes.registry import open_match
from scenes.synthetic import post_click as click
from tests.pictures import same_picture

FRAME = 1 / 60


def ai_board(app, seats: int = 3, seed: int = 7):
    app.ctx.settings.animation = "normal"
    app.start()
    info = get_game("dice-demons")
    options = {**info.default_options(), "seats": seats}
    match = Match(info, options, [Seat("ai", "easy")] * seats, seed=seed)
    open_match(app.ctx, match)
    return app.ctx.scenes.top


def whole_paint(board, size) -> pygame.Surface:
    """The board painted whole afresh (no kept picture under it)."""
    parts, board.parts = board.parts, PartedPicture()
    try:
        whole = pygame.Surface(size)
        board.draw_board(whole)
    finally:
        board.parts = parts
    return whole


def test_every_frame_of_glides_and_turns_is_the_whole_board_painted_afresh(app):
    """The kept picture after each frame of a glide or a turn is a whole paint's; the
    frame mended it (painted only parts of it), not painted it whole. (Seed 4: its AI
    turns its eighth bridge hundreds of frames sooner than at the other seeds.)"""
    board = ai_board(app, seed=4)
    size = app.screen.get_size()
    glides = turns = mends = 0
    for _ in range(3000):
        mended, paints = board.parts.mended, board.kept.paints
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or board.state.is_over:
            break
        motion = board.motion
        if not motion.moving or board.kept.paints == paints:
            continue
        mends += board.parts.mended != mended
        if glides >= 30 and not motion.turning:
            continue  # enough glides compared: the turns are waited for
        assert same_picture(board.kept.picture, whole_paint(board, size))
        turns += motion.turning
        glides += bool(motion.glides or motion.appear)
        if glides >= 30 and turns >= 8:
            assert mends >= glides + turns - 2
            return
    raise AssertionError(f"{glides} gliding frames seen, {turns} turning, {mends} mended")


def panel_picture(panel, size) -> bytes:
    surface = pygame.Surface(size)
    panel.draw(surface)
    return pygame.image.tobytes(surface.subsurface(panel.rect), "RGB")


def test_the_side_panel_built_ahead_is_the_one_built_when_its_move_lands(app):
    """While a move is announced or its dice are held, the side panel of the position it
    brings is built ahead; taken on the frame it lands, it is a panel built afresh then."""
    board = ai_board(app, seats=2)
    size = app.screen.get_size()
    taken = 0
    for _ in range(3000):
        panel = board.panel
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or board.state.is_over:
            break
        if board.panel is panel:
            continue
        taken += 1
        fresh = SidePanel(board)
        fresh.layout(board.panel.rect)
        fresh.log.scroll = board.panel.log.scroll
        assert panel_picture(board.panel, size) == panel_picture(fresh, size)
        if taken >= 12:
            return
    raise AssertionError(f"the panel built ahead was taken {taken} times")


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(FRAME)


def kept_is_whole(board, size) -> None:
    assert same_picture(board.kept.picture, whole_paint(board, size))


def test_a_persons_turn_mended_under_the_mouse_is_the_whole_board(app):
    """A person's turn: lit spaces under the mouse, a bridge arrow's ghost bridges, the
    panel's buttons, then a bridge turned and a step walked, frame by frame."""
    from engine.dicedemons import position
    from tests.test_dicedemons_ui import _board_at

    st = position([{"space": "R1-6", "dice": 3}, {"space": "R2-3", "dice": 2}],
                  walls={"R2-4": 1}, pools=(0, 1, 3))
    board = _board_at(app, st, [Seat("human", name="Ana"), Seat("human", name="Bo")])
    app.ctx.settings.animation = "normal"
    size = app.screen.get_size()
    mended = board.parts.mended
    spaces = list(board.choices().spaces)
    assert spaces and board.handles()
    for space in spaces[:6]:
        hover(app, board.space_point(space))
        kept_is_whole(board, size)
    for handle in board.handles():
        hover(app, handle.centre)
        kept_is_whole(board, size)
    for widget in board.panel.ui.items:
        hover(app, widget.rect.center)
        kept_is_whole(board, size)
    legal = next(h for h in board.handles() if h.legal)
    click(app, legal.centre)
    turned = 0
    still_compared = False
    for _ in range(60):
        moved, still_compared = frame_compared(app, board, size, still_compared)
        turned += moved == "turning"
    assert turned >= 5 and still_compared
    step = next(s for s in board.choices().spaces)
    click(app, board.space_point(step))
    walked = 0
    still_compared = False
    for _ in range(40):
        moved, still_compared = frame_compared(app, board, size, still_compared)
        walked += moved == "glides"
    assert walked >= 5 and still_compared
    assert board.parts.mended - mended >= 40


def frame_compared(app, board, size, still_compared: bool) -> tuple[str, bool]:
    """One frame, its kept picture compared with a whole paint, unless the frame painted
    nothing and such a still frame was compared already (the motion over, later frames keep
    that very picture again); what moved on it ("turning", "glides" or "") and whether a
    still frame has been compared."""
    paints = board.kept.paints
    app.frame(FRAME)
    still = board.kept.paints == paints
    if not (still and still_compared):
        kept_is_whole(board, size)
    motion = board.motion
    moved = "turning" if motion.turning else "glides" if motion.glides else ""
    return moved, still_compared or still
