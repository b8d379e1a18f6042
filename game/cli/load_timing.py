"""``python -m game.cli.load_timing --saves 200``: how long the Load screen takes to open.

Fills a temporary data folder with that many real saves (all registered games with a board,
various lengths), then times opening the Load screen up to its first drawn frame: once cold
(no cache: summaries and pictures are read lazily after the screen is up) and once warm (after
the visible rows were read and their pictures drawn). Prints one line per case.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import game.paths as paths
import game.saves as saves
from game.app import App
from game.cli.arguments import ToolParser, between, refusing
from game.cli.headless import advance, seeded_match
from scenes.loading import LoadScene
from scenes.registry import playable_games


@refusing("python -m game.cli.load_timing")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game.cli.load_timing")
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    between("--saves", args.saves, 1, 100_000)
    between("--repeat", args.repeat, 1, 1000)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = Path(tempfile.mkdtemp(prefix="dp-load-timing-"))
    os.environ["DICE_PANDEMONIUM_HOME"] = str(home)
    paths.forget_data_folder()

    games = playable_games()
    originals = []
    for index, info in enumerate(games):
        for length in (10, 60, 150):
            match = seeded_match(info, index * 10 + length)
            advance(match, length, index)
            originals.append(saves.save_named(match, f"{info.title} {length}"))
    folder = saves.saves_dir()
    for index in range(args.saves - len(originals)):
        shutil.copyfile(originals[index % len(originals)], folder / f"Copy {index:04d}.json")
    count = len(list(folder.glob("*.json")))

    app = App(size=(1280, 720))
    app.start()
    app.frame(1 / 60)

    def open_once() -> tuple[float, LoadScene]:
        started = time.perf_counter()
        scene = LoadScene(app.ctx)
        app.ctx.scenes.push(scene)
        app.frame(1 / 60)
        return time.perf_counter() - started, scene

    cold, scene = open_once()
    frames = 0
    read_started = time.perf_counter()
    while any(r.summary is None or (r.picture is None and not r.summary.problem)
              for r in scene.rows) and frames < 200:
        app.frame(1 / 60)
        frames += 1
    page_read = time.perf_counter() - read_started
    app.ctx.scenes.pop()
    warm = []
    for _ in range(args.repeat):
        seconds, _scene = open_once()
        warm.append(seconds)
        app.ctx.scenes.pop()
    app.shutdown()
    print(f"load_screen saves={count} cold_open={cold * 1000:.0f}ms "
          f"first_page_read_lazily={page_read * 1000:.0f}ms over {frames} frames")
    print(f"load_screen saves={count} warm_open_median={statistics.median(warm) * 1000:.0f}ms "
          f"max={max(warm) * 1000:.0f}ms")
    shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
