"""Monster sketches as plain data: the format, its limits and its validation.

Doodle Dice Monsters keeps every monster's drawing as vector strokes, in saves, in actions and
in the player's monster book. This module defines that data and refuses anything else, so a
tampered save or a hostile action can never carry a drawing that is huge, strange or slow.

The format (JSON, resolution independent)::

    {"v": 1,
     "strokes": [{"c": "red", "w": 8, "p": [[x, y], [x, y], ...]}, ...]}

- ``v`` is the format version (1).
- Each stroke has a pen colour ``c`` (a name from ``PALETTE``), a width ``w`` (an int from
  ``MIN_WIDTH`` to ``MAX_WIDTH`` in canvas units) and its points ``p``: ``[x, y]`` pairs of ints
  on a square canvas ``CANVAS`` units wide and high (0..1000 both ways). The drawing is scaled
  to whatever rectangle shows it; widths scale with it.
- A stroke has at least one point (a single point is a dot). The strokes are drawn in order, so
  later strokes cover earlier ones.
- Limits (beyond them the data is refused with a sentence): ``MAX_STROKES`` strokes,
  ``MAX_POINTS`` points in all, ``MAX_STROKE_POINTS`` in one stroke, and ``MAX_SKETCH_BYTES``
  characters of JSON text. Booleans, floats, NaN, strings or anything out of range where a
  number belongs are refused; so are unknown keys.

Actions and saves carry a sketch as its compact JSON text (``sketch_text``): a string is
hashable, so it fits a frozen action, and two equal drawings give equal text. ``parse_sketch``
reads it back with the same checks.

Parts of a monster are labels anchored to a point of its sketch: an anchor is ``[x, y]`` on the
same canvas (``validate_anchor``). Trait tags (``TRAIT_TAGS``) are what the owner says the
drawing shows (wings, so it flies); stratagems, fortresses and avatars test them as their
artistic prerequisites.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard

from engine.core import CorruptData

FORMAT_VERSION = 1
CANVAS = 1000
"""Coordinates run from 0 to CANVAS inclusive on both axes."""
MIN_WIDTH = 1
MAX_WIDTH = 24
MAX_STROKES = 300
MAX_POINTS = 6000
MAX_STROKE_POINTS = 2000
MAX_SKETCH_BYTES = 80_000
"""Compact JSON text of a sketch at most this long. A sketch within the other caps always fits
(6000 points of "[1000,1000]," plus 300 stroke headers); the cap is checked first on text so a
hostile string is refused before it is parsed."""

PALETTE: dict[str, tuple[int, int, int]] = {
    "ink": (34, 30, 42),
    "gray": (118, 118, 126),
    "brown": (122, 78, 44),
    "red": (200, 44, 44),
    "orange": (234, 124, 30),
    "yellow": (226, 182, 20),
    "green": (52, 146, 66),
    "blue": (40, 96, 196),
    "purple": (124, 62, 170),
    "pink": (226, 96, 158),
    "white": (250, 248, 240),
}
"""Pen inks by name, as RGB on the paper. ``ink`` is the black pen; ``white`` is for highlights
over other ink (eye glints). The die colours map to inks in ``DIE_INKS``."""

DIE_INKS: dict[str, str] = {
    "red": "red",
    "blue": "blue",
    "green": "green",
    "yellow": "yellow",
    "black": "ink",
    "white": "gray",
    "brown": "brown",
    "gray": "gray",
    "colorless": "blue",
    "purple": "purple",
    "orange": "orange",
    "pink": "pink",
}
"""The ink that best shows each of the twelve die colours on paper (white and colorless dice
have no ink of their own that shows on paper, so they borrow a quiet one)."""

PART_TYPES = ("core", "weapon", "shield", "combo", "nullifier")
"""Kinds of labels a sketch can carry: the core and the four kinds of parts of the rulebook."""

TRAIT_TAGS = (
    "flies",
    "swims",
    "camouflaged",
    "stealthy",
    "heroic",
    "angry",
    "tunnels",
    "technological",
    "magical",
    "poisonous",
    "electric",
    "energy-transfer",
    "hyper",
    "lethargic",
    "shiny",
)
"""What a drawing can show that an artistic prerequisite asks for. The last three come from the
orange stratagem (a creature that looks hyper or lethargic) and the white one (shiny)."""
MAX_TRAITS = len(TRAIT_TAGS)


def _refuse(reason: str) -> CorruptData:
    return CorruptData(f"This drawing cannot be used: {reason}")


class _Bad(ValueError):
    """A value inside a sketch or anchor is wrong; the caller words the whole sentence."""


def _is_int(value: Any) -> TypeGuard[int]:
    """An int that is not a bool (JSON true/false come back as bools, which are ints)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _coordinate(value: Any, where: str) -> int:
    """Whole numbers only: floats (NaN and infinities included) and booleans are refused."""
    if not _is_int(value):
        raise _Bad(f"{where} should be a whole number, not {_shown(value)}.")
    if not 0 <= value <= CANVAS:
        raise _Bad(f"{where} is {value}, outside the canvas (0 to {CANVAS}).")
    return value


def _shown(value: Any) -> str:
    """A short quote of a bad value; containers are named, never printed (they may be huge or
    nested deeper than ``repr`` can go)."""
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    text = repr(value)
    return text if len(text) <= 30 else text[:29] + "\u2026"


def _fine_point(raw: Any) -> list[int] | None:
    """``raw`` as a clean point when it plainly is one (a pair of plain whole numbers on the
    canvas), else None: the check every point of a drawing takes, with no words made for a
    refusal that does not come (``_point`` words it)."""
    if type(raw) is list or type(raw) is tuple:
        if len(raw) == 2:
            x, y = raw
            if type(x) is int and type(y) is int and 0 <= x <= CANVAS and 0 <= y <= CANVAS:
                return [x, y]
    return None


def _point(raw: Any, where: str) -> list[int]:
    if not isinstance(raw, Sequence) or isinstance(raw, (str, bytes)) or len(raw) != 2:
        raise _Bad(f"{where} should be a pair [x, y].")
    return [_coordinate(raw[0], f"the x of {where}"), _coordinate(raw[1], f"the y of {where}")]


def _stroke(raw: Any, index: int, budget: int) -> tuple[dict[str, Any], int]:
    """The clean stroke and how many points it used; ``budget`` is the points still allowed."""
    where = f"stroke {index + 1}"
    if not isinstance(raw, Mapping):
        raise _refuse(f"{where} is not a stroke.")
    extra = set(raw) - {"c", "w", "p"}
    if extra:
        raise _refuse(f"{where} has an unknown field {_shown(sorted(map(str, extra))[0])}.")
    colour = raw.get("c")
    if not isinstance(colour, str) or colour not in PALETTE:
        raise _refuse(f"{where} uses an unknown pen colour {_shown(colour)}.")
    width = raw.get("w")
    if not _is_int(width) or not MIN_WIDTH <= width <= MAX_WIDTH:
        raise _refuse(f"{where} has a pen width of {_shown(width)}; widths run from "
                      f"{MIN_WIDTH} to {MAX_WIDTH}.")
    points = raw.get("p")
    if not isinstance(points, list) or not points:
        raise _refuse(f"{where} has no points.")
    if len(points) > MAX_STROKE_POINTS:
        raise _refuse(f"{where} has {len(points)} points; one stroke may have at most "
                      f"{MAX_STROKE_POINTS}.")
    if len(points) > budget:
        raise _refuse(f"it has more than {MAX_POINTS} points in all.")
    try:
        clean = [_fine_point(p) or _point(p, f"point {i + 1} of {where}")
                 for i, p in enumerate(points)]
    except _Bad as error:
        raise _refuse(str(error)) from None
    return {"c": colour, "w": width, "p": clean}, len(clean)


def validate_sketch(data: Any) -> dict[str, Any]:
    """The clean copy of a parsed sketch, or ``CorruptData`` saying what is wrong.

    Cheap checks (counts) come before the walk over points, so a hostile object is refused
    before any large loop runs. Nested data deeper than the format is refused by type, without
    recursion.
    """
    if not isinstance(data, Mapping):
        raise _refuse("it is not a sketch.")
    extra = set(data) - {"v", "strokes"}
    if extra:
        raise _refuse(f"it has an unknown field {_shown(sorted(map(str, extra))[0])}.")
    version = data.get("v")
    if not _is_int(version) or version != FORMAT_VERSION:
        raise _refuse(f"its format version is {_shown(version)}, not {FORMAT_VERSION}.")
    strokes = data.get("strokes")
    if not isinstance(strokes, list):
        raise _refuse("its strokes are missing.")
    if len(strokes) > MAX_STROKES:
        raise _refuse(f"it has {len(strokes)} strokes; a sketch may have at most "
                      f"{MAX_STROKES}.")
    clean: list[dict[str, Any]] = []
    used = 0
    for index, raw in enumerate(strokes):
        stroke, count = _stroke(raw, index, MAX_POINTS - used)
        used += count
        clean.append(stroke)
    result = {"v": FORMAT_VERSION, "strokes": clean}
    if len(dumps(result)) > MAX_SKETCH_BYTES:
        raise _refuse(f"it is larger than {MAX_SKETCH_BYTES} characters.")
    return result


def parse_sketch(text: Any) -> dict[str, Any]:
    """A sketch from JSON text: refused unread when the text is over the size cap."""
    if not isinstance(text, str):
        raise _refuse("it is not text.")
    if len(text) > MAX_SKETCH_BYTES * 2:  # generous: the text may be pretty-printed
        raise _refuse(f"it is larger than {MAX_SKETCH_BYTES * 2} characters.")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise _refuse("it is not valid JSON.") from None
    return validate_sketch(data)


def dumps(sketch: Mapping[str, Any]) -> str:
    """Compact JSON text of a (clean) sketch."""
    return json.dumps(sketch, separators=(",", ":"))


def sketch_text(data: Any) -> str:
    """The canonical compact text of a sketch (validated first)."""
    return dumps(validate_sketch(data))


def empty_sketch() -> dict[str, Any]:
    return {"v": FORMAT_VERSION, "strokes": []}


def point_count(sketch: Mapping[str, Any]) -> int:
    return sum(len(s["p"]) for s in sketch["strokes"])


def validate_anchor(data: Any) -> tuple[int, int]:
    """A part label's anchor: a point ``[x, y]`` on the canvas, as a tuple."""
    try:
        x, y = _point(data, "the part's place on the drawing")
    except _Bad as error:
        reason = str(error)
        raise CorruptData(reason[0].upper() + reason[1:]) from None
    return (x, y)


def validate_traits(data: Any) -> tuple[str, ...]:
    """Trait tags: a list of known tags, each at most once, returned in ``TRAIT_TAGS`` order."""
    if not isinstance(data, (list, tuple)):
        raise CorruptData("A monster's traits should be a list of tags.")
    if len(data) > MAX_TRAITS:
        raise CorruptData(f"A monster has at most {MAX_TRAITS} traits.")
    for tag in data:
        if not isinstance(tag, str) or tag not in TRAIT_TAGS:
            raise CorruptData(f"{_shown(tag)} is not a trait a monster can have.")
    if len(set(data)) != len(data):
        raise CorruptData("A trait is listed twice.")
    return tuple(tag for tag in TRAIT_TAGS if tag in data)


NAME_LIMIT = 24


def clean_name(text: str) -> str:
    """A monster's name as typed: printable characters only, runs of spaces made one, trimmed,
    at most ``NAME_LIMIT`` characters."""
    printable = "".join(ch for ch in str(text) if ch.isprintable())
    return " ".join(printable.split())[:NAME_LIMIT].strip()


def validate_name(data: Any) -> str:
    """A stored monster name: text that is already clean and not empty."""
    if not isinstance(data, str) or not data or len(data) > NAME_LIMIT \
            or clean_name(data) != data:
        raise CorruptData(f"{_shown(data)} cannot be a monster's name.")
    return data


def validate_part_type(data: Any) -> str:
    if not isinstance(data, str) or data not in PART_TYPES:
        raise CorruptData(f"{_shown(data)} is not a kind of monster part.")
    return data


__all__ = [
    "CANVAS",
    "DIE_INKS",
    "FORMAT_VERSION",
    "MAX_POINTS",
    "MAX_SKETCH_BYTES",
    "MAX_STROKES",
    "MAX_STROKE_POINTS",
    "MAX_WIDTH",
    "MIN_WIDTH",
    "PALETTE",
    "NAME_LIMIT",
    "PART_TYPES",
    "TRAIT_TAGS",
    "clean_name",
    "dumps",
    "empty_sketch",
    "parse_sketch",
    "point_count",
    "sketch_text",
    "validate_anchor",
    "validate_name",
    "validate_part_type",
    "validate_sketch",
    "validate_traits",
]
