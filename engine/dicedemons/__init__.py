"""Dice Demons: hunters race round a ringed island, gathering dice, slaying monsters for
trinkets and carrying one home with a full hand of dice.

Importing this package registers the game with ``engine.core`` and hands the state class its
``Rules``. Modules: ``geometry`` (the board generated from its settings, for rules and drawing
alike), ``model`` (Player, Monster, Phase, tasks), ``actions``, ``odds`` (exact fight odds),
``state`` (DiceDemonsState, its lookups: fight order, distances; and its choices), ``moves``
(entering a space), ``combat`` (fight results), ``queries`` (random spaces, roll requests,
standings), ``rules`` (transitions and automatic steps), ``describe`` (log
lines), ``setup`` (options, new_game, hand-built positions for tests), ``evaluation`` (heuristic).
"""

from __future__ import annotations

import engine.dicedemons.describe as describe
import engine.dicedemons.queries as queries
import engine.dicedemons.rules as rules
from engine.core import AILevel, BenchSpec, GameInfo, Rules, Tuning, register
from engine.dicedemons.actions import (
    ACTION_TYPES,
    Done,
    MonsterStep,
    PlaceWall,
    Push,
    RemoveWall,
    SacrificeForWalls,
    Step,
    Summon,
    TurnBridges,
)
from engine.dicedemons.evaluation import evaluate, evaluation_with
from engine.dicedemons.geometry import (
    BRIDGE,
    ISLAND,
    LAND,
    WATER,
    Band,
    Geometry,
    Settings,
    Space,
    point,
    settings_problem,
)
from engine.dicedemons.model import (
    MAX_DICE,
    MAX_SEATS,
    MAX_TRINKETS,
    MIN_SEATS,
    MONSTER_BASE,
    Monster,
    Phase,
    Player,
    is_monster,
)
from engine.dicedemons.numbers import NUMBERS
from engine.dicedemons.odds import sum_counts, win_chance
from engine.dicedemons.queries import SPACE_DIE, standing
from engine.dicedemons.setup import (
    OPTIONS,
    check_options,
    new_game,
    options_problem,
    position,
    settings_of,
    start_wedge,
)
from engine.dicedemons.state import SEAT_NAMES, DiceDemonsState
from engine.dicedemons.weights import DEFAULT, TUNED_SETS

State = DiceDemonsState
"""Short alias: ``engine.dicedemons.State``."""

DiceDemonsState.rules = Rules(
    legal=DiceDemonsState.choices, apply=rules.apply, roll_request=queries.roll_request,
    describe=describe.describe)

TEST_OPTIONS = {"round_limit": 10}
"""Options that keep random-vs-random games finite (the generic conformance test uses them)."""

AI_LEVELS = {
    "easy": AILevel("search", {"iterations": 4, "time_cap": 0.5, "blunder": 0.5},
                    "Looks a step or two ahead, but takes half its steps at random."),
    "normal": AILevel("beam", {"width": 8, "finals": 3, "samples": 4, "screen_samples": 2,
                               "blunder": 0.2},
                      "Plans its whole walk with eight routes in mind; one step in five is "
                      "random."),
    "hard": AILevel("beam", {"width": 32, "finals": 8, "samples": 16, "screen_samples": 4,
                             "time_cap": 3.0},
                    "Plans with thirty-two routes in mind and tests them on more dice; "
                    "never random."),
}
"""The computer player's levels. A Dice Demons turn is a walk of many small steps; Normal and
Hard plan the whole walk before taking the first step. A wider beam alone did not make Hard
stronger than the 16-route Normal (``docs/balance.md``), so Easy and Normal also take a share of
their steps at random (``blunder``). A hint plays Normal without them
(``game.ai.planners.careful``)."""

INFO = register(
    GameInfo(
        game_id="dice-demons",
        title="Dice Demons",
        tagline="Gather dice, slay a monster for its trinket, and race it back to the island.",
        seat_names=SEAT_NAMES,
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        options=OPTIONS,
        new_game=new_game,
        state_class=DiceDemonsState,
        action_types=ACTION_TYPES,
        evaluate=evaluate,
        tuning=Tuning(DEFAULT, TUNED_SETS, evaluation_with),
        rules_file="assets/rules/dice-demons.md",
        rule_numbers=NUMBERS,
        extra={"test_options": TEST_OPTIONS},
        menu_order=3,
        ai_levels=AI_LEVELS,
        # The three movement dice, on the default board. Random hunters almost never carry a
        # trinket home, so a random playout needs a round limit; 30 rounds is a long real game.
        bench=BenchSpec(throw_dice=3, throw_label="move", playout_options={"round_limit": 30}),
        options_problem=options_problem,
        # Random hunters seldom bring a trinket home: the checked games keep a round limit.
        rule_grid={"seats": (2, 6), "rings": (1, 2, 4), "island_spaces": (2, 8),
                   "bridge_every": (2, 16), "wall_spacing": (2, 8), "round_limit": (10,)},
    )
)

__all__ = [
    "AI_LEVELS",
    "ACTION_TYPES",
    "BRIDGE",
    "INFO",
    "ISLAND",
    "LAND",
    "MAX_DICE",
    "MAX_SEATS",
    "MAX_TRINKETS",
    "MIN_SEATS",
    "MONSTER_BASE",
    "OPTIONS",
    "SEAT_NAMES",
    "SPACE_DIE",
    "TEST_OPTIONS",
    "WATER",
    "Band",
    "DiceDemonsState",
    "Done",
    "Geometry",
    "Monster",
    "MonsterStep",
    "Phase",
    "PlaceWall",
    "Player",
    "Push",
    "RemoveWall",
    "SacrificeForWalls",
    "Settings",
    "Space",
    "State",
    "Step",
    "Summon",
    "TurnBridges",
    "check_options",
    "evaluate",
    "is_monster",
    "new_game",
    "options_problem",
    "point",
    "position",
    "settings_of",
    "settings_problem",
    "standing",
    "start_wedge",
    "sum_counts",
    "win_chance",
]
