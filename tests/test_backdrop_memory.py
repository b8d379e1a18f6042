"""The pictures every screen shares stay small on large windows and look exactly the same: the
backdrop kept as a palette picture (a quarter of a full-colour copy), the overlay's veil a
band blitted down the window instead of a window-sized picture."""

from __future__ import annotations

import pygame
import pytest

import scenes.theme as theme


@pytest.fixture
def window():
    pygame.display.init()
    yield pygame.display.set_mode((64, 64))
    theme._backgrounds.clear()
    theme._veils.clear()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_large_windows_backdrop_is_kept_in_a_byte_a_pixel_and_looks_the_same(window,
                                                                                monkeypatch):
    size = (2000, 1100)  # over full HD
    palette = pygame.Surface(size)
    theme._backgrounds.clear()
    theme.draw_background(palette)
    kept = theme._backgrounds[("bg", *size)]
    assert kept.get_bytesize() == 1
    part = pygame.Surface(size)
    theme.draw_background(part, pygame.Rect(300, 200, 500, 400))

    monkeypatch.setattr(theme, "PALETTE_BACKDROP_ABOVE", 10**9)  # the full-colour copy
    theme._backgrounds.clear()
    full_colour = pygame.Surface(size)
    theme.draw_background(full_colour)
    assert theme._backgrounds[("bg", *size)].get_bytesize() == 4
    assert _pixels(palette) == _pixels(full_colour)
    expected = pygame.Surface(size)
    expected.blit(full_colour, (300, 200), pygame.Rect(300, 200, 500, 400))
    assert _pixels(part) == _pixels(expected)


def test_the_veil_is_a_band_and_darkens_exactly_as_a_window_sized_one(window):
    size = (300, 150)  # not a whole number of bands
    shaded = pygame.Surface(size)
    theme.draw_background(shaded)
    expected = shaded.copy()
    theme.shade(shaded, 150)
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 5, 12, 150))
    expected.blit(veil, (0, 0))
    assert _pixels(shaded) == _pixels(expected)
    assert all(band.get_height() < size[1] for band in theme._veils.values())
