"""``balance doodle-dice --one-die-short``: mirror forces but one seat one die short."""

from __future__ import annotations

from collections import Counter

from game.cli import doodle_one_die as od


def test_the_short_force_is_the_full_one_less_one_die_of_the_kind() -> None:
    for index in range(40):
        full, short = od.forces(1, 20, index)
        taken = Counter(full) - Counter(short)
        assert len(short) == len(full) - 1
        assert [d.sides for d in taken.elements()] == [20]
        assert od.forces(1, 20, index) == (full, short)  # replays from the seed


def test_a_game_is_played_to_the_end_and_scored_for_the_full_side() -> None:
    """The tool's road with random players (quick); its greedy series is the report itself
    (``python -m game balance doodle-dice --one-die-short``)."""
    outcome = od.play(od.Job(seed=3, sides=8, index=1, level="random"))
    assert outcome.error is None, outcome.error
    assert outcome.share in (0.0, 0.5, 1.0)
    text = "\n".join(od.report([outcome], "random"))
    assert "one d8" in text and "    1 " in text


def test_an_unknown_kind_of_die_is_refused_with_a_sentence(capsys) -> None:
    assert od.main(["doodle-dice", "--one-die-short", "--sides", "6"]) == 2
    assert "--sides takes 4, 8, 12, 20" in capsys.readouterr().err


def test_house_rules_are_refused_for_the_base_game(capsys) -> None:
    assert od.main(["doodle-dice", "--one-die-short", "--house"]) == 2
    assert "house rules" in capsys.readouterr().err
