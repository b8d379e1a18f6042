"""Pictures compared pixel for pixel in the tests, without a copy of either.

Why not ``pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(two, "RGB")``: each side
is a new window-sized string, memory touched for the first time on every comparison (the
system's time for it as much again as the comparing), and the picture tests compare
hundreds of frames."""

from __future__ import annotations

import pygame

SAME = (1, 1, 1, 255)
"""``mask.from_threshold``'s threshold for pixels of the very same colour: each of red, green
and blue differs by less than 1 (alpha aside, as the RGB bytes leave it out)."""


def differing_pixels(one: pygame.Surface, two: pygame.Surface) -> int:
    """How many pixels of the two (same-sized) pictures are not the same colour."""
    assert one.get_size() == two.get_size(), (one.get_size(), two.get_size())
    width, height = one.get_size()
    return width * height - pygame.mask.from_threshold(one, (0, 0, 0, 255), SAME, two).count()


def same_picture(one: pygame.Surface, two: pygame.Surface) -> bool:
    """Whether every pixel of the two pictures is the same colour (alpha aside)."""
    return one.get_size() == two.get_size() and differing_pixels(one, two) == 0
