"""Read-only questions about a 66d6 state that both the rules and the UI ask.

Which dice to roll and what the game is waiting for (what a battle result may do and who may
be slain are lookups of the state itself). Kept apart from ``rules.py`` so each module stays small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import DieSpec, IllegalAction, RollRequest
from engine.numbers import spelled
from engine.sixtysix.board import DEATH, DEVIL, HOME_NAMES, SIDE_NAMES, SIDE_TITLES
from engine.sixtysix.model import PER_SIDE, Phase
from engine.sixtysix.numbers import DIE_SIDES, SACRIFICE_GIFTS, SETUP_PER_FIELD

if TYPE_CHECKING:
    from engine.sixtysix.state import SixtySixState


def waiting_for(st: SixtySixState) -> str:
    """A sentence saying what the game waits for (used to explain out-of-turn actions)."""
    phase = st.phase
    actor = SIDE_TITLES[1 - st.turn_side]
    if phase is Phase.ACT:
        return f"It is {SIDE_NAMES[st.turn_side]}'s turn to act."
    if phase is Phase.DEFEND:
        return f"{actor} must first choose a defender."
    if phase is Phase.ATTACKER_RESULT:
        return f"{SIDE_TITLES[st.turn_side]} must first decide where the attacker goes."
    if phase is Phase.DEFENDER_RESULT:
        return f"{actor} must first decide where the defender goes."
    if phase is Phase.KILL:
        return f"{actor} must first choose which minions die."
    if phase is Phase.OVER:
        return "The game is over."
    return "The dice must be rolled first."


def roll_request(st: SixtySixState) -> RollRequest:
    """The dice to throw now, labelled by where each one lands."""
    if st.phase is Phase.SETUP_ROLL:
        side = DEATH if st.pending[0] < PER_SIDE else DEVIL
        labels = st.setup_labels()
        home_count = labels.count(HOME_NAMES[side])
        reason = (f"{SIDE_TITLES[side]}'s army takes the field: {spelled(SETUP_PER_FIELD)} "
                  f"minions onto each field of its first row, the other {home_count} into "
                  f"{HOME_NAMES[side]}.")
        return RollRequest(tuple(DieSpec.d(DIE_SIDES, lab) for lab in labels), reason, side)
    if st.phase is not Phase.ROLL:
        raise IllegalAction("No dice need rolling now.")
    sides = [st.minion(i).side for i in st.pending]
    kind = st.roll_kind
    if kind == "sacrifice":
        labels = ("to Purgatory",) * SACRIFICE_GIFTS + ("in Hell",) * (len(sides) - SACRIFICE_GIFTS)
        reason = (f"Sacrifice: {spelled(SACRIFICE_GIFTS)} minions roll into Purgatory for Death; "
                  "the rest of Hell is rerolled.")
    elif kind == "infiltrate":
        labels = ("to Hell",) + ("in Hell",) * (len(sides) - 1)
        reason = "Infiltration: every minion in Hell is rerolled, the newcomer included."
    elif kind == "slaughter":
        labels = tuple(f"to {HOME_NAMES[s]}" for s in sides)
        reason = (f"{SIDE_TITLES[st.turn_side]}'s slaughterer retreats into "
                  f"{HOME_NAMES[st.turn_side]} and is rerolled.")
    else:
        labels = tuple(f"to {HOME_NAMES[s]}" for s in sides)
        n = len(sides)
        reason = f"The battle sends {'a minion' if n == 1 else 'two minions'} home rerolled."
    seat = sides[0] if len(set(sides)) == 1 else None
    return RollRequest(tuple(DieSpec.d(DIE_SIDES, lab) for lab in labels), reason, seat)
