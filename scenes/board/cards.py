"""Cards drawn beside what they are about: the caption of an AI move, a roll's or a fight's
outcome. A card never covers its anchor (the piece or die it concerns) and stays inside the
board area, so it never hides the side panel or the control bar either."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field

import pygame

import scenes.theme as theme
from scenes.steps import finished
from scenes.surface_cache import SurfaceCache

Colour = tuple[int, int, int]

MOVE, OUTCOME = "move", "outcome"


@dataclass
class Card:
    """What a card says and where it belongs. ``anchor`` rects are highlighted on the board."""

    title: str
    lines: list[str] = field(default_factory=list)
    anchors: list[pygame.Rect] = field(default_factory=list)
    kind: str = MOVE
    colour: Colour = theme.GOLD
    footer: str = ""

    def anchor(self) -> pygame.Rect | None:
        if not self.anchors:
            return None
        return self.anchors[0].unionall(self.anchors[1:])


TITLE_LINES, BODY_LINES, FOOT_LINES = 4, 10, 2
"""Lines a card's title, body and footer may take before their text shrinks (then is cut)."""


def render_card(card: Card, scale: float, width: int,
                max_height: int | None = None) -> pygame.Surface:
    """The card's picture: a title, the body's sentences and a small footer, each wrapped to
    the card (``theme.fit_box``: wrapped, shrunk to the label floor, cut only then).
    ``max_height``: the card must fit that tall a place (its text shrinks first)."""
    return finished(render_card_steps(card, scale, width, max_height))


def render_card_steps(card: Card, scale: float, width: int, max_height: int | None = None
                      ) -> Generator[None, None, pygame.Surface]:
    """``render_card`` a text a step (its title, body and footer fitted and rendered), then
    the card put together: a card rendered ahead over a few frames (each new text is a
    millisecond or two), not all on the frame it is shown."""
    floor = theme.label_floor(scale)
    pad = max(8, int(12 * scale))
    inner = width - 2 * pad
    parts: list[pygame.Surface] = []
    for words, px, weight, colour, lines in (
            (card.title, max(16, int(20 * scale)), "bold", card.colour, TITLE_LINES),
            ("\n".join(card.lines), max(14, int(17 * scale)), "regular", theme.TEXT, BODY_LINES),
            (card.footer, max(14, int(14 * scale)), "italic", theme.MUTED, FOOT_LINES)):
        if words:
            room = lines * theme.font(px, weight).get_linesize()
            if max_height is not None:
                left = max_height - 2 * pad - sum(p.get_height() for p in parts)
                room = max(theme.font(floor, weight).get_linesize(), min(room, left))
            fitted = theme.fit_box(words, inner, room, px, weight, floor=floor)
            parts.append(theme.picture(fitted, colour, weight))
            yield
    w = min(width, max([p.get_width() for p in parts] + [int(120 * scale)]) + 2 * pad)
    gaps = pad // 2 if card.footer else 0
    h = pad * 2 + sum(p.get_height() for p in parts) + gaps
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    theme.panel(out, out.get_rect(), colour=(26, 19, 34), edge=card.colour, radius=10, alpha=246)
    pygame.draw.rect(out, card.colour, (0, 0, max(4, int(5 * scale)), h),
                     border_top_left_radius=10, border_bottom_left_radius=10)
    y = pad
    for i, part in enumerate(parts):
        if card.footer and i == len(parts) - 1:
            y += gaps
        out.blit(part, (pad + 2, y))
        y += part.get_height()
    return out


def place_beside(size: tuple[int, int], anchor: pygame.Rect | None, area: pygame.Rect,
                 gap: int = 10) -> pygame.Rect:
    """Where a card of ``size`` goes: right of the anchor, else left, below, above; always
    inside ``area``. Without an anchor: the top of the area (a reserved strip)."""
    box = pygame.Rect((0, 0), size)
    if anchor is None:
        box.midtop = (area.centerx, area.y + gap)
        return box.clamp(area)
    tries = []
    right = box.copy()
    right.midleft = (anchor.right + gap, anchor.centery)
    left = box.copy()
    left.midright = (anchor.left - gap, anchor.centery)
    below = box.copy()
    below.midtop = (anchor.centerx, anchor.bottom + gap)
    above = box.copy()
    above.midbottom = (anchor.centerx, anchor.top - gap)
    tries = [right, left, below, above]
    for spot in tries:
        moved = spot.clamp(area)
        if area.contains(spot) or not moved.colliderect(anchor):
            if not moved.colliderect(anchor):
                return moved
    return right.clamp(area)


def draw_highlight(surface: pygame.Surface, rect: pygame.Rect, colour: Colour,
                   scale: float) -> None:
    """Outline plus fill: what an AI move or an outcome concerns."""
    key = (rect.size, tuple(colour))
    glow = _glows.get(key)
    if glow is None:
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        glow.fill((*colour, 60))
        _glows.put(key, glow)
    surface.blit(glow, rect.topleft)
    pygame.draw.rect(surface, colour, rect, max(2, int(3 * scale)), border_radius=8)


_glows: SurfaceCache[pygame.Surface] = SurfaceCache(4 * 1024 * 1024, "highlights")
"""Highlight fills by size and colour. Why: a highlight is drawn on every frame its card
shows, and a new translucent picture the size of what it marks (a whole card of Death by
Dice) was milliseconds of each of those frames."""


def place_in_zones(size: tuple[int, int], anchor: pygame.Rect | None,
                   zones: list[pygame.Rect], area: pygame.Rect) -> pygame.Rect:
    """Where a card goes on a board that names free ``zones`` (margins beside the board
    where nothing important is drawn): the zone nearest the anchor that is wide enough, level
    with the anchor; else beside the anchor."""
    fitting = [z for z in zones if z.width >= size[0] and z.height >= size[1]]
    if not fitting and zones:
        # Too tall for every zone: in the nearest zone's outer corner, as little over the
        # board as it can be.
        target = anchor.center if anchor is not None else area.center
        zone = min(zones, key=lambda z: abs(z.centerx - target[0]) + abs(z.centery - target[1]))
        box = pygame.Rect((0, 0), size)
        box.left = zone.left if zone.centerx < area.centerx else zone.right - size[0]
        box.top = zone.top if zone.centery < area.centery else zone.bottom - size[1]
        box = box.clamp(area)
        if anchor is None or not box.colliderect(anchor):
            return box
        return place_beside(size, anchor, area)  # never over what the card is about
    if not fitting:
        return place_beside(size, anchor, area)
    if anchor is None:
        zone = fitting[0]
        box = pygame.Rect((0, 0), size)
        box.midtop = (zone.centerx, zone.y)
        return box.clamp(zone)
    zone = min(fitting, key=lambda z: _distance(anchor, z))
    box = pygame.Rect((0, 0), size)
    box.center = anchor.center  # as close to what it describes as the zone allows
    box = box.clamp(zone)
    if box.colliderect(anchor):  # level with it reaches over it: just above or below it
        for top in (anchor.top - size[1] - 4, anchor.bottom + 4):
            moved = pygame.Rect(box.x, top, *size)
            if zone.contains(moved):
                return moved
    return box


def _distance(anchor: pygame.Rect, zone: pygame.Rect) -> int:
    """How far ``anchor`` would have to move to lie in ``zone`` (0: it is inside): the
    nearest zone, not the one whose middle is nearest (two wide zones above and below an
    anchor share their middle's x)."""
    moved = anchor.clamp(zone)
    return abs(moved.x - anchor.x) + abs(moved.y - anchor.y)
