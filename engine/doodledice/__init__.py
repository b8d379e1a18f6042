"""Doodle Dice Monsters: build a force of coloured dice, sketch monsters on them each round, and
fight until one die caster has nothing left.

Importing this package registers the game with ``engine.core`` (game id ``doodle-dice``).

The basic game, in the order a round meets it: ``tables`` (every rule number: dice kinds, the
twelve colours and their core powers, part types, trait tags, limits), ``model`` (Die, Part,
Monster, Attack, phases), ``forces`` (checking a force against the budget, random forces),
``sketch`` (the drawing as checked plain data, made-up names), ``actions``, ``pool`` (gathering
into the active pool), ``powers`` (the core powers a turn opens with), ``combat`` (the steps of
an attack and damage), ``legal`` (the choices open now), ``flow`` (automatic steps of a
round), ``rules`` (actions), ``describe`` (log lines), ``state``
(DoodleState and its queries), ``setup`` (options, forces payload, hand-built positions),
``evaluation`` (heuristic).

The alternate rules, one subpackage each under ``rulesets``, called through one interface
(``rulesets.base.RuleSet``) at named moments of a round: ``strange`` (strange dice), ``duo``
(teams), ``draft`` (draft dice, its own phase before round 1), ``avatars`` (and their phase),
``structures`` (stratagems & fortresses), ``castle`` (take the castle's phase) and ``house``
(the numbers of our balance house rules over ``tables``).

**How a round is played through actions.** With the draft dice rule the game opens with the
draft: dice lay out the shared collection and decide first pick, then each seat in turn sends
``Pick(place)`` until nobody can take more. Gather: a purple monster's owner first answers
``GiveUp(monster, n)``; then each seat in turn sends ``Gather(die)`` until its active pool is
full. Sketch: each seat in turn sends any number of ``CreateMonster`` and ``AddPart`` and then
``Done``. Combat: the engine orders the monsters (tied cores roll); each monster's turn may open
with ``Copy`` (colorless) and ``Heal`` (green), then ``Attack``/``AttackPlayer``/``Enervate``
until its actions are spent or ``Done``. An attack then asks, only where the option exists, the
defender ``Redirect`` (pink) → the attacker ``Aim`` → the defender ``Block`` (shield) → the
defender ``Nullify`` → dice → ``Reroll`` (defender's black, attacker's white) → dice; ``Pass``
declines any optional step. A player attacked with no monsters answers ``LoseDie``.

**Why the sketching phase does not explode.** One action is one step ("start a monster on this
die", "add this part", "done"), and equal dice are offered once, so a sketching step lists at
most one monster per die kind plus monsters x dice kinds x 4 part types. The free parts of an
action (a typed name, trait tags, the drawing, a label's anchor: ``actions.FREE_FIELDS``) are
checked by structure, not by enumeration: the legal list offers a made-up name and an empty
drawing (the table draws a procedural creature for it), and the sketch pad sends the very same
action type with what the player drew; saves replay it.
"""

from __future__ import annotations

import engine.doodledice.describe as describe
import engine.doodledice.flow as flow
import engine.doodledice.rules as rules
from engine.core import AILevel, BenchSpec, GameInfo, Rules, Tuning, register
from engine.doodledice.actions import (
    ACTION_TYPES,
    FREE_FIELDS,
    AddPart,
    Aim,
    Attack,
    AttackPlayer,
    Banish,
    Block,
    Copy,
    CreateMonster,
    Declare,
    Done,
    Enervate,
    Gather,
    GiveUp,
    Heal,
    LoseDie,
    Nullify,
    Pass,
    Pick,
    Redirect,
    Reroll,
)
from engine.doodledice.evaluation import evaluate, evaluation_with
from engine.doodledice.facts import decision_phase, series_facts
from engine.doodledice.forces import DieChoice, force_problem, force_sides, random_force
from engine.doodledice.legal import RULES_REVISION, catch_up, legal_actions, listed_as
from engine.doodledice.model import Die, Monster, Part, Phase
from engine.doodledice.options import ALTERNATE_RULES, options_problem
from engine.doodledice.rulesets.structures.fortress_actions import FORTRESS_ACTIONS
from engine.doodledice.rulesets.structures.stratagem_actions import (
    Arcane,
    Divert,
    Glory,
    Hide,
    Prism,
    Refit,
    Strike,
    Sway,
    Tunnel,
)
from engine.doodledice.setup import (
    OPTIONS,
    check_setup,
    die_of,
    new_game,
    new_game_from_setup,
    position,
    setup_of,
)
from engine.doodledice.state import SEAT_NAMES, DoodleState
from engine.doodledice.tables import (
    COLOURS,
    KINDS,
    MAX_SEATS,
    MIN_SEATS,
    PART_TYPES,
    TRAITS,
)
from engine.doodledice.weights import DEFAULT, TUNED_SETS

State = DoodleState
"""Short alias: ``engine.doodledice.State``."""

DoodleState.rules = Rules(
    legal=legal_actions, apply=rules.apply, why_not=rules.why_not,
    roll_request=flow.roll_request, describe=describe.describe, listed_as=listed_as)

AI_LEVELS: dict[str, tuple[str, dict[str, float | int | str], str]] = {
    "easy": ("search", {"iterations": 4, "time_cap": 0.5, "blunder": 0.25, "prior_weight": 10.0},
             "Picks what looks best right now, and now and then a careless move."),
    "normal": ("search", {"iterations": 24, "time_cap": 1.0, "prior_weight": 10.0,
                          "chance_prior": "evaluate", "evaluation": "normal"},
               "Weighs every choice by its likely result and keeps its monsters alive."),
    "hard": ("search", {"iterations": 40, "time_cap": 3.0, "prior_weight": 10.0,
                        "chance_prior": "evaluate", "evaluation": "hard"},
             "Judges the table as thousands of practice games taught it: bodies win fights."),
}
"""Planner and settings per difficulty level.

Why the levels judge with different weights (``weights.NORMAL``, ``weights.HARD``): searching
deeper with the same evaluation as the greedy yardstick gained nothing (60 iterations did no
better than 24), while the weights tuned by self-play
(``python -m game tune``) changed the game: a monster worth more than its dice. Normal takes
the tuning's first steps, Hard all of it and a deeper search; Easy keeps the hand-set weights,
a short search and careless moves.

Why the tree search with a heavy prior: the evaluation already scores an attack in flight by
its likely result (``evaluation.forecast``), which is a steadier guide than a handful of
sampled dice. With the usual prior weight (2) both the tree search and the turn-end rollouts
lost most games to the one-step greedy player; with prior weight 10 the search keeps to the
forecast until many samples disagree with it. ``chance_prior="evaluate"``: an action that
leads straight to dice is scored by the forecast, not by one sampled throw (a lucky roll made a
poor target look best).

How the levels fare against greedy and random players, with the command that measured it:
``docs/balance.md``.
"""

INFO = register(
    GameInfo(
        game_id="doodle-dice",
        title="Doodle Dice Monsters",
        tagline="Sketch monsters on coloured dice and fight to the last die.",
        seat_names=SEAT_NAMES,
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        options=OPTIONS,
        new_game=new_game,
        state_class=DoodleState,
        action_types=ACTION_TYPES + FORTRESS_ACTIONS,
        evaluate=evaluate,
        tuning=Tuning(DEFAULT, TUNED_SETS, evaluation_with),
        rules_file="assets/rules/doodle-dice-monsters.md",
        menu_order=5,
        ai_levels={name: AILevel(planner, params, blurb)
                   for name, (planner, params, blurb) in AI_LEVELS.items()},
        bench=BenchSpec(throw_dice=6, shot_moves=60),  # 2 random forces: 2 x 3 d20
        extra={"free_fields": FREE_FIELDS, "colours": COLOURS, "kinds": KINDS,
               "part_types": PART_TYPES, "traits": TRAITS, "series_facts": series_facts,
               "decision_phase": decision_phase},
        setup_checker=check_setup,
        setup_new_game=new_game_from_setup,
        rules_revision=RULES_REVISION,
        catch_up=catch_up,
        options_problem=options_problem,
        rule_grid={"seats": (2, 4), **{key: (0, 1) for key in ALTERNATE_RULES}},
    )
)

__all__ = [
    "ACTION_TYPES", "Arcane", "Divert", "Glory", "Hide", "Prism", "Refit", "Strike", "Sway",
    "Tunnel", "AI_LEVELS", "AddPart", "Aim", "Attack", "AttackPlayer", "Banish", "Block",
    "COLOURS", "Copy", "CreateMonster", "Declare", "Die", "DieChoice", "Done", "DoodleState",
    "Enervate", "Gather", "GiveUp", "Heal", "INFO", "KINDS", "LoseDie", "Monster", "Nullify",
    "OPTIONS", "PART_TYPES", "Part", "Pass", "Phase", "Pick", "Redirect", "Reroll", "SEAT_NAMES",
    "State", "TRAITS", "check_setup", "die_of", "evaluate", "force_problem", "force_sides",
    "new_game",
    "new_game_from_setup", "position", "random_force", "setup_of",
]
