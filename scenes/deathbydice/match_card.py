"""The match card between the games of a best of three: who won the game, the totals, the score,
and the next game one click away (or a rematch, or the menu)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

import game.keys as keys
import scenes.deathbydice.texts as texts
import scenes.theme as theme
from engine.deathbydice.model import BOSSES
from engine.deathbydice.roster import BOARDS
from engine.deathbydice.state import DeathByDiceState
from scenes.board.endings import rematch, to_main_menu
from scenes.board.marks import draw_seat_mark
from scenes.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from scenes.deathbydice.view import DeathByDiceView


def game_winner_text(st: DeathByDiceState, winners: tuple[int, ...], name_of) -> str:
    """Who won the game just played, with its number ("Velvet Vex wins game 1"), so the card
    never reads as the result of the game still to come."""
    game = f"game {len(st.results)}"
    if not winners:
        return f"{game[:1].upper()}{game[1:]} is a draw"
    if st.scenario == BOSSES:
        return f"The heroes win {game}" if 0 not in winners else f"{name_of(0)} wins {game}"
    return f"{name_of(winners[0])} wins {game}"


class MatchCard:
    """Shown after a game of a longer match; the board waits until "Next game"."""

    def __init__(self, board: DeathByDiceView, st: DeathByDiceState) -> None:
        self.board = board
        self.ui = WidgetGroup()
        winners = st.results[-1]
        self.title = game_winner_text(st, winners, board.name_of)
        self.lines = []
        for f, values in zip(st.fighters, st.last_boards, strict=True):
            self.lines.append((BOARDS[f.board].name, sum(values), f.seat))
        self.score = texts.score_after_game(st, board.name_of)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.build()

    def build(self) -> None:
        b = self.board
        s = b.ctx.scale
        table = b.layout.table
        w = min(table.w - int(40 * s), int(520 * s))
        line_h = int(26 * s)
        h = int(176 * s) + line_h * len(self.lines) + int(60 * s)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = table.center
        self.ui.clear()
        pad = int(16 * s)
        bh = int(44 * s)
        third = (w - 4 * pad) // 3
        y = self.rect.bottom - pad - bh
        x = self.rect.x + pad
        fs = max(15, int(19 * s))
        self.ui.add(Button(pygame.Rect(x, y, third, bh), "Menu", lambda: to_main_menu(b.ctx),
                           font_size=fs, tooltip="Leave for the main menu (autosaved)."))
        self.ui.add(Button(pygame.Rect(x + third + pad, y, third, bh), "Rematch",
                           lambda: rematch(b.ctx, b.match), font_size=fs,
                           tooltip="Start the whole match again."))
        self.ui.add(Button(pygame.Rect(x + 2 * (third + pad), y, third, bh), "Next game",
                           b.next_game, primary=True, font_size=fs,
                           tooltip="Roll and place for the next game (Space)."))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if keys.is_key(event, "act") or keys.is_key(event, "act_alt"):
            self.board.next_game()
            return True
        self.ui.handle_event(event)
        return True  # the card is modal: the board waits

    def draw(self, surface: pygame.Surface) -> None:
        for _ in self.painting(surface):
            pass

    def painting(self, surface: pygame.Surface) -> Iterator[None]:
        """``draw``, a step at a time: the veil, the panel, each text, the buttons."""
        s = self.board.ctx.scale
        theme.shade(surface, 150)
        yield
        theme.panel(surface, self.rect, colour=(26, 19, 34), edge=theme.GOLD, alpha=250)
        yield
        pad = int(16 * s)
        x, y = self.rect.x + pad, self.rect.y + pad
        art = theme.render(self.title, max(20, int(28 * s)), theme.GOLD, "bold")
        surface.blit(art, (x, y))
        y += art.get_height() + int(4 * s)
        yield
        y = theme.paragraph(surface, (x, y), self.rect.w - 2 * pad, self.score,
                            max(15, int(18 * s)), theme.TEXT, max_lines=2) + int(10 * s)
        yield
        art = theme.render("Standing totals at the end of the game", max(14, int(15 * s)),
                           theme.MUTED, "bold")
        surface.blit(art, (x, y))
        y += art.get_height() + int(4 * s)
        for name, total, seat in self.lines:
            yield
            colour = self.board.seat_colour(seat)
            draw_seat_mark(surface, seat, (x + int(8 * s), y + int(11 * s)), int(16 * s), colour)
            who = self.board.match.seats[seat].name or f"player {seat + 1}"
            label = theme.render(f"{name} ({who})", max(15, int(17 * s)), theme.TEXT)
            surface.blit(label, (x + int(24 * s), y))
            value = theme.render(str(total), max(15, int(18 * s)), theme.TEXT, "bold")
            surface.blit(value, value.get_rect(topright=(self.rect.right - pad, y)))
            y += int(26 * s)
        yield
        self.ui.draw(surface)
        self.ui.draw_tooltip(surface)


def rehearse_match_card(board: DeathByDiceView, st: DeathByDiceState) -> Iterator[None]:
    """Paint the match card ``st`` brings on a scratch picture one pixel high, a text or
    its buttons a step, for what it leaves in the caches (its texts, its panel, the veil's
    band): the frame the game's last move lands on then only puts them together. Why a
    step each: rendered from nothing, the whole card is more than a frame's work. Why that
    wide: the veil's band is kept for one width, the window's."""
    card = MatchCard(board, st)
    yield
    yield from card.painting(pygame.Surface((board.ctx.size[0], 1), pygame.SRCALPHA))
