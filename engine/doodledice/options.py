"""The set-up options Doodle Dice Monsters offers and their check.

Kept apart from ``setup`` so the loader (``serial``, below the state class) can check saved
options without importing the module that builds states.
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
    OptionSpec("avatars", "Avatars", 0, (0, 1),
               "Each player picks and draws an avatar (gadgeteer, beast, warrior or mage) with "
               "three abilities used 3, 2 and 1 times a game."),
    OptionSpec("sketch_time", "Time to sketch", 0, (0, 1, 2, 3),
               "Each person's time to sketch per round (0: no limit). Time up: a monster "
               "still on the pad is not made and its dice stay in the active pool."),
)
DEFAULTS = {o.key: o.default for o in OPTIONS}

ALTERNATE_RULES: dict[str, int | None] = {"strange_dice": None, "avatars": 300}
"""The rulebook's alternate rules among the options (each 0 or 1), with the sides budget the
rulebook recommends for it (None: any budget). The set-up shows them as switches apart from
the basic options."""

TABLE_OPTIONS = ("sketch_time",)
"""Options the table applies and the match saves, which no position depends on: a clock
cannot be a rule of the engine (states know no time), so the sketch time limit is kept by the
table, which ends a player's sketching (``Done``) when the time is up. States do not carry
them, and a saved state lists only ``STATE_OPTIONS``."""
STATE_OPTIONS = tuple(o.key for o in OPTIONS if o.key not in TABLE_OPTIONS)


def check_options(options: Mapping[str, Any] | None) -> dict[str, int]:
    result = dict(DEFAULTS)
    for key, value in (options or {}).items():
        spec = next((o for o in OPTIONS if o.key == key), None)
        if spec is None:
            raise CorruptData(f"Doodle Dice Monsters has no option called {key!r}.")
        if type(value) is not int or value not in spec.choices:
            raise CorruptData(f"{spec.label} cannot be {value!r}.")
        result[key] = value
    return result


__all__ = ["ALTERNATE_RULES", "DEFAULTS", "OPTIONS", "STATE_OPTIONS", "TABLE_OPTIONS",
           "check_options"]
