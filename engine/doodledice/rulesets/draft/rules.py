"""Draft dice (alternate rule): one shared collection of dice, picked one at a time.

How it runs as states: with the ``draft`` option the game opens in ``Phase.DRAFT``. Dice are
thrown first (a chance step): three d20s seed the collection when the set-up did not bring
one, and every seat throws a d6 for first pick (a tie throws again among the tied seats
only). Then the seat to pick sends ``Pick(place)``; picks go round in seat order from the
first picker (plain alternation, as the rulebook says: one die each in turn). A seat whose
budget is met, or that cannot take any die left without going over, is skipped. When nobody
can pick, the dice left are set aside and round 1's gather phase begins.

Why the collection is its own field (``DoodleState.collection``, a place per die, ``None``
once taken) and not dice with an owner: a die's id is its index in ``dice`` and every owned
die has an owner; unowned dice there would need a special owner everywhere dice are read.
A picked die joins ``dice`` as a new reserve die of its picker, and its place in the
collection stays empty, so the dice still on the table never move under a player's pointer.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.core import DieSpec, IllegalAction, RollRequest
from engine.doodledice.forces import (
    HYBRID_SHARE,
    MAX_FORCE_DICE,
    DieChoice,
    add_force,
    die_problem,
    strange_variants,
)
from engine.doodledice.model import Phase
from engine.doodledice.rulesets.structures.places import is_castle_die
from engine.doodledice.tables import COLOUR_KEYS, D100, MAX_BIG, MAX_SMALL

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

COLLECTION_DICE = 3
"""d20s thrown to lay out a random collection."""
FIRST_PICK_SIDES = 6
"""Each seat throws a d6 for first pick."""
COLLECTION_SHARE = 1.5
"""A random collection holds about this many times the sides all the players may take."""
MAX_COLLECTION_DICE = 3 * MAX_FORCE_DICE
"""The most dice a collection brought by the set-up may hold."""
_SMALL_PER_SEAT = {4: 4, 6: 3}
"""Small dice every random collection has per seat, so budgets can be met exactly."""
_KIND_WEIGHTS = {4: 2, 6: 3, 8: 4, 10: 3, 12: 3, 20: 2}
"""How often each kind is drawn into the rest of a random collection."""

Collection = tuple[DieChoice | None, ...]


# ------------------------------------------------------------------------------- the dice


def random_collection(seed: int | str, budget: int, seats: int, strange: int = 0,
                      d100: int = 0) -> tuple[DieChoice, ...]:
    """About 1.5 x seats x budget sides of dice, sorted by size then colour; with strange dice
    some of them odd, small or big (as many small and big as the forces' caps for every seat),
    with stratagems & fortresses a d100 per seat from 200 sides (two from 300).

    Why the fixed small dice: the last picks of a seat need small dice to land exactly on the
    budget (every kind has an even number of sides, so a gap of 2 can never be filled, and a
    gap of 4 or 6 only with a d4 or d6); a few per seat are always there."""
    rng = random.Random(f"doodle-collection:{seed}:{budget}:{seats}")
    target = int(COLLECTION_SHARE * budget * seats)
    out: list[DieChoice] = []
    for sides, count in _SMALL_PER_SEAT.items():
        out += [_random_die(rng, sides) for _ in range(count * seats)]
    total = sum(d.sides for d in out)
    kinds = sorted(_KIND_WEIGHTS)
    hundreds = (2 if budget >= 300 else 1 if budget >= 200 else 0) if d100 else 0
    out += [_random_die(rng, D100) for _ in range(hundreds * seats)]
    total = sum(d.sides for d in out)
    while total < target:
        sides = rng.choices(kinds, weights=[_KIND_WEIGHTS[k] for k in kinds])[0]
        out.append(_random_die(rng, sides))
        total += sides
    if strange:
        out = list(strange_variants([d for d in out if d.sides != D100], rng,
                                    MAX_SMALL * seats, MAX_BIG * seats)) + \
            [d for d in out if d.sides == D100]
    out.sort(key=lambda d: (d.sides, d.colours, d.size))
    return tuple(out)


def _random_die(rng: random.Random, sides: int) -> DieChoice:
    if rng.random() < HYBRID_SHARE and sides != D100:
        return DieChoice(sides, tuple(rng.sample(COLOUR_KEYS, 2)))
    return DieChoice(sides, (rng.choice(COLOUR_KEYS),))


def collection_problem(dice: Any, budget: int, seats: int, strange: int = 0,
                       d100: int = 0) -> str | None:
    """None when ``dice`` (DieChoices) can be laid out as a shared collection for ``seats``
    players of ``budget`` sides each, else why not.

    Why enough sides for every budget: the rulebook takes a collection big enough for the
    game for granted; a smaller one would leave the last pickers short before play begins."""
    if not isinstance(dice, tuple) or not dice:
        return "The shared collection needs at least one die."
    if len(dice) > MAX_COLLECTION_DICE:
        return f"The shared collection may hold at most {MAX_COLLECTION_DICE} dice."
    for d in dice:
        if not isinstance(d, DieChoice):
            return "The shared collection holds something that is not a die."
        problem = die_problem(d.sides, d.colours, d.size, strange, d100)
        if problem:
            return problem
    total = sum(d.sides for d in dice)
    if total < budget * seats:
        return (f"The shared collection has {total} sides, fewer than the {budget * seats} "
                f"that {seats} players of {budget} sides need.")
    return None


# ---------------------------------------------------------------------------- queries


def taken_sides(st: DoodleState, seat: int) -> int:
    """Sides of the dice ``seat`` has picked so far (every die it owns during the draft but
    take the castle's free d100, which is outside the budget)."""
    return sum(d.sides for d in st.dice if d.owner == seat and not is_castle_die(d))


def room(st: DoodleState, seat: int) -> int:
    """Sides ``seat`` may still take."""
    return st.budget - taken_sides(st, seat)


def can_pick(st: DoodleState, seat: int) -> bool:
    """``seat`` is in the game, under budget, and some die left fits."""
    if st.out[seat]:
        return False
    left = room(st, seat)
    return left > 0 and any(d is not None and d.sides <= left for d in st.collection)


def first_pick(st: DoodleState) -> int | None:
    """The seat that won the roll for first pick, or None while it is undecided (no roll yet,
    or a tie to throw again)."""
    rolled = [(v, s) for s, v in enumerate(st.rolls) if v > 0 and not st.out[s]]
    if not rolled:
        return None
    top = max(rolled)[0]
    best = [s for v, s in rolled if v == top]
    return best[0] if len(best) == 1 else None


def rolling_seats(st: DoodleState) -> tuple[int, ...]:
    """Seats throwing for first pick now: every seat in the game, or the tied ones."""
    rolled = [v for s, v in enumerate(st.rolls) if v > 0 and not st.out[s]]
    if not rolled:
        return st.alive()
    top = max(rolled)
    return tuple(s for s, v in enumerate(st.rolls) if v == top and not st.out[s])


def decided(st: DoodleState) -> bool:
    """The collection is on the table and first pick is known: picking may begin."""
    return bool(st.collection) and first_pick(st) is not None


def roll_request(st: DoodleState) -> RollRequest:
    dice: list[DieSpec] = []
    if not st.collection:
        dice += [DieSpec.d(20, "collection") for _ in range(COLLECTION_DICE)]
    seats = rolling_seats(st)
    dice += [DieSpec.d(FIRST_PICK_SIDES, st.seat_name(s)) for s in seats]
    why = "The dice lay out the shared collection and decide who picks first." \
        if not st.collection else "Each player throws a die: the highest picks first."
    if st.collection and max(st.rolls, default=0) > 0:
        why = "A tie for first pick: the tied players throw again."
    return RollRequest(tuple(dice), why)


# ---------------------------------------------------------------------------- changes


def start(st: DoodleState, collection: tuple[DieChoice, ...] = ()) -> DoodleState:
    """The draft opens: the collection the set-up brought (or none yet: dice will lay one
    out), nobody has thrown for first pick."""
    return st._replace(phase=Phase.DRAFT, pending=(), collection=tuple(collection),
                       rolls=(0,) * st.num_seats, seat=0)


def roll(st: DoodleState, values: tuple[int, ...]) -> DoodleState:
    """The collection laid out (when it is still to come) and the first-pick throws noted;
    the winner picks first (a tie waits for another throw)."""
    values = tuple(int(v) for v in values)
    if not st.collection:
        seed = "-".join(str(v) for v in values[:COLLECTION_DICE])
        pool = random_collection(seed, st.budget, st.num_seats, st.strange, st.structures)
        st = st._replace(collection=tuple(pool))
        values = values[COLLECTION_DICE:]
    seats = rolling_seats(st)
    rolls = [0] * st.num_seats
    for seat, value in zip(seats, values, strict=True):
        rolls[seat] = value
    st = st._replace(rolls=tuple(rolls))
    first = first_pick(st)
    if first is not None:
        st = st._replace(seat=first)
    return st


def pick(st: DoodleState, place: Any) -> DoodleState:
    """The seat to pick takes the die at ``place``; the next seat that can pick is up."""
    if st.phase is not Phase.DRAFT:
        raise IllegalAction("Dice are only picked during the draft, before the first round.")
    if type(place) is not int or not 0 <= place < len(st.collection):
        raise IllegalAction("There is no such die in the shared collection.")
    choice = st.collection[place]
    if choice is None:
        raise IllegalAction("That die has already been taken.")
    seat = st.seat
    left = room(st, seat)
    if choice.sides > left:
        have = st.budget - left
        raise IllegalAction(f"A d{choice.sides} would bring you to {have + choice.sides} "
                            f"sides, over the {st.budget} agreed ({left} left to take).")
    taken = list(st.collection)
    taken[place] = None
    st = add_force(st, seat, (choice,))._replace(collection=tuple(taken))
    return _next_picker(st, seat)


def _next_picker(st: DoodleState, after: int) -> DoodleState:
    """Plain alternation: the next seat round the table that can still pick (the same seat
    when nobody can: the draft is over, ``over``)."""
    seats = st.num_seats
    for step in range(1, seats + 1):
        seat = (after + step) % seats
        if can_pick(st, seat):
            return st._replace(seat=seat)
    return st


def over(st: DoodleState) -> bool:
    """First pick is known and nobody can pick any more."""
    return decided(st) and not any(can_pick(st, seat) for seat in range(st.num_seats))


def finish(st: DoodleState) -> DoodleState:
    """Nobody can pick: the dice left are set aside (the basic game opens the next phase)."""
    return st._replace(collection=(), rolls=(0,) * st.num_seats, seat=0)


def step(st: DoodleState) -> DoodleState | None:
    """The automatic step of the draft: skip a seat that cannot pick (it left the game, or
    its budget is met); None while a pick or dice are due."""
    if not decided(st):
        return None
    if can_pick(st, st.seat):
        return None
    return _next_picker(st, st.seat)


def picks(st: DoodleState) -> list[int]:
    """Places of the collection the seat to pick may take: one per kind of die (equal dice
    are interchangeable, so the choice stays short), the first place of each."""
    left = room(st, st.seat)
    seen: set[tuple] = set()
    out = []
    for place, d in enumerate(st.collection):
        if d is None or d.sides > left:
            continue
        key = (d.sides, d.colours, d.size)  # a small or big die is not a plain one
        if key not in seen:
            seen.add(key)
            out.append(place)
    return out


__all__ = ["COLLECTION_DICE", "COLLECTION_SHARE", "Collection", "FIRST_PICK_SIDES",
           "MAX_COLLECTION_DICE", "can_pick", "collection_problem",
           "decided", "finish", "first_pick", "over", "pick", "picks",
           "random_collection", "roll", "roll_request", "rolling_seats", "room", "start",
           "step", "taken_sides"]
