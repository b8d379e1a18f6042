"""``python -m game PATH [--smoke]`` opens a save with the Load screen's checks; selfplay
``--record`` writes games the app opens at their end.

Most checks run the command's own ``main`` in this process (``smoke``): a process of its own
costs an interpreter and every import each time. One opened save and one refused file still go
through a real ``python -m game`` process, so what a person sees from the command line (its exit
code, its one line, nothing else on stderr) stays checked there."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import paths, saves
from game.__main__ import main
from game.background import EVEN_PRIORITY
from scenes.registry import playable_games
from tests.test_save_management import new_match

ROOT = Path(__file__).resolve().parents[1]


def run_game(args: list[str], home: Path) -> subprocess.CompletedProcess:
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "DICE_PANDEMONIUM_HOME": str(home), "PATH": "/usr/bin:/bin",
           "PYTHONPYCACHEPREFIX": str(sys.pycache_prefix),  # compiled once (conftest)
           EVEN_PRIORITY: "1"}  # its helpers beside the busy test processes (conftest)
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def smoke(path: Path, home: Path, monkeypatch, capsys) -> subprocess.CompletedProcess:
    """``python -m game PATH --smoke`` through the same ``main`` in this process, the player's
    data folder at ``home``: its exit code and what it printed."""
    capsys.readouterr()
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(home))
    paths.forget_data_folder()
    try:
        code = main([str(path), "--smoke"])
    finally:
        paths.forget_data_folder()
    out = capsys.readouterr()
    return subprocess.CompletedProcess(["smoke", str(path)], code, out.out, out.err)


@pytest.mark.parametrize("game_id", [info.game_id for info in playable_games()])
def test_smoke_opens_a_save_and_names_its_game(tmp_path, game_id, monkeypatch, capsys,
                                               pooled_ai):
    path = tmp_path / "game.json"
    match = new_match(game_id, moves=25)
    saves.write_save(match, path)
    result = smoke(path, tmp_path / "home", monkeypatch, capsys)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines == [f"{game_id} replayed {len(match.actions)} actions from game.json"]
    assert not (tmp_path / "home" / "saves" / f"autosave-{game_id}.json").exists()


def test_smoke_refuses_bad_files_in_one_line(tmp_path, monkeypatch, capsys):
    good = tmp_path / "good.json"
    saves.write_save(new_match("66d6"), good)
    data = json.loads(good.read_text())
    cases = {
        "missing.json": None,
        "truncated.json": good.read_text()[:200],
        "huge.json": '{"seed": ' + "9" * 10_000 + "}",
        "deep.json": "[" * 100_000,
        "seats.json": json.dumps({**data, "seats": data["seats"] * 3}),
    }
    for name, text in cases.items():
        if text is not None:
            (tmp_path / name).write_text(text)
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "fifo.json")
    for name in [*cases, "zero.json", "fifo.json"]:
        if name == "truncated.json":  # one through a real process: nothing else on stderr
            result = run_game([str(tmp_path / name), "--smoke"], tmp_path / "home")
        else:
            result = smoke(tmp_path / name, tmp_path / "home", monkeypatch, capsys)
        assert result.returncode == 2, (name, result.stdout, result.stderr)
        err = result.stderr.strip().splitlines()
        assert len(err) == 1 and name in err[0] and "Traceback" not in result.stderr, err


RECORDED_PLAYERS = {"66d6": "random,random", "doodle-dice": "random,random"}
"""The players of each game's recorded series, greedy against random where not listed.

Why not the same everywhere: what is checked is the recording (``--record``), not how the
players choose; two random players end a 66d6 or a Doodle Dice game in a fraction of the
greedy player's time (it weighs every move), while in Dice Demons they never end one (the
greedy player makes the game end). Both kinds of player still record games here (greedy
against random in the other three games), and ``tests/test_cli_tools.py`` runs a greedy
against random series of its own."""


def test_selfplay_record_writes_saves_the_app_opens_at_their_end(tmp_path):
    from game.cli.selfplay import main as selfplay

    for info in playable_games():
        folder = tmp_path / info.game_id
        players = RECORDED_PLAYERS.get(info.game_id, "greedy,random")
        assert selfplay([info.game_id, "--games", "2", "--players", players,
                         "--seed", "7", "--quiet", "--record", str(folder)]) == 0
        files = sorted(folder.glob("*.json"))
        assert len(files) == 2
        for path in files:
            match = saves.load_match(path)
            assert match.is_over and len(match.log) == len(match.actions) > 0
    result = run_game([str(files[0]), "--smoke"], tmp_path / "home")
    assert result.returncode == 0 and "replayed" in result.stdout
