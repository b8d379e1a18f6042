"""The set-up screens that offer AI levels show every level's one-line blurb, whole and clear of
the controls, at the smallest and a large window."""

from __future__ import annotations

import pygame
import pytest

from engine.core import get_game
from scenes.level_key import key_height, levels_of
from scenes.registry import setup_scene_for

GAMES = ("66d6", "daemon-dice", "dice-demons")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_level_key_fits_beside_the_controls(app, game_id, size) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(1 / 60)
    info = get_game(game_id)
    scene = setup_scene_for(app.ctx, info)
    app.ctx.scenes.push(scene)
    app.frame(1 / 60)
    rect = scene.key_rect() if callable(scene.key_rect) else scene.key_rect
    window = pygame.Rect((0, 0), app.ctx.size)
    assert window.contains(rect)
    for widget in scene.ui.items:
        assert not widget.rect.colliderect(rect), widget
    # at the smallest text size the key allows, every level's lines fit its place
    assert key_height(info, rect.width, app.ctx.scale, 14) <= rect.height
    assert levels_of(info) == ["easy", "normal", "hard"]
    assert all(info.ai_levels[level].blurb.endswith(".") for level in levels_of(info))
