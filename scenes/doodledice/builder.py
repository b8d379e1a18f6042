"""The force builder: pick dice from the box (kind, colour, a second colour for a hybrid) with
the running total of sides against the budget; or a random legal force; or a saved one. A
force can be saved by name for later games.

The budget check is the engine's (``force_problem``): a die that would break the budget is not
added, and the reason is shown; Done is greyed with the engine's reason while the force is not
legal.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pygame

import scenes.theme as theme
from engine.doodledice import COLOURS, DieChoice, force_problem, force_sides, random_force
from engine.doodledice.tables import ALL_SIDES, D100, SIDES
from scenes.base import WidgetScene
from scenes.doodledice.dice_art import DieLook, colour_rgb, draw_die
from scenes.doodledice.forces_store import ForceStore, ForceStoreError
from scenes.form_fields import TextField
from scenes.widgets import Button, Widget

COLOUR_KEYS = [c.key for c in COLOURS]
KIND_TIPS = {
    3: "A d3 (strange dice): 3 sides of life. Once a game it can drag its monster out of "
       "reach until the next sketching phase. A d3 core cannot struggle.",
    5: "A d5 (strange dice): 5 sides of life; for halves it counts as a d4.",
    7: "A d7 (strange dice): 7 sides of life; for halves it counts as a d6.",
    D100: "A d100 (stratagems & fortresses): only the core of a stratagem or fortress, a "
          "place or symbol with 100 sides of life whose colour gives a power. No parts.",
}
SIZE_TIPS = {
    "": "A die of the usual size.",
    "small": "Takes half a place in the active pool: ten small dice fit where five normal ones "
             "would. At most 6 in a force.",
    "big": "Once a game you may name a big die's roll for a weapon, shield or nullifier instead "
           "of rolling it. At most 3 in a force.",
}
POWERS = {c.key: f"{c.title}: {c.power}. {c.summary}" for c in COLOURS}


class DieButton(Widget):
    """A die of the box (or of the force) drawn as its solid; selected ones are outlined."""

    def __init__(self, rect: pygame.Rect, sides: int, colours: tuple[str, ...],
                 on_click: Callable[[], object], caption: str = "", tooltip: str = "",
                 selected: bool = False, size: str = "") -> None:
        super().__init__(rect)
        self.sides, self.colours, self.size = sides, colours, size
        self.on_click = on_click
        self.caption = caption
        self.tooltip = tooltip
        self.selected = selected

    def clicked(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        size = min(self.rect.width, self.rect.height - (18 if self.caption else 0))
        box = pygame.Rect(0, 0, size, size)
        box.midtop = (self.rect.centerx, self.rect.y)
        if self.selected or self.hovered:
            pygame.draw.rect(surface, theme.GOLD if self.selected else theme.EDGE,
                             box.inflate(6, 6), 3 if self.selected else 2, border_radius=8)
        draw_die(surface, DieLook(self.sides, self.colours, self.size), box.center, size)
        if self.caption:
            text = theme.render(self.caption, 14, theme.TEXT, "bold")
            surface.blit(text, text.get_rect(midtop=(self.rect.centerx, box.bottom + 1)))


class Swatch(Widget):
    """A colour of energy: a disc with its name; "none" for no second colour."""

    def __init__(self, rect: pygame.Rect, colour: str, on_click: Callable[[], object],
                 selected: bool, tooltip: str) -> None:
        super().__init__(rect)
        self.colour = colour
        self.on_click = on_click
        self.selected = selected
        self.tooltip = tooltip

    def clicked(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        fill = theme.PANEL_LIGHT if self.hovered else theme.PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if self.selected else theme.EDGE, self.rect,
                         3 if self.selected else 1, border_radius=8)
        r = self.rect.height // 2 - 6
        centre = (self.rect.x + r + 8, self.rect.centery)
        if self.colour:
            pygame.draw.circle(surface, colour_rgb(self.colour), centre, r)
        pygame.draw.circle(surface, (20, 16, 24), centre, r, 2)
        name = self.colour or "none"
        text = theme.render(name, 14, theme.TEXT, "bold")
        surface.blit(text, text.get_rect(midleft=(centre[0] + r + 5, centre[1])))


class ForceBuilder(WidgetScene):
    def __init__(self, ctx, who: str, budget: int, force: tuple[DieChoice, ...],
                 on_done: Callable[[tuple[DieChoice, ...]], object],
                 store: ForceStore | None = None, strange: int = 0, d100: int = 0) -> None:
        self.who = who
        self.budget = budget
        self.strange = strange
        """With the strange-dice rule the box also has d3, d5, d7 and small and big dice."""
        self.d100 = d100
        """With stratagems & fortresses the box also has the d100."""
        self.size = ""
        self.force = list(force)
        self.on_done = on_done
        self.store = store if store is not None else ForceStore.load()
        self.sides = 8
        self.colour = "red"
        self.second = ""
        self.name = ""
        self.message = self.store.problem
        self.rng = random.Random()
        super().__init__(ctx)

    # ------------------------------------------------------------------ changes
    def pick(self) -> DieChoice:
        colours = (self.colour,) if not self.second or self.second == self.colour \
            else (self.colour, self.second)
        return DieChoice(self.sides, colours, self.size if self.sides in SIDES else "")

    def problem(self, force) -> str | None:
        return force_problem(force, self.budget, self.strange, d100=self.d100)

    def add(self) -> None:
        die = self.pick()
        problem = self.problem([*self.force, die])
        if problem:
            self.message = problem
        else:
            self.force.append(die)
            self.message = f"Added a {die.label}."
        self.layout()

    def remove(self, index: int) -> None:
        die = self.force.pop(index)
        self.message = f"Took out the {die.label}."
        self.layout()

    def randomise(self) -> None:
        self.force = list(random_force(self.rng.randrange(10**9), self.budget, self.strange,
                                       d100=self.d100))
        self.message = "A random force within the budget."
        self.layout()

    def clear(self) -> None:
        self.force = []
        self.layout()

    def save(self) -> None:
        try:
            saved = self.store.save(self.name, tuple(self.force))
        except ForceStoreError as error:
            self.message = str(error)
        else:
            self.message = f"Saved as {saved.name}."
        self.layout()

    def load(self, name: str) -> None:
        saved = self.store.find(name)
        if saved is not None:
            self.force = list(saved.force)
            self.name = saved.name
            problem = self.problem(self.force)
            self.message = problem or f"{saved.name} is loaded."
        self.layout()

    def done(self) -> None:
        if self.problem(self.force) is None:
            self.manager.pop()
            self.on_done(tuple(self.force))

    def set(self, **values) -> None:
        for key, value in values.items():
            setattr(self, key, value)
        self.layout()

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        x0 = int(30 * s)
        y = int(90 * s)
        size = int(54 * s)
        kinds = (*(ALL_SIDES if self.strange else SIDES), *((D100,) if self.d100 else ()))
        step = min(size + int(16 * s), (int(w * 0.62) - x0 - int(90 * s)) // len(kinds))
        for i, sides in enumerate(kinds):
            rect = pygame.Rect(x0 + int(90 * s) + i * step, y, min(size, step - 6), size + 18)
            self.ui.add(DieButton(rect, sides, (self.colour,), partial(self.set, sides=sides),
                                  f"d{sides}", KIND_TIPS.get(sides, f"A d{sides}: {sides} sides "
                                                             "of life as a part."),
                                  sides == self.sides))
        y += size + int(30 * s)
        self.size_y = -1
        if self.strange:
            self.size_y = y
            bw = int(120 * s)
            for i, (word, tip) in enumerate(SIZE_TIPS.items()):
                b = Button(pygame.Rect(x0 + int(90 * s) + i * (bw + 8), y, bw, int(34 * s)),
                           ("> " if self.size == word else "") + (word or "normal").title(),
                           partial(self.set, size=word), font_size=int(16 * s), tooltip=tip)
                b.enabled = self.sides in SIDES
                b.disabled_reason = "Only the standard kinds come small or big."
                self.ui.add(b)
            y += int(34 * s) + int(16 * s)
        sw, sh = int(92 * s), int(32 * s)
        for row, (attr, keys) in enumerate((("colour", COLOUR_KEYS),
                                            ("second", ["", *COLOUR_KEYS]))):
            for i, key in enumerate(keys):
                per = 6 if attr == "colour" else 7
                col, line = i % per, i // per
                rect = pygame.Rect(x0 + int(90 * s) + col * (sw + 6), y + line * (sh + 6), sw,
                                   sh)
                tip = POWERS.get(key, "A plain die of one colour.") if attr == "colour" else \
                    ("No second colour." if not key else
                     f"A hybrid of {self.colour} and {key}: its owner fixes which one counts "
                     "the first time it is used.")
                self.ui.add(Swatch(rect, key, partial(self.set, **{attr: key}),
                                   getattr(self, attr) == key, tip))
            if row == 0:
                self.colour_y = y
                y += 2 * (sh + 6) + int(12 * s)
            else:
                self.second_y = y
                y += 2 * (sh + 6) + int(10 * s)
        self.pick_y = y
        die = self.pick()
        add_rect = pygame.Rect(x0 + int(90 * s) + int(90 * s), y + int(10 * s), int(230 * s),
                               int(44 * s))
        problem = self.problem([*self.force, die])
        add = Button(add_rect, f"Add a {die.label}", self.add, primary=True,
                     font_size=int(18 * s), tooltip="Put this die in the force.")
        add.enabled, add.disabled_reason = problem is None, problem or ""
        self.ui.add(add)
        self.preview_rect = pygame.Rect(x0 + int(90 * s), y, int(70 * s), int(70 * s))
        # the force
        fx = int(w * 0.64)
        self.force_rect = pygame.Rect(fx, int(90 * s), w - fx - x0, int(330 * s))
        dsize = int(42 * s)
        per_row = max(1, (self.force_rect.width - 10) // (dsize + 8))
        for i, d in enumerate(self.force):
            rect = pygame.Rect(self.force_rect.x + 8 + (i % per_row) * (dsize + 8),
                               self.force_rect.y + int(40 * s) + (i // per_row) * (dsize + 8),
                               dsize, dsize)
            if rect.bottom > self.force_rect.bottom:
                break
            self.ui.add(DieButton(rect, d.sides, d.colours, partial(self.remove, i),
                                  tooltip=f"{d.label}: click to take it out.", size=d.size))
        by = self.force_rect.bottom + int(10 * s)
        bw, bh = (self.force_rect.width - 10) // 2, int(40 * s)
        self.ui.add(Button(pygame.Rect(fx, by, bw, bh), "Random force", self.randomise,
                           font_size=int(17 * s), tooltip="Dice drawn at random, within budget."))
        self.ui.add(Button(pygame.Rect(fx + bw + 10, by, bw, bh), "Clear", self.clear,
                           font_size=int(17 * s), tooltip="Start the force again."))
        by += bh + 8
        self.ui.add(TextField(pygame.Rect(fx, by, bw, bh), self.name, "Force name",
                              lambda t: setattr(self, "name", t), max_len=24,
                              tooltip="Name it to keep it for later games."))
        save = Button(pygame.Rect(fx + bw + 10, by, bw, bh), "Save force", self.save,
                      font_size=int(17 * s), tooltip="Keep this force under its name.")
        self.ui.add(save)
        by += bh + 8
        self.saved_y = by
        bx = fx
        for saved in self.store.forces[:8]:
            label = f"{saved.name} ({force_sides(saved.force)})"
            width = theme.font(int(15 * s), "bold").size(label)[0] + int(22 * s)
            if bx + width > w - x0:
                break
            self.ui.add(Button(pygame.Rect(bx, by + int(22 * s), width, int(34 * s)), label,
                               partial(self.load, saved.name), font_size=int(15 * s),
                               tooltip="Use this saved force."))
            bx += width + 6
        bw3 = int(180 * s)
        self.ui.add(Button(pygame.Rect(w - x0 - 2 * bw3 - 10, h - int(70 * s), bw3, int(50 * s)),
                           "Back", self.back, font_size=int(20 * s)))
        problem = self.problem(self.force)
        done = Button(pygame.Rect(w - x0 - bw3, h - int(70 * s), bw3, int(50 * s)), "Done",
                      self.done, primary=True, font_size=int(22 * s), tooltip="Use this force.")
        done.enabled, done.disabled_reason = problem is None, problem or ""
        self.ui.add(done)

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        s = self.ctx.scale
        w, h = surface.get_size()
        x0 = int(30 * s)
        title = theme.render(f"{self.who}'s force", int(40 * s), theme.GOLD, "title")
        surface.blit(title, (x0, int(22 * s)))
        total = force_sides(self.force)
        colour = theme.GOOD if total <= self.budget else theme.BAD
        count = f"{len(self.force)} {'die' if len(self.force) == 1 else 'dice'}"
        tally = theme.render(f"{total} / {self.budget} sides  ·  {count}", int(24 * s), colour,
                             "bold")
        surface.blit(tally, tally.get_rect(topright=(w - x0, int(30 * s))))
        labels = [("Kind", int(100 * s)), ("Colour", self.colour_y + 6),
                  ("Hybrid", self.second_y + 6), ("The die", self.pick_y + 20)]
        if self.size_y >= 0:
            labels.append(("Size", self.size_y + 6))
        for text, y in labels:
            surface.blit(theme.render(text, int(17 * s), theme.ACCENT, "bold"), (x0, y))
        die = self.pick()
        draw_die(surface, DieLook(die.sides, die.colours, die.size), self.preview_rect.center,
                 self.preview_rect.width)
        theme.panel(surface, self.force_rect, radius=10)
        surface.blit(theme.render("The force (click a die to take it out)", int(16 * s),
                                  theme.MUTED, "bold"),
                     (self.force_rect.x + 10, self.force_rect.y + 10))
        if self.store.forces:
            surface.blit(theme.render("Saved forces", int(16 * s), theme.ACCENT, "bold"),
                         (self.force_rect.x, self.saved_y))
        power = theme.wrap(POWERS[self.colour], theme.font(int(16 * s)), int(w * 0.55))
        y = self.pick_y + int(90 * s)
        for line in power[:3]:
            surface.blit(theme.render(line, int(16 * s), theme.TEXT), (x0, y))
            y += int(21 * s)
        if self.message:
            note = theme.render(self.message, int(16 * s), theme.HINT, "bold")
            surface.blit(note, (x0, h - int(56 * s)))
