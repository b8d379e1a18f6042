"""Whole-turn beam planning: the planner Dice Demons plays with.

Why: a Dice Demons turn is up to eighteen small steps (walk, drive a monster, swing the bridges)
spent in any order, and most single steps change the evaluation little or not at all, so a
one-step screen cannot tell the good first step from the idle one. What can be judged is where
the whole turn ends. This planner therefore searches the mover's own turn:

1. **Beam.** From the position, every sequence of the mover's own decisions is grown one
   decision at a time; positions reached twice are merged, and only the ``width`` best by the
   game's evaluation go on to the next decision. Dice thrown inside the turn (a new pickup
   appearing) are thrown once with the planner's rng.
2. **Finished turns.** A sequence ends where the turn leaves the mover (or someone else must
   answer a question, or the game ends). Its end is scored after the next player's dice are
   known, which is where the evaluation sees what that player could do to the mover.
3. **Re-scoring.** The ``finals`` best finished turns are played out again ``samples`` times with
   other dice (the same dice for each of them) and averaged, so one lucky throw does not pick
   the plan. The first decision of the best plan is played; the next decision plans again.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.core import Action, GameInfo, State
from game.ai.planners import SearchResult, register_planner
from game.ai.search import Search, SearchConfig, Vector, resolve_chance


@dataclass(frozen=True)
class BeamConfig:
    """How hard the beam planner thinks. Difficulty levels are just different configs."""

    width: int = 16
    """Positions kept after each decision of the turn."""
    finals: int = 4
    """Finished turns re-scored with fresh dice."""
    samples: int = 6
    """Dice throws each of those is re-scored with."""
    screen_samples: int = 2
    """Dice throws every finished turn is first scored with (the same throws for all)."""
    max_depth: int = 40
    """Decisions of one turn searched at most (a guard; pools are smaller)."""
    time_cap: float = 1.0
    """Seconds after which planning stops early (the best plan so far is played)."""
    blunder: float = 0.0
    """Probability of playing a uniformly random legal action."""
    evaluation: str = ""
    """Which of the game's evaluations scores positions (``GameInfo.evaluation``: a weight set
    tuned by self-play, by name; ``""``: the game's own)."""


@dataclass
class Line:
    """A sequence of the mover's decisions: its first action (an index into the root's
    ``TurnSteps.children``), and the last step's parts."""

    first: int
    before: State
    action: Action
    after: State


class TurnSteps(Protocol):
    """How a turn's beam reaches and scores positions. The planner throws the dice inside the
    turn with its own rng and scores every position afresh; the analysis's judge
    (``game.analysis.walk``) throws fixed dice and remembers what it worked out, so a position
    reached by several of its beams is expanded and scored once."""

    def children(self, position: State) -> Sequence[tuple[Action, State, State]]:
        """Each legal action of ``position`` with the state it leads to (``applied``) and that
        state with any dice thrown (``after``), in the order of ``legal_actions``."""
        ...

    def key(self, state: State) -> Hashable:
        """``state.key()``: merges positions reached by two step orders."""
        ...

    def score(self, state: State, me: int) -> float:
        """How the beam ranks a position inside the turn for ``me``."""
        ...

    def finish(self, applied: State, me: int) -> float:
        """The score for ``me`` of a turn ending in ``applied`` (its dice still to fall)."""
        ...


def beam_turn(state: State, steps: TurnSteps, width: int, max_depth: int,
              stopped: Callable[[], bool]) -> tuple[list[tuple[float, Line]], int]:
    """Every finished turn the beam found from ``state`` (a seat to move), with its score,
    unsorted; and the decisions searched. A sequence of the mover's decisions is grown one
    decision at a time; positions reached twice are merged, and only the ``width`` best (by
    ``steps.score``) go on. A sequence ends where the turn leaves the mover (or someone else
    must answer a question, or the game ends), scored by ``steps.finish``; one still going
    when ``max_depth`` or ``stopped`` ends the search is scored where it stands."""
    me = state.to_move
    assert me is not None and me >= 0
    owner = state.turn_owner
    root: Sequence[tuple[Action, State, State]] | None = None
    finished: list[tuple[float, Line]] = []
    frontier: list[tuple[int, State]] = [(-1, state)]
    seen: set[Hashable] = {steps.key(state)}
    depth = 0
    while frontier and depth < max_depth and not stopped():
        depth += 1
        grown: list[tuple[float, int, State]] = []
        for first, position in frontier:
            children = steps.children(position)
            if first < 0:
                root = children
            for index, (action, applied, after) in enumerate(children):
                line_first = index if first < 0 else first
                if after.to_move != me or after.turn_owner != owner:
                    line = Line(line_first, position, action, after)
                    finished.append((steps.finish(applied, me), line))
                    continue
                known = len(seen)
                seen.add(steps.key(after))
                if len(seen) == known:  # reached before (one hash instead of two)
                    continue
                grown.append((steps.score(after, me), line_first, after))
        grown.sort(key=lambda item: -item[0])
        frontier = [(first, position) for _, first, position in grown[:width]]
    for first, position in frontier:
        # out of depth or time: an unfinished line is judged where it stands
        action = root[first][0] if root is not None else state.legal_actions()[first]
        finished.append((steps.score(position, me), Line(first, position, action, position)))
    return finished, depth


class _Thrown:
    """The planner's ``TurnSteps``: dice inside the turn thrown with its rng as the beam
    meets them, a finished turn scored over the same few throws for all."""

    def __init__(self, rng: random.Random, value: Callable[[State], Vector],
                 seeds: list[int]) -> None:
        self.rng = rng
        self.value = value
        self.seeds = seeds

    def children(self, position: State) -> list[tuple[Action, State, State]]:
        found = []
        for action in position.legal_actions():
            applied = position.apply(action)
            found.append((action, applied, resolve_chance(applied, self.rng)))
        return found

    @staticmethod
    def key(state: State) -> Hashable:
        return state.key()

    def score(self, state: State, me: int) -> float:
        return self.value(state)[me]

    def finish(self, applied: State, me: int, seeds: list[int] | None = None) -> float:
        """The mean score of a turn ending in ``applied`` over the throws of ``seeds`` (the
        screen's when not given)."""
        seeds = self.seeds if seeds is None else seeds
        total = 0.0
        for seed in seeds:
            total += self.value(resolve_chance(applied, random.Random(seed)))[me]
        return total / len(seeds)


class BeamPlanner:
    """One planner per decision: ``BeamPlanner(info, config, rng).run(state)``."""

    def __init__(
        self,
        info: GameInfo,
        config: BeamConfig,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        self.config = config
        self.rng = rng
        self.should_stop = should_stop
        self._value = Search(info, SearchConfig(evaluation=config.evaluation), rng).value

    def _stopped(self, deadline: float) -> bool:
        return time.perf_counter() > deadline or bool(self.should_stop and self.should_stop())

    def run(self, state: State) -> SearchResult:
        """Plan the rest of the turn from ``state`` (a seat must be to move)."""
        started = time.perf_counter()
        me = state.to_move
        if me is None or me < 0:
            raise ValueError("The planner needs a position where a seat is to move.")
        actions = state.legal_actions()
        if not actions:
            raise ValueError("The side to move has no legal action.")
        config = self.config
        if len(actions) == 1:
            return SearchResult(actions[0], 0, time.perf_counter() - started, 0.0)
        if config.blunder > 0 and self.rng.random() < config.blunder:
            return SearchResult(self.rng.choice(actions), 0, time.perf_counter() - started, 0.0)
        deadline = started + config.time_cap
        value = self._value
        screen_seeds = [self.rng.getrandbits(64) for _ in range(max(1, config.screen_samples))]
        steps = _Thrown(self.rng, value, screen_seeds)
        finished, depth = beam_turn(state, steps, config.width, config.max_depth,
                                    lambda: self._stopped(deadline))
        if not finished:
            return SearchResult(actions[0], depth, time.perf_counter() - started, 0.0)
        finished.sort(key=lambda item: -item[0])
        best_score, best_line = finished[0]
        finals = finished[: config.finals]
        if len(finals) > 1 and config.samples > 0 and not self._stopped(deadline):
            seeds = [self.rng.getrandbits(64) for _ in range(config.samples)]
            means = []
            for _, line in finals:
                if line.after is line.before:
                    means.append(value(line.before)[me])
                    continue
                means.append(steps.finish(line.before.apply(line.action), me, seeds))
            pick = max(range(len(finals)), key=lambda i: (means[i], -i))
            best_score, best_line = means[pick], finals[pick][1]
        return SearchResult(actions[best_line.first], depth, time.perf_counter() - started,
                            best_score)


__all__ = ["BeamConfig", "BeamPlanner", "Line", "TurnSteps", "beam_turn"]


register_planner("beam", BeamConfig, BeamPlanner)
