"""Monster drawings between their two forms, and a creature for every monster.

The pad and the renderer use ``engine.sketchdata``'s JSON (named inks); the Doodle Dice engine
keeps a drawing as tuples with ``#rrggbb`` colours inside ``CreateMonster`` (so saves replay
it). A monster whose action carried no drawing (the AI's, or a legal-list default) is drawn by
``game.doodles`` from the match's seed, the monster's id, its core colour, parts and traits:
the same monster looks the same on every screen and after every reload, and a weapon added
later grows an arm where its label hangs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.doodledice import DoodleState, Monster
from engine.doodledice.tables import CORE
from engine.sketchdata import PALETTE
from game.doodles import doodle

_HEX = {name: "#{:02x}{:02x}{:02x}".format(*rgb) for name, rgb in PALETTE.items()}


def _ink_of_hex(colour: str) -> str:
    """The pad ink nearest to ``#rrggbb``."""
    try:
        rgb = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return "ink"
    return min(PALETTE, key=lambda n: sum((a - b) ** 2 for a, b in zip(PALETTE[n], rgb,
                                                                         strict=True)))


def to_engine(sketch: Mapping[str, Any]) -> tuple:
    """Pad JSON to the engine's tuples."""
    return tuple((_HEX.get(s["c"], _HEX["ink"]), int(s["w"]),
                  tuple((int(x), int(y)) for x, y in s["p"])) for s in sketch["strokes"])


def from_engine(sketch: tuple) -> dict[str, Any]:
    """The engine's tuples to pad JSON."""
    return {"v": 1, "strokes": [{"c": _ink_of_hex(c), "w": max(1, min(24, w)),
                                 "p": [[x, y] for x, y in line]} for c, w, line in sketch]}


class MonsterArt:
    """Drawings of the monsters on the table, cached so the renderer's card cache (keyed on
    the drawing's identity) keeps hitting."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._cache: dict[tuple, tuple[dict, dict[int, tuple[int, int]]]] = {}

    def of(self, st: DoodleState, m: Monster) -> tuple[dict, dict[int, tuple[int, int]]]:
        """(drawing, anchor per part die) of monster ``m``."""
        colour = st.core_colour(m) or st.dice[m.core.die].colours[0]
        parts = tuple((p.kind, st.sides(p.die), p.die, p.anchor) for p in m.parts)
        key = (m.id, colour, parts, m.traits, len(m.sketch))
        found = self._cache.get(key)
        if found is not None:
            return found
        if m.sketch:
            drawing = from_engine(m.sketch)
            spread = _spread_anchors([p for p in m.parts if not p.anchor])
            anchors = {p.die: tuple(p.anchor) if p.anchor else spread[p.die] for p in m.parts}
        else:
            specs = [(p.kind if p.kind != CORE else "core", max(1, st.sides(p.die)))
                     for p in m.parts]
            drawing, points = doodle(self.seed * 1009 + m.id, colour, specs,
                                     list(m.traits))
            anchors = {p.die: (tuple(p.anchor) if p.anchor else tuple(points[i]))
                       for i, p in enumerate(m.parts)}
        if len(self._cache) > 96:
            self._cache.clear()
        self._cache[key] = (drawing, anchors)
        return drawing, anchors


def _spread_anchors(parts) -> dict[int, tuple[int, int]]:
    """Spots for labels placed "anywhere": down the middle of the drawing."""
    return {p.die: (500, 300 + 120 * i) for i, p in enumerate(parts)}
