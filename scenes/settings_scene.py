"""Settings: animation pace, sound, full screen, move hints, the win-chance meter and how many
past games are kept, saved as soon as changed; "Access..." opens colours, text size, motion and
the sound groups' volumes (``scenes.access_settings``), "Keys..." every key
(``scenes.keys_settings``)."""

from __future__ import annotations

import pygame

from game.settings import ANIMATION_SPEEDS, LIBRARY_LIMITS
from scenes.access_settings import AccessScene
from scenes.keys_settings import KeysScene
from scenes.settings_page import SettingsPage
from scenes.widgets import Button, Choice, Slider, Toggle


class SettingsScene(SettingsPage):
    """Usable from the main menu and, as an overlay, from the pause menu."""

    def layout(self) -> None:
        self.ui.clear()
        st = self.ctx.settings
        w, _ = self.ctx.size
        s = self.ctx.scale
        x, y, width, row, gap, top = self.column(rows=9)
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
        self.ui.add(Button(pygame.Rect(x + width - int(150 * s), y + int(5 * s), int(150 * s),
                                       int(40 * s)),
                           "Access...", self._access, font_size=int(18 * s),
                           tooltip="Colour-blind colours, text size, reduced motion and a "
                                   "volume for dice, interface and alerts."))
        self.ui.add(Button(pygame.Rect(x, y + int(5 * s), int(150 * s), int(40 * s)),
                           "Keys...", self._keys, font_size=int(18 * s),
                           tooltip="Every key of the game (Tab, Enter, Esc, Ctrl+Z...): "
                                   "give each action a key of your own."))
        self.panel_rect = pygame.Rect(x - int(30 * s), top, width + int(60 * s),
                                      y + int(62 * s) - top)

    def _access(self) -> None:
        self.manager.push(AccessScene(self.ctx, overlay=self.overlay))

    def _keys(self) -> None:
        self.manager.push(KeysScene(self.ctx, overlay=self.overlay))

    def _volume(self, value: float) -> None:
        self.ctx.settings.volume = round(value, 2)
