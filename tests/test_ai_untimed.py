"""``planners.UNTIMED``: seeded series and tests play the AI without its time cap."""

from __future__ import annotations

import math
import os

import game.__main__ as entry
from game.ai.beam import BeamConfig
from game.ai.planners import UNTIMED, level_config, untimed
from game.ai.search import SearchConfig


def test_untimed_lifts_the_cap_and_keeps_every_other_setting() -> None:
    config = SearchConfig(iterations=24, time_cap=1.0, blunder=0.25)
    lifted = untimed(config)
    assert lifted.time_cap == math.inf
    assert (lifted.iterations, lifted.blunder) == (24, 0.25)
    assert untimed(BeamConfig(width=8, time_cap=2.0)).time_cap == math.inf


def test_the_tests_themselves_run_untimed_and_levels_keep_their_caps() -> None:
    assert os.environ.get(UNTIMED)  # set by conftest, inherited by worker processes
    assert level_config("doodle-dice", "normal").time_cap < math.inf  # the app's own cap


def test_the_seeded_series_commands_set_it_for_their_workers(monkeypatch) -> None:
    monkeypatch.delenv(UNTIMED)
    assert entry.main(["selfplay", "66d6", "--games", "1", "--players", "random,random"]) == 0
    assert os.environ.get(UNTIMED) == "1"
