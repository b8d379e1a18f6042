"""Lab tool: how often one ``Match.apply`` walks back into a file it had already left.

``python -m game.cli.apply_walk [GAME ...] [--moves N] [--seed S]`` plays the first N actions of
a seeded game of random moves per game and traces each ``Match.apply`` (the log line included):
every time the running code passes into a file of the project it had entered and left before
in that same apply, that is one *return*. Prints per game the returns of the first decision
that is not a roll, their mean over all N actions and the most in one action; ``--detail N``
adds the N pairs of files the walks go back and forth between most.

Why it matters: a reader following one move through the code has to come back to each such
file; a state that delegates to its rules which call back into the state is a walk of returns.
"""

from __future__ import annotations

import functools
import random
import statistics
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

import engine  # noqa: F401 - registers every game
from engine.core import CHANCE, Action, all_games, get_game
from engine.dice import roll
from game.cli.arguments import ToolParser, between, refusing
from game.match import Match, Seat

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tuple(str(ROOT / folder) for folder in ("engine", "game", "scenes"))


def count_returns(call: Callable[[], Any], steps: Counter[tuple[str, str]] | None = None
                  ) -> int:
    """The returns to an already-left project file while ``call`` runs (files outside the
    project, the standard library, do not count as leaving); each one is also counted in
    ``steps`` as (the file left, the file returned to) when given."""
    visited: set[str] = set()
    current: list[str] = [""]
    returns = 0

    def enter(filename: str) -> None:
        nonlocal returns
        if not filename.startswith(PROJECT) or filename == current[0]:
            return
        if filename in visited:
            returns += 1
            if steps is not None:
                steps[(_short(current[0]), _short(filename))] += 1
        visited.add(filename)
        current[0] = filename

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            enter(frame.f_code.co_filename)
        elif event == "return" and frame.f_back is not None:
            enter(frame.f_back.f_code.co_filename)

    sys.setprofile(profile)
    try:
        call()
    finally:
        sys.setprofile(None)
    return returns


def _short(filename: str) -> str:
    return str(Path(filename).relative_to(ROOT)) if filename.startswith(str(ROOT)) else filename


def walk(game_id: str, moves: int, seed: int, steps: Counter[tuple[str, str]] | None = None
         ) -> tuple[int, float, int]:
    """(returns of the first decision, mean returns per action, most in one action); the
    returns of every action counted in ``steps`` by the pair of files when given."""
    info = get_game(game_id)
    match = Match(info, info.default_options(),
                  [Seat("human")] * int(info.default_options().get("seats", info.min_seats)),
                  seed=seed)
    rng = random.Random(seed)
    counts: list[int] = []
    first: int | None = None
    for _ in range(moves):
        state = match.state
        if state.is_over:
            break
        if state.to_move == CHANCE:
            action: Action = roll(state.roll_request(), rng)
        else:
            action = rng.choice(state.legal_actions())
        count = count_returns(functools.partial(match.apply, action), steps)
        counts.append(count)
        if first is None and state.to_move != CHANCE:
            first = count
    return first or 0, statistics.fmean(counts), max(counts)


@refusing("python -m game.cli.apply_walk")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game.cli.apply_walk")
    parser.add_argument("games", nargs="*")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--detail", type=int, default=0,
                        help="also list the N pairs of files walked back and forth most")
    args = parser.parse_args(argv)
    between("--moves", args.moves, 1, 100_000)
    games = args.games or [info.game_id for info in all_games()]
    for game_id in games:
        steps: Counter[tuple[str, str]] = Counter()
        first, mean, most = walk(game_id, args.moves, args.seed, steps)
        print(f"{game_id:14} first decision {first:3}  mean {mean:6.1f}  most {most:3}"
              f"  (returns to a file already left, over {args.moves} actions)")
        for (left, back), count in steps.most_common(args.detail):
            print(f"    {count:6}  {left} -> {back}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
