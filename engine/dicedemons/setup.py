"""Starting a Dice Demons game, and building any position directly (for tests and tutorials).

``new_game`` turns the set-up options into a board (refusing settings that cannot make one, with
a sentence saying why), puts every player on its own island wedge and stops at the first random
placement: the dice decide where the pickups and the first monster appear. ``position`` skips all
that and lays out pieces by hand, which is how the rule tests pin down exact situations
("Red with 2 dice on R1-3, a monster on R1-4, one player step left").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.dicedemons.geometry import Geometry
from engine.dicedemons.model import (
    EXTRA_PICKUPS,
    MONSTER_BASE,
    SPAWN_PICKUP,
    Monster,
    Phase,
    Player,
    Task,
)
from engine.dicedemons.moves import home_wedge
from engine.dicedemons.options import (
    DEFAULTS,
    OPTIONS,
    WIDTHS,
    check_options,
    options_problem,
    settings_of,
)
from engine.dicedemons.rules import advance
from engine.dicedemons.state import DiceDemonsState


def new_game(options: Mapping[str, Any] | None = None) -> DiceDemonsState:
    """A fresh game, waiting for the random spaces of the first pickups."""
    opts = check_options(options)
    geo = Geometry.of(settings_of(opts))
    seats = opts["seats"]
    players = tuple(Player(geo.island[seat * geo.settings.island // seats], stamp=seat)
                    for seat in range(seats))
    st = DiceDemonsState(
        geo=geo, round_limit=opts["round_limit"], players=players, monsters=(),
        next_monster=MONSTER_BASE, pickups=(), walls=(-1,) * geo.size,
        offsets=geo.start_offsets(), turn=0, rounds=0, clock=seats, phase=Phase.START,
        dice=(), pools=(0, 0, 0), tasks=((SPAWN_PICKUP,),) * (seats + EXTRA_PICKUPS),
        fought=(), _outcome=None,
    )
    return advance(st)


def _space(geo: Geometry, value: str | int) -> int:
    return geo.space_at(value) if isinstance(value, str) else value


def position(
    players: Sequence[str | int | Mapping[str, Any]],
    *,
    monsters: Sequence[str | int | Mapping[str, Any]] = (),
    pickups: Sequence[str | int] = (),
    walls: Mapping[str | int, int] | None = None,
    offsets: Sequence[int] | None = None,
    turn: int = 0,
    phase: str = "move",
    pools: Sequence[int] = (0, 0, 0),
    dice: Sequence[int] | None = None,
    tasks: Sequence[Task] = (),
    round_limit: int = 0,
    rounds: int = 0,
    settle: bool = False,
    **board: int,
) -> DiceDemonsState:
    """A hand-built position (no random placement, no automatic steps unless ``settle``).

    ``players`` gives each seat a space code ("R1-3", "I1", "B2-1") or a dict with ``space``
    and optionally ``dice``, ``trinket``, ``prev``, ``stamp``; ``None`` as space (or -1) means
    the seat has dropped out. Players arrive in seat order, then ``monsters`` (codes or dicts
    with ``space``, ``mover``, ``stamp``) in the order given, unless stamps are given. ``pools``
    are the (monster, bridge, player) steps left, ``dice`` this turn's movement dice (default:
    the pools while moving, 1-2-3 after the movement); ``board`` takes board options such as
    ``rings=3``. ``settle=True`` runs the automatic steps, as after a real action.
    """
    opts = check_options({**board, "seats": len(players)})
    geo = Geometry.of(settings_of(opts))
    clock = 0
    made: list[Player] = []
    for spec in players:
        info: Mapping[str, Any] = spec if isinstance(spec, Mapping) else {"space": spec}
        space = info.get("space")
        if space is None or space == -1:
            made.append(Player(-1))
            continue
        stamp = info.get("stamp", clock)
        clock = max(clock, stamp) + 1
        prev = info.get("prev", -1)
        made.append(Player(_space(geo, space), info.get("dice", 0), info.get("trinket", False),
                           _space(geo, prev) if prev != -1 else -1, stamp))
    beasts: list[Monster] = []
    for i, spec in enumerate(monsters):
        info = spec if isinstance(spec, Mapping) else {"space": spec}
        stamp = info.get("stamp", clock)
        clock = max(clock, stamp) + 1
        beasts.append(Monster(MONSTER_BASE + i, _space(geo, info["space"]), stamp,
                              info.get("mover", -1)))
    wall_list = [-1] * geo.size
    for where, owner in (walls or {}).items():
        space = _space(geo, where)
        if space not in geo.marks:
            raise ValueError(f"{geo.code(space)} is not a marked wall space.")
        wall_list[space] = owner
    moving = phase == "move"
    if dice is None and moving:  # the smallest sorted dice that could leave these pools
        low = max(1, pools[0])
        mid = max(low, pools[1])
        dice = (low, mid, max(mid, pools[2]))
    elif dice is None:
        dice = (1, 2, 3) if phase in ("sacrifice", "combat") else ()
    st = DiceDemonsState(
        geo=geo, round_limit=round_limit, players=tuple(made), monsters=tuple(beasts),
        next_monster=MONSTER_BASE + len(beasts),
        pickups=tuple(sorted(_space(geo, p) for p in pickups)), walls=tuple(wall_list),
        offsets=tuple(offsets) if offsets is not None else geo.start_offsets(), turn=turn,
        rounds=rounds, clock=clock, phase=Phase(phase),
        dice=tuple(sorted(dice)),
        pools=tuple(pools) if moving else (0, 0, 0), tasks=tuple(tuple(t) for t in tasks),
        fought=(), _outcome=None,
    )
    return advance(st) if settle else st


def start_wedge(st: DiceDemonsState, seat: int) -> int:
    """The island wedge ``seat`` starts on (and is sent back to after losing empty-handed)."""
    return st.geo.island[home_wedge(st, seat)]


__all__ = ["OPTIONS", "DEFAULTS", "WIDTHS", "check_options", "options_problem", "settings_of",
           "new_game", "position", "start_wedge"]
