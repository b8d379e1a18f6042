"""Where the table draws a draft (draft dice rule): the shared collection's kinds of dice and
one strip per player. Worked out by the board as the window changes, read by the draft's
drawing (``drafting``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.doodledice import DoodleState

MIN_DIE = 30
"""Smallest die drawn in the collection (its number still reads)."""


@dataclass
class DraftLayout:
    """Where the draft is drawn: the collection's kinds and one strip per player."""

    banner: pygame.Rect
    collection: pygame.Rect
    kinds: dict[tuple, pygame.Rect] = field(default_factory=dict)
    """(sides, colours) -> the kind's slot, in the collection's order."""
    places: dict[tuple, tuple[int, ...]] = field(default_factory=dict)
    """(sides, colours) -> every place of the collection holding that kind."""
    strips: dict[int, pygame.Rect] = field(default_factory=dict)
    die_size: int = 40

    @classmethod
    def compute(cls, field_rect: pygame.Rect, scale: float, st: DoodleState) -> DraftLayout:
        s = scale
        seats = st.num_seats
        banner = pygame.Rect(field_rect.x, field_rect.y, field_rect.width, int(34 * s))
        columns = 1 if seats <= 3 else 2
        strip_h = max(56, int(62 * s))
        lines = -(-seats // columns)
        strips_h = lines * (strip_h + int(6 * s))
        collection = pygame.Rect(field_rect.x, banner.bottom + int(4 * s), field_rect.width,
                                 field_rect.bottom - banner.bottom - strips_h - int(10 * s))
        out = cls(banner, collection)
        strip_w = (field_rect.width - int(6 * s) * (columns - 1)) // columns
        top = collection.bottom + int(6 * s)
        for seat in range(seats):
            line, column = divmod(seat, columns)
            out.strips[seat] = pygame.Rect(field_rect.x + column * (strip_w + int(6 * s)),
                                           top + line * (strip_h + int(6 * s)), strip_w,
                                           strip_h)
        for place, d in enumerate(st.collection):
            if d is not None:
                key = (d.sides, d.colours)
                out.places[key] = (*out.places.get(key, ()), place)
        out._grid(st, s)
        return out

    def _grid(self, st: DoodleState, s: float) -> None:
        """The kinds in reading order, dice as large as fit (between MIN_DIE and 60 px)."""
        keys = _kinds_in_order(st)
        box = self.collection.inflate(-int(16 * s), -int(16 * s))
        size = max(MIN_DIE, int(60 * s))
        while size > MIN_DIE:
            step = size + int(12 * s)
            per_line = max(1, box.width // step)
            if -(-len(keys) // per_line) * step <= box.height:
                break
            size -= 2
        self.die_size = size
        step = size + int(12 * s)
        per_line = max(1, box.width // step)
        for i, key in enumerate(keys):
            line, column = divmod(i, per_line)
            self.kinds[key] = pygame.Rect(box.x + column * step, box.y + line * step, size, size)

    def kind_at(self, pos: tuple[int, int]) -> tuple | None:
        for key, rect in self.kinds.items():
            if rect.inflate(6, 6).collidepoint(pos):
                return key
        return None

    def left_of(self, st: DoodleState, key: tuple) -> list[int]:
        """Places of kind ``key`` whose die is still on the table, first first."""
        return [p for p in self.places.get(key, ()) if st.collection[p] is not None]


def _kinds_in_order(st: DoodleState) -> list[tuple]:
    """Every kind laid out at the start, taken or not, by size then colour: the dice left
    and the dice picked (every die owned during the draft was picked) are together the
    collection as it was laid out, so the order never changes while dice are taken."""
    keys = {(d.sides, d.colours) for d in st.collection if d is not None}
    keys.update((d.sides, d.colours) for d in st.dice)
    return sorted(keys)


__all__ = ["MIN_DIE", "DraftLayout"]
