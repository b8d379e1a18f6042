"""The set-up options of Dice Demons, their check, and the board settings they make.

Why a module of its own: the option specs are plain data that the package registers and
``setup`` checks, and nothing here needs a state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import CorruptData, OptionSpec, checked_options
from engine.dicedemons.geometry import Settings, settings_problem
from engine.dicedemons.numbers import (
    DEFAULT_BRIDGE_EVERY,
    DEFAULT_ISLAND,
    DEFAULT_RINGS,
    DEFAULT_SEATS,
    DEFAULT_WALL_SPACING,
    DEFAULT_WIDTH,
    MAX_ISLAND,
    MAX_RINGS,
    MAX_SEATS,
    MIN_ISLAND,
    MIN_RINGS,
    MIN_SEATS,
)

WIDTHS = (50, 75, 100, 125, 150, 200)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("seats", "Players", DEFAULT_SEATS, tuple(range(MIN_SEATS, MAX_SEATS + 1)),
               "How many demon hunters take part (each needs an island space)."),
    OptionSpec("rings", "Number of rings", DEFAULT_RINGS, tuple(range(MIN_RINGS, MAX_RINGS + 1)),
               "Land rings around the centre island."),
    OptionSpec("island_spaces", "Centre island spaces", DEFAULT_ISLAND,
               tuple(range(MIN_ISLAND, MAX_ISLAND + 1)),
               "Wedges of the centre island; each land ring has twice the spaces of the one "
               "inside it."),
    OptionSpec("bridge_every", "Outside spaces per bridge", DEFAULT_BRIDGE_EVERY,
               (2, 3, 4, 6, 8, 12, 16),
               "One bridge for this many spaces of the land ring just outside the water."),
    OptionSpec("land_width", "Land space width", DEFAULT_WIDTH, WIDTHS,
               "How thick the land rings are drawn (relative to the other widths)."),
    OptionSpec("water_width", "Bridge/water space width", DEFAULT_WIDTH, WIDTHS,
               "How thick the water rings and bridges are drawn."),
    OptionSpec("island_radius", "Centre island radius", DEFAULT_WIDTH, WIDTHS,
               "How large the centre island is drawn."),
    OptionSpec("wall_spacing", "Wall spacing", DEFAULT_WALL_SPACING, (2, 3, 4, 5, 6, 8),
               "Every this-many-th space of each land ring is marked for walls."),
    OptionSpec("round_limit", "Round limit", 0, (0, 10, 15, 20, 25, 30, 40, 50, 75, 100),
               "0: play until someone wins. Otherwise, after this many rounds the player "
               "closest to winning wins."),
)
"""The set-up options Dice Demons offers (registered on its GameInfo)."""

DEFAULTS: dict[str, int] = {o.key: o.default for o in OPTIONS}


def check_options(options: Mapping[str, Any] | None) -> dict[str, int]:
    """Defaults filled in; unknown keys, values outside the choices, or settings that cannot
    make a board raise CorruptData with a sentence saying why."""
    result = checked_options("Dice Demons", OPTIONS, options)
    problem = options_problem(result)
    if problem:
        raise CorruptData(problem)
    return result


def settings_of(options: Mapping[str, int]) -> Settings:
    """The board settings inside a full option dict."""
    return Settings(
        rings=options["rings"], island=options["island_spaces"],
        bridge_every=options["bridge_every"], land_width=options["land_width"],
        water_width=options["water_width"], island_radius=options["island_radius"],
        wall_spacing=options["wall_spacing"],
    )


def options_problem(options: Mapping[str, int]) -> str | None:
    """Why a full option dict cannot start a game (for the set-up screen), or None."""
    full = {**DEFAULTS, **options}
    problem = settings_problem(settings_of(full))
    if problem:
        return problem
    if full["island_spaces"] < full["seats"]:
        return (f"{full['seats']} players need at least {full['seats']} centre island spaces "
                f"(one each), but the island has {full['island_spaces']}.")
    return None
