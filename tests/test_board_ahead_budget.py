"""Work a board does ahead of need (the paint-ahead of an announced move, posing die kinds,
loading sounds, the collector's small pass) never piles onto a frame whose update is already
busy: each counts the frame's CPU from the start of the board's update."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

import scenes.board.base as base
from scenes.board.base import BoardScene


class _Driver:
    def __init__(self, action: object) -> None:
        self.action = action

    def upcoming(self) -> object:
        return self.action


def _board_preparing(steps: Iterator[None]) -> tuple[BoardScene, object]:
    """A board (no window, no match) with an announced action whose paint-ahead is ``steps``."""
    board = BoardScene.__new__(BoardScene)
    action = object()
    board.driver = _Driver(action)  # type: ignore[assignment]
    board._upcoming_seen = action  # type: ignore[assignment]
    board._upcoming = (action, steps)  # type: ignore[assignment]
    return board, action


def _counting(done: list[int], count: int) -> Iterator[None]:
    for step in range(count):
        done.append(step)
        yield


def test_no_paint_ahead_step_starts_on_a_frame_whose_update_spent_the_budget():
    done: list[int] = []
    board, _action = _board_preparing(_counting(done, 3))
    board._update_began = time.thread_time() - 2 * base.PREPARE_BUDGET  # a busy frame so far
    board._prepare_upcoming()
    assert done == []
    board._update_began = time.thread_time()  # the next frame, quiet until here
    board._prepare_upcoming()
    assert done == [0, 1, 2]  # three quick steps fit its budget
    board._prepare_upcoming()  # finished: nothing more, no error
    assert done == [0, 1, 2]


@pytest.fixture
def ahead_calls(monkeypatch) -> list[str]:
    calls: list[str] = []
    monkeypatch.setattr(base, "pose_ahead", lambda budget: calls.append(f"pose {budget > 0}"))
    monkeypatch.setattr(base.cues.player, "load_ahead", lambda: calls.append("sound") or True)
    monkeypatch.setattr(base.collector, "freeze_survivors", lambda: calls.append("collector"))
    return calls


class _Thrower:
    """A driver that notes the next throw's paint-ahead being asked for."""

    def __init__(self, calls: list[str]) -> None:
        self.calls = calls

    def paint_throw_ahead(self, face_renderer, until: float, marks) -> None:
        self.calls.append(f"throw {until > time.thread_time()}")


def _quiet_board(calls: list[str]) -> BoardScene:
    board = BoardScene.__new__(BoardScene)
    board.driver = _Thrower(calls)  # type: ignore[assignment]
    return board


def test_an_idle_quiet_frame_poses_paints_the_next_throw_loads_and_passes(ahead_calls):
    board = _quiet_board(ahead_calls)
    board._update_began = time.thread_time()
    board._work_ahead()
    assert ahead_calls == ["pose True", "throw True", "sound", "collector"]


def test_a_busy_quiet_frame_leaves_posing_painting_and_sounds_to_a_later_frame(ahead_calls):
    """The collector's small pass is not put off: what play makes would pile up until
    Python's own full pass swept it all on some frame."""
    board = _quiet_board(ahead_calls)
    board._update_began = time.thread_time() - base.POSE_BUDGET - base.IDLE_UPDATE
    board._work_ahead()
    assert ahead_calls == ["collector"]
