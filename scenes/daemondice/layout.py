"""Where the battle board's parts go: the mats, the first-battle hint strip, the side panel and
the tray, computed from the window size.

Why the band at the top is left empty: it is the reserved place for notices
(``theme.notice_strip``), which must never cover a die or a name plate. The hint strip sits
under the mats, next to the player's own mat (the active mat is always the bottom one), and the
panel's bottom belongs to the foundation's control bar (``BoardScene.reserve_controls``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

import scenes.theme as theme

HINT_HEIGHT = 34  # design pixels of the hint strip
PANEL_WIDTH = 340  # design pixels of the side panel (at most 30% of the window)


@dataclass
class BattleLayout:
    board: pygame.Rect
    """Everything left of the panel (a picker or card may use all of it)."""
    mats: pygame.Rect
    """Where the playmats go."""
    hint: pygame.Rect
    """The hint strip (zero height when no hint is shown)."""
    panel: pygame.Rect
    tray: pygame.Rect

    @classmethod
    def compute(cls, size: tuple[int, int], scale: float, hint: bool) -> BattleLayout:
        w, h = size
        pad = int(8 * scale)
        panel_w = int(min(PANEL_WIDTH * scale, w * 0.3))
        panel = pygame.Rect(w - panel_w - pad, pad, panel_w, h - 2 * pad)
        board = pygame.Rect(pad, pad, panel.left - 2 * pad, h - 2 * pad)
        top = theme.notice_strip(size, scale).bottom
        hint_h = int(HINT_HEIGHT * scale) if hint else 0
        bottom = board.bottom - (hint_h + pad // 2 if hint else 0)
        mats = pygame.Rect(board.x, top, board.width, bottom - top)
        strip = pygame.Rect(board.x, board.bottom - hint_h, board.width, hint_h)
        tray = mats.inflate(-int(mats.width * 0.2), -int(mats.height * 0.3))
        return cls(board, mats, strip, panel, tray)


__all__ = ["BattleLayout", "HINT_HEIGHT"]
