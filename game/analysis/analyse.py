"""A recorded game analysed: every decision graded, every roll's luck, and a ledger per seat
whose terms add up to the result.

**The judge.** Every figure is a win chance read by one judge: Hard's own evaluation (the
weights Hard searches with), with the dice of a position about to roll averaged over more
fixed futures than the hints use (``FUTURES``), so two choices are compared on the same luck.
A decision's choices are each scored by the position they lead to, seen from the decider's
own view (``State.view``: nothing hidden from them is used), which is how a person at the
table could have compared them. The played choice and the best few others are then looked at
further, as far as the game's entry in ``table.JUDGE_DEPTH`` says (``Judge.look``), so a
plan of several steps is judged whole, as Hard plans it. A game whose Hard plans otherwise has
its own judge (``register_judge``): Death by Dice's works with Hard's exact odds
(``game.analysis.exact``), Dice Demons' with Hard's whole-turn beam (``game.analysis.walk``),
66d6's looks further only where the quick look finds the played choice beaten
(``game.analysis.contested``).

**The ledger.** Let ``V`` be the judge's chance of a seat in a state of the replay (the whole
state: the game is over when it is analysed), judged the way the state's next step is judged:
about to roll, the mean over the roll's fair outcomes (``engine.dice.roll``'s distribution,
sampled over the judge's futures) of the evaluation after it; about to decide, the chance of the
best choice (of the only one when there is no choice). Every step of the replay changes ``V``,
and the change is put in exactly one place:

* a **roll**: luck, the evaluation of the position thrown minus ``V`` before the roll (the
  mean of that same evaluation over the outcomes), so "after minus expected";
* a **decision** by seat ``d``: the decider's loss against the best choice it had (its own
  loss; for the other seats, what that choice changed for them against ``d``'s best: the others'
  loss);
* what is left, the **residual**: the judge disagreeing with itself, only where a position's
  own evaluation meets a look one step on (a position thrown against its best choice; a choice
  judged a step deeper against the position it led to) and what the decider could not see.

So ``final - start = luck + own_loss + others_loss + residual`` holds by construction for
every seat, and the residual measures how far the judge is from self-consistent.

Units: every figure is in win-chance points (0..100).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import gc
import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import CHANCE, Action, IllegalAction, Resign, Roll, RollRequest, State, get_game
from game.ai.advice import chance_of
from game.ai.planners import level_config
from game.ai.search import Search, SearchConfig, resolve_chance
from game.analysis.table import GRADES, grade, judge_depth, rating
from game.match import Match

JUDGE_LEVEL = "hard"
"""The level whose evaluation judges every position."""
JUDGE_VERSION = "look-4"
"""Names the generic judge's method (``Judge.VERSION``); a game judged its own way names its
own (``judge_version``). Changed whenever a change to a judge changes its figures, so figures
kept from an earlier judge (``calibrate --into``) are measured again, and only that game's."""
FUTURES = 8
"""Dice futures averaged for a position about to roll (the hints use fewer)."""
MAX_CANDIDATES = 40
"""Most distinct choices scored per decision (the rest are sampled away, seeded; the played
one is always scored)."""
MAX_ANSWERED = 20
"""Most choices scored when each is weighed against the answers to it (each costs several)."""
MAX_ANSWERS = 8
"""Most answers of another seat weighed after a choice (see ``Judge.choice``)."""
SCREENED = 3
"""Inside the look, a decision of many choices is screened on a seeded sample of this many
times the choices it weighs (the quick evaluation of every choice would cost more than the
rest of the look)."""
SEED = 4242
"""The judge's dice futures are fixed, so an analysis reads the same every time."""
POINTS = 100.0
EXACT = 12
"""A roll with at most this many outcomes is averaged over all of them, exactly (one die)."""


def outcomes(request: RollRequest, seed: int, futures: int = FUTURES
             ) -> list[tuple[int | str, ...]]:
    """``throws`` of the request's dice (what a roll's outcomes depend on: their faces, not
    their labels), worked out once per dice, seed and futures: a 66d6 analysis averages
    thousands of rerolls of the same few dice."""
    return _throws(tuple(die.faces for die in request.dice), seed, futures)


@functools.lru_cache(maxsize=256)
def _throws(dice: tuple[tuple[int | str, ...], ...], seed: int, futures: int
            ) -> list[tuple[int | str, ...]]:
    """The throws a roll is averaged over: every outcome when there are few, else ``futures``
    throws in which each die shows its faces in equal shares (stratified, each die in its own
    fixed order). Why not plain random throws: the same few throws are used for every position
    (so choices are compared on the same luck), and a few random throws of a d10 that happen to
    run high would make every attack look better than it is, a bias that would be read as
    luck in every game."""
    count = 1
    for faces in dice:
        count *= len(faces)
    if count <= EXACT:
        return list(itertools.product(*dice))
    rng = random.Random(seed)
    columns = []
    for faces in dice:
        order = list(range(futures))
        rng.shuffle(order)
        shift = rng.random()
        sides = len(faces)
        columns.append([faces[int((k + shift) * sides / futures) % sides] for k in order])
    return [tuple(column[k] for column in columns) for k in range(futures)]

Screened = tuple[str, State, tuple[float, ...]]
"""A choice of a decision as the screen saw it: its text, the position after it, its quick
look (``Judge.choice``)."""

Progress = Callable[[int, int], None]
"""Called with (steps done, steps in all) while an analysis runs."""


@dataclass(frozen=True)
class Decision:
    """One graded decision: what was played, what the judge thought best, and the cost."""

    index: int
    """Position in ``Match.actions``."""
    seat: int
    played: str
    best: str
    played_chance: float
    best_chance: float
    choices: int
    """Distinct choices the decider had (scored ones)."""

    @property
    def loss(self) -> float:
        return max(0.0, self.best_chance - self.played_chance)

    def grade(self, game_id: str) -> str:
        return grade(game_id, self.loss)


@dataclass(frozen=True)
class RollLuck:
    """One roll's luck for every seat."""

    index: int
    text: str
    luck: tuple[float, ...]


@dataclass(frozen=True)
class Ledger:
    """Where one seat's chance went: ``final - start`` is the sum of the other five."""

    start: float
    final: float
    luck: float
    own_loss: float
    others_loss: float
    residual: float

    def to_dict(self) -> dict[str, float]:
        return {name: round(getattr(self, name), 2)
                for name in ("start", "final", "luck", "own_loss", "others_loss", "residual")}

    @property
    def closes(self) -> bool:
        """Whether the terms add up (they do by construction; the test checks the sum)."""
        total = self.luck + self.own_loss + self.others_loss + self.residual
        return abs(self.final - self.start - total) < 1e-6


@dataclass(frozen=True)
class SeatReport:
    """One seat's figures: its decisions, error rate and rating, its luck, its ledger."""

    seat: int
    player: str
    """The AI level that played it, or "human"."""
    decisions: int
    error_rate: float
    """Mean loss per decision, win-chance points."""
    rating: str
    luck: float
    ledger: Ledger
    grades: dict[str, int]
    luckiest: int | None
    """Index (in ``Match.actions``) of the roll that helped this seat most."""
    unluckiest: int | None

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "player": self.player, "decisions": self.decisions,
                "error_rate": round(self.error_rate, 3), "rating": self.rating,
                "luck": round(self.luck, 2), "ledger": self.ledger.to_dict()}


@dataclass(frozen=True)
class Analysis:
    """A whole game's analysis."""

    game_id: str
    equity: tuple[tuple[float, ...], ...]
    """Per state of the replay (``len(actions) + 1``), each seat's chance (points)."""
    decisions: tuple[Decision, ...]
    rolls: tuple[RollLuck, ...]
    seats: tuple[SeatReport, ...]

    def decision_at(self, index: int) -> Decision | None:
        for decision in self.decisions:
            if decision.index == index:
                return decision
        return None

    def roll_at(self, index: int) -> RollLuck | None:
        for item in self.rolls:
            if item.index == index:
                return item
        return None

    def to_dict(self) -> dict[str, Any]:
        """The summary ``python -m game analyse --json`` prints."""
        return {"game": self.game_id, "seats": [s.to_dict() for s in self.seats]}

    def to_data(self) -> dict[str, Any]:
        """Everything, as plain data (how the worker process sends it)."""
        return dataclasses.asdict(self)

    @staticmethod
    def from_data(data: dict[str, Any]) -> Analysis:
        """Rebuilt from ``to_data`` (our own worker's answer, not a file)."""
        seats = []
        for seat in data["seats"]:
            seats.append(SeatReport(**{**seat, "ledger": Ledger(**seat["ledger"])}))
        return Analysis(
            data["game_id"], tuple(tuple(row) for row in data["equity"]),
            tuple(Decision(**d) for d in data["decisions"]),
            tuple(RollLuck(r["index"], r["text"], tuple(r["luck"])) for r in data["rolls"]),
            tuple(seats))


class Judge:
    """The judge's chances of positions, and of the choices of a decision.

    **Deeper than Hard, where it matters.** Every choice of a decision is first screened as
    the hints judge it (``choice``: the position after it, the dice averaged, another seat's
    answer within the turn weighed). The played choice and the best few others by that screen
    are then looked at further (``look``): ``plies`` more decisions, whoever makes them (the
    decider's next steps in the same turn, the answer, the next seat's turn after the dice),
    each decision taking the best of its ``width`` likeliest choices, the dice in between
    averaged over their outcomes. Why: the levels plan whole turns (Daemon Dice's and Dice
    Demons' walks to the end of the turn, Death by Dice's counter-attack), so a judge that
    looks only one step on reads a plan of Hard's as a mistake. A position met twice (the same
    step reached in two orders, a next step looked at here and decided later in the replay)
    is judged once (``_memo``).
    """

    VERSION = JUDGE_VERSION
    SCREENED: int | None = SCREENED
    """Inside the look, the sample a decision's choices are screened on (module ``SCREENED``;
    ``None``: every choice)."""
    MEMO = 50_000
    """Positions remembered at most (the oldest half are forgotten past it)."""

    def __init__(self, first: State, seed: int = SEED) -> None:
        info = get_game(first.game_id)
        judged = getattr(level_config(info.game_id, JUDGE_LEVEL), "evaluation", "")
        self._search = Search(info, SearchConfig(evaluation=judged), random.Random(seed))
        self._seed = seed
        self._game_id = info.game_id
        self._depth = judge_depth(info.game_id)
        self._memo: dict[tuple[Any, ...], tuple[float, ...]] = {}

    def _remembered(self, kind: str, state: State, extra: int,
                    compute: Callable[[], tuple[float, ...]]) -> tuple[float, ...]:
        key = (kind, extra, state.key())
        found = self._memo.get(key)
        if found is None:
            found = compute()
            if len(self._memo) >= self.MEMO:
                for old in list(self._memo)[: self.MEMO // 2]:
                    del self._memo[old]
            self._memo[key] = found
        return found

    def chances(self, state: State) -> tuple[float, ...]:
        """Each seat's chance (points) in ``state``; about to roll: the mean over the roll's
        outcomes (see ``outcomes``), any further roll after it thrown once per outcome."""
        if state.to_move != CHANCE:
            return self._points(state)
        return self._thrown(state, FUTURES, 0)

    def _thrown(self, state: State, futures: int, plies: int) -> tuple[float, ...]:
        """The mean over a roll's outcomes of each outcome's value, looked ``plies`` on."""
        totals = [0.0] * state.num_seats
        throws = outcomes(state.roll_request(), self._seed, futures)
        for number, faces in enumerate(throws):
            after = state.apply(Roll(faces))
            if after.to_move == CHANCE:
                after = resolve_chance(after, random.Random(self._seed + number))
            value = self.look(after, plies) if plies else self._points(after)
            for s, v in enumerate(value):
                totals[s] += v
        return tuple(t / len(throws) for t in totals)

    def choice(self, after: State, seat: int) -> tuple[float, ...]:
        """The quick look at a choice of ``seat`` (the screen): the chances of the position
        after it, or, when that position is another seat's answer within ``seat``'s turn (a
        defence against an attack just declared), of that seat's best answer. Why: the
        position before the answer does not yet weigh the attack in flight, so every attack
        would look alike."""
        mover = self.answerer(after, seat)
        if mover is None:
            return self.chances(after)
        answers = after.legal_actions()
        if not answers or len(answers) > MAX_ANSWERS:
            return self.chances(after)
        return max((self.chances(after.apply(a)) for a in answers), key=lambda c: c[mover])

    def look(self, state: State, plies: int) -> tuple[float, ...]:
        """The chances of ``state`` looked ``plies`` decisions on: each decision (whoever
        makes it) takes the best for its decider of its ``width`` likeliest choices (by the
        quick evaluation), the dice in between averaged over their outcomes."""
        mover = state.to_move
        if mover is None or plies <= 0:
            return self.chances(state)
        if mover == CHANCE:
            if not self._depth.futures:
                return self.chances(state)
            return self._remembered("look", state, plies, lambda: self._thrown(
                state, self._depth.futures, plies))
        if mover < 0:
            return self.chances(state)
        return self._remembered("look", state, plies, lambda: self._best_of(state, plies))

    def _best_of(self, state: State, plies: int) -> tuple[float, ...]:
        mover = state.to_move
        assert mover is not None and mover >= 0
        actions = state.legal_actions()
        if not actions:
            return self.chances(state)
        width = self._depth.width
        if self.SCREENED is not None and len(actions) > self.SCREENED * width:
            actions = random.Random(self._seed).sample(actions, SCREENED * width)
        afters = [state.apply(action) for action in actions]
        if len(afters) > width:
            afters = sorted(afters, key=lambda a: -self._quick(a)[mover])[:width]
        return max((self.look(after, plies - 1) for after in afters), key=lambda c: c[mover])

    def _quick(self, state: State) -> tuple[float, ...]:
        """The evaluation of ``state`` as it stands (dice about to roll not thrown): how the
        look orders a decision's choices before looking at the likeliest. Not remembered:
        positions are rarely screened twice, and a position's key costs about as much as its
        evaluation."""
        return self._points(state)

    def judged(self, after: State, seat: int) -> tuple[float, ...]:
        """The chances of a choice of ``seat`` looked at in full: the position after it
        looked ``plies`` decisions on (the quick look when the judge looks no further)."""
        if self._depth.plies <= 0:
            return self.choice(after, seat)
        return self.look(after, self._depth.plies)

    def position(self, state: State) -> tuple[float, ...]:
        """The chances of a position as a roll's luck reads them, looked as far as a choice
        is (``judged``): about to roll, the mean over the roll's outcomes of each one looked
        on; a throw's result, looked on. Why the same look: the luck of a roll is the thrown
        position against the mean of all it could have thrown, and the choices after it are
        judged by the look, so a judge that read the dice one step shallower than the
        choices would book the look's own gain as the judge's error, every roll."""
        plies = self._depth.plies
        if plies <= 0:
            return self.chances(state)
        if state.to_move == CHANCE:
            return self._remembered("look", state, plies, lambda: self._thrown(
                state, FUTURES, plies))
        return self.look(state, plies)

    def weighed(self, played_text: str, after_played: State, screened: list[Screened],
                seat: int) -> list[tuple[str, tuple[float, ...]]]:
        """The chances a decision is graded by, the played choice's first: the played choice
        and the best ``candidates`` of the screened others looked at in full (``judged``), or
        every screened choice by its quick look when the judge looks no further."""
        looked = [(played_text, self.judged(after_played, seat))]
        if self._depth.plies <= 0:
            looked.extend((text, quick) for text, _, quick in screened)
        else:
            looked.extend((text, self.judged(after, seat))
                          for text, after, _ in screened[: self._depth.candidates])
        return looked

    @staticmethod
    def answerer(after: State, seat: int) -> int | None:
        """The seat that answers ``seat``'s choice within its turn, if any."""
        mover = after.to_move
        if mover is None or mover < 0 or mover == seat or after.turn_owner != seat:
            return None
        return mover

    def _points(self, state: State) -> tuple[float, ...]:
        return tuple(POINTS * chance_of(v) for v in self._search.value(state))

    def decision(self, before: State, seat: int, played: Action, index: int
                 ) -> tuple[Decision, tuple[float, ...], tuple[float, ...]] | None:
        """``seat``'s decision at ``before`` graded from its own view, with the chances (every
        seat) after the played and after the best choice; ``None`` when there was nothing to
        choose (one choice) or the choice cannot be judged from that view."""
        seen = before.view(seat)
        actions = seen.legal_actions()
        try:
            after_played = seen.apply(played)
        except IllegalAction:
            return None
        played_text = seen.describe(played)
        distinct: dict[str, Action] = {}
        for action in actions:
            distinct.setdefault(seen.describe(action), action)
        distinct.pop(played_text, None)
        if not distinct:
            return None
        others = list(distinct.items())
        most = MAX_ANSWERED if self.answerer(after_played, seat) is not None else MAX_CANDIDATES
        if len(others) > most:
            others = random.Random(self._seed + index).sample(others, most)
        screened = []
        for text, action in others:
            after = seen.apply(action)
            screened.append((text, after, self.choice(after, seat)))
        screened.sort(key=lambda item: -item[2][seat])
        looked = self.weighed(played_text, after_played, screened, seat)
        played_chances = looked[0][1]
        best_text, best_chances = max(looked, key=lambda item: item[1][seat])
        if best_chances[seat] <= played_chances[seat] + 1e-9:
            best_text, best_chances = played_text, played_chances
        return (Decision(index, seat, played_text, best_text, played_chances[seat],
                         best_chances[seat], len(others) + 1),
                played_chances, best_chances)


_JUDGES: dict[str, type[Judge]] = {}
"""The games judged their own way (a judge module adds itself, ``register_judge``)."""


def register_judge(game_id: str, judge: type[Judge]) -> None:
    """Judge ``game_id`` with ``judge`` instead of the generic ``Judge``."""
    _JUDGES[game_id] = judge


def judge_for(first: State, seed: int = SEED) -> Judge:
    """The judge of ``first``'s game (its own, or the generic one)."""
    return _JUDGES.get(first.game_id, Judge)(first, seed)


def judged_apart(game_id: str) -> bool:
    """Whether ``game_id``'s steps may be judged in ranges, each by a judge of its own, with
    the same figures. Not when the judge's level has no evaluation: positions are then scored
    by random playouts drawn from one generator, so a step's figure would depend on every step
    judged before it by the same judge."""
    judged = getattr(level_config(game_id, JUDGE_LEVEL), "evaluation", "")
    return get_game(game_id).evaluation(judged) is not None


def judge_version(game_id: str) -> str:
    """The name of the method ``game_id``'s figures are judged by."""
    return _JUDGES.get(game_id, Judge).VERSION


def player_of(match: Match, seat: int) -> str:
    entry = match.seats[seat]
    return entry.level if entry.is_ai else "human"


@dataclass(frozen=True)
class Judged:
    """What the judge said about one step of a replay, as plain data: what ``book`` needs to
    put every figure in its place, and nothing that depends on the steps judged before it. A
    game's steps can so be judged in ranges, each by a judge of its own (in another process:
    ``game.analysis.worker``), and the ranges joined in order."""

    index: int
    """Position in ``Match.actions`` (``len(actions)``: the final state, no step)."""
    now: tuple[float, ...]
    """The chances of the state before the step (its equity)."""
    decided: tuple[Decision, tuple[float, ...], tuple[float, ...]] | None = None
    """The graded decision with the chances after the played and the best choice."""
    thrown: tuple[float, ...] | None = None
    """When the step before was a roll: the position it threw, as the roll's luck reads it."""
    gave_up: tuple[float, ...] | None = None
    """A resignation: the chances after it."""


def rolls_at(match: Match, index: int) -> bool:
    """Whether the step at ``index`` is a roll (its luck waits for the position it threw)."""
    return isinstance(match.actions[index], Roll) or match.states[index].to_move == CHANCE


def turn_starts(match: Match) -> list[int]:
    """The indices where another seat's turn begins: where a game may be split in ranges
    judged apart (a judge may keep what it learnt within a turn, as Dice Demons' does)."""
    states = match.states
    return [index for index in range(1, len(match.actions))
            if states[index].turn_owner is not None
            and states[index].turn_owner != states[index - 1].turn_owner]


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector paused while judging (reference counting frees everything
    as usual), and left as it was found.

    Why: a judgement keeps thousands of positions alive at once, and the collector, woken every
    few hundred new objects, walks them again and again; positions, their keys and the judges'
    records are immutable and hold no cycles, so those walks find nothing to free (whatever a
    range leaves in a cycle is found once the collector runs again)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def judge_range(match: Match, start: int, stop: int, seed: int = SEED,
                progress: Progress | None = None) -> list[Judged]:
    """The steps ``start`` to ``stop`` of ``match`` judged by a judge of their own, in the
    order the one-range analysis judges them (a judge's caches so see the same calls); when
    ``stop`` is the last step, the final state too. Why the same order: the ranges joined must
    read exactly as the whole game judged at once."""
    with collector_paused():
        return _judge_range(match, start, stop, seed, progress)


def _judge_range(match: Match, start: int, stop: int, seed: int,
                 progress: Progress | None) -> list[Judged]:
    states = match.states
    total = len(match.actions)
    judge = judge_for(states[0], seed)
    judged: list[Judged] = []
    for index in range(start, stop):
        before, after = states[index], states[index + 1]
        action = match.actions[index]
        mover = before.to_move
        decided = None
        gave_up = None
        # the position the roll before threw is judged before this step
        thrown = judge.position(before) if index > 0 and rolls_at(match, index - 1) else None
        if isinstance(action, Roll) or mover == CHANCE:
            now = judge.position(before)
        elif isinstance(action, Resign) or mover is None or mover < 0:
            now = judge.chances(before)
        else:
            now, decided = _decided(judge, match, index)
        if isinstance(action, Resign):
            gave_up = judge.chances(after)
        judged.append(Judged(index, now, decided, thrown, gave_up))
        if progress is not None:
            progress(index + 1 - start, stop - start)
    if stop == total:
        now = judge.chances(states[-1])
        thrown = judge.position(states[-1]) if total and rolls_at(match, total - 1) else None
        judged.append(Judged(total, now, None, thrown))
    return judged


def book(match: Match, judged: Sequence[Judged]) -> Analysis:
    """The analysis from every step's judgement (``judge_range``'s, joined in order): the
    equity, the graded decisions, each roll's luck and the seats' ledgers."""
    seats = match.states[0].num_seats
    equity: list[tuple[float, ...]] = []
    luck = [0.0] * seats
    own = [0.0] * seats
    others = [0.0] * seats
    decisions: list[Decision] = []
    rolls: list[RollLuck] = []
    for step in judged:
        if step.thrown is not None:
            thrown_by = step.index - 1
            expected = equity[thrown_by]
            luck_step = tuple(g - e for g, e in zip(step.thrown, expected, strict=True))
            for s, v in enumerate(luck_step):
                luck[s] += v
            text = match.log[thrown_by].text if thrown_by < len(match.log) else "Dice"
            rolls.append(RollLuck(thrown_by, text, luck_step))
        if step.decided is not None:
            decision, played, best = step.decided
            decisions.append(decision)
            for s in range(len(played)):
                (own if s == decision.seat else others)[s] += played[s] - best[s]
        equity.append(step.now)
        if step.gave_up is not None:
            # Giving up is the resigner's own choice; what it changes is nobody's luck.
            resigner = match.actions[step.index]
            assert isinstance(resigner, Resign)
            for s in range(seats):
                (own if s == resigner.seat else others)[s] += step.gave_up[s] - step.now[s]
    reports = tuple(_seat_report(match, s, equity, luck, own, others, decisions, rolls)
                    for s in range(seats))
    return Analysis(match.info.game_id, tuple(equity), tuple(decisions), tuple(rolls),
                    reports)


def analyse(match: Match, progress: Progress | None = None, seed: int = SEED) -> Analysis:
    """The analysis of ``match`` (every state already replayed: ``Match.states``).

    A position's chance is judged the way its next step is, so the judge disagrees with
    itself only between a position's own evaluation and a look one step on (the residual):
    about to roll, the mean over the roll's outcomes of the evaluation after it (a roll's
    luck is that evaluation after the throw minus the mean); about to decide, the chance of
    the best choice (of the only one, when there is no choice); the game over, the result.
    """
    return book(match, judge_range(match, 0, len(match.actions), seed, progress))


def _decided(judge: Judge, match: Match, index: int
             ) -> tuple[tuple[float, ...], tuple[Decision, tuple[float, ...], tuple[float, ...]]
                        | None]:
    """The chances of the decision at ``index``'s position (its best choice's, judged as the
    choices are), with the decision graded (``None``: nothing to choose)."""
    before, after = match.states[index], match.states[index + 1]
    mover = before.to_move
    assert mover is not None and mover >= 0
    action = match.actions[index]
    judged = judge.decision(before, mover, action, index)
    if judged is None:  # nothing to choose: the position is worth what its one step is
        return judge.judged(after, mover), None
    _, played, best = judged
    if before.view(mover) is before:
        return best, judged
    # Judged from the decider's view (a secret hidden): the whole position's chance is the
    # played choice's, seen whole, plus what the decider's choice lost against its best.
    seen_whole = judge.judged(after, mover)
    return tuple(w + b - p for w, b, p in zip(seen_whole, best, played, strict=True)), judged


def _seat_report(match: Match, seat: int, equity: Sequence[tuple[float, ...]],
                 luck: Sequence[float], own: Sequence[float], others: Sequence[float],
                 decisions: Sequence[Decision], rolls: Sequence[RollLuck]) -> SeatReport:
    game_id = match.info.game_id
    start, final = equity[0][seat], equity[-1][seat]
    residual = final - start - luck[seat] - own[seat] - others[seat]
    mine = [d for d in decisions if d.seat == seat]
    error = sum(d.loss for d in mine) / len(mine) if mine else 0.0
    counts = dict.fromkeys(GRADES, 0)
    for d in mine:
        counts[d.grade(game_id)] += 1
    luckiest = max(rolls, key=lambda r: (r.luck[seat], -r.index), default=None)
    unluckiest = min(rolls, key=lambda r: (r.luck[seat], r.index), default=None)
    return SeatReport(
        seat, player_of(match, seat), len(mine), error, rating(game_id, error), luck[seat],
        Ledger(start, final, luck[seat], own[seat], others[seat], residual), counts,
        luckiest.index if luckiest is not None and luckiest.luck[seat] > 0 else None,
        unluckiest.index if unluckiest is not None and unluckiest.luck[seat] < 0 else None)


__all__ = ["FUTURES", "JUDGE_LEVEL", "JUDGE_VERSION", "Analysis", "Decision", "Judge", "Judged",
           "Ledger", "RollLuck", "SeatReport", "analyse", "book", "collector_paused", "judge_for",
           "judge_range", "judge_version", "judged_apart", "player_of", "register_judge",
           "turn_starts"]
