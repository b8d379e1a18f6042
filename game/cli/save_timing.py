"""``python -m game.cli.save_timing --moves 300``: how long saving holds up a frame, per game.

Plays one seeded game of each registered game in a temporary data folder and autosaves after
every move exactly as a board does (``match.on_change``), timing each call on the frame's
thread: the largest and the median, wall time and this thread's CPU time (on a shared machine
the wall time's tail is mostly other programs' turns), and how many calls took over 2 ms.
Then the statistics written at a game's end and the settings. With the app's writer thread
running (the default, as in the app) or, with ``--sync``, everything written in the call
(tests and tools).
"""

from __future__ import annotations

import argparse
import functools
import os
import statistics
import tempfile
import time
from collections.abc import Callable

import game.saves as saves
from engine import all_games
from engine.core import Resign
from game.cli.headless import advance, seeded_match
from game.file_writer import writer
from game.match import Seat
from game.settings import Settings, save_settings
from game.stats import PlayerStats


def _save_volume(volume: int) -> None:
    save_settings(Settings(volume=volume / 20))


def timed(call: Callable[[], object], walls: list[float], cpus: list[float]) -> None:
    wall, cpu = time.perf_counter(), time.thread_time()
    call()
    cpus.append((time.thread_time() - cpu) * 1000)
    walls.append((time.perf_counter() - wall) * 1000)


def line(name: str, walls: list[float], cpus: list[float], extra: str = "") -> str:
    return (f"save-timing {name:<14} max_ms={max(walls):.2f} median_ms="
            f"{statistics.median(walls):.2f} max_cpu_ms={max(cpus):.2f} "
            f"median_cpu_ms={statistics.median(cpus):.2f} "
            f"over_2ms={sum(w > 2 for w in walls)}{extra}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.cli.save_timing")
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--sync", action="store_true", help="write in the call (no thread)")
    args = parser.parse_args(argv)
    os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="dp-save-timing-")
    if not args.sync:
        writer.start()
    try:
        for info in all_games():
            match = seeded_match(info, args.seed)
            walls: list[float] = []
            cpus: list[float] = []
            match.on_change = lambda m, w=walls, c=cpus: timed(lambda: saves.autosave(m), w, c)
            advance(match, args.moves, args.seed)
            writer.settle()
            path = saves.autosave_path(info.game_id)
            kept = f"save_kb={path.stat().st_size / 1024:.0f}" if path.exists() else "finished"
            print(line(info.game_id, walls, cpus, f" moves={len(walls)} {kept}"))
        stats = PlayerStats.load()
        stats.background = True
        walls, cpus = [], []
        for seed in range(20):
            match = seeded_match(all_games()[0], seed, [Seat("human"), Seat("ai", "easy")])
            match.apply(Resign(1))
            timed(functools.partial(stats.record_match, match), walls, cpus)
        print(line("statistics", walls, cpus))
        walls, cpus = [], []
        for volume in range(20):
            timed(functools.partial(_save_volume, volume), walls, cpus)
        print(line("settings", walls, cpus))
    finally:
        writer.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
