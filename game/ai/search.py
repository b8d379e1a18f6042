"""Generic game-tree search over the engine contract: MCTS with sampled chance, evaluated leaves.

Why this shape:

* **Any registered game.** The search only uses ``to_move``, ``legal_actions``, ``apply``,
  ``roll_request``, ``outcome`` and ``GameInfo.evaluate``. Every node asks ``state.to_move``, so a
  turn of six actions by one side, a defender choice by the other side in the middle of it, and
  dice in between are all just nodes of the right kind.
* **Chance nodes sample.** A 66d6 reroll of a dozen dice has millions of outcomes, so a chance
  node keeps only a few sampled outcomes (progressive widening: about
  ``1 + chance_width * sqrt(visits)``) and revisits them in proportion to how often they were
  drawn. Dice come from ``engine.dice.roll`` with the search's own seeded ``random.Random``.
  A chance node's first score is one sampled throw, or (``chance_prior="evaluate"``) the
  game's own evaluation of the position before the throw.
* **Evaluated leaves instead of playouts to the end.** Random games to the end are far too slow in
  Python and too noisy to steer by. When a node is expanded, every child is created and scored once
  by ``evaluate`` (the *prior*, which also orders the exploration), and the node's first value is
  the best child for the side to move: a one-ply backup, which is what makes a mid-turn position
  ("I still have four actions") comparable with its siblings. Optional random playouts of
  ``rollout_depth`` steps before scoring are available for games that prefer them.
* **Rewards are per-seat vectors** (max^n). With two seats and an evaluation marked
  ``zero_sum = True`` (``evaluate(s, 1) == -evaluate(s, 0)``), one call scores both seats; otherwise
  two seats get ``(e0 - e1) / 2`` so that max/min stays consistent even for a lopsided heuristic.
* **Deterministic.** The iteration budget drives the result; the time cap is only a safety net
  for slow machines, and ``should_stop`` lets the worker abandon a cancelled job.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.core import CHANCE, Action, GameInfo, RollRequest, State
from engine.dice import roll
from game.ai.planners import SearchResult, register_planner

Vector = tuple[float, ...]

_PLAYOUT_LIMIT = 400
"""Steps of a random playout when a game has no evaluation at all (then it plays to the end)."""


@dataclass(frozen=True)
class SearchConfig:
    """How hard the search thinks. Difficulty levels are just different configs."""

    iterations: int = 400
    """Tree descents per decision; the budget that makes results reproducible."""
    time_cap: float = 1.0
    """Seconds after which the search stops early (safety net; normally not reached)."""
    exploration: float = 0.35
    """UCT constant on the [-1, 1] reward scale."""
    prior_weight: float = 2.0
    """How many virtual visits the one-step evaluation of a child counts for."""
    chance_width: float = 0.5
    """Progressive widening of chance nodes: allowed outcomes = 1 + width * sqrt(visits)."""
    rollout_depth: int = 0
    """Random steps played from a new leaf before evaluating it (0: one-ply backup instead)."""
    blunder: float = 0.0
    """Probability of playing a uniformly random legal action (makes Easy beatable)."""
    chance_prior: str = "sample"
    """How a chance node (dice about to fall) is first scored: ``"sample"``, by one sampled
    throw; ``"evaluate"``, by the game's evaluation of the position before the throw, for games
    whose evaluation weighs the dice to come (Doodle Dice's forecast of an attack in flight).
    One throw is a noisy judge of an attack: a lucky roll makes a poor target look best, and the
    one-step greedy player, which averages three throws, then judges better than the search."""

    evaluation: str = ""
    """Which of the game's evaluations scores leaves (``GameInfo.evaluation``; ``""``: its own
    ``evaluate``, the one the greedy player uses)."""

    def scaled(self, factor: float) -> SearchConfig:
        """The same config with ``factor`` times the iterations (at least one)."""
        return replace(self, iterations=max(1, int(self.iterations * factor)))


class _Node:
    """One position in the tree. ``prior`` is its static score; ``w`` sums backed-up rewards."""

    __slots__ = ("state", "mover", "prior", "n", "w", "actions", "children", "outcomes",
                 "counts", "keys", "request")

    def __init__(self, state: State, mover: int | None, prior: Vector) -> None:
        self.state = state
        self.mover = mover
        self.prior = prior
        self.n = 0
        self.w = [0.0] * len(prior)
        self.actions: list[Action] | None = None
        self.children: list[_Node] | None = None
        # chance nodes only: sampled outcomes by their faces, how often each was drawn
        self.outcomes: dict[tuple[int | str, ...], _Node] = {}
        self.counts: list[int] = []
        self.keys: list[tuple[int | str, ...]] = []
        self.request: RollRequest | None = None


def terminal_vector(state: State) -> Vector:
    """+1 for each winner, -1 for each loser, 0 for everybody in a draw."""
    outcome = state.outcome()
    seats = state.num_seats
    if outcome is None or outcome.is_draw:
        return (0.0,) * seats
    return tuple(1.0 if s in outcome.winners else -1.0 for s in range(seats))


def resolve_chance(state: State, rng: random.Random) -> State:
    """Throw dice with ``rng`` until someone must decide or the game is over."""
    while state.to_move == CHANCE:
        state = state.apply(roll(state.roll_request(), rng))
    return state


class Search:
    """One search per decision: ``Search(info, config, rng).run(state)``."""

    def __init__(
        self,
        info: GameInfo,
        config: SearchConfig,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
        evaluate: Callable[[State, int], float] | None = None,
    ) -> None:
        self.info = info
        self.config = config
        self.rng = rng
        self.should_stop = should_stop
        # ``evaluate``: a scoring function given outright (the tune tool's candidate weights).
        evaluate = evaluate or info.evaluation(config.evaluation)
        self._evaluate = evaluate
        self._zero_sum = bool(getattr(evaluate, "zero_sum", False))

    # ------------------------------------------------------------------------------ scoring

    def value(self, state: State) -> Vector:
        """Reward vector of a state: exact if the game is over, else the game's evaluation."""
        mover = state.to_move
        if mover is None:
            return terminal_vector(state)
        evaluate = self._evaluate
        if evaluate is None:
            return self._playout_value(state)
        seats = state.num_seats
        if seats == 2:
            if self._zero_sum:
                v = _clip(evaluate(state, 0))
            else:
                v = _clip((evaluate(state, 0) - evaluate(state, 1)) / 2.0)
            return (v, -v)
        return tuple(_clip(evaluate(state, s)) for s in range(seats))

    def _playout_value(self, state: State) -> Vector:
        """Random playout to the end for games without an evaluation (0 if it runs too long)."""
        rng = self.rng
        for _ in range(_PLAYOUT_LIMIT):
            mover = state.to_move
            if mover is None:
                return terminal_vector(state)
            if mover == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
            else:
                state = state.apply(rng.choice(state.legal_actions()))
        return (0.0,) * state.num_seats

    # -------------------------------------------------------------------------------- nodes

    def _make(self, state: State) -> _Node:
        """A new node for ``state``; a chance node gets its first sampled outcome at once."""
        mover = state.to_move
        if mover == CHANCE:
            request = state.roll_request()
            faces = roll(request, self.rng)
            child = self._make(state.apply(faces))
            prior = self.value(state) if self.config.chance_prior == "evaluate" else child.prior
            node = _Node(state, CHANCE, prior)
            node.request = request
            node.outcomes[faces.values] = child
            node.keys.append(faces.values)
            node.counts.append(1)
            return node
        return _Node(state, mover, self.value(state))

    def _expand(self, node: _Node) -> Vector:
        """Create and score every child; the node's value is the best child for its mover."""
        state = node.state
        actions = state.legal_actions()
        node.actions = actions
        node.children = [self._make(state.apply(a)) for a in actions]
        if not actions:
            return node.prior
        mover = node.mover
        assert mover is not None and mover >= 0
        if self.config.rollout_depth > 0:
            return self._rollout(state)
        return max((c.prior for c in node.children), key=lambda p: p[mover])

    def _rollout(self, state: State) -> Vector:
        """Random steps from ``state`` (dice thrown with the search rng), then the evaluation."""
        rng = self.rng
        for _ in range(self.config.rollout_depth):
            mover = state.to_move
            if mover is None:
                break
            if mover == CHANCE:
                state = state.apply(roll(state.roll_request(), rng))
            else:
                actions = state.legal_actions()
                if not actions:
                    break
                state = state.apply(rng.choice(actions))
        return self.value(resolve_chance(state, rng))

    def _select(self, node: _Node) -> _Node:
        """UCT over the children, each child's prior counting as ``prior_weight`` visits."""
        children = node.children
        assert children is not None and node.mover is not None
        m = node.mover
        n0 = self.config.prior_weight
        c = self.config.exploration
        log_n = math.log(node.n + 1)
        best = children[0]
        best_score = -math.inf
        for child in children:
            n = child.n
            score = (child.prior[m] * n0 + child.w[m]) / (n0 + n) + c * math.sqrt(log_n / (n + 1))
            if score > best_score:
                best_score = score
                best = child
        return best

    def _sample(self, node: _Node) -> _Node:
        """One outcome of a chance node: a new throw while widening allows, else a known one."""
        allowed = 1 + int(self.config.chance_width * math.sqrt(node.n))
        rng = self.rng
        if len(node.keys) < allowed:
            faces = roll(node.request, rng)  # type: ignore[arg-type]  # a chance node has its request
            key = faces.values
            child = node.outcomes.get(key)
            if child is not None:
                node.counts[node.keys.index(key)] += 1
                return child
            child = self._make(node.state.apply(faces))
            node.outcomes[key] = child
            node.keys.append(key)
            node.counts.append(1)
            return child
        key = rng.choices(node.keys, weights=node.counts)[0]
        return node.outcomes[key]

    # ------------------------------------------------------------------------------ driving

    def _iterate(self, root: _Node) -> None:
        node = root
        path = [root]
        while True:
            mover = node.mover
            if mover is None:
                value = node.prior
                break
            if mover == CHANCE:
                node = self._sample(node)
            elif node.children is None:
                value = self._expand(node)
                break
            elif not node.children:
                value = node.prior
                break
            else:
                node = self._select(node)
            path.append(node)
        for visited in path:
            visited.n += 1
            w = visited.w
            for i, v in enumerate(value):
                w[i] += v

    def run(self, state: State) -> SearchResult:
        """Search from ``state`` (a seat must be to move) and pick an action."""
        started = time.perf_counter()
        mover = state.to_move
        if mover is None or mover < 0:
            raise ValueError("The search needs a position where a seat is to move.")
        actions = state.legal_actions()
        if not actions:
            raise ValueError("The side to move has no legal action.")
        if len(actions) == 1:
            return SearchResult(actions[0], 0, time.perf_counter() - started, 0.0)
        config = self.config
        root = _Node(state, mover, (0.0,) * state.num_seats)
        iterations = 0
        deadline = started + config.time_cap
        stop = self.should_stop
        while iterations < config.iterations:
            self._iterate(root)
            iterations += 1
            if iterations & 7 == 0 and (
                time.perf_counter() > deadline or (stop is not None and stop())
            ):
                break
        children = root.children
        assert children is not None and root.actions is not None
        if config.blunder > 0 and self.rng.random() < config.blunder:
            index = self.rng.randrange(len(children))
        else:
            index = max(
                range(len(children)),
                key=lambda i: (children[i].n, _mean(children[i], mover, config.prior_weight)),
            )
        chosen = children[index]
        return SearchResult(
            root.actions[index],
            iterations,
            time.perf_counter() - started,
            _mean(chosen, mover, config.prior_weight),
        )


def _mean(node: _Node, seat: int, prior_weight: float) -> float:
    """A child's reward for ``seat``, its prior blended in as virtual visits."""
    return (node.prior[seat] * prior_weight + node.w[seat]) / (prior_weight + node.n)


def _clip(value: float) -> float:
    """Keep heuristic scores strictly inside a real win or loss."""
    if value > 0.99:
        return 0.99
    if value < -0.99:
        return -0.99
    return value


register_planner("search", SearchConfig, Search)
