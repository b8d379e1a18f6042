"""The 66d6 side panel: whose turn, actions left, armies, cowardice, what to do now, choices,
the special action, the game log, undo and the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

import scenes.sixtysix.texts as texts
import scenes.theme as theme
from engine.core import CHANCE
from engine.sixtysix.actions import Infiltrate, Sacrifice
from engine.sixtysix.board import DEATH, DEVIL
from engine.sixtysix.model import Phase
from scenes.board.log_box import SHOWN, LogBox
from scenes.sixtysix.pieces import minion_sprite
from scenes.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from scenes.sixtysix.view import SixtySixView

SPECIAL_HELP = {
    DEATH: ("Infiltrate (free, once a turn): hand one minion from Purgatory to the Devil; "
            "then every minion in Hell is rerolled."),
    DEVIL: ("Sacrifice (free, once a turn): hand two minions from Hell to Death, who rolls "
            "them into Purgatory; then the rest of Hell is rerolled."),
}
LOG_COLOURS = {DEATH: (214, 206, 240), DEVIL: (255, 170, 150), None: (200, 190, 160)}


class SidePanel:
    def __init__(self, board: SixtySixView) -> None:
        self.board = board
        self.ui = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 300, 600)
        self.version = -1
        self.log = LogBox()
        self._head_sheet = theme.Sheet()
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.choice_top = 0

    @property
    def ctx(self):
        return self.board.ctx

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.version = -1

    def _rebuild(self) -> None:
        """Buttons depend on the position: rebuilt whenever the match changes."""
        board = self.board
        match = board.match
        state = match.state
        s = self.ctx.scale
        self.ui.clear()
        pad = int(14 * s)
        x, w = self.rect.x + pad, self.rect.width - 2 * pad
        bh = int(40 * s)
        bottom = self.rect.bottom
        y = self.rect.y + int(232 * s)
        self.choice_top = y
        human = board.human_to_move()
        if human and state.phase in (Phase.ATTACKER_RESULT, Phase.DEFENDER_RESULT):
            for option in state.result_options():
                label = texts.option_label(state, option.option)
                self.ui.add(Button(pygame.Rect(x, y, w, bh), label,
                                   lambda o=option.option: board.resolve(o), primary=True,
                                   font_size=int(18 * s)))
                y += bh + int(8 * s)
        elif state.phase is Phase.ACT:
            legal = state.legal_actions() if human else []
            kind = Infiltrate if state.turn_side == DEATH else Sacrifice
            name = "Infiltrate" if state.turn_side == DEATH else "Sacrifice"
            special = Button(pygame.Rect(x, y, w, bh),
                             f"{name} (special)" if not board.special else "Cancel special",
                             board.cancel_mode if board.special else board.start_special,
                             font_size=int(18 * s), tooltip=SPECIAL_HELP[state.turn_side])
            special.enabled = bool(board.special) or any(isinstance(a, kind) for a in legal)
            self.ui.add(special)
            y += bh + int(8 * s)
        self.log_rect = pygame.Rect(x, y + int(8 * s), w, bottom - y - int(20 * s))
        self.version = match.version

    def buttons(self) -> list:
        """The panel's buttons for the position and mode now (the keyboard's choices among
        them): built afresh, as a key may have changed a mode a button names."""
        self._rebuild()
        return self.ui.items

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.version != self.board.match.version:
            self._rebuild()
        if self.log.wheel(event, self.log_rect):
            return True
        used = self.ui.handle_event(event)
        if used and event.type != pygame.MOUSEMOTION:
            self.version = -1  # the click may have changed a mode shown on a button
        return used and event.type != pygame.MOUSEMOTION

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        if self.version != board.match.version or board.driver.rolling != self._was_rolling:
            self._was_rolling = board.driver.rolling
            self._rebuild()
        key = (board.match.version, board.driver.rolling, board.driver.ai_thinking,
               board.driver.awaiting_throw(), board.special, self.rect.size, self.ctx.scale)
        if key != self._head_key:
            self._head_key = key
            self._head = self._render_head()
        surface.blit(self._head, self.rect.topleft)
        self.ui.draw(surface)
        self._draw_log(surface)
        self.ui.draw_tooltip(surface)

    _was_rolling = False

    _head_key: tuple = ()
    _head: pygame.Surface | None = None

    def _render_head(self) -> pygame.Surface:
        """Turn, actions, armies and prompt: re-rendered only when something shown changes."""
        board = self.board
        s = self.ctx.scale
        head = self._head_sheet.blank(self.rect.size)
        theme.panel(head, head.get_rect(), alpha=235)
        surface = head
        state = board.state
        pad = int(14 * s)
        x, y = pad, pad
        side = state.turn_side
        outcome = board.match.state.outcome()
        if outcome is not None and outcome.winners:
            side = outcome.winners[0]  # after the end the panel is about the winner
        seat = board.match.seats[side]
        surface.blit(minion_sprite(side, 6, int(34 * s)), (x, y))
        w = self.rect.width - 2 * pad
        floor = theme.label_floor(s)
        theme.label(surface, pygame.Rect(x + int(44 * s), y - int(2 * s), w - int(44 * s),
                                         int(32 * s)), board.status_title(), int(28 * s),
                    theme.GOLD, "black", floor=floor, align="left")
        theme.label(surface, pygame.Rect(x + int(46 * s), y + int(30 * s), w - int(46 * s),
                                         int(20 * s)), seat.label(), int(15 * s), theme.MUTED,
                    floor=floor, align="left")
        y += int(56 * s)
        self._actions_left(surface, x, y, state)
        y += int(34 * s)
        for s_ in (DEATH, DEVIL):
            text = (f"{state.seat_title(s_)}: {state.total(s_)} minions  ·  "
                    f"{state.cowardice[s_]}/{state.threshold} turns without a fight")
            colour = theme.BAD if state.cowardice[s_] >= state.threshold - 1 else theme.TEXT
            theme.label(surface, pygame.Rect(x, y, w, int(21 * s)), text, int(15 * s), colour,
                        floor=floor, align="left")
            y += int(21 * s)
        y += int(6 * s)
        prompt = texts.prompt(state, board.human_to_move(), board.driver.ai_thinking,
                              board.driver.rolling or state.to_move == CHANCE)
        if board.special == "sacrifice":
            prompt = "Click two minions in Hell to give to Death (right-click to cancel)."
        elif board.special == "infiltrate":
            prompt = "Click the minion in Purgatory that joins the Devil (right-click to cancel)."
        theme.paragraph(surface, (x, y), w, prompt, int(17 * s), theme.HINT, "bold", floor=floor)
        return head


    def _actions_left(self, surface: pygame.Surface, x: int, y: int, state) -> None:
        s = self.ctx.scale
        label = theme.render("Actions", int(15 * s), theme.MUTED, "bold")
        surface.blit(label, (x, y + int(4 * s)))
        size = int(20 * s)
        left = state.actions_left if state.phase is not Phase.OVER else 0
        for i in range(6):
            rect = pygame.Rect(x + int(70 * s) + i * (size + int(6 * s)), y, size, size)
            filled = i < left
            pygame.draw.rect(surface, theme.ACCENT if filled else theme.PANEL_LIGHT, rect,
                             border_radius=5)
            pygame.draw.rect(surface, theme.GOLD if filled else theme.EDGE, rect, 2,
                             border_radius=5)
        used = theme.render("special used" if state.special_used else "special ready",
                            int(14 * s), theme.FAINT if state.special_used else theme.GOOD)
        surface.blit(used, (x + int(70 * s) + 6 * (size + int(6 * s)) + int(4 * s),
                            y + int(3 * s)))

    def _draw_log(self, surface: pygame.Surface) -> None:
        match = self.board.match
        self.log.draw(surface, self.log_rect, self.ctx.scale, match.version,
                      lambda: [(entry.text, LOG_COLOURS.get(entry.seat, theme.TEXT))
                               for entry in match.log[-SHOWN:]])
