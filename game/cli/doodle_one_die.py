"""``balance doodle-dice --one-die-short``: how much one die decides between equal players.

Why: the balance table holds every avatar type, stratagem and fortress to a 65% share, and the
warrior's Lead from the Front (one enemy monster struck down) wins far more than that. This
table measures the game itself, with no alternate rule: both seats bring the same random force
at the rulebook's 300 sides, except that one seat's force lacks one die of the kind the row
names (its first d20, say: 280 sides against 300). Sides alternate game by game. The share of
the full side (wins plus half the draws) is what that one die is worth; 50% would mean the game
forgives a small loss, near 100% that one die decides it.

Everything else is the AI's own play, and each game replays from (seed, sides, index).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass

from engine.core import CHANCE, get_game
from engine.dice import roll
from engine.doodledice.forces import DieChoice, force_to_json, random_force
from game.ai.players import make_player
from game.cli.doodle_balance import (
    BUDGET,
    GAME,
    parse,
    print_table,
    run_series,
    series_parser,
    wilson,
)
from game.cli.series import MAX_ACTIONS

ROWS = (4, 8, 12, 20)
"""The kinds of die a row takes away, by sides."""


@dataclass(frozen=True)
class Job:
    seed: int
    sides: int
    """The kind of die the short seat lacks."""
    index: int
    level: str


@dataclass(frozen=True)
class Outcome:
    job: Job
    share: float
    """What the full side scored: 1 a win, 0.5 a draw, 0 a loss."""
    error: str | None = None


def forces(seed: int, sides: int, index: int) -> tuple[tuple[DieChoice, ...], ...]:
    """The full force and the same force less its first die of ``sides``. A random force
    without such a die (about one in sixty) is drawn again from the next seed in line."""
    for attempt in range(1000):
        full = tuple(random_force(f"one-die:{seed}:{index}:{attempt}", BUDGET))
        at = next((i for i, d in enumerate(full) if d.sides == sides), None)
        if at is not None:
            return full, full[:at] + full[at + 1:]
    raise ValueError(f"no random force of game {index} has a d{sides}")


def play(job: Job) -> Outcome:
    try:
        full, short = forces(job.seed, job.sides, job.index)
        weak = job.index % 2  # the short seat, alternating
        info = get_game(GAME)
        options = info.check_options({**info.default_options(), "budget": BUDGET})
        payload = [force_to_json(short if seat == weak else full) for seat in range(2)]
        state = info.start(options, info.check_setup(options, {"forces": payload}))
        seed = random.Random(f"one-die:{job.seed}:{job.sides}").randrange(10**6)
        seats = [make_player(job.level, seed * 1_000_003 + job.index * 101 + s)
                 for s in range(2)]
        dice = random.Random(f"one-die-dice:{job.seed}:{job.sides}:{job.index}")
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                break
            mover = state.to_move
            action = roll(state.roll_request(), dice) if mover == CHANCE \
                else seats[mover].choose(state)
            state = state.apply(action)
        else:
            raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
        result = state.outcome()
        assert result is not None
        winners = tuple(result.winners)
        share = 0.5 if len(winners) != 1 else float(winners[0] != weak)
        return Outcome(job, share)
    except Exception:
        return Outcome(job, 0.0, traceback.format_exc())


def report(outcomes: list[Outcome], level: str) -> list[str]:
    title = level.capitalize()
    lines = [f"{title} vs {title}, basic rules, {BUDGET} sides, mirror forces but one seat "
             "lacks one die: the share of the full side",
             f"  {'die taken away':16} {'games':>5} {'share':>6}  95% interval"]
    for sides in ROWS:
        mine = [o for o in outcomes if o.error is None and o.job.sides == sides]
        if not mine:
            continue
        share = sum(o.share for o in mine) / len(mine)
        low, high = wilson(share, len(mine))
        lines.append(f"  {'one d' + str(sides):16} {len(mine):5} {share:6.1%}  "
                     f"{low:.0%}-{high:.0%}")
    return lines


def parser() -> argparse.ArgumentParser:
    out = series_parser("python -m game balance doodle-dice --one-die-short",
                        "How much one die decides between equal players.", 20, "greedy",
                        "games a row (default 20)")
    out.add_argument("--one-die-short", action="store_true", required=True)
    out.add_argument("--sides", default=",".join(map(str, ROWS)),
                     help="the kinds of die to take away, comma-separated (default 4,8,12,20)")
    return out


def main(argv: list[str]) -> int:
    args = parse(parser(), argv)
    if isinstance(args, int):
        return args
    try:
        kinds = [int(s) for s in args.sides.split(",")]
    except ValueError:
        kinds = []
    if not kinds or any(k not in ROWS for k in kinds):
        print(f"balance: --sides takes {', '.join(map(str, ROWS))}", file=sys.stderr)
        return 2
    jobs = [Job(args.seed, k, i, args.level) for k in kinds for i in range(args.games)]
    started = time.perf_counter()
    outcomes = run_series(jobs, play, args.workers, _progress)
    print_table(argv, "every game replays from the seed, the die taken away and its index",
                report(outcomes, args.level), outcomes, started)
    return 0


def _progress(o: Outcome, done: int, total: int) -> str:
    return (f"game {done}/{total}: one d{o.job.sides} short, #{o.job.index}: the full side "
            f"scored {o.share}{' ERROR' if o.error else ''}")
