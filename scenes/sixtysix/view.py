"""What the 66d6 board's drawing and side panel read of the board scene.

Why a protocol: the board imports its drawing and its panel to use them; were they to name the
board class back, even only for type checking, none of the three could be read first. They
name this instead (``scenes.sixtysix.board.SixtySixBoard`` is the one class that fits it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from engine.core import Action, State
    from game.match import Match
    from scenes.context import AppContext
    from scenes.driver import MatchDriver
    from scenes.sixtysix.layout import BoardLayout


class Painted(Protocol):
    def draw(self, surface: pygame.Surface) -> None: ...


class Backdrop:
    """The board's background, home trays and field grid as last painted, kept by the board.

    Why the board keeps it and not this module: it is a window-sized picture (33 MB at 4K),
    and a copy the drawing module kept outlived the board on every other screen."""

    def __init__(self) -> None:
        self.key: tuple = ()
        self.surface: pygame.Surface | None = None


class SixtySixView(Protocol):
    ctx: AppContext
    match: Match
    driver: MatchDriver
    mouse: tuple[int, int]
    layout: BoardLayout
    panel: Painted
    backdrop: Backdrop
    flash: dict[int, float]
    last_move: tuple[tuple[float, float], int, int] | None
    positions: dict[int, list[float]]
    selected: int | None
    special: str | None
    special_pick: list[int]

    @property
    def state(self) -> State: ...
    def human_to_move(self) -> bool: ...
    def status_title(self) -> str: ...
    def headline_for(self, whole: State) -> str: ...
    def cancel_mode(self) -> bool: ...
    def fighter_against(self, enemy_id: int) -> int | None: ...
    def minion_at(self, pos: tuple[int, int]) -> int | None: ...
    def regular_actions(self, minion_id: int) -> list[Action]: ...
    def resolve(self, option: str) -> None: ...
    def start_special(self) -> None: ...


__all__ = ["Backdrop", "Painted", "SixtySixView"]
