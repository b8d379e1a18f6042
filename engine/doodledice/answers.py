"""How a player answers an attack under way: a pink pull and the aim that follows, a shield's
block, a nullifier, a black or white reroll, the die lost by a player without monsters. Kept
apart from ``rules`` for size; ``rules`` registers these handlers with the others."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine.doodledice.combat as combat
from engine.core import IllegalAction, replace
from engine.doodledice.actions import Aim, Block, LoseDie, Nullify, Redirect, Reroll
from engine.doodledice.model import (
    AIM,
    LOSE_DIE,
    NULL_ROLL,
    NULLIFY,
    PINK,
    REROLL,
    ROLL,
    SHIELD,
    Phase,
    use_role,
)
from engine.doodledice.tables import NULLIFIER

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def _step(st: DoodleState, step: str, what: str) -> Any:
    a = st.attack
    if st.phase is not Phase.COMBAT or a is None or a.step != step:
        raise IllegalAction(f"There is no {what} to answer now.")
    return a



def redirect(st: DoodleState, action: Redirect) -> DoodleState:
    a = _step(st, PINK, "attack to pull away")
    pink = next((m for m in combat.pink_options(st, a) if m.id == action.monster), None)
    if pink is None:
        raise IllegalAction("Only one of your pink monsters that has not done so this round "
                            "can pull the attack onto itself.")
    st = combat.put_monster(st, replace(pink, pink_used=True))
    return st._replace(attack=replace(a, step=AIM, target=pink.core.die))


def aim(st: DoodleState, action: Aim) -> DoodleState:
    a = _step(st, AIM, "attack to aim")
    target = combat.target_monster(st, a)
    if target is None or type(action.target) is not int or target.part(action.target) is None:
        raise IllegalAction("Aim at a part of the pink monster.")
    return combat.next_step(st, replace(a, target=action.target, step=SHIELD))


def block(st: DoodleState, action: Block) -> DoodleState:
    a = _step(st, SHIELD, "attack to block")
    shield = next((p for p in combat.shield_options(st, a) if p.die == action.shield), None)
    if shield is None:
        raise IllegalAction("Block with a working shield of the attacked monster that has not "
                            "blocked this round.")
    target = combat.target_monster(st, a)
    assert target is not None
    st = combat.put_monster(st, target.with_part(use_role(shield, SHIELD)))
    return combat.next_step(st, replace(a, aimed=a.target, target=shield.die, step=NULLIFY))


def nullify(st: DoodleState, action: Nullify) -> DoodleState:
    a = _step(st, NULLIFY, "attack to nullify")
    part = next((p for p in combat.nullifier_options(st, a) if p.die == action.nullifier), None)
    if part is None:
        raise IllegalAction("Use a working nullifier of the attacked monster that is not the "
                            "part attacked and has not rolled this round.")
    target = combat.target_monster(st, a)
    assert target is not None
    st = combat.put_monster(st, target.with_part(use_role(part, NULLIFIER)))
    return st._replace(attack=replace(a, nullifier=part.die, step=NULL_ROLL))


def reroll(st: DoodleState, action: Reroll) -> DoodleState:
    a = _step(st, REROLL, "weapon roll to reroll")
    m = st.find_monster(action.monster)
    if st.to_move == a.defender:
        if m is None or m not in combat.black_options(st, a):
            raise IllegalAction("Only your black monsters that have not done so this round "
                                "can force a reroll.")
        m = replace(m, black_used=True)
    else:
        if m is None or m != combat.white_option(st, a):
            raise IllegalAction("Only a white attacker can reroll, once a round.")
        m = replace(m, white_used=True)
    st = combat.put_monster(st, m)
    return st._replace(attack=replace(a, value=-1, asked=(), step=ROLL))


def lose_die(st: DoodleState, action: LoseDie) -> DoodleState:
    a = _step(st, LOSE_DIE, "attack on a player")
    pool = st.active(a.defender) or st.reserve(a.defender)
    if action.die not in {d.id for d in pool}:
        where = "active pool" if st.active(a.defender) else "reserve pool"
        raise IllegalAction(f"The die lost must come from your {where}.")
    return combat.remove_die(st, action.die)._replace(attack=None)


__all__ = ["aim", "block", "lose_die", "nullify", "redirect", "reroll"]
