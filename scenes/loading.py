"""The Load screen: every save, newest first, with its picture, game, players, turn and date;
load, rename and delete (with a confirmation). Damaged files are listed with what is wrong.

Why it opens at once with hundreds of saves: listing reads only the folder; each visible row's
summary comes from the cache (``game.save_index``) or is read one row per frame, and pictures
are drawn once per save content and kept.
"""

from __future__ import annotations

import functools

import pygame

import game.saves as saves
import scenes.theme as theme
from game.match import Match
from game.save_index import SaveIndex
from scenes.name_dialog import NameDialog
from scenes.overlays import confirm
from scenes.registry import open_match, review_scene_for
from scenes.save_list import SaveListScene
from scenes.save_rows import SaveRow
from scenes.widgets import Button

ROW_HEIGHT = 84


class LoadScene(SaveListScene):
    def __init__(self, ctx, overlay: bool = False) -> None:
        self.overlay = overlay
        self.entries = saves.list_saves()
        super().__init__(ctx, SaveIndex())

    def listed_names(self) -> set[str]:
        return {e.path.name for e in self.entries}

    # ------------------------------------------------------------------ layout
    def per_page(self) -> int:
        s = self.ctx.scale
        room = self.ctx.size[1] * 0.86 - int(150 * s)
        return max(1, int(room // int((ROW_HEIGHT + 8) * s)))

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        per_page = self.per_page()
        pages = max(1, -(-len(self.entries) // per_page))
        self.page = max(0, min(self.page, pages - 1))
        width = min(w - int(40 * s), int(860 * s))
        x = w // 2 - width // 2
        top = int(h * 0.07)
        y = top + int(72 * s)
        row_h, gap = int(ROW_HEIGHT * s), int(8 * s)
        small_w = int(96 * s)
        shown = self.entries[self.page * per_page:(self.page + 1) * per_page]
        self.rows = []
        for info in shown:
            rect = pygame.Rect(x, y, width, row_h)
            bx = rect.right - small_w - int(10 * s)
            rename = Button(pygame.Rect(bx, rect.y + int(8 * s), small_w, int(32 * s)), "Rename",
                            functools.partial(self.rename, info), font_size=int(16 * s),
                            tooltip="Give this save another name.")
            if info.is_autosave:
                rename.enabled = False
                rename.tooltip = "Automatic saves keep their names; save under a name instead."
            self.ui.add(rename)
            self.ui.add(Button(pygame.Rect(bx, rect.bottom - int(40 * s), small_w, int(32 * s)),
                               "Delete", functools.partial(self.delete, info), danger=True,
                               font_size=int(16 * s), tooltip="Delete this save for good."))
            rx = bx - small_w - int(6 * s)
            self.ui.add(Button(pygame.Rect(rx, rect.centery - int(16 * s), small_w, int(32 * s)),
                               "Review", functools.partial(self.review, info),
                               font_size=int(16 * s),
                               tooltip="Look back over this game: the chances, the moves, "
                                       "the turning points."))
            row = SaveRow(pygame.Rect(x, y, rx - x - int(6 * s), row_h), info,
                          functools.partial(self.load, info), s)
            self.reader.prepare(row)
            self.rows.append(row)
            self.ui.add(row)
            y += row_h + gap
        y = top + int(72 * s) + per_page * (row_h + gap) + gap
        third = (width - 2 * gap) // 3
        newer = Button(pygame.Rect(x, y, third, int(44 * s)), "Newer", self.newer,
                       font_size=int(18 * s))
        newer.enabled = self.page > 0
        older = Button(pygame.Rect(x + 2 * (third + gap), y, third, int(44 * s)), "Older",
                       self.older, font_size=int(18 * s))
        older.enabled = self.page + 1 < pages
        self.ui.add(newer)
        self.ui.add(older)
        self.ui.add(Button(pygame.Rect(x + third + gap, y, third, int(44 * s)), "Back",
                           self.back, primary=True, font_size=int(18 * s)))
        self.pages = pages
        self.box = pygame.Rect(x - int(20 * s), top, width + int(40 * s),
                               y + int(60 * s) - top)

    def refresh(self) -> None:
        self.entries = saves.list_saves()
        self.layout()

    # ------------------------------------------------------------------ actions
    def _open(self, info: saves.SaveInfo) -> Match | None:
        """The save's match, or None after saying why it was refused (and listing again)."""
        try:
            return saves.load_match(info.path)
        except saves.SaveError as error:
            self.ctx.toast(saves.set_aside_refused(info.path, error), 8, error=True)
            self.index.forget(info.path.name)
            self.refresh()
            return None

    def load(self, info: saves.SaveInfo) -> None:
        match = self._open(info)
        if match is None:
            return
        self.index.flush(self.listed_names())
        open_match(self.ctx, match)
        self.ctx.toast(f"Loaded {info.title}.")

    def review(self, info: saves.SaveInfo) -> None:
        """The save's review screen, over this list (Back returns here)."""
        match = self._open(info)
        if match is not None:
            self.manager.push(review_scene_for(self.ctx, match, f"Review: {info.title}"))

    def rename(self, info: saves.SaveInfo) -> None:
        def accept(name: str) -> str | None:
            try:
                saves.rename_save(info.path, name)
            except saves.SaveError as error:
                return str(error)
            self.index.forget(info.path.name)
            self.refresh()
            return None

        self.manager.push(NameDialog(self.ctx, "Rename save", "New name for this save:",
                                     info.title, accept, ok_label="Rename"))

    def delete(self, info: saves.SaveInfo) -> None:
        def really() -> None:
            try:
                saves.delete_save(info.path)
            except saves.SaveError as error:
                self.ctx.toast(str(error), 5, error=True)
            self.index.forget(info.path.name)
            self.refresh()

        self.manager.push(confirm(self.ctx, "Delete save?",
                                  f"{info.title} will be gone for good.", "Delete", really))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        if self.overlay:
            theme.shade(surface)
        else:
            theme.draw_background(surface)
        theme.panel(surface, self.box)
        s = self.ctx.scale
        title = theme.render("Load a saved game", int(44 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + int(10 * s))))
        if self.pages > 1:
            page = theme.render(f"Page {self.page + 1} of {self.pages}", int(16 * s),
                                theme.MUTED)
            surface.blit(page, page.get_rect(topright=(self.box.right - int(16 * s),
                                                       self.box.y + int(24 * s))))
        if not self.entries:
            text = theme.render("No saved games yet. Save from the pause menu (Esc) in a game.",
                                int(19 * s), theme.MUTED)
            surface.blit(text, text.get_rect(center=(self.box.centerx, self.box.centery)))

