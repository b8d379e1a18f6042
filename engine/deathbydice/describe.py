"""One log line per action, in our own words. Secret set-up steps never show values."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Resign, Roll
from engine.deathbydice import combat
from engine.deathbydice.actions import (
    ATTACK_TYPES,
    Brace,
    DiscardDoubles,
    DiscardForLoss,
    Guard,
    NoDefence,
    Place,
)
from engine.deathbydice.model import ABILITIES, BOOSTED, COMPLEX, DRAW, SETUP_ROLL
from engine.deathbydice.roster import BOARDS, HEROES

if TYPE_CHECKING:
    from engine.deathbydice.state import DeathByDiceState


def _name(st: DeathByDiceState, fighter: int) -> str:
    return st.board(fighter).name


def _die(st: DeathByDiceState, fighter: int, ability: int) -> str:
    return f"{_name(st, fighter)}'s {ABILITIES[ability]}"


def describe(st: DeathByDiceState, action: Action) -> str:
    if isinstance(action, Resign):
        return f"{st.seat_name(action.seat)} gives up the match."
    if isinstance(action, Roll):
        return _describe_roll(st, action)
    if isinstance(action, Place):
        return f"{st.seat_name(st.setup_seat)} places a die in secret."
    if isinstance(action, ATTACK_TYPES):
        kind, dice, assistant, target, ability = combat.attack_parts(action)
        me = st.turn
        names = " and ".join(ABILITIES[d] for d in dice)
        what = {"ability": "an ability attack", BOOSTED: "a boosted attack",
                COMPLEX: "a complex attack"}[kind]
        extra = f", boosted by {ABILITIES[assistant]}" if kind == BOOSTED else ""
        return (f"{_name(st, me)} makes {what} with {names}{extra} on "
                f"{_die(st, target, ability)} ({st.fighters[target].values[ability]}).")
    attack = st.attack
    if isinstance(action, NoDefence) and attack is not None:
        return f"{_name(st, attack.target)} does not defend."
    if isinstance(action, Brace) and attack is not None:
        return f"{_name(st, attack.target)} braces with {ABILITIES[action.ability]}."
    if isinstance(action, Guard) and attack is not None:
        names = " and ".join(ABILITIES[a] for a in action.abilities)
        return f"{_name(st, attack.target)} guards with {names}."
    if isinstance(action, DiscardDoubles) and attack is not None:
        names = " and ".join(ABILITIES[a] for a in action.abilities)
        return f"{_name(st, attack.attacker)} discards the doubles on {names}."
    if isinstance(action, DiscardForLoss) and attack is not None:
        return (f"{_name(st, attack.attacker)} pays for the lost attack with "
                f"{ABILITIES[action.ability]}.")
    return f"{action.kind}"


def _describe_roll(st: DeathByDiceState, action: Roll) -> str:
    faces = ", ".join(str(v) for v in action.values)
    if st.phase == DRAW:
        seats = [s for s in range(len(st.picks)) if st.picks[s] < 0]
        picked = ", ".join(f"{st.seat_name(s)} plays {BOARDS[HEROES[int(v) - 1]].name}"
                           for s, v in zip(seats, action.values, strict=False))
        return f"The dice pick the characters: {picked}."
    if st.phase == SETUP_ROLL:
        return f"{st.seat_name(st.setup_seat)} rolls every die in secret for the set-up."
    attack = st.attack
    if attack is not None and attack.stage == "roll":
        return f"{_name(st, attack.attacker)} rolls {faces}."
    return f"The dice that helped are rerolled: {faces}."
