"""The Death by Dice board's picture is painted in parts (``scenes.board.parts``): the frame a
move lands on paints again, over the kept picture, only the cards whose look changed and the
panel, and the picture it keeps is the very one a whole paint of the position shows."""

from __future__ import annotations

import pygame
import pytest

import scenes.board.layer as layer
import scenes.deathbydice.drawing as drawing
from engine.core import get_game
from game.match import Match, Seat
from scenes.board.parts import PartedPicture
from scenes.registry import open_match
from tests.test_kept_frames import FRAME, ai_game


def assert_kept_is_whole_paint(app, board, when: str) -> None:
    """The board's kept picture is the one a whole paint of its position shows."""
    fresh = app.screen.copy()
    own, board.parts = board.parts, PartedPicture()  # nothing kept: painted whole
    try:
        board.draw_board(fresh)
    finally:
        board.parts = own
    assert board.kept.picture is not None
    assert pygame.image.tobytes(fresh, "RGB") == \
        pygame.image.tobytes(board.kept.picture, "RGB"), when


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
        assert_kept_is_whole_paint(app, board, f"move {len(match.actions)}")
        compared.append(cards)
        if len(compared) == 14:
            break
    assert len(compared) == 14, f"only {len(compared)} mended moves were compared"
    assert min(compared) < len(board.cards)  # some move left cards as they were


@pytest.mark.parametrize("seats", [2, 3])  # 3: the tray stands in the panel
def test_every_picture_mended_is_the_picture_a_whole_paint_shows(app, seats):
    """Every frame that mends the picture (a throw starting or ending, an AI announcing, a
    move landing) keeps the very picture a whole paint shows: the panel's parts (backing,
    head, words, buttons) are painted again only when their look changed. So do frames that
    keep it (every tenth is looked at): a throw starting or the AI thinking changes nothing
    the picture shows (``driver_key``)."""
    app.ctx.settings.animation = "fast"
    app.start()
    info = get_game("death-by-dice")
    match = Match(info, {**info.default_options(), "seats": seats},
                  [Seat("ai", "easy")] * seats, seed=5)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert board.layout.tray_in_panel == (seats == 3)
    compared = 0
    quiet = 0  # mends on frames no move landed on
    for frame in range(4000):
        before, mended = len(match.actions), board.parts.mended
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if board.kept.key != board.layer_key():
            continue
        if board.parts.mended == mended:
            if frame % 10 == 0:
                assert_kept_is_whole_paint(app, board, f"kept at {len(match.actions)}")
            continue
        assert_kept_is_whole_paint(app, board, f"frame at {len(match.actions)}")
        compared += 1
        quiet += len(match.actions) == before
        if compared >= 30 and quiet >= 10:
            break
    assert compared >= 30 and quiet >= 10, f"{compared} mended pictures, {quiet} quiet"


def test_an_ai_moves_caption_is_rendered_ahead_and_shown_once_made(app, monkeypatch):
    """An AI's announced move shows its caption (and lights its target) only once the
    caption's picture is made, a text a frame: never rendered whole on the frame it shows."""
    rendered_on_show: list[str] = []
    real = layer.render_card
    monkeypatch.setattr(layer, "render_card", lambda card, *args: rendered_on_show.append(
        card.title) or real(card, *args) if card.footer.endswith("moves") else
        real(card, *args))
    match = ai_game(app, "death-by-dice", pace="fast")
    board = app.ctx.scenes.top
    shown = 0
    for _ in range(3000):
        card = board.card
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if board.card is not card and board.card is not None \
                and board.card.footer.endswith("moves"):
            shown += 1
            assert board.driver.pending is not None
        if shown >= 6:
            break
    assert shown >= 6, f"only {shown} AI moves were announced"
    assert rendered_on_show == []
