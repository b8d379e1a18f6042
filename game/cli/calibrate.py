"""``calibrate GAME|all --games N --seed S [--workers W]``: the grading and rating table of
``game.analysis.table``, measured from the AI levels playing each other.

Game ``i`` of a game's series seats the pair ``PAIRS[i % 3]`` (sides alternate as in
``selfplay``), so every level plays two of every three games, against each of the others. Each
game is played and recorded as ``selfplay --record`` does, then analysed; every seat's graded
decisions count for the level that played it.

Printed per game: each level's games, decisions, mean error rate (win-chance points lost per
decision) and the band the current table gives it; the mean absolute ledger residual and
luck; then the table's entries measured here, ready to be copied into ``table.py``:

* ``LEVEL_ERROR``: each level's mean error rate;
* ``GRADE_LIMITS``: the losses from which a choice is an inaccuracy, a mistake, a blunder,
  cut at fixed shares of all the levels' costly choices (``LIMIT_SHARES``).
"""

from __future__ import annotations

import functools
import multiprocessing
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import engine  # noqa: F401  (registers every game, in pool workers too)
from engine.core import all_games
from game.ai.planners import LEVEL_NAMES
from game.analysis import analyse
from game.analysis.table import BANDS, rating
from game.cli.arguments import ToolParser, between, known_game, refusing, series_counts
from game.cli.record import play_recorded, record_path
from game.saves import match_from_bytes

PROG = "python -m game calibrate"
PAIRS = (("easy", "normal"), ("normal", "hard"), ("hard", "easy"))
LIMIT_SHARES = (0.75, 0.9, 0.97)
"""Of all decisions that cost something (``COSTLY`` points or more), the shares below the
inaccuracy, mistake and blunder limits."""
COSTLY = 0.1


@dataclass
class Tally:
    """One game's measured figures, level by level."""

    games: dict[str, int] = field(default_factory=dict)
    losses: dict[str, list[float]] = field(default_factory=dict)
    residuals: list[float] = field(default_factory=list)
    lucks: list[float] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    errors: int = 0


def play_and_analyse(job: tuple[str, tuple[str, ...], int, int], folder: Path
                     ) -> tuple[list[tuple[str, list[float], float, float]], float, str | None]:
    """One game of the series: played, recorded, analysed; per seat (level, losses,
    residual, luck), the analysis time, and an error if the game failed."""
    game_id, players, seed, index = job
    result = play_recorded((game_id, players, seed, index, None, {}), folder)
    if result.error is not None:
        return [], 0.0, result.error
    path = record_path(folder, game_id, seed, index)
    match = match_from_bytes(path.read_bytes(), path.name)
    path.unlink()
    started = time.perf_counter()
    analysis = analyse(match)
    seconds = time.perf_counter() - started
    seats = []
    for report in analysis.seats:
        losses = [d.loss for d in analysis.decisions if d.seat == report.seat]
        seats.append((report.player, losses, report.ledger.residual, report.luck))
    return seats, seconds, None


def mean_size(values: list[float]) -> float:
    return sum(abs(x) for x in values) / len(values) if values else 0.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def half_points(value: float) -> float:
    return max(0.5, round(value * 2) / 2)


def report(game_id: str, tally: Tally, games: int, seed: int) -> list[str]:
    lines = [f"calibrate {game_id} games={games} seed={seed} errors={tally.errors}"]
    rates: dict[str, float] = {}
    for level in LEVEL_NAMES:
        losses = tally.losses.get(level, [])
        rates[level] = sum(losses) / len(losses) if losses else 0.0
        lines.append(f"  {level:7} games={tally.games.get(level, 0):3} "
                     f"decisions={len(losses):5} error_rate={rates[level]:.3f} "
                     f"rating={rating(game_id, rates[level])}")
    ordered = rates["hard"] < rates["normal"] < rates["easy"]
    lines.append(f"  ordered Hard < Normal < Easy: {'yes' if ordered else 'NO'}; "
                 f"mean |residual| {mean_size(tally.residuals):.2f}; "
                 f"mean |luck| {mean_size(tally.lucks):.2f}; "
                 f"longest analysis {max(tally.seconds, default=0.0):.2f} s")
    costly = [x for losses in tally.losses.values() for x in losses if x >= COSTLY]
    limits = tuple(half_points(percentile(costly, share)) for share in LIMIT_SHARES)
    lines.append(f'  table: "{game_id}": {limits},  LEVEL_ERROR "{game_id}": '
                 + "{" + ", ".join(f'"{lv}": {rates[lv]:.2f}' for lv in LEVEL_NAMES) + "}")
    return lines


@refusing(PROG)
def main(argv: list[str]) -> int:
    parser = ToolParser(prog=PROG, description="Measure each AI level's error rate per game "
                        "(the analysis's grading and rating table).")
    parser.add_argument("game", metavar="GAME", help="game id, or all")
    parser.add_argument("--games", type=int, default=9, help="games per game (default 9)")
    parser.add_argument("--seed", type=int, default=1, help="series seed (default 1)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args(argv)
    games = [g.game_id for g in all_games()] if args.game == "all" else [
        known_game(args.game).game_id]
    series_counts(args.games, args.workers)
    between("--seed", args.seed, 0, 2**31 - 1)
    folder = Path(tempfile.mkdtemp(prefix="calibrate-"))
    try:
        for game_id in games:
            tally = Tally()
            jobs = [(game_id, PAIRS[i % len(PAIRS)], args.seed, i) for i in range(args.games)]
            run = functools.partial(play_and_analyse, folder=folder)
            if args.workers > 1:
                with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
                    results = list(pool.imap(run, jobs))
            else:
                results = [run(job) for job in jobs]
            for (_, players, _, index), (seats, seconds, error) in zip(jobs, results,
                                                                      strict=True):
                if error is not None:
                    tally.errors += 1
                    print(f"calibrate {game_id} game {index + 1} failed:\n{error}",
                          file=sys.stderr)
                    continue
                tally.seconds.append(seconds)
                for level in set(players):
                    tally.games[level] = tally.games.get(level, 0) + 1
                for level, losses, residual, luck in seats:
                    tally.losses.setdefault(level, []).extend(losses)
                    tally.residuals.append(residual)
                    tally.lucks.append(luck)
            print("\n".join(report(game_id, tally, args.games, args.seed)), flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"bands, best first: {', '.join(BANDS)}")
    return 0
