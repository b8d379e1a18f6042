"""The whole-game bench tells what ran in its slow frames: each frame's page faults are
counted and, with ``profile_over``, a slow frame's profile is kept with where it fell."""

from __future__ import annotations

import gc
import sys
import threading
import time

import pytest

from engine.core import get_game
from game.cli.bench_game import (
    LATE_BLOCKED,
    LATE_MACHINE,
    LATE_WORK,
    LATE_WORK_BUSY_HOST,
    GameFrames,
    Machine,
    late_because,
    machine_now,
    page_faults,
    play_game,
)
from game.cli.frame_spans import FrameSpans, spans_text
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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="read from /proc on Linux")
def test_what_the_machine_did_to_a_frame_is_read_as_differences():
    before = machine_now()
    block = bytearray(4 * 1024 * 1024)
    block[::4096] = b"\x01" * len(block[::4096])
    taken = machine_now() - before
    assert taken.faults >= 500
    assert taken.preempted >= 0 and taken.waited >= 0 and taken.stolen >= 0
    assert Machine(3, 1, 0.002, 0.01).text() == (
        "3 faults, 1 preempted, 2.0 waited, 10 stolen, others 0.0")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="read from /proc on Linux")
def test_a_frame_names_the_other_thread_that_ran_while_it_waited():
    """A frame's thread asleep while another thread of ours works (as when that thread holds
    Python's lock) reads that thread's time and name, by the system's count."""
    worked, done = threading.Event(), threading.Event()

    def busy() -> None:
        end = time.thread_time() + 0.03
        while time.thread_time() < end:
            pass
        worked.set()
        done.wait()  # still there to be named when the frame is read

    worker = threading.Thread(target=busy, name="busy-writer")
    before = machine_now()
    worker.start()
    worked.wait()
    taken = machine_now() - before
    done.set()
    worker.join()
    assert taken.beside >= 0.025
    assert taken.beside_most.startswith("busy-writer ")
    assert float(taken.beside_most.split()[-1]) >= 25
    assert "others " in taken.text() and "(busy-writer " in taken.text()


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
    assert all(len(worst) == 5 for worst in frames.worst(2))
    assert len(frames.machine) == len(frames.cpu)
    assert 0 <= frames.over_preempted(0.0) <= sum(frames.over(0.0).values())
    # Each frame's parts: the update ran in every frame; the applied move's frame drew.
    assert len(frames.spans) == len(frames.cpu)
    assert all("update" in spans for spans in frames.spans)
    assert "draw" in frames.spans[applied.index]
    assert all(sum(spans.get(part, 0.0) for part in ("update", "draw", "flip", "collector"))
               <= cpu + 0.001 for spans, cpu in zip(frames.spans, frames.cpu, strict=True))


def test_frame_spans_time_the_parts_and_put_them_back():
    class Part:
        def work(self) -> int:
            return sum(range(20_000))

    part = Part()
    spans = FrameSpans()
    spans.wrap(part, "work", "work")
    assert part.work() == sum(range(20_000))
    taken = spans.taken()
    assert set(taken) == {"work"} and taken["work"] > 0
    assert spans.taken() == {}  # read once
    spans.restore()
    assert "work" not in vars(part) and part.work() == sum(range(20_000))
    assert spans_text({"draw": 0.0092, "update": 0.0031}) == "draw 9.2, update 3.1"


def test_python_s_collector_passes_are_a_part_of_their_own():
    """A pass Python's collector makes in a frame is timed by itself (whatever part made it),
    and its watch goes with the others."""
    spans = FrameSpans()
    watched = len(gc.callbacks)
    spans.watch_passes("gc passes")
    garbage = [[] for _ in range(20_000)]
    for item in garbage:
        item.append(item)  # cycles: only a pass frees them
    del garbage, item
    gc.collect()
    assert spans.taken()["gc passes"] > 0
    spans.restore()
    assert len(gc.callbacks) == watched
    gc.collect()
    assert spans.taken() == {}


def test_a_late_frame_is_told_apart_by_why_it_was_late():
    """Over 16 ms of wall time: its own CPU, or the machine's time (waiting for a core, the
    host's steal) covering the excess, or else the thread slept (blocked)."""
    limit = 0.016
    assert late_because(0.020, 0.017, Machine(), limit) == LATE_WORK
    assert late_because(0.045, 0.043, Machine(stolen=0.030), limit) == LATE_WORK_BUSY_HOST
    assert late_because(0.025, 0.010, Machine(waited=0.006, stolen=0.004), limit) == LATE_MACHINE
    assert late_because(0.025, 0.010, Machine(waited=0.002), limit) == LATE_BLOCKED
    frames = GameFrames(wall=[0.001, 0.025, 0.030, 0.020], cpu=[0.001, 0.010, 0.020, 0.004],
                        machine=[Machine(), Machine(stolen=0.010), Machine(), Machine()])
    assert frames.wall_over(limit) == {LATE_MACHINE: 1, LATE_WORK: 1, LATE_BLOCKED: 1}


def test_the_hosts_steal_is_counted_on_the_cores_the_frame_ran_on():
    before = Machine(stolen=1.0, core=0, stolen_by_core=(0.5, 0.5))
    after = Machine(stolen=1.5, core=0, stolen_by_core=(0.6, 0.9))
    assert (after - before).stolen == pytest.approx(0.1)  # the other core's 0.4 left out
    moved = Machine(stolen=1.5, core=1, stolen_by_core=(0.6, 0.9))
    assert (moved - before).stolen == pytest.approx(0.5)  # ran on both: both counted
    assert (Machine(stolen=2.0) - Machine(stolen=1.5)).stolen == pytest.approx(0.5)


def test_the_wall_tail_says_where_its_time_went():
    """The slowest frames by wall time, split into their own CPU, the wait for a core, the
    host's steal and the rest, so a percentile over its goal names what to work on."""
    frames = GameFrames(wall=[0.001] * 98 + [0.012, 0.020], cpu=[0.001] * 98 + [0.006, 0.008],
                        tags=["ai"] * 98 + ["applied", "rolling"],
                        machine=[Machine()] * 98 + [Machine(waited=0.004),
                                                    Machine(waited=0.002, stolen=0.010)])
    count, fastest, means, tags = frames.tail(0.02)
    assert (count, fastest, tags) == (2, 0.012, {"applied": 1, "rolling": 1})
    assert means == pytest.approx({"cpu": 0.007, "waited": 0.003, "stolen": 0.005,
                                   "rest": 0.001})


def test_the_frames_the_host_took_nothing_from_are_counted_apart():
    frames = GameFrames(wall=[0.004, 0.030, 0.009], cpu=[0.003, 0.005, 0.008],
                        machine=[Machine(), Machine(stolen=0.020), Machine(waited=0.001)])
    assert frames.unstolen() == [0.004, 0.009]
