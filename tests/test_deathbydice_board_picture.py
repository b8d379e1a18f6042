"""The Death by Dice board's picture is painted in parts (``scenes.board.parts``): the frame a
move lands on paints again, over the kept picture, only the cards whose look changed and the
panel, and the picture it keeps is the very one a whole paint of the position shows."""

from __future__ import annotations

import pygame

import scenes.deathbydice.drawing as drawing
from scenes.board.parts import PartedPicture
from tests.test_kept_frames import FRAME, ai_game


def test_a_picture_mended_move_after_move_is_the_picture_a_whole_paint_shows(app,
                                                                              monkeypatch):
    painted: list[int] = []
    real = drawing._draw_card
    monkeypatch.setattr(drawing, "_draw_card",
                        lambda board, surface, i, look: painted.append(i)
                        or real(board, surface, i, look))
    match = ai_game(app, "death-by-dice", pace="fast")
    board = app.ctx.scenes.top
    compared: list[int] = []  # how many cards each mended move painted
    for _ in range(4000):
        before, mended, painted[:] = len(match.actions), board.parts.mended, []
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if len(match.actions) == before or board.parts.mended == mended \
                or board.kept.key != board.layer_key():
            continue
        cards = len(set(painted))
        fresh = app.screen.copy()
        own, board.parts = board.parts, PartedPicture()  # nothing kept: painted whole
        try:
            board.draw_board(fresh)
        finally:
            board.parts = own
        assert board.kept.picture is not None
        assert pygame.image.tobytes(fresh, "RGB") == \
            pygame.image.tobytes(board.kept.picture, "RGB"), f"move {len(match.actions)}"
        compared.append(cards)
        if len(compared) == 14:
            break
    assert len(compared) == 14, f"only {len(compared)} mended moves were compared"
    assert min(compared) < len(board.cards)  # some move left cards as they were
