"""``analyse PATH... [--json]``: every recorded game's decisions graded, its luck and its
ledger, per seat (``game.analysis``).

With ``--frames`` each game's review is opened off screen instead and drawn at 60 frames a
second while its analysis runs in the worker process (as in the app), printing how long the
analysis took there (and, from its processes' own accounts, what it would take on free cores:
a busy machine's wall time reads what the other programs left) and the frame times meanwhile:
the analysis must never slow the frames. The review is opened as from a game's end: the
analysis processes started ahead (``game.analysis.worker.warm``) ``READING`` seconds before,
the time a person reads the result; ``--cold`` opens it with nothing started ahead (as from a
file).

With ``--workers N`` each game's steps are shared between N processes, cut where turns begin
(``game.analysis.worker.analyse_shared``, as the review's worker does with 2): the same figures,
to the last digit, sooner on several cores. The default, 1, keeps scripts and calibrate's own
pool of processes as they were.

Every file is read and replayed before any analysis starts, so a file that cannot be read
is refused in one line (exit 2) and nothing is half printed. With ``--json`` each file is one
line holding one JSON object: ``{"file", "game", "seats": [{"seat", "player", "decisions",
"error_rate", "rating", "luck", "ledger": {"start", "final", "luck", "own_loss",
"others_loss", "residual"}}]}``; every figure is in win-chance points.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import engine  # noqa: F401  (registers every game)
import game.analysis.worker as analysis_worker
from game.analysis import Analysis
from game.analysis.worker import analyse_shared, critical_path
from game.cli.arguments import ToolParser, refuse, refusing
from game.match import Match
from game.saves import SaveError, match_from_bytes
from game.validate import InvalidFile, read_capped

PROG = "python -m game analyse"


def read_game(path: Path) -> Match:
    """The replayed match of the save at ``path``, or a refusal naming the file."""
    if not path.is_file():
        refuse(f"{path} is not a file that can be read")
    try:
        return match_from_bytes(read_capped(path), path.name)
    except (InvalidFile, SaveError) as error:
        refuse(str(error))
    except OSError as error:
        refuse(f"{path} cannot be read: {error.strerror or error}")


def signed(value: float) -> str:
    return f"{value:+.1f}"


def text_report(path: Path, match: Match, analysis: Analysis, seconds: float) -> list[str]:
    lines = [f"{path}  ({match.info.title}, {len(match.actions)} actions, analysed in "
             f"{seconds:.1f} s)"]
    for report in analysis.seats:
        ledger = report.ledger
        grades = ", ".join(f"{n} {g}" for g, n in report.grades.items() if n)
        lines.append(f"  seat {report.seat + 1} ({report.player}): {report.decisions} "
                     f"decisions, error rate {report.error_rate:.2f}, {report.rating}; "
                     f"luck {signed(report.luck)}" + (f"  [{grades}]" if grades else ""))
        for what, index in (("luckiest", report.luckiest), ("unluckiest", report.unluckiest)):
            roll = analysis.roll_at(index) if index is not None else None
            if roll is not None and index is not None:
                lines.append(f"    {what} roll: move {index + 1} "
                             f"({signed(roll.luck[report.seat])}), {roll.text}")
        lines.append(f"    ledger: {ledger.start:.1f} -> {ledger.final:.1f} = luck "
                     f"{signed(ledger.luck)}, own {signed(ledger.own_loss)}, others "
                     f"{signed(ledger.others_loss)}, residual {signed(ledger.residual)}")
    return lines


READING = 2.0
"""Seconds between a game's end and its review opened, in ``--frames``: about the least a
person takes to read the result and press "Review the game"."""


def frames_line(path: Path, match: Match, cold: bool = False) -> str:
    """The review of ``match`` drawn off screen at 60 frames a second while its worker
    analyses it: the analysis's time and the frame times (ms) meanwhile. Opened as from a
    game's end (the processes started ahead ``READING`` seconds before) unless ``cold``."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from scenes.review_scene import ReviewScene

    app = App()
    app.start()
    if not cold:
        analysis_worker.warm()
        time.sleep(READING)
    scene = ReviewScene(app.ctx, match)
    app.ctx.scenes.push(scene)
    app.frame(1 / 60)  # the first frame builds the board's picture: not the analysis's
    frames: list[float] = []
    started = time.perf_counter()
    try:
        while scene.analysis is None and scene.job is not None and scene.job.failure is None:
            frames.append(timed_frame(app))
        seconds = time.perf_counter() - started
        after = [timed_frame(app) for _ in range(BASELINE_FRAMES)]
    finally:
        scene.exit()
    failure = scene.job.failure if scene.job is not None else None
    timings = scene.job.timings if scene.job is not None else []
    opened = "with nothing started ahead" if cold else f"{READING:.0f} s after the game's end"
    return (f"{path}: {len(match.actions)} actions analysed in the worker ({opened}) in "
            f"{seconds:.2f} s"
            + (f" (failed: {failure})" if failure else "")
            + (f" ({free_cores(timings)})" if timings else "")
            + f"; frames meanwhile {spread(frames)}; afterwards {spread(after)}")


def free_cores(timings: list[dict[str, Any]]) -> str:
    """What a shared analysis would take on free cores, and each process's CPU seconds."""
    parts = ", ".join(f"{row['role']} {row['startup_cpu']:.2f} + {row['judging_cpu']:.2f}"
                      + (f" ({row['ahead_cpu']:.2f} ahead)" if row.get("ahead_cpu") else "")
                      for row in timings)
    return (f"about {critical_path(timings):.2f} s on free cores; CPU s of start-up + judging: "
            f"{parts}")


BASELINE_FRAMES = 60


def timed_frame(app) -> float:
    """One frame at 60 a second: its own time in ms (then the rest of its 1/60 s slept)."""
    begun = time.perf_counter()
    app.frame(1 / 60)
    spent = time.perf_counter() - begun
    time.sleep(max(0.0, 1 / 60 - spent))
    return spent * 1000


def spread(times: list[float]) -> str:
    if not times:
        return "none"
    ordered = sorted(times)
    return (f"{len(ordered)} frames, median {ordered[len(ordered) // 2]:.1f} ms, 95th "
            f"{ordered[int(len(ordered) * 0.95)]:.1f} ms, longest {ordered[-1]:.1f} ms")


@refusing(PROG)
def main(argv: list[str]) -> int:
    parser = ToolParser(prog=PROG, description="Grade every decision of recorded games, "
                        "measure their luck and print each seat's ledger (win-chance points).")
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="save files")
    parser.add_argument("--json", action="store_true", help="one JSON object per file")
    parser.add_argument("--workers", type=int, default=1, metavar="N",
                        help="share each game's analysis between N processes (as the review "
                        "does with 2); the same figures")
    parser.add_argument("--frames", action="store_true",
                        help="time the review's frames while its worker analyses the game")
    parser.add_argument("--cold", action="store_true",
                        help="with --frames: open the review with no analysis process "
                        "started ahead (as from a file), not as from the game's end")
    args = parser.parse_args(argv)
    if args.workers < 1:
        refuse("--workers must be at least 1")
    games = [(path, read_game(path)) for path in args.paths]
    if args.frames:
        for path, match in games:
            print(frames_line(path, match, args.cold), flush=True)
        return 0
    for path, match in games:
        started = time.perf_counter()
        analysis = analyse_shared(match, args.workers)
        seconds = time.perf_counter() - started
        if args.json:
            print(json.dumps({"file": str(path), **analysis.to_dict()}), flush=True)
        else:
            print("\n".join(text_report(path, match, analysis, seconds)), flush=True)
    return 0
