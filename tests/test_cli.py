"""The command line: shot renders the real board to PNG; bad arguments give a message; the
self-check and the benchmark run away from the player's data."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from game.__main__ import main
from game.background import EVEN_PRIORITY
from tests.test_cli_tools import folder_bytes, players_folder  # noqa: F401  (fixture)

ROOT = Path(__file__).resolve().parents[1]


def test_shot_renders_the_board(tmp_path):
    out = tmp_path / "board.png"
    assert main(["shot", "66d6", "--seed", "3", "--moves", "60", "--out", str(out)]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    # Not a blank frame: many distinct colours are drawn.
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 37) for y in range(0, 720, 23)}
    assert len(colours) > 30


def test_unknown_command_is_refused_politely(capsys):
    assert main(["conquer"]) == 2
    assert "Unknown command" in capsys.readouterr().err


def test_help_lists_the_tools(capsys):
    assert main(["--help"]) == 0
    text = capsys.readouterr().out
    for word in ("selfplay", "bench", "shot", "--smoke"):
        assert word in text


def test_smoke_runs_from_source_and_leaves_the_players_data_alone(players_folder):  # noqa: F811
    """The README's self-check plays 66d6 moves: never over the player's own 66d6 game in
    progress, their statistics or their settings."""
    before = folder_bytes(players_folder)
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "DICE_PANDEMONIUM_HOME": str(players_folder), "PATH": "/usr/bin:/bin",
           "PYTHONPYCACHEPREFIX": str(sys.pycache_prefix),  # compiled once (conftest)
           EVEN_PRIORITY: "1"}  # its AI beside the busy test processes (conftest)
    result = subprocess.run([sys.executable, "-m", "game", "--smoke", "--frames", "60"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "smoke ok" in result.stdout
    assert folder_bytes(players_folder) == before


def test_bench_names_the_game_on_every_figure(players_folder, monkeypatch, capsys,  # noqa: F811
                                             no_analysis):
    """Every figure of ``bench --quick`` is measured and named, in this process, each on a
    smaller sample (the timed runs, positions and moves are the tool's parameters; the
    figures are not checked here, only that each is measured and printed)."""
    import game.ai.bench
    import game.cli.bench as bench
    from game.ai.planners import UNTIMED

    monkeypatch.delenv(UNTIMED, raising=False)  # bench times the real thing, capped as in play
    smaller = {
        (bench, "frame_times_ai"): lambda real: lambda info, seconds=6.0, meter=False: real(
            info, 0.5, meter),
        (bench, "frame_times_played"): lambda real: lambda info, moves: real(info, 8),
        (bench, "frame_times_roll"): lambda real: lambda info: real(info, 30),
        (bench, "play_game"): lambda real: lambda *args, **kwargs: real(
            *args, **kwargs, menu_seconds=0.0),
        (bench, "review_open_seconds"): lambda real: lambda info: real(info, actions=40),
        (game.ai.bench, "random_playouts_per_second"): lambda real: lambda name, seconds: real(
            name, 0.1),
        (game.ai.bench, "decision_times"): lambda real: lambda level, positions, **kw: real(
            level, 2, **kw),
        (game.ai.bench, "advice_times"): lambda real: lambda name, positions, **kw: real(
            name, 2, **kw),
    }
    for (module, name), shrink in smaller.items():
        monkeypatch.setattr(module, name, shrink(getattr(module, name)))
    before = folder_bytes(players_folder)
    assert main(["bench", "--quick", "--moves", "1", "--game", "daemon-dice", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if not line.startswith("pygame")]
    assert lines[0].startswith("app start_to_first_frame ")
    figures = lines[1:]
    assert figures and all(line.startswith("daemon-dice ") for line in figures)
    names = {line.split()[1] for line in figures}
    assert {"frame_game", "frame_game_cpu", "board_open", "frame_roll26",
            "frame_roll26_first_of_session", "frame_ai_thinking", "frame_played_cpu",
            "text_renders_per_frame", "engine_random_playouts", "ai_easy_decision",
            "ai_hard_decision", "frame_game_cpu_over_8", "frame_game_cpu_over_16",
            "frame_game_wall_over_16"} <= names
    roll = next(line for line in figures if line.split()[1] == "frame_roll26").split()
    assert roll[2::2][:3] == ["p50", "p95", "p99"] and roll[-1] == "ms"
    game = next(line for line in figures if line.split()[1] == "frame_game").split()
    assert game[2:10:2] == ["p50", "p95", "p99", "worst"] and game[-1] == "ms"
    run = next(line for line in figures if line.split()[1] == "frame_game_run")
    assert "board painted on: applied 1" in run and "(mended by parts: " in run \
        and "; animating: " in run
    assert "no frames" not in out
    assert folder_bytes(players_folder) == before  # a benchmark leaves the player's data be
