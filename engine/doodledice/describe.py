"""One-line log texts for Doodle Dice Monsters actions, in our own words.

``describe`` is called on the state *before* the action and never raises, even for an action
that turns out to be illegal (the log must not crash the app).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Resign, Roll
from engine.doodledice.actions import (
    AddPart,
    Aim,
    Attack,
    AttackPlayer,
    Block,
    Copy,
    CreateMonster,
    Done,
    Enervate,
    Gather,
    GiveUp,
    Heal,
    LoseDie,
    Nullify,
    Pass,
    Redirect,
    Reroll,
)
from engine.doodledice.model import NULL_ROLL, ROLL, SHIELD_ROLL, Phase
from engine.doodledice.rulesets.registry import switched_on
from engine.doodledice.tables import half
from engine.doodledice.words import a_or_an

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def describe(st: DoodleState, action: Action) -> str:
    try:
        text = _describe(st, action)
    except Exception:  # an odd action must never break the log
        text = None
    return text if text is not None else f"{action.kind}"


_PASSES = {
    "pink": "lets the attack go where it was aimed",
    "shield": "does not block",
    "nullify": "keeps the nullifier back",
    "reroll": "lets the roll stand",
}


def _who(st: DoodleState) -> str:
    mover = st.to_move
    return st.seat_name(mover) if mover is not None and mover >= 0 else "The dice"


def _describe(st: DoodleState, action: Action) -> str | None:
    who = _who(st)
    for rule in switched_on(st):  # a rule set's own actions, and its moments of core ones
        line = rule.describe(st, who, action)
        if line is not None:
            return line
    if isinstance(action, Resign):
        return f"{st.seat_name(action.seat)} gives up"
    if isinstance(action, Roll):
        return _describe_roll(st, action)
    if isinstance(action, Gather):
        return f"{who} gathers {a_or_an(st.dice[action.die].label)}"
    if isinstance(action, GiveUp):
        m = st.monster(action.monster)
        if action.actions == 0:
            return f"{m.name} keeps all its actions"
        return f"{m.name} gives up {action.actions} action(s) so {who} gathers more dice"
    if isinstance(action, CreateMonster):
        core = st.dice[action.core]
        return f"{who} sketches {action.name} on {a_or_an(action.colour)} d{core.sides} core"
    if isinstance(action, AddPart):
        m = st.monster(action.monster)
        return f"{who} gives {m.name} a d{st.dice[action.die].sides} {action.part}"
    if isinstance(action, Done):
        if st.phase is Phase.SKETCH:
            return f"{who} finishes sketching"
        return f"{st.monster(st.turn).name} ends its turn"
    if isinstance(action, Pass):
        if st.attack is not None:
            return f"{who} {_PASSES.get(st.attack.step, 'passes')}"
        if st.turn < 0:
            return f"{who} is ready for combat"
        if st.opening == "copy":
            return f"{st.monster(st.turn).name} borrows no power"
        return f"{st.monster(st.turn).name} heals nothing"
    if isinstance(action, Copy):
        m, src = st.monster(st.turn), st.monster(action.source)
        return f"{m.name} borrows the {st.core_colour(src)} power of {src.name}"
    if isinstance(action, Heal):
        return f"{st.monster(st.turn).name} heals {st.part_label(action.part)}"
    if isinstance(action, Attack):
        m = st.monster(st.turn)
        struggles = action.weapon == m.core.die and not st.core_fires(m)
        how = "struggles against" if struggles else "attacks"
        return f"{m.name} {how} {st.part_label(action.target)}"
    if isinstance(action, AttackPlayer):
        m = st.monster(st.turn)
        return f"{m.name} attacks {st.seat_name(action.seat)} directly"
    if isinstance(action, Enervate):
        return f"{st.monster(st.turn).name} switches off {st.part_label(action.target)}"
    if isinstance(action, Redirect):
        return f"{st.monster(action.monster).name} pulls the attack onto itself"
    if isinstance(action, Aim):
        return f"The attack goes for {st.part_label(action.target)}"
    if isinstance(action, Block):
        return f"{st.part_label(action.shield)} blocks the attack"
    if isinstance(action, Nullify):
        return f"{who} tries {st.part_label(action.nullifier)}"
    if isinstance(action, Reroll):
        m = st.monster(action.monster)
        if st.attack is not None and m.id == st.attack.attacker:
            return f"{m.name} rolls its weapon again"
        return f"{m.name} forces the attacker to roll again"
    if isinstance(action, LoseDie):
        return f"{who} loses {a_or_an(st.dice[action.die].label)}"
    return None


def _describe_roll(st: DoodleState, action: Roll) -> str:
    values = ", ".join(str(v) for v in action.values)
    if st.phase is Phase.FORCES:
        return f"The dice box picks random forces ({values})"
    if st.phase is Phase.INITIATIVE:
        return f"Initiative roll-off: {values}"
    a = st.attack
    if a is not None and a.step == NULL_ROLL:
        stops = int(action.values[0]) <= half(st.dice[a.nullifier].sides)
        return f"Nullifier rolls {values}: " + ("the attack fizzles" if stops
                                                else "the attack goes on")
    if a is not None and a.step == ROLL:
        return f"The weapon rolls {values}"
    if a is not None and a.step == SHIELD_ROLL:
        return f"The shield rolls {values}"
    return f"Rolled {values}"


__all__ = ["describe"]
