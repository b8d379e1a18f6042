"""The set-up options of 66d6 and their check.

Why a module of its own: the option specs are plain data that the package registers and
``setup`` checks, and nothing here needs a state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import OptionSpec, checked_options
from engine.sixtysix.numbers import (
    DEFAULT_COWARDICE,
    DEFAULT_SIZE,
    MAX_COWARDICE,
    MAX_SIZE,
    MIN_COWARDICE,
    MIN_SIZE,
)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("columns", "Columns", DEFAULT_SIZE, tuple(range(MIN_SIZE, MAX_SIZE + 1)),
               "How many fields wide the battleground is."),
    OptionSpec("rows", "Rows", DEFAULT_SIZE, tuple(range(MIN_SIZE, MAX_SIZE + 1)),
               "How many fields lie between Purgatory and Hell."),
    OptionSpec("cowardice", "Cowardice limit", DEFAULT_COWARDICE,
               tuple(range(MIN_COWARDICE, MAX_COWARDICE + 1)),
               "A side that ends this many turns in a row without a fight or slaughter loses."),
)
"""The set-up options 66d6 offers (registered on its GameInfo)."""


def check_options(options: Mapping[str, Any] | None) -> dict[str, int]:
    """Defaults filled in; unknown keys or values outside the choices raise CorruptData."""
    return checked_options("66d6", OPTIONS, options)
