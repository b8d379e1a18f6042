"""Which board scene plays which game, and how a match is put on screen."""

from __future__ import annotations

from game import saves
from game.match import Match
from scenes.base import Scene


def board_scene_for(ctx, match: Match) -> Scene:
    if match.info.game_id == "66d6":
        from scenes.sixtysix.board import SixtySixBoard

        return SixtySixBoard(ctx, match)
    raise KeyError(f"No board for {match.info.title} yet.")


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
