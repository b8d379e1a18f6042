"""66d6 paints its side panel's head and log box ahead while an AI move is announced or dice
are held (``SixtySixBoard.prepare_next``): the frame the move lands on puts up those pictures,
which are the very pixels of a panel painted from nothing then."""

from __future__ import annotations

import pygame

from scenes.sixtysix.panel import SidePanel
from tests.test_sixtysix_glide import FRAME, ai_board


def test_the_panel_painted_ahead_is_the_panel_the_move_shows(app):
    board = ai_board(app)
    match = board.match
    panel = board.panel
    version = match.version
    moves = heads = logs = 0
    for _ in range(30_000):  # (until 25 moves: the AI's answers take their time)
        head_ahead, log_ahead = panel._ahead, panel.log._ahead
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or moves >= 25:
            break
        if match.version == version:
            continue
        version = match.version
        moves += 1
        heads += head_ahead is not None and panel._head is head_ahead[1]
        logs += log_ahead is not None and panel.log._picture is log_ahead[2]
        fresh = SidePanel(board)
        fresh.layout(panel.rect)
        size = app.screen.get_size()
        shown, painted = pygame.Surface(size), pygame.Surface(size)
        panel.draw(shown)
        fresh.draw(painted)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(painted, "RGB")
    assert moves >= 20
    # Most moves are AI moves and rolls, announced or held first; the first roll is not.
    assert heads >= moves * 3 // 4 and logs >= moves * 3 // 4, (moves, heads, logs)
