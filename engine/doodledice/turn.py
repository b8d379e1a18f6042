"""What every action of a monster's turn checks first: the game is at that moment, a monster
is acting with an action left, and the weapon it names may attack.

Why apart from ``rules``: the rule sets' own attacks (a beast's horde...) check the same, and
sit below ``rules``, which asks them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import IllegalAction
from engine.doodledice.model import Monster, Phase, does, role_used
from engine.doodledice.tables import WEAPON

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def require_phase(st: DoodleState, phase: Phase, what: str) -> None:
    """Refuse ``what`` unless the game is in ``phase`` (in combat: with no attack open)."""
    if st.phase is not phase or (phase is Phase.COMBAT and st.attack is not None):
        raise IllegalAction(f"{st.waiting()} {what} has to wait.")


def acting(st: DoodleState) -> Monster:
    """The monster whose turn it is, with an action left to spend."""
    require_phase(st, Phase.COMBAT, "Acting")
    if st.opening != "act":
        raise IllegalAction("The monster's turn has not begun yet.")
    m = st.monster(st.turn)
    if st.actions <= 0:
        raise IllegalAction(f"{m.name} has no actions left this turn.")
    return m


def check_weapon(st: DoodleState, m: Monster, die: Any) -> None:
    """Refuse an attack of ``m`` with ``die`` that is not a weapon of its able to attack now
    (or its core's struggle)."""
    if die == m.core.die and not st.core_fires(m):
        if m.struggled:
            raise IllegalAction(f"{m.name} has already struggled this round.")
        if not st.can_struggle(m) and not st.core_weapon(m):
            raise IllegalAction("A core of fewer than 4 sides cannot struggle.")
        return
    part = m.part(die) if type(die) is int else None
    if part is None or not does(part, WEAPON):
        raise IllegalAction(f"That is not a weapon of {m.name}.")
    if role_used(part, WEAPON):
        raise IllegalAction("Each weapon attacks at most once a turn.")
    if st.disabled(die):
        raise IllegalAction("That weapon is switched off by an orange monster.")


__all__ = ["acting", "check_weapon", "require_phase"]
