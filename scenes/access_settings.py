"""Settings for seeing, size, motion and sound: colour-blind palettes, text size, reduced
motion and a volume for each sound group; opened from Settings, saved as soon as changed.

``apply_access`` puts these settings to work (at start and after each change): the rule-colour
palette, the text size and the cue volumes are module-wide, read by every screen as it draws.
Leaving this screen lays every open screen out again, so a board under the pause menu is
redrawn in the new colours and sizes.
"""

from __future__ import annotations

import pygame

import game.cues as cues
import game.keys as keys
import scenes.palettes as palettes
from game.settings import SOUND_KINDS, UI_SCALES, Settings
from scenes.settings_page import SettingsPage
from scenes.text import set_text_scale
from scenes.widgets import Button, Choice, Slider, Toggle

VISION_CHOICES: list[tuple[str, str]] = [
    ("normal", "Usual"),
    ("deuteranopia", "Deuteranopia"),
    ("protanopia", "Protanopia"),
    ("tritanopia", "Tritanopia"),
]


def apply_access(settings: Settings) -> None:
    """Make every screen draw, sound and answer keys by ``settings``' palette, text size,
    volumes and keys."""
    palettes.apply_vision(settings.vision)
    set_text_scale(settings.ui_scale)
    cues.listen_to(settings)
    keys.use(settings.keys)


class AccessScene(SettingsPage):
    """Opened from Settings (a page of its own: Settings' column is full at 1280x720)."""

    title = "Seeing, size, motion, sound"
    title_size = 44

    def layout(self) -> None:
        self.ui.clear()
        st = self.ctx.settings
        w, _ = self.ctx.size
        s = self.ctx.scale
        x, y, width, row, gap, top = self.column(rows=3 + len(SOUND_KINDS))
        self.ui.add(Choice(pygame.Rect(x, y, width, row), "Colours", VISION_CHOICES, st.vision,
                           self._set("vision"),
                           tooltip="Colours that carry a rule (Doodle dice, Death by Dice links, "
                                   "Daemon Dice breeds) chosen to stay apart for a colour "
                                   "vision: deuteranopia (green-weak), protanopia (red-weak) "
                                   "or tritanopia (blue-weak). Letters and shapes always go "
                                   "with them too."))
        y += row + gap
        sizes = [(p, f"{p}%") for p in UI_SCALES]
        self.ui.add(Choice(pygame.Rect(x, y, width, row), "Text size", sizes, st.ui_scale,
                           self._set("ui_scale"),
                           tooltip="Text larger or smaller than the window alone would make "
                                   "it. Where a box has no room, its text shrinks back."))
        y += row + gap
        self.ui.add(Toggle(pygame.Rect(x, y, width, row), "Reduced motion", st.reduced_motion,
                           self._set("reduced_motion"),
                           tooltip="Dice land at once (thrown by the same physics, off "
                                   "screen), pieces jump to their places, nothing pulses."))
        y += row + gap
        for kind in SOUND_KINDS:
            name = f"{kind}_volume"
            self.ui.add(Slider(pygame.Rect(x, y, width, row), f"{kind.title()} volume",
                               getattr(st, name), self._volume(name)))
            y += row + gap
        y += gap
        self.ui.add(Button(pygame.Rect(w // 2 - int(100 * s), y, int(200 * s), int(50 * s)),
                           "Done", self.back, primary=True, font_size=int(22 * s)))
        self.panel_rect = pygame.Rect(x - int(30 * s), top, width + int(60 * s),
                                      y + int(62 * s) - top)

    def _set(self, name: str):
        save = super()._set(name)

        def setter(value) -> None:
            save(value)
            apply_access(self.ctx.settings)
            if name == "ui_scale":
                self.layout()

        return setter

    def _volume(self, name: str):
        def setter(value: float) -> None:
            setattr(self.ctx.settings, name, round(value, 2))

        return setter

    def back(self) -> None:
        super().back()
        self.ctx.scenes.resized(self.ctx.size)  # every open screen redrawn in the new look
