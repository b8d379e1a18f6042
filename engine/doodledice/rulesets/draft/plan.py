"""How the AI judges a draft in progress (the draft dice rule): the plan behind its picks.

During the draft nothing fights yet, so the evaluation's usual terms see only reserve dice at
their sides, and a one-step judge takes the biggest die that fits, every time. That is the
greedy yardstick's draft. The levels that judge with ``Weights.draft`` above 0 add a plan:

* **Every side will be filled**, so a pick is not worth its sides now: a seat counts the
  sides it has plus the sides it can still reach exactly from the dice left
  (``reachable``). A pick that leaves a gap no die left can fill (a gap of 2 sides, or of 6
  with no d6 left) loses those sides for the whole game.
* **Quality over size**: what a die adds beyond its sides (``die_worth``): big dice make
  cores that struggle hard and weapons that hit hard, and a core's colour gives its power
  (blue armour and red's bonus grow with the core's size; a hybrid may choose).
* **Denial**: the seat to pick next is credited with half the worth of the best die it can
  take, so taking the die the opponent wants most counts.
"""

from __future__ import annotations

from engine.doodledice.forces import DieChoice
from engine.doodledice.position import DoodleState
from engine.doodledice.rulesets.draft import rules as draft

BIG = 0.15
"""Worth per side of a die beyond its sides (bigger dice hit and last longer)."""
COLOUR_WORTH: dict[str, float] = {
    "blue": 2.0, "red": 1.5, "yellow": 1.0, "green": 1.0, "black": 0.75, "white": 0.75,
    "pink": 0.75, "orange": 0.75, "brown": 0.75, "purple": 0.5, "gray": 0.5, "colorless": 0.5,
}
"""What a core's colour adds, per 10 sides of the die (powers grow with the core's size)."""
HYBRID_CHOICE = 0.25
"""A hybrid's free choice of colour, per 10 sides."""
DENIAL = 0.5
"""Share of the next picker's best die credited to it."""


def die_worth(d: DieChoice) -> float:
    """What ``d`` is worth to its picker beyond its sides."""
    colour = max(COLOUR_WORTH.get(c, 0.5) for c in d.colours)
    if len(d.colours) > 1:
        colour += HYBRID_CHOICE
    return BIG * d.sides + colour * d.sides / 10


def reachable(room: int, left: list[int]) -> int:
    """The most sides up to ``room`` that some of the dice ``left`` (their sides) add up to."""
    if room <= 0:
        return 0
    mask = (1 << (room + 1)) - 1
    sums = 1
    for sides in left:
        sums = (sums | (sums << sides)) & mask
        if sums >> room & 1:
            return room
    return sums.bit_length() - 1


def plan_values(st: DoodleState, weight: float) -> list[float]:
    """Per seat, what the plan adds to the evaluation's material in a draft position."""
    left = [d.sides for d in st.collection if d is not None]
    values = [0.0] * st.num_seats
    for seat in range(st.num_seats):
        if st.out[seat]:
            continue
        room = draft.room(st, seat)
        values[seat] += reachable(room, left)
    for d in st.dice:
        values[d.owner] += weight * die_worth(DieChoice(d.sides, d.colours))
    if draft.decided(st) and not st.out[st.seat]:
        room = draft.room(st, st.seat)
        best = max((die_worth(d) for d in st.collection if d is not None and d.sides <= room),
                   default=0.0)
        values[st.seat] += weight * DENIAL * best
    return values


__all__ = ["BIG", "COLOUR_WORTH", "DENIAL", "die_worth", "plan_values", "reachable"]
