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


def test_rival_pair_gets_extra_games_and_every_figure_its_band() -> None:
    from engine.deathbydice import RIVALS

    extra = balance.rival_jobs(4, seed=1)
    assert {tuple(sorted(j.labels)) for j in extra} == {tuple(sorted(RIVALS))}
    assert {j.labels[0] for j in extra} == set(RIVALS)  # each side in seat 1
    pair = next(j for j in balance.round_robin_jobs(1, seed=1) if set(j.labels) == set(RIVALS))
    a = RIVALS[0]
    results = [balance.Result(pair, (pair.labels.index(a),), 0, ()),
               *(balance.Result(j, (1 - j.labels.index(a),), 0, ()) for j in extra)]
    lines = balance.report(results, ["command: python -m game balance death-by-dice"])
    assert lines[0].startswith("command: ")
    rival = next(line for line in lines if line.startswith("Rival pair"))
    assert "20.0% to 80.0% over 5 games (1 in the round robin, 4 extra" in rival
    assert rival.endswith("OUT")


def test_the_printout_names_the_command_and_the_seed(capsys) -> None:
    assert balance.main(["death-by-dice", "--versus", "random", "--games", "1", "--seed",
                         "7"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "command: python -m game balance death-by-dice --versus random --games 1 " \
                     "--seed 7"
    assert out[1].startswith("seed: 7")
