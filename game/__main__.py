"""``python -m game``: the app with no arguments; ``selfplay``, ``bench`` and ``shot`` tools.

The tools run the same engine, scenes and AI as the app; they only skip the window.
"""

from __future__ import annotations

import multiprocessing
import os
import sys

USAGE = """usage:
  python -m game                 start the game
  python -m game --smoke         render a few frames of a real match and exit (build check)
  python -m game selfplay GAME --games N --players P1,P2 --seed S
  python -m game bench           print performance figures
  python -m game shot GAME --seed S --moves K --out FILE.png
  python -m game doodles --count N --seed S --out FILE.png
  python -m game portraits --out FILE.png [--cards]   Death by Dice art contact sheet
"""


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        from game.app import App

        return App().run()
    command, rest = args[0], args[1:]
    if command in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    if command == "--smoke":
        from game.cli.smoke import main as smoke

        return smoke(rest)
    if command == "selfplay":
        from game.cli.selfplay import main as selfplay

        return selfplay(rest)
    if command == "balance":
        from game.cli.balance import main as balance

        return balance(rest)
    if command == "bench":
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.cli.bench import main as bench

        return bench(rest)
    if command == "shot":
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.cli.shot import main as shot

        return shot(rest)
    if command == "doodles":
        from game.cli.doodles import main as doodles

        return doodles(rest)
    if command == "portraits":
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from game.cli.portraits import main as portraits

        return portraits(rest)
    print(f"Unknown command {command!r}.\n\n{USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
