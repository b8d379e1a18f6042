"""Why a Daemon Dice action is refused, in players' words.

``rules.apply`` accepts exactly the listed legal actions, so a refusal needs no rule of its own:
this module only *explains* why an action is missing from the list, reading the same tables the
list was built from (what each face defends as, which defence stops which reach). The sentence
is what ``apply`` raises and ``State.why_not`` returns, so the board shows the engine's reason
instead of restating the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.daemondice.actions import Defend
from engine.daemondice.describe import attack_name, die_name
from engine.daemondice.model import CHANCE_STEPS, Step, group_kind, group_stops
from engine.daemondice.tables import DEFENCE_KINDS, DEFENCES, PLUS_MODE, STOPS

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState

REACH_WORDS = {"melee": "melee attacks", "ray": "rays", "sweep": "sweeps"}
KIND_WORDS = {"block": "blocks", "deflect": "deflects", "dodge": "dodges", "plus": "pluses"}


def waiting_for(st: DaemonDiceState) -> str:
    """A sentence saying who must do what now."""
    if st.step is Step.OVER:
        return "The battle is over."
    if st.step in CHANCE_STEPS:
        return "Dice must be rolled first."
    who = st.to_move
    assert who is not None and who >= 0
    return f"{st.seat_name(who)} must choose now ({st.step.title})."


def stops_words(mode: str) -> str:
    """"melee attacks, rays and sweeps" for a deflect (from the STOPS table)."""
    reaches = [REACH_WORDS[r] for r in ("melee", "ray", "sweep") if r in STOPS.get(mode, ())]
    if len(reaches) > 1:
        return ", ".join(reaches[:-1]) + " and " + reaches[-1]
    return reaches[0] if reaches else "nothing"


def explain(st: DaemonDiceState, action: Action) -> str:
    """Why ``action``, a move of this game that is not among the legal actions, is refused."""
    if isinstance(action, Defend) and st.step is Step.DEFEND:
        reason = _defend(st, action)
        if reason is not None:
            return reason
    return f"{waiting_for(st)} That is not one of the choices."


def _defend(st: DaemonDiceState, action: Defend) -> str | None:
    """Why this die may not join the defence against that incoming attack (None: no reason
    specific to defending, e.g. an index out of range)."""
    me, die, index = st.turn, action.die, action.attack
    if st.foe is None or type(index) is not int or not 0 <= index < len(st.incoming):
        return None
    if type(die) is not int or not 0 <= die < st.daemons[me].size:
        return "There is no such die."
    face = st.faces[me][die] or st.part(me, die)
    target = st.incoming[index]
    guard = st.guard[index] if index < len(st.guard) else ()
    name = attack_name(st, st.foe, target)
    if group_stops(guard, target):
        return f"{name} is already stopped: its defence needs no more dice."
    modes = DEFENCES.get(face, ())
    if not modes:
        return f"A {face} face cannot defend."
    kind = group_kind(guard)
    if modes == (PLUS_MODE,) and kind is None:
        return (f"A Plus only strengthens a defence: first put a block, deflect or dodge "
                f"against {name}.")
    if kind is not None and kind not in modes and PLUS_MODE not in modes:
        return f"The defence against {name} is made of {KIND_WORDS[kind]}; a {face} cannot join it."
    if kind is None and not any(target.reach in STOPS[m] for m in modes if m in STOPS):
        able = [KIND_WORDS[k] for k in DEFENCE_KINDS if target.reach in STOPS[k]]
        return (f"A {face} cannot stop a {target.reach} attack like {name}; only "
                f"{' or '.join(able)} can.")
    if action.mode not in modes:
        return f"A {face} cannot defend as a {action.mode}."
    return f"{die_name(st, me, die)} cannot join this defence now."
