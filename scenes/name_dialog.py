"""A small dialog that asks for a name (save as, rename) and shows why a name is refused.

The check itself lives where the name is used (``game.saves``); the dialog only shows its
sentence under the field and stays open until a name is accepted or the player cancels.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

import game.saves as saves
import scenes.theme as theme
from game.match import Match
from game.validate import MAX_FILE_NAME, shorten
from scenes.base import WidgetScene
from scenes.form_fields import TextField
from scenes.widgets import Button


class NameDialog(WidgetScene):
    """``accept(name)`` returns None when the name was used (the dialog closes) or the reason
    it was refused (shown in the dialog)."""

    overlay = True

    def __init__(self, ctx, title: str, prompt: str, initial: str,
                 accept: Callable[[str], str | None], ok_label: str = "OK",
                 max_len: int = MAX_FILE_NAME) -> None:
        self.title = title
        self.prompt = prompt
        self.text = initial[:max_len]
        self.accept = accept
        self.ok_label = ok_label
        self.max_len = max_len
        self.problem = ""
        self.field: TextField | None = None
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        width = int(460 * s)
        self.box = pygame.Rect(0, 0, width + int(40 * s), int(280 * s))
        self.box.center = (w // 2, h // 2)
        x = self.box.x + int(20 * s)
        field_y = self.box.y + int(104 * s)
        self.field = TextField(pygame.Rect(x, field_y, width, int(46 * s)), self.text,
                               "Type a name", self._typed, self.max_len)
        self.field.focus(True)
        self.ui.add(self.field)
        half = (width - int(12 * s)) // 2
        y = self.box.bottom - int(66 * s)
        self.ui.add(Button(pygame.Rect(x, y, half, int(46 * s)), self.ok_label, self.submit,
                           primary=True, font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + half + int(12 * s), y, half, int(46 * s)), "Cancel",
                           self.back, font_size=int(20 * s)))

    def _typed(self, text: str) -> None:
        self.text = text
        self.problem = ""

    def submit(self) -> None:
        problem = self.accept(self.text)
        if problem:
            self.problem = shorten(problem, 160)
            return
        if self.manager.top is self:
            self.manager.pop()

    def back(self) -> None:
        if self.field is not None:
            self.field.focus(False)
        self.manager.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        used = super().handle_event(event)
        if self.field is not None and not self.field.focused:
            self.field.focus(True)  # the dialog has one field: typing always goes there
        return used or True

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.shade(surface)
        theme.panel(surface, self.box, alpha=248)
        s = self.ctx.scale
        inner = self.box.width - int(40 * s)
        x = self.box.x + int(20 * s)
        theme.label(surface, pygame.Rect(x, self.box.y + int(8 * s), inner, int(56 * s)),
                    self.title, int(36 * s), theme.GOLD, "title")
        theme.label(surface, pygame.Rect(x, self.box.y + int(68 * s), inner, int(28 * s)),
                    self.prompt, int(18 * s), theme.MUTED, align="left")
        if self.problem:
            theme.paragraph(surface, (x, self.box.y + int(156 * s)), inner, self.problem,
                            int(17 * s), theme.BAD, "bold", max_lines=2)


def save_as_dialog(ctx, match: Match) -> NameDialog:
    """"Save game": asks for a name (a safe file name, not taken) and writes the save."""

    def accept(name: str) -> str | None:
        try:
            path = saves.save_named(match, name)
        except saves.SaveError as error:
            return str(error)
        ctx.toast(f"Saved as {path.stem}.")
        return None

    initial = f"{match.info.title} {time.strftime('%d %b %Y %H-%M')}"
    return NameDialog(ctx, "Save game", "Name for this save:", initial, accept, ok_label="Save")
