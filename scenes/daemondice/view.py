"""What the Daemon Dice board's drawing and gestures read of the board scene.

Why a protocol: the board imports its drawing and its gestures to use them; were they to name
the board class back, even only for type checking, none of the three could be read first. They
name this instead (``scenes.daemondice.board.DaemonDiceBoard`` is the one class that fits it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from engine.core import Action
    from engine.daemondice import DaemonDiceState, DieStatus
    from game.match import Match
    from scenes.context import AppContext
    from scenes.daemondice.choices import Choices
    from scenes.daemondice.hints import HintStrip
    from scenes.daemondice.layout import BattleLayout
    from scenes.daemondice.moves import DieRef, Target
    from scenes.daemondice.phase_strip import PhasePanel
    from scenes.daemondice.picker import Picker
    from scenes.daemondice.playmat import Playmat
    from scenes.driver import MatchDriver
    from scenes.widgets import WidgetGroup


class CarriedDice(Protocol):
    """What the drawing reads of the board's gestures (``scenes.daemondice.gestures``)."""

    picker: Picker | None
    dragging: bool

    @property
    def source(self) -> DieRef | None: ...
    def targets(self) -> set[Target]: ...
    def targets_at(self, pos: tuple[int, int]) -> list[Target]: ...


class DaemonDiceView(Protocol):
    ctx: AppContext
    match: Match
    driver: MatchDriver
    mouse: tuple[int, int]
    layout: BattleLayout
    aim: Target | None
    gestures: CarriedDice
    hint_strip: HintStrip
    phase_panel: PhasePanel
    mats: Playmat
    log_scroll: int
    ui: WidgetGroup

    @property
    def state(self) -> DaemonDiceState: ...
    def human_to_move(self) -> bool: ...
    def apply(self, action: Action, checked: bool = False) -> bool: ...
    def name_of(self, seat: int) -> str: ...
    def buttons_height(self) -> int: ...
    def choices(self) -> Choices: ...
    def die_at(self, pos: tuple[int, int]) -> DieRef | None: ...
    def log_lines(self) -> list[tuple[str, int | None]]: ...
    def owner_tag(self, seat: int) -> str: ...
    def preview_of(self, action: Action) -> str: ...
    def preview_text(self) -> str: ...
    def slot(self, seat: int, die: int) -> pygame.Rect | None: ...
    def statuses(self) -> list[tuple[DieStatus, ...]]: ...
    def sync_mats(self) -> None: ...


__all__ = ["CarriedDice", "DaemonDiceView"]
