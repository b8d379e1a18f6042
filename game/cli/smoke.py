"""``--smoke``: prove a build works, or that one save file opens.

Without a path: open the real window, start an AI-vs-AI 66d6 match, render frames, exit 0. It
touches the fonts, the sounds, the physics tray, the AI worker process and the board scene,
in a temporary data folder (``game.cli.tool_data``): the player's own 66d6 game in progress
and their dice statistics stay as they were.

With a path (``python -m game PATH --smoke``): the file passes the same checks as the Load
screen, its board is drawn for a few frames (nothing is written: the match is not autosaved),
and one line says which game it is and how many actions were replayed; a refused file gives
one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import game.saves as saves
from engine import get_game
from game.app import App
from game.cli.arguments import ToolParser, between, input_file
from game.match import Match, Seat
from scenes.registry import open_match

FILE_FRAMES = 10


def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game --smoke")
    parser.add_argument("path", nargs="?", type=Path, help="a save file to open")
    parser.add_argument("--smoke", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--frames", type=int, default=None)
    args = parser.parse_args(argv)
    if args.frames is not None:
        between("--frames", args.frames, 1, 100_000)
    if args.path is not None:
        input_file("the save", args.path)
        return smoke_file(args.path, args.frames or FILE_FRAMES)
    return smoke_build(args.frames or 240)


def smoke_file(path: Path, frames: int) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        match = saves.load_match(path)
    except saves.SaveError as error:
        print(f"refused: {error}", file=sys.stderr)
        return 2
    app = App(size=(1280, 720))
    crashes = 0
    try:
        app.start()
        open_match(app.ctx, match)
        match.on_change = None  # a check never writes: no autosave from the frames below
        for _ in range(frames):
            app.frame(1 / 60)
        crashes = app.crash_count
    finally:
        app.shutdown()
    if crashes:
        print(f"refused: {path.name} loaded but its board failed to draw (see the log).",
              file=sys.stderr)
        return 2
    print(f"{match.info.game_id} replayed {len(match.actions)} actions from {path.name}")
    return 0


def _ai_thinking(app: App) -> bool:
    """Whether the board on top waits for its AI's answer."""
    driver = getattr(app.ctx.scenes.top, "driver", None)
    return driver is not None and driver.awaiting_answer


def smoke_build(frame_count: int) -> int:
    app = App(size=(1280, 720))
    app.ctx.settings.animation = "fast"  # every part still runs, the first move comes sooner
    app.start()
    app.frame(0.016)
    match = Match(get_game("66d6"), {}, [Seat("ai", "easy"), Seat("ai", "easy")], seed=7)
    open_match(app.ctx, match)
    frames = 0
    deadline = time.monotonic() + 60
    try:
        # Render the requested frames, then keep going until the AI worker has played a move
        # (set-up rolls are the first two actions), so a build that cannot start it fails.
        # Frames step the clock by a sixtieth of a second whatever the time; the loop waits
        # only while the AI thinks, in its own process.
        while app.ctx.running and time.monotonic() < deadline and (
                frames < frame_count or len(match.actions) < 3):
            app.frame(1 / 60)
            frames += 1
            if frames > frame_count and _ai_thinking(app):
                time.sleep(0.01)
    finally:
        actions = len(match.actions)
        app.shutdown()
    if actions < 3:
        print(f"smoke failed: only {actions} actions after {frames} frames")
        return 1
    print(f"smoke ok frames={frames} actions={actions}")
    return 0
