"""The 66d6 side panel: whose turn, actions left, armies, cowardice, what to do now, choices,
the special action, the game log, undo and the menu."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

import scenes.sixtysix.texts as texts
import scenes.theme as theme
from engine.core import CHANCE, State
from engine.sixtysix.actions import Infiltrate, Sacrifice
from engine.sixtysix.board import DEATH, DEVIL
from engine.sixtysix.model import Phase
from scenes.board.log_box import SHOWN, Colour, LogBox
from scenes.sixtysix.pieces import minion_sprite
from scenes.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from engine.sixtysix.state import SixtySixState
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
        self._spare_sheet = theme.Sheet()
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
        self.log_rect = self._log_rect(y)
        self.version = match.version

    def _log_rect(self, top: int) -> pygame.Rect:
        """The log box below the buttons that end at ``top``."""
        s = self.ctx.scale
        pad = int(14 * s)
        return pygame.Rect(self.rect.x + pad, top + int(8 * s), self.rect.width - 2 * pad,
                           self.rect.bottom - top - int(20 * s))

    def _log_rect_at(self, state: State, human: bool) -> pygame.Rect:
        """Where the log box will be at ``state`` (below its buttons: ``_rebuild``)."""
        # why the ignore below: this panel belongs to a 66d6 board
        st: SixtySixState = state  # type: ignore[assignment]
        s = self.ctx.scale
        rows = 0
        if human and st.phase in (Phase.ATTACKER_RESULT, Phase.DEFENDER_RESULT):
            rows = len(st.result_options())
        elif st.phase is Phase.ACT:
            rows = 1
        return self._log_rect(self.rect.y + int(232 * s) + rows * (int(40 * s) + int(8 * s)))

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
            look = self._look(board.state, board.match.state, board.human_to_move(),
                              board.driver.ai_thinking, board.driver.rolling, board.special)
            if look != self._head_look or self._head is None:
                self._show_head(look)
        assert self._head is not None
        surface.blit(self._head, self.rect.topleft)
        self.ui.draw(surface)
        self._draw_log(surface)
        self.ui.draw_tooltip(surface)

    _was_rolling = False

    _head_key: tuple = ()
    _head_look: HeadLook | None = None
    _head: pygame.Surface | None = None
    _ahead: tuple[HeadLook, pygame.Surface] | None = None
    """A head painted ahead for the coming position (``rehearse``), on the spare sheet."""

    def _show_head(self, look: HeadLook) -> None:
        """The head showing ``look``: the one painted ahead if it shows exactly that."""
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead[0] == look:
            self._head_sheet, self._spare_sheet = self._spare_sheet, self._head_sheet
            self._head = ahead[1]
        else:
            self._head = self._render_head(look, self._head_sheet)
        self._head_look = look

    def rehearse(self, shown: State, whole: State, line: tuple[str, int | None]
                 ) -> Iterator[None]:
        """Paint, a step each, the log box and the head as they will be once the coming
        move lands (``shown``: its position as the screen shows it, ``whole``: the whole
        one, ``line``: the log line it adds, and whose it is): that frame then only puts
        them on the panel. The head is guessed as the driver will stand (the side to move
        next thinking if it is the AI's); a wrong guess is simply painted then."""
        board = self.board
        match = board.match
        to_move = whole.to_move
        ai_next = to_move is not None and 0 <= to_move < len(match.seats) \
            and match.seats[to_move].is_ai
        human_next = to_move is not None and to_move >= 0 and not ai_next
        entries = [*self._log_entries(), (line[0], LOG_COLOURS.get(line[1], theme.TEXT))]
        self.log.ahead(self._log_rect_at(shown, human_next), self.ctx.scale, match.version + 1,
                       entries)
        yield
        look = self._look(shown, whole, human_next, ai_next, False, None)
        if look != self._head_look:
            self._ahead = (look, self._render_head(look, self._spare_sheet))

    def _look(self, state: State, whole: State, human: bool, thinking: bool, rolling: bool,
              special: str | None) -> HeadLook:
        """What the head shows for ``state`` (as the screen shows it; ``whole``: the whole
        position) and the driver's and player's modes."""
        # why the ignores below: this panel belongs to a 66d6 board
        st: SixtySixState = state  # type: ignore[assignment]
        side = st.turn_side
        outcome = whole.outcome()
        if outcome is not None and outcome.winners:
            side = outcome.winners[0]  # after the end the panel is about the winner
        prompt = texts.prompt(st, human, thinking, rolling or st.to_move == CHANCE)
        if special == "sacrifice":
            prompt = "Click two minions in Hell to give to Death (right-click to cancel)."
        elif special == "infiltrate":
            prompt = "Click the minion in Purgatory that joins the Devil (right-click to cancel)."
        armies = tuple(
            (f"{st.seat_title(s_)}: {st.total(s_)} minions  ·  "
             f"{st.cowardice[s_]}/{st.threshold} turns without a fight",
             theme.BAD if st.cowardice[s_] >= st.threshold - 1 else theme.TEXT)
            for s_ in (DEATH, DEVIL))
        return HeadLook(self.rect.size, self.ctx.scale, theme.text_scale(), side,
                        self.board.headline_for(whole), self.board.match.seats[side].label(),
                        st.actions_left if st.phase is not Phase.OVER else 0,
                        st.special_used, armies, prompt)

    def _render_head(self, look: HeadLook, sheet: theme.Sheet) -> pygame.Surface:
        """Turn, actions, armies and prompt, on ``sheet``'s picture."""
        s = self.ctx.scale
        head = sheet.blank(self.rect.size)
        theme.panel(head, head.get_rect(), alpha=235)
        surface = head
        pad = int(14 * s)
        x, y = pad, pad
        surface.blit(minion_sprite(look.side, 6, int(34 * s)), (x, y))
        w = self.rect.width - 2 * pad
        floor = theme.label_floor(s)
        theme.label(surface, pygame.Rect(x + int(44 * s), y - int(2 * s), w - int(44 * s),
                                         int(32 * s)), look.title, int(28 * s),
                    theme.GOLD, "black", floor=floor, align="left")
        theme.label(surface, pygame.Rect(x + int(46 * s), y + int(30 * s), w - int(46 * s),
                                         int(20 * s)), look.seat_label, int(15 * s),
                    theme.MUTED, floor=floor, align="left")
        y += int(56 * s)
        self._actions_left(surface, x, y, look)
        y += int(34 * s)
        for text, colour in look.armies:
            theme.label(surface, pygame.Rect(x, y, w, int(21 * s)), text, int(15 * s), colour,
                        floor=floor, align="left")
            y += int(21 * s)
        y += int(6 * s)
        theme.paragraph(surface, (x, y), w, look.prompt, int(17 * s), theme.HINT, "bold",
                        floor=floor)
        return head

    def _actions_left(self, surface: pygame.Surface, x: int, y: int, look: HeadLook) -> None:
        s = self.ctx.scale
        label = theme.render("Actions", int(15 * s), theme.MUTED, "bold")
        surface.blit(label, (x, y + int(4 * s)))
        size = int(20 * s)
        left = look.actions_left
        for i in range(6):
            rect = pygame.Rect(x + int(70 * s) + i * (size + int(6 * s)), y, size, size)
            filled = i < left
            pygame.draw.rect(surface, theme.ACCENT if filled else theme.PANEL_LIGHT, rect,
                             border_radius=5)
            pygame.draw.rect(surface, theme.GOLD if filled else theme.EDGE, rect, 2,
                             border_radius=5)
        used = theme.render("special used" if look.special_used else "special ready",
                            int(14 * s), theme.FAINT if look.special_used else theme.GOOD)
        surface.blit(used, (x + int(70 * s) + 6 * (size + int(6 * s)) + int(4 * s),
                            y + int(3 * s)))

    def _draw_log(self, surface: pygame.Surface) -> None:
        self.log.draw(surface, self.log_rect, self.ctx.scale, self.board.match.version,
                      self._log_entries)

    def _log_entries(self) -> list[tuple[str, Colour]]:
        return [(entry.text, LOG_COLOURS.get(entry.seat, theme.TEXT))
                for entry in self.board.match.log[-SHOWN:]]


@dataclass(frozen=True)
class HeadLook:
    """Everything the panel's head shows: two equal looks are the same picture, so a head
    painted ahead is used only when it shows exactly what is due."""

    size: tuple[int, int]
    scale: float
    text_scale: float
    side: int
    title: str
    seat_label: str
    actions_left: int
    special_used: bool
    armies: tuple[tuple[str, Colour], ...]
    prompt: str
