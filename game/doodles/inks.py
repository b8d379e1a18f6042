"""Which pens a doodle uses: its core colour picks a main ink, an accent and the line ink."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.sketchdata import DIE_INKS


@dataclass(frozen=True)
class Inks:
    line: str
    """Outlines, eyes and mouths."""
    main: str
    """The shading of the body."""
    accent: str
    """Spots, weapons' glints, trait marks."""
    shade: int
    """Hatching density: lines of shading every this many canvas units."""


_ACCENTS = {
    "red": ("orange", "yellow"),
    "blue": ("purple", "green"),
    "green": ("yellow", "brown"),
    "yellow": ("orange", "red"),
    "black": ("purple", "red"),
    "white": ("yellow", "blue"),
    "brown": ("orange", "green"),
    "gray": ("blue", "red"),
    "colorless": ("purple", "pink"),
    "purple": ("pink", "blue"),
    "orange": ("red", "yellow"),
    "pink": ("purple", "red"),
}


def inks_for(core_colour: str, rng: random.Random) -> Inks:
    """Pens for a monster whose core die is ``core_colour`` (unknown colours draw in ink)."""
    main = DIE_INKS.get(core_colour, "gray")
    accent = rng.choice(_ACCENTS.get(core_colour, ("red", "blue")))
    if core_colour == "black":
        return Inks("ink", "ink", accent, rng.choice((30, 34)))
    if core_colour in ("white", "colorless"):
        return Inks("ink", main, accent, rng.choice((44, 52)))  # pale: little shading
    return Inks("ink", main, accent, rng.choice((22, 26, 30)))
