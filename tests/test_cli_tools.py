"""Every command-line tool keeps out of the player's data folder, and refuses input it cannot
use in one sentence with exit code 2 before doing any work."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game import paths, saves
from game.__main__ import main
from game.settings import Settings, save_settings
from tests.test_save_management import new_match

HOME = "DICE_PANDEMONIUM_HOME"


def folder_bytes(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (relative path: content)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


@pytest.fixture
def players_folder(monkeypatch, tmp_path) -> Path:
    """A data folder as a player leaves it: settings, a 66d6 game in progress, statistics;
    named by ``DICE_PANDEMONIUM_HOME``, as the app would find it."""
    folder = tmp_path / "player"
    monkeypatch.setenv(HOME, str(folder))
    paths.forget_data_folder()
    save_settings(Settings())
    saves.autosave(new_match("66d6", seed=9, moves=8))
    (folder / "stats.json").write_text('{"format": "kept as it was"}', encoding="utf-8")
    yield folder
    paths.forget_data_folder()


TINY_RUNS = {
    "selfplay": ["selfplay", "daemon-dice", "--games", "1", "--players", "greedy,random",
                 "--quiet"],
    "shot": ["shot", "66d6", "--moves", "4", "--out", "{out}/board.png"],
    "monkey": ["monkey", "--events", "12", "--scene", "menu"],
    "balance": ["balance", "death-by-dice", "--versus", "random", "--games", "1"],
    "levels": ["levels", "death-by-dice", "--games", "1", "--only", "normal-easy"],
    "tune": ["tune", "dice-demons", "--games", "1", "--fields", "wall"],
    "doodles": ["doodles", "--count", "1", "--cell", "120", "--out", "{out}/sheet.png"],
    "portraits": ["portraits", "--out", "{out}/sheet.png"],
    "save --smoke": ["{save}", "--smoke", "--frames", "2"],
}
"""Each tool with the smallest workload it takes (``bench`` and the build ``--smoke`` run in
subprocesses in ``test_cli``, with the same check)."""


@pytest.mark.parametrize("tool", list(TINY_RUNS))
def test_a_tool_leaves_the_players_data_folder_as_it_was(players_folder, tmp_path, tool):
    save = saves.autosave_path("66d6")
    argv = [a.format(out=tmp_path / "out", save=save) for a in TINY_RUNS[tool]]
    before = folder_bytes(players_folder)
    assert before  # the prepared folder has files to lose
    code = main(argv)
    assert code in (0, 1), f"{tool} stopped with {code}"
    assert folder_bytes(players_folder) == before
    assert os.environ[HOME] == str(players_folder)  # the app's setting is back


def test_a_tool_works_in_a_fresh_folder_unless_one_is_named(players_folder, tmp_path,
                                                             monkeypatch):
    seen: list[Path] = []

    def tool(argv: list[str]) -> int:
        seen.append(paths.data_dir())
        (paths.data_dir() / "written-by-the-tool").write_text("x", encoding="utf-8")
        return 0

    import game.cli.doodles

    monkeypatch.setattr(game.cli.doodles, "main", tool)
    assert main(["doodles"]) == 0
    fresh = seen[-1]
    assert fresh != players_folder and not fresh.exists()  # made for the run, then removed
    named = tmp_path / "named"
    assert main(["doodles", "--data", str(named)]) == 0
    assert seen[-1] == named and (named / "written-by-the-tool").is_file()
    assert not (players_folder / "written-by-the-tool").exists()


BAD_INPUTS = [
    ["--smoke", "--frames", "0"],
    ["--smoke", "--frames", "x"],
    ["--smoke", "--bogus"],
    ["{missing}.json", "--smoke"],
    ["selfplay", "nosuch"],
    ["selfplay", "66d6", "--games", "0"],
    ["selfplay", "66d6", "--games", "x"],
    ["selfplay", "66d6", "--games", "100000000"],
    ["selfplay", "66d6", "--players", "greedy,wizard"],
    ["selfplay", "66d6", "--option", "nosuch=1"],
    ["selfplay", "66d6", "--option", "rounds"],
    ["selfplay", "doodle-dice", "--option", "take_the_castle=1"],
    ["selfplay", "66d6", "--record", "{file}"],
    ["selfplay", "66d6", "--record", "{file}/games"],
    ["selfplay", "daemon-dice", "--setup", "{missing}"],
    ["selfplay", "66d6", "--workers", "0"],
    ["selfplay", "66d6", "--games", "2", "--first", "5"],
    ["selfplay", "66d6", "--data"],
    ["selfplay", "66d6", "--data", "{file}"],
    ["balance", "66d6"],
    ["balance", "death-by-dice", "--games", "0"],
    ["balance", "death-by-dice", "--tables", "nosuch"],
    ["balance", "death-by-dice", "--versus", "nosuch"],
    ["balance", "death-by-dice", "--match", "2"],
    ["balance", "doodle-dice", "--games", "0"],
    ["balance", "doodle-dice", "--rules", "nosuch"],
    ["balance", "doodle-dice", "--focus", "avatar:dragon"],
    ["balance", "doodle-dice", "--count", "{missing}"],
    ["balance", "doodle-dice", "--abilities", "--types", "nosuch"],
    ["balance", "doodle-dice", "--abilities", "--rows", "nosuch"],
    ["balance", "doodle-dice", "--one-die-short", "--sides", "7"],
    ["levels", "nosuch"],
    ["levels", "66d6", "--games", "0"],
    ["levels", "66d6", "--first", "0"],
    ["tune", "66d6"],
    ["tune", "doodle-dice", "--fields", "nosuch"],
    ["tune", "doodle-dice", "--step", "-1"],
    ["tune", "doodle-dice", "--margin", "x"],
    ["tune", "doodle-dice", "--passes", "0"],
    ["tune", "doodle-dice", "--start", "nosuch"],
    ["tune", "doodle-dice", "--option", "take_the_castle=1"],
    ["bench", "nosuch"],
    ["bench", "--game", "nosuch"],
    ["bench", "--bogus"],
    ["bench", "--moves", "-1"],
    ["shot", "nosuch", "--out", "{dir}/x.png"],
    ["shot", "66d6", "--size", "300x200", "--out", "{dir}/x.png"],
    ["shot", "66d6", "--size", "wide", "--out", "{dir}/x.png"],
    ["shot", "66d6", "--moves", "-1", "--out", "{dir}/x.png"],
    ["shot", "66d6", "--player", "nosuch", "--out", "{dir}/x.png"],
    ["shot", "66d6", "--out", "{dir}"],
    ["shot", "66d6", "--out", "{file}/x.png"],
    ["shot", "66d6", "--out", "{dir}/x.txt"],
    ["shot", "66d6"],
    ["shot", "doodle-dice", "--option", "take_the_castle=1", "--out", "{dir}/x.png"],
    ["monkey", "--events", "0"],
    ["monkey", "--events", "x"],
    ["doodles", "--count", "0", "--out", "{dir}/x.png"],
    ["doodles", "--cell", "5", "--out", "{dir}/x.png"],
    ["doodles", "--out", "{dir}"],
    ["portraits", "--out", "{file}/x.png"],
    ["portraits"],
    ["conquer"],
    ["analyse"],
    ["analyse", "{missing}"],
    ["analyse", "{file}"],
    ["analyse", "{dir}"],
    ["analyse", "{file}", "--bogus"],
    ["calibrate", "nosuch"],
    ["calibrate", "66d6", "--games", "0"],
    ["calibrate", "66d6", "--workers", "0"],
    ["calibrate", "66d6", "--report"],
    ["keyplay", "chess"],
    ["keyplay", "66d6", "--seed", "x"],
    ["keyplay", "66d6", "--option", "Match"],
]


@pytest.mark.parametrize("argv", BAD_INPUTS, ids=[" ".join(a) for a in BAD_INPUTS])
def test_bad_input_is_refused_in_one_sentence_before_any_work(tmp_path,
                                                              capsys, argv):
    afile = tmp_path / "a-file"
    afile.write_text("not a folder", encoding="utf-8")
    places = {"file": afile, "dir": tmp_path, "missing": tmp_path / "missing"}
    assert main([a.format(**places) for a in argv]) == 2
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert out == ""  # nothing started
