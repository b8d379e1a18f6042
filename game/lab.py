"""The laboratory: tools that measure and tune the games (balance tables, AI levels, self-play
series, evaluation weights, the contract check, the analysis's calibration) and the demos, as
opposed to the game a player runs.

Why a list of its own: the standalone app carries the game, not the lab. ``build.spec`` leaves
these modules out of the bundle, and the built app answers a lab command with one line saying
the tool runs from a source checkout (``python -m game balance ...``). Nothing the app or a
bundled tool imports may import a module listed here.
"""

from __future__ import annotations

LAB_COMMANDS = ("selfplay", "balance", "levels", "tune", "contract", "calibrate")
"""``python -m game`` commands that run from a source checkout only."""

LAB_MODULES = (
    "game.cli.balance",
    "game.cli.calibrate",
    "game.cli.contract",
    "game.cli.doodle_abilities",
    "game.cli.doodle_balance",
    "game.cli.doodle_one_die",
    "game.cli.levels",
    "game.cli.record",
    "game.cli.selfplay",
    "game.cli.series",
    "game.cli.tune",
    "scenes.daemondice.mat_demo",
)
"""Modules left out of the built app: the lab commands' own code, what only they import and the
mat demo window. (Death by Dice's expectimax planner, once lab-only for the balance tables, is
the app's now: the analysis judges Death by Dice with its exact odds.)"""


def in_app(module: str) -> bool:
    """Whether ``module`` belongs in the built app (``build.spec`` filters by this)."""
    return module not in LAB_MODULES


def checkout_only(command: str) -> str:
    """The one line the built app prints for a lab command."""
    return (f"'{command}' is a laboratory tool: it runs from a source checkout "
            f"(python -m game {command} ...), not from the built app.")
