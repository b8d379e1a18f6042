"""The whole-game bench tells what ran in its slow frames: each frame's page faults are
counted and, with ``profile_over``, a slow frame's profile is kept with where it fell."""

from __future__ import annotations

import sys

import pytest

from engine.core import get_game
from game.cli.bench_game import page_faults, play_game
from tests.test_cli_tools import players_folder  # noqa: F401  (fixture)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="faults are read on Linux")
def test_page_faults_count_memory_touched_for_the_first_time():
    before = page_faults()
    block = bytearray(8 * 1024 * 1024)  # a fresh mapping, every page written (zeroed)
    block[::4096] = b"\x01" * len(block[::4096])
    assert page_faults() - before >= 1000  # 2048 pages of 4 KB, each taken once
    again = page_faults()
    block[::4096] = b"\x02" * len(block[::4096])
    assert page_faults() - again < 100  # touched before: no new faults


def test_a_profiled_game_keeps_what_ran_in_each_frame_over_the_limit(players_folder):  # noqa: F811
    info = get_game("dice-demons")  # its first action comes a few frames after the start
    assert info.bench is not None
    frames = play_game(info, dict(info.bench.options), 2, moves=1, seed=5, profile_over=0.0)
    assert frames.actions >= 1
    assert len(frames.faults) == len(frames.cpu) == len(frames.tags)
    # A limit of nothing keeps every frame, each with its place in the game and its profile.
    assert [slow.index for slow in frames.slow] == list(range(len(frames.cpu)))
    applied = next(slow for slow in frames.slow if slow.tag == "applied")
    assert applied.action == 0 and applied.cpu == frames.cpu[applied.index]
    assert "app.py" in applied.top() and "(frame)" in applied.top()
    assert frames.most_faults(1)[0][0] == max(frames.faults)
    assert all(len(worst) == 4 for worst in frames.worst(2))
