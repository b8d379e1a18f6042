"""Work done ahead in steps stays within a frame's share: a step starts only while the time
left is more than the last step took, so a frame is never overrun by a whole step started
just before its share ended."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame

from scenes.steps import clipped, run_steps


def _busy(seconds: float) -> None:
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


def _steps(done: list[int], costs: list[float]) -> Iterator[None]:
    for index, cost in enumerate(costs):
        _busy(cost)
        done.append(index)
        yield


def test_quick_steps_all_run_within_the_share_and_say_they_are_done():
    done: list[int] = []
    assert run_steps(_steps(done, [0.0] * 5), time.thread_time() + 0.5)
    assert done == [0, 1, 2, 3, 4]


def test_no_step_starts_when_the_time_left_is_less_than_the_last_step_took():
    done: list[int] = []
    steps = _steps(done, [0.02, 0.02, 0.0])
    assert not run_steps(steps, time.thread_time() + 0.03)
    assert done == [0]  # 10 ms left after a 20 ms step: the second waits for the next frame
    assert run_steps(steps, time.thread_time() + 0.1)
    assert done == [0, 1, 2]


def test_a_spent_share_runs_nothing_unless_a_step_is_owed():
    done: list[int] = []
    steps = _steps(done, [0.0, 0.0])
    assert not run_steps(steps, time.thread_time() - 1)
    assert done == []
    assert not run_steps(steps, time.thread_time() - 1, at_least_one=True)
    assert done == [0]


def test_a_clipped_painting_left_half_done_leaves_no_clip_on_the_canvas():
    canvas = pygame.Surface((40, 40))
    area = pygame.Rect(0, 0, 20, 40)
    seen: list[pygame.Rect] = []

    def painting():
        seen.append(canvas.get_clip())
        yield
        seen.append(canvas.get_clip())
        yield

    steps = clipped(painting(), canvas, area)
    next(steps)  # one piece painted, then the painting is dropped
    assert seen == [area] and canvas.get_clip() == canvas.get_rect()
