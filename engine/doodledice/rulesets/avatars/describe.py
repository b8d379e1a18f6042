"""Log lines for the avatars' actions, in our own words (``describe`` asks here first)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.doodledice.actions import (
    AddPart,
    AttackHorde,
    Augment,
    Bombard,
    ChooseAvatar,
    Embody,
    Horde,
    Lead,
    Mechamorph,
    Mutate,
    Recolour,
    Soak,
    Supercharge,
    Technique,
)
from engine.doodledice.model import SOAK, TECHNIQUE
from engine.doodledice.rulesets.avatars.abilities import (
    DEVICE,
    TYPE_BY_KEY,
    avatar_of,
    dice_text,
    sides_of,
)
from engine.doodledice.tables import per4

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def _dice(n: int) -> str:
    return "1 die" if n == 1 else f"{n} dice"


def describe_avatar(st: DoodleState, action: Action, who: str) -> str | None:
    """The log line of an avatar action, or None for any other action."""
    if isinstance(action, ChooseAvatar):
        title = TYPE_BY_KEY[action.avatar].title
        colour = f", who favours {action.colour}" if action.colour else ""
        return f"{who} takes {action.name}, a {title.lower()}{colour}, as avatar"
    if isinstance(action, AddPart) and action.part == DEVICE:
        m = st.monster(action.monster)
        return f"{who} fits {m.name} with a {st.dice[action.die].label} diversity device"
    if isinstance(action, Augment):
        return f"{who} wires {st.part_label(action.part)} to work as a {action.extra} too"
    if isinstance(action, Mechamorph):
        names = " and ".join(st.monster(i).name for i in action.monsters)
        return f"{who} fuses {names} into the robot {action.name}"
    if isinstance(action, Mutate):
        return f"{who} mutates {st.monster(action.monster).name}: room for one more part"
    if isinstance(action, Horde):
        d = st.dice[action.die]
        return f"{who} gives up a {d.label} to conjure a horde ({d.sides} life)"
    if isinstance(action, Embody):
        av = avatar_of(st, st.seat)
        name = av.name if av is not None else "The avatar"
        return f"{name} wades in as a monster on a {action.colour} d{st.dice[action.core].sides}"
    if isinstance(action, Recolour):
        av = avatar_of(st, st.seat)
        colour = av.colour if av is not None else "?"
        return f"{who} turns {st.part_label(action.part)} {colour}"
    if isinstance(action, Supercharge):
        m = st.monster(st.turn)
        bonus = per4(sides_of(st, action.dice))
        return (f"{who} gives up {_dice(len(action.dice))} to supercharge {m.name} "
                f"(+{bonus} dealt, -{bonus} taken)")
    if isinstance(action, Technique):
        a = st.attack
        top = st.sides(a.weapon) if a is not None else 0
        return f"{who} uses Special Technique: the roll counts as {top}"
    if isinstance(action, Soak):
        return f"{who}'s horde takes {action.amount} of the damage"
    if isinstance(action, Lead):
        paid = f", giving up {dice_text(st, action.dice)}" if action.dice else ""
        return (f"{who} leads from the front and strikes down "
                f"{st.monster(action.monster).name}{paid}")
    if isinstance(action, Bombard):
        hit = per4(sides_of(st, action.dice))
        return (f"{who} gives up {_dice(len(action.dice))} for a Bombardment: "
                f"{hit} damage to each of {len(action.targets)} part(s)")
    if isinstance(action, AttackHorde):
        m = st.monster(st.turn)
        return f"{m.name} attacks {st.seat_name(action.seat)}'s horde"
    return None


def describe_avatar_pass(st: DoodleState, who: str) -> str | None:
    """A ``Pass`` on an avatar question."""
    a = st.attack
    if a is not None and a.step == TECHNIQUE:
        return f"{who} keeps Special Technique for later"
    if a is not None and a.step == SOAK:
        return f"{who}'s horde stays back"
    if a is None and st.turn >= 0 and st.opening == "charge":
        return f"{who} does not charge {st.monster(st.turn).name}"
    if a is None and st.turn < 0 and st.avatars:
        return f"{who} waits"
    return None


__all__ = ["describe_avatar", "describe_avatar_pass"]
