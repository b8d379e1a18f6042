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
    Pick,
    Redirect,
    Reroll,
)
from engine.doodledice.model import MISS, NULL_ROLL, ROLL, SHIELD_ROLL, Phase
from engine.doodledice.rulesets.draft import rules as draft
from engine.doodledice.rulesets.registry import switched_on
from engine.doodledice.rulesets.structures.places import POWER_OF
from engine.doodledice.tables import half

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def describe(st: DoodleState, action: Action) -> str:
    try:
        text = _describe(st, action)
    except Exception:  # an odd action must never break the log
        text = None
    return text if text is not None else f"{action.kind}"


def _a(text: str) -> str:
    """"a red d8", "an orange d8"."""
    return ("an " if text[:1] in "aeiou" else "a ") + text


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
    if isinstance(action, Pick):
        d = st.collection[action.die]
        if d is None:
            return None
        total = draft.taken_sides(st, st.seat) + d.sides
        return f"{who} picks {_a(d.label)} ({total} of {st.budget} sides)"
    if isinstance(action, Gather):
        return f"{who} gathers {_a(st.dice[action.die].label)}"
    if isinstance(action, GiveUp):
        m = st.monster(action.monster)
        if action.actions == 0:
            return f"{m.name} keeps all its actions"
        return f"{m.name} gives up {action.actions} action(s) so {who} gathers more dice"
    if isinstance(action, CreateMonster):
        core = st.dice[action.core]
        if action.role:
            power = POWER_OF.get((action.role, action.colour))
            what = f" ({power.name})" if power else ""
            return f"{who} sketches {action.name}, a {action.colour} {action.role}{what}"
        return f"{who} sketches {action.name} on {_a(action.colour)} d{core.sides} core"
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
        return f"{who} loses {_a(st.dice[action.die].label)}"
    return None


def _describe_roll(st: DoodleState, action: Roll) -> str:
    values = ", ".join(str(v) for v in action.values)
    if st.phase is Phase.FORCES:
        return f"The dice box picks random forces ({values})"
    if st.phase is Phase.DRAFT:
        return first_pick_text(st, action.values)
    if st.phase is Phase.INITIATIVE:
        return f"Initiative roll-off: {values}"
    a = st.attack
    if a is not None and a.step == NULL_ROLL:
        stops = int(action.values[0]) <= half(st.dice[a.nullifier].sides)
        return f"Nullifier rolls {values}: " + ("the attack fizzles" if stops
                                                else "the attack goes on")
    if a is not None and a.step == MISS:
        hit = not any(int(v) == 1 for v in action.values)
        dice = " and ".join(f"{spec.label} d{len(spec.faces)}"
                            for spec in st.roll_request().dice)
        return f"{dice} roll {values}: " + ("the attack goes on (a 1 would miss)" if hit
                                             else "the attack misses")
    if a is not None and a.step == ROLL:
        return f"The weapon rolls {values}"
    if a is not None and a.step == SHIELD_ROLL:
        return f"The shield rolls {values}"
    return f"Rolled {values}"


def first_pick_text(st: DoodleState, values: tuple) -> str:
    """"Blue rolls 5, Red 2: Blue picks first" for the throw about to be made in the draft
    (the collection's own dice, when they come first, are left out: they are no contest)."""
    throws = tuple(values)[0 if st.collection else draft.COLLECTION_DICE:]
    seats = draft.rolling_seats(st)
    pairs = list(zip(seats, (int(v) for v in throws), strict=False))
    if not pairs:
        return "The dice are thrown for first pick"
    said = ", ".join(f"{st.seat_name(s)} {v}" for s, v in sorted(pairs, key=lambda p: -p[1]))
    said = said.replace(" ", " rolls ", 1)
    top = max(v for _, v in pairs)
    best = [s for s, v in pairs if v == top]
    laid = "" if st.collection else "The shared collection is laid out. "
    if len(best) > 1:
        return f"{laid}{said}: a tie, " + " and ".join(st.seat_name(s) for s in best) \
            + " throw again"
    return f"{laid}{said}: {st.seat_name(best[0])} picks first"


__all__ = ["describe", "first_pick_text"]
