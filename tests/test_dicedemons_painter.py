"""Dice Demons' board picture is painted in parts (``scenes.dicedemons.drawing``), each
clipped to its bounds, in a whole paint too: nothing a part paints may lie outside them, or
mending the picture would leave it behind. Each part painted whole is the part painted
within its bounds, for every kind of part a board shows."""

from __future__ import annotations

import pygame

import scenes.dicedemons.drawing as drawing
from engine.core import get_game
from game.monkey import mid_game
from scenes.registry import open_match


def check_parts_keep_to_their_bounds(board, size) -> set:
    kinds = set()
    for part in drawing.board_parts(board):
        whole, clipped = pygame.Surface(size), pygame.Surface(size)
        part.paint(whole)
        clipped.set_clip(part.bounds)
        part.paint(clipped)
        clipped.set_clip(None)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(clipped, "RGB"), \
            part.name
        kinds.add(part.name[0] if isinstance(part.name, tuple) else part.name)
    return kinds


def test_every_part_of_the_board_paints_within_its_bounds(app):
    app.start()
    open_match(app.ctx, mid_game(get_game("dice-demons"), 3))
    app.frame(1 / 60)
    board = app.ctx.scenes.top
    size = app.screen.get_size()
    kinds = check_parts_keep_to_their_bounds(board, size)
    board.motion.shown = [offset + 0.5 for offset in board.motion.shown]  # bridges mid-turn
    board.motion._turning = True
    kinds |= check_parts_keep_to_their_bounds(board, size)
    assert {"bridge", "piece", "tag", "handle", "panel"} <= kinds


def test_a_persons_lit_spaces_walls_and_ghost_bridges_paint_within_their_bounds(app):
    from engine.dicedemons import position
    from game.match import Seat
    from tests.test_dicedemons_ui import _board_at

    st = position([{"space": "R1-6", "dice": 3}, {"space": "R2-3", "dice": 2}],
                  walls={"R2-4": 1, "R2-8": 0}, pools=(0, 1, 3))
    board = _board_at(app, st, [Seat("human", name="Ana"), Seat("human", name="Bo")])
    size = app.screen.get_size()
    handle = next(h for h in board.handles() if h.legal)
    board.mouse = (int(handle.centre[0]), int(handle.centre[1]))
    kinds = check_parts_keep_to_their_bounds(board, size)
    board.mouse = board.space_point(next(iter(board.choices().spaces)))
    kinds |= check_parts_keep_to_their_bounds(board, size)
    assert {"wall", "highlight", "ghost", "handle"} <= kinds


def test_a_bridge_from_its_kept_picture_is_the_bridge_painted_in_place():
    """A standing bridge is blitted from a picture of it alone: at any place round its moat,
    window size and scale, the very pixels of painting it there."""
    import scenes.dicedemons.painter as painter
    from game.match import Match, Seat
    from scenes.dicedemons.layout import RingLayout

    pygame.init()
    info = get_game("dice-demons")
    geo = Match(info, dict(info.default_options()), [Seat("ai")] * 2, seed=3).state.geo
    checked = 0
    for size, scale in (((640, 360), 0.6), ((1001, 613), 1.0), ((1920, 1080), 1.37)):
        layout = RingLayout.compute(size, geo, scale)
        for turn in range(max(geo.ring_sizes)):
            offsets = tuple(turn % n for n in geo.ring_sizes[:len(geo.bridges)])
            for ids in geo.bridges:
                for bridge in ids:
                    painted, blitted = pygame.Surface(size), pygame.Surface(size)
                    painted.fill((40, 90, 30))
                    blitted.fill((40, 90, 30))
                    painter._bridge(painted, layout, bridge, offsets)
                    painter.paint_bridge(blitted, layout, bridge, offsets)
                    area = painter.bridge_bounds(layout, bridge, offsets).clip(
                        painted.get_rect())  # (nothing is painted outside: see above)
                    assert pygame.image.tobytes(painted.subsurface(area), "RGB") == \
                        pygame.image.tobytes(blitted.subsurface(area), "RGB"), \
                        (size, bridge, offsets)
                    checked += 1
    assert checked > 50
