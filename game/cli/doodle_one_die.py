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
import traceback
from dataclasses import dataclass
from typing import cast

from engine.core import get_game
from engine.doodledice.forces import DieChoice, force_to_json, random_force
from engine.doodledice.state import DoodleState
from game.cli.arguments import refuse, refusing
from game.cli.doodle_balance import (
    BUDGET,
    GAME,
    Scored,
    mirror_seats,
    parse,
    play_out,
    row_parser,
    run_table,
    seat_share,
    share_line,
)

ROWS = (4, 8, 12, 20)
"""The kinds of die a row takes away, by sides."""


@dataclass(frozen=True)
class Job:
    seed: int
    sides: int
    """The kind of die the short seat lacks."""
    index: int
    level: str


Outcome = Scored[Job]


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
        seats = mirror_seats(f"one-die:{job.seed}:{job.sides}", job.level, job.index)
        dice = random.Random(f"one-die-dice:{job.seed}:{job.sides}:{job.index}")
        winners = play_out(cast(DoodleState, state), lambda st, seat: seats[seat].choose(st), dice)
        share = 1.0 - seat_share(winners, weak)
        return Outcome(job, share)
    except Exception:
        return Outcome(job, 0.0, traceback.format_exc())


def report(outcomes: list[Outcome], level: str) -> list[str]:
    title = level.capitalize()
    lines = [f"{title} vs {title}, basic rules, {BUDGET} sides, mirror forces but one seat "
             "lacks one die: the share of the full side",
             f"  {'die taken away':16} {'games':>5} {'share':>6}  95% interval"]
    for sides in ROWS:
        line = share_line(f"one d{sides}", 16, [o.share for o in outcomes
                                                  if o.error is None and o.job.sides == sides])
        if line:
            lines.append(line)
    return lines


def parser() -> argparse.ArgumentParser:
    out = row_parser("--one-die-short", "How much one die decides between equal players.")
    out.add_argument("--sides", default=",".join(map(str, ROWS)),
                     help="the kinds of die to take away, comma-separated (default 4,8,12,20)")
    return out


@refusing("python -m game balance doodle-dice --one-die-short")
def main(argv: list[str]) -> int:
    args = parse(parser(), argv)
    if isinstance(args, int):
        return args
    try:
        kinds = [int(s) for s in args.sides.split(",")]
    except ValueError:
        kinds = []
    if not kinds or any(k not in ROWS for k in kinds):
        refuse(f"--sides takes {', '.join(map(str, ROWS))}")
    if args.house:
        refuse("--one-die-short plays the base game, which our house rules leave alone")
    jobs = [Job(args.seed, k, i, args.level) for k in kinds for i in range(args.games)]
    return run_table(argv, jobs, play, args.workers, _progress,
                     "every game replays from the seed, the die taken away and its index",
                     lambda outcomes: report(outcomes, args.level))


def _progress(o: Outcome, done: int, total: int) -> str:
    return (f"game {done}/{total}: one d{o.job.sides} short, #{o.job.index}: the full side "
            f"scored {o.share}{' ERROR' if o.error else ''}")
