"""``contract``: does every game keep the engine contract in every rule combination?

For each registered game and each combination of its ``rule_grid`` (``GameInfo``), it plays
seeded random games and checks at every decision what ``engine.contract`` checks: the state
comes back equal from the AI worker's road (pickled), every listed action is allowed, and
unlisted ones (made up, mutated, another seat's) are refused with ``why_not``'s sentence. It
also takes the whole road the AI worker, Hint and the win-chance meter take
(``game.ai.worker.answer``): a decision where that road fails is one where the board would say
"The AI stumbled" and play a random move, counted as an AI fallback. One line per game and
combination; a combination the engine refuses is printed with its sentence.

Why a tool and not only tests: the unit tests play short games of each combination; long
series belong here, where anyone can run them again with the same seed.
"""

from __future__ import annotations

import argparse
import pickle
import sys
import time
from collections.abc import Callable, Mapping
from typing import NoReturn

from engine.contract import UNGUARDED, Tally, combinations, play_checked
from engine.core import Action, CorruptData, GameInfo, State, all_games, get_game
from game.ai.worker import MOVE, answer, decode

AI_LEVEL = "easy"
"""The level the AI road is taken at: the in-thread fallback's own level, and the cheapest."""


class _Refused(Exception):
    """Bad command-line arguments; ``str`` is the sentence to print."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Refused(message)


def ai_road(info: GameInfo) -> Callable[[State, int], str | None]:
    """Why the AI could not answer in a state (sent as the worker gets it, through a pickle),
    or None: the road must give back an action the state allows."""

    def problem(state: State, seed: int) -> str | None:
        try:
            move = decode(MOVE, info.game_id, answer(
                MOVE, info.game_id, pickle.loads(pickle.dumps(state)), AI_LEVEL, seed))
        except Exception as error:  # exactly what makes the board play a random move
            return f"the AI road failed ({type(error).__name__}: {error})"
        if not isinstance(move, Action):
            return f"the AI answered {move!r}, which is not an action"
        reason = state.why_not(move)
        return None if reason is None else f"the AI answered {move!r}, refused: {reason}"

    return problem


def label(combo: Mapping[str, int]) -> str:
    return " ".join(f"{key}={value}" for key, value in combo.items()) or "defaults"


def check_combination(info: GameInfo, options: Mapping[str, int], games: int, seed: int,
                      ai_every: int, share: float = 1.0) -> Tally:
    """``games`` seeded random games of ``options``, checked at a ``share`` of the decisions
    (every position is read back all the same), the AI road asked at one checked decision in
    ``ai_every`` (0: never)."""
    tally = Tally()
    road = ai_road(info) if ai_every else None
    asked = [0]

    def sometimes(state: State, road_seed: int) -> str | None:
        asked[0] += 1
        if road is None or asked[0] % ai_every:
            return None
        return road(state, road_seed)

    for index in range(games):
        play_checked(info, options, seed + index, tally, ai_road=sometimes, share=share,
                     round_trip_every=True, refusals=info.game_id not in UNGUARDED)
    return tally


HEADER = (f"{'game':<14} {'combination':<58} {'games':>5} {'actions':>8} {'round trips':>11} "
          f"{'violations':>10} {'AI fallbacks':>12}")


def _unguarded_note() -> str:
    """The header's word on games whose refusals are not checked yet (none: nothing)."""
    return f", refusals not yet for {', '.join(sorted(UNGUARDED))}" if UNGUARDED else ""


def main(argv: list[str]) -> int:
    parser = _Parser(prog="python -m game contract", add_help=False)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="")
    parser.add_argument("--ai-every", type=int, default=10)
    parser.add_argument("--share", type=float, default=1.0)
    try:
        args = parser.parse_args(argv)
        if args.games < 1:
            raise _Refused("--games must be at least 1")
        if args.ai_every < 0:
            raise _Refused("--ai-every must be 0 (never) or more")
        if not 0.0 < args.share <= 1.0:
            raise _Refused("--share must be more than 0 and at most 1")
        chosen = [get_game(args.game)] if args.game else all_games()
    except (_Refused, CorruptData) as error:
        print(f"contract: {str(error).rstrip('.')}.", file=sys.stderr)
        return 2
    print(f"Command: python -m game contract --games {args.games} --seed {args.seed}"
          f"{' --game ' + args.game if args.game else ''} --ai-every {args.ai_every} "
          f"--share {args.share:g}")
    print(f"Every position is read back; {args.share:.0%} of the decisions are checked in full "
          f"(listed and unlisted actions{_unguarded_note()}); "
          f"the AI road ({AI_LEVEL}) is taken at one checked decision in "
          f"{args.ai_every or 'none'}.")
    print(HEADER, flush=True)
    total = Tally()
    started = time.perf_counter()
    for info in chosen:
        for combo, options, refusal in combinations(info):
            if options is None:
                print(f"{info.game_id:<14} {label(combo):<58} refused: {refusal}", flush=True)
                continue
            tally = check_combination(info, options, args.games, args.seed, args.ai_every,
                                      args.share)
            total.add(tally)
            print(f"{info.game_id:<14} {label(combo):<58} {tally.games:>5} {tally.actions:>8} "
                  f"{tally.round_trips:>11} {tally.violations:>10} {tally.fallbacks:>12}",
                  flush=True)
            for problem in tally.problems:
                print(f"    {problem}", flush=True)
    print(f"{'total':<14} {'':<58} {total.games:>5} {total.actions:>8} {total.round_trips:>11} "
          f"{total.violations:>10} {total.fallbacks:>12}   "
          f"({time.perf_counter() - started:.0f} s)")
    return 1 if total.violations or total.fallbacks else 0


__all__ = ["ai_road", "check_combination", "main"]
