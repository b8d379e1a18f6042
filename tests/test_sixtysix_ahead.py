"""66d6 paints its side panel's head and log box ahead while an AI move is announced or dice
are held (``SixtySixBoard.prepare_next``): the frame the move lands on puts up those pictures,
which are the very pixels of a panel painted from nothing then."""

from __future__ import annotations

import pygame

from engine.core import get_game
from game.match import Match, Seat
from scenes.registry import open_match
from scenes.sixtysix.panel import SidePanel
from tests.pictures import same_picture
from tests.test_sixtysix_glide import FRAME

MOVE_KINDS = {"Roll", "March", "Sacrifice", "Fight"}
"""The kinds of move the seeded game's first moves bring (each changes the panel's head and
log its own way): the game is watched until each has landed, its first Fight the 16th move."""


def test_the_panel_painted_ahead_is_the_panel_the_move_shows(app):
    # Fast pace: a move is still announced, and dice held, over frames enough to paint the
    # panel ahead; the frames waiting between moves are fewer.
    app.ctx.settings.animation = "fast"
    app.start()
    info = get_game("66d6")
    match = Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=5)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    panel = board.panel
    version = match.version
    moves = heads = logs = 0
    kinds: set[str] = set()
    for _ in range(30_000):  # (until every kind of move: the AI's answers take their time)
        head_ahead, log_ahead = panel._ahead, panel.log._ahead
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or kinds >= MOVE_KINDS:
            break
        if match.version == version:
            continue
        version = match.version
        moves += 1
        kinds.add(type(match.actions[-1]).__name__)
        heads += head_ahead is not None and panel._head is head_ahead[1]
        logs += log_ahead is not None and panel.log._picture is log_ahead[2]
        fresh = SidePanel(board)
        fresh.layout(panel.rect)
        size = app.screen.get_size()
        shown, painted = pygame.Surface(size), pygame.Surface(size)
        panel.draw(shown)
        fresh.draw(painted)
        assert same_picture(shown, painted)
    assert kinds >= MOVE_KINDS, kinds
    # Most moves are AI moves and rolls, announced or held first; the first roll is not.
    assert heads >= moves * 3 // 4 and logs >= moves * 3 // 4, (moves, heads, logs)
