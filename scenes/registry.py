"""Which board scene plays which game, and how a match is put on screen."""

from __future__ import annotations

from game import saves
from game.match import Match
from scenes.base import Scene

BOARDS = {
    "66d6": ("scenes.sixtysix.board", "SixtySixBoard"),
    "dice-demons": ("scenes.dicedemons.board", "DiceDemonsBoard"),
    "daemon-dice": ("scenes.daemondice.board", "DaemonDiceBoard"),
}
"""Games with a board scene. An engine may exist before its board does; only these are offered."""


SETUPS: dict[str, tuple[str, str]] = {
    "dice-demons": ("scenes.dicedemons.setup", "DiceDemonsSetup"),
    "daemon-dice": ("scenes.daemondice.setup", "DaemonDiceSetup"),
}
"""Games whose set-up needs more than the generic seats-and-options screen."""


def setup_scene_for(ctx, info) -> Scene:
    import importlib

    entry = SETUPS.get(info.game_id)
    if entry is None:
        from scenes.setup import SetupScene

        return SetupScene(ctx, info)
    module, name = entry
    return getattr(importlib.import_module(module), name)(ctx, info)


def playable_games() -> list:
    from engine import all_games

    order = ("66d6", "daemon-dice", "dice-demons", "death-by-dice", "doodle-dice-monsters")
    games = [info for info in all_games() if info.game_id in BOARDS]
    return sorted(games, key=lambda i: order.index(i.game_id) if i.game_id in order else 99)


def board_scene_for(ctx, match: Match) -> Scene:
    import importlib

    entry = BOARDS.get(match.info.game_id)
    if entry is None:
        raise KeyError(f"No board for {match.info.title} yet.")
    module, name = entry
    return getattr(importlib.import_module(module), name)(ctx, match)


def open_match(ctx, match: Match) -> None:
    """Show ``match`` on its board (above the main menu) and keep it autosaved."""
    from scenes.menu import MainMenu

    def keep(m: Match) -> None:
        try:
            saves.autosave(m)
        except saves.SaveError as error:
            ctx.toast(f"Autosave failed: {error}", 4, error=True)

    match.on_change = keep
    keep(match)
    ctx.scenes.pop_until(MainMenu)
    ctx.scenes.push(board_scene_for(ctx, match))
