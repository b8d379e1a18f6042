"""The Death by Dice board: every character's card, the dice tray, and the panel.

It holds no rules. It draws ``self.state`` (the foundation's ``state.view(seat)`` for the seat at
the screen), so another seat's secret placement is never drawn; the placement a human is making
is a ``Draft`` checked by the engine until Confirm; an attack is put together by clicking dice
(``aiming``), with the engine's exact odds shown before it is declared; the defender's choice and
the discards are buttons in the panel, under the answering player's name and colour.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Iterator

import pygame

import engine.deathbydice.combat as combat
import game.keys as keys
import scenes.board.layer as layer
import scenes.deathbydice.aiming as aiming
import scenes.deathbydice.drawing as drawing
import scenes.deathbydice.layout as layout
import scenes.deathbydice.texts as texts
from engine.core import CHANCE, Action, EndReason, Roll, State
from engine.deathbydice.actions import ATTACK_TYPES, Place
from engine.deathbydice.model import ABILITIES, BOOSTED, COMBAT, DEFEND, PLACE, SETUP_ROLL
from engine.deathbydice.rules import helper_dice
from engine.deathbydice.state import DeathByDiceState
from game.match import Match
from scenes.board.base import BoardScene
from scenes.board.cards import MOVE, OUTCOME, Card
from scenes.board.endings import handoff
from scenes.board.parts import PartedPicture
from scenes.deathbydice.aiming import Aim
from scenes.deathbydice.board_card import BoardCard
from scenes.deathbydice.match_card import MatchCard, rehearse_match_card
from scenes.deathbydice.panel import Panel
from scenes.deathbydice.placement import Draft
from scenes.focus import Target, widget_targets

CLICK_SLOP = 10  # pixels a press may travel and still be a click, not a drag
MATCH_CARD_HOLD = 4.0
"""Seconds the match card between two games stays up at normal speed when no person plays
(an all-AI match being watched): there is nobody to press "Next game", so the next game
starts by itself, as an outcome card goes by itself in a stretch of AI-only play."""
NEXT_PLACE_HOLD = 0.2
"""Seconds each of an AI's secret placements after its first is held at normal speed (the
first holds for its caption): a die every fifth of a second, so the board paints the
picture each brings while it waits, not on the frame it lands."""
REROLL_COLOUR = (236, 230, 216)
"""The helpers' reroll card and its lit dice: ivory, apart from the yellow and orange of
the dice a player may click."""


class DeathByDiceBoard(BoardScene):
    def __init__(self, ctx, match: Match) -> None:
        self.aim = Aim()
        self.draft = Draft()
        self.held: tuple[int, int, int] | None = None  # (fighter, size, value) being placed
        self.press: tuple[int, int] | None = None
        self.cards: list[BoardCard] = []
        self.match_card: MatchCard | None = None
        self._secret_handoff = False
        self._placing_caption: tuple[int, int] | None = None
        """(seat, its throw's index) of the AI placement whose caption is up."""
        self._placing_card: Card | None = None
        self.parts = PartedPicture()
        """The board's picture painted again only where a card or the panel changed."""
        super().__init__(ctx, match)
        self.panel = Panel(self)
        self.relayout()

    # ---------------------------------------------------------------- plumbing
    _shown: tuple[DeathByDiceState, DeathByDiceState, str] | None = None
    """While ``prepare_next`` rehearses the next position: that position whole, as the seat
    at the screen sees it, and the log line the move adds (for one step at a time only)."""

    @property
    def view(self) -> DeathByDiceState:
        if self._shown is not None:
            return self._shown[1]
        # why the ignore below: this board holds a Death by Dice match only
        return self.state  # type: ignore[return-value]

    @property
    def whole(self) -> DeathByDiceState:
        if self._shown is not None:
            return self._shown[0]
        # why the ignore below: this board holds a Death by Dice match only
        return self.match.state  # type: ignore[return-value]

    def log_lines(self) -> list[str]:
        """The log as the seat at the screen may read it (with the coming move's line while
        that move is rehearsed)."""
        lines = self.match.log_for(self.viewer())
        return lines if self._shown is None else [*lines, self._shown[2]]

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return texts.seat_colour(seat)

    def tray_colours(self, state: State) -> list[tuple[int, int, int]]:
        # why the ignore below: this board holds a Death by Dice match only
        st: DeathByDiceState = state  # type: ignore[assignment]
        seat = st.roll_request().seat if st.to_move == CHANCE else None
        if seat is None and st.attack is not None:
            seat = st.fighters[st.attack.attacker].seat
        return [texts.seat_colour(seat if seat is not None else 0)]

    def status_title(self) -> str:
        """Who won, by side: in Bosses & Minions the heroes win together (all named) or the
        boss does; in a free for all the one winner; a drawn match says so."""
        outcome = self.whole.outcome()
        if outcome is None:
            return super().status_title()
        return texts.result_title(self.whole, outcome, self.name_of)

    def wording(self, text: str) -> str:
        """The engine's result detail ("wins the match") becomes the final score."""
        outcome = self.whole.outcome()
        if outcome is not None and text == outcome.detail and outcome.reason == EndReason.VICTORY:
            return texts.final_score(self.whole, self.name_of)
        return text

    def compute_layout(self) -> None:
        if not hasattr(self, "panel"):
            return  # the base lays out once before the game's parts exist
        st = self.whole
        boss = next((i for i, f in enumerate(st.fighters) if combat.is_boss(f)), None)
        self.layout = layout.compute(self.ctx.size, len(st.fighters), boss, self.ctx.scale)
        self.layout.panel = self.reserve_controls(self.layout.panel)
        if self.layout.tray_in_panel:
            self.layout.tray = layout.tray_in(self.layout.panel)
        self.driver.set_tray_rect(self.layout.tray)
        self.cards = [BoardCard(st.board(i), rect, self.layout.shape)
                      for i, rect in enumerate(self.layout.cards)]
        for card in self.cards:
            card.prepare()
        self.panel.build(self.layout.panel)
        if self.match_card is not None:
            self.match_card.build()

    def reset_modes(self) -> None:
        self.aim.clear()
        self.draft.reset()
        self.held = None
        self.press = None

    def cancel_mode(self) -> bool:
        had = bool(self.aim.dice) or self.held is not None
        self.aim.clear()
        self.held = None
        return had

    def card_zones(self) -> list[pygame.Rect]:
        """Where captions and outcome cards go: the free band under the cards if there is
        one, and the panel's reading space above its buttons (never over a card or a button:
        the cards are what a caption points at)."""
        zones = [self.panel.reading_space()]
        if self.layout.free is not None:
            zones.append(pygame.Rect(self.layout.free))
        return [z for z in zones if z.w > 0 and z.h > 0]

    def move_anchors(self, action: Action) -> list[pygame.Rect]:
        st = self.whole
        if isinstance(action, ATTACK_TYPES):
            _k, dice, assistant, target, ability = combat.attack_parts(action)
            rects = [self.cards[st.turn].plates[d] for d in dice]
            if assistant >= 0:
                rects.append(self.cards[st.turn].plates[assistant])
            return rects + [self.cards[target].plates[ability]]
        if st.attack is not None and st.attack.stage == DEFEND:
            return [self.cards[st.attack.target].plates[st.attack.ability]]
        return []

    # ---------------------------------------------------------------- what may be done
    def my_turn(self) -> bool:
        """A human at the screen decides now (not while dice fly or a hand-off is due)."""
        return self.human_to_move() and self.match_card is None

    def placing_fighters(self) -> tuple[int, ...]:
        st = self.view
        if st.phase != PLACE or not self.my_turn():
            return ()
        return st.fighters_of(st.setup_seat)

    def draft_state(self) -> DeathByDiceState:
        return self.draft.state(self.view)

    def attacking(self) -> bool:
        st = self.view
        return self.my_turn() and st.phase == COMBAT and st.attack is None

    # ---------------------------------------------------------------- applying
    def _placement_key(self) -> tuple[int, int]:
        """The secret placement under way: its seat and the index of the throw it places."""
        rolls = [n for n, a in enumerate(self.match.actions) if isinstance(a, Roll)]
        return (self.whole.setup_seat, rolls[-1] if rolls else -1)

    def _announce(self, action: Action) -> None:
        """An AI's placement is one step: one caption over its cards for all its dice (the
        values stay hidden from the other seats until the reveal), not one per die."""
        if not isinstance(action, Place):
            super()._announce(action)
            return
        key = self._placement_key()
        if self._placing_caption == key and self.card is self._placing_card is not None:
            self.driver.pending_left = NEXT_PLACE_HOLD  # the caption is up already
            return
        self._placing_caption = key
        seat = key[0]
        dice = sum(1 for i in self.whole.fighters_of(seat) for size in self.whole.board(i).sizes
                   if size)
        anchors = [self.cards[i].body for i in self.whole.fighters_of(seat)]
        self._placing_card = Card(
            f"{self.name_of(seat)} places {texts.plural(dice, 'die', 'dice')} in secret",
            ["Every board is shown once all have placed."], anchors, MOVE,
            footer=f"{self.name_of(seat)} (AI) moves")
        self.show_when_made(action, self._placing_card)

    def announcement_card(self, action: Action) -> Card:
        """An attack's caption says its chance against a defender who does nothing."""
        card = super().announcement_card(action)
        if isinstance(action, ATTACK_TYPES):
            odds = aiming.odds_against_none(self.whole, action)
            card.lines = [f"Chance to win: {aiming.pct(odds.win)} if the defender does "
                          "nothing."]
        return card

    def _still_placing(self, before: State) -> bool:
        after = self.whole
        seat = before.to_move
        return (after.phase == PLACE and after.setup_seat == seat and seat is not None
                and self.match.seats[seat].is_ai)

    def on_applied(self, action: Action, before: State) -> None:
        if isinstance(action, Place) and self._still_placing(before):
            self.card = self._placing_card  # the same AI goes on placing: one caption stays
        if not isinstance(action, Place):
            self.draft.reset()
        self.aim.clear()
        self.held = None
        # why the ignore below: this board holds a Death by Dice match only
        b: DeathByDiceState = before  # type: ignore[assignment]
        after = self.whole
        if len(self.cards) != len(after.fighters):
            self.relayout()  # the die has picked the characters: their cards come now
        if len(after.results) > len(b.results) and not after.is_over:
            self.match_card = MatchCard(self, after)
            self.match_card_left = MATCH_CARD_HOLD
            self.card = None  # an earlier outcome card would stay beside the match card

    def outcome_card(self, action: Action, before: State) -> Card | None:
        if self.match_card is not None:
            return None  # the game just ended: the match card says how, alone on the table
        # why the ignore below: this board holds a Death by Dice match only
        b: DeathByDiceState = before  # type: ignore[assignment]
        after = self.whole
        reveal = texts.reveal_text(b, after)
        if reveal is not None:
            title, lines = reveal
            first = [self.cards[after.turn].body] if after.phase == COMBAT else []
            return Card(title, lines, first, OUTCOME)
        result = texts.attack_result(b, after, action)
        if result is not None:
            title, lines = result
            attack = b.attack
            assert attack is not None
            anchors = [self.cards[attack.target].plates[attack.ability]]
            colour = self.seat_colour(b.fighters[attack.attacker].seat)
            return Card(title, lines, anchors, OUTCOME, colour=colour)
        if isinstance(action, Roll) and b.phase == SETUP_ROLL:
            return None  # a secret throw: nothing to tell
        if isinstance(action, Roll) and b.attack is not None:  # the helpers' reroll
            anchors = [self.cards[f].plates[a] for f, a in helper_dice(b)]
            return Card(layer.capital(b.describe(action)), [], anchors, OUTCOME,
                        colour=REROLL_COLOUR)
        return super().outcome_card(action, before)

    def confirm_placement(self) -> None:
        actions = self.draft.commit_actions(self.view)
        if not actions:
            self.ctx.toast("Place every die first (or use Auto place).", 3)
            return
        for action in actions:
            if not self.apply(action):
                break
        self.draft.reset()

    def auto_place(self) -> None:
        if self.placing_fighters():
            self.draft.auto(self.view)

    def clear_placement(self) -> None:
        self.draft.reset()
        self.held = None

    def declare(self) -> None:
        target = self.aim.target
        if target is None or not self.attacking():
            return
        action = aiming.action_for(self.view, self.aim, target)
        if action is not None:
            self.apply(action)

    def switch_kind(self) -> None:
        if self.attacking():
            aiming.do_switch(self.view, self.aim)

    def choose(self, action: Action) -> None:
        """A defence or a discard button."""
        if self.my_turn():
            self.apply(action)

    def next_game(self) -> None:
        self.match_card = None

    def prepare_next(self, action: Action, after: State) -> Iterator[None]:
        """Make ahead the board's picture of the position ``action`` brings, an area a step
        (``drawing.rehearse``), then its outcome card; or, when it ends a game of the match,
        first its match card, a text a step, then the picture (the cards emptied for the
        next game): the frame it lands on then copies the picture and finds the card's
        texts, dice and odds cached (the caption of the throw it calls for is the
        foundation's: ``BoardScene.roll_caption_ahead``)."""
        upcoming = self.driver.upcoming_position()
        if upcoming is None or upcoming[0] is not action:
            return
        # why the ignore below: this board holds a Death by Dice match only
        whole: DeathByDiceState = upcoming[1]  # type: ignore[assignment]
        shown: DeathByDiceState = after  # type: ignore[assignment]
        if len(whole.fighters) != len(self.cards):
            return  # new cards (characters drawn): painted when they come
        # A game of the match ends, the next to come (the match's end comes without a card):
        next_game = len(whole.results) != len(self.whole.results) and not whole.is_over
        if next_game:  # its match card first: rendered cold, it is more than a frame's work
            yield
            yield from rehearse_match_card(self, whole)
        line = self.match.log_line(action, whole, self.viewer())[0]
        self._shown = (whole, shown, line)
        try:
            landing = self._card_on_landing(action, next_game)
        finally:
            self._shown = None
        steps = drawing.rehearse(self)
        while True:
            self._shown, card, self.card = (whole, shown, line), self.card, landing
            try:
                next(steps)
            except StopIteration:
                break
            finally:
                self._shown, self.card = None, card
            yield
        yield
        if next_game:
            return
        self._shown = (whole, shown, line)
        try:
            self.paint_card_ahead(action)  # (its "after" is the position shown)
        finally:
            self._shown = None

    def _card_on_landing(self, action: Action, next_game: bool) -> Card | None:
        """The card over the table once ``action`` lands, as ``_applied`` and ``on_applied``
        will leave it (worked out while ``_shown`` shows the position it brings): its
        outcome card; else the placing caption an AI's next placement keeps; else none in
        place of the move's caption. Why: the panel's words give way to a card over them
        (``Panel.log_gives_way``), so the picture made ahead is painted under this card, not
        under the caption on show while it is made."""
        if next_game:
            return None  # the match card says how the game ended, alone on the table
        before = self.match.state
        card = self.outcome_card(action, before)
        if card is not None:
            return card
        if isinstance(action, Place) and self._still_placing(before):
            return self._placing_card
        return None if self.card is not None and self.card.kind == MOVE else self.card

    # ---------------------------------------------------------------- frame
    match_card_left = 0.0
    """Seconds the match card has left in an all-AI match (``MATCH_CARD_HOLD``)."""

    def holds(self, dt: float) -> bool:
        """The match card holds the match until "Next game"; with no person playing, only
        for ``MATCH_CARD_HOLD`` seconds at normal speed."""
        if self.match_card is not None and not self.match.human_seats():
            speed = self.ctx.settings.speed
            self.match_card_left -= dt * speed if speed > 0 else self.match_card_left
            if self.match_card_left <= 0:
                self.next_game()
        return self.match_card is not None

    def update(self, dt: float) -> None:
        if self._secret_throw_due():
            return
        super().update(dt)

    def _secret_throw_due(self) -> bool:
        """A human's secret set-up throw: hand the screen over before the dice are shown."""
        st = self.whole
        if st.is_over or st.to_move != CHANCE or st.phase != SETUP_ROLL or self.match_card:
            return False
        if not self.match.is_hot_seat() or self.card_blocks() or self.driver.rolling:
            return False
        seat = st.roll_request().seat
        if seat is None or self.match.seats[seat].is_ai or seat == self.at_screen:
            return False
        if self.at_screen is None:
            self.at_screen = seat  # the first person simply sits down: nothing to hide yet
            return False
        if not self._secret_handoff:
            self._secret_handoff = True

            def ready(who: int = seat) -> None:
                self.at_screen = who
                self._secret_handoff = False

            self.manager.push(handoff(self.ctx, self.name_of(seat), ready, True))
        return True

    def update_board(self, dt: float) -> None:
        self.panel.refresh()

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.match_card is not None and not self.controls.handle_event(event):
            if self.key_focus.handle(event, self.focus_targets(), act_hidden=False):
                return True
            return self.match_card.handle_event(event)  # modal: no throw under the card
        return super().handle_event(event)

    # ---------------------------------------------------------------- keyboard
    def focus_targets(self) -> list[Target]:
        """Over the match card: its buttons, then the control bar; else the board's."""
        if self.match_card is None:
            return super().focus_targets()
        card = widget_targets(self.match_card.ui.items)
        for target in card:
            target.game = target.label == "Next game"
        return card + widget_targets(self.controls.ui.items)

    def board_targets(self) -> list[Target]:
        """The keyboard's choices (``scenes.focus``), each the path a click takes.

        Placing in secret: a die of the pool (Enter picks it up), then the places on its
        character's card the engine accepts (Enter puts it there); a die placed may be taken
        back; then Auto place, Clear, Confirm. Attacking: the own dice that start, extend or
        drop the attack as clicked so far, then, once one is chosen, the foe dice it may be
        aimed at (Enter aims and declares: the two clicks in one). Defending or discarding:
        the panel's choices."""
        self.panel.refresh()
        panel = widget_targets(self.panel.ui.items)
        for target in panel:
            target.game = True
        if self.placing_fighters():
            return self._placing_targets() + panel
        if self.attacking():
            return self._attack_targets() + panel
        return panel

    def _plate(self, fighter: int, ability: int, label: str, act) -> Target:
        return Target(pygame.Rect(self.cards[fighter].plates[ability]), label, act,
                      key=("plate", fighter, ability, label))

    def _die_name(self, fighter: int, ability: int, st: DeathByDiceState | None = None) -> str:
        st = st or self.view
        return (f"{st.board(fighter).name}'s {ABILITIES[ability]} "
                f"{st.fighters[fighter].values[ability]}")

    def _placing_targets(self) -> list[Target]:
        st = self.view
        drafted = self.draft_state()
        out: list[Target] = []
        if self.held is not None:
            fighter, sides, value = self.held
            for ability in range(len(st.board(fighter).sizes)):
                action = Place(fighter, ability, value)
                if self.draft.why_not(st, action) is None:
                    out.append(self._plate(
                        fighter, ability,
                        f"Put the {value} on {st.board(fighter).name}'s {ABILITIES[ability]}",
                        lambda a=action: self._drop_held(a)))
            return out
        for rect, die in self.panel.pool_spots:
            fighter, sides, value = die
            out.append(Target(pygame.Rect(rect), f"Pick up the d{sides} showing {value}",
                              lambda d=die: self._pick_up(d), key=("pool", die, tuple(rect))))
        for fighter in self.placing_fighters():
            for ability in range(len(st.board(fighter).sizes)):
                if self.draft.placed_by_player(fighter, ability):
                    out.append(self._plate(
                        fighter, ability, f"Take back {self._die_name(fighter, ability, drafted)}",
                        lambda f=fighter, a=ability: self.draft.take_back(self.view, f, a)))
        return out

    def _pick_up(self, die: tuple[int, int, int]) -> None:
        self.held = die

    def _drop_held(self, action: Place) -> None:
        """Put the die held on its place, as a drop of the mouse does."""
        why = self.draft.drop(self.view, action)
        if why:
            self.ctx.toast(why, 3.5, error=True)
        self.held = None

    def _attack_targets(self) -> list[Target]:
        st = self.view
        aim = self.aim
        out: list[Target] = []
        extend = aiming.partners(st, aim)
        for ability in range(len(st.fighters[st.turn].values)):
            name = self._die_name(st.turn, ability)
            if ability in aim.dice or ability == aim.assistant:
                label = f"Drop {name} from the attack"
            elif ability in extend:
                label = (f"Boost with {name}" if extend[ability] == BOOSTED
                         else f"Add {name} to the attack")
            elif ability in aiming.starters(st):
                label = f"Attack with {name}"
            else:
                continue
            out.append(self._plate(st.turn, ability, label,
                                   lambda a=ability: self._own_die(a)))
        if aim.dice:
            for fighter, ability in sorted(aiming.targets(st, aim)):
                out.append(self._plate(fighter, ability,
                                       f"Attack {self._die_name(fighter, ability)}",
                                       lambda spot=(fighter, ability): self._aim_and_declare(
                                           spot)))
        return out

    def _own_die(self, ability: int) -> None:
        aiming.own_click(self.view, self.aim, ability)

    def _aim_and_declare(self, spot: tuple[int, int]) -> None:
        """Aim at ``spot`` and declare: what two clicks on a foe's die do."""
        self.aim.target = spot
        self.declare()

    def board_event(self, event: pygame.event.Event) -> bool:
        if self.panel.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if keys.is_key(event, "act") or keys.is_key(event, "act_alt"):
                return self.panel.confirm_key()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def die_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(fighter, ability) of the card plate under ``pos``."""
        for i, card in enumerate(self.cards):
            if card.body.collidepoint(pos):
                a = card.ability_at(pos)
                return None if a is None else (i, a)
        return None

    def _press(self, pos: tuple[int, int]) -> bool:
        self.press = pos
        if self.placing_fighters():
            die = self.panel.pool_die_at(pos)
            if die is not None:
                self.held = die
                return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        start, self.press = self.press, None
        moved = start is not None and abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > CLICK_SLOP
        if self.placing_fighters():
            return self._placing_release(pos, moved)
        if self.attacking():
            return self._attack_click(pos)
        return False

    def _placing_release(self, pos: tuple[int, int], moved: bool) -> bool:
        spot = self.die_at(pos)
        mine = self.placing_fighters()
        if self.held is not None and spot is not None and spot[0] in mine:
            fighter, size, value = self.held
            action = Place(spot[0], spot[1], value)
            if spot[0] != fighter:
                why = "That die belongs to another of your characters."
            else:
                why = self.draft.drop(self.view, action)
            if why:
                self.ctx.toast(why, 3.5, error=True)
            self.held = None
            return True
        if spot is not None and spot[0] in mine and self.held is None:
            if self.draft.take_back(self.view, *spot):
                return True
        if self.held is not None and moved:
            self.held = None  # dropped somewhere else: back to the pool
        return self.held is not None

    def _attack_click(self, pos: tuple[int, int]) -> bool:
        spot = self.die_at(pos)
        if spot is None:
            return False
        st = self.view
        fighter, ability = spot
        if fighter == st.turn:
            aiming.own_click(st, self.aim, ability)
            return True
        if self.aim.dice and spot in aiming.targets(st, self.aim):
            if self.aim.target == spot:
                self.declare()  # a second click on the chosen target attacks
            else:
                self.aim.target = spot
            return True
        why = self.why_not_target(spot)
        if why:
            self.ctx.toast(why, 3.5, error=True)
        return True

    def why_not_target(self, spot: tuple[int, int]) -> str:
        """Why the die at ``spot`` cannot be attacked with the dice chosen (engine's words)."""
        st = self.view
        if not self.aim.dice:
            return "First click one of your own dice to attack with."
        sample = aiming.matching(st, self.aim)
        if not sample:
            return "Those dice make no attack: click your first die again to start over."
        return st.why_not(_retarget(sample[0], spot)) or ""

    # ---------------------------------------------------------------- drawing
    def draw_tray(self, surface: pygame.Surface) -> None:
        if self.tray_is_secret():
            drawing.draw_secret_tray(self, surface)
        elif self.match_card is None:
            layer.draw_tray(self, surface)

    def tray_is_secret(self) -> bool:
        """Set-up dice thrown for a seat other than the one at the screen are not shown."""
        st = self.whole
        if st.to_move != CHANCE or st.phase != SETUP_ROLL:
            return False
        seat = st.roll_request().seat
        return seat is not None and seat != self.viewer() and self.viewer() is not None

    def board_key(self) -> tuple:
        """The panel's buttons, the die held or pressed, and whether its log gives way to a
        card over it; the rest follows the position and input."""
        return (self.panel.ui.picture_key(), self.held, self.press, id(self.match_card),
                self.panel.log_gives_way())

    def driver_key(self) -> Hashable:
        """Of the driver's moment, the board's picture shows only whether the tray stands in
        the panel (its words stop above it): a throw starting or ending with the tray
        elsewhere, or the AI starting to think, leaves the picture as it is."""
        return self.panel.tray_up()

    def announced_key(self) -> tuple:
        """An AI's announced attack lights the card it is aimed at (any other announcement
        leaves the board's picture as it is)."""
        return (drawing.announced_target(self), self.human_to_move())

    def draw_board(self, surface: pygame.Surface) -> None:
        drawing.draw_board(self, surface)

    def draw_hover(self, surface: pygame.Surface) -> None:
        if self.match_card is not None:  # modal: no tooltip of the board under it
            self.match_card.draw(surface)
            return
        drawing.draw_hover(self, surface)


def _retarget(action: Action, spot: tuple[int, int]) -> Action:
    """The same attack aimed at another die (to ask the engine why that one is refused)."""
    # why the ignore below: an attack: it has both fields
    return dataclasses.replace(action, target=spot[0], target_ability=spot[1])  # type: ignore[call-arg]
