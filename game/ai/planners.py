"""The planner registry: which planner a game's AI level names, and how to run it.

A game declares its levels as plain data on its ``GameInfo`` (``engine.core.AILevel``: a planner
name, that planner's config fields and a blurb), because the engine may not import the AI. This
module turns such a level into a config object and runs the matching planner. Planner modules
add themselves at import time with ``register_planner``; ``game/ai/__init__`` imports every
module of the package, so a new planner is one new module and nothing else.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from typing import Any, Protocol

from engine.core import SEARCH_LEVELS, Action, AILevel, GameInfo, State, get_game

LEVEL_NAMES = ("easy", "normal", "hard")
"""The difficulty levels every game offers, weakest first."""


@dataclass(frozen=True)
class SearchResult:
    """What a planner decided, with the figures benchmarks and tests look at."""

    action: Action
    iterations: int
    seconds: float
    value: float
    """The chosen action's mean reward for the side to move, in [-1, 1]."""


class Planner(Protocol):
    """What every planner is: built for one decision, then ``run`` on the position."""

    def __init__(self, info: GameInfo, config: Any, rng: random.Random,
                 should_stop: Callable[[], bool] | None = None) -> None: ...

    def run(self, state: State) -> SearchResult: ...


@dataclass(frozen=True)
class PlannerKind:
    """A registered planner: its name, its config dataclass and the class that plans."""

    name: str
    config_cls: type
    planner_cls: type[Planner]


_PLANNERS: dict[str, PlannerKind] = {}

GENERIC_LEVELS = SEARCH_LEVELS
"""The levels of a game that declares none (``engine.core.SEARCH_LEVELS``)."""


def register_planner(name: str, config_cls: type, planner_cls: type[Planner]) -> None:
    """Make a planner available to AI levels under ``name`` (called by planner modules)."""
    _PLANNERS[name] = PlannerKind(name, config_cls, planner_cls)


def planner_kind(name: str) -> PlannerKind:
    try:
        return _PLANNERS[name]
    except KeyError:
        raise ValueError(f"No AI planner is called {name!r}; known: "
                         f"{', '.join(sorted(_PLANNERS))}.") from None


def levels_of(info: GameInfo) -> dict[str, AILevel]:
    """``info``'s AI levels, or the generic ones when it declares none."""
    return dict(info.ai_levels) if info.ai_levels else dict(GENERIC_LEVELS)


def ai_level(info: GameInfo, level: str) -> AILevel:
    """The declared level ``level`` of ``info``'s game."""
    levels = levels_of(info)
    if level not in levels:
        raise ValueError(f"Unknown AI level {level!r}; choose from {', '.join(levels)}.")
    return levels[level]


def config_of(level: AILevel) -> Any:
    """The planner config object a declared level stands for."""
    return planner_kind(level.planner).config_cls(**level.params)


def level_config(game_id: str, level: str) -> Any:
    """The planner config of ``level`` for ``game_id``."""
    return config_of(ai_level(get_game(game_id), level))


def careful(config: Any) -> Any:
    """``config`` without its careless moves (``blunder`` 0), for planners that have them.

    Why: Easy and Normal are made weaker than Hard partly by a share of random moves (in games
    where luck is large, more search alone barely separates the levels). A hint or the review
    asks a level for the *best* move it can find, so it plays that level carefully.
    """
    if any(f.name == "blunder" for f in fields(config)) and config.blunder:
        return replace(config, blunder=0.0)
    return config


UNTIMED = "DICE_PANDEMONIUM_UNTIMED_AI"
"""Set (to anything but empty) in the environment, every planner ignores its time cap and
stops only at its iteration, width or sample limits.

Why: the time cap keeps the app responsive on a slow or busy machine, but where it bites, a
search stops after fewer iterations and may choose differently. Self-play tables promise that
every game replays from its seed, and the tests play whole games through the UI with seeded
dice; under load (two workers on two cores, a CI machine) both drifted from run to run. So
``selfplay``, ``levels``, ``balance`` and ``tune`` set it for themselves and their worker
processes, and so do the tests. The app and ``bench`` (which times the real thing) keep the
cap."""


def untimed(config: Any) -> Any:
    """``config`` without a time cap, for planners that have one."""
    if any(f.name == "time_cap" for f in fields(config)):
        return replace(config, time_cap=math.inf)
    return config


def plan(info: GameInfo, config: Any, state: State, rng: random.Random,
         should_stop: Callable[[], bool] | None = None) -> SearchResult:
    """Run the planner whose config ``config`` is on ``state`` (with no time cap when
    ``UNTIMED`` is set)."""
    if os.environ.get(UNTIMED):
        config = untimed(config)
    for kind in _PLANNERS.values():
        if type(config) is kind.config_cls:
            return kind.planner_cls(info, config, rng, should_stop).run(state)
    raise ValueError(f"No AI planner takes a {type(config).__name__}.")
