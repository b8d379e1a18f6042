"""Daemon Dice: daemons built from body-part dice fight until one has nothing left to roll.

Importing this package registers the game with ``engine.core``. Modules:
``tables`` (faces and what they do: the data to tune), ``breeds`` (daemon definitions, breed
class, immunities, powers), ``roster`` (ready-made daemons, any size), ``model`` (Step, Attack,
Hold, Hit), ``actions``, ``state`` (DaemonDiceState and its lookups), ``legal`` (the choices of
each step), ``flow`` (the sequence of play), ``rules`` (actions and settling), ``leave``
(resigning), ``describe`` (log lines), ``views`` (what the UI shows),
``setup`` (new_game, hand-built positions), ``evaluation`` (heuristic), ``confirm`` (forced
choices a player confirms).
"""

from __future__ import annotations

import engine.daemondice.describe as describe
import engine.daemondice.legal as legal
import engine.daemondice.rules as rules
from engine.core import AILevel, BenchSpec, GameInfo, Rules, Tuning, register
from engine.daemondice.actions import (
    ACTION_TYPES,
    Boost,
    ChooseFoe,
    Damage,
    Defend,
    Done,
    Grab,
    Guide,
    HandOver,
    Pin,
    Poison,
    Recover,
    Release,
    Rot,
    SetAside,
    Spike,
)
from engine.daemondice.breeds import (
    BREEDS,
    FIRE,
    FROST,
    ROT,
    Breed,
    Daemon,
    Pedigree,
    Powers,
    check_daemon,
    classify,
    describe_powers,
    immunities,
    is_exact_half,
    pedigree,
    power_level,
    powers_of,
    primary_breed,
)
from engine.daemondice.confirm import confirm_action, confirm_mask, confirm_prompt
from engine.daemondice.evaluation import evaluate, evaluation_with
from engine.daemondice.lineup import daemon_from_dict, daemon_to_dict
from engine.daemondice.model import Attack, Hit, Hold, Step
from engine.daemondice.numbers import (
    MAX_SEATS,
    MEGA_DICE,
    MIN_SEATS,
    MINI_DICE,
    NUMBERS,
    STANDARD_DICE,
)
from engine.daemondice.roster import READY_DAEMONS, default_daemons, ready_daemon, resize
from engine.daemondice.setup import (
    DICE_CHOICES,
    OPTIONS,
    check_setup,
    lineup_of,
    new_game,
    new_game_from_setup,
    position,
    setup_of,
)
from engine.daemondice.state import USES, DaemonDiceState
from engine.daemondice.tables import FACES, PARTS, STUNNED, SYMBOLS, WOUNDED
from engine.daemondice.views import (
    AttackView,
    DieStatus,
    attack_views,
    defence_preview,
    dice_status,
    die_status,
    health_counts,
    preview,
    prompt,
    roll_targets,
)
from engine.daemondice.weights import DEFAULT, TUNED_SETS

State = DaemonDiceState
"""Short alias: ``engine.daemondice.State``."""

DaemonDiceState.rules = Rules(
    legal=legal.legal, apply=rules.apply, why_not=rules.refusal,
    roll_request=rules.roll_request, describe=describe.describe)

AI_LEVELS = {
    "easy": AILevel("rollouts", {"candidates": 2, "samples": 2, "blunder": 0.7},
                    "Thinks about three moves in ten; the rest it plays at random."),
    "normal": AILevel("rollouts", {"candidates": 2, "samples": 2, "blunder": 0.25},
                      "Plays out its two likeliest choices, but one move in four is random."),
    "hard": AILevel("rollouts", {"candidates": 4, "samples": 12, "time_cap": 3.0},
                    "Plays out its four likeliest choices twelve ways each; never random."),
}
"""The computer player's levels. A Daemon Dice turn is a long chain of small decisions, which
a tree search compares badly (positions halfway through a turn); every level plays each
candidate to the end of the turn instead. Luck is large here: thinking harder alone barely
separates the levels (``docs/balance.md``), so Easy and Normal also play a share of their
moves at random (``blunder``); a hint plays Normal without its random moves (``careful``)."""

INFO = register(
    GameInfo(
        game_id="daemon-dice",
        title="Daemon Dice",
        tagline="Build a monster from body-part dice and make it the last daemon standing.",
        seat_names=tuple(d.name for d in READY_DAEMONS),
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        options=OPTIONS,
        new_game=new_game,
        state_class=DaemonDiceState,
        action_types=ACTION_TYPES,
        evaluate=evaluate,
        tuning=Tuning(DEFAULT, TUNED_SETS, evaluation_with),
        rules_file="assets/rules/daemon-dice.md",
        rule_numbers=NUMBERS,
        extra={"ready_daemons": READY_DAEMONS, "parts": PARTS, "breeds": tuple(BREEDS)},
        setup_checker=check_setup,
        setup_new_game=new_game_from_setup,
        menu_order=2,
        ai_levels=AI_LEVELS,
        # Two mega-daemons rolling every die for initiative.
        bench=BenchSpec(throw_dice=MEGA_DICE, options={"seats": MIN_SEATS, "dice": MEGA_DICE}),
        rule_grid={"seats": (MIN_SEATS, MIN_SEATS + 1, MAX_SEATS),
                   "dice": (MINI_DICE, STANDARD_DICE, MEGA_DICE), "confirm": (0, 63)},
    )
)

__all__ = [
    "AI_LEVELS", "ACTION_TYPES", "Attack", "AttackView", "BREEDS", "Boost", "Breed", "ChooseFoe",
    "DICE_CHOICES", "Daemon", "DaemonDiceState", "Damage", "Defend", "DieStatus", "Done", "FACES",
    "FIRE", "FROST", "Grab", "Guide", "HandOver", "Hit", "Hold", "INFO", "OPTIONS", "PARTS",
    "Pedigree", "Pin", "Poison", "Powers", "READY_DAEMONS", "ROT", "Recover", "Release", "Rot",
    "STUNNED", "SYMBOLS", "SetAside", "Spike", "State", "Step", "WOUNDED", "attack_views",
    "check_daemon", "check_setup", "classify", "confirm_action", "confirm_mask", "confirm_prompt",
    "daemon_from_dict", "daemon_to_dict",
    "default_daemons", "defence_preview", "describe_powers", "dice_status", "die_status",
    "evaluate", "health_counts", "immunities", "is_exact_half", "lineup_of", "new_game",
    "new_game_from_setup", "pedigree", "position", "power_level", "powers_of", "preview",
    "primary_breed", "prompt", "ready_daemon", "resize", "roll_targets", "setup_of", "USES",
]
