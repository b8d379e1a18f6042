"""The level table: real seeded games, counted by the level that should win, against its
target."""

from __future__ import annotations

from game.cli import levels
from game.cli.series import GameResult


def test_rows_count_the_first_level_wins_and_judge_them_by_the_target() -> None:
    results = [GameResult(0, (0,), 10, 0.1), GameResult(1, (0,), 10, 0.1),
               GameResult(2, (1,), 10, 0.1), GameResult(3, (), 10, 0.1)]
    row = levels.tally("66d6", "normal", "easy", 0.75, results, 1.0)
    assert (row.wins, row.losses, row.draws, row.games) == (2, 1, 1, 4)
    assert row.share == 0.5
    assert row.line().split()[:4] == ["66d6", "Normal", "vs", "Easy"]
    assert " OUT " in row.line()
    winning = levels.tally("66d6", "normal", "easy", 0.5, results, 1.0)
    assert " ok " in winning.line()
    broken = levels.tally("66d6", "normal", "easy", 0.1,
                          [*results, GameResult(4, (), 3, 0.1, error="boom")], 1.0)
    assert " OUT " in broken.line() and "errors=1" in broken.line()


def test_the_table_plays_both_pairings_to_the_end(capsys) -> None:
    """One game of each pairing (the tool's smallest series), the first level moving first;
    the stronger level moving second is played in the resumed series below."""
    assert levels.main(["death-by-dice", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "Command: python -m game levels death-by-dice --games 1 --seed 1" in out
    rows = [line for line in out.splitlines() if line.startswith("death-by-dice")]
    assert [r.split()[1:4] for r in rows] == [["Normal", "vs", "Easy"],
                                              ["Hard", "vs", "Normal"]]
    assert all("errors" not in r for r in rows)
    assert levels.main(["no-such-game"]) == 2


def test_one_series_can_be_resumed_alone(capsys) -> None:
    """The second game of a series (sides alternate by index: the first level moves second)
    played alone."""
    assert levels.main(["death-by-dice", "--games", "2", "--first", "2",
                        "--only", "normal-easy"]) == 0
    out = capsys.readouterr().out
    assert "--first 2 --only normal-easy" in out
    rows = [line for line in out.splitlines() if line.startswith("death-by-dice")]
    assert len(rows) == 1 and rows[0].split()[1:5] == ["Normal", "vs", "Easy", "1"]
    assert levels.main(["death-by-dice", "--games", "3", "--first", "4"]) == 2
