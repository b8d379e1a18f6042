"""A board's own picture painted in parts, each painted again only when what it shows changed.

Why: the frame a move lands on changed the board's key (``BoardScene.layer_key``), and the
whole picture was painted from nothing: the backdrop, every card, every panel, though a
move changes one or two of them. A board that says what its picture is made of (``Part``:
where it paints, what it shows, how to paint it) is painted here over its last kept picture
(``KeptPicture.taken_since``), and only where a part changed.

How the pixels stay those of a whole paint: every part is painted clipped to its
``bounds``, in a whole paint as well, so nothing of it lies outside them. Where a part
changed (its bounds before and now) the backdrop is laid again and every part that reaches
there is painted again, clipped to it, in the order of a whole paint: parts may overlap
(a card's glow over its neighbour's edge) and translucent ones still blend over what lies
under them. Everywhere else the kept picture already shows the same pixels.

What painting registers besides pixels (cut texts shown whole on hover, the rectangles the
layout log checks) is kept per part and registered again for the parts not painted, once
for each part and in the parts' order, as a whole paint registers them. A part draws no
tooltip (those go over the board: ``draw_hover``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

import scenes.layout_log as layout_log
import scenes.text as text
from scenes.board.kept import KeptPicture


@dataclass
class Part:
    """One part of a board's picture."""

    name: Hashable
    """Which part it is, the same from one picture to the next (a card's index)."""
    bounds: pygame.Rect
    """Everything it paints lies inside (it is clipped to them)."""
    key: Hashable | None
    """What it shows: the same key, the same pixels. ``None``: painted every time."""
    paint: Callable[[pygame.Surface], None]


Records = tuple[list, list]
"""What painting a part registered: (cut texts, placed rectangles)."""


class PartedPicture:
    """Paints a board's picture part by part over the board's kept picture (see above)."""

    def __init__(self) -> None:
        self._whole: Hashable | None = None
        """What every part depends on (the window's size, the layout): when it changes, the
        whole picture is painted."""
        self._shown: dict[Hashable, tuple[Hashable | None, pygame.Rect]] = {}
        """Per part: its key and bounds in the last picture painted."""
        self._records: dict[Hashable, Records] = {}
        self._take = 0
        """The kept picture taken of the last paint (``KeptPicture.taken`` + 1 then)."""
        self.mended = 0
        """Pictures painted over the kept one (the rest were painted whole): for tests."""

    def forget(self) -> None:
        """The next picture is painted whole (a test compares it with a kept one)."""
        self._whole = None
        self._shown = {}
        self._records = {}

    def paint(self, kept: KeptPicture, surface: pygame.Surface, whole: Hashable,
              backdrop: Callable[[pygame.Surface, pygame.Rect | None], None],
              parts: Sequence[Part]) -> None:
        """Paint ``backdrop`` (over the area given, or all of ``surface``) and ``parts`` in
        order on ``surface``; over ``kept``'s picture where only some parts changed."""
        size = surface.get_size()
        base = kept.taken_since(self._take, size) \
            if whole == self._whole and self._shown else None
        self._take = kept.taken + 1
        self._whole = whole
        if base is None:
            backdrop(surface, None)
            records = {part.name: _painted(surface, part, part.bounds) for part in parts}
        else:
            records = self._mend(kept, surface, base, backdrop, parts)
            self.mended += 1
        self._records = records
        self._shown = {part.name: (part.key, pygame.Rect(part.bounds)) for part in parts}

    def _mend(self, kept: KeptPicture, surface: pygame.Surface, base: pygame.Surface,
              backdrop: Callable[[pygame.Surface, pygame.Rect | None], None],
              parts: Sequence[Part]) -> dict[Hashable, Records]:
        """``base`` with the areas of the parts that changed painted again."""
        dirty: list[pygame.Rect] = []
        names = set()
        for part in parts:
            names.add(part.name)
            before = self._shown.get(part.name)
            if part.key is None or before is None or before != (part.key, part.bounds):
                dirty.append(pygame.Rect(part.bounds))
                if before is not None:
                    dirty.append(before[1])
        dirty += [bounds for name, (_key, bounds) in self._shown.items() if name not in names]
        surface.blit(base, (0, 0))
        spots, placed = len(text.cut_spots()), len(layout_log.placed())
        records: dict[Hashable, Records] = {}
        areas = _joined(dirty, surface.get_rect())
        if base is kept.picture:
            kept.mended(areas)
        for area in areas:
            backdrop(surface, area)
            for part in parts:
                reach = part.bounds.clip(area)
                if reach.width > 0 and reach.height > 0:
                    painted = _painted(surface, part, reach)
                    records.setdefault(part.name, painted)
        # Registered once per part, in the parts' order: a part painted again only to
        # mend the pixels round another registers what its whole paint registered.
        text.drop_cut_spots_from(spots)
        layout_log.drop_placed_from(placed)
        out: dict[Hashable, Records] = {}
        for part in parts:
            before = self._shown.get(part.name)
            same = before == (part.key, part.bounds) and part.key is not None
            found = self._records.get(part.name) if same else records.get(part.name)
            if found is None:  # not painted and nothing kept of it: cannot happen, but
                found = records.get(part.name, ([], []))  # registering nothing is safe
            text.put_cut_spots(found[0])
            layout_log.put_placed(found[1])
            out[part.name] = found
        return out


def _painted(surface: pygame.Surface, part: Part, area: pygame.Rect) -> Records:
    """Paint ``part`` clipped to ``area`` (inside its bounds); what it registered."""
    spots, placed = len(text.cut_spots()), len(layout_log.placed())
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip))
    try:
        part.paint(surface)
    finally:
        surface.set_clip(clip)
    return text.cut_spots()[spots:], layout_log.placed()[placed:]


def _joined(rects: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect]:
    """``rects`` on the screen, those that overlap joined (until none overlaps another):
    an area is mended once."""
    out: list[pygame.Rect] = []
    pending = [r.clip(screen) for r in rects]
    while pending:
        rect = pending.pop()
        if rect.width <= 0 or rect.height <= 0:
            continue
        hit = rect.collidelist(out)
        if hit >= 0:
            pending.append(rect.union(out.pop(hit)))
        else:
            out.append(rect)
    return out


__all__ = ["Part", "PartedPicture"]
