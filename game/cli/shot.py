"""``shot GAME --seed S --moves K --out FILE.png``: a real screen of a seeded game.

``--view board`` (default) is the board after K moves (by default the game's own
``BenchSpec.shot_moves``); ``--view outcome`` plays on from there through the board scene until
a roll or fight leaves its outcome card, and pictures that; ``--view setup`` is the game's
set-up screen (``--option KEY=VALUE`` changes a set-up option, e.g. ``draft=1``). The
README's pictures are made with it.
"""

from __future__ import annotations

from pathlib import Path

import pygame

import game.pygame_session as pygame_session
from engine.core import GameInfo
from game.ai.players import PLAYER_NAMES
from game.cli.arguments import (
    ToolParser,
    between,
    known_game,
    output_file,
    parse_options,
    refuse,
    refusing,
    window_size,
)
from game.cli.headless import advance, seeded_actions, seeded_match
from game.settings import Settings
from scenes.base import SceneManager
from scenes.board.cards import OUTCOME
from scenes.context import AppContext
from scenes.registry import board_scene_for, playable_games, setup_scene_for

DEFAULT_MOVES = 80
"""Moves played before the picture when a game declares no ``shot_moves``."""
MAX_MOVES = 100_000


def default_moves(info: GameInfo) -> int:
    return info.bench.shot_moves if info.bench is not None else DEFAULT_MOVES


@refusing("python -m game shot")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game shot")
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=None,
                        help="actions played before the picture (default: the game's own)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 1280x720")
    parser.add_argument("--player", default="greedy", help="who makes the moves (random, greedy)")
    parser.add_argument("--view", choices=("board", "outcome", "setup"), default="board",
                        help="what to picture (default: the board)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="change a set-up option, e.g. draft=1 (repeatable)")
    args = parser.parse_args(argv)
    info = known_game(args.game, [i.game_id for i in playable_games()], "playable")
    width, height = window_size(args.size)
    if args.moves is not None:
        between("--moves", args.moves, 0, MAX_MOVES)
    if args.player not in PLAYER_NAMES:
        refuse(f"--player takes {', '.join(PLAYER_NAMES)}, not {args.player!r}")
    output_file("--out", args.out)
    try:
        options = parse_options(info, args.option, 2)
    except ValueError as error:
        refuse(str(error))

    pygame_session.begin()
    screen = pygame.display.set_mode((width, height))
    ctx = AppContext(settings=Settings(animation="instant"), scenes=SceneManager(),
                     size=(width, height))
    if args.view == "setup":
        ctx.scenes.push(setup_scene_for(ctx, info))
        shown = "set-up"
    else:
        match = seeded_match(info, args.seed, options=options)
        advance(match, default_moves(info) if args.moves is None else args.moves, args.seed,
                args.player)
        scene = board_scene_for(ctx, match)
        ctx.scenes.push(scene)
        if args.view == "outcome":
            _play_to_an_outcome(scene, match, args.seed, args.player)
        scene.over_shown = True  # a screenshot shows the board, not the game-over dialog
        scene.snap_pieces()  # boards that animate pieces put them straight onto their places
        shown = f"moves={len(match.actions)}"
    ctx.scenes.draw(screen)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(screen, str(args.out))
    print(f"shot {info.game_id} {args.view} seed={args.seed} {shown} -> {args.out}")
    pygame_session.end()
    return 0


def _play_to_an_outcome(scene, match, seed: int, player: str, limit: int = 400) -> None:
    """Apply the seeded game's next actions through the board until one leaves an outcome
    card (a roll's result, a fight's winner), so the picture shows it as a player sees it."""
    actions = seeded_actions(match, seed + 1, player)
    for _ in range(limit):
        action = next(actions, None)
        if action is None or not scene.apply(action):
            return
        if scene.card is not None and scene.card.kind == OUTCOME:
            return
