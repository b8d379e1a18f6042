"""Log lines for the stratagem powers' actions, in our own words (``describe`` asks here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
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
from engine.doodledice.rulesets.structures.stratagem_marks import WEAPONS
from engine.doodledice.tables import per4

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def _dice(st: DoodleState, dice: tuple[int, ...]) -> str:
    return ", ".join(st.dice[d].label for d in dice)


def describe_stratagem(st: DoodleState, action: Action, who: str) -> str | None:
    """The log line of a stratagem action, said before it is applied (None: unknown)."""
    if isinstance(action, Strike):
        held = st.holder(action.weapon)
        if held is None:
            return None
        return f"{held[0].name} strikes from the shadows at {st.part_label(action.target)}"
    if isinstance(action, Glory):
        what = "weapons" if action.aim == WEAPONS else "shields"
        return f"{who} calls for Glory: heroic {what} roll their top face this combat"
    if isinstance(action, Tunnel):
        m = st.monster(action.monster)
        d = st.dice[action.die]
        paid = f", for {_dice(st, action.dice)}" if action.dice else ""
        return (f"{m.name} tunnels under {st.seat_name(d.owner)}'s lines: their "
                f"{d.label} is gone, and {m.name} rests this combat{paid}")
    if isinstance(action, Divert):
        giver, taker = st.monster(action.giver), st.monster(action.taker)
        return f"{giver.name} passes an action to {taker.name}"
    if isinstance(action, Arcane):
        bonus = per4(sum(st.dice[d].sides for d in action.dice))
        return (f"{who} burns {_dice(st, action.dice)}: magical monsters roll +{bonus} until "
                "the next combat")
    if isinstance(action, Prism):
        return f"{who}'s prism bathes every monster in {action.colour} light until next combat"
    if isinstance(action, Sway):
        m = st.monster(action.monster)
        return f"{who} burns {_dice(st, action.dice)}: {m.name} fights for {who} this combat"
    if isinstance(action, Hide):
        hiding = st.turn_monster()
        return f"{hiding.name} vanishes out of reach until its next turn" if hiding else None
    if isinstance(action, Refit):
        return f"{who} refits {st.part_label(action.part)} as a {action.into}"
    return None


__all__ = ["describe_stratagem"]
