"""The Doodle Dice Monsters table: every player's pools and monsters, the initiative track, the
side panel with the choice of the moment, and the sketch pad for a sketching player.

It holds no rules. What may be clicked comes from the engine's legal actions; every click that
changes the game is one engine action through the match (the pad's monster becomes a
``CreateMonster`` and its ``AddPart`` actions, see ``sketching``). Driving the match, pacing,
cards, controls, the game over and the hot-seat hand-off come from ``BoardScene``. The scene
adds what a screen needs: the weapon picked and waiting for a target, the Enervate mode, the
monsters' drawings and the outcome of each attack.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence

import pygame

import scenes.board.layer as layer
import scenes.doodledice.keys as key_paths
import scenes.doodledice.structure_cards as structure_cards
import scenes.doodledice.table as table
import scenes.theme as theme
from engine.core import CHANCE, Action, Roll, State
from engine.doodledice import (
    Aim,
    Attack,
    Block,
    Done,
    DoodleState,
    Enervate,
    Gather,
    Heal,
    LoseDie,
    Nullify,
    Phase,
    Redirect,
)
from engine.doodledice.model import ACTIVE, RESERVE
from engine.doodledice.rulesets.draft import rules as draft
from engine.doodledice.views import attack_odds
from game.match import Match
from game.monsterbook import MonsterBook
from game.tray.dice import DieLook
from scenes.board.base import BoardScene
from scenes.board.cards import OUTCOME, Card, render_card
from scenes.board.log_box import SHOWN as LOG_SHOWN
from scenes.board.log_box import LogBox, log_colour
from scenes.doodledice.avatar_board import choose_mode, panel_decision
from scenes.doodledice.clock import SketchClock
from scenes.doodledice.decisions import (
    Decision,
    Option,
    gather_big,
    odds_lines,
    part_name,
)
from scenes.doodledice.dice_art import (
    colour_rgb,
    colour_tag_letters,
    die_colours,
    draw_colour_tag,
)
from scenes.doodledice.draft_layout import DraftLayout
from scenes.doodledice.drafting import click_draft, draw_draft_hover
from scenes.doodledice.layout import PANEL_OPTIONS_TOP, TableLayout
from scenes.doodledice.outcomes import action_anchors, changed_parts, damage_lines
from scenes.doodledice.sketches import MonsterArt
from scenes.doodledice.sketching import SketchPlan
from scenes.focus import Target
from scenes.sketch.scene import SketchScene
from scenes.widgets import Button, WidgetGroup

LOG_LEAST = 110
"""Height (at scale 1) the game log keeps at the foot of the side panel, unless a decision has
so many buttons that they need it."""
OUTLINE_BUDGET = 0.002
"""Seconds of a frame, while an AI's move is announced, spent outlining the strokes it draws."""
BUTTON_LEAST = 26
"""Height (at scale 1) a decision's buttons may shrink to so that all of them fit the panel."""
MAX_COLUMNS = 3
"""Columns a decision's buttons may take when one column cannot hold them all."""
LOG_TOP_SHARE = 0.5
"""Where the log starts when no buttons are shown, as a share of the panel: the words above."""
SEAT_COLOURS = [(214, 70, 64), (76, 128, 222), (84, 178, 96), (226, 186, 52)]
DAMAGE_COLOUR = (236, 92, 84)


class DoodleBoard(BoardScene):
    def __init__(self, ctx, match: Match) -> None:
        self.weapon: int | None = None
        self.enervating = False
        self.art = MonsterArt(match.seed)
        self.panel_ui = WidgetGroup()
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.decider: int | None = None
        self._lay_key: tuple = ()
        self._decision_key: tuple = ()
        self._decision: Decision | None = None
        self.option_buttons: list[tuple[Option, Button]] = []
        self.picture = table.TablePicture()
        self.log_box = LogBox()
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.draft_layout: DraftLayout | None = None
        """Where the draft is drawn (draft dice rule), while it runs."""
        self.pages: dict[int, int] = {}
        """Which page of each player's reserve kinds is shown (when they do not all fit)."""
        self.clock = SketchClock(int(match.options.get("sketch_time", 0)), self.time_up)
        self.pad: SketchScene | None = None
        """The sketch pad this board opened, while it is open."""
        self.view: str | None = None
        """Avatars: a page of the panel (the ability menu, a mage's colours)."""
        super().__init__(ctx, match)

    # ---------------------------------------------------------------- plumbing
    @property
    def state(self) -> DoodleState:
        return self.match.state  # type: ignore[return-value]  # nothing is hidden

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def status_title(self) -> str:
        """A team (duo dice) wins together: "Red and Green win"."""
        outcome = self.state.outcome()
        if outcome is not None and len(outcome.winners) > 1:
            names = [self.name_of(s) for s in outcome.winners]
            return ", ".join(names[:-1]) + " and " + names[-1] + " win"
        return super().status_title()

    def bottom_seat(self) -> int:
        if self.at_screen is not None:
            return self.at_screen
        humans = self.match.human_seats()
        return humans[0] if humans else 0

    def still_playing(self, seat: int) -> bool:
        return not self.state.out[seat]

    def tray_colours(self, state: State) -> list[tuple[int, int, int]] | None:
        """Each thrown die in its own colour (initiative: the tied cores)."""
        # why the ignore below: this board holds a Doodle Dice match only
        st: DoodleState = state  # type: ignore[assignment]
        if st.phase is Phase.DRAFT:  # the collection's d20s in gold, each seat's d6 its colour
            gold = [theme.GOLD] * (len(st.roll_request().dice) - len(draft.rolling_seats(st)))
            return gold + [self.seat_colour(seat) for seat in draft.rolling_seats(st)]
        keys = self.tray_colour_keys(st)
        return [colour_rgb(k[0]) for k in keys] if keys is not None else None

    def tray_colour_keys(self, st: DoodleState) -> list[tuple[str, ...]] | None:
        """The colours (their keys, the one that counts first) of each die thrown when a die's
        colour matters: initiative (the tied cores) and an attack's rolled die."""
        if st.phase is Phase.INITIATIVE:
            return [(st.core_colour(st.monster(mid)),) for group in st.initiative
                    if len(group) > 1 for mid in group]
        a = st.attack
        if a is not None:
            die = {"null_roll": a.nullifier, "roll": a.weapon, "shield_roll": a.target}.get(
                a.step)
            if die is not None and die >= 0:
                return [die_colours(st.dice[die])]
        return None

    def tray_marks_ahead(self, state: State, dice: Sequence[DieLook]) -> Iterator[None]:
        """The tags of the throw ``state`` waits for, their letters rendered ahead (a
        throw of dice in new colours rendered them all in its first frame in flight)."""
        # why the ignore below: this board holds a Doodle Dice match only
        keys = self.tray_colour_keys(state)  # type: ignore[arg-type]
        for size in sorted({int(die.size) for die in dice}):
            for colours in dict.fromkeys(keys or ()):
                if colours:
                    colour_tag_letters(colours, size)
                    yield

    def draw_tray(self, surface: pygame.Surface) -> None:
        """The tray, each die tagged with its colour letters (never colour alone)."""
        super().draw_tray(surface)
        tray = self.driver.tray
        keys = self.tray_colour_keys(self.state) if tray is not None else None
        if tray is None or not keys:
            return
        ox, oy = self.driver.tray_rect.topleft
        for die in tray.dice:
            if die.index < len(keys) and keys[die.index]:
                box = pygame.Rect(0, 0, int(die.size), int(die.size))
                box.center = (int(ox + die.x), int(oy + die.y))
                draw_colour_tag(surface, keys[die.index], box)

    # ---------------------------------------------------------------- layout
    def compute_layout(self) -> None:
        s = self.ctx.scale
        ahead, self._layout_ahead = self._layout_ahead, None
        actions = self.match.actions
        if ahead is not None and actions and actions[-1] is ahead[0] \
                and ahead[1] == self._ahead_key():
            self.layout = ahead[2]
        else:
            self.layout = TableLayout.compute(self.ctx.size, s, self.state, self.bottom_seat(),
                                              self.pages)
        self.panel_rect = self.reserve_controls(self.layout.panel)
        self.area = pygame.Rect(self.layout.board)
        field = self.layout.board
        tray = pygame.Rect(0, 0, min(int(520 * s), field.width - 40), int(250 * s))
        tray.center = (field.centerx, field.centery)
        self.driver.set_tray_rect(tray)
        self.draft_layout = None
        if self.state.phase is Phase.DRAFT:
            self.draft_layout = DraftLayout.compute(pygame.Rect(self.layout.seats_rect), s,
                                                    self.state)
        self._lay_key = self._layout_key()
        self._decision_key = ()

    _layout_ahead: tuple[Action, tuple, TableLayout] | None = None
    """The table laid out ahead for the position an action brings (``prepare_next``): the
    action, what the layout was worked out for (``_ahead_key``), the layout."""

    def _ahead_key(self, moves: int | None = None) -> tuple:
        """What a layout worked out ahead depends on, at ``moves`` actions (None: now)."""
        return (len(self.match.actions) if moves is None else moves, self.viewer(),
                self.bottom_seat(), self.ctx.size, self.ctx.scale, tuple(self.pages.items()))

    def _layout_key(self) -> tuple:
        return (self.match.version, self.bottom_seat(), self.ctx.size, tuple(self.pages.items()))

    def refresh(self) -> None:
        """The layout follows the position (monsters come and go)."""
        if self._lay_key != self._layout_key():
            self.compute_layout()
        self.current_decision()

    def card_zones(self) -> list[pygame.Rect]:
        """Cards go over the monsters' drawings or beside the cards, never over the stats
        they describe (``TableLayout.card_zones``), else over the game log (``layer.
        zones_or_log``: a crowded table); while drafting, over the middle of the table."""
        if self.draft_layout is not None and self.state.phase is Phase.DRAFT:
            field = self.layout.board
            return [pygame.Rect(field.x + field.width // 4, field.y + field.height // 4,
                                field.width // 2, field.height // 2)]
        return layer.zones_or_log(self, self.layout.card_zones(), self.log_rect)

    # ---------------------------------------------------------------- the choice now
    def current_decision(self) -> Decision | None:
        key = (self.match.version, self.weapon, self.enervating, self.human_to_move(),
               self.at_screen, self.ctx.size, self.view)
        if key == self._decision_key:
            return self._decision
        self._decision_key = key
        seat = self.match.seat_of_turn()
        self.decider = seat
        self._decision = None
        if self.human_to_move() and seat is not None:
            self._decision = panel_decision(self, seat)
        self._build_panel()
        return self._decision

    def _build_panel(self) -> None:
        """The decision's buttons, then the game log in the room left below them (at least a
        few lines of it, as on every board)."""
        self.panel_ui.clear()
        self.option_buttons = []
        d = self._decision
        s = self.ctx.scale
        box = self.panel_rect
        h, gap = int(40 * s), int(6 * s)
        y = box.y + int(PANEL_OPTIONS_TOP * s)
        log_least = int(LOG_LEAST * s)
        self.log_rect = self._idle_log_rect()
        if d is None:
            return
        room = box.bottom - 4 - y
        count = len(d.options)
        columns = 1
        if count * (h + gap) > room - log_least:
            # Every choice stays on the panel (Pass among them): the buttons get lower, the log
            # gives up its room, and a long list (a Soak of any amount) takes more columns,
            # before any choice would be left out.
            least = int(BUTTON_LEAST * s)
            rows_fit = max(1, room // (least + gap))
            columns = min(MAX_COLUMNS, -(-count // rows_fit))
            rows = -(-count // columns)
            h = max(least, min(h, room // rows - gap))
        width = (box.width - 20 - (columns - 1) * gap) // columns
        top = y
        for index, option in enumerate(d.options):
            row, column = divmod(index, columns)
            y = top + row * (h + gap)
            if y + h > box.bottom - 4:
                break
            rect = pygame.Rect(box.x + 10 + column * (width + gap), y, width, h)
            button = Button(rect, option.label,
                            lambda o=option: self.choose(o), font_size=max(15, int(16 * s)),
                            tooltip=option.tip, primary=option.action is not None
                            and option.label.startswith(("Done", "End")))
            self.panel_ui.add(button)
            self.option_buttons.append((option, button))
        y = top + -(-len(self.option_buttons) // columns) * (h + gap)
        if self.option_buttons:
            self.log_rect = self._log_rect_from(y + gap)

    def _idle_log_rect(self) -> pygame.Rect:
        """The log box on a panel without buttons (whoever moves is not at the screen)."""
        box = self.panel_rect
        return self._log_rect_from(max(box.y + int(PANEL_OPTIONS_TOP * self.ctx.scale),
                                       box.y + int(box.height * LOG_TOP_SHARE)))

    def _log_rect_from(self, top: int) -> pygame.Rect:
        """The log box from ``top`` to the panel's foot (above the sketching clock's pill)."""
        box = self.panel_rect
        foot = int(40 * self.ctx.scale) if self.clock.seconds_left() is not None else 0
        return pygame.Rect(box.x + 8, top, box.width - 16, max(0, box.bottom - 8 - foot - top))

    def log_entries(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The log as the player at the screen reads it, each line in its seat's colour."""
        # Only the tail the box can show is worded and coloured: the whole log of a long game,
        # again at each move, made the frame a move lands on slower the longer the game.
        texts = self.match.log_for(self.viewer())[-LOG_SHOWN:]
        entries = self.match.log[-LOG_SHOWN:]
        return [(self.wording(text), log_colour(self.seat_colour(entry.seat)
                                                if entry.seat is not None else None))
                for text, entry in zip(texts, entries, strict=True)]

    def idle_lines(self) -> list[str]:
        st = self.state
        seat = self.match.seat_of_turn()
        if st.is_over:
            return ["The game is over."]
        lines = []
        if st.phase is Phase.DRAFT and draft.decided(st):
            lines.append(f"{self.name_of(st.seat)} picks a die "
                         f"({draft.room(st, st.seat)} sides left to take).")
        a = st.attack
        if a is not None and a.target >= 0 and st.find_monster(a.attacker) is not None:
            lines.append(f"{st.monster(a.attacker).name} attacks {part_name(st, a.target)}.")
            lines += odds_lines(attack_odds(st, a.weapon, a.target))
        elif st.phase is Phase.COMBAT and st.turn_monster() is not None:
            m = st.turn_monster()
            lines.append(f"{m.name} acts ({st.actions} "
                         f"{'action' if st.actions == 1 else 'actions'} left).")
        if st.to_move == CHANCE:
            lines.append("Dice are on their way.")
        elif seat is not None and self.match.seats[seat].is_ai:
            lines.append(f"{self.name_of(seat)} is thinking.")
        return lines

    def choose(self, option: Option) -> None:
        if option.action is not None:
            self.weapon, self.enervating, self.view = None, False, None
            self.apply(option.action)
            return
        mode = option.mode
        if choose_mode(self, mode):
            return
        if mode == "gather-big":
            self.gather_biggest()
        elif mode == "new":
            self.open_pad(None)
        elif mode.startswith("add:"):
            self.open_pad(int(mode[4:]))
        elif mode.startswith("weapon:"):
            w = int(mode[7:])
            self.weapon = None if self.weapon == w else w
            self.enervating = False
        elif mode == "enervate":
            self.enervating = not self.enervating
            self.weapon = None

    def gather_biggest(self) -> None:
        """Fill the active pool, one Gather action per die, biggest dice first."""
        seat = self.state.seat
        for _ in range(20):
            st = self.state
            if st.phase is not Phase.GATHER or st.queue or st.to_move != seat:
                break
            action = gather_big(st, seat)
            if action is None or not self.apply(action):
                break

    # ---------------------------------------------------------------- the sketch pad
    def open_pad(self, monster_id: int | None) -> None:
        st = self.state
        seat = st.seat
        monster = st.find_monster(monster_id) if monster_id is not None else None
        plan = SketchPlan(st, seat, monster)
        drawing = anchors = None
        if monster is not None:
            drawing, anchors = self.art.of(st, monster)
        options = plan.pad_options(drawing, anchors)
        lesson = getattr(self.coach, "tutorial", None)  # a lesson may guide the pad
        shape = getattr(lesson, "shape_pad", None)
        if shape is not None:
            options = shape(options)

        def done(result) -> None:
            self.pad = None
            for action in plan.actions_for(result):
                if not self.apply(action):
                    break

        def cancelled() -> None:
            self.pad = None

        deadline = self.clock if self.clock.enabled else None
        self.pad = SketchScene(self.ctx, done, cancelled, book=_book(), deadline=deadline,
                               **options)
        self.cover_with(self.pad)

    # ---------------------------------------------------------------- the sketching clock
    def clock_key(self) -> tuple[int, int] | None:
        """Whose sketching clock runs: a person sketching at the screen (never the AI)."""
        st = self.state
        if st.phase is not Phase.SKETCH or not self.human_to_move() or st.is_over:
            return None
        return (st.round, st.seat)

    def time_up(self, key: tuple[int, int]) -> None:
        """The clock ran out: the pad closes with its monster unmade (its dice stay in the
        active pool) and the player's sketching ends."""
        st = self.state
        if st.phase is not Phase.SKETCH or (st.round, st.seat) != key:
            return
        unfinished = self.pad is not None
        if self.pad is not None and self.manager.top is self.pad:
            self.manager.pop()
        self.pad = None
        if self.apply(Done()):
            self.ctx.toast(f"Time is up for {self.name_of(key[1])}"
                           + (": the monster on the pad was not made; its dice stay active."
                              if unfinished else "."), 4)
        self.clock.follow(self.clock_key())

    # ---------------------------------------------------------------- what is lit
    def _legal(self) -> list[Action]:
        return self.state.legal_actions() if self.human_to_move() else []

    def lit_parts(self) -> set[int]:
        out: set[int] = set()
        for a in self._legal():
            if isinstance(a, Attack):
                if self.weapon is None:
                    out.add(a.weapon)
                elif a.weapon == self.weapon:
                    out.add(a.target)
            elif isinstance(a, Enervate) and self.enervating:
                out.add(a.target)
            elif isinstance(a, (Aim,)):
                out.add(a.target)
            elif isinstance(a, Heal):
                out.add(a.part)
            elif isinstance(a, Block):
                out.add(a.shield)
            elif isinstance(a, Nullify):
                out.add(a.nullifier)
            elif isinstance(a, Redirect):
                out.add(self.state.monster(a.monster).core.die)
        return out

    def lit_dice(self) -> set[int]:
        return {a.die for a in self._legal() if isinstance(a, (Gather, LoseDie))}

    # ---------------------------------------------------------------- clicks
    def part_at(self, pos: tuple[int, int]) -> int | None:
        for area in self.layout.areas.values():
            for card in area.cards.values():
                for die, row in card.rows.items():
                    if row.collidepoint(pos):
                        return die
        return None

    def die_at(self, pos: tuple[int, int]) -> int | None:
        for area in self.layout.areas.values():
            for die, box in (*area.active.items(), *area.reserve.items()):
                if box.collidepoint(pos):
                    return die
        return None

    def monster_at(self, pos: tuple[int, int]) -> int | None:
        for area in self.layout.areas.values():
            for mid, card in area.cards.items():
                if card.rect.collidepoint(pos):
                    return mid
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        for seat, area in self.layout.areas.items():
            if area.more is not None and area.more.collidepoint(pos):
                self.pages[seat] = self.pages.get(seat, 0) + 1
                self.refresh()
                return True
        if not self.human_to_move():
            return False
        st = self.state
        if self.draft_layout is not None and st.phase is Phase.DRAFT:
            return click_draft(self, pos)
        legal = st.legal_actions()
        die = self.die_at(pos)
        if die is not None:
            d = st.dice[die]
            if st.phase is Phase.GATHER and d.place == RESERVE:
                return self.apply(Gather(die))
            if st.attack is not None and d.place in (ACTIVE, RESERVE):
                return self.apply(LoseDie(die))
            return True
        part = self.part_at(pos)
        if part is not None:
            return self.click_part(part, legal)
        mid = self.monster_at(pos)
        if mid is not None and st.phase is Phase.SKETCH and st.monster(mid).owner == st.seat:
            self.open_pad(mid)
            return True
        return False

    def click_part(self, part: int, legal: list[Action]) -> bool:
        st = self.state
        if self.enervating:
            self.enervating = False
            return self.apply(Enervate(part))
        if self.weapon is not None and part != self.weapon:
            held = st.holder(part)
            if held is not None and held[0].owner != st.monster(st.turn).owner:
                weapon, self.weapon = self.weapon, None
                return self.apply(Attack(weapon, part))
        for a in legal:
            if isinstance(a, Attack) and a.weapon == part:
                self.weapon = None if self.weapon == part else part
                return True
            if isinstance(a, Aim) and a.target == part or isinstance(a, Heal) and a.part == part:
                return self.apply(a)
            if isinstance(a, Block) and a.shield == part \
                    or isinstance(a, Nullify) and a.nullifier == part:
                return self.apply(a)
        return True

    def board_targets(self) -> list[Target]:
        """Where the keyboard's focus may stop now (``scenes.doodledice.keys``)."""
        return key_paths.key_targets(self)

    def cancel_mode(self) -> bool:
        had = self.weapon is not None or self.enervating
        self.weapon, self.enervating = None, False
        return had

    def reset_modes(self) -> None:
        self.cancel_mode()
        self._decision_key = ()

    def board_event(self, event: pygame.event.Event) -> bool:
        self.refresh()
        if self.panel_ui.handle_event(event) and event.type != pygame.MOUSEMOTION:
            return True
        if self.log_box.wheel(event, self.log_rect):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        return False

    # ---------------------------------------------------------------- pacing
    def on_applied(self, action: Action, before: State) -> None:
        if not isinstance(action, (Gather,)):
            self.weapon = None if self.state.attack is not None else self.weapon
        self.refresh()

    def move_anchors(self, action: Action) -> list[pygame.Rect]:
        return action_anchors(self, action)

    def prepare_next(self, action: Action, after: State) -> Iterator[None]:
        """Paint the table of the position ``action`` brings (seat areas, cards with their
        drawings and rows, the track) on the picture's spare, a step per area and card: the
        frame it lands on then paints only the side panel (the first roll fills every pool,
        an applied move may change every card)."""
        # why the ignore below: this board holds a Doodle Dice match only
        st: DoodleState = after  # type: ignore[assignment]
        if st.phase is Phase.DRAFT:
            return
        lay = TableLayout.compute(self.ctx.size, self.ctx.scale, st, self.bottom_seat(),
                                  self.pages)
        self._layout_ahead = (action, self._ahead_key(len(self.match.actions) + 1), lay)
        yield
        yield from self.picture.ahead(self, action, st, lay)
        yield
        self._log_ahead(action)
        yield
        self._outcome_card_ahead(action, st, lay)

    _card_after: DoodleState | None = None
    """The position an outcome card is rendered ahead for (``_outcome_card_ahead``)."""

    def _outcome_card_ahead(self, action: Action, after: DoodleState, lay: TableLayout) -> None:
        """Render the outcome card ``action`` brings (a roll's damage) as the table laid out
        for ``after`` will show it, at the width it finds room for there (and the width its
        room is judged at, ``layer.zones_or_log``): rendered on the frame the roll landed on,
        it was milliseconds of that frame."""
        shown = self.layout
        self.layout, self._card_after = lay, after
        try:
            self.paint_card_ahead(action)
        finally:
            self.layout, self._card_after = shown, None

    def _log_ahead(self, action: Action) -> None:
        """The log box as ``action`` will leave it, painted ahead (``LogBox.ahead``) where it
        stands on a panel without buttons: taken when the move lands if nobody at the
        screen has a choice to make then."""
        upcoming = self.driver.upcoming_position()
        if upcoming is None or upcoming[0] is not action:
            return
        seat = self.viewer()
        text, actor = self.match.log_line(action, upcoming[1], seat)
        line = (self.wording(text),
                log_colour(self.seat_colour(actor) if actor is not None else None))
        self.log_box.ahead(self._idle_log_rect(), self.ctx.scale,
                           (self.match.version + 1, seat),
                           [*self.log_entries(), line][-LOG_SHOWN:])

    def outcome_card(self, action: Action, before: State) -> Card | None:
        """A roll that decides an attack leaves what it did: damage, destruction, a miss."""
        if not isinstance(action, Roll):
            return None
        # why the ignore below: this board holds a Doodle Dice match only
        prev: DoodleState = before  # type: ignore[assignment]
        after = self.state if self._card_after is None else self._card_after
        lines = damage_lines(prev, after)
        title = self.wording(prev.describe(action))
        title = title[:1].upper() + title[1:]
        if not lines and prev.phase is not Phase.COMBAT:
            return super().outcome_card(action, before)
        anchors = [r for r in (self.layout.part_rect(d) for d in changed_parts(prev, after))
                   if r is not None]
        return Card(title, lines, anchors[:2], OUTCOME, colour=DAMAGE_COLOUR if lines
                    else theme.GOLD)

    def update_board(self, dt: float) -> None:
        self.refresh()
        if self.driver.pending is not None:
            self.art.ahead(self.driver.pending, OUTLINE_BUDGET)
        self.clock.follow(self.clock_key())
        self.clock.tick(dt)

    # ---------------------------------------------------------------- drawing
    def board_key(self) -> tuple:
        """The panel's buttons and the sketching clock as it reads (whole seconds); the
        table follows the position and input."""
        left = self.clock.seconds_left()
        clock = None if left is None else (int(left + 0.999), left <= table.URGENT_SECONDS)
        return (self.panel_ui.picture_key(), clock, self.view)

    def draw_board(self, surface: pygame.Surface) -> None:
        self.refresh()
        self.picture.draw(self, surface, self._over_key(), self._draw_over)
        self._place_stats()

    def _over_key(self) -> Hashable | None:
        """What is drawn over the table picture (``board_key``); ``None`` when nothing is (no
        buttons and no clock: an AI's turn)."""
        if not self.panel_ui.items and self.clock.seconds_left() is None:
            return None
        return self.board_key()

    def _draw_over(self, surface: pygame.Surface) -> None:
        """What goes over the table picture: the panel's buttons and the sketching clock."""
        self.panel_ui.draw(surface)
        left = self.clock.seconds_left()
        if left is not None:
            table.draw_clock(surface, self.panel_rect, left, self.ctx.scale)

    def _place_stats(self) -> None:
        """The layout log learns where each seat's header line (name, reserve), its pools'
        dice and each monster's name and part rows are: a card or a notice over one is recorded
        (``layer.place_pieces``; not while drafting, when none of them is shown)."""
        if self.draft_layout is not None and self.state.phase is Phase.DRAFT:
            return
        layer.place_pieces(self, self._readings())

    def _readings(self) -> Iterator[tuple[str, pygame.Rect]]:
        for seat, area in self.layout.areas.items():
            yield f"{self.name_of(seat)}'s header", area.header
            for box in [*area.active.values(), *area.reserve.values()]:
                yield f"a die in {self.name_of(seat)}'s pools", box
            for card in area.cards.values():
                yield "a monster's name", pygame.Rect(card.rect.x, card.rect.y,
                                                      card.rect.width, card.sketch.y
                                                      - card.rect.y)
                for row in card.rows.values():
                    yield "a monster's stats", row

    def draw_hover(self, surface: pygame.Surface) -> None:
        self.panel_ui.draw_tooltip(surface)
        if self.draft_layout is not None and self.state.phase is Phase.DRAFT:
            draw_draft_hover(self, surface)
            return
        if self.weapon is None or not self.human_to_move():
            if self.state.structures and self.pad is None:
                structure_cards.hover_card(self, surface)
            return
        part = self.part_at(self.mouse)
        if part is None or part not in self.lit_parts():
            return
        lines = odds_lines(attack_odds(self.state, self.weapon, part))
        if not lines:
            return
        card = Card("If you attack it", lines, [], OUTCOME)
        picture = render_card(card, self.ctx.scale, int(300 * self.ctx.scale))
        box = picture.get_rect(topleft=(self.mouse[0] + 16, self.mouse[1] + 16))
        surface.blit(picture, box.clamp(self.area))


_BOOK: list[MonsterBook] = []


def _book() -> MonsterBook:
    """The player's monster book, loaded once per run."""
    if not _BOOK:
        _BOOK.append(MonsterBook.load())
    return _BOOK[0]
