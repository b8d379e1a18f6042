"""What the board foundation paints over a game's board: the dice tray (and the Roll button
while a player's throw is awaited), the move caption or outcome card with the highlight of
what it concerns, and the "who acts now" strip above the control bar."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

import pygame

import scenes.layout_log as layout_log
import scenes.theme as theme
from engine.core import CHANCE, State
from scenes.board.cards import (
    MOVE,
    OUTCOME,
    Card,
    draw_highlight,
    place_in_zones,
    render_card,
    render_card_steps,
)
from scenes.board.marks import draw_seat_mark
from scenes.surface_cache import MB, SurfaceCache

if TYPE_CHECKING:
    from scenes.board.view import BoardView

MIN_CAPTION = 30
"""Below this much room above the tray, the roll caption keeps its size and sits lower."""
CARD_BUDGET = 8 * MB
"""Memory the rendered cards and captions may keep."""

_cards: SurfaceCache[pygame.Surface] = SurfaceCache(CARD_BUDGET, "board cards")


def card_key(card: Card) -> tuple:
    return ("card", card.title, tuple(card.lines), card.footer, card.colour)


def forget_cards() -> None:
    """Drop cached card pictures (the layout or the scale changed)."""
    _cards.clear()


def capital(text: str) -> str:
    """A sentence that starts with a seat's name ("the Devil") starts with a capital."""
    return text[:1].upper() + text[1:]


def draw_roll_caption(board: BoardView, surface: pygame.Surface) -> None:
    """Why the dice are thrown, above the tray."""
    if board.match.state.to_move != CHANCE:
        return
    picture = roll_caption(board, board.match.state)
    tray = board.driver.tray_rect
    box = picture.get_rect(midbottom=(tray.centerx, tray.top - 8))
    box.top = max(box.top, 2)
    surface.blit(picture, box)
    layout_log.place("roll caption", box)


def roll_caption(board: BoardView, state: State) -> pygame.Surface:
    """The picture of why the dice ``state`` waits for are thrown."""
    key, card, width, room = _roll_caption_card(board, state)
    return cached_card(board, key, card, width, room)


def roll_caption_ahead(board: BoardView, state: State) -> Iterator[None]:
    """Render ``roll_caption`` for ``state`` (a position to move to) ahead, a text a step:
    a new reason's words were a few milliseconds of the frame its throw started on."""
    yield from _made_ahead(board, *_roll_caption_card(board, state))


def _roll_caption_card(board: BoardView, state: State
                       ) -> tuple[tuple, Card, int, int | None]:
    """The roll caption's key in the card cache, its card, width and greatest height."""
    reason = board.wording(state.roll_request().reason)
    # Keyed by its words: the same reason thrown again reuses the picture.
    tray = board.driver.tray_rect
    # Between the notice strip and the tray: a larger text size shrinks back to fit there.
    top = theme.notice_strip(board.ctx.size, board.ctx.scale).bottom + 2
    room = tray.top - 8 - top
    return (("roll", reason), Card(reason, [], [], MOVE), tray.width,
            room if room >= MIN_CAPTION else None)


TRAY_BACKING = {"colour": (12, 8, 16), "edge": theme.GOLD, "radius": 18}
"""The translucent panel under the tray: its look but for its alpha (``TRAY_ALPHAS``)."""
TRAY_ALPHAS = (150, 200)
"""The panel's alpha with dice in the air, and with a throw awaited."""


def warm_tray_backing(board: BoardView) -> None:
    """Make both looks of the panel under the tray for its size now (as the layout is made):
    else the frame a game's first throw starts on made it, a tray-sized picture."""
    for alpha in TRAY_ALPHAS:
        theme.panel_shape(board.driver.tray_rect.inflate(16, 16).size, alpha=alpha,
                          **TRAY_BACKING)


def _tray_backing(surface: pygame.Surface, tray: pygame.Rect, alpha: int,
                  floor_over: bool) -> None:
    """The translucent panel under the tray; ``floor_over``: the tray's opaque floor is
    drawn over all of ``tray`` next, so only the panel's rim round it is blitted (blending
    the whole tray-sized panel, hidden but for its rim, was a part of every rolling frame)."""
    box = tray.inflate(16, 16)
    shape = theme.panel_shape(box.size, alpha=alpha, **TRAY_BACKING)
    if not floor_over:
        surface.blit(shape, box.topleft)
        return
    for band in (pygame.Rect(box.x, box.y, box.width, tray.y - box.y),
                 pygame.Rect(box.x, tray.bottom, box.width, box.bottom - tray.bottom),
                 pygame.Rect(box.x, tray.y, tray.x - box.x, tray.height),
                 pygame.Rect(tray.right, tray.y, box.right - tray.right, tray.height)):
        surface.blit(shape, band.topleft, band.move(-box.x, -box.y))


def draw_tray(board: BoardView, surface: pygame.Surface) -> None:
    tray = board.driver.tray_rect
    waiting = board.driver.awaiting_throw()
    if not board.driver.rolling and not waiting:
        return
    dice = board.driver.tray
    _tray_backing(surface, tray, TRAY_ALPHAS[0] if board.driver.rolling else TRAY_ALPHAS[1],
                  dice is not None and (dice.width, dice.height) == tray.size)
    board.driver.draw_tray(surface, board.face_renderer)
    if board.driver.rolling:  # no card or caption may lie over the dice in the air
        layout_log.place("the dice tray", tray)
    board.draw_roll_caption(surface)
    if waiting:
        s = board.ctx.scale
        board.throw_ui.draw(surface)
        seat = board.match.state.roll_request().seat
        who = board.name_of(seat) if seat is not None else ""
        words = capital(f"{who}: press Roll or Space, or drag across the tray to throw")
        top = tray.centery + int(34 * s)
        theme.text_box(surface, pygame.Rect(tray.x + 8, top, tray.w - 16, tray.bottom - top),
                       words, max(14, int(16 * s)), theme.HINT, "bold",
                       floor=theme.label_floor(s), align="center")
        if board.drag_start is not None:
            pygame.draw.line(surface, theme.GOLD, board.drag_start, board.mouse, 3)


class _NotMade(Exception):
    """A card picture that working out a card's width ahead needs (``fits_a_zone`` measures
    the card at its zones' width) is not made: ``card_ahead`` makes it a text a step, then
    asks again."""

    def __init__(self, key: tuple, card: Card, width: int, max_height: int | None) -> None:
        super().__init__(key)
        self.made = (key, card, width, max_height)


_sizing_ahead = False
"""While set (``_width_shown`` for a card ahead), ``cached_card`` raises ``_NotMade`` for a
picture it would render."""


def cached_card(board: BoardView, key: tuple, card: Card, width: int,
                max_height: int | None = None) -> pygame.Surface:
    full = _full_key(board, key, width, max_height)
    if _sizing_ahead and full not in _cards:
        raise _NotMade(key, card, width, max_height)
    return _cards.get_or_make(full, lambda: render_card(card, board.ctx.scale, width, max_height))


def _full_key(board: BoardView, key: tuple, width: int, max_height: int | None) -> tuple:
    """A card's picture in the cache: its words and the size and scale it is rendered at."""
    return (key, width, board.ctx.scale, theme.text_scale(), max_height)


SIZING_TRIES = 3
"""Pictures ``card_ahead`` makes to find a card's width at most (then it is found at once)."""


def card_ahead(board: BoardView, card: Card) -> Iterator[None]:
    """Render ``card`` into the card cache a text a step (``render_card_steps``), at the
    width it will be shown at (as ``card_width`` finds it with ``card`` on show), and
    whatever finding that width measures (a board whose card may go over its log asks
    whether the card fits its free places: ``zones_or_log``), a text a step as well."""
    for _ in range(SIZING_TRIES):
        try:
            width = _width_shown(board, card, ahead=True)
            break
        except _NotMade as missing:
            yield from _made_ahead(board, *missing.made)
    else:
        width = _width_shown(board, card)
    yield from _made_ahead(board, card_key(card), card, width, None)


def card_made(board: BoardView, card: Card) -> bool:
    """Whether ``card``'s picture at the width it will be shown at is in the card cache
    (and every picture finding that width measures)."""
    try:
        width = _width_shown(board, card, ahead=True)
    except _NotMade:
        return False
    return _full_key(board, card_key(card), width, None) in _cards


def _width_shown(board: BoardView, card: Card, ahead: bool = False) -> int:
    """The width ``card`` is shown at (``card_width`` with ``card`` on show); ``ahead``:
    ``_NotMade`` for a picture that finding it would render."""
    global _sizing_ahead
    shown, board.card = board.card, card
    _sizing_ahead = ahead
    try:
        return card_width(board)
    finally:
        board.card = shown
        _sizing_ahead = False


def _made_ahead(board: BoardView, key: tuple, card: Card, width: int,
                max_height: int | None) -> Iterator[None]:
    """``cached_card`` a text a step: nothing when the picture is cached already."""
    full = _full_key(board, key, width, max_height)
    if full in _cards:
        return
    picture = yield from render_card_steps(card, board.ctx.scale, width, max_height)
    _cards.put(full, picture)


def card_rect(board: BoardView) -> pygame.Rect:
    if board.card is None:
        return pygame.Rect(0, 0, 0, 0)
    picture = cached_card(board, card_key(board.card), board.card, card_width(board))
    w, h = picture.get_size()
    # The line under an outcome card saying how to go on is placed with it: it must not
    # cover what the card was kept clear of either.
    below = go_on_height(board, w) + 2 if shows_go_on(board) else 0
    bounds = board.area.inflate(-8, -8)
    box = place_in_zones((w, h + below), board.card.anchor(), board.card_zones(), bounds)
    strip = theme.notice_strip(board.ctx.size, board.ctx.scale)
    if box.colliderect(strip) and strip.bottom + 4 + box.height <= bounds.bottom:
        box.top = strip.bottom + 4  # a tall card (a large text size) stays under the notice
    return pygame.Rect(box.x, box.y, w, h)


def zones_or_log(board: BoardView, zones: list[pygame.Rect],
                 log: pygame.Rect) -> list[pygame.Rect]:
    """``zones`` when the shown card, at the width the foundation gives it, fits one of them;
    else the game log's box, when it is big enough for a card. Why the log: on a crowded
    board in a small window a card too big for every free place would be laid over pieces or
    stats the player must see meanwhile, while the log is read again once the card is gone."""
    if zones and fits_a_zone(board, zones):
        return zones
    if log.width >= int(200 * board.ctx.scale) and log.height >= int(120 * board.ctx.scale):
        return [pygame.Rect(log)]
    return zones


def fits_a_zone(board: BoardView, zones: list[pygame.Rect]) -> bool:
    """Whether the shown card (with its go-on line) fits one of ``zones`` whole; no card
    fits anywhere."""
    card = board.card
    if card is None:
        return True
    width = min(max(z.width for z in zones), int(420 * board.ctx.scale))
    w, h = cached_card(board, card_key(card), card, width).get_size()
    if shows_go_on(board):
        h += go_on_height(board, w) + 2
    return any(z.width >= w and z.height >= h for z in zones)


def shows_go_on(board: BoardView) -> bool:
    return board.card is not None and board.card.kind == OUTCOME and board.human_waiting()


def card_width(board: BoardView) -> int:
    widest = max([z.width for z in board.card_zones()] + [0])
    # A narrow card in a free margin beats a wide one over the board, unless the card has
    # sentences to say (a hint): squeezed into a margin they would be cut off.
    narrowest = int(220 * min(1.0, board.ctx.scale)) \
        if board.card is not None and len(board.card.lines) > 1 else 110
    if widest >= narrowest:
        return min(widest, int(420 * board.ctx.scale))
    return max(220, min(int(360 * board.ctx.scale), board.area.width // 2))


def draw_card(board: BoardView, surface: pygame.Surface) -> None:
    card = board.card
    if card is None:
        return
    for rect in card.anchors:
        draw_highlight(surface, rect, card.colour, board.ctx.scale)
    box = card_rect(board)
    picture = cached_card(board, card_key(card), card, card_width(board))
    surface.blit(picture, box)
    name = "outcome card" if card.kind == OUTCOME else "move caption"
    layout_log.place(name, box)
    layout_log.place(name, box, "focus")  # nor over the keyboard's focus ring
    for rect in merged(card.anchors):  # a card never covers what it is about
        layout_log.place(f"what the {name} is about", rect)
    if shows_go_on(board):
        draw_go_on(board, surface, box)


def place_pieces(board: BoardView, pieces: Iterable[tuple[str, pygame.Rect]],
                 rim: int = 0) -> None:
    """Tell the layout log what a card must never cover (a game's pieces, fields, stats), so
    a card laid over one is recorded. Left out: what the shown card is about (anything one of
    its anchors lies on: it lights those itself), everything while the tray is over the
    board, and a board pictured inside the review (its own canvas, other coordinates). Each
    piece is placed ``rim`` pixels smaller all round: a card's highlight may reach that far
    past the piece it is about, over a neighbour's edge."""
    if not layout_log.enabled() or board.reviewing or board.driver.rolling \
            or board.driver.awaiting_throw():
        return
    about = board.card.anchors if board.card is not None else []
    for what, rect in pieces:
        inner = rect.inflate(-2 * rim, -2 * rim)
        if inner.collidelist(about) < 0:
            layout_log.place(what, inner)


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with those that overlap joined into one (a move's from and to may touch)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        for other in [o for o in out if o.colliderect(rect)]:
            out.remove(other)
            rect.union_ip(other)
        out.append(rect)
    return out


GO_ON = "click or press a key to go on"


def _go_on_px(board: BoardView) -> tuple[int, int]:
    """The go-on line's print size and the smallest it may shrink to."""
    s = board.ctx.scale
    return max(theme.label_floor(s), int(15 * s)), theme.label_floor(s)


def go_on_height(board: BoardView, width: int) -> int:
    """The height of the go-on line under a card ``width`` wide (one or two lines)."""
    px, floor = _go_on_px(board)
    two_lines = 2 * theme.font(px, "italic").get_linesize()
    fitted = theme.fit_box(GO_ON, width - 12, two_lines, px, "italic", floor=floor)
    return fitted.lines * theme.font(fitted.size, "italic").get_linesize() + 6


def draw_go_on(board: BoardView, surface: pygame.Surface, card: pygame.Rect) -> None:
    """Under an outcome card: how to move on, on a dark strip so it reads over the board."""
    px, floor = _go_on_px(board)
    tip = pygame.Rect(card.x, card.bottom + 2, card.width, go_on_height(board, card.width))
    tip.clamp_ip(board.area)
    if tip.colliderect(card):  # no room below the card: above it then
        tip.bottom = card.top - 2
    theme.panel(surface, tip, colour=(20, 14, 28), edge=(20, 14, 28), radius=8, alpha=220)
    theme.text_box(surface, tip.inflate(-12, -4), GO_ON, px, theme.TEXT, "italic", floor=floor,
                   align="center", valign="middle")
    layout_log.place("the outcome card's go-on line", tip)


def draw_answerer(board: BoardView, surface: pygame.Surface) -> None:
    """Who acts now, in their colour and with their mark, just above the control bar: in
    hot-seat games the person at the mouse changes, and a quick answer inside another's
    turn is asked here under the answering player's name."""
    box = board.strip
    if box.width <= 0:
        return
    s = board.ctx.scale
    state = board.match.state
    pygame.draw.rect(surface, (20, 14, 28), box, border_radius=8)
    if state.is_over:
        text, seat = board.status_title(), None
    elif state.to_move == CHANCE:
        seat = state.roll_request().seat
        text = "Dice are rolling" if board.driver.rolling else "Dice to throw"
        if seat is not None and board.driver.awaiting_throw():
            text = f"{board.name_of(seat)} throws the dice"
    else:
        seat = board.match.seat_of_turn()
        owner = state.turn_owner
        if seat is None:
            text = ""
        elif board.match.seats[seat].is_ai:
            text = f"{board.name_of(seat)} (AI) is playing"
        elif owner is not None and owner != seat:
            text = f"{board.name_of(seat)} answers now"
        else:
            text = f"{board.name_of(seat)} to play"
    colour = board.seat_colour(seat) if seat is not None else theme.GOLD
    pygame.draw.rect(surface, colour, box, 2, border_radius=8)
    x = box.x + 10
    if seat is not None:
        mark = int(box.height * 0.62)
        draw_seat_mark(surface, seat, (x + mark // 2, box.centery), mark, colour)
        x += mark + 8
    theme.label(surface, pygame.Rect(x, box.y, box.right - x - 6, box.height), capital(text),
                max(14, int(16 * s)), theme.TEXT, "bold", floor=theme.label_floor(s), align="left")
