"""The 66d6 board scene: the battleground, both homes and the side panel.

It holds no rules. What can be clicked, where a minion may go and what a fight would do all come
from the engine (``actions_for_minion``, ``legal_actions``, ``why_not``, ``fight_preview``);
every click that changes the game becomes one engine action through the match. Driving the
match, pacing, controls, game over and the hand-off come from ``BoardScene``; painting is in
``drawing``.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator

import pygame

import scenes.board.layer as layer
import scenes.sixtysix.drawing as drawing
import scenes.sixtysix.glide as glide
from engine.core import CHANCE, Action, Roll, State
from engine.sixtysix.actions import (
    Defend,
    Enter,
    Fight,
    Infiltrate,
    Kill,
    March,
    Resolve,
    Sacrifice,
    Slaughter,
)
from engine.sixtysix.board import DEATH, DEVIL, HOME
from engine.sixtysix.idle import why_idle
from engine.sixtysix.model import Phase
from game.match import Match
from scenes.board.base import BoardScene, capital
from scenes.board.cards import OUTCOME, Card
from scenes.focus import Target, widget_targets
from scenes.sixtysix.layout import BoardLayout
from scenes.sixtysix.panel import SidePanel
from scenes.sixtysix.pieces import SIDE_FACE, TRAY_FACE
from scenes.sixtysix.view import Backdrop

TRAY_COLOURS = {DEATH: TRAY_FACE[DEATH], DEVIL: TRAY_FACE[DEVIL]}


SNAP = 0.5
"""Pixels from its place at which a gliding minion is put on it (the glide slows down
geometrically and would otherwise creep on, unseen, for many frames, each one redrawn)."""


class SixtySixBoard(BoardScene):
    kept: glide.KeptUnderGliders

    def __init__(self, ctx, match: Match) -> None:
        humans = match.human_seats()
        self.bottom = DEVIL if humans == [DEVIL] else DEATH
        self.selected: int | None = None
        self.special: str | None = None  # "sacrifice" / "infiltrate" while picking dice
        self.special_pick: list[int] = []
        self.positions: dict[int, list[float]] = {}
        self.last_move: tuple[tuple[float, float], int, int] | None = None  # from, side, to
        self.flash: dict[int, float] = {}
        self.left_out: tuple[int, ...] | None = None
        """Set only while asking which key the kept picture was painted under: the minions
        it left out then (``glide.KeptUnderGliders``)."""
        self.backdrop = Backdrop()
        super().__init__(ctx, match)
        self.panel = SidePanel(self)
        self.kept = glide.KeptUnderGliders(self)
        self.relayout()

    # ---------------------------------------------------------------- hooks for the base
    def bottom_seat(self) -> int:
        return self.bottom

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return SIDE_FACE[seat]

    def tray_colours(self, state: State) -> list[tuple[int, int, int]]:
        """Each thrown die in the colour of the side it will belong to."""
        fallback = state.roll_request().seat
        fallback = DEATH if fallback is None else fallback
        colours = []
        for minion_id in state.pending_roll_targets():
            minion = state.get(minion_id)  # set-up dice have no minion yet
            colours.append(TRAY_COLOURS[minion.side if minion else fallback])
        return colours or [TRAY_COLOURS[fallback]]

    def compute_layout(self) -> None:
        self.layout = BoardLayout.compute(self.ctx.size, self.state.board, self.bottom,
                                          self.ctx.scale)
        self.driver.set_tray_rect(self.layout.tray)
        if hasattr(self, "panel"):
            self.panel.layout(self.reserve_controls(self.layout.panel))

    def still_playing(self, seat: int) -> bool:
        return True

    def reset_modes(self) -> None:
        self.cancel_mode()
        self.last_move = None

    def cancel_mode(self) -> bool:
        had = self.selected is not None or bool(self.special)
        self.selected = None
        self.special = None
        self.special_pick = []
        return had

    def minion_rect(self, minion_id: int) -> pygame.Rect | None:
        pos = self.positions.get(minion_id)
        m = self.state.get(minion_id)
        if pos is None or m is None:
            return None
        size = (self.layout.home_die if m.place == HOME else self.layout.die) + 10
        return pygame.Rect(int(pos[0] - size / 2), int(pos[1] - size / 2), size, size)

    def move_anchors(self, action: Action) -> list[pygame.Rect]:
        """The minion an AI move concerns, and where it goes."""
        state = self.match.state
        rects: list[pygame.Rect | None] = []
        if isinstance(action, (Enter, March)):
            m = state.minion(action.minion)
            to = action.field if isinstance(action, Enter) else action.to
            rects = [self.minion_rect(action.minion), self.layout.place_rect(m.side, to)]
        elif isinstance(action, Fight):
            m = state.minion(action.attacker)
            rects = [self.minion_rect(action.attacker), self.layout.field_rect(m.place)]
        elif isinstance(action, Slaughter):
            m = state.minion(action.minion)
            rects = [self.minion_rect(action.minion), self.layout.home_rect(1 - m.side)]
        elif isinstance(action, (Defend, Kill, Infiltrate)):
            rects = [self.minion_rect(action.minion)]
        elif isinstance(action, Sacrifice):
            rects = [self.minion_rect(i) for i in action.minions]
        elif isinstance(action, Resolve):
            battle = getattr(state, "battle", None)
            rects = [self.layout.field_rect(battle.field)] if battle is not None else []
        return [r for r in rects if r is not None]

    def card_zones(self) -> list[pygame.Rect]:
        """The column right of the grid and the homes: nothing of the game is drawn there."""
        return self.layout.card_column(int(8 * self.ctx.scale))

    def outcome_card(self, action: Action, before: State) -> Card | None:
        """A roll stays named beside what it affected: a fight's field, or where the rolled
        minions landed."""
        return self._roll_card(action, before, self.match.state)

    def _roll_card(self, action: Action, before: State, after: State) -> Card | None:
        if not isinstance(action, Roll):
            return None
        battle = getattr(before, "battle", None)
        text = capital(before.describe(action))
        if battle is not None:
            return Card(text, [], [self.layout.field_rect(battle.field)], OUTCOME,
                        colour=(236, 92, 84))
        places = []
        for minion_id in before.pending_roll_targets():
            m = after.get(minion_id)
            if m is not None:
                rect = self.layout.place_rect(m.side, m.place)
                if rect not in places:
                    places.append(rect)
        return Card(text, [], places[:12], OUTCOME)

    def on_applied(self, action: Action, before: State) -> None:
        self.selected = None
        if isinstance(action, Roll):
            targets = before.pending_roll_targets()
            for index, minion_id in enumerate(targets):
                if index < len(self.driver.last_tray_positions):
                    self.positions[minion_id] = list(self.driver.last_tray_positions[index])
                self.flash[minion_id] = 1.0
        if isinstance(action, (Enter, March)):
            mover = before.minion(action.minion)
            to = action.field if isinstance(action, Enter) else action.to
            start = self.positions.get(action.minion)
            origin = (start[0], start[1]) if start is not None else \
                self.layout.place_rect(mover.side, mover.place).center
            self.last_move = (origin, mover.side, to)
        elif isinstance(action, (Fight, Slaughter)):
            self.last_move = None

    def prepare_next(self, action: Action, after: State) -> Iterator[None]:
        """The side panel's log and head as ``action`` will leave them (``SidePanel.
        rehearse``), then its outcome card: the frame it lands on only puts them together
        with the board, whose minions it moves."""
        upcoming = self.driver.upcoming_position()
        if upcoming is None or upcoming[0] is not action:
            return
        before, whole = self.match.state, upcoming[1]
        line = self.match.log_line(action, whole, None)
        yield from self.panel.rehearse(after, whole, line)
        yield
        card = self._roll_card(action, before, whole)
        if card is not None:
            self.paint_card(card)

    # ---------------------------------------------------------------- frame
    def update_board(self, dt: float) -> None:
        side = self.match.state.turn_side
        if side != self._last_side:  # the arrow shows the mover's own latest move
            self._last_side = side
            self.last_move = None
        self._animate(dt)

    _last_side: int | None = None

    def snap_pieces(self) -> None:
        """Put every minion straight onto its place (screenshots, resumed games)."""
        self.positions = {k: list(v) for k, v in self.target_positions().items()}

    def _animate(self, dt: float) -> None:
        targets = self.target_positions()
        rate = 1.0 if self.ctx.settings.calm else min(1.0, dt * 9 * self.ctx.settings.speed)
        for minion_id, (tx, ty) in targets.items():
            pos = self.positions.get(minion_id)
            if pos is None:
                self.positions[minion_id] = [tx, ty]
                continue
            pos[0] += (tx - pos[0]) * rate
            pos[1] += (ty - pos[1]) * rate
            if abs(tx - pos[0]) < SNAP and abs(ty - pos[1]) < SNAP:
                pos[0], pos[1] = tx, ty  # arrived: the board stops being redrawn for it
        for gone in set(self.positions) - set(targets):
            del self.positions[gone]
        for minion_id in list(self.flash):
            self.flash[minion_id] -= dt
            if self.flash[minion_id] <= 0:
                del self.flash[minion_id]

    _places_kept: tuple[State, int, dict[int, tuple[float, float]]] | None = None

    def target_positions(self) -> dict[int, tuple[float, float]]:
        """Where each visible minion belongs on screen (dice being rolled are in the tray).
        Kept per position and layout: every frame asks several times whether a minion
        glides (``glide.over_layer``)."""
        state = self.state
        kept = self._places_kept
        if kept is not None and kept[0] is state and kept[1] == self.layouts:
            return kept[2]
        result = self._place_minions(state)
        self._places_kept = (state, self.layouts, result)
        return result

    def _place_minions(self, state: State) -> dict[int, tuple[float, float]]:
        hidden = set(state.pending_roll_targets()) if state.to_move == CHANCE else set()
        result: dict[int, tuple[float, float]] = {}
        groups: dict[tuple[int, int], list] = {}
        for m in state.minions:
            if m.id not in hidden:
                groups.setdefault((m.side, m.place), []).append(m)
        for (side, place), members in groups.items():
            if place == HOME:
                members.sort(key=lambda m: (m.value, m.id))
                for i, m in enumerate(members):
                    result[m.id] = self.layout.slot_in_home(side, i, len(members))
            else:
                for i, m in enumerate(members):
                    result[m.id] = self.layout.slot_in_field(place, side, i)
        return result

    # ---------------------------------------------------------------- input
    def board_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        return False

    def minion_at(self, pos: tuple[int, int]) -> int | None:
        size_field, size_home = self.layout.die, self.layout.home_die
        best = None
        for minion_id, (x, y) in self.positions.items():
            m = self.state.get(minion_id)
            if m is None:
                continue
            half = (size_home if m.place == HOME else size_field) / 2 + 2
            if abs(pos[0] - x) <= half and abs(pos[1] - y) <= half:
                best = minion_id
        return best

    def click(self, pos: tuple[int, int]) -> bool:
        if not self.human_to_move():
            return False
        state = self.state
        minion_id = self.minion_at(pos)
        if self.special:
            return self._click_special(minion_id)
        phase = state.phase
        if phase in (Phase.DEFEND, Phase.KILL):
            if minion_id is not None:
                options = state.actions_for_minion(minion_id)
                if options:
                    return self.apply(options[0])
                self.ctx.toast(self.why_not(minion_id), 3, error=True)
            return True
        if phase is not Phase.ACT:
            return False
        if self.selected is not None:
            action = self.action_for_target(self.selected, pos, minion_id)
            if action is not None:
                return self.apply(action)
        if minion_id is not None:
            m = state.minion(minion_id)
            if m.side == state.turn_side:
                self.select(minion_id)
                return True
        self.selected = None
        return True

    def select(self, minion_id: int) -> None:
        """A click (or Enter) on one of the mover's minions: select it, or drop it when it is
        the selected one; one that can do nothing says why."""
        if self.regular_actions(minion_id):
            self.selected = None if self.selected == minion_id else minion_id
        else:
            self.selected = None
            self.ctx.toast(self.why_not(minion_id), 3, error=True)

    def why_not(self, minion_id: int) -> str:
        """Why a click on this minion does nothing: the engine's reason."""
        return why_idle(self.state, minion_id) or ""

    def regular_actions(self, minion_id: int) -> list[Action]:
        return [a for a in self.state.actions_for_minion(minion_id)
                if isinstance(a, (Enter, March, Fight, Slaughter))]

    def fighter_against(self, enemy_id: int) -> int | None:
        """An own minion that may fight where ``enemy_id`` stands (the selected one first)."""
        state = self.state
        if state.phase is not Phase.ACT or self.special:
            return None
        enemy = state.get(enemy_id)
        if enemy is None or enemy.side == state.turn_side or enemy.place == HOME:
            return None
        order = [self.selected] if self.selected is not None else []
        order += [m.id for m in state.minions_at(state.turn_side, enemy.place)]
        for minion_id in order:
            if state.minion(minion_id).place == enemy.place and any(
                    isinstance(a, Fight) for a in self.regular_actions(minion_id)):
                return minion_id
        return None

    def action_for_target(self, selected: int, pos: tuple[int, int],
                          minion_id: int | None) -> Action | None:
        """The selected minion's action aimed at what is under the mouse, if any."""
        state = self.state
        me = state.minion(selected)
        field = self.layout.field_at(pos)
        for action in self.regular_actions(selected):
            if isinstance(action, Fight):
                if field == me.place and (minion_id is None or minion_id != selected):
                    if minion_id is None or state.minion(minion_id).side != me.side:
                        return action
            elif isinstance(action, Slaughter):
                if self.layout.home_rect(1 - me.side).collidepoint(pos):
                    return action
            else:
                to = action.field if isinstance(action, Enter) else action.to
                if to == HOME and self.layout.home_rect(me.side).collidepoint(pos):
                    return action
                if to != HOME and to == field and (
                        minion_id is None or state.minion(minion_id).side == me.side):
                    return action
        return None

    def _click_special(self, minion_id: int | None) -> bool:
        state = self.state
        side = state.turn_side
        if minion_id is None:
            return True
        m = state.minion(minion_id)
        if m.side != side or m.place != HOME:
            self.ctx.toast(f"Pick minions in {state.home_name(side)}.", 2.5, error=True)
            return True
        if self.special == "infiltrate":
            self.special = None
            return self.apply(Infiltrate(minion_id))
        if minion_id in self.special_pick:
            self.special_pick.remove(minion_id)
            return True
        self.special_pick.append(minion_id)
        if len(self.special_pick) == 2:
            pair = (self.special_pick[0], self.special_pick[1])
            self.special, self.special_pick = None, []
            return self.apply(Sacrifice(pair))
        return True

    def start_special(self) -> None:
        if any(isinstance(a, Infiltrate) for a in self.state.legal_actions()):
            self.special = "infiltrate"
        elif any(isinstance(a, Sacrifice) for a in self.state.legal_actions()):
            self.special = "sacrifice"
        self.special_pick = []
        self.selected = None

    # ---------------------------------------------------------------- keyboard
    def board_targets(self) -> list[Target]:
        """The keyboard's choices (``scenes.focus``): the minions the engine lets the mover
        use now (Enter selects one, as a click does), or, with one selected, the places its
        legal actions go; the panel's buttons (a fight's options, the special) after them."""
        state = self.state
        targets: list[Target] = []
        panel = [replace_flags(t) for t in widget_targets(self.panel.buttons())]
        if self.special:
            for m in state.minions_at(state.turn_side, HOME):
                name = self._minion_name(m.id)
                label = (f"Hand {name} to the Devil" if self.special == "infiltrate"
                         else f"Put back {name}" if m.id in self.special_pick
                         else f"Sacrifice {name}")
                targets.append(self._minion_target(m.id, label,
                                                   lambda i=m.id: self._click_special(i)))
            return targets + panel
        if state.phase in (Phase.DEFEND, Phase.KILL):
            for m in state.minions:
                options = state.actions_for_minion(m.id)
                if options:
                    targets.append(self._minion_target(
                        m.id, capital(state.describe(options[0])),
                        lambda a=options[0]: self.apply(a), action=options[0]))
            return targets + panel
        if state.phase is not Phase.ACT:
            return panel
        if self.selected is None:
            for m in state.minions:
                if m.side == state.turn_side and self.regular_actions(m.id):
                    targets.append(self._minion_target(
                        m.id, f"Pick {self._minion_name(m.id)}",
                        lambda i=m.id: self.select(i)))
            return targets + panel
        me = state.minion(self.selected)
        for action in self.regular_actions(self.selected):
            if isinstance(action, Fight):
                rect = self.layout.field_rect(me.place)
            elif isinstance(action, Slaughter):
                rect = self.layout.home_rect(1 - me.side)
            else:
                to = action.field if isinstance(action, Enter) else action.to
                rect = self.layout.place_rect(me.side, to)
            targets.append(Target(pygame.Rect(rect), capital(state.describe(action)),
                                  lambda a=action: self.apply(a), key=("action", action),
                                  extra={"action": action}))
        return targets + panel

    def _minion_target(self, minion_id: int, label: str, act, action: Action | None = None
                       ) -> Target:
        rect = self.minion_rect(minion_id) or pygame.Rect(0, 0, 0, 0)
        extra = {"action": action} if action is not None else {}
        return Target(rect, label, act, key=("minion", minion_id), extra=extra)

    def _minion_name(self, minion_id: int) -> str:
        m = self.state.minion(minion_id)
        return f"the {m.value} in {self.state.board.place_name(m.place, m.side)}"

    # ---------------------------------------------------------------- drawing
    def board_key(self) -> tuple:
        """The minions the kept picture shows where they stand (the gliding and flashing
        ones are drawn over it: ``glide``), the last move's arrow and the player's
        selection."""
        places = glide.picture_places(self, glide.over_layer(self))
        return (places, self.last_move, self.selected, self.special,
                tuple(self.special_pick), self.ctx.settings.move_hints)

    def picture_key(self) -> Hashable | None:
        """The board's whole picture moves with the minions gliding over the kept one."""
        key = super().picture_key()
        return None if key is None else (key, glide.layer_places(self, glide.over_layer(self)))

    def focus_targets(self) -> list[Target]:
        """The kept choices, a minion's ring where the minion is now (it may be gliding)."""
        targets = super().focus_targets()
        for target in targets:
            if isinstance(target.key, tuple) and target.key[0] == "minion":
                rect = self.minion_rect(target.key[1])
                if rect is not None:
                    target.rect = rect
        return targets

    def draw_board(self, surface: pygame.Surface) -> None:
        """The board without the minions gliding (``kept`` draws them over it each frame)."""
        drawing.draw_board(self, surface, glide.over_layer(self) or ())
        layer.place_pieces(self, self._fields_and_homes())

    def _fields_and_homes(self) -> Iterator[tuple[str, pygame.Rect]]:
        """What no card may cover: every field (its name and minions) and both homes."""
        grid = self.state.board
        for f in range(grid.size):
            yield f"field {grid.field_name(f)}", self.layout.field_rect(f)
        for side in (DEATH, DEVIL):
            yield self.state.home_name(side), self.layout.home_rect(side)

    def draw_hover(self, surface: pygame.Surface) -> None:
        drawing.draw_hover_tooltip(self, surface)

    # ---------------------------------------------------------------- panel hooks
    def resolve(self, option: str) -> None:
        self.apply(Resolve(option))

    def kill_or_defend_hint(self) -> type[Action] | None:
        return Defend if self.state.phase is Phase.DEFEND else Kill



def replace_flags(target: Target) -> Target:
    """A panel button is a choice of the game (a fight's option, the special)."""
    target.game = True
    return target
