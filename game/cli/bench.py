"""``bench``: performance figures, one per line as ``game name value(s) unit``.

The headline figure of each game is ``frame_game``: every frame of an AI-against-AI game
played at normal pace through the real app and board with the win-chance meter on, moves
applied and autosaved included (``game.cli.bench_game``; ``--moves N`` stops each game after N
actions, 0 plays it to the end; ``--game-only`` prints this figure alone). Its frames over
16 ms of wall time are counted by why (``frame_game_wall_over_16``): their own work, the
machine (waiting for a core, the host's steal) or the thread blocked.

Every game gets the same figures: frame times of its real board scene while its biggest typical
throw rolls (the first throw of the run, sprite caches cold, and the next one, as every later
throw), frame times while the AI thinks, frame CPU times while a seeded game is played through
the board (and how many texts were rendered per frame, not taken from the text cache), one quick
(headless) roll of that throw, random playouts per second and AI decision times per level. Frame
times are the time of update + draw at 1280x720 on the dummy video driver (no vsync), so they
measure our code, not the display: wall time, and for the later throw also this process's CPU
time (``_cpu``; on a shared machine the wall time's tail is mostly other programs' turns). The
app's start-up time is measured once, as ``app``.

Which games and which throw: every registered game that declares a ``BenchSpec`` on its
``GameInfo`` (its biggest typical throw, the options that make it happen, the options that let a
random playout end), in menu order; nothing here names a game. A throw that comes once a game
(Doodle Dice's random forces) is measured the second time on a fresh board of the same run.

A game may add frame figures of its own screens (``game.cli.bench_extras``: e.g. Doodle Dice's
table with six monsters a side and its sketch pad while a stroke is drawn); they are printed as
wall time and, with ``_cpu``, as this process's CPU time.

The advice figures: frame times while the AI plays with the win-chance meter on, the time of
a hint and of one win-chance reading on the same real positions, and the time from a finished
game to the first frame of its review screen.

Decision times per level cover every kind of position; a game that registers
``GameInfo.extra["decision_phase"]`` (a function of a state naming its phase, e.g. "combat",
"sketch") also gets the Normal level's decision times per phase and the time of a whole phase
(all of one seat's decisions in a row within a phase, e.g. a whole sketching turn), measured
over seeded games between Normal players (``game.ai.bench.phase_times``).
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from collections import Counter

import pygame

import game.pygame_session as pygame_session
import scenes.text as text
from engine.core import CHANCE, BenchSpec, GameInfo, RollRequest, all_games
from engine.dice import roll
from game.ai import bench as ai_bench
from game.ai.planners import LEVEL_NAMES
from game.ai.players import make_player
from game.cli.arguments import ToolParser, between, parse_options, refuse, refusing
from game.cli.bench_extras import FrameTimes, frame_benches
from game.cli.bench_game import FAULTS_MANY, load_average, play_game
from game.cli.frame_spans import spans_text
from game.cli.headless import seeded_actions
from game.match import Match, Seat
from game.settings import Settings
from game.tray import quick_roll
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.driver import UNTHROWN
from scenes.registry import board_scene_for
from scenes.review_scene import ReviewScene

DEFAULT_MOVES = 16
"""Actions of each whole game timed by default: about a minute of play per game."""
QUICK_MOVES = 8
DEFAULT_SEED = 21
"""The whole game's seed (its dice and the AI's draws) unless ``--seed`` names another."""
OVER_MS = (8, 16)
"""Frame CPU times (ms) whose excess frames are counted: the goals for p99 and the worst frame."""
MAX_MOVES = 100_000


def benched_games() -> dict[str, GameInfo]:
    """Every registered game that declares bench parameters, in menu order."""
    return {info.game_id: info for info in all_games() if info.bench is not None}


def _spec(info: GameInfo) -> BenchSpec:
    assert info.bench is not None, f"{info.title} declares no bench parameters"
    return info.bench


def seats_for(info: GameInfo, seat: Seat) -> list[Seat]:
    """As many of ``seat`` as the bench options ask for ("seats"; two by default): Death by
    Dice measures its four-player boss game, where the largest set-up throw happens."""
    return [seat] * int(_spec(info).options.get("seats", 2))


def is_measured_throw(spec: BenchSpec, request: RollRequest) -> bool:
    """Whether ``request`` is the game's biggest typical throw (thrown in the tray)."""
    return (request.count == spec.throw_dice
            and all(d.kind not in UNTHROWN for d in request.dice)
            and (spec.throw_label is None or request.dice[0].label == spec.throw_label))


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def _report(game: str, name: str, values: list[float], unit: str = "ms") -> None:
    if not values:
        print(f"{game} {name} no frames measured")
        return
    figures = " ".join(f"p{pct} {_percentile(values, pct) * 1000:.2f}" for pct in (50, 95, 99))
    print(f"{game} {name} {figures} {unit}")


def _counts(counts: dict[str, int]) -> str:
    """``applied 12, ai 0, ...`` (``none`` when empty)."""
    return ", ".join(f"{tag} {count}" for tag, count in sorted(counts.items())) or "none"


def _report_game(game: str, info: GameInfo, moves: int, seed: int,
                 extra: dict[str, int] | None = None, profile_over: float | None = None) -> None:
    """The whole-game figure (``game.cli.bench_game``): wall and main-thread CPU per frame,
    with the worst frames named by what happened on them, how many frames went over the
    goals by the same names, and the load it was taken under (``extra``: set-up options
    changed from the bench's, e.g. a variant's rules; ``profile_over``: milliseconds of CPU
    over which a frame's profile is printed)."""
    options = {**_spec(info).options, **(extra or {})}
    limit = None if profile_over is None else profile_over / 1000
    frames = play_game(info, options, int(options.get("seats", 2)), moves, seed,
                       profile_over=limit)
    for name, values in (("frame_game", frames.wall), ("frame_game_cpu", frames.cpu)):
        if not values:
            print(f"{game} {name} no frames measured")
            continue
        figures = " ".join(f"p{pct} {_percentile(values, pct) * 1000:.1f}" for pct in (50, 95, 99))
        print(f"{game} {name} {figures} worst {max(values) * 1000:.1f} ms")
    worst = "; ".join(f"{cpu * 1000:.1f} cpu/{wall * 1000:.1f} wall ({tag}, {machine.text()}: "
                      f"{spans_text(spans)})" for wall, cpu, tag, machine, spans in frames.worst(5))
    later = max(frames.cpu[1:], default=0.0) * 1000  # the board's first frame paints it cold
    ending = "to the end" if frames.finished else f"stopped at {frames.actions}"
    print(f"{game} frame_game_run {len(frames.wall)} frames, {frames.actions} actions ({ending}), "
          f"{frames.seconds:.0f} s, load {load_average()}; worst ms: {worst}; worst cpu after "
          f"the first frame {later:.1f} ms; board painted on: {_counts(frames.paints())} "
          f"(mended by parts: {_counts(frames.paints('mended'))}; animating: "
          f"{_counts(frames.paints('animated'))})",
          flush=True)
    faulting = ", ".join(f"{faults} ({cpu * 1000:.1f} cpu, {tag})"
                         for faults, cpu, tag in frames.most_faults(5))
    print(f"{game} frame_game_faults {sum(frames.faults)} page faults in all, "
          f"{sum(f > FAULTS_MANY for f in frames.faults)} frames over {FAULTS_MANY}; "
          f"most: {faulting}")
    for limit in OVER_MS:
        counts = frames.over(limit / 1000)
        named = _counts(counts) if counts else ""
        preempted = frames.over_preempted(limit / 1000)
        print(f"{game} frame_game_cpu_over_{limit} {sum(counts.values())} frames"
              + (f" ({named}; {preempted} of them preempted)" if named else ""))
    for limit in OVER_MS[1:]:
        counts = frames.wall_over(limit / 1000)
        named = ", ".join(f"{count} {why}" for why, count in sorted(counts.items()))
        print(f"{game} frame_game_wall_over_{limit} {sum(counts.values())} frames"
              + (f" (why: {named})" if named else ""))
    unstolen = frames.unstolen()
    if unstolen:
        figures = " ".join(f"p{pct} {_percentile(unstolen, pct) * 1000:.1f}"
                           for pct in (50, 95, 99))
        print(f"{game} frame_game_unstolen {figures} worst {max(unstolen) * 1000:.1f} ms "
              f"({len(unstolen)} of {len(frames.wall)} frames: those the host took nothing from)")
    count, fastest, means, tags = frames.tail()
    print(f"{game} frame_game_tail slowest 1% by wall, {count} frames from "
          f"{fastest * 1000:.1f} ms; mean ms: " + ", ".join(
              f"{name} {value * 1000:.1f}" for name, value in means.items())
          + f" ({_counts(tags)})")
    print(f"{game} board_open {frames.open_wall * 1000:.1f} wall {frames.open_cpu * 1000:.1f} "
          "cpu ms", flush=True)
    for index, wall, cpu, tag, why, where in frames.late(OVER_MS[1] / 1000):
        seen = "; ".join(f"{count}x {stack}" for stack, count in where.most_common(3))
        beside = "; ".join(f"{count}x {stack}" for stack, count
                           in frames.stalls_beside.get(index, Counter()).most_common(3))
        print(f"{game} late_frame {index} at action {frames.at[index]} ({tag}) "
              f"{wall * 1000:.1f} wall/{cpu * 1000:.1f} cpu ms, {why} "
              f"({frames.machine[index].text()}); main thread: {seen or 'not seen'}; "
              f"other threads: {beside or 'waiting'}", flush=True)
    for slow in frames.slow:
        print(f"{game} slow_frame {slow.index} at action {slow.action} ({slow.tag}) "
              f"{slow.cpu * 1000:.1f} cpu ms (profiled), {slow.machine.text()}\n"
              f"{slow.top()}", flush=True)


def _board(info: GameInfo, seats, settings_kw=None, seed: int = 11):
    pygame_session.begin()
    screen = pygame.display.set_mode((1280, 720))
    ctx = AppContext(settings=Settings(**(settings_kw or {})), scenes=SceneManager(),
                     size=(1280, 720))
    match = Match(info, dict(_spec(info).options), seats, seed=seed)
    scene = board_scene_for(ctx, match)
    ctx.scenes.push(scene)
    return ctx, scene, screen, match


def _close_services(ctx) -> None:
    for service in ctx.services.values():
        close = getattr(service, "close", None)
        if callable(close):
            close()


def advance_to_throw(match, info: GameInfo, rng: random.Random) -> RollRequest | None:
    """Play on headless (seeded dice, random choices) until the measured throw is due."""
    spec = _spec(info)
    for _ in range(5000):
        state = match.state
        if state.is_over:
            return None
        if state.to_move == CHANCE:
            request = state.roll_request()
            if is_measured_throw(spec, request):
                return request
            match.apply(roll(request, rng))
        else:
            match.apply(rng.choice(state.legal_actions()))
    return None


def frame_times_roll(info: GameInfo, frames: int = 600) -> tuple[FrameTimes, FrameTimes]:
    """Frames while the measured throw rolls and settles, twice: the first throw of the run
    (sprite caches cold) and the next (as every later throw in a game), each as (wall, CPU)
    seconds, at most ``frames`` frames a throw (a throw still rolling then is measured no
    further). In 66d6 these are Death's and the Devil's set-up throws, the first two actions
    of the game."""
    # Human seats throw their own dice; "throw my dice for me" makes the throw start at once.
    seats = seats_for(info, Seat("human"))
    ctx, scene, screen, match = _board(info, seats, {"auto_throw": True})
    rng = random.Random(7)
    throws: tuple[FrameTimes, FrameTimes] = (([], []), ([], []))
    cut_short = False
    for wall, cpu in throws:
        if cut_short or advance_to_throw(match, info, rng) is None:
            # A throw that comes once a game (or one still rolling after ``frames``): the
            # next one on a fresh board (caches warm).
            # The board is painted once first, as it is on screen before its first throw
            # (the first frame of a new board is its set-up, not a frame of the roll).
            _close_services(ctx)
            ctx, scene, screen, match = _board(info, seats, {"auto_throw": True}, seed=12)
            if advance_to_throw(match, info, rng) is None:
                break
            ctx.scenes.draw(screen)
        done = len(match.actions)
        while len(match.actions) == done and len(wall) < frames:
            if _pass_hand_off(ctx, scene):
                continue
            start, start_cpu = time.perf_counter(), time.process_time()
            ctx.scenes.update(1 / 60)
            ctx.scenes.draw(screen)
            wall.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            pygame.event.pump()
        cut_short = len(match.actions) == done
    _close_services(ctx)
    return throws


def _pass_hand_off(ctx, board) -> bool:
    """Answer a hand-off screen over ``board`` as the next player would (its first button),
    so the frames measured are the throw's, not a screen waiting for a person."""
    top = ctx.scenes.top
    if top is board or not getattr(top, "items", None):
        return False
    top.items[top.primary or 0][1]()
    return True


def frame_times_played(info: GameInfo, moves: int, frames_per_move: int = 5
                       ) -> tuple[list[float], float]:
    """CPU seconds of each frame drawn while a seeded game (greedy players) is played through
    its board, ``frames_per_move`` frames after each move with the mouse moving, and the texts
    rendered per frame (``Font.render`` calls: the rest come from ``scenes.text``'s cache)."""
    seats = [Seat("human"), *seats_for(info, Seat("ai", "normal"))[1:]]  # no hand-offs
    ctx, scene, screen, match = _board(info, seats, {"animation": "instant"})
    actions = seeded_actions(match, 3)
    times: list[float] = []
    renders = text.rendered.misses
    for move in range(moves):
        action = next(actions, None)
        if action is None:
            break
        scene.apply(action)
        scene.card = None  # the next move at once, as a player clicking on
        for frame in range(frames_per_move):
            n = move * frames_per_move + frame
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, rel=(0, 0), buttons=(0, 0, 0),
                                                 pos=(40 + n * 37 % 1200, 40 + n * 23 % 640)))
            for event in pygame.event.get():
                ctx.scenes.handle_event(event)
            start = time.process_time()
            ctx.scenes.draw(screen)
            times.append(time.process_time() - start)
    _close_services(ctx)
    return times, (text.rendered.misses - renders) / max(1, len(times))


def frame_times_ai(info: GameInfo, seconds: float = 6.0, meter: bool = False) -> list[float]:
    """Frames of the board while AI seats think (normal level) and play; with ``meter`` the
    win-chance meter is on and asks after every action."""
    ctx, scene, screen, match = _board(info, seats_for(info, Seat("ai", "normal")),
                                       {"animation": "instant", "win_meter": meter})
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


def review_open_seconds(info: GameInfo, seed: int = 3, actions: int | None = None
                        ) -> tuple[float, int]:
    """Seconds from a finished game (greedy players, seeded dice) to the first frame of its
    review screen, and the game's number of actions; with ``actions``, the review of the
    game's first ``actions`` actions (a game in progress), a smaller sample."""
    seats = [Seat("ai", "easy") for _ in seats_for(info, Seat("ai", "easy"))]
    match = Match(info, dict(_spec(info).options), seats, seed=seed)
    players = [make_player("greedy", seed + s) for s in range(len(seats))]
    rng = random.Random(seed)
    while not match.is_over and (actions is None or len(match.actions) < actions):
        state = match.state
        mover = state.to_move
        assert mover is not None  # the game is not over
        match.apply(roll(state.roll_request(), rng) if mover == CHANCE
                    else players[mover].choose(state))
    ctx, _scene, screen, _match = _board(info, seats)
    started = time.perf_counter()
    review = ReviewScene(ctx, match)
    ctx.scenes.push(review)
    ctx.scenes.update(1 / 60)
    ctx.scenes.draw(screen)
    elapsed = time.perf_counter() - started
    review.exit()  # its analysis process must not run on under the next measurements
    _close_services(ctx)
    return elapsed, len(match.actions)


def quick_roll_ms(info: GameInfo, repeats: int = 10) -> float:
    """Milliseconds to settle the measured throw headless (instant animations, AI games)."""
    match = Match(info, dict(_spec(info).options), seats_for(info, Seat("human")), seed=11)
    request = advance_to_throw(match, info, random.Random(7))
    if request is None:
        return float("nan")
    start = time.perf_counter()
    for seed in range(repeats):
        quick_roll(request, seed)
    return (time.perf_counter() - start) / repeats * 1000


def start_to_first_frame() -> tuple[float, float]:
    """Seconds from starting ``python -m game`` to its first picture on screen, and to the
    main menu's first frame (``game.cli.first_frame``); NaN for one that never came."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "game", "--smoke", "--first-frame"],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    seen: dict[str, float] = {}
    for line in proc.stdout:
        if line.strip() in ("first-frame", "menu-frame"):
            seen[line.strip()] = time.perf_counter() - start
    proc.wait(timeout=30)
    return seen.get("first-frame", float("nan")), seen.get("menu-frame", float("nan"))


def bench_game(info: GameInfo, quick: bool, moves: int, only_game: bool = False,
               seed: int = DEFAULT_SEED, extra: dict[str, int] | None = None,
               profile_over: float | None = None) -> None:
    """Every figure of one game, printed as it is measured (``only_game``: the whole-game
    figure alone; ``extra``: options changed for the whole game, see ``--option``;
    ``profile_over``: see ``--profile-over``)."""
    name, dice = info.game_id, _spec(info).throw_dice
    _report_game(name, info, moves, seed, extra, profile_over)
    if only_game:
        return
    first, later = frame_times_roll(info)
    _report(name, f"frame_roll{dice}", later[0])
    _report(name, f"frame_roll{dice}_cpu", later[1])
    _report(name, f"frame_roll{dice}_first_of_session", first[0])
    _report(name, "frame_ai_thinking", frame_times_ai(info, 3.0 if quick else 6.0))
    played, renders = frame_times_played(info, 60 if quick else 200)
    _report(name, "frame_played_cpu", played)
    print(f"{name} text_renders_per_frame {renders:.2f} (Font.render calls while played)")
    rate = ai_bench.random_playouts_per_second(name, 2.0 if quick else 5.0)
    print(f"{name} engine_random_playouts {rate:.1f} games/s")
    print(f"{name} quick_roll{dice} {quick_roll_ms(info):.1f} ms")
    positions = 10 if quick else 30
    for screen, measure in frame_benches(name):
        wall, cpu = measure()
        _report(name, screen, wall)
        _report(name, f"{screen}_cpu", cpu)
        sys.stdout.flush()
    _report(name, "frame_ai_thinking_with_meter",
            frame_times_ai(info, 3.0 if quick else 6.0, meter=True))
    seconds, actions = review_open_seconds(info)
    print(f"{name} review_open {seconds:.3f} s ({actions} actions)", flush=True)
    hints, meters = ai_bench.advice_times(name, positions, seed=5)
    print(f"{name} hint median {statistics.median(hints):.3f} max {max(hints):.3f} s; "
          f"win_chance median {statistics.median(meters) * 1000:.1f} "
          f"max {max(meters) * 1000:.1f} ms", flush=True)
    for level in LEVEL_NAMES:
        times = ai_bench.decision_times(level, positions, seed=5, game_id=name)
        print(f"{name} ai_{level}_decision median {statistics.median(times):.3f} "
              f"max {max(times):.3f} s", flush=True)
    if "decision_phase" in info.extra:
        _phase_figures(name, 1 if quick else 2)


def _phase_figures(name: str, games: int) -> None:
    """Normal's decision and whole-phase times per phase the game names (CPU, and wall)."""
    times = ai_bench.phase_times(name, "normal", games, seed=5)
    for phase in sorted(times.phase_cpu):
        for what, cpu, wall in (("decision", times.decision_cpu, times.decision_wall),
                                ("phase", times.phase_cpu, times.phase_wall)):
            if phase not in cpu:
                continue
            print(f"{name} ai_normal_{phase}_{what} median {statistics.median(cpu[phase]):.3f} "
                  f"max {max(cpu[phase]):.3f} s cpu, median "
                  f"{statistics.median(wall[phase]):.3f} max {max(wall[phase]):.3f} s wall "
                  f"({len(cpu[phase])} {what}s)", flush=True)


@refusing("python -m game bench")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game bench")
    parser.add_argument("--quick", action="store_true",
                        help="fewer AI positions, shorter timed runs")
    games = benched_games()
    parser.add_argument("--game", choices=(*games, "all"), default="all",
                        help="which game to measure (default: all)")
    parser.add_argument("only", nargs="?", choices=(*games, "all"), metavar="GAME",
                        help="the same as --game GAME")
    parser.add_argument("--moves", type=int, default=None,
                        help="stop each whole game after this many actions (0: play it to "
                             f"the end; default {DEFAULT_MOVES}, with --quick {QUICK_MOVES})")
    parser.add_argument("--game-only", action="store_true",
                        help="only the start-up and whole-game figures")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED,
                        help=f"the whole game's seed (default {DEFAULT_SEED})")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="change a set-up option of the whole game, e.g. avatars=1 "
                             "(repeatable; needs one --game)")
    parser.add_argument("--profile-over", type=float, default=None, metavar="MS",
                        help="run the whole game's frames under cProfile and print what ran "
                             "in each frame over MS ms of CPU or with many page faults (all "
                             "frames run slower)")
    args = parser.parse_args(argv)
    moves = args.moves if args.moves is not None else QUICK_MOVES if args.quick else DEFAULT_MOVES
    between("--moves", moves, 0, MAX_MOVES)
    if args.profile_over is not None:
        between("--profile-over", args.profile_over, 0, 1000)
    chosen = args.only or args.game
    extra: dict[str, int] = {}
    if args.option:
        if chosen == "all":
            refuse("--option needs one --game: options belong to one game")
        info = games[chosen]
        try:
            extra = parse_options(info, args.option, len(seats_for(info, Seat("ai"))))
        except ValueError as error:
            refuse(str(error))
    first, menu = start_to_first_frame()
    print(f"app start_to_first_frame {first:.3f} s, start_to_menu {menu:.3f} s "
          f"(load {load_average()})", flush=True)
    for game_id in (games if chosen == "all" else (chosen,)):
        bench_game(games[game_id], args.quick, moves, args.game_only, args.seed, extra,
                   args.profile_over)
        sys.stdout.flush()
    return 0
