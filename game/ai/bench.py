"""Speed figures for the ``bench`` command: AI decision times and raw engine speed.

Why measured on real positions: a decision's cost depends on the branching factor, which in 66d6
ranges from 2 (a defender's choice) to 70 (a full board mid-turn), and in the other games swings
as widely (a Daemon Dice defence with a dozen dice to assign, a Dice Demons walk with bridges to
turn). The positions come from seeded games between greedy players on the game's default
options, sampled evenly through each game, so the figures are reproducible and cover openings,
middle games and endings alike.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.core import CHANCE, State, get_game
from engine.dice import roll
from game.ai.advice import advise, win_chances
from game.ai.players import make_player
from game.ai.worker import choose_now

GAME_ID = "66d6"
_SAMPLE_EVERY = 25
"""Take every n-th real decision of a game, so positions spread through it."""


def sample_positions(game_id: str, count: int, seed: int) -> list[State]:
    """``count`` positions with a real choice (2+ legal actions) from seeded greedy games."""
    return list(_sampled(game_id, count, seed))


@functools.lru_cache(maxsize=4)
def _sampled(game_id: str, count: int, seed: int) -> tuple[State, ...]:
    """The positions, played out once for the hint figure and every level's (states never
    change, so each measurement can walk the same ones)."""
    info = get_game(game_id)
    found: list[State] = []
    game = 0
    while len(found) < count:
        rng = random.Random(f"bench:{seed}:{game}")
        state = info.new_game(info.default_options())
        players = [make_player("greedy", seed * 7919 + game * 13 + s)
                   for s in range(state.num_seats)]
        decisions = 0
        while not state.is_over and len(found) < count:
            mover = state.to_move
            if mover == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
                continue
            assert mover is not None
            if len(state.legal_actions()) > 1:
                decisions += 1
                if decisions % _SAMPLE_EVERY == game % _SAMPLE_EVERY:
                    found.append(state)
            state = state.apply(players[mover].choose(state))
        game += 1
    return tuple(found)


def advice_times(game_id: str, positions: int, seed: int) -> tuple[list[float], list[float]]:
    """Seconds a hint (``advise``) and a win-chance reading (``win_chances``) take on each of
    ``positions`` real positions."""
    hints: list[float] = []
    meters: list[float] = []
    for index, state in enumerate(sample_positions(game_id, positions, seed)):
        mover = state.to_move
        assert mover is not None
        started = time.perf_counter()
        advise(state, mover, seed * 1000 + index)
        hints.append(time.perf_counter() - started)
        started = time.perf_counter()
        win_chances(state, mover, seed)
        meters.append(time.perf_counter() - started)
    return hints, meters


def decision_times(level: str, positions: int, seed: int,
                   game_id: str = GAME_ID) -> list[float]:
    """Seconds the search at ``level`` takes for each of ``positions`` real positions."""
    times: list[float] = []
    for index, state in enumerate(sample_positions(game_id, positions, seed)):
        started = time.perf_counter()
        choose_now(game_id, state, level, seed * 1000 + index)
        times.append(time.perf_counter() - started)
    return times


@dataclass
class PhaseTimes:
    """Seconds per decision and per whole phase, by phase name, as wall and CPU time (on a
    shared machine the wall time also counts other programs' turns)."""

    decision_wall: dict[str, list[float]] = field(default_factory=dict)
    decision_cpu: dict[str, list[float]] = field(default_factory=dict)
    phase_wall: dict[str, list[float]] = field(default_factory=dict)
    phase_cpu: dict[str, list[float]] = field(default_factory=dict)


def phase_times(game_id: str, level: str, games: int, seed: int,
                options: Mapping[str, int] | None = None) -> PhaseTimes:
    """Decision and whole-phase times by the phase the game names
    (``GameInfo.extra["decision_phase"]``), in seeded games between two ``level`` players.

    A *whole phase* is a run of one seat's decisions in a row within one named phase (dice
    thrown in between do not end it): Doodle Dice's sketching turn, say, is several decisions
    (start a monster, add a part, ..., done) and the player waits for all of them. Decisions
    with a single legal action are counted in the phase's time but not as decisions.
    """
    info = get_game(game_id)
    phase_of = info.extra["decision_phase"]
    opts = info.check_options({**info.default_options(), **(options or {})})
    out = PhaseTimes()
    for game in range(games):
        rng = random.Random(f"phases:{seed}:{game}")
        state = info.new_game(opts)
        run: tuple[int, str] | None = None
        step = 0
        while not state.is_over:
            mover = state.to_move
            if mover == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
                continue
            assert mover is not None
            phase = phase_of(state)
            if run != (mover, phase):
                run = (mover, phase)
                out.phase_wall.setdefault(phase, []).append(0.0)
                out.phase_cpu.setdefault(phase, []).append(0.0)
            several = len(state.legal_actions()) > 1
            started, started_cpu = time.perf_counter(), time.process_time()
            action = choose_now(game_id, state, level, seed * 100_003 + game * 1009 + step)
            wall = time.perf_counter() - started
            cpu = time.process_time() - started_cpu
            out.phase_wall[phase][-1] += wall
            out.phase_cpu[phase][-1] += cpu
            if several:
                out.decision_wall.setdefault(phase, []).append(wall)
                out.decision_cpu.setdefault(phase, []).append(cpu)
            state = state.apply(action)
            step += 1
    return out


def random_playouts_per_second(game_id: str, seconds: float,
                               options: Mapping[str, int] | None = None) -> float:
    """Whole games (set-up dice included) of uniformly random play per second of one core.

    ``options`` default to the game's ``BenchSpec.playout_options`` (its defaults plus what it
    takes for a random game to end)."""
    info = get_game(game_id)
    if options is None:
        options = info.bench.playout_options if info.bench is not None else {}
    opts = info.check_options(options)
    rng = random.Random(12345)
    started = time.perf_counter()
    games = 0
    while True:
        state = info.new_game(opts)
        while not state.is_over:
            if state.to_move == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
            else:
                state = state.apply(rng.choice(state.legal_actions()))
        games += 1
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return games / elapsed
