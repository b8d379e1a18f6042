"""One Death by Dice character board drawn as a card: portrait in the middle, the six abilities
around it in their ring, each with its die standing in front of it, and the total.

Pure drawing: the card gets the board (from the roster), what stands in front of each ability
and what to highlight; it asks nothing of the rules. The scene asks ``ability_at`` what was
clicked. A value the looking seat may not see arrives as ``None`` and is drawn as a face-down
slot, so nothing hidden can leak from here (the total is then "?" as well).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import Literal

import pygame

from engine.deathbydice.model import (
    ABILITIES,
    PLACE,
    RING,
    SETUP_ROLL,
    SPECIAL_TEXT,
    WHITE,
    Board,
)
from engine.deathbydice.state import DeathByDiceState
from game.tray.shading import Colour, darker, lighter, mix
from game.tray.solids import solid
from scenes import theme
from scenes.deathbydice.portraits import colour_of, portrait

Value = int | None | Literal["empty"]
"""What stands in front of an ability: a die's value (0: its die was discarded), None (hidden
from the seat looking), or "empty" (not placed yet)."""
EMPTY: Literal["empty"] = "empty"
DESIGN = (400, 360)
"""The card's size at scale 1 (at 1280 x 720): every length below is in these units."""
IVORY: Colour = (238, 232, 218)

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

_PLATE = (126, 58)
_DIE = 44
_SLOTS = ((200, 100), (334, 150), (334, 272), (200, 322), (66, 272), (66, 150))
"""Plate centres in ring order: Strength on top, then clockwise round the portrait."""
_RING_CENTRE = (200, 211)
_PORTRAIT_R = 60
_GREY: Colour = (92, 86, 100)


def card_values(view: DeathByDiceState, fighter: int) -> list[Value]:
    """What the card of ``fighter`` shows in ``view`` (a ``state.view(seat)`` for the seat at
    the screen): a seat's secret set-up is hidden (None), a die not placed yet is "empty", and
    in combat 0 means the die was discarded."""
    f = view.fighters[fighter]
    sizes = view.board(fighter).sizes
    if view.hidden[f.seat]:
        return [None if size else 0 for size in sizes]
    setting_up = view.phase in (SETUP_ROLL, PLACE)
    return [EMPTY if setting_up and size and not value else value
            for value, size in zip(f.values, sizes, strict=True)]


class BoardCard:
    """The layout of one board's card inside ``rect``, and its drawing."""

    def __init__(self, board: Board, rect: pygame.Rect) -> None:
        self.board = board
        self.rect = pygame.Rect(rect)
        self.scale = min(self.rect.w / DESIGN[0], self.rect.h / DESIGN[1])
        s = self.scale
        # The card keeps its proportions, centred in the rect it was given.
        self.body = pygame.Rect(0, 0, round(DESIGN[0] * s), round(DESIGN[1] * s))
        self.body.center = self.rect.center
        self.plates: list[pygame.Rect] = []
        self.dice: list[pygame.Rect] = []
        for cx, cy in _SLOTS:
            plate = pygame.Rect(0, 0, round(_PLATE[0] * s), round(_PLATE[1] * s))
            plate.center = self._at(cx, cy)
            self.plates.append(plate)
            die = pygame.Rect(0, 0, round(_DIE * s), round(_DIE * s))
            die.midleft = (plate.x + round(5 * s), plate.centery - round(3 * s))
            self.dice.append(die)
        r = round(_PORTRAIT_R * s)
        self.portrait = pygame.Rect(0, 0, 2 * r, 2 * r)
        self.portrait.center = self._at(*_RING_CENTRE)
        self.total = pygame.Rect(0, 0, round(58 * s), round(46 * s))
        self.total.topright = self._at(DESIGN[0] - 10, 10)
        # The special abilities' names sit in the free lower corners (a boss has two).
        self.specials: list[tuple[str, pygame.Rect]] = []
        for n, special in enumerate(board.specials[:2]):
            chip = pygame.Rect(0, 0, round(118 * s), round(24 * s))
            if n == 0:
                chip.bottomleft = self._at(8, DESIGN[1] - 8)
            else:
                chip.bottomright = self._at(DESIGN[0] - 8, DESIGN[1] - 8)
            self.specials.append((special, chip))
        self._static: pygame.Surface | None = None
        self._sprites: dict[tuple, pygame.Surface] = {}

    def _at(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.body.x + x * self.scale), round(self.body.y + y * self.scale))

    # ---------------------------------------------------------------------- hit-testing

    def ability_at(self, pos: tuple[int, int]) -> int | None:
        """The ability whose plate (with its die) is under ``pos``, or None."""
        for i, plate in enumerate(self.plates):
            if plate.collidepoint(pos):
                return i
        return None

    def special_at(self, pos: tuple[int, int]) -> str | None:
        """The special ability whose name is under ``pos`` (for its explaining tooltip)."""
        for special, chip in self.specials:
            if chip.collidepoint(pos):
                return special
        return None

    # ------------------------------------------------------------------------- drawing

    def prepare(self) -> pygame.Surface:
        """Paint the card's fixed parts now (the portrait takes tens of ms the first time), e.g.
        while a loading or hand-off screen is up, so the first frame of a board never stalls."""
        if self._static is None:
            self._static = self._paint_static()
        return self._static

    def draw(self, surface: pygame.Surface, values: Sequence[Value],
             highlights: Collection[int] = (), selected: int | None = None,
             die_colour: Colour = IVORY) -> None:
        """Draw the card: ``values`` per ability in ring order, ``highlights`` outlined as legal
        targets, ``selected`` outlined strongest, dice in ``die_colour``."""
        surface.blit(self.prepare(), self.body.topleft)
        for i in range(RING):
            if not self.board.sizes[i]:
                continue
            self._draw_value(surface, i, values[i], die_colour)
        for i in highlights:
            if i != selected:
                self._outline(surface, i, theme.HINT, 3)
        if selected is not None:
            self._outline(surface, selected, theme.ACCENT, 5)
        self._draw_total(surface, values)

    def _outline(self, surface: pygame.Surface, i: int, colour: Colour, width: int) -> None:
        """A legal target: a clear outline plus a fill, never a faint tint alone."""
        plate = self.plates[i].inflate(round(6 * self.scale), round(6 * self.scale))
        key = ("veil", plate.size, colour, width)
        veil = self._sprites.get(key)
        if veil is None:
            veil = self._sprites[key] = pygame.Surface(plate.size, pygame.SRCALPHA)
            radius = round(12 * self.scale)
            pygame.draw.rect(veil, (*colour, 52), veil.get_rect(), border_radius=radius)
            pygame.draw.rect(veil, (*colour, 255), veil.get_rect(),
                             width=max(2, round(width * self.scale)), border_radius=radius)
        surface.blit(veil, plate.topleft)

    def _draw_value(self, surface: pygame.Surface, i: int, value: Value,
                    die_colour: Colour) -> None:
        box = self.dice[i]
        s = self.scale
        if isinstance(value, int) and value > 0:
            sprite = solid(self.board.sizes[i], value, round(_DIE * s * 0.98), die_colour)
            surface.blit(sprite, sprite.get_rect(center=box.center))
            return
        # A slot: dashed outline of a die-sized square with a word under a mark.
        if value is None:
            fill, word, mark = (52, 44, 66), "hidden", "?"
        elif value == EMPTY:
            fill, word, mark = (40, 34, 50), "empty", ""
        else:
            fill, word, mark = (40, 34, 50), "gone", "x"
        slot = box.inflate(-round(4 * s), -round(4 * s))
        pygame.draw.rect(surface, fill, slot, border_radius=round(8 * s))
        _dashed(surface, slot, theme.MUTED, max(1, round(1.5 * s)), round(5 * s))
        if mark:
            art = theme.render(mark, max(14, round(20 * s)), theme.TEXT, "black")
            surface.blit(art, art.get_rect(center=(slot.centerx, slot.centery - round(6 * s))))
        label = theme.render(word, max(12, round(12 * s)), theme.MUTED, "bold")
        y = slot.bottom - round(3 * s) if mark else slot.centery + label.get_height() // 2
        surface.blit(label, label.get_rect(midbottom=(slot.centerx, y)))

    def _draw_total(self, surface: pygame.Surface, values: Sequence[Value]) -> None:
        s = self.scale
        if any(v is None for v, size in zip(values, self.board.sizes, strict=True) if size):
            text = "?"
        else:
            text = str(sum(v for v in values if isinstance(v, int)))
        art = self._sprites.get(("total", text))
        if art is None:
            if len(self._sprites) > 64:
                self._sprites.clear()
            art = self._sprites[("total", text)] = theme.render(text, max(16, round(26 * s)),
                                                                theme.TEXT, "black")
        surface.blit(art, art.get_rect(center=(self.total.centerx,
                                               self.total.bottom - round(16 * s))))

    # ------------------------------------------------------------------- static layer

    def _paint_static(self) -> pygame.Surface:
        """Everything that does not change during a game, painted once per card size."""
        s = self.scale
        board = self.board
        accent = colour_of(board.key)
        card = pygame.Surface(self.body.size, pygame.SRCALPHA)
        local = card.get_rect()
        radius = round(16 * s)
        pygame.draw.rect(card, (*theme.PANEL, 245), local, border_radius=radius)
        head = pygame.Rect(0, 0, local.w, round(64 * s))
        band = pygame.Surface(head.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (*darker(accent, 0.35), 255), band.get_rect(),
                         border_top_left_radius=radius, border_top_right_radius=radius)
        card.blit(band, head)
        pygame.draw.rect(card, (*mix(accent, theme.EDGE, 0.4), 255), local,
                         width=max(2, round(2 * s)), border_radius=radius)
        # name, personality line, total box
        room = local.w - round(14 * s) - round(80 * s)
        name = _fitted(board.name, round(20 * s), "bold", room, theme.TEXT)
        card.blit(name, (round(14 * s), round(8 * s)))
        # The personality line: wrapped in the header; on a small card the last line that fits
        # ends in an ellipsis (the full line is on the set-up screen).
        fnt = theme.font(max(_MIN_TEXT, round(14 * s)), "italic")
        top = round(8 * s) + name.get_height()
        fits = max(1, (round(72 * s) - top) // fnt.get_linesize())  # down to the top plate
        lines = theme.wrap(board.personality, fnt, room)
        if len(lines) > fits:
            lines = lines[:fits]
            while lines[-1] and fnt.size(lines[-1] + "...")[0] > room:
                lines[-1] = lines[-1].rsplit(" ", 1)[0] if " " in lines[-1] else lines[-1][:-1]
            lines[-1] += "..."
        for n, line in enumerate(lines):
            art = fnt.render(line, True, lighter(accent, 0.7))
            card.blit(art, (round(14 * s), top + n * fnt.get_linesize()))
        total = self.total.move(-self.body.x, -self.body.y)
        pygame.draw.rect(card, (*darker(accent, 0.6), 255), total, border_radius=round(10 * s))
        pygame.draw.rect(card, (*lighter(accent, 0.3), 255), total, width=max(1, round(2 * s)),
                         border_radius=round(10 * s))
        label = theme.render("total", max(12, round(12 * s)), lighter(accent, 0.6), "bold")
        card.blit(label, label.get_rect(midtop=(total.centerx, total.y + round(2 * s))))
        # the ring joining neighbours (Luck wraps round to Strength), then the portrait
        ring = [(round(x * s), round(y * s)) for x, y in _SLOTS]
        pygame.draw.polygon(card, (*mix(accent, theme.PANEL, 0.45), 255), ring,
                            width=max(2, round(5 * s)))
        frame = self.portrait.move(-self.body.x, -self.body.y)
        pygame.draw.circle(card, (*lighter(accent, 0.25), 255), frame.center,
                           frame.w // 2 + max(2, round(4 * s)))
        art = portrait(board.key, frame.w, board.name).copy()
        mask = pygame.Surface(art.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (frame.w / 2, frame.h / 2), frame.w / 2)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        card.blit(art, frame)
        for i in range(RING):
            self._paint_plate(card, i, accent)
        for special, chip in self.specials:
            self._paint_special(card, special, chip.move(-self.body.x, -self.body.y), accent)
        return card

    def _paint_special(self, card: pygame.Surface, special: str, chip: pygame.Rect,
                       accent: Colour) -> None:
        """A chip naming a special ability: a lightning bolt (no link colour uses it), then its
        name from the rules' sentence."""
        s = self.scale
        name = SPECIAL_TEXT.get(special, special).split(":")[0]
        pygame.draw.rect(card, (*darker(accent, 0.5), 255), chip, border_radius=chip.h // 2)
        pygame.draw.rect(card, (*lighter(accent, 0.2), 255), chip, width=max(1, round(s)),
                         border_radius=chip.h // 2)
        x, y, u = chip.x + round(13 * s), chip.centery, 1.5 * s
        bolt = [(x + 1 * u, y - 5 * u), (x - 3 * u, y + 1 * u), (x, y + 1 * u),
                (x - 1 * u, y + 5 * u), (x + 3 * u, y - 1 * u), (x, y - 1 * u)]
        pygame.draw.polygon(card, theme.HINT, bolt)
        pygame.draw.polygon(card, (24, 18, 28), bolt, max(1, round(s)))
        art = theme.render(name, max(14, round(14 * s)), theme.TEXT, "bold")
        room = chip.w - round(28 * s)
        if art.get_width() > room:
            art = pygame.transform.smoothscale(
                art, (room, round(art.get_height() * room / art.get_width())))
        card.blit(art, art.get_rect(midleft=(chip.x + round(24 * s), chip.centery)))

    def _paint_plate(self, card: pygame.Surface, i: int, accent: Colour) -> None:
        s = self.scale
        board = self.board
        plate = self.plates[i].move(-self.body.x, -self.body.y)
        die = self.dice[i].move(-self.body.x, -self.body.y)
        size = board.sizes[i]
        colour = board.colours[i]
        link = LINK_COLOURS.get(colour, LINK_COLOURS[WHITE])
        radius = round(10 * s)
        body = theme.PANEL_LIGHT if size else darker(_GREY, 0.35)
        pygame.draw.rect(card, (*body, 255), plate, border_radius=radius)
        # the link band along the plate's foot, in the link colour
        band = pygame.Rect(plate.x, plate.bottom - round(8 * s), plate.w, round(8 * s))
        band_colour = link if size else darker(link, 0.55)
        pygame.draw.rect(card, (*band_colour, 255), band, border_bottom_left_radius=radius,
                         border_bottom_right_radius=radius)
        edge = mix(accent, theme.EDGE, 0.5) if size else _GREY
        pygame.draw.rect(card, (*edge, 255), plate, width=max(1, round(2 * s)),
                         border_radius=radius)
        text_x = die.right + round(6 * s)
        name_colour = theme.TEXT if size else theme.FAINT
        name = _fitted(ABILITIES[i], round(15 * s), "bold", plate.right - text_x - round(3 * s),
                       name_colour)
        card.blit(name, (text_x, plate.y + round(5 * s)))
        detail = f"d{size}" if size else "no die"
        art = theme.render(detail, max(14, round(15 * s)), theme.GOLD if size else theme.FAINT,
                           "black" if size else "italic")
        y = plate.y + round(25 * s)
        card.blit(art, (text_x, y))
        symbol = LINK_SYMBOLS.get(colour)
        if symbol:
            r = round(7 * s)
            centre = (text_x + art.get_width() + round(8 * s) + r, y + art.get_height() // 2)
            draw_symbol(card, symbol, centre, r, band_colour)
        if not size:  # greyed out: a dim empty socket, so the ring still reads as six
            socket = die.inflate(-round(12 * s), -round(12 * s))
            pygame.draw.rect(card, (*darker(_GREY, 0.2), 255), socket, width=max(1, round(s)),
                             border_radius=round(6 * s))
            pygame.draw.line(card, darker(_GREY, 0.1), socket.bottomleft, socket.topright,
                             max(1, round(1.5 * s)))


_MIN_TEXT = 12
"""No text on a card is smaller than this, at any card size."""


def _fitted(text: str, ideal: int, weight: str, room: int, colour: Colour) -> pygame.Surface:
    """``text`` at the largest size from ``ideal`` down to 12 px that fits ``room`` pixels."""
    size = max(_MIN_TEXT, ideal)
    while size > _MIN_TEXT and theme.font(size, weight).size(text)[0] > room:
        size -= 1
    return theme.render(text, size, colour, weight)


def draw_symbol(surface: pygame.Surface, symbol: str, centre: tuple[int, int], r: int,
                colour: Colour) -> None:
    """A link colour's shape, filled in its colour with a dark outline (readable on any card)."""
    x, y = centre
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


def _dashed(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int,
            dash: int) -> None:
    """A dashed rectangle: an empty place waiting for a die."""
    dash = max(2, dash)
    for x0, y0, x1, y1 in ((rect.left, rect.top, rect.right, rect.top),
                           (rect.right, rect.top, rect.right, rect.bottom),
                           (rect.right, rect.bottom, rect.left, rect.bottom),
                           (rect.left, rect.bottom, rect.left, rect.top)):
        length = math.hypot(x1 - x0, y1 - y0)
        steps = max(1, int(length // (2 * dash)))
        for k in range(steps + 1):
            t0 = min(1.0, k * 2 * dash / length)
            t1 = min(1.0, (k * 2 * dash + dash) / length)
            pygame.draw.line(surface, colour, (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                             (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), width)
