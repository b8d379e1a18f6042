"""Setting up Doodle Dice Monsters: 2 to 4 seats (a person, or the AI at a level, with what the
level means), the sides budget, the options, and each seat's force: random (the dice box picks
it when the game starts), or built or loaded in the force builder.
"""

from __future__ import annotations

from typing import Any

import pygame

import scenes.theme as theme
from engine.core import CorruptData, GameInfo
from engine.doodledice import DieChoice, force_problem, force_sides
from engine.doodledice.forces import force_to_json
from engine.doodledice.options import ALTERNATE_RULES, options_problem
from game.match import Match, Seat
from scenes.base import WidgetScene
from scenes.doodledice.builder import ForceBuilder
from scenes.doodledice.rules_setup import AlternateRules, rules_on
from scenes.registry import open_match
from scenes.rules import RulesScene
from scenes.tutorial import learn_button
from scenes.widgets import Button, Choice

LEVELS = ("easy", "normal", "hard")
DRAFTED = ("With draft dice nobody brings a force: each player picks dice from the shared "
           "collection when the game starts.")


class DoodleSetup(WidgetScene):
    def __init__(self, ctx, info: GameInfo) -> None:
        self.info = info
        self.options = info.default_options()
        self.kinds = ["human"] + ["easy"] * (info.max_seats - 1)
        self.forces: list[tuple[DieChoice, ...] | None] = [None] * info.max_seats
        self.seed: int | None = None
        """The match's seed (None: a fresh one; tests and replays fix it)."""
        self.blurbs = {level: spec.blurb for level, spec in info.ai_levels.items()}
        super().__init__(ctx)

    @property
    def seats(self) -> int:
        return self.options["seats"]

    def seat_choices(self) -> list[tuple[str, str]]:
        return [("human", "Human")] + [(lv, f"AI: {lv.title()}") for lv in LEVELS]

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        x = int(60 * s)
        width = int(w * 0.5)
        row, gap = int(40 * s), int(8 * s)
        y = int(100 * s)
        rules_end = self.layout_rules(x + width + int(40 * s), y, w - int(60 * s), row)
        for spec in self.info.options:
            if spec.key in ALTERNATE_RULES:
                continue
            names = {"mirror": {0: "no", 1: "yes"},
                     "sketch_time": {0: "no limit", 1: "1 min", 2: "2 min", 3: "3 min"},
                     }.get(spec.key, {})
            choices = [(c, names.get(c, str(c))) for c in spec.choices]
            self.ui.add(Choice(pygame.Rect(x, y, width, row), spec.label, choices,
                               self.options[spec.key],
                               lambda v, k=spec.key: self._set_option(k, v), tooltip=spec.help))
            y += row + gap
        y = max(y, rules_end) + int(24 * s)
        self.seats_y = y - int(22 * s)
        tip = "Human: a person at this computer. AI: " + " ".join(
            f"{lv.title()}: {self.blurbs.get(lv, '')}" for lv in LEVELS)
        for seat in range(self.seats):
            name = self.info.seat_names[seat]
            if self.options.get("duo"):
                name += f" (team {seat % 2 + 1})"
            self.ui.add(Choice(pygame.Rect(x, y, width, row), name, self.seat_choices(),
                               self.kinds[seat], lambda v, k=seat: self._set_kind(k, v),
                               tooltip=tip))
            force = self.forces[seat]
            label = "Force: random" if force is None else \
                f"Force: {len(force)} dice, {force_sides(force)} sides"
            if self.drafting:
                label = "Force: drafted at the table"
            bx = x + width + max(14, int(14 * s))
            fb = Button(pygame.Rect(bx, y, int(300 * s), row), label,
                        lambda k=seat: self.build(k), font_size=max(14, int(17 * s)),
                        tooltip="Pick dice from the box, load a saved force, or roll "
                                "a random one.")
            fb.enabled, fb.disabled_reason = not self.drafting, DRAFTED
            self.ui.add(fb)
            rb = Button(pygame.Rect(bx + int(310 * s), y, int(110 * s), row), "Random",
                        lambda k=seat: self._set_force(k, None), font_size=max(14, int(16 * s)),
                        tooltip="The dice box picks this force when the game starts.")
            rb.enabled = force is not None and not self.drafting
            rb.disabled_reason = DRAFTED if self.drafting else "This force is already random."
            self.ui.add(rb)
            y += row + gap
        self.blurb_y = y + int(6 * s)
        bw, bh = int(200 * s), int(52 * s)
        by = h - int(80 * s)
        self.ui.add(Button(pygame.Rect(x, by, bw, bh), "Back", self.back, font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + bw + 12, by, bw, bh), "Rules",
                           lambda: self.manager.push(RulesScene(self.ctx, self.info.game_id)),
                           font_size=int(20 * s)))
        start = Button(pygame.Rect(x + 2 * (bw + 12), by, bw, bh), "Start!", self.start,
                       primary=True, font_size=int(24 * s))
        problem = self.problem()
        start.enabled, start.disabled_reason = problem is None, problem or ""
        self.ui.add(start)
        learn = learn_button(self.ctx, self.info.game_id)
        if learn is not None:
            self.ui.add(learn)

    def layout_rules(self, left: int, top: int, right: int, row: int) -> int:
        """The alternate rules: which are on, and a button to the page that switches them;
        returns the bottom of the column."""
        s = self.ctx.scale
        self.rules_top = top
        on = rules_on(self.info, self.options)
        self.rule_lines = [(", ".join(on) if on else "None: the basic game.", left,
                            top + int(30 * s))]
        wrapped = theme.wrap(self.rule_lines[0][0], theme.font(max(14, int(16 * s))),
                             right - left)
        self.rule_lines = [(line, left, top + int(28 * s) + i * max(18, int(21 * s)))
                           for i, line in enumerate(wrapped[:3])]
        y = top + int(34 * s) + len(self.rule_lines) * max(18, int(21 * s))
        self.ui.add(Button(pygame.Rect(left, y, min(right - left, int(300 * s)), row),
                           "Alternate rules...", self.open_rules, font_size=max(14, int(17 * s)),
                           tooltip="Strange dice, teams, stratagems and fortresses..."))
        return y + row

    def open_rules(self) -> None:
        self.manager.push(AlternateRules(self.ctx, self.info, self.options, self.layout))

    @property
    def drafting(self) -> bool:
        """The draft dice rule is on: nobody brings a force."""
        return bool(self.options.get("draft", 0))

    def problem(self) -> str | None:
        clash = options_problem(self.options)
        if clash or self.drafting:
            return clash
        for seat in range(self.seats):
            force = self.forces[seat]
            if force is not None:
                why = force_problem(force, self.options["budget"],
                                    self.options.get("strange_dice", 0),
                                    d100=self.options.get("stratagems", 0))
                if why:
                    return f"{self.info.seat_names[seat]}'s force: {why}"
        return None

    # ------------------------------------------------------------------ changes
    def _set_option(self, key: str, value: int) -> None:
        self.options[key] = value
        self.layout()

    def _set_kind(self, seat: int, value: str) -> None:
        self.kinds[seat] = value
        self.layout()

    def _set_force(self, seat: int, force: tuple[DieChoice, ...] | None) -> None:
        self.forces[seat] = force
        self.layout()

    def build(self, seat: int) -> None:
        self.manager.push(ForceBuilder(self.ctx, self.info.seat_names[seat],
                                       self.options["budget"], self.forces[seat] or (),
                                       lambda f, k=seat: self._set_force(k, f),
                                       strange=self.options.get("strange_dice", 0),
                                       d100=self.options.get("stratagems", 0)))

    def match_seats(self) -> list[Seat]:
        return [Seat("human") if k == "human" else Seat("ai", k)
                for k in self.kinds[:self.seats]]

    def match_setup(self) -> dict[str, Any] | None:
        forces = self.forces[:self.seats]
        if self.drafting or all(f is None for f in forces):
            return None
        return {"forces": [None if f is None else force_to_json(f) for f in forces]}

    def start(self) -> None:
        try:
            match = Match(self.info, self.options, self.match_seats(), seed=self.seed,
                          setup=self.match_setup())
        except CorruptData as error:
            self.ctx.toast(str(error), 4, error=True)
            return
        open_match(self.ctx, match)

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        s = self.ctx.scale
        w, _ = surface.get_size()
        x = int(60 * s)
        title = theme.render(f"New game of {self.info.title}", int(44 * s), theme.GOLD, "title")
        surface.blit(title, (x, int(24 * s)))
        head_px = max(14, int(16 * s))
        surface.blit(theme.render("WHO PLAYS, AND WITH WHICH DICE", head_px, theme.ACCENT,
                                  "black"), (x, self.seats_y))
        if self.rule_lines:
            left = self.rule_lines[0][1]
            surface.blit(theme.render("ALTERNATE RULES", head_px, theme.ACCENT, "black"),
                         (left, self.rules_top))
        for line, lx, ly in self.rule_lines:
            surface.blit(theme.render(line, max(14, int(16 * s)), theme.TEXT), (lx, ly))
        note_px = max(14, int(15 * s))
        y = self.blurb_y
        if self.drafting:
            y = theme.paragraph(surface, (x, y), w - 2 * x, DRAFTED, note_px, theme.GOLD,
                                max_lines=2) + int(4 * s)
        used = [k for k in self.kinds[:self.seats] if k != "human"]
        for level in LEVELS:
            if level in used:
                text = f"AI {level.title()}: {self.blurbs.get(level, '')}"
                y = theme.paragraph(surface, (x, y), w - 2 * x, text, max(14, int(16 * s)),
                                    theme.MUTED, max_lines=2)
