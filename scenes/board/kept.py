"""The board's picture kept between frames: drawn once per change, blitted on the others.

Why: a board's own picture (its backdrop, pieces, mats, cards and panel) changes when the
game's state, the layout, the player's input or the game's own animation changes, not sixty
times a second; meanwhile the dice roll in the tray over it, the win-chance meter glides and a
caption comes and goes. ``KeptPicture`` keeps the picture of the frame it was drawn on under
the key of everything it depends on (``BoardScene.layer_key``); a frame with the same key
blits it instead of drawing it again. What drawing it registered besides pixels comes back
with it: the cut texts shown whole on hover (``scenes.text``), the rectangles the layout log
checks for overlaps and whether a tooltip is on it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

import scenes.layout_log as layout_log
import scenes.text as text
from scenes.widgets import mark_tooltip_shown, tooltip_shown


class KeptPicture:
    """One picture covering a whole surface, kept under its key."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.picture: pygame.Surface | None = None
        self._spots: list = []
        self._placed: list = []
        self._tooltip = False
        self.taken = 0
        """How many pictures have been kept so far. Why: a painter that keeps only part of
        its own picture (Doodle Dice's table keeps its side panel) restores the rest from
        the kept picture, and this tells it whether that picture was taken after its last
        whole paint (``taken_since``)."""
        self.paints = 0
        """How many times the picture was painted for a key it was not kept under: the
        bench counts the frames that paint it by what happened on them."""
        self.animated = 0
        """How many times it was painted under no key (a board animating: painted every
        frame by design)."""
        self._mended: list[pygame.Rect] | None = None
        """Set while painting: the paint changed the kept picture only there (``mended``)."""

    def mended(self, areas: list[pygame.Rect]) -> None:
        """The paint under way is the kept picture with only ``areas`` painted again
        (``scenes.board.parts``): only they are copied into it, not the whole window."""
        self._mended = areas

    def draw(self, surface: pygame.Surface, key: Hashable | None,
             paint: Callable[[pygame.Surface], None]) -> bool:
        """Blit the kept picture when ``key`` is the one it was drawn under, else ``paint``
        on ``surface`` and keep the result (``key`` ``None``: not kept, the picture's memory
        is). True when it was painted."""
        picture = self.picture
        if (key is not None and key == self.key and picture is not None
                and picture.get_size() == surface.get_size()):
            surface.blit(picture, (0, 0))
            text.put_cut_spots(self._spots)
            layout_log.put_placed(self._placed)
            if self._tooltip:
                mark_tooltip_shown()
            return False
        spots, placed = len(text.cut_spots()), len(layout_log.placed())
        self._mended = None
        paint(surface)
        mended, self._mended = self._mended, None
        if key is None:
            self.animated += 1
            # Not kept, but the picture's memory stays for the next frame that is (a board
            # animating between kept frames): a new window-sized copy would be memory touched
            # for the first time, a millisecond per megabyte. A board that never keeps one (a
            # still of the review) never makes one.
            self.key = None
            self._spots, self._placed = [], []
            self._tooltip = False
            return True
        if picture is None or picture.get_size() != surface.get_size():
            self.picture = picture = None  # the old size's memory goes before the new is taken
            picture = self.picture = surface.copy()
        elif mended is not None:
            for area in mended:
                picture.blit(surface, area.topleft, area)
        else:
            picture.blit(surface, (0, 0))
        self.paints += 1
        self.key = key
        self.taken += 1
        self._spots = text.cut_spots()[spots:]
        self._placed = layout_log.placed()[placed:]
        self._tooltip = tooltip_shown()
        return True

    def taken_since(self, take: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The kept picture if it is the ``take``-th or a later one and of ``size`` (else
        ``None``): ``take`` is ``taken + 1`` read while a paint was made, the picture kept of
        that paint."""
        picture = self.picture
        if picture is None or self.taken < take or picture.get_size() != size:
            return None
        return picture

    def forget(self) -> None:
        """Drop the picture (the board closed, or it cannot be kept): its memory goes too."""
        self.key = None
        self.picture = None
        self._spots, self._placed = [], []
        self._tooltip = False


__all__ = ["KeptPicture"]
