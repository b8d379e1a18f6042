"""A card's highlight over what it marks is drawn from a fill kept by size and colour (a new
translucent picture on every frame the card showed was milliseconds each): the same pixels as
blending a fresh one."""

from __future__ import annotations

import pygame

import scenes.board.cards as cards


def test_a_highlight_drawn_again_reuses_its_fill_and_paints_the_same_pixels():
    pygame.init()
    rect = pygame.Rect(30, 20, 454, 409)
    colour = (236, 92, 84)
    first, again, fresh = (pygame.Surface((520, 460)) for _ in range(3))
    for picture in (first, again, fresh):
        picture.fill((40, 34, 46))
    cards.draw_highlight(first, rect, colour, 1.0)
    kept = cards._glows.get((rect.size, colour))
    cards.draw_highlight(again, rect, colour, 1.0)
    assert kept is not None and cards._glows.get((rect.size, colour)) is kept
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    glow.fill((*colour, 60))
    fresh.blit(glow, rect.topleft)
    pygame.draw.rect(fresh, colour, rect, 3, border_radius=8)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(fresh, "RGB")
