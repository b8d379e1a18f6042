"""What the Load and Past games screens share: pages of save rows, turned with Newer/Older or
the wheel, whose summaries and pictures are read lazily once the screen is up.

Why nothing is read before the first frame: listing reads only the folder, so the screen opens
at once with a thousand files; then ``RowReader`` reads one visible row per frame.
"""

from __future__ import annotations

import pygame

from game.save_index import SaveIndex
from scenes.base import WidgetScene
from scenes.save_rows import RowReader, SaveRow


class SaveListScene(WidgetScene):
    """A paged list of ``SaveRow``; subclasses lay the rows out and say which files are listed
    (their cache entries are kept, the others' dropped when the screen is left)."""

    def __init__(self, ctx, index: SaveIndex) -> None:
        self.page = 0
        self.pages = 1
        self.index = index
        self.rows: list[SaveRow] = []
        self.reader = RowReader(index)
        self.shown = False
        super().__init__(ctx)

    def listed_names(self) -> set[str]:
        """The file names the list holds (all pages, before any filter)."""
        raise NotImplementedError

    def newer(self) -> None:
        self.page -= 1
        self.layout()

    def older(self) -> None:
        self.page += 1
        self.layout()

    def back(self) -> None:
        self.index.flush(self.listed_names())
        super().back()

    def exit(self) -> None:
        self.index.flush()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and event.y:
            step = -1 if event.y > 0 else 1
            if 0 <= self.page + step < self.pages:
                self.page += step
                self.layout()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        """Read at most one save per frame, and nothing before the screen was first drawn."""
        if self.shown:
            self.reader.step(self.rows)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.shown = True
