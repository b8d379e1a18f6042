"""``bench``'s whole-game figure: every frame of an AI-against-AI game as a person would see it.

Why a whole game: the other frame figures each time one moment (a throw, the AI thinking),
and so miss the frames that cost most, those on which a move is applied (the board and its
panel take the new state, the autosave snapshot is handed to the writer, the AI worker and
the win-chance meter are asked about the new position). Here the real app (``game.app.App``:
events, update, draw, notices, flip) shows the real board scene, opened as the menu opens a
game (so it is autosaved after every action), with the win-chance meter on, at normal
animation pace, one frame every 1/60 s, and every frame is timed: wall time and the main
thread's CPU time (on a shared machine the wall time's tail is mostly other programs' turns;
the AI and the meter think in processes of their own and the autosave in a thread of its own,
so they count in neither figure unless they hold up the frame).

A whole game at normal pace takes minutes, so the game is stopped after ``moves`` actions
(0: played to its end). Each frame is tagged with what happened on it, so the worst frames
can be told apart ("applied", "rolling", "ai", "other").
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import dataclass, field

from engine.core import GameInfo
from game.app import App
from game.match import Match, Seat
from scenes.board.base import BoardScene
from scenes.registry import open_match

FRAME = 1 / 60


@dataclass
class GameFrames:
    """Every frame of one benched game."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    open_wall: float = 0.0
    open_cpu: float = 0.0
    """Opening the board (``open_match``: the first autosave, the workers started), a frame
    of the menu's, timed on its own."""
    actions: int = 0
    finished: bool = False
    seconds: float = 0.0

    def over(self, limit: float) -> dict[str, int]:
        """How many frames took more than ``limit`` seconds of CPU, by what happened on them."""
        counts: dict[str, int] = {}
        for cpu, tag in zip(self.cpu, self.tags, strict=True):
            if cpu > limit:
                counts[tag] = counts.get(tag, 0) + 1
        return counts

    def worst(self, count: int = 3) -> list[tuple[float, float, str]]:
        """The ``count`` slowest frames by CPU time: (wall, CPU, tag)."""
        order = sorted(range(len(self.cpu)), key=self.cpu.__getitem__, reverse=True)
        return [(self.wall[i], self.cpu[i], self.tags[i]) for i in order[:count]]


def load_average() -> str:
    """The machine's 1-minute load average (what else competed for the cores), or "?"."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except (AttributeError, OSError):
        return "?"


def _tag(board: BoardScene, actions_before: int) -> str:
    if len(board.match.actions) != actions_before:
        return "applied"
    if board.driver.rolling:
        return "rolling"
    if board.driver.ai_thinking:
        return "ai"
    return "other"


def play_game(info: GameInfo, options: dict, seats: int, moves: int, seed: int = 21,
              size: tuple[int, int] = (1280, 720)) -> GameFrames:
    """Play AI (normal) against AI at normal pace on the real board; time every frame."""
    app = App(size=size)
    settings = app.ctx.settings
    settings.animation, settings.win_meter, settings.auto_throw = "normal", True, False
    app.start()
    match = Match(info, dict(options), [Seat("ai", "normal")] * seats, seed=seed)
    random.seed(seed)
    frames = GameFrames()
    wall, cpu = time.perf_counter(), time.thread_time()
    open_match(app.ctx, match)
    frames.open_cpu, frames.open_wall = time.thread_time() - cpu, time.perf_counter() - wall
    board = app.ctx.scenes.top
    assert isinstance(board, BoardScene)
    started = time.perf_counter()
    try:
        while not match.is_over and (moves <= 0 or len(match.actions) < moves):
            if app.ctx.scenes.top is not board:  # nothing but the board may be waited on
                break
            before = len(match.actions)
            wall, cpu = time.perf_counter(), time.thread_time()
            app.frame(FRAME)
            frames.cpu.append(time.thread_time() - cpu)
            elapsed = time.perf_counter() - wall
            frames.wall.append(elapsed)
            frames.tags.append(_tag(board, before))
            time.sleep(max(0.0, FRAME - elapsed))
        frames.actions = len(match.actions)
        frames.finished = match.is_over
        frames.seconds = time.perf_counter() - started
    finally:
        app.shutdown()
    return frames


__all__ = ["GameFrames", "load_average", "play_game"]
