"""Drawing the table: each player's area (pools as real dice, monsters as their drawings on
cards with a row per part), the initiative track and the side panel's prompt.

Part rows read "W d8 5/8" (type, die, life left) in the part type's colour, with the part's
round marks spelled out: "fired" (a weapon used this turn), "redirected" and "soaked" for a
shield, "used" for a nullifier, "off" for a part an orange monster switched off, "small" or
"big" for strange dice. A dot with the type's letter marks where each part hangs on the drawing.
A banished monster's card is veiled in purple.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Hashable, Iterator
from typing import TYPE_CHECKING

import pygame

import scenes.doodledice.structure_cards as structure_cards
import scenes.layout_log as layout_log
import scenes.theme as theme
from engine.doodledice import DoodleState, Monster, Phase
from engine.doodledice.model import REMOVED
from engine.doodledice.tables import BIG, D3
from scenes.board.marks import draw_seat_mark
from scenes.doodledice.avatar_card import draw_avatar_card
from scenes.doodledice.dice_art import MARK_MIN_SIZE, die_colours, draw_colour_tag, draw_die
from scenes.doodledice.drafting import paint_draft
from scenes.doodledice.layout import (
    PANEL_OPTIONS_TOP,
    POOL_LABEL_GAP,
    POOL_LABEL_X,
    CardBox,
    SeatArea,
    TableLayout,
    name_px,
    pool_label_font,
)
from scenes.sketch.labels import KIND_COLOURS, SHORT_NAMES
from scenes.sketch.outline import OUTLINES
from scenes.sketch.pad_view import URGENT_SECONDS
from scenes.sketch.render import draw_sketch, to_screen
from scenes.text import cut_spots, put_cut_spots

if TYPE_CHECKING:
    from engine.core import Action
    from scenes.doodledice.view import DoodleView

LIT = (255, 226, 120)
TARGET = (120, 230, 140)


def part_marks(st: DoodleState, m: Monster, p) -> str:
    marks = [st.dice[p.die].size] if st.dice[p.die].size else []
    if st.disabled(p.die):
        marks.append("off")
    if p.used:
        marks.append({"weapon": "fired", "shield": "redirected"}.get(p.kind, "used"))
    if p.extra:
        marks.append(f"+{p.extra}" + (" used" if p.extra_used else ""))
    if p.blocked:
        marks.append("soaked")
    return " ".join(marks)


class TablePicture:
    """The table painted once per change (position, modes, who is at the screen); only the
    panel's buttons (hover states) and the sketching clock are drawn over it on the frames
    between. Why: a dozen cards with their rows are hundreds of text blits, too many for
    every frame.

    The table is painted on the window itself, and only its side panel (where the buttons
    and the clock go) is kept here (``panel``): the rest of it is in the board's kept picture
    (``BoardScene.kept``), taken of that very paint, so a frame whose buttons or clock changed
    blits that and then the panel (one where neither changed, that alone). Why not a whole
    picture of the table: at 4K each window-sized picture is 33 MB, and the kept picture
    already holds the table.

    The seats and the track of the next position are painted ahead on a spare picture while
    its move is announced (``ahead``); the frame it lands on then paints only the panel."""

    def __init__(self) -> None:
        self.key: tuple = ()
        self.panel: pygame.Surface | None = None
        """The table's side panel as painted, under the buttons and the clock."""
        self.panel_at = pygame.Rect(0, 0, 0, 0)
        self.take = 0
        """The board's kept picture taken of the last whole paint (``KeptPicture.taken``)."""
        self._shown: tuple = ()
        """(the board's kept picture taken of the last drawing, what was drawn over the table)."""
        self._over_spots: list = []
        self._over_placed: list = []
        """What drawing over the table registered (cut texts, placed rectangles), put again
        when the kept picture alone is blitted."""
        self.spare: pygame.Surface | None = None
        self.ready: tuple | None = None
        """(what the spare picture shows, the action it follows) once painted ahead."""

    def draw(self, board: DoodleView, surface: pygame.Surface, over_key: Hashable | None,
             draw_over: Callable[[pygame.Surface], None]) -> None:
        """The table, then ``draw_over`` (the panel's buttons and the clock, whose look
        ``over_key`` tells; ``None``: nothing goes over the table, as on an AI's turn) over
        it. Blits the board's kept picture alone when it is this very picture (the board was
        drawn again for a change elsewhere: dice, a caption)."""
        size = surface.get_size()
        key = (board.match.version, board.weapon, board.enervating, board.human_to_move(),
               board.at_screen, size, tuple(board.pages.items()), board.decider,
               board.log_box.scroll, tuple(board.log_rect))
        kept = board.kept.taken_since(self.take, size) if key == self.key else None
        shown, self._shown = self._shown, (board.kept.taken + 1, over_key)
        if kept is not None and shown == (board.kept.taken, over_key):
            surface.blit(kept, (0, 0))
            put_cut_spots(self._over_spots)
            layout_log.put_placed(self._over_placed)
            return
        if kept is not None and self.panel is not None:
            surface.blit(kept, (0, 0))
            surface.blit(self.panel, self.panel_at)
        else:
            self.key = key
            if self.spare is not None and self.spare.get_size() != size:
                self.spare = self.ready = None  # painted ahead for the old size: never taken
            if self._take_ready(board):
                surface.blit(self.spare, (0, 0))
                _draw_panel(board, surface)
            else:
                paint_table(board, surface)
            self.take = board.kept.taken + 1
            if over_key is not None:
                self._keep_panel(board, surface)
            else:  # nothing over the table: the kept picture shows its panel clean (buttons
                self.panel = None  # or the clock coming without a change paint it again)
        spots, placed = len(cut_spots()), len(layout_log.placed())
        draw_over(surface)
        self._over_spots = cut_spots()[spots:]
        self._over_placed = layout_log.placed()[placed:]

    def _keep_panel(self, board: DoodleView, surface: pygame.Surface) -> None:
        """Keep the side panel just painted, to draw the buttons and the clock over again."""
        rect = board.panel_rect.clip(surface.get_rect())
        if self.panel is None or self.panel.get_size() != rect.size:
            self.panel = None  # the old size's memory goes before the new is taken
            self.panel = surface.subsurface(rect).copy()
        else:
            self.panel.blit(surface, (0, 0), rect)
        self.panel_at = rect

    def ahead(self, board: DoodleView, action: Action, after: DoodleState,
              lay: TableLayout) -> Iterator[None]:
        """Paint the seats and the track of ``after`` (laid out as ``lay``) on the spare
        picture, one seat area or card a step; nothing is lit there (a human's choices are
        worked out when the position lands, and such a picture is painted then)."""
        self.ready = None
        size = board.ctx.size
        if self.spare is None or self.spare.get_size() != size:
            self.spare = None
            self.spare = _screen_picture(size)
            yield
        yield from _paint_seats(board, self.spare, after, lay, Lit())
        self.ready = (_ready_key(board, len(board.match.actions) + 1), action)

    def _take_ready(self, board: DoodleView) -> bool:
        """Whether the picture painted ahead shows this very position, unlit."""
        ready, self.ready = self.ready, None
        actions = board.match.actions
        return not (ready is None or self.spare is None or not actions
                    or actions[-1] is not ready[1]
                    or ready[0] != _ready_key(board, len(actions))
                    or board.draft_layout is not None or board.weapon is not None
                    or board.lit_dice() or board.lit_parts())


class Lit:
    """What a table picture highlights: dice to gather or lose, parts to pick, the weapon
    picked (none in a picture painted ahead)."""

    def __init__(self, dice: set[int] | None = None, parts: set[int] | None = None,
                 weapon: int | None = None) -> None:
        self.dice = dice or set()
        self.parts = parts or set()
        self.weapon = weapon


def _ready_key(board: DoodleView, moves: int) -> tuple:
    return (moves, board.bottom_seat(), board.ctx.size, board.ctx.scale,
            tuple(board.pages.items()))


def _screen_picture(size: tuple[int, int]) -> pygame.Surface:
    return theme.window_format(size)  # made in the window's format: no converted copy


def paint_table(board: DoodleView, surface: pygame.Surface) -> None:
    st: DoodleState = board.match.state  # nothing in this game is hidden
    if board.draft_layout is not None and st.phase is Phase.DRAFT:
        theme.draw_background(surface)
        paint_draft(board, surface, st)
        _draw_track(board, surface, st, board.layout)
    else:
        lit = Lit(board.lit_dice(), board.lit_parts(), board.weapon)
        for _ in _paint_seats(board, surface, st, board.layout, lit):
            pass
    _draw_panel(board, surface)


def _paint_seats(board: DoodleView, surface: pygame.Surface, st: DoodleState,
                 lay: TableLayout, lit: Lit) -> Iterator[None]:
    """The background, every seat area and the track, a step per area and card."""
    theme.draw_background(surface)
    yield
    for area in lay.areas.values():
        yield from _draw_area(board, surface, st, area, lit)
    _draw_track(board, surface, st, lay)


def pool_label(word: str, s: float) -> pygame.Surface:
    """ "Active" or "Reserve" before a pool, in the font the layout left room for."""
    return theme.render_font(pool_label_font(s), word, theme.ACCENT)


def _draw_area(board: DoodleView, surface: pygame.Surface, st: DoodleState,
               area: SeatArea, lit_by: Lit) -> Iterator[None]:
    s = board.ctx.scale
    colour = board.seat_colour(area.seat)
    acting = st.to_move == area.seat
    theme.panel(surface, area.rect, colour=(28, 22, 38), edge=colour if acting else theme.EDGE,
                radius=10, alpha=235)
    head = area.header
    draw_seat_mark(surface, area.seat, (head.x + 12, head.centery), int(20 * s), colour)
    seat = board.match.seats[area.seat]
    who = board.name_of(area.seat) + (f" (AI {seat.level.title()})" if seat.is_ai else "")
    if st.duo:
        who += f"  ·  team {st.team(area.seat) + 1}"
    if st.out[area.seat]:
        who += " - out" + (" (wins with the team)" if st.duo else "")
    name = theme.label(surface, pygame.Rect(head.x + 28, head.y + 2, head.right - head.x - 28,
                                            theme.font(max(16, int(18 * s))).get_linesize()),
                       who, max(16, int(18 * s)), colour, "bold", floor=theme.label_floor(s),
                       align="left")
    sides = sum(d.sides for d in st.reserve(area.seat))
    count = len(st.monsters_of(area.seat))
    monsters = "1 monster" if count == 1 else f"{count} monsters"
    held = len(st.reserve(area.seat))
    dice = "1 die" if held == 1 else f"{held} dice"
    room = head.right - (head.x + 28 + theme.font(name.size, "bold").size(name.text)[0] + 16)
    info_font = theme.font(max(14, int(15 * s)))
    # The longest account that fits beside the name (narrow areas of a crowded table).
    for info in (f"reserve {dice}, {sides} sides  ·  "
                 f"{monsters}{once_per_game(st, area.seat)}",
                 f"reserve {sides} sides  ·  {monsters}",
                 f"{sides} sides  ·  {count} mon.", f"{count} mon."):
        if info_font.size(info)[0] <= room:
            text = theme.render(info, max(14, int(15 * s)), theme.MUTED)
            surface.blit(text, text.get_rect(topright=(head.right, head.y + 4)))
            break
    lit = lit_by.dice
    small = max(14, int(14 * s))
    if area.active or (area.reserve and not area.compact):
        y = next(iter((area.active or area.reserve).values())).centery
        surface.blit(pool_label("Active", s), (area.rect.x + POOL_LABEL_X, y - 9))
    if not area.active and not area.reserve:
        empty = theme.render("No dice left in the pools", small, theme.FAINT, "italic")
        surface.blit(empty, (area.rect.x + 10, head.bottom + 14))
    for die, box in area.active.items():
        draw_die(surface, st.dice[die], box.center, area.die_size, tag=False)
        if die in lit:
            pygame.draw.rect(surface, LIT, box.inflate(4, 4), 2, border_radius=6)
        yield  # (a die painted for the first time is a few sprites' work)
    if area.reserve:
        first = min(b.x for b in area.reserve.values())
        y = next(iter(area.reserve.values())).centery
        label = pool_label("Reserve", s)
        if area.compact:  # a page of the reserve alone: its label where "Active" stands
            surface.blit(label, (area.rect.x + POOL_LABEL_X, y - 9))
        else:
            surface.blit(label, label.get_rect(midright=(first - POOL_LABEL_GAP, y)))
    for die, box in area.reserve.items():
        draw_die(surface, st.dice[die], box.center, area.die_size, tag=False)
        if die in lit:
            pygame.draw.rect(surface, LIT, box.inflate(6, 6), 3, border_radius=8)
        yield
    # Tags and counts last: a neighbour's die or frame drawn after them would cut them off.
    for die, box in [*area.active.items(), *area.reserve.items()]:
        colours = die_colours(st.dice[die])
        if area.die_size >= MARK_MIN_SIZE and colours:
            draw_colour_tag(surface, colours, box)
        count = area.reserve_count.get(die, 1) if die in area.reserve else 1
        if count > 1:
            tag = theme.render(f"x{count}", small, theme.TEXT, "bold")
            badge = tag.get_rect(bottomright=(box.right + 4, box.bottom + 4)).inflate(4, 0)
            pygame.draw.rect(surface, (20, 14, 28), badge, border_radius=6)
            surface.blit(tag, tag.get_rect(center=badge.center))
    if area.more is not None:
        pygame.draw.rect(surface, theme.PANEL_LIGHT, area.more, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, area.more, 2, border_radius=8)
        tag = theme.render(f"+{area.hidden}", small, theme.GOLD, "bold")
        surface.blit(tag, tag.get_rect(center=area.more.center))
    for mid, card in area.cards.items():
        yield
        yield from _outline_strokes(board, st, st.monster(mid))
        _draw_card(board, surface, st, st.monster(mid), card, lit_by)
    if area.avatar is not None:
        draw_avatar_card(surface, st, area.seat, area.avatar, s, colour)


def _outline_strokes(board: DoodleView, st: DoodleState, m: Monster) -> Iterator[None]:
    """Work out the ink of each stroke of ``m``'s drawing not worked out yet, a step per
    window of a stroke (``OutlineCache.steps``): a card drawn for the first time was
    otherwise one step of many strokes, too long for a frame when it is painted ahead
    (``ahead``)."""
    drawing, _anchors = board.art.of(st, m)
    for stroke in drawing["strokes"]:
        yield from OUTLINES.steps(stroke)


def _draw_card(board: DoodleView, surface: pygame.Surface, st: DoodleState, m: Monster,
               card: CardBox, lit_by: Lit) -> None:
    s = board.ctx.scale
    acting = st.turn == m.id
    edge = LIT if acting else board.seat_colour(m.owner)
    ink = (40, 30, 50)
    if m.role:  # a stratagem or fortress: a stone card with a plaque
        structure_cards.draw_frame(surface, card, LIT if acting else None, edge)
        ink = structure_cards.name_colour()
    else:
        pygame.draw.rect(surface, (244, 238, 222), card.rect, border_radius=8)
        pygame.draw.rect(surface, edge, card.rect, 3 if acting else 2, border_radius=8)
    theme.text_box(surface, card.name, m.name, name_px(s), ink, "bold",
                   floor=theme.label_floor(s), max_lines=2, align="center", valign="middle")
    drawing, anchors = board.art.of(st, m)
    drawn = _square(card.sketch)
    draw_sketch(surface, drawing, drawn, paper=False)
    if m.role:
        structure_cards.draw_details(surface, st, m, card, s)
    elif st.structures:
        structure_cards.draw_badges(surface, st, m, card, s)
    for p in m.parts:
        point = to_screen(anchors.get(p.die, (500, 500)), drawn)
        kind_colour = KIND_COLOURS.get(p.kind, (90, 90, 90))
        pygame.draw.circle(surface, kind_colour, point, max(5, int(6 * s)))
        pygame.draw.circle(surface, (255, 255, 255), point, max(5, int(6 * s)), 1)
    lit = lit_by.parts
    picked = lit_by.weapon
    attack = st.attack
    font_px = max(14, int(14 * s))
    for p in m.parts:
        row = card.rows[p.die]
        life = st.sides(p.die) - p.damage
        kind = SHORT_NAMES.get(p.kind, p.kind[:1].upper())
        sides = st.sides(p.die)
        bold = theme.font(font_px, "bold")
        # The longest that fits a narrow card (a crowded table): the die kind is its life's
        # most, so "C 12/12" says what "C d12 12/12" does.
        choices = (f"d{sides} {life}/{sides}", f"{life}/{sides}", f"{life}") if m.role else (
            f"{kind} d{sides} {life}/{sides}", f"{kind} {life}/{sides}", f"{kind} {life}")
        text = next((t for t in choices if bold.size(t)[0] <= row.width - 4), choices[-1])
        if bold.size(text)[0] > row.width - 4:
            layout_log.record_cut(text)  # even the shortest runs past its card
        marks = part_marks(st, m, p)
        faded = st.disabled(p.die)
        if p.die in lit:
            pygame.draw.rect(surface, (214, 250, 214), row, border_radius=4)
            pygame.draw.rect(surface, (40, 150, 60), row, 2, border_radius=4)
        if picked == p.die or (attack is not None and p.die in (attack.weapon, attack.target)):
            pygame.draw.rect(surface, (255, 236, 170), row, border_radius=4)
            pygame.draw.rect(surface, (210, 140, 20), row, 2, border_radius=4)
        ink = (150, 146, 150) if faded else KIND_COLOURS.get(p.kind, (60, 60, 60))
        surface.blit(theme.render(text, font_px, ink, "bold"), (row.x + 3, row.y + 1))
        if marks:
            tag = theme.render(marks, font_px, (110, 100, 110), "italic")
            if row.x + 3 + bold.size(text)[0] + 6 + tag.get_width() <= row.right:
                surface.blit(tag, tag.get_rect(topright=(row.right - 2, row.y + 1)))
        if p.damage and life > 0:
            bar = pygame.Rect(row.x + 2, row.bottom - 3, row.width - 4, 2)
            pygame.draw.rect(surface, (220, 200, 200), bar)
            pygame.draw.rect(surface, (200, 60, 50),
                             (bar.x, bar.y, int(bar.width * life / sides), 2))
    if st.burrowed(m) or m.banished:
        word, ink = ("banished", (110, 60, 150)) if m.banished else ("burrowed", (128, 84, 44))
        tag = theme.render(word, font_px, ink, "italic")
        surface.blit(tag, tag.get_rect(topright=(card.rect.right - 4, card.sketch.y + 2)))
    if m.banished:  # out of reach: the drawing is veiled until the next sketching phase
        veil = pygame.Surface(card.sketch.size, pygame.SRCALPHA)
        veil.fill((120, 80, 170, 70))
        surface.blit(veil, card.sketch.topleft)


def once_per_game(st: DoodleState, seat: int) -> str:
    """"  ·  big roll ready  ·  d3 used": the strange-dice uses a seat still has, when it owns
    such a die (nothing in a game without the rule)."""
    if not st.strange:
        return ""
    owned = [d for d in st.dice if d.owner == seat and d.place != REMOVED]
    out = ""
    if any(d.size == BIG for d in owned) or st.declared[seat]:
        out += "  ·  big roll " + ("used" if st.declared[seat] else "ready")
    if any(d.sides == D3 for d in owned) or st.banish_used[seat]:
        out += "  ·  d3 " + ("used" if st.banish_used[seat] else "ready")
    return out


SKETCH_STEP = 1.045
"""Drawings are painted at sides in steps of this ratio (a few pixels under their room at
most: two on a small card, eight on a large one). Why: a monster arriving narrows every card
by a pixel or two, and a drawing painted at a new size is painted cold, stroke by stroke; in
steps, most such changes keep every card's painted drawing."""
SKETCH_SIDES = tuple(sorted({round(12 * SKETCH_STEP ** k) for k in range(120)}))


def _square(rect: pygame.Rect) -> pygame.Rect:
    """The square a card's drawing is painted in: centred in its room, its side in steps."""
    side = min(rect.width, rect.height)
    side = SKETCH_SIDES[max(0, bisect_right(SKETCH_SIDES, side) - 1)] if side >= 12 else side
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    return box


def _draw_track(board: DoodleView, surface: pygame.Surface, st: DoodleState,
                lay: TableLayout) -> None:
    s = board.ctx.scale
    track = lay.track
    theme.panel(surface, track, colour=(24, 18, 32), edge=theme.EDGE, radius=8, alpha=235)
    phase = {"gather": "Gather", "sketch": "Sketching", "combat": "Combat", "castle": "Castle",
             "initiative": "Initiative", "forces": "Forces", "over": "Game over",
             "draft": "Draft", "avatars": "Avatars"}
    head = f"Round {st.round} · {phase.get(st.phase.value, st.phase.value)}"
    if st.phase is Phase.DRAFT:
        head = "Before round 1 · Draft"
    surface.blit(theme.render(head, max(14, int(16 * s)), theme.GOLD, "bold"),
                 (track.x + 10, track.centery - 10))
    for i, (mid, chip) in enumerate(lay.track_chips.items()):
        m = st.find_monster(mid)
        if m is None:
            continue
        current = mid == st.turn
        colour = board.seat_colour(m.owner)
        pygame.draw.rect(surface, (60, 48, 70) if current else (36, 28, 46), chip,
                         border_radius=6)
        pygame.draw.rect(surface, LIT if current else colour, chip, 2, border_radius=6)
        draw_seat_mark(surface, m.owner, (chip.x + 10, chip.centery), int(12 * s), colour)
        theme.label(surface, pygame.Rect(chip.x + 20, chip.y, chip.width - 24, chip.height),
                    f"{i + 1}. {m.name}", max(14, int(14 * s)), theme.TEXT, "bold",
                    floor=theme.label_floor(s), align="left")


def _draw_panel(board: DoodleView, surface: pygame.Surface) -> None:
    s = board.ctx.scale
    box = board.panel_rect
    theme.panel(surface, box, colour=(30, 23, 40), edge=theme.EDGE, radius=10, alpha=240)
    x = box.x + 12
    title_font, body_font = _panel_fonts(s)
    colour = board.seat_colour(board.decider) if board.decider is not None else theme.GOLD
    title, lines = panel_text(board)
    y = box.y + 10
    for line in title:
        surface.blit(theme.render_font(title_font, line, colour), (x, y))
        y += title_font.get_linesize()
    y += 4
    for line in lines:
        surface.blit(theme.render_font(body_font, line, theme.TEXT), (x, y))
        y += body_font.get_linesize()
    board.log_box.draw(surface, board.log_rect, s, (board.match.version, board.viewer()),
                       board.log_entries)


def _panel_fonts(s: float) -> tuple[pygame.font.Font, pygame.font.Font]:
    return theme.font(max(16, int(19 * s)), "bold"), theme.font(max(14, int(15 * s)))


def panel_text(board: DoodleView) -> tuple[list[str], list[str]]:
    """The side panel's title and text lines as drawn: the text takes the room above the
    buttons (which stay put), each text whole if all fit, else three lines each."""
    s = board.ctx.scale
    box = board.panel_rect
    d = board.current_decision()
    width = box.width - 24
    title_font, body_font = _panel_fonts(s)
    title = theme.wrap(d.title if d is not None else board.status_title(), title_font,
                       width)[:3]
    y = box.y + 10 + len(title) * title_font.get_linesize() + 4
    room = box.y + int(PANEL_OPTIONS_TOP * s) - 4 if d is not None and d.options \
        else board.log_rect.top - 6
    fits = max(0, (room - y) // body_font.get_linesize())
    texts = [theme.wrap(text, body_font, width)
             for text in (d.lines if d is not None else board.idle_lines())]
    if sum(map(len, texts)) > fits:  # too much: each text gets three lines, as it did
        texts = [_cut(wrapped, 3, body_font, width) for wrapped in texts]
    return title, _cut([line for wrapped in texts for line in wrapped], fits, body_font, width)


def _cut(lines: list[str], most: int, fnt: pygame.font.Font, width: int) -> list[str]:
    """At most ``most`` lines; never a silent cut: the last one kept then ends in an ellipsis
    (the whole text is in the log, the cards and the rules page)."""
    if len(lines) <= most:
        return lines
    kept = lines[:most]
    if kept:
        kept[-1] = theme.fit(kept[-1] + " \u2026", fnt, width)
    return kept


def draw_clock(surface: pygame.Surface, panel: pygame.Rect, left: float, s: float) -> None:
    """The sketching clock at the foot of the side panel (drawn every frame: it counts)."""
    whole = max(0, int(left + 0.999))
    urgent = left <= URGENT_SECONDS
    words = theme.render(f"Time left to sketch {whole // 60}:{whole % 60:02d}",
                         max(15, int(17 * s)), (255, 255, 255) if urgent else theme.GOLD, "bold")
    pill = words.get_rect(midbottom=(panel.centerx, panel.bottom - int(10 * s)))
    pill = pill.inflate(int(20 * s), int(8 * s))
    pygame.draw.rect(surface, theme.BAD if urgent else (40, 34, 52), pill,
                     border_radius=pill.height // 2)
    pygame.draw.rect(surface, theme.GOLD, pill, 2, border_radius=pill.height // 2)
    surface.blit(words, words.get_rect(center=pill.center))
