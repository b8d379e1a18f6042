"""The Dice Demons board scene: the ringed island, its pieces, the dice tray and the side panel.

It holds no rules. What may be clicked comes from ``controls.choices`` (the engine's own target
queries); every click that changes the game becomes one engine action through the match, and
the ``MatchDriver`` throws the dice and asks the AI as on every board. The scene adds only what a
screen needs: which monster is being driven, whether "summon" was chosen, which movement die the
player is looking at, animation, banners and the hot-seat hand-off.
"""

from __future__ import annotations

import pygame

from engine.core import CHANCE, Action, IllegalAction, Roll, State
from engine.dicedemons import Done, MonsterStep, Phase, Summon, is_monster
from engine.dicedemons.combat import party_dice, roll_winner
from engine.dicedemons.queries import SPACE_DIE
from engine.dicedemons.state import DiceDemonsState
from game.match import Match
from scenes.base import Scene
from scenes.board_controls import BoardControls
from scenes.dicedemons import drawing, texts
from scenes.dicedemons.animation import Key, Motion
from scenes.dicedemons.controls import Choices, Handle, choices, handles
from scenes.dicedemons.layout import RingLayout
from scenes.dicedemons.painter import BoardPainter
from scenes.dicedemons.panel import SidePanel
from scenes.dicedemons.pieces import MONSTER_COLOUR, seat_colour
from scenes.driver import MatchDriver

BANNER_TIME = 1.4
FIGHT_CARD_TIME = 1.1  # seconds the odds of a fight are shown before its dice are thrown


class DiceDemonsBoard(BoardControls, Scene):
    def __init__(self, ctx, match: Match) -> None:
        super().__init__(ctx)
        self.match = match
        self.driver = MatchDriver(ctx, match, self._tray_colours)
        self.driver.on_applied = self._applied
        self.panel = SidePanel(self)
        self.painter = BoardPainter()
        self.motion = Motion(self.state.geo, self.state.offsets)
        self.layout = self._compute_layout()
        self.driving: int | None = None  # space of the monster picked up for driving
        self.summoning = False
        self.focus = "player"
        self.mouse = (-1, -1)
        self.banners: list[tuple[str, float]] = []  # shown one after another
        self.seen_turn: tuple[int, int] | None = None
        self.last_human: int | None = None
        self.over_shown = False
        self.fight_card = 0.0
        self.fight_seen = -1
        self.sizes: dict[Key, int] = {}
        self.hover_cache: tuple[tuple, str] = ((), "")
        self._choices_key: tuple = ()
        self._choices = Choices()

    # ---------------------------------------------------------------- plumbing
    @property
    def state(self) -> DiceDemonsState:
        return self.match.state  # type: ignore[return-value]

    def _tray_colours(self, state: State) -> list[tuple[int, int, int]]:
        """Movement and wall dice in the thrower's colour; fight dice in each party's."""
        st: DiceDemonsState = state  # type: ignore[assignment]
        fight = st.next_fight() if not st.tasks else None
        if fight is not None:
            out: list[tuple[int, int, int]] = []
            for party in fight:
                colour = MONSTER_COLOUR if is_monster(party) else seat_colour(party)
                out += [colour] * party_dice(st, party)
            if len(out) == st.roll_request().count:
                return out
        seat = st.roll_request().seat
        return [seat_colour(st.turn if seat is None else seat)]

    def _compute_layout(self) -> RingLayout:
        layout = RingLayout.compute(self.ctx.size, self.state.geo, self.ctx.scale)
        self.driver.set_tray_rect(layout.tray)
        self.panel.layout(layout.panel)
        self.motion.reset(self.state.offsets)
        return layout

    def resized(self, size: tuple[int, int]) -> None:
        self.layout = self._compute_layout()

    def enter(self) -> None:
        self.layout = self._compute_layout()

    def human_to_move(self) -> bool:
        return self.match.is_human_to_move() and not self.driver.rolling

    def choices(self) -> Choices:
        """Cached per position and mode: hover and drawing ask every frame."""
        key = (self.match.version, self.driving, self.summoning, self.human_to_move())
        if key != self._choices_key:
            self._choices_key = key
            self._choices = choices(self.state, self.driving, self.summoning) \
                if self.human_to_move() else Choices()
        return self._choices

    def handles(self) -> list[Handle]:
        if not self.human_to_move():
            return []
        return handles(self.layout, self.choices().turns, self.motion.offsets())

    def turn_seat(self) -> int:
        return self.state.turn

    def still_playing(self, seat: int) -> bool:
        return not self.state.players[seat].out

    def snap_pieces(self) -> None:
        """Put bridges and pieces straight where the state has them (screenshots, resumes)."""
        self.motion.reset(self.state.offsets)
        self.motion.place(self.piece_targets(), 0.0, 0.0, True)

    def after_history_change(self) -> None:
        """Undo or load rewound the match: drop modes and in-flight work."""
        self.driver.reset()
        self.driving = None
        self.summoning = False
        self._choices_key = ()

    # ---------------------------------------------------------------- applying
    def apply(self, action: Action) -> bool:
        before = self.state
        try:
            self.match.apply(action)
        except IllegalAction as error:
            self.ctx.toast(texts.named(self.match, str(error)), 3.5, error=True)
            return False
        self._applied(action, before)
        return True

    def _applied(self, action: Action, before: State) -> None:
        st = self.state
        prev: DiceDemonsState = before  # type: ignore[assignment]
        if isinstance(action, MonsterStep) and st.pools[0] > 0 and st.phase is Phase.MOVE:
            self.driving = action.to if action.to in st.monster_step_targets() else None
        else:
            self.driving = None
        if isinstance(action, Summon) or st.phase is not Phase.SACRIFICE:
            self.summoning = False
        if isinstance(action, Summon):
            self.motion.pulse(action.space, MONSTER_COLOUR)
        if isinstance(action, Roll):
            self._rolled(prev, action)

    def _rolled(self, prev: DiceDemonsState, action: Roll) -> None:
        request = prev.roll_request()
        if any(d.kind == SPACE_DIE for d in request.dice):
            space = int(action.values[0])
            monster = request.dice[0].label == "monster"
            self.motion.pulse(space, MONSTER_COLOUR if monster else (252, 206, 96))
            return
        fight = None if prev.tasks else prev.next_fight()
        if fight is None:
            return
        winner = roll_winner(prev, fight[0], fight[1], tuple(int(v) for v in action.values))
        where = drawing.party_space(prev, fight[1])
        if where is not None:
            self.motion.pulse(where, (236, 92, 84))
        if winner is None:
            self.announce("A tie: they throw again")
        else:
            self.announce(f"{texts.party(self.match, winner).capitalize()} wins the fight!")

    # ---------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        if not self._fight_card_due(self.state, dt):
            self.driver.update(dt)
        st = self.state
        self._watch_turns(st)
        if self.banners:
            text, left = self.banners[0]
            left -= dt * max(self.ctx.settings.speed, 1.0)
            self.banners[0] = (text, left)
            if left <= 0:
                self.banners.pop(0)
        speed, instant = self.ctx.settings.speed, self.ctx.settings.instant
        self.motion.turn_towards(st.offsets, dt, speed, instant)
        self.motion.place(self.piece_targets(), dt, speed, instant)
        if st.is_over and not self.over_shown:
            self.over_shown = True
            self.banners.clear()
            # The board is not updated under the game-over dialog: rings still spreading
            # would stay frozen there, looking like marks on the board.
            self.motion.pulses.clear()
            from scenes.sixtysix.endings import game_over_menu

            self.manager.push(game_over_menu(
                self.ctx, self, lambda seat: texts.name_of(self.match, seat),
                lambda text: texts.named(self.match, text)))

    @property
    def banner(self) -> tuple[str, float] | None:
        """The banner on screen now (text, seconds left), if any."""
        return self.banners[0] if self.banners else None

    def announce(self, text: str) -> None:
        """Queue a big banner; at most two wait, so a burst of events cannot pile up."""
        self.banners = self.banners[:2] + [(text, BANNER_TIME)]

    def _fight_card_due(self, st: DiceDemonsState, dt: float) -> bool:
        """Hold a fight's dice back for a moment so both sides can read their odds."""
        if st.to_move != CHANCE or st.tasks or st.next_fight() is None:
            return False
        if self.ctx.settings.instant or self.driver.rolling:
            return False
        if self.fight_seen != self.match.version:
            self.fight_seen = self.match.version
            self.fight_card = FIGHT_CARD_TIME
        self.fight_card -= dt * max(self.ctx.settings.speed, 0.5)
        return self.fight_card > 0

    def _watch_turns(self, st: DiceDemonsState) -> None:
        if st.is_over:
            return
        turn = (st.turn, st.rounds)
        if turn != self.seen_turn and st.phase in (Phase.ROLL, Phase.MOVE):
            self.seen_turn = turn
            self.announce(f"{texts.name_of(self.match, st.turn)}'s turn")
        seat = self.match.seat_of_turn()
        if seat is None or not self.match.is_human_to_move():
            return
        if self.last_human is not None and seat != self.last_human and self.match.is_hot_seat():
            from scenes.sixtysix.endings import handoff

            self.manager.push(handoff(self.ctx, texts.name_of(self.match, seat)))
        self.last_human = seat

    def piece_targets(self) -> dict[Key, tuple[int, tuple[float, float]]]:
        """Where every piece stands on screen now (bridge riders follow the shown offsets)."""
        st = self.state
        offsets = self.motion.offsets()
        groups: dict[int, list[Key]] = {}
        for space in st.pickups:
            groups.setdefault(space, []).append(("d", space))
        for m in st.monsters:
            groups.setdefault(m.space, []).append(("m", m.id))
        for seat, p in enumerate(st.players):
            if not p.out:
                groups.setdefault(p.space, []).append(("p", seat))
        out: dict[Key, tuple[int, tuple[float, float]]] = {}
        sizes: dict[Key, int] = {}
        for space, keys in groups.items():
            spots, size = self.layout.slots(space, len(keys), offsets)
            for key, spot in zip(keys, spots, strict=True):
                out[key] = (space, spot)
                sizes[key] = size
        self.sizes = sizes
        return out

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_modes()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.driving is not None or self.summoning:
                self.cancel_modes()
            else:
                self.open_pause()
            return True
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.human_to_move() and Done() in self.state.legal_actions():
                self.apply(Done())
            return True
        return False

    def cancel_modes(self) -> None:
        self.driving = None
        self.summoning = False

    def focus_pool(self, pool: str) -> None:
        """A click on a movement die: look at that pool (and pick up a monster for driving)."""
        self.focus = pool
        self.summoning = False
        drivable = self.choices().drivable
        if pool == "monster" and drivable:
            if self.driving in drivable:
                index = (drivable.index(self.driving) + 1) % len(drivable)
                self.driving = drivable[index]
            else:
                self.driving = drivable[0]
        elif pool != "monster":
            self.driving = None

    def toggle_summon(self) -> None:
        self.summoning = not self.summoning
        self.driving = None

    def piece_at(self, pos: tuple[int, int]) -> Key | None:
        """The piece drawn under ``pos`` (the one drawn last wins)."""
        found = None
        for key, (x, y) in self.motion.pos.items():
            half = self.sizes.get(key, 20) * 0.5
            if abs(pos[0] - x) <= half and abs(pos[1] - y) <= half:
                if found is None or key[0] >= found[0]:
                    found = key
        return found

    def click(self, pos: tuple[int, int]) -> bool:
        if not self.human_to_move():
            return False
        st = self.state
        ch = self.choices()
        for handle in self.handles():
            if handle.hit(pos):
                self.focus = "bridge"
                return self.apply(handle.action)
        key = self.piece_at(pos)
        if key is not None and key[0] == "m" and ch.drivable:
            space = st.monster(key[1]).space
            if space in ch.drivable:
                self.driving = None if self.driving == space else space
                self.focus = "monster"
                return True
        space = self.layout.space_at(pos, st.offsets)
        if space is not None and space in ch.spaces:
            action, kind = ch.spaces[space]
            return self.apply(action)
        if self.driving is not None:
            self.driving = None
        elif space is not None and st.phase is Phase.MOVE and not st.tasks and st.pools[2]:
            self.ctx.toast("Hunters walk one space at a time: click a lit space next to yours.",
                           2.5)
        return True

    # ---------------------------------------------------------------- robot/tests helpers
    def space_point(self, space: int) -> tuple[int, int]:
        """A point inside ``space`` not covered by a piece: where a person would click it."""
        geo = self.state.geo
        sp = geo.spaces[space]
        a0, a1 = geo.angles(space, self.state.offsets)
        r0 = sp.r0 if sp.kind != "island" else sp.r1 * 0.2
        best = None
        for fr in (0.5, 0.25, 0.75, 0.15, 0.85):
            for fa in (0.5, 0.2, 0.8, 0.35, 0.65, 0.1, 0.9):
                x, y = self.layout.to_screen(a0 + (a1 - a0) * fa, r0 + (sp.r1 - r0) * fr)
                point = (int(x), int(y))
                if self.layout.space_at(point, self.state.offsets) != space:
                    continue
                best = best or point
                if self.piece_at(point) is None and not any(h.hit(point)
                                                            for h in self.handles()):
                    return point
        assert best is not None
        return best

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        drawing.draw_board(self, surface)
