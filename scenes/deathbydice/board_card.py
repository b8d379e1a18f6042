"""One Death by Dice character board drawn as a card: the portrait, the six abilities in their
ring (a hexagon round the portrait, or on a compact card a loop of two rows beside it; see
``card_shapes``), each with its die standing in front of it, and the total.

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

import scenes.theme as theme
from engine.deathbydice.model import PLACE, RING, SETUP_ROLL, Board
from engine.deathbydice.state import DeathByDiceState
from game.tray.shading import Colour
from game.tray.solids import solid
from scenes.deathbydice.card_paint import (  # noqa: F401  (the card's words, re-exported)
    LINK_COLOURS,
    LINK_SYMBOLS,
    MIN_TEXT,
    draw_symbol,
    paint_static,
)
from scenes.deathbydice.card_shapes import FULL, Shape

Value = int | None | Literal["empty"]
"""What stands in front of an ability: a die's value (0: its die was discarded), None (hidden
from the seat looking), or "empty" (not placed yet)."""
EMPTY: Literal["empty"] = "empty"
DESIGN = FULL.design
"""The full card's size at scale 1 (at 1280 x 720): every length is in these units."""
IVORY: Colour = (238, 232, 218)


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
    """The layout of one board's card inside ``rect`` in a ``shape``, and its drawing."""

    def __init__(self, board: Board, rect: pygame.Rect, shape: Shape = FULL) -> None:
        self.board = board
        self.shape = shape
        self.rect = pygame.Rect(rect)
        design = shape.design
        self.scale = min(self.rect.w / design[0], self.rect.h / design[1])
        s = self.scale
        # The card keeps its proportions, centred in the rect it was given.
        self.body = pygame.Rect(0, 0, round(design[0] * s), round(design[1] * s))
        self.body.center = self.rect.center
        self.plates: list[pygame.Rect] = []
        self.dice: list[pygame.Rect] = []
        for cx, cy in shape.slots:
            plate = pygame.Rect(0, 0, round(shape.plate[0] * s), round(shape.plate[1] * s))
            plate.center = self._at(cx, cy)
            self.plates.append(plate)
            die = pygame.Rect(0, 0, round(shape.die * s), round(shape.die * s))
            die.topleft = (plate.x + round(shape.die_at[0] * s),
                           plate.y + round(shape.die_at[1] * s))
            self.dice.append(die)
        px, py, r = shape.portrait
        self.portrait = pygame.Rect(0, 0, 2 * round(r * s), 2 * round(r * s))
        self.portrait.center = self._at(px, py)
        tx, ty, tw, th = shape.total
        self.total = pygame.Rect(*self._at(tx, ty), round(tw * s), round(th * s))
        self.mark = pygame.Rect(*self._at(4, 3), round(18 * s), round(18 * s))
        """Where the board draws the player's seat mark on a compact card."""
        self.specials: list[tuple[str, pygame.Rect]] = []
        for n, special in enumerate(board.specials[:2]):
            self.specials.append((special, self._special_chip(n)))
        self._static: pygame.Surface | None = None
        self._sprites: dict[tuple, pygame.Surface] = {}

    def _special_chip(self, n: int) -> pygame.Rect:
        """Where the ``n``-th special ability is named: the full card's free lower corners (a
        boss has two), or under the compact card's portrait."""
        s = self.scale
        if self.shape is FULL:
            chip = pygame.Rect(0, 0, round(118 * s), round(24 * s))
            if n == 0:
                chip.bottomleft = self._at(8, DESIGN[1] - 8)
            else:
                chip.bottomright = self._at(DESIGN[0] - 8, DESIGN[1] - 8)
            return chip
        top = self.shape.portrait[1] + self.shape.portrait[2] + 3
        return pygame.Rect(*self._at(2, top + n * 27), round(64 * s), round(26 * s))

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
            self._static = paint_static(self)
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
            sprite = solid(self.board.sizes[i], value, round(box.w * 0.98), die_colour)
            surface.blit(sprite, sprite.get_rect(center=box.center))
            return
        # A slot: a dashed die-sized square with a mark, and a word under it where it fits.
        if value is None:
            fill, word, mark = (52, 44, 66), "hidden", "?"
        elif value == EMPTY:
            fill, word, mark = (40, 34, 50), "", ""
        else:
            fill, word, mark = (40, 34, 50), "gone", "x"
            self._dim(surface, i)  # a discarded die: the whole plate fades
        slot = box.inflate(-round(4 * s), -round(4 * s))
        pygame.draw.rect(surface, fill, slot, border_radius=round(8 * s))
        _dashed(surface, slot, theme.MUTED, max(1, round(1.5 * s)), round(5 * s))
        label = theme.render(word, MIN_TEXT, theme.MUTED, "bold") if word else None
        room = label is not None and label.get_width() <= slot.w - 2 and slot.h >= 36
        if mark:
            centre_y = slot.centery - (round(6 * s) if room else 0)
            art = theme.render(mark, max(14, round(slot.h * 0.5)), theme.TEXT, "black")
            surface.blit(art, art.get_rect(center=(slot.centerx, centre_y)))
        if label is not None and room:
            surface.blit(label, label.get_rect(midbottom=(slot.centerx,
                                                          slot.bottom - round(2 * s))))

    def _dim(self, surface: pygame.Surface, i: int) -> None:
        plate = self.plates[i]
        key = ("dim", plate.size)
        veil = self._sprites.get(key)
        if veil is None:
            veil = self._sprites[key] = pygame.Surface(plate.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (12, 8, 18, 130), veil.get_rect(),
                             border_radius=round(8 * self.scale))
        surface.blit(veil, plate.topleft)

    def _draw_total(self, surface: pygame.Surface, values: Sequence[Value]) -> None:
        s = self.scale
        if any(v is None for v, size in zip(values, self.board.sizes, strict=True) if size):
            text = "?"
        else:
            text = str(sum(v for v in values if isinstance(v, int)))
        loop = self.shape.ring_loop
        art = self._sprites.get(("total", text))
        if art is None:
            if len(self._sprites) > 64:
                self._sprites.clear()
            px = max(16, round((18 if loop else 26) * s))
            art = self._sprites[("total", text)] = theme.render(text, px, theme.TEXT, "black")
        if loop:  # right of the word "total" on the one line of the compact box
            surface.blit(art, art.get_rect(midright=(self.total.right - round(6 * s),
                                                     self.total.centery)))
        else:
            surface.blit(art, art.get_rect(center=(self.total.centerx,
                                                   self.total.bottom - round(16 * s))))


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
