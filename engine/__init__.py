"""Pure rules of the Dice Pandemonium games: no drawing, no physics, no clock, no files.

Importing this package registers every game: each subpackage is imported here, and a game
package's ``__init__`` calls ``engine.core.register(GameInfo(...))``. So a new game is one new
subpackage and nothing else; a subpackage that is not a game simply registers nothing.
Discovery uses ``pkgutil``, which also lists the modules of the frozen app (PyInstaller's
``pyi_rth_pkgutil`` hook, and ``build.spec`` collects every submodule of ``engine``).
"""

import importlib
import pkgutil
import sys

from engine.core import (
    CHANCE,
    SEARCH_LEVELS,
    Action,
    AILevel,
    BenchSpec,
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
    quicken_module_pickling,
)

for _package in pkgutil.iter_modules(__path__):
    if _package.ispkg:
        importlib.import_module(f"{__name__}.{_package.name}")

# The games' records pickle by functions written for their fields (states cross to the AI
# worker pickled): every engine module imported by now, the games' included.
for _name, _module in list(sys.modules.items()):
    if _name == __name__ or _name.startswith(f"{__name__}."):
        quicken_module_pickling(_module)

__all__ = [
    "CHANCE",
    "SEARCH_LEVELS",
    "AILevel",
    "Action",
    "BenchSpec",
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
