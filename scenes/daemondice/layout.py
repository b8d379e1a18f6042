"""Where things go on the battle board: one area per daemon round the table, a side panel.

Daemons sit round the table as players do: the first half along the bottom edge from left to
right, the rest along the top from right to left, so neighbours in turn order sit side by side.
Inside an area the dice are sorted into zones (rolled, attacks, used, set aside, not rolled,
stunned, wounded); one die size per area makes every zone fit even if all its dice land in one zone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from engine.daemondice import DieStatus

ZONES = ("Rolled", "Attacks", "Used", "Set aside", "Not rolled", "Stunned", "Wounded")
HEADER = 26  # design pixels of an area's name line
LABEL = 16  # design pixels of a zone label
GAP = 4


def zone_of(ds: DieStatus) -> str:
    """Which zone a die is drawn in (its status decides; nothing of the rules here)."""
    if ds.health == "wounded":
        return "Wounded"
    if ds.health == "stunned":
        return "Stunned"
    if ds.attack is not None:
        return "Attacks"
    if ds.minused:
        return "Set aside"
    if ds.free:
        return "Rolled"
    return "Used" if ds.face is not None else "Not rolled"


@dataclass
class Area:
    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    body: pygame.Rect
    label: int
    die: int = 8
    zones: dict[str, pygame.Rect] = field(default_factory=dict)
    slots: dict[int, pygame.Rect] = field(default_factory=dict)

    def place(self, statuses: tuple[DieStatus, ...], scale: float) -> None:
        """Give every die a square: zones are stacked (empty ones left out), each a label and
        rows of dice; the die size is the largest that fits; attacks get a gap between them."""
        ordered = sorted(statuses, key=lambda d: (d.attack if d.attack is not None else -1,
                                                  d.role != "attack", d.die))
        groups: dict[str, list[DieStatus]] = {z: [] for z in ZONES}
        for ds in ordered:
            groups[zone_of(ds)].append(ds)
        used = [(z, g) for z, g in groups.items() if g]
        for size in range(int(46 * scale), 7, -1):
            if self._fit(used, size) or size <= 8:
                break

    def _fit(self, used: list[tuple[str, list[DieStatus]]], size: int) -> bool:
        step = size + GAP
        half = (self.body.width - GAP) // 2
        y = self.body.y
        self.zones, self.slots = {}, {}
        pending: list[tuple[str, list[DieStatus]]] = list(used)
        while pending:
            # two small zones share a line; a big one takes the whole width
            first = pending.pop(0)
            row = [first]
            if pending and self._slots(first[1], half, step) <= half // step and \
                    self._slots(pending[0][1], half, step) <= half // step:
                row.append(pending.pop(0))
            width = half if len(row) == 2 else self.body.width
            height = 0
            for k, (zone, dice) in enumerate(row):
                x = self.body.x + k * (half + GAP)
                rect = pygame.Rect(x, y + self.label, width, 0)
                rows = self._put(dice, rect, step, size)
                rect.height = rows * step
                self.zones[zone] = rect
                height = max(height, self.label + rows * step)
            y += height + GAP
        return y <= self.body.bottom

    @staticmethod
    def _slots(dice: list[DieStatus], width: int, step: int) -> int:
        gaps = len({d.attack for d in dice if d.attack is not None}) - 1
        return len(dice) + max(0, gaps)

    def _put(self, dice: list[DieStatus], rect: pygame.Rect, step: int, size: int) -> int:
        cols = max(1, rect.width // step)
        col = row = 0
        last: int | None = None
        for ds in dice:
            if ds.attack is not None and last is not None and ds.attack != last and col > 0:
                col += 1  # an empty slot between two attacks
            last = ds.attack
            if col >= cols:
                col, row = 0, row + 1
            self.slots[ds.die] = pygame.Rect(rect.x + col * step, rect.y + row * step, size, size)
            col += 1
        self.die = size
        return row + 1

    def die_at(self, pos: tuple[int, int]) -> int | None:
        for die, rect in self.slots.items():
            if rect.collidepoint(pos):
                return die
        return None


def _area(seat: int, rect: pygame.Rect, scale: float) -> Area:
    inner = rect.inflate(-int(12 * scale), -int(10 * scale))
    header = pygame.Rect(inner.x, inner.y, inner.width, int(HEADER * scale))
    body = pygame.Rect(inner.x, header.bottom, inner.width, inner.bottom - header.bottom)
    return Area(seat, rect, header, body, int(LABEL * scale))


@dataclass
class BattleLayout:
    board: pygame.Rect
    panel: pygame.Rect
    tray: pygame.Rect
    areas: list[Area]

    @classmethod
    def compute(cls, size: tuple[int, int], sizes: list[int], scale: float) -> BattleLayout:
        w, h = size
        pad = int(8 * scale)
        panel_w = int(min(340 * scale, w * 0.3))
        panel = pygame.Rect(w - panel_w - pad, pad, panel_w, h - 2 * pad)
        board = pygame.Rect(pad, pad, panel.left - 2 * pad, h - 2 * pad)
        n = len(sizes)
        bottom = math.ceil(n / 2)
        rows = [list(range(bottom)), list(reversed(range(bottom, n)))]
        row_h = board.height // 2
        areas: list[Area] = [None] * n  # type: ignore[list-item]
        for r, seats in enumerate(rows):
            if not seats:
                continue
            y = board.y + (row_h if r == 0 else 0)
            width = board.width // len(seats)
            for i, seat in enumerate(seats):
                rect = pygame.Rect(board.x + i * width, y, width - pad, row_h - pad)
                areas[seat] = _area(seat, rect, scale)
        tray = board.inflate(-int(board.width * 0.2), -int(board.height * 0.3))
        return cls(board, panel, tray, areas)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for area in self.areas:
            if area.rect.collidepoint(pos):
                return area.seat
        return None


__all__ = ["Area", "BattleLayout", "ZONES", "zone_of"]
