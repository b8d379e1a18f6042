"""The side panel of the Death by Dice board: what to do now, the odds, and the choices.

One situation at a time, each with its own buttons at fixed places (rebuilt only when the
situation changes, so nothing moves under the mouse): the secret placement (the rolled dice to
drag, Auto place, Clear, Confirm), choosing an attack (the three kinds named, the exact odds
against each defence and what each outcome costs, Attack), the defender's choice (each defence
with the attacker's new chance), the discards, and otherwise the latest log lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

import engine.deathbydice.combat as combat
import scenes.deathbydice.aiming as aiming
import scenes.deathbydice.texts as texts
import scenes.theme as theme
from engine.deathbydice.actions import DiscardDoubles, DiscardForLoss
from engine.deathbydice.model import ABILITIES, COMBAT, DEFEND, DOUBLES, LOSS, PLACE
from scenes.board.parts import Part
from scenes.deathbydice.board_card import IVORY
from scenes.deathbydice.sketch import Sketch
from scenes.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from scenes.deathbydice.view import DeathByDiceView

PLACE_KEY, ATTACK_KEY, DEFEND_KEY, DISCARD_KEY, WATCH_KEY = (
    "place", "attack", "defend", "discard", "watch")


class Panel:
    def __init__(self, board: DeathByDiceView) -> None:
        self.board = board
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.ui = WidgetGroup()
        self.key: tuple = ()
        self.primary: Button | None = None
        self.switch: Button | None = None
        self.pool_spots: list[tuple[pygame.Rect, tuple[int, int, int]]] = []
        self.buttons_top = 0
        self.content_top = 0
        self._bottom: int | None = None
        """``text_bottom`` while the panel is drawn (asked for every text it writes)."""

    # ---------------------------------------------------------------- situation
    def situation(self) -> str:
        b = self.board
        st = b.view
        if not b.my_turn():
            return WATCH_KEY
        if st.phase == PLACE:
            return PLACE_KEY
        if st.phase != COMBAT:
            return WATCH_KEY
        if st.attack is None:
            return ATTACK_KEY
        if st.attack.stage == DEFEND:
            return DEFEND_KEY
        if st.attack.stage in (DOUBLES, LOSS):
            return DISCARD_KEY
        return WATCH_KEY

    def build(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.key = ()
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the buttons when the situation changes; update their enabled states."""
        b = self.board
        key = (self.situation(), b.match.version, self.rect.size)
        if key != self.key:
            self.key = key
            self._rebuild(key[0])
        if self.primary is not None:
            sit = key[0]
            if sit == PLACE_KEY:
                ready = b.draft.complete(b.view)
                self.primary.enabled = ready
                self.primary.disabled_reason = "" if ready else "Place every die first."
            elif sit == ATTACK_KEY:
                other = aiming.switch(b.view, b.aim)
                if self.switch is not None:
                    self.switch.enabled = other is not None
                    self.switch.text = other or "Boost or roll along"
                    self.switch.disabled_reason = (
                        "Only when the second die you clicked is both linked and a neighbour.")
                ready = b.aim.target is not None
                self.primary.enabled = ready
                self.primary.disabled_reason = "" if ready else (
                    "Click one of your dice, then a foe's die to aim at.")

    def _rebuild(self, sit: str) -> None:
        s = self.board.ctx.scale
        self.ui.clear()
        self.primary = None
        self.switch = None
        pad = int(12 * s)
        bh = int(40 * s)
        x, w = self.rect.x + pad, self.rect.w - 2 * pad
        bottom = self.rect.bottom - pad
        fs = max(15, int(18 * s))
        if sit == PLACE_KEY:
            half = (w - pad) // 2
            self.primary = Button(pygame.Rect(x, bottom - bh, w, bh), "Confirm placement",
                                  self.board.confirm_placement, primary=True, font_size=fs,
                                  tooltip="Fix these places and pass on (Space).")
            self.ui.add(self.primary)
            self.ui.add(Button(pygame.Rect(x, bottom - 2 * bh - pad, half, bh), "Auto place",
                               self.board.auto_place, font_size=fs,
                               tooltip="Put the dice left where the AI would put them."))
            self.ui.add(Button(pygame.Rect(x + half + pad, bottom - 2 * bh - pad, half, bh),
                               "Clear", self.board.clear_placement, font_size=fs,
                               tooltip="Take every die you placed back."))
            self.buttons_top = bottom - 2 * bh - pad
        elif sit == ATTACK_KEY:
            half = (w - pad) // 2
            self.primary = Button(pygame.Rect(x + half + pad, bottom - bh, half, bh), "Attack!",
                                  self.board.declare, primary=True, font_size=fs,
                                  tooltip="Declare this attack (Space); the foe may defend.")
            self.ui.add(self.primary)
            self.ui.add(Button(pygame.Rect(x, bottom - bh, half, bh), "Start over",
                               self.board.cancel_mode, font_size=fs,
                               tooltip="Drop the dice chosen (right-click or Esc)."))
            self.switch = Button(pygame.Rect(x, bottom - 2 * bh - pad // 2, w, bh),
                                 "Boost or roll along", self.board.switch_kind,
                                 font_size=max(14, int(16 * s)),
                                 tooltip="A linked neighbour can boost or roll along.")
            self.ui.add(self.switch)
            self.buttons_top = bottom - 2 * bh - pad // 2
        elif sit in (DEFEND_KEY, DISCARD_KEY):
            rows = self._choice_rows(sit)
            rh = int(36 * s)
            gap = int(6 * s)
            y = bottom - len(rows) * (rh + gap) + gap
            self.buttons_top = y
            for label, action, tip in rows:
                button = Button(pygame.Rect(x, y, w, rh), label,
                                lambda a=action: self.board.choose(a),
                                font_size=max(14, int(16 * s)), tooltip=tip)
                self.ui.add(button)
                y += rh + gap
        else:
            self.buttons_top = bottom

    def _choice_rows(self, sit: str) -> list[tuple[str, object, str]]:
        st = self.board.view
        rows: list[tuple[str, object, str]] = []
        if sit == DEFEND_KEY:
            attack = st.attack
            assert attack is not None
            declared = aiming.attack_action(attack)
            for choice in aiming.defence_choices(st, declared):
                label = f"{choice.label}: they win {aiming.pct(choice.attacker_wins)}"
                rows.append((label, choice.action, "Helpers are rerolled after the attack."))
            return rows
        values = st.fighters[st.turn].values
        for action in st.legal_actions():
            if isinstance(action, DiscardDoubles):
                names = " and ".join(f"{ABILITIES[a]} {values[a]}" for a in action.abilities)
                rows.append((f"Discard {names}", action, "Two of the equal dice go."))
            elif isinstance(action, DiscardForLoss):
                a = action.ability
                rows.append((f"Discard {ABILITIES[a]} {values[a]}", action,
                             "The lost attack costs one of its dice."))
        return rows

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.ui.handle_event(event) and event.type != pygame.MOUSEMOTION

    def confirm_key(self) -> bool:
        if self.primary is not None and self.primary.enabled:
            self.primary.on_click()
            return True
        return False

    def text_bottom(self) -> int:
        """Where the panel's words stop: above its buttons, or above the tray while dice are
        thrown in the panel."""
        if self._bottom is not None:
            return self._bottom
        return self._bottom_with(self.tray_up())

    def tray_up(self) -> bool:
        """Whether the panel's words stop above the tray in it (dice thrown or to throw, or
        a secret throw's cover): all the board's picture shows of the driver's moment."""
        b = self.board
        return b.layout.tray_in_panel and (b.driver.rolling or b.driver.awaiting_throw()
                                           or b.tray_is_secret())

    def _bottom_with(self, tray_up: bool) -> int:
        """``text_bottom`` with the tray up (dice thrown or to throw, or a secret throw's
        cover) or not."""
        b = self.board
        if b.layout.tray_in_panel and tray_up:
            return min(self.buttons_top, b.driver.tray_rect.top - int(54 * b.ctx.scale))
        return self.buttons_top

    def reading_space(self) -> pygame.Rect:
        """The panel's words under its title, down to its buttons (where cards may go)."""
        pad = int(12 * self.board.ctx.scale)
        top = self.content_top or self.rect.y + int(90 * self.board.ctx.scale)
        return pygame.Rect(self.rect.x + pad // 2, top, self.rect.w - pad,
                           self.buttons_top - top - pad)

    def log_gives_way(self) -> bool:
        """A caption or an outcome card stands over the panel's words now: it is the latest
        news, and the log is not shown under it."""
        b = self.board
        return b.card is not None and b.card_rect().colliderect(self.reading_space())

    def pool_die_at(self, pos: tuple[int, int]) -> tuple[int, int, int] | None:
        for rect, die in self.pool_spots:
            if rect.collidepoint(pos):
                return die
        return None

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The whole panel (a rehearsal's scratch picture; the board paints it by parts)."""
        for part in self.parts():
            part.paint(surface)

    def parts(self, tray_up: bool | None = None) -> list[Part]:
        """The panel as parts of the board's picture: its backing, its head (title and
        score), its words and choices, its buttons; each but the backing keyed by its look
        (the steps that paint it: ``Sketch``), so only a part that changed is painted again
        (a throw starting or an AI thinking changes none of them). ``tray_up`` given: the
        parts as a move being rehearsed will show them, its words stopping where they will
        with the tray up or not (see ``rehearse``); what the panel remembers of its last real
        drawing stays."""
        kept = self.pool_spots, self.content_top
        self._bottom = self.text_bottom() if tray_up is None else self._bottom_with(tray_up)
        rect = self.rect
        try:
            head, body = self._sketch()
            top = min(max(self.content_top, rect.y), rect.bottom)  # (where this sketch put it)
        finally:
            self._bottom = None
            if tray_up is not None:
                self.pool_spots, self.content_top = kept
        rect_key = tuple(rect)
        out = [Part(("panel", "backing"), pygame.Rect(rect), rect_key,
                    lambda surface: theme.panel(surface, rect)),
               Part(("panel", "head"), pygame.Rect(rect.x, rect.y, rect.w, top - rect.y),
                    (rect_key, head.key()), head.paint),
               Part(("panel", "body"), pygame.Rect(rect.x, top, rect.w, rect.bottom - top),
                    (rect_key, top, body.key()), body.paint)]
        if self.ui.items:
            reach = self.ui.items[0].rect.unionall([item.rect for item in self.ui.items[1:]])
            # (the mouse, last in the widgets' key, moves their tooltip, drawn over the board)
            out.append(Part(("panel", "buttons"), reach, (rect_key, self.ui.picture_key()[:-1]),
                            self.ui.draw))
        return out

    def _sketch(self) -> tuple[Sketch, Sketch]:
        """The panel's head and body written down (``Sketch``), as they are to be shown."""
        b = self.board
        s = b.ctx.scale
        head = Sketch()
        pad = int(12 * s)
        x, w = self.rect.x + pad, self.rect.w - 2 * pad
        y = self.rect.y + pad
        title, colour = self._title()
        y = head.paragraph((x, y), w, title, max(18, int(22 * s)), colour, "bold",
                           max_lines=3, floor=theme.label_floor(s))
        score = texts.match_line(b.whole, b.name_of)
        y = self._text(head, score, x, y, w, theme.MUTED, 15) + pad // 2
        head.line(theme.EDGE, (x, y), (x + w, y))
        y += pad // 2
        self.content_top = y
        sit = self.situation()
        self.pool_spots = []
        body = Sketch()
        if sit == PLACE_KEY:
            self._draw_pool(body, x, y, w)
        elif sit == ATTACK_KEY:
            self._draw_attack(body, x, y, w)
        elif sit == DEFEND_KEY:
            self._draw_defend(body, x, y, w)
        elif sit == DISCARD_KEY:
            self._text(body, "Choose which of your attacking dice to discard.", x, y, w)
        else:
            if b.view.phase == COMBAT and b.view.attack is not None:
                y = self._draw_in_flight(body, x, y, w) + pad // 2
            self._draw_log(body, x, y, w)
        return head, body

    def rehearse(self, surface: pygame.Surface, tray_up: bool) -> None:
        """``draw`` on a scratch picture for what it leaves in the caches (the board's
        ``prepare_next``), its words stopping where they will with the tray up or not (not
        where they stop now: the frame a roll lands on, its dice gone, fitted every text
        again to a taller room): what the panel remembers of its last real drawing stays
        (``parts``)."""
        for part in self.parts(tray_up):
            part.paint(surface)

    def _title(self) -> tuple[str, tuple[int, int, int]]:
        b = self.board
        st = b.whole
        if st.is_over:
            return b.status_title(), theme.GOLD
        if st.phase in ("setup_roll", "place"):
            seat = st.setup_seat
            verb = "places" if st.phase == PLACE else "rolls"
            return f"Set-up: {b.name_of(seat)} {verb} in secret", b.seat_colour(seat)
        if st.phase == COMBAT:
            seat = st.fighters[st.turn].seat
            who = st.board(st.turn).name
            return f"{who}'s turn ({b.name_of(seat)})" if who != b.name_of(seat) else \
                f"{who}'s turn", b.seat_colour(seat)
        return "Characters are drawn", theme.GOLD

    def _text(self, sketch: Sketch, text: str, x: int, y: int, w: int,
              colour=theme.TEXT, size: int = 16) -> int:
        """``text`` wrapped from (x, y) down to the panel's text bottom at most (shrunk, then
        cut, when it needs more); returns the y below it."""
        s = self.board.ctx.scale
        px = max(14, int(size * s))
        room = (self.text_bottom() - y) // theme.font(px).get_linesize()
        if room < 1:
            return y
        return sketch.paragraph((x, y), w, text, px, colour, max_lines=room,
                                floor=theme.label_floor(s))

    def _draw_pool(self, sketch: Sketch, x: int, y: int, w: int) -> int:
        b = self.board
        s = b.ctx.scale
        y = self._text(sketch, texts.place_hint(b.view), x, y, w, theme.MUTED, 15)
        y += int(6 * s)
        size = int(52 * s)
        gap = int(8 * s)
        per_row = max(1, (w + gap) // (size + gap))
        n = 0
        for fighter in b.placing_fighters():
            left = b.draft.pool(b.view, fighter)
            pool = list(b.view.pools[fighter])  # every rolled die keeps its slot
            if len(b.placing_fighters()) > 1:
                y = self._text(sketch, b.view.board(fighter).name, x, y, w, theme.GOLD, 15)
                n = 0
            colour = texts.seat_colour(b.view.fighters[fighter].seat)
            die_colour = _die_colour(colour)
            for sides, value in pool:
                r, c = divmod(n, per_row)
                rect = pygame.Rect(x + c * (size + gap), y + r * (size + gap), size, size)
                n += 1
                if (sides, value) not in left:  # placed on the card (for now)
                    sketch.rect(theme.EDGE, rect.inflate(-6, -6), 1, border_radius=8)
                    continue
                left.remove((sides, value))
                self.pool_spots.append((rect, (fighter, sides, value)))
                if b.held == (fighter, sides, value) and b.press is not None:
                    sketch.rect(theme.FAINT, rect, 2, border_radius=8)
                    continue
                if b.held == (fighter, sides, value):
                    sketch.rect(theme.ACCENT, rect.inflate(4, 4), 3, border_radius=8)
                sketch.die(sides, value, size - 4, die_colour, rect.center)
                sketch.words(f"d{sides}", max(14, int(14 * s)), theme.MUTED, "bold", "midtop",
                             (rect.centerx, rect.bottom - 2))
            rows = -(-n // per_row) if n else 0
            y += rows * (size + gap) + int(16 * s)
        if b.draft.complete(b.view):
            y = self._text(sketch, "All placed. Confirm, or click a die on your card to "
                           "move it.", x, y, w, theme.GOOD, 16)
        return y

    def _draw_attack(self, sketch: Sketch, x: int, y: int, w: int) -> int:
        b = self.board
        st = b.view
        s = b.ctx.scale
        aim = b.aim
        # The three kinds, the one the clicks make lit.
        chip_h = int(30 * s)
        third = (w - 2 * int(6 * s)) // 3
        for n, mode in enumerate(aiming.MODE_TEXT):
            rect = pygame.Rect(x + n * (third + int(6 * s)), y, third, chip_h)
            lit = bool(aim.dice) and aim.mode == mode
            sketch.rect(theme.ACCENT if lit else theme.PANEL_LIGHT, rect, border_radius=8)
            sketch.rect(theme.GOLD if lit else theme.EDGE, rect, 2, border_radius=8)
            name = aiming.MODE_TEXT[mode][0].split()[0]
            sketch.words(name, max(14, int(15 * s)), (30, 14, 8) if lit else theme.TEXT, "bold",
                         "center", rect.center)
        y += chip_h + int(8 * s)
        if not aim.dice:
            return self._text(sketch, "Click one of your dice to attack with. Then click a "
                              "linked die (same colour) for a complex attack, or a neighbour "
                              "as assistant for a boosted one; then a foe's die.", x, y, w)
        title, blurb = aiming.MODE_TEXT[aim.mode]
        chosen = " + ".join(ABILITIES[d] for d in aim.dice)
        if aim.assistant >= 0:
            chosen += f", boosted by {ABILITIES[aim.assistant]}"
        y = self._text(sketch, f"{title}: {chosen}", x, y, w, theme.GOLD, 17)
        y = self._text(sketch, blurb, x, y, w, theme.MUTED, 14)
        target = aim.target or self._hovered_target()
        if target is None:
            return self._text(sketch, "Now click a highlighted die on a foe's card.", x,
                              y + int(6 * s), w)
        action = aiming.action_for(st, aim, target)
        if action is None:
            return y
        y += int(6 * s)
        name = f"{st.board(target[0]).name}'s {ABILITIES[target[1]]}"
        value = st.fighters[target[0]].values[target[1]]
        head = "Target" if aim.target else "Hovered"
        y = self._text(sketch, f"{head}: {name} ({value})", x, y, w, theme.TEXT, 17)
        choices = aiming.defence_choices(st, action)
        none = choices[0]
        worst = min(choices, key=lambda c: c.attacker_wins)
        best = worst.label.split(":")[0]
        y = self._text(sketch, f"Chance to win: {aiming.pct(none.attacker_wins)} if they "
                       f"do not defend; {aiming.pct(worst.attacker_wins)} against their best "
                       f"defence ({best[:1].lower() + best[1:]}).", x, y, w, theme.HINT)
        odds = aiming.odds_against_none(st, action)
        for line in aiming.cost_lines(st, action, odds):
            y = self._text(sketch, line, x, y, w, theme.TEXT, 15)
        return y

    def _hovered_target(self) -> tuple[int, int] | None:
        b = self.board
        spot = b.die_at(b.mouse)
        if spot is not None and spot in aiming.targets(b.view, b.aim):
            return spot
        return None

    def _draw_defend(self, sketch: Sketch, x: int, y: int, w: int) -> int:
        b = self.board
        st = b.view
        attack = st.attack
        assert attack is not None
        attacker = st.board(attack.attacker).name
        target = f"{st.board(attack.target).name}'s {ABILITIES[attack.ability]}"
        seat = st.fighters[attack.target].seat
        y = self._text(sketch, f"{b.name_of(seat)}, defend!", x, y, w, b.seat_colour(seat), 19)
        dice = " + ".join(ABILITIES[d] for d in attack.dice)
        y = self._text(sketch, f"{attacker} attacks {target} "
                       f"({st.fighters[attack.target].values[attack.ability]}) with {dice}.",
                       x, y, w)
        return self._text(sketch, "A defence raises the die for this attack only; the dice "
                          "that help are rerolled afterwards, win or lose.", x, y, w,
                          theme.MUTED, 14)

    def _draw_in_flight(self, sketch: Sketch, x: int, y: int, w: int) -> int:
        """The attack under way while others act or dice roll: who attacks what with which
        dice, the defence, and the chance it has now."""
        st = self.board.view
        attack = st.attack
        assert attack is not None
        declared = aiming.attack_action(attack)
        target = f"{st.board(attack.target).name}'s {ABILITIES[attack.ability]}"
        value = st.fighters[attack.target].values[attack.ability]
        y = self._text(sketch, f"{st.board(attack.attacker).name} attacks {target} ({value})",
                       x, y, w, theme.GOLD, 16)
        dice = " + ".join(ABILITIES[d] for d in attack.dice)
        if attack.assistant >= 0:
            dice += f", boosted by {ABILITIES[attack.assistant]}"
        y = self._text(sketch, f"{aiming.MODE_TEXT[attack.kind][0]} with {dice}.", x, y, w)
        if not attack.defence:
            return self._text(sketch, "The defender chooses a defence now.", x, y, w,
                              theme.MUTED)
        if attack.rolled:
            verdict = "the attack wins" if attack.won else "the attack misses"
            return self._text(sketch, f"Rolled {' + '.join(map(str, attack.rolled))}: "
                              f"{verdict}.", x, y, w, theme.HINT)
        for choice in aiming.defence_choices(st, declared):
            if combat.defence_parts(choice.action) == (attack.defence, attack.helpers):
                label = choice.label.split(" (")[0]
                y = self._text(sketch, f"Defence: {label[:1].lower() + label[1:]}. "
                               "Chance to win: "
                               f"{aiming.pct(choice.attacker_wins)}.", x, y, w, theme.HINT)
        return y

    def _draw_log(self, sketch: Sketch, x: int, y: int, w: int) -> int:
        """The newest log lines that fit, oldest of them first."""
        b = self.board
        if self.log_gives_way():
            return y
        s = b.ctx.scale
        grown = theme.text_scale()  # measured as ``_text`` will draw them: at the text size
        fnt = theme.font(int(max(14, int(14 * s)) * grown))
        head = theme.font(int(max(14, int(15 * s)) * grown)).get_linesize()
        room = self.text_bottom() - y - head
        shown: list[str] = []
        for line in reversed([b.wording(t) for t in b.log_lines()[-8:]]):
            need = len(theme.wrap(line, fnt, w)) * fnt.get_linesize() + int(3 * s)
            if need > room:
                break
            room -= need
            shown.insert(0, line)
        if not shown:
            return y
        y = self._text(sketch, "Latest", x, y, w, theme.ACCENT, 15)
        for line in shown:
            y = self._text(sketch, line, x, y, w, theme.MUTED, 14) + int(3 * s)
        return y


def _die_colour(seat_colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat's dice: ivory tinted with its colour (the value stays easy to read)."""
    # why the ignore below: three channels in, three out
    return tuple(int(a * 0.7 + c * 0.3) for a, c in zip(IVORY, seat_colour,
                                                         strict=True))  # type: ignore[return-value]


die_colour = _die_colour
