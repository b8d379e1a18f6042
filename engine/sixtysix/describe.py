"""One-line log texts for 66d6 actions, in our own words ("Death's 5 marches C1 → C2").

``describe`` is called on the state *before* the action, so it can name the minions involved; it
never raises, even for an action that turns out to be illegal (the log must not crash the app).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Resign, Roll
from engine.sixtysix.actions import (
    Defend,
    Enter,
    Fight,
    Infiltrate,
    Kill,
    March,
    Resolve,
    Sacrifice,
    Slaughter,
)
from engine.sixtysix.board import HOME_NAMES, SIDE_NAMES, SIDE_TITLES
from engine.sixtysix.model import PER_SIDE, Minion, Phase
from engine.sixtysix.tables import battle_summary

if TYPE_CHECKING:
    from engine.sixtysix.state import SixtySixState


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _who(m: Minion) -> str:
    """"Death's 5" / "the Devil's 3"."""
    return f"{SIDE_NAMES[m.side]}'s {m.value}"


def _place(st: SixtySixState, place: int, side: int) -> str:
    return st.board.place_name(place, side)


def _where(st: SixtySixState, m: Minion) -> str:
    return st.board.place_name(m.place, m.side)


def describe(st: SixtySixState, action: Action) -> str:
    """A short log line for ``action`` applied to ``st``."""
    try:
        text = _describe(st, action)
    except Exception:  # an odd action must never break the log
        text = None
    return text if text is not None else f"{SIDE_TITLES[st.turn_side]}: {action.kind}"


def _describe(st: SixtySixState, action: Action) -> str | None:
    board = st.board
    if isinstance(action, Resign):
        return f"{SIDE_TITLES[action.seat]} resigns and abandons the army"
    if isinstance(action, Roll):
        return _describe_roll(st, action)
    if isinstance(action, Sacrifice):
        values = sorted(st.minion(i).value for i in action.minions)
        return f"The Devil sacrifices a {values[0]} and a {values[1]} from Hell to Death"
    m = st.get(getattr(action, "minion", getattr(action, "attacker", None)))
    if isinstance(action, Resolve):
        return _describe_resolve(st, action.option)
    if m is None:
        return None
    who = _cap(_who(m))
    if isinstance(action, Enter):
        return f"{who} enters {board.field_name(action.field)}"
    if isinstance(action, March):
        return f"{who} marches {_where(st, m)} → {board.place_name(action.to, m.side)}"
    if isinstance(action, Fight):
        choices = st._one_per_value(st.allowed_defenders(m.id))
        field = board.field_name(m.place)
        if len(choices) == 1:
            d = st.minion(choices[0])
            return (f"{who} attacks {_who(d)} on {field} "
                    f"({battle_summary(m.value + d.value)})")
        shown = " or ".join(str(st.minion(i).value) for i in choices)
        return f"{who} attacks on {field}; {SIDE_NAMES[1 - m.side]} must pick a {shown} to defend"
    if isinstance(action, Defend):
        b = st.battle
        if b is None:
            return None
        a = st.minion(b.attacker)
        return (f"{SIDE_TITLES[m.side]} defends {board.field_name(b.field)} with its {m.value} "
                f"({battle_summary(a.value + m.value)})")
    if isinstance(action, Slaughter):
        victims = min(m.value, st.total(1 - m.side))
        return (f"{who} slaughters from {_where(st, m)}: {SIDE_NAMES[1 - m.side]} loses "
                f"{victims} minion{'s' if victims != 1 else ''}")
    if isinstance(action, Kill):
        return f"{who} in {_where(st, m)} is slain"
    if isinstance(action, Infiltrate):
        return f"Death sends a {m.value} from Purgatory to infiltrate Hell"
    return None


def _describe_resolve(st: SixtySixState, option: str) -> str | None:
    b = st.battle
    if b is None or st.phase not in (Phase.ATTACKER_RESULT, Phase.DEFENDER_RESULT):
        return None
    mid = b.attacker if st.phase is Phase.ATTACKER_RESULT else b.defender
    m = st.get(mid)
    if m is None:
        return None
    who = _cap(_who(m))
    home = HOME_NAMES[m.side]
    here = _where(st, m)
    if option == "stay":
        return f"{who} holds {here}"
    if option == "back":
        dest = st.result_destination("back")
        return None if dest is None else f"{who} falls back {here} → {_place(st, dest, m.side)}"
    if option == "home":
        return f"{who} escapes {here} → {home}"
    if option == "keep":
        return f"{who} revives in {home}, keeping its {m.value}"
    if option == "reroll":
        return f"{who} revives in {home}, to be rerolled"
    return None


def _describe_roll(st: SixtySixState, action: Roll) -> str | None:
    values = [v for v in action.values if isinstance(v, int)]
    if st.phase is Phase.SETUP_ROLL:
        side = 0 if st.pending and st.pending[0] < PER_SIDE else 1
        return (f"{SIDE_TITLES[side]}'s army of {len(values)} is rolled onto the field "
                f"(strength {sum(values)})")
    if st.phase is not Phase.ROLL or len(values) != len(st.pending):
        return None
    if len(values) <= 2:
        parts = []
        for i, v in zip(st.pending, values, strict=True):
            m = st.minion(i)
            parts.append(f"{_who(m)} → {v} in {HOME_NAMES[m.side]}")
        return _cap("Reroll: " + ", ".join(parts))
    groups: dict[int, list[int]] = {}
    for i, v in zip(st.pending, values, strict=True):
        groups.setdefault(st.minion(i).side, []).append(v)
    parts = [f"{HOME_NAMES[s]} {' '.join(map(str, sorted(vs)))}"
             for s, vs in sorted(groups.items())]
    dice = "1 die" if len(values) == 1 else f"{len(values)} dice"
    return f"Reroll of {dice}: " + "; ".join(parts)
