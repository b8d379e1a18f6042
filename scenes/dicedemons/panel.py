"""The Dice Demons side panel: whose turn, the three movement dice, what to do now, the buttons
for this step (Done, the sacrifice menu), every hunter at a glance, the log, Undo and Menu.

Text is expensive to render, so the panel keeps two cached pictures: the head (turn, prompt,
hunters) rebuilt only when something it shows changes, and the log rebuilt once per move.
Buttons are rebuilt with the head, since which ones exist depends on the position. While a
move is announced or its dice are held, the board builds a second panel for the position it
brings (``rehearsal``) and takes it when the move lands (``ready``), so that frame builds
nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple

import pygame

import scenes.dicedemons.texts as texts
import scenes.theme as theme
from engine.dicedemons import MAX_DICE, Done, Phase, SacrificeForWalls
from engine.dicedemons.state import DiceDemonsState
from scenes.board.log_box import SHOWN, LogBox, log_colour
from scenes.dicedemons.pieces import (
    IVORY,
    PIP_INK,
    die_face,
    hunter_sprite,
    ink_for,
    seat_colour,
    trinket_sprite,
)
from scenes.widgets import Button, Widget, WidgetGroup

if TYPE_CHECKING:
    from scenes.context import AppContext
    from scenes.dicedemons.view import DiceDemonsView

POOLS = ("monster", "bridge", "player")


def text_px(base: int, scale: float, floor: int = 12) -> int:
    """A font size for ``base`` at this UI scale, never below ``floor`` (small windows)."""
    return max(floor, int(base * scale))


class Flags(NamedTuple):
    """What of the board's driving of the match and of its modes the panel's head shows."""

    version: int
    ai_thinking: bool
    human_to_move: bool
    driving: int | None
    summoning: bool


class PoolTile(Widget):
    """One movement die: its face, what it pays for and how many steps are left. A click makes
    that pool the one the board highlights."""

    def __init__(self, rect: pygame.Rect, panel: SidePanel, pool: str) -> None:
        super().__init__(rect)
        self.panel = panel
        self.pool = pool
        self.tooltip = texts.POOL_HELP[pool]

    def clicked(self, pos: tuple[int, int]) -> None:
        self.panel.board.focus_pool(self.pool)

    def draw(self, surface: pygame.Surface) -> None:
        board = self.panel.board
        st = board.state
        movement = st.movement()
        die, left = movement.get(self.pool, (0, 0))
        live = left > 0 and st.phase is Phase.MOVE and not st.tasks
        chosen = live and board.focus == self.pool and board.human_to_move()
        fill = theme.PANEL_LIGHT if (self.hovered and live) else (36, 28, 48)
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        edge = theme.GOLD if chosen else (theme.EDGE if live else (60, 50, 72))
        pygame.draw.rect(surface, edge, self.rect, 3 if chosen else 2, border_radius=10)
        s = board.ctx.scale
        size = int(self.rect.height * 0.52)
        colour = seat_colour(st.turn)
        face = die_face(die, size, colour, ink_for(colour), dim=not live) if die else None
        x = self.rect.x + int(8 * s)
        if face is not None:
            surface.blit(face, (x, self.rect.centery - size // 2))
        else:
            pygame.draw.rect(surface, (60, 50, 72), (x, self.rect.centery - size // 2, size,
                                                     size), 2, border_radius=size // 5)
        tx = x + size + int(7 * s)
        name = self.panel.label(texts.POOL_NAMES[self.pool], text_px(15, s),
                                theme.TEXT if live else theme.FAINT, "bold")
        surface.blit(name, (tx, self.rect.y + int(7 * s)))
        note = f"{left} left" if movement else "–"
        sub = self.panel.label(note, text_px(14, s), theme.GOLD if live else theme.FAINT)
        surface.blit(sub, (tx, self.rect.y + int(8 * s) + name.get_height()))


class SidePanel:
    def __init__(self, board: DiceDemonsView) -> None:
        self.board = board
        self.ui = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 300, 600)
        self.key: tuple = ()
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.log = LogBox()
        self._head: pygame.Surface | None = None
        self._head_sheet = theme.Sheet()
        self._labels: dict[tuple, pygame.Surface] = {}
        self.assumed: Flags | None = None
        """What a rehearsal of the next position's panel assumes of the board
        (``rehearsal``): the head is then built as it will be once the move has landed."""

    @property
    def ctx(self) -> AppContext:
        return self.board.ctx

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.key = ()

    def label(self, text: str, size: int, colour, weight: str = "regular") -> pygame.Surface:
        key = (text, size, colour, weight)
        found = self._labels.get(key)
        if found is None:
            if len(self._labels) > 300:
                self._labels.clear()
            found = self._labels[key] = theme.render(text, size, colour, weight)
        return found

    def flags(self) -> Flags:
        """The board's flags the head shows (those a rehearsal assumes, while it runs)."""
        if self.assumed is not None:
            return self.assumed
        b = self.board
        return Flags(b.match.version, b.driver.ai_thinking, b.human_to_move(), b.driving,
                     b.summoning)

    def _state_key(self) -> tuple:
        """What the head and the buttons show. Not whether dice roll: nothing here shows it
        but whether a person may act (``human_to_move``), and a throw starting would build
        the head again on the frame that sets the throw up."""
        b = self.board
        flags = self.flags()
        return (*flags, b.focus, self.rect.size, self.ctx.scale)

    # ------------------------------------------------------------------ building
    def _rebuild(self) -> None:
        """Head picture and buttons for the current position and mode."""
        s = self.ctx.scale
        pad = int(14 * s)
        x, w = self.rect.x + pad, self.rect.width - 2 * pad
        self.ui.clear()
        head = self._head_sheet.blank(self.rect.size)
        theme.panel(head, head.get_rect(), alpha=235)
        y = self._draw_turn(head, pad)
        tile_h = int(54 * s)
        gap = int(8 * s)
        tile_w = (w - 2 * gap) // 3
        for i, pool in enumerate(POOLS):
            self.ui.add(PoolTile(pygame.Rect(x + i * (tile_w + gap), self.rect.y + y, tile_w,
                                             tile_h), self, pool))
        y += tile_h + int(10 * s)
        y = self._draw_prompt(head, pad, y)
        y = self._add_buttons(x, self.rect.y + y, w) - self.rect.y
        y = self._draw_hunters(head, pad, y + int(4 * s))
        bottom = self.rect.bottom - pad
        self.log_rect = pygame.Rect(x, self.rect.y + y + int(6 * s), w,
                                    bottom - (self.rect.y + y) - int(14 * s))
        self._head = head
        self.key = self._state_key()

    def _draw_turn(self, head: pygame.Surface, pad: int) -> int:
        board = self.board
        st = board.state
        match = board.match
        s = self.ctx.scale
        seat = st.turn
        title = f"{texts.name_of(match, seat)}'s turn"
        outcome = st.outcome()
        if outcome is not None:
            title = "A draw" if outcome.is_draw else \
                f"{texts.name_of(match, outcome.winners[0])} wins"
            seat = outcome.winners[0] if outcome.winners else seat
        sprite = hunter_sprite(seat, int(34 * s))
        head.blit(sprite, sprite.get_rect(center=(pad + int(17 * s), pad + int(20 * s))))
        room = self.rect.width - pad * 2 - int(46 * s)
        theme.label(head, pygame.Rect(pad + int(44 * s), pad - int(2 * s), room, int(32 * s)),
                    title, int(26 * s), theme.GOLD, "black", floor=theme.label_floor(s),
                    align="left")
        kind = match.seats[seat].label()
        rounds = f"round {st.rounds + 1}"
        if st.round_limit:
            rounds += f" of {st.round_limit}"
        if outcome is not None:
            rounds = f"{st.rounds} round{'s' if st.rounds != 1 else ''} played"
        sub = f"{texts.colour_word(match, seat)} · {kind} · {rounds}"
        theme.label(head, pygame.Rect(pad + int(46 * s), pad + int(29 * s), room, int(20 * s)),
                    sub, text_px(15, s), theme.MUTED, floor=theme.label_floor(s), align="left")
        return pad + int(56 * s)

    def _draw_prompt(self, head: pygame.Surface, pad: int, y: int) -> int:
        board = self.board
        s = self.ctx.scale
        flags = self.flags()
        text = texts.prompt(board.match, board.state, flags.human_to_move, flags.ai_thinking,
                            flags.summoning, flags.driving is not None)
        w, floor = self.rect.width - 2 * pad, theme.label_floor(s)
        y = theme.paragraph(head, (pad, y), w, text, text_px(17, s), theme.HINT, "bold",
                            floor=floor)
        fight = texts.fight_line(board.match, board.state)
        if fight:
            y = theme.paragraph(head, (pad, y), w, fight, text_px(16, s), theme.BAD, "bold",
                                max_lines=2, floor=floor)
        return y + int(6 * s)

    def _add_buttons(self, x: int, y: int, w: int) -> int:
        """The buttons of this step: Done, and the sacrifice menu while sacrificing."""
        board = self.board
        st = board.state
        if not self.flags().human_to_move:
            return y
        s = self.ctx.scale
        bh = int(38 * s)
        gap = int(8 * s)
        legal = st.legal_actions()
        menu = st.sacrifice_options()
        if menu and not st.tasks:
            half = (w - gap) // 2
            walls = Button(pygame.Rect(x, y, half, bh), "Raise walls",
                           lambda: board.apply(SacrificeForWalls()), font_size=text_px(16, s, 13),
                           tooltip="Give up one die; a die roll says how many walls you may "
                           "place on marked spaces (or take over rivals' walls).")
            walls.enabled = any(isinstance(a, SacrificeForWalls) for a in legal)
            self.ui.add(walls)
            label = "Cancel summon" if self.flags().summoning else "Summon monster"
            summon = Button(pygame.Rect(x + half + gap, y, half, bh), label,
                            board.toggle_summon, font_size=text_px(16, s, 13),
                            tooltip="Give up one die to put a new monster on a free land or "
                            "bridge space of your choice.")
            summon.enabled = bool(menu.get("summon"))
            self.ui.add(summon)
            y += bh + gap
        if Done() in legal:
            self.ui.add(Button(pygame.Rect(x, y, w, bh), texts.done_label(st),
                               lambda: board.apply(Done()), primary=True,
                               font_size=text_px(18, s, 14),
                               tooltip="Finish this step (Space or Enter)."))
            y += bh + gap
        return y

    def _draw_hunters(self, head: pygame.Surface, pad: int, y: int) -> int:
        board = self.board
        st = board.state
        match = board.match
        s = self.ctx.scale
        row = int(25 * s)
        width = self.rect.width - 2 * pad
        for seat, p in enumerate(st.players):
            rect = pygame.Rect(pad, y, width, row)
            if seat == st.turn and not st.is_over:
                pygame.draw.rect(head, (62, 48, 78), rect, border_radius=6)
            icon = hunter_sprite(seat, int(18 * s))
            head.blit(icon, icon.get_rect(center=(pad + int(12 * s), rect.centery)))
            colour = theme.TEXT if not p.out else theme.FAINT
            name = texts.name_of(match, seat)
            if match.seats[seat].is_ai:
                name += f" (AI {match.seats[seat].level})"
            label = theme.render(name, text_px(15, s), colour, "bold")
            head.blit(label, (pad + int(26 * s), rect.centery - label.get_height() // 2))
            if p.out:
                out = theme.render("out", text_px(14, s), theme.FAINT, "italic")
                head.blit(out, out.get_rect(midright=(rect.right - 6, rect.centery)))
            else:
                self._draw_holdings(head, st, seat, rect)
            y += row + int(2 * s)
        return y

    def _draw_holdings(self, head: pygame.Surface, st: DiceDemonsState, seat: int,
                       rect: pygame.Rect) -> None:
        """Dice held (filled squares of three), trinket gem, walls owned."""
        s = self.ctx.scale
        p = st.players[seat]
        box = int(11 * s)
        x = rect.right - 6 - MAX_DICE * (box + 3)
        for k in range(MAX_DICE):
            r = pygame.Rect(x + k * (box + 3), rect.centery - box // 2, box, box)
            if k < p.dice:
                pygame.draw.rect(head, IVORY, r, border_radius=2)
                pygame.draw.circle(head, PIP_INK, r.center, max(1, box // 6))
            else:
                pygame.draw.rect(head, theme.FAINT, r, 1, border_radius=2)
        x -= int(22 * s)
        if p.trinket:
            gem = trinket_sprite(int(16 * s))
            head.blit(gem, gem.get_rect(center=(x + int(8 * s), rect.centery)))
        walls = len(st.walls_of(seat))
        if walls:
            text = theme.render(f"{walls} wall{'s' if walls != 1 else ''}", text_px(14, s),
                                theme.MUTED)
            head.blit(text, text.get_rect(midright=(x - int(4 * s), rect.centery)))

    def rehearsal(self, scratch: pygame.Surface, line: tuple[str, int | None], landed: Flags
                  ) -> Iterator[Callable[[], None]]:
        """The steps of building this panel as it will be once a move has landed (the board
        shows the position it brings meanwhile; ``landed``: the board's flags then), the log
        with ``line`` (text, seat) added: the board takes it then if its flags are those
        (``ready``), else what it painted is left in the text caches. ``scratch``: where its
        widgets are painted for those caches."""
        self.assumed = landed
        try:
            yield self._rebuild
        finally:
            self.assumed = None
        yield lambda: self.ui.draw(scratch)
        match = self.board.match
        entries = [(texts.named(match, entry.text), entry.seat)
                   for entry in match.log[-SHOWN:]]
        entries.append((texts.named(match, line[0]), line[1]))
        self.log.scroll = 0
        yield lambda: self.log.draw(
            scratch, self.log_rect, self.ctx.scale, landed.version,
            lambda: [(text, log_colour(None if seat is None else seat_colour(seat)))
                     for text, seat in entries[-SHOWN:]])

    def ready(self, rehearsed: SidePanel | None) -> SidePanel:
        """This panel, or ``rehearsed`` when it was built for what this one shows now
        (the same position, flags, modes and place) and this one was not."""
        if rehearsed is None or rehearsed._head is None or rehearsed.rect != self.rect:
            return self
        now = self._state_key()
        if self.key == now or rehearsed.key != now:
            return self
        rehearsed.ui.mouse = self.ui.mouse
        rehearsed.log.scroll = self.log.scroll
        return rehearsed

    # ------------------------------------------------------------------ events
    def sync(self) -> None:
        """Build the head and buttons again if the position or a mode changed since."""
        if self.key != self._state_key():
            self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.sync()
        if self.log.wheel(event, self.log_rect):
            return True
        used = self.ui.handle_event(event)
        if used and event.type != pygame.MOUSEMOTION:
            self.key = ()
        return used and event.type != pygame.MOUSEMOTION

    # ------------------------------------------------------------------ drawing
    def picture_key(self) -> tuple:
        """What the panel's picture shows (``sync`` first): the position and modes, its
        widgets, the log's scroll."""
        return (self.key, self.ui.picture_key(), self.log.scroll, self.log_rect.size)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel's picture, within ``rect`` (its tooltip is drawn over the whole scene:
        ``draw_tooltip``)."""
        if self.key != self._state_key() or self._head is None:
            self._rebuild()
        assert self._head is not None
        surface.blit(self._head, self.rect.topleft)
        self.ui.draw(surface)
        self._draw_log(surface)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The tooltip of the panel's widget under the mouse (it may reach over the board)."""
        self.ui.draw_tooltip(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        match = self.board.match
        self.log.draw(surface, self.log_rect, self.ctx.scale, match.version,
                      lambda: [(texts.named(match, entry.text),
                                log_colour(None if entry.seat is None else seat_colour(entry.seat)))
                               for entry in match.log[-SHOWN:]])
