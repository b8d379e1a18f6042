"""``python -m game``: the app; ``python -m game PATH`` opens a save; tools: ``selfplay``,
``bench``, ``shot``, ``monkey``.

The tools run the same engine, scenes and AI as the app; they only skip the window.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import sys
from pathlib import Path

USAGE = """usage:
  python -m game                 start the game
  python -m game PATH            start the game with the save at PATH open
  python -m game PATH --review   ... and its review (win-chance graph, moves, replay)
  python -m game --debug-layout  ... logging every cut text and overlap (outlined in red)
  python -m game PATH --smoke    check that PATH opens: print its game and moves, exit 0 (or 2)
  python -m game --smoke         render a few frames of a real match and exit (build check)
  python -m game selfplay GAME --games N --players P1,P2 --seed S [--record DIR]
  python -m game bench           print performance figures
  python -m game shot GAME --seed S --moves K --out FILE.png
  python -m game monkey --events N --seed S [--scene NAME]   random input on every screen
  python -m game balance death-by-dice|doodle-dice --games N   balance tables
  python -m game balance doodle-dice --house --games N   the same with our balance house rules
  python -m game balance doodle-dice --abilities --games N   what each avatar ability is worth
  python -m game balance doodle-dice --one-die-short --games N   how much one die decides
  python -m game levels GAME|all --games N   Normal vs Easy, Hard vs Normal table
  python -m game tune GAME --games N --fields a,b   tune evaluation weights by self-play
  python -m game doodles --count N --seed S --out FILE.png   procedural doodles sheet
  python -m game portraits --out FILE.png [--cards]   Death by Dice art contact sheet
  python -m game gallery --out DIR [--size WxH] [--vision V] [--text-size P]   every screen
                                 pictured (in a colour-blind palette, a text size); cut texts and
                                 overlaps listed (exit 1 when there are any)
  python -m game colours [--vision V]   closest rule colours per colour vision (CIEDE2000),
                                 usual colours and the colour-blind palettes
  python -m game contract --games N --seed S [--game ID]   the engine contract in every rule
                                 combination: round trips, violations, AI fallbacks
  python -m game analyse PATH... [--json]   every decision graded, luck and each seat's
                                 ledger (win-chance points)
  python -m game tutorial GAME --auto   play the game's Learn to play lesson through, headless
  python -m game calibrate GAME|all --games N --seed S [--into DIR]   each AI level's error
                                 rate: the analysis's grading table (--into: kept, resumable)
  python -m game keyplay GAME --seed S   a whole game against Easy by key presses alone:
                                 the result and the number of presses

Every tool (and --smoke) works in a fresh temporary data folder, never the player's own;
add --data DIR to give it one.
"""

COMMANDS = ("selfplay", "balance", "levels", "tune", "bench", "shot", "monkey", "doodles",
            "portraits", "gallery", "contract", "colours", "analyse", "calibrate", "tutorial",
            "keyplay")
"""Tools: each is ``game/cli/<name>.py`` with a ``main(args) -> int``. Why a list and not a
chain of ifs: a new tool is one module and one word here."""
HEADLESS = ("bench", "shot", "monkey", "doodles", "portraits", "gallery", "colours", "tutorial",
            "keyplay")
"""Tools that draw off screen only."""
SEEDED_SERIES = ("selfplay", "balance", "levels", "tune", "calibrate")
"""Tools whose games must replay from their seeds: their AI plays without a time cap
(``game.ai.planners.UNTIMED``), in their worker processes too."""


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _streams() -> None:
    """A windowed build has no terminal: give print() somewhere harmless to write."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def _run_app(path: Path | None, review: bool = False) -> int:
    """The windowed app (with a save open, and its review when ``review``); a failure at start
    is logged, not a traceback."""
    import logging

    try:
        # The first picture before the heavy imports (every game, the AI, the tray):
        # ``game.splash`` imports none of them.
        from game.settings import load_settings_with_notice
        from game.splash import display_problem, show_first_picture

        problem = display_problem()
        if problem is not None:
            print(problem, file=sys.stderr)
            return 2
        loaded = load_settings_with_notice()
        show_first_picture(loaded[0])
        from game.app import App

        app = App(loaded=loaded)
        app.start()
        if path is not None:
            app.open_save(path, review)
        return app.run()
    except Exception as error:  # scenes are guarded by the app; this is start-up itself
        logging.getLogger("game").exception("the app could not start")
        print(f"Dice Pandemonium could not start: {type(error).__name__}: {error}"[:300],
              file=sys.stderr)
        return 1


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()
    _streams()
    args = list(sys.argv[1:] if argv is None else argv)
    if "--debug-layout" in args:
        args.remove("--debug-layout")
        import scenes.layout_log as layout_log

        layout_log.enable(True, to_log=True)
    if not args:
        return _run_app(None)
    command, rest = args[0], args[1:]
    if command in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    if command == "--smoke" and rest == ["--first-frame"]:
        from game.cli.first_frame import main as first_frame

        return first_frame()
    if command == "--smoke" or (command in COMMANDS) or (
            not command.startswith("-") and "--smoke" in rest):
        from game.cli.arguments import run_tool

        return run_tool(f"python -m game {command}", _tool, args)
    if not command.startswith("-") and (command.endswith(".json") or Path(command).exists()):
        return _run_app(Path(command), "--review" in rest)
    print(f"Unknown command {command!r}, and no save file of that name "
          "(python -m game --help lists the tools).", file=sys.stderr)
    return 2


def _tool(args: list[str]) -> int:
    """A tool (or a smoke check) in its own data folder (``game.cli.tool_data``)."""
    from game.cli.tool_data import take_data_flag, tool_data_folder
    from game.lab import LAB_COMMANDS, checkout_only

    args, named = take_data_flag(args)
    command, rest = args[0], args[1:]
    with tool_data_folder(named):
        if command == "--smoke":
            from game.cli.smoke import main as smoke

            return smoke(rest)
        if command not in COMMANDS:  # PATH --smoke: check one save file
            from game.cli.smoke import main as smoke

            return smoke([command, *rest])
        if command in LAB_COMMANDS and getattr(sys, "frozen", False):
            print(checkout_only(command), file=sys.stderr)
            return 2
        if command in HEADLESS:
            _headless()
        # Lazy on purpose: each tool pulls in only what it needs (start-up stays fast).
        if command in SEEDED_SERIES:
            from game.ai.planners import UNTIMED

            os.environ.setdefault(UNTIMED, "1")
        tool = importlib.import_module(f"game.cli.{command}")
        return tool.main(rest)


if __name__ == "__main__":
    sys.exit(main())
