"""The set-up options Doodle Dice Monsters offers and their check.

Kept apart from ``setup`` so the option list and its check can be read without importing
the module that builds states.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import CorruptData, OptionSpec
from engine.doodledice.tables import BUDGETS, DEFAULT_BUDGET, MAX_SEATS, MIN_SEATS

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("seats", "Players", 2, tuple(range(MIN_SEATS, MAX_SEATS + 1)),
               "With three or more, every attack names the player it is aimed at."),
    OptionSpec("budget", "Sides per force", DEFAULT_BUDGET, BUDGETS,
               "Total sides of the dice each player brings: 60 to learn, 200 standard."),
    OptionSpec("mirror", "Same random force for all", 0, (0, 1),
               "Players who take a random force all get the same one (a fair test of skill)."),
    OptionSpec("strange_dice", "Strange dice", 0, (0, 1),
               "Adds d3, d5 and d7, small dice (half a place in the pool) and big dice (name "
               "one roll a game)."),
    OptionSpec("duo", "Duo dice (teams)", 0, (0, 1),
               "Two teams: players 1, 3 (and 5) against 2, 4 (and 6). Needs 4 or 6 players; "
               "a team wins or loses together."),
    OptionSpec("stratagems", "Stratagems & fortresses", 0, (0, 1),
               "d100 dice make one stratagem and one fortress per player: places and symbols "
               "whose colour gives your monsters a power."),
    OptionSpec("take_the_castle", "Take the castle", 0, (0, 1),
               "Free before the game: a stratagem for players 1, 3, 5, a fortress for 2, 4, "
               "6, outside the budget. Needs stratagems & fortresses."),
    OptionSpec("free_art", "Ignore artistic prerequisites", 0, (0, 1),
               "Stratagem and fortress powers work for every monster, whatever its drawing "
               "shows."),
    OptionSpec("draft", "Draft dice", 0, (0, 1),
               "Nobody brings a force: players take turns picking dice from one shared "
               "collection up to the budget."),
    OptionSpec("avatars", "Avatars", 0, (0, 1),
               "Each player picks and draws an avatar (gadgeteer, beast, warrior or mage) with "
               "three abilities used 3, 2 and 1 times a game."),
    OptionSpec("house_rules", "Our balance house rules", 0, (0, 1),
               "Lead, Diehard, Chilling Defence and Tunneling cost dice; chance powers work "
               "less often; one martyr at a time; Cybernetics once."),
    OptionSpec("sketch_time", "Time to sketch", 0, (0, 1, 2, 3),
               "Each person's time to sketch per round (0: no limit). Time up: a monster "
               "still on the pad is not made and its dice stay in the active pool."),
)
DEFAULTS = {o.key: o.default for o in OPTIONS}

OPTION_FIELDS: dict[str, str] = {
    "budget": "budget", "mirror": "mirror", "strange_dice": "strange", "duo": "duo",
    "stratagems": "structures", "take_the_castle": "castle", "free_art": "free_art",
    "draft": "draft", "avatars": "avatars", "house_rules": "house"}
"""The state field (``state.DoodleState``) each option a position keeps is held in, in the
order a position lists its options (``seats`` is the number of seats)."""

ALTERNATE_RULES: dict[str, int | None] = {"strange_dice": None, "duo": None, "stratagems": 300,
                                          "take_the_castle": None, "free_art": None,
                                          "draft": None, "avatars": 300, "house_rules": None}
"""The rulebook's alternate rules among the options (each 0 or 1), with the sides budget the
rulebook recommends for it (None: any budget). The set-up shows them as switches apart from
the basic options; our own ``HOUSE_RULES`` sit among them."""

HOUSE_RULES = ("house_rules",)
"""Switches that are our rules, not the rulebook's: the set-up says so instead of a budget.
Why they exist: between equal players the warrior and Chilling Defence, as written, win far
more often than the other types (``python -m game balance doodle-dice``); these soften just
those two (the powers that take, keep or cancel a whole monster or attack are paid in dice:
Lead from the Front, Diehard, Chilling Defence), and are off unless chosen."""

TABLE_OPTIONS = ("sketch_time",)
"""Options the table applies and the match saves, which no position depends on: a clock
cannot be a rule of the engine (states know no time), so the sketch time limit is kept by the
table, which ends a player's sketching (``Done``) when the time is up. States do not carry
them."""


def check_options(options: Mapping[str, Any] | None) -> dict[str, int]:
    result = dict(DEFAULTS)
    for key, value in (options or {}).items():
        spec = next((o for o in OPTIONS if o.key == key), None)
        if spec is None:
            raise CorruptData(f"Doodle Dice Monsters has no option called {key!r}.")
        if type(value) is not int or value not in spec.choices:
            raise CorruptData(f"{spec.label} cannot be {value!r}.")
        result[key] = value
    problem = options_problem(result)
    if problem:
        raise CorruptData(problem)
    return result


def options_problem(opts: Mapping[str, int]) -> str | None:
    """Why a set of options cannot be played together, or None."""
    if opts.get("duo") and opts.get("seats") not in (4, 6):
        return "Duo dice needs 4 or 6 players, for two teams."
    if opts.get("take_the_castle") and not opts.get("stratagems"):
        return "Take the castle is played with stratagems & fortresses."
    if opts.get("free_art") and not opts.get("stratagems"):
        return "Artistic prerequisites only matter with stratagems & fortresses."
    if opts.get("house_rules") and not (opts.get("avatars") or opts.get("stratagems")):
        return "Our house rules change avatars, stratagems and fortresses: switch one of them on."
    return None


__all__ = ["ALTERNATE_RULES", "DEFAULTS", "HOUSE_RULES", "OPTION_FIELDS", "OPTIONS",
           "TABLE_OPTIONS", "check_options", "options_problem"]
