"""Read-only questions about a 66d6 state that both the rules and the UI ask.

What a battle result may do, where it sends the minion, who may be slain, which dice to roll and
what the game is waiting for. Kept apart from ``rules.py`` so each module stays small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import DieSpec, IllegalAction, RollRequest
from engine.numbers import spelled
from engine.sixtysix.board import DEATH, DEVIL, HOME, HOME_NAMES, SIDE_NAMES, SIDE_TITLES
from engine.sixtysix.model import PER_SIDE, Minion, Phase
from engine.sixtysix.numbers import DIE_SIDES, SACRIFICE_GIFTS, SETUP_PER_FIELD
from engine.sixtysix.tables import Result

if TYPE_CHECKING:
    from engine.sixtysix.state import SixtySixState

RESULT_PHASES = (Phase.ATTACKER_RESULT, Phase.DEFENDER_RESULT)


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


def kill_candidates(st: SixtySixState) -> tuple[int, ...]:
    """Victims the slaughtered side may pick now: its home first, else its battlefield."""
    victim = 1 - st.turn_side
    home = tuple(m.id for m in st.minions if m.side == victim and m.place == HOME)
    if home:
        return home
    return tuple(m.id for m in st.minions if m.side == victim)


def resolving(st: SixtySixState) -> tuple[Minion, Result]:
    b = st.battle
    assert b is not None
    if st.phase is Phase.ATTACKER_RESULT:
        assert b.attacker_result is not None
        return st.minion(b.attacker), b.attacker_result
    assert b.defender is not None and b.defender_result is not None
    return st.minion(b.defender), b.defender_result


def result_choices(st: SixtySixState) -> tuple[str, ...]:
    """Options for the result being resolved. Forced results get one private option name."""
    if st.phase not in RESULT_PHASES:
        return ()
    m, res = resolving(st)
    back = st.board.back_of(m.place, m.side)
    if res is Result.VICTORY:
        return ("stay", "back") if st.has_room(m.side, back) else ("stay",)
    if res is Result.EVADE:
        if back == HOME or not st.has_room(m.side, back):
            return ("home",)
        return ("back", "home")
    if res is Result.REVIVE:
        return ("keep", "reroll")
    if res is Result.RETREAT:
        return ("reroll",)
    if res is Result.DEATH:
        return ("die",)
    return ("defect",)


def result_destination(st: SixtySixState, option: str) -> int | None:
    """The place ``option`` sends the resolving minion to (None: leaves the game / not open)."""
    if option not in result_choices(st):
        return None
    m, _ = resolving(st)
    if option == "stay":
        return m.place
    if option == "back":
        return st.board.back_of(m.place, m.side)
    if option == "die":
        return None
    return HOME


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
