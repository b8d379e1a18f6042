"""The fixed parts of a character card, painted once per card size: the header with the name,
the total's box, the ring joining neighbours, the portrait, the six ability plates (name, die
size, link colour and its symbol) and the special abilities.

Why apart from ``board_card``: the card's geometry and its per-frame drawing (dice, totals,
highlights) stay small there; this is the once-only artwork, for either card shape.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

import pygame

import scenes.theme as theme
from engine.deathbydice.model import ABILITIES, RING, SPECIAL_TEXT, WHITE
from game.tray.shading import Colour, darker, lighter, mix
from scenes.deathbydice.portraits import colour_of, portrait

if TYPE_CHECKING:
    from engine.deathbydice.model import Board
    from scenes.deathbydice.card_shapes import Shape


class CardLayout(Protocol):
    """What painting a card reads of its layout (``board_card.BoardCard`` is the one kind):
    kept here so the card's layout can hand itself to its painter without either module
    naming the other."""

    board: Board
    shape: Shape
    scale: float
    body: pygame.Rect
    portrait: pygame.Rect
    total: pygame.Rect
    plates: list[pygame.Rect]
    dice: list[pygame.Rect]
    specials: list[tuple[str, pygame.Rect]]

LINK_COLOURS: dict[str, Colour] = {
    WHITE: (226, 220, 208),
    "red": (218, 64, 60),
    "blue": (70, 126, 226),
    "green": (70, 176, 96),
    "gold": (238, 192, 62),
    "violet": (168, 96, 220),
}
"""How each link colour is painted (bands and symbols)."""
LINK_SYMBOLS: dict[str, str] = {
    "red": "triangle", "blue": "circle", "green": "square", "gold": "star", "violet": "diamond",
}
"""The shape that goes with each link colour, so links never rely on colour alone (white, the
unlinked colour, has none)."""
GREY: Colour = (92, 86, 100)
MIN_TEXT = 12
"""No text on a card is smaller than this, at any card size (and only secondary words, such as
the personality line, come down to it)."""
READ_TEXT = 14
"""Words a player must read (ability names, die sizes) never go below this."""


def paint_static(c: CardLayout) -> pygame.Surface:
    """Everything of ``c`` that does not change during a game."""
    s = c.scale
    shape = c.shape
    board = c.board
    accent = colour_of(board.key)
    card = pygame.Surface(c.body.size, pygame.SRCALPHA)
    local = card.get_rect()
    radius = round(16 * s) if not shape.ring_loop else round(10 * s)
    pygame.draw.rect(card, (*theme.PANEL, 245), local, border_radius=radius)
    head = pygame.Rect(0, 0, local.w, round(shape.header * s))
    band = pygame.Surface(head.size, pygame.SRCALPHA)
    pygame.draw.rect(band, (*darker(accent, 0.35), 255), band.get_rect(),
                     border_top_left_radius=radius, border_top_right_radius=radius)
    card.blit(band, head)
    pygame.draw.rect(card, (*mix(accent, theme.EDGE, 0.4), 255), local,
                     width=max(2, round(2 * s)), border_radius=radius)
    total = c.total.move(-c.body.x, -c.body.y)
    x = round(shape.title_x * s)
    room = total.x - x - round(6 * s)
    name = fitted(board.name, round(shape.title_px * s), "bold", room, theme.TEXT)
    if shape.personality:
        card.blit(name, (x, round(8 * s)))
        _paint_personality(c, card, name.get_height(), room, accent)
    else:
        card.blit(name, name.get_rect(midleft=(x, head.centery)))
    _paint_total_box(c, card, total, accent)
    _paint_ring(c, card, accent)
    frame = c.portrait.move(-c.body.x, -c.body.y)
    pygame.draw.circle(card, (*lighter(accent, 0.25), 255), frame.center,
                       frame.w // 2 + max(2, round(3 * s)))
    art = portrait(board.key, frame.w, board.name).copy()
    mask = pygame.Surface(art.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (frame.w / 2, frame.h / 2), frame.w / 2)
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    card.blit(art, frame)
    for i in range(RING):
        _paint_plate(c, card, i, accent)
    for special, chip in c.specials:
        _paint_special(c, card, special, chip.move(-c.body.x, -c.body.y), accent)
    return card


def _paint_personality(c: CardLayout, card: pygame.Surface, name_h: int, room: int,
                       accent: Colour) -> None:
    """The personality line, wrapped in the header down to the top plate; on a small card it
    shrinks, then ends in an ellipsis (the full line is on the set-up screen)."""
    s = c.scale
    top = round(8 * s) + name_h
    theme.text_box(card, pygame.Rect(round(14 * s), top, room, round(72 * s) - top),
                   c.board.personality, round(14 * s), lighter(accent, 0.7), "italic")


def _paint_total_box(c: CardLayout, card: pygame.Surface, total: pygame.Rect,
                     accent: Colour) -> None:
    s = c.scale
    r = round((10 if not c.shape.ring_loop else 6) * s)
    pygame.draw.rect(card, (*darker(accent, 0.6), 255), total, border_radius=r)
    pygame.draw.rect(card, (*lighter(accent, 0.3), 255), total, width=max(1, round(2 * s)),
                     border_radius=r)
    label = theme.render("total", max(MIN_TEXT, round(12 * s)), lighter(accent, 0.6), "bold")
    if c.shape.ring_loop:  # one line: "total" on the left, the number (drawn per frame) right
        card.blit(label, label.get_rect(midleft=(total.x + round(5 * s), total.centery)))
    else:
        card.blit(label, label.get_rect(midtop=(total.centerx, total.y + round(2 * s))))


def _paint_ring(c: CardLayout, card: pygame.Surface, accent: Colour) -> None:
    """The ring joining neighbours (Luck wraps round to Strength), under the plates."""
    s = c.scale
    colour = (*mix(accent, theme.PANEL, 0.45), 255)
    centres = [p.move(-c.body.x, -c.body.y).center for p in c.plates]
    if c.shape.ring_loop:
        loop = pygame.Rect(centres[5][0], centres[0][1], centres[1][0] - centres[5][0],
                           centres[3][1] - centres[0][1])
        pygame.draw.rect(card, colour, loop, width=max(2, round(4 * s)),
                         border_radius=round(10 * s))
    else:
        pygame.draw.polygon(card, colour, centres, width=max(2, round(5 * s)))


def _paint_special(c: CardLayout, card: pygame.Surface, special: str, chip: pygame.Rect,
                   accent: Colour) -> None:
    """A chip naming a special ability: a lightning bolt (no link colour uses it), then its
    name from the rules' sentence (on a compact card in two short lines if it must)."""
    s = c.scale
    name = SPECIAL_TEXT.get(special, special).split(":")[0]
    r = min(chip.h // 2, round(12 * s))
    pygame.draw.rect(card, (*darker(accent, 0.5), 255), chip, border_radius=r)
    pygame.draw.rect(card, (*lighter(accent, 0.2), 255), chip, width=max(1, round(s)),
                     border_radius=r)
    x, y, u = chip.x + round(10 * s), chip.centery, 1.4 * s
    bolt = [(x + 1 * u, y - 5 * u), (x - 3 * u, y + 1 * u), (x, y + 1 * u),
            (x - 1 * u, y + 5 * u), (x + 3 * u, y - 1 * u), (x, y - 1 * u)]
    pygame.draw.polygon(card, theme.HINT, bolt)
    pygame.draw.polygon(card, (24, 18, 28), bolt, max(1, round(s)))
    left = chip.x + round(18 * s)
    room = chip.right - left - round(4 * s)
    size = max(MIN_TEXT, round((14 if not c.shape.ring_loop else 12) * s))
    theme.text_box(card, pygame.Rect(left, chip.y, room, chip.h), name, size, theme.TEXT, "bold",
                   max_lines=2, valign="middle")


def _paint_plate(c: CardLayout, card: pygame.Surface, i: int, accent: Colour) -> None:
    s = c.scale
    shape = c.shape
    board = c.board
    plate = c.plates[i].move(-c.body.x, -c.body.y)
    die = c.dice[i].move(-c.body.x, -c.body.y)
    size = board.sizes[i]
    colour = board.colours[i]
    link = LINK_COLOURS.get(colour, LINK_COLOURS[WHITE])
    radius = round(10 * s) if not shape.ring_loop else round(7 * s)
    body = theme.PANEL_LIGHT if size else darker(GREY, 0.35)
    pygame.draw.rect(card, (*body, 255), plate, border_radius=radius)
    # the link band along the plate's foot, in the link colour
    band_h = round(shape.band * s)
    band = pygame.Rect(plate.x, plate.bottom - band_h, plate.w, band_h)
    band_colour = link if size else darker(link, 0.55)
    pygame.draw.rect(card, (*band_colour, 255), band, border_bottom_left_radius=radius,
                     border_bottom_right_radius=radius)
    edge = mix(accent, theme.EDGE, 0.5) if size else GREY
    pygame.draw.rect(card, (*edge, 255), plate, width=max(1, round(2 * s)),
                     border_radius=radius)
    name_x = plate.x + round(shape.name_at[0] * s)
    name_colour = theme.TEXT if size else theme.FAINT
    name = fitted(ABILITIES[i], round(shape.name_px * s), "bold",
                  plate.right - name_x - round(3 * s), name_colour, READ_TEXT)
    card.blit(name, (name_x, plate.y + round(shape.name_at[1] * s)))
    detail = f"d{size}" if size else ("no die" if not shape.ring_loop else "none")
    detail_x = plate.x + round(shape.detail_at[0] * s)
    art = theme.render(detail, max(READ_TEXT, round(shape.detail_px * s)),
                       theme.GOLD if size else theme.FAINT, "black" if size else "italic")
    y = plate.y + round(shape.detail_at[1] * s)
    card.blit(art, (detail_x, y))
    symbol = LINK_SYMBOLS.get(colour)
    if symbol:
        r = round(6 * s) if shape.symbol_below else round(7 * s)
        if shape.symbol_below:
            centre = (detail_x + r + round(2 * s), y + art.get_height() + r)
        else:
            centre = (detail_x + art.get_width() + round(8 * s) + r, y + art.get_height() // 2)
        draw_symbol(card, symbol, centre, r, band_colour)
    if not size:  # greyed out: a dim empty socket, so the ring still reads as six
        socket = die.inflate(-round(die.w * 0.27), -round(die.w * 0.27))
        pygame.draw.rect(card, (*darker(GREY, 0.2), 255), socket, width=max(1, round(s)),
                         border_radius=round(6 * s))
        pygame.draw.line(card, darker(GREY, 0.1), socket.bottomleft, socket.topright,
                         max(1, round(1.5 * s)))


def fitted(text: str, ideal: int, weight: str, room: int, colour: Colour,
           floor: int = MIN_TEXT) -> pygame.Surface:
    """``text`` at the largest size from ``ideal`` down to ``floor`` px that fits ``room``
    (ending in an ellipsis if even ``floor`` is too wide)."""
    one_line = theme.fit_box(text, room, 4 * max(floor, ideal), ideal, weight, floor=floor,
                             max_lines=1)
    return theme.picture(one_line, colour, weight)


def draw_symbol(surface: pygame.Surface, symbol: str, centre: tuple[int, int], r: int,
                colour: Colour) -> None:
    """A link colour's shape, filled in its colour with a dark outline (readable on any card)."""
    x, y = centre
    pts: list[tuple[float, float]] | None
    if symbol == "circle":
        pts = None
    elif symbol == "triangle":
        pts = [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
    elif symbol == "square":
        pts = [(x - r * 0.85, y - r * 0.85), (x + r * 0.85, y - r * 0.85),
               (x + r * 0.85, y + r * 0.85), (x - r * 0.85, y + r * 0.85)]
    elif symbol == "diamond":
        pts = [(x, y - r * 1.1), (x + r * 0.85, y), (x, y + r * 1.1), (x - r * 0.85, y)]
    else:  # star
        pts = []
        for k in range(10):
            a = math.radians(-90 + 36 * k)
            rr = r * (1.15 if k % 2 == 0 else 0.5)
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    ink = (24, 18, 28)
    width = max(1, round(r / 5))
    if pts is None:
        pygame.draw.circle(surface, ink, centre, r + width)
        pygame.draw.circle(surface, colour, centre, r)
    else:
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, ink, pts, width)
