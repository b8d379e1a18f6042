"""Which scenes show which game, and how a match is put on screen.

Each game's scenes package registers itself in its ``__init__``::

    register_scenes("66d6", board="scenes.sixtysix.board:SixtySixBoard")

(optionally ``setup="module:Class"`` when the generic seats-and-options screen is not enough,
and ``gallery="module:function"``: the game's own screens for ``python -m game gallery``, see
``game.gallery``).
Scenes are named by "module:Class" strings and imported only when first shown, so start-up does
not pay for every board. This module imports every subpackage of ``scenes`` (``pkgutil``; the
frozen app lists them too, see ``build.spec``), so a new game's scenes package is found without
editing any table here. A game is playable when its engine is registered and it has a board.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import partial
from typing import Any

import game.collector as collector
import game.library as library
import game.saves as saves
import scenes
from engine.core import GameInfo, all_games
from game.analysis.rater import rater_service
from game.file_writer import writer
from game.match import Match
from scenes.base import Scene

GENERIC_SETUP = "scenes.setup:SetupScene"
"""The seats-and-options set-up screen every game gets unless it registers its own."""

REVIEW_SCENE = "scenes.review_scene:ReviewScene"
"""The review screen: it shows boards, whose game-over menus lead back to the lists that open
it, so it is named here and imported when first shown, as the boards are."""


@dataclass(frozen=True)
class GameScenes:
    """The screens of one game, as "module:Class" strings."""

    game_id: str
    board: str
    setup: str = GENERIC_SETUP
    gallery: str | None = None


_SCENES: dict[str, GameScenes] = {}


def register_scenes(game_id: str, board: str, setup: str | None = None,
                    gallery: str | None = None) -> GameScenes:
    """Make ``game_id`` playable on ``board`` (a game's scenes package calls this)."""
    entry = GameScenes(game_id, board, setup or GENERIC_SETUP, gallery)
    _SCENES[game_id] = entry
    return entry


def unregister_scenes(game_id: str) -> None:
    """Forget a game's scenes (tests that register a throw-away game clean up with this)."""
    _SCENES.pop(game_id, None)


def scenes_of(game_id: str) -> GameScenes:
    try:
        return _SCENES[game_id]
    except KeyError:
        raise KeyError(f"No board for {game_id!r} yet.") from None


def gallery_hook(game_id: str) -> str | None:
    """The "module:function" that pictures ``game_id``'s own screens, if it has one."""
    entry = _SCENES.get(game_id)
    return entry.gallery if entry else None


def load_scene_class(target: str) -> Any:
    """The class a "module:Class" string names (importing its module now); Any: a scene
    class takes the arguments of its kind (a board a match, a set-up screen a game)."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def setup_scene_for(ctx, info: GameInfo) -> Scene:
    entry = _SCENES.get(info.game_id)
    return load_scene_class(entry.setup if entry else GENERIC_SETUP)(ctx, info)


def playable_games() -> list[GameInfo]:
    """Registered games that have a board, in menu order."""
    return [info for info in all_games() if info.game_id in _SCENES]


def review_scene_for(ctx, match: Match, title: str = "") -> Scene:
    """The review screen of ``match`` (``title``: where it came from)."""
    return load_scene_class(REVIEW_SCENE)(ctx, match, title)


def board_scene_for(ctx, match: Match) -> Any:
    """The board ``match`` is shown on (a ``scenes.board.base.BoardScene``; Any, as for
    ``load_scene_class``: the boards import this module to list the games, so it names no
    board type)."""
    entry = _SCENES.get(match.info.game_id)
    if entry is None:
        raise KeyError(f"No board for {match.info.title} yet.")
    # What was let go before (the board this one replaces, the window's old size) goes
    # first: at 4K two boards' pictures at once are some 200 MB.
    collector.collect_pending()
    return load_scene_class(entry.board)(ctx, match)


def _file_ended_game(ctx, match: Match, limit: int) -> None:
    """A game that has just ended in play: kept in Past games first, then its autosave goes.
    A job of the file writer (``game.file_writer``): the library's listing, the write and the
    pruning of old games are off the frame the last move lands on. The match itself is handed
    over, not a copy: a finished match takes no more moves, and its autosave is removed only
    when it was played here (``saves.autosave`` reads that from the match)."""
    try:
        library.file_ended_game(match, limit)
    except library.LibraryError as error:
        ctx.toast_later(str(error), 6, error=True)
        return  # its autosave now holds the end: filed later, never resumed
    try:
        saves.autosave(match)
    except saves.SaveError as error:
        ctx.toast_later(f"Autosave failed: {error}", 4, error=True)


def open_match(ctx, match: Match) -> None:
    """Show ``match`` on its board (above the main menu) and keep it autosaved; when it ends
    in play it is kept in the game library (``game.library``)."""
    def keep(m: Match) -> None:
        if m.is_over and m.version > 0:  # ended here, in play: kept in Past games
            writer.submit(("ended", m.info.game_id),
                          partial(_file_ended_game, ctx, m, ctx.settings.library_limit))
            rater_service(ctx.services).wake()  # rated in the background, into Statistics
            return
        try:
            saves.autosave(m)
        except saves.SaveError as error:
            ctx.toast(f"Autosave failed: {error}", 4, error=True)

    match.on_change = keep
    keep(match)
    ctx.scenes.pop_home()
    board = board_scene_for(ctx, match)
    ctx.scenes.push(board)
    warm_up = getattr(board, "warm_up", None)
    if callable(warm_up):
        warm_up()
    collector.settle()  # the board's own objects stay out of the collector's passes in play


for _package in pkgutil.iter_modules(scenes.__path__):
    if _package.ispkg:
        importlib.import_module(f"{scenes.__name__}.{_package.name}")
