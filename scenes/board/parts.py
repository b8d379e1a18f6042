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

Painted ahead (``ahead``): while a board shows the position a move will bring, the picture
of that position can be made on quiet frames, on a spare picture: the kept picture copied,
then mended there, an area a step, as the move's frame would mend it. That frame then copies
each area it mends from the spare when the same parts, with the same keys and bounds, reach
that area in both pictures: the same pixels, by the parts' own promise (the same key, the
same pixels), whatever was painted between (another area mended, a throw started).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Hashable, Sequence
from dataclasses import dataclass

import pygame

import scenes.layout_log as layout_log
import scenes.text as text
import scenes.theme as theme
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

Reach = tuple[tuple[Hashable, Hashable | None, tuple[int, ...]], ...]
"""The parts that reach an area, in order: (name, key, bounds) each."""


@dataclass
class _Ahead:
    """A picture painted ahead (``PartedPicture.ahead``), laid out as ``whole``: the parts it
    shows, in order, by name, key and bounds, and what painting each registered."""

    picture: pygame.Surface
    whole: Hashable
    shows: Reach
    records: dict[Hashable, Records]


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
        self._spare: pygame.Surface | None = None
        """The picture areas are painted ahead on (window-sized, kept for the next time)."""
        self._ahead: _Ahead | None = None
        self.taken_ahead = 0
        """Areas mended by a copy of their picture painted ahead: for tests and the bench."""

    def forget(self) -> None:
        """The next picture is painted whole (a test compares it with a kept one); nothing
        painted ahead is used."""
        self._whole = None
        self._shown = {}
        self._records = {}
        self._ahead = None
        self._spare = None

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

    def follows(self, whole: Hashable) -> bool:
        """Whether the next picture laid out as ``whole`` is painted over the last one (not
        whole): only then can areas of it be painted ahead."""
        return whole == self._whole and bool(self._shown)

    def ahead(self, kept: KeptPicture, size: tuple[int, int], whole: Hashable,
              backdrop: Callable[[pygame.Surface, pygame.Rect | None], None],
              parts: Sequence[Part]) -> Generator[None, None, bool]:
        """Make ahead, on the spare picture, the picture of ``parts``: ``kept``'s picture
        of the last paint copied, then the areas where ``parts`` differ from it mended, an
        area a step (see above); whether it was made (not when the next picture is to be
        painted whole). What the painting registers is dropped here and kept for the frame
        that copies it."""
        self._ahead = None
        if self._spare is None or self._spare.get_size() != size:
            self._spare = None  # the old size's memory goes before the new is taken
            if kept.taken_since(self._take, size) is None or not self.follows(whole):
                return False
            self._spare = theme.window_format(size)
            yield
        base = kept.taken_since(self._take, size) if self.follows(whole) else None
        if base is None:
            return False
        spare = self._spare
        spare.blit(base, (0, 0))
        areas = _joined(self._dirty(parts), pygame.Rect((0, 0), size))
        records = dict(self._records)  # (the parts not painted again: as kept)
        painted: dict[Hashable, Records] = {}
        for area in areas:
            yield
            spots, placed = len(text.cut_spots()), len(layout_log.placed())
            try:
                backdrop(spare, area)
                for part in parts:
                    reach = part.bounds.clip(area)
                    if reach.width > 0 and reach.height > 0:
                        painted.setdefault(part.name, _painted(spare, part, reach))
            finally:
                text.drop_cut_spots_from(spots)
                layout_log.drop_placed_from(placed)
        records.update(painted)
        self._ahead = _Ahead(spare, whole, _reaching(parts, None), records)
        return True

    def _dirty(self, parts: Sequence[Part]) -> list[pygame.Rect]:
        """Where the picture of ``parts`` differs from the last one painted: the bounds,
        before and now, of every part that changed, came or went."""
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
        return dirty

    def _whole_ahead(self, parts: Sequence[Part]) -> _Ahead | None:
        """The picture painted ahead if it shows ``parts`` and nothing else, each with the
        same key and bounds (none painted every time)."""
        ahead = self._ahead
        if ahead is None or ahead.whole != self._whole:
            return None
        now = _reaching(parts, None)
        if now != ahead.shows or any(key is None for _name, key, _bounds in now):
            return None
        if any(part.name not in ahead.records for part in parts):
            return None
        return ahead

    def _painted_ahead(self, area: pygame.Rect,
                       parts: Sequence[Part]) -> dict[Hashable, Records] | None:
        """What painting the parts reaching ``area`` registered, if the picture painted
        ahead shows there the very parts ``parts`` put there (else ``None``)."""
        ahead = self._ahead
        if ahead is None or ahead.whole != self._whole:
            return None
        now = _reaching(parts, area)
        if any(key is None for _name, key, _bounds in now):
            return None  # (painted every time: its key promises nothing)
        if now != tuple(shown for shown in ahead.shows if _meets(pygame.Rect(shown[2]), area)):
            return None
        records = {}
        for name, _key, _bounds in now:
            found = ahead.records.get(name)
            if found is None:
                return None
            records[name] = found
        return records

    def _mend(self, kept: KeptPicture, surface: pygame.Surface, base: pygame.Surface,
              backdrop: Callable[[pygame.Surface, pygame.Rect | None], None],
              parts: Sequence[Part]) -> dict[Hashable, Records]:
        """``base`` with the areas of the parts that changed painted again (or copied from
        where they were painted ahead)."""
        dirty = self._dirty(parts)
        areas = _joined(dirty, surface.get_rect())
        if base is kept.picture:
            kept.mended(areas)
        whole = self._whole_ahead(parts)
        if whole is not None:  # every part as painted ahead: that picture, whole
            surface.blit(whole.picture, (0, 0))
            self.taken_ahead += len(areas)
            for part in parts:
                text.put_cut_spots(whole.records[part.name][0])
                layout_log.put_placed(whole.records[part.name][1])
            return {part.name: whole.records[part.name] for part in parts}
        surface.blit(base, (0, 0))
        spots, placed = len(text.cut_spots()), len(layout_log.placed())
        records: dict[Hashable, Records] = {}
        for area in areas:
            ready = self._painted_ahead(area, parts)
            if ready is not None and self._ahead is not None:
                surface.blit(self._ahead.picture, area.topleft, area)
                for name, painted in ready.items():
                    records.setdefault(name, painted)
                self.taken_ahead += 1
                continue
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


def _reaching(parts: Sequence[Part], area: pygame.Rect | None) -> Reach:
    """The parts that reach ``area`` (``None``: all of them), in order, by name, key and
    bounds."""
    return tuple((part.name, part.key, tuple(part.bounds)) for part in parts
                 if area is None or _meets(part.bounds, area))


def _meets(bounds: pygame.Rect, area: pygame.Rect) -> bool:
    reach = bounds.clip(area)
    return reach.width > 0 and reach.height > 0


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
