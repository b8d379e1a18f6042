"""The fortress marks (``fortresses.Marks``) as plain JSON, and their strict check on loading:
every field typed and in range, and agreeing with the rest of the position (a question waits
only at its attack step, a martyr's core is at 0 life and only a martyr's is...)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import CorruptData
from engine.doodledice.model import BASTION, JUMP, SIGIL, Phase
from engine.doodledice.rulesets.structures.fortresses import HEART, LIVING, Marks
from engine.doodledice.tables import COLOUR_KEYS, CORE
from engine.saved import saved_int as _int
from engine.saved import saved_ints as _ints
from engine.saved import saved_list as _list

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

_KEYS = ("chilled", "frozen", "heartbroken", "bastion", "retry", "wound", "jump", "poisoned",
         "martyrs", "dispersed", "wielding", "moment", "ending", "living", "struggler")
_BIG = 10**6


def marks_to_json(f: Marks) -> dict[str, Any]:
    return {
        "chilled": list(f.chilled), "frozen": list(f.frozen),
        "heartbroken": list(f.heartbroken), "bastion": list(f.bastion),
        "retry": list(f.retry), "wound": [list(w) for w in f.wound], "jump": f.jump,
        "poisoned": [list(p) for p in f.poisoned], "martyrs": list(f.martyrs),
        "dispersed": [[s, c] for s, c in f.dispersed], "wielding": f.wielding,
        "moment": f.moment, "ending": f.ending, "living": list(f.living),
        "struggler": f.struggler,
    }


def _distinct(values: tuple, what: str) -> tuple:
    if len(set(values)) != len(values):
        raise CorruptData(f"The saved fortress marks repeat a {what}.")
    return values


def marks_from_json(raw: Any, dice: int, monsters: int, seats: int) -> Marks:
    """Types and ranges (``check_marks`` then checks them against the position)."""
    if not isinstance(raw, Mapping) or set(raw) != set(_KEYS):
        raise CorruptData("The saved fortress marks have missing or unexpected fields.")
    def ids(key: str) -> tuple[int, ...]:
        out = _distinct(_ints(raw[key], 0, _BIG, "monster"), "monster")
        if any(x >= monsters for x in out):
            raise CorruptData("The saved fortress marks name monsters that never were.")
        return out

    retry = _ints(raw["retry"], 0, _BIG, "throw")
    if retry and (len(retry) != 2 or retry[0] >= dice or not 1 <= retry[1] <= 20):
        raise CorruptData("The saved Bastion throw is not a die and a face.")
    wounds = tuple(tuple(_ints(w, 0, _BIG, "damage")) for w in _list(raw["wound"], "damage"))
    if any(len(w) != 2 or w[0] >= dice for w in wounds):
        raise CorruptData("The saved Sigil Shield damage is not parts and amounts.")
    poisoned = tuple(tuple(_ints(p, 0, _BIG, "monster")) for p in _list(raw["poisoned"],
                                                                          "poison"))
    if any(len(p) != 2 or max(p) >= monsters for p in poisoned):
        raise CorruptData("The saved poison is not pairs of monsters.")
    dispersed = []
    for item in _list(raw["dispersed"], "colours named"):
        seat, colour = _list(item, "colour named", 2)
        if colour not in COLOUR_KEYS:
            raise CorruptData("The saved Disperse Color names an unknown colour.")
        dispersed.append((_int(seat, 0, seats - 1, "seat"), colour))
    if raw["moment"] not in ("", HEART, LIVING):
        raise CorruptData("The saved fortress moment is unknown.")
    return Marks(
        chilled=_distinct(_ints(raw["chilled"], 0, seats - 1, "seat"), "seat"),
        frozen=ids("frozen"), heartbroken=ids("heartbroken"), bastion=ids("bastion"),
        retry=retry, wound=tuple((w[0], w[1]) for w in wounds),
        jump=_int(raw["jump"], 0, _BIG, "chain damage"),
        poisoned=_distinct(poisoned, "poisoning"), martyrs=ids("martyrs"),
        dispersed=_distinct(tuple(dispersed), "colour"),
        wielding=_int(raw["wielding"], -1, _BIG, "wielding monster"), moment=raw["moment"],
        ending=_int(raw["ending"], 0, 2, "end of combat"), living=ids("living"),
        struggler=_int(raw["struggler"], -1, _BIG, "struggling fortress"))


def check_marks(st: DoodleState) -> None:
    """The marks agree with the position, or ``CorruptData``."""
    f = st.fort
    a = st.attack
    if not st.structures:
        if f != Marks() or (a is not None and not a.struggle
                            and a.weapon == st.monster(a.attacker).core.die):
            raise CorruptData("The saved game has fortress marks without the rule.")
        return
    step = a.step if a is not None else ""
    if bool(f.retry) != (step == BASTION) or bool(f.wound) != (step == SIGIL) \
            or (step == JUMP and not f.jump) or (f.jump and a is None):
        raise CorruptData("The saved fortress question does not fit the attack.")
    if f.retry and st.holder(f.retry[0]) is None or any(st.holder(d) is None
                                                        for d, _ in f.wound):
        raise CorruptData("The saved fortress question names a part not in play.")
    if (f.moment == HEART and st.phase is not Phase.INITIATIVE) or (
            f.moment == LIVING and (st.phase is not Phase.COMBAT or a is not None
                                    or st.turn >= 0 or st.initiative)):
        raise CorruptData("The saved fortress dice do not fit the phase.")
    for mid in (f.wielding, f.struggler):  # a game may end in the middle of that turn
        if mid >= 0 and mid != st.turn and st.phase is not Phase.OVER:
            raise CorruptData("The saved core weapon or fortress struggle is not this turn's.")
    if f.struggler >= 0 and st.find_monster(f.struggler) is not None \
            and not st.monster(f.struggler).role:
        raise CorruptData("Only a fortress makes a fortress's struggle.")
    for m in st.monsters:  # a martyr's core may have been healed since; it still falls
        if m.core.damage >= st.sides(m.core.die) and m.id not in f.martyrs:
            raise CorruptData("A saved core at 0 life belongs to no martyr.")
    if any(p.kind == CORE and p.damage > st.sides(p.die) for m in st.monsters for p in m.parts):
        raise CorruptData("A saved core has more damage than life.")


__all__ = ["check_marks", "marks_from_json", "marks_to_json"]
