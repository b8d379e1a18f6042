"""The engine contract as checks a program can run: seeded random games of any option
combination, with every promise of ``engine.core`` tested at each decision.

Why a module and not only a test: the unit tests (``tests/test_conformance.py``) play a few
short games of every combination, while ``python -m game contract`` plays long series and
prints the figures; both must check the very same promises, so they are written once, here.
Each check answers with a sentence (a *violation*) or ``None``; nothing here asserts.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.core import (
    CHANCE,
    Action,
    CorruptData,
    GameInfo,
    IllegalAction,
    State,
    is_listed,
    record,
)
from engine.dice import roll

ACTION_CAP = 20_000
"""No real game comes close; hitting it means a game that never ends."""
UNGUARDED: frozenset[str] = frozenset()
"""Games whose ``apply`` is not yet ``listed_only`` (refusals are not checked there, round
trips are). Every game is guarded now; the set stays for a game added before its guard."""
FOREIGN = 12
"""Earlier choices (often another seat's) tried again at each checked decision."""


@record
class MadeUp(Action):
    """An action no game knows."""

    kind: ClassVar[str] = "made-up-action"
    what: int = 0


def combinations(info: GameInfo) -> list[tuple[dict[str, int], dict[str, int] | None, str]]:
    """Every combination of the game's ``rule_grid`` as (the combination, its full checked
    options or None, the engine's sentence refusing it or "")."""
    out: list[tuple[dict[str, int], dict[str, int] | None, str]] = []
    for combo in info.option_combinations():
        try:
            out.append((combo, info.check_options(combo), ""))
        except CorruptData as error:
            out.append((combo, None, str(error)))
    return out


def valid_combinations(info: GameInfo) -> list[dict[str, int]]:
    """The full options of every combination of the grid the engine accepts."""
    return [options for _, options, _ in combinations(info) if options is not None]


def covering_combinations(info: GameInfo) -> list[dict[str, int]]:
    """Valid combinations of the ``rule_grid`` that play every rule value on its own (the
    defaults with that one value changed) and every two values of two rules together (each
    pair that some valid combination holds), picked from ``valid_combinations`` in its order.

    Why: a rule meets the others through pairs far more than through larger groups, and the
    whole product grows by a factor per rule (Doodle Dice: 228 games); the tests play this
    set, ``python -m game contract`` the whole product."""
    valid = valid_combinations(info)
    keys = tuple(info.rule_grid)

    def pairs(options: Mapping[str, int]) -> set[tuple[tuple[str, int], tuple[str, int]]]:
        values = [(key, options[key]) for key in keys]
        return {(a, b) for i, a in enumerate(values) for b in values[i + 1:]}

    chosen: list[dict[str, int]] = []
    defaults = info.check_options(info.default_options())
    for key in keys:
        for value in info.rule_grid[key]:
            single = {**defaults, key: value}
            if single in valid and single not in chosen:
                chosen.append(single)
    wanted = set().union(*(pairs(options) for options in valid)) if valid else set()
    wanted -= set().union(*(pairs(options) for options in chosen)) if chosen else set()
    while wanted:
        best = max(valid, key=lambda options: len(pairs(options) & wanted))
        chosen.append(best)
        wanted -= pairs(best)
    return chosen


def snapshot(state: State) -> Hashable:
    """The position as a value to compare before and after (``State.key``)."""
    return state.key()


def round_trip_problem(state: State) -> str | None:
    """Why ``state`` does not come back equal from the road the AI worker, Hint and the meter
    take (pickled to another of our processes and read back there)."""
    try:
        again = pickle.loads(pickle.dumps(state))
    except Exception as error:  # noqa: BLE001 - any failure is the finding
        return f"could not be read back from the AI worker's road ({type(error).__name__}: {error})"
    if again.key() != state.key():
        return "read back from the AI worker's road differs"
    if again.to_move != state.to_move or again.outcome() != state.outcome() \
            or again.legal_actions() != state.legal_actions():
        return "read back from the AI worker's road plays differently"
    return None


def refusal_problem(state: State, action: Any) -> str | None:
    """Why an action that is not listed was not refused properly: ``apply`` must raise
    ``IllegalAction`` with a sentence and ``why_not`` give that very sentence (callers check
    with ``snapshot`` that the state stayed as it was)."""
    try:
        state.apply(action)
    except IllegalAction as error:
        reason = str(error)
    else:
        return f"accepted {action!r}, which is not listed"
    if not reason.strip():
        return f"refused {action!r} without a reason"
    if state.why_not(action) != reason:
        return f"why_not({action!r}) is not apply's reason {reason!r}"
    return None


def variants(action: Action, free: tuple[str, ...] = ()) -> list[Action]:
    """The same action with one field changed: nonsense (huge ids, wrong types, booleans for
    numbers) and near misses (a number one off, a list one longer or shorter). Fields a game
    lists in ``GameInfo.extra["free_fields"]`` take any well-formed value (a typed name, a
    drawing) and are skipped."""
    out = []
    for f in dataclasses.fields(action):
        if f.name in free:
            continue
        value = getattr(action, f.name)
        junk: list[Any] = [None]
        if isinstance(value, bool):
            junk += [int(value), not value]
        elif isinstance(value, int):
            junk += [10**9, -(10**9), "7", value + 1, value - 1, bool(value)]
        elif isinstance(value, str):
            junk += ["no-such-choice", 3, False]
        elif isinstance(value, tuple):
            junk += [(10**9,) * len(value), (), value[:-1], value + value[-1:], False, ""]
        for j in junk:
            if type(j) is type(value) and j == value:
                continue
            try:
                out.append(dataclasses.replace(action, **{f.name: j}))
            except (TypeError, ValueError):
                continue
    return out


@dataclass
class Tally:
    """What a series of checked games counted."""

    games: int = 0
    actions: int = 0
    round_trips: int = 0
    violations: int = 0
    fallbacks: int = 0
    problems: list[str] = field(default_factory=list)
    """The first few violations and fallbacks, as sentences."""

    def note(self, problem: str, fallback: bool = False) -> None:
        if fallback:
            self.fallbacks += 1
        else:
            self.violations += 1
        if len(self.problems) < 5:
            self.problems.append(problem)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.round_trips += other.round_trips
        self.violations += other.violations
        self.fallbacks += other.fallbacks
        self.problems += other.problems[:max(0, 5 - len(self.problems))]


def pick(rng: random.Random, actions: list[Action], by_kind: bool) -> Action:
    """Uniform over actions, or first over action kinds (reaches rarer situations more often)."""
    if by_kind:
        kinds = sorted({a.kind for a in actions})
        kind = rng.choice(kinds)
        actions = [a for a in actions if a.kind == kind]
    return rng.choice(actions)


def play_checked(info: GameInfo, options: Mapping[str, int], seed: int, tally: Tally, *,
                 share: float = 1.0, max_decisions: int | None = None,
                 round_trip_every: bool = False, refusals: bool = True,
                 ai_road: Callable[[State, int], str | None] | None = None) -> State:
    """One seeded random game of ``options`` with the contract checked at a ``share`` of the
    decisions (round trip, every listed action allowed, variants of the chosen action and
    other seats' earlier choices refused; with ``round_trip_every`` the round trip at every
    decision); ``ai_road`` (state, seed), asked at the checked decisions, says why the AI
    would not answer there, or None (each such decision counts as a fallback). Stops after
    ``max_decisions`` when given; ``refusals=False`` leaves out the unlisted actions. Returns
    the last state."""
    rng = random.Random(f"contract:{info.game_id}:{seed}")
    by_kind = seed % 2 == 1
    free = tuple(info.extra.get("free_fields", ()))
    state = info.new_game(options)
    seen: list[Action] = []
    decisions = steps = 0
    tally.games += 1
    while not state.is_over:
        steps += 1
        if steps > ACTION_CAP:
            tally.note(f"{info.game_id}: the game did not end")
            break
        if state.to_move == CHANCE:
            action: Action = roll(state.roll_request(), rng)
        else:
            decisions += 1
            if max_decisions is not None and decisions > max_decisions:
                break
            actions = state.legal_actions()
            if not actions:
                tally.note(f"{info.game_id}: the seat to move has no legal action")
                break
            action = pick(rng, actions, by_kind)
            checked = rng.random() < share
            if checked:
                checked = _check_decision(info, state, actions, action,
                                          seen if refusals else None, free, tally, rng)
            elif round_trip_every:
                _check_round_trip(info, state, tally)
            if checked and ai_road is not None:  # (a read-back failure counted already)
                problem = ai_road(state, rng.randrange(2**31))
                if problem:
                    tally.note(f"{info.game_id}: {problem}", fallback=True)
            seen.extend(rng.sample(actions, min(2, len(actions))))
            del seen[:-FOREIGN]
        tally.actions += 1
        state = state.apply(action)
    if state.is_over:
        _check_over(info, state, tally)
    return state


def _check_round_trip(info: GameInfo, state: State, tally: Tally) -> bool:
    """A position that does not come back from its data is a violation, and where the AI
    plays it is a fallback too: the worker and its in-thread stand-in both read it back."""
    tally.round_trips += 1
    problem = round_trip_problem(state)
    if problem:
        tally.note(f"{info.game_id}: {problem}")
        if state.to_move is not None and state.to_move >= 0 and "read back" in problem:
            tally.fallbacks += 1
        return False
    return True


def _check_decision(info: GameInfo, state: State, actions: list[Action], chosen: Action,
                    seen: list[Action] | None, free: tuple[str, ...], tally: Tally,
                    rng: random.Random) -> bool:
    """The checks of one decision; False when the position did not come back from its data."""
    read_back = _check_round_trip(info, state, tally)
    if seen is None:
        return read_back
    for legal in rng.sample(actions, min(4, len(actions))):
        reason = state.why_not(legal)
        if reason is not None:
            tally.note(f"{info.game_id}: listed {legal!r} has a reason against it: {reason}")
    before = snapshot(state)
    for candidate in [MadeUp(), *variants(chosen, free), *seen]:
        if is_listed(state, candidate):
            continue
        problem = refusal_problem(state, candidate)
        if problem:
            tally.note(f"{info.game_id}: {problem}")
    if snapshot(state) != before:
        tally.note(f"{info.game_id}: refusing actions changed the state")
    return read_back


def _check_over(info: GameInfo, state: State, tally: Tally) -> None:
    if state.outcome() is None or state.legal_actions():
        tally.note(f"{info.game_id}: a finished game has no outcome or still has choices")
    _check_round_trip(info, state, tally)


__all__ = ["ACTION_CAP", "UNGUARDED", "MadeUp", "Tally", "combinations", "covering_combinations",
           "pick", "play_checked",
           "refusal_problem",
           "round_trip_problem", "snapshot", "valid_combinations", "variants"]
