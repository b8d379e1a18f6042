"""The Daemon Dice battle board: a playmat per daemon, the tray, a side panel, a hint strip.

It holds no rules. What may be clicked or dragged comes from ``choices.choices`` (the engine's
legal actions, spread over look-alike dice by ``state.canonical``); ``gestures.Gestures`` turns
clicks, drags and picker buttons into those actions; the ``MatchDriver`` throws the dice (the
player's own throw for a human seat) and asks the AI. Where every die lies, the attack tokens
and the arrows to their defenders are the ``Playmat``'s; the panel is the ``PhasePanel`` (phase
strip, one-line prompt, the log with die icons); ``drawing`` puts the pieces together. The scene
adds what a screen needs: which attack the player aims at, hover cards and refusal reasons, the
symbol legend (``L`` or the Symbols button), the hot-seat hand-off and the game over.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame

import game.keys as keys
import scenes.board.layer as layer
import scenes.daemondice.dice_art as dice_art
import scenes.daemondice.drawing as drawing
import scenes.daemondice.icons as icons
import scenes.daemondice.keys as key_paths
import scenes.daemondice.texts as texts
import scenes.focus as focus
import scenes.theme as theme
from engine.core import Action, State
from engine.daemondice import (
    DaemonDiceState,
    DieStatus,
    Done,
    Step,
    confirm_action,
    confirm_prompt,
    preview,
)
from engine.daemondice.actions import (
    Boost,
    Damage,
    Defend,
    Grab,
    Guide,
    Recover,
    Rot,
    SetAside,
    Spike,
)
from engine.daemondice.describe import die_name
from engine.daemondice.rules import rolled_dice
from game.last_choice import LastChoice
from game.match import Match
from scenes.board.base import BoardScene
from scenes.board.cards import Card
from scenes.daemondice.choices import Choices, DieRef, choices, single
from scenes.daemondice.gestures import Gestures
from scenes.daemondice.hints import HintStrip
from scenes.daemondice.layout import BattleLayout
from scenes.daemondice.legend import SymbolLegend
from scenes.daemondice.moves import Move, Target, distinct, listed_die
from scenes.daemondice.palette import daemon_colour
from scenes.daemondice.phase_strip import PhasePanel
from scenes.daemondice.playmat import Playmat
from scenes.widgets import Button, WidgetGroup

OWN_DIE_ACTIONS = (SetAside, Recover, Defend, Boost, Guide, Spike, Grab, Damage)
"""Actions whose ``die`` is one of the acting daemon's own dice."""
ON_ATTACK = (Defend, Boost, Guide, Spike)
"""Actions that join an attack (their token is lit with the die)."""
WARM_BUDGET = 0.002
"""Seconds of a frame's update (counted from its start) within which, while the AI decides,
die looks the next move may show are painted."""
ANCHOR_RIM = 4
"""Pixels a card's highlight reaches round each die or token it is about."""


class DaemonDiceBoard(BoardScene):
    face_renderer = staticmethod(icons.face_renderer)

    def __init__(self, ctx, match: Match) -> None:
        self.ui = WidgetGroup()
        self.done_button: Button | None = None
        self.aim: Target | None = None  # the attack a click on a die works on
        self.log_scroll = 0  # log entries scrolled up from the newest
        # Two window-sized pictures: the mats shown share theirs with the panel shown (they
        # paint beside each other), the spare mats and panel painted ahead the other.
        shown, spare = theme.Canvas(), theme.Canvas()
        self.mats = Playmat(ctx, canvas=shown)
        self._spare_mats = Playmat(ctx, canvas=spare)
        """Mats laid out and painted ahead for the position an announced move brings."""
        self._ready: tuple[tuple, Action, Playmat, PhasePanel, State] | None = None
        """The spare mats and panel once painted for the position ``Action`` brings (with
        the key of the view they were made for, and that position)."""
        self._mats_key: tuple = ()
        self._choices_key: tuple = ()
        self._choices = Choices()
        self.phase_panel = PhasePanel(ctx.scale, shown)
        self._spare_panel = PhasePanel(ctx.scale, spare)
        self._log_key: tuple = ()
        self._log: list[tuple[str, int | None]] = []
        self._warmed_at = -1
        """The match's version on the last frame that could warm die looks."""
        self._card_room: tuple[Playmat, PhasePanel] | None = None
        """The mats and panel a card rendered ahead takes its room from (``card_zones``)."""
        self.first_battle = LastChoice.load().first_battles(match.info.game_id)
        super().__init__(ctx, match)
        self.gestures = Gestures(self)
        self.relayout()

    # ---------------------------------------------------------------- plumbing
    @property
    def state(self) -> DaemonDiceState:
        # why the ignore below: this board holds a Daemon Dice match only
        return super().state  # type: ignore[return-value]

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The daemon's own colour (its dice's breed), never a colour its dice contradict."""
        return daemon_colour(self.match.state.daemons[seat])

    def owner_tag(self, seat: int) -> str:
        """Who plays a daemon, on its name plate: "You" against the AI, "Player N" in
        hot-seat, "AI" for a computer's daemon (nothing when only AIs play)."""
        humans = self.match.human_seats()
        if not humans:
            return ""
        if self.match.seats[seat].is_ai:
            return "AI"
        return "You" if len(humans) == 1 else f"Player {seat + 1}"

    def tray_colours(self, state: State) -> list[tuple[int, int, int]]:
        """Each thrown die in its breed's plastic, as on the mat (a coin stays gold)."""
        # why the ignore below: this board holds a Daemon Dice match only
        st: DaemonDiceState = state  # type: ignore[assignment]
        rolled = rolled_dice(st)
        if not rolled:
            return []
        return dice_art.tray_colours(st.daemons[st.turn].dice, rolled)

    def active_seat(self, state: DaemonDiceState | None = None) -> int:
        """The daemon whose mat is the big one at the bottom (in ``state``, by default the
        position shown): against the AI always the human's own daemon (the player's dice
        never change place); in hot-seat the daemon whose turn it is."""
        humans = self.match.human_seats()
        if len(humans) == 1:
            return humans[0]
        return (state or self.state).turn

    def compute_layout(self) -> None:
        if not hasattr(self, "gestures"):
            return  # the base lays out once before the game's parts exist
        self.layout = BattleLayout.compute(self.ctx.size, self.ctx.scale, self.first_battle)
        self.layout.panel = self.reserve_controls(self.layout.panel)
        self.driver.set_tray_rect(self.layout.tray)
        self._mats_key = ()
        self.phase_panel = PhasePanel(self.ctx.scale, self.mats.canvas)
        self._spare_panel = PhasePanel(self.ctx.scale, self._spare_mats.canvas)
        self.hint_strip = HintStrip(self.ctx.scale)
        self.gestures.reset()
        self._build_buttons(self.layout.panel)

    def _build_buttons(self, panel: pygame.Rect) -> None:
        s = self.ctx.scale
        self.ui.clear()
        h = int(40 * s)
        pad = int(10 * s)
        gap = int(8 * s)
        y = panel.bottom - h - pad
        legend_w = int((panel.width - 2 * pad) * 0.36)
        self.ui.add(Button(pygame.Rect(panel.x + pad, y, legend_w, h), "Symbols",
                           self.open_legend, font_size=max(15, int(17 * s)),
                           tooltip="What every symbol on the dice does (L)."))
        x = panel.x + pad + legend_w + gap
        self.done_button = Button(pygame.Rect(x, y, panel.right - pad - x, h), "Done",
                                  self.confirm, primary=True, font_size=int(20 * s),
                                  tooltip="Finish this step (Space).")
        self.ui.add(self.done_button)

    def buttons_height(self) -> int:
        s = self.ctx.scale
        return int(40 * s) + int(10 * s)

    def sync_mats(self) -> None:
        """Lay the mats out again when the position, the viewer or the window changed (or
        take the mats prepared for this position while its move was announced)."""
        key = (self.match.version, self.viewer(), tuple(self.layout.mats), self.active_seat())
        if key != self._mats_key or self.mats.state is not self.state:
            self._mats_key = key
            ready, self._ready = self._ready, None
            actions = self.match.actions
            if (ready is not None and actions and actions[-1] is ready[1]
                    and ready[0] == (len(actions), *key[1:])):
                self.mats, self._spare_mats = ready[2], self.mats
                self.phase_panel, self._spare_panel = ready[3], self.phase_panel
                self.mats.adopt(self.state)
                self.phase_panel.adopt(self.state)
            else:
                self.mats.layout(self.layout.mats, self.state, self.active_seat())

    def prepare_next(self, action: Action, after: State) -> Iterator[None]:
        """Lay out and paint the mats and the panel of the position ``action`` brings, on
        the spare ones (``sync_mats`` takes them when it lands)."""
        # why the ignore below: this board holds a Daemon Dice match only
        st: DaemonDiceState = after  # type: ignore[assignment]
        self._ready = None
        mats, panel = self._spare_mats, self._spare_panel
        active = self.active_seat(st)
        yield from mats.layout_steps(self.layout.mats, st, active)
        yield
        names = [self.name_of(seat) for seat in range(st.num_seats)]
        owners = [self.owner_tag(seat) for seat in range(st.num_seats)]
        yield from mats.ahead(self.ctx.size, names, owners)
        line = self.match.log_line(action, after, self.viewer())
        yield from panel.paint_steps(self.ctx.size, self.layout.panel, st,
                                     [*self.log_lines(), line], self.buttons_height())
        if self.layout.hint.height:
            yield from self.hint_strip.paint_ahead(self.layout.hint.size, st)
        key = (len(self.match.actions) + 1, self.viewer(), tuple(self.layout.mats), active)
        self._ready = (key, action, mats, panel, st)
        yield
        self._paint_card_over(action, mats, panel)

    def _paint_card_over(self, action: Action, mats: Playmat, panel: PhasePanel) -> None:
        """Render the outcome card ``action`` brings at the width it takes over ``mats`` and
        ``panel`` (the position it lands on: the card finds its room there), so the frame it
        lands on blits it (rendering it there was milliseconds of that frame)."""
        card = super().outcome_card(action, self.match.state)  # (where it points: not drawn)
        if card is None:
            return
        self._card_room = (mats, panel)
        try:
            self.paint_card(card)
        finally:
            self._card_room = None

    def log_lines(self) -> list[tuple[str, int | None]]:
        """The log as the seat at the screen may read it, each line with its acting seat."""
        key = (self.match.version, len(self.match.log), self.viewer())
        if key != self._log_key:
            self._log_key = key
            lines = self.match.log_for(self.viewer())
            self._log = [(text, entry.seat) for text, entry in zip(lines, self.match.log,
                                                                    strict=True)]
        return self._log

    def choices(self) -> Choices:
        """Cached per position: hover and drawing ask every frame."""
        key = (self.match.version, self.human_to_move())
        if key != self._choices_key:
            self._choices_key = key
            self._choices = choices(self.state) if self.human_to_move() else Choices()
        return self._choices

    def statuses(self) -> list[tuple[DieStatus, ...]]:
        """Every die's status (the mats work it out once per position)."""
        self.sync_mats()
        return self.mats.statuses

    def slot(self, seat: int, die: int) -> pygame.Rect | None:
        self.sync_mats()
        return self.mats.slot(seat, die)

    def still_playing(self, seat: int) -> bool:
        return not self.state.out[seat]

    def reset_modes(self) -> None:
        self.cancel_mode()
        self._choices_key = ()
        self._mats_key = ()

    def cancel_mode(self) -> bool:
        had = self.aim is not None or self.gestures.source is not None
        self.gestures.reset()
        self.aim = None
        return had

    def open_legend(self) -> None:
        self.manager.push(SymbolLegend(self.ctx))

    def card_zones(self) -> list[pygame.Rect]:
        """Where a card may sit without covering a die or an attack token (a hint is read
        beside the "Attacks on it" it is about): the empty part of each mat below its last
        zone, below its tokens or right of them; over the battle log when the card fits none
        (``layer.zones_or_log``: a hint on a crowded mat in a small window)."""
        if self._card_room is None:
            self.sync_mats()
            mats, panel = self.mats, self.phase_panel
        else:
            mats, panel = self._card_room
        zones = layer.zones_or_log(self, self._free_mat_spots(mats), panel.log_rect)
        return zones or [pygame.Rect(self.layout.tray)]

    def _free_mat_spots(self, mats: Playmat) -> list[pygame.Rect]:
        gap = int(8 * self.ctx.scale)
        zones = []
        for mat in mats.mats:
            dice = [z.rect.bottom for name, z in mat.zones.items() if name != "incoming"]
            under_dice = max(dice + [mat.body.y]) + gap
            under_all = max([under_dice] + [z.rect.bottom + gap for z in mat.zones.values()]
                            + [t.bottom + gap for t in mat.tokens])
            spots = [pygame.Rect(mat.body.x + gap, under_all, mat.body.width - 2 * gap,
                                 mat.body.bottom - under_all - gap)]
            if mat.tokens:
                beside = max(t.right for t in mat.tokens) + gap
                spots.append(pygame.Rect(beside, under_dice, mat.body.right - gap - beside,
                                         mat.body.bottom - under_dice - gap))
            zones += [z for z in spots if z.height >= int(64 * self.ctx.scale)
                      and z.width >= int(200 * self.ctx.scale)]
        return zones

    def move_anchors(self, action: Action) -> list[pygame.Rect]:
        """What an AI move uses: its die, the attack token it joins, the foe die it takes;
        else the daemon's name plate."""
        seat = self.match.seat_of_turn()
        if seat is None:
            return []
        self.sync_mats()
        st = self.state
        rects: list[pygame.Rect | None] = []
        if isinstance(action, OWN_DIE_ACTIONS):
            rects.append(self.mats.slot(seat, action.die))
        if isinstance(action, ON_ATTACK):
            attacker = st.foe if isinstance(action, Defend) else st.turn
            if attacker is not None:
                rects.append(self.mats.token_rect(attacker, action.attack))
        if isinstance(action, Grab) and st.target is not None:
            rects.append(self.mats.slot(st.target, action.victim))
        if isinstance(action, Rot) and st.target is not None:
            rects.append(self.mats.slot(st.target, action.die))
        found = [r.inflate(2 * ANCHOR_RIM, 2 * ANCHOR_RIM) for r in rects if r is not None]
        if found:
            return found
        return [pygame.Rect(self.mats.mats[seat].header)] if seat < len(self.mats.mats) else []

    def outcome_card(self, action: Action, before: State) -> Card | None:
        """A roll's faces stay named beside the mat of the daemon that threw them."""
        card = super().outcome_card(action, before)
        if card is not None:
            seat = before.roll_request().seat
            self.sync_mats()
            if seat is not None and seat < len(self.mats.mats):
                card.anchors = [pygame.Rect(self.mats.mats[seat].header)]
        return card

    # ---------------------------------------------------------------- applying
    def on_applied(self, action: Action, before: State) -> None:
        if self.state.step is not getattr(before, "step", None):
            self.aim = None
        self.log_scroll = 0

    def confirm(self) -> None:
        """The Done / Confirm button (or Space): ends the step, or carries out the one forced
        choice the engine stopped for so the player could see it and confirm it."""
        if not self.human_to_move():
            return
        forced = confirm_action(self.state)
        if forced is not None:
            self.apply(forced)
        elif self.choices().done:
            self.apply(Done())

    # ---------------------------------------------------------------- frame
    def update_board(self, dt: float) -> None:
        if self.done_button is not None:
            st = self.state
            forced = confirm_action(st) if self.human_to_move() else None
            ready = forced is not None or (self.human_to_move() and self.choices().done)
            self.done_button.enabled = ready
            self.done_button.disabled_reason = "" if ready else (
                "Not your decision now." if not self.human_to_move()
                else "Make the choice first: the hint and the lit dice show it.")
            confirming = st.step is Step.DEFEND or (
                forced is not None and not isinstance(forced, Done))
            self.done_button.text = "Confirm" if confirming else "Done"
            tip = confirm_prompt(st) if forced is not None else None
            self.done_button.tooltip = (tip or texts.confirm_text(st, ready)) + " (Space)"
        if not self.human_to_move() and not self.driver.rolling:
            self.sync_mats()
            # Not on the frame a move lands (it has its own work: the new position's
            # pictures, the card, the save), nor past the share of a busy frame's update.
            spare = WARM_BUDGET - (time.thread_time() - self._update_began)
            if spare > 0 and self._warmed_at == self.match.version:
                self.mats.warm(spare)
            self._warmed_at = self.match.version

    # ---------------------------------------------------------------- input
    def board_event(self, event: pygame.event.Event) -> bool:
        g = self.gestures
        if (g.dragging or g.picker is not None) and g.handle_event(event):
            return True  # a drop over a button must not press it
        if self.ui.handle_event(event) and event.type != pygame.MOUSEMOTION:
            return True
        if event.type == pygame.MOUSEWHEEL and self.layout.panel.collidepoint(self.mouse):
            self.scroll_log(event.y)
            return True
        if event.type == pygame.KEYDOWN:
            if g.handle_event(event):
                return True
            if keys.is_key(event, "log"):
                self.open_legend()
                return True
            if keys.is_key(event, "act") or keys.is_key(event, "act_alt"):
                self.confirm()
                return True
            return False
        return g.handle_event(event)

    def scroll_log(self, entries: int) -> None:
        """Positive: towards older entries (the newest always stays reachable)."""
        most = max(0, len(self.match.log) - 1)
        self.log_scroll = max(0, min(most, self.log_scroll + entries))

    def die_at(self, pos: tuple[int, int]) -> DieRef | None:
        self.sync_mats()
        return self.mats.die_at(pos)

    def click(self, pos: tuple[int, int]) -> bool:
        """A plain click (press and release without dragging) at ``pos``."""
        return self.gestures.click(pos)

    def board_targets(self) -> list[focus.Target]:
        """Where the keyboard's focus may stop now (``scenes.daemondice.keys``)."""
        return key_paths.key_targets(self)

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
            token = self.mats.target_at(mouse)
            if token is not None and token in ch.attack_targets():
                return "Click: aim the next clicks at this attack."
            seat = self.mats.seat_at(mouse)
            if seat in ch.seats:
                return "Click: " + self.preview_of(ch.seats[seat])
            return ""
        return self.die_click_text(ref)

    def die_click_text(self, ref: DieRef, verb: str = "Click") -> str:
        """What a click on die ``ref`` does now (``verb`` names the gesture: a click, or
        Enter on the keyboard's focus)."""
        ch = self.choices()
        moves = ch.from_source(ref)
        if self.aim is not None and any(m.target == self.aim for m in moves):
            moves = [m for m in moves if m.target == self.aim]
        if not moves:
            moves = single(ch, ref) or ch.onto(("die", *ref), any_source=True)
        options = distinct(moves)
        if len(options) == 1:
            return f"{verb}: " + self.preview_of(options[0].action) + self._lookalike_note(
                ref, moves)
        if options and len({m.target for m in options}) > 1:
            if verb != "Click":
                return f"{verb}: pick it up; the places it can go light up."
            return "Click or drag it: the places it can go light up."
        if options:
            return f"{verb}: then choose in the small picker."
        return ""

    def _lookalike_note(self, ref: DieRef, moves: list[Move]) -> str:
        """When the click's one move names a look-alike of the hovered die (the engine offers
        one of identical dice), say so: the text then agrees with what the click does."""
        st = self.state
        mine = [m for m in moves if m.source == ref or m.target == ("die", *ref)]
        real = listed_die(st, mine[0]) if mine else None
        if real is None or real == ref:
            return ""
        return (f" ({die_name(st, *real)} is just like {die_name(st, *ref)}: the rules "
                "offer one of look-alike dice, with the same result)")

    # ---------------------------------------------------------------- drawing
    def board_key(self) -> tuple:
        """The panel's buttons (Done/Confirm follows the position), the attack being aimed
        and the log's scroll; the rest follows the position and input."""
        return (self.ui.picture_key(), self.aim, self.log_scroll)

    def draw_board(self, surface: pygame.Surface) -> None:
        drawing.draw_board(self, surface)
        self._place_pieces()

    def _place_pieces(self) -> None:
        """Every die and attack token, for the layout log (``layer.place_pieces``)."""
        layer.place_pieces(self, self._pieces(), ANCHOR_RIM)

    def _pieces(self) -> Iterator[tuple[str, pygame.Rect]]:
        for mat in self.mats.mats:
            name = self.name_of(mat.seat)
            for i, rect in enumerate(mat.tokens):
                yield f"attack token {i + 1} on {name}'s mat", rect
            for rect in mat.slots.values():
                yield f"a die on {name}'s mat", rect

    def draw_hover(self, surface: pygame.Surface) -> None:
        drawing.draw_hover(self, surface)
