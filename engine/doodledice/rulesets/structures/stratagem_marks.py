"""What the stratagem powers remember between actions (``DoodleState.schemes``), as one
record, with its plain-JSON form and a strict loader.

Why one record: the stratagem powers leave marks of many kinds (a once-a-game Glory, a bonus
that lasts until the next combat, a swayed monster, a dived one...), and the state, the saves
and two other branches' edits stay simplest if all of them live in one field the basic game
never reads. Every mark that lasts "this combat" or "this round" is wiped as the next combat
starts (``stratagems.combat_begins``); the swayed monsters go home as the combat ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import CorruptData
from engine.doodledice.tables import ADDED_PARTS, COLORLESS, COLOUR_KEYS
from engine.saved import saved_bool as _bool
from engine.saved import saved_int as _int
from engine.saved import saved_ints as _ints
from engine.saved import saved_list as _list

WEAPONS, SHIELDS = "weapons", "shields"
"""What Glory makes roll their top face."""
START_POWERS = ("strike", "tunnel", "arcane", "prism", "sway")
"""Start-of-combat powers used at most once a combat per player (``Schemes.spent``)."""
MAX_SHIFT = 25
"""Bound on the actions Divert Power moves onto or off one monster (a loader's sanity cap)."""


@dataclass(frozen=True, slots=True)
class Schemes:
    """Per seat: ``glory_used`` (once a game), ``glory`` (WEAPONS/SHIELDS this combat),
    ``arcane`` (the bonus until the next combat), ``prism`` (the colour every monster uses
    until the next combat), ``spent`` (START_POWERS used this combat).

    Per monster: ``swayed`` ((monster, its owner) fighting for another seat this combat),
    ``hidden`` (dived or above the clouds until its next turn starts), ``shift`` ((monster,
    actions) moved by Divert Power this combat), ``tired`` (spent this combat's actions
    tunnelling). Per part: ``fury`` (dice Battle Fury made roll again this round), ``refit``
    (parts the Adaptive Kit changed this sketching phase)."""

    glory_used: tuple[bool, ...]
    glory: tuple[str, ...]
    arcane: tuple[int, ...]
    prism: tuple[str, ...]
    spent: tuple[tuple[str, ...], ...]
    swayed: tuple[tuple[int, int], ...] = ()
    hidden: tuple[int, ...] = ()
    shift: tuple[tuple[int, int], ...] = ()
    tired: tuple[int, ...] = ()
    fury: tuple[int, ...] = ()
    refit: tuple[int, ...] = ()


def empty_schemes(seats: int) -> Schemes:
    return Schemes((False,) * seats, ("",) * seats, (0,) * seats, ("",) * seats,
                   ((),) * seats)


def schemes_to_json(s: Schemes) -> dict[str, Any]:
    return {
        "glory_used": list(s.glory_used), "glory": list(s.glory), "arcane": list(s.arcane),
        "prism": list(s.prism), "spent": [list(x) for x in s.spent],
        "swayed": [list(x) for x in s.swayed], "hidden": list(s.hidden),
        "shift": [list(x) for x in s.shift], "tired": list(s.tired), "fury": list(s.fury),
        "refit": list(s.refit),
    }


_KEYS = {"glory_used", "glory", "arcane", "prism", "spent", "swayed", "hidden", "shift", "tired",
         "fury", "refit"}


def schemes_from_json(raw: Any, seats: int, next_monster: int, dice: int,
                      rule: int) -> Schemes:
    """The record ``raw`` describes, checked field by field; without the rule it must be
    empty."""
    if not isinstance(raw, dict) or set(raw) != _KEYS:
        raise CorruptData("The saved stratagem marks are not in the expected form.")
    glory_used = tuple(_bool(v, "Glory use") for v in _list(raw["glory_used"], "Glory", seats))
    glory = tuple(_list(raw["glory"], "Glory", seats))
    if any(g not in ("", WEAPONS, SHIELDS) for g in glory) or any(
            g and not used for g, used in zip(glory, glory_used, strict=True)):
        raise CorruptData("A saved Glory is not one the game could have.")
    arcane = tuple(_int(v, 0, 10**4, "arcane bonus") for v in _list(raw["arcane"], "arcane",
                                                                     seats))
    prism = tuple(_list(raw["prism"], "prism colours", seats))
    if any(c != "" and (c not in COLOUR_KEYS or c == COLORLESS) for c in prism):
        raise CorruptData("A saved Prismatic Light has an unknown colour.")
    spent = []
    for item in _list(raw["spent"], "powers used", seats):
        used = tuple(_list(item, "powers used"))
        if any(u not in START_POWERS for u in used) or len(set(used)) != len(used):
            raise CorruptData("A saved stratagem use is unknown.")
        spent.append(used)
    top = next_monster - 1
    swayed = tuple(_pair(x, (0, top), (0, seats - 1), "swayed monster")
                   for x in _list(raw["swayed"], "swayed monsters"))
    shift = tuple(_pair(x, (0, top), (-MAX_SHIFT, MAX_SHIFT), "diverted actions")
                  for x in _list(raw["shift"], "diverted actions"))
    out = Schemes(
        glory_used, glory, arcane, prism, tuple(spent), swayed,
        _unique(_ints(raw["hidden"], 0, top, "hidden monster"), "hidden monsters"), shift,
        _unique(_ints(raw["tired"], 0, top, "tunnelling monster"), "tunnelling monsters"),
        _unique(_ints(raw["fury"], 0, dice - 1, "part rolled again"), "Battle Fury"),
        _unique(_ints(raw["refit"], 0, dice - 1, "refitted part"), "refitted parts"))
    if len({m for m, _ in swayed}) != len(swayed) or len({m for m, _ in shift}) != len(shift) \
            or any(v == 0 for _, v in shift):
        raise CorruptData("The saved stratagem marks name a monster twice.")
    if not rule and out != empty_schemes(seats):
        raise CorruptData("The saved game uses stratagem powers without the rule.")
    return out


def _pair(raw: Any, first: tuple[int, int], second: tuple[int, int],
          what: str) -> tuple[int, int]:
    a, b = _list(raw, what, 2)
    return _int(a, *first, what), _int(b, *second, what)


def _unique(values: tuple[int, ...], what: str) -> tuple[int, ...]:
    if len(set(values)) != len(values):
        raise CorruptData(f"The saved {what} repeat.")
    return values


PART_TYPES_REFIT = ADDED_PARTS
"""Types a part may be refitted into."""

__all__ = ["MAX_SHIFT", "PART_TYPES_REFIT", "SHIELDS", "START_POWERS", "Schemes", "WEAPONS",
           "empty_schemes", "schemes_from_json", "schemes_to_json"]
