"""Rows of the save lists (Load, Past games): the board picture, a heading, the game, players,
turn or result and date; and the reader that fills them in lazily.

Why lazily: a list must open at once with hundreds of files, so a row starts from the folder's
listing and the summaries' cache (``game.save_index``); what is missing is read one file per
frame after the screen is up, and each picture is drawn once per save content and kept.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

import scenes.theme as theme
from game.match import Match
from game.save_index import SaveIndex, SaveSummary
from game.saves import SaveError, SaveInfo, match_from_bytes
from game.validate import InvalidFile, read_capped
from scenes.save_thumbs import load_thumbnail, make_thumbnail
from scenes.surface_cache import MB, SurfaceCache
from scenes.widgets import Widget

Line = tuple[str, tuple[int, int, int]]


def when_text(when: float) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(when))


class SaveRow(Widget):
    """Click to open. The summary and picture arrive later (they are read lazily)."""

    def __init__(self, rect: pygame.Rect, info: SaveInfo, on_click: Callable[[], object],
                 scale: float) -> None:
        super().__init__(rect)
        self.info = info
        self.on_click = on_click
        self.scale = scale
        self.summary: SaveSummary | None = None
        self.picture: pygame.Surface | None = None

    def clicked(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def picture_rect(self) -> pygame.Rect:
        pad = int(6 * self.scale)
        height = self.rect.height - 2 * pad
        return pygame.Rect(self.rect.x + pad, self.rect.y + pad, height * 16 // 9, height)

    def heading(self) -> str:
        return self.info.title

    def lines(self, summary: SaveSummary | None) -> list[Line]:
        """The two lines under the heading (``summary`` None: not read yet)."""
        saved = f"Saved {when_text(self.info.when)}"
        if summary is None:
            return [("", theme.MUTED), (saved, theme.MUTED)]
        if summary.problem:
            return [(summary.problem, theme.BAD), (saved, theme.MUTED)]
        return [(f"{summary.title}  ·  {summary.players}", theme.TEXT),
                (f"{summary.progress}  ·  saved {when_text(self.info.when)}", theme.MUTED)]

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        fill = theme.PANEL_LIGHT if self.hovered else theme.PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD if self.hovered else theme.EDGE, self.rect, 2, 10)
        pic = self.picture_rect()
        if self.picture is not None:
            surface.blit(pygame.transform.smoothscale(self.picture, pic.size), pic.topleft)
        else:
            pygame.draw.rect(surface, theme.BG, pic, border_radius=6)
            note = "reading..." if self.summary is None else "no picture"
            label = theme.render(note, max(14, int(14 * s)), theme.FAINT, "italic")
            surface.blit(label, label.get_rect(center=pic.center))
        pygame.draw.rect(surface, theme.EDGE, pic, 1, 6)
        x = pic.right + int(14 * s)
        right = self.rect.right - int(8 * s)
        y = self.rect.y + int(8 * s)
        width = max(1, right - x)
        theme.label(surface, pygame.Rect(x, y, width, int(26 * s)), self.heading(), int(19 * s),
                    theme.GOLD, "bold", align="left")
        y += int(26 * s)
        for text, colour in self.lines(self.summary):
            theme.label(surface, pygame.Rect(x, y, width, int(22 * s)), text, int(16 * s), colour,
                        align="left")
            y += int(22 * s)


THUMB_BUDGET = 16 * MB
"""Memory the pictures read this visit may keep (a few hundred; older pages' go first)."""


class RowReader:
    """Fills rows in, one file per call of ``step`` (a frame): first the summary of the first
    visible row without one, then a missing picture. Pictures are kept by save content, so a
    page shown again (or two copies of a save) cost nothing."""

    def __init__(self, index: SaveIndex) -> None:
        self.index = index
        self.pictures: SurfaceCache[pygame.Surface | None] = SurfaceCache(THUMB_BUDGET,
                                                                          "save thumbnails")

    def prepare(self, row: SaveRow) -> None:
        """What the caches already know of ``row`` (nothing is read from the save)."""
        row.summary = self.index.cached(row.info)
        if row.summary is not None and row.summary.digest in self.pictures:
            row.picture = self.pictures.get(row.summary.digest)

    def step(self, rows: Sequence[SaveRow]) -> bool:
        """Read one thing for ``rows``; False when they are all filled in."""
        for row in rows:
            if row.summary is None:
                row.summary, match = self.index.read(row.info)
                self._picture(row, match, rows)
                return True
            if row.picture is None and row.summary.digest \
                    and row.summary.digest not in self.pictures:
                self._picture(row, None, rows)
                return True
        return False

    def _picture(self, row: SaveRow, match: Match | None, rows: Sequence[SaveRow]) -> None:
        summary = row.summary
        path = self.index.thumb_path(summary) if summary else None
        source = self.index.thumb_source(summary) if summary else None
        if summary is None or path is None or source is None:
            return
        picture = load_thumbnail(source)
        if picture is None:
            if match is None:
                try:
                    match = match_from_bytes(read_capped(row.info.path), row.info.path.name)
                except (InvalidFile, SaveError):
                    match = None
            if match is not None:
                picture = make_thumbnail(match, path)
        self.pictures.put(summary.digest, picture)
        for other in rows:
            if other.summary is not None and other.summary.digest == summary.digest:
                other.picture = picture
