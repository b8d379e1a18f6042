"""Where everything of the 66d6 board goes on screen, computed from the window size.

The side shown at the bottom is the human's (Death when both or neither are human), so a player
always attacks "up" the screen. Fields hold the bottom side's minions in their lower half.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

import scenes.theme as theme
from engine.sixtysix.board import HOME, Board


def label_font(scale: float) -> pygame.font.Font:
    """The font of the fields' names."""
    return theme.font(max(14, int(14 * scale)), "bold")


@dataclass
class BoardLayout:
    board: Board
    bottom_side: int
    area: pygame.Rect  # everything left of the panel
    panel: pygame.Rect
    grid: pygame.Rect
    cell: int
    homes: tuple[pygame.Rect, pygame.Rect]  # indexed by side
    tray: pygame.Rect
    die: int  # minion size on fields
    home_die: int
    label_h: int  # the height of a field's name

    @classmethod
    def compute(cls, size: tuple[int, int], board: Board, bottom_side: int,
                scale: float) -> BoardLayout:
        w, h = size
        margin = int(14 * scale)
        panel_w = max(300, min(int(w * 0.30), int(420 * scale)))
        panel = pygame.Rect(w - panel_w - margin, margin, panel_w, h - 2 * margin)
        # The homes and the grid stay under the reserved place for notices: a turn notice
        # lay over the top home's dice and the roll's caption.
        top = max(margin, theme.notice_strip(size, scale).bottom + int(4 * scale))
        area = pygame.Rect(margin, top, panel.left - 2 * margin, h - margin - top)
        home_h = max(64, int(area.height * 0.14))
        gap = int(8 * scale)
        cell = min((area.width - 2 * gap) // board.cols,
                   (area.height - 2 * home_h - 4 * gap) // board.rows)
        grid = pygame.Rect(0, 0, cell * board.cols, cell * board.rows)
        # The grid and the homes keep to the left: the room right of them is one column for
        # cards (hints, outcomes) beside the fields they name, never over a row of minions.
        grid.midleft = (area.x + gap, area.centery)
        home_w = max(grid.width, min(area.width - gap, int(cell * 6.2)))
        top_home = pygame.Rect(0, 0, home_w, home_h)
        top_home.bottomleft = (grid.x, grid.top - gap)
        bottom_home = pygame.Rect(0, 0, home_w, home_h)
        bottom_home.topleft = (grid.x, grid.bottom + gap)
        homes = [bottom_home, top_home] if bottom_side == 0 else [top_home, bottom_home]
        tray = area.inflate(-int(area.width * 0.06), -int(area.height * 0.22))
        die = max(14, min(int(cell * 0.27), 46))
        home_die = max(14, min(int(home_h * 0.36), int(home_w / 18.5), 34))
        return cls(board, bottom_side, area, panel, grid, cell, (homes[0], homes[1]), tray, die,
                   home_die, label_font(scale).get_linesize())

    # ---------------------------------------------------------------- fields
    def field_rect(self, f: int) -> pygame.Rect:
        col, row = self.board.col(f), self.board.row(f)
        # Row 0 is Death's first row: at the bottom when Death is at the bottom.
        screen_row = self.board.rows - 1 - row if self.bottom_side == 0 else row
        return pygame.Rect(self.grid.x + col * self.cell, self.grid.y + screen_row * self.cell,
                           self.cell, self.cell)

    def field_at(self, pos: tuple[int, int]) -> int | None:
        if not self.grid.collidepoint(pos):
            return None
        col = (pos[0] - self.grid.x) // self.cell
        screen_row = (pos[1] - self.grid.y) // self.cell
        row = self.board.rows - 1 - screen_row if self.bottom_side == 0 else screen_row
        return row * self.board.cols + col

    def label_rect(self, f: int, size: tuple[int, int]) -> pygame.Rect:
        """Where field ``f``'s name (a label of ``size``) goes: at its right, in the band
        between the two sides' minions."""
        rect = self.field_rect(f)
        return pygame.Rect(rect.right - size[0] - 6, rect.centery - size[1] // 2, *size)

    def slot_in_field(self, f: int, side: int, index: int) -> tuple[float, float]:
        """Centre of minion slot ``index`` (0..2) of ``side`` in field ``f``: each side's
        dice clear of the middle band where the field's name is written (a third die once
        covered the name of a crowded field)."""
        rect = self.field_rect(f)
        lower = side == self.bottom_side
        clear = self.label_h / 2 + self.die / 2 + 2
        if lower:
            y = max(rect.y + rect.height * 0.73, rect.centery + clear)
        else:
            y = min(rect.y + rect.height * 0.33, rect.centery - clear)
        x = rect.x + rect.width * (0.19 + 0.31 * index)
        return x, y

    def card_column(self, gap: int) -> list[pygame.Rect]:
        """The room right of the grid and right of the homes, where cards go."""
        beside_grid = pygame.Rect(self.grid.right + gap, self.grid.y,
                                  self.area.right - self.grid.right - gap, self.grid.height)
        right = max(h.right for h in self.homes) + gap
        beside_all = pygame.Rect(right, self.area.y, self.area.right - right, self.area.height)
        return [z for z in (beside_grid, beside_all) if z.width > 0 and z.height > 0]

    # ---------------------------------------------------------------- homes
    def home_rect(self, side: int) -> pygame.Rect:
        return self.homes[side]

    def place_rect(self, side: int, place: int) -> pygame.Rect:
        return self.home_rect(side) if place == HOME else self.field_rect(place)

    def slot_in_home(self, side: int, index: int, count: int) -> tuple[float, float]:
        """Home dice sit in up to two tidy rows, sorted by value, left to right."""
        rect = self.home_rect(side)
        per_row = max(1, (count + 1) // 2) if count > 12 else max(count, 1)
        rows = 1 if count <= 12 else 2
        step = min(self.home_die * 1.18, (rect.width - self.home_die) / max(per_row, 1))
        row, col = divmod(index, per_row)
        width = step * (min(count, per_row) - 1)
        x = rect.centerx - width / 2 + col * step
        label_room = rect.height * 0.16
        if rows == 1:
            y = rect.centery + label_room / 2
        else:
            top = rect.y + label_room + (rect.height - label_room) * 0.3
            y = top + row * (rect.height - label_room) * 0.42
        return x, y
