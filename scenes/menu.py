"""The main menu: pick a game, resume the last one, load, rules, settings, quit."""

from __future__ import annotations

import math

import pygame

from game import saves
from game.save_index import SaveIndex
from scenes import theme
from scenes.base import WidgetScene
from scenes.loading import LoadScene
from scenes.registry import open_match, playable_games, setup_scene_for
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.widgets import Button


class MainMenu(WidgetScene):
    escape_pops = False

    def __init__(self, ctx) -> None:
        self.t = 0.0
        self.resume_info: saves.SaveInfo | None = None
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        games = playable_games()
        col_w = int(360 * s)
        x = w // 2 - col_w // 2
        y = int(h * 0.36)
        bh = int(54 * s)
        gap = int(12 * s)
        for info in games:
            self.ui.add(Button(pygame.Rect(x, y, col_w, bh), f"Play {info.title}",
                               lambda info=info: self.manager.push(
                                   setup_scene_for(self.ctx, info)),
                               primary=True, tooltip=info.tagline, font_size=int(24 * s)))
            y += bh + gap
        y += gap
        small = int(44 * s)
        label, tip = self._resume_text()
        resume = Button(pygame.Rect(x, y, col_w, small), label, self.resume, tooltip=tip,
                        font_size=int(20 * s))
        resume.enabled = self.resume_info is not None
        self.ui.add(resume)
        y += small + gap
        half = (col_w - gap) // 2
        self.ui.add(Button(pygame.Rect(x, y, half, small), "Load game",
                           lambda: self.manager.push(LoadScene(self.ctx)), font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + half + gap, y, half, small), "Rules",
                           lambda: self.manager.push(RulesScene(self.ctx, games[0].game_id)),
                           font_size=int(20 * s)))
        y += small + gap
        self.ui.add(Button(pygame.Rect(x, y, half, small), "Settings",
                           lambda: self.manager.push(SettingsScene(self.ctx)),
                           font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + half + gap, y, half, small), "Quit", self.quit,
                           font_size=int(20 * s)))

    def _resume_text(self) -> tuple[str, str]:
        """The Resume button names the newest unfinished game; the others are in Load game."""
        waiting = saves.resumable()
        self.resume_info = waiting[0] if waiting else None
        if self.resume_info is None:
            return "Resume", "No game to resume: every game you started has finished."
        index = SaveIndex()
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
        self.t += dt

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        w, h = surface.get_size()
        s = self.ctx.scale
        _draw_floating_dice(surface, self.t, s)
        title = theme.render("Dice Pandemonium", int(96 * s), theme.GOLD, "title")
        shadow = theme.render("Dice Pandemonium", int(96 * s), (60, 10, 20), "title")
        rect = title.get_rect(center=(w // 2, int(h * 0.16)))
        surface.blit(shadow, rect.move(4, 5))
        surface.blit(title, rect)
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
        for px, py in _PIPS[pips]:
            pygame.draw.circle(die, ink, (int(px * size), int(py * size)), max(2, size // 10))
        rotated = pygame.transform.rotate(die, angle)
        surface.blit(rotated, rotated.get_rect(center=(x, y)))


_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)],
}
