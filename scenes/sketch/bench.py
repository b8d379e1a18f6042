"""Frame times of the sketch pad while a stroke is drawn on a full page.

The page holds ``MAX_STROKES - 1`` strokes of a few doodles (the most a sketch may hold, with
room for one more); then a 400-point stroke is drawn, one mouse event per frame, and each frame
is timed from the event to the finished picture (event, update, draw of the whole pad), as
wall time and as this process's CPU time (on a busy machine the wall time's tail is mostly
other programs' turns).
"""

from __future__ import annotations

import math
import statistics
import time

import pygame

import game.pygame_session as pygame_session
from engine.sketchdata import MAX_POINTS, MAX_STROKES
from game.doodles import doodle
from scenes.sketch.demo_pad import make_pad
from scenes.sketch.render import to_screen


def full_page() -> dict:
    strokes: list[dict] = []
    seed = 0
    while len(strokes) < MAX_STROKES - 1:
        strokes += doodle(seed, ("red", "blue", "green")[seed % 3], [("weapon", 8)],
                          ["flies"])[0]["strokes"]
        seed += 1
    strokes = strokes[: MAX_STROKES - 1]
    budget = MAX_POINTS - 420  # room for the stroke being drawn
    kept, used = [], 0
    for stroke in strokes:
        take = stroke["p"][: max(1, min(len(stroke["p"]), budget - used - (len(strokes)
                                                                        - len(kept))))]
        kept.append({**stroke, "p": take})
        used += len(take)
    return {"v": 1, "strokes": kept}


def stroke_times(size: tuple[int, int], verbose: bool = False
                 ) -> tuple[list[float], list[float]]:
    """(wall ms, cpu ms) of every frame while the stroke is drawn (``verbose``: print what
    was on the page)."""
    pygame_session.begin()
    screen = pygame.display.set_mode(size)
    sketch = full_page()
    pad = make_pad(size, sketch=sketch)
    points = [(500 + 330 * math.cos(t / 40) * (0.4 + t / 700), 500 + 330 * math.sin(t / 33)
               * (0.4 + t / 700)) for t in range(400)]
    screen_points = [to_screen(p, pad.canvas) for p in points]
    wall: list[float] = []
    cpu: list[float] = []
    pad.draw(screen)  # the first frame builds the cached images, as when the pad opens
    pad.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen_points[0],
                                        button=1))
    for pos in screen_points[1:]:
        start, start_cpu = time.perf_counter(), time.process_time()
        pad.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                            buttons=(1, 0, 0)))
        pad.update(1 / 60)
        pad.draw(screen)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    pad.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=screen_points[-1],
                                        button=1))
    if verbose:
        print(f"sketch pad {size[0]}x{size[1]}: {len(sketch['strokes'])} strokes on the page "
              f"({sum(len(s['p']) for s in sketch['strokes'])} points) + 1 being drawn "
              f"({len(pad.edit.strokes[-1]['p'])} points, {len(wall)} frames)")
    return wall, cpu


def frame_times(size: tuple[int, int]) -> int:
    """``python -m scenes.sketch.demo --bench``: the stroke's frame times, printed."""
    wall, cpu = stroke_times(size, verbose=True)
    for label, times in (("wall", wall), ("cpu", cpu)):
        times.sort()
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"frame ms ({label}): median {statistics.median(times):.2f}  p99 {p99:.2f}  "
              f"max {times[-1]:.2f}")
    pygame_session.end()
    return 0
