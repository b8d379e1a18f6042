"""Death by Dice set-up: the scenario, who plays each seat, each seat's character, match length.

Four seat rows are always drawn (a seat not in the game is greyed, never removed), and the
character grid keeps its place, so nothing moves under the mouse. Click a seat row to choose
which seat the grid picks for; click a portrait (or the die for a random character) to give it
to that seat. In Bosses & Minions seat 1 plays the boss and its minions.
"""

from __future__ import annotations

import pygame

import scenes.theme as theme
from engine.core import GameInfo
from engine.deathbydice.model import BOSSES, FREE_FOR_ALL
from engine.deathbydice.roster import BOARDS, BOSS_KEY, HEROES, RIVALS
from engine.deathbydice.setup import RANDOM
from game.match import Match, Seat
from scenes.base import WidgetScene
from scenes.board.marks import draw_seat_mark
from scenes.deathbydice.portraits import colour_of, portrait
from scenes.deathbydice.texts import seat_colour
from scenes.registry import open_match
from scenes.rules import RulesScene
from scenes.tutorial import learn_button
from scenes.widgets import Button, Choice, draw_tooltip

MAX_SEATS = 4
LEVELS = ("easy", "normal", "hard")


class DeathByDiceSetup(WidgetScene):
    def __init__(self, ctx, info: GameInfo) -> None:
        self.info = info
        self.scenario = FREE_FOR_ALL
        self.count = 2  # seats in play
        self.games = 3
        self.controllers = ["human", "normal", "normal", "normal"]
        self.picks = [HEROES.index(RIVALS[0]), HEROES.index(RIVALS[1]), RANDOM, RANDOM]
        self.picking = 0  # the seat the grid picks for
        self.rows: list[pygame.Rect] = []
        self.tiles: list[tuple[pygame.Rect, int]] = []
        self.mouse = (0, 0)
        super().__init__(ctx)

    # ---------------------------------------------------------------- choices
    def seats_in_play(self) -> int:
        return self.count

    def _set_scenario(self, value: int) -> None:
        self.scenario = value
        if value == BOSSES and self.picking == 0:
            self.picking = 1
        self.layout()

    def _set_count(self, value: int) -> None:
        self.count = value
        self.picking = min(self.picking, value - 1)
        self.layout()

    def _set_games(self, value: int) -> None:
        self.games = value

    def _set_controller(self, seat: int, value: str) -> None:
        self.controllers[seat] = value

    def pick(self, hero: int) -> None:
        """Give ``hero`` (or RANDOM) to the seat being picked for, then move to the next."""
        seat = self.picking
        if self.scenario == BOSSES and seat == 0:
            return
        self.picks[seat] = hero
        first = 1 if self.scenario == BOSSES else 0
        nxt = seat + 1 if seat + 1 < self.count else first
        self.picking = nxt

    def options(self) -> dict[str, int]:
        opts = {"seats": self.count, "scenario": self.scenario, "games": self.games}
        for s in range(MAX_SEATS):
            opts[f"char{s + 1}"] = self.picks[s] if s < self.count else s % len(HEROES)
        if self.scenario == BOSSES:
            opts["char1"] = 0
        return opts

    def seats(self) -> list[Seat]:
        return [Seat("human") if v == "human" else Seat("ai", v)
                for v in self.controllers[: self.count]]

    def start(self) -> None:
        open_match(self.ctx, Match(self.info, self.options(), self.seats()))

    # ---------------------------------------------------------------- layout
    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        pad = int(16 * s)
        top = int(76 * s)
        row_h = int(40 * s)
        left_w = int(w * 0.44)
        x = pad
        fs = max(15, int(18 * s))
        self.ui.add(Choice(pygame.Rect(x, top, left_w, row_h), "Scenario",
                           [(FREE_FOR_ALL, "Free for all"), (BOSSES, "Bosses & Minions")],
                           self.scenario, self._set_scenario,
                           tooltip="Free for all: every character for itself. Bosses & "
                                   "Minions: player 1 runs the boss and a minion per hero."))
        counts = [(n, str(n) if self.scenario == FREE_FOR_ALL else f"{n - 1} hero"
                   + ("es" if n > 2 else "")) for n in (2, 3, 4)]
        self.ui.add(Choice(pygame.Rect(x, top + row_h + pad // 2, left_w, row_h),
                           "Players" if self.scenario == FREE_FOR_ALL else "Heroes", counts,
                           self.count, self._set_count,
                           tooltip="How many seats play (a minion joins the boss per hero)."))
        self.ui.add(Choice(pygame.Rect(x, top + 2 * (row_h + pad // 2), left_w, row_h), "Match",
                           [(1, "Single game"), (3, "Best of three")], self.games,
                           self._set_games, tooltip="One game, or the first to win two."))
        y = top + 3 * (row_h + pad // 2) + pad
        self.rows = []
        seat_h = int(88 * s)
        levels = self.info.ai_levels
        options = [("human", "Human")] + [(lv, f"AI {lv.capitalize()}") for lv in LEVELS]
        for seat in range(MAX_SEATS):
            row = pygame.Rect(x, y, left_w, seat_h - int(6 * s))
            self.rows.append(row)
            if seat < self.count:
                tip = " ".join(f"{lv.capitalize()}: {levels[lv].blurb}" for lv in LEVELS
                               if lv in levels)
                cw = max(int(244 * s), 220)  # "< AI Normal >" fits at the smallest window
                self.ui.add(Choice(pygame.Rect(row.right - cw - int(6 * s), row.y + int(6 * s),
                                               cw, int(34 * s)), "",
                                   options, self.controllers[seat],
                                   lambda v, seat=seat: self._set_controller(seat, v),
                                   tooltip=tip))
            y += seat_h
        # The character grid on the right: 8 heroes and the random die, 3 per row.
        gx = left_w + 2 * pad
        gw = w - gx - pad
        cols = 3
        tile_w = (gw - (cols - 1) * pad // 2) // cols
        grid_top = top + int(30 * s)
        tile_h = min(int(150 * s), (h - grid_top - int(90 * s)) // 3 - pad // 2)
        self.tiles = []
        for n, hero in enumerate([*range(len(HEROES)), RANDOM]):
            r, c = divmod(n, cols)
            self.tiles.append((pygame.Rect(gx + c * (tile_w + pad // 2),
                                           grid_top + r * (tile_h + pad // 2), tile_w, tile_h),
                               hero))
        bh = int(50 * s)
        by = h - bh - pad
        bw = (left_w - 2 * pad) // 3
        self.ui.add(Button(pygame.Rect(x, by, bw, bh), "Back", self.back, font_size=fs))
        self.ui.add(Button(pygame.Rect(x + bw + pad, by, bw, bh), "Rules",
                           lambda: self.manager.push(RulesScene(self.ctx, self.info.game_id)),
                           font_size=fs))
        self.ui.add(Button(pygame.Rect(x + 2 * (bw + pad), by, bw, bh), "Start!", self.start,
                           primary=True, font_size=int(24 * s)))
        learn = learn_button(self.ctx, self.info.game_id)
        if learn is not None:
            self.ui.add(learn)

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.ui.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, hero in self.tiles:
                if rect.collidepoint(event.pos):
                    self.pick(hero)
                    return True
            for seat, row in enumerate(self.rows):
                if row.collidepoint(event.pos) and seat < self.count:
                    if not (self.scenario == BOSSES and seat == 0):
                        self.picking = seat
                    return True
        return super().handle_event(event)

    # ---------------------------------------------------------------- drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        s = self.ctx.scale
        w, _ = surface.get_size()
        title = theme.render("New game of Death by Dice", int(40 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(w // 2, int(14 * s))))
        for seat, row in enumerate(self.rows):
            self._draw_row(surface, seat, row)
        for rect, hero in self.tiles:
            self._draw_tile(surface, rect, hero)
        head = theme.render(f"Click a character for player {self.picking + 1}",
                            max(15, int(17 * s)), seat_colour(self.picking), "bold")
        if self.tiles:
            first = self.tiles[0][0]
            surface.blit(head, head.get_rect(bottomleft=(first.x, first.y - int(6 * s))))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for rect, hero in self.tiles:
            if rect.collidepoint(self.mouse) and hero != RANDOM:
                board = BOARDS[HEROES[hero]]
                draw_tooltip(surface, f"{board.name}: {board.personality}", self.mouse)

    def _draw_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        s = self.ctx.scale
        playing = seat < self.count
        colour = seat_colour(seat)
        chosen = playing and seat == self.picking
        theme.panel(surface, row, colour=theme.PANEL_LIGHT if chosen else theme.PANEL,
                    edge=colour if chosen else theme.EDGE)
        mark = int(22 * s)
        draw_seat_mark(surface, seat, (row.x + int(18 * s), row.y + int(22 * s)), mark,
                       colour if playing else theme.FAINT)
        ink = theme.TEXT if playing else theme.FAINT
        label = theme.render(f"Player {seat + 1}", max(15, int(17 * s)), ink, "bold")
        surface.blit(label, (row.x + int(36 * s), row.y + int(10 * s)))
        if not playing:
            note = theme.render("not playing", max(14, int(15 * s)), theme.FAINT, "italic")
            surface.blit(note, (row.x + int(36 * s), row.y + int(36 * s)))
            return
        if self.scenario == BOSSES and seat == 0:
            name = f"{BOARDS[BOSS_KEY].name} and minions"
        elif self.picks[seat] == RANDOM:
            name = "a random character"
        else:
            name = BOARDS[HEROES[self.picks[seat]]].name
        art = theme.render(name, max(15, int(17 * s)), theme.GOLD, "bold")
        surface.blit(art, (row.x + int(36 * s), row.y + int(36 * s)))
        level = self.controllers[seat]
        if level != "human" and level in self.info.ai_levels:
            px = max(14, int(14 * s))
            theme.label(surface, pygame.Rect(row.x + int(36 * s), row.y + int(58 * s),
                                             row.w - int(46 * s),
                                             theme.font(px, "italic").get_linesize()),
                        self.info.ai_levels[level].blurb, px, theme.MUTED, "italic",
                        align="left")

    def _draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, hero: int) -> None:
        s = self.ctx.scale
        taken = [seat for seat in range(self.count) if self.picks[seat] == hero
                 and not (self.scenario == BOSSES and seat == 0)]
        hovered = rect.collidepoint(self.mouse)
        edge = theme.GOLD if hovered else theme.EDGE
        theme.panel(surface, rect, colour=theme.PANEL_LIGHT if hovered else theme.PANEL,
                    edge=edge)
        size = rect.h - int(44 * s)
        if hero == RANDOM:
            art = theme.render("?", int(size * 0.7), theme.GOLD, "black")
            surface.blit(art, art.get_rect(center=(rect.centerx, rect.y + size // 2 + 6)))
            name = "Random"
        else:
            key = HEROES[hero]
            pic = portrait(key, size, BOARDS[key].name)
            pygame.draw.circle(surface, colour_of(key), (rect.centerx, rect.y + 6 + size // 2),
                               size // 2 + 2)
            surface.blit(pic, pic.get_rect(midtop=(rect.centerx, rect.y + 6)))
            name = BOARDS[key].name
        px = max(14, int(15 * s))
        line_h = theme.font(px, "bold").get_linesize()
        theme.label(surface, pygame.Rect(rect.x + 4, rect.bottom - int(8 * s) - line_h,
                                         rect.w - 8, line_h), name, px, theme.TEXT, "bold")
        for n, seat in enumerate(taken):
            draw_seat_mark(surface, seat, (rect.x + int(16 * s) + n * int(22 * s),
                                           rect.y + int(16 * s)), int(20 * s), seat_colour(seat))
