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
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from engine.core import Action, GameInfo, State
from game.ai.planners import SearchResult, register_planner
from game.ai.search import Search, SearchConfig, resolve_chance


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
class _Line:
    """A sequence of the mover's decisions: its first action, and the last step's parts."""

    first: int
    before: State
    action: Action
    after: State


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
        owner = state.turn_owner
        value = self._value
        finished: list[tuple[float, _Line]] = []
        frontier: list[tuple[int, State]] = [(-1, state)]
        seen: set[Hashable] = {state.key()}
        screen_seeds = [self.rng.getrandbits(64) for _ in range(max(1, config.screen_samples))]

        def finish(applied: State, seeds: list[int]) -> float:
            """The mean score of a turn ending in ``applied`` (its last action applied, dice
            still to fall), over the same dice for all."""
            total = 0.0
            for seed in seeds:
                total += value(resolve_chance(applied, random.Random(seed)))[me]
            return total / len(seeds)

        depth = 0
        while frontier and depth < config.max_depth and not self._stopped(deadline):
            depth += 1
            grown: list[tuple[float, int, State]] = []
            for first, position in frontier:
                for index, action in enumerate(position.legal_actions()):
                    applied = position.apply(action)
                    after = resolve_chance(applied, self.rng)
                    line_first = index if first < 0 else first
                    if after.to_move != me or after.turn_owner != owner:
                        line = _Line(line_first, position, action, after)
                        finished.append((finish(applied, screen_seeds), line))
                        continue
                    key = after.key()
                    if key in seen:
                        continue
                    seen.add(key)
                    grown.append((value(after)[me], line_first, after))
            grown.sort(key=lambda item: -item[0])
            frontier = [(first, position) for _, first, position in grown[: config.width]]
        for _, first, position in [(0.0, f, p) for f, p in frontier]:
            # out of depth or time: an unfinished line is judged where it stands
            finished.append((value(position)[me], _Line(first, position, actions[first],
                                                        position)))
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
                means.append(finish(line.before.apply(line.action), seeds))
            pick = max(range(len(finals)), key=lambda i: (means[i], -i))
            best_score, best_line = means[pick], finals[pick][1]
        return SearchResult(actions[best_line.first], depth, time.perf_counter() - started,
                            best_score)


__all__ = ["BeamConfig", "BeamPlanner"]


register_planner("beam", BeamConfig, BeamPlanner)
