"""Drawing sketches: strokes as smooth ink on a paper card, scaled to any rectangle.

``draw_sketch`` shows a finished sketch anywhere (table, book, pad) from a cached card image per
sketch and size. ``LiveCard`` is the pad's version: a cached card that finished strokes are
inked into once, plus the stroke being drawn, of which only the last window is recomputed per
frame (see ``scenes.sketch.outline``), so drawing keeps 60 frames a second on a full sketch.

Sketches are treated as values: code that changes a drawing makes a new dict (the pad does), so
a cache keyed by the dict's identity stays true.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from engine.sketchdata import CANVAS, PALETTE
from scenes.sketch.outline import (
    OUTLINES,
    START_PRESSURE,
    Shape,
    next_pressure,
    window_outline,
    windows,
)
from scenes.surface_cache import MB, SurfaceCache

PAPER = (246, 240, 224)
PAPER_EDGE = (196, 184, 160)
PAPER_GRAIN = (234, 226, 206)
PAPER_RULE = (222, 228, 236)
HAIRLINE = 1.2
"""A pen narrower than this many pixels on screen is drawn as an anti-aliased line."""


def canvas_transform(rect: pygame.Rect) -> tuple[float, float, float]:
    """(scale, x offset, y offset) mapping canvas units into ``rect`` (a square fit, centred)."""
    side = min(rect.width, rect.height)
    scale = side / CANVAS
    return scale, rect.x + (rect.width - side) / 2, rect.y + (rect.height - side) / 2


def to_canvas(pos: tuple[int, int], rect: pygame.Rect) -> tuple[int, int]:
    """A screen position as canvas units (clamped to the canvas)."""
    scale, ox, oy = canvas_transform(rect)
    x = round((pos[0] - ox) / scale)
    y = round((pos[1] - oy) / scale)
    return max(0, min(CANVAS, x)), max(0, min(CANVAS, y))


def to_screen(point: Sequence[float], rect: pygame.Rect) -> tuple[int, int]:
    scale, ox, oy = canvas_transform(rect)
    return round(ox + point[0] * scale), round(oy + point[1] * scale)


def paint_shapes(surface: pygame.Surface, shapes: Sequence[Shape], colour,
                 scale: float, ox: float, oy: float) -> None:
    """Fill each outline, fill its spine (holes of self-crossing outlines) and trace the edge
    anti-aliased, so ink edges look smooth."""
    for polygon, spine in shapes:
        pts = [(ox + x * scale, oy + y * scale) for x, y in polygon]
        if len(pts) >= 3:
            pygame.draw.polygon(surface, colour, pts)
        last = None
        for x, y, r in spine:
            centre = (ox + x * scale, oy + y * scale)
            radius = r * scale
            if radius >= 1.0:
                pygame.draw.circle(surface, colour, centre, radius)
                if last is not None:
                    pygame.draw.line(surface, colour, last, centre, max(1, int(radius * 2)))
            last = centre
        if len(pts) >= 3:
            pygame.draw.aalines(surface, colour, True, pts)


def paint_stroke(surface: pygame.Surface, stroke: Mapping[str, Any], scale: float, ox: float,
                 oy: float) -> None:
    colour = PALETTE[stroke["c"]]
    if stroke["w"] * scale < HAIRLINE:  # a hairline reads better than a broken polygon
        pts = [(ox + x * scale, oy + y * scale) for x, y in stroke["p"]]
        if len(pts) <= 2:
            # One segment (or a dot) by ``aaline``: pygame-ce's ``aalines`` of an open line of
            # two points shades its ends from memory it never set (2.5.8: the same steep
            # segment came out in two ways, by the process), so the same drawing painted
            # twice could differ by a few pixels.
            pygame.draw.aaline(surface, colour, pts[0], pts[-1])
        else:
            pygame.draw.aalines(surface, colour, False, pts)
        return
    paint_shapes(surface, OUTLINES.get(stroke), colour, scale, ox, oy)


PAPER_BUDGET = 24 * MB
"""Memory the blank sheets of sketch paper (one per card size) may take in all."""


def paper_card(size: tuple[int, int], seed: int = 7) -> pygame.Surface:
    """A sheet of sketch paper: warm cream, faint grain and a pale ruled grid, rounded edge."""
    key = (size, seed)
    found = _papers.get(key)
    if found is not None:
        return found
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, min(w, h) // 28)
    pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=radius)
    grain = pygame.Surface(size, pygame.SRCALPHA)
    step = max(12, min(w, h) // 14)
    for x in range(step, w, step):
        pygame.draw.line(grain, (*PAPER_RULE, 120), (x, 3), (x, h - 4))
    for y in range(step, h, step):
        pygame.draw.line(grain, (*PAPER_RULE, 120), (3, y), (w - 4, y))
    rng = random.Random(seed)
    for _ in range(w * h // 90):
        grain.set_at((rng.randrange(w), rng.randrange(h)), (*PAPER_GRAIN, 170))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    grain.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(grain, (0, 0))
    pygame.draw.rect(card, PAPER_EDGE, card.get_rect(), width=2, border_radius=radius)
    return _papers.put(key, card)


_papers: SurfaceCache[pygame.Surface] = SurfaceCache(PAPER_BUDGET, "sketch paper")
"""Bounded in bytes: the pad's sheet is as large as the canvas, some 16 MB at 4K."""


def render_card(sketch: Mapping[str, Any], size: tuple[int, int],
                paper: bool = True) -> pygame.Surface:
    """A new surface of ``size`` with the sketch drawn on paper (or on transparency)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if paper:
        surface.blit(paper_card(size), (0, 0))
    scale, ox, oy = canvas_transform(surface.get_rect())
    for stroke in sketch["strokes"]:
        paint_stroke(surface, stroke, scale, ox, oy)
    return surface


CARD_BUDGET = 24 * MB
"""Memory the rendered cards may take in all: a table shows a dozen at once, the book a page;
on a 4K screen one card alone can be some megabytes."""


class CardCache:
    """Rendered cards by sketch identity and size, at most ``budget`` bytes."""

    def __init__(self, budget: int = CARD_BUDGET) -> None:
        self._items: SurfaceCache[tuple[Any, pygame.Surface]] = SurfaceCache(budget,
                                                                             "sketch cards")

    def get(self, sketch: Mapping[str, Any], size: tuple[int, int],
            paper: bool = True) -> pygame.Surface:
        key = (id(sketch), size, paper)
        found = self._items.get(key)
        if found is not None and found[0] is sketch:
            return found[1]
        card = render_card(sketch, size, paper)
        if pygame.display.get_surface() is not None:
            card = card.convert_alpha()  # the display's own format blits several times faster
        self._items.put(key, (sketch, card))  # the reference keeps the id from being reused
        return card


CARDS = CardCache()


def draw_sketch(surface: pygame.Surface, sketch: Mapping[str, Any], rect: pygame.Rect,
                paper: bool = True) -> None:
    """Draw ``sketch`` fitted into ``rect`` (square, centred) from the card cache."""
    side = min(rect.width, rect.height)
    if side <= 0:
        return
    card = CARDS.get(sketch, (side, side), paper)
    surface.blit(card, card.get_rect(center=rect.center))


class LiveCard:
    """The pad's canvas image: a card with the finished strokes inked in, and the live stroke.

    Finished strokes are inked into the card once (``add``); a change to earlier strokes (undo,
    erase, clear) repaints the card (``rebuild``). While a stroke is drawn, each of its windows
    that the pen has passed is inked into the card the frame it completes; ``draw`` paints the
    card and then only the open last window.
    """

    def __init__(self, size: tuple[int, int], backdrop: pygame.Surface | None = None) -> None:
        """``backdrop`` is what lies under the card (so the card can be opaque: an opaque
        surface blits several times faster than one with transparency, every frame)."""
        self.size = size
        self.blank = pygame.Surface(size)
        if backdrop is not None:
            self.blank.blit(backdrop, (0, 0))
        else:
            self.blank.fill((17, 13, 24))
        self.blank.blit(paper_card(size), (0, 0))
        self.card = self.blank.copy()
        self.scale, self.ox, self.oy = canvas_transform(self.card.get_rect())
        self.live: dict[str, Any] | None = None
        self._press: list[float] = []
        self._inked_windows = 0

    def rebuild(self, strokes: Sequence[Mapping[str, Any]]) -> None:
        self.card.blit(self.blank, (0, 0))  # in place: no second card held for a moment
        for stroke in strokes:
            self.add(stroke)

    def add(self, stroke: Mapping[str, Any]) -> None:
        paint_stroke(self.card, stroke, self.scale, self.ox, self.oy)

    # ------------------------------------------------------------------ the live stroke
    def _hairline(self, width: int) -> bool:
        return width * self.scale < HAIRLINE

    def begin(self, colour: str, width: int, point: tuple[int, int]) -> None:
        self.live = {"c": colour, "w": width, "p": [list(point)]}
        self._press = [START_PRESSURE]
        self._inked_windows = 0

    def extend(self, point: tuple[int, int]) -> None:
        """A new point of the live stroke; windows the pen has left are inked now."""
        live = self.live
        if live is None:
            return
        points = live["p"]
        self._press.append(next_pressure(self._press[-1], points[-1], point, live["w"]))
        points.append(list(point))
        colour = PALETTE[live["c"]]
        if self._hairline(live["w"]):
            a, b = points[-2], points[-1]
            pygame.draw.aaline(self.card, colour, (self.ox + a[0] * self.scale,
                                                   self.oy + a[1] * self.scale),
                               (self.ox + b[0] * self.scale, self.oy + b[1] * self.scale))
            return
        spans = windows(len(points))
        while self._inked_windows < len(spans) - 1:
            self._ink_window(spans[self._inked_windows])
            self._inked_windows += 1

    def _ink_window(self, span: tuple[int, int]) -> None:
        assert self.live is not None
        outline = window_outline(self.live["p"], self._press, self.live["w"], *span)
        paint_shapes(self.card, [outline], PALETTE[self.live["c"]], self.scale, self.ox,
                       self.oy)

    def finish(self) -> dict[str, Any] | None:
        """End the live stroke: its last window is inked and the stroke returned."""
        stroke = self.live
        if stroke is None:
            return None
        if self._hairline(stroke["w"]):
            if len(stroke["p"]) == 1:
                paint_stroke(self.card, stroke, self.scale, self.ox, self.oy)
        else:
            for span in windows(len(stroke["p"]))[self._inked_windows:]:
                self._ink_window(span)
        self.live = None
        return stroke

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        surface.blit(self.card, topleft)
        live = self.live
        if live is None or self._hairline(live["w"]):
            return  # a hairline is inked into the card point by point
        outline = window_outline(live["p"], self._press, live["w"],
                                 *windows(len(live["p"]))[-1])
        paint_shapes(surface, [outline], PALETTE[live["c"]], self.scale,
                       self.ox + topleft[0], self.oy + topleft[1])
