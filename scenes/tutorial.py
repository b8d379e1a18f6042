"""Learn to play: the guide card over a game's real board, and how a lesson starts and ends.

A lesson is a ``game.tutorial.Tutorial`` (its script) played on the game's own board scene. The
``Guide`` is the board's coach (``BoardScene.coach``): it draws the card (title, words, the
step's buttons) in a corner of the board that does not cover what it points at, outlines that
spot and draws an arrow to it; it holds back a legal action the step does not ask for (a kind
sentence instead, the position unchanged); it hears every action applied and moves the script
on; it is the driver's script (``scenes.driver.Script``): the opponent's moves and the aimed
dice. Progress is written after every change (``game.tutorial.progress``).

``ScriptedPlayer`` plays a lesson through the mouse (synthetic events on the spots the board
draws, the gestures the script's ``hands`` names): the test and ``python -m game tutorial GAME
--auto`` use it.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

import pygame

import scenes.theme as theme
from engine.core import CHANCE, Action, Roll, State, get_game
from game.match import Match, Seat
from game.tutorial import THROW, Step, Tutorial, tutorial_for, tutorial_games
from game.tutorial.progress import clear_progress, load_progress, save_progress
from scenes.board.cards import draw_highlight
from scenes.board.endings import to_main_menu
from scenes.overlays import ButtonMenu
from scenes.registry import board_scene_for, open_match, playable_games
from scenes.rules import RulesScene
from scenes.synthetic import post_click, post_drag, post_key
from scenes.widgets import Button, WidgetGroup

CARD_WIDTH = 400
"""The guide card's width at scale 1 (it never takes more than two fifths of the board)."""
HUMAN = 0
"""The player's seat in every lesson (the other seats are the scripted opponent)."""


class Guide:
    """The coach of one lesson on one board."""

    def __init__(self, ctx, tutorial: Tutorial, board, step: int = 0,
                 queue: tuple[tuple[int | str, ...], ...] | None = None) -> None:
        self.ctx = ctx
        self.tutorial = tutorial
        self.board = board
        self.index = step
        self.queue: list[tuple[int | str, ...]] = []
        """Faces for the coming throws: each step's ``dice`` join it as the step begins, so a
        throw that starts a moment after the card changed still lands as scripted."""
        self.note = ""
        """A kind sentence after a move the step did not ask for (cleared by the next step)."""
        self.ui = WidgetGroup()
        self.card = pygame.Rect(0, 0, 0, 0)
        self.flying: tuple[int | str, ...] | None = None
        """Scripted faces of a throw in the air (kept with the queue until it lands)."""
        self.finished = False
        self._settle()
        self.queue.extend(self.step.dice if queue is None else queue)

    # ---------------------------------------------------------------- the script
    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index >= len(self.tutorial.steps) - 1

    def next(self) -> None:
        """On to the next step (a reading step's Next, or a step done)."""
        if self.last:
            self.finished = True
            clear_progress()
            return
        self.index += 1
        self.note = ""
        self._settle()
        self.queue.extend(self.step.dice)
        self.save()

    def _settle(self) -> None:
        """A free step already over (e.g. on resume) moves on at once."""
        while self.step.done(self.board.match.state) and not self.last:
            self.index += 1

    def save(self) -> None:
        flying = (self.flying,) if self.flying is not None else ()
        problem = save_progress(self.tutorial.game_id, self.index, self.board.match,
                                flying + tuple(self.queue))
        if problem:
            self.ctx.toast(problem, 4, error=True)

    # ---------------------------------------------------------------- Coach
    def allows(self, action: Action) -> bool:
        step, state = self.step, self.board.match.state
        if self.finished:
            return False
        if step.reading:
            self.note = "Read the card first, then press Next."
            return False
        if step.passes(state, action) or state.why_not(action) is not None:
            return True  # the lesson's move, or an illegal one the engine explains
        self.note = step.wrong or "That is a fine move in a real game, but this lesson asks " \
                                  "for something else: see the highlighted spot."
        return False

    def holds(self) -> bool:
        """The lesson is over: the game stands still under the closing card."""
        return self.finished

    def applied(self, action: Action, before: State) -> None:
        if isinstance(action, Roll):
            self.flying = None
        step, state = self.step, self.board.match.state
        by_player = before.to_move == HUMAN or (
            before.to_move == CHANCE and step.do is THROW
            and before.roll_request().seat == HUMAN)
        if (by_player and not step.reading and not step.free
                and step.passes(before, action)) or step.done(state):
            self.next()
        else:
            self.save()

    def update(self, dt: float) -> None:
        pass

    def waits_for_dice(self) -> bool:
        """A card to read waits while dice fly: what it says may be their outcome, and a person
        reads the tray first."""
        return self.step.reading and not self.finished and self.board.driver.rolling

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ui.handle_event(event) and event.type != pygame.MOUSEMOTION:
            return True
        if self.step.reading and not self.finished and self._throw_gesture(event):
            self.note = "Read the card first, then press Next."
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.step.reading and not self.finished and not self.waits_for_dice():
            self.next()
            return True
        return self.finished and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _throw_gesture(self, event: pygame.event.Event) -> bool:
        """A press that would throw the waiting dice (the Roll button, Space, the tray)."""
        driver = self.board.driver
        if not driver.awaiting_throw():
            return False
        if event.type == pygame.KEYDOWN:
            return event.key == pygame.K_SPACE
        return event.type == pygame.MOUSEBUTTONDOWN and (
            driver.tray_rect.collidepoint(event.pos)
            or any(w.rect.collidepoint(event.pos) for w in self.board.throw_ui.items))

    # ---------------------------------------------------------------- Script
    def faces(self, state: State) -> tuple[int | str, ...] | None:
        if self.queue and len(self.queue[0]) == len(state.roll_request().dice):
            self.flying = self.queue.pop(0)
            return self.flying
        return None

    def move(self, state: State) -> Action | None:
        return self.tutorial.opponent(state)

    # ---------------------------------------------------------------- where it points
    def targets(self) -> list[pygame.Rect]:
        step, board = self.step, self.board
        if self.finished:
            return []
        if step.point is not None:
            return [pygame.Rect(r) for r in step.point(board)]
        if step.do is THROW:
            return [pygame.Rect(board.driver.tray_rect)] if board.driver.awaiting_throw() else []
        if isinstance(step.do, Action) and board.match.state.to_move == HUMAN:
            return [pygame.Rect(r) for r in board.move_anchors(step.do)]
        return []

    def _spots(self, width: int, height: int) -> list[pygame.Rect]:
        """Where the card may go, best first: over the lower side panel (its log), then the
        corners, edges and middle sides of the board area."""
        board, margin = self.board, int(10 * self.ctx.scale)
        area, (w, h) = board.area, self.ctx.size
        spots = []
        bottom = board.strip.top if board.strip.height else h
        if w - area.right >= width + 2 * margin:
            left = area.right + (w - area.right - width) // 2
            spots.append(pygame.Rect(left, bottom - margin - height, width, height))
        for x in (area.left + margin, area.right - margin - width, area.centerx - width // 2):
            for y in (area.top + margin, area.bottom - margin - height,
                      area.centery - height // 2):
                spots.append(pygame.Rect(x, y, width, height))
        return spots

    def _avoid(self, targets: list[pygame.Rect]) -> list[tuple[pygame.Rect, int]]:
        """What the card must leave in view, with how much it matters: what it points at, the
        dice and the caption over them, an outcome card and the board's own bars most; the
        notices' strip less (a notice is brief)."""
        board, s = self.board, self.ctx.scale
        avoid = [(r.inflate(int(16 * s), int(16 * s)), 4) for r in targets]
        if board.driver.rolling or (board.driver.awaiting_throw() and self.step.do is THROW):
            tray = board.driver.tray_rect
            avoid.append((pygame.Rect(tray.x - 10, tray.y - int(90 * s), tray.w + 20,
                                      tray.h + int(100 * s)), 4))
        if board.card is not None:
            avoid.append((board.card_rect(), 4))
        panel = getattr(board, "panel", None)
        if panel is not None and hasattr(panel, "ui"):  # the board's own buttons
            avoid.extend((w.rect, 2) for w in panel.ui.items if getattr(w, "visible", True))
        avoid.append((theme.notice_strip(self.ctx.size, s), 1))
        avoid.extend((r, 4) for r in (board.strip, board._bar_rect) if r.height)
        return avoid

    def _place(self, width: int, height: int,
               avoid: list[tuple[pygame.Rect, int]]) -> pygame.Rect:
        """The first spot that covers none of ``avoid``, else the one covering least."""
        screen = pygame.Rect(0, 0, *self.ctx.size)
        spots = [spot.clamp(screen) for spot in self._spots(width, height)]

        def covered(spot: pygame.Rect) -> int:
            return sum(spot.clip(r).width * spot.clip(r).height * weight for r, weight in avoid)

        return min(spots, key=covered)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.waits_for_dice():
            self.ui.clear()  # no Next to press on a card not shown
            return
        s = self.ctx.scale
        targets = self.targets()
        for rect in targets:
            draw_highlight(surface, rect.inflate(int(8 * s), int(8 * s)), theme.ACCENT, s)
        panel = self.ctx.size[0] - self.board.area.right - int(20 * s)
        widest = int(CARD_WIDTH * s)
        # As wide as the side panel when that is nearly wide enough: the card then fits over
        # the panel's log, off the board.
        width = min(widest, panel if panel >= widest * 3 // 4
                    else max(panel, int(self.board.area.width * 0.45)))
        pad = max(8, int(12 * s))
        title, words = self._words()
        floor = theme.label_floor(s)
        head = theme.fit_box(title, width - 2 * pad, int(80 * s), max(16, int(21 * s)), "bold",
                             floor=floor)
        body = theme.fit_box(words, width - 2 * pad, int(330 * s), max(14, int(17 * s)),
                             floor=floor)
        head_pic = theme.picture(head, theme.GOLD, "bold")
        body_pic = theme.picture(body, theme.TEXT)
        button_h = int(36 * s)
        height = pad * 4 + head_pic.get_height() + body_pic.get_height() + button_h
        self.card = self._place(width, height, self._avoid(targets))
        theme.panel(surface, self.card, colour=(30, 22, 44), edge=theme.ACCENT, radius=12,
                    alpha=248)
        surface.blit(head_pic, (self.card.x + pad, self.card.y + pad))
        surface.blit(body_pic, (self.card.x + pad, self.card.y + pad * 2 + head_pic.get_height()))
        self._buttons(pygame.Rect(self.card.x + pad, self.card.bottom - pad - button_h,
                                  width - 2 * pad, button_h))
        self.ui.draw(surface)
        for rect in targets[:3]:
            _arrow(surface, self.card, rect, s)

    def _words(self) -> tuple[str, str]:
        if self.finished:
            return (f"{self.tutorial.title}: done",
                    self.tutorial.closing or "That is the heart of the game.")
        step = self.step
        number = f"{self.index + 1}/{len(self.tutorial.steps)}"
        words = step.say + (f"\n\n{self.note}" if self.note else "")
        return f"{step.title}  ({number})", words

    def _buttons(self, row: pygame.Rect) -> None:
        self.ui.clear()
        labels: list[tuple[str, Callable[[], object], bool]] = []
        if self.finished:
            labels = [("Play vs Easy", self.play_real, True), ("Menu", self.leave, False)]
        else:
            if self.step.reading:
                labels.append(("Next", self.next, True))
            if self.step.rules:
                labels.append(("Rules", self.open_rules, False))
            labels.append(("Leave", self.leave, False))
        gap = int(8 * self.ctx.scale)
        width = (row.width - gap * (len(labels) - 1)) // len(labels)
        for i, (label, action, primary) in enumerate(labels):
            self.ui.add(Button(pygame.Rect(row.x + i * (width + gap), row.y, width, row.height),
                               label, action, primary=primary,
                               font_size=max(14, int(18 * self.ctx.scale))))

    # ---------------------------------------------------------------- buttons
    def open_rules(self) -> None:
        self.board.manager.push(RulesScene(self.ctx, self.tutorial.game_id,
                                           section=self.step.rules))

    def leave(self) -> None:
        if not self.finished:
            self.save()
            self.ctx.toast("Lesson kept: Learn to play > Resume lesson picks it up.", 4)
        to_main_menu(self.ctx)

    def play_real(self) -> None:
        """A real game of the same kind against Easy, with the usual options."""
        info = get_game(self.tutorial.game_id)
        start_real_game(self.ctx, info)


def start_real_game(ctx, info) -> Match:
    seats = [Seat("human")] + [Seat("ai", "easy")] * (info.min_seats - 1)
    match = Match(info, info.default_options(), seats)
    open_match(ctx, match)
    return match


def _arrow(surface: pygame.Surface, card: pygame.Rect, target: pygame.Rect, s: float) -> None:
    """A line with a head from the card's nearest edge to ``target``'s nearest edge."""
    if card.colliderect(target):
        return
    tx = min(max(card.centerx, target.left), target.right)
    ty = min(max(card.centery, target.top), target.bottom)
    sx = min(max(tx, card.left), card.right)
    sy = min(max(ty, card.top), card.bottom)
    dx, dy = tx - sx, ty - sy
    length = math.hypot(dx, dy)
    if length < 12 * s:
        return
    ux, uy = dx / length, dy / length
    width = max(3, int(4 * s))
    pygame.draw.line(surface, theme.ACCENT, (sx, sy), (tx - ux * 6 * s, ty - uy * 6 * s), width)
    head = 16 * s
    left = (tx - ux * head - uy * head * 0.6, ty - uy * head + ux * head * 0.6)
    right = (tx - ux * head + uy * head * 0.6, ty - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, theme.ACCENT, [(tx, ty), left, right])


# -------------------------------------------------------------------- starting a lesson
def lesson_match(tutorial: Tutorial) -> Match:
    """A fresh lesson: the player against the scripted opponent, the prepared position on."""
    info = get_game(tutorial.game_id)
    seats = [Seat("human")] + [Seat("ai", "easy")] * (info.min_seats - 1)
    match = Match(info, dict(tutorial.options), seats, seed=tutorial.seed,
                  setup=tutorial.setup)
    for action in tutorial.prepared:
        match.apply(action)
    return match


def open_lesson(ctx, tutorial: Tutorial, match: Match | None = None, step: int = 0,
                queue: tuple[tuple[int | str, ...], ...] | None = None):
    """Put a lesson on its board above the main menu; returns the board."""
    match = match or lesson_match(tutorial)
    ctx.scenes.pop_home()
    board = board_scene_for(ctx, match)
    guide = Guide(ctx, tutorial, board, step, queue)
    board.coach = guide
    board.driver.script = guide
    ctx.scenes.push(board)
    guide.save()
    return board


def start_lesson(ctx, game_id: str):
    tutorial = tutorial_for(game_id)
    if tutorial is None:
        ctx.toast("There is no lesson for this game yet.", 3)
        return None
    return open_lesson(ctx, tutorial)


def resume_lesson(ctx):
    progress, problem = load_progress()
    if problem:
        ctx.toast(problem, 5, error=True)
    if progress is None:
        return None
    tutorial = tutorial_for(progress.game_id)
    assert tutorial is not None  # checked when read
    return open_lesson(ctx, tutorial, progress.match, progress.step, progress.queue)


def lesson_chooser(ctx) -> ButtonMenu:
    """Learn to play (main menu): Resume lesson when one was left, then one lesson per game."""
    items: list[tuple[str, Callable[[], object]]] = []
    progress, _ = load_progress()
    if progress is not None:
        title = get_game(progress.game_id).title
        items.append((f"Resume lesson ({title})", lambda: resume_lesson(ctx)))
    ready = set(tutorial_games())
    for info in playable_games():
        if info.game_id in ready:
            items.append((info.title, functools.partial(start_lesson, ctx, info.game_id)))
    items.append(("Back", lambda: None))
    return ButtonMenu(ctx, "Learn to play", items)


# -------------------------------------------------------------------- the scripted player
def _button(widgets, prefix: str) -> Button | None:
    for widget in widgets:
        if isinstance(widget, Button) and widget.text.startswith(prefix) and widget.enabled:
            return widget
    return None


class ScriptedPlayer:
    """Plays a lesson by mouse, as a newcomer following the card would: reads each card (Next),
    throws with the Roll button, plays the move the card asks for through the gestures of the
    script's ``hands``, and on a free step plays ``Tutorial.free_choice``."""

    def __init__(self, app, board) -> None:
        self.app = app
        self.board = board
        self.guide: Guide = board.coach
        self.gestures = 0
        self.frames_seen = 0

    def look(self) -> None:
        if not self.app.drawing:
            self.app.draw()

    def press(self, widgets, prefix: str) -> bool:
        self.look()
        button = _button(widgets, prefix)
        if button is None:
            return False
        self.gestures += 1
        post_click(self.app, button.rect.center)
        return True

    def waits_for_person(self) -> bool:
        """The lesson waits for the person (a card to read, a throw, a move)."""
        board = self.board
        return self.frames_seen >= 1 and not board.settling() and (
            self.guide.step.reading or board.driver.awaiting_throw() or board.human_to_move())

    def step(self) -> bool:
        """Do what a person does now; False when nothing was for the person to do (the game
        moves by itself: the caller steps a frame)."""
        board, guide = self.board, self.guide
        if guide.finished or self.app.ctx.scenes.top is not board:
            return False
        self.frames_seen += 1
        if self.frames_seen == 1 or board.settling():
            return False  # the board's first frame places its pieces; moving ones are waited for
        self.look()
        if guide.step.reading:
            return self.press(guide.ui.items, "Next")
        if board.card is not None and board.human_waiting():
            self.gestures += 1
            post_key(self.app, pygame.K_RIGHT)
            return True
        if board.driver.awaiting_throw():
            return self.press(board.throw_ui.items, "Roll")
        if not board.human_to_move():
            return False
        step, state = guide.step, board.match.state
        action = step.do if isinstance(step.do, Action) else guide.tutorial.free_choice(state)
        if action is None:
            return False
        for gesture in guide.tutorial.hands(board, action):
            self.gesture(gesture)
        return True

    def gesture(self, gesture) -> None:
        if callable(gesture):  # worked out now: earlier gestures may have moved its spot
            self.look()
            gesture = gesture(self.board)
            if gesture is None:
                return
        self.gestures += 1
        kind = gesture[0]
        if kind == "click":
            self.look()
            post_click(self.app, gesture[1])
        elif kind == "drag":
            self.look()
            post_drag(self.app, gesture[1], gesture[2])
        elif kind == "button":
            widgets = getattr(getattr(self.board, "panel", None), "ui", None)
            items = list(widgets.items) if widgets is not None else []
            if not self.press(items + list(self.board.throw_ui.items), gesture[1]):
                raise LookupError(f"no button {gesture[1]!r} on the board")
        else:
            raise ValueError(f"unknown gesture {gesture!r}")


def play_through(app, board, max_frames: int = 20_000) -> ScriptedPlayer:
    """Play ``board``'s lesson to its end by mouse; raises when it does not end in time."""
    player = ScriptedPlayer(app, board)
    for _ in range(max_frames):
        if player.guide.finished:
            return player
        if not player.step():
            app.frame(1 / 30)
    raise RuntimeError(f"the lesson stopped at step {player.guide.index + 1}: "
                       f"{player.guide.step.title!r}")


def learn_button(ctx, game_id: str) -> Button | None:
    """The "Learn to play" button of a set-up screen (top right), when the game has a lesson.

    One call at the end of each set-up screen's ``layout``: the screens differ, this corner is
    free on all of them."""
    if tutorial_for(game_id) is None:
        return None
    s = ctx.scale
    width, height = int(190 * s), int(40 * s)
    rect = pygame.Rect(ctx.size[0] - width - int(14 * s), int(14 * s), width, height)
    return Button(rect, "Learn to play", lambda: start_lesson(ctx, game_id),
                  font_size=max(15, int(19 * s)),
                  tooltip="A short guided game on prepared dice, about five minutes.")
