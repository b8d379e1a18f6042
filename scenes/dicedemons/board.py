"""The Dice Demons board scene: the ringed island, its pieces and the side panel.

It holds no rules. What may be clicked comes from ``controls.choices`` (the engine's own target
queries); every click that changes the game becomes one engine action through the match.
Driving the match, pacing, controls, game over and the hand-off come from ``BoardScene``; the
scene adds only what a screen needs: which monster is being driven, whether "summon" was
chosen, which movement die the player is looking at, animation and the fight cards.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

import game.keys as keys
import scenes.dicedemons.drawing as drawing
import scenes.dicedemons.keys as key_paths
import scenes.dicedemons.texts as texts
from engine.core import CHANCE, Action, Roll, State
from engine.dicedemons import (
    Done,
    MonsterStep,
    Phase,
    PlaceWall,
    Push,
    RemoveWall,
    Step,
    Summon,
    is_monster,
)
from engine.dicedemons.combat import roll_winner
from engine.dicedemons.fights import certain_fights
from engine.dicedemons.queries import SPACE_DIE
from engine.dicedemons.state import DiceDemonsState
from game.match import Match, log_entry
from scenes.board.base import BoardScene
from scenes.board.cards import OUTCOME, Card
from scenes.board.parts import PartedPicture
from scenes.dicedemons.animation import Key, Motion
from scenes.dicedemons.controls import Choices, Handle, choices, handles
from scenes.dicedemons.layout import RingLayout
from scenes.dicedemons.painter import BoardPainter
from scenes.dicedemons.panel import Flags, SidePanel
from scenes.dicedemons.pieces import MONSTER_COLOUR, seat_colour
from scenes.focus import Target

FIGHT_CARD_TIME = 1.1  # seconds the odds of a fight are shown before its dice are thrown
FIGHT_COLOUR = (236, 92, 84)
REHEARSAL_SIZE = (8, 8)
"""The scratch picture the panel built ahead paints its widgets on: what that leaves is in
the text caches, not in its pixels, so a few pixels hold it."""


class DiceDemonsBoard(BoardScene):
    def __init__(self, ctx, match: Match) -> None:
        self.driving: int | None = None  # space of the monster picked up for driving
        self.summoning = False
        self.focus = "player"
        self.fight_card = 0.0
        self.fight_seen = -1
        self.sizes: dict[Key, int] = {}
        self.hover_cache: tuple[tuple, str] = ((), "")
        self._choices_key: tuple = ()
        self._choices = Choices()
        self._card_after: DiceDemonsState | None = None
        """The position an outcome card painted ahead is about (``prepare_next``)."""
        self._preview: DiceDemonsState | None = None
        """The position the panel is rehearsed for (``prepare_next``): what ``state`` is
        meanwhile."""
        self._rehearsal: SidePanel | None = None
        """The side panel of the position the move under way brings, built ahead."""
        self._rehearsed: tuple[int, Action] | None = None
        """The match's version and the move ``_rehearsal`` was built for."""
        super().__init__(ctx, match)
        self.panel = SidePanel(self)
        self.painter = BoardPainter()
        self.parts = PartedPicture()
        self.motion = Motion(match.state.geo, match.state.offsets)
        self.relayout()

    # ---------------------------------------------------------------- plumbing
    @property
    def state(self) -> DiceDemonsState:
        """The match's position (the one a move will bring while its panel is built ahead:
        ``prepare_next``)."""
        if self._preview is not None:
            return self._preview
        # why the ignore below: this board holds a Dice Demons match only
        return self.match.state  # type: ignore[return-value]

    def name_of(self, seat: int) -> str:
        return texts.name_of(self.match, seat)

    def wording(self, text: str) -> str:
        return texts.named(self.match, text)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return seat_colour(seat)

    def tray_colours(self, state: State) -> list[tuple[int, int, int]]:
        """Movement and wall dice in the thrower's colour; fight dice in each party's."""
        # why the ignore below: this board holds a Dice Demons match only
        st: DiceDemonsState = state  # type: ignore[assignment]
        fight = st.next_fight() if not st.tasks else None
        if fight is not None:
            out: list[tuple[int, int, int]] = []
            for party in fight:
                colour = MONSTER_COLOUR if is_monster(party) else seat_colour(party)
                out += [colour] * st.party_dice(party)
            if len(out) == st.roll_request().count:
                return out
        seat = st.roll_request().seat
        return [seat_colour(st.turn if seat is None else seat)]

    def compute_layout(self) -> None:
        if not hasattr(self, "motion"):
            return  # the base lays out once before the game's parts exist
        self.layout: RingLayout = RingLayout.compute(self.ctx.size, self.state.geo,
                                                     self.ctx.scale)
        self.driver.set_tray_rect(self.layout.tray)
        self.panel.layout(self.reserve_controls(self.layout.panel))
        self.motion.reset(self.state.offsets)

    def choices(self) -> Choices:
        """Cached per position and mode: hover and drawing ask every frame."""
        key = (self.match.version, self.driving, self.summoning, self.human_to_move())
        if key != self._choices_key:
            self._choices_key = key
            self._choices = choices(self.state, self.driving, self.summoning) \
                if self.human_to_move() else Choices()
        return self._choices

    def handles(self) -> list[Handle]:
        """Every bridge arrow, always in its place; only the legal ones are lit."""
        return handles(self.layout, self.choices().turns, self.motion.offsets())

    def why_not(self, action: Action) -> str:
        """The engine's reason, in the players' names."""
        if not self.human_to_move():
            return "It is not your decision now."
        return self.wording(self.match.state.why_not(action) or "")

    def still_playing(self, seat: int) -> bool:
        return not self.state.players[seat].out

    def snap_pieces(self) -> None:
        """Put bridges and pieces straight where the state has them (screenshots, resumes)."""
        self.motion.reset(self.state.offsets)
        self.motion.place(self.piece_targets(), 0.0, 0.0, True)

    def reset_modes(self) -> None:
        """Undo or load rewound the match: drop modes."""
        self.cancel_mode()
        self._choices_key = ()

    # ---------------------------------------------------------------- applying
    def on_applied(self, action: Action, before: State) -> None:
        st = self.state
        # why the ignore below: this board holds a Dice Demons match only
        prev: DiceDemonsState = before  # type: ignore[assignment]
        self.driving, self.summoning = self.modes_after(action, st)
        if isinstance(action, Summon):
            self.motion.pulse(action.space, MONSTER_COLOUR)
        if isinstance(action, Roll):
            request = prev.roll_request()
            if any(d.kind == SPACE_DIE for d in request.dice):
                monster = request.dice[0].label == "monster"
                self.motion.pulse(int(action.values[0]),
                                  MONSTER_COLOUR if monster else (252, 206, 96))
        for space in self.fight_spaces(action, prev, st):
            self.motion.pulse(space, FIGHT_COLOUR)

    def modes_after(self, action: Action, st: DiceDemonsState) -> tuple[int | None, bool]:
        """The monster driven and whether "summon" stays chosen once ``action`` has brought
        ``st``: a monster that may step on stays in hand."""
        driving = None
        if isinstance(action, MonsterStep) and st.pools[0] > 0 and st.phase is Phase.MOVE \
                and action.to in st.monster_step_targets():
            driving = action.to
        summoning = self.summoning and not isinstance(action, Summon) \
            and st.phase is Phase.SACRIFICE
        return driving, summoning

    def space_rect(self, space: int | None) -> pygame.Rect | None:
        if space is None:
            return None
        angle, radius = self.state.piece_centre(space)
        x, y = self.layout.to_screen(angle, radius)
        size = int(self.layout.token(space) * 1.3)
        return pygame.Rect(int(x - size / 2), int(y - size / 2), size, size)

    def card_zones(self) -> list[pygame.Rect]:
        """The four corners of the board area, where the round island leaves room."""
        area = self.layout.area
        ring = self.layout.board_rect()
        w = max(int(200 * self.ctx.scale), (area.width - ring.width) // 2
                + int(ring.width * 0.12))
        h = area.height // 4
        zones = [pygame.Rect(area.x, area.y, w, h), pygame.Rect(area.right - w, area.y, w, h),
                 pygame.Rect(area.x, area.bottom - h, w, h),
                 pygame.Rect(area.right - w, area.bottom - h, w, h)]
        caption = drawing.caption_rect(self)
        if caption is None:
            return zones
        # The next roll's caption is up (a fight after a fight): a card keeps off it.
        gap = int(6 * self.ctx.scale)
        for zone in zones:
            if zone.colliderect(caption):
                if zone.top < caption.top:
                    zone.height = max(0, caption.top - gap - zone.top)
                else:
                    bottom = zone.bottom
                    zone.top = caption.bottom + gap
                    zone.height = max(0, bottom - zone.top)
        return [z for z in zones if z.height > 0]

    def pool_tiles(self) -> list[pygame.Rect]:
        """The three movement dice in the panel (what a movement roll sets)."""
        return [w.rect for w in self.panel.ui.items if type(w).__name__ == "PoolTile"]

    def move_anchors(self, action: Action) -> list[pygame.Rect]:
        st = self.match.state
        rects: list[pygame.Rect | None] = []
        if isinstance(action, Step):
            rects = [self.space_rect(st.players[st.turn].space), self.space_rect(action.to)]
        elif isinstance(action, MonsterStep):
            rects = [self.space_rect(action.frm), self.space_rect(action.to)]
        elif isinstance(action, Push):
            rects = [self.space_rect(action.to)]
        elif isinstance(action, (Summon, PlaceWall, RemoveWall)):
            rects = [self.space_rect(action.space)]
        return [r for r in rects if r is not None]

    def fight_spaces(self, action: Action, prev: DiceDemonsState,
                     after: DiceDemonsState) -> list[int]:
        """Where ``action`` (from ``prev`` to ``after``) fought: a thrown fight, or those
        certain without dice."""
        fight = None if prev.tasks or not isinstance(action, Roll) else prev.next_fight()
        if fight is not None:
            where = drawing.party_space(prev, fight[1])
            return [] if where is None else [where]
        return [space for _, space in certain_fights(prev, after, action) if space is not None]

    def outcome_card(self, action: Action, before: State) -> Card | None:
        """Every fight gets a card beside where it was fought: thrown ones with their dice,
        certain ones (a side with no dice) with why they needed none."""
        # why the ignore below: this board holds a Dice Demons match only
        prev: DiceDemonsState = before  # type: ignore[assignment]
        # why the ignore below: this board holds a Dice Demons match only
        after: DiceDemonsState = self._card_after or self.match.state  # type: ignore[assignment]
        fight = None if prev.tasks or not isinstance(action, Roll) else prev.next_fight()
        if fight is not None:
            values = tuple(int(v) for v in action.values)
            winner = roll_winner(prev, fight[0], fight[1], values)
            where = drawing.party_space(prev, fight[1])
            split = prev.party_dice(fight[0])
            lines = [f"{texts.sentence(texts.party(self.match, p))} rolled "
                     f"{', '.join(str(v) for v in part) or 'nothing'}"
                     for p, part in zip(fight, (values[:split], values[split:]), strict=True)]
            # The engine's account ends the card: the totals compared (bonuses counted) and
            # why the winner won, which the bare faces do not show (a tie the monster takes).
            lines.append(texts.sentence(self.wording(prev.describe(action))))
            title = "A tie: they throw again" if winner is None else \
                f"{texts.sentence(texts.party(self.match, winner))} wins the fight!"
            return Card(title, lines, [r for r in [self.space_rect(where)] if r], OUTCOME,
                        colour=FIGHT_COLOUR)
        certain = certain_fights(prev, after, action)
        if certain:
            lines = [texts.named(self.match, line) for line, _ in certain]
            where = [r for r in (self.space_rect(space) for _, space in certain) if r]
            return Card("A fight with no dice to throw", lines, where[:2], OUTCOME,
                        colour=FIGHT_COLOUR)
        if isinstance(action, Roll) and prev.phase is Phase.ROLL and not prev.tasks:
            return Card(texts.sentence(self.wording(prev.describe(action))), [],
                        self.pool_tiles(), OUTCOME)
        card = super().outcome_card(action, before)
        if card is not None:  # a wall or raze die: beside the thrower's hunter
            seat = prev.roll_request().seat
            space = prev.players[seat].space if seat is not None else None
            card.anchors = [r for r in [self.space_rect(space)] if r]
        return card

    def side_panel(self) -> SidePanel:
        """The side panel to draw: the one built ahead (``prepare_next``) once its move has
        landed, if it shows what the panel must show now; else the panel, as it was."""
        rehearsed = self._rehearsed
        actions = self.match.actions
        if rehearsed is None or rehearsed[0] != self.match.version or not actions \
                or actions[-1] != rehearsed[1]:
            return self.panel
        ready = self.panel.ready(self._rehearsal)
        if ready is not self.panel:
            shown = self.panel
            self._rehearsal, self.panel = shown, ready
            self._rehearsed = None
            # The list of buttons on show stays the list on show (whatever read it, the
            # keyboard's choices or a robot's, finds the new buttons in it): the two panels
            # trade their lists' contents, not the lists.
            ready.ui.items, shown.ui.items = shown.ui.items, ready.ui.items
            ready.ui.items[:], shown.ui.items[:] = shown.ui.items[:], ready.ui.items[:]
        return ready

    def prepare_next(self, action: Action, after: State) -> Iterator[None]:
        """Build the side panel of the position ``action`` brings on a panel of its own (its
        head and buttons as they will be once it lands, its tiles' texts, the log with the
        line the action adds), a piece a step, then render its outcome card: the frame it
        lands on takes that panel (``side_panel``) and finds the card made."""
        upcoming = self.driver.upcoming_position()
        if upcoming is None or upcoming[0] is not action:
            return
        # why the ignores below: this board holds a Dice Demons match only
        shown: DiceDemonsState = after  # type: ignore[assignment]
        whole: DiceDemonsState = upcoming[1]  # type: ignore[assignment]
        panel = self._rehearsal
        if panel is None:
            panel = self._rehearsal = SidePanel(self)
        panel.layout(self.panel.rect)
        self._rehearsed = None
        scratch = pygame.Surface(REHEARSAL_SIZE, pygame.SRCALPHA)
        entry = log_entry(self.match.state, action, whole)  # the line the panel will show
        mover = whole.to_move
        ai = not whole.is_over and mover is not None and mover >= 0 \
            and self.match.seats[mover].is_ai
        human = not whole.is_over and mover is not None and mover >= 0 and not ai \
            and self.match.handoff_due(self.at_screen) is None
        landed = Flags(self.match.version + 1, ai, human, *self.modes_after(action, whole))
        for step in panel.rehearsal(scratch, (entry.text, entry.seat), landed):
            self._preview = shown
            try:
                step()
            finally:
                self._preview = None
            yield
        self._rehearsed = (self.match.version + 1, action)
        self._card_after = whole
        try:
            self.paint_card_ahead(action)
        finally:
            self._card_after = None

    def roll_caption_ahead(self, whole: State) -> Iterator[None]:
        """This board's own caption over the tray (``drawing.caption_ahead``), with the odds
        of the fight it throws for."""
        yield
        # why the ignore below: this board holds a Dice Demons match only
        self._preview = whole  # type: ignore[assignment]
        try:
            drawing.caption_ahead(self)
        finally:
            self._preview = None

    # ---------------------------------------------------------------- frame
    def holds(self, dt: float) -> bool:
        """Hold a fight's dice back for a moment so both sides can read their odds."""
        st = self.match.state
        if st.to_move != CHANCE or st.tasks or st.next_fight() is None:
            return False
        if self.ctx.settings.calm or self.driver.rolling:
            return False
        if self.fight_seen != self.match.version:
            self.fight_seen = self.match.version
            self.fight_card = FIGHT_CARD_TIME
        self.fight_card -= dt * max(self.ctx.settings.speed, 0.5)
        return self.fight_card > 0

    def settling(self) -> bool:
        return self.motion.moving

    def update_board(self, dt: float) -> None:
        st = self.state
        speed, instant = self.ctx.settings.speed, self.ctx.settings.calm
        self.motion.turn_towards(st.offsets, dt, speed, instant)
        self.motion.place(self.piece_targets(), dt, speed, instant)
        if self.ctx.settings.reduced_motion:
            self.motion.pulses.clear()  # no spreading rings: the piece itself shows the move
        if st.is_over and not self.over_shown:
            # The board is not updated under the game-over dialog: rings still spreading
            # would stay frozen there, looking like marks on the board.
            self.motion.pulses.clear()

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
        for space, members in groups.items():
            spots, size = self.layout.slots(space, len(members), offsets)
            for key, spot in zip(members, spots, strict=True):
                out[key] = (space, spot)
                sizes[key] = size
        self.sizes = sizes
        return out

    # ---------------------------------------------------------------- input
    def board_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and (keys.is_key(event, "act")
                                             or keys.is_key(event, "act_alt")):
            if self.human_to_move() and Done() in self.match.state.legal_actions():
                self.apply(Done())
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        return False

    def cancel_mode(self) -> bool:
        had = self.driving is not None or self.summoning
        self.driving = None
        self.summoning = False
        return had

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
                return self.turn_bridges(handle)
        key = self.piece_at(pos)
        if key is not None and key[0] == "m" and ch.drivable:
            space = st.monster(key[1]).space
            if space in ch.drivable:
                return self.pick_monster(space)
        space = self.layout.space_at(pos, st.offsets)
        if space is not None and space in ch.spaces:
            return self.choose_space(space)
        if self.driving is not None:
            self.driving = None
        elif space is not None and st.phase is Phase.MOVE and not st.tasks and st.pools[2]:
            why = st.why_not(Step(to=space))
            if why:
                self.ctx.toast(why, 2.5)
        return True

    def turn_bridges(self, handle: Handle) -> bool:
        """A bridge arrow pressed (clicked, or Enter on it): the turn, or why not."""
        if not handle.legal:
            self.ctx.toast(self.why_not(handle.action), 3, error=True)
            return True
        self.focus = "bridge"
        return self.apply(handle.action)

    def pick_monster(self, space: int) -> bool:
        """A drivable monster pressed: pick it up for driving, or put it down again."""
        self.driving = None if self.driving == space else space
        self.focus = "monster"
        return True

    def choose_space(self, space: int) -> bool:
        """A lit space pressed: the move that ends there."""
        action, _kind = self.choices().spaces[space]
        return self.apply(action)

    def monster_rect(self, space: int) -> pygame.Rect | None:
        """Where the monster standing on ``space`` is drawn (None: none drawn there)."""
        st = self.state
        for key, (x, y) in self.motion.pos.items():
            if key[0] == "m" and st.monster(key[1]).space == space:
                size = int(self.sizes.get(key, 20) * 1.15)
                return pygame.Rect(int(x - size / 2), int(y - size / 2), size, size)
        return None

    def board_targets(self) -> list[Target]:
        """Where the keyboard's focus may stop now (``scenes.dicedemons.keys``)."""
        return key_paths.key_targets(self)

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
    def board_key(self) -> tuple | None:
        """The pieces' places and sizes (while they glide or grow in), the bridges' (while
        they turn) and the player's modes. Why every frame of a glide has its own key: the
        picture is mended there, where a piece or a bridge was and is (``drawing.draw_board``),
        not painted whole; the rings that spread or beat are drawn over the picture
        (``draw_over_board``)."""
        motion = self.motion
        return (tuple(motion.pos.items()), tuple(motion.appear.items()),
                motion.offsets() if motion.turning else None, motion.moving, self.driving,
                self.summoning, self.focus)

    def draw_board(self, surface: pygame.Surface) -> None:
        drawing.draw_board(self, surface)

    def draw_over_board(self, surface: pygame.Surface) -> None:
        drawing.draw_rings(self, surface)

    def draw_hover(self, surface: pygame.Surface) -> None:
        self.panel.draw_tooltip(surface)
        drawing.draw_hover(self, surface)

    def draw_roll_caption(self, surface: pygame.Surface) -> None:
        drawing.draw_caption(self, surface, self.layout.tray.top - 6)
