"""A picture painted in parts (``scenes.board.parts``) and mended where a part changed is the
picture a whole paint shows, overlapping and translucent parts included, and it registers each
part's cut texts once, as a whole paint does."""

from __future__ import annotations

import pygame

import scenes.text as text
import scenes.theme as theme
from scenes.board.kept import KeptPicture
from scenes.board.parts import Part, PartedPicture

SIZE = (320, 200)


def _parts(shades: dict[str, int]) -> list[Part]:
    """A solid box, a translucent one over its corner, and a label too long for its box."""
    def box(rect: pygame.Rect, shade: int, alpha: int):
        def paint(surface: pygame.Surface) -> None:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((shade, 80, 200 - shade, alpha))
            surface.blit(veil, rect)
        return paint

    solid, glass = pygame.Rect(20, 20, 120, 90), pygame.Rect(100, 60, 120, 90)
    label = pygame.Rect(200, 160, 60, 24)
    return [
        Part("solid", solid, shades["solid"], box(solid, shades["solid"], 255)),
        Part("glass", glass, shades["glass"], box(glass, shades["glass"], 120)),
        Part("label", label, shades["label"],
             lambda surface: theme.label(surface, label, "a label far too long for its box",
                                         16, (shades["label"], 220, 220))),
    ]


def _whole(shades: dict[str, int], size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    PartedPicture().paint(KeptPicture(), surface, "whole", theme.draw_background,
                          _parts(shades))
    return surface


def test_a_mended_picture_is_a_whole_paint_and_registers_each_cut_text_once():
    pygame.init()
    kept, parts = KeptPicture(), PartedPicture()
    # Cut texts are registered on the window (or on any canvas while none is open).
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    if screen is not None and screen.get_size() != SIZE:
        screen = pygame.display.set_mode(SIZE)  # an earlier test's, maybe smaller than the parts
    surface = screen if screen is not None else pygame.Surface(SIZE)
    shades = {"solid": 10, "glass": 40, "label": 100}
    for n, change in enumerate([None, "solid", "glass", None, "label"]):
        if change is not None:
            shades[change] += 60
        whole = _whole(shades, surface.get_size())
        text.new_layer()
        kept.draw(surface, ("frame", n), lambda s: parts.paint(
            kept, s, "whole", theme.draw_background, _parts(shades)))
        assert pygame.image.tobytes(surface, "RGB") == \
            pygame.image.tobytes(whole, "RGB"), change
        assert kept.picture is not None
        assert pygame.image.tobytes(kept.picture, "RGB") == pygame.image.tobytes(surface, "RGB")
        assert [words for _rect, words in text.cut_spots()] == \
            ["a label far too long for its box"]
    assert parts.mended == 4  # only the first was painted whole
