"""Where the Dice Demons rings go in a window: polar maths, space outlines and hit-testing.

The engine's geometry speaks in abstract units and degrees clockwise from 12 o'clock; this
module only scales that to pixels (``unit`` pixels per unit around ``centre``), so what is drawn
is exactly what the rules use. Bridge positions are passed in as offsets, fractional while a
turn is being animated.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

import scenes.theme as theme
from engine.dicedemons.geometry import BRIDGE, ISLAND, LAND, Geometry

Point = tuple[float, float]


@dataclass
class RingLayout:
    geo: Geometry
    area: pygame.Rect  # where the board may go
    panel: pygame.Rect
    centre: Point
    unit: float  # pixels per abstract unit
    tray: pygame.Rect
    scale: float

    @classmethod
    def compute(cls, size: tuple[int, int], geo: Geometry, scale: float,
                with_panel: bool = True) -> RingLayout:
        """Board on the left, side panel on the right (as on the 66d6 board)."""
        w, h = size
        margin = int(14 * scale)
        if with_panel:
            panel_w = max(300, min(int(w * 0.31), int(430 * scale)))
            panel = pygame.Rect(w - panel_w - margin, margin, panel_w, h - 2 * margin)
            # The ring stays under the reserved place for notices: a turn notice lay over
            # the outer ring's top spaces (and any hunter on them).
            top = max(margin, theme.notice_strip(size, scale).bottom + int(4 * scale))
            area = pygame.Rect(margin, top, panel.left - 2 * margin, h - margin - top)
        else:
            panel = pygame.Rect(w, 0, 0, h)
            area = pygame.Rect(0, 0, w, h)
        return cls.fit(geo, area, panel, scale)

    @classmethod
    def fit(cls, geo: Geometry, area: pygame.Rect, panel: pygame.Rect,
            scale: float) -> RingLayout:
        """The board as large as fits in ``area`` (also used for the set-up preview)."""
        radius_px = min(area.width, area.height) / 2 - 4
        unit = max(0.05, radius_px / geo.radius)
        tray = area.inflate(-int(area.width * 0.16), -int(area.height * 0.44))
        tray.centery = area.centery + int(area.height * 0.08)
        return cls(geo, pygame.Rect(area), panel, (float(area.centerx), float(area.centery)),
                   unit, tray, scale)

    # ------------------------------------------------------------------ polar maths
    def to_screen(self, angle: float, radius: float) -> Point:
        rad = math.radians(angle)
        return (self.centre[0] + radius * self.unit * math.sin(rad),
                self.centre[1] - radius * self.unit * math.cos(rad))

    def to_polar(self, pos: tuple[float, float]) -> tuple[float, float]:
        """(angle in degrees clockwise from 12 o'clock, radius in board units)."""
        dx, dy = pos[0] - self.centre[0], pos[1] - self.centre[1]
        angle = math.degrees(math.atan2(dx, -dy)) % 360
        return angle, math.hypot(dx, dy) / self.unit

    @property
    def radius_px(self) -> float:
        return self.geo.radius * self.unit

    def board_rect(self) -> pygame.Rect:
        r = int(math.ceil(self.radius_px)) + 3
        return pygame.Rect(int(self.centre[0]) - r, int(self.centre[1]) - r, 2 * r, 2 * r)

    def sector(self, a0: float, a1: float, r0: float, r1: float,
               inset: float = 0.0) -> list[Point]:
        """Outline of an annular sector (a pie slice when ``r0`` is 0), ``inset`` px inside."""
        if inset:
            pad = inset / self.unit
            mid = max(r0 + r1, 1e-6) / 2
            da = math.degrees(pad / mid) if mid > 0 else 0
            a0, a1 = a0 + da, a1 - da
            r0, r1 = (r0 + pad if r0 > 0 else 0.0), r1 - pad
        arc_px = math.radians(a1 - a0) * r1 * self.unit
        steps = max(2, min(64, int(arc_px / 7)))
        outer = [self.to_screen(a0 + (a1 - a0) * k / steps, r1) for k in range(steps + 1)]
        if r0 <= 0:
            return [self.centre, *outer]
        inner = [self.to_screen(a1 - (a1 - a0) * k / steps, r0) for k in range(steps + 1)]
        return outer + inner

    def space_outline(self, space: int, offsets: tuple[float, ...] | None = None,
                      inset: float = 0.0) -> list[Point]:
        sp = self.geo.spaces[space]
        a0, a1 = self.geo.angles(space, offsets)
        return self.sector(a0, a1, sp.r0, sp.r1, inset)

    # ------------------------------------------------------------------ hit-testing
    def space_at(self, pos: tuple[float, float], offsets: tuple[float, ...]) -> int | None:
        """The space under ``pos`` with the bridges at ``offsets`` (None: water or outside)."""
        geo = self.geo
        angle, r = self.to_polar(pos)
        if r < geo.settings.island_radius:
            return geo.island[int(angle * geo.settings.island / 360) % geo.settings.island]
        for band in geo.bands[1:]:
            if not band.r0 <= r < band.r1:
                continue
            if band.kind == LAND:
                ring = geo.rings[band.ring - 1]
                return ring[int(angle * len(ring) / 360) % len(ring)]
            for bridge in geo.bridges[band.ring - 1]:
                a0, a1 = geo.angles(bridge, offsets)
                if (angle - a0) % 360 < a1 - a0:
                    return bridge
            return None
        return None

    # ------------------------------------------------------------------ pieces
    def span_px(self, space: int) -> tuple[float, float]:
        """(radial, along-the-ring) size of a space in pixels, where pieces stand."""
        sp = self.geo.spaces[space]
        angle, radius = self.geo.centre(space)
        radial = (sp.r1 - sp.r0) * self.unit
        if sp.kind == ISLAND:
            radial = sp.r1 * 0.7 * self.unit
        arc = math.radians(sp.a1 - sp.a0) * radius * self.unit
        return radial, arc

    def token(self, space: int) -> int:
        """Size of a lone piece on ``space``: most of the space, within readable bounds."""
        radial, arc = self.span_px(space)
        fit = min(radial * 0.7, arc * 0.72, 46 * self.scale)
        return int(max(14 * min(self.scale, 1.0), 10, fit))

    def _island_slots(self, space: int, count: int,
                      offsets: tuple[float, ...] | None) -> tuple[list[Point], int]:
        """A few pieces on one island wedge: spread over the wedge's wide outer part (and its
        tip for a third and fourth), not in rows near the middle where it is narrowest."""
        angle, _r = self.geo.centre(space, offsets)
        a0, a1 = self.geo.angles(space, offsets)
        r1 = self.geo.spaces[space].r1
        quarter = (a1 - a0) / 4
        spots = {2: [(angle - quarter, 0.62), (angle + quarter, 0.62)],
                 3: [(angle - quarter, 0.7), (angle + quarter, 0.7), (angle, 0.32)],
                 4: [(angle - quarter, 0.72), (angle + quarter, 0.72), (angle - quarter, 0.36),
                     (angle + quarter, 0.36)]}[count]
        out = [self.to_screen(a, r1 * f) for a, f in spots]
        closest = min(math.dist(p, q) for i, p in enumerate(out) for q in out[i + 1:])
        return out, int(max(8, min(self.token(space), closest * 0.9)))

    def slots(self, space: int, count: int,
              offsets: tuple[float, ...] | None) -> tuple[list[Point], int]:
        """Centres for ``count`` pieces sharing ``space`` and the size each may take."""
        angle, radius = self.geo.centre(space, offsets)
        if count <= 1:
            return [self.to_screen(angle, radius)], self.token(space)
        sp = self.geo.spaces[space]
        if sp.kind == ISLAND and count <= 4:
            return self._island_slots(space, count, offsets)
        radial, arc = self.span_px(space)
        a0, a1 = self.geo.angles(space, offsets)
        width = a1 - a0
        if sp.kind == ISLAND:
            width *= 0.8
            a0 = angle - width / 2
        rows = 2 if arc / count < radial * 0.5 and sp.kind != BRIDGE else 1
        per_row = math.ceil(count / rows)
        size = int(max(8, min(self.token(space), arc / per_row * 0.92,
                              radial / rows * 0.9)))
        depth = (sp.r1 - sp.r0) if sp.kind != ISLAND else sp.r1 * 0.5
        out: list[Point] = []
        for k in range(count):
            row, col = divmod(k, per_row)
            in_row = min(per_row, count - row * per_row)
            a = angle + (col - (in_row - 1) / 2) * width / max(per_row, 1)
            r = radius if rows == 1 else radius + (row - 0.5) * depth * 0.45
            out.append(self.to_screen(a, r))
        # Never larger than the room between two neighbours (near the island's middle the
        # wedge is narrower than its span suggests: tokens once lay over each other there).
        closest = min(math.dist(p, q) for i, p in enumerate(out) for q in out[i + 1:])
        return out, int(max(8, min(size, closest * 0.92)))
