"""The selfplay command: seeded headless series with an exact summary line."""

from __future__ import annotations

import re
from pathlib import Path

import ai_toy_game
import pytest

from game.ai import bench
from game.cli.selfplay import main, play_game, seat_order

SUMMARY = re.compile(
    r"^selfplay (?P<game>\S+) games=(?P<games>\d+) errors=(?P<errors>\d+) "
    r"wins=(?P<wins>\d+(?:,\d+)*) draws=(?P<draws>\d+) "
    r"mean_actions=(?P<mean>\d+\.\d) seconds=(?P<seconds>\d+\.\d) "
    r"first_turn_wins=(?P<first>\d+)$"
)


SHORT_SERIES_SEEDS = {"random,greedy": 1, "easy,random": 8}
"""Seeds whose 66d6 games are among the shortest for these players (the summary's checks hold
for any seed; 66d6's games run from under a hundred actions to several hundred)."""


def _summary(capsys, argv: list[str]) -> re.Match:
    assert main(argv) == 0
    out = capsys.readouterr().out.strip().splitlines()
    match = SUMMARY.match(out[-1])
    assert match, out[-1]
    return match


def test_random_vs_greedy_series(capsys):
    m = _summary(capsys, ["66d6", "--games", "2", "--players", "random,greedy",
                          "--seed", str(SHORT_SERIES_SEEDS["random,greedy"])])
    assert m["game"] == "66d6" and m["games"] == "2" and m["errors"] == "0"
    wins = [int(w) for w in m["wins"].split(",")]
    assert len(wins) == 2 and sum(wins) + int(m["draws"]) == 2
    assert float(m["mean"]) > 0


def test_an_easy_game(capsys):
    m = _summary(capsys, ["66d6", "--games", "1", "--players", "easy,random",
                          "--seed", str(SHORT_SERIES_SEEDS["easy,random"]), "--quiet"])
    assert m["errors"] == "0"
    assert sum(int(w) for w in m["wins"].split(",")) + int(m["draws"]) == 1


def test_series_are_reproducible(capsys):
    argv = ["66d6", "--games", "2", "--players", "random,random", "--seed", "9", "--quiet"]
    first = _summary(capsys, argv)
    second = _summary(capsys, argv)
    assert (first["wins"], first["mean"]) == (second["wins"], second["mean"])


def test_a_stopped_series_resumes_with_the_very_same_games(capsys):
    # Daemon Dice: the series mechanics are the same for every game, and its games are short.
    argv = ["daemon-dice", "--games", "3", "--players", "random,greedy", "--seed", "5"]
    assert main(argv) == 0
    whole = [line for line in capsys.readouterr().out.splitlines() if line.startswith("game ")]
    assert main([*argv, "--first", "3"]) == 0
    resumed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("game ")]

    def without_time(line: str) -> str:
        return re.sub(r"\d+\.\d s", "", line)

    assert [without_time(line) for line in resumed] == [without_time(whole[2])]
    assert main([*argv, "--first", "4"]) == 2


def test_two_workers_give_the_same_results(capsys):
    argv = ["daemon-dice", "--games", "2", "--players", "random,greedy", "--seed", "4",
            "--quiet"]
    alone = _summary(capsys, argv)
    pooled = _summary(capsys, [*argv, "--workers", "2"])
    assert (alone["wins"], alone["mean"]) == (pooled["wins"], pooled["mean"])


def test_a_mirror_match_from_a_setup_file(capsys):
    mirror = Path(__file__).parent / "data" / "rimefang-mirror.json"
    m = _summary(capsys, ["daemon-dice", "--games", "4", "--players", "greedy,greedy",
                          "--setup", str(mirror), "--quiet"])
    assert m["errors"] == "0"
    assert 0 <= int(m["first"]) <= 4


def test_random_dice_demons_use_the_round_limit_option(capsys):
    m = _summary(capsys, ["dice-demons", "--games", "2", "--players", "random,random",
                          "--option", "round_limit=20", "--quiet"])
    assert m["errors"] == "0"
    assert main(["dice-demons", "--option", "round_limit=7"]) == 2
    assert "Round limit" in capsys.readouterr().err


def test_a_bad_setup_file_is_refused(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"daemons": [{"name": "X", "dice": [["Hoof", "Fire"]]}]}')
    assert main(["daemon-dice", "--setup", str(bad)]) == 2
    assert "set-up file" in capsys.readouterr().err


def test_sides_alternate():
    assert seat_order(["a", "b"], 0) == [0, 1]
    assert seat_order(["a", "b"], 1) == [1, 0]
    assert seat_order(["a", "b", "c"], 2) == [2, 0, 1]


def test_three_player_toy_series(capsys):
    m = _summary(capsys, [ai_toy_game.GAME_ID, "--games", "3", "--players",
                          "easy,random,greedy", "--seed", "2"])
    assert len(m["wins"].split(",")) == 3 and m["errors"] == "0"


def test_errors_are_counted_with_the_first_traceback(capsys, monkeypatch):
    def broken(self):
        raise RuntimeError("boom")

    monkeypatch.setattr(ai_toy_game.PigState, "legal_actions", broken)
    assert main([ai_toy_game.GAME_ID, "--games", "2", "--players", "random,random"]) == 0
    captured = capsys.readouterr()
    m = SUMMARY.match(captured.out.strip().splitlines()[-1])
    assert m and m["errors"] == "2" and m["wins"] == "0,0"
    assert "RuntimeError: boom" in captured.err and captured.err.count("Traceback") == 1
    result = play_game(ai_toy_game.GAME_ID, ("random", "random"), 1, 0)
    assert result.error is not None and "RuntimeError: boom" in result.error


@pytest.mark.parametrize(
    "argv, message",
    [
        (["nogame", "--games", "1"], "unknown game"),
        (["66d6", "--players", "random,wizard"], "unknown player"),
        (["66d6", "--players", "random"], "needs 2..2 players"),
        (["66d6", "--games", "0"], "--games must be from 1"),
        (["66d6", "--workers", "0"], "--workers must be from 1"),
    ],
)
def test_bad_arguments(capsys, argv, message):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_unparsable_arguments(capsys):
    assert main(["66d6", "--games", "many"]) == 2
    assert main([]) == 2


def test_bench_helpers():
    times = bench.decision_times("easy", 3, seed=1)
    assert len(times) == 3 and all(t >= 0 for t in times)
    assert bench.random_playouts_per_second("66d6", 0.05) > 0
