"""A small cartoon pen for the Death by Dice portraits: inked, cel-shaded shapes on a square canvas.

Why a pen of our own: the portraits must look drawn (ink outline, a shadow band on the side away
from the light, a glint on the lit side, tapered strokes) at any size from 64 to 400 px. Every
shape is authored on a 100 x 100 grid, painted on a supersampled canvas and scaled down once, so
the same drawing is crisp on a card and on a contact sheet.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.tray.shading import Colour, darker, lighter, mix

Point = tuple[float, float]
INK: Colour = (34, 22, 30)
"""Outline colour of every portrait: a warm near-black."""
WHITE: Colour = (250, 246, 236)


def ellipse(cx: float, cy: float, rx: float, ry: float, turn: float = 0.0,
            start: float = 0.0, end: float = 360.0, steps: int = 40) -> list[Point]:
    """Points round an ellipse (or an arc of it when start/end are given), in grid units."""
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    out = []
    for i in range(steps + 1 if end - start < 360 else steps):
        a = math.radians(start + (end - start) * i / steps)
        x, y = rx * math.cos(a), ry * math.sin(a)
        out.append((cx + x * c - y * s, cy + x * s + y * c))
    return out


def blob(points: Sequence[Point], steps: int = 8) -> list[Point]:
    """A closed Catmull-Rom curve through ``points``: organic outlines from a few corners."""
    out: list[Point] = []
    n = len(points)
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        out += _segment(p0, p1, p2, p3, steps)
    return out


def curve(points: Sequence[Point], steps: int = 10) -> list[Point]:
    """An open Catmull-Rom curve through ``points`` (ends included)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0], *points, points[-1]]
    out: list[Point] = []
    for i in range(1, len(pts) - 2):
        out += _segment(pts[i - 1], pts[i], pts[i + 1], pts[i + 2], steps)
    out.append(points[-1])
    return out


def _segment(p0: Point, p1: Point, p2: Point, p3: Point, steps: int) -> list[Point]:
    out = []
    for j in range(steps):
        t = j / steps
        t2, t3 = t * t, t * t * t
        x, y = (
            0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k])
                   * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3)
            for k in range(2))
        out.append((x, y))
    return out


class Pen:
    """Draws on one supersampled square canvas in grid units (0..100 each way)."""

    def __init__(self, pixels: int) -> None:
        self.canvas = pygame.Surface((pixels, pixels), pygame.SRCALPHA)
        self.u = pixels / 100

    def px(self, p: Point) -> tuple[float, float]:
        return (p[0] * self.u, p[1] * self.u)

    # ------------------------------------------------------------------ filled shapes

    def shape(self, polygons: Iterable[Sequence[Point]], fill: Colour, shade: float = 0.3,
              glint: float = 0.22, ink: Colour | None = INK, line: float = 1.1,
              depth: float = 3.0) -> None:
        """One inked, cel-shaded shape: the union of ``polygons``.

        ``shade``: how much darker the band on the lower right is; ``glint``: how much lighter the
        thin band on the upper left; ``depth``: the shadow band's width in grid units."""
        polys = [[self.px(p) for p in poly] for poly in polygons if len(poly) >= 3]
        if not polys:
            return
        w = max(1, round(line * self.u)) if ink else 0
        d = depth * self.u
        h = depth * 0.45 * self.u
        xs = [x for poly in polys for x, _ in poly]
        ys = [y for poly in polys for _, y in poly]
        margin = w + 2
        left, top = math.floor(min(xs)) - margin, math.floor(min(ys)) - margin
        size = (math.ceil(max(xs)) - left + margin + 1, math.ceil(max(ys)) - top + margin + 1)

        def paint(target: pygame.Surface, colour, dx: float = 0.0, dy: float = 0.0) -> None:
            for poly in polys:
                pygame.draw.polygon(target, colour, [(x - left + dx, y - top + dy)
                                                     for x, y in poly])

        mask = pygame.Surface(size, pygame.SRCALPHA)
        paint(mask, (255, 255, 255, 255))
        layer = pygame.Surface(size, pygame.SRCALPHA)
        if glint > 0:
            layer.fill((*lighter(fill, glint), 255))
            paint(layer, (*fill, 255), h, h)
        else:
            layer.fill((*fill, 255))
        if shade > 0:
            band = pygame.Surface(size, pygame.SRCALPHA)
            band.fill((*darker(fill, shade), 255))
            paint(band, (0, 0, 0, 0), -d, -d)
            layer.blit(band, (0, 0))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        if ink:
            outline = pygame.Surface(size, pygame.SRCALPHA)
            outline.fill((*ink, 255))
            outline.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            for k in range(8):
                a = k * math.pi / 4
                self.canvas.blit(outline, (left + w * math.cos(a), top + w * math.sin(a)))
        self.canvas.blit(layer, (left, top))

    def flat(self, polygon: Sequence[Point], colour: Colour, alpha: int = 255) -> None:
        """An uninked, unshaded fill (cheek blush, shadows, glows)."""
        if alpha >= 255:
            pygame.draw.polygon(self.canvas, colour, [self.px(p) for p in polygon])
            return
        layer = pygame.Surface(self.canvas.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(layer, (*colour, alpha), [self.px(p) for p in polygon])
        self.canvas.blit(layer, (0, 0))

    def glow(self, centre: Point, radius: float, colour: Colour, strength: int = 120) -> None:
        """A soft round light (crystal ball, lamp, eye sockets)."""
        r = radius * self.u
        size = max(2, round(r * 2))
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(12, 0, -1):
            t = i / 12
            alpha = round(strength * (1 - t) ** 1.5)
            pygame.draw.circle(layer, (*colour, alpha), (size / 2, size / 2), r * t)
        x, y = self.px(centre)
        self.canvas.blit(layer, (x - size / 2, y - size / 2))

    # ------------------------------------------------------------------------ strokes

    def stroke(self, points: Sequence[Point], width: float = 1.2, colour: Colour = INK,
               taper: bool = True, smooth: bool = True) -> None:
        """A brush line through ``points``: tapered at both ends like a pen stroke."""
        pts = curve(points) if smooth else list(points)
        dense: list[tuple[float, float]] = []
        for a, b in zip(pts, pts[1:], strict=False):
            ax, ay = self.px(a)
            bx, by = self.px(b)
            n = max(1, round(math.hypot(bx - ax, by - ay) / max(1.0, self.u * 0.3)))
            dense += [(ax + (bx - ax) * i / n, ay + (by - ay) * i / n) for i in range(n)]
        dense.append(self.px(pts[-1]))
        total = len(dense)
        radius = width * self.u / 2
        for i, p in enumerate(dense):
            t = i / max(1, total - 1)
            r = radius * (0.35 + 0.65 * math.sin(math.pi * t) ** 0.6) if taper else radius
            pygame.draw.circle(self.canvas, colour, p, max(0.6, r))

    def dot(self, centre: Point, radius: float, colour: Colour = INK) -> None:
        pygame.draw.circle(self.canvas, colour, self.px(centre), radius * self.u)

    # --------------------------------------------------------------------- face parts

    def eye(self, centre: Point, rx: float, ry: float, look: Point = (0.0, 0.0),
            lid: float = 0.0, skin: Colour | None = None, lid_tilt: float = 0.0,
            iris: Colour | None = None) -> None:
        """A cartoon eye: white, iris, pupil, glint, and an upper lid closing by ``lid`` (0-1)
        whose edge tilts by ``lid_tilt`` grid units (angry or sly eyes)."""
        cx, cy = centre
        white = ellipse(cx, cy, rx, ry)
        self.shape([white], WHITE, shade=0.12, glint=0.0, line=0.8, depth=1.2)
        px, py = cx + look[0] * rx * 0.45, cy + look[1] * ry * 0.4
        if iris:
            self.flat(ellipse(px, py, rx * 0.62, ry * 0.62), iris)
        self.flat(ellipse(px, py, rx * 0.4, ry * 0.42), INK)
        self.dot((px - rx * 0.16, py - ry * 0.18), min(rx, ry) * 0.15, WHITE)
        if lid > 0 and skin is not None:
            edge = cy - ry + 2 * ry * lid
            lid_poly = [(cx - rx * 1.3, cy - ry * 1.4), (cx + rx * 1.3, cy - ry * 1.4),
                        (cx + rx * 1.3, edge + lid_tilt), (cx - rx * 1.3, edge - lid_tilt)]
            layer = Pen.__new__(Pen)
            layer.u = self.u
            layer.canvas = pygame.Surface(self.canvas.get_size(), pygame.SRCALPHA)
            layer.flat(lid_poly, skin)
            clip = pygame.Surface(self.canvas.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(clip, (255, 255, 255, 255),
                                [self.px(p) for p in ellipse(cx, cy, rx * 1.08, ry * 1.08)])
            layer.canvas.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            self.canvas.blit(layer.canvas, (0, 0))
            self.stroke([(cx - rx * 1.1, edge - lid_tilt * 1.1), (cx + rx * 1.1,
                                                                 edge + lid_tilt * 1.1)],
                        1.3, taper=False, smooth=False)

    def blush(self, centre: Point, radius: float, colour: Colour = (232, 110, 110)) -> None:
        self.flat(ellipse(centre[0], centre[1], radius, radius * 0.6), colour, alpha=70)

    def hatch(self, box: tuple[float, float, float, float], colour: Colour, gap: float = 3.0,
              width: float = 0.5) -> None:
        """Short diagonal hatching inside ``box`` (x, y, w, h): stubble, shade, texture."""
        x, y, w, h = box
        k = 0.0
        while k < w + h:
            a = (x + max(0.0, k - h), y + min(h, k))
            b = (x + min(w, k), y + max(0.0, k - w))
            self.stroke([a, b], width, colour, taper=True, smooth=False)
            k += gap


def backdrop(pen: Pen, colour: Colour) -> None:
    """The vignette every portrait stands on: the character's colour glowing behind the head,
    darkening to the corners."""
    n = pen.canvas.get_width()
    deep = darker(colour, 0.72)
    pen.canvas.fill((*deep, 255))
    steps = 22
    for i in range(steps):
        t = i / (steps - 1)
        c = mix(deep, lighter(colour, 0.12), t ** 1.4)
        pygame.draw.circle(pen.canvas, c, (n * 0.5, n * 0.42), n * (0.78 - 0.5 * t))


def shades(colour: Colour) -> tuple[Colour, Colour, Colour]:
    """A colour with its shadow and its light (for details drawn by hand)."""
    return darker(colour, 0.3), colour, lighter(colour, 0.3)
