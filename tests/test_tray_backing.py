"""The panel under the dice tray is made as a board's layout is, in both its looks, so the
frame a game's first throw starts on blits it instead of making a tray-sized picture."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

import scenes.board.layer as layer
import scenes.theme as theme


def test_both_looks_of_the_tray_backing_are_made_ahead_and_then_only_blitted(monkeypatch):
    pygame.init()
    board = SimpleNamespace(driver=SimpleNamespace(tray_rect=pygame.Rect(40, 60, 517, 303)))
    layer.warm_tray_backing(board)
    made = []
    monkeypatch.setattr(pygame, "Surface", lambda *a, **k: made.append(a))
    size = board.driver.tray_rect.inflate(16, 16).size
    for alpha in layer.TRAY_ALPHAS:  # what draw_tray blits with dice in the air or awaited
        assert theme.panel_shape(size, alpha=alpha, **layer.TRAY_BACKING) is not None
    assert not made  # both were made ahead: nothing is painted on the throw's frame


def test_under_the_tray_s_floor_only_the_backing_s_rim_is_blitted_with_the_same_pixels():
    """With the tray's opaque floor drawn over it next, the panel is blitted only round the
    floor (``layer._tray_backing``): the picture is the one the whole panel gives."""
    pygame.init()
    tray = pygame.Rect(40, 60, 517, 303)
    floor = pygame.Surface(tray.size)
    floor.fill((30, 98, 70))
    pictures = []
    for floor_over in (False, True):
        surface = pygame.Surface((640, 420))
        surface.fill((90, 40, 120))
        layer._tray_backing(surface, tray, layer.TRAY_ALPHAS[0], floor_over)
        surface.blit(floor, tray)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]
