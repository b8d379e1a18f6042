"""The two ways a character board is laid out as a card, in design units (scaled to fit).

``FULL``: the portrait in the middle and the six abilities round it in a hexagon, with the
personality line under the name; for roomy windows. ``COMPACT``: the same ring drawn as a
loop of two rows (Luck, Strength, Agility over Conniving, Smarts, Fortitude, clockwise as on
the full card) beside a small portrait, without the personality line; its words are larger for
its size, so four cards at 960 x 600 or the seven of Bosses & Minions stay readable. The board's
layout picks whichever gives the larger print (``text_px``) for the room it has.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shape:
    """Where everything of a card goes, in design units (the card is ``design`` at scale 1)."""

    key: str
    design: tuple[int, int]
    slots: tuple[tuple[int, int], ...]
    """Plate centres in ring order (Strength first)."""
    plate: tuple[int, int]
    die: int
    die_at: tuple[int, int]
    """The die's top-left inside its plate."""
    name_at: tuple[int, int]
    name_px: int
    detail_at: tuple[int, int]
    detail_px: int
    symbol_below: bool
    """The link symbol under the die size (else after it)."""
    portrait: tuple[int, int, int]
    """Centre and radius."""
    total: tuple[int, int, int, int]
    """x, y, w, h of the total's box."""
    header: int
    """Height of the header band (name, and on the full card the personality line)."""
    title_px: int
    title_x: int
    personality: bool
    ring_loop: bool
    """The ring drawn as a loop of two rows (else a hexagon)."""
    band: int
    """Height of the link-colour band along each plate's foot."""

    @property
    def text_px(self) -> int:
        """The smallest words a player must read on this card, at scale 1."""
        return min(self.name_px, self.detail_px)


FULL = Shape(
    key="full", design=(400, 360),
    slots=((200, 96), (328, 156), (328, 266), (200, 326), (72, 266), (72, 156)),
    plate=(136, 58), die=42, die_at=(5, 7), name_at=(52, 4), name_px=17, detail_at=(52, 27),
    detail_px=17, symbol_below=False, portrait=(200, 211, 60), total=(332, 10, 58, 46),
    header=64, title_px=20, title_x=14, personality=True, ring_loop=False, band=8,
)

_COLS = (108, 191, 274)
_ROWS = (52, 105)
COMPACT = Shape(
    key="compact", design=(318, 132),
    slots=((_COLS[1], _ROWS[0]), (_COLS[2], _ROWS[0]), (_COLS[2], _ROWS[1]),
           (_COLS[1], _ROWS[1]), (_COLS[0], _ROWS[1]), (_COLS[0], _ROWS[0])),
    plate=(80, 51), die=30, die_at=(3, 18), name_at=(5, 1), name_px=15, detail_at=(37, 20),
    detail_px=15, symbol_below=True, portrait=(34, 52, 24), total=(234, 2, 80, 21),
    header=24, title_px=16, title_x=26, personality=False, ring_loop=True, band=4,
)

SHAPES = (FULL, COMPACT)
