"""Keeps a match moving when no human is choosing: throws the dice and fetches AI decisions.

Board scenes own one ``MatchDriver``. Each frame it looks at whose move it is:
- CHANCE: the request is thrown in the physics tray (or, with instant animations, the same
  physics runs headless in one go); the settled faces become the ``Roll`` action. A request with
  a "space" die (faces are board spaces, e.g. where a new piece appears) is no physical die: it
  is answered from the match's roll seed after a short pause, and the board shows where it lands;
  so is a coin or lot (Daemon Dice's initiative tie-break), which has no physical die either.
- an AI seat: the state goes to the AI worker process; its answer is applied after a short
  minimum delay so a person can follow what the AI does.
Everything still reaches the game through ``Match.apply``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pygame

from engine.core import CHANCE, Action, IllegalAction, Roll, RollRequest, State
from game.ai.worker import AIError
from game.match import Match

AI_MIN_DELAY = 0.75  # seconds an AI decision stays "thinking" at normal speed
SETTLED_HOLD = 0.8  # seconds the settled dice stay in view before they take effect
SPACE_HOLD = 0.35  # seconds between random placements, so each new piece can be seen landing
SPACE_DIE = "space"  # DieSpec.kind of a die whose faces are board spaces (never thrown)
UNTHROWN = (SPACE_DIE, "coin", "lot")  # kinds answered from the seed, not thrown in the tray


def ai_service(ctx):
    worker = ctx.services.get("ai")
    if worker is None:
        from game.ai.worker import AIWorker

        worker = ctx.services["ai"] = AIWorker()
    return worker


def sound_service(ctx):
    sounds = ctx.services.get("sounds")
    if sounds is None:
        from game.tray.sounds import TraySounds

        sounds = ctx.services["sounds"] = TraySounds(ctx.settings.effective_volume)
    return sounds


class MatchDriver:
    def __init__(self, ctx, match: Match,
                 colours: Callable[[State], Sequence[tuple[int, int, int]] | None]) -> None:
        self.ctx = ctx
        self.match = match
        self.colours = colours
        self.tray = None
        self.tray_rect = pygame.Rect(0, 0, 700, 400)
        self.hold = 0.0
        self.space_wait = 0.0
        self.ai_ticket: int | None = None
        self.ai_wait = 0.0
        self.ai_answer: Action | None = None
        self.last_roll: Roll | None = None
        self.on_applied: Callable[[Action, State], None] | None = None
        self.last_tray_positions: list[tuple[float, float]] = []
        self.bottom_seat: Callable[[], int] = lambda: 0

    # ---------------------------------------------------------------- queries
    @property
    def rolling(self) -> bool:
        return self.tray is not None

    @property
    def ai_thinking(self) -> bool:
        return self.ai_ticket is not None

    def set_tray_rect(self, rect: pygame.Rect) -> None:
        """Where the tray goes; a running throw keeps its size until it settles."""
        if rect.size != self.tray_rect.size or not self._prepared:
            from game.tray import DiceTray

            DiceTray(rect.width, rect.height).prepare_drawing()
            self._prepared = True
        self.tray_rect = pygame.Rect(rect)

    _prepared = False

    # ---------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        if self.match.is_over:
            self.tray = None
            self.ai_ticket = None
            return
        state = self.match.state
        if state.to_move == CHANCE:
            self._update_roll(dt)
        elif self.match.is_ai_to_move():
            self._update_ai(dt)

    def _update_roll(self, dt: float) -> None:
        from game.tray import DiceTray, quick_roll

        request = self.match.state.roll_request()
        speed = self.ctx.settings.speed
        if any(die.kind in UNTHROWN for die in request.dice):
            self._update_space_roll(request, dt * speed)
            return
        if self.ctx.settings.instant:
            self.tray = None
            roll = quick_roll(request, self.match.roll_seed())
            self.last_tray_positions = []
            self._apply(roll)
            return
        if self.tray is None:
            self.tray = DiceTray(self.tray_rect.width, self.tray_rect.height)
            origin = "bottom" if request.seat in (None, self.bottom_seat()) else "top"
            self.tray.throw(request, self.match.roll_seed(), self.colours(self.match.state),
                            origin=origin)
            self.hold = 0.0
        if not self.tray.settled:
            self.tray.step(dt * speed)
            self._play_sounds()
            return
        self.hold += dt * speed
        if self.hold >= SETTLED_HOLD:
            roll = self.tray.result()
            ox, oy = self.tray_rect.topleft
            self.last_tray_positions = [(ox + d.x, oy + d.y) for d in self.tray.dice]
            self.tray = None
            self._apply(roll)

    def _update_space_roll(self, request: RollRequest, dt: float) -> None:
        """A random board space: no tray, the same seed rule as every roll (replays agree)."""
        from engine.dice import roll

        self.tray = None
        self.space_wait += dt
        if not self.ctx.settings.instant and self.space_wait < SPACE_HOLD:
            return
        self.space_wait = 0.0
        self.last_tray_positions = []
        self._apply(roll(request, random.Random(self.match.roll_seed())))

    def _play_sounds(self) -> None:
        events = self.tray.collision_events() if self.tray is not None else []
        if not events:
            return
        try:
            sounds = sound_service(self.ctx)
        except (ImportError, pygame.error):
            return
        sounds.volume = self.ctx.settings.effective_volume
        sounds.play(events)

    def _update_ai(self, dt: float) -> None:
        worker = ai_service(self.ctx)
        seat = self.match.seat_of_turn()
        assert seat is not None
        if self.ai_ticket != self.match.version:
            self.ai_ticket = self.match.version
            self.ai_wait = 0.0
            self.ai_answer = None
            level = self.match.seats[seat].level
            seed = random.Random(self.match.roll_seed()).randrange(2**31)
            worker.submit(self.match.info.game_id, self.match.state.to_dict(), level, seed,
                          self.ai_ticket)
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
        speed = self.ctx.settings.speed
        delay = 0.0 if speed == 0 else AI_MIN_DELAY / speed
        if self.ai_answer is not None and self.ai_wait >= delay:
            action = self.ai_answer
            self.ai_answer = None
            self.ai_ticket = None
            self._apply(action)

    def _apply(self, action: Action) -> None:
        before = self.match.state
        try:
            self.match.apply(action)
        except IllegalAction as error:  # a stale answer: ask again next frame
            self.ctx.toast(f"Skipped an out-of-date move ({error}).", 3, error=True)
            return
        if isinstance(action, Roll):
            self.last_roll = action
        if self.on_applied is not None:
            self.on_applied(action, before)

    def reset(self) -> None:
        """Forget in-flight work (after undo or load)."""
        self.tray = None
        self.ai_ticket = None
        self.ai_answer = None
        worker = self.ctx.services.get("ai")
        if worker is not None:
            worker.cancel()

    def draw_tray(self, surface: pygame.Surface, face_renderer=None) -> None:
        if self.tray is None:
            return
        self.tray.draw(surface, self.tray_rect.topleft, face_renderer)
