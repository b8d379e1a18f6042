"""66d6's gliding minions are drawn over a kept picture of the board without them
(``scenes.sixtysix.glide``): every frame of a glide is the very picture a whole paint of the
board shows, the kept picture is blitted, not painted again, while they glide, and they are
drawn into it when they come to rest."""

from __future__ import annotations

import pygame

import scenes.sixtysix.drawing as drawing
import scenes.sixtysix.glide as glide
from engine.core import get_game
from game.match import Match, Seat
from scenes.registry import open_match
from tests.pictures import same_picture

FRAME = 1 / 60


def ai_board(app):
    app.ctx.settings.animation = "normal"
    app.start()
    info = get_game("66d6")
    match = Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=5)
    open_match(app.ctx, match)
    return app.ctx.scenes.top


def board_at_rest(app):
    """The board a few frames in, its minions (two at least) on their places."""
    board = ai_board(app)
    for _ in range(600):
        app.frame(FRAME)
        if len(board.positions) >= 2 and not glide.over_layer(board) \
                and board.layer_key() is not None:
            break
    board.snap_pieces()
    return board


def shown_and_whole(board, size) -> tuple[pygame.Surface, pygame.Surface, bool]:
    """The board's picture as a frame shows it (the kept one, the gliders over it) and the
    whole board painted afresh, and whether the kept one was painted again."""
    shown = pygame.Surface(size)
    painted = board.kept.draw(shown, board.layer_key(), board.draw_board)
    whole = pygame.Surface(size)
    drawing.draw_board(board, whole)
    return shown, whole, painted


GLIDES_COMPARED = 40
"""Gliding frames compared whatever their kind (30 of them blitted at least)."""
EACH_KIND = 10
"""Gliding frames compared of each kind (minions flashing in as they are placed, minions
marching) even after ``GLIDES_COMPARED``; later frames of a kind already compared that often
are the same drawing of other positions along the way, stepped through without comparing."""


def test_every_frame_of_a_glide_is_the_whole_board_painted_afresh(app):
    """Gliding (and flashing) minions over the kept picture, and the frame they come to
    rest on: drawn into the kept picture, not painted whole again."""
    board = ai_board(app)
    size = app.screen.get_size()
    glides = blits = rests = 0
    kinds: dict[str, int] = {}  # gliding frames compared, by kind
    before: tuple[int, ...] | None = ()
    for _ in range(1500):
        app.frame(FRAME)
        if app.ctx.scenes.top is not board:
            break
        layer, ended = glide.over_layer(board), bool(before)
        before = layer
        if board.layer_key() is None or not (layer or ended):
            continue
        kind = "flashing" if board.flash else "gliding"
        if layer and glides >= GLIDES_COMPARED and kinds.get(kind, 0) >= EACH_KIND:
            continue
        paints = board.kept.paints
        shown, whole, painted = shown_and_whole(board, size)
        assert same_picture(shown, whole)
        if layer:
            glides += 1
            blits += not painted
            kinds[kind] = kinds.get(kind, 0) + 1
        else:  # they came to rest: drawn into the kept picture, the key is its own
            rests += board.kept.paints == paints
            assert board.kept.key == board.layer_key() and not board.kept.left_out
            assert same_picture(board.kept.picture, whole)
        if glides >= GLIDES_COMPARED and blits >= 30 and rests >= 3 \
                and min(kinds.values()) >= EACH_KIND and len(kinds) == 2:
            return
    raise AssertionError(f"{glides} gliding frames seen, {blits} of them blitted, "
                         f"{rests} rests drawn in, by kind {kinds}")


def test_a_glider_over_a_standing_minion_keeps_the_order_a_whole_paint_draws(app):
    """A gliding minion passes a standing one: the lower of the two is drawn over, the
    standing one drawn over the kept picture too."""
    board = board_at_rest(app)
    size = app.screen.get_size()
    standing, mover = list(board.positions)[:2]
    x, y = board.positions[standing]
    for dy in (-6, 6):  # the glider above the standing one, then below it
        board.kept.forget()  # not the picture the last one left out of
        board.positions[mover] = [x + 3, y + dy]
        layer = glide.over_layer(board)
        assert layer and mover in layer
        assert standing in layer  # on the glider's way (and, the first time, after it)
        shown, whole, _ = shown_and_whole(board, size)
        assert same_picture(shown, whole)


def test_a_minion_coming_to_rest_under_a_later_one_is_painted_whole(app, monkeypatch):
    """Drawn into the kept picture, a minion resting where one drawn after it overlaps it
    would cover that one: the board is painted whole instead."""
    board = board_at_rest(app)
    size = app.screen.get_size()
    standing, mover = list(board.positions)[:2]
    x, y = board.positions[standing]
    monkeypatch.setattr(board, "target_positions",  # every minion where it is: none glides
                        lambda: {i: (p[0], p[1]) for i, p in board.positions.items()})
    board.positions[mover] = [x + 500, y - 300]  # far from every other minion, flashing
    board.flash[mover] = 1.0
    shown_and_whole(board, size)
    assert board.kept.left_out == (mover,)
    board.positions[mover] = [x + 3, y - 6]  # at rest, just above the standing one
    del board.flash[mover]
    assert glide.over_layer(board) == ()
    paints = board.kept.paints
    shown, whole, painted = shown_and_whole(board, size)
    assert same_picture(shown, whole) and painted and board.kept.paints == paints + 1
