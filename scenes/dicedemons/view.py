"""What the Dice Demons board's drawing and side panel read of the board scene.

Why a protocol: the board imports its drawing and its panel to use them; were they to name the
board class back, even only for type checking, none of the three could be read first. They
name this instead (``scenes.dicedemons.board.DiceDemonsBoard`` is the one class that fits it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from engine.core import Action
    from engine.dicedemons.state import DiceDemonsState
    from game.match import Match
    from scenes.board.kept import KeptPicture
    from scenes.board.parts import PartedPicture
    from scenes.context import AppContext
    from scenes.dicedemons.animation import Key, Motion
    from scenes.dicedemons.controls import Choices, Handle
    from scenes.dicedemons.layout import RingLayout
    from scenes.dicedemons.painter import BoardPainter
    from scenes.driver import MatchDriver


class Painted(Protocol):
    """The side panel as the board's drawing sees it (``scenes.dicedemons.panel``)."""

    rect: pygame.Rect

    def draw(self, surface: pygame.Surface) -> None: ...
    def sync(self) -> None: ...
    def picture_key(self) -> tuple: ...


class DiceDemonsView(Protocol):
    ctx: AppContext
    match: Match
    driver: MatchDriver
    mouse: tuple[int, int]
    layout: RingLayout
    motion: Motion
    painter: BoardPainter
    parts: PartedPicture
    kept: KeptPicture
    layouts: int
    panel: Painted
    driving: int | None
    focus: str
    hover_cache: tuple[tuple, str]
    sizes: dict[Key, int]
    summoning: bool

    @property
    def state(self) -> DiceDemonsState: ...
    def human_to_move(self) -> bool: ...
    def side_panel(self) -> Painted: ...
    def apply(self, action: Action, checked: bool = False) -> bool: ...
    def choices(self) -> Choices: ...
    def handles(self) -> list[Handle]: ...
    def focus_pool(self, pool: str) -> None: ...
    def piece_at(self, pos: tuple[int, int]) -> Key | None: ...
    def toggle_summon(self) -> None: ...
    def why_not(self, action: Action) -> str: ...


__all__ = ["DiceDemonsView", "Painted"]
