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
