"""Fights: who fights whom next, the exact odds, and what winning and losing do.

Order. At the combat step every space holding a player and another party fights. The party that
arrived last attacks; on a crowded space it takes on every other party in turn, monsters first,
then players, each group by arrival. Spaces are settled in the order their attackers arrived.
Fights are found afresh after each one (a pushed, killed or sent-home party changes the picture),
and each pair fights at most once per combat step (``state.fought``), so a loser who could not be
pushed away is not beaten twice in one turn.

Odds are exact: sums of up to three d6 are enumerated once and cached, so the UI can show the
chances before the dice are thrown and the rules can skip rolls whose result is certain.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from engine.dicedemons.model import (
    MAX_TRINKETS,
    MONSTER_DICE,
    PUSH,
    RAZE_ROLL,
    Player,
    is_monster,
)
from engine.dicedemons.moves import centre_space, enter, with_player

if TYPE_CHECKING:
    from engine.dicedemons.state import DiceDemonsState


def pair(a: int, b: int) -> tuple[int, int]:
    """A fight's pair of parties in a fixed order (for ``fought``)."""
    return (a, b) if a < b else (b, a)


def party_dice(st: DiceDemonsState, party: int) -> int:
    """Dice a party rolls: two for a monster, the dice held for a player."""
    return MONSTER_DICE if is_monster(party) else st.players[party].dice


def _stamp(st: DiceDemonsState, party: int) -> int:
    return st.monster(party).stamp if is_monster(party) else st.players[party].stamp


def next_fight(st: DiceDemonsState) -> tuple[int, int] | None:
    """(attacker, defender) of the next fight to settle, or None when every meeting is done."""
    people, beasts = st._occ()
    fought = set(st.fought)
    best: tuple[int, int, int] | None = None  # (attacker's stamp, attacker, defender)
    for space, seats in people.items():
        parties = [*seats, *beasts.get(space, ())]
        if len(parties) < 2:
            continue
        by_arrival = sorted(parties, key=lambda q: _stamp(st, q))
        for attacker in reversed(by_arrival):
            others = [q for q in by_arrival if q != attacker]
            order = [q for q in others if is_monster(q)] + [q for q in others
                                                            if not is_monster(q)]
            found = next((q for q in order
                          if (not is_monster(q) or not is_monster(attacker))
                          and pair(attacker, q) not in fought), None)
            if found is not None:
                stamp = _stamp(st, attacker)
                if best is None or stamp < best[0]:
                    best = (stamp, attacker, found)
                break
    return None if best is None else (best[1], best[2])


# ------------------------------------------------------------------------------------ odds


@cache
def sum_counts(n: int) -> tuple[int, ...]:
    """How many ways ``n`` d6 make each total (index = total)."""
    counts = [1]
    for _ in range(n):
        nxt = [0] * (len(counts) + 6)
        for total, ways in enumerate(counts):
            if ways:
                for face in range(1, 7):
                    nxt[total + face] += ways
        counts = nxt
    return tuple(counts)


@cache
def beat_chance(a_dice: int, b_dice: int) -> tuple[Fraction, Fraction]:
    """(P(a's total > b's), P(a's total == b's)) for ``a_dice`` d6 against ``b_dice`` d6."""
    ca, cb = sum_counts(a_dice), sum_counts(b_dice)
    total = 6 ** (a_dice + b_dice)
    greater = equal = 0
    for x, wa in enumerate(ca):
        if not wa:
            continue
        for y, wb in enumerate(cb):
            if wb:
                if x > y:
                    greater += wa * wb
                elif x == y:
                    equal += wa * wb
    return Fraction(greater, total), Fraction(equal, total)


def win_chance(a_dice: int, b_dice: int, a_monster: bool, b_monster: bool) -> Fraction:
    """Exact chance that attacker ``a`` beats defender ``b``.

    Monster against player: the monster wins ties. Player against player: ties are rerolled
    until someone wins, and if neither holds a die the attacker wins.
    """
    if a_monster or b_monster:
        if a_monster:
            win, tie = beat_chance(a_dice, b_dice)
            return win + tie
        win, _ = beat_chance(a_dice, b_dice)
        return win
    if a_dice == 0 and b_dice == 0:
        return Fraction(1)
    win, tie = beat_chance(a_dice, b_dice)
    return win / (1 - tie)


def attacker_chance(st: DiceDemonsState, attacker: int, defender: int) -> Fraction:
    """Exact chance the attacker wins this fight in this state."""
    return win_chance(party_dice(st, attacker), party_dice(st, defender), is_monster(attacker),
                      is_monster(defender))


def roll_winner(st: DiceDemonsState, attacker: int, defender: int,
                values: tuple[int, ...]) -> int | None:
    """The winning party for thrown ``values`` (attacker's dice first), None for a rerolled tie."""
    n = party_dice(st, attacker)
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
