"""Where every die sits on the playmats: one mat per daemon, one labelled zone per die state.

A pure function of (board rect, daemon sizes, active seat, die statuses, the step's context):
``layout_mats`` returns each mat's frame, name plate, zones and one slot per die, so it is tested
without drawing anything.

Why zones and not rows: on a paper playmat a die's place tells its state (a die in "Stunned" is
stunned). Each zone is a labelled box; zones with nothing in them are left out.

Why places are *reserved* (``mat_zones.zone_places``): a target must never move while the player
decides (ux.md). For the step under way every die that may still move keeps a place both where it
is and where it may go: in Defend each die that can defend has a place in "Rolled" and one in
"Defending"; when it moves, its old place stays as a dashed outline and nothing else shifts.
Within a zone a die's place is its rank by die number among the dice owning a place there (never
the order in which they arrived). Zone sizes count those places, so they too stay put until the
step changes. Damage placed this turn leaves the hit die's old place behind the same way.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass

import pygame

from engine.daemondice import DieStatus
from scenes.daemondice.mat_zones import (
    ATTACH_FACES,
    ZONE_LABELS,
    ZONE_TIPS,
    ZONES,
    MatContext,
    zone_of,
    zone_places,
)
from scenes.steps import finished

GAP = 4  # design pixels between dice
LABEL = 18  # design pixels of a zone's label line
ZONE_GAP = 8  # design pixels between zones
MAX_DIE = 68  # design pixels: dice never get bigger than this
MIN_DIE = 14
TINY_DIE = 12  # pixels: a beaten daemon's dice, kept only so that every die is somewhere
TOKEN_WIDTH = 176  # design pixels an attack token needs for its full label
NARROW_TOKEN = 2  # die places a token takes when many attacks must share a small mat


@dataclass
class Zone:
    """One labelled box of a mat: ``rect`` includes the label, ``cells`` is where dice go."""

    name: str
    label: str
    rect: pygame.Rect
    cells: pygame.Rect
    cols: int
    places: int


@dataclass
class Mat:
    """One daemon's mat: frame, name plate, zones, a slot per die, and the reserved places."""

    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    body: pygame.Rect
    active: bool
    die: int
    zones: dict[str, Zone]
    slots: dict[int, pygame.Rect]
    zone_of: dict[int, str]
    ghosts: list[pygame.Rect]
    """Places a die of this mat left or may come to while the player decides."""
    tokens: list[pygame.Rect]
    """One rect per incoming attack (in the "Attacks on it" zone), in attack order."""

    def die_at(self, pos: tuple[int, int]) -> int | None:
        for die, rect in self.slots.items():
            if rect.collidepoint(pos):
                return die
        return None

    def token_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.tokens):
            if rect.collidepoint(pos):
                return index
        return None


def _label_width(label: str, scale: float) -> int:
    """Pixels the zone label needs (Lato bold at 14 px is about 0.56 em per character)."""
    return int(len(label) * 14 * 0.56 * max(1.0, scale)) + 4


def _pack(places: dict[str, list[int | None]], body: pygame.Rect, cell: int, span: int,
          scale: float) -> list[tuple[str, int, int, int, int]] | None:
    """Shelf-pack the zones at one cell size: (zone, x, y, cols, rows) or None if too tall."""
    return _packed(_counts(places), body, cell, span, scale)


def _counts(places: dict[str, list[int | None]]) -> tuple[tuple[str, int], ...]:
    """What of the places the packing depends on: each zone and its number of places."""
    return tuple((zone, len(owners)) for zone, owners in places.items())


def _packed(counts: tuple[tuple[str, int], ...], body: pygame.Rect, cell: int, span: int,
            scale: float) -> list[tuple[str, int, int, int, int]] | None:
    shelved = _fitting(counts, body, cell, span, scale)
    return None if shelved is None else _on_body(shelved, body)


def _fitting(counts: tuple[tuple[str, int], ...], body: pygame.Rect, cell: int, span: int,
             scale: float) -> tuple[tuple[tuple[str, int, int, int, int], ...], int] | None:
    """The shelves of ``_pack`` if they fit in the body's height, else None (the packing is
    put on the body, ``_on_body``, only for the size finally chosen)."""
    shelved = _shelves(counts, body.x, body.width, cell, span, scale)
    if shelved is None or body.y + shelved[1] > body.bottom:
        return None
    return shelved


def _on_body(shelved: tuple[tuple[tuple[str, int, int, int, int], ...], int], body: pygame.Rect
             ) -> list[tuple[str, int, int, int, int]]:
    items, _height = shelved
    return [(zone, x, body.y + y, cols, rows) for zone, x, y, cols, rows in items]


@functools.lru_cache(maxsize=4096)
def _shelves(counts: tuple[tuple[str, int], ...], left: int, width: int, cell: int, span: int,
             scale: float) -> tuple[tuple[tuple[str, int, int, int, int], ...], int] | None:
    """The shelves of ``_pack`` from the body's top: (zone, x, y, cols, rows) and their height,
    or None if a token is wider than the body.

    Zones go in their fixed order, each onto the first shelf with room for it (a small zone
    may sit beside an earlier one rather than open a shelf of its own); a new shelf is as low
    as the width allows and no wider than that needs, leaving room beside it.

    Why apart and kept: the shelves depend on the zones' place counts, the body's width and
    the cell, never on its height or top, and the mats' layout tries many heights (every
    arrangement, every die size of its halving) at a few widths, so a move's layout mostly
    finds its shelves here instead of packing them again."""
    right = left + width
    cols_total = max(1, (width + int(GAP * scale)) // cell)
    label_h = int(LABEL * scale)
    zone_gap = int(ZONE_GAP * scale)
    shelves: list[list] = []  # [rows, next x, [(zone, x, cols, rows)]]
    for zone, count in counts:
        unit = span if zone == "incoming" else 1
        if unit > cols_total:
            return None
        need = count * unit
        min_cols = min(max(unit, math.ceil(_label_width(ZONE_LABELS[zone], scale) / cell)),
                       max(unit, cols_total // unit * unit))  # a label may be cut, a die not
        for shelf in shelves:
            rows, x, items = shelf
            room = (right - x + int(GAP * scale)) // cell
            if room < min_cols:
                continue
            cols = max(min_cols, math.ceil(need / rows / unit) * unit)
            if cols <= room and math.ceil(need / cols) <= rows:
                items.append((zone, x, cols, math.ceil(need / cols)))
                shelf[1] = x + cols * cell + zone_gap
                break
        else:
            widest = max(unit, min(need, cols_total // unit * unit))
            rows = math.ceil(need / widest)
            cols = max(min_cols, math.ceil(need / rows / unit) * unit)
            rows = math.ceil(need / cols)
            shelves.append([rows, left + cols * cell + zone_gap, [(zone, left, cols, rows)]])
    out: list[tuple[str, int, int, int, int]] = []
    y = 0
    for rows, _, items in shelves:
        out += [(zone, x, y, cols, r) for zone, x, cols, r in items]
        y += label_h + rows * cell + zone_gap
    return tuple(out), y - zone_gap


Packing = tuple[list[tuple[str, int, int, int, int]], int]


TOKEN_KINDS = ("wide", "narrow", "square")
"""Attack tokens: wide (the attacking face and a full label), narrow (two die places, a short
label) or square (tag and count; the token's card has the rest). A dozen attacks on one daemon
happen with 26 dice; the narrower kinds are taken only when they buy clearly bigger dice."""


def _span(kind: str, cell: int, scale: float) -> int:
    if kind == "wide":  # its words are never drawn under 14 px, so neither is it narrowed
        return max(1, math.ceil(TOKEN_WIDTH * max(1.0, scale) / cell))
    return NARROW_TOKEN if kind == "narrow" else 1


def _biggest(counts: tuple[tuple[str, int], ...], body: pygame.Rect, gap: int, scale: float,
             kind: str) -> tuple[int, Packing] | None:
    """The biggest die size at which the zones fit with tokens of ``kind``, by halving
    (fitting is near enough monotonic in the size)."""

    def fit(size: int) -> tuple[tuple[tuple[str, int, int, int, int], ...], int, int] | None:
        cell = size + gap
        span = _span(kind, cell, scale)
        shelved = _fitting(counts, body, cell, span, scale)
        return None if shelved is None else (shelved[0], shelved[1], span)

    def found_at(size: int, fitted: tuple[tuple[tuple[str, int, int, int, int], ...], int, int]
                 ) -> tuple[int, Packing]:
        items, height, span = fitted
        return size, (_on_body((items, height), body), span)

    low, high = MIN_DIE, int(MAX_DIE * scale)
    found = fit(high)
    if found is not None:
        return found_at(high, found)
    found = fit(low)
    if found is None:
        return None
    while high - low > 1:
        mid = (low + high) // 2
        trial = fit(mid)
        if trial is None:
            high = mid
        else:
            low, found = mid, trial
    return found_at(low, found)


COMFORT = 50
"""Design pixels of die that are plenty: wider tokens are kept as long as dice stay this big."""


def _beaten_mat(seat: int, rect: pygame.Rect, count: int, scale: float) -> Mat:
    """A beaten daemon's small mat: its name and all its dice, small, in one unlabelled zone."""
    pad = int(6 * scale)
    inner = rect.inflate(-2 * pad, -2 * pad)
    header = pygame.Rect(inner.x, inner.y, inner.width, int(24 * scale))
    body = pygame.Rect(inner.x, header.bottom, inner.width, max(1, inner.bottom - header.bottom))
    gap = max(1, int(2 * scale))
    size = TINY_DIE
    for trial in range(int(MAX_DIE * scale), TINY_DIE - 1, -1):
        cols = max(1, (body.width + gap) // (trial + gap))
        if math.ceil(count / cols) * (trial + gap) - gap <= body.height:
            size = trial
            break
    cell = size + gap
    cols = max(1, (body.width + gap) // cell)
    slots = {d: pygame.Rect(body.x + (d % cols) * cell, body.y + (d // cols) * cell, size, size)
             for d in range(count)}
    cells = pygame.Rect(body.x, body.y, min(count, cols) * cell - gap,
                        math.ceil(count / cols) * cell - gap)
    zone = Zone("out", "", cells, cells, cols, count)
    return Mat(seat, rect, header, body, False, size, {"out": zone}, slots,
               dict.fromkeys(range(count), "out"), [], [])


Places = tuple[dict[str, list[int | None]], dict[int, str]]


@dataclass
class _Sizing:
    """A living mat's frame and its dice size, before any slot is placed."""

    header: pygame.Rect
    body: pygame.Rect
    gap: int
    die: int
    packed: list[tuple[str, int, int, int, int]]
    span: int


def _size_mat(rect: pygame.Rect, places: dict[str, list[int | None]], scale: float) -> _Sizing:
    """The biggest dice that let every zone of a living mat fit (what ``layout_mats`` weighs
    for each arrangement; the slots are placed only for the arrangement chosen)."""
    header, body, gap, die, packed, span = _sized(tuple(rect), _counts(places), scale)
    return _Sizing(pygame.Rect(header), pygame.Rect(body), gap, die, list(packed), span)


@functools.lru_cache(maxsize=4096)
def _sized(rect: tuple[int, int, int, int], counts: tuple[tuple[str, int], ...], scale: float
           ) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int], int, int,
                      tuple[tuple[str, int, int, int, int], ...], int]:
    """``_size_mat`` as plain tuples, kept by what it depends on: the mat's rect, its zones'
    place counts and the scale.

    Why kept: the arrangements ``layout_mats`` weighs give each mat the same few rects move
    after move, and the counts stay put while the player decides (places are reserved for
    the whole step), so the layout of a step's later moves finds its mats sized here instead
    of halving every die size of every arrangement again."""
    pad = int(8 * scale)
    inner = pygame.Rect(rect).inflate(-2 * pad, -2 * pad)
    wide = inner.width >= int(600 * scale)
    header_h = int((30 if wide else 46) * scale)
    header = pygame.Rect(inner.x, inner.y, inner.width, header_h)
    body = pygame.Rect(inner.x, header.bottom + int(4 * scale), inner.width,
                       inner.bottom - header.bottom - int(4 * scale))
    gap = max(2, int(GAP * scale))
    kinds = TOKEN_KINDS if any(zone == "incoming" for zone, _ in counts) else TOKEN_KINDS[:1]
    options = [o for o in (_biggest(counts, body, gap, scale, k) for k in kinds) if o]
    if options:
        enough = min(int(COMFORT * scale), max(size for size, _ in options))
        die, (packed, span) = next(o for o in options if o[0] >= enough)
    else:  # nothing fits even at the smallest size: pack anyway, overflowing
        tall = pygame.Rect(body.x, body.y, body.width, 10 ** 6)
        die = MIN_DIE
        packed = _packed(counts, tall, MIN_DIE + gap, 1, scale) or []
        span = 1
    return tuple(header), tuple(body), gap, die, tuple(packed), span


def layout_mat(seat: int, rect: pygame.Rect, statuses: tuple[DieStatus, ...], ctx: MatContext,
               active: bool, scale: float, placed: Places | None = None) -> Mat:
    """One mat: the biggest dice that let every zone fit, then a slot per die (``placed``:
    the seat's ``zone_places``, when already worked out)."""
    if ctx.out[seat] and not active:
        return _beaten_mat(seat, rect, len(statuses), scale)
    places, where = placed or zone_places(statuses, ctx, seat, ctx.tokens_on(seat))
    return _place_dice(seat, rect, _size_mat(rect, places, scale), places, where, active, scale)


def _place_dice(seat: int, rect: pygame.Rect, sized: _Sizing,
                places: dict[str, list[int | None]], where: dict[int, str], active: bool,
                scale: float) -> Mat:
    """A living mat's zones, a slot per die, the places kept and the attack tokens."""
    header, body, gap, die, packed, span = (sized.header, sized.body, sized.gap, sized.die,
                                            sized.packed, sized.span)
    cell = die + gap
    label_h = int(LABEL * scale)
    zones: dict[str, Zone] = {}
    slots: dict[int, pygame.Rect] = {}
    ghosts: list[pygame.Rect] = []
    token_rects: list[pygame.Rect] = []
    for zone, x, y, cols, rows in packed:
        cells = pygame.Rect(x, y + label_h, cols * cell - gap, rows * cell - gap)
        box = cells.union(pygame.Rect(x, y, _label_width(ZONE_LABELS[zone], scale), label_h))
        zones[zone] = Zone(zone, ZONE_LABELS[zone], box, cells, cols, len(places[zone]))
        if zone == "incoming":
            per_row = max(1, cols // span)
            for i in range(len(places[zone])):
                r, c = divmod(i, per_row)
                token_rects.append(pygame.Rect(x + c * span * cell, cells.y + r * cell,
                                               span * cell - gap, die))
            continue
        for i, owner in enumerate(places[zone]):
            r, c = divmod(i, cols)
            place = pygame.Rect(x + c * cell, cells.y + r * cell, die, die)
            if owner is not None and where.get(owner) == zone:
                slots[owner] = place
            else:
                ghosts.append(place)
    return Mat(seat, rect, header, body, active, die, zones, slots, where, ghosts, token_rects)


def mat_rects(board: pygame.Rect, count: int, active: int, scale: float,
              out: Sequence[bool] = (), share: float = 0.56,
              needs: Sequence[float] = (), one_row: bool = False) -> list[pygame.Rect]:
    """One rect per seat: the active daemon's mat along the bottom, biggest; the others share
    the top in seating order after it (so neighbours in turn order sit side by side).

    Mats sharing a row get widths in proportion to ``needs`` (how many places each must hold);
    beaten daemons are stacked in a narrow column at the right, so the living get the room.
    Four or five foes take two rows, unless ``one_row``."""
    gap = int(6 * scale)
    rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * count
    if count == 1:
        return [board.copy()]
    others = [(active + k) % count for k in range(1, count)]
    low_h = int(board.height * share)
    top = pygame.Rect(board.x, board.y, board.width, board.height - low_h - gap)
    rects[active] = pygame.Rect(board.x, top.bottom + gap, board.width, low_h)
    living = [s for s in others if not (out and out[s])]
    beaten = [s for s in others if out and out[s]]
    if beaten and living:
        thin = int(130 * scale)
        column = pygame.Rect(top.right - thin, top.y, thin, top.height)
        each = (column.height - gap * (len(beaten) - 1)) // len(beaten)
        for i, seat in enumerate(beaten):
            rects[seat] = pygame.Rect(column.x, column.y + i * (each + gap), thin, each)
        top = pygame.Rect(top.x, top.y, top.width - thin - gap, top.height)
        others = living
    rows = [others] if len(others) <= 3 or one_row else [others[:math.ceil(len(others) / 2)],
                                              others[math.ceil(len(others) / 2):]]
    row_h = (top.height - gap * (len(rows) - 1)) // len(rows)
    for r, seats in enumerate(rows):
        y = top.y + r * (row_h + gap)
        weights = [max(1.0, needs[s]) if needs else 1.0 for s in seats]
        fair = sum(weights) / len(weights)
        weights = [max(w, fair / 2) for w in weights]  # nobody under half a fair share
        total = sum(weights)
        x = top.x
        room = top.width - gap * (len(seats) - 1)
        for seat, weight in zip(seats, weights, strict=True):
            width = int(room * weight / total) if seat != seats[-1] else top.right - x
            rects[seat] = pygame.Rect(x, y, width, row_h)
            x += width + gap
    return rects


def _need(places: dict[str, list[int | None]]) -> float:
    """How many die places a mat must hold (a token counts as four), plus a zone's label room."""
    return sum(len(p) * (4 if z == "incoming" else 1) + 1.5 for z, p in places.items())


def layout_mats(board: pygame.Rect, sizes: Sequence[int], active: int,
                statuses: Sequence[tuple[DieStatus, ...]], ctx: MatContext,
                scale: float = 1.0) -> list[Mat]:
    """Every daemon's mat inside ``board`` (see the module docstring and
    ``layout_mats_steps``)."""
    return finished(layout_mats_steps(board, sizes, active, statuses, ctx, scale))


def layout_mats_steps(board: pygame.Rect, sizes: Sequence[int], active: int,
                      statuses: Sequence[tuple[DieStatus, ...]], ctx: MatContext,
                      scale: float = 1.0) -> Generator[None, None, list[Mat]]:
    """``layout_mats``, an arrangement weighed a step (laid out ahead for an announced
    move's position, the whole search was milliseconds of one frame).

    The height given to the active mat (and, with four or five foes, whether they sit in one
    row or two) is what makes the smallest die on the table as big as it can be, the active
    mat's own dice breaking ties, among the arrangements where the active mat is the largest.
    Everything it weighs is fixed while the player decides, so nothing moves meanwhile."""
    best: tuple[tuple[bool, int, int], list[Mat]] | None = None
    low = 0.5 if len(sizes) == 2 else 0.3
    placed = [zone_places(statuses[seat], ctx, seat, ctx.tokens_on(seat))
              for seat in range(len(sizes))]
    needs = [_need(places) for places, _ in placed]
    foes = sum(1 for seat in range(len(sizes)) if seat != active and not ctx.out[seat])
    candidates = [(0.66 - step * 0.04, one_row) for one_row in ((False, True) if foes > 3
                                                                 else (False,))
                  for step in range(10)]
    for share, one_row in candidates:
        if share < low - 1e-9:
            continue
        rects = mat_rects(board, len(sizes), active, scale, ctx.out, share, needs, one_row)
        biggest = rects[active].width * rects[active].height
        largest = all(r.width * r.height < biggest for s, r in enumerate(rects) if s != active)
        dice = [_beaten_mat(seat, rects[seat], len(statuses[seat]), scale)
                if ctx.out[seat] and seat != active else _size_mat(rects[seat], places, scale)
                for seat, (places, _) in enumerate(placed)]
        living = ([d.die for seat, d in enumerate(dice) if not ctx.out[seat]]
                  or [d.die for d in dice])
        score = (largest, min(living), dice[active].die)  # the active mat must be largest
        if best is None or score > best[0]:
            best = (score, rects, dice)
        yield
    assert best is not None
    _, rects, dice = best
    return [d if isinstance(d, Mat) else
            _place_dice(seat, rects[seat], d, *placed[seat], seat == active, scale)
            for seat, d in enumerate(dice)]


__all__ = ["ATTACH_FACES", "Mat", "MatContext", "ZONES", "ZONE_LABELS", "ZONE_TIPS", "Zone",
           "layout_mat", "layout_mats", "layout_mats_steps", "mat_rects", "zone_of"]
