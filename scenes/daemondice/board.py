"""The Daemon Dice battle board: one area per daemon round the table, the tray, a side panel.

It holds no rules. What may be clicked or dragged comes from ``choices.choices`` (the engine's
legal actions, spread over look-alike dice by ``state.canonical``); ``gestures.Gestures`` turns
clicks, drags and picker buttons into those actions; the ``MatchDriver`` throws the dice (drawn
with our face icons) and asks the AI. The scene adds only what a screen needs: which attack the
player is aiming at, hover previews and refusal reasons, the hot-seat hand-off and the game-over
screen.
"""

from __future__ import annotations

import pygame

from engine.core import Action, State
from engine.daemondice import DaemonDiceState, DieStatus, Done, Step, dice_status, preview
from engine.daemondice.actions import Boost, Defend, Grab, Guide, Recover, Rot, SetAside, Spike
from game.match import Match
from scenes.board.base import BoardScene
from scenes.board.cards import Card
from scenes.daemondice import drawing, icons
from scenes.daemondice.choices import Choices, DieRef, choices, single
from scenes.daemondice.gestures import Gestures
from scenes.daemondice.layout import BattleLayout
from scenes.daemondice.moves import Target, distinct
from scenes.daemondice.panel import BattlePanel
from scenes.widgets import Button, WidgetGroup

OWN_DIE_ACTIONS = (SetAside, Recover, Defend, Boost, Guide, Spike, Rot, Grab)
"""Actions whose ``die`` is one of the acting daemon's own dice."""

SEAT_COLOURS = [(196, 64, 60), (70, 120, 200), (80, 170, 90), (214, 160, 50), (150, 90, 190),
                (60, 170, 170)]


def name_of(match: Match, seat: int) -> str:
    """The typed name of a seat, else its daemon's name."""
    if 0 <= seat < len(match.seats) and match.seats[seat].name:
        return match.seats[seat].name
    return match.state.seat_name(seat)


class DaemonDiceBoard(BoardScene):
    face_renderer = staticmethod(icons.face_renderer)

    def __init__(self, ctx, match: Match) -> None:
        self.ui = WidgetGroup()
        self.done_button: Button | None = None
        self.aim: Target | None = None  # the attack a click on a die works on
        self._choices_key: tuple = ()
        self._choices = Choices()
        self._status_key = -1
        self._status: list[tuple[DieStatus, ...]] = []
        super().__init__(ctx, match)
        self.gestures = Gestures(self)
        self.panel = BattlePanel(self)
        self.relayout()

    # ---------------------------------------------------------------- plumbing
    @property
    def state(self) -> DaemonDiceState:
        return self.match.state  # type: ignore[return-value]

    def name_of(self, seat: int) -> str:
        return name_of(self.match, seat)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def tray_colours(self, state: State) -> list[tuple[int, int, int]]:
        st: DaemonDiceState = state  # type: ignore[assignment]
        seat = st.roll_request().seat
        return [SEAT_COLOURS[(st.turn if seat is None else seat) % len(SEAT_COLOURS)]]

    def compute_layout(self) -> None:
        if not hasattr(self, "panel"):
            return  # the base lays out once before the game's parts exist
        st = self.state
        sizes = [st.daemons[s].size for s in range(st.num_seats)]
        self.layout: BattleLayout = BattleLayout.compute(self.ctx.size, sizes, self.ctx.scale)
        self.layout.panel = self.reserve_controls(self.layout.panel)
        self.driver.set_tray_rect(self.layout.tray)
        self._status_key = -1
        self.gestures.reset()
        self._build_buttons(self.layout.panel)

    def _build_buttons(self, panel: pygame.Rect) -> None:
        s = self.ctx.scale
        self.ui.clear()
        h = int(40 * s)
        pad = int(10 * s)
        self.done_button = Button(pygame.Rect(panel.x + pad, panel.bottom - h - pad,
                                              panel.width - 2 * pad, h), "Done", self.confirm,
                                  primary=True, font_size=int(20 * s),
                                  tooltip="Finish this step (Space).")
        self.ui.add(self.done_button)

    def choices(self) -> Choices:
        """Cached per position: hover and drawing ask every frame."""
        key = (self.match.version, self.human_to_move())
        if key != self._choices_key:
            self._choices_key = key
            self._choices = choices(self.state) if self.human_to_move() else Choices()
        return self._choices

    def statuses(self) -> list[tuple[DieStatus, ...]]:
        """Every die's status, and its slot on screen, worked out once per position."""
        if self._status_key != self.match.version:
            self._status_key = self.match.version
            st = self.state
            self._status = [dice_status(st, s) for s in range(st.num_seats)]
            for area, statuses in zip(self.layout.areas, self._status, strict=True):
                area.place(statuses, self.ctx.scale)
        return self._status

    def still_playing(self, seat: int) -> bool:
        return not self.state.out[seat]

    def reset_modes(self) -> None:
        self.cancel_mode()
        self._choices_key = ()
        self._status_key = -1

    def cancel_mode(self) -> bool:
        had = self.aim is not None or self.gestures.source is not None
        self.gestures.reset()
        self.aim = None
        return had

    def card_zones(self) -> list[pygame.Rect]:
        """The empty lower part of each daemon's mat, below its last zone of dice."""
        self.statuses()
        zones = []
        gap = int(8 * self.ctx.scale)
        for area in self.layout.areas:
            top = max([z.bottom for z in area.zones.values()] + [area.body.y]) + gap
            free = pygame.Rect(area.body.x, top, area.body.width, area.body.bottom - top)
            if free.height >= int(60 * self.ctx.scale):
                zones.append(free)
        return zones

    def move_anchors(self, action: Action) -> list[pygame.Rect]:
        """The acting daemon's die the move uses, else the daemon's name line."""
        seat = self.match.seat_of_turn()
        if seat is None or seat >= len(self.layout.areas):
            return []
        area = self.layout.areas[seat]
        self.statuses()
        if isinstance(action, OWN_DIE_ACTIONS) and action.die in area.slots:
            return [area.slots[action.die].inflate(8, 8)]
        return [pygame.Rect(area.header)]

    def outcome_card(self, action: Action, before: State) -> Card | None:
        """A roll's faces stay named beside the mat of the daemon that threw them."""
        card = super().outcome_card(action, before)
        if card is not None:
            seat = before.roll_request().seat
            if seat is not None and seat < len(self.layout.areas):
                card.anchors = [pygame.Rect(self.layout.areas[seat].header)]
        return card

    # ---------------------------------------------------------------- applying
    def on_applied(self, action: Action, before: State) -> None:
        if self.state.step is not getattr(before, "step", None):
            self.aim = None

    def confirm(self) -> None:
        if self.human_to_move() and self.choices().done:
            self.apply(Done())

    # ---------------------------------------------------------------- frame
    def update_board(self, dt: float) -> None:
        if self.done_button is not None:
            ready = self.human_to_move() and self.choices().done
            self.done_button.enabled = ready
            self.done_button.disabled_reason = "" if ready else (
                "Not your decision now." if not self.human_to_move()
                else "Finish this step first: the panel says what is still to do.")
            self.done_button.text = "Confirm" if self.state.step is Step.DEFEND else "Done"

    # ---------------------------------------------------------------- input
    def board_event(self, event: pygame.event.Event) -> bool:
        g = self.gestures
        if (g.dragging or g.picker is not None) and g.handle_event(event):
            return True  # a drop over a button must not press it
        if self.ui.handle_event(event) or self.panel.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if g.handle_event(event):
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
                return True
            return False
        return g.handle_event(event)

    def die_at(self, pos: tuple[int, int]) -> DieRef | None:
        self.statuses()
        for area in self.layout.areas:
            if area.rect.collidepoint(pos):
                die = area.die_at(pos)
                return None if die is None else (area.seat, die)
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        """A plain click (press and release without dragging) at ``pos``."""
        return self.gestures.click(pos)

    def preview_of(self, action: Action) -> str:
        return preview(self.state, action)

    def why_not_text(self) -> str:
        return self.gestures.why_not(self.mouse) if self.human_to_move() else ""

    def preview_text(self) -> str:
        """What the mouse would do where it is: a drop, a click, or why a drop is refused."""
        if not self.human_to_move():
            return ""
        g, ch, mouse = self.gestures, self.choices(), self.mouse
        why = self.why_not_text()
        if why:
            return why
        src = g.source
        if src is not None:
            verb = "Drop" if g.dragging else "Click"
            for target in g.targets_at(mouse):
                moves = distinct(ch.onto(target, src))
                if len(moves) == 1:
                    return f"{verb}: " + self.preview_of(moves[0].action)
                if moves:
                    return f"{verb}: then choose how in the small picker."
            return ""
        ref = self.die_at(mouse)
        if ref is None:
            seat = self.layout.seat_at(mouse)
            if seat in ch.seats and self.layout.areas[seat].header.collidepoint(mouse):
                return "Click: " + self.preview_of(ch.seats[seat])
            return ""
        moves = ch.from_source(ref)
        if self.aim is not None and any(m.target == self.aim for m in moves):
            moves = [m for m in moves if m.target == self.aim]
        if not moves:
            moves = single(ch, ref) or ch.onto(("die", *ref), any_source=True)
        options = distinct(moves)
        if len(options) == 1:
            return "Click: " + self.preview_of(options[0].action)
        if options and len({m.target for m in options}) > 1:
            return "Click or drag it: the places it can go light up."
        if options:
            return "Click: then choose in the small picker."
        ds = self.statuses()[ref[0]][ref[1]]
        if ds.attack is not None and ("attack", ref[0], ds.attack) in ch.attack_targets():
            return "Click: aim the next clicks at this attack."
        return ""

    # ---------------------------------------------------------------- drawing
    def draw_board(self, surface: pygame.Surface) -> None:
        drawing.draw_board(self, surface)

    def draw_hover(self, surface: pygame.Surface) -> None:
        drawing.draw_hover(self, surface)
