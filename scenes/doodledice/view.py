"""What the Doodle Dice table's drawing modules read of the board scene.

Why a protocol: the board imports the modules that draw its table, its draft, its places'
cards and its avatar choices, and hands itself to them; were they to name the board class back,
even only for type checking, none of them could be read first. They name this instead
(``scenes.doodledice.board.DoodleBoard`` is the one class that fits it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from engine.core import Action
    from engine.doodledice import DoodleState
    from game.match import Match
    from scenes.base import Scene
    from scenes.board.kept import KeptPicture
    from scenes.board.log_box import LogBox
    from scenes.context import AppContext
    from scenes.doodledice.draft_layout import DraftLayout
    from scenes.doodledice.layout import TableLayout
    from scenes.doodledice.sketches import MonsterArt
    from scenes.sketch.scene import SketchScene
    from scenes.widgets import WidgetGroup


class Asked(Protocol):
    """What the side panel reads of the decision on show (``decisions.Decision``)."""

    @property
    def title(self) -> str: ...
    @property
    def options(self) -> Sequence[object]: ...


class DoodleView(Protocol):
    ctx: AppContext
    match: Match
    mouse: tuple[int, int]
    layout: TableLayout
    draft_layout: DraftLayout | None
    area: pygame.Rect
    art: MonsterArt
    kept: KeptPicture
    log_box: LogBox
    log_rect: pygame.Rect
    panel_rect: pygame.Rect
    panel_ui: WidgetGroup
    pad: SketchScene | None
    pages: dict[int, int]
    view: str | None
    weapon: int | None
    enervating: bool
    decider: int | None
    at_screen: int | None

    @property
    def state(self) -> DoodleState: ...
    def apply(self, action: Action, checked: bool = False) -> bool: ...
    def bottom_seat(self) -> int: ...
    def cover_with(self, scene: Scene) -> None: ...
    def current_decision(self) -> Asked | None: ...
    def human_to_move(self) -> bool: ...
    def idle_lines(self) -> list[str]: ...
    def lit_dice(self) -> set[int]: ...
    def lit_parts(self) -> set[int]: ...
    def log_entries(self) -> list[tuple[str, tuple[int, int, int]]]: ...
    def monster_at(self, pos: tuple[int, int]) -> int | None: ...
    def name_of(self, seat: int) -> str: ...
    def reset_modes(self) -> None: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def status_title(self) -> str: ...
    def viewer(self) -> int | None: ...


__all__ = ["Asked", "DoodleView"]
