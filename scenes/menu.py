"""The main menu: pick a game, resume the last unfinished one, load, past games, statistics,
rules, settings, quit."""

from __future__ import annotations

import functools
import math

import pygame

import game.library as library
import game.saves as saves
import scenes.theme as theme
from engine.core import GameInfo
from game.save_index import SaveIndex
from game.tray.pips import pip_spots
from scenes.base import WidgetScene
from scenes.loading import LoadScene
from scenes.past_games import PastGamesScene
from scenes.registry import open_match, playable_games, setup_scene_for
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.stats_scene import StatsScene
from scenes.tutorial import lesson_chooser
from scenes.widgets import Button


class MainMenu(WidgetScene):
    escape_pops = False

    def __init__(self, ctx) -> None:
        self.t = 0.0
        self.resume_info: saves.SaveInfo | None = None
        super().__init__(ctx)

    def _set_up(self, info: GameInfo) -> None:
        self.manager.push(setup_scene_for(self.ctx, info))

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        games = playable_games()
        col_w = int(360 * s)
        x = w // 2 - col_w // 2
        y, fit = self._column_top(len(games))
        bh = int(54 * s * fit)
        gap = int(12 * s * fit)
        for info in games:
            self.ui.add(Button(pygame.Rect(x, y, col_w, bh), f"Play {info.title}",
                               functools.partial(self._set_up, info),
                               primary=True, tooltip=info.tagline, font_size=int(24 * s)))
            y += bh + gap
        y += gap
        small = int(44 * s * fit)
        label, tip = self._resume_text()
        third = (col_w - 2 * gap) // 3
        resume = Button(pygame.Rect(x, y, col_w - third - gap, small), label, self.resume,
                        tooltip=tip, font_size=int(20 * s))
        resume.enabled = self.resume_info is not None
        self.ui.add(resume)
        self.ui.add(Button(pygame.Rect(x + col_w - third, y, third, small), "Learn to play",
                           lambda: self.manager.push(lesson_chooser(self.ctx)),
                           tooltip="A short guided game of each kind on prepared dice, "
                                   "about five minutes; a lesson left half-way resumes there.",
                           font_size=max(15, int(20 * s))))
        y += small + gap
        # Two rows of smaller buttons in thirds: the screens of the player's own things, then
        # the rest, so the menu keeps its height at 960x600.
        rows = [[("Load game", lambda: self.manager.push(LoadScene(self.ctx)),
                  "Open a saved game."),
                 ("Past games", lambda: self.manager.push(PastGamesScene(self.ctx)),
                  "Every game you finished, to look back over."),
                 ("Statistics", lambda: self.manager.push(StatsScene(self.ctx)),
                  "Your wins, losses and streaks, and how fair the dice are.")],
                [("Rules", lambda: self.manager.push(RulesScene(self.ctx, games[0].game_id)),
                  ""),
                 ("Settings", lambda: self.manager.push(SettingsScene(self.ctx)), ""),
                 ("Quit", self.quit, "")]]
        for row in rows:
            for index, (label, action, tip) in enumerate(row):
                left = x + index * (third + gap)
                width = third if index < 2 else col_w - 2 * (third + gap)
                self.ui.add(Button(pygame.Rect(left, y, width, small), label, action,
                                   tooltip=tip, font_size=max(15, int(20 * s))))
            y += small + gap

    def _column_top(self, games: int) -> tuple[int, float]:
        """Where the button column starts and how much it is squeezed to end on screen.

        At a third of the height when there is room; otherwise higher (never over the title
        and its line), and only then shorter buttons, so the last row (Quit) is always seen."""
        w, h = self.ctx.size
        s = self.ctx.scale
        natural = games * int(66 * s) + int(12 * s) + 3 * int(56 * s) - int(12 * s)
        bottom = h - int(12 * s)
        title = theme.font(int(96 * s), "title").get_height()
        subtitle = theme.font(int(22 * s), "italic").get_height()
        highest = int(h * 0.16) + title // 2 + int(20 * s) + subtitle // 2 + int(18 * s)
        top = int(h * 0.36)
        if top + natural <= bottom:
            return top, 1.0
        top = max(highest, bottom - natural)
        return top, min(1.0, (bottom - top) / natural)

    def _resume_text(self) -> tuple[str, str]:
        """The Resume button names the newest unfinished game; the others are in Load game."""
        index = SaveIndex()
        waiting = library.settle_finished_autosaves(index, self.ctx.settings.library_limit)
        self.resume_info = waiting[0] if waiting else None
        if self.resume_info is None:
            index.flush()
            return "Resume", "No game to resume: every game you started has finished."
        summary, _ = index.read(self.resume_info)
        index.flush()
        others = len(waiting) - 1
        more = f" {others} other unfinished game{'s' if others != 1 else ''} wait in Load " \
               "game." if others else ""
        if summary.problem:
            return "Resume last game", summary.problem + more
        return (f"Resume {summary.title}",
                f"{summary.players}, {summary.progress.lower()}.{more}")

    def resume(self) -> None:
        if self.resume_info is None:
            return
        try:
            match = saves.load_match(self.resume_info.path)
        except saves.SaveError as error:
            self.ctx.toast(saves.set_aside_refused(self.resume_info.path, error), 8,
                           error=True)
            self.layout()
            return
        open_match(self.ctx, match)

    def quit(self) -> None:
        self.ctx.running = False

    def update(self, dt: float) -> None:
        if not self.ctx.settings.reduced_motion:  # the drifting dice hold still
            self.t += dt

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        w, h = surface.get_size()
        s = self.ctx.scale
        _draw_floating_dice(surface, self.t, s)
        rect = theme.draw_title(surface, s)
        sub = theme.render("Five monster dice games. Roll, scheme, and devour.", int(22 * s),
                           theme.MUTED, "italic")
        surface.blit(sub, sub.get_rect(center=(w // 2, rect.bottom + int(20 * s))))
        hint = theme.render("F11: full screen", int(15 * s), theme.FAINT)
        surface.blit(hint, hint.get_rect(bottomright=(w - 12, h - 8)))


def _draw_floating_dice(surface: pygame.Surface, t: float, s: float) -> None:
    """A few slowly drifting dice either side of the menu, for atmosphere."""
    w, h = surface.get_size()
    for i in range(8):
        side = -1 if i % 2 == 0 else 1
        x = w // 2 + side * int(w * (0.30 + 0.05 * (i % 3)))
        y = int(h * (0.25 + 0.09 * i) + math.sin(t * 0.7 + i) * 10 * s)
        size = int((34 + 8 * (i % 3)) * s)
        angle = (t * 12 * (1 + i % 3) + i * 40) * (1 if side > 0 else -1)
        die = pygame.Surface((size, size), pygame.SRCALPHA)
        colour = theme.DEATH if side < 0 else theme.DEVIL
        ink = theme.DEATH_INK if side < 0 else theme.DEVIL_INK
        pygame.draw.rect(die, (*colour, 200), die.get_rect(), border_radius=size // 5)
        pips = (i % 6) + 1
        for px, py in pip_spots(pips, 0.22):
            pygame.draw.circle(die, ink, (int(px * size), int(py * size)), max(2, size // 10))
        rotated = pygame.transform.rotate(die, angle)
        surface.blit(rotated, rotated.get_rect(center=(x, y)))


