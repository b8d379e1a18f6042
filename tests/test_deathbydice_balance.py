"""The balance command: its tables are built from real seeded games and read correctly."""

from __future__ import annotations

from game.cli import balance


def test_round_robin_covers_every_pair_from_both_sides() -> None:
    from engine.deathbydice import HEROES

    jobs = balance.round_robin_jobs(2, seed=1)
    pairs = {tuple(sorted(j.labels)) for j in jobs}
    assert len(pairs) == len(HEROES) * (len(HEROES) - 1) // 2
    assert {j.labels for j in jobs if set(j.labels) == {"knuckles", "vex"}} == {
        ("knuckles", "vex"), ("vex", "knuckles")}


def test_report_counts_wins_draws_and_first_attackers() -> None:
    job = balance.round_robin_jobs(1, seed=1)[0]
    a, b = job.labels
    mirror = balance.mirror_jobs(1, seed=1)[0]
    results = [
        balance.Result(job, (0,), 0, (0.01,)),
        balance.Result(job, (), 1, (0.03,)),
        balance.Result(mirror, (1,), 1, ()),
    ]
    text = "\n".join(balance.report(results))
    assert "75.0%" in text  # a won one game and drew one
    assert "first attacker's win share 100.0%" in text
    assert "median 20.0 ms" in text


def test_versus_games_play_to_the_end(capsys) -> None:
    assert balance.main(["death-by-dice", "--versus", "random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "Normal vs random, single games: Normal won" in out and "errors=0" in out
    assert balance.main(["66d6"]) == 2
