"""The d100 in the tray: a pair of percentile d10s (tens 00-90, units 0-9) that tumble on their
own and fold into one value 1-100 (00 and 0: 100), fair like the tray's d10s.

Why the fairness is judged on the two d10s (10 faces each) and not on the 100 values: the
chi-square needs about 5 throws a face, so 100 faces would need 500+ throws a test run, and the
d100 is fair exactly when its two independent d10s are; the values' range and the read of 100
are checked directly.
"""

from __future__ import annotations

from collections import Counter

from engine.core import DieSpec, RollRequest
from engine.doodledice.flow import _spec_of
from game.tray import DiceTray, percentile, quick_roll, tally
from tests.test_tray_fairness import P_MIN, chi2_p

D100 = _spec_of(100, "core")


def test_the_engine_asks_for_a_d100() -> None:
    assert D100.kind == "d100" and D100.faces == tuple(range(1, 101))


def test_a_d100_is_two_d10s_read_as_one_value() -> None:
    tray = DiceTray(700, 400, record_collisions=False)
    tray.throw(RollRequest((D100, DieSpec.d(6), D100), "pair"), 3)
    views = tray.dice
    assert [v.index for v in views] == [0, 0, 1, 2, 2]
    assert [v.sides for v in views] == [10, 10, 6, 10, 10]
    assert views[0].face in percentile.TENS and views[1].face in percentile.UNITS
    tray.run_to_rest()
    values = tray.result().values
    assert len(values) == 3 and 1 <= values[1] <= 6
    for tens, units, value in ((views[0], views[1], values[0]), (views[3], views[4], values[2])):
        assert value == percentile.read(tens.face, units.face)


def test_00_and_0_read_100() -> None:
    assert percentile.read("00", 0) == 100
    assert percentile.read("00", 7) == 7
    assert percentile.read("90", 9) == 99
    assert percentile.read("10", 0) == 10


def test_d100s_are_fair_and_tumble() -> None:
    tens: list = []
    units: list = []
    values: list = []
    changed = 0
    tally.start_counting()
    tally.take_counts()
    try:
        for seed in range(300):
            tray = DiceTray(700, 400, record_collisions=False)
            tray.throw(RollRequest((D100,) * (1 + seed % 4), "fairness"), 40_000 + seed)
            tray.run_to_rest()
            faces = [v.face for v in tray.dice]
            tens += faces[0::2]
            units += faces[1::2]
            values += tray.result().values
            changed += sum(a != b for a, b in zip(faces, tray.first_faces(), strict=True))
        counted = tally.take_counts()
    finally:
        tally.stop_counting()
    assert set(counted) == {10} and sum(counted[10]) == 2 * len(values)
    assert all(1 <= v <= 100 for v in values)
    assert chi2_p(tens, percentile.TENS) > P_MIN
    assert chi2_p(units, percentile.UNITS) > P_MIN
    assert changed > 0.5 * 2 * len(values)
    # the two dice of a pair are independent: tens and units do not move together
    pairs = Counter((int(t) // 10 >= 5, u >= 5) for t, u in zip(tens, units, strict=True))
    assert chi2_p([k for k, n in pairs.items() for _ in range(n)],
                  ((False, False), (False, True), (True, False), (True, True))) > P_MIN


def test_quick_rolls_of_a_d100_reproduce() -> None:
    request = RollRequest((D100, D100), "seeds")
    first = [quick_roll(request, seed) for seed in range(12)]
    assert first == [quick_roll(request, seed) for seed in range(12)]
    assert len({r.values for r in first}) == 12
