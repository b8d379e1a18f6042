"""The computer opponent: generic search over the engine contract, players, and a worker process.

``make_player`` builds any player by name for selfplay and tests; ``AIWorker`` runs the search in
a separate process so the window never freezes; ``choose_now`` is the same search in-process.
"""

from game.ai.players import LEVELS, PLAYER_NAMES, Player, make_player
from game.ai.search import Search, SearchConfig, SearchResult
from game.ai.worker import AIError, AIWorker, choose_now

__all__ = [
    "LEVELS",
    "PLAYER_NAMES",
    "AIError",
    "AIWorker",
    "Player",
    "Search",
    "SearchConfig",
    "SearchResult",
    "choose_now",
    "make_player",
]
