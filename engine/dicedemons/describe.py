"""One-line log texts for Dice Demons actions, in our own words ("Red steps onto ring 1 space 3").

``describe`` is called on the state *before* the action, so it can name who and what is involved;
it never raises, even for an action that turns out to be illegal (the log must not crash the app).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Resign, Roll
from engine.dicedemons.actions import (
    Done,
    MonsterStep,
    PlaceWall,
    Push,
    RemoveWall,
    SacrificeForWalls,
    Step,
    Summon,
    TurnBridges,
)
from engine.dicedemons.combat import roll_winner
from engine.dicedemons.fights import certain_fights
from engine.dicedemons.model import (
    MAX_DICE,
    PUSH,
    RAZE,
    RAZE_ROLL,
    SPAWN_MONSTER,
    WALL_ROLL,
    WALLS,
    Phase,
    is_monster,
)

if TYPE_CHECKING:
    from engine.dicedemons.state import DiceDemonsState


def describe(st: DiceDemonsState, action: Action) -> str:
    """A short log line for ``action`` applied to ``st``."""
    try:
        text = _describe(st, action)
    except Exception:  # an odd action must never break the log
        text = None
    text = text if text is not None else f"{st.seat_name(st.turn)}: {action.kind}"
    return text + "".join(f". {sentence[:-1]}" for sentence, _ in _certain(st, action))


def _certain(st: DiceDemonsState, action: Action) -> list[tuple[str, int | None]]:
    """Fights the action settles without dice: the log names them too (no roll shows them)."""
    try:
        return certain_fights(st, st.apply(action), action)
    except Exception:  # an illegal or odd action has no consequences to tell
        return []


def _n(count: int, word: str) -> str:
    """"1 wall", "3 walls"."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _who(st: DiceDemonsState, party: int) -> str:
    return "the monster" if is_monster(party) else st.seat_name(party)


def _describe(st: DiceDemonsState, action: Action) -> str | None:
    geo = st.geo
    me = st.seat_name(st.turn)
    if isinstance(action, Resign):
        return f"{st.seat_name(action.seat)} gives up and leaves the hunt"
    if isinstance(action, Roll):
        return _describe_roll(st, action)
    if isinstance(action, Step):
        p = st.players[st.turn]
        extra = " and picks up a die" if action.to in st.pickups and p.dice < MAX_DICE else ""
        return f"{me} steps onto {geo.name(action.to)}{extra}"
    if isinstance(action, MonsterStep):
        return f"{me} drives a monster from {geo.name(action.frm)} to {geo.name(action.to)}"
    if isinstance(action, TurnBridges):
        way = "clockwise" if action.direction == 1 else "anticlockwise"
        return f"{me} swings the bridges of moat {action.ring} one space {way}"
    if isinstance(action, Summon):
        return f"{me} gives up a die to call a monster onto {geo.name(action.space)}"
    if isinstance(action, SacrificeForWalls):
        return f"{me} gives up a die to raise walls"
    if isinstance(action, PlaceWall):
        owner = st.wall_owner(action.space)
        if owner is None:
            return f"{me} builds a wall on {geo.name(action.space)}"
        return f"{me} seizes {st.seat_name(owner)}'s wall on {geo.name(action.space)}"
    if isinstance(action, Push):
        push = st.pending_push()
        if push is None:
            return None
        victim, chooser, _ = push
        return (f"{st.seat_name(chooser)} shoves {st.seat_name(victim)} onto "
                f"{geo.name(action.to)}")
    if isinstance(action, RemoveWall):
        raze = st.walls_to_remove()
        if raze is None:
            return None
        winner, loser, _ = raze
        return (f"{st.seat_name(winner)} knocks down {st.seat_name(loser)}'s wall on "
                f"{geo.name(action.space)}")
    if isinstance(action, Done):
        return _describe_done(st)
    return None


def _describe_done(st: DiceDemonsState) -> str | None:
    me = st.seat_name(st.turn)
    if st.tasks:
        kind = st.tasks[0][0]
        if kind == WALLS:
            return f"{me} keeps the remaining walls in hand"
        if kind == RAZE:
            return f"{st.seat_name(int(st.tasks[0][1]))} leaves the other walls standing"
        return None
    if st.phase is Phase.MOVE:
        return f"{me} ends the movement"
    if st.phase is Phase.SACRIFICE:
        return f"{me} keeps the remaining dice"
    return None


def _describe_roll(st: DiceDemonsState, action: Roll) -> str | None:
    values = [v for v in action.values if type(v) is int]
    geo = st.geo
    if st.tasks:
        kind = st.tasks[0][0]
        if kind == WALL_ROLL:
            return f"{st.seat_name(st.turn)} may raise {_n(values[0], 'wall')}"
        if kind == RAZE_ROLL:
            return (f"{st.seat_name(int(st.tasks[0][1]))} may knock down up to {values[0]} of "
                    f"{st.seat_name(int(st.tasks[0][2]))}'s walls")
        if kind == SPAWN_MONSTER:
            return f"A monster rises on {geo.name(values[0])}"
        if kind == PUSH:
            return None
        return f"A die pickup appears on {geo.name(values[0])}"
    if st.phase is Phase.ROLL:
        m, b, p = sorted(values)
        return (f"{st.seat_name(st.turn)} rolls {m}, {b}, {p}: {_n(m, 'monster step')}, "
                f"{_n(b, 'bridge turn')}, {_n(p, 'step')} to walk")
    fight = st.next_fight()
    if fight is None:
        return None
    attacker, defender = fight
    n = st.party_dice(attacker)
    a_sum, d_sum = sum(values[:n]), sum(values[n:])
    winner = roll_winner(st, attacker, defender, tuple(values))
    head = (f"{_who(st, attacker).capitalize()} ({a_sum}) against {_who(st, defender)} "
            f"({d_sum})")
    if winner is None:
        return f"{head}: a tie, both throw again"
    return f"{head}: {_who(st, winner)} wins"
