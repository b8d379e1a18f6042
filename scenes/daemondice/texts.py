"""Words for the battle board: what Done does, why a drop is refused.

Why a separate module: these are presentation texts, written in our own words. The "why not"
reasons only *explain* a refusal the engine already made (the move is not in ``legal_actions``);
they read the engine's public tables (what each face defends as, which reaches each defence
stops) and the defence groups in the state, and never decide anything themselves.
"""

from __future__ import annotations

from engine.daemondice import DaemonDiceState, Step
from engine.daemondice.describe import attack_name, die_name
from engine.daemondice.model import group_kind, group_stops
from engine.daemondice.tables import DEFENCE_KINDS, DEFENCES, PLUS_MODE, STOPS

REACH_WORDS = {"melee": "melee attacks", "ray": "rays", "sweep": "sweeps"}
KIND_WORDS = {"block": "blocks", "deflect": "deflects", "dodge": "dodges", "plus": "pluses"}


def stops_words(mode: str) -> str:
    """"melee attacks, rays and sweeps" for a deflect (from the engine's STOPS table)."""
    reaches = [REACH_WORDS[r] for r in ("melee", "ray", "sweep") if r in STOPS.get(mode, ())]
    if len(reaches) > 1:
        return ", ".join(reaches[:-1]) + " and " + reaches[-1]
    return reaches[0] if reaches else "nothing"


def mode_tip(mode: str) -> str:
    """Tooltip of a block/deflect button in the Arm picker."""
    if mode == PLUS_MODE:
        return "Join as a plus: one more die in a group that already has a defence."
    return (f"Join as a {mode}: the die goes into a group of {KIND_WORDS[mode]}, which "
            f"can stop {stops_words(mode)}.")


def why_not_defend(st: DaemonDiceState, die: int, attack: int) -> str:
    """Why die ``die`` of the defender may not join the defence against incoming ``attack``.

    Explains only; the scene calls it after the engine has left the move out of its list.
    """
    if st.foe is None or not 0 <= attack < len(st.incoming):
        return ""
    me = st.turn
    face = st.faces[me][die] or st.part(me, die)
    target = st.incoming[attack]
    guard = st.guard[attack] if attack < len(st.guard) else ()
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
    return f"{die_name(st, me, die)} cannot join this defence now."


DONE: dict[Step, str] = {
    Step.ACTIVATE: "Done: keep holding on; the holding Tentacles sit out this roll.",
    Step.RECOVER: "Done: leave the other dice stunned and go on to defending.",
    Step.DEFEND: "Confirm: lock the defences in; every attack not stopped hits you.",
    Step.GRAB: "Done: stop grabbing and go on to the attacks.",
    Step.ROT: "Done: leave the stunned dice as they are; the turn passes.",
}


def confirm_text(st: DaemonDiceState, can_confirm: bool) -> str:
    """What the Done / Confirm button does now."""
    if not can_confirm:
        return "Done is not needed: the step ends as soon as this choice is made."
    if st.step is Step.ARRAY:
        foe = st.seat_name(st.target) if st.target is not None else "the foe"
        n = len(st.outgoing)
        return f"Done: launch the {n} attack{'' if n == 1 else 's'} at {foe}."
    return DONE.get(st.step, "Done: finish this step.")


__all__ = ["confirm_text", "mode_tip", "stops_words", "why_not_defend"]
