"""The base every game's board scene stands on.

It owns what all boards do alike, so a game's board keeps only its drawing, hit-testing and
previews:
- driving the match (``MatchDriver``: human throws, AI moves, chance) and applying actions;
- pacing: an AI move is announced (its pieces highlighted, a caption naming it) before it
  happens; a roll or a fight leaves an outcome card beside what it affected until the player
  moves on (click or key), or, when no human is waiting to act, for at least
  ``OUTCOME_HOLD`` seconds at normal speed; a click skips an animation, never a decision;
- the control bar (Undo, Hint, Rules, Log, Menu; Ctrl+Z, H, Esc), the same place on every
  board; a hint is the AI's choice for the person to move, shown as a card beside what it
  concerns (``scenes.board.hints``); the optional win-chance meter sits above the "who acts
  now" strip (``scenes.board.meter``);
- the game over (result, rematch, look at the board; after looking, the bar keeps Rematch,
  Show result and Menu);
- the hot-seat hand-off, decided by ``Match.handoff_due``; the board draws
  ``state.view(seat)`` for the seat at the screen (``self.state``), so a secret never reaches
  the wrong player by construction.

Hooks a game overrides: ``compute_layout`` (calling ``reserve_controls`` with its panel),
``draw_board``, ``board_event``, ``move_anchors``, ``outcome_card``, ``on_applied``,
``reset_modes``, ``tray_colours``, ``name_of``/``wording``, ``draw_hover``, ``prepare_next``
(work that makes the frame a known move lands on cheap, done while it is announced),
``announcement_card`` (the AI's caption, rendered ahead and shown once made) and
``roll_caption_ahead`` (the caption of the throw an announced move calls for).
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterator, Sequence
from itertools import chain
from typing import Protocol

import pygame

import game.collector as collector
import game.cues as cues
import game.keys as keys
import scenes.board.layer as layer
import scenes.theme as theme
from engine.core import CHANCE, Action, IllegalAction, Resign, Roll, State
from game.cues import end_cue
from game.match import Match
from game.stats import stats_service
from game.tray.dice import DieLook
from game.tray.render import let_go_of_floors
from game.tray.solids import pose_ahead
from scenes.base import Scene
from scenes.board.cards import (
    MOVE,
    OUTCOME,
    Card,
)
from scenes.board.controls import ControlBar
from scenes.board.endings import (
    LogScene,
    game_over_menu,
    handoff,
    outcome_title,
    pause_menu,
    rematch,
    to_main_menu,
)
from scenes.board.hints import HintDesk
from scenes.board.kept import KeptPicture
from scenes.board.layer import capital, shows_go_on
from scenes.board.meter import WinMeter, meter_service
from scenes.board.tutor import TutorDesk
from scenes.driver import CAPTION_TIME, UNTHROWN, MatchDriver, ai_service
from scenes.focus import Target, widget_targets
from scenes.overlays import ButtonMenu
from scenes.rules import RulesScene
from scenes.steps import run_steps
from scenes.widgets import Button, WidgetGroup


class Coach(Protocol):
    """A lesson's guide on a board (``scenes.tutorial.Guide``)."""

    def allows(self, action: Action) -> bool: ...
    def holds(self) -> bool: ...
    def applied(self, action: Action, before: State) -> None: ...
    def update(self, dt: float) -> None: ...
    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def draw(self, surface: pygame.Surface) -> None: ...


OUTCOME_HOLD = 1.6  # seconds an outcome card holds in an AI-only stretch at normal speed
DRAG_MIN = 12  # pixels a press in the tray must travel to count as a throwing drag
POSE_BUDGET = 0.002
"""Seconds of CPU a frame's update without dice in flight may reach while it starts working
out a die kind's pose (``game.tray.solids.pose_ahead``), so the first throw of a kind does
not."""
IDLE_UPDATE = 0.001
"""Seconds of CPU under which a quiet frame's update still counts as idle: only then does it
load a sound cue not loaded yet (``_work_ahead``)."""
PREPARE_BUDGET = 0.003
"""Seconds of CPU a frame's update may reach while it prepares the position an announced move
or held dice will bring (``prepare_next``): counted from the start of the board's update, so
a frame whose own work (dice in flight, an AI answer read, a move applied) used it up
prepares nothing, and no step starts once it is spent."""
COMING_PATIENCE = 2
"""Frames an AI's caption is rendered on only within ``PREPARE_BUDGET``; from the next, a
step a frame at least (``_show_coming``)."""
OPEN_POSE_BUDGET = 0.05
"""Seconds a board's opening may spend posing die kinds (all of them, once per run): an AI's
first roll comes a few frames after the board opens, before idle frames could pose them."""


class BoardScene(Scene):
    """A board of one match. Subclasses set ``self.layout`` in ``compute_layout``."""

    face_renderer = None  # how the tray paints symbol faces (None: numbers and pips)

    def __init__(self, ctx, match: Match) -> None:
        super().__init__(ctx)
        self.match = match
        self.driver = MatchDriver(ctx, match, self.tray_colours)
        pose_ahead(OPEN_POSE_BUDGET)
        self.driver.on_applied = self._applied
        self.driver.on_announce = self._announce
        self.driver.bottom_seat = self.bottom_seat
        self.controls = ControlBar()
        self.throw_ui = WidgetGroup()
        self.mouse = (-1, -1)
        self.card: Card | None = None
        self.card_left = 0.0
        self.over_shown = False
        self._over_menu: tuple[tuple[int, int], Scene] | None = None
        """The game-over dialog made ahead (for the window size it was laid out at)."""
        self._over_steps: Iterator[None] | None = None
        """Making the game-over dialog ahead (``_over_menu_steps``)."""
        self.looking = False  # after "Look at the board"
        humans = match.human_seats()
        self.at_screen: int | None = humans[0] if len(humans) == 1 else None
        self.seen_turn: object = None
        self.drag_start: tuple[int, int] | None = None
        self.area = pygame.Rect(0, 0, *ctx.size)
        self._view_key: tuple = ()
        self._view: State = match.state
        self.hints = HintDesk(ctx)
        self.tutor = TutorDesk(ctx)
        self.meter = WinMeter(ctx)
        self.kept = KeptPicture()
        self.coach: Coach | None = None
        """A lesson's guide (``scenes.tutorial``): it sees input first, may hold back an
        action the lesson does not ask for, hears every action applied and draws last."""
        self._upcoming: tuple[Action, Iterator[None]] | None = None
        self._upcoming_seen: Action | None = None
        self.layouts = 0
        """Layouts computed so far (a kept picture of an older layout is not blitted)."""
        self._start_stats()

    # ---------------------------------------------------------------- what is shown
    reviewing = False
    """Set by ``show_still``: the board is a picture of a past moment (no control bar, no
    input)."""
    still_viewer: int | None = None
    """Whose view a still picture shows (``None``: the whole state)."""

    def viewer(self) -> int | None:
        if self.reviewing:
            return self.still_viewer
        return self.match.viewer(self.at_screen)

    def show_still(self, viewer: int | None) -> None:
        """Make this board a still picture of its match's position, seen by ``viewer``
        (``None``: everything), as the game drew it once its pieces had come to rest."""
        self.reviewing = True
        self.still_viewer = viewer
        self.relayout()
        self.snap_pieces()

    @property
    def state(self) -> State:
        """What the seat at the screen may see (the whole state where nothing is hidden)."""
        key = (self.match.version, self.viewer())
        if key != self._view_key:
            self._view_key = key
            seat = self.viewer()
            whole = self.match.state
            self._view = whole if seat is None else whole.view(seat)
        return self._view

    def name_of(self, seat: int) -> str:
        """The typed name of a seat, else the game's own name for it."""
        if 0 <= seat < len(self.match.seats) and self.match.seats[seat].name:
            return self.match.seats[seat].name
        return self.match.state.seat_name(seat)

    def wording(self, text: str) -> str:
        """Rewrite an engine sentence with the names the players typed."""
        return text

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return theme.GOLD

    def status_title(self) -> str:
        """The panel's headline: whose turn it is, or, after the end, who won."""
        return self.headline_for(self.match.state)

    def headline_for(self, whole: State) -> str:
        """``status_title`` for the position ``whole`` (the next one, painted ahead)."""
        outcome = whole.outcome()
        if outcome is not None:
            if outcome.is_draw:
                return "A draw"
            return capital(f"{self.name_of(outcome.winners[0])} wins")
        owner = whole.turn_owner
        return capital(f"{self.name_of(owner)}'s turn") if owner is not None else ""

    def human_to_move(self) -> bool:
        return (self.match.is_human_to_move() and not self.driver.rolling
                and self.driver.pending is None
                and self.match.handoff_due(self.at_screen) is None)

    def bottom_seat(self) -> int:
        return 0

    # ---------------------------------------------------------------- hooks
    def compute_layout(self) -> None:
        """Set ``self.layout`` for ``ctx.size``; call ``reserve_controls`` with the panel."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """The game's own picture: board, pieces, its side panel."""

    def draw_hover(self, surface: pygame.Surface) -> None:
        """Hover previews and tooltips (drawn last)."""

    def draw_over_board(self, surface: pygame.Surface) -> None:
        """What beats or spreads on the board every frame (a ring marking the next fight),
        drawn over its kept picture. Why apart from ``draw_board``: in that picture it would
        need the picture painted whole again on every frame it moves."""

    def board_key(self) -> Hashable | None:
        """What ``draw_board`` shows besides what every board's picture depends on (the
        match's position, the viewer, the layout, input, the driver's state: see
        ``layer_key``): the game's own modes and animations, e.g. pieces gliding (by the
        pixel they are drawn at). ``None`` (the default): the game's picture is drawn every
        frame (it animates, or the game does not say)."""
        return None

    def board_event(self, event: pygame.event.Event) -> bool:
        """The game's own input; True when used."""
        return False

    def cancel_mode(self) -> bool:
        """Esc/right-click: drop a selection if there is one; True when one was dropped."""
        return False

    def board_targets(self) -> list[Target]:
        """The game's keyboard choices now (see ``scenes.focus``): what the engine says the
        person to move may do, given the board's mode (nothing selected: what may be selected;
        a selection: where it may go). Asked only while a human is to move here."""
        return []

    def focus_targets(self) -> list[Target]:
        """The game's choices, the Roll button while a throw is awaited, then the control
        bar. Kept while nothing they depend on changed (``board_key``, the match; any input
        but a key that only moves the focus forgets them): the ring is drawn every frame and
        a board's list asks the engine."""
        if self.reviewing:
            return []
        game = self.board_key()
        key = None if game is None else (
            game, self.match.version, self.layouts, self.at_screen, self.driver.awaiting_throw(),
            self.human_to_move(), self.controls.ui.picture_key())
        if key is not None and key == self._targets_key:
            return list(self._targets)
        # A guided game's card (Learn to play) comes first: its Next / Leave buttons.
        coach = getattr(self.coach, "ui", None)
        targets: list[Target] = widget_targets(coach.items) if coach is not None else []
        if self.driver.awaiting_throw():
            for target in widget_targets(self.throw_ui.items):
                target.label, target.game = "Throw the dice", True
                targets.append(target)
        elif self.human_to_move() and not self.match.is_over:
            targets += self.board_targets()
        targets += widget_targets(self.controls.ui.items)
        self._targets_key, self._targets = key, targets
        return list(targets)

    _targets_key: Hashable = None
    _targets: list[Target] = []

    def card_zones(self) -> list[pygame.Rect]:
        """Free places beside the board where cards may go (nothing important drawn there)."""
        return []

    def move_anchors(self, action: Action) -> list[pygame.Rect]:
        """Screen rects of what ``action`` (about to be applied by the AI) concerns."""
        return []

    def outcome_card(self, action: Action, before: State) -> Card | None:
        """A card that stays after ``action`` (a roll, a fight); default: a thrown roll."""
        if not isinstance(action, Roll) or before.to_move != CHANCE:
            return None
        request = before.roll_request()
        if any(d.kind in UNTHROWN for d in request.dice):
            return None
        return Card(capital(self.wording(before.describe(action))), [], [], OUTCOME)

    def on_applied(self, action: Action, before: State) -> None:
        """After any action (click, AI, roll)."""

    def reset_modes(self) -> None:
        """Undo or load rewound the match: drop selections."""

    def tray_colours(self, state: State) -> Sequence[tuple[int, int, int]] | None:
        return None

    # ---------------------------------------------------------------- layout
    def reserve_controls(self, panel: pygame.Rect) -> pygame.Rect:
        """Take the control bar's strip off the bottom of ``panel``; returns the game's part."""
        game, meter, strip, bar = ControlBar.split(panel, self.ctx.scale,
                                                   self.ctx.settings.win_meter)
        self._bar_rect = bar
        self.strip = strip
        self.meter_rect = meter
        self.area = pygame.Rect(0, 0, panel.left, self.ctx.size[1])
        return game

    _bar_rect = pygame.Rect(0, 0, 0, 0)
    strip = pygame.Rect(0, 0, 0, 0)
    meter_rect = pygame.Rect(0, 0, 0, 0)

    def relayout(self) -> None:
        self.layouts += 1
        self.compute_layout()
        self._build_bar()
        layer.forget_cards()
        layer.warm_tray_backing(self)

    def enter(self) -> None:
        self.relayout()

    def warm_up(self) -> None:
        """Start, as the board opens for play, the worker processes this match will ask (the
        AI's when an AI plays, the meter's when it is on), so their start-up does not fall on
        a frame in the middle of the game. Mostly they run already (``App.start_helpers``
        starts them with the menu); not for a board opened with the app (a save named on the
        command line) or a meter switched on since."""
        if any(seat.is_ai for seat in self.match.seats):
            ai_service(self.ctx).warm()
        if self.ctx.settings.win_meter:
            meter_service(self.ctx).warm()
        self._first_picture()

    def _first_picture(self) -> None:
        """Paint the board's picture as part of opening it: its fonts, texts, backdrop and
        the dice of a throw that starts by itself are set up and painted cold once, here,
        instead of on the first frame the player watches (where they would be a visible
        stall). No action is applied (the game goes on in the frames); the picture is kept
        (``kept``), so the first frame blits it unless something changed."""
        screen = pygame.display.get_surface() if pygame.display.get_init() else None
        if screen is None or screen.get_size() != tuple(self.ctx.size) or self.reviewing:
            return
        if not self.card_blocks() and not self.holds(0.0):
            self.driver.start_due_throw()  # its dice are set up and painted here too
        self.draw(screen)

    def resized(self, size: tuple[int, int]) -> None:
        self.drag_start = None
        self.kept.forget()  # a picture of the old size is no use: its memory goes now
        self.relayout()

    def _build_bar(self) -> None:
        s = self.ctx.scale
        if self.looking:
            buttons = [("Rematch", lambda: rematch(self.ctx, self.match), "Play again."),
                       ("Show result", self.show_result, "The result of this game."),
                       ("Menu", self.open_pause, "Save, load, settings, main menu (Esc).")]
            self.controls.build(self._bar_rect, s, buttons, "over")
        else:
            buttons = [("Undo", self.undo, "Take back your last decision (Ctrl+Z)."),
                       ("Hint", self.ask_hint, "What the AI would do in your place, and your "
                                               "chances after it (H)."),
                       ("Rules", self.open_rules, "The rules of this game."),
                       ("Log", self.open_log, "Everything that happened so far."),
                       ("Menu", self.open_pause, "Pause: save, load, settings, resign (Esc).")]
            self.controls.build(self._bar_rect, s, buttons, "play")
            self.controls.set_enabled("Undo", self.why_no_undo())
            self.controls.set_enabled("Hint", self.why_no_hint())
        tray = self.driver.tray_rect
        bw, bh = int(200 * s), int(48 * s)
        self.throw_ui.clear()
        self.throw_ui.add(Button(pygame.Rect(tray.centerx - bw // 2, tray.centery - bh // 2, bw,
                                             bh), "Roll", self.throw, primary=True,
                                 font_size=int(22 * s),
                                 tooltip="Throw your dice (Space), or drag across the tray."))

    # ---------------------------------------------------------------- controls
    def open_pause(self) -> None:
        self.manager.push(pause_menu(self.ctx, self))

    def open_rules(self) -> None:
        self.manager.push(RulesScene(self.ctx, self.match.info.game_id))

    def open_log(self) -> None:
        self.manager.push(LogScene(self.ctx, [self.wording(line) for line in
                                              self.match.log_for(self.viewer())]))

    def show_result(self) -> None:
        self.manager.push(game_over_menu(self.ctx, self, self._look))

    def _look(self) -> None:
        self.looking = True
        self._build_bar()

    def quit_to_menu(self) -> None:
        to_main_menu(self.ctx)

    def in_lesson(self) -> bool:
        """A Learn to play lesson runs on this board (its guide is the coach)."""
        return self.coach is not None

    def why_no_undo(self) -> str | None:
        """Why the Undo button cannot be pressed now (``None``: it can)."""
        if self.coach is not None:
            return "A lesson only goes forward: Leave it and start again to go back."
        return self.match.why_no_undo()

    def undo(self) -> None:
        why = self.why_no_undo()
        if why is None and self.driver.rolling:
            why = "Wait until the dice have settled."
        if why is not None:
            self.ctx.toast(why, 3)
            return
        self.match.undo()
        self.after_history_change()
        self.ctx.toast("Move taken back.", 1.5)

    def why_no_hint(self) -> str | None:
        """``None`` when the Hint button may be pressed, else why not, in players' words."""
        return self.hints.why_not(self)

    def ask_hint(self) -> None:
        """The Hint button (H): the AI's choice for the person to move, as a card."""
        self.hints.press(self)

    def after_history_change(self) -> None:
        self.hints.cancel()
        self.tutor.cancel()
        self.driver.reset()
        self.card = None
        self._coming = None
        self.reset_modes()

    def still_playing(self, seat: int) -> bool:
        return True

    def resign(self) -> None:
        """The human at the screen gives up: the one choosing now, else the first human left."""
        seat = self.match.seat_of_turn()
        humans = [s for s in self.match.human_seats() if self.still_playing(s)]
        if seat is None or seat not in humans:
            seat = self.at_screen if self.at_screen in humans else None
            if seat is None:
                seat = humans[0] if humans else self.match.state.turn_owner
        if seat is not None:
            self.apply(Resign(seat))

    def throw(self, drag: tuple[float, float] | None = None) -> None:
        self.card = None
        self.driver.throw(drag)

    # ---------------------------------------------------------------- applying
    def apply(self, action: Action, checked: bool = False) -> bool:
        """A human's decision (a click): through the match, refusals shown as a toast. With
        the tutor on, a mistake is first shown on a card (``checked``: already shown, the
        person plays it anyway); False when nothing was played."""
        if self.coach is not None and not self.coach.allows(action):
            return False
        if not checked and self.tutor_stops(action):
            return False
        before = self.match.state
        try:
            self.match.apply(action)
        except IllegalAction as error:
            self.ctx.toast(self.wording(str(error)), 3.5, error=True)
            return False
        self._applied(action, before)
        return True

    def tutor_stops(self, action: Action) -> bool:
        """With the tutor on (Settings): whether ``action`` of the person to move waits for
        the tutor's check (``scenes.board.tutor``: played once found good, else a card);
        while one choice waits, another is not taken."""
        if self.tutor.checking:
            return True
        state = self.match.state
        mover = state.to_move
        if (not self.ctx.settings.tutor or mover is None or mover < 0
                or self.match.seats[mover].is_ai or state.why_not(action) is not None):
            return False
        self.tutor.ask(self.match, mover, action)
        return True

    def _applied(self, action: Action, before: State) -> None:
        self._coming = None
        if self.card is not None and self.card.kind == MOVE:
            self.card = None
        self.on_applied(action, before)
        if self.coach is not None:
            self.coach.applied(action, before)
        if self.match.is_over and not before.is_over and self.coach is None:
            stats_service(self.ctx.services).record_match(self.match)  # a lesson never counts
        card = self.outcome_card(action, before)
        if card is not None:
            self.card = card
            self.card_left = OUTCOME_HOLD
            if card.kind == OUTCOME:
                cues.player.play("result")

    def _start_stats(self) -> None:
        """The player's statistics: loaded once per session (the tray counts from then on);
        a damaged file is said once."""
        first = "stats" not in self.ctx.services
        stats = stats_service(self.ctx.services)
        if first and stats.problem:
            self.ctx.toast(stats.problem, 8, error=True)

    def _announce(self, action: Action) -> None:
        self.show_when_made(action, self.announcement_card(action))

    def announcement_card(self, action: Action) -> Card:
        """The caption of the move ``action`` the AI (or a lesson's script) announces."""
        seat = self.match.seat_of_turn()
        text = capital(self.wording(self.match.state.describe(action)))
        who = f"{capital(self.name_of(seat))} (AI)" if seat is not None else "AI"
        return Card(text, [], self.move_anchors(action), MOVE, footer=f"{who} moves")

    _coming: tuple[Action, Card, Iterator[None] | None] | None = None
    """An announced move, its caption, and the steps rendering it (``None``: rendered on an
    earlier frame, shown on the next), until the caption is shown."""

    _coming_frames = 0
    """Frames the coming caption has been rendered on so far."""

    def show_when_made(self, action: Action, card: Card) -> None:
        """Show ``card``, the caption of the announced ``action``, once it is rendered: a text
        a step within the frames' share (``_show_coming``), and put up on a later frame than
        its last text (rendering its new words was 3-5 ms of the frame the AI's answer was
        announced on). A caption rendered before (the same words again) is shown at once.
        What it lights (its anchors) is lit with it: ``announcing``."""
        steps = layer.card_ahead(self, card)
        if layer.card_made(self, card):
            self._coming = None
            self.card = card
            return
        self.card = None  # (the caption before it, or an outcome card read meanwhile)
        self._coming = (action, card, steps)
        self._coming_frames = 0

    def announcing(self) -> bool:
        """An AI's move is announced and its caption is on show (not still being rendered)."""
        return self.driver.pending is not None and self._coming is None

    def _show_coming(self) -> bool:
        """Render the coming caption (``show_when_made``) within the frame's share, or show it
        if an earlier frame finished it; while its move is still announced. The move waits
        its whole announce time (``CAPTION_TIME``) from the frame the caption shows on: a
        caption up for less would be hard to read. True when the caption came up now."""
        coming = self._coming
        if coming is None:
            return False
        action, card, steps = coming
        if self.driver.pending is not action:
            self._coming = None  # applied or dropped meanwhile: nothing to announce
            return False
        if steps is None:
            self._coming = None
            self.card = card
            self.driver.pending_left = max(self.driver.pending_left, CAPTION_TIME)
            return True
        # From the frames after the first few, a step a frame at least: a caption must come
        # up while its move is announced (not at once: the frame it is announced on has read
        # the AI's answer, and a forced step there made it a slow frame).
        self._coming_frames += 1
        if run_steps(steps, self._update_began + PREPARE_BUDGET,
                     at_least_one=self._coming_frames > COMING_PATIENCE):
            self._coming = (action, card, None)
        return False

    # ---------------------------------------------------------------- frame
    def human_waiting(self) -> bool:
        return self.match.is_human_to_move() or self.driver.awaiting_throw()

    def card_blocks(self) -> bool:
        """An outcome card holds the game while no human is waiting to act."""
        return self.card is not None and self.card.kind == OUTCOME and not self.human_waiting()

    _update_began = 0.0
    """The CPU time (``time.thread_time``) at which this frame's update began."""

    def update(self, dt: float) -> None:
        self._update_began = time.thread_time()
        if self.card is not None and self.card.kind == OUTCOME and not self.human_waiting():
            self.card_left -= dt * self.ctx.settings.speed if self.ctx.settings.speed else 99
            if self.card_left <= 0:
                self.card = None
        version = self.match.version
        if not self.card_blocks() and not self.holds(dt) \
                and not (self.coach is not None and self.coach.holds()):
            self.driver.update(dt)
        caption_up = self._show_coming()
        self.update_board(dt)
        if not caption_up:  # (that frame paints the board again for what the caption lights)
            self._prepare_upcoming()
        tray = self.driver.tray
        in_flight = tray is not None and not tray.settled
        if not in_flight and self.match.version == version:  # a quiet frame
            self._work_ahead()
        if self.meter_rect.height > 0:
            self.meter.update(self.match, self.viewer(), dt)
        if self.coach is not None:
            self.coach.update(dt)
        state = self.match.state
        self.controls.set_enabled("Undo", self.why_no_undo())
        self.controls.set_enabled("Hint", self.why_no_hint())
        hint = self.hints.collect(self)
        if hint is not None:
            self.card = hint
        self.tutor.collect(self)
        if state.is_over:
            self._end_turn_notice()
            if not self.over_shown and self.last_move_shown() and self.coach is not None:
                self.over_shown = True  # a lesson's end is its guide's closing card
            # Not on the frame the driver applied the last move on (that frame paints the
            # final position): the dialog is made on the next quiet frame and shown on a
            # later one, once the last move has been seen (making it lays out its texts,
            # drawing it paints them: each was a frame's work, the two a slow frame).
            if not self.over_shown and self.match.version == version:
                made = self._over_menu
                if made is None or made[0] != self.ctx.size:
                    self._make_over_menu()
                elif self.last_move_shown():
                    self.over_shown = True
                    self.manager.push(made[1])  # (it starts the review's processes ahead)
                    outcome = state.outcome()
                    cue = end_cue(outcome, self.match.human_seats()) if outcome else None
                    if cue is not None:
                        cues.player.play(cue)
            return
        self._watch_turns()

    def _make_over_menu(self) -> None:
        """Make the game-over dialog over quiet frames (``_over_menu_steps``): at least a
        step a frame, more within ``PREPARE_BUDGET``; again if the window changed size."""
        if self._over_steps is None or self._over_menu is not None:
            self._over_menu = None
            self._over_steps = self._over_menu_steps()
        run_steps(self._over_steps, self._update_began + PREPARE_BUDGET, at_least_one=True)

    def _over_menu_steps(self) -> Iterator[None]:
        """Its title measured at each size it is tried at, a size a step
        (``ButtonMenu.title_ahead``); the dialog made; then drawn for the caches, a piece a
        step (``ButtonMenu.rehearse``), so the frame it is shown on only puts it together."""
        title, _detail = outcome_title(self)
        yield from ButtonMenu.title_ahead(self.ctx, title)
        menu = game_over_menu(self.ctx, self, self._look)
        yield
        yield from menu.rehearse()
        self._over_menu = (self.ctx.size, menu)

    def _work_ahead(self) -> None:
        """On a quiet frame, what the app does ahead of need: a die kind posed, the next
        throw's dice painted (within ``PREPARE_BUDGET``) and a sound
        loaded only while the frame's update is still cheap (each costs milliseconds, and a
        frame that already did its own work, the paint-ahead or an AI answer read, must not
        take them all on); the collector's small pass every ``FREEZE_EVERY`` seconds."""
        spare = POSE_BUDGET - (time.thread_time() - self._update_began)
        if spare > 0:
            pose_ahead(spare)
        end = self._update_began + PREPARE_BUDGET
        if time.thread_time() < end:
            self.driver.paint_throw_ahead(self.face_renderer, end, self.tray_marks_ahead)
        if time.thread_time() - self._update_began < IDLE_UPDATE:
            cues.player.load_ahead()
        # Not held back to idle frames: put off, what play makes piles up until Python's
        # own full pass sweeps it all on some frame (held back, a 66d6 game had two drawing
        # frames of 66 and 104 ms without a page fault, most likely such passes).
        collector.freeze_survivors()

    def _prepare_upcoming(self) -> None:
        """Run ``prepare_next`` for the action the driver is about to apply, within
        ``PREPARE_BUDGET`` a frame (the next position is worked out once per action)."""
        action = self.driver.upcoming()
        if action is None or action is not self._upcoming_seen:
            # Begun on the frame after the action is known: the frame that learns it (an AI
            # answer read, dice coming to rest) has its own work.
            self._upcoming_seen = action
            self._upcoming = None
            return
        if self._upcoming is None or self._upcoming[0] is not action:
            upcoming = self.driver.upcoming_position()
            if upcoming is None:
                return
            after = upcoming[1]
            seat = self.viewer()
            shown = after if seat is None else after.view(seat)
            self._upcoming = (action, chain(self.prepare_next(action, shown),
                                            self._throw_ahead(after)))
            return  # (working the position out was this frame's share)
        run_steps(self._upcoming[1], self._update_began + PREPARE_BUDGET)

    turn_notice = ""
    """The "X's turn" notice last queued: taken back when that turn ends, so a notice waiting
    behind others never names a turn that is over (nor shows over the game's result)."""

    def _end_turn_notice(self) -> None:
        if self.turn_notice:
            self.ctx.withdraw(self.turn_notice)
            self.turn_notice = ""

    def exit(self) -> None:
        self._end_turn_notice()
        self.kept.forget()
        let_go_of_floors(self.driver)
        super().exit()

    def cover_with(self, scene: Scene) -> None:
        """Open a whole screen over the board (a sketch pad): the board's turn notice is taken
        back first, as it would sit over that screen's own instructions."""
        self._end_turn_notice()
        self.manager.push(scene)

    def update_board(self, dt: float) -> None:
        """The game's own animation."""

    def prepare_next(self, action: Action, after: State) -> Iterator[None]:
        """Work, one step per ``yield``, that makes the frame on which ``action`` lands cheap:
        e.g. lay out and paint the position ``after`` (as the seat at the screen sees it),
        or paint the pieces it shows. It runs a few milliseconds a frame while ``action`` is
        announced or its dice are held in view, and is dropped if something else happens
        first. Default: nothing."""
        return iter(())

    def _throw_ahead(self, whole: State) -> Iterator[None]:
        """The caption of the throw the position ``whole`` waits for, if any, rendered ahead
        (``roll_caption_ahead``): else its words were rendered on the frame the throw
        started on."""
        if whole.to_move == CHANCE and not whole.is_over:
            yield from self.roll_caption_ahead(whole)

    def roll_caption_ahead(self, whole: State) -> Iterator[None]:
        """Render, a step per ``yield``, what ``draw_roll_caption`` will show once the
        position ``whole`` (the whole state, not a seat's view) is reached. Default: the
        foundation's caption (``layer.roll_caption_ahead``)."""
        return layer.roll_caption_ahead(self, whole)

    def tray_marks_ahead(self, state: State, dice: Sequence[DieLook]) -> Iterator[None]:
        """Work, one step per ``yield``, that paints ahead what this board draws on the dice
        of the throw ``state`` waits for (``dice``: as the tray will show them), e.g. their
        tags; run on quiet frames after the dice themselves. Default: nothing."""
        return iter(())

    def paint_card_ahead(self, action: Action) -> None:
        """Render the outcome card ``action`` will bring into the card cache, for a
        ``prepare_next`` step that shows the board's drawing the position ``action`` brings:
        the frame it lands on finds the card's picture made (rendering it there was a few
        milliseconds of that frame). Sized as it will be shown (the width follows the card
        on show)."""
        card = self.outcome_card(action, self.match.state)
        if card is not None:
            self.paint_card(card)

    def paint_card(self, card: Card) -> None:
        """Render ``card`` into the card cache at the width it is shown at (that of the
        card on show, as ``layer.card_width`` finds it for ``card``)."""
        shown, self.card = self.card, card
        try:
            layer.cached_card(self, layer.card_key(card), card, layer.card_width(self))
        finally:
            self.card = shown

    def snap_pieces(self) -> None:
        """Put every piece straight where the state has it, no animation left.

        Why a hook: a board that animates its pieces keeps their places on screen itself and
        draws none of them before its first frame, so a picture of a moment (the review, a
        screenshot, a save's thumbnail) asks for them here first."""

    def holds(self, dt: float) -> bool:
        """True while the game wants the match to wait (e.g. odds shown before a throw)."""
        return False

    def settling(self) -> bool:
        """True while the board still shows the last move happening (a piece walking, a bridge
        turning): the game-over screen waits for it, so the winning move is seen to finish."""
        return False

    def last_move_shown(self) -> bool:
        """The game's last move has finished on screen: no dice in the air, no AI caption,
        no outcome card holding the game and no piece still moving."""
        return (not self.card_blocks() and not self.driver.animating
                and self.driver.pending is None and not self.settling())

    def _watch_turns(self) -> None:
        state = self.match.state
        owner = state.turn_owner
        if owner is not None and owner != self.seen_turn:
            self.seen_turn = owner
            self._end_turn_notice()
            if self.match.seats and len(self.match.seats) > owner:
                self.turn_notice = capital(f"{self.name_of(owner)}'s turn")
                self.ctx.toast(self.turn_notice, 1.6)
                if not self.match.seats[owner].is_ai:
                    cues.player.play("turn")
        if self.card_blocks() or self.driver.pending is not None:
            return
        due = self.match.handoff_due(self.at_screen)
        if due is not None:
            secret = any(state.hides_from(s) for s in range(state.num_seats))

            def ready(seat: int = due) -> None:
                self.at_screen = seat

            self.manager.push(handoff(self.ctx, capital(self.name_of(due)), ready, secret))
            return
        seat = self.match.seat_of_turn()
        if seat is not None and not self.match.seats[seat].is_ai:
            if self.at_screen is None or seat == state.turn_owner:
                self.at_screen = seat

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        # Left/Right may step a value (``Target.adjust``): they forget the choices too.
        moves_focus = event.type == pygame.KEYDOWN and any(
            keys.is_key(event, action) for action in ("next", "previous", "up", "down"))
        if not moves_focus:
            self._targets_key = None  # a click, a key that acts: the choices may change
        used = self.board_input(event)
        if not moves_focus:
            self._targets_key = None
        return used

    def board_input(self, event: pygame.event.Event) -> bool:
        """Every input of the board: the control bar, the throw, the keys, then the game's
        own ``board_event``."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.coach is not None and self.coach.handle_event(event):
            return True
        if self.controls.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if keys.is_key(event, "back"):
                # The game first (a drag or a small picker ends), then a selection, then pause.
                if not self.board_event(event) and not self.cancel_mode():
                    self.open_pause()
                return True
            if keys.is_key(event, "undo"):
                self.undo()
                return True
            if keys.is_key(event, "hint"):
                self.ask_hint()
                return True
            if self.driver.animating:
                self.driver.skip()
                return True
            if self.card is not None:
                self.card = None  # a key moves on from an outcome; never a decision too
                return True
            # While the ring is hidden, Enter and Space keep the board's own meaning.
            if self.key_focus.handle(event, self.focus_targets(), act_hidden=False):
                return True
        if self.driver.awaiting_throw() and self._throw_event(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.driver.animating:
                if event.type == pygame.MOUSEBUTTONUP:
                    self.driver.skip()
                return True
            if self.card is not None and event.type == pygame.MOUSEBUTTONUP:
                on_card = self.card_rect().collidepoint(event.pos)
                blocking = self.card_blocks()
                self.card = None
                if on_card or blocking:
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                self.cancel_mode()
                return True
        return self.board_event(event)

    def _throw_event(self, event: pygame.event.Event) -> bool:
        if self.throw_ui.handle_event(event) and event.type != pygame.MOUSEMOTION:
            return True
        tray = self.driver.tray_rect
        if keys.is_key(event, "act") or keys.is_key(event, "act_alt"):
            self.throw()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and tray.collidepoint(event.pos):
            self.drag_start = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.drag_start is not None:
            start, self.drag_start = self.drag_start, None
            drag = (event.pos[0] - start[0], event.pos[1] - start[1])
            if abs(drag[0]) + abs(drag[1]) >= DRAG_MIN:
                self.throw(drag)
            return True
        return False

    # ---------------------------------------------------------------- drawing
    def layer_key(self) -> Hashable | None:
        """Everything ``draw_board`` depends on (``None``: draw it every frame)."""
        game = self.board_key()
        if game is None:
            return None
        return (game, self.manager.inputs, self.layouts, self.match.version, self.viewer(),
                self.ctx.size, self.driver_key(), self.announced_key(), self.at_screen,
                self.looking, self.reviewing, self.over_shown)

    def driver_key(self) -> Hashable:
        """What of the driver's moment (dice flying, the AI thinking, a throw awaited)
        ``draw_board`` shows. Default: all three; a board that shows less says so, and the
        frames on which only what it does not show changes keep its picture (a throw
        starting and ending, the AI starting and stopping to think)."""
        driver = self.driver
        return (driver.rolling, driver.ai_thinking, driver.awaiting_throw())

    def announced_key(self) -> Hashable:
        """What the move the AI announces (``driver.pending``) changes in ``draw_board``.
        Default: only whether a person may act (``human_to_move``); a board that shows the
        announcement itself adds what it shows. Why not the move itself: a board whose
        picture does not show it was painted again whole on the frame the AI's move was
        announced, a frame on which nothing was applied."""
        return self.human_to_move()

    def picture_key(self) -> Hashable | None:
        """The board's whole picture: its own (``layer_key``), the tray (drawn every frame
        while dice fly), the caption or outcome card, the meter's bar, the control bar."""
        tray = self.driver.tray
        if (tray is not None and not tray.settled) or self.coach is not None:
            return None
        layer = self.layer_key()
        if layer is None:
            return None
        meter = (tuple(round(share * self.meter_rect.width) for share in self.meter.shown),
                 self.meter.chances) if self.meter_rect.height > 0 else None
        throw = self.throw_ui.picture_key() if self.driver.awaiting_throw() else None
        return (layer, id(self.card), shows_go_on(self), meter, self.hints.thinking,
                self.controls.ui.picture_key(), throw, self.drag_start, self.mouse)

    def draw(self, surface: pygame.Surface) -> None:
        # A still (the review's) is drawn once into a picture its viewer keeps: nothing to
        # keep here (a window-sized copy).
        self.kept.draw(surface, None if self.reviewing else self.layer_key(), self.draw_board)
        self.draw_over_board(surface)
        self.draw_tray(surface)
        layer.draw_card(self, surface)
        layer.draw_answerer(self, surface)
        if self.reviewing:
            return
        if self.meter_rect.height > 0:
            seats = range(self.match.state.num_seats)
            self.meter.draw(surface, self.meter_rect, [self.seat_colour(s) for s in seats],
                            [self.name_of(s) for s in seats], self.ctx.scale)
        self.controls.draw(surface)
        self.draw_hover(surface)
        self.controls.draw_tooltip(surface)
        if self.driver.awaiting_throw():
            self.throw_ui.draw_tooltip(surface)
        if self.coach is not None:
            self.coach.draw(surface)
        # The focused choice's words cover "who acts now" only while a person here acts:
        # while the AI plays, the strip keeps saying so.
        label_at = self.strip if self.strip.width > 0 and self.human_waiting() else None
        self.key_focus.draw(surface, self.focus_targets, self.ctx.scale, label_at)

    def draw_tray(self, surface: pygame.Surface) -> None:
        """The dice tray (a game may hide or replace it, e.g. a secret throw)."""
        layer.draw_tray(self, surface)

    def draw_roll_caption(self, surface: pygame.Surface) -> None:
        """Why the dice are thrown, above the tray."""
        layer.draw_roll_caption(self, surface)

    def card_rect(self) -> pygame.Rect:
        return layer.card_rect(self)
