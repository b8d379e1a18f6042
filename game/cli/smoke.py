"""``--smoke``: open the real window, start an AI-vs-AI 66d6 match, render frames, exit 0.

Used to prove a build works on a machine without Python: it touches the fonts, the sounds, the
physics tray, the AI worker process and the board scene.
"""

from __future__ import annotations

import argparse
import time


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game --smoke")
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--first-frame", action="store_true",
                        help="print 'first-frame' once the menu is on screen, then exit")
    args = parser.parse_args(argv)
    if args.first_frame:
        from game.app import App

        app = App(size=(1280, 720))
        app.start()
        app.frame(0.016)
        print("first-frame", flush=True)
        app.shutdown()
        return 0

    from engine import get_game
    from game.app import App
    from game.match import Match, Seat
    from scenes.registry import open_match

    app = App(size=(1280, 720))
    app.start()
    app.frame(0.016)
    match = Match(get_game("66d6"), {}, [Seat("ai", "easy"), Seat("ai", "easy")], seed=7)
    open_match(app.ctx, match)
    frames = 0
    deadline = time.monotonic() + 60
    try:
        # Render the requested frames, then keep going until the AI worker has played a move
        # (set-up rolls are the first two actions), so a build that cannot start it fails.
        while app.ctx.running and time.monotonic() < deadline and (
                frames < args.frames or len(match.actions) < 3):
            app.frame(1 / 60)
            frames += 1
            if frames > args.frames:
                time.sleep(0.01)
    finally:
        actions = len(match.actions)
        app.shutdown()
    if actions < 3:
        print(f"smoke failed: only {actions} actions after {frames} frames")
        return 1
    print(f"smoke ok frames={frames} actions={actions}")
    return 0
