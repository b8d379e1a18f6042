"""A job handed to the AI during a frame is sent once the frame is shown, not while it is made
(``game.ai.worker.frame_started``); with no frame under way it is sent at once."""

from __future__ import annotations

import threading

import pytest

import game.ai.worker as ai_worker


class _Pipe:
    """Stands for the AI process's end of the pipe: records what was sent, answers nothing."""

    def __init__(self) -> None:
        self.sent: list[object] = []
        self.got = threading.Event()
        self.closed = threading.Event()

    def send(self, job: object) -> None:
        self.sent.append(job)
        self.got.set()

    def recv(self) -> object:
        self.closed.wait(5)
        raise EOFError

    def close(self) -> None:
        self.closed.set()


class _Ended:
    """Stands for an AI process that has ended."""

    def join(self, timeout: float | None = None) -> None:
        """Nothing to wait for."""

    def is_alive(self) -> bool:
        return False

    def close(self) -> None:
        """Nothing to release."""


@pytest.fixture
def process():
    """A writing thread over a pipe that records what it is sent; stopped after the test."""
    pipe = _Pipe()
    made = ai_worker._Process(_Ended(), pipe, None)  # type: ignore[arg-type]
    yield made, pipe
    ai_worker.frame_done()
    pipe.closed.set()
    made.stop()


def test_a_job_handed_over_during_a_frame_is_sent_once_the_frame_is_shown(monkeypatch,
                                                                           process):
    monkeypatch.setattr(ai_worker, "HAND_OVER_WAIT", 5.0)
    worker, pipe = process
    ai_worker.frame_started()
    worker.send(1, "choice", "66d6", "the position")
    assert not pipe.got.wait(0.2)  # the frame is still being made
    ai_worker.frame_done()
    assert pipe.got.wait(5) and pipe.sent == ["the position"]
    pipe.got.clear()
    worker.send(2, "choice", "66d6", "between frames")
    assert pipe.got.wait(5) and pipe.sent[-1] == "between frames"


def test_a_frame_that_never_ends_holds_a_job_back_only_for_a_moment(monkeypatch, process):
    monkeypatch.setattr(ai_worker, "HAND_OVER_WAIT", 0.05)
    worker, pipe = process
    ai_worker.frame_started()
    worker.send(1, "choice", "66d6", "the position")
    assert pipe.got.wait(5) and pipe.sent == ["the position"]
