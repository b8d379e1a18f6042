"""How the stratagem powers' actions change the state, Battle Fury's forced rolls, and the
end of Sway Loyalties (the queries and rulings are in ``stratagems``).

Registered into ``rules._HANDLERS`` (``STRATAGEM_HANDLERS``); like every handler each checks the
action first and raises ``IllegalAction`` with a sentence a player understands, and the caller
hands the result to ``flow.advance``.

**Sway Loyalties** (the rulebook's text stops short; our ruling, also on the rules page): the
swayed monster changes sides for this combat. It takes its turn in its usual place in the
initiative, for the pink player, attacks the pink player's enemies and can be attacked by its
owner; team-mates of the pink player treat it as a friend. Its dice stay its owner's: if it is
destroyed, they are its owner's loss. When the combat ends it goes home (if its owner is out of
the game by then, it leaves play). Sway cannot take the last thing a player has in play or in
a pool, nor a stratagem or fortress, nor a monster out of reach. If anyone gives up, every
swayed monster goes home at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine.doodledice.combat as combat
from engine.core import IllegalAction, replace
from engine.doodledice.model import ACTIVE, NULL_ROLL, SHIELD_ROLL, Attack, Die, Phase
from engine.doodledice.rulesets.avatars.abilities import price_paid, remove_dice
from engine.doodledice.rulesets.structures.stratagem_actions import (
    Arcane,
    Divert,
    Glory,
    Hide,
    Prism,
    Refit,
    Strike,
    Sway,
    Tunnel,
)
from engine.doodledice.rulesets.structures.stratagem_marks import SHIELDS
from engine.doodledice.rulesets.structures.stratagems import (
    fury_may,
    glorious,
    hide_options,
    refit_options,
    spend,
    start_options,
    tunnel_need,
    tunnel_sites,
)
from engine.doodledice.tables import half, per4

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def _window(st: DoodleState, what: str) -> int:
    """The seat choosing as combat starts; anything else is refused."""
    if st.phase is not Phase.COMBAT or st.attack is not None or st.turn >= 0 or not st.asking:
        raise IllegalAction(f"{what} happens as combat starts, before any monster's turn.")
    seat = st.to_move
    assert seat is not None
    return seat


def _offered(st: DoodleState, seat: int, action: Any, why: str) -> None:
    if action not in start_options(st, seat):
        raise IllegalAction(why)


def _put_seat(values: tuple, seat: int, value: Any) -> tuple:
    return tuple(value if i == seat else v for i, v in enumerate(values))


def _strike(st: DoodleState, action: Strike) -> DoodleState:
    seat = _window(st, "Assassin's Strike")
    _offered(st, seat, action, "Assassin's Strike: a working weapon of one of your stealthy "
             "monsters at a part of an enemy monster within reach, once a combat.")
    held, aimed = st.holder(action.weapon), st.holder(action.target)
    assert held is not None and aimed is not None
    m = held[0]
    st = st._replace(schemes=spend(st, seat, "strike"), turn=m.id, opening="act", actions=1)
    return combat.declare(st, m, action.weapon, action.target, aimed[0].owner)


def _glory(st: DoodleState, action: Glory) -> DoodleState:
    seat = _window(st, "Glory")
    _offered(st, seat, action, "Glory is used once a game, by a white stratagem with a heroic "
             "monster in play: for weapons or for shields.")
    s = st.schemes
    return st._replace(schemes=replace(s, glory_used=_put_seat(s.glory_used, seat, True),
                                       glory=_put_seat(s.glory, seat, action.aim)))


def _tunnel(st: DoodleState, action: Tunnel) -> DoodleState:
    seat = _window(st, "A tunneling attack")
    why = ("A tunneling monster of yours with actions to give takes an enemy's reserve die no "
           "bigger than its core, once a combat.")
    if (action.monster, action.die) not in tunnel_sites(st, seat):
        raise IllegalAction(why)
    need = tunnel_need(st, st.dice[action.die])
    if need is None:
        if action.dice != ():
            raise IllegalAction(why)
    else:  # a price: any dice of the active pool reaching it pay for it
        st = remove_dice(st, price_paid(
            st, seat, action.dice, need, f"Under our house rules a tunnel under that die costs "
            f"dice of your active pool with at least {need} sides (not a d100)."))
    st = combat.remove_die(st, action.die)
    s = spend(st, seat, "tunnel")
    return st._replace(schemes=replace(s, tired=(*s.tired, action.monster)))


def _divert(st: DoodleState, action: Divert) -> DoodleState:
    seat = _window(st, "Diverting power")
    _offered(st, seat, action, "Divert Power: a monster of yours that can pass on energy gives "
             "one of its actions to another monster of yours (not one that gave).")
    s = st.schemes
    shift = dict(s.shift)
    shift[action.giver] = shift.get(action.giver, 0) - 1
    shift[action.taker] = shift.get(action.taker, 0) + 1
    moved = tuple(sorted((m, n) for m, n in shift.items() if n))
    return st._replace(schemes=replace(s, shift=moved))


def _prism(st: DoodleState, action: Prism) -> DoodleState:
    seat = _window(st, "Prismatic Light")
    _offered(st, seat, action, "Prismatic Light takes the colour of a die in your active pool "
             "(not colorless), once a combat, with the rainbow drawn.")
    s = spend(st, seat, "prism")
    return st._replace(schemes=replace(s, prism=_put_seat(s.prism, seat, action.colour)))


def _paid(st: DoodleState, seat: int, dice: Any) -> tuple[Die, ...]:
    """The active dice a player removes to pay for a power, checked."""
    if not isinstance(dice, tuple) or not dice or len(set(dice)) != len(dice):
        raise IllegalAction("Name one or more different dice of your active pool.")
    out = []
    for die in dice:
        d = st.valid_die(die)
        if d is None or d.owner != seat or d.place != ACTIVE:
            raise IllegalAction("Only dice of your own active pool can be removed for it.")
        out.append(d)
    return tuple(out)


def _remove(st: DoodleState, dice: tuple[Die, ...]) -> DoodleState:
    for d in dice:
        st = combat.remove_die(st, d.id)
    return st


def _arcane(st: DoodleState, action: Arcane) -> DoodleState:
    seat = _window(st, "Arcane Armaments")
    if not any(isinstance(x, Arcane) for x in start_options(st, seat)):
        raise IllegalAction("Arcane Armaments needs a purple stratagem and a magical monster, "
                            "once a combat.")
    dice = _paid(st, seat, action.dice)
    bonus = per4(sum(d.sides for d in dice))
    st = _remove(st, dice)
    s = spend(st, seat, "arcane")
    return st._replace(schemes=replace(s, arcane=_put_seat(s.arcane, seat, bonus)))


def _sway(st: DoodleState, action: Sway) -> DoodleState:
    seat = _window(st, "Sway Loyalties")
    if not any(isinstance(x, Sway) and x.monster == action.monster
               for x in start_options(st, seat)):
        raise IllegalAction("Sway Loyalties takes an enemy monster within reach (not its "
                            "owner's last one), once a combat, with its symbol drawn.")
    dice = _paid(st, seat, action.dice)
    m = st.monster(action.monster)
    if sum(d.sides for d in dice) < st.core_sides(m):
        raise IllegalAction(f"{m.name}'s core has {st.core_sides(m)} sides: remove at least as "
                            "many.")
    st = _remove(st, dice)
    s = spend(st, seat, "sway")
    st = st._replace(schemes=replace(s, swayed=(*s.swayed, (m.id, m.owner))))
    return combat.put_monster(st, replace(m, owner=seat))


def _hide(st: DoodleState, action: Hide) -> DoodleState:
    m = st.turn_monster()
    if st.phase is not Phase.COMBAT or st.attack is not None or m is None \
            or st.opening != "act" or action not in hide_options(st, m):
        raise IllegalAction("Only a monster that swims (blue stratagem) or flies (yellow) can "
                            "hide, as its turn starts, before it spends an action.")
    s = st.schemes
    return st._replace(schemes=replace(s, hidden=(*s.hidden, m.id)), actions=0)


def _refit(st: DoodleState, action: Refit) -> DoodleState:
    if st.phase is not Phase.SKETCH or action not in refit_options(st, st.seat):
        raise IllegalAction("Adaptive Kit: while sketching, a part (not a core) of your "
                            "technological monster becomes another type, once a phase.")
    held = st.holder(action.part)
    assert held is not None
    m, part = held
    st = combat.put_monster(st, m.with_part(replace(part, kind=action.into)))
    s = st.schemes
    return st._replace(schemes=replace(s, refit=(*s.refit, action.part)))


# ------------------------------------------------------------------------- Battle Fury


def fury_again(st: DoodleState, a: Attack, value: int) -> int | None:
    """The die Battle Fury forces to roll again after ``value`` came up, or None."""
    if a.step == NULL_ROLL and value <= half(st.sides(a.nullifier)) \
            and fury_may(st, a, a.nullifier):
        return a.nullifier
    if a.step == SHIELD_ROLL and fury_may(st, a, a.target) and _worth(st, a, value):
        return a.target
    return None


def _worth(st: DoodleState, a: Attack, value: int) -> bool:
    """A new shield roll lets more damage through on average than ``value`` does."""
    held = st.holder(a.target)
    if held is None or glorious(st, held[0], SHIELDS):
        return False
    sides = st.sides(a.target)

    def through(face: int) -> int:
        return sum(n for _, n in combat.damage_split(st, a, face))

    return sum(through(f) for f in range(1, sides + 1)) > through(value) * sides


# ------------------------------------------------------------------------ Sway's end


def release_swayed(st: DoodleState) -> DoodleState:
    """Swayed monsters go home (combat over, or someone gave up); one whose owner is out of
    the game leaves play."""
    s = st.schemes
    if not st.structures or not s.swayed:
        return st
    for mid, owner in s.swayed:
        m = st.find_monster(mid)
        if m is None:
            continue
        if st.out[owner]:
            st = combat.remove_monster(st, m)
        else:
            st = combat.put_monster(st, replace(m, owner=owner))
    return st._replace(schemes=replace(st.schemes, swayed=()))


STRATAGEM_HANDLERS: dict[type, Any] = {
    Strike: _strike, Glory: _glory, Tunnel: _tunnel, Divert: _divert, Arcane: _arcane,
    Prism: _prism, Sway: _sway, Hide: _hide, Refit: _refit,
}

__all__ = ["STRATAGEM_HANDLERS", "fury_again", "release_swayed"]
