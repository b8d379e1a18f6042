"""How the fortress actions change a state (registered into ``rules``), and their log lines.

Each handler checks the action first and raises ``IllegalAction`` with a sentence a player
understands, like every other handler; ``rules.apply`` hands the result to ``flow.advance``.
The rulings are in ``fortresses``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine.core import Action, IllegalAction, Roll, replace
from engine.doodledice.combat import finish, next_step, remove_die
from engine.doodledice.model import (
    ACTIVE,
    BASTION,
    CHILL,
    FORTRESS_STEPS,
    JUMP,
    SHIELD,
    SIGIL,
    Attack,
    Phase,
)
from engine.doodledice.rulesets.avatars.abilities import dice_text, price_paid, remove_dice
from engine.doodledice.rulesets.structures.fortress_actions import (
    Chill,
    Disperse,
    Jump,
    Retry,
    Ward,
    Wield,
)
from engine.doodledice.rulesets.structures.fortress_flow import declined, retry_origin
from engine.doodledice.rulesets.structures.fortresses import (
    HEART,
    can_wield,
    chill_need,
    disperse_choices,
    fortress_decider,
    jump_targets,
    living_faces,
    living_sides,
    with_marks,
)
from engine.doodledice.rulesets.structures.places import POWER_OF, chance_sides

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def _step(st: DoodleState, step: str, what: str) -> Attack:
    a = st.attack
    if st.phase is not Phase.COMBAT or a is None or a.step != step:
        raise IllegalAction(f"There is no {what} now.")
    return a


def fortress_pass(st: DoodleState) -> DoodleState | None:
    """``Pass`` at a fortress step or a round-start question, or None when it is not one."""
    a = st.attack
    if a is not None and a.step in FORTRESS_STEPS:
        return declined(st, a)
    if st.phase is Phase.GATHER and st.asking:
        return st._replace(asking=st.asking[1:])
    return None


def _wield(st: DoodleState, action: Wield) -> DoodleState:
    m = st.turn_monster()
    if st.phase is not Phase.COMBAT or st.attack is not None or st.opening != "act" \
            or m is None or st.actions <= 0:
        raise IllegalAction("A core is taken up as a weapon on its monster's turn.")
    if not can_wield(st, m):
        raise IllegalAction("Only a monster with two parts or more, helped by a red fortress "
                            "and not yet struggling this round, can attack with its core.")
    return with_marks(st, wielding=m.id)


def _chill(st: DoodleState, action: Chill) -> DoodleState:
    a = _step(st, CHILL, "attack to chill")
    attacker = st.monster(a.attacker)
    need = chill_need(st, a)
    if need is not None:  # a price (our house rules): paid in active dice
        st = remove_dice(st, _paid_chill(st, a, action.dice, need))
    elif action.dice:
        raise IllegalAction("Chilling Defence costs no dice under the rulebook's rules.")
    st = with_marks(st, chilled=(*st.fort.chilled, a.defender),
                    frozen=tuple(dict.fromkeys((*st.fort.frozen, attacker.id))))
    st = st._replace(attack=None)
    return st._replace(actions=0) if st.turn == attacker.id else st


def _paid_chill(st: DoodleState, a: Attack, dice: object, need: int) -> tuple[int, ...]:
    """The dice a priced freeze is paid with, checked: different dice of the defender's
    active pool (no d100) reaching ``need`` sides."""
    return price_paid(st, a.defender, dice, need,
                      f"Give up dice of your active pool with at least {need} sides.")


def _retry(st: DoodleState, action: Retry) -> DoodleState:
    a = _step(st, BASTION, "die to throw again")
    held = st.holder(st.fort.retry[0])
    assert held is not None
    origin = retry_origin(st, a)
    st = with_marks(st, retry=(), bastion=(*st.fort.bastion, held[0].id))
    return st._replace(attack=replace(a, step=origin))


def _ward(st: DoodleState, action: Ward) -> DoodleState:
    a = _step(st, SIGIL, "damage to soak")
    owner = fortress_decider(st, a)
    d = st.valid_die(action.die)
    if d is None or d.owner != owner or d.place != ACTIVE:
        raise IllegalAction("The Sigil Shield takes dice from your active pool.")
    st = remove_die(st, d.id)
    left, wound = d.sides, []
    for die, amount in st.fort.wound:
        cut = min(left, amount)
        left -= cut
        wound.append((die, amount - cut))
    if sum(amount for _, amount in wound) > 0 and st.active(owner):
        return with_marks(st, wound=tuple(wound))
    return finish(st, a, wound)


def _jump(st: DoodleState, action: Jump) -> DoodleState:
    a = _step(st, JUMP, "lightning to send on")
    if action.target not in jump_targets(st, a):
        raise IllegalAction("The lightning jumps to a part of another enemy monster.")
    held = st.holder(action.target)
    assert held is not None
    # A fresh blow for what follows (shields, a horde's soak): nothing of the first one's
    # answers carries over.
    return next_step(st, replace(a, target=action.target, defender=held[0].owner, step=SHIELD,
                                 shield_value=-1, soak=0, technique=False))


def _disperse(st: DoodleState, action: Disperse) -> DoodleState:
    seat = st.to_move
    if st.phase is not Phase.GATHER or not st.asking or seat != st.asking[0] \
            or action.colour not in disperse_choices(st, seat):
        raise IllegalAction("As a round starts, a colorless fortress names the colour of an "
                            "enemy monster's core.")
    return with_marks(st, dispersed=(*st.fort.dispersed, (seat, action.colour)))


FORTRESS_HANDLERS: dict[type, Any] = {
    Wield: _wield, Chill: _chill, Retry: _retry, Ward: _ward, Jump: _jump, Disperse: _disperse,
}


# ------------------------------------------------------------------------------- the log


_PASSES = {
    CHILL: "lets the attack come",
    BASTION: "keeps the roll",
    SIGIL: "lets the damage through",
    JUMP: "lets the lightning fade",
}


def _heart_text(st: DoodleState, values: tuple[int, ...]) -> str:
    """Heart Attack's throw, saying its die, who lost the round and what was needed: the tray's
    dice bear the monsters' names, so the card names them too."""
    names = [spec.label for spec in st.roll_request().dice]
    shown = ", ".join(str(v) for v in values)
    broken = [name for name, v in zip(names, values, strict=False) if int(v) == 1]
    head = f"Heart Attack d{chance_sides(st, 'Heart Attack')} roll {shown}: "
    if not broken:
        return head + "no monster loses its round (a 1 is needed)"
    verb = "loses its" if len(broken) == 1 else "lose their"
    return head + f"{' and '.join(broken)} {verb} actions this round"


def describe_fortress(st: DoodleState, action: Action) -> str | None:
    """The log line of a fortress action, a Pass at a fortress question or a fortress roll
    (None for anything else)."""
    mover = st.to_move
    who = st.seat_name(mover) if mover is not None and mover >= 0 else "The dice"
    a = st.attack
    if isinstance(action, Roll) and st.fort.moment:
        values = ", ".join(str(v) for v in action.values)
        if st.fort.moment == HEART:
            return _heart_text(st, cast(tuple[int, ...], action.values))
        woke = sum(1 for v in action.values if int(v) in living_faces(st))
        needs = " or ".join(str(f) for f in living_faces(st))
        outcome = "the fortress stirs" if woke else f"the fortress sleeps on (it wakes on {needs})"
        return f"Living Fortress d{living_sides(st)} roll {values}: {outcome}"
    if isinstance(action, Wield):
        return f"{st.monster(st.turn).name} takes up its core as a weapon"
    if isinstance(action, Chill) and a is not None:
        paid = dice_text(st, action.dice)
        return (f"{who}'s Chilling Defence freezes {st.monster(a.attacker).name} mid-attack"
                + (f", giving up {paid}" if paid else ""))
    if isinstance(action, Retry):
        return f"{who}'s Bastion of Technology throws {st.part_label(st.fort.retry[0])} again"
    if isinstance(action, Ward):
        return f"{who}'s Sigil Shield burns a {st.dice[action.die].label} to soak the damage"
    if isinstance(action, Jump):
        return f"Chain Lightning jumps to {st.part_label(action.target)}"
    if isinstance(action, Disperse):
        power = POWER_OF[("fortress", "colorless")].name
        return f"{who}'s {power} silences enemy {action.colour} powers this round"
    if type(action).__name__ == "Pass":
        if a is not None and a.step in FORTRESS_STEPS:
            return f"{who} {_PASSES[a.step]}"
        if st.phase is Phase.GATHER and st.asking:
            return f"{who} names no colour"
    return None


__all__ = ["FORTRESS_HANDLERS", "describe_fortress", "fortress_pass"]
