"""Kill the app's writer mid-write, again and again: what is left behind, and is the file whole?

A child process writes a large save over and over with ``game.storage`` (or, with ``--game``,
plays that game with the app's background writer autosaving after every move); the parent kills
it (SIGKILL, no clean-up possible) after a random moment. After each
kill: the temporary files left behind are counted and the save must still read whole. Then the
next start (a child that only resolves the data folder, as the app does first) must have
removed them all.

``python tests/kill_writes.py --kills 60`` prints the figures for the report.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WRITER = """
import sys
from game import paths, storage
paths.data_dir()  # the start: sweeps what earlier writers left
target = paths.saves_dir() / "autosave-66d6.json"
data = {"format": "dice-pandemonium-save", "actions": [[n, "x" * 50000] for n in range(300)]}
print("ready", flush=True)
turn = 0
while True:
    turn += 1
    data["turn"] = turn
    storage.write_json_atomic(target, data)
"""

PLAYER = """
import sys
from engine import get_game
from game import paths, saves
from game.file_writer import writer
from game.cli.headless import advance, seeded_match
paths.data_dir()
writer.start()  # as the app does: autosaves are written on its thread
print("ready", flush=True)
seed = 1
while True:
    match = seeded_match(get_game(sys.argv[1]), seed)
    match.on_change = saves.autosave
    advance(match, 10**6, seed)
    seed += 1
"""

START = "from game import paths; paths.data_dir()"


def temporaries(home: Path) -> list[Path]:
    return [p for p in home.rglob("*") if p.name.endswith(".tmp")]


def _child(code: str, home: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "DICE_PANDEMONIUM_HOME": str(home), "PYTHONPATH": str(ROOT),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-c", code, *args], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)


def run(kills: int, seed: int = 1, home: Path | None = None,
        game: str | None = None) -> dict[str, int]:
    """Kill ``kills`` writers; the figures (see the module docstring)."""
    rng = random.Random(seed)
    home = home or Path(tempfile.mkdtemp(prefix="dp-kill-"))
    left_by_kills = whole = 0
    for _ in range(kills):
        before = set(temporaries(home))
        writer = _child(PLAYER, home, game) if game else _child(WRITER, home)
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 1.5 if game else 0.25))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
        left_by_kills += len(set(temporaries(home)) - before)
        target = home / "saves" / f"autosave-{game or '66d6'}.json"
        if not target.exists():
            whole += 1  # killed before its first write: nothing to be whole yet
            continue
        try:
            json.loads(target.read_text(encoding="utf-8"))
            whole += 1
        except ValueError:
            pass
    starter = _child(START, home)
    starter.wait()
    if starter.stdout is not None:
        starter.stdout.close()
    return {"kills": kills, "temporary files left by the kills": left_by_kills,
            "saves whole after a kill": whole,
            "files left at the next start": len(temporaries(home))}


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", help="play this game with the app's background writer")
    args = parser.parse_args()
    started = time.perf_counter()
    for name, value in run(args.kills, args.seed, game=args.game).items():
        print(f"kill-writes {name}={value}")
    print(f"kill-writes seconds={time.perf_counter() - started:.1f}")
