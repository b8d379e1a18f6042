"""Overlays a board opens: the pause menu, the hot-seat hand-off and the game-over screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import saves
from game.match import Match
from scenes.overlays import ButtonMenu, confirm

if TYPE_CHECKING:
    from scenes.sixtysix.board import SixtySixBoard


def pause_menu(ctx, board: SixtySixBoard) -> ButtonMenu:
    from scenes.loading import LoadScene
    from scenes.menu import MainMenu
    from scenes.rules import RulesScene
    from scenes.settings_scene import SettingsScene

    match = board.match

    def resume() -> None:
        ctx.scenes.pop()

    def undo() -> None:
        ctx.scenes.pop()
        board.undo()

    def save() -> None:
        try:
            path = saves.save_named(match)
        except saves.SaveError as error:
            ctx.toast(str(error), 5, error=True)
            return
        ctx.toast(f"Saved as {path.stem}.")

    def load() -> None:
        ctx.scenes.push(LoadScene(ctx, overlay=True))

    def rules() -> None:
        ctx.scenes.push(RulesScene(ctx, match.info.game_id))

    def settings() -> None:
        ctx.scenes.push(SettingsScene(ctx, overlay=True))

    def resign() -> None:
        ctx.scenes.pop()
        board.resign()

    def quit_to_menu() -> None:
        ctx.scenes.pop_until(MainMenu)
        if ctx.scenes.top is not None:
            ctx.scenes.top.layout()

    items = [("Resume", resume)]
    if match.can_undo():
        items.append(("Undo last move", undo))
    items += [("Save game", save), ("Load game", load), ("Rules", rules),
              ("Settings", settings)]
    if not match.is_over:
        items.append(("Resign", lambda: ctx.scenes.push(confirm(
            ctx, "Resign?", "Your side loses this game at once.", "Resign", resign))))
    items.append(("Quit to main menu", quit_to_menu))
    note = "Your game is saved automatically after every move." if not match.is_over else ""
    return ButtonMenu(ctx, "Paused", items, note, danger=("Resign",))


def handoff(ctx, side_title: str) -> ButtonMenu:
    """Pass-and-play courtesy screen between turns of two people at one machine."""
    return ButtonMenu(ctx, f"{side_title}, your turn",
                      [("I'm ready", lambda: ctx.scenes.pop())],
                      f"Pass the mouse to whoever plays {side_title}.",
                      escape=lambda: ctx.scenes.pop())


def game_over_menu(ctx, board: SixtySixBoard) -> ButtonMenu:
    from scenes.menu import MainMenu
    from scenes.registry import open_match

    match = board.match
    outcome = match.state.outcome()
    if outcome is None or outcome.is_draw:
        title = "A draw!"
    else:
        title = f"{match.state.seat_title(outcome.winners[0])} wins!"
    humans = match.human_seats()
    if outcome is not None and len(humans) == 1 and not outcome.is_draw:
        title = "Victory!" if outcome.winners[0] == humans[0] else "Defeat..."
    detail = outcome.detail if outcome else ""
    played = f"{len(match.actions)} moves played."

    def rematch() -> None:
        open_match(ctx, Match(match.info, match.options, match.seats))

    def to_menu() -> None:
        ctx.scenes.pop_until(MainMenu)
        if ctx.scenes.top is not None:
            ctx.scenes.top.layout()

    def view_board() -> None:
        ctx.scenes.pop()

    return ButtonMenu(ctx, title, [("Rematch", rematch), ("Look at the board", view_board),
                                   ("Main menu", to_menu)], f"{detail} {played}",
                      escape=view_board)
