"""Past games: every finished game kept in the library (``game.library``), newest first, with
a picture of its final board; filter by game and opponent, open one's review, delete one after
a question. Opened from the main menu and from Statistics.

Why it opens at once with a thousand games: the list and both filters come from the folder's
file names alone; each visible row's summary comes from the library's cache or is read one row
per frame, and pictures are drawn once and kept (``scenes.save_list``).
"""

from __future__ import annotations

import functools

import pygame

import game.analysis.worker as analysis_worker
import game.library as library
import game.saves as saves
import scenes.theme as theme
from engine.core import CorruptData, get_game
from game.library import PastGame
from game.save_index import SaveIndex, SaveSummary
from game.stats import OPPONENT_NAMES, OPPONENTS
from game.storage import keep_aside
from scenes.overlays import confirm
from scenes.registry import playable_games, review_scene_for
from scenes.save_list import SaveListScene
from scenes.save_rows import Line, SaveRow, when_text
from scenes.widgets import Button, Choice

ROW_HEIGHT = 84
ALL = ""


def game_title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except CorruptData:  # a game this version does not have: say what the file name says
        return game_id


class PastGameRow(SaveRow):
    """A kept game: which game and against whom at once (from its file name), the players,
    result and length once read."""

    def __init__(self, rect: pygame.Rect, game: PastGame, on_click, scale: float) -> None:
        super().__init__(rect, game.info, on_click, scale)
        self.game = game

    def heading(self) -> str:
        return (f"{game_title(self.game.game_id)}  ·  "
                f"{OPPONENT_NAMES.get(self.game.opponent, self.game.opponent)}")

    def lines(self, summary: SaveSummary | None) -> list[Line]:
        when = when_text(self.game.when)
        if summary is None:
            return [("", theme.MUTED), (f"Finished {when}", theme.MUTED)]
        if summary.problem:
            return [(summary.problem, theme.BAD), (f"Finished {when}", theme.MUTED)]
        return [(summary.players, theme.TEXT),
                (f"{summary.progress}  ·  {summary.moves} moves  ·  {when}", theme.MUTED)]


class PastGamesScene(SaveListScene):
    def __init__(self, ctx) -> None:
        self.game_filter = ALL
        self.opponent_filter = ALL
        self.games = library.list_games()
        super().__init__(ctx, SaveIndex(library.library_dir()))
        analysis_worker.warm()  # a review is likely next: its processes start meanwhile

    def listed_names(self) -> set[str]:
        return {g.path.name for g in self.games}

    # ------------------------------------------------------------------ listing
    def shown_games(self) -> list[PastGame]:
        return [g for g in self.games
                if self.game_filter in (ALL, g.game_id)
                and self.opponent_filter in (ALL, g.opponent)]

    def per_page(self) -> int:
        s = self.ctx.scale
        room = self.ctx.size[1] - self.list_top() - int(96 * s)
        return max(1, int(room // int((ROW_HEIGHT + 8) * s)))

    def list_top(self) -> int:
        s = self.ctx.scale
        return int(self.ctx.size[1] * 0.04) + int(62 * s) + int(52 * s)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        width = min(w - int(40 * s), int(960 * s))
        x = w // 2 - width // 2
        top = int(h * 0.04)
        gap = int(8 * s)
        self.box = pygame.Rect(x - int(20 * s), top, width + int(40 * s), h - 2 * top)
        control_h = max(30, int(40 * s))
        filter_y = top + int(62 * s)
        half = (width - gap) // 2
        games = [(ALL, "All games")] + [(i.game_id, i.title) for i in playable_games()]
        self.ui.add(Choice(pygame.Rect(x, filter_y, half, control_h), "Game", games,
                           self.game_filter, self._set_game,
                           tooltip="Show the games of one kind only."))
        opponents = [(ALL, "Everyone")] + [(o, OPPONENT_NAMES[o]) for o in OPPONENTS]
        self.ui.add(Choice(pygame.Rect(x + half + gap, filter_y, width - half - gap, control_h),
                           "Opponent", opponents, self.opponent_filter, self._set_opponent,
                           tooltip="Show the games against one opponent only."))
        listed = self.shown_games()
        per_page = self.per_page()
        self.pages = max(1, -(-len(listed) // per_page))
        self.page = max(0, min(self.page, self.pages - 1))
        row_h = int(ROW_HEIGHT * s)
        small_w = int(96 * s)
        edge = int(6 * s)
        # Review over Delete with a gap between them, however small the row
        small_h = min(max(28, int(32 * s)), (row_h - 2 * edge - int(4 * s)) // 2)
        font = max(14, int(16 * s))
        y = self.list_top()
        self.rows = []
        for game in listed[self.page * per_page:(self.page + 1) * per_page]:
            rect = pygame.Rect(x, y, width, row_h)
            bx = rect.right - small_w
            self.ui.add(Button(pygame.Rect(bx, rect.y + edge, small_w, small_h), "Review",
                               functools.partial(self.review, game), font_size=font,
                               tooltip="Look back over this game: the chances, the moves, "
                                       "the turning points."))
            self.ui.add(Button(pygame.Rect(bx, rect.bottom - edge - small_h, small_w,
                                           small_h), "Delete", functools.partial(self.delete, game),
                               danger=True, font_size=font,
                               tooltip="Forget this game for good."))
            row = PastGameRow(pygame.Rect(x, y, bx - x - gap, row_h), game,
                              functools.partial(self.review, game), s)
            self.reader.prepare(row)
            self.rows.append(row)
            self.ui.add(row)
            y += row_h + gap
        bottom_h = max(34, int(44 * s))
        y = self.box.bottom - int(16 * s) - bottom_h
        third = (width - 2 * gap) // 3
        newer = Button(pygame.Rect(x, y, third, bottom_h), "Newer", self.newer,
                       font_size=max(15, int(18 * s)))
        newer.enabled = self.page > 0
        older = Button(pygame.Rect(x + 2 * (third + gap), y, third, bottom_h), "Older",
                       self.older, font_size=max(15, int(18 * s)))
        older.enabled = self.page + 1 < self.pages
        self.ui.add(newer)
        self.ui.add(older)
        self.ui.add(Button(pygame.Rect(x + third + gap, y, third, bottom_h), "Back", self.back,
                           primary=True, font_size=max(15, int(18 * s)),
                           tooltip="Back to where you came from (Esc)."))
        self.listed = len(listed)
        self.footer_y = y - int(4 * s)

    def refresh(self) -> None:
        self.games = library.list_games()
        self.layout()

    # ------------------------------------------------------------------ actions
    def _set_game(self, value: str) -> None:
        self.game_filter = value
        self.page = 0
        self.layout()

    def _set_opponent(self, value: str) -> None:
        self.opponent_filter = value
        self.page = 0
        self.layout()

    def review(self, game: PastGame) -> None:
        """The game's review screen over this list (Back returns here). A file that cannot be
        opened is set aside (``.damaged-<time>``, never deleted) and said so."""
        try:
            match = saves.load_match(game.path)
        except saves.SaveError as error:
            aside = keep_aside(game.path)
            kept = f" It was kept as {aside.name}." if aside else ""
            self.ctx.toast(f"{error}{kept}", 8, error=True)
            self.index.forget(game.path.name)
            self.refresh()
            return
        title = f"Review: {game_title(game.game_id)}, {when_text(game.when)}"
        self.manager.push(review_scene_for(self.ctx, match, title))

    def delete(self, game: PastGame) -> None:
        def really() -> None:
            try:
                library.delete_game(game)
            except library.LibraryError as error:
                self.ctx.toast(str(error), 5, error=True)
            self.index.forget(game.path.name)
            self.refresh()

        self.manager.push(confirm(
            self.ctx, "Delete this game?",
            f"{game_title(game.game_id)} of {when_text(game.when)} will be gone for good.",
            "Delete", really))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        theme.draw_background(surface)
        theme.panel(surface, self.box)
        s = self.ctx.scale
        title = theme.render("Past games", int(44 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + int(8 * s))))
        small = max(14, int(16 * s))
        if self.pages > 1:
            page = theme.render(f"Page {self.page + 1} of {self.pages}", small, theme.MUTED)
            surface.blit(page, page.get_rect(topright=(self.box.right - int(16 * s),
                                                       self.box.y + int(22 * s))))
        limit = self.ctx.settings.library_limit
        kept = theme.render(f"{len(self.games)} kept (at most {limit}: see Settings)", small,
                            theme.MUTED)
        surface.blit(kept, kept.get_rect(topleft=(self.box.x + int(16 * s),
                                                  self.box.y + int(22 * s))))
        if not self.listed:
            text = ("No finished games yet: every game you finish is kept here."
                    if not self.games else "No game matches these filters.")
            message = theme.render(text, max(15, int(19 * s)), theme.MUTED)
            surface.blit(message, message.get_rect(center=(self.box.centerx,
                                                           self.list_top() + int(80 * s))))


__all__ = ["PastGamesScene"]
