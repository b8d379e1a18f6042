"""Doodle Dice's series facts: what selfplay reports beyond the winners (rounds, the guard)."""

from __future__ import annotations

import re

from engine.core import get_game
from engine.doodledice import flow
from engine.doodledice.facts import series_facts
from engine.doodledice.setup import position
from engine.doodledice.tables import QUIET_ROUNDS
from game.cli.selfplay import main, play_game
from game.cli.series import GameResult, facts_summary


def test_a_guarded_ending_is_told_from_an_annihilation():
    st = position([{"owner": 0, "name": "Gob", "parts": ["red d8 core"]},
                   {"owner": 1, "name": "Blob", "parts": ["blue d6 core"]}], round=4)
    quiet = st._replace(quiet=QUIET_ROUNDS - 1)
    ended = flow.end_round(quiet)
    assert ended.is_over
    assert series_facts(ended) == {"rounds": 4, "stalemate_guard": 1}
    last = position([{"owner": 0, "name": "Gob", "parts": ["red d8 core"]}], round=6)
    over = flow.drop_losers(last)
    assert over.is_over
    assert series_facts(over) == {"rounds": 6, "stalemate_guard": 0}


def test_every_selfplay_game_carries_its_facts():
    result = play_game("doodle-dice", ("random", "greedy"), seed=2, index=0,
                       extra={"budget": 60, "mirror": 1})
    assert result.error is None
    assert set(result.facts) == {"rounds", "stalemate_guard"}
    assert result.facts["rounds"] >= 1
    assert get_game("doodle-dice").extra["series_facts"] is series_facts


def test_the_summary_gives_mean_longest_and_count():
    results = [GameResult(0, (0,), 10, 1.0, facts={"rounds": 4, "stalemate_guard": 0}),
               GameResult(1, (1,), 10, 1.0, facts={"rounds": 9, "stalemate_guard": 1}),
               GameResult(2, (), 3, 1.0, error="boom")]
    line = facts_summary(results)
    assert "rounds mean=6.50 max=9 total=13 of 2" in line
    assert "stalemate_guard mean=0.50 max=1 total=1 of 2" in line
    assert facts_summary([GameResult(0, (0,), 1, 0.1)]) == ""


def test_selfplay_prints_the_facts_line_before_the_summary(capsys):
    assert main(["doodle-dice", "--games", "2", "--players", "random,random", "--option",
                 "budget=60", "--option", "mirror=1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith("selfplay doodle-dice games=2 ")
    assert re.match(r"selfplay doodle-dice facts rounds mean=\d+\.\d\d max=\d+ total=\d+ of 2;"
                    r" stalemate_guard mean=", lines[-2])
    assert ", rounds " in lines[0]


def test_the_six_a_side_bench_position_is_played_through_the_engine():
    from engine.doodledice import Attack, DoodleState, Phase
    from game.cli.bench_extras import frame_benches
    from game.match import Match, Seat
    from scenes.doodledice import bench as doodle_bench

    names = [name for name, _ in frame_benches("doodle-dice")]
    assert names == ["frame_table_6v6", "frame_table_6v6_attack_roll", "frame_sketch_stroke"]
    match = Match(get_game("doodle-dice"), {"seats": 2, "budget": 200},
                  [Seat("human"), Seat("human")], seed=3,
                  setup={"forces": [doodle_bench.force(0), doodle_bench.force(5)]})
    doodle_bench.six_a_side(match, __import__("random").Random(1))
    st = match.state
    assert isinstance(st, DoodleState) and st.phase is Phase.COMBAT and not st.is_over
    for seat in (0, 1):
        mine = [m for m in st.monsters if m.owner == seat]
        assert len(mine) == doodle_bench.MONSTERS
        assert sum(len(m.parts) for m in mine) == 15  # three rounds of five dice
    assert any(isinstance(a, Attack) for a in st.legal_actions())
    assert len(match.actions) > 30  # built action by action


def test_phase_times_split_a_game_into_named_phases():
    from game.ai.bench import phase_times

    times = phase_times("doodle-dice", "easy", 1, seed=2, options={"budget": 40, "mirror": 1})
    decisions, phases = times.decision_cpu, times.phase_cpu
    assert set(times.phase_wall) == set(phases) and set(times.decision_wall) == set(decisions)
    assert {"gather", "sketch", "combat"} <= set(phases)
    assert set(decisions) <= set(phases)
    # a phase's time holds all of its decisions (and the forced single-action ones)
    for name, times in decisions.items():
        assert sum(phases[name]) >= sum(times) > 0


def test_the_once_a_game_force_throw_is_measured_twice(monkeypatch):
    """Doodle Dice's measured throw (the random forces) comes once a game: the later throw is
    taken on a fresh board, so bench no longer says "no frames measured"."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from game.cli import bench

    first, later = bench.frame_times_roll(get_game("doodle-dice"))
    for wall, cpu in (first, later):
        assert wall and len(wall) == len(cpu)


def test_bench_takes_the_game_as_a_word(monkeypatch, capsys):
    from game.cli import bench

    measured = []
    monkeypatch.setattr(bench, "start_to_first_frame", lambda: (0.5, 0.9))
    monkeypatch.setattr(bench, "bench_game",
                        lambda info, *measure: measured.append(info.game_id))
    assert bench.main(["doodle-dice", "--quick"]) == 0
    assert measured == ["doodle-dice"]
    assert "app start_to_first_frame 0.500 s" in capsys.readouterr().out  # then the load
