"""Settings → Keys: every key action with its key; choose one and press a new key for it, or
put every key back to its default. Saved at once (``Settings.keys``, only the keys that differ
from the defaults) and put to work for every screen (``game.keys.use``).

A key already given to another action is refused with a sentence saying which (two actions on
one key would make one of them unreachable); so is F11, the window's own key. While a new key
is awaited, Esc gives up the change.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import game.keys as keys
import scenes.theme as theme
from scenes.settings_page import SettingsPage
from scenes.widgets import Button

MODIFIER_KEYS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                 pygame.K_LALT, pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA,
                 pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR)
"""Pressed alone, these are a key's modifiers, not a key: the next key is awaited."""


class KeysScene(SettingsPage):
    title = "Keys"
    title_size = 48

    def __init__(self, ctx, overlay: bool = False) -> None:
        self.awaiting: str | None = None  # the action whose new key is awaited
        self.note = ""
        super().__init__(ctx, overlay)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        half = (len(keys.ACTIONS) + 1) // 2
        x, y, width, row, gap, top = self.column(rows=half + 2)
        width = min(int(760 * s), w - int(80 * s))
        x = w // 2 - width // 2
        col_w = (width - gap) // 2
        self.note_rect = pygame.Rect(x, y, width, row)
        y += row + gap
        for index, action in enumerate(keys.ACTIONS):
            column, line = divmod(index, half)
            rect = pygame.Rect(x + column * (col_w + gap), y + line * (row + gap), col_w, row)
            shown = ("press a new key..." if self.awaiting == action.name
                     else keys.shown(action.name))
            self.ui.add(Button(rect, f"{action.title}: {shown}", self._asker(action.name),
                               font_size=int(17 * s),
                               primary=self.awaiting == action.name,
                               tooltip="Choose, then press the new key (Esc: keep this one)."))
        y += half * (row + gap) + gap
        bw = int(200 * s)
        self.ui.add(Button(pygame.Rect(w // 2 - bw - gap // 2, y, bw, int(50 * s)),
                           "Reset to defaults", self.reset, font_size=int(19 * s)))
        self.ui.add(Button(pygame.Rect(w // 2 + gap // 2, y, bw, int(50 * s)), "Done",
                           self.back, primary=True, font_size=int(22 * s)))
        self.panel_rect = pygame.Rect(x - int(30 * s), top, width + int(60 * s),
                                      y + int(62 * s) - top)

    def _asker(self, action: str) -> Callable[[], None]:
        return lambda: self.ask(action)

    def ask(self, action: str) -> None:
        self.awaiting = action
        self.note = f"Press the new key for \"{_title(action)}\" (Esc: keep it as it is)."
        self.layout()

    def reset(self) -> None:
        self.ctx.settings.keys = {}
        keys.use({})
        self.ctx.save_settings()
        self.awaiting = None
        self.note = "Every key is back to its default."
        self.layout()

    def set_key(self, action: str, spec: str) -> str | None:
        """Give ``action`` the key ``spec``; why not, in a sentence, when it cannot be."""
        if not keys.valid_spec(spec):
            return f"{spec.upper()} cannot be used: it is the window's own key."
        bound = keys.bound(self.ctx.settings.keys)
        other = next((a for a, k in bound.items() if k == spec and a != action), None)
        if other is not None:
            return f"That key already does \"{_title(other)}\": give that one another key first."
        own = {**self.ctx.settings.keys, action: spec}
        self.ctx.settings.keys = {a: k for a, k in own.items() if k != keys.DEFAULTS[a]}
        keys.use(self.ctx.settings.keys)
        self.ctx.save_settings()
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.awaiting is not None and event.type == pygame.KEYDOWN:
            if event.key in MODIFIER_KEYS:
                return True
            action, self.awaiting = self.awaiting, None
            if event.key == pygame.K_ESCAPE and not event.mod & (pygame.KMOD_CTRL
                                                                   | pygame.KMOD_SHIFT
                                                                   | pygame.KMOD_ALT):
                self.note = "Nothing changed."
            else:
                why = self.set_key(action, keys.spec_of(event))
                self.note = why or f"\"{_title(action)}\" is now {keys.shown(action)}."
            self.layout()
            return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        words = self.note or "Choose an action, then press its new key."
        theme.label(surface, self.note_rect, words, int(17 * self.ctx.scale), theme.HINT,
                    "bold")


def _title(action: str) -> str:
    return next(a.title for a in keys.ACTIONS if a.name == action)
