"""What the Death by Dice board's drawing, panel and match card read of the board scene.

Why a protocol: the board imports its drawing, panel and match card to use them; were they to
name the board class back, even only for type checking, none of them could be read first. They
name this instead (``scenes.deathbydice.board.DeathByDiceBoard`` is the one class that fits it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from engine.core import Action
    from engine.deathbydice.state import DeathByDiceState
    from game.match import Match
    from scenes.board.kept import KeptPicture
    from scenes.board.parts import Part, PartedPicture
    from scenes.context import AppContext
    from scenes.deathbydice.aiming import Aim
    from scenes.deathbydice.board_card import BoardCard
    from scenes.deathbydice.layout import BoardLayout
    from scenes.deathbydice.placement import Draft
    from scenes.driver import MatchDriver
    from scenes.widgets import WidgetGroup


class PanelView(Protocol):
    """What the drawing reads of the board's side panel (``scenes.deathbydice.panel``)."""

    ui: WidgetGroup
    rect: pygame.Rect

    def draw(self, surface: pygame.Surface) -> None: ...
    def parts(self) -> list[Part]: ...
    def rehearse(self, surface: pygame.Surface, tray_up: bool) -> None: ...


class DeathByDiceView(Protocol):
    ctx: AppContext
    match: Match
    driver: MatchDriver
    mouse: tuple[int, int]
    layout: BoardLayout
    panel: PanelView
    aim: Aim
    cards: list[BoardCard]
    draft: Draft
    held: tuple[int, int, int] | None
    press: tuple[int, int] | None
    kept: KeptPicture
    parts: PartedPicture
    layouts: int

    @property
    def view(self) -> DeathByDiceState: ...
    @property
    def whole(self) -> DeathByDiceState: ...
    def name_of(self, seat: int) -> str: ...
    def log_lines(self) -> list[str]: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def cancel_mode(self) -> bool: ...
    def announcing(self) -> bool: ...
    def attacking(self) -> bool: ...
    def auto_place(self) -> None: ...
    def choose(self, action: Action) -> None: ...
    def clear_placement(self) -> None: ...
    def confirm_placement(self) -> None: ...
    def declare(self) -> None: ...
    def die_at(self, pos: tuple[int, int]) -> tuple[int, int] | None: ...
    def draft_state(self) -> DeathByDiceState: ...
    def my_turn(self) -> bool: ...
    def next_game(self) -> None: ...
    def placing_fighters(self) -> tuple[int, ...]: ...
    def tray_is_secret(self) -> bool: ...
    def switch_kind(self) -> None: ...
    def why_not_target(self, spot: tuple[int, int]) -> str: ...


__all__ = ["DeathByDiceView", "PanelView"]
