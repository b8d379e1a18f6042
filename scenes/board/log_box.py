"""The game log as a box in a board's side panel: newest line at the bottom, each line in the
colour of the seat that acted, the wheel over the box scrolls back to older lines.

Why a picture kept per change: wrapping a couple of hundred lines every frame would cost the
frame rate; the box is painted again only when the log, the scroll, its size or the scale
changes, and each entry is wrapped once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

import scenes.theme as theme

Colour = tuple[int, int, int]
SHOWN = 200
"""Newest entries the box can scroll back through (the Log button shows them all)."""


def log_colour(seat_colour: Colour | None) -> Colour:
    """A seat's colour lightened to read as text on the dark box; chance's lines in sand."""
    if seat_colour is None:
        return (200, 190, 160)
    # why the ignore below: three channels in, three out
    return tuple(min(255, c + 60) for c in seat_colour)  # type: ignore[return-value]


class LogBox:
    def __init__(self) -> None:
        self.scroll = 0  # wrapped lines scrolled up from the newest
        self._key: tuple = ()
        self._picture: pygame.Surface | None = None
        self._sheet = theme.Sheet()
        self._spare = theme.Sheet()
        self._ahead: tuple[tuple, tuple[tuple[str, Colour], ...], pygame.Surface] | None = None
        """A picture painted ahead (``ahead``): its key, the entries it shows, the picture
        (on the spare sheet)."""
        self._wraps: dict[tuple, list[str]] = {}

    def wheel(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        """The wheel over the box scrolls it; True when used."""
        if event.type != pygame.MOUSEWHEEL or not rect.collidepoint(pygame.mouse.get_pos()):
            return False
        self.scroll = max(0, self.scroll + event.y * 2)
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float, version: object,
             entries: Callable[[], Sequence[tuple[str, Colour]]]) -> None:
        """``entries``: (sentence, colour) oldest first, as the player at the screen reads
        them; asked for only when ``version`` (the match's, and whose view) changed."""
        if rect.height < 40 or rect.width < 60:
            return
        key = (version, self.scroll, rect.size, scale, theme.text_scale())
        if key != self._key or self._picture is None:
            self._key = key
            shown = tuple(entries()[-SHOWN:])
            ahead, self._ahead = self._ahead, None
            if ahead is not None and ahead[0] == key and ahead[1] == shown:
                self._sheet, self._spare = self._spare, self._sheet
                self._picture = ahead[2]
            else:
                self._picture = self._paint(rect.size, scale, shown)
        surface.blit(self._picture, rect.topleft)

    def ahead(self, rect: pygame.Rect, scale: float, version: object,
              entries: Sequence[tuple[str, Colour]]) -> None:
        """Paint the box as it will be at ``version`` showing ``entries`` (the log with the
        coming move's line), on a spare picture: the frame that move lands on finds it made
        and only puts it on the panel (the box's lines were a few milliseconds of that
        frame). Taken only if the key and the entries then are exactly these."""
        if rect.height < 40 or rect.width < 60:
            return
        key = (version, self.scroll, rect.size, scale, theme.text_scale())
        shown = tuple(entries[-SHOWN:])
        if key == self._key or (self._ahead is not None and self._ahead[:2] == (key, shown)):
            return
        self._ahead = None
        scroll = self.scroll
        self._sheet, self._spare = self._spare, self._sheet
        try:
            picture = self._paint(rect.size, scale, shown)
        finally:
            self._sheet, self._spare = self._spare, self._sheet
            self.scroll = scroll  # (the box is scrolled as it is now until it is shown)
        self._ahead = (key, shown, picture)

    def _paint(self, size: tuple[int, int], scale: float,
               entries: Sequence[tuple[str, Colour]]) -> pygame.Surface:
        out = self._sheet.blank(size)
        rect = out.get_rect()
        pygame.draw.rect(out, (22, 17, 30), rect, border_radius=8)
        pygame.draw.rect(out, theme.EDGE, rect, 1, border_radius=8)
        # The log scrolls, so it takes the player's whole text size (fewer lines show).
        px = max(theme.label_floor(scale), int(14 * scale * theme.text_scale()))
        title = "Game log  (scroll for older)"
        if theme.font(px, "black").size(title)[0] > rect.width - 16:
            title = "Game log"  # a narrow box or a large text size: the title alone
        header = theme.picture(theme.fit_box(title, rect.width - 16, 2 * px, px, "black",
                                             max_lines=1, grow=False), theme.ACCENT, "black")
        out.blit(header, (8, 4))
        fnt = theme.font(px)
        line_h = fnt.get_linesize()
        inner = pygame.Rect(8, 8 + header.get_height(), rect.width - 16,
                            rect.height - 14 - header.get_height())
        wrapped: list[tuple[str, Colour]] = []
        for words, colour in entries:
            key = (words, inner.width, px)
            lines = self._wraps.get(key)
            if lines is None:
                if len(self._wraps) > 2000:
                    self._wraps.clear()
                lines = self._wraps[key] = theme.wrap(words, fnt, inner.width - 4)
            wrapped += [(line, colour) for line in lines]
        if not wrapped:
            out.blit(theme.render_font(fnt, "Nothing has happened yet.", theme.MUTED),
                     inner.topleft)
            return out
        visible = max(1, inner.height // line_h)
        self.scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - self.scroll
        for i, (line, colour) in enumerate(wrapped[max(0, end - visible):end]):
            out.blit(theme.render_font(fnt, line, colour), (inner.x, inner.y + i * line_h))
        if self.scroll:
            more = theme.render(f"{self.scroll} newer lines below", max(12, int(12 * scale)),
                                theme.FAINT)
            out.blit(more, more.get_rect(bottomright=(rect.right - 8, rect.bottom - 2)))
        return out
