"""The colours that carry a rule, in one table per colour vision, and switching between them.

Why a table per vision rather than a filter over the whole screen: only a few colours carry a
rule (a Doodle die's colour is its power; a Death by Dice link colour says which cards work
together; a Daemon Dice daemon wears its breed's colour), and those must stay apart for a player
who does not see every colour, while the rest of the screen keeps its look. Each colour also
has a letter or shape beside it wherever it is drawn, so a palette is a second help, never the
only one. The colour-blind tables were searched for by simulating each vision
(``game.colour_vision``) and keeping every pair of a group apart while each colour stays close
to its usual look; ``python -m game colours`` prints the closest pair of each group per vision,
and a test holds every group above a floor.

The live tables belong to the screens that draw them (``dice_art.RGB`` and so on);
``apply_vision`` rewrites them in place, so every reader sees the new colours at once, and bumps
``version`` so a kept picture of a board knows to be drawn again.
"""

from __future__ import annotations

import scenes.deathbydice.card_paint as card_paint
import scenes.doodledice.dice_art as dice_art
from scenes.daemondice import palette as daemon_palette

RGB = tuple[int, int, int]

LIVE: dict[str, dict[str, RGB]] = {
    "Doodle Dice die colours": dice_art.RGB,
    "Death by Dice links": card_paint.LINK_COLOURS,
    "Daemon Dice breeds": daemon_palette.IDENTITY_COLOURS,
}
"""Each rule-colour group and the table its screens read (rewritten in place)."""

NORMAL: dict[str, dict[str, RGB]] = {group: dict(table) for group, table in LIVE.items()}
"""The usual colours, as the screens define them."""

PALETTES: dict[str, dict[str, dict[str, RGB]]] = {
    "deuteranopia": {
        "Doodle Dice die colours": {
            "red": (133, 43, 75), "blue": (0, 40, 183), "green": (58, 169, 117),
            "yellow": (251, 202, 11), "black": (34, 23, 18), "white": (211, 236, 255),
            "brown": (100, 95, 15), "gray": (96, 126, 224), "colorless": (226, 235, 191),
            "purple": (64, 116, 125), "orange": (199, 128, 10), "pink": (216, 118, 169),
        },
        "Death by Dice links": {
            "white": (215, 204, 255), "red": (222, 43, 0), "blue": (43, 122, 240),
            "green": (108, 255, 204), "gold": (255, 239, 0), "violet": (218, 60, 141),
        },
        "Daemon Dice breeds": {
            "Frost": (82, 148, 238), "Rot": (212, 60, 119), "Fire": (255, 200, 28),
        },
    },
    "protanopia": {
        "Doodle Dice die colours": {
            "red": (255, 159, 155), "blue": (0, 61, 92), "green": (177, 255, 74),
            "yellow": (181, 175, 16), "black": (23, 16, 14), "white": (212, 237, 248),
            "brown": (105, 70, 29), "gray": (105, 125, 117), "colorless": (255, 240, 191),
            "purple": (130, 60, 225), "orange": (242, 89, 0), "pink": (247, 149, 229),
        },
        "Death by Dice links": {
            "white": (255, 235, 255), "red": (188, 73, 0), "blue": (54, 149, 255),
            "green": (106, 161, 134), "gold": (255, 240, 75), "violet": (204, 21, 128),
        },
        "Daemon Dice breeds": {
            "Frost": (77, 185, 255), "Rot": (237, 0, 79), "Fire": (255, 204, 62),
        },
    },
    "tritanopia": {
        "Doodle Dice die colours": {
            "red": (114, 49, 46), "blue": (45, 128, 242), "green": (40, 210, 174),
            "yellow": (201, 255, 98), "black": (23, 18, 21), "white": (254, 249, 245),
            "brown": (111, 102, 66), "gray": (174, 169, 115), "colorless": (255, 187, 255),
            "purple": (121, 64, 220), "orange": (242, 20, 0), "pink": (192, 103, 140),
        },
        "Death by Dice links": {
            "white": (255, 194, 201), "red": (239, 18, 22), "blue": (46, 126, 218),
            "green": (58, 255, 243), "gold": (228, 251, 103), "violet": (182, 30, 217),
        },
        "Daemon Dice breeds": {
            "Frost": (106, 159, 212), "Rot": (243, 0, 27), "Fire": (252, 224, 169),
        },
    },
}
"""Per colour-blind vision, per group, the colours that replace the usual ones."""

_current = "normal"
_version = 0


def palette(vision: str) -> dict[str, dict[str, RGB]]:
    """Every group's colours under ``vision`` (unknown visions: the usual colours)."""
    chosen = PALETTES.get(vision, {})
    return {group: {**colours, **chosen.get(group, {})} for group, colours in NORMAL.items()}


def apply_vision(vision: str) -> None:
    """Make the screens draw ``vision``'s palette from now on (no-op if already in use)."""
    global _current, _version
    if vision == _current:
        return
    for group, colours in palette(vision).items():
        LIVE[group].update(colours)
    dice_art.forget_pictures()
    _current = vision
    _version += 1


def current() -> str:
    return _current


def version() -> int:
    """Changes whenever the palette does: part of the key of any kept picture with rule colours."""
    return _version
