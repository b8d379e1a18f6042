"""One log line per action, in our own words.

A secret set-up step has two lines: ``describe`` for the seat that made it (its own throw and
placements, with the values), and ``describe_hidden`` for every seat it is kept from until the
reveal (``Match.log_for`` gives each seat its own), which says only that it happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import engine.deathbydice.combat as combat
from engine.core import Action, Resign, Roll
from engine.deathbydice.actions import (
    ATTACK_TYPES,
    Brace,
    DiscardDoubles,
    DiscardForLoss,
    Guard,
    NoDefence,
    Place,
)
from engine.deathbydice.model import ABILITIES, BOOSTED, COMPLEX, DRAW, PLACE, SETUP_ROLL
from engine.deathbydice.roster import BOARDS, HEROES
from engine.deathbydice.rules import helper_dice

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
        spot = (_die(st, action.fighter, action.ability) if len(st.fighters_of(st.setup_seat)) > 1
                else ABILITIES[action.ability])  # a boss places its minions' dice too
        return f"{st.seat_name(st.setup_seat)} puts {action.value} on {spot} (in secret)."
    if isinstance(action, ATTACK_TYPES):
        kind, dice, assistant, target, ability = combat.attack_parts(action)
        me = st.turn
        names = " and ".join(ABILITIES[d] for d in dice)
        what = {"ability": "an ability attack", BOOSTED: "a boosted attack",
                COMPLEX: "a complex attack"}[kind]
        extra = f", boosted by {ABILITIES[assistant]}" if kind == BOOSTED else ""
        return (f"{_name(st, me)} attacks {_die(st, target, ability)} "
                f"({st.fighters[target].values[ability]}): {what} with {names}{extra}.")
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
        return f"{st.seat_name(st.setup_seat)} throws in secret: {_setup_faces(st, action)}."
    attack = st.attack
    if attack is not None and attack.stage == "roll":
        return f"{_name(st, attack.attacker)} rolls {faces}."
    helpers = helper_dice(st)
    if len(helpers) == len(action.values):
        dice = [f"{_die(st, f, a)} to {v}" for (f, a), v in zip(helpers, action.values,
                                                               strict=True)]
        return "The dice that helped are rerolled: " + ", ".join(dice) + "."
    return f"The dice that helped are rerolled: {faces}."


def _setup_faces(st: DeathByDiceState, action: Roll) -> str:
    """The set-up throw die by die ("d8 5, d6 3"), by character when a seat has several."""
    values = iter(action.values)
    parts = []
    mine = st.fighters_of(st.setup_seat)
    for i in mine:
        dice = ", ".join(f"d{size} {next(values, '?')}" for size in st.board(i).sizes if size)
        parts.append(f"{_name(st, i)} {dice}" if len(mine) > 1 else dice)
    return "; ".join(parts)


def describe_hidden(st: DeathByDiceState, action: Action) -> str:
    """The line for the seats a secret set-up step is kept from: who did it, never a value."""
    who = st.seat_name(st.setup_seat)
    if isinstance(action, Roll) and st.phase == SETUP_ROLL:
        return f"{who} throws their set-up dice in secret."
    if isinstance(action, Place):
        after = st.apply(action)
        if after.phase != PLACE or after.setup_seat != st.setup_seat:
            return f"{who} has placed every die in secret."
        return f"{who} places a die in secret."
    return describe(st, action)  # e.g. giving up mid set-up: nothing secret in it
