"""``--smoke``: open the real window, start an AI-vs-AI 66d6 match, render frames, exit 0.

Used to prove a build works on a machine without Python: it touches the fonts, the sounds, the
physics tray, the AI worker process and the board scene.
"""

from __future__ import annotations

import argparse


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
    try:
        while frames < args.frames and app.ctx.running:
            app.frame(1 / 60)
            frames += 1
    finally:
        actions = len(match.actions)
        app.shutdown()
    print(f"smoke ok frames={frames} actions={actions}")
    return 0
