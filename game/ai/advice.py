"""Advice for a person's seat: the AI's choice (a hint) and the win chance the AI expects.

Why one estimator for every figure: the planners of the five games score their choices on
different scales (a tree search's mean reward, rollouts, exact odds), so the chances a hint shows
are all read the same way: the game's evaluation of the position after the action (exact once the
game is over), averaged over a few dice futures when the action leads to a throw. Every
candidate is scored over the *same* futures (common random numbers), so two moves are compared
on the same luck. The evaluation's score ``v`` in [-1, 1] (a win is 1) is read as the chance
``(1 + v) / 2``.

Why the choice itself comes from the level's planner and not from the estimator: the planner
looks further (whole turns, the opponent's answers); the estimator only looks one step on. So
the runner-up may score as well as the AI's choice on the quick look; ``Advice.close`` says so
and the board words it as "about the same" instead of contradicting the hint.

Hidden information: everything here works on ``state.view(seat)``, what that seat may see, so
a hint never uses another seat's secret (a Death by Dice throw behind the hand-off screen).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import (
    CHANCE,
    Action,
    CorruptData,
    State,
    action_from_dict,
    action_to_dict,
    get_game,
)
from game.ai.planners import careful, level_config, plan
from game.ai.search import Search, SearchConfig, resolve_chance

HINT_LEVEL = "normal"
"""The level whose choice a hint shows, played without its careless moves (``careful``): a
strong choice that comes within a second."""

FUTURES = 4
"""Dice futures averaged when scoring a move that leads to a throw."""

MAX_CANDIDATES = 60
"""Most moves scored when looking for the runner-up (the rest are sampled away, seeded)."""

CLOSE = 0.02
"""Chances within two points read as "about the same"."""


@dataclass(frozen=True)
class Advice:
    """A hint for ``seat``: the AI's ``action`` and what the quick look expects after it."""

    seat: int
    action: Action
    chance: float
    """The seat's win chance after ``action``, 0..1."""
    alternative: Action | None
    """The best other move by the quick look (None when there is no real alternative)."""
    alternative_chance: float | None
    now: float
    """The seat's win chance before moving."""
    seconds: float = 0.0

    @property
    def close(self) -> bool:
        """Whether the runner-up looks as good as the choice on the quick look."""
        return (self.alternative_chance is not None
                and self.alternative_chance >= self.chance - CLOSE)

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "action": action_to_dict(self.action),
                "chance": self.chance, "now": self.now, "seconds": self.seconds,
                "alternative": (None if self.alternative is None
                                else action_to_dict(self.alternative)),
                "alternative_chance": self.alternative_chance}

    @staticmethod
    def from_dict(game_id: str, data: Mapping[str, Any]) -> Advice:
        """Rebuild what the worker process sent (our own data, still checked)."""
        info = get_game(game_id)
        try:
            alt = data["alternative"]
            alt_chance = data["alternative_chance"]
            return Advice(
                seat=int(data["seat"]), action=action_from_dict(info, data["action"]),
                chance=_unit(data["chance"]), now=_unit(data["now"]),
                seconds=float(data["seconds"]),
                alternative=None if alt is None else action_from_dict(info, alt),
                alternative_chance=None if alt_chance is None else _unit(alt_chance))
        except (KeyError, TypeError, ValueError) as error:
            raise CorruptData(f"The hint could not be read ({error}).") from None


def _unit(value: Any) -> float:
    number = float(value)
    if not 0.0 <= number <= 1.0:
        raise ValueError("a chance out of range")
    return number


def chance_of(value: float) -> float:
    """The evaluation's score for a seat (-1..1) as a chance (0..1)."""
    return min(1.0, max(0.0, (1.0 + value) / 2.0))


class Estimator:
    """The quick look: a position's value for every seat, dice averaged over fixed futures."""

    def __init__(self, state: State, seed: int, futures: int = FUTURES) -> None:
        self.info = get_game(state.game_id)
        # The hint level's own evaluation (a game's tuned weights, when its levels name them),
        # so the chances shown judge positions as the suggested move was chosen.
        judged = getattr(level_config(self.info.game_id, HINT_LEVEL), "evaluation", "")
        self._search = Search(self.info, SearchConfig(evaluation=judged), random.Random(seed))
        self._seeds = [random.Random(seed).getrandbits(48) + i for i in range(futures)]

    def values(self, state: State) -> tuple[float, ...]:
        """Mean value of ``state`` for each seat (its dice thrown over the fixed futures)."""
        if state.to_move != CHANCE:
            return self._search.value(state)
        seats = state.num_seats
        totals = [0.0] * seats
        for seed in self._seeds:
            for s, v in enumerate(self._search.value(resolve_chance(state,
                                                                    random.Random(seed)))):
                totals[s] += v
        return tuple(t / len(self._seeds) for t in totals)

    def chances(self, state: State) -> tuple[float, ...]:
        return tuple(chance_of(v) for v in self.values(state))


def win_chances(state: State, viewer: int | None, seed: int = 0) -> tuple[float, ...]:
    """Each seat's win chance as the AI sees the position from ``viewer``'s side (``None``:
    the whole state, for games without secrets or a spectator)."""
    seen = state if viewer is None else state.view(viewer)
    return Estimator(seen, seed).chances(seen)


def advise(state: State, seat: int, seed: int, level: str = HINT_LEVEL) -> Advice:
    """The AI's choice for ``seat`` (which must be the seat to move) and the chances after it
    and after the best other move. Pure for a given (state, seat, seed, level)."""
    started = time.perf_counter()
    if state.to_move != seat:
        raise ValueError("A hint is only given to the seat that is to move.")
    seen = state.view(seat)
    info = get_game(seen.game_id)
    actions = seen.legal_actions()
    if not actions:
        raise ValueError("There is nothing to choose.")
    rng = random.Random(seed)
    if len(actions) == 1:
        choice = actions[0]
    else:
        choice = plan(info, careful(level_config(info.game_id, level)), seen, rng).action
    look = Estimator(seen, seed)
    now = look.chances(seen)[seat]
    chance = look.chances(seen.apply(choice))[seat]
    wording = seen.describe(choice)
    others = [a for a in actions if a != choice and seen.describe(a) != wording]
    if len(others) > MAX_CANDIDATES:
        others = random.Random(seed).sample(others, MAX_CANDIDATES)
    alternative: Action | None = None
    alternative_chance: float | None = None
    for action in others:
        value = look.chances(seen.apply(action))[seat]
        if alternative_chance is None or value > alternative_chance + 1e-12:
            alternative, alternative_chance = action, value
    return Advice(seat, choice, chance, alternative, alternative_chance, now,
                  time.perf_counter() - started)


__all__ = ["CLOSE", "FUTURES", "HINT_LEVEL", "Advice", "Estimator", "advise", "chance_of",
           "win_chances"]
