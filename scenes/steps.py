"""Work done ahead in steps (a generator yielding between pieces), run within a frame's share
of CPU time."""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from typing import TypeVar

import pygame

T = TypeVar("T")

_DONE = object()
"""What ``next`` gives for finished steps."""


def run_steps(steps: Iterator[None], until: float, *, at_least_one: bool = False) -> bool:
    """Run ``steps`` until the CPU time ``until`` (``time.thread_time``); True once they are
    all done. A step starts only while the time left is more than the last step took (the
    next piece is guessed to cost about as much): a step started just before ``until`` ran
    its whole length past it, so a frame's share was overrun by a whole step.
    ``at_least_one``: a step even when the share is already spent (work that must move on
    every frame, however busy)."""
    last = 0.0
    if at_least_one:
        last = _step_time(steps)
        if last < 0:
            return True
    while time.thread_time() + last < until:
        last = _step_time(steps)
        if last < 0:
            return True
    return False


def _step_time(steps: Iterator[None]) -> float:
    """One step of ``steps`` run: the CPU seconds it took, -1 when there was none left."""
    began = time.thread_time()
    if next(steps, _DONE) is _DONE:
        return -1.0
    return time.thread_time() - began


def finished(steps: Generator[None, None, T]) -> T:
    """What ``steps`` return, all run now (the same work as done ahead in steps, for a caller
    that needs it at once)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def clipped(steps: Iterator[None], surface: pygame.Surface,
            area: pygame.Rect) -> Iterator[None]:
    """``steps`` painting on ``surface`` clipped to ``area``, the clip taken off between
    steps: on a canvas shared by two pictures (a board's mats and its panel), one left half
    painted must not leave its clip on the canvas for the other to paint under."""
    while True:
        surface.set_clip(area)
        try:
            more = next(steps, _DONE) is not _DONE
        finally:
            surface.set_clip(None)
        if not more:
            return
        yield
