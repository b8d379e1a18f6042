"""A picture written down before it is painted: what the side panel draws, as a list of steps.

Why: the panel is a part of the board's picture (``scenes.board.parts``) painted again only
when what it shows changed, and what it shows is best told by the very steps that paint it
(their words, colours and places): a list equal to the last one paints the same pixels, so
it is the part's key, and nothing the panel reads can be left out of it. Writing the steps
down lays the texts out (``scenes.text``'s cached fitting) but renders and blits nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import scenes.theme as theme
from game.tray.solids import solid
from scenes.text import MIN_TEXT, paragraph_end

Colour = tuple[int, ...]


class Sketch:
    """Drawing steps written down (``ops``), painted by ``paint``."""

    def __init__(self) -> None:
        self.ops: list[tuple] = []

    def paragraph(self, topleft: tuple[int, int], width: int, text: str, size: int,
                  colour: Colour, weight: str = "regular", *, max_lines: int = 4,
                  floor: int = MIN_TEXT) -> int:
        """``theme.paragraph``: returns the y just below it."""
        self.ops.append(("paragraph", tuple(topleft), width, text, size, tuple(colour), weight,
                         max_lines, floor))
        return paragraph_end(topleft, width, text, size, weight, max_lines=max_lines,
                             floor=floor)

    def rect(self, colour: Colour, rect: pygame.Rect, width: int = 0,
             border_radius: int = 0) -> None:
        """``pygame.draw.rect``."""
        self.ops.append(("rect", tuple(colour), tuple(rect), width, border_radius))

    def line(self, colour: Colour, start: tuple[int, int], end: tuple[int, int]) -> None:
        """``pygame.draw.line``, a pixel wide."""
        self.ops.append(("line", tuple(colour), tuple(start), tuple(end)))

    def words(self, text: str, size: int, colour: Colour, weight: str, anchor: str,
              at: tuple[int, int]) -> None:
        """One line of ``text`` (``theme.render``) with its ``anchor`` point at ``at``."""
        self.ops.append(("words", text, size, tuple(colour), weight, anchor, tuple(at)))

    def die(self, sides: int, value: int, size: int, colour: Colour,
            centre: tuple[int, int]) -> None:
        """A die's picture (``solid``) centred on ``centre``."""
        self.ops.append(("die", sides, value, size, tuple(colour), tuple(centre)))

    def key(self) -> tuple:
        return tuple(self.ops)

    def paint(self, surface: pygame.Surface) -> None:
        for op in self.ops:
            _PAINTERS[op[0]](surface, *op[1:])


def _paragraph(surface: pygame.Surface, topleft, width, text, size, colour, weight, max_lines,
               floor) -> None:
    theme.paragraph(surface, topleft, width, text, size, colour, weight, max_lines=max_lines,
                    floor=floor)


def _rect(surface: pygame.Surface, colour, rect, width, radius) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def _line(surface: pygame.Surface, colour, start, end) -> None:
    pygame.draw.line(surface, colour, start, end, 1)


def _words(surface: pygame.Surface, text, size, colour, weight, anchor, at) -> None:
    art = theme.render(text, size, colour, weight)
    surface.blit(art, art.get_rect(**{anchor: at}))


def _die(surface: pygame.Surface, sides, value, size, colour, centre) -> None:
    sprite = solid(sides, value, size, colour)
    surface.blit(sprite, sprite.get_rect(center=centre))


_PAINTERS: dict[str, Callable[..., None]] = {
    "paragraph": _paragraph, "rect": _rect, "line": _line, "words": _words, "die": _die}

__all__ = ["Sketch"]
