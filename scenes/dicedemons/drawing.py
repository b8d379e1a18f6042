"""Painting one frame of the Dice Demons board scene (``draw`` never changes the game).

Order: the cached board picture (live bridges while they turn), highlights of what can be
clicked, pieces, bridge-turn arrows, the side panel; over that kept picture the rings where
something landed or the next fight is (``draw_rings``: they move every frame), then the tray
with its caption or the fight card, the banner and the hover tooltip. Everything with text is
cached per position, so a quiet frame is a handful of blits.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

import scenes.dicedemons.texts as texts
import scenes.layout_log as layout_log
import scenes.theme as theme
from engine.core import CHANCE
from engine.dicedemons import MAX_DICE, Phase, is_monster
from engine.dicedemons.model import MONSTER_DICE
from engine.dicedemons.state import DiceDemonsState
from scenes.board.parts import Part
from scenes.dicedemons.animation import Key
from scenes.dicedemons.controls import DRIVE, KIND_COLOURS, STEP, Handle
from scenes.dicedemons.painter import (
    bridge_bounds,
    highlight,
    paint_bridge,
    paint_wall,
    wall_bounds,
)
from scenes.dicedemons.pieces import (
    MONSTER_COLOUR,
    draw_centred,
    hunter_sprite,
    monster_sprite,
    pickup_sprite,
    seat_colour,
)
from scenes.surface_cache import MB, SurfaceCache
from scenes.widgets import draw_tooltip

if TYPE_CHECKING:
    from scenes.dicedemons.view import DiceDemonsView

_cache: SurfaceCache[pygame.Surface] = SurfaceCache(16 * MB, "Dice Demons board art")


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    return _cache.get_or_make(key, make)


def party_space(st: DiceDemonsState, party: int) -> int | None:
    if is_monster(party):
        try:
            return st.monster(party).space
        except KeyError:
            return None
    space = st.players[party].space
    return space if space >= 0 else None


def draw_board(board: DiceDemonsView, surface: pygame.Surface) -> None:
    """The board in parts (``board_parts``) over the still board: over the board's kept
    picture only the parts whose look changed are painted again (``scenes.board.parts``),
    so a piece gliding or a bridge turning paints where it was and where it is, not the
    whole board."""
    size = surface.get_size()
    still = board.painter.static(size, board.layout)

    def backdrop(target: pygame.Surface, area: pygame.Rect | None) -> None:
        if area is None:
            target.blit(still, (0, 0))
        else:
            target.blit(still, area.topleft, area)

    whole = (board.layouts, size, board.ctx.scale, theme.text_scale(),
             board.painter.static_key())
    board.parts.paint(board.kept, surface, whole, backdrop, board_parts(board))


def board_parts(board: DiceDemonsView) -> list[Part]:
    """The board's picture over the still board, in the order a whole paint draws it: the
    bridges (where they are shown while they turn), the walls, what may be clicked, the
    pieces, their name tags, the bridge arrows, the odds of the fight to come, the panel.
    Each part is keyed by everything its pixels depend on besides the layout."""
    st = board.state
    layout = board.layout
    ring = layout.board_rect()
    offsets = board.motion.offsets() if board.motion.turning else st.offsets
    parts: list[Part] = []
    for ids in st.geo.bridges:
        for bridge in ids:
            parts.append(Part(("bridge", bridge),
                              bridge_bounds(layout, bridge, offsets).clip(ring),
                              st.geo.angles(bridge, offsets),
                              lambda s, b=bridge: paint_bridge(s, layout, b, offsets)))
    for space, owner in enumerate(st.walls):
        if owner >= 0:
            parts.append(Part(("wall", space), wall_bounds(layout, space).clip(ring), owner,
                              lambda s, w=space, o=owner: paint_wall(s, layout, w, o)))
    parts += _highlight_parts(board)
    parts += _piece_parts(board)
    parts += _handle_parts(board)
    if not board.driver.rolling and st.to_move == CHANCE and not st.tasks \
            and st.next_fight() is not None:  # the odds, before the throw
        box = caption_rect(board)
        if box is not None:
            parts.append(Part("caption", box, (board.match.version, tuple(box)),
                              lambda s: draw_caption(board, s, layout.tray.top - 6)))
    panel = board.side_panel()
    panel.sync()
    parts.append(Part("panel", pygame.Rect(panel.rect), panel.picture_key(), panel.draw))
    return parts


# -------------------------------------------------------------------- highlights and rings
def hovered_space(board: DiceDemonsView) -> int | None:
    return board.layout.space_at(board.mouse, board.state.offsets)


def _highlight_parts(board: DiceDemonsView) -> list[Part]:
    if not board.human_to_move():
        return []
    ch = board.choices()
    hints = board.ctx.settings.move_hints
    offsets = board.motion.offsets()
    hover = hovered_space(board)
    parts = []
    for space, (_, kind) in ch.spaces.items():
        strong = space == hover
        if kind == STEP and not hints and not strong:
            continue
        sprite, at = highlight(board.layout, space, offsets, KIND_COLOURS[kind], strong)
        parts.append(Part(("highlight", space), pygame.Rect(at, sprite.get_size()),
                          (offsets, KIND_COLOURS[kind], strong, at),
                          lambda s, p=sprite, a=at: s.blit(p, a)))
    return parts


def draw_rings(board: DiceDemonsView, surface: pygame.Surface) -> None:
    """The rings that move every frame, over the board's kept picture and its pieces: the
    next fight's, beating, and those spreading where something landed."""
    _draw_fight_ring(board, surface)
    _draw_pulses(board, surface)


def _ring(surface: pygame.Surface, centre, radius: float, colour, width: int) -> None:
    pygame.draw.circle(surface, colour, (int(centre[0]), int(centre[1])), int(radius), width)


def fight_ring_space(board: DiceDemonsView) -> int | None:
    """The space of the fight coming next, where a ring beats until it is fought."""
    st = board.state
    if st.phase is not Phase.COMBAT or st.tasks:
        return None
    fight = st.next_fight()
    return party_space(st, fight[1]) if fight else None


def _draw_fight_ring(board: DiceDemonsView, surface: pygame.Surface) -> None:
    st = board.state
    space = fight_ring_space(board)
    if space is None:
        return
    angle, radius = st.piece_centre(space)
    centre = board.layout.to_screen(angle, radius)
    still = board.ctx.settings.reduced_motion
    pulse = 0.5 if still else 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 160)
    size = board.layout.token(space) * (0.95 + 0.15 * pulse)
    _ring(surface, centre, size, theme.BAD, max(2, int(3 * board.ctx.scale)))


def _draw_pulses(board: DiceDemonsView, surface: pygame.Surface) -> None:
    from scenes.dicedemons.animation import PULSE_TIME

    for space, colour, left in board.motion.pulses:
        t = 1 - left / PULSE_TIME
        angle, radius = board.state.piece_centre(space)
        centre = board.layout.to_screen(angle, radius)
        base = board.layout.token(space)
        for k in range(2):
            f = (t * 1.6 - k * 0.35)
            if 0 < f < 1:
                _ring(surface, centre, base * (0.5 + f * 0.9), colour,
                      max(1, int(4 * (1 - f) * board.ctx.scale) + 1))


# -------------------------------------------------------------------- pieces
def _piece_parts(board: DiceDemonsView) -> list[Part]:
    """Every piece (lowest on the screen drawn last within its kind), then the hunters'
    name tags, which keep off the pieces and the tags placed before them."""
    st = board.state
    motion = board.motion
    ch = board.choices()
    lit_monsters = set(ch.drivable) if (board.ctx.settings.move_hints
                                        or board.focus == "monster") else set()
    turn_seat = st.turn if not st.is_over else -1
    logged = not motion.moving
    order = sorted(motion.pos.items(), key=lambda kv: (kv[0][0], kv[1][1]))
    taken: list[pygame.Rect] = []  # where each piece was drawn: name tags keep off them
    parts: list[Part] = []
    for key, pos in order:
        size = int(board.sizes.get(key, 20) * motion.growth(key))
        kind, ident = key
        token = pygame.Rect(0, 0, size, size)
        token.center = (int(pos[0]), int(pos[1]))
        if kind == "d":
            token.inflate_ip(-int(size * 0.38), -int(size * 0.38))
            look: tuple = ("d", max(11, int(size * 0.62)))
        elif kind == "m":
            try:
                space = st.monster(ident).space
            except KeyError:
                continue
            ring = "drive" if space == board.driving else "lit" if space in lit_monsters \
                else ""
            look = ("m", size, ring, space == board.driving)
        else:
            p = st.players[ident]
            look = ("p", size, ident == turn_seat, p.dice, p.trinket)
        centre = (int(pos[0]), int(pos[1]))
        parts.append(Part(("piece", key), _piece_reach(centre, size),
                          (look, centre, token.topleft, logged),
                          lambda s, k=key, lk=look, at=pos, t=token:
                          _draw_piece(board, s, k, lk, at, t, logged)))
        taken.append(token)
    return parts + _tag_parts(board, taken, logged)


def _piece_reach(centre: tuple[int, int], size: int) -> pygame.Rect:
    """Everything drawing a piece of ``size`` at ``centre`` may touch: its sprite and the
    ring round it."""
    side = int(size * 1.6) + 16
    rect = pygame.Rect(0, 0, side, side)
    rect.center = centre
    return rect


def _draw_piece(board: DiceDemonsView, surface: pygame.Surface, key: Key, look: tuple,
                pos: tuple[float, float], token: pygame.Rect, logged: bool) -> None:
    kind, ident = key
    if kind == "d":
        draw_centred(surface, pickup_sprite(look[1]), pos)
    elif kind == "m":
        _, size, ring, driven = look
        if ring == "drive":
            _ring(surface, pos, size * 0.62, KIND_COLOURS[DRIVE], 3)
        elif ring == "lit":
            _ring(surface, pos, size * 0.6, (150, 80, 130), 2)
        draw_centred(surface, monster_sprite(size, lit=driven), pos)
    else:
        _, size, turn, dice, trinket = look
        if turn:
            _ring(surface, pos, size * 0.66, theme.GOLD, max(2, int(3 * board.ctx.scale)))
        draw_centred(surface, hunter_sprite(ident, size, dice, trinket), pos)
    if logged:
        layout_log.place("a piece on the island board", token, layer="pieces")


def _tag_parts(board: DiceDemonsView, taken: list[pygame.Rect], logged: bool) -> list[Part]:
    """Each hunter's name on a small dark tag under it (on top of everything else); where
    that would cover another piece or tag (several pieces on one island wedge), above it,
    else beside it."""
    size_px = max(12, int(14 * board.ctx.scale))
    widest = int(96 * board.ctx.scale)  # a long typed name must not cover the next spaces
    taken = list(taken)
    parts: list[Part] = []
    for key, pos in board.motion.pos.items():
        if key[0] != "p":
            continue
        name = texts.name_of(board.match, key[1])
        tag = _cached(("tag", name, key[1], size_px, widest), lambda n=name, seat=key[1]:
                      _tag(n, seat, size_px, widest))
        size = board.sizes.get(key, 20)
        x, y, reach = int(pos[0]), int(pos[1]), int(size * 0.62)
        spots = [tag.get_rect(midtop=(x, y + reach)), tag.get_rect(midbottom=(x, y - reach)),
                 tag.get_rect(midleft=(x + reach, y)), tag.get_rect(midright=(x - reach, y))]
        box = next((b for b in spots if b.collidelist(taken) < 0), spots[0])
        taken.append(box)
        parts.append(Part(("tag", key[1]), pygame.Rect(box), (name, box.topleft, logged),
                          lambda s, t=tag, b=box, n=name: _draw_tag(s, t, b, n, logged)))
    return parts


def _draw_tag(surface: pygame.Surface, tag: pygame.Surface, box: pygame.Rect, name: str,
              logged: bool) -> None:
    surface.blit(tag, box)
    if logged:
        layout_log.place(f"{name}'s name tag", box, layer="pieces")


def _tag(name: str, seat: int, size: int, widest: int) -> pygame.Surface:
    """The name plate; names wider than ``widest`` are cut with an ellipsis (the panel and
    the tooltip show them whole)."""
    label = theme.render(name, size, theme.TEXT, "bold")
    cut = name
    while label.get_width() > widest and len(cut) > 3:
        cut = cut[:-1].rstrip()
        label = theme.render(cut + "…", size, theme.TEXT, "bold")
    plate = pygame.Surface((label.get_width() + 10, label.get_height() + 2), pygame.SRCALPHA)
    pygame.draw.rect(plate, (16, 10, 20, 200), plate.get_rect(), border_radius=6)
    pygame.draw.rect(plate, (*seat_colour(seat), 255), plate.get_rect(), 1, border_radius=6)
    plate.blit(label, (5, 1))
    return plate


def _handle_parts(board: DiceDemonsView) -> list[Part]:
    """The bridge arrows, and where the bridges would go under the one hovered."""
    parts: list[Part] = []
    strong = board.focus == "bridge"
    for index, handle in enumerate(board.handles()):
        hovered = handle.hit(board.mouse)
        if hovered and handle.legal:
            ghosts = _ghost_outlines(board, handle)
            bounds = _around([point for points in ghosts for point in points])
            parts.append(Part(("ghost", index), bounds, tuple(map(tuple, ghosts)),
                              lambda s, g=ghosts: _draw_ghosts(s, g)))
        lit = (hovered or strong) and handle.legal
        sprite = _cached(("handle", int(handle.radius), handle.action.direction, lit,
                          handle.legal), lambda h=handle, s=lit:
                         _handle_sprite(int(h.radius), h.action.direction, s, h.legal))
        box = sprite.get_rect(center=(int(handle.centre[0]), int(handle.centre[1])))
        parts.append(Part(("handle", index), box, (id(sprite), sprite.get_size(), box.topleft),
                          lambda s, p=sprite, b=box: s.blit(p, b)))
    return parts


def _around(points: list[tuple[int, int]]) -> pygame.Rect:
    """A rectangle holding outlines through ``points`` drawn 2 pixels wide."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    if not points:
        return pygame.Rect(0, 0, 0, 0)
    return pygame.Rect(min(xs) - 3, min(ys) - 3, max(xs) - min(xs) + 7, max(ys) - min(ys) + 7)


def _handle_sprite(radius: int, direction: int, strong: bool,
                   legal: bool = True) -> pygame.Surface:
    """A round button with a curved arrow pointing the way the bridges will swing."""
    size = radius * 2 + 4
    sprite = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(sprite, (30, 22, 40), (c, c), radius)
    edge = theme.GOLD if strong else theme.ACCENT if legal else theme.FAINT
    pygame.draw.circle(sprite, edge, (c, c), radius, 2)
    r = radius * 0.55
    ink = theme.GOLD if strong else theme.TEXT if legal else theme.FAINT
    start, end = (math.radians(-40), math.radians(200))
    steps = 12
    points = [(c + r * math.cos(start + (end - start) * k / steps),
               c - r * math.sin(start + (end - start) * k / steps)) for k in range(steps + 1)]
    if direction == 1:  # clockwise: arrow head at the start end, pointing down-right
        points.reverse()
    pygame.draw.lines(sprite, ink, False, points, max(2, radius // 6))
    tip = points[-1]
    prev = points[-3]
    dx, dy = tip[0] - prev[0], tip[1] - prev[1]
    length = math.hypot(dx, dy) or 1
    ux, uy = dx / length, dy / length
    head = radius * 0.42
    left = (tip[0] - ux * head - uy * head * 0.7, tip[1] - uy * head + ux * head * 0.7)
    right = (tip[0] - ux * head + uy * head * 0.7, tip[1] - uy * head - ux * head * 0.7)
    pygame.draw.polygon(sprite, ink, [(tip[0] + ux * 2, tip[1] + uy * 2), left, right])
    return sprite


def _ghost_outlines(board: DiceDemonsView, handle: Handle) -> list[list[tuple[int, int]]]:
    """Where this moat's bridges would be after the turn, as outlines."""
    st = board.state
    ring = handle.action.ring
    offsets = list(st.offsets)
    offsets[ring - 1] += handle.action.direction
    return [[(int(x), int(y)) for x, y in board.layout.space_outline(bridge, tuple(offsets),
                                                                     inset=2)]
            for bridge in st.geo.bridges[ring - 1]]


def _draw_ghosts(surface: pygame.Surface, outlines: list[list[tuple[int, int]]]) -> None:
    for points in outlines:
        pygame.draw.polygon(surface, theme.GOLD, points, 2)


# -------------------------------------------------------------------- captions and banners
def caption_rect(board: DiceDemonsView) -> pygame.Rect | None:
    """Where the roll's caption goes above the tray (None: no roll is due)."""
    if board.state.to_move != CHANCE:
        return None
    box = _caption_picture(board).get_rect(midbottom=(board.layout.tray.centerx,
                                                      board.layout.tray.top - 6))
    box.top = max(box.top, 2)
    return box


def _caption_picture(board: DiceDemonsView, version: int | None = None) -> pygame.Surface:
    """The roll's caption for the match at ``version`` (``None``: now), of ``board.state``."""
    width = board.layout.tray.width
    key = ("caption", board.match.version if version is None else version, width,
           board.ctx.scale)
    return _cached(key, lambda: _caption(board, width))


def caption_ahead(board: DiceDemonsView) -> None:
    """Render the caption of the throw ``board.state`` (the position the move on its way
    brings, previewed) waits for, as the match will be once that move lands: its words and
    odds were milliseconds of the frame the throw started on."""
    _caption_picture(board, board.match.version + 1)


def draw_caption(board: DiceDemonsView, surface: pygame.Surface, bottom: int) -> None:
    st = board.state
    if st.to_move != CHANCE:
        return
    caption = _caption_picture(board)
    box = caption.get_rect(midbottom=(board.layout.tray.centerx, bottom))
    box.top = max(box.top, 2)
    surface.blit(caption, box)
    layout_log.place("the roll's caption above the tray", box)


def _caption(board: DiceDemonsView, width: int) -> pygame.Surface:
    """The roll's reason, and for a fight both sides' dice and chances as bars."""
    st = board.state
    s = board.ctx.scale
    fnt = theme.font(int(19 * s), "bold")
    reason = texts.sentence(texts.named(board.match, st.roll_request().reason))
    reason_box = theme.fit_box(reason, width - 60, 2 * fnt.get_linesize(), int(19 * s), "bold",
                               floor=theme.label_floor(s))
    words = theme.picture(reason_box, theme.GOLD, "bold", "center")
    fight = st.next_fight() if not st.tasks else None
    odds = st.fight_odds() if fight else None
    bar_h = int(26 * s)
    inner_w = max(words.get_width(), int(360 * s) if odds else 0)
    height = words.get_height() + 12 + (bar_h + int(30 * s) if odds else 0)
    caption = pygame.Surface((inner_w + 28, height), pygame.SRCALPHA)
    theme.panel(caption, caption.get_rect(), alpha=240, radius=10,
                edge=theme.BAD if odds else theme.EDGE)
    caption.blit(words, words.get_rect(midtop=(caption.get_width() // 2, 6)))
    if fight and odds:
        y = 8 + words.get_height() + int(4 * s)
        bar = pygame.Rect(14, y, inner_w, bar_h)
        split = int(bar.width * odds[0])
        colours = [MONSTER_COLOUR if is_monster(p) else seat_colour(p) for p in fight]
        pygame.draw.rect(caption, colours[0], (bar.x, bar.y, split, bar.height),
                         border_top_left_radius=6, border_bottom_left_radius=6)
        pygame.draw.rect(caption, colours[1], (bar.x + split, bar.y, bar.width - split,
                                               bar.height),
                         border_top_right_radius=6, border_bottom_right_radius=6)
        pygame.draw.rect(caption, theme.TEXT, bar, 1, border_radius=6)
        small = theme.font(int(15 * s), "bold")
        for index, (party, p) in enumerate(zip(fight, odds, strict=True)):
            dice = MONSTER_DICE if is_monster(party) else st.party_dice(party)
            who = texts.party(board.match, party).capitalize()
            text = theme.render_font(small, f"{who}: {texts.percent(p)} ({dice} "
                                f"{'die' if dice == 1 else 'dice'})", theme.TEXT)
            spot = (bar.x + 4, bar.bottom + 4) if index == 0 else \
                (bar.right - 4 - text.get_width(), bar.bottom + 4)
            caption.blit(text, spot)
    return caption


# -------------------------------------------------------------------- hover help
def draw_hover(board: DiceDemonsView, surface: pygame.Surface) -> None:
    if not board.layout.board_rect().collidepoint(board.mouse):
        return
    piece = board.piece_at(board.mouse)
    space = hovered_space(board)
    handle = next((h for h in board.handles() if h.hit(board.mouse)), None)
    key = (board.match.version, piece, space, handle.action if handle else None,
           board.driving, board.human_to_move())
    if key != board.hover_cache[0]:
        board.hover_cache = (key, hover_text(board, piece, space, handle))
    text = board.hover_cache[1]
    if text:
        draw_tooltip(surface, text, board.mouse, width=int(340 * board.ctx.scale))


def hover_text(board: DiceDemonsView, piece: Key | None, space: int | None,
               handle: Handle | None) -> str:
    """What the thing under the mouse is, and the odds of a fight there."""
    st = board.state
    match = board.match
    me = st.turn
    human = board.human_to_move()
    if handle is not None:
        way = "clockwise" if handle.action.direction == 1 else "anticlockwise"
        text = f"Swing every bridge of moat {handle.action.ring} one space {way}."
        if not handle.legal:
            text += f" Not now: {board.why_not(handle.action)}"
        return text
    ch = board.choices()
    lit_step = human and space in ch.spaces and ch.spaces[space][1] == STEP
    if piece is not None and not (lit_step and piece[0] in ("m", "p") and piece != ("p", me)):
        kind, ident = piece
        if kind == "d":
            return "A loose die: walk onto it to pick it up (you can hold three)."
        if kind == "m":
            text = f"A monster. It fights with {MONSTER_DICE} dice; beat it for a trinket."
            if not st.players[me].out and not st.is_over:
                odds = st.matchup(me, ident)
                text += f" {texts.name_of(match, me)} attacking it would win " \
                        f"{texts.percent(odds[0])}."
            if human and st.monster(ident).space in board.choices().drivable:
                text += " Click it to drive it; to walk onto its space, click beside it."
            return text
        p = st.players[ident]
        text = f"{texts.name_of(match, ident)}: {texts.hunter_summary(st, ident)}."
        if ident != me and not p.out and not st.players[me].out and not st.is_over:
            odds = st.matchup(me, ident)
            text += f" {texts.name_of(match, me)} attacking would win {texts.percent(odds[0])}."
        return text
    if space is None:
        return ""
    if human and space in ch.spaces and ch.spaces[space][1] == DRIVE:
        prey = [s for s in st.players_at(space)]
        if prey:
            who = texts.name_of(match, prey[0])
            return (f"Driving the monster here starts a fight with {who} at the end of "
                    "the turn.")
    if human and space in ch.spaces and ch.spaces[space][1] == STEP:
        foes = [m for m in st.monsters_at(space)] + [s for s in st.players_at(space) if s != me]
        if not foes:
            return ""
        odds = st.matchup(me, foes[0])
        who = "a monster" if is_monster(foes[0]) else texts.name_of(match, foes[0])
        return (f"Ending your movement here means a fight with {who}: you would win "
                f"{texts.percent(odds[0])}.")
    sp = st.geo.spaces[space]
    owner = st.wall_owner(space)
    if owner is not None:
        return f"{texts.name_of(match, owner)}'s wall: only they may enter."
    if sp.marked:
        return "Marked space: a wall may be built here."
    if st.geo.kinds[space] == "island":
        need = f"a trinket and {MAX_DICE} dice"
        return f"The centre island: come back here with {need} to win."
    return ""
