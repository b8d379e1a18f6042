"""Keeps a match moving when no human is choosing: throws the dice and fetches AI decisions.

The board foundation (``scenes.board.base.BoardScene``) owns one ``MatchDriver``. Each frame it
looks at whose move it is:
- CHANCE: the request is thrown in the physics tray (or, with instant animations, the same
  physics runs headless in one go); the settled faces become the ``Roll`` action. A roll of a
  human seat's dice waits for that player's throw (``throw``: the Roll button, Space or a drag
  in the tray) unless "throw my dice for me" is on. A request with a "space" die (faces are
  board spaces) is no physical die: it is answered from the match's roll seed after a short
  pause; so is a coin or lot, which has no physical die either. Rolls with no owner go by
  themselves.
- an AI seat: the state goes to the AI worker process; its answer is first *announced* (the
  board highlights what it concerns and captions it) and applied only when the caption has
  been up long enough, so a person can follow one move at a time.
A click skips the current animation (``skip``), never the decision after it. Everything still
reaches the game through ``Match.apply``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

import pygame

from engine.core import CHANCE, Action, IllegalAction, Roll, RollRequest, State
from engine.dice import roll as seeded_roll
from game.ai.worker import AIError, AIWorker, worker_service
from game.match import Match
from game.tray import DiceTray, quick_roll
from game.tray.dice import Colour, DieLook, FaceRenderer
from game.tray.render import SPRITE_PAINT_BUDGET, hold_floor, renderer_for
from scenes.steps import run_steps

AI_MIN_DELAY = 0.35  # seconds an AI decision is "thought about" before it is announced
CAPTION_TIME = 1.1  # seconds an AI move is shown (highlight and caption) before it happens
SETTLED_HOLD = 0.8  # seconds the settled dice stay in view before they take effect
SPACE_HOLD = 0.35  # seconds between random placements, so each new piece can be seen landing
SPACE_DIE = "space"  # DieSpec.kind of a die whose faces are board spaces (never thrown)
UNTHROWN = (SPACE_DIE, "coin", "lot")  # kinds answered from the seed, not thrown in the tray
ROLLING_FRAME_SHARE = 0.0035
"""CPU seconds of a frame, from the driver's update on, after which the tray paints no new
die sprites (a die in flight stands in with one already painted): a frame whose physics and
board took their time already does not add the tray's whole time for new sprites on top."""
THROW_BUILD_BUDGET = 0.003
"""Seconds of a frame spent building a throw's dice (bodies, attitudes) before it flies: a
big throw is built over a few frames, never stalling one."""


class Script(Protocol):
    """What a tutorial tells the driver (``scenes.tutorial``)."""

    def faces(self, state: State) -> tuple[int | str, ...] | None:
        """The faces the throw about to start must land on (``None``: the seed's own)."""

    def move(self, state: State) -> Action | None:
        """The scripted opponent's action now (``None``: ask the AI)."""


def ai_service(ctx) -> AIWorker:
    return worker_service(ctx.services, "ai")


def sound_service(ctx):
    sounds = ctx.services.get("sounds")
    if sounds is None:
        # Lazy: the mixer starts only when a board first needs a sound.
        from game.tray.sounds import TraySounds

        sounds = ctx.services["sounds"] = TraySounds(ctx.settings.volume_of("dice"))
    return sounds


def gesture_throw(seed: int, drag: tuple[float, float] | None) -> tuple[int, str]:
    """The seed and edge of a human's throw. A drag sets where the dice leave from (opposite
    its direction) and mixes its direction and speed into the seed; the physics result is
    still the result, and the Roll action stores the faces, so replays reproduce."""
    if drag is None or math.hypot(*drag) < 8:
        return seed, "bottom"
    dx, dy = drag
    if abs(dy) >= abs(dx):
        origin = "bottom" if dy < 0 else "top"
    else:
        origin = "left" if dx > 0 else "right"
    angle = int(math.degrees(math.atan2(dy, dx))) // 10
    strength = min(9, int(math.hypot(dx, dy) // 40))
    return (seed * 31 + angle * 101 + strength * 7 + 1) % (2**31), origin


class MatchDriver:
    def __init__(self, ctx, match: Match,
                 colours: Callable[[State], Sequence[tuple[int, int, int]] | None]) -> None:
        self.ctx = ctx
        self.match = match
        self.colours = colours
        self.tray: DiceTray | None = None
        self.tray_rect = pygame.Rect(0, 0, 700, 400)
        self.hold = 0.0
        self.space_wait = 0.0
        self.ai_ticket: int | None = None
        self.ai_due: int | None = None
        """The match version on which a move left the AI to move: it counts as thinking from
        that frame on, before its question is sent on the next (``ai_thinking``)."""
        self.ai_wait = 0.0
        self.ai_answer: Action | None = None
        self.pending: Action | None = None  # an AI move being announced
        self.pending_left = 0.0
        self.last_roll: Roll | None = None
        self.on_applied: Callable[[Action, State], None] | None = None
        self.on_announce: Callable[[Action], None] | None = None
        self.last_tray_positions: list[tuple[float, float]] = []
        self.bottom_seat: Callable[[], int] = lambda: 0
        self._thrown_version = -1
        self._thrown_this_frame = False
        """A staged throw was started this frame (``_update_roll`` builds it from the next)."""
        self._prepared = False
        self.script: Script | None = None
        """A tutorial's script (``scenes.tutorial``): the opponent's moves and aimed dice."""
        self._settled_roll: tuple[DiceTray, Roll] | None = None
        self._worked_out: tuple[State, Action, State] | None = None
        self._request: tuple[State, RollRequest] | None = None
        """The settled tray's result, worked out once: ``upcoming`` and the frame it is
        applied on hand on the same ``Roll``."""
        self._throw_ahead: tuple[tuple, Iterator[None]] | None = None
        """The next throw (request, colours, tray size, faces' painter) whose dice are being
        painted ahead, and the steps left (``paint_throw_ahead``)."""
        self._next_request: tuple[State, tuple | None] | None = None
        """A position to be thrown for and its throw (``_next_throw``), worked out once."""
        self._frame_began: float | None = None
        """The CPU time this frame's ``update`` began at, until the tray is drawn."""
        self._exact_picture = False
        """The tray shows a throw for a picture (``throw_for_picture``): every die exact."""

    # ---------------------------------------------------------------- queries
    @property
    def rolling(self) -> bool:
        return self.tray is not None

    @property
    def ai_thinking(self) -> bool:
        """Whether the AI is on its move (asked, announcing, or left to move by the move
        just applied). Why the last: a board's kept picture depends on this, and a picture
        of "nobody thinking" on the frame a move lands, repainted as "thinking" on the next,
        was a whole board painted twice in two frames after most AI moves."""
        return (self.ai_ticket is not None or self.pending is not None
                or self.ai_due == self.match.version)

    @property
    def awaiting_answer(self) -> bool:
        """Whether the AI was asked for its move and has not answered yet (it thinks in its
        own process: a loop that steps the clock regardless may wait for it)."""
        return self.ai_ticket is not None and self.ai_answer is None

    @property
    def animating(self) -> bool:
        """Something a click may skip: dice in the air or an AI move being shown."""
        return self.pending is not None or (self.tray is not None and not self.tray.settled)

    def upcoming(self) -> Action | None:
        """The action about to be applied, once it is known and only shown for now: an AI
        move being announced, or the faces of settled dice held in view. A board prepares
        the next position's pictures meanwhile (``BoardScene.prepare_next``)."""
        if self.pending is not None:
            return self.pending
        tray = self.tray
        if tray is None:
            return self._space_roll_ahead()
        if not tray.settled:
            return None
        if self._settled_roll is None or self._settled_roll[0] is not tray:
            self._settled_roll = (tray, tray.result())
        return self._settled_roll[1]

    _space_roll: tuple[int, Roll] | None = None
    """The roll of random board spaces the match waits on, by the match's version."""

    def _space_roll_ahead(self) -> Roll | None:
        """While a roll of random board spaces waits to be seen (``SPACE_HOLD``), the roll
        it will be (answered from the seed, as ``_update_space_roll`` answers it); else
        ``None``. Why spaces only: a piece appears there, and its board lays that out ahead;
        coins and lots are left as they were."""
        if self.space_wait <= 0 or self.script is not None or self.match.is_over \
                or self.match.state.to_move != CHANCE:
            return None
        version = self.match.version
        known = self._space_roll
        if known is None or known[0] != version:
            request = self._roll_request()
            if not request.dice or any(die.kind != SPACE_DIE for die in request.dice):
                return None
            known = self._space_roll = (version, seeded_roll(
                request, random.Random(self.match.roll_seed())))
        return known[1]

    def upcoming_position(self) -> tuple[Action, State] | None:
        """The ``upcoming`` action and the position it brings (worked out once per action;
        the frame it lands on takes that position instead of working it out again)."""
        action = self.upcoming()
        if action is None:
            return None
        state = self.match.state
        known = self._worked_out
        if known is None or known[0] is not state or known[1] is not action:
            try:
                known = (state, action, state.apply(action))
            except IllegalAction:
                return None
            self._worked_out = known
        return action, known[2]

    def paint_throw_ahead(self, face_renderer: FaceRenderer | None, until: float,
                          marks: Callable[[State, Sequence[DieLook]], Iterator[None]]
                          | None = None) -> None:
        """Paint, until the CPU time ``until`` (``time.thread_time``), the pictures of the
        next throw's dice (``TrayRenderer.throw_ahead``), then what the board draws on them
        (``marks``: its steps for the position thrown for and the dice): for the throw
        awaited now, or the one the announced move or the dice held in view bring. A board
        calls it on quiet frames, so the throw's first frame in flight finds it all painted."""
        throw = self._next_throw()
        if throw is None:
            return
        state, request, colours = throw
        key = (request, colours, self.tray_rect.size, id(face_renderer))
        if self._throw_ahead is None or self._throw_ahead[0] != key:
            steps = self._throw_steps(state, request, colours, face_renderer, marks)
            self._throw_ahead = (key, steps)
            return  # (finding the throw was this frame's share)
        run_steps(self._throw_ahead[1], until)

    def _throw_steps(self, state: State, request: RollRequest, colours: tuple[Colour, ...],
                     face_renderer: FaceRenderer | None,
                     marks: Callable[[State, Sequence[DieLook]], Iterator[None]] | None
                     ) -> Iterator[None]:
        """``paint_throw_ahead``'s steps: the tray's dice sized, their looks, the painter,
        a step each (made at once they were a step of milliseconds), then the pictures."""
        sizer = DiceTray(self.tray_rect.width, self.tray_rect.height, record_collisions=False)
        yield
        looks = sizer.looks_of(request, colours)
        yield
        renderer = renderer_for(sizer.width, sizer.height, sizer.rim)  # (floor not painted)
        yield
        yield from renderer.throw_ahead(looks, face_renderer)
        if marks is not None:
            yield from marks(state, looks)

    def _next_throw(self) -> tuple[State, RollRequest, tuple[Colour, ...]] | None:
        """The position, request and colours of the next throw in the tray, if known (none
        with calm dice: they are never thrown in the tray)."""
        if self.ctx.settings.calm:
            return None
        state: State | None = None
        if self.tray is None and self.match.state.to_move == CHANCE:
            state = self.match.state
        else:  # only once worked out (``upcoming_position``): not worked out here, on a
            # frame that may have just learned the move (an AI answer read, dice at rest)
            upcoming, known = self.upcoming(), self._worked_out
            if upcoming is not None and known is not None and known[0] is self.match.state \
                    and known[1] is upcoming:
                state = known[2]
        if state is None or state.is_over or state.to_move != CHANCE:
            return None
        asked = self._next_request
        if asked is None or asked[0] is not state:
            request = state.roll_request()
            thrown = not any(die.kind in UNTHROWN for die in request.dice)
            asked = self._next_request = (
                state, (state, request, tuple(self.colours(state) or ())) if thrown else None)
        return asked[1]

    def _roll_request(self) -> RollRequest:
        """The current position's roll request, worked out once per position (asked many
        times a frame: whether a throw is awaited, what to throw)."""
        state = self.match.state
        if self._request is None or self._request[0] is not state:
            self._request = (state, state.roll_request())
        return self._request[1]

    def awaiting_throw(self) -> bool:
        """A human seat's dice wait for that player's throw."""
        state = self.match.state
        if self.match.is_over or state.to_move != CHANCE or self.tray is not None:
            return False
        if self.ctx.settings.auto_throw:
            return False
        request = self._roll_request()
        if request.seat is None or any(d.kind in UNTHROWN for d in request.dice):
            return False
        if not 0 <= request.seat < len(self.match.seats):
            return False
        return not self.match.seats[request.seat].is_ai

    def set_tray_rect(self, rect: pygame.Rect) -> None:
        """Where the tray goes; a running throw keeps its size until it settles."""
        if rect.size != self.tray_rect.size or not self._prepared:
            # Held while the board is open: its floor is not painted again on a throw.
            hold_floor(self, DiceTray(rect.width, rect.height).prepare_drawing())
            if not self._prepared:  # the dice's sounds too, not on the first collision's frame
                try:
                    sound_service(self.ctx)
                except (ImportError, pygame.error):
                    pass
            self._prepared = True
        self.tray_rect = pygame.Rect(rect)

    # ---------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        self._frame_began = time.thread_time()
        if self.match.is_over:
            self.tray = None
            self.ai_ticket = self.ai_due = None
            self.pending = None
            return
        state = self.match.state
        if self.pending is not None:
            self._update_pending(dt)
        elif state.to_move == CHANCE:
            self._update_roll(dt)
        elif self.match.is_ai_to_move():
            self._update_ai(dt)

    def throw(self, drag: tuple[float, float] | None = None) -> bool:
        """The human's throw (button, key or a drag of ``drag`` pixels across the tray)."""
        if not self.awaiting_throw():
            return False
        self._start_throw(drag)
        return True

    def start_due_throw(self) -> None:
        """Start now the throw the next frame would start by itself (a board calls it as it
        opens, so setting up the dice is part of opening, not of its first frame); nothing
        when no such throw is due (a human's, a space roll, instant animations)."""
        state = self.match.state
        if (self.match.is_over or self.tray is not None or self.pending is not None
                or state.to_move != CHANCE or self.ctx.settings.instant
                or self.awaiting_throw()):
            return
        if any(die.kind in UNTHROWN for die in self._roll_request().dice):
            return
        self._start_throw(None, staged=False)

    def throw_for_picture(self, seconds: float) -> bool:
        """Throw the dice the state waits for, whoever's they are and whatever the animation
        setting, and let them fly ``seconds``: a picture of a roll under way (the gallery).
        False when no thrown roll is due."""
        state = self.match.state
        if self.match.is_over or state.to_move != CHANCE:
            return False
        request = self._roll_request()
        if any(die.kind in UNTHROWN for die in request.dice):
            return False
        self.tray = DiceTray(self.tray_rect.width, self.tray_rect.height)
        self.tray.throw(request, self.match.roll_seed(), self.colours(state))
        self.hold = 0.0
        self._exact_picture = True  # (no frame to keep smooth: no stand-ins)
        for _ in range(round(seconds * 60)):
            self.tray.step(1 / 60)
        return True

    def skip(self) -> bool:
        """Finish the current animation now (a click); True when there was one."""
        if self.pending is not None:
            self.pending_left = 0.0
            return True
        if self.tray is not None and not self.tray.settled:
            self.tray.run_to_rest()
            self.hold = SETTLED_HOLD * 0.5
            return True
        return False

    def _update_pending(self, dt: float) -> None:
        speed = self.ctx.settings.speed
        self.pending_left = self.pending_left - dt * speed if speed > 0 else 0.0
        if self.pending_left <= 0 and self.pending is not None:
            action, self.pending = self.pending, None
            self._apply(action)

    def _update_roll(self, dt: float) -> None:
        request = self._roll_request()
        speed = self.ctx.settings.speed
        if any(die.kind in UNTHROWN for die in request.dice):
            self._update_space_roll(request, dt * speed)
            return
        if self.tray is None:
            if self.awaiting_throw():
                return
            if self.ctx.settings.calm:
                self._apply(quick_roll(request, self.match.roll_seed(),
                                       faces=self._scripted_faces()))
                return
            self._start_throw(None)
            if self.tray is None:
                return
        if self.tray.building:
            if self._thrown_this_frame:
                # The frame a throw starts on paints the board anew for it (its picture
                # shows the dice in the air): its dice are built from the next frame on.
                self._thrown_this_frame = False
                return
            self.tray.build(THROW_BUILD_BUDGET)
            return
        if not self.tray.settled:
            self.tray.step(dt * speed)
            self._play_sounds()
            return
        self.hold += dt * speed
        if self.hold >= SETTLED_HOLD:
            roll = self.upcoming() or self.tray.result()
            ox, oy = self.tray_rect.topleft
            self.last_tray_positions = [(ox + d.x, oy + d.y) for d in self.tray.dice]
            self.tray = None
            self._apply(roll)

    def _start_throw(self, drag: tuple[float, float] | None, staged: bool = True) -> None:
        request = self._roll_request()
        seed, origin = gesture_throw(self.match.roll_seed(), drag)
        if drag is None and request.seat not in (None, self.bottom_seat()):
            origin = "top"
        self.last_tray_positions = []
        faces = self._scripted_faces()
        if self.ctx.settings.calm:
            self.tray = None
            self._apply(quick_roll(request, seed, faces=faces))
            return
        self.tray = DiceTray(self.tray_rect.width, self.tray_rect.height)
        self._exact_picture = False
        self.tray.throw(request, seed, self.colours(self.match.state), origin=origin,
                        faces=faces, staged=staged)
        self._thrown_this_frame = self.tray.building
        self.hold = 0.0

    def _scripted_faces(self) -> tuple[int | str, ...] | None:
        return self.script.faces(self.match.state) if self.script is not None else None

    def _update_space_roll(self, request: RollRequest, dt: float) -> None:
        """A random board space: no tray, the same seed rule as every roll (replays agree)."""
        self.tray = None
        self.space_wait += dt
        if not self.ctx.settings.calm and self.space_wait < SPACE_HOLD:
            return
        self.last_tray_positions = []
        faces = self._scripted_faces()
        ahead = self._space_roll_ahead()
        self.space_wait = 0.0
        self._apply(Roll(values=tuple(faces)) if faces is not None else ahead
                    or seeded_roll(request, random.Random(self.match.roll_seed())))

    def _play_sounds(self) -> None:
        events = self.tray.collision_events() if self.tray is not None else []
        if not events:
            return
        try:
            sounds = sound_service(self.ctx)
        except (ImportError, pygame.error):
            return
        sounds.volume = self.ctx.settings.volume_of("dice")
        sounds.play(events)

    def _update_ai(self, dt: float) -> None:
        scripted = self.script.move(self.match.state) if self.script is not None else None
        if scripted is not None:
            self._announce(scripted)
            return
        worker = ai_service(self.ctx)
        seat = self.match.seat_of_turn()
        assert seat is not None
        if self.ai_ticket != self.match.version:
            self.ai_ticket, self.ai_due = self.match.version, None
            self.ai_wait = 0.0
            self.ai_answer = None
            level = self.match.seats[seat].level
            seed = random.Random(self.match.roll_seed()).randrange(2**31)
            worker.submit(self.match.info.game_id, self.match.state, level, seed,
                          self.ai_ticket, line=self.match.actions)
        self.ai_wait += dt
        if self.ai_answer is None:
            try:
                answer = worker.poll()
            except AIError as error:
                # Worker and its in-thread fallback both failed: never stall the game.
                self.ctx.toast(f"The AI stumbled ({error}); it plays a random move.", 4,
                               error=True)
                legal = self.match.state.legal_actions()
                answer = (self.ai_ticket, random.Random(self.ai_ticket).choice(legal))
            if answer is not None and answer[0] == self.ai_ticket:
                self.ai_answer = answer[1]
                if self.ctx.settings.speed > 0:
                    # Announced on the next frame: reading a large answer (a monster's
                    # drawing) and painting its announcement are each a frame's work.
                    return
        speed = self.ctx.settings.speed
        delay = 0.0 if speed == 0 else AI_MIN_DELAY / speed
        if self.ai_answer is not None and self.ai_wait >= delay:
            action = self.ai_answer
            self.ai_answer = None
            self.ai_ticket = None
            self._announce(action)

    def _announce(self, action: Action) -> None:
        """Show the opponent's move (the AI's, or a lesson's scripted one) before it happens;
        at once when animations are instant."""
        if self.ctx.settings.speed == 0:
            self._apply(action)
            return
        self.pending = action
        self.pending_left = CAPTION_TIME
        if self.on_announce is not None:
            self.on_announce(action)

    def _apply(self, action: Action) -> None:
        before = self.match.state
        known = self._worked_out
        self._worked_out = None
        worked_out = (known[0], known[2]) if known is not None and known[1] is action else None
        try:
            self.match.apply(action, worked_out)
        except IllegalAction as error:  # a stale answer: ask again next frame
            self.ctx.toast(f"Skipped an out-of-date move ({error}).", 3, error=True)
            return
        if isinstance(action, Roll):
            self.last_roll = action
        if self.on_applied is not None:
            self.on_applied(action, before)
        match = self.match
        self.ai_due = (match.version if not match.is_over and match.state.to_move != CHANCE
                       and match.is_ai_to_move() else None)

    def reset(self) -> None:
        """Forget in-flight work (after undo or load)."""
        self.tray = None
        self.ai_ticket = self.ai_due = None
        self.ai_answer = None
        self.pending = None
        worker = self.ctx.services.get("ai")
        if worker is not None:
            worker.cancel()

    def draw_tray(self, surface: pygame.Surface, face_renderer=None) -> None:
        if self.tray is None:
            return
        began, self._frame_began = self._frame_began, None
        until = time.thread_time() + SPRITE_PAINT_BUDGET
        if self._exact_picture:
            until = math.inf
        elif began is not None:
            until = min(until, began + ROLLING_FRAME_SHARE)
        self.tray.draw(surface, self.tray_rect.topleft, face_renderer, until)
