"""``balance doodle-dice``: is any stratagem, fortress or avatar type stronger than the rest?

Each game is Normal against Normal (``--level`` changes it) with stratagems & fortresses and
avatars on (``--rules`` plays one of them alone), at the rulebook's 300 sides: both players
bring the same random 100 sides plus two d100s (avatars alone: the same 300 sides, no d100).
Each seat is dealt, at random and different from the other seat's, a stratagem colour, a
fortress colour and an avatar type: one d100 has the stratagem's colour and the other the
fortress's, and the AI decides when (and whether) to raise them. The table holds the AI to the
deal in two places only: its avatar is the dealt type (a mage in the colour the engine offers,
the one most of its sides carry), and a d100 it raises becomes the role it was dealt for.
Everything else is the AI's own play, so a type's share is what that type wins in the hands of
the AI.

A type's share is its wins plus half its draws over the games it was in play with the other
side holding another type of the same kind (a stratagem or fortress counts only once raised).
Every game replays from (seed, index); ``--workers 2`` plays in a process pool.

``--focus avatar:gadgeteer`` (or ``stratagem:COLOUR``, ``fortress:COLOUR``, or one of each
joined by commas) deals that type to a seat of every game, against the other types in turn.
Why: a stratagem or fortress is in play in about one game in six of the plain table, so the
share of one suspect needs six times the games there.
Each progress line also gives the avatars' uses per ability ("021": none of the first, both of
the second, the one of the third), which says what a type's wins were made with.
``--count LOG...`` plays nothing: it counts the progress lines of runs (whole, or stopped early)
as one table.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import sys
import time
import traceback
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Generic, TypeVar, cast

from engine.core import CHANCE, Action, get_game
from engine.dice import roll
from engine.doodledice.actions import ChooseAvatar, CreateMonster
from engine.doodledice.forces import DieChoice, force_to_json, random_force
from engine.doodledice.rulesets.avatars.abilities import AVATAR_TYPES, TYPE_BY_KEY
from engine.doodledice.rulesets.structures.places import FORTRESS, POWER_OF, STRATAGEM
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import COLOUR_KEYS, D100
from game.ai.finish import finish
from game.ai.players import make_player
from game.cli.arguments import ToolParser, refuse, refusing, series_counts
from game.cli.series import MAX_ACTIONS
from game.processes import process_context

GAME = "doodle-dice"
BUDGET = 300
KINDS = (STRATAGEM, FORTRESS, "avatar")
J = TypeVar("J")
R = TypeVar("R")
TARGET = 0.65
"""Issue 14: no type wins more than 65% against the others."""


@dataclass(frozen=True)
class Deal:
    """What one seat is dealt: its stratagem and fortress colours and its avatar type."""

    stratagem: str
    fortress: str
    avatar: str


@dataclass(frozen=True)
class Result:
    index: int
    deals: tuple[Deal, ...]
    built: tuple[frozenset[str], ...]
    """Per seat: the kinds (stratagem, fortress, avatar) it actually had in play."""
    winners: tuple[int, ...]
    guard: bool
    error: str | None = None
    used: tuple[tuple[int, ...], ...] = ((), ())
    """Per seat: the avatar's uses spent per ability as the game ended (() without one)."""


def deal(seed: int, index: int, focus: str = "") -> tuple[Deal, Deal]:
    """The two seats' deals of game ``index``. With ``focus`` ("kind:key", e.g.
    "avatar:gadgeteer", or several of different kinds joined by commas) one seat is dealt each
    focused type and the other seat another one of its kind; the rest is dealt as without it.
    The first focus goes to the first seat in even games and to the second in odd ones, the
    second focus by the next bit of ``index``, and so on: every 2**n games hold each way of
    sharing the n types between the seats once. Why: a type then plays as often beside each
    other focus as against it, so what one adds to another's share cancels out."""
    rng = random.Random(f"doodle-balance:{seed}:{index}")
    strat = rng.sample(COLOUR_KEYS, 2)
    fort = rng.sample(COLOUR_KEYS, 2)
    kinds = rng.sample([t.key for t in AVATAR_TYPES], 2)
    picks = {STRATAGEM: strat, FORTRESS: fort, "avatar": kinds}
    for bit, one in enumerate(filter(None, focus.split(","))):
        kind, key = one.split(":")
        other = next(k for k in picks[kind] if k != key)  # uniform over the other types
        picks[kind] = [key, other] if (index >> bit) % 2 == 0 else [other, key]
    strat, fort, kinds = picks[STRATAGEM], picks[FORTRESS], picks["avatar"]
    return Deal(strat[0], fort[0], kinds[0]), Deal(strat[1], fort[1], kinds[1])


def held_to_deal(st: DoodleState, action: Action, dealt: Deal) -> Action:
    """The AI's ``action`` with the deal kept: its avatar choice made the dealt type, a d100
    raised as the role its colour was dealt for (when the rules allow that)."""
    if isinstance(action, ChooseAvatar) and action.avatar != dealt.avatar:
        return finish(st, next(a for a in st.legal_actions()
                               if isinstance(a, ChooseAvatar) and a.avatar == dealt.avatar))
    if isinstance(action, CreateMonster) and action.role and st.sides(action.core) == D100:
        role = STRATAGEM if action.colour == dealt.stratagem else FORTRESS
        if role != action.role:
            swapped = replace(action, role=role, traits=(), sketch=(), anchor=())
            if st.why_not(swapped) is None:
                return finish(st, swapped)  # drawn again, as the place it now is
    return action


RULES = {"both": (1, 1), "places": (1, 0), "avatars": (0, 1)}
"""``--rules``: which alternate rules the games play with (stratagems & fortresses, avatars).
Why a choice: with both on, 200 of the 300 sides are d100s and a side has about three
monsters, which makes a type that acts on monsters (a warrior's Lead from the Front takes one
whole) weigh more than in a game of avatars alone at the same budget."""


def play(job: tuple) -> Result:
    """Game ``job`` = (seed, index, level, rules, house[, focus]) played to the end."""
    seed, index, level, rules, house, *focus = job
    deals = deal(seed, index, *focus)
    try:
        info = get_game(GAME)
        places, avatars = RULES[rules]
        options = {**info.default_options(), "budget": BUDGET, "stratagems": places,
                   "avatars": avatars, "house_rules": house}
        base = tuple(random_force(f"balance:{seed}:{index}", BUDGET - 2 * D100 * places))
        forces = [force_to_json(base + ((DieChoice(D100, (d.stratagem,)),
                                         DieChoice(D100, (d.fortress,))) if places else ()))
                  for d in deals]
        state = cast(DoodleState, info.start(info.check_options(options),
                                             info.check_setup(options, {"forces": forces})))
        seats = [make_player(level, seed * 1_000_003 + index * 101 + s) for s in range(2)]
        dice = random.Random(f"doodle-balance-dice:{seed}:{index}")
        built: list[set[str]] = [set(), set()]
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                break
            mover = state.to_move
            assert mover is not None  # the game is not over
            action: Action
            if mover == CHANCE:
                action = roll(state.roll_request(), dice)
            else:
                action = held_to_deal(state, seats[mover].choose(state), deals[mover])
                if isinstance(action, CreateMonster) and action.role:
                    built[mover].add(action.role)
                if isinstance(action, ChooseAvatar):
                    built[mover].add("avatar")
            state = state.apply(action)
        else:
            raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
        outcome = state.outcome()
        assert outcome is not None
        facts = info.extra["series_facts"](state)
        used = tuple(av.used if av is not None else () for av in state.avatar)
        return Result(index, deals, tuple(frozenset(b) for b in built),
                      tuple(outcome.winners), bool(facts.get("stalemate_guard")), used=used)
    except Exception:
        return Result(index, deals, (frozenset(), frozenset()), (), False,
                      traceback.format_exc())


def in_play(r: Result) -> str:
    """"SFA|SA": the kinds each seat had in play (stratagem, fortress, avatar), so a series
    stopped early can still be counted from its progress lines."""
    return "|".join("".join(k[0].upper() for k in KINDS if k in b) for b in r.built)


def type_of(d: Deal, kind: str) -> str:
    return getattr(d, kind)


def label(kind: str, key: str) -> str:
    if kind == "avatar":
        return TYPE_BY_KEY[key].title
    return f"{POWER_OF[(kind, key)].name} ({key})"


def shares(results: list[Result], kind: str) -> dict[str, tuple[int, float]]:
    """Per type of ``kind``: games it was in play against another type, and its share."""
    games: Counter[str] = Counter()
    points: defaultdict[str, float] = defaultdict(float)
    for r in results:
        if r.error or not all(kind in b for b in r.built):
            continue
        for seat in (0, 1):
            key = type_of(r.deals[seat], kind)
            games[key] += 1
            if len(r.winners) == 1:
                points[key] += r.winners[0] == seat
            else:
                points[key] += 0.5
    return {k: (games[k], points[k] / games[k]) for k in games}


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a share over ``n`` games (Wilson's). Why printed: a type in play
    in 15 games can show 70% by luck alone, so a share is read with its interval."""
    if n == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Scored(Generic[J]):
    """One game of a mirror series (``--abilities``, ``--one-die-short``): what the seat the
    row is about scored (1 a win, 0.5 a draw, 0 a loss), or the error that stopped it."""

    job: J
    share: float
    error: str | None = None


def mirror_seats(key: str, level: str, index: int) -> list:
    """The two AI players of game ``index`` of the series named by ``key``."""
    seed = random.Random(key).randrange(10**6)
    return [make_player(level, seed * 1_000_003 + index * 101 + s) for s in range(2)]


def share_line(title: str, width: int, shares: list[float]) -> str | None:
    """A table row: ``title``, the games, the mean of ``shares`` (1 a win, 0.5 a draw) and its
    95% interval; None without games."""
    if not shares:
        return None
    share = sum(shares) / len(shares)
    low, high = wilson(share, len(shares))
    return f"  {title:{width}} {len(shares):5} {share:6.1%}  {low:.0%}-{high:.0%}"


def seat_share(winners: tuple[int, ...], seat: int) -> float:
    """What ``seat`` scored: 1 a win, 0.5 a draw (no single winner), 0 a loss."""
    return 0.5 if len(winners) != 1 else float(winners[0] == seat)


def play_out(state: DoodleState, choose: Callable[[DoodleState, int], Action],
             dice: random.Random, after: Callable[[DoodleState], DoodleState] | None = None
             ) -> tuple[int, ...]:
    """Play ``state`` to the end: chance from ``dice``, seats by ``choose(state, seat)``,
    ``after`` applied to each new state; the winners."""
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        mover = state.to_move
        assert mover is not None  # the game is not over
        action = roll(state.roll_request(), dice) if mover == CHANCE else choose(state, mover)
        state = state.apply(action)
        if after is not None:
            state = after(state)
    else:
        raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
    result = state.outcome()
    assert result is not None
    return tuple(result.winners)


def report(results: list[Result], level: str) -> list[str]:
    ok = [r for r in results if r.error is None]
    title = level.capitalize()
    lines = [f"{title} vs {title}, {len(ok)} games; stalemate guard ended "
             f"{sum(r.guard for r in ok)}; draws {sum(len(r.winners) != 1 for r in ok)}"]
    worst = 0.0
    for kind in KINDS:
        table = shares(ok, kind)
        both = sum(all(kind in b for b in r.built) for r in ok)
        lines += ["", f"{kind.capitalize()} types (games where both sides had one: {both})",
                  f"  {'type':34} {'games':>5} {'share':>6}  95% interval"]
        for key, (n, share) in sorted(table.items(), key=lambda kv: -kv[1][1]):
            low, high = wilson(share, n)
            lines.append(f"  {label(kind, key):34} {n:5} {share:6.1%}  {low:.0%}-{high:.0%}")
            worst = max(worst, share)
    lines += ["", f"largest share {worst:.1%} (target <= {TARGET:.0%}): "
              f"{'ok' if worst <= TARGET else 'OUT'}"]
    return lines


def series_parser(prog: str, description: str, games: int, level: str,
                  games_help: str | None = None) -> argparse.ArgumentParser:
    """The options every seeded series of this command takes."""
    parser = ToolParser(prog=prog, description=description)
    parser.add_argument("game", metavar="GAME")
    parser.add_argument("--games", type=int, default=games, help=games_help)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--level", default=level, choices=("greedy", "easy", "normal", "hard"))
    parser.add_argument("--house", action="store_true",
                        help="play with our balance house rules (option house_rules=1)")
    return parser


def row_parser(flag: str, description: str) -> argparse.ArgumentParser:
    """The options of a mirror table of rows (``--abilities``, ``--one-die-short``): greedy by
    default, 20 games a row, and the table's own ``flag``."""
    out = series_parser(f"python -m game balance doodle-dice {flag}", description, 20,
                        "greedy", "games a row (default 20)")
    out.add_argument(flag, action="store_true", required=True)
    return out


def parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace | int:
    """The parsed options, or the exit code (0 after --help, 2 for a bad option)."""
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return 0 if exit_.code in (0, None) else 2
    series_counts(args.games, args.workers)
    return args


def _parser() -> argparse.ArgumentParser:
    parser = series_parser("python -m game balance doodle-dice",
                           "Stratagem, fortress and avatar type shares.", 100, "normal")
    parser.add_argument("--rules", default="both", choices=tuple(RULES),
                        help="both (default), places (stratagems & fortresses) or avatars")
    parser.add_argument("--focus", default="", type=_focus, metavar="KIND:KEY",
                        help="deal this type to one seat of every game (e.g. avatar:gadgeteer, "
                             "fortress:brown; several of different kinds with commas): many "
                             "more games of it for the same time")
    parser.add_argument("--count", nargs="+", metavar="LOG",
                        help="play nothing: count the progress lines of these logs (a run's "
                             "stderr) as one table")
    return parser


def _focus(text: str) -> str:
    kinds = []
    for one in filter(None, text.split(",")):
        kind, _, key = one.partition(":")
        keys = TYPE_BY_KEY if kind == "avatar" else COLOUR_KEYS if kind in KINDS else ()
        if key not in keys:
            raise argparse.ArgumentTypeError(
                f"{one!r}: give avatar:TYPE ({', '.join(TYPE_BY_KEY)}) or stratagem:COLOUR / "
                f"fortress:COLOUR ({', '.join(COLOUR_KEYS)})")
        kinds.append(kind)
    if len(set(kinds)) != len(kinds):
        raise argparse.ArgumentTypeError(f"{text!r}: at most one type of each kind")
    return text


@refusing("python -m game balance doodle-dice")
def main(argv: list[str]) -> int:
    args = parse(_parser(), argv)
    if isinstance(args, int):
        return args
    started = time.perf_counter()
    if args.count:
        try:
            results = [r for path in args.count for r in read_progress(Path(path))]
        except (OSError, UnicodeDecodeError) as exc:
            refuse(f"cannot read a progress log: {exc}")
        print_table(argv, f"counted from the progress lines of {len(args.count)} log(s)",
                    report(results, args.level), results, started, seeded=False)
        return 0
    jobs = [(args.seed, i, args.level, args.rules, int(args.house), args.focus)
            for i in range(args.games)]
    results = sorted(run_series(jobs, play, args.workers, _progress), key=lambda r: r.index)
    print_table(argv, "every game replays from the seed and its index", report(results, args.level),
                results, started)
    return 0


PROGRESS = re.compile(r"#(\d+): (\w+)/(\w+)/(\w+) vs (\w+)/(\w+)/(\w+) won by \[([\d, ]*)\]"
                      r" in play (\w*)\|(\w*)(?: used (\S+)\|(\S+))?( \(guard\))?( ERROR)?$")


def read_progress(path: Path) -> list[Result]:
    """The games of a series' progress lines (stderr of a run, whole or stopped early), so
    several runs, or one cut short, are counted as one table (``--count``). Lines that are not
    progress lines are skipped; an errored game is kept as an error."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = PROGRESS.search(line)
        if m is None:
            continue
        g = m.groups()
        deals = (Deal(*g[1:4]), Deal(*g[4:7]))
        built = tuple(frozenset(k for k in KINDS if k[0].upper() in letters)
                      for letters in g[8:10])
        used = tuple(tuple(map(int, u)) if u and u != "-" else () for u in g[10:12])
        winners = tuple(int(w) for w in g[7].split(",") if w.strip())
        out.append(Result(int(g[0]), deals, built, winners, bool(g[12]),
                          "ERROR" if g[13] else None, used=used))
    return out


def _progress(r: Result, done: int, total: int) -> str:
    d = r.deals
    return (f"game {done}/{total} #{r.index}: "
            f"{d[0].stratagem}/{d[0].fortress}/{d[0].avatar} vs "
            f"{d[1].stratagem}/{d[1].fortress}/{d[1].avatar} won by {list(r.winners)}"
            f" in play {in_play(r)} used {_used(r)}{' (guard)' if r.guard else ''}"
            f"{' ERROR' if r.error else ''}")


def _used(r: Result) -> str:
    """"321|000": each seat's avatar uses spent per ability (in the type's order)."""
    return "|".join("".join(map(str, u)) or "-" for u in r.used)


def run_series(jobs: list[J], play_one: Callable[[J], R], workers: int,
               progress: Callable[[R, int, int], str]) -> list[R]:
    """Every job's result, played in a pool of ``workers`` processes, with a progress line on
    stderr as each game ends (so a series stopped early can still be counted)."""
    results: list[R] = []
    with process_context().Pool(workers) as pool:
        for r in pool.imap_unordered(play_one, jobs):
            results.append(r)
            print(progress(r, len(results), len(jobs)), file=sys.stderr, flush=True)
    return results


def run_table(argv: list[str], jobs: list[J], play_one: Callable[[J], R], workers: int,
              progress: Callable[[R, int, int], str], replays: str,
              lines: Callable[[list[R]], list[str]]) -> int:
    """Play ``jobs`` (``run_series``) and print their table (``print_table``); exit code 0."""
    started = time.perf_counter()
    results = run_series(jobs, play_one, workers, progress)
    print_table(argv, replays, lines(results), results, started)
    return 0


def print_table(argv: list[str], replays: str, lines: list[str], results: list,
                started: float, seeded: bool = True) -> None:
    """The table under a header with the command and seed, and a footer with the games, the
    errors (results with an ``error``, the first one's traceback on stderr) and the time."""
    seed = argv[argv.index("--seed") + 1] if "--seed" in argv[:-1] else "1"
    print(f"command: python -m game balance {' '.join(argv)}")
    print(f"seed: {seed} ({replays})" if seeded else replays)
    print()
    for line in lines:
        print(line)
    errors = [r for r in results if r.error]
    print(f"games={len(results)} errors={len(errors)} "
          f"seconds={time.perf_counter() - started:.1f}")
    if errors:
        print(f"first error:\n{errors[0].error}", file=sys.stderr)
