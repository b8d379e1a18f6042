"""Dice Demons set-up: 2-6 hunters (name and who plays each), every board setting, and a live
preview of the board those settings make.

The preview is drawn by the same painter as the game board, from the engine's own geometry, so
what you see is the board you get. When the engine says a combination cannot make a board
(``options_problem``), its sentence is shown in red and Start is disabled.
"""

from __future__ import annotations

import pygame

import scenes.theme as theme
from engine.core import CorruptData, GameInfo
from engine.dicedemons import MAX_SEATS, MIN_SEATS, SEAT_NAMES, options_problem
from engine.dicedemons.geometry import Geometry
from engine.dicedemons.setup import new_game, settings_of
from game.match import MAX_NAME, Match, Seat
from scenes.base import WidgetScene
from scenes.dicedemons.layout import RingLayout
from scenes.dicedemons.painter import paint_bridges, paint_static
from scenes.dicedemons.pieces import hunter_sprite
from scenes.form_fields import CompactChoice, TextField
from scenes.level_key import draw_level_key, key_height
from scenes.registry import open_match
from scenes.rules import RulesScene
from scenes.tutorial import learn_button
from scenes.widgets import Button

WIDTH_KEYS = ("land_width", "water_width", "island_radius")
WIDTH_WORDS = {50: "Very narrow", 75: "Narrow", 100: "Normal", 125: "Wide", 150: "Very wide",
               200: "Double"}
"""Widths are sizes relative to the usual board (per cent): players choose them in words."""


def option_words(key: str, value: int) -> str:
    """How a set-up option's value reads on screen."""
    if key == "round_limit" and value == 0:
        return "Off"
    if key in WIDTH_KEYS:
        return WIDTH_WORDS.get(value, f"{value}%")
    return str(value)


KINDS = [("human", "Human"), ("easy", "AI: Easy"), ("normal", "AI: Normal"), ("hard", "AI: Hard")]
KIND_HELP = ("Human: a person at this computer clicks for this hunter (several humans pass the "
             "mouse). AI: the computer plays it; Easy is forgiving, Hard thinks longest.")
BLURB = ("Gather loose dice on the rings, beat a monster for its trinket, and be the first back on "
         "the centre island holding the trinket and three dice. Bridges turn, monsters can be "
         "driven against rivals, and dice buy walls or new monsters.")
NAME_HELP = "Click and type a name (Enter when done). Left empty, the hunter's colour is used."


class DiceDemonsSetup(WidgetScene):
    def __init__(self, ctx, info: GameInfo) -> None:
        self.info = info
        self.rows: list[list[str]] = [["human", ""], ["normal", ""]]
        self.option_values = info.default_options()
        self.fields: list[TextField] = []
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        self._preview_key: tuple = ()
        self._preview: pygame.Surface | None = None
        self.start_button: Button | None = None
        super().__init__(ctx)

    # ------------------------------------------------------------------ options
    def options(self) -> dict[str, int]:
        return {**self.option_values, "seats": len(self.rows)}

    def problem(self) -> str | None:
        return options_problem(self.options())

    def seats(self) -> list[Seat]:
        out = []
        for kind, name in self.rows:
            name = name.strip()[:MAX_NAME]
            out.append(Seat("human", name=name) if kind == "human" else Seat("ai", kind, name))
        return out

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.ui.clear()
        self.fields = []
        w, h = self.ctx.size
        s = self.ctx.scale
        margin = int(24 * s)
        total = min(w - 2 * margin, int(1220 * s))
        x0 = (w - total) // 2
        gap = int(22 * s)
        col1 = int(total * 0.35)
        col2 = int(total * 0.33)
        col3 = total - col1 - col2 - 2 * gap
        top = int(h * 0.17)
        self.heads = [(x0, top - int(26 * s), "Hunters"),
                      (x0 + col1 + gap, top - int(26 * s), "Board")]
        row = int(40 * s)
        rgap = int(8 * s)
        y = top
        kind_w = int(150 * s)
        for index, (kind, name) in enumerate(self.rows):
            x = x0 + int(34 * s)
            removable = len(self.rows) > MIN_SEATS
            name_w = col1 - int(34 * s) - kind_w - rgap - (row + rgap if removable else 0)
            field = TextField(pygame.Rect(x, y, name_w, row), name, SEAT_NAMES[index],
                              lambda text, i=index: self._set_name(i, text), MAX_NAME,
                              tooltip=NAME_HELP)
            self.fields.append(field)
            self.ui.add(field)
            x += name_w + rgap
            self.ui.add(CompactChoice(pygame.Rect(x, y, kind_w, row), "", KINDS, kind,
                                      lambda v, i=index: self._set_kind(i, v),
                                      tooltip=KIND_HELP))
            if removable:
                self.ui.add(Button(pygame.Rect(x + kind_w + rgap, y, row, row), "×",
                                   lambda i=index: self._remove(i), font_size=int(22 * s),
                                   tooltip="Remove this hunter."))
            y += row + rgap
        self.row_marks = [(x0 + int(15 * s), top + i * (row + rgap) + row // 2)
                          for i in range(len(self.rows))]
        if len(self.rows) < MAX_SEATS:
            self.ui.add(Button(pygame.Rect(x0 + int(34 * s), y + int(4 * s), int(180 * s),
                                           int(36 * s)), "+ Add a hunter", self._add,
                               font_size=int(17 * s), tooltip="Up to six hunters."))
        y += int(56 * s)
        self.blurb_rect = pygame.Rect(x0, y, col1, h - margin - y)
        x = x0 + col1 + gap
        y = top
        orow = int(37 * s)
        for spec in self.info.options:
            if spec.key == "seats":
                continue
            labels = [(c, option_words(spec.key, c)) for c in spec.choices]
            self.ui.add(CompactChoice(pygame.Rect(x, y, col2, orow), spec.label, labels,
                                      self.option_values[spec.key],
                                      lambda v, key=spec.key: self._set_option(key, v),
                                      tooltip=spec.help, value_width=int(168 * s)))
            y += orow + int(7 * s)
        bh = int(50 * s)
        bottom = h - margin - bh
        px = x0 + col1 + col2 + 2 * gap
        side = max(60, min(col3, bottom - top - int(96 * s)))
        self.preview_rect = pygame.Rect(px + (col3 - side) // 2, top - int(14 * s), side, side)
        self.text_top = self.preview_rect.bottom + int(8 * s)
        self.text_rect = pygame.Rect(px, self.text_top, col3, bottom - self.text_top)
        third = (col3 - 2 * rgap) // 3
        self.ui.add(Button(pygame.Rect(px, bottom, third, bh), "Back", self.back,
                           font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(px + third + rgap, bottom, third, bh), "Rules",
                           lambda: self.manager.push(RulesScene(self.ctx, self.info.game_id)),
                           font_size=int(20 * s)))
        self.start_button = Button(pygame.Rect(px + 2 * (third + rgap), bottom, third, bh),
                                   "Start!", self.start, primary=True, font_size=int(24 * s),
                                   tooltip="Begin the hunt with these hunters and this board.")
        self.ui.add(self.start_button)
        self._refresh()
        learn = learn_button(self.ctx, self.info.game_id)
        if learn is not None:
            self.ui.add(learn)

    def _refresh(self) -> None:
        if self.start_button is not None:
            self.start_button.enabled = self.problem() is None

    # ------------------------------------------------------------------ changes
    def _set_name(self, index: int, text: str) -> None:
        self.rows[index][1] = text

    def _set_kind(self, index: int, value: str) -> None:
        self.rows[index][0] = value

    def _set_option(self, key: str, value: int) -> None:
        self.option_values[key] = value
        self._refresh()

    def _add(self) -> None:
        if len(self.rows) < MAX_SEATS:
            self.rows.append(["normal", ""])
            self.layout()

    def _remove(self, index: int) -> None:
        if len(self.rows) > MIN_SEATS:
            del self.rows[index]
            self.layout()

    def start(self) -> None:
        if self.problem() is not None:
            return
        open_match(self.ctx, Match(self.info, self.options(), self.seats()))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for field in self.fields:
                field.focus(field.rect.collidepoint(event.pos))
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        w, h = surface.get_size()
        s = self.ctx.scale
        title = theme.render(f"New game of {self.info.title}", int(46 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.075))))
        for x, y, text in self.heads:
            label = theme.render(text.upper(), int(16 * s), theme.ACCENT, "black")
            surface.blit(label, (x, y))
        for index, centre in enumerate(self.row_marks):
            sprite = hunter_sprite(index, int(24 * s))
            surface.blit(sprite, sprite.get_rect(center=centre))
        surface.blit(self._preview_surface(), self.preview_rect.topleft)
        self._draw_summary(surface)
        self._draw_blurb(surface)
        draw_level_key(surface, self.info, (kind for kind, _ in self.rows), self.key_rect(),
                       s)

    def key_rect(self) -> pygame.Rect:
        """The AI levels' key: in the hunters' column, under the goal."""
        s = self.ctx.scale
        area = self.blurb_rect
        fnt = theme.font(int(16 * s), "italic")
        goal = min(5, len(theme.wrap(BLURB, fnt, area.width))) * fnt.get_linesize()
        height = key_height(self.info, area.width - int(16 * s), s)
        top = min(area.y + goal + int(24 * s), area.bottom - height)
        return pygame.Rect(area.x + int(16 * s), top, area.width - int(16 * s), height)

    def _draw_blurb(self, surface: pygame.Surface) -> None:
        """The goal in two lines, so a first-time player knows what the settings are for."""
        s = self.ctx.scale
        room = self.blurb_rect.copy()
        room.height = min(room.height, 5 * theme.font(int(16 * s), "italic").get_linesize())
        theme.text_box(surface, room, BLURB, int(16 * s), theme.MUTED, "italic")

    def _preview_surface(self) -> pygame.Surface:
        """The board these settings make, redrawn only when a setting changes."""
        opts = self.options()
        key = (tuple(sorted(opts.items())), self.preview_rect.size, self.ctx.scale)
        if key == self._preview_key and self._preview is not None:
            return self._preview
        surface = pygame.Surface(self.preview_rect.size, pygame.SRCALPHA)
        rect = surface.get_rect()
        try:
            geo = Geometry.of(settings_of(opts))
        except CorruptData:
            geo = None
        if geo is None:
            r = rect.width // 2 - 6
            pygame.draw.circle(surface, (40, 30, 52), rect.center, r)
            pygame.draw.circle(surface, theme.BAD, rect.center, r, 3)
            cross = theme.render("No board", int(26 * self.ctx.scale), theme.BAD, "black")
            surface.blit(cross, cross.get_rect(center=rect.center))
        else:
            layout = RingLayout.fit(geo, rect, pygame.Rect(rect.right, 0, 0, 0),
                                    self.ctx.scale * 0.6)
            starts: list[int] = []
            if self.problem() is None:
                st = new_game(opts)
                starts = [p.space for p in st.players]
            paint_static(surface, layout, labels=False, start_seats=starts)
            paint_bridges(surface, layout, geo.start_offsets())
        self._preview_key, self._preview = key, surface
        return surface

    def _draw_summary(self, surface: pygame.Surface) -> None:
        s = self.ctx.scale
        problem = self.problem()
        weight = "bold" if problem else "regular"
        if problem:
            text, colour = problem, theme.BAD
        else:
            opts = self.options()
            geo = Geometry.of(settings_of(opts))
            rings = " and ".join(str(n) for n in geo.ring_sizes)
            bridges = sum(geo.bridge_counts)
            text = (f"Island of {geo.settings.island} · land rings of {rings} spaces · "
                    f"{bridges} bridge{'s' if bridges != 1 else ''} · {len(geo.marks)} wall "
                    "marks")
            colour = theme.MUTED
        theme.paragraph(surface, self.text_rect.topleft, self.text_rect.width, text, int(16 * s),
                        colour, weight, align="center")
