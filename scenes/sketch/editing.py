"""What the sketch pad edits, without any drawing: strokes, part labels, traits and the name.

Every change to the drawing or its labels is one undo step (a stroke, an erase drag, clear, a
doodle, placing or removing a part), kept as a snapshot of references: strokes are never
changed in place, so a snapshot is a cheap list copy. Traits and the name are form fields, not
part of the undo history.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.sketchdata import (
    CANVAS,
    MAX_POINTS,
    MAX_STROKES,
    NAME_LIMIT,
    PART_TYPES,
    TRAIT_TAGS,
    clean_name,
    validate_sketch,
)

UNDO_LIMIT = 200
__all__ = ["NAME_LIMIT", "PadDie", "PlacedPart", "SketchEdit", "SketchResult", "clean_name",
           "strokes_near"]


@dataclass(frozen=True)
class PadDie:
    """A die the player may invest in a part: its id for the engine, and how to show it."""

    die_id: Any
    label: str
    """How the die is named on the pad ("d8 red")."""
    sides: int
    colour: str = "gray"


@dataclass(frozen=True)
class PlacedPart:
    type: str
    die_id: Any
    anchor: tuple[int, int]
    sides: int = 0
    damage: int = 0
    locked: bool = False
    """A part already in play (adding parts to a monster later): shown, not removable."""


@dataclass(frozen=True)
class SketchResult:
    """What the pad hands back when the player is done."""

    name: str
    sketch: dict
    traits: tuple[str, ...]
    parts: tuple[tuple[str, Any, tuple[int, int]], ...]
    """New parts only: (type, die_id, anchor)."""
    role: str = ""
    """What the pad made when the game offers more than monsters (``scenes.sketch.roles``):
    "" a monster, else the role's key ("stratagem", "fortress")."""


@dataclass
class Snapshot:
    strokes: list[dict]
    parts: list[PlacedPart]


@dataclass
class SketchEdit:
    strokes: list[dict] = field(default_factory=list)
    parts: list[PlacedPart] = field(default_factory=list)
    traits: set[str] = field(default_factory=set)
    name: str = ""
    undo_stack: list[Snapshot] = field(default_factory=list)
    redo_stack: list[Snapshot] = field(default_factory=list)
    erased: bool = field(default=False, repr=False)
    """Whether the erase drag under way has rubbed anything out yet."""
    kept: int = 0
    """The first ``kept`` strokes are a monster's drawing already in play: shown, drawn over,
    never erased or cleared (what was sketched stays; new strokes add to it)."""
    tag_order: tuple[str, ...] = TRAIT_TAGS
    """The tags that may be ticked, in the order a result lists them (a stratagem's or
    fortress's drawing has tags of its own)."""
    role: str = ""
    _checked: tuple[list[dict], dict] | None = field(default=None, repr=False, compare=False)
    """The strokes list last checked and its checked sketch (see ``sketch``)."""

    # ------------------------------------------------------------------ reading
    @property
    def points(self) -> int:
        return sum(len(s["p"]) for s in self.strokes)

    def room(self) -> str | None:
        """Why no new stroke fits (None: one does)."""
        if len(self.strokes) >= MAX_STROKES:
            return f"The page holds {MAX_STROKES} strokes: erase or undo some first."
        if self.points >= MAX_POINTS - 2:
            return "The page is full of ink: erase or undo some strokes first."
        return None

    def points_left(self) -> int:
        return MAX_POINTS - self.points

    def used_dice(self) -> set[Any]:
        return {p.die_id for p in self.parts}

    def sketch(self) -> dict:
        """The drawing as a checked sketch (``validate_sketch``), checked once per drawing:
        the pad asks on every refresh (each click, key and stroke), and a full page is
        thousands of points. Strokes are never changed in place, so the same list is the
        same drawing."""
        checked = self._checked
        if checked is None or checked[0] is not self.strokes:
            checked = self._checked = (self.strokes,
                                       validate_sketch({"v": 1, "strokes": self.strokes}))
        return checked[1]

    # ------------------------------------------------------------------ changing
    def _push(self) -> None:
        self.undo_stack.append(Snapshot(list(self.strokes), list(self.parts)))
        del self.undo_stack[:-UNDO_LIMIT]
        self.redo_stack.clear()

    def add_stroke(self, stroke: dict) -> None:
        self._push()
        self.strokes = self.strokes + [stroke]

    def begin_erase(self) -> None:
        """An erase drag starts: one undo step covers everything it removes."""
        self._push()
        self.erased = False

    def erase(self, indices: Sequence[int]) -> None:
        indices = [i for i in indices if i >= self.kept]
        if indices:
            drop = set(indices)
            self.strokes = [s for i, s in enumerate(self.strokes) if i not in drop]
            self.erased = True

    def end_erase(self) -> None:
        if not self.erased:
            self.undo_stack.pop()  # nothing was rubbed out: no empty undo step

    def clear(self) -> bool:
        if not self.can_clear():
            return False
        self._push()
        self.strokes = self.strokes[:self.kept]
        return True

    def can_clear(self) -> bool:
        return len(self.strokes) > self.kept

    def added(self) -> list[dict]:
        """The strokes drawn in this session (after the kept drawing)."""
        return self.strokes[self.kept:]

    def replace_drawing(self, strokes: list[dict], anchors: dict[int, tuple[int, int]]) -> None:
        """A new drawing (a doodle); ``anchors`` moves parts (by index) onto it."""
        self._push()
        self.strokes = list(strokes)
        self.parts = [PlacedPart(p.type, p.die_id, anchors.get(i, p.anchor), p.sides, p.damage,
                                 p.locked) if not p.locked else p
                      for i, p in enumerate(self.parts)]

    def place(self, part_type: str, die: PadDie, anchor: tuple[int, int]) -> PlacedPart:
        if part_type not in PART_TYPES:
            raise ValueError(f"{part_type!r} is not a kind of part.")
        if die.die_id in self.used_dice():
            raise ValueError(f"The {die.label} is already in a part.")
        x, y = anchor
        part = PlacedPart(part_type, die.die_id, (max(0, min(CANVAS, x)),
                                                 max(0, min(CANVAS, y))), die.sides)
        self._push()
        self.parts = self.parts + [part]
        return part

    def remove_part(self, index: int) -> None:
        if self.parts[index].locked:
            return
        self._push()
        self.parts = [p for i, p in enumerate(self.parts) if i != index]

    def undo(self) -> bool:
        if not self.undo_stack:
            return False
        self.redo_stack.append(Snapshot(list(self.strokes), list(self.parts)))
        snap = self.undo_stack.pop()
        self.strokes, self.parts = snap.strokes, snap.parts
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        self.undo_stack.append(Snapshot(list(self.strokes), list(self.parts)))
        snap = self.redo_stack.pop()
        self.strokes, self.parts = snap.strokes, snap.parts
        return True

    def toggle_trait(self, tag: str) -> None:
        if tag not in self.tag_order:
            raise ValueError(f"{tag!r} is not a trait.")
        self.traits ^= {tag}

    # ------------------------------------------------------------------ result
    def problem(self, check: Callable[[SketchResult], str | None] | None = None) -> str | None:
        """Why the monster cannot be handed back yet (None: it can)."""
        if not clean_name(self.name):
            return "Give your monster a name."
        if not self.strokes:
            return "Draw your monster first (or let the pad doodle one)."
        return check(self.result()) if check else None

    def result(self) -> SketchResult:
        return SketchResult(
            name=clean_name(self.name),
            sketch=self.sketch(),
            traits=tuple(t for t in self.tag_order if t in self.traits),
            parts=tuple((p.type, p.die_id, p.anchor) for p in self.parts if not p.locked),
            role=self.role,
        )


def strokes_near(strokes: Sequence[dict], point: tuple[int, int], radius: float) -> list[int]:
    """Indices of the strokes whose ink passes within ``radius`` canvas units of ``point``
    (what an eraser there rubs out)."""
    px, py = point
    hits = []
    for index, stroke in enumerate(strokes):
        reach = radius + stroke["w"] / 2
        pts = stroke["p"]
        if len(pts) == 1:
            (x, y), = pts
            if (x - px) ** 2 + (y - py) ** 2 <= reach * reach:
                hits.append(index)
            continue
        for (x1, y1), (x2, y2) in zip(pts, pts[1:], strict=False):
            if (min(x1, x2) - reach > px or max(x1, x2) + reach < px
                    or min(y1, y2) - reach > py or max(y1, y2) + reach < py):
                continue
            dx, dy = x2 - x1, y2 - y1
            seg = dx * dx + dy * dy
            t = 0.0 if seg == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / seg))
            cx, cy = x1 + t * dx, y1 + t * dy
            if (cx - px) ** 2 + (cy - py) ** 2 <= reach * reach:
                hits.append(index)
                break
    return hits
