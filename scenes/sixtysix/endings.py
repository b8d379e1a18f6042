"""Overlays a board opens: the pause menu, the hot-seat hand-off and the game-over screen.

Any board scene may use them (Dice Demons does): they need only its match, ``undo`` and
``resign``, and the game-over title can name seats the board's own way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.match import Match
from scenes.overlays import ButtonMenu, confirm


class Board(Protocol):
    """What these overlays use of a board scene."""

    match: Match

    def undo(self) -> None: ...

    def resign(self) -> None: ...


def pause_menu(ctx, board: Board) -> ButtonMenu:
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
        from scenes.name_dialog import save_as_dialog

        ctx.scenes.push(save_as_dialog(ctx, match))

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


def game_over_menu(ctx, board: Board, title_of: Callable[[int], str] | None = None,
                   wording: Callable[[str], str] | None = None) -> ButtonMenu:
    """``title_of(seat)`` names the winner (default: the state's ``seat_title``); ``wording``
    rewrites the outcome's sentence (e.g. to use the names the players typed)."""
    from scenes.menu import MainMenu
    from scenes.registry import open_match

    match = board.match
    outcome = match.state.outcome()
    name = title_of or match.state.seat_title
    if outcome is None or outcome.is_draw:
        title = "A draw!"
    else:
        title = f"{name(outcome.winners[0])} wins!"
    humans = match.human_seats()
    if outcome is not None and len(humans) == 1 and not outcome.is_draw:
        title = "Victory!" if outcome.winners[0] == humans[0] else "Defeat..."
    detail = outcome.detail if outcome else ""
    if wording is not None:
        detail = wording(detail)
    moves = len(match.actions)
    played = f"{moves} move{'s' if moves != 1 else ''} played."

    def rematch() -> None:
        open_match(ctx, Match(match.info, match.options, match.seats, setup=match.setup))

    def to_menu() -> None:
        ctx.scenes.pop_until(MainMenu)
        if ctx.scenes.top is not None:
            ctx.scenes.top.layout()

    def view_board() -> None:
        ctx.scenes.pop()

    return ButtonMenu(ctx, title, [("Rematch", rematch), ("Look at the board", view_board),
                                   ("Main menu", to_menu)], f"{detail} {played}",
                      escape=view_board)
