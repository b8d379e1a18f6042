"""Words for the battle board: what the mouse can do now, what Done does, why a drop is refused.

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


HOW: dict[Step, str] = {
    Step.ACTIVATE: "Click a lit Tentacle to let go of what it holds, so it rolls this turn.",
    Step.FOE_MINUS: "Click a lit die of your foe: it sits out its next roll.",
    Step.OWN_MINUS: "Click a lit die to set it aside: it will not be rolled this turn.",
    Step.RECOVER: "Drag a Plus onto a stunned die (or click the Plus, then the stunned die) "
                  "to bring it back.",
    Step.DEFEND: "Drag a lit die onto an attack, or click an attack and then the dice to put "
                 "against it.",
    Step.MOUTH: "Click one of your stunned dice: the Mouth brings it back.",
    Step.FOE_DAMAGE: "Click the foe die that takes this hit: your Brain aimed it.",
    Step.SUFFER: "Click the die that takes this hit.",
    Step.TARGET: "Click the daemon you attack this turn.",
    Step.GRAB: "Drag a Tentacle onto a foe die (or click the foe die) to grab it.",
    Step.ARRAY: "Drag a Plus, Brain or Spike onto one of your attacks; click a Stinger to add "
                "poison.",
    Step.ROT: "Click a stunned foe die to rot it into a wound.",
    Step.NEXT: "Click the daemon that takes the next turn.",
}

DONE: dict[Step, str] = {
    Step.ACTIVATE: "Done: keep holding on; the holding Tentacles sit out this roll.",
    Step.RECOVER: "Done: leave the other dice stunned and go on to defending.",
    Step.DEFEND: "Confirm: lock the defences in; every attack not stopped hits you.",
    Step.GRAB: "Done: stop grabbing and go on to the attacks.",
    Step.ROT: "Done: leave the stunned dice as they are; the turn passes.",
}


def how_to(st: DaemonDiceState, held: str | None = None) -> str:
    """What the mouse can do now (``held``: the name of a die picked up by a click)."""
    if held:
        return f"{held} is picked up: click a lit target for it (right click puts it back)."
    if st.step is Step.RECOVER and st.free_left > 0:
        return "Click a stunned die: mongrel stamina brings it back for free."
    return HOW.get(st.step, "")


def confirm_text(st: DaemonDiceState, can_confirm: bool) -> str:
    """What the Done / Confirm button does now."""
    if not can_confirm:
        return "Done is not needed: the step ends as soon as this choice is made."
    if st.step is Step.ARRAY:
        foe = st.seat_name(st.target) if st.target is not None else "the foe"
        n = len(st.outgoing)
        return f"Done: launch the {n} attack{'' if n == 1 else 's'} at {foe}."
    return DONE.get(st.step, "Done: finish this step.")


__all__ = ["confirm_text", "how_to", "mode_tip", "stops_words", "why_not_defend"]
