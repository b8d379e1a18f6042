"""``levels``: do the computer levels mean what they say? The level table of every game.

For each game it plays two seeded series with sides alternating: Normal against Easy (Normal
should win at least 75% of the games) and Hard against Normal (Hard should win at least 60%),
and prints one row per series with the wins, losses, draws, the share and ok/OUT against the
target, under the command line that printed it.

Why a tool of its own: the targets are about the levels of every registered game, so the
table must come from one command that anyone can run again with the same seed, not from
figures gathered by hand from ``selfplay`` runs. Games are played by ``selfplay``'s own
``play_game`` (the same seeds, players and options), so a surprising game can be replayed
there as ``selfplay GAME --players hard,normal --seed S`` from its index.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core import all_games
from game.cli.arguments import ToolParser, refusing, series_counts
from game.cli.selfplay import play_game
from game.cli.series import GameResult
from game.processes import process_context

PAIRINGS: tuple[tuple[str, str, float], ...] = (
    ("normal", "easy", 0.75),
    ("hard", "normal", 0.60),
)
"""(the level that should win, its opponent, the share of games it should win at least)."""


@dataclass(frozen=True)
class Row:
    """One series of the table: ``wins`` of the first level, ``losses``, ``draws``."""

    game: str
    strong: str
    weak: str
    target: float
    wins: int
    losses: int
    draws: int
    errors: int
    seconds: float

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def line(self) -> str:
        verdict = "ok" if self.share >= self.target and not self.errors else "OUT"
        label = f"{self.strong.title()} vs {self.weak.title()}"
        return (f"{self.game:<14} {label:<16} "
                f"{self.games:>5} {self.wins:>5} {self.losses:>6} {self.draws:>5} "
                f"{100 * self.share:>6.1f}% {'>= ' + format(100 * self.target, '.0f') + '%':>7} "
                f"{verdict:>4} {self.seconds:>7.0f} s" + (f"  errors={self.errors}"
                                                          if self.errors else ""))


HEADER = (f"{'game':<14} {'series':<16} {'games':>5} {'wins':>5} {'losses':>6} {'draws':>5} "
          f"{'share':>7} {'target':>7} {'':>4} {'time':>9}")


def _job(job: tuple[str, tuple[str, str], int, int]) -> GameResult:
    game_id, players, seed, index = job
    return play_game(game_id, players, seed, index)


def series(game_id: str, strong: str, weak: str, target: float, games: int, seed: int,
           workers: int, first: int = 1) -> Row:
    """Games ``first``..``games`` of a seeded series of ``strong`` against ``weak`` (sides
    alternate by index; ``first`` > 1 resumes a stopped series with the very same games)."""
    started = time.perf_counter()
    jobs = [(game_id, (strong, weak), seed, i) for i in range(first - 1, games)]
    if workers > 1:
        with process_context().Pool(min(workers, len(jobs))) as pool:
            results = list(pool.imap(_job, jobs))
    else:
        results = [_job(job) for job in jobs]
    return tally(game_id, strong, weak, target, results, time.perf_counter() - started)


def tally(game_id: str, strong: str, weak: str, target: float,
          results: Sequence[GameResult], seconds: float) -> Row:
    """The row of a finished series (winners are indices into (strong, weak))."""
    played = [r for r in results if r.error is None]
    wins = sum(1 for r in played if r.winners == (0,))
    losses = sum(1 for r in played if r.winners == (1,))
    return Row(game_id, strong, weak, target, wins, losses, len(played) - wins - losses,
               len(results) - len(played), seconds)


@refusing("python -m game levels")
def main(argv: list[str]) -> int:
    games_known = sorted(info.game_id for info in all_games())
    parser = ToolParser(prog="python -m game levels",
                        description="The level table: Normal vs Easy and Hard vs Normal, "
                                    "seeded, for one game or all.")
    parser.add_argument("game", choices=(*games_known, "all"), metavar="GAME",
                        help="a game id, or all")
    parser.add_argument("--games", type=int, default=200, help="games per series (200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--first", type=int, default=1, metavar="K",
                        help="start each series at game K (resume a stopped run)")
    parser.add_argument("--only", choices=("normal-easy", "hard-normal"),
                        help="play one of the two series")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return 0 if exit_.code in (0, None) else 2
    series_counts(args.games, args.workers, args.first)
    chosen = games_known if args.game == "all" else [args.game]
    extra = (f" --first {args.first}" if args.first > 1 else "") + (
        f" --only {args.only}" if args.only else "")
    print(f"Command: python -m game levels {args.game} --games {args.games} "
          f"--seed {args.seed} --workers {args.workers}{extra}")
    print("Each series alternates sides game by game; share = games the first level won "
          "(draws count for nobody).")
    print(HEADER, flush=True)
    for game_id in chosen:
        for strong, weak, target in PAIRINGS:
            if args.only and args.only != f"{strong}-{weak}":
                continue
            row = series(game_id, strong, weak, target, args.games, args.seed, args.workers,
                         args.first)
            print(row.line(), flush=True)
    return 0


__all__ = ["PAIRINGS", "Row", "main", "series", "tally"]
