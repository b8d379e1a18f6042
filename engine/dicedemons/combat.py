"""Fights: who fights whom next, the exact odds, and what winning and losing do.

Order. At the combat step every space holding a player and another party fights. The party that
arrived last attacks; on a crowded space it takes on every other party in turn, monsters first,
then players, each group by arrival. Spaces are settled in the order their attackers arrived.
Fights are found afresh after each one (a pushed, killed or sent-home party changes the picture),
and each pair fights at most once per combat step (``state.fought``), so a loser who could not be
pushed away is not beaten twice in one turn.

Who fights whom next is a lookup of the state (``DiceDemonsState.coming_fight``), the exact odds
are in ``odds.py``; this module plays out a thrown fight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dicedemons.model import (
    MAX_TRINKETS,
    PUSH,
    RAZE_ROLL,
    Player,
    is_monster,
    pair,
)
from engine.dicedemons.moves import centre_space, enter, with_player

if TYPE_CHECKING:
    from engine.dicedemons.state import DiceDemonsState


def roll_winner(st: DiceDemonsState, attacker: int, defender: int,
                values: tuple[int, ...]) -> int | None:
    """The winning party for thrown ``values`` (attacker's dice first), None for a rerolled tie."""
    n = st.party_dice(attacker)
    a, d = sum(values[:n]), sum(values[n:])
    if a > d:
        return attacker
    if d > a:
        return defender
    if is_monster(attacker):
        return attacker
    if is_monster(defender):
        return defender
    return None


# ------------------------------------------------------------------------------ settlement


def settle(st: DiceDemonsState, attacker: int, defender: int, winner: int) -> DiceDemonsState:
    """Carry out the result of a fight; pushes and wall removal are queued as tasks."""
    loser = defender if winner == attacker else attacker
    st = st._replace(fought=(*st.fought, pair(attacker, defender)))
    if is_monster(loser):
        monsters = tuple(m for m in st.monsters if m.id != loser)
        players = st.players
        w = players[winner]
        if not w.trinket and st.trinkets_in_play() < MAX_TRINKETS:
            players = with_player(st, winner, Player(w.space, w.dice, True, w.prev, w.stamp))
        return st._replace(monsters=monsters, players=players)
    beaten = st.players[loser]
    players = st.players
    if beaten.trinket and not is_monster(winner) and not players[winner].trinket:
        w = players[winner]
        players = with_player(st, winner, Player(w.space, w.dice, True, w.prev, w.stamp))
    st = st._replace(players=players)
    tasks: list[tuple[str | int, ...]] = []
    if beaten.dice == 0:
        st = st._replace(players=with_player(
            st, loser, Player(beaten.space, 0, False, beaten.prev, beaten.stamp)))
        st = enter(st, loser, centre_space(st, loser))
    else:
        st = st._replace(players=with_player(
            st, loser, Player(beaten.space, beaten.dice - 1, False, beaten.prev, beaten.stamp)))
        if not is_monster(winner):
            tasks.append((PUSH, loser, winner))
        elif is_monster(attacker):
            mover = st.monster(attacker).mover
            chooser = mover if 0 <= mover < len(st.players) and not st.players[mover].out \
                else st.turn
            tasks.append((PUSH, loser, chooser))
        else:
            back = beaten.prev
            if back >= 0 and st.can_enter(loser, back) and st.is_free(back):
                st = enter(st, loser, back)
    if not is_monster(winner) and loser in st.walls:
        tasks.append((RAZE_ROLL, winner, loser))
    if tasks:
        st = st._replace(tasks=(*tasks, *st.tasks))
    return st
