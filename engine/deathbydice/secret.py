"""The secret set-up of Death by Dice: the die that picks random characters, each seat's
throw and placement, and the reveal (lowest total starts; a shared lowest total rerolls all).

Why its own module: the set-up is a small game of its own with its own hiding rules
(``view``), and both the first game and every later game of a match go
through it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core import IllegalAction
from engine.deathbydice.actions import Place
from engine.deathbydice.ending import check_end, pass_turn
from engine.deathbydice.model import (
    ABILITIES,
    BOSSES,
    COMBAT,
    OVER,
    PLACE,
    SETUP_ROLL,
    Fighter,
    with_values,
)
from engine.deathbydice.roster import BOSS_KEY, HEROES, MINIONS

if TYPE_CHECKING:
    from engine.deathbydice.state import DeathByDiceState as St


def has_rolled(st: St, seat: int) -> bool:
    """Whether ``seat`` has thrown its set-up dice in this set-up round."""
    if st.phase == PLACE:
        return seat <= st.setup_seat
    if st.phase == SETUP_ROLL:
        return seat < st.setup_seat
    return st.phase == COMBAT or st.phase == OVER


def view(st: St, seat: int) -> St:
    """What ``seat`` may see: during the secret set-up, every other seat's rolled values
    and placements are removed (their dice show as not placed yet)."""
    if st.phase not in (SETUP_ROLL, PLACE):
        return st
    hide = tuple(s != seat and has_rolled(st, s) for s in range(st.num_seats))
    if not any(hide):
        return st
    fighters = tuple(f if not hide[f.seat] else Fighter(f.board, f.seat, (0,) * 6, f.out)
                     for f in st.fighters)
    pools = tuple(() if hide[f.seat] else p for f, p in zip(st.fighters, st.pools, strict=True))
    return st._replace(fighters=fighters, pools=pools,
                       hidden=tuple(a or b for a, b in zip(st.hidden, hide, strict=True)))


def hides_from(st: St, seat: int) -> bool:
    """True during the secret set-up once another seat has thrown its dice: that seat's
    values and placement are kept from ``seat`` until the reveal."""
    if st._outcome is not None or st.phase not in (SETUP_ROLL, PLACE):
        return False
    return any(s != seat and has_rolled(st, s) for s in range(st.num_seats))


def build_fighters(scenario: int, picks: tuple[int, ...]) -> tuple[Fighter, ...]:
    """The characters in table order, dice not yet placed.

    Free for all: one per seat. Bosses & Minions: the boss (seat 0), then each hero followed by
    the minion set against it: boss, hero 1, minion 1, hero 2, minion 2...
    """
    blank = (0,) * len(ABILITIES)
    if scenario != BOSSES:
        return tuple(Fighter(HEROES[p], s, blank) for s, p in enumerate(picks))
    out = [Fighter(BOSS_KEY, 0, blank)]
    for s in range(1, len(picks)):
        out.append(Fighter(HEROES[picks[s]], s, blank))
        out.append(Fighter(MINIONS[s - 1], 0, blank))
    return tuple(out)


def random_seats(st: St) -> list[int]:
    """Seats whose character a die must still pick."""
    first = 1 if st.scenario == BOSSES else 0
    return [s for s in range(first, len(st.picks)) if st.picks[s] < 0]


# -------------------------------------------------------------------------------- set-up


def setup_rolled(st: St, values: tuple) -> St:
    pools = list(st.pools)
    it = iter(values)
    for i in st.fighters_of(st.setup_seat):
        pools[i] = tuple(sorted((size, int(next(it))) for size in st.board(i).sizes if size))
    return auto_place(st._replace(pools=tuple(pools), phase=PLACE))


def auto_place(st: St) -> St:
    """Place every value whose place is forced; when the seat has nothing left to place, move
    on."""
    st = fill_forced(st)
    if any(st.pools[i] for i in st.fighters_of(st.setup_seat)):
        return st
    if st.setup_seat + 1 < st.num_seats:
        return st._replace(phase=SETUP_ROLL, setup_seat=st.setup_seat + 1)
    return reveal(st)


def fill_forced(st: St) -> St:
    """Place every value whose place is forced (one free ability of its size, or all values of
    that size equal)."""
    fighters = st.fighters
    pools = list(st.pools)
    for i in st.fighters_of(st.setup_seat):
        board = st.board(i)
        pool = list(pools[i])
        for size in sorted({s for s, _ in pool}):
            free = [a for a in range(len(ABILITIES))
                    if board.sizes[a] == size and not fighters[i].values[a]]
            vals = sorted(v for s, v in pool if s == size)
            if len(free) == 1 or len(set(vals)) == 1:
                fighters = with_values(fighters, i, dict(zip(free, vals, strict=True)))
                pool = [(s, v) for s, v in pool if s != size]
        pools[i] = tuple(pool)
    return st._replace(fighters=fighters, pools=tuple(pools))


def draft(st: St, places: Sequence[Place]) -> St:
    """The placing seat's position after ``places`` (Place actions in order), each followed by
    the forced placements, but never moving on: a board shows a player's placement in progress
    with it and checks the next drop (``draft_problem``) before anything is committed. Raises
    IllegalAction with ``apply``'s own sentence for a refused placement."""
    if st.phase != PLACE:
        raise IllegalAction("The dice have all been placed.")
    for action in places:
        problem = place_problem(st, action)
        if problem:
            raise IllegalAction(problem)
        st = fill_forced(placed(st, action))
    return st


def draft_problem(st: St, action: Place) -> str | None:
    """Why ``action`` cannot be placed in a ``draft`` position (None when it can)."""
    if st.phase != PLACE:
        return "The dice have all been placed."
    return place_problem(st, action)


def place(st: St, action: Place) -> St:
    problem = place_problem(st, action)
    if problem:
        raise IllegalAction(problem)
    return auto_place(placed(st, action))


def placed(st: St, action: Place) -> St:
    """``action``'s value stands in front of its ability (checked already)."""
    i, a, v = action.fighter, action.ability, action.value
    size = st.board(i).sizes[a]
    pool = list(st.pools[i])
    pool.remove((size, v))
    pools = st.pools[:i] + (tuple(pool),) + st.pools[i + 1:]
    return st._replace(fighters=with_values(st.fighters, i, {a: v}), pools=pools)


def place_problem(st: St, action: Place) -> str | None:
    i, a, v = action.fighter, action.ability, action.value
    if not all(type(x) is int for x in (i, a, v)):
        return "That placement is not in the expected form."
    if not 0 <= i < len(st.fighters) or st.fighters[i].seat != st.setup_seat:
        return "You can only place the dice of your own characters."
    if not 0 <= a < len(ABILITIES) or not st.board(i).sizes[a]:
        return "That ability has no die."
    if st.fighters[i].values[a]:
        return f"A die already stands in front of {ABILITIES[a]}."
    size = st.board(i).sizes[a]
    if (size, v) not in st.pools[i]:
        return f"You have no d{size} showing {v} left to place on {ABILITIES[a]}."
    return None


def reveal(st: St) -> St:
    """All placed: reveal; the lowest total starts, unless it is shared (then all reroll)."""
    totals = [f.total for f in st.fighters]
    low = min(totals)
    if totals.count(low) > 1:
        blank = tuple(Fighter(f.board, f.seat, (0,) * 6) for f in st.fighters)
        return st._replace(fighters=blank, pools=((),) * len(blank), phase=SETUP_ROLL,
                           setup_seat=0)
    st = check_end(st._replace(phase=COMBAT, turn=totals.index(low), attack=None))
    if st.phase == COMBAT and st.fighters[st.turn].out:
        return pass_turn(st)
    return st
