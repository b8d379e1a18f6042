"""Where things go on the table: the side panel, one area per player (the seat at the screen
at the bottom), its pools and its monster cards, and the initiative track.

Everything is computed from the window size and the position, and hit-tested from the same
rectangles it is drawn in, so a click lands on what is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

import scenes.theme as theme
from engine.doodledice import DoodleState
from engine.doodledice.pool import distinct

PANEL_W = 300
PANEL_OPTIONS_TOP = 170
"""Where the side panel's buttons start, below its title and text (at scale 1): fixed, so a
button never moves as the text above it changes; the text has the room above."""
TRACK_H = 46
TRACK_HEAD_W, TRACK_HEAD_MIN_PX = 170, 160
"""Room for the round and phase at the track's left, before the initiative chips: the words
are bold at 16 px (14 px at the least), up to some 157 px."""
HEADER_H = 28
POOL_H = 52
NAME_H = 22
NAME_MIN_PX = 24
"""The name strip never below this: the name's font stops shrinking at 14 px, and a stone
card's name sits 3 px lower on its plaque."""
ROW_H = 19
AVATAR_W = 236
"""Width of a player's avatar card (avatars rule)."""
MIN_CARD_W = 112
"""Narrowest card that still shows a part's label whole."""
MIN_SKETCH = 20
"""Smallest drawing a structure keeps when its power rows are added."""
EXTRA_ROWS = 2
"""Rows a stratagem's or fortress's card has besides its core's: its power and whether the
power's artistic prerequisite holds (``structure_cards``)."""


@dataclass
class CardBox:
    """A monster's card: the whole card, its name strip, its drawing and one row per part."""

    rect: pygame.Rect
    sketch: pygame.Rect
    name: pygame.Rect = field(default_factory=pygame.Rect)
    """Where the monster's name is written: one line, or two when a line at the label floor
    would cut it (``_name_strip``)."""
    rows: dict[int, pygame.Rect] = field(default_factory=dict)
    extra: list[pygame.Rect] = field(default_factory=list)
    """A stratagem's or fortress's rows under its core's (its power, its prerequisite)."""


@dataclass
class SeatArea:
    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    active: dict[int, pygame.Rect] = field(default_factory=dict)
    """Active die id -> its rect."""
    reserve: dict[int, pygame.Rect] = field(default_factory=dict)
    """Reserve dice, one per kind: lowest die id of the kind -> its rect."""
    reserve_count: dict[int, int] = field(default_factory=dict)
    cards: dict[int, CardBox] = field(default_factory=dict)
    die_size: int = 40
    more: pygame.Rect | None = None
    """The "more" button when the reserve's kinds do not all fit (it turns the page)."""
    hidden: int = 0
    """Dice (kinds, in the reserve) not on this page."""
    compact: bool = False
    """The area is too narrow for both pools in a row (a crowded table's top row): one pool
    at a time, a page of active dice or of reserve kinds, turned by the "more" button."""
    avatar: pygame.Rect | None = None
    """Avatars: the player's avatar card (drawing, name, type, uses ticked off)."""


@dataclass
class TableLayout:
    size: tuple[int, int]
    scale: float
    board: pygame.Rect
    panel: pygame.Rect
    track: pygame.Rect
    areas: dict[int, SeatArea]
    track_chips: dict[int, pygame.Rect] = field(default_factory=dict)
    seats_rect: pygame.Rect = field(default_factory=pygame.Rect)
    """Where the seats' areas (or the draft's dice) go: under the notices, above the track."""

    @classmethod
    def compute(cls, size: tuple[int, int], scale: float, st: DoodleState,
                bottom: int, pages: dict[int, int] | None = None) -> TableLayout:
        w, h = size
        s = scale
        panel_w = int(PANEL_W * s)
        m = int(8 * s)
        panel = pygame.Rect(w - panel_w - m, m, panel_w, h - 2 * m)
        board = pygame.Rect(m, m, panel.left - 2 * m, h - 2 * m)
        track = pygame.Rect(board.x, board.bottom - int(TRACK_H * s), board.width,
                            int(TRACK_H * s))
        # The seat areas start under the reserved place for notices: an "X's turn" notice
        # lay over the top row's names and reserves.
        top = max(board.y, theme.notice_strip(size, s).bottom + m // 2)
        field_rect = pygame.Rect(board.x, top, board.width, track.top - top - m)
        seats = st.num_seats
        others = [(bottom + k) % seats for k in range(1, seats)]
        rects = _area_rects(field_rect, len(others), m)
        order = [*others, bottom]
        pages = pages or {}
        areas = {seat: _area(st, seat, rect, s, pages.get(seat, 0))
                 for seat, rect in zip(order, rects, strict=True)}
        out = cls(size, s, board, panel, track, areas, seats_rect=field_rect)
        out.track_chips = _track(st, track, s)
        return out

    def card_of(self, monster: int) -> CardBox | None:
        for area in self.areas.values():
            if monster in area.cards:
                return area.cards[monster]
        return None

    def part_rect(self, die: int) -> pygame.Rect | None:
        for area in self.areas.values():
            for card in area.cards.values():
                if die in card.rows:
                    return card.rows[die]
        return None

    def card_zones(self) -> list[pygame.Rect]:
        """Where a caption or an outcome card may go without hiding what a player reads: the
        band of drawings across each line of monster cards (never their names or their part
        rows, the stats an outcome is about) and each area's free room right of its cards."""
        zones, drawings = [], []
        gap = int(6 * self.scale)
        for area in self.areas.values():
            region = _cards_region(area, self.scale)
            cards = list(area.cards.values())
            for top in sorted({c.rect.y for c in cards}):
                line = [c for c in cards if c.rect.y == top]
                left, right = min(c.rect.x for c in line), max(c.rect.right for c in line)
                sketch_top = max(c.sketch.y for c in line)
                sketch_bottom = min(c.sketch.bottom for c in line)
                drawings.append(pygame.Rect(left, sketch_top, right - left,
                                            sketch_bottom - sketch_top))
            used = max((c.rect.right for c in cards), default=region.x - gap)
            zones.append(pygame.Rect(used + gap, region.y, region.right - used - gap,
                                     region.height))
        # The free room first: a card with no anchor takes the first zone it fits.
        return [z for z in zones + drawings if z.width > 0 and z.height > 0]

    def die_rect(self, die: int) -> pygame.Rect | None:
        for area in self.areas.values():
            if die in area.active:
                return area.active[die]
            if die in area.reserve:
                return area.reserve[die]
        return None


POOL_LABELS = ("Active", "Reserve")
POOL_LABEL_X = 10
"""Pixels from an area's left edge to its pools' label (the first pool's die comes after it:
a crowded table's narrow areas once laid their first die over the word)."""
POOL_LABEL_GAP = 8
"""Pixels between the "Reserve" label and the reserve's first die beside the active pool."""


def pool_label_font(s: float) -> pygame.font.Font:
    return theme.font(max(14, int(14 * s)), "bold")


def _name_h(s: float) -> int:
    return max(int(NAME_H * s), NAME_MIN_PX)


def name_px(s: float) -> int:
    """The size a card's name is written at before it shrinks (to ``theme.label_floor``)."""
    return max(14, int(15 * s))


def _name_room(width: int, role: str | None) -> int:
    """The name's width on a card ``width`` wide (a stone card's plaque is narrower)."""
    return width - (16 if role else 8)


def _name_strip(mons: list, width: int, s: float) -> tuple[int, int]:
    """(strip height above the drawings, name box height) for a seat's cards ``width`` wide.

    Why two lines: eight cards in a line at 960x600 are too narrow for "Sprouting Treant" even
    at the label floor, and the name was cut. A name that does not fit one line gets a second
    one (the whole seat's strip grows, so the drawings stay level); only a single word wider
    than the card is still cut, and then shows whole on hover."""
    one = theme.font(name_px(s), "bold").get_linesize()
    floor = theme.label_floor(s)
    if not any(theme.fit_box(m.name, _name_room(width, m.role), one, name_px(s), "bold",
                             floor=floor, max_lines=1).cut for m in mons):
        return _name_h(s), one
    small = theme.font(floor, "bold")
    two = 2 * small.get_linesize()  # the picture of two lines is two line steps tall
    return max(_name_h(s), two + 8), two


def _area_rects(field_rect: pygame.Rect, others: int, gap: int) -> list[pygame.Rect]:
    """The others' areas on top (side by side), the seat at the screen below, full width."""
    top_h = (field_rect.height - gap) // 2
    bottom = pygame.Rect(field_rect.x, field_rect.y + top_h + gap, field_rect.width,
                         field_rect.height - top_h - gap)
    width = (field_rect.width - gap * (others - 1)) // max(1, others)
    tops = [pygame.Rect(field_rect.x + i * (width + gap), field_rect.y, width, top_h)
            for i in range(others)]
    return [*tops, bottom]


def _pools(st: DoodleState, area: SeatArea, s: float, page: int) -> None:
    """Where the active dice and the reserve's kinds go in the row under the header.

    Why pages in a narrow area: with three others on a 960-pixel table, five active dice
    alone are wider than an area, and the reserve was pushed past its edge, under the next
    player's area ("+6 Re"). Pages keep every die whole and inside its own area."""
    rect, size = area.rect, area.die_size
    step = size + int(4 * s)
    y = area.header.bottom + int(POOL_H * s) // 2
    label = pool_label_font(s).size(POOL_LABELS[1])[0]  # the wider of "Active", "Reserve"
    left, right = rect.x + max(int(70 * s), POOL_LABEL_X + label + int(6 * s)), rect.right - 8
    active, reserve = st.active(area.seat), st.reserve(area.seat)
    counts: dict[tuple, int] = {}
    for d in reserve:
        key = (d.sides, d.colours, d.colour, d.size)
        counts[key] = counts.get(key, 0) + 1
    kinds = distinct(reserve)
    start = max(left + len(active) * step, left + 2 * step) \
        + max(int(86 * s), label + POOL_LABEL_GAP + int(8 * s))
    if kinds:  # narrow unless every kind fits, or one kind and the "more" button
        area.compact = min(start + len(kinds) * step - int(4 * s), start + step + size) > right
    else:
        area.compact = left + len(active) * step - int(4 * s) > right
    if area.compact:
        slots = max(1, (right - left) // step - 1)  # the last slot: the "more" button
        pages = [active[i:i + slots] for i in range(0, len(active), slots)]
        pages += [kinds[i:i + slots] for i in range(0, len(kinds), slots)]
        shown = pages[page % len(pages)]
        on_active = page % len(pages) < (len(active) + slots - 1) // slots
        area.hidden = len(active) + len(kinds) - len(shown)
        area.more = pygame.Rect(right - size, y - size // 2, size, size)
        for i, d in enumerate(shown):
            box = pygame.Rect(left + i * step, y - size // 2, size, size)
            if on_active:
                area.active[d.id] = box
            else:
                area.reserve[d.id] = box
                area.reserve_count[d.id] = counts[(d.sides, d.colours, d.colour, d.size)]
        return
    x = left
    for d in active:
        area.active[d.id] = pygame.Rect(x, y - size // 2, size, size)
        x += step
    x = start
    fit = max(1, (right - x) // step)
    if len(kinds) > fit:
        fit = max(1, fit - 1)
        pages_n = (len(kinds) + fit - 1) // fit
        first = (page % pages_n) * fit
        shown = kinds[first:first + fit]
        area.hidden = len(kinds) - len(shown)
        area.more = pygame.Rect(right - size, y - size // 2, size, size)
    else:
        shown = kinds
    for d in shown:
        area.reserve[d.id] = pygame.Rect(x, y - size // 2, size, size)
        area.reserve_count[d.id] = counts[(d.sides, d.colours, d.colour, d.size)]
        x += step


def _cards_region(area: SeatArea, s: float) -> pygame.Rect:
    """The part of a seat's area under its pools where its monster cards go (left of its
    avatar's card, if any)."""
    rect = area.rect
    cards_top = area.header.bottom + int(POOL_H * s) + int(4 * s)
    cards = pygame.Rect(rect.x + 6, cards_top, rect.width - 12, rect.bottom - cards_top - 6)
    if area.avatar is not None:
        cards.width -= area.avatar.width + int(6 * s)
    return cards


def _area(st: DoodleState, seat: int, rect: pygame.Rect, s: float, page: int) -> SeatArea:
    header = pygame.Rect(rect.x + 6, rect.y + 4, rect.width - 12, int(HEADER_H * s))
    area = SeatArea(seat, rect, header)
    area.die_size = int(40 * s)
    _pools(st, area, s, page)
    cards = _cards_region(area, s)
    if st.avatars:  # the avatar's card at the right of the monsters
        width = min(int(AVATAR_W * s), cards.width // 2)
        area.avatar = pygame.Rect(cards.right - width, cards.y, width, cards.height)
        cards.width -= width + int(6 * s)
    # A player's stratagem and fortress lead their cards: places before creatures.
    mons = sorted(st.monsters_of(seat), key=lambda m: not m.role)
    if mons:
        gap = int(6 * s)
        lines, per_line = _card_grid(cards, len(mons), max(len(m.parts) for m in mons), s)
        width = min(int(190 * s), (cards.width - gap * (per_line - 1)) // per_line)
        height = (cards.height - gap * (lines - 1)) // lines
        name_h, name_box_h = _name_strip(mons, width, s)
        for i, m in enumerate(mons):
            line, column = divmod(i, per_line)
            box = pygame.Rect(cards.x + column * (width + gap), cards.y + line * (height + gap),
                              width, height)
            rows = _rows(m, box.height - name_h - 6, _row_h(s))
            rows_h = _row_h(s) * rows
            frame = 4 if m.role else 0  # a structure's stone frame is thicker
            side = max(20, min(width - 8, box.height - name_h - rows_h - 6 - frame))
            sketch = pygame.Rect(0, 0, side, side)
            sketch.midtop = (box.centerx, box.y + name_h)
            room = _name_room(width, m.role)
            name = pygame.Rect(box.centerx - room // 2, box.y + 3 + (3 if m.role else 0), room,
                               name_box_h)
            card = CardBox(box, sketch, name)
            y0 = sketch.bottom + 2
            inset = 5 if m.role else 3  # a structure's stone frame is thicker
            for k, p in enumerate(m.parts):
                card.rows[p.die] = pygame.Rect(box.x + inset, y0 + k * _row_h(s),
                                               box.width - 2 * inset, _row_h(s))
            for k in range(rows - len(m.parts)):
                card.extra.append(pygame.Rect(box.x + inset, y0 + (len(m.parts) + k)
                                              * _row_h(s), box.width - 2 * inset,
                                              _row_h(s)))
            area.cards[m.id] = card
    return area


def _row_h(s: float) -> int:
    """A part row's height: never below ``ROW_H``, since its print never goes below the
    label floor (a smaller window squeezed the rows into each other and struck the damage
    bars through their words)."""
    return max(ROW_H, int(ROW_H * s))


def _rows(m, room: int, row: int) -> int:
    """Rows under a card's drawing: one per part, and a structure's two more when ``room``
    (the card's height under its name) still leaves its drawing ``MIN_SKETCH`` high. Why not
    always: on a crowded table they would squeeze every card's drawing (the grid is chosen
    for the monsters' rows); there the stone frame still tells a structure, the hover all."""
    extra = EXTRA_ROWS if m.role and room - row * (len(m.parts) + EXTRA_ROWS) >= MIN_SKETCH \
        else 0
    return len(m.parts) + extra


def _card_grid(cards: pygame.Rect, count: int, parts: int, s: float) -> tuple[int, int]:
    """(lines, cards per line) for ``count`` monster cards in ``cards``: the grid whose drawings
    come out largest, with cards wide enough for a part's label ("C d20 15/20").

    Why lines at all: a dozen monsters in one line made cards too narrow for their labels and
    left most of each card's height empty under a thumbnail drawing."""
    gap = int(6 * s)
    best = (1, count)
    best_side = float("-inf")  # the least bad grid when none leaves room (crowded tables)
    for lines in range(1, 4):
        per_line = -(-count // lines)
        if lines > 1 and -(-count // (lines - 1)) == per_line:
            continue  # a line more would change nothing
        width = min(int(190 * s), (cards.width - gap * (per_line - 1)) // per_line)
        height = (cards.height - gap * (lines - 1)) // lines
        side = min(width - 8, height - _name_h(s) - _row_h(s) * parts - 6)
        if width < int(MIN_CARD_W * s) and lines < 3:
            side -= 1000  # labels would not fit: prefer more lines
        if side > best_side:
            best, best_side = (lines, per_line), side
    return best


def _track(st: DoodleState, track: pygame.Rect, s: float) -> dict[int, pygame.Rect]:
    """Chips of the monsters still to act this combat, in order (the one acting first)."""
    order = list(st.initiative_order())
    if st.turn >= 0 and st.turn not in order:
        order.insert(0, st.turn)
    x = track.x + max(int(TRACK_HEAD_W * s), TRACK_HEAD_MIN_PX)  # after "Round 12 · Initiative"
    chips: dict[int, pygame.Rect] = {}
    fnt = theme.font(max(14, int(14 * s)), "bold")
    for i, mid in enumerate(order):
        monster = st.find_monster(mid)
        name = monster.name if monster is not None else ""
        # as wide as "n. Name" needs (the seat mark before it), so names are read whole
        width = max(int(96 * s), fnt.size(f"{i + 1}. {name}")[0] + 30)
        if x + width > track.right:
            break
        chips[mid] = pygame.Rect(x, track.y + 6, width, track.height - 12)
        x += width + int(6 * s)
    return chips
