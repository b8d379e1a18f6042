"""The alternate rules of Doodle Dice Monsters, switched on and off on a page of their own.

Why a page: the rulebook has six alternate rules (and a waiver), each needing a line of
explanation and the budget it is best with; beside the players and their forces they pushed
the set-up off the screen. The set-up shows which rules are on and opens this page.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import scenes.theme as theme
from engine.core import GameInfo
from engine.doodledice.options import ALTERNATE_RULES, HOUSE_RULES, options_problem
from scenes.base import WidgetScene
from scenes.widgets import Button, Toggle


def rules_on(info: GameInfo, options: dict[str, int]) -> list[str]:
    """The labels of the alternate rules switched on, in the page's order."""
    return [spec.label for spec in info.options
            if spec.key in ALTERNATE_RULES and options.get(spec.key)]


class AlternateRules(WidgetScene):
    """Switches for the alternate rules, each with its explanation and budget advice; changes
    go straight into the set-up's ``options`` (``on_change`` lets it lay out again)."""

    def __init__(self, ctx, info: GameInfo, options: dict[str, int],
                 on_change: Callable[[], object]) -> None:
        self.info = info
        self.options = options
        self.on_change = on_change
        self.lines: list[tuple[str, pygame.Rect]] = []
        super().__init__(ctx)

    def specs(self) -> list:
        return [spec for spec in self.info.options if spec.key in ALTERNATE_RULES]

    def layout(self) -> None:
        self.ui.clear()
        self.lines = []
        w, h = self.ctx.size
        s = self.ctx.scale
        margin = int(60 * s)
        specs = self.specs()
        columns = 2 if len(specs) > 3 else 1
        gap = int(40 * s)
        col_w = (w - 2 * margin - gap * (columns - 1)) // columns
        per_column = -(-len(specs) // columns)
        top = int(110 * s)
        row = int(40 * s)
        line_h = max(18, int(21 * s))
        for index, spec in enumerate(specs):
            column, slot = divmod(index, per_column)
            x = margin + column * (col_w + gap)
            y = top + slot * (row + 3 * line_h + int(26 * s))
            self.ui.add(Toggle(pygame.Rect(x, y, col_w, row), spec.label,
                               bool(self.options.get(spec.key)),
                               lambda v, k=spec.key: self.switch(k, v), tooltip=spec.help))
            y += row + int(4 * s)
            budget = ALTERNATE_RULES[spec.key]
            advice = ("Ours, not the rulebook's." if spec.key in HOUSE_RULES
                      else f"Best with {budget} sides or more." if budget else "Any budget.")
            self.lines.append((spec.help, pygame.Rect(x, y, col_w, 2 * line_h)))
            self.lines.append((advice, pygame.Rect(x, y + 2 * line_h, col_w, line_h)))
        bw, bh = int(220 * s), int(52 * s)
        self.ui.add(Button(pygame.Rect(w - margin - bw, h - int(80 * s), bw, bh), "Done",
                           self.back, primary=True, font_size=int(22 * s),
                           tooltip="Back to the set-up."))

    def switch(self, key: str, value: bool) -> None:
        self.options[key] = int(value)
        self.on_change()
        self.layout()

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        s = self.ctx.scale
        w, h = surface.get_size()
        margin = int(60 * s)
        title = theme.render("Alternate rules", int(44 * s), theme.GOLD, "title")
        surface.blit(title, (margin, int(24 * s)))
        text_px = max(14, int(16 * s))
        for words, box in self.lines:
            theme.text_box(surface, box, words, text_px, theme.MUTED)
        clash = options_problem(self.options)
        note = clash or "Switch on any mix; the rules page explains each in full."
        colour = theme.BAD if clash else theme.HINT
        surface.blit(theme.render(note, max(14, int(17 * s)), colour, "bold"),
                     (margin, h - int(66 * s)))


__all__ = ["AlternateRules", "rules_on"]
