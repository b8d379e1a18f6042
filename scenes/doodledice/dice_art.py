"""Dice of the box drawn as the tray's shaded solids, in their colours.

A hybrid die is painted half in each colour (split down the middle), so it reads as two
colours at a glance; a fixed hybrid puts the colour that counts on the left.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.doodledice import COLOURS
from game.tray.solids import solid

RGB: dict[str, tuple[int, int, int]] = {c.key: c.rgb for c in COLOURS}
TITLES: dict[str, str] = {c.key: c.title for c in COLOURS}

_hybrids: dict[tuple, pygame.Surface] = {}


def colour_rgb(colour: str) -> tuple[int, int, int]:
    return RGB.get(colour, (150, 150, 150))


def die_surface(sides: int, colours: Sequence[str], size: int,
                value: int | None = None) -> pygame.Surface:
    """The die ``size`` pixels across, showing ``value`` (default: its number of sides)."""
    shown = sides if value is None else value
    first = solid(sides, shown, size, colour_rgb(colours[0]))
    if len(colours) < 2:
        return first
    key = (sides, tuple(colours), size, shown)
    found = _hybrids.get(key)
    if found is None:
        if len(_hybrids) > 256:
            _hybrids.clear()
        found = first.copy()
        second = solid(sides, shown, size, colour_rgb(colours[1]))
        w, h = found.get_size()
        found.blit(second, (w // 2, 0), pygame.Rect(w // 2, 0, w - w // 2, h))
        _hybrids[key] = found
    return found


def die_colours(die) -> tuple[str, ...]:
    """A die's colours in the order to paint them (the fixed colour of a hybrid first)."""
    if die.hybrid and die.colour:
        return (die.colour, *(c for c in die.colours if c != die.colour))
    return tuple(die.colours)


def draw_die(surface: pygame.Surface, die, centre: tuple[int, int], size: int,
             value: int | None = None) -> pygame.Rect:
    picture = die_surface(die.sides, die_colours(die), size, value)
    box = picture.get_rect(center=centre)
    surface.blit(picture, box)
    return box
