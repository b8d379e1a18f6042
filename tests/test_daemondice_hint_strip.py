"""Daemon Dice's hint strip is painted once per hint, not once per position: a move that
leaves the words as they were is drawn with the strip already painted, the very picture a
fresh strip paints; the next position's strip is painted ahead (``HintStrip.paint_ahead``)."""

from __future__ import annotations

import pygame

from engine.core import get_game
from game.cli.headless import advance
from game.match import Match, Seat
from scenes.daemondice.hints import HintStrip, hint_for


def test_a_position_with_the_same_hint_keeps_the_strip_painted(app):
    info = get_game("daemon-dice")
    match = Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=5)
    advance(match, 40, 5)
    same = next((before, after) for before, after in zip(match.states, match.states[1:],
                                                         strict=False)
                if hint_for(before, False) == hint_for(after, False))
    rect = pygame.Rect(0, 0, 600, 30)
    strip = HintStrip()
    painted = _painting(strip)
    strip.draw(pygame.Surface((600, 30)), rect, same[0], None, human=False)
    shown = pygame.Surface((600, 30))
    strip.draw(shown, rect, same[1], None, human=False)
    assert len(painted) == 1  # not painted again
    fresh, fresh_strip = pygame.Surface((600, 30)), HintStrip()
    fresh_strip.draw(fresh, rect, same[1], None, human=False)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")


def _painting(strip: HintStrip) -> list[str]:
    """The hints ``strip`` paints from now on, in order."""
    painted: list[str] = []
    paint = strip._paint
    strip._paint = lambda size, hint: (painted.append(hint), paint(size, hint))[1]
    return painted


def test_the_next_position_s_strip_painted_ahead_is_blitted_when_it_lands(app):
    info = get_game("daemon-dice")
    match = Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=5)
    advance(match, 40, 5)
    before, after = next((a, b) for a, b in zip(match.states, match.states[1:], strict=False)
                         if hint_for(a, False) != hint_for(b, False))
    rect = pygame.Rect(0, 0, 600, 30)
    strip = HintStrip()
    strip.draw(pygame.Surface((600, 30)), rect, before, None, human=False)
    for _ in strip.paint_ahead(rect.size, after):
        pass
    painted = _painting(strip)
    shown = pygame.Surface((600, 30))
    strip.draw(shown, rect, after, None, human=False)
    strip.draw(pygame.Surface((600, 30)), rect, after, None, human=True)
    assert painted == []  # both looks were painted ahead
    fresh, fresh_strip = pygame.Surface((600, 30)), HintStrip()
    fresh_strip.draw(fresh, rect, after, None, human=False)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")
