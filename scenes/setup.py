"""Game set-up: who plays each side (a person or the AI at a level) and the game's options."""

from __future__ import annotations

import functools
from typing import Any

import pygame

import scenes.theme as theme
from engine.core import CorruptData, GameInfo
from game.match import Match, Seat
from scenes.base import WidgetScene
from scenes.level_key import draw_level_key, key_height
from scenes.registry import open_match
from scenes.rules import RulesScene
from scenes.tutorial import learn_button
from scenes.widgets import Button, Choice

SEAT_CHOICES = [("human", "Human"), ("easy", "AI: Easy"), ("normal", "AI: Normal"),
                ("hard", "AI: Hard")]
SEAT_HELP = ("Human: a person at this computer clicks for this side (two humans = pass and "
             "play). AI: the computer plays it; Easy is forgiving, Hard thinks longest.")


class SetupScene(WidgetScene):
    def __init__(self, ctx, info: GameInfo) -> None:
        self.info = info
        self.seat_values = ["human"] + ["normal"] * (info.min_seats - 1)
        self.option_values = info.default_options()
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        width = int(560 * s)
        x = w // 2 - width // 2
        y = int(h * 0.18)
        row = int(46 * s)
        gap = int(10 * s)
        self.heading_y = y - int(26 * s)
        for seat, name in enumerate(self.info.seat_names[: len(self.seat_values)]):
            self.ui.add(Choice(pygame.Rect(x, y, width, row), name, SEAT_CHOICES,
                               self.seat_values[seat],
                               functools.partial(self._set_seat, seat), tooltip=SEAT_HELP))
            y += row + gap
        if len(self.seat_values) == 2:
            self.ui.add(Button(pygame.Rect(x + width - int(200 * s), y, int(200 * s),
                                           int(36 * s)),
                               "Swap sides", self.swap, font_size=int(18 * s),
                               tooltip="Exchange who plays which side."))
            y += int(36 * s) + gap
        self.options_y = y + gap
        y += int(40 * s)
        for spec in self.info.options:
            choices = [(c, str(c)) for c in spec.choices]
            self.ui.add(Choice(pygame.Rect(x, y, width, row), spec.label, choices,
                               self.option_values[spec.key],
                               functools.partial(self._set_option, spec.key),
                               tooltip=spec.help))
            y += row + gap
        y += gap
        self.key_rect = pygame.Rect(x, y, width, key_height(self.info, width, s))
        y += self.key_rect.height + gap
        third = (width - 2 * gap) // 3
        bh = int(54 * s)
        self.ui.add(Button(pygame.Rect(x, y, third, bh), "Back", self.back,
                           font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + third + gap, y, third, bh), "Rules",
                           lambda: self.manager.push(RulesScene(self.ctx, self.info.game_id)),
                           font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + 2 * (third + gap), y, third, bh), "Start!",
                           self.start, primary=True, font_size=int(24 * s)))
        learn = learn_button(self.ctx, self.info.game_id)
        if learn is not None:
            self.ui.add(learn)

    def _set_seat(self, seat: int, value: str) -> None:
        self.seat_values[seat] = value

    def _set_option(self, key: str, value: int) -> None:
        self.option_values[key] = value

    def swap(self) -> None:
        self.seat_values.reverse()
        self.layout()

    def seats(self) -> list[Seat]:
        return [Seat("human") if v == "human" else Seat("ai", v) for v in self.seat_values]

    def match_setup(self) -> dict[str, Any] | None:
        """The game's set-up payload beyond options (see ``GameInfo.check_setup``); a game's
        own set-up screen overrides this, e.g. Daemon Dice hands over its chosen daemons."""
        return None

    def start(self) -> None:
        try:
            match = Match(self.info, self.option_values, self.seats(),
                          setup=self.match_setup())
        except CorruptData as error:  # options that do not fit together: the engine says why
            self.ctx.toast(str(error), 6, error=True)
            return
        open_match(self.ctx, match)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        w, _ = surface.get_size()
        s = self.ctx.scale
        title = theme.render(f"New game of {self.info.title}", int(48 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(center=(w // 2, int(self.ctx.size[1] * 0.075))))
        for text, y in (("Who plays", self.heading_y), ("Options", self.options_y)):
            label = theme.render(text.upper(), int(16 * s), theme.ACCENT, "black")
            surface.blit(label, label.get_rect(midleft=(w // 2 - int(280 * s), y)))
        draw_level_key(surface, self.info, self.seat_values, self.key_rect, s)
