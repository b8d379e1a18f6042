"""Words for the battle board: what Done does, why a drop is refused.

Why a separate module: these are presentation texts, written in our own words. Why a move is
refused is the engine's answer (``state.why_not``), never a sentence of its own here.
"""

from __future__ import annotations

from engine.daemondice import DaemonDiceState, Defend, Step
from engine.daemondice.refusals import stops_words
from engine.daemondice.tables import DEFENCES, PLUS_MODE

KIND_WORDS = {"block": "blocks", "deflect": "deflects", "dodge": "dodges", "plus": "pluses"}


def mode_tip(mode: str) -> str:
    """Tooltip of a block/deflect button in the Arm picker."""
    if mode == PLUS_MODE:
        return "Join as a plus: one more die in a group that already has a defence."
    return (f"Join as a {mode}: the die goes into a group of {KIND_WORDS[mode]}, which "
            f"can stop {stops_words(mode)}.")


def why_not_defend(st: DaemonDiceState, die: int, attack: int) -> str:
    """The engine's reason why die ``die`` of the defender may not join the defence against
    incoming ``attack`` ("" when it may). The mode asked about is the face's first way of
    defending: the engine names what stops the die whatever the mode."""
    face = st.faces[st.turn][die] or st.part(st.turn, die)
    mode = (DEFENCES.get(face) or ("block",))[0]
    return st.why_not(Defend(attack, die, mode)) or ""


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
