"""The 66d6 board scene: the battleground, both homes, the dice tray and the side panel.

It holds no rules. What can be clicked, where a minion may go and what a fight would do all come
from the engine (``actions_for_minion``, ``legal_actions``, ``fight_preview``); every click that
changes the game becomes one engine action through the match.
"""

from __future__ import annotations

import pygame

from engine.core import CHANCE, Action, IllegalAction, Roll, State
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
from engine.sixtysix.model import Phase
from game.match import Match
from scenes import theme
from scenes.base import Scene
from scenes.board_controls import BoardControls
from scenes.driver import MatchDriver
from scenes.sixtysix import texts
from scenes.sixtysix.layout import BoardLayout
from scenes.sixtysix.panel import SidePanel
from scenes.sixtysix.pieces import SIDE_FACE, draw_minion
from scenes.widgets import draw_tooltip

TRAY_COLOURS = {DEATH: (226, 220, 200), DEVIL: (196, 42, 46)}
BANNER_TIME = 1.4


class SixtySixBoard(BoardControls, Scene):
    def __init__(self, ctx, match: Match) -> None:
        super().__init__(ctx)
        self.match = match
        humans = match.human_seats()
        self.bottom = DEVIL if humans == [DEVIL] else DEATH
        self.driver = MatchDriver(ctx, match, self._tray_colours)
        self.driver.bottom_seat = lambda: self.bottom
        self.driver.on_applied = self._applied
        self.panel = SidePanel(self)
        self.layout: BoardLayout = self._compute_layout()
        self.selected: int | None = None
        self.special: str | None = None  # "sacrifice" / "infiltrate" while picking dice
        self.special_pick: list[int] = []
        self.mouse = (-1, -1)
        self.positions: dict[int, list[float]] = {}
        self.banner: tuple[str, float] | None = None
        self.seen_side: int | None = None
        self.over_shown = False
        self.last_move: tuple[int, int, int] | None = None  # (side, from place, to place)
        self.flash: dict[int, float] = {}
        self._labels: dict[tuple, pygame.Surface] = {}

    # ---------------------------------------------------------------- plumbing
    @staticmethod
    def _tray_colours(state: State) -> list[tuple[int, int, int]]:
        """Each thrown die in the colour of the side it will belong to."""
        fallback = state.roll_request().seat
        fallback = DEATH if fallback is None else fallback
        colours = []
        for minion_id in state.pending_roll_targets():
            minion = state.get(minion_id)  # set-up dice have no minion yet
            colours.append(TRAY_COLOURS[minion.side if minion else fallback])
        return colours or [TRAY_COLOURS[fallback]]

    @property
    def state(self) -> State:
        return self.match.state

    def _compute_layout(self) -> BoardLayout:
        layout = BoardLayout.compute(self.ctx.size, self.state.board, self.bottom, self.ctx.scale)
        self.driver.set_tray_rect(layout.tray)
        self.panel.layout(layout.panel)
        return layout

    def resized(self, size: tuple[int, int]) -> None:
        self.layout = self._compute_layout()

    def enter(self) -> None:
        self.layout = self._compute_layout()

    def human_to_move(self) -> bool:
        return self.match.is_human_to_move() and not self.driver.rolling

    def turn_seat(self) -> int:
        return self.state.turn_side

    def after_history_change(self) -> None:
        """Undo or load rewound the match: drop selections and in-flight work."""
        self.driver.reset()
        self.selected = None
        self.special = None
        self.special_pick = []
        self.last_move = None

    # ---------------------------------------------------------------- applying
    def apply(self, action: Action) -> bool:
        before = self.state
        try:
            self.match.apply(action)
        except IllegalAction as error:
            self.ctx.toast(str(error), 3.5, error=True)
            return False
        self._applied(action, before)
        return True

    def _applied(self, action: Action, before: State) -> None:
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
            self.last_move = (mover.side, mover.place, to)
        elif isinstance(action, (Fight, Slaughter)):
            self.last_move = None

    # ---------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        self.driver.update(dt)
        state = self.state
        if state.phase is Phase.ACT and state.turn_side != self.seen_side:
            self.seen_side = state.turn_side
            self._turn_started(state.turn_side)
        if self.banner is not None:
            text, left = self.banner
            left -= dt * max(self.ctx.settings.speed, 1.0)
            self.banner = (text, left) if left > 0 else None
        self._animate(dt)
        if state.is_over and not self.over_shown:
            self.over_shown = True
            from scenes.sixtysix.endings import game_over_menu

            self.manager.push(game_over_menu(self.ctx, self))

    def _turn_started(self, side: int) -> None:
        self.banner = (f"{self.state.seat_title(side)}'s turn", BANNER_TIME)
        self.last_move = None
        if self.match.is_hot_seat() and len(self.match.actions) > 2:
            from scenes.sixtysix.endings import handoff

            self.manager.push(handoff(self.ctx, self.state.seat_title(side)))

    def snap_pieces(self) -> None:
        """Put every minion straight onto its place (screenshots, resumed games)."""
        self.positions = {k: list(v) for k, v in self.target_positions().items()}

    def _animate(self, dt: float) -> None:
        targets = self.target_positions()
        rate = 1.0 if self.ctx.settings.instant else min(1.0, dt * 9 * self.ctx.settings.speed)
        for minion_id, (tx, ty) in targets.items():
            pos = self.positions.get(minion_id)
            if pos is None:
                self.positions[minion_id] = [tx, ty]
                continue
            pos[0] += (tx - pos[0]) * rate
            pos[1] += (ty - pos[1]) * rate
        for gone in set(self.positions) - set(targets):
            del self.positions[gone]
        for minion_id in list(self.flash):
            self.flash[minion_id] -= dt
            if self.flash[minion_id] <= 0:
                del self.flash[minion_id]

    def target_positions(self) -> dict[int, tuple[float, float]]:
        """Where each visible minion belongs on screen (dice being rolled are in the tray)."""
        state = self.state
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
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.selected is not None or self.special:
                    self.cancel_selection()
                else:
                    self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_selection()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        return False

    def cancel_selection(self) -> None:
        self.selected = None
        self.special = None
        self.special_pick = []

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
                self.ctx.toast(self._why_not(minion_id), 3, error=True)
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
                if self.regular_actions(minion_id):
                    self.selected = None if self.selected == minion_id else minion_id
                else:
                    self.selected = None
                    self.ctx.toast(self._why_not(minion_id), 3, error=True)
                return True
        self.selected = None
        return True

    def regular_actions(self, minion_id: int) -> list[Action]:
        return [a for a in self.state.actions_for_minion(minion_id)
                if isinstance(a, (Enter, March, Fight, Slaughter))]

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

    def _why_not(self, minion_id: int) -> str:
        """The engine's reason why this minion can do nothing now."""
        return self.state.why_idle(minion_id) or ""

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

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._backdrop(surface.get_size()), (0, 0))
        self._draw_home_labels(surface)
        self._draw_grid_marks(surface)
        self._draw_targets(surface)
        self._draw_minions(surface)
        if self.driver.rolling:
            theme.panel(surface, self.layout.tray.inflate(16, 16), colour=(12, 8, 16),
                        edge=theme.GOLD, alpha=150, radius=18)
            self.driver.draw_tray(surface)
            self._draw_roll_caption(surface)
        self.panel.draw(surface)
        self._draw_banner(surface)
        self._draw_hover_tooltip(surface)

    _backdrop_key: tuple = ()
    _backdrop_surface: pygame.Surface | None = None

    def _backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """Background, home trays and the field grid: drawn once per layout, then one blit."""
        key = (size, self.layout.grid.topleft, self.layout.cell, self.layout.homes[0].topleft)
        if key != self._backdrop_key or self._backdrop_surface is None:
            self._backdrop_key = key
            surface = pygame.Surface(size)
            theme.draw_background(surface)
            for side in (DEATH, DEVIL):
                tint = (44, 36, 70) if side == DEATH else (70, 22, 26)
                theme.panel(surface, self.layout.home_rect(side), colour=tint,
                            edge=SIDE_FACE[side], radius=14, alpha=220)
            board = self.state.board
            fnt = theme.font(int(12 * self.ctx.scale), "bold")
            for f in range(board.cols * board.rows):
                rect = self.layout.field_rect(f)
                row = board.row(f)
                base = (40, 34, 46) if (board.col(f) + row) % 2 == 0 else (48, 40, 54)
                if row == 0:
                    base = (46, 40, 66)
                elif row == board.rows - 1:
                    base = (66, 34, 40)
                pygame.draw.rect(surface, base, rect.inflate(-3, -3), border_radius=8)
                label = fnt.render(board.field_name(f), True, theme.FAINT)
                surface.blit(label, (rect.right - label.get_width() - 6,
                                     rect.centery - label.get_height() // 2 - 2))
            pygame.draw.rect(surface, theme.EDGE, self.layout.grid.inflate(6, 6), 2,
                             border_radius=10)
            self._backdrop_surface = surface
        return self._backdrop_surface

    def _draw_home_labels(self, surface: pygame.Surface) -> None:
        for side in (DEATH, DEVIL):
            rect = self.layout.home_rect(side)
            text = f"{self.state.home_name(side)}  ·  {self.state.count(side, HOME)} at home"
            label = self._label(text, int(15 * self.ctx.scale), theme.MUTED)
            surface.blit(label, (rect.x + 10, rect.y + 4))

    def _label(self, text: str, size: int, colour, weight: str = "bold") -> pygame.Surface:
        """Text rendered once and reused while it stays the same."""
        key = (text, size, colour, weight)
        label = self._labels.get(key)
        if label is None:
            if len(self._labels) > 200:
                self._labels.clear()
            label = self._labels[key] = theme.render(text, size, colour, weight)
        return label

    def _draw_grid_marks(self, surface: pygame.Surface) -> None:
        s = self.ctx.scale
        if self.last_move is not None:
            side, src, dst = self.last_move
            a = self.layout.place_rect(side, src).center
            b = self.layout.place_rect(side, dst).center
            pygame.draw.line(surface, (*theme.GOLD,), a, b, max(2, int(3 * s)))
            pygame.draw.circle(surface, theme.GOLD, b, max(4, int(6 * s)))
        battle = getattr(self.state, "battle", None)
        if battle is not None:
            pygame.draw.rect(surface, theme.BAD, self.layout.field_rect(battle.field).inflate(2, 2),
                             3, border_radius=8)

    def focus_minion(self) -> int | None:
        """The minion whose options are shown: the selected one, else the hovered one (hints)."""
        if self.selected is not None:
            return self.selected
        if not self.ctx.settings.move_hints or not self.human_to_move():
            return None
        hovered = self.minion_at(self.mouse)
        if hovered is not None and self.state.phase is Phase.ACT and self.regular_actions(hovered):
            return hovered
        return None

    def _draw_targets(self, surface: pygame.Surface) -> None:
        focus = self.focus_minion()
        if focus is None or self.special:
            return
        strong = focus == self.selected
        state = self.state
        me = state.minion(focus)
        colour = theme.HINT if strong else (150, 140, 90)
        for action in self.regular_actions(focus):
            if isinstance(action, Fight):
                rect = self.layout.field_rect(me.place)
                self._outline(surface, rect.inflate(-4, -4), theme.BAD, strong, "Fight")
            elif isinstance(action, Slaughter):
                rect = self.layout.home_rect(1 - me.side)
                self._outline(surface, rect, theme.BAD, strong, f"Slaughter {me.value}")
            else:
                to = action.field if isinstance(action, Enter) else action.to
                rect = self.layout.place_rect(me.side, to)
                self._outline(surface, rect.inflate(-4, -4), colour, strong, "")

    def _outline(self, surface, rect: pygame.Rect, colour, strong: bool, text: str) -> None:
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        glow.fill((*colour, 46 if strong else 22))
        surface.blit(glow, rect.topleft)
        pygame.draw.rect(surface, colour, rect, 3 if strong else 1, border_radius=8)
        if text and strong:
            label = theme.render(text, int(14 * self.ctx.scale), colour, "black")
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.y + 3)))

    def _clickable(self) -> set[int]:
        """Own minions that can act now (for the soft glow), empty when hints are off."""
        if not self.human_to_move() or not self.ctx.settings.move_hints:
            return set()
        state = self.state
        if self.special:
            return {m.id for m in state.minions_at(state.turn_side, HOME)}
        if state.phase is Phase.ACT:
            return {m.id for m in state.minions if m.side == state.turn_side
                    and self.regular_actions(m.id)}
        if state.phase in (Phase.DEFEND, Phase.KILL):
            return {m.id for m in state.minions if state.actions_for_minion(m.id)}
        return set()

    def _draw_minions(self, surface: pygame.Surface) -> None:
        state = self.state
        clickable = self._clickable()
        battle = getattr(state, "battle", None)
        for minion_id, (x, y) in sorted(self.positions.items(),
                                        key=lambda kv: kv[1][1]):
            m = state.get(minion_id)
            if m is None:
                continue
            size = self.layout.home_die if m.place == HOME else self.layout.die
            glow = theme.HINT if minion_id in clickable else None
            ring = None
            if minion_id == self.selected or minion_id in self.special_pick:
                ring = theme.GOLD
            elif battle is not None and minion_id in (battle.attacker, battle.defender):
                ring = theme.BAD
            if minion_id in self.flash:
                glow = theme.ACCENT
            draw_minion(surface, m.side, m.value, (x, y), size, glow=glow, ring=ring)

    def _draw_roll_caption(self, surface: pygame.Surface) -> None:
        if self.state.to_move != CHANCE:
            return
        tray = self.layout.tray
        key = (self.match.version, tray.size, self.ctx.scale)
        if key != self._caption_key:
            self._caption_key = key
            fnt = theme.font(int(19 * self.ctx.scale), "bold")
            lines = theme.wrap(self.state.roll_request().reason, fnt, tray.width - 60)[:2]
            line_h = fnt.get_linesize()
            width = max(fnt.size(line)[0] for line in lines) + 28
            caption = pygame.Surface((width, line_h * len(lines) + 10), pygame.SRCALPHA)
            theme.panel(caption, caption.get_rect(), alpha=235, radius=10)
            for i, line in enumerate(lines):
                text = fnt.render(line, True, theme.GOLD)
                caption.blit(text, text.get_rect(midtop=(width // 2, 5 + i * line_h)))
            self._caption = caption
        box = self._caption.get_rect(midbottom=(tray.centerx, tray.top - 6))
        box.top = max(box.top, 2)
        surface.blit(self._caption, box)

    _caption_key: tuple = ()
    _caption: pygame.Surface

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            return
        text, left = self.banner
        alpha = int(255 * min(1.0, left / 0.4, (BANNER_TIME - left) / 0.2 + 0.2))
        label = theme.render(text, int(64 * self.ctx.scale), theme.GOLD, "title")
        box = label.get_rect(center=self.layout.grid.center).inflate(60, 24)
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (20, 12, 26, 220), plate.get_rect(), border_radius=16)
        pygame.draw.rect(plate, (*theme.GOLD, 255), plate.get_rect(), 2, border_radius=16)
        plate.blit(label, label.get_rect(center=plate.get_rect().center))
        plate.set_alpha(max(0, min(255, alpha)))
        surface.blit(plate, box)

    def _draw_hover_tooltip(self, surface: pygame.Surface) -> None:
        if not self.human_to_move():
            return
        state = self.state
        hovered = self.minion_at(self.mouse)
        text = ""
        if state.phase is Phase.DEFEND and hovered is not None and \
                state.actions_for_minion(hovered):
            text = texts.defend_preview_text(state, hovered)
        elif state.phase is Phase.ACT and not self.special:
            focus = self.selected if self.selected is not None else hovered
            if focus is not None and any(isinstance(a, Fight) for a in
                                         self.regular_actions(focus)):
                me = state.minion(focus)
                over_field = self.layout.field_at(self.mouse) == me.place
                if over_field or focus == hovered:
                    text = texts.fight_preview_text(state, focus)
        if text:
            draw_tooltip(surface, text, self.mouse, width=int(380 * self.ctx.scale))

    # ---------------------------------------------------------------- panel hooks
    def resolve(self, option: str) -> None:
        self.apply(Resolve(option))

    def kill_or_defend_hint(self) -> type[Action] | None:
        return Defend if self.state.phase is Phase.DEFEND else Kill
