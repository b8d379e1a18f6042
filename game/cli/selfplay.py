"""``selfplay``: seeded headless games between computer players, with a one-line summary.

Why: strength and speed of the AI are measured, not assumed. Every game is reproducible from
(seed, game index): the dice come from ``engine.dice.roll`` with a per-game ``random.Random`` and
every player is seeded, so a surprising result can be replayed. Sides alternate between games (game
``i`` rotates the player list by ``i``), so wins are counted per listed player, whichever side it
played. With ``--workers 2`` games run in a process pool to use both cores.

The last line printed is always exactly::

    selfplay GAME games=N errors=E wins=W1,W2 draws=D mean_actions=M seconds=T first_turn_wins=F

``first_turn_wins`` counts the games won by the seat that owned the first turn (after any
initiative roll): the first-player advantage, best read from a mirror match such as
``--players greedy,greedy --setup`` a file naming the same daemon twice (Doodle Dice:
``--option mirror=1``, everyone the same random force).

A game may register ``GameInfo.extra["series_facts"]`` (a function of the finished state giving
named whole numbers, e.g. Doodle Dice's rounds and whether the stalemate guard ended it); each
game's progress line then shows them, and one line before the summary gives each fact's mean,
largest value and total over the series (``game.cli.series.facts_summary``).
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from engine.core import CHANCE, Action, CorruptData, get_game
from engine.dice import roll
from game.ai.players import PLAYER_NAMES, Player, make_player
from game.cli.arguments import (
    ToolParser,
    game_options,
    input_file,
    known_game,
    output_folder,
    parse_options,
    refuse,
    refusing,
    series_counts,
)
from game.cli.record import play_recorded
from game.cli.series import (
    MAX_ACTIONS,
    GameResult,
    facts_summary,
    game_facts,
    seat_order,
)
from game.processes import process_context


def play_game(game_id: str, players: Sequence[str], seed: int, index: int,
              setup: dict | None = None, extra: dict[str, int] | None = None,
              factory: Callable[[str, int], Player] = make_player) -> GameResult:
    """Play game ``index`` of a seeded series (``setup``: the game's optional set-up payload,
    as a save holds it; ``extra``: options changed from the defaults; ``factory``: builds a
    player from its listed name and seed, ``make_player`` unless a tool brings its own);
    exceptions become an error result, not a crash."""
    started = time.perf_counter()
    actions = 0
    try:
        info = get_game(game_id)
        order = seat_order(players, index)
        seats = [
            factory(players[p], seed * 1_000_003 + index * 101 + seat)
            for seat, p in enumerate(order)
        ]
        dice = random.Random(f"selfplay:{seed}:{index}")
        options = game_options({**info.default_options(), **(extra or {})}, len(players))
        state = info.start(options, info.check_setup(options, setup))
        first_owner: int | None = None
        while not state.is_over:
            if actions >= MAX_ACTIONS:
                raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
            mover = state.to_move
            action: Action
            if mover == CHANCE:
                action = roll(state.roll_request(), dice)
            else:
                assert mover is not None
                if first_owner is None:
                    first_owner = state.turn_owner
                action = seats[mover].choose(state)
            state = state.apply(action)
            actions += 1
        outcome = state.outcome()
        assert outcome is not None
        winners = tuple(sorted(order[s] for s in outcome.winners))
        return GameResult(index, winners, actions, time.perf_counter() - started,
                          first_turn_won=first_owner in outcome.winners,
                          facts=game_facts(info, state))
    except Exception:
        return GameResult(index, (), actions, time.perf_counter() - started,
                          error=traceback.format_exc())


def _play_job(job: tuple[str, tuple[str, ...], int, int, dict | None, dict[str, int]]
              ) -> GameResult:
    return play_game(*job)


def _parser() -> argparse.ArgumentParser:
    parser = ToolParser(
        prog="python -m game selfplay",
        description="Play seeded headless games between computer players.",
    )
    parser.add_argument("game", metavar="GAME", help="game id, e.g. 66d6")
    parser.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    parser.add_argument("--players", default="normal,random",
                        help="comma-separated players: random, greedy, easy, normal, hard")
    parser.add_argument("--seed", type=int, default=1, help="series seed (default 1)")
    parser.add_argument("--first", type=int, default=1, metavar="K",
                        help="start at game K of the series (resume a stopped series; "
                             "game K is the same game whichever run plays it)")
    parser.add_argument("--workers", type=int, default=1,
                        help="processes playing games in parallel (default 1)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary line")
    parser.add_argument("--record", type=Path, metavar="DIR", help="write each game as a save")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="change a set-up option, e.g. round_limit=30 (repeatable)")
    parser.add_argument("--setup", metavar="FILE",
                        help="JSON file with the game's set-up payload (Daemon Dice: "
                             '{"daemons": [...]}, as a save holds it)')
    return parser


def _check(args: argparse.Namespace) -> tuple[str, ...]:
    """Validate the arguments; the listed players, or a ``Refusal`` with a clear message."""
    info = known_game(args.game)
    players = tuple(p.strip().lower() for p in args.players.split(","))
    for p in players:
        if p not in PLAYER_NAMES:
            refuse(f"unknown player {p!r} (choose from {', '.join(PLAYER_NAMES)})")
    if not info.min_seats <= len(players) <= info.max_seats:
        refuse(f"{info.title} needs {info.min_seats}..{info.max_seats} players, "
               f"got {len(players)}")
    seats_option = next((o for o in info.options if o.key == "seats"), None)
    if seats_option is not None and len(players) not in seats_option.choices:
        refuse(f"{info.title} cannot be set up for {len(players)} players")
    series_counts(args.games, args.workers, args.first)
    if args.record is not None:
        output_folder("--record", args.record)
    try:
        args.extra = parse_options(info, args.option, len(players))
    except ValueError as error:
        refuse(str(error))
    args.setup_data = None
    if args.setup:
        input_file("--setup", Path(args.setup))
        try:
            with open(args.setup, encoding="utf-8") as handle:
                args.setup_data = json.load(handle)
            options = game_options({**info.default_options(), **args.extra}, len(players))
            args.setup_data = info.check_setup(options, args.setup_data)
        except (OSError, ValueError, CorruptData) as error:
            refuse(f"cannot use the set-up file {args.setup}: {error}")
    return players


@refusing("python -m game selfplay")
def main(argv: list[str]) -> int:
    """Run the series; 0 when it ran (errors inside games are counted), 2 for bad arguments."""
    args = _parser().parse_args(argv)
    players = _check(args)
    started = time.perf_counter()
    jobs = [(args.game, players, args.seed, i, args.setup_data, args.extra)
            for i in range(args.first - 1, args.games)]
    results: list[GameResult] = []
    workers = min(args.workers, len(jobs))
    run = _recording(args.record) if args.record else _play_job
    if workers > 1:
        with process_context().Pool(workers) as pool:
            for result in pool.imap(run, jobs):
                results.append(result)
                _progress(result, players, args)
    else:
        for job in jobs:
            result = run(job)
            results.append(result)
            _progress(result, players, args)
    seconds = time.perf_counter() - started
    errors = [r for r in results if r.error is not None]
    if errors:
        print(f"selfplay: first error (game {errors[0].index}):\n{errors[0].error}",
              file=sys.stderr)
    wins = [0] * len(players)
    draws = 0
    for r in results:
        if r.error is not None:
            continue
        if not r.winners:
            draws += 1
        for w in r.winners:
            wins[w] += 1
    mean_actions = sum(r.actions for r in results) / len(results)
    facts = facts_summary(results)
    if facts:
        print(f"selfplay {args.game} {facts}", flush=True)
    print(f"selfplay {args.game} games={len(results)} errors={len(errors)} "
          f"wins={','.join(map(str, wins))} draws={draws} "
          f"mean_actions={mean_actions:.1f} seconds={seconds:.1f} "
          f"first_turn_wins={sum(r.first_turn_won for r in results if r.error is None)}",
          flush=True)
    return 0


def _recording(folder: Path):
    """``--record DIR``: each game is also written as a save there (see ``game.cli.record``)."""
    return functools.partial(play_recorded, folder=folder)


def _progress(result: GameResult, players: Sequence[str], args: argparse.Namespace) -> None:
    if args.quiet:
        return
    if result.error is not None:
        verdict = "error"
    elif not result.winners:
        verdict = "draw"
    else:
        verdict = "won by " + " & ".join(f"{players[w]}#{w + 1}" for w in result.winners)
    order = seat_order(players, result.index)
    sides = " vs ".join(players[p] for p in order)
    facts = "".join(f", {key} {value}" for key, value in sorted(result.facts.items()))
    print(f"game {result.index + 1}/{args.games} ({sides}): {verdict}, "
          f"{result.actions} actions, {result.seconds:.1f} s{facts}", flush=True)


if __name__ == "__main__":  # the same as ``python -m game selfplay`` (its own data folder)
    from game.__main__ import main as entry

    sys.exit(entry(["selfplay", *sys.argv[1:]]))
