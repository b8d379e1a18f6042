"""Where everything goes on the Death by Dice board for a window size.

The right part is the panel (what to do now, odds, choices) above the shared control bar; the
left part holds every character's card. The cards come first: the layout tries each card shape
(``card_shapes``: the full card, the compact one) with and without the strip naming the player
above each card, in every grid of rows, and keeps the first of these that prints the words a
player must read at ``READ_PX`` or more: the full card with its strip, else the compact card with
it, else the compact card alone (its header then carries the player's mark). In Bosses &
Minions the boss has a row of its own and each hero sits beside the minion set against it.

The dice tray takes the free band under the cards whenever there is one (an empty band
while the dice squeeze into the panel reads as a broken screen); only without such a band does
it take the lower half of the panel, shown only while dice are thrown (the panel then has no
buttons: nobody decides while dice roll), so it never hides a card. A band a little short of
the dice tray's smallest size has the cards shrunk just enough to make it (large cards on a
wide window otherwise leave a tray the dice cannot be thrown into).
Computed from the window size only, so nothing moves while a player decides.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

import scenes.theme as theme
from game.tray.physics import MIN_SIDE as TRAY_SIDE
from scenes.deathbydice.card_shapes import COMPACT, FULL, SHAPES, Shape

PANEL_W = 340  # the panel's width at scale 1
GAP = 8
TAG_H = 24  # the strip above each card naming its player, at scale 1
READ_PX = 14  # the smallest print a player must read (ability names, die sizes)
TRAY_MIN = 0.2  # of the left part's height: a free band this tall takes outcome cards
TRAY_IN_PANEL = 0.52  # of the panel's height: the tray in the panel while dice roll
TRAY_LOW_MIN = 90  # at scale 1: a tray under the cards lower than this goes to the panel
CAPTION_H = 58  # at scale 1: the roll's caption (and its gap) above a tray under the cards
COMPACT_MAX = 1.3
"""A compact card grows to at most this times the window's scale: past it the words get
clumsy and the full card would fit anyway; the room left goes to the tray."""


@dataclass
class BoardLayout:
    """Screen rectangles of one board: a card rect per fighter, the tray and the panel."""

    cards: list[pygame.Rect] = field(default_factory=list)
    tags: list[pygame.Rect] = field(default_factory=list)
    """Per fighter: the strip above its card naming who plays it (height 0: none, the card's
    header carries the player's mark)."""
    tray: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    panel: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    table: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    shape: Shape = FULL
    tray_in_panel: bool = False
    """The tray covers the panel's lower half (drawn only while dice are thrown)."""
    free: pygame.Rect | None = None
    """A band under the cards where nothing is drawn (for outcome cards), if any."""


@dataclass(frozen=True)
class _Plan:
    shape: Shape
    tag_h: int
    rows: tuple[int, ...]
    scale: float

    @property
    def px(self) -> float:
        return self.shape.text_px * self.scale


def _rows_options(count: int, boss: bool) -> list[tuple[int, ...]]:
    """Ways to share ``count`` cards out in rows: any grid, or in Bosses & Minions always the
    boss's row and then a row per hero and its minion (the table reads as the scenario)."""
    if boss and count >= 3 and count % 2 == 1:
        return [(1,) + (2,) * ((count - 1) // 2)]
    out: list[tuple[int, ...]] = []
    for cols in range(1, count + 1):
        rows = -(-count // cols)
        out.append(tuple(min(cols, count - r * cols) for r in range(rows)))
    return out


def _plan(area: pygame.Rect, shape: Shape, tag_h: int, rows: tuple[int, ...], gap: int,
          cap: float) -> _Plan:
    cols = max(rows)
    w = (area.w - gap * (cols - 1)) / cols
    h = (area.h - gap * (len(rows) - 1)) / len(rows) - tag_h
    scale = max(0.0, min(w / shape.design[0], h / shape.design[1]))
    if shape is COMPACT:
        scale = min(scale, cap)
    return _Plan(shape, tag_h, rows, scale)


def choose(area: pygame.Rect, count: int, boss: bool, tag_h: int, gap: int,
           ui_scale: float = 1.0) -> _Plan:
    """The card shape, strip and rows for ``count`` cards in ``area`` (see the module's note)."""
    if count <= 0:
        return _Plan(FULL, tag_h, (), 1.0)  # the characters are not drawn yet
    best_of: dict[tuple[str, bool], tuple[tuple[float, int], _Plan]] = {}
    for shape in SHAPES:
        for tagged in (True, False):
            for rows in _rows_options(count, boss):
                plan = _plan(area, shape, tag_h if tagged else 0, rows, gap,
                             COMPACT_MAX * ui_scale)
                key = (shape.key, tagged)
                # The largest print; at equal print (a capped compact card) the fewest rows,
                # which leaves a band under the cards for the tray.
                rank = (round(plan.px, 3), -len(rows))
                if key not in best_of or rank > best_of[key][0]:
                    best_of[key] = (rank, plan)
    for key in ((FULL.key, True), (COMPACT.key, True), (COMPACT.key, False)):
        plan = best_of[key][1]
        if plan.px >= READ_PX:
            return plan
    return max((p for _w, p in best_of.values()), key=lambda p: p.px)


def _place(area: pygame.Rect, plan: _Plan, gap: int) -> list[pygame.Rect]:
    """Cells (strip included) for the plan, rows from the top, each row centred."""
    if not plan.rows:
        return []
    cw = round(plan.shape.design[0] * plan.scale)
    ch = round(plan.shape.design[1] * plan.scale) + plan.tag_h
    cols = max(plan.rows)
    total_w = cols * cw + (cols - 1) * gap
    x0 = area.x + (area.w - total_w) // 2
    cells = []
    for r, in_row in enumerate(plan.rows):
        shift = (cols - in_row) * (cw + gap) // 2  # a short row is centred
        for c in range(in_row):
            cells.append(pygame.Rect(x0 + shift + c * (cw + gap), area.y + r * (ch + gap), cw,
                                     ch))
    return cells


def compute(size: tuple[int, int], fighters: int, boss: int | None,
            scale: float) -> BoardLayout:
    """The layout for ``fighters`` cards (``boss``: the boss's index in Bosses & Minions)."""
    w, h = size
    gap = max(4, int(GAP * scale))
    panel_w = int(PANEL_W * scale)
    panel = pygame.Rect(w - panel_w - gap, gap, panel_w, h - 2 * gap)
    top = theme.notice_strip(size, scale).bottom + gap
    left = pygame.Rect(gap, top, panel.x - 2 * gap, h - top - gap)
    tag_h = int(TAG_H * scale)
    plan = choose(left, fighters, boss is not None and fighters >= 3, tag_h, gap, scale)
    plan = _leave_tray_room(left, plan, gap, scale)
    cells = _place(left, plan, gap)
    bottom = max((c.bottom for c in cells), default=left.y)
    band = pygame.Rect(left.x, bottom + gap, left.w, left.bottom - bottom - gap)
    free = band if band.h >= left.h * TRAY_MIN else None
    under = _tray_under(band, scale)
    in_panel = (free is None or under.h < max(TRAY_LOW_MIN * scale, TRAY_SIDE)
                or under.w < TRAY_SIDE)
    tray = pygame.Rect(panel) if in_panel else under  # (the panel's lower part, once the
    # control bar is taken off: see ``tray_in``)
    tags = [pygame.Rect(c.x, c.y, c.w, plan.tag_h) for c in cells]
    cards = [pygame.Rect(c.x, c.y + plan.tag_h, c.w, c.h - plan.tag_h) for c in cells]
    return BoardLayout(cards, tags, tray, panel, left, plan.shape, in_panel, free)


def _leave_tray_room(left: pygame.Rect, plan: _Plan, gap: int, scale: float) -> _Plan:
    """``plan`` with its cards shrunk just enough for a tray under them of the dice tray's
    smallest height, when that band is only a little short (a band too low for a tray sends
    the tray to the panel instead) and the shrunk cards still print at ``READ_PX``."""
    if not plan.rows:
        return plan
    rows = len(plan.rows)
    cards_h = rows * (round(plan.shape.design[1] * plan.scale) + plan.tag_h + gap)
    band = pygame.Rect(left.x, left.y + cards_h, left.w, left.h - cards_h)
    short = TRAY_SIDE - _tray_under(band, scale).h
    if short <= 0 or band.h < left.h * TRAY_MIN or short > TRAY_SIDE - TRAY_LOW_MIN * scale:
        return plan
    smaller = replace(plan, scale=plan.scale - (short + rows) / (rows * plan.shape.design[1]))
    return smaller if smaller.px >= min(READ_PX, plan.px) else plan


def _tray_under(band: pygame.Rect, scale: float) -> pygame.Rect:
    """The tray in the band under the cards: below the strip where the roll's caption goes
    and inside the frame drawn round the tray (neither reaches over a card)."""
    frame = 8
    top = band.y + int(CAPTION_H * scale) + frame
    return pygame.Rect(band.x + frame, top, band.w - 2 * frame, band.bottom - frame - top)


def tray_in(panel: pygame.Rect) -> pygame.Rect:
    """The tray's place in the panel (the game's part of it, above the control bar)."""
    h = int(panel.h * TRAY_IN_PANEL)
    return pygame.Rect(panel.x, panel.bottom - h, panel.w, h)
