"""The end of a Death by Dice combat, the result of a game and of the match, and resigning.

Step 8 of every attack lives here: knock-outs (Bosses & Minions), the end-of-combat test, who
won, and whether the match goes on to another game (back to the secret set-up) or is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import engine.deathbydice.combat as combat
from engine.core import EndReason, IllegalAction, Outcome, Resign
from engine.deathbydice.model import (
    BOSSES,
    MINION,
    OVER,
    SETUP_ROLL,
    Fighter,
    set_fighter,
)
from engine.deathbydice.numbers import QUIET_ROUNDS as QUIET_ROUNDS  # read here by the state
from engine.deathbydice.roster import BOARDS

if TYPE_CHECKING:
    from engine.deathbydice.state import DeathByDiceState as St


def pass_turn(st: St) -> St:
    """The turn passes without anything that could end the combat having changed (the AI's
    look at an attack that took no die)."""
    return _pass_turn(st)


def _pass_turn(st: St) -> St:
    """Play passes along the table to the next fighter not knocked out."""
    n = len(st.fighters)
    turn = st.turn
    for step in range(1, n + 1):
        nxt = (turn + step) % n
        if not st.fighters[nxt].out:
            return st._replace(turn=nxt)
    return st  # unreachable: the end check stops a combat with nobody left


# ---------------------------------------------------------------------- end and match


def stalled(st: St) -> bool:
    """Whether ``QUIET_ROUNDS`` rounds have passed with no die falling."""
    in_play = sum(1 for f in st.fighters if not f.out)
    return st.quiet >= QUIET_ROUNDS * max(1, in_play)


def check_end(st: St) -> St:
    """Step 8: knock out (Bosses & Minions), then end the combat if the rules say so."""
    fighters = st.fighters
    if st.scenario == BOSSES:
        changed = True
        while changed:
            changed = False
            order = sorted(range(len(fighters)),
                           key=lambda i: 0 if BOARDS[fighters[i].board].role == MINION else 1)
            for i in order:
                f = fighters[i]
                if f.out or combat.is_boss(f):
                    continue
                if not combat.can_attack(fighters, st.scenario, i):
                    fighters = set_fighter(fighters, i, out=True)
                    changed = True
        st = st._replace(fighters=fighters)
        boss = next(i for i, f in enumerate(fighters) if combat.is_boss(f))
        heroes_left = any(combat.is_hero(f) and not f.out for f in fighters)
        if heroes_left and combat.can_attack(fighters, st.scenario, boss) and not stalled(st):
            return st
        sides = [0, 0]
        for f in fighters:
            sides[combat.side(f)] += f.total
        if sides[0] == sides[1]:
            winners: tuple[int, ...] = ()
        elif sides[0] > sides[1]:
            winners = tuple(s for s in range(1, st.num_seats))
        else:
            winners = (0,)
        return _game_over(st, winners)
    if (all(combat.can_attack(fighters, st.scenario, i) for i in range(len(fighters)))
            and not stalled(st)):
        return st
    totals = [f.total for f in fighters]
    best = max(totals)
    leaders = [fighters[i].seat for i, t in enumerate(totals) if t == best]
    return _game_over(st, tuple(leaders) if len(leaders) == 1 else ())


def _game_over(st: St, winners: tuple[int, ...]) -> St:
    results = st.results + (winners,)
    st = st._replace(results=results, attack=None, quiet=0,
                     last_boards=tuple(f.values for f in st.fighters))
    sides = _side_wins(st, results)
    games = len(results)
    decided = games >= st.match_games or max(sides.values()) * 2 > st.match_games
    if not decided:
        blank = tuple(Fighter(f.board, f.seat, (0,) * 6) for f in st.fighters)
        return st._replace(fighters=blank, pools=((),) * len(blank), phase=SETUP_ROLL,
                           setup_seat=0, turn=0)
    top = max(sides.values())
    leaders = [k for k, v in sides.items() if v == top]
    if len(leaders) > 1:
        return st._replace(phase=OVER, _outcome=Outcome((), EndReason.DRAW, "The match is drawn."))
    win_seats = leaders[0]
    detail = "wins the match" if st.match_games > 1 else "wins the game"
    return st._replace(phase=OVER, _outcome=Outcome(win_seats, EndReason.VICTORY, detail))


def _side_wins(st: St, results: tuple[tuple[int, ...], ...]) -> dict[tuple[int, ...], int]:
    """Games won per side: each seat alone, or in Bosses & Minions the boss seat against all
    hero seats together."""
    if st.scenario == BOSSES:
        sides = {(0,): 0, tuple(range(1, st.num_seats)): 0}
    else:
        sides = {(s,): 0 for s in range(st.num_seats)}
    for winners in results:
        if winners:
            sides[winners] = sides.get(winners, 0) + 1
    return sides


def resign(st: St, action: Resign) -> St:
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < st.num_seats:
        raise IllegalAction("There is no such player.")
    if st.scenario == BOSSES:
        winners = tuple(range(1, st.num_seats)) if seat == 0 else (0,)
    else:
        winners = tuple(s for s in range(st.num_seats) if s != seat)
    name = st.seat_name(seat)
    return st._replace(phase=OVER, attack=None,
                       _outcome=Outcome(winners, EndReason.RESIGNATION, f"{name} resigned."))
