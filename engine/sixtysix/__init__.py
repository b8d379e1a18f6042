"""66d6: Death and the Devil fight for the underworld with 33 six-sided minions each.

Importing this package registers the game with ``engine.core`` and hands the state class its
``Rules``. Modules: ``board`` (geometry, sides, HOME), ``tables`` (battle results), ``model``
(Minion, Battle, Phase), ``actions``, ``state`` (SixtySixState, its lookups and choices),
``queries`` (roll requests, what the game waits for), ``idle`` (why a minion has nothing to
do), ``rules`` (transitions and automatic steps), ``describe`` (log lines),
``setup`` (new_game, hand-built positions for tests), ``evaluation`` (heuristic).
"""

from __future__ import annotations

import engine.sixtysix.describe as describe
import engine.sixtysix.queries as queries
import engine.sixtysix.rules as rules
from engine.core import AILevel, BenchSpec, GameInfo, Rules, register
from engine.sixtysix.actions import (
    ACTION_TYPES,
    Defend,
    Enter,
    Fight,
    Infiltrate,
    Kill,
    March,
    Resolve,
    Sacrifice,
    Slaughter,
)
from engine.sixtysix.board import DEATH, DEVIL, HOME, HOME_NAMES, SIDE_NAMES, SIDE_TITLES, Board
from engine.sixtysix.evaluation import evaluate
from engine.sixtysix.model import PER_SIDE, TURN_ACTIONS, Battle, Minion, Phase
from engine.sixtysix.numbers import (
    DEFAULT_SIZE,
    MAX_COWARDICE,
    MAX_SIZE,
    MIN_COWARDICE,
    MIN_SIZE,
    NUMBERS,
)
from engine.sixtysix.setup import OPTIONS, ids_at, new_game, position
from engine.sixtysix.state import SixtySixState
from engine.sixtysix.tables import ATTACK_TABLE, DEFENCE_TABLE, Result, result_for

State = SixtySixState
"""Short alias: ``engine.sixtysix.State``."""

SixtySixState.rules = Rules(
    legal=SixtySixState.choices, apply=rules.apply, roll_request=queries.roll_request,
    describe=describe.describe)

AI_LEVELS = {
    "easy": AILevel("search", {"iterations": 4, "time_cap": 0.5, "blunder": 0.2},
                    "Looks a step or two ahead; one move in five is random."),
    "normal": AILevel("search", {"iterations": 8, "time_cap": 1.0, "blunder": 0.05},
                      "Thinks a few lines ahead; one move in twenty is random."),
    "hard": AILevel("search", {"iterations": 8, "time_cap": 3.0},
                    "Thinks a few lines ahead, dice included; never random."),
}
"""The computer player's levels: the generic tree search, which compares a turn of six separate
actions well. A game runs to some 600 actions, and what separates players is how often they
throw one away: Hard clearly beat the same search with even a small share of random moves
(``docs/balance.md``), so the levels differ in care rather than depth, and the levels table
stays cheap enough to measure (``python -m game levels 66d6``). A hint plays Normal without its
random moves (``careful``)."""

INFO = register(
    GameInfo(
        game_id="66d6",
        title="66d6",
        tagline=f"Death and the Devil wage war for the underworld with {PER_SIDE} dice apiece.",
        seat_names=("Death", "The Devil"),
        min_seats=2,
        max_seats=2,
        options=OPTIONS,
        new_game=new_game,
        state_class=SixtySixState,
        action_types=ACTION_TYPES,
        evaluate=evaluate,
        rules_file="assets/rules/66d6.md",
        rule_numbers=NUMBERS,
        menu_order=1,
        ai_levels=AI_LEVELS,
        # The set-up throws of Death and the Devil, 33 dice each.
        bench=BenchSpec(throw_dice=33),
        rule_grid={"columns": (MIN_SIZE, DEFAULT_SIZE, MAX_SIZE),
                   "rows": (MIN_SIZE, DEFAULT_SIZE, MAX_SIZE),
                   "cowardice": (MIN_COWARDICE, MAX_COWARDICE)},
    )
)

__all__ = [
    "AI_LEVELS",
    "ATTACK_TABLE",
    "DEATH",
    "DEFENCE_TABLE",
    "DEVIL",
    "HOME",
    "HOME_NAMES",
    "INFO",
    "PER_SIDE",
    "SIDE_NAMES",
    "SIDE_TITLES",
    "TURN_ACTIONS",
    "Battle",
    "Board",
    "Defend",
    "Enter",
    "Fight",
    "Infiltrate",
    "Kill",
    "March",
    "Minion",
    "Phase",
    "Resolve",
    "Result",
    "Sacrifice",
    "SixtySixState",
    "Slaughter",
    "State",
    "evaluate",
    "ids_at",
    "new_game",
    "position",
    "result_for",
]
