"""Dice Demons states as plain, versioned JSON, and a strict loader.

Saves normally hold only the action list (replayed through the engine), but whole states travel
too (the AI worker, crash reports, tests). The loader trusts nothing: every field is type- and
range-checked against the board the options describe, and the rebuilt state must be one the game
could actually stop at (``rules.advance`` leaves it unchanged) and must answer its own queries.
Anything else is ``CorruptData`` with a readable reason, never another exception.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import CHANCE, CorruptData, EndReason, Outcome
from engine.dicedemons import rules
from engine.dicedemons.geometry import ISLAND, LAND, Geometry
from engine.dicedemons.model import (
    MAX_DICE,
    MAX_TRINKETS,
    MONSTER_BASE,
    PUSH,
    TASK_SIZES,
    WALLS,
    Monster,
    Phase,
    Player,
)
from engine.dicedemons.options import DEFAULTS, check_options, settings_of
from engine.saved import saved_int as _int
from engine.saved import saved_list as _list

if TYPE_CHECKING:  # the state class imports this module to save and load itself
    from engine.dicedemons.state import DiceDemonsState

FORMAT = 1
"""Version of this state format (bump and convert when the layout changes)."""

GAME = "dice-demons"
_FIELDS = {"format", "game", "options", "players", "monsters", "next_monster", "pickups",
           "walls", "offsets", "turn", "rounds", "clock", "phase", "dice", "pools", "tasks",
           "fought", "outcome"}
_BIG = 10**9


def state_to_dict(st: DiceDemonsState) -> dict[str, Any]:
    """Everything needed to rebuild ``st`` exactly, as JSON-ready data."""
    out = st._outcome
    return {
        "format": FORMAT,
        "game": GAME,
        "options": st.options,
        "players": [[p.space, p.dice, p.trinket, p.prev, p.stamp] for p in st.players],
        "monsters": [[m.id, m.space, m.stamp, m.mover] for m in st.monsters],
        "next_monster": st.next_monster,
        "pickups": list(st.pickups),
        "walls": [[s, owner] for s, owner in enumerate(st.walls) if owner >= 0],
        "offsets": list(st.offsets),
        "turn": st.turn,
        "rounds": st.rounds,
        "clock": st.clock,
        "phase": st.phase.value,
        "dice": list(st.dice),
        "pools": list(st.pools),
        "tasks": [list(t) for t in st.tasks],
        "fought": [list(p) for p in st.fought],
        "outcome": None if out is None else {
            "winners": list(out.winners), "reason": out.reason.value, "detail": out.detail,
        },
    }


def state_from_dict(data: Any, cls: type[DiceDemonsState]) -> DiceDemonsState:
    """Rebuild a state from ``state_to_dict`` output; CorruptData if anything is off."""
    try:
        return _load(data, cls)
    except CorruptData:
        raise
    except Exception as error:  # a loader must never crash the app on a bad file
        raise CorruptData(f"The saved Dice Demons position is damaged "
                          f"({type(error).__name__}).") from None


def _load(data: Any, cls: type[DiceDemonsState]) -> DiceDemonsState:
    if not isinstance(data, Mapping):
        raise CorruptData("A Dice Demons position must be a JSON object.")
    if set(data) != _FIELDS:
        raise CorruptData("The saved Dice Demons position has missing or unexpected fields.")
    if type(data["format"]) is not int or data["format"] != FORMAT:
        raise CorruptData(f"Unknown Dice Demons position format {data['format']!r}.")
    if data["game"] != GAME:
        raise CorruptData("The saved position is not a Dice Demons game.")
    if not isinstance(data["options"], Mapping) or set(data["options"]) != set(DEFAULTS):
        raise CorruptData("The saved options are incomplete.")
    opts = check_options(data["options"])
    geo = Geometry.of(settings_of(opts))
    seats = opts["seats"]
    clock = _int(data["clock"], seats, _BIG, "arrival clock")
    try:
        phase = Phase(data["phase"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown game phase {data['phase']!r}.") from None
    players = _players(data["players"], geo, seats, clock)
    next_monster = _int(data["next_monster"], MONSTER_BASE, _BIG, "monster counter")
    monsters = _monsters(data["monsters"], geo, seats, clock, next_monster)
    stamps = [p.stamp for p in players if not p.out] + [m.stamp for m in monsters]
    if len(set(stamps)) != len(stamps):
        raise CorruptData("Two saved pieces arrived at the same moment.")
    pickups = tuple(_int(s, 0, geo.size - 1, "pickup space")
                    for s in _list(data["pickups"], "pickup list"))
    if list(pickups) != sorted(set(pickups)) or any(
            geo.kinds[s] != LAND or s in geo.marks
            for s in pickups):
        raise CorruptData("The saved pickups are not on distinct unmarked land spaces.")
    active = [s for s, p in enumerate(players) if not p.out]
    walls = [-1] * geo.size
    for item in _list(data["walls"], "wall list"):
        space, owner = _list(item, "wall", 2)
        space = _int(space, 0, geo.size - 1, "wall space")
        if space not in geo.marks or walls[space] >= 0:
            raise CorruptData("A saved wall is not on a marked space, or two share one.")
        walls[space] = _int(owner, 0, seats - 1, "wall owner")
        if owner not in active:
            raise CorruptData("A saved wall belongs to a player who has left.")
    if any(walls[m.space] >= 0 for m in monsters):
        raise CorruptData("A saved monster stands on a wall.")
    offsets = tuple(_int(o, 0, n - 1, "bridge position") for o, n in zip(
        _list(data["offsets"], "bridge positions", geo.settings.rings), geo.ring_sizes,
        strict=True))
    turn = _int(data["turn"], 0, seats - 1, "player to play")
    limit = opts["round_limit"]
    rounds = _int(data["rounds"], 0, limit if limit else _BIG, "round count")
    dice, pools = _dice(data["dice"], data["pools"], phase)
    tasks = _tasks(data["tasks"], seats)
    fought = _fought(data["fought"], phase, seats, next_monster)
    outcome = _outcome(data["outcome"], phase, seats)
    if outcome is None:
        if len(active) < 2 or turn not in active:
            raise CorruptData("The saved game has too few players left, or the turn is with "
                              "someone who has left.")
        if limit and rounds >= limit:
            raise CorruptData("The saved game has run past its round limit.")
    if outcome is not None and tasks:
        raise CorruptData("A finished game has nothing left to do.")
    if sum(p.trinket for p in players) > MAX_TRINKETS:
        raise CorruptData("The saved game has more trinkets than can exist.")
    st = cls(
        geo=geo, round_limit=limit, players=players, monsters=monsters,
        next_monster=next_monster, pickups=pickups, walls=tuple(walls), offsets=offsets,
        turn=turn, rounds=rounds, clock=clock, phase=phase, dice=dice, pools=pools,
        tasks=tasks, fought=fought, _outcome=outcome,
    )
    if outcome is None and rules.advance(st) is not st:
        raise CorruptData("The saved position is not one the game could have stopped at.")
    if st.to_move not in (None, CHANCE) and not st.legal_actions():
        raise CorruptData("In the saved position the player to move has nothing to do.")
    if st.to_move == CHANCE:
        st.roll_request()
    return st


def _players(raw: Any, geo: Geometry, seats: int, clock: int) -> tuple[Player, ...]:
    out = []
    for item in _list(raw, "player list", seats):
        space, dice, trinket, prev, stamp = _list(item, "player", 5)
        if type(trinket) is not bool:
            raise CorruptData("A saved trinket flag is not true/false.")
        p = Player(_int(space, -1, geo.size - 1, "player space"),
                   _int(dice, 0, MAX_DICE, "dice count"), trinket,
                   _int(prev, -1, geo.size - 1, "previous space"),
                   _int(stamp, 0, clock - 1, "arrival stamp"))
        if p.out and p != Player(-1):
            raise CorruptData("A player who has left still holds something.")
        out.append(p)
    return tuple(out)


def _monsters(raw: Any, geo: Geometry, seats: int, clock: int,
              next_id: int) -> tuple[Monster, ...]:
    out = []
    for item in _list(raw, "monster list"):
        mid, space, stamp, mover = _list(item, "monster", 4)
        m = Monster(_int(mid, MONSTER_BASE, next_id - 1, "monster id"),
                    _int(space, 0, geo.size - 1, "monster space"),
                    _int(stamp, 0, clock - 1, "arrival stamp"),
                    _int(mover, -1, seats - 1, "monster's mover"))
        if geo.kinds[m.space] == ISLAND:
            raise CorruptData("A saved monster stands on the island.")
        out.append(m)
    if [m.id for m in out] != sorted({m.id for m in out}):
        raise CorruptData("The saved monsters are not in order or share an id.")
    return tuple(out)


def _dice(raw_dice: Any, raw_pools: Any, phase: Phase) -> tuple[tuple[int, ...],
                                                                 tuple[int, int, int]]:
    dice = tuple(_int(v, 1, 6, "movement die") for v in _list(raw_dice, "movement dice"))
    pools = tuple(_int(v, 0, 6, "steps left") for v in _list(raw_pools, "steps left", 3))
    if dice and (len(dice) != 3 or list(dice) != sorted(dice)):
        raise CorruptData("The saved movement dice are not three sorted dice.")
    if phase is Phase.MOVE:
        if not dice or any(p > d for p, d in zip(pools, dice, strict=True)):
            raise CorruptData("The saved steps left do not match the movement dice.")
    elif any(pools) or (phase is Phase.ROLL and dice):
        raise CorruptData("Steps are left outside the movement.")
    elif phase in (Phase.SACRIFICE, Phase.COMBAT) and not dice:
        raise CorruptData("The saved turn has lost its movement dice.")
    return dice, (pools[0], pools[1], pools[2])


def _tasks(raw: Any, seats: int) -> tuple[tuple[str | int, ...], ...]:
    out: list[tuple[str | int, ...]] = []
    for item in _list(raw, "task list"):
        task = _list(item, "task")
        if not task or type(task[0]) is not str or TASK_SIZES.get(task[0]) != len(task):
            raise CorruptData("A saved task is not in the expected form.")
        kind = task[0]
        if kind == WALLS:
            out.append((kind, _int(task[1], 0, 6, "walls to place")))
        elif len(task) == 1:
            out.append((kind,))
        else:
            a = _int(task[1], 0, seats - 1, "player in a task")
            b = _int(task[2], 0, seats - 1, "player in a task")
            if a == b and kind != PUSH:  # pushing yourself: you drove the monster that won
                raise CorruptData("A saved task pits a player against themselves.")
            rest = (_int(task[3], 0, 6, "walls to remove"),) if len(task) == 4 else ()
            out.append((kind, a, b, *rest))
    return tuple(out)


def _fought(raw: Any, phase: Phase, seats: int, next_id: int) -> tuple[tuple[int, int], ...]:
    out = []
    for item in _list(raw, "list of fights"):
        a, b = _list(item, "fight", 2)
        a, b = _int(a, 0, next_id - 1, "party"), _int(b, 0, next_id - 1, "party")
        if not a < b or a >= MONSTER_BASE or seats <= a or (b < MONSTER_BASE and b >= seats):
            raise CorruptData("A saved fight is not between a player and someone else.")
        out.append((a, b))
    if out and phase is not Phase.COMBAT:
        raise CorruptData("Fights are recorded outside the combat step.")
    if len(set(out)) != len(out):
        raise CorruptData("A saved fight is listed twice.")
    return tuple(out)


def _outcome(raw: Any, phase: Phase, seats: int) -> Outcome | None:
    if phase is not Phase.OVER:
        if raw is not None:
            raise CorruptData("A running game cannot have a result.")
        return None
    if not isinstance(raw, Mapping) or set(raw) != {"winners", "reason", "detail"}:
        raise CorruptData("The saved result is not in the expected form.")
    winners = tuple(_int(w, 0, seats - 1, "winner") for w in _list(raw["winners"], "winners"))
    if len(winners) > 1:
        raise CorruptData("The saved winners are not possible.")
    try:
        reason = EndReason(raw["reason"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown end reason {raw['reason']!r}.") from None
    if not isinstance(raw["detail"], str):
        raise CorruptData("The saved result text is not text.")
    if (reason is EndReason.DRAW) != (not winners):
        raise CorruptData("The saved result does not match its winners.")
    return Outcome(winners, reason, raw["detail"])


__all__ = ["FORMAT", "state_to_dict", "state_from_dict"]
