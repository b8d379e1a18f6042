"""Dice of the box drawn as the tray's shaded solids, in their colours.

A hybrid die is painted half in each colour (split down the middle), so it reads as two
colours at a glance; a fixed hybrid puts the colour that counts on the left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

import scenes.theme as theme
from engine.doodledice import COLOURS
from game.tray.solids import D100, PAIR_WIDTH, solid

RGB: dict[str, tuple[int, int, int]] = {c.key: c.rgb for c in COLOURS}
TITLES: dict[str, str] = {c.key: c.title for c in COLOURS}
MARKS: dict[str, str] = {
    "red": "Rd", "blue": "Bu", "green": "Gn", "yellow": "Ye", "black": "Bk", "white": "Wh",
    "brown": "Br", "gray": "Gy", "colorless": "Cl", "purple": "Pu", "orange": "Or", "pink": "Pk",
}
"""Two letters per colour, drawn on a tag beside each die, so a die's colour (its power) is
never told by colour alone (``scenes.palettes`` keeps the colours apart for colour-blind
players; the tag is the help that never depends on seeing them)."""
MARK_MIN_SIZE = 22
"""Dice drawn smaller than this (pixels) carry no tag: it would cover the die."""

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


def forget_pictures() -> None:
    """Drop the kept two-colour pictures (the palette changed)."""
    _hybrids.clear()


def colour_mark(colours: Sequence[str]) -> str:
    """The tag of a die: its colours' letters (a hybrid's fixed colour first)."""
    return "/".join(MARKS.get(c, c[:2].title()) for c in colours)


def colour_tag_letters(colours: Sequence[str], die_size: int) -> pygame.Surface:
    """The letters of the tag of a die of ``die_size`` pixels (rendered once, then cached:
    a board renders them ahead of the throw that shows them)."""
    size = max(10, min(14, die_size // 3))
    return theme.render_font(theme.font(size, "bold"), colour_mark(colours), (255, 255, 255))


def draw_colour_tag(surface: pygame.Surface, colours: Sequence[str], box: pygame.Rect) -> None:
    """The colour letters on a small dark tag over the die's top-right corner."""
    letters = colour_tag_letters(colours, box.height)
    tag = letters.get_rect(topright=(box.right, box.top - 1)).inflate(4, 0)
    pygame.draw.rect(surface, (24, 18, 30), tag, border_radius=4)
    pygame.draw.rect(surface, colour_rgb(colours[0]), tag, 1, border_radius=4)
    surface.blit(letters, letters.get_rect(center=tag.center))


def die_colours(die) -> tuple[str, ...]:
    """A die's colours in the order to paint them (the fixed colour of a hybrid first)."""
    if die.hybrid and die.colour:
        return (die.colour, *(c for c in die.colours if c != die.colour))
    return tuple(die.colours)


@dataclass(frozen=True)
class DieLook:
    """What ``draw_die`` needs of a die that is not in a game yet (the builder's choices)."""

    sides: int
    colours: tuple[str, ...]
    size: str = ""
    colour: str = ""

    @property
    def hybrid(self) -> bool:
        return len(self.colours) > 1


PAIR_FIT = 1.15 / PAIR_WIDTH
"""A d100 (two d10s side by side) is drawn this much smaller, so it is no wider than its slot
allows (a little more than one die: the slots have room between them)."""
SHOWN_SIZE = {"small": 0.78, "big": 1.15}
"""How much smaller or bigger a small or big die is drawn in its slot (the tray throws them at
their true scale; in a pool's row they must still fit the slot)."""


def _shown_size(die, size: int) -> int:
    shown = max(10, round(size * SHOWN_SIZE.get(getattr(die, "size", ""), 1.0)))
    if die.sides == D100:  # the pair of percentile d10s is wider than one die: fit the slot
        shown = max(10, round(shown * PAIR_FIT))
    return shown


def die_picture(die, size: int, value: int | None = None) -> pygame.Surface:
    """The picture ``draw_die`` puts in a slot of ``size`` pixels (cached with the solids:
    painting it ahead makes drawing it a blit)."""
    return die_surface(die.sides, die_colours(die), _shown_size(die, size), value)


def draw_die(surface: pygame.Surface, die, centre: tuple[int, int], size: int,
             value: int | None = None, tag: bool = True) -> pygame.Rect:
    """The die drawn centred on ``centre``; a small or big die is drawn at its size with a
    letter badge (S or B), so it is told apart from a normal one at a glance. ``tag=False``
    leaves its colour tag to the caller (a row draws its tags last, over its frames)."""
    size_word = getattr(die, "size", "")
    picture = die_picture(die, size, value)
    colours = die_colours(die)
    box = picture.get_rect(center=centre)
    surface.blit(picture, box)
    if tag and _shown_size(die, size) >= MARK_MIN_SIZE and colours:
        draw_colour_tag(surface, colours, box)
    if size_word:
        badge_font = theme.font(14, "bold")
        letter = theme.render_font(badge_font, size_word[0].upper(), (255, 255, 255))
        badge = letter.get_rect(bottomleft=(centre[0] - size // 2 - 2, centre[1] + size // 2 + 2))
        badge = badge.inflate(6, 0)
        pygame.draw.rect(surface, (60, 40, 90), badge, border_radius=5)
        pygame.draw.rect(surface, (255, 226, 120), badge, 1, border_radius=5)
        surface.blit(letter, letter.get_rect(center=badge.center))
    return box
