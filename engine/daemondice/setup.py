"""Starting a battle, and building any position directly (for tests, tutorials and the CLI).

``new_game`` stops at the first initiative roll: real dice decide who starts. ``position`` skips
all that and lays out a chosen moment of a turn by hand ("Gravemaw has rolled Stun, Plus, Leg and
faces a boosted Tail"), which is how the scenario tests pin down each rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import CorruptData
from engine.daemondice.breeds import Daemon
from engine.daemondice.lineup import (
    DICE_CHOICES,
    MAX_SEATS,
    MIN_SEATS,
    OPTIONS,
    check_lineup,
    check_options,
    check_setup,
    lineup_of,
    setup_of,
)
from engine.daemondice.model import FREE, Attack, Hit, Hold, Step
from engine.daemondice.roster import default_daemons
from engine.daemondice.rules import settle as settle_state
from engine.daemondice.state import DaemonDiceState
from engine.daemondice.tables import FACES, OK


def new_game(options: Mapping[str, Any] | None = None,
             daemons: Sequence[Daemon] | None = None) -> DaemonDiceState:
    """A fresh battle waiting for the first initiative roll.

    Without ``daemons`` the ready-made ones fight (``options`` picks how many and their size);
    with them, the given line-up fights, and ``seats`` / ``dice`` in ``options``, if given, must
    agree with it (any size of daemon is allowed, as long as all are the same).
    """
    opts = check_options(options)
    if daemons is None:
        lineup = check_lineup(default_daemons(opts["seats"], opts["dice"]))
    else:
        lineup = check_lineup(daemons)
        given = options or {}
        if "seats" in given and given["seats"] != len(lineup):
            raise CorruptData("The number of daemons does not match the option.")
        if "dice" in given and given["dice"] != lineup[0].size:
            raise CorruptData("The daemons' size does not match the option.")
    return blank(lineup, opts["confirm"])


def new_game_from_setup(options: Mapping[str, Any], setup: Mapping[str, Any]
                        ) -> DaemonDiceState:
    """A fresh battle between the daemons of a set-up payload."""
    return new_game(options, lineup_of(options, setup))


def blank(lineup: tuple[Daemon, ...], confirm: int = 0) -> DaemonDiceState:
    """The state before initiative: every die healthy, nothing rolled; ``confirm`` names the
    seats that confirm their forced choices."""
    seats = tuple(range(len(lineup)))
    return DaemonDiceState(
        daemons=lineup,
        health=tuple((OK,) * d.size for d in lineup),
        faces=tuple((None,) * d.size for d in lineup),
        used=tuple((FREE,) * d.size for d in lineup),
        holds=(), out=(False,) * len(lineup), step=Step.INITIATIVE, turn=0, foe=None,
        incoming=(), minus_free=0, minus_aimed=0, guard=(), mouths=0, queue=(), target=None,
        outgoing=(), sent_free=0, sent_aimed=0, rot_left=0, free_left=0, init_round=1,
        rollers=seats, contenders=seats, _outcome=None, confirm=confirm,
    )


def _faces_row(value: Sequence[str | None] | str, size: int) -> tuple[str | None, ...]:
    """A row of faces from a list or a string like "Stun Plus - Eye" ("-" = not rolled);
    dice left off the end are not rolled."""
    items = value.split() if isinstance(value, str) else list(value)
    row = tuple(None if f in (None, "-") else f for f in items)
    if len(row) > size:
        raise ValueError(f"Expected at most {size} faces, got {len(row)}.")
    return row + (None,) * (size - len(row))


def _row(value: Sequence[Any] | None, size: int, fill: Any) -> tuple[Any, ...]:
    """A row of ``size`` entries; entries left off the end are ``fill``."""
    row = tuple(value or ())
    if len(row) > size:
        raise ValueError(f"Expected at most {size} entries, got {len(row)}.")
    return row + (fill,) * (size - len(row))


def position(
    daemons: Sequence[Daemon],
    *,
    step: Step = Step.RECOVER,
    turn: int = 0,
    foe: int | None = -1,
    faces: Mapping[int, Sequence[str | None] | str] | None = None,
    health: Mapping[int, Sequence[int]] | None = None,
    used: Mapping[int, Sequence[str]] | None = None,
    holds: Sequence[Hold] = (),
    out: Sequence[int] = (),
    incoming: Sequence[Attack] = (),
    guard: Sequence[Sequence[tuple[int, str]]] | None = None,
    minus_free: int = 0,
    minus_aimed: int = 0,
    queue: Sequence[Hit] = (),
    target: int | None = None,
    outgoing: Sequence[Attack] = (),
    free_left: int | None = None,
    rot_left: int = 0,
    settle: bool = False,
    confirm: int = 0,
) -> DaemonDiceState:
    """A hand-built moment of ``turn``'s turn at ``step``, facing ``foe``'s ``incoming`` attacks.

    ``foe`` defaults to the daemon seated before ``turn`` (the one that just attacked it).
    ``faces``, ``health`` and ``used`` give rows per seat; missing seats, and dice left off the
    end of a row, are not rolled, healthy and unused. ``free_left`` defaults to the daemon's
    stamina at RECOVER. With ``settle`` the automatic steps run at once, as after a real action;
    without it the position is exactly what was asked for. ``confirm`` is the bitmask of seats
    that confirm their forced choices.
    """
    lineup = check_lineup(daemons)
    st = blank(lineup, confirm)
    n = len(lineup)
    if foe == -1:
        foe = (turn - 1) % n
    face_rows = tuple(_faces_row((faces or {}).get(s, ["-"] * d.size), d.size)
                      for s, d in enumerate(lineup))
    for s, row in enumerate(face_rows):
        for (part, _), face in zip(lineup[s].dice, row, strict=True):
            if face is not None and face not in FACES[part]:
                raise ValueError(f"A {part} die has no {face} face.")
    health_rows = tuple(_row((health or {}).get(s), d.size, OK) for s, d in enumerate(lineup))
    used_rows = tuple(_row((used or {}).get(s), d.size, FREE) for s, d in enumerate(lineup))
    if free_left is None:
        free_left = st.powers(turn).stamina if step is Step.RECOVER else 0
    st = st._replace(
        faces=face_rows, health=health_rows, used=used_rows, holds=tuple(sorted(holds)),
        out=tuple(s in out for s in range(n)), step=step, turn=turn, foe=foe,
        incoming=tuple(incoming),
        guard=tuple(tuple(g) for g in guard) if guard is not None else ((),) * len(incoming),
        minus_free=minus_free, minus_aimed=minus_aimed, queue=tuple(queue), target=target,
        outgoing=tuple(outgoing), free_left=free_left, rot_left=rot_left, rollers=(),
        contenders=(),
    )
    return settle_state(st) if settle else st


__all__ = ["DICE_CHOICES", "MAX_SEATS", "MIN_SEATS", "OPTIONS", "blank", "check_lineup",
           "check_options", "check_setup", "lineup_of", "new_game", "new_game_from_setup",
           "position", "setup_of"]
