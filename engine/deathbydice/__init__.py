"""Death by Dice: small, mean characters fight it out with their dice in five-minute games.

Importing this package registers the game with ``engine.core``. Modules: ``model`` (the ability
ring, boards, fighters, the attack in flight), ``roster`` (every character as one table),
``actions``, ``combat`` (who may attack what, defences, attack numbers), ``odds`` (exact attack
odds), ``rules`` (attack transitions and dispatch), ``secret`` (the hidden set-up and reveal),
``ending`` (end of combat, game and match results), ``state``, ``describe``
(log lines), ``setup`` (options, new_game, hand-built positions), ``evaluation`` (heuristic),
``planning`` (every way an attack can end, for the AI and the odds display), ``placing`` (the
suggested placement).
"""

from __future__ import annotations

from typing import Any

import engine.deathbydice.describe as describe
import engine.deathbydice.rules as rules
import engine.deathbydice.secret as secret
from engine.core import AILevel, BenchSpec, GameInfo, Rules, register
from engine.deathbydice.actions import (
    ACTION_TYPES,
    AbilityAttack,
    BoostedAttack,
    Brace,
    ComplexAttack,
    DiscardDoubles,
    DiscardForLoss,
    Guard,
    NoDefence,
    Place,
)
from engine.deathbydice.evaluation import evaluate
from engine.deathbydice.model import ABILITIES, BOSSES, FREE_FOR_ALL, Attack, Board, Fighter
from engine.deathbydice.numbers import MATCH_GAMES, MAX_SEATS, MIN_SEATS, NUMBERS
from engine.deathbydice.odds import Odds, attack_odds, roll_odds
from engine.deathbydice.roster import BOARDS, BOSS_KEY, HEROES, MINIONS, RIVALS
from engine.deathbydice.setup import OPTIONS, RANDOM, check_options, new_game, position
from engine.deathbydice.state import DeathByDiceState

State = DeathByDiceState

DeathByDiceState.rules = Rules(
    legal=rules.legal, apply=rules.apply, why_not=rules.why_not,
    roll_request=rules.roll_request, describe=describe.describe,
    describe_hidden=describe.describe_hidden, view=secret.view, hides_from=secret.hides_from)

TEST_OPTIONS = {"char2": RANDOM}
"""The generic conformance games also exercise the die that picks a random character."""

AI_LEVELS: dict[str, tuple[str, dict[str, Any], str]] = {
    "easy": ("expectimax", {"defence_aware": False, "blunder": 0.6, "lookahead": False},
             "Judges only its own odds; over half its choices are careless."),
    "normal": ("expectimax", {"defence_aware": True, "blunder": 0.2, "lookahead": True,
                              "candidates": 4, "time_cap": 1.0},
               "Exact odds against your best defence; careless one time in five."),
    "hard": ("expectimax", {"defence_aware": True, "blunder": 0.0, "lookahead": True,
                            "candidates": 12},
             "Exact odds, best defence and counter-attack; never careless."),
}
"""AI levels as data, registered on the GameInfo below: planner, its settings, a line on
how it plays. The settings are ``game.ai.expectimax.ExpectimaxConfig`` fields. Looking further
alone barely separated Normal from Hard, so Easy and Normal also make a share of careless
choices (``blunder``); the levels table is in ``docs/balance.md``. A hint plays Normal without
them (``game.ai.planners.careful``)."""

INFO = register(
    GameInfo(
        game_id="death-by-dice",
        title="Death by Dice",
        tagline="Place your dice in secret, then knock out the other fellow's best ones.",
        seat_names=("Player 1", "Player 2", "Player 3", "Player 4"),
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        options=OPTIONS,
        new_game=new_game,
        state_class=DeathByDiceState,
        action_types=ACTION_TYPES,
        evaluate=evaluate,
        rules_file="assets/rules/death-by-dice.md",
        rule_numbers=NUMBERS,
        extra={"test_options": TEST_OPTIONS},
        menu_order=4,
        ai_levels={name: AILevel(planner, params, blurb)
                   for name, (planner, params, blurb) in AI_LEVELS.items()},
        # The largest set-up throw: the boss player's, with a minion for each of three heroes
        # (the Baron's 6 dice and the minions' 2 + 2 + 3), thrown at once in secret.
        bench=BenchSpec(throw_dice=13, options={"seats": 4, "scenario": BOSSES},
                        shot_moves=30),
        rule_grid={"seats": tuple(range(MIN_SEATS, MAX_SEATS + 1)),
                   "scenario": (FREE_FOR_ALL, BOSSES), "games": (1, MATCH_GAMES),
                   "char2": (1, RANDOM)},
    )
)

__all__ = [
    "ABILITIES",
    "ACTION_TYPES",
    "AI_LEVELS",
    "BOARDS",
    "BOSSES",
    "BOSS_KEY",
    "FREE_FOR_ALL",
    "HEROES",
    "INFO",
    "MINIONS",
    "OPTIONS",
    "RANDOM",
    "RIVALS",
    "TEST_OPTIONS",
    "AbilityAttack",
    "Attack",
    "Board",
    "BoostedAttack",
    "Brace",
    "ComplexAttack",
    "DeathByDiceState",
    "DiscardDoubles",
    "DiscardForLoss",
    "Fighter",
    "Guard",
    "NoDefence",
    "Odds",
    "Place",
    "State",
    "attack_odds",
    "check_options",
    "evaluate",
    "new_game",
    "position",
    "roll_odds",
]
