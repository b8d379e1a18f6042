"""The avatars in saved states: each seat's avatar as plain JSON and its strict check.

Kept apart from ``serial`` (which calls these) so the avatar record's shape lives in one place.
"""

from __future__ import annotations

from typing import Any

from engine.core import CorruptData
from engine.doodledice.model import Phase
from engine.doodledice.rulesets.avatars.abilities import MAGE, TYPE_BY_KEY, Avatar
from engine.doodledice.sketch import name_problem, sketch_from_json, sketch_problem, sketch_to_json
from engine.doodledice.tables import COLOUR_KEYS
from engine.saved import saved_int as _int
from engine.saved import saved_list as _list

_FIELDS = {"kind", "name", "colour", "sketch", "used", "horde"}
MAX_HORDE = 10_000
"""More life than any horde can have (two dice of a 600-side force at most)."""


def avatars_to_json(avatars: tuple[Avatar | None, ...]) -> list[Any]:
    return [None if a is None else {
        "kind": a.kind, "name": a.name, "colour": a.colour, "sketch": sketch_to_json(a.sketch),
        "used": list(a.used), "horde": a.horde} for a in avatars]


def avatars_from_json(raw: Any, seats: int, enabled: int, phase: Phase,
                      seat: int) -> tuple[Avatar | None, ...]:
    """Every seat's avatar, checked: none without the rule, all chosen once round 1 starts,
    and in the AVATARS phase exactly the seats before the one choosing."""
    items = _list(raw, "avatars", seats)
    out: list[Avatar | None] = []
    for item in items:
        if item is None:
            out.append(None)
            continue
        if not enabled:
            raise CorruptData("The saved game has avatars without the rule.")
        if not isinstance(item, dict) or set(item) != _FIELDS:
            raise CorruptData("A saved avatar is not in the expected form.")
        kind = TYPE_BY_KEY.get(item["kind"]) if isinstance(item["kind"], str) else None
        if kind is None:
            raise CorruptData("A saved avatar has an unknown type.")
        colour = item["colour"]
        if (kind.key == MAGE) != (colour in COLOUR_KEYS) or (kind.key != MAGE and colour != ""):
            raise CorruptData("A saved avatar's colour does not fit its type.")
        sketch = sketch_from_json(item["sketch"])
        problem = name_problem(item["name"]) or sketch_problem(sketch)
        if problem:
            raise CorruptData(f"A saved avatar is damaged: {problem}")
        first, second, third = (_int(u, 0, a.uses, "ability uses")
                                for u, a in zip(_list(item["used"], "ability uses", 3),
                                                kind.abilities, strict=True))
        out.append(Avatar(kind.key, item["name"], colour, sketch, (first, second, third),
                          _int(item["horde"], 0, MAX_HORDE, "horde life")))
    chosen = [a is not None for a in out]
    if phase is Phase.AVATARS:
        if chosen != [s < seat for s in range(seats)]:
            raise CorruptData("The saved avatars do not fit the player choosing now.")
    elif phase in (Phase.FORCES, Phase.DRAFT):
        if any(chosen):
            raise CorruptData("Avatars are saved before the forces are known.")
    elif enabled and not all(chosen):
        raise CorruptData("A player has no avatar in a game with avatars.")
    return tuple(out)


__all__ = ["avatars_from_json", "avatars_to_json"]
