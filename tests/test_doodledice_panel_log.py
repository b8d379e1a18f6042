"""Doodle Dice's side panel carries the game log, as every board's does: below the decision's
buttons, never over them, newest line last, the wheel over it scrolling back."""

from __future__ import annotations

import pygame

from engine.core import get_game
from game.cli.headless import advance, seeded_match
from scenes.doodledice.decisions import Decision, Option
from scenes.registry import board_scene_for

SEED = 2


def _board_at_combat(app):
    """A seeded Doodle Dice game 60 actions in, on its board."""
    app.start()
    app.frame(1 / 60)
    match = seeded_match(get_game("doodle-dice"), SEED)
    advance(match, 60, SEED)
    board = board_scene_for(app.ctx, match)
    app.ctx.scenes.push(board)
    app.frame(1 / 60)
    return match, board


def test_the_side_panel_shows_the_game_log_under_the_buttons(app):
    match, board = _board_at_combat(app)
    box, log = board.panel_rect, board.log_rect
    assert box.contains(log) and log.height >= 100 * app.ctx.scale
    for _, button in board.option_buttons:
        assert not button.rect.colliderect(log), f"the log covers {button.text!r}"
    entries = board.log_entries()
    assert len(entries) == len(match.log)
    assert entries[-1][0] == board.wording(match.log_for(board.viewer())[-1])
    pygame.mouse.set_pos(log.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.frame(1 / 60)
    assert board.log_box.scroll > 0  # older lines


def test_a_decision_with_many_choices_keeps_every_one_on_the_panel(app):
    """A Soak may take any amount up to the horde's strength: fifteen and more buttons. Every
    choice gets a button inside the panel (lower, then in columns), none over another."""
    _, board = _board_at_combat(app)
    options = [Option(f"Horde takes {amount}") for amount in range(1, 19)] + [Option("Pass")]
    board._decision = Decision("Soak the damage", ["How much does the horde take?"], options)
    board._build_panel()
    labels = [option.label for option, _ in board.option_buttons]
    assert labels == [option.label for option in options]
    rects = [button.rect for _, button in board.option_buttons]
    assert all(board.panel_rect.contains(rect) for rect in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
