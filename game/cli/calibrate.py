"""``calibrate GAME|all --games N --seed S [--into DIR] [--workers W]``: the grading and
rating table of ``game.analysis.table``, measured from the AI levels playing each other.

Game ``i`` of a game's series seats the pair ``PAIRS[i % 3]`` (sides alternate as in
``selfplay``), so every level plays two of every three games, against each of the others. Each
game is played and recorded as ``selfplay --record`` does, then analysed; every seat's graded
decisions count for the level that played it.

**Resumable.** With ``--into DIR`` every played game is kept (``DIR/games``) and each finished
game's figures are appended to ``DIR/results.jsonl`` as it completes, one line a game. A rerun
with the same seed continues where the last one stopped: a game with figures from its game's
current judge (``judge_version``) is not touched, a kept game whose judge has changed since is
analysed again without being played again, and only the missing games are played. With
``all`` the games are taken round by round (game 1 of every game, then game 2, ...), so a
series cut short is still even across the games. Why: a 50-game series of every game takes
many hours of one niced process on a shared machine, so it runs in the background across
sessions.

Printed per game, from whatever figures are there: each level's games, decisions, mean error
rate (win-chance points lost per decision) and the band the current table gives it; the mean
absolute ledger residual and luck; then the table's entries measured here, ready to be copied
into ``table.py``:

* ``LEVEL_ERROR``: each level's mean error rate;
``--report`` prints the table from the figures kept so far and plays nothing, so a series
running in the background can be read at any time.

* ``GRADE_LIMITS``: the losses from which a choice is an inaccuracy, a mistake, a blunder,
  cut at fixed shares of all the levels' costly choices (``LIMIT_SHARES``).
"""

from __future__ import annotations

import functools
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine  # noqa: F401  (registers every game, in pool workers too)
from engine.core import all_games
from game.ai.planners import LEVEL_NAMES
from game.analysis import analyse
from game.analysis.analyse import judge_version
from game.analysis.table import BANDS, rating
from game.cli.arguments import (
    ToolParser,
    between,
    known_game,
    refuse,
    refusing,
    series_counts,
)
from game.cli.record import play_recorded, record_path
from game.processes import process_context
from game.saves import match_from_bytes
from game.storage import make_parents

PROG = "python -m game calibrate"
PAIRS = (("easy", "normal"), ("normal", "hard"), ("hard", "easy"))
LIMIT_SHARES = (0.75, 0.9, 0.97)
"""Of all decisions that cost something (``COSTLY`` points or more), the shares below the
inaccuracy, mistake and blunder limits."""
COSTLY = 0.1
RESULTS = "results.jsonl"
GAMES = "games"

Job = tuple[str, tuple[str, ...], int, int]
"""(game id, the pair of levels, series seed, game index)."""


@dataclass
class Tally:
    """One game's measured figures, level by level."""

    games: dict[str, int] = field(default_factory=dict)
    losses: dict[str, list[float]] = field(default_factory=dict)
    residuals: list[float] = field(default_factory=list)
    lucks: list[float] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    errors: int = 0

    def add(self, result: dict[str, Any]) -> None:
        """One game's line of the results file."""
        if result.get("error"):
            self.errors += 1
            return
        self.seconds.append(float(result["seconds"]))
        for level in set(result["players"]):
            self.games[level] = self.games.get(level, 0) + 1
        for seat in result["seats"]:
            self.losses.setdefault(seat["player"], []).extend(seat["losses"])
            self.residuals.append(seat["residual"])
            self.lucks.append(seat["luck"])


def jobs_of(games: Iterable[str], count: int, seed: int) -> list[Job]:
    """Round by round: game ``i`` of every game before game ``i + 1`` of any."""
    names = list(games)
    return [(game_id, PAIRS[i % len(PAIRS)], seed, i) for i in range(count) for game_id in names]


def analysed(job: Job, path: Path, seconds_played: float = 0.0) -> dict[str, Any]:
    """The results line of a recorded game: per seat its level, losses, residual and luck."""
    game_id, players, seed, index = job
    match = match_from_bytes(path.read_bytes(), path.name)
    started = time.process_time()
    analysis = analyse(match)
    seconds = time.process_time() - started
    seats = []
    for report in analysis.seats:
        losses = [round(d.loss, 4) for d in analysis.decisions if d.seat == report.seat]
        seats.append({"player": report.player, "losses": losses,
                      "residual": round(report.ledger.residual, 4),
                      "luck": round(report.luck, 4)})
    return {"judge": judge_version(game_id), "game": game_id, "seed": seed, "index": index,
            "players": list(players), "actions": len(match.actions),
            "seconds": round(seconds, 3), "played_seconds": round(seconds_played, 2),
            "seats": seats}


def play_and_analyse(job: Job, folder: Path, keep: bool) -> dict[str, Any]:
    """One game of the series: played (unless ``folder`` holds it already), recorded,
    analysed; its results line (with ``error`` if the game failed)."""
    game_id, players, seed, index = job
    path = record_path(folder, game_id, seed, index)
    played = 0.0
    if not path.exists():
        result = play_recorded((game_id, players, seed, index, None, {}), folder)
        played = result.seconds
        if result.error is not None:
            path.unlink(missing_ok=True)
            return {"judge": judge_version(game_id), "game": game_id, "seed": seed,
                    "index": index, "players": list(players), "error": result.error}
    line = analysed(job, path, played)
    if not keep:
        path.unlink()
    return line


def read_results(path: Path) -> list[dict[str, Any]]:
    """The lines of a results file (a line cut short by a stopped run is skipped)."""
    if not path.exists():
        return []
    lines = []
    for text in path.read_text(encoding="utf-8").splitlines():
        try:
            line = json.loads(text)
        except json.JSONDecodeError:
            continue
        if isinstance(line, dict) and {"judge", "game", "seed", "index"} <= line.keys():
            lines.append(line)
    return lines


def current(lines: Iterable[dict[str, Any]], seed: int) -> dict[tuple[str, int], dict[str, Any]]:
    """The figures of each game's current judge for this seed, per (game, index); the last
    wins."""
    return {(line["game"], line["index"]): line for line in lines
            if line["judge"] == judge_version(str(line["game"])) and line["seed"] == seed}


def mean_size(values: list[float]) -> float:
    return sum(abs(x) for x in values) / len(values) if values else 0.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def half_points(value: float) -> float:
    return max(0.5, round(value * 2) / 2)


def report(game_id: str, tally: Tally, games: int, seed: int) -> list[str]:
    lines = [f"calibrate {game_id} games={games} seed={seed} judge={judge_version(game_id)} "
             f"errors={tally.errors}"]
    rates: dict[str, float] = {}
    for level in LEVEL_NAMES:
        losses = tally.losses.get(level, [])
        rates[level] = sum(losses) / len(losses) if losses else 0.0
        band = rating(game_id, rates[level]) if losses else "-"
        lines.append(f"  {level:7} games={tally.games.get(level, 0):3} "
                     f"decisions={len(losses):5} error_rate={rates[level]:.3f} "
                     f"rating={band}")
    ordered = rates["hard"] < rates["normal"] < rates["easy"]
    lines.append(f"  ordered Hard < Normal < Easy: {'yes' if ordered else 'NO'}; "
                 f"mean |residual| {mean_size(tally.residuals):.2f}; "
                 f"mean |luck| {mean_size(tally.lucks):.2f}; "
                 f"longest analysis {max(tally.seconds, default=0.0):.2f} s CPU")
    costly = [x for losses in tally.losses.values() for x in losses if x >= COSTLY]
    limits = tuple(half_points(percentile(costly, share)) for share in LIMIT_SHARES)
    lines.append(f'  table: "{game_id}": {limits},  LEVEL_ERROR "{game_id}": '
                 + "{" + ", ".join(f'"{lv}": {rates[lv]:.2f}' for lv in LEVEL_NAMES) + "}")
    return lines


def run_jobs(jobs: list[Job], folder: Path, keep: bool, workers: int
             ) -> Iterator[dict[str, Any]]:
    """Each job's results line, in order, as it completes."""
    run = functools.partial(play_and_analyse, folder=folder, keep=keep)
    if workers > 1:
        with process_context().Pool(workers) as pool:
            yield from pool.imap(run, jobs)
    else:
        yield from map(run, jobs)


def append_line(path: Path, line: dict[str, Any]) -> None:
    """One line added and flushed to disk, so a stopped run loses at most the game it was on."""
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(line, separators=(",", ":")) + "\n")
        out.flush()


@refusing(PROG)
def main(argv: list[str]) -> int:
    parser = ToolParser(prog=PROG, description="Measure each AI level's error rate per game "
                        "(the analysis's grading and rating table).")
    parser.add_argument("game", metavar="GAME", help="game id, or all")
    parser.add_argument("--games", type=int, default=9, help="games per game (default 9)")
    parser.add_argument("--seed", type=int, default=1, help="series seed (default 1)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--into", type=Path, default=None,
                        help="folder keeping the games and their figures; a rerun continues "
                        "there (default: a temporary folder, nothing kept)")
    parser.add_argument("--report", action="store_true",
                        help="with --into: print the table from the figures there, playing "
                        "nothing (while a series runs in the background)")
    args = parser.parse_args(argv)
    games = [g.game_id for g in all_games()] if args.game == "all" else [
        known_game(args.game).game_id]
    series_counts(args.games, args.workers)
    between("--seed", args.seed, 0, 2**31 - 1)
    keep = args.into is not None
    if args.report and not keep:
        refuse("--report reads the figures of a series kept with --into DIR")
    home = args.into if keep else Path(tempfile.mkdtemp(prefix="calibrate-"))
    results = home / RESULTS
    folder = home / GAMES
    try:
        make_parents(results)
        folder.mkdir(parents=True, exist_ok=True)
        done = current(read_results(results), args.seed)
        jobs = [] if args.report else [job for job in jobs_of(games, args.games, args.seed)
                                       if (job[0], job[3]) not in done]
        if done and jobs:
            print(f"calibrate: {len(done)} games already done, {len(jobs)} to go", flush=True)
        for number, line in enumerate(run_jobs(jobs, folder, keep, args.workers), 1):
            append_line(results, line)
            done[(line["game"], line["index"])] = line
            state = "failed" if line.get("error") else f"{line['seconds']:.1f} s analysis"
            print(f"calibrate {line['game']} game {line['index'] + 1} "
                  f"({'/'.join(line['players'])}) {state} [{number}/{len(jobs)}]", flush=True)
            if line.get("error"):
                print(line["error"], file=sys.stderr)
        for game_id in games:
            tally = Tally()
            for (name, index), line in sorted(done.items()):
                if name == game_id and index < args.games:
                    tally.add(line)
            print("\n".join(report(game_id, tally, args.games, args.seed)), flush=True)
    finally:
        if not keep:
            shutil.rmtree(home, ignore_errors=True)
    print(f"bands, best first: {', '.join(BANDS)}")
    return 0
