"""Monster drawings on the table: what the state holds, in the renderer's form.

The pad and the renderer use ``engine.sketchdata``'s JSON (named inks); the Doodle Dice engine
keeps a drawing as tuples with ``#rrggbb`` colours, made by ``CreateMonster`` and grown by each
``AddPart`` (the person's pad and the AI's doodler both put their strokes there), so the table
draws exactly what the state holds. Only a monster with no drawing at all (an AI's monster in a
save of an earlier version, or an AI gadgeteer's Mechamorph, made of several monsters) is drawn
by ``game.doodles`` from the match's seed, the monster's id, core colour, parts and traits, as
those versions did, so an old save still shows every monster as it was.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from engine.doodledice import DoodleState, Monster
from engine.doodledice.rulesets.avatars.abilities import DEVICE
from engine.doodledice.sketch import from_pad, to_pad
from engine.doodledice.tables import CORE
from game.doodles import doodle
from game.doodles.places import MARKS, place
from scenes.sketch.render import OUTLINES

DRAWN_AS = {CORE: "core", DEVICE: "combo"}
"""Part types the doodler has no shape of, drawn as one it has: a gadgeteer's Diversity Device
as a small extra bit (its label says what it is)."""

to_engine = from_pad
"""Pad JSON to the engine's tuples (``engine.doodledice.sketch.from_pad``)."""
from_engine = to_pad
"""The engine's tuples to pad JSON (``engine.doodledice.sketch.to_pad``)."""


class MonsterArt:
    """Drawings of the monsters on the table, cached so the renderer's card cache (keyed on
    the drawing's identity) keeps hitting."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._cache: dict[tuple, tuple[dict, dict[int, tuple[int, int]], tuple]] = {}
        self._strokes: dict[tuple, dict[str, Any]] = {}
        self._announced: object = None
        self._ahead: Iterator[None] = iter(())

    def ahead(self, action: object, budget: float) -> None:
        """Work out, for at most ``budget`` seconds, the outlines of the strokes an announced
        move draws (``action.sketch``, a new monster's or a new part's). Why: outlining a
        drawing's strokes is most of painting it, and the frame the move landed on painted
        the new drawing cold; the frames while the move is announced have time to spare."""
        if action is not self._announced:
            self._announced = action
            self._ahead = self._outlined(getattr(action, "sketch", ()) or ())
        end = time.thread_time() + budget
        for _ in self._ahead:
            if time.thread_time() >= end:
                return

    def _outlined(self, strokes: tuple) -> Iterator[None]:
        for stroke in strokes:
            OUTLINES.get(self._pad_stroke(stroke))
            yield

    def _pad_stroke(self, stroke: tuple) -> dict[str, Any]:
        """One stroke in pad form, remembered: a drawing grows stroke by stroke, and each
        new part converted every earlier stroke again."""
        found = self._strokes.get(stroke)
        if found is None:
            if len(self._strokes) > 4000:
                self._strokes.clear()
            found = self._strokes[stroke] = from_engine((stroke,))["strokes"][0]
        return found

    def of(self, st: DoodleState, m: Monster) -> tuple[dict, dict[int, tuple[int, int]]]:
        """(drawing, anchor per part die) of monster ``m``."""
        colour = st.core_colour(m) or st.dice[m.core.die].colours[0]
        parts = tuple((p.kind, st.sides(p.die), p.die, p.anchor) for p in m.parts)
        key = (m.id, colour, parts, m.traits, id(m.sketch))
        found = self._cache.get(key)
        if found is not None and found[2] is m.sketch:
            return found[0], found[1]
        if m.sketch:
            drawing = {**from_engine(()), "strokes": [self._pad_stroke(k) for k in m.sketch]}
            spread = _spread_anchors([p for p in m.parts if not p.anchor])
            anchors = {p.die: tuple(p.anchor) if p.anchor else spread[p.die] for p in m.parts}
        elif m.role:  # a stratagem or fortress without strokes: its place, from the seed
            drawing, heart = place(self.seed * 1009 + m.id, colour, m.role,
                                   [t for t in m.traits if t in MARKS])
            anchors = {p.die: tuple(p.anchor) if p.anchor else heart for p in m.parts}
        else:
            specs = [(DRAWN_AS.get(p.kind, p.kind), max(1, st.sides(p.die))) for p in m.parts]
            drawing, points = doodle(self.seed * 1009 + m.id, colour, specs,
                                     list(m.traits))
            anchors = {p.die: (tuple(p.anchor) if p.anchor else tuple(points[i]))
                       for i, p in enumerate(m.parts)}
        if len(self._cache) > 96:
            self._cache.clear()
        self._cache[key] = (drawing, anchors, m.sketch)  # held: its id stays its own
        return drawing, anchors


def _spread_anchors(parts) -> dict[int, tuple[int, int]]:
    """Spots for labels placed "anywhere": down the middle of the drawing."""
    return {p.die: (500, 300 + 120 * i) for i, p in enumerate(parts)}
