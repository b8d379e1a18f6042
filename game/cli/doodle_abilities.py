"""``balance doodle-dice --abilities``: what each avatar ability is worth in the AI's hands.

Why: the balance table (``doodle_balance``) says which avatar type wins, not why. This table
splits a type's strength into its abilities. Each series seats one avatar type against itself
on the same random force at the rulebook's 300 sides, avatars alone: one seat keeps some of
its abilities (one ability, or the whole kit), the other starts the game with every use already
ticked off, so it plays the same type with nothing to use. Sides alternate game by game. The
share of the seat with the abilities (wins plus half the draws) is what they are worth: about
50% when the AI gains nothing by them, near 100% when they decide games.

Everything else is the AI's own play, and each game replays from (seed, type, row, index).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass, replace

from engine.core import CHANCE, get_game
from engine.dice import roll
from engine.doodledice.avatars import AVATAR_TYPES, TYPE_BY_KEY, avatar_of, put_avatar
from engine.doodledice.forces import force_to_json, random_force
from engine.doodledice.state import DoodleState
from game.ai.players import make_player
from game.cli.doodle_balance import (
    BUDGET,
    GAME,
    Deal,
    held_to_deal,
    parse,
    print_table,
    run_series,
    series_parser,
    wilson,
)
from game.cli.series import MAX_ACTIONS

KIT = "kit"
"""The row of a type's whole kit (all three abilities) against none."""


@dataclass(frozen=True)
class Job:
    seed: int
    avatar: str
    row: str
    """An ability key (only it is kept) or ``KIT`` (all three are)."""
    index: int
    level: str


@dataclass(frozen=True)
class Outcome:
    job: Job
    share: float
    """What the seat with the abilities scored: 1 a win, 0.5 a draw, 0 a loss."""
    error: str | None = None


def kept(row: str, avatar: str) -> tuple[bool, bool, bool]:
    """Per ability of ``avatar`` (in the type's order): does the seat with abilities keep it."""
    return tuple(row in (KIT, a.key) for a in TYPE_BY_KEY[avatar].abilities)  # type: ignore


def without(st: DoodleState, seat: int, keep: tuple[bool, bool, bool]) -> DoodleState:
    """``seat``'s avatar with every use of the abilities not kept ticked off."""
    av = avatar_of(st, seat)
    assert av is not None
    used = tuple(u if k else a.uses
                 for u, k, a in zip(av.used, keep, av.type.abilities, strict=True))
    return put_avatar(st, seat, replace(av, used=used))


def play(job: Job) -> Outcome:
    try:
        info = get_game(GAME)
        options = {**info.default_options(), "budget": BUDGET, "avatars": 1}
        force = force_to_json(random_force(f"abilities:{job.seed}:{job.index}", BUDGET))
        state = info.start(info.check_options(options),
                           info.check_setup(options, {"forces": [force, force]}))
        able = job.index % 2  # the seat that keeps its abilities, alternating
        keeps = (kept(job.row, job.avatar) if able == 0 else (False,) * 3,
                 kept(job.row, job.avatar) if able == 1 else (False,) * 3)
        seed = random.Random(f"abilities:{job.seed}:{job.avatar}:{job.row}").randrange(10**6)
        seats = [make_player(job.level, seed * 1_000_003 + job.index * 101 + s)
                 for s in range(2)]
        dice = random.Random(f"abilities-dice:{job.seed}:{job.avatar}:{job.row}:{job.index}")
        dealt = Deal("", "", job.avatar)
        stripped = [False, False]
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                break
            mover = state.to_move
            if mover == CHANCE:
                action = roll(state.roll_request(), dice)
            else:
                action = held_to_deal(state, seats[mover].choose(state), dealt)
            state = state.apply(action)
            for seat in (0, 1):
                if not stripped[seat] and avatar_of(state, seat) is not None:
                    state = without(state, seat, keeps[seat])
                    stripped[seat] = True
        else:
            raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
        result = state.outcome()
        assert result is not None
        winners = tuple(result.winners)
        share = 0.5 if len(winners) != 1 else float(winners[0] == able)
        return Outcome(job, share)
    except Exception:
        return Outcome(job, 0.0, traceback.format_exc())


def rows(avatar: str) -> list[str]:
    return [a.key for a in TYPE_BY_KEY[avatar].abilities] + [KIT]


def row_title(avatar: str, row: str) -> str:
    kind = TYPE_BY_KEY[avatar]
    if row == KIT:
        return f"{kind.title}: all three"
    return f"{kind.title}: {next(a.title for a in kind.abilities if a.key == row)}"


def report(outcomes: list[Outcome], level: str) -> list[str]:
    title = level.capitalize()
    lines = [f"{title} vs {title}, avatars alone, {BUDGET} sides, mirror forces: the share of "
             "the seat that keeps the abilities named (the other has none)",
             f"  {'abilities kept':40} {'games':>5} {'share':>6}  95% interval"]
    for kind in AVATAR_TYPES:
        for row in rows(kind.key):
            mine = [o for o in outcomes if o.error is None
                    and (o.job.avatar, o.job.row) == (kind.key, row)]
            if not mine:
                continue
            share = sum(o.share for o in mine) / len(mine)
            low, high = wilson(share, len(mine))
            lines.append(f"  {row_title(kind.key, row):40} {len(mine):5} {share:6.1%}  "
                         f"{low:.0%}-{high:.0%}")
    return lines


def parser() -> argparse.ArgumentParser:
    out = series_parser("python -m game balance doodle-dice --abilities",
                        "What each avatar ability is worth to the AI.", 20, "greedy",
                        "games a row (default 20)")
    out.add_argument("--abilities", action="store_true", required=True)
    out.add_argument("--types", default=",".join(t.key for t in AVATAR_TYPES),
                     help="avatar types to measure, comma-separated (default all four)")
    out.add_argument("--rows", default="",
                     help="only these rows: ability keys or 'kit', comma-separated")
    return out


def main(argv: list[str]) -> int:
    args = parse(parser(), argv)
    if isinstance(args, int):
        return args
    types = args.types.split(",")
    if any(t not in TYPE_BY_KEY for t in types):
        print(f"balance: --types takes avatar types ({', '.join(TYPE_BY_KEY)})", file=sys.stderr)
        return 2
    wanted = set(args.rows.split(",")) if args.rows else None
    jobs = [Job(args.seed, t, row, i, args.level)
            for t in types for row in rows(t) if wanted is None or row in wanted
            for i in range(args.games)]
    started = time.perf_counter()
    outcomes = run_series(jobs, play, args.workers, _progress)
    print_table(argv, "every game replays from the seed, the type, the row and its index",
                report(outcomes, args.level), outcomes, started)
    return 0


def _progress(o: Outcome, done: int, total: int) -> str:
    return (f"game {done}/{total}: {row_title(o.job.avatar, o.job.row)} #{o.job.index} "
            f"scored {o.share}{' ERROR' if o.error else ''}")
