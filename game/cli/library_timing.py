"""``python -m game.cli.library_timing --games 1000``: how long "Past games" takes to open, and
what a kept game weighs on disk.

Plays one seeded game of every kind to its end (a person against the Normal AI), keeps each in
the library of a temporary data folder exactly as the app does (``game.library.keep_finished``),
then fills the library to ``--games`` with copies under other dates and keys, their summaries
cached as the app would have cached them when each game was kept. It times opening the screen
up to its first drawn frame: cold (no index at all: the list comes from file names, rows are
read lazily after) and warm (the index in place, pictures drawn). ``--shots DIR`` also writes
the screen at 960x600 and 1280x720 as PNGs to look at.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import game.library as library
from game.cli.headless import advance, seeded_match
from game.library import STAMP
from game.save_index import INDEX_NAME, SaveIndex
from game.saves import SaveInfo


def _fill(originals: list[Path], games: int) -> None:
    """Copies of the kept games under older dates and keys of their own, with the summaries
    the app would have cached when keeping each."""
    folder = library.library_dir()
    index = SaveIndex(folder)
    summaries = {}
    for game in library.list_games():
        summaries[game.path], _ = index.read(game.info)
    start = time.time() - 3600
    for number in range(games - len(originals)):
        source = originals[number % len(originals)]
        _, _, game_id, opponent, _ = source.name[:-5].split(" ")
        stamp = time.strftime(STAMP, time.localtime(start - number * 600))
        key = hashlib.sha256(f"copy {number}".encode()).hexdigest()[:12]
        target = folder / f"{stamp} {game_id} {opponent} {key}.json"
        shutil.copyfile(source, target)
        stat = target.stat()
        info = SaveInfo(target, game_id, 0, stat.st_size, stat.st_mtime_ns)
        index.remember(info, summaries[source], write=False)
    index.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.cli.library_timing")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--shots", type=Path, default=None,
                        help="folder for PNGs of the screen at 960x600 and 1280x720")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = Path(tempfile.mkdtemp(prefix="dp-library-timing-"))
    os.environ["DICE_PANDEMONIUM_HOME"] = str(home)
    # After the data folder is set: the app and its screens resolve it on import.
    import pygame

    from game.app import App
    from scenes.past_games import PastGamesScene
    from scenes.registry import playable_games

    originals = []
    for index, info in enumerate(playable_games()):
        match = seeded_match(info, 100 + index)
        advance(match, 50_000, 100 + index)
        path = library.keep_finished(match, args.games, when=time.time() - index)
        if path is not None:
            originals.append(path)
            print(f"kept {info.game_id}: {len(match.actions)} moves, "
                  f"{path.stat().st_size / 1024:.0f} KB on disk")
    _fill(originals, args.games)
    games = library.list_games()
    total = sum(g.info.size for g in games)
    print(f"library games={len(games)} on_disk={total / 2**20:.1f} MB "
          f"mean={total / len(games) / 1024:.0f} KB per game")

    app = App(size=(1280, 720))
    app.start()
    app.frame(1 / 60)

    def open_once() -> tuple[float, PastGamesScene]:
        started = time.perf_counter()
        scene = PastGamesScene(app.ctx)
        app.ctx.scenes.push(scene)
        app.frame(1 / 60)
        return time.perf_counter() - started, scene

    kept_index = (library.library_dir() / INDEX_NAME).read_bytes()
    (library.library_dir() / INDEX_NAME).unlink()
    cold, scene = open_once()
    app.ctx.scenes.pop()
    (library.library_dir() / INDEX_NAME).write_bytes(kept_index)
    first, scene = open_once()
    frames = 0
    read_started = time.perf_counter()
    while any(r.summary is None or (r.picture is None and not r.summary.problem)
              for r in scene.rows) and frames < 200:
        app.frame(1 / 60)
        frames += 1
    page_read = time.perf_counter() - read_started
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
        for size in ((1280, 720), (960, 600)):
            app._resized(size)
            app.frame(1 / 60)
            pygame.image.save(app.screen, str(args.shots / f"past-games-{size[0]}x{size[1]}.png"))
        app._resized((1280, 720))
    app.ctx.scenes.pop()
    warm = []
    for _ in range(args.repeat):
        seconds, _scene = open_once()
        warm.append(seconds)
        app.ctx.scenes.pop()
    app.shutdown()
    print(f"past_games games={len(games)} cold_open_without_index={cold * 1000:.0f}ms "
          f"open_with_index={first * 1000:.0f}ms "
          f"first_page_read_lazily={page_read * 1000:.0f}ms over {frames} frames")
    print(f"past_games games={len(games)} warm_open_median={statistics.median(warm) * 1000:.0f}ms "
          f"max={max(warm) * 1000:.0f}ms")
    shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
