"""``keyplay GAME --seed S``: a whole game against Easy played by key presses alone.

The key player (``game.key_player``) starts at the main menu, opens the game's set-up, seats
itself against Easy and plays to the end with key events only (it never clicks and never
touches the match), choosing among the focus targets with a random generator seeded by
``--seed``; the match's dice seed comes from ``--seed`` too, so a seed plays the same game
(apart from the AI's time-capped thinking). Prints one result line with the number of key
presses; exit 1 when the game could not be finished by keys.
"""

from __future__ import annotations

import random
import time
from types import SimpleNamespace

import game.match
from game.app import App
from game.cli.arguments import ToolParser, known_game, refuse, refusing
from game.key_player import KeyPlayer, KeyPlayError
from scenes.registry import playable_games


@refusing("python -m game keyplay")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game keyplay")
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="LABEL=VALUE",
                        help="set a set-up choice by keys first, e.g. \"Match=Single game\"")
    args = parser.parse_args(argv)
    options = {}
    for item in args.option:
        label, sep, value = item.partition("=")
        if not sep or not label or not value:
            refuse(f"--option {item!r}: write it as LABEL=VALUE, e.g. \"Match=Single game\"")
        options[label] = value
    info = known_game(args.game, [i.game_id for i in playable_games()], "playable")
    seeds = random.Random(args.seed)
    game.match.random = SimpleNamespace(SystemRandom=lambda: seeds)  # type: ignore[assignment]
    app = App(size=(1280, 720))
    app.ctx.settings.animation = "instant"
    started = time.perf_counter()
    try:
        app.start()
        app.frame(1 / 60)
        player = KeyPlayer(app, args.seed)
        player.open_game(info.title, options)
        result = player.play()
    except KeyPlayError as error:
        print(f"keyplay {info.game_id} seed={args.seed} failed: {error}")
        return 1
    finally:
        app.shutdown()
    print(f"keyplay {info.game_id} seed={args.seed} result={result.title!r} "
          f"key_presses={result.presses} actions={result.actions} "
          f"seconds={time.perf_counter() - started:.1f}")
    return 0
