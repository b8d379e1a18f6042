"""Starting a 66d6 game, and building any position directly (for tests, tutorials and the CLI).

``new_game`` stops at the first set-up roll: the physical dice decide the armies. ``position``
skips all that and lays out named fields by hand, which is how the rule tests pin down exact
situations ("Death's 3 and 5 on B2, attacked by a 4").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.sixtysix.board import DEATH, DEVIL, HOME, PER_FIELD, Board
from engine.sixtysix.model import PER_SIDE, TURN_ACTIONS, Minion, Phase
from engine.sixtysix.numbers import DEFAULT_COWARDICE, DEFAULT_SIZE, DIE_SIDES
from engine.sixtysix.options import OPTIONS, check_options
from engine.sixtysix.state import SixtySixState

HOME_WORDS = ("home", "purgatory", "hell")
"""Names ``position`` accepts for a side's own home."""


def new_game(options: Mapping[str, Any] | None = None) -> SixtySixState:
    """A fresh game waiting for Death's 33 set-up dice (then the Devil's)."""
    opts = check_options(options)
    return SixtySixState(
        board=Board.of(opts["columns"], opts["rows"]),
        minions=(),
        turn_side=DEATH,
        actions_left=TURN_ACTIONS,
        special_used=False,
        cowardice=(0, 0),
        fought=False,
        threshold=opts["cowardice"],
        phase=Phase.SETUP_ROLL,
        battle=None,
        kills_left=0,
        slaughterer=None,
        pending=tuple(range(PER_SIDE)),
        roll_kind="setup",
        _paths={},
        _outcome=None,
    )


def position(
    death: Mapping[str, Sequence[int]] | None = None,
    devil: Mapping[str, Sequence[int]] | None = None,
    *,
    turn: int = DEATH,
    actions_left: int = TURN_ACTIONS,
    special_used: bool = False,
    cowardice: tuple[int, int] = (0, 0),
    fought: bool = False,
    columns: int = DEFAULT_SIZE,
    rows: int = DEFAULT_SIZE,
    threshold: int = DEFAULT_COWARDICE,
    paths: Mapping[int, Sequence[int]] | None = None,
) -> SixtySixState:
    """A position in the ACT phase built from layouts like ``{"B2": [3, 5], "home": [1, 6]}``.

    Keys are field names ("C1") or "home"/"Purgatory"/"Hell" (always the side's own home).
    Death's minions get ids 0, 1, 2... and the Devil's 33, 34, ... in the order given, so tests
    can predict ids. ``paths`` optionally sets this turn's paths (minion id -> places). No
    automatic step is run: the position is exactly what was asked for.
    """
    board = Board.of(columns, rows)
    minions: list[Minion] = []
    for side, layout, first_id in ((DEATH, death, 0), (DEVIL, devil, PER_SIDE)):
        next_id = first_id
        for name, values in (layout or {}).items():
            place = HOME if name.strip().lower() in HOME_WORDS else board.field_at(name)
            if place != HOME and len(values) > PER_FIELD:
                raise ValueError(f"{name} cannot hold {len(values)} minions of one side.")
            for value in values:
                if not 1 <= value <= DIE_SIDES:
                    raise ValueError(f"A minion's value is 1..{DIE_SIDES}, not {value}.")
                minions.append(Minion(next_id, side, value, place))
                next_id += 1
    return SixtySixState(
        board=board,
        minions=tuple(minions),
        turn_side=turn,
        actions_left=actions_left,
        special_used=special_used,
        cowardice=tuple(cowardice),
        fought=fought,
        threshold=threshold,
        phase=Phase.ACT,
        battle=None,
        kills_left=0,
        slaughterer=None,
        pending=(),
        roll_kind="setup",
        _paths={k: tuple(v) for k, v in (paths or {}).items()},
        _outcome=None,
    )


def ids_at(state: SixtySixState, side: int, place: str | int) -> list[int]:
    """Ids of ``side``'s minions on a field given by name or number, or "home" (test helper)."""
    if isinstance(place, str):
        place = HOME if place.strip().lower() in HOME_WORDS else state.board.field_at(place)
    return [m.id for m in state.minions_at(side, place)]


__all__ = ["OPTIONS", "check_options", "new_game", "position", "ids_at"]
