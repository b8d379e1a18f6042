"""Settings: animation pace, sound, full screen, move hints, the win-chance meter and how many
past games are kept, saved as soon as changed."""

from __future__ import annotations

import pygame

from game.settings import ANIMATION_SPEEDS, LIBRARY_LIMITS
from scenes import theme
from scenes.base import WidgetScene
from scenes.widgets import Button, Choice, Slider, Toggle


class SettingsScene(WidgetScene):
    """Usable from the main menu and, as an overlay, from the pause menu."""

    def __init__(self, ctx, overlay: bool = False) -> None:
        self.overlay = overlay
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        st = self.ctx.settings
        w, h = self.ctx.size
        s = self.ctx.scale
        width = int(520 * s)
        x = w // 2 - width // 2
        row = int(44 * s)
        gap = int(12 * s)
        rows = 9
        # A quarter down when the rows and Done fit under it, else as high as the title allows.
        y = min(int(h * 0.25), h - rows * (row + gap) - gap - int(66 * s))
        top = y - int(104 * s)
        speeds = [(k, k.title()) for k in ANIMATION_SPEEDS]
        self.ui.add(Choice(pygame.Rect(x, y, width, row), "Animation speed", speeds, st.animation,
                           self._set("animation"),
                           tooltip="How fast dice and pieces move. Instant skips the rolling "
                                   "animation: dice are still thrown by the same physics."))
        y += row + gap
        self.ui.add(Slider(pygame.Rect(x, y, width, row), "Volume", st.volume, self._volume))
        y += row + gap
        self.ui.add(Toggle(pygame.Rect(x, y, width, row), "Mute", st.muted, self._set("muted")))
        y += row + gap
        self.ui.add(Toggle(pygame.Rect(x, y, width, row), "Full screen (F11)", st.fullscreen,
                           self.ctx.set_fullscreen))
        y += row + gap
        self.ui.add(Toggle(pygame.Rect(x, y, width, row), "Move hints", st.move_hints,
                           self._set("move_hints"),
                           tooltip="Light up what you can do and where a piece can go."))
        y += row + gap
        self.ui.add(Toggle(pygame.Rect(x, y, width, row), "Win-chance meter", st.win_meter,
                           self._set("win_meter"),
                           tooltip="Show each player's chance to win, as the AI reckons it, "
                                   "above the buttons of the board; updated after every move."))
        y += row + gap
        self.ui.add(Toggle(pygame.Rect(x, y, width, row), "Confirm forced choices for me",
                           st.auto_confirm, self._set("auto_confirm"),
                           tooltip="Off: when the rules leave you one choice, or your turn is "
                                   "about to end, the game waits for your click. On: it goes "
                                   "ahead at once. Applies to new battles."))
        y += row + gap
        self.ui.add(Toggle(pygame.Rect(x, y, width, row), "Tutor: warn before a mistake",
                           st.tutor, self._set("tutor"),
                           tooltip="Before your choice is played, the game checks it; if it "
                                   "is a mistake or worse, a card shows the better choice "
                                   "and lets you take it back. Counted in Statistics."))
        y += row + gap
        limits = [(n, f"{n:,} games") for n in LIBRARY_LIMITS]
        self.ui.add(Choice(pygame.Rect(x, y, width, row), "Past games kept", limits,
                           st.library_limit, self._set("library_limit"),
                           tooltip="How many finished games Past games keeps: when a game is "
                                   "kept past it, the oldest go. Named saves are never "
                                   "removed."))
        y += row + gap * 2
        self.ui.add(Button(pygame.Rect(w // 2 - int(100 * s), y, int(200 * s), int(50 * s)),
                           "Done", self.back, primary=True, font_size=int(22 * s)))
        self.panel_rect = pygame.Rect(x - int(30 * s), top, width + int(60 * s),
                                      y + int(62 * s) - top)

    def _set(self, name: str):
        def setter(value) -> None:
            setattr(self.ctx.settings, name, value)
            self.ctx.save_settings()

        return setter

    def _volume(self, value: float) -> None:
        self.ctx.settings.volume = round(value, 2)

    def back(self) -> None:
        self.ctx.save_settings()
        super().back()

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.overlay:
            theme.shade(surface)
        else:
            theme.draw_background(surface)
        theme.panel(surface, self.panel_rect)
        title = theme.render("Settings", int(52 * self.ctx.scale), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(surface.get_width() // 2,
                                                   self.panel_rect.y + int(14 * self.ctx.scale))))
