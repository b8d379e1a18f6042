"""``tune``: the weights of a game's evaluation, tuned by self-play.

How: a coordinate search. Starting from a weight set (the hand-set one, or a tuned set by
name), each field in turn is multiplied by ``1 + step`` and, if that does not help, divided by
it. A candidate plays ``--games`` seeded games as a greedy player against a greedy player with
the best weights so far (sides alternating, the same seeds for every candidate, so candidates
meet the same dice and forces). It is kept when its share (draws count half) beats by
``--margin`` the share the best scores against itself on the same seeds (``_baseline``), and it
then becomes the opponent; a kept direction is pushed again until it stops paying. Every
trial prints one line, and the end prints the weights as a Python literal to record in the
game's weights module with this command line.

Why greedy players and not the levels themselves: a greedy game costs a few hundred
evaluations, a level's game a hundred times more, and the evaluation is all a greedy player
knows, so its results measure the weights and nothing else. Why against the best so far and
not always the starting weights: once the best wins nearly every game against the start, a
further gain cannot show against it; head to head it can. The final weights are then played
against the start once more, and that share is printed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import time
from collections.abc import Sequence
from typing import Any

from engine.core import all_games, get_game
from game.ai.players import GreedyPlayer, Player
from game.cli.arguments import (
    ToolParser,
    between,
    parse_options,
    refuse,
    refusing,
    series_counts,
)
from game.cli.selfplay import play_game
from game.cli.series import GameResult
from game.processes import process_context

CANDIDATE, REFERENCE = "candidate", "reference"
"""The two listed players of every tuning game."""


def _weights(game_id: str, values: dict[str, float]) -> Any:
    tuning = get_game(game_id).tuning
    assert tuning is not None
    return dataclasses.replace(tuning.default, **values)


def _player(game_id: str, candidate: dict[str, float], reference: dict[str, float],
            name: str, seed: int) -> Player:
    """A greedy player judging with the candidate's or the reference's weights."""
    tuning = get_game(game_id).tuning
    assert tuning is not None
    values = candidate if name == CANDIDATE else reference
    return GreedyPlayer(seed, evaluate=tuning.evaluation_with(_weights(game_id, values)))


def _job(job: tuple[str, dict[str, float], dict[str, float], int, int, dict[str, int]]
         ) -> GameResult:
    game_id, candidate, reference, seed, index, extra = job
    factory = functools.partial(_player, game_id, candidate, reference)
    return play_game(game_id, (CANDIDATE, REFERENCE), seed, index, None, extra, factory)


@dataclasses.dataclass(frozen=True)
class Trial:
    """One candidate's series against the reference: wins, losses, draws, errors."""

    wins: int
    losses: int
    draws: int
    errors: int

    @property
    def share(self) -> float:
        games = self.wins + self.losses + self.draws
        return (self.wins + 0.5 * self.draws) / games if games else 0.0


def tally(results: Sequence[GameResult]) -> Trial:
    played = [r for r in results if r.error is None]
    wins = sum(1 for r in played if r.winners == (0,))
    losses = sum(1 for r in played if r.winners == (1,))
    return Trial(wins, losses, len(played) - wins - losses, len(results) - len(played))


class Tuner:
    """Plays the trials of one tuning run in a pool of worker processes."""

    def __init__(self, game_id: str, reference: dict[str, float], games: int, seed: int,
                 extra: dict[str, int], pool: Any) -> None:
        self.game_id = game_id
        self.reference = reference
        self.games = games
        self.seed = seed
        self.extra = extra
        self.pool = pool

    def trial(self, candidate: dict[str, float]) -> Trial:
        jobs = [(self.game_id, candidate, self.reference, self.seed, i, self.extra)
                for i in range(self.games)]
        runner = self.pool.imap if self.pool is not None else map
        return tally(list(runner(_job, jobs)))


def _baseline(tuner: Tuner, weights: dict[str, float]) -> float:
    """The share the reference scores against itself on the trial seeds.

    Why: two equal greedy players do not split these games evenly (their tie-breaks differ by
    seat), and a first run with "more than half" as the bar kept three steps that changed no
    choice at all (the same 66-54-30 as their reference). A candidate must beat this share."""
    trial = tuner.trial(weights)
    print(f"baseline: the reference against itself {trial.wins}-{trial.losses}-{trial.draws}"
          f", share {trial.share:.3f}", flush=True)
    return trial.share


def search(tuner: Tuner, start: dict[str, float], fields: Sequence[str], step: float,
           margin: float, passes: int) -> dict[str, float]:
    """The coordinate search; returns the best weights found."""
    best = dict(start)
    baseline = _baseline(tuner, best)
    for number in range(1, passes + 1):
        changed = False
        for name in fields:
            for factor in (1.0 + step, 1.0 / (1.0 + step)):
                kept_any = False
                while True:
                    candidate = {**best, name: round(best[name] * factor, 4)}
                    started = time.perf_counter()
                    trial = tuner.trial(candidate)
                    kept = trial.share > baseline + margin and not trial.errors
                    print(f"pass {number} {name:<12} {best[name]:>7.3f} -> {candidate[name]:>7.3f}"
                          f"  {trial.wins}-{trial.losses}-{trial.draws}"
                          f"  share {trial.share:.3f}  {'kept' if kept else 'dropped'}"
                          f"  ({time.perf_counter() - started:.0f} s)"
                          + (f"  errors={trial.errors}" if trial.errors else ""), flush=True)
                    if not kept:
                        break
                    best, kept_any, changed = candidate, True, True
                    tuner.reference = candidate  # the next candidate must beat this one
                    baseline = _baseline(tuner, candidate)
                if kept_any:
                    break
        if not changed:
            break
    return best


@refusing("python -m game tune")
def main(argv: list[str]) -> int:
    tunable = sorted(info.game_id for info in all_games() if info.tuning is not None)
    parser = ToolParser(prog="python -m game tune",
                        description="Tune a game's evaluation weights by self-play of greedy "
                                    "players.")
    parser.add_argument("game", choices=tunable, metavar="GAME", help=", ".join(tunable))
    parser.add_argument("--games", type=int, default=200, help="games per trial (200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--start", default="", help="a tuned set to start from (default: "
                                                    "the hand-set weights)")
    parser.add_argument("--fields", default="", help="comma-separated fields (default: all)")
    parser.add_argument("--step", type=float, default=0.5, help="relative step (0.5)")
    parser.add_argument("--margin", type=float, default=0.02,
                        help="share a change must add to be kept (0.02)")
    parser.add_argument("--passes", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return 0 if exit_.code in (0, None) else 2
    info = get_game(args.game)
    tuning = info.tuning
    assert tuning is not None
    if args.start and args.start not in tuning.named:
        refuse(f"{info.title} has no weight set called {args.start!r}")
    start_weights = tuning.named[args.start] if args.start else tuning.default
    start = dataclasses.asdict(start_weights)
    fields = [f for f in args.fields.split(",") if f] or list(start)
    unknown = [f for f in fields if f not in start]
    if unknown:
        refuse(f"--fields takes {', '.join(start)}; not {', '.join(unknown)}")
    series_counts(args.games, args.workers)
    if not 0 < args.step <= 10:
        refuse(f"--step must be above 0 and at most 10, not {args.step}")
    between("--margin", args.margin, 0.0, 1.0)
    between("--passes", args.passes, 1, 100)
    try:
        extra = parse_options(info, args.option, 2)
    except ValueError as error:
        refuse(str(error))
    print(f"Command: python -m game tune {' '.join(argv)}")
    print(f"Start: {args.start or 'hand-set'} {start}")
    started = time.perf_counter()
    with contextlib.ExitStack() as stack:
        pool = (stack.enter_context(process_context().Pool(args.workers))
                if args.workers > 1 else None)
        tuner = Tuner(args.game, start, args.games, args.seed, extra, pool)
        best = search(tuner, start, fields, args.step, args.margin, args.passes)
        tuner.reference = start
        final = tuner.trial(best)
    changed = {k: v for k, v in best.items() if v != start[k]}
    print(f"The best against the start: {final.wins}-{final.losses}-{final.draws}, share "
          f"{final.share:.3f} ({time.perf_counter() - started:.0f} s in all)")
    print(f"Changed: {changed or 'nothing'}")
    print(f"Weights({', '.join(f'{k}={v!r}' for k, v in best.items())})")
    return 0
