"""Turn-end rollouts: the planner Daemon Dice and Dice Demons play with.

Why not the tree search these games: a turn of theirs is a long chain of small decisions
(assign this die, step this space, place that hit) and their evaluations are only fair when two
positions are at the same point of a turn. A tree grows its branches to different depths, so it
ends up comparing "half-way through my defence" with "the foe is about to roll", and in
self-play it lost to the one-step greedy player. This planner keeps every comparison fair:

1. **Screen.** Every legal action is scored one step ahead, like the greedy player (an action
   that leads to dice is scored as the mean over ``screen_samples`` throws); the best
   ``candidates`` go on. Ties keep the *later* listed actions: our engines list moves before
   passes ("end movement", "done"), and a pass, which spends nothing, is the safe member of a
   tie (in Dice Demons self-play this was worth win rate: ``docs/balance.md``).
2. **Roll out.** From each candidate the game is played on by the greedy policy (for every seat,
   dice thrown by the planner's rng) until the turn has changed hands ``turns`` times, and the
   position there is scored. ``samples`` futures per candidate, and every candidate meets the
   *same* dice in its j-th future (common random numbers), so the comparison measures the
   decision and not the luck.
3. **Pick** the candidate with the best mean for the seat to move.

Futures are run sample by sample across all candidates, so when the time cap (or the worker's
``should_stop``) cuts the planning short, every candidate has been tried the same number of
times and the means still compare fairly.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.core import CHANCE, Action, GameInfo, State
from engine.dice import roll
from game.ai.planners import SearchResult, register_planner
from game.ai.search import Search, SearchConfig, resolve_chance


@dataclass(frozen=True)
class RolloutConfig:
    """How hard the rollout planner thinks. Difficulty levels are just different configs."""

    candidates: int = 3
    """Actions kept after the one-step screen."""
    samples: int = 6
    """Futures played from each candidate."""
    screen_samples: int = 2
    """Throws averaged in the screen when an action leads straight to dice."""
    turns: int = 1
    """Hand-overs of the turn before a future is scored (1: the end of the mover's turn)."""
    max_steps: int = 250
    """Decisions a single future may take at most (a guard; turns are far shorter)."""
    time_cap: float = 1.0
    """Seconds after which planning stops early (safety net; normally not reached)."""
    blunder: float = 0.0
    """Probability of playing a uniformly random legal action."""
    evaluation: str = ""
    """Which of the game's evaluations scores positions (``GameInfo.evaluation``: a weight set
    tuned by self-play, by name; ``""``: the game's own)."""


class RolloutPlanner:
    """One planner per decision: ``RolloutPlanner(info, config, rng).run(state)``."""

    def __init__(
        self,
        info: GameInfo,
        config: RolloutConfig,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        self.config = config
        self.rng = rng
        self.should_stop = should_stop
        # The tree search's scoring (exact at the end, else the game's evaluation), reused.
        self._value = Search(info, SearchConfig(evaluation=config.evaluation), rng).value

    # ------------------------------------------------------------------------------ policy

    def greedy(self, state: State, rng: random.Random) -> Action:
        """The action whose next position (dice thrown once with ``rng``) scores best for
        the mover: the policy both sides follow inside a future."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        mover = state.to_move
        assert mover is not None
        value = self._value
        best = actions[0]
        best_value = -float("inf")
        for action in actions:
            v = value(resolve_chance(state.apply(action), rng))[mover]
            if v > best_value + 1e-12:
                best, best_value = action, v
        return best

    def future(self, state: State, rng: random.Random) -> State:
        """``state`` played on by the greedy policy until the turn has changed hands
        ``turns`` times (or the game ends), dice settled."""
        changes = 0
        owner = state.turn_owner
        for _ in range(self.config.max_steps):
            mover = state.to_move
            if mover is None:
                break
            if mover == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
                continue
            now = state.turn_owner
            if now != owner:
                changes += 1
                owner = now
                if changes >= self.config.turns:
                    break
            state = state.apply(self.greedy(state, rng))
        return resolve_chance(state, rng)

    # ----------------------------------------------------------------------------- planning

    def _screen(self, state: State, action: Action, seat: int) -> float:
        after = state.apply(action)
        if after.to_move != CHANCE:
            return self._value(after)[seat]
        count = self.config.screen_samples
        total = sum(self._value(resolve_chance(after, self.rng))[seat] for _ in range(count))
        return total / count

    def run(self, state: State) -> SearchResult:
        """Plan for ``state`` (a seat must be to move) and pick an action."""
        started = time.perf_counter()
        mover = state.to_move
        if mover is None or mover < 0:
            raise ValueError("The planner needs a position where a seat is to move.")
        actions = state.legal_actions()
        if not actions:
            raise ValueError("The side to move has no legal action.")
        config = self.config
        if len(actions) == 1:
            return SearchResult(actions[0], 0, time.perf_counter() - started, 0.0)
        if config.blunder > 0 and self.rng.random() < config.blunder:
            return SearchResult(self.rng.choice(actions), 0, time.perf_counter() - started, 0.0)
        screened = sorted(((self._screen(state, a, mover), i) for i, a in enumerate(actions)),
                          key=lambda pair: (-pair[0], -pair[1]))
        kept = [actions[i] for _, i in screened[: max(1, config.candidates)]]
        if len(kept) == 1:
            return SearchResult(kept[0], 0, time.perf_counter() - started, screened[0][0])
        totals = [0.0] * len(kept)
        seeds = [self.rng.getrandbits(64) for _ in range(config.samples)]
        deadline = started + config.time_cap
        done = 0
        applied = [state.apply(action) for action in kept]  # positions never change: once
        for seed in seeds:
            for c, start in enumerate(applied):
                future = self.future(start, random.Random(seed))
                totals[c] += self._value(future)[mover]
            done += 1
            if time.perf_counter() > deadline or (self.should_stop and self.should_stop()):
                break
        best = max(range(len(kept)), key=lambda c: (totals[c], -c))
        return SearchResult(kept[best], done, time.perf_counter() - started, totals[best] / done)


__all__ = ["RolloutConfig", "RolloutPlanner"]


register_planner("rollouts", RolloutConfig, RolloutPlanner)
