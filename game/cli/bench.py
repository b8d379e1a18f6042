"""``bench``: performance figures, one per line as ``game name value(s) unit``.

Every game gets the same figures: frame times of its real board scene while its biggest typical
throw rolls (the first throw of the run, sprite caches cold, and the next one, as every later
throw), frame times while the AI thinks, one quick (headless) roll of that throw, random
playouts per second and AI decision times per level. Frame times are the CPU time of update +
draw at 1280x720 on the dummy video driver (no vsync), so they measure our code, not the
display. The app's start-up time is measured once, as ``app``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field

from engine.core import RollRequest


@dataclass(frozen=True)
class BenchGame:
    """One game's bench set-up: which board, and which throw is its biggest typical one."""

    game_id: str
    dice: int
    """Dice in the measured throw (it names the figures: ``frame_roll26``)."""
    label: str | None = None
    """The measured throw's die label, when other throws of the game have as many dice."""
    options: dict[str, int] = field(default_factory=dict)

    def is_throw(self, request: RollRequest) -> bool:
        from scenes.driver import UNTHROWN

        return (request.count == self.dice
                and all(d.kind not in UNTHROWN for d in request.dice)
                and (self.label is None or request.dice[0].label == self.label))


GAMES: dict[str, BenchGame] = {
    # The set-up throws of Death and the Devil, 33 dice each.
    "66d6": BenchGame("66d6", 33),
    # Two mega-daemons rolling every die for initiative.
    "daemon-dice": BenchGame("daemon-dice", 26, options={"seats": 2, "dice": 26}),
    # The three movement dice, on the default board.
    "dice-demons": BenchGame("dice-demons", 3, label="move"),
}


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def _report(game: str, name: str, values: list[float]) -> None:
    if not values:
        print(f"{game} {name} no frames measured")
        return
    figures = " ".join(f"p{pct} {_percentile(values, pct) * 1000:.2f}" for pct in (50, 95, 99))
    print(f"{game} {name} {figures} ms")


def _board(game: BenchGame, seats, settings_kw=None):
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
    match = Match(get_game(game.game_id), game.options, seats, seed=11)
    scene = board_scene_for(ctx, match)
    ctx.scenes.push(scene)
    return ctx, scene, screen, match


def _close_services(ctx) -> None:
    for service in ctx.services.values():
        close = getattr(service, "close", None)
        if callable(close):
            close()


def advance_to_throw(match, game: BenchGame, rng: random.Random) -> RollRequest | None:
    """Play on headless (seeded dice, random choices) until the measured throw is due."""
    from engine.core import CHANCE
    from engine.dice import roll

    for _ in range(5000):
        state = match.state
        if state.is_over:
            return None
        if state.to_move == CHANCE:
            request = state.roll_request()
            if game.is_throw(request):
                return request
            match.apply(roll(request, rng))
        else:
            match.apply(rng.choice(state.legal_actions()))
    return None


def frame_times_roll(game: BenchGame) -> tuple[list[float], list[float]]:
    """Frames while the measured throw rolls and settles, twice: the first throw of the run
    (sprite caches cold) and the next (as every later throw in a game). In 66d6 these are
    Death's and the Devil's set-up throws, the first two actions of the game."""
    import pygame

    from game.match import Seat

    # Human seats throw their own dice; "throw my dice for me" makes the throw start at once.
    ctx, scene, screen, match = _board(game, [Seat("human"), Seat("human")],
                                       {"auto_throw": True})
    rng = random.Random(7)
    throws: tuple[list[float], list[float]] = ([], [])
    for times in throws:
        if advance_to_throw(match, game, rng) is None:
            break
        done = len(match.actions)
        while len(match.actions) == done and len(times) <= 600:
            start = time.perf_counter()
            ctx.scenes.update(1 / 60)
            ctx.scenes.draw(screen)
            times.append(time.perf_counter() - start)
            pygame.event.pump()
    _close_services(ctx)
    return throws


def frame_times_ai(game: BenchGame, seconds: float = 6.0) -> list[float]:
    """Frames of the board while AI seats think (normal level) and play."""
    import pygame

    from engine.core import CHANCE
    from engine.dice import roll
    from game.match import Seat

    ctx, scene, screen, match = _board(game, [Seat("ai", "normal"), Seat("ai", "normal")],
                                       {"animation": "instant"})
    rng = random.Random(3)
    while match.state.to_move == CHANCE:
        match.apply(roll(match.state.roll_request(), rng))
    times: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not match.is_over:
        start = time.perf_counter()
        ctx.scenes.update(1 / 60)
        ctx.scenes.draw(screen)
        if scene.driver.ai_thinking:
            times.append(time.perf_counter() - start)
        pygame.event.pump()
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    _close_services(ctx)
    return times


def quick_roll_ms(game: BenchGame, repeats: int = 10) -> float:
    """Milliseconds to settle the measured throw headless (instant animations, AI games)."""
    from engine import get_game
    from game.match import Match, Seat
    from game.tray import quick_roll

    if game.game_id == "66d6":  # the historical figure: 33 plain d6
        from engine.core import DieSpec

        request: RollRequest | None = RollRequest(
            dice=tuple(DieSpec.d(6) for _ in range(33)), reason="bench")
    else:
        match = Match(get_game(game.game_id), game.options, [Seat("human"), Seat("human")],
                      seed=11)
        request = advance_to_throw(match, game, random.Random(7))
    if request is None:
        return float("nan")
    start = time.perf_counter()
    for seed in range(repeats):
        quick_roll(request, seed)
    return (time.perf_counter() - start) / repeats * 1000


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


def bench_game(game: BenchGame, quick: bool) -> None:
    """Every figure of one game, printed as it is measured."""
    from game.ai import bench as ai_bench

    name = game.game_id
    first, later = frame_times_roll(game)
    _report(name, f"frame_roll{game.dice}", later)
    _report(name, f"frame_roll{game.dice}_first_of_session", first)
    _report(name, "frame_ai_thinking", frame_times_ai(game, 3.0 if quick else 6.0))
    rate = ai_bench.random_playouts_per_second(name, 2.0 if quick else 5.0)
    print(f"{name} engine_random_playouts {rate:.1f} games/s")
    print(f"{name} quick_roll{game.dice} {quick_roll_ms(game):.1f} ms")
    positions = 10 if quick else 30
    for level in ("easy", "normal", "hard"):
        times = ai_bench.decision_times(level, positions, seed=5, game_id=name)
        print(f"{name} ai_{level}_decision median {statistics.median(times):.3f} "
              f"max {max(times):.3f} s")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game bench")
    parser.add_argument("--quick", action="store_true",
                        help="fewer AI positions, shorter timed runs")
    parser.add_argument("--game", choices=(*GAMES, "all"), default="all",
                        help="which game to measure (default: all)")
    args = parser.parse_args(argv)
    print(f"app start_to_first_frame {start_to_first_frame():.3f} s", flush=True)
    for game_id in (GAMES if args.game == "all" else (args.game,)):
        bench_game(GAMES[game_id], args.quick)
        sys.stdout.flush()
    return 0
