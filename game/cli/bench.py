"""``bench``: performance figures, one per line as ``name: value unit``.

Frame times are the CPU time of update + draw of the real 66d6 board scene at 1280x720 on the
dummy video driver (no vsync), so they measure our code, not the display.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def _report(name: str, values: list[float]) -> None:
    for pct in (50, 95, 99):
        print(f"{name}_p{pct}: {_percentile(values, pct) * 1000:.2f} ms")


def _board(seats, settings_kw=None):
    import pygame

    from engine import get_game
    from game.match import Match
    from game.settings import Settings
    from scenes.base import SceneManager
    from scenes.context import AppContext
    from scenes.registry import board_scene_for

    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    ctx = AppContext(settings=Settings(**(settings_kw or {})), scenes=SceneManager(),
                     size=(1280, 720))
    match = Match(get_game("66d6"), {}, seats, seed=11)
    scene = board_scene_for(ctx, match)
    ctx.scenes.push(scene)
    return ctx, scene, screen, match


def frame_times_roll() -> tuple[list[float], list[float]]:
    """Frames while 33 set-up dice roll and settle: Death's throw (the first of the session,
    sprite caches cold) and the Devil's (as every later throw in a game)."""
    import pygame

    from engine.core import CHANCE
    from game.match import Seat

    ctx, scene, screen, match = _board([Seat("human"), Seat("human")])
    throws: tuple[list[float], list[float]] = ([], [])
    while match.state.to_move == CHANCE and len(match.actions) < 2:
        times = throws[len(match.actions)]
        start = time.perf_counter()
        ctx.scenes.update(1 / 60)
        ctx.scenes.draw(screen)
        times.append(time.perf_counter() - start)
        pygame.event.pump()
        if len(times) > 600:
            break
    return throws


def frame_times_ai(seconds: float = 6.0) -> list[float]:
    """Frames of the board while AI seats think (normal level) and play."""
    import random

    import pygame

    from engine.core import CHANCE
    from engine.dice import roll
    from game.match import Seat

    ctx, scene, screen, match = _board([Seat("ai", "normal"), Seat("ai", "normal")],
                                       {"animation": "instant"})
    rng = random.Random(3)
    while match.state.to_move == CHANCE:
        match.apply(roll(match.state.roll_request(), rng))
    times: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        ctx.scenes.update(1 / 60)
        ctx.scenes.draw(screen)
        if scene.driver.ai_thinking:
            times.append(time.perf_counter() - start)
        pygame.event.pump()
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    for service in ctx.services.values():
        close = getattr(service, "close", None)
        if callable(close):
            close()
    return times


def start_to_first_frame() -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "game", "--smoke", "--first-frame"],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == "first-frame":
            elapsed = time.perf_counter() - start
            break
    else:
        elapsed = float("nan")
    proc.wait(timeout=30)
    return elapsed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game bench")
    parser.add_argument("--quick", action="store_true", help="fewer AI positions")
    args = parser.parse_args(argv)
    from engine.core import DieSpec, RollRequest
    from game.ai import bench as ai_bench
    from game.tray import quick_roll

    print(f"start_to_first_frame: {start_to_first_frame():.3f} s")
    first, later = frame_times_roll()
    _report("frame_roll33", later)
    _report("frame_roll33_first_of_session", first)
    _report("frame_ai_thinking", frame_times_ai())
    rate = ai_bench.random_playouts_per_second("66d6", 5.0)
    print(f"engine_random_playouts: {rate:.1f} games/s")
    request = RollRequest(dice=tuple(DieSpec.d(6) for _ in range(33)), reason="bench")
    start = time.perf_counter()
    for seed in range(10):
        quick_roll(request, seed)
    print(f"quick_roll33: {(time.perf_counter() - start) / 10 * 1000:.1f} ms")
    positions = 10 if args.quick else 30
    for level in ("easy", "normal", "hard"):
        times = ai_bench.decision_times(level, positions, seed=5)
        print(f"ai_{level}_decision_median: {statistics.median(times):.3f} s")
        print(f"ai_{level}_decision_max: {max(times):.3f} s")
    return 0
