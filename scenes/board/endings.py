"""Overlays every board opens: the pause menu, the hot-seat hand-off, the game-over screen and
the whole game log. They need only the board's match and a few of its methods."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

import game.analysis.worker as analysis_worker
import scenes.theme as theme
from game.match import Match
from scenes.base import WidgetScene
from scenes.loading import LoadScene
from scenes.name_dialog import save_as_dialog
from scenes.overlays import ButtonMenu, confirm
from scenes.registry import open_match, review_scene_for
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.widgets import Button


class Board(Protocol):
    """What these overlays use of a board scene."""

    match: Match

    def undo(self) -> None: ...

    def why_no_undo(self) -> str | None: ...

    def in_lesson(self) -> bool: ...

    def resign(self) -> None: ...

    def name_of(self, seat: int) -> str: ...

    def wording(self, text: str) -> str: ...

    def viewer(self) -> int | None: ...

    def status_title(self) -> str: ...


def to_main_menu(ctx) -> None:
    ctx.scenes.pop_home()
    if ctx.scenes.top is not None:
        ctx.scenes.top.layout()


def pause_menu(ctx, board: Board) -> ButtonMenu:
    match = board.match

    def undo() -> None:
        ctx.scenes.pop()
        board.undo()

    def save() -> None:
        ctx.scenes.push(save_as_dialog(ctx, match))

    def resign() -> None:
        ctx.scenes.pop()
        board.resign()

    def toggle_throw() -> None:
        ctx.settings.auto_throw = not ctx.settings.auto_throw
        ctx.save_settings()
        ctx.scenes.pop()
        ctx.toast("Your dice are thrown for you." if ctx.settings.auto_throw
                  else "You throw your own dice (Roll, Space or a drag in the tray).", 2.5)

    items = [("Resume", lambda: ctx.scenes.pop()), ("Undo last move", undo),
             ("Save game", save),
             ("Load game", lambda: ctx.scenes.push(LoadScene(ctx, overlay=True))),
             ("Rules", lambda: ctx.scenes.push(RulesScene(ctx, match.info.game_id))),
             ("Settings", lambda: ctx.scenes.push(SettingsScene(ctx, overlay=True))),
             ("Throw my dice for me: " + ("on" if ctx.settings.auto_throw else "off"),
              toggle_throw),
             ("Resign", lambda: ctx.scenes.push(confirm(
                 ctx, "Resign?", "Your side loses this game at once.", "Resign", resign))),
             ("Quit to main menu", lambda: to_main_menu(ctx))]
    disabled = {}
    why = board.why_no_undo()
    if why:
        disabled["Undo last move"] = why
    if match.is_over:
        disabled["Resign"] = "The game is over."
    note = "Your game is saved automatically after every move." if not match.is_over else ""
    if board.in_lesson():  # a lesson keeps its own place; saved as a game it loses its guide
        disabled["Save game"] = "A lesson is not saved as a game: it keeps its own place."
        note = "The lesson keeps its place: Learn to play > Resume lesson."
    return ButtonMenu(ctx, "Paused", items, note, danger=("Resign",), disabled=disabled)


def handoff(ctx, name: str, on_ready: Callable[[], object], secret: bool) -> ButtonMenu:
    """Pass-and-play screen. Before a secret it hides the board completely."""

    def ready() -> None:
        ctx.scenes.pop()
        on_ready()

    note = f"Pass the mouse to {name}."
    if secret:
        note += " The others look away: what comes next is for your eyes only."
    return ButtonMenu(ctx, f"{name}, your turn", [("I'm ready", ready)], note, escape=ready,
                      opaque=secret)


def outcome_title(board: Board) -> tuple[str, str]:
    """The result's title and its sentence, naming the winner the board's way."""
    match = board.match
    outcome = match.state.outcome()
    if outcome is None or outcome.is_draw:
        title = "A draw!"
    else:
        title = f"{board.status_title()}!"  # the board's words: a side may win together
    humans = match.human_seats()
    if outcome is not None and len(humans) == 1 and not outcome.is_draw:
        title = "Victory!" if humans[0] in outcome.winners else "Defeat..."
    detail = board.wording(outcome.detail) if outcome else ""
    return title, detail


def rematch(ctx, match: Match) -> None:
    open_match(ctx, Match(match.info, match.options, match.seats, setup=match.setup))


def game_over_menu(ctx, board: Board, look: Callable[[], object]) -> ButtonMenu:
    """Result, rematch, look at the board (``look``), main menu."""
    match = board.match
    title, detail = outcome_title(board)
    moves = len(match.actions)
    played = f"{moves} move{'s' if moves != 1 else ''} played."

    def view_board() -> None:
        ctx.scenes.pop()
        look()

    def review() -> None:
        ctx.scenes.pop()
        look()
        ctx.scenes.push(review_scene_for(ctx, match))

    return GameOverMenu(ctx, title, [("Rematch", lambda: rematch(ctx, match)),
                                     ("Review the game", review),
                                     ("Look at the board", view_board),
                                     ("Main menu", lambda: to_main_menu(ctx))],
                        f"{detail} {played}", escape=view_board)


class GameOverMenu(ButtonMenu):
    """The game-over dialog. Once it is up, the processes of the review's analysis start
    ahead ("Review the game" is likely next: ``analysis_worker.warm``). Why not on the frame
    that puts it up: that frame paints the dialog, and processes starting beside it made it
    wait for a core; a frame later the dialog stands still and nothing is drawn."""

    _warmed = False

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._warmed:
            self._warmed = True
            analysis_worker.warm()


class LogScene(WidgetScene):
    """The whole game log, as the player at the screen may read it; the wheel scrolls."""

    overlay = True

    def __init__(self, ctx, lines: list[str]) -> None:
        self.lines = lines
        self.scroll = 0
        super().__init__(ctx)

    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        self.box = pygame.Rect(0, 0, min(w - 40, int(760 * s)), h - int(80 * s))
        self.box.center = (w // 2, h // 2)
        bh = int(42 * s)
        self.ui.add(Button(pygame.Rect(self.box.right - int(180 * s), self.box.bottom - bh
                                       - int(12 * s), int(160 * s), bh), "Close",
                           self.back, primary=True, font_size=int(19 * s)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + event.y * 3)
            return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.shade(surface)
        theme.panel(surface, self.box, alpha=250)
        s = self.ctx.scale
        title = theme.render("Game log", int(30 * s), theme.GOLD, "title")
        surface.blit(title, (self.box.x + int(20 * s), self.box.y + int(12 * s)))
        fnt = theme.font(max(14, int(16 * s)))
        inner = pygame.Rect(self.box.x + int(20 * s), self.box.y + int(60 * s),
                            self.box.width - int(40 * s), self.box.height - int(130 * s))
        wrapped: list[str] = []
        for number, line in enumerate(self.lines, 1):
            wrapped += theme.wrap(f"{number}. {line}", fnt, inner.width)
        visible = max(1, inner.height // fnt.get_linesize())
        self.scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - self.scroll
        for i, line in enumerate(wrapped[max(0, end - visible):end]):
            surface.blit(theme.render_font(fnt, line, theme.TEXT),
                         (inner.x, inner.y + i * fnt.get_linesize()))
        if not wrapped:
            surface.blit(theme.render_font(fnt, "Nothing has happened yet.", theme.MUTED), inner)
