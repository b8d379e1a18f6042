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
import traceback
from dataclasses import dataclass, replace
from typing import cast

from engine.core import Action, get_game
from engine.doodledice.forces import force_to_json, random_force
from engine.doodledice.rulesets.avatars.abilities import (
    AVATAR_TYPES,
    TYPE_BY_KEY,
    avatar_of,
    put_avatar,
)
from engine.doodledice.state import DoodleState
from game.cli.arguments import refuse, refusing
from game.cli.doodle_balance import (
    BUDGET,
    GAME,
    Deal,
    Scored,
    held_to_deal,
    mirror_seats,
    parse,
    play_out,
    row_parser,
    run_table,
    seat_share,
    share_line,
)

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
    house: int = 0
    """1: our balance house rules (``--house``)."""


Outcome = Scored[Job]


def kept(row: str, avatar: str) -> tuple[bool, bool, bool]:
    """Per ability of ``avatar`` (in the type's order): does the seat with abilities keep it."""
    first, second, third = (row in (KIT, a.key) for a in TYPE_BY_KEY[avatar].abilities)
    return first, second, third


def without(st: DoodleState, seat: int, keep: tuple[bool, bool, bool]) -> DoodleState:
    """``seat``'s avatar with every use of the abilities not kept ticked off."""
    av = avatar_of(st, seat)
    assert av is not None
    first, second, third = (u if k else a.uses
                            for u, k, a in zip(av.used, keep, av.type.abilities, strict=True))
    return cast(DoodleState, put_avatar(st, seat, replace(av, used=(first, second, third))))


def play(job: Job) -> Outcome:
    try:
        info = get_game(GAME)
        options = {**info.default_options(), "budget": BUDGET, "avatars": 1,
                   "house_rules": job.house}
        force = force_to_json(random_force(f"abilities:{job.seed}:{job.index}", BUDGET))
        state = info.start(info.check_options(options),
                           info.check_setup(options, {"forces": [force, force]}))
        able = job.index % 2  # the seat that keeps its abilities, alternating
        keeps = (kept(job.row, job.avatar) if able == 0 else (False,) * 3,
                 kept(job.row, job.avatar) if able == 1 else (False,) * 3)
        seats = mirror_seats(f"abilities:{job.seed}:{job.avatar}:{job.row}", job.level,
                             job.index)
        dice = random.Random(f"abilities-dice:{job.seed}:{job.avatar}:{job.row}:{job.index}")
        dealt = Deal("", "", job.avatar)
        stripped = [False, False]

        def strip(st: DoodleState) -> DoodleState:
            for seat in (0, 1):
                if not stripped[seat] and avatar_of(st, seat) is not None:
                    st = without(st, seat, keeps[seat])
                    stripped[seat] = True
            return st

        def choose(st: DoodleState, seat: int) -> Action:
            return held_to_deal(st, seats[seat].choose(st), dealt)

        share = seat_share(play_out(cast(DoodleState, state), choose, dice, strip), able)
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
            line = share_line(row_title(kind.key, row), 40, [
                o.share for o in outcomes
                if o.error is None and (o.job.avatar, o.job.row) == (kind.key, row)])
            if line:
                lines.append(line)
    return lines


def parser() -> argparse.ArgumentParser:
    out = row_parser("--abilities", "What each avatar ability is worth to the AI.")
    out.add_argument("--types", default=",".join(t.key for t in AVATAR_TYPES),
                     help="avatar types to measure, comma-separated (default all four)")
    out.add_argument("--rows", default="",
                     help="only these rows: ability keys or 'kit', comma-separated")
    return out


@refusing("python -m game balance doodle-dice --abilities")
def main(argv: list[str]) -> int:
    args = parse(parser(), argv)
    if isinstance(args, int):
        return args
    types = args.types.split(",")
    if any(t not in TYPE_BY_KEY for t in types):
        refuse(f"--types takes avatar types ({', '.join(TYPE_BY_KEY)})")
    wanted = set(args.rows.split(",")) if args.rows else None
    known = {row for t in types for row in rows(t)}
    if wanted is not None and not wanted <= known:
        refuse(f"--rows takes {', '.join(sorted(known))} for these types, not "
               f"{', '.join(sorted(wanted - known))}")
    jobs = [Job(args.seed, t, row, i, args.level, int(args.house))
            for t in types for row in rows(t) if wanted is None or row in wanted
            for i in range(args.games)]
    return run_table(argv, jobs, play, args.workers, _progress,
                     "every game replays from the seed, the type, the row and its index",
                     lambda outcomes: report(outcomes, args.level))


def _progress(o: Outcome, done: int, total: int) -> str:
    return (f"game {done}/{total}: {row_title(o.job.avatar, o.job.row)} #{o.job.index} "
            f"scored {o.share}{' ERROR' if o.error else ''}")
