"""Pure rules of the Dice Pandemonium games: no drawing, no physics, no clock, no files.

Importing this package registers every playable game (see ``engine.core.all_games``).
"""

from engine import daemondice as daemondice  # noqa: F401  (registers Daemon Dice)
from engine import dicedemons as dicedemons  # noqa: F401  (registers Dice Demons)
from engine import sixtysix  # noqa: F401  (registers 66d6)
from engine.core import (
    CHANCE,
    Action,
    CorruptData,
    DieSpec,
    EndReason,
    GameInfo,
    IllegalAction,
    Outcome,
    Resign,
    Roll,
    RollRequest,
    State,
    all_games,
    get_game,
)

__all__ = [
    "CHANCE",
    "Action",
    "CorruptData",
    "DieSpec",
    "EndReason",
    "GameInfo",
    "IllegalAction",
    "Outcome",
    "Resign",
    "Roll",
    "RollRequest",
    "State",
    "all_games",
    "get_game",
]
