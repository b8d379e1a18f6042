"""The computer opponent: planners over the engine contract, players, and a worker process.

``make_player`` builds any player by name for selfplay and tests; ``AIWorker`` runs the planner
in a separate process so the window never freezes; ``choose_now`` is the same in-process.

**Levels and planners.** A game declares its levels on its ``GameInfo`` as plain data
(``engine.core.AILevel(planner, params, blurb)``); a game that declares none gets
``planners.GENERIC_LEVELS`` (the tree search). ``planners.py`` holds the planner registry. To
add a planner, write one module here, e.g. ``game/ai/expectimax.py``, holding a frozen config
dataclass and a planner class built as ``Planner(info, config, rng, should_stop)`` with
``run(state) -> SearchResult``, and end the module with::

    register_planner("expectimax", ExpectimaxConfig, ExpectimaxPlanner)

Nothing else is edited: every module of this package is imported below (found with
``pkgutil``, which also works in the frozen app), so the planner is registered before any level
is resolved, and a level ``AILevel("expectimax", {...}, "...")`` can name it.
"""

import importlib
import pkgutil

from game.ai.planners import LEVEL_NAMES, SearchResult, register_planner
from game.ai.players import PLAYER_NAMES, Player, make_player
from game.ai.search import Search, SearchConfig
from game.ai.worker import AIError, AIWorker, choose_now

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

__all__ = [
    "LEVEL_NAMES",
    "PLAYER_NAMES",
    "AIError",
    "AIWorker",
    "Player",
    "Search",
    "SearchConfig",
    "SearchResult",
    "choose_now",
    "make_player",
    "register_planner",
]
