"""What the engine knows of a drawing: its shape as plain data, checked, never interpreted.

A sketch is vector strokes on a square canvas of ``CANVAS`` units, stored as nested tuples so it
travels inside a ``CreateMonster`` action (saves replay the drawing with the game)::

    sketch = ((colour, width, ((x, y), (x, y), ...)), ...)   # colour "#rrggbb", ints

The engine only checks structure and size caps (a hand-edited save cannot smuggle in megabytes
or odd types) and never draws; the scenes render it, and the procedural doodler fills it for the
AI. A monster's drawing is its ``CreateMonster`` sketch plus the strokes each ``AddPart`` adds.
An empty sketch is allowed (the legal list's stand-in, and the AI's monsters in saves of an
earlier version): the table then draws a procedural creature from the monster's colour, parts
and traits. ``from_pad``/``to_pad`` convert to and from the sketch pad's form.

Part labels hang from anchors: ``(x, y)`` on the same canvas, or ``()`` for "wherever fits".
Names are short printable text; ``monster_name`` makes one up from the core colour when a player
(or the AI) does not type one.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Any

from engine.doodledice.tables import COLOURS, MAX_NAME, STRUCTURE_TRAITS, TRAITS
from engine.sketchdata import CANVAS, MAX_POINTS, MAX_STROKES, PALETTE
from engine.sketchdata import MAX_WIDTH as PAD_WIDTH

# Canvas and caps are the sketch pad's own (``engine.sketchdata``), so whatever the pad lets a
# player draw, the game accepts. Widths may be wider than the pad's pens: the procedural
# doodler draws bold outlines.
MAX_WIDTH = 40
_HEX = re.compile(r"#[0-9a-fA-F]{6}")


def sketch_problem(sketch: Any) -> str | None:
    """None when ``sketch`` is a valid drawing, else why not (in players' words)."""
    if not isinstance(sketch, tuple):
        return "The drawing is not in the expected form."
    if len(sketch) > MAX_STROKES:
        return f"A drawing may have at most {MAX_STROKES} strokes."
    points = 0
    for stroke in sketch:
        if not isinstance(stroke, tuple) or len(stroke) != 3:
            return "A stroke of the drawing is not in the expected form."
        colour, width, line = stroke
        if not isinstance(colour, str) or not _HEX.fullmatch(colour):
            return "A stroke of the drawing has no proper colour."
        if type(width) is not int or not 1 <= width <= MAX_WIDTH:
            return f"A stroke must be 1 to {MAX_WIDTH} wide."
        if not isinstance(line, tuple) or not line:
            return "A stroke of the drawing has no points."
        for point in line:
            if point_problem(point):
                return "A stroke of the drawing leaves the page."
        points += len(line)
        if points > MAX_POINTS:
            return f"A drawing may have at most {MAX_POINTS} points."
    return None


def point_problem(point: Any) -> str | None:
    if (not isinstance(point, tuple) or len(point) != 2
            or any(type(v) is not int or not 0 <= v <= CANVAS for v in point)):
        return "That point is not on the drawing."
    return None


def anchor_problem(anchor: Any) -> str | None:
    """An anchor is ``()`` or one point of the canvas."""
    if anchor == ():
        return None
    return point_problem(anchor)


def name_problem(name: Any) -> str | None:
    if not isinstance(name, str) or not name.strip():
        return "A monster needs a name."
    if len(name) > MAX_NAME:
        return f"A monster's name may be at most {MAX_NAME} characters long."
    if not name.isprintable() or name != name.strip():
        return "A monster's name must be plain text without spaces at its ends."
    return None


def traits_problem(traits: Any, role: str = "") -> str | None:
    """Trait tags: known ones, each once, in the table's order (a stratagem's or fortress's
    drawing has tags of its own)."""
    known = STRUCTURE_TRAITS if role else TRAITS
    if not isinstance(traits, tuple) or any(t not in known for t in traits):
        return "That is not a trait a monster can have." if not role else \
            f"That is not something a {role} can show."
    if list(traits) != sorted(set(traits), key=known.index):
        return "Each trait may be ticked once, in the usual order."
    return None


_HEX_OF_INK = {name: "#{:02x}{:02x}{:02x}".format(*rgb) for name, rgb in PALETTE.items()}


@functools.lru_cache(maxsize=1024)
def _ink_of_hex(colour: str) -> str:
    """The pad ink nearest to ``#rrggbb`` (remembered: a drawing's strokes share a few colours,
    and the table converts every stroke of a monster drawn for the first time at once)."""
    try:
        rgb = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return "ink"
    return min(PALETTE, key=lambda n: sum((a - b) ** 2 for a, b in zip(PALETTE[n], rgb,
                                                                         strict=True)))


def from_pad(sketch: Mapping[str, Any]) -> tuple:
    """A drawing in the sketch pad's form (``engine.sketchdata``: named inks) as the tuples
    an action carries."""
    return tuple((_HEX_OF_INK.get(s["c"], _HEX_OF_INK["ink"]), int(s["w"]),
                  tuple((int(x), int(y)) for x, y in s["p"])) for s in sketch["strokes"])


def to_pad(sketch: tuple) -> dict[str, Any]:
    """The tuples back in the pad's form (the renderer's too)."""
    return {"v": 1, "strokes": [{"c": _ink_of_hex(c), "w": max(1, min(PAD_WIDTH, w)),
                                 "p": [[x, y] for x, y in line]} for c, w, line in sketch]}


_NAME_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "red": (("Blazing", "Scorched", "Furious", "Ember"), ("Imp", "Wyrm", "Brute", "Hothead")),
    "blue": (("Frosty", "Tidal", "Glacial", "Misty"), ("Eel", "Yeti", "Drake", "Squid")),
    "green": (("Thorny", "Mossy", "Leafy", "Sprouting"), ("Treant", "Toad", "Vine", "Slug")),
    "yellow": (("Zippy", "Sparking", "Thundering", "Quick"), ("Ferret", "Bolt", "Hawk", "Bee")),
    "black": (("Shadowy", "Silent", "Murky", "Midnight"), ("Stalker", "Bat", "Wraith", "Cat")),
    "white": (("Radiant", "Noble", "Gleaming", "Proud"), ("Knight", "Lion", "Griffin", "Stag")),
    "brown": (("Burrowing", "Rocky", "Dusty", "Stubborn"), ("Mole", "Golem", "Badger", "Worm")),
    "gray": (("Steel", "Clanking", "Chrome", "Riveted"), ("Robot", "Tank", "Drone", "Mech")),
    "colorless": (("Glassy", "Clear", "Mimic", "Hollow"), ("Jelly", "Ghost", "Prism", "Blob")),
    "purple": (("Arcane", "Mystic", "Dreaming", "Eerie"), ("Sage", "Owl", "Oracle", "Moth")),
    "orange": (("Crackling", "Wild", "Jittery", "Fizzing"), ("Fox", "Goblin", "Spark", "Newt")),
    "pink": (("Adorable", "Pitiful", "Charming", "Sobbing"), ("Puff", "Bunny", "Cherub", "Pup")),
}
assert set(_NAME_WORDS) == {c.key for c in COLOURS}


def monster_name(colour: str, number: int) -> str:
    """A made-up name for monster ``number`` with a core of ``colour`` ("Frosty Yeti")."""
    first, second = _NAME_WORDS.get(colour, (("Odd",), ("Doodle",)))
    return f"{first[number % len(first)]} {second[(number // len(first)) % len(second)]}"


__all__ = ["CANVAS", "MAX_POINTS", "MAX_STROKES", "MAX_WIDTH", "anchor_problem", "from_pad",
           "monster_name", "to_pad", "name_problem", "point_problem",
           "sketch_problem", "traits_problem"]
