"""What the fortress powers are worth to the evaluation, beyond the material it already counts.

Why: the search judges a choice by the position it leads to; without these terms Chilling
Defence would look free (so the AI would spend it on the first scratch), and a chilled or
heartbroken monster would look as dangerous as one that acts. The sizes are in the
evaluation's units (a side of a die, a point of life):

- an unspent Chilling Defence this round is worth ``CHILL_KEPT``: the AI spends it only on an
  attack likely to do more than that (a part lost, a big blow);
- a monster without actions (chilled for its next turn, heartbroken this round) costs its
  owner ``STUNNED``;
- while a Sigil Shield covers a seat, each side of its active dice, up to ``SIGIL_HAND``
  sides, is worth ``SIGIL_DIE`` more (a die in hand is also a shield in reserve): the AI burns
  one to save a part, not to spare a part a scratch. Why the cap: on every side, the premium
  made an unsketched die worth more than most parts, and the AI went into its first two
  combats with every die in hand and no monster at all (``docs/balance.md``). A
  die or two in hand is a ward; more is a missing monster;
- poison waiting for the end of combat counts as the damage it will do;
- a core taken up as a weapon counts three quarters of its sides (a little over its average
  roll: the search must see it beat a sure struggle) until it strikes: otherwise taking it
  up looks like nothing next to a sure struggle, and a short search never finds the better
  blow behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.rulesets.structures.places import FORTRESS, helps
from engine.doodledice.tables import BLUE, PURPLE

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

CHILL_KEPT = 12.0
STUNNED = 3.0
SIGIL_DIE = 0.75
SIGIL_HAND = 12


def fortress_values(st: DoodleState) -> list[float]:
    """Per seat, the fortress terms above."""
    values = [0.0] * st.num_seats
    f = st.fort
    for seat in st.alive():
        if seat not in f.chilled and helps(st, seat, FORTRESS, BLUE, None):
            values[seat] += CHILL_KEPT
        if helps(st, seat, FORTRESS, PURPLE, None) or any(
                helps(st, seat, FORTRESS, PURPLE, m) for m in st.monsters_of(seat)):
            values[seat] += SIGIL_DIE * min(SIGIL_HAND, sum(d.sides for d in st.active(seat)))
    for mid in {*f.frozen, *f.heartbroken}:
        m = st.find_monster(mid)
        if m is not None:
            values[m.owner] -= STUNNED
    wielder = st.find_monster(f.wielding) if f.wielding >= 0 else None
    if wielder is not None:
        values[wielder.owner] += 0.75 * st.core_sides(wielder)
    for poisoner, victim in f.poisoned:
        m, p = st.find_monster(victim), st.find_monster(poisoner)
        if m is not None and p is not None:
            values[p.owner] += 0.5 * len(m.parts)
    return values


__all__ = ["CHILL_KEPT", "SIGIL_DIE", "SIGIL_HAND", "STUNNED", "fortress_values"]
