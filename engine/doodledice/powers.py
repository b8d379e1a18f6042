"""What a monster's core power offers right now: purple give-ups, colorless copies, green heals.

Both ``legal`` (the choices to offer) and ``flow`` (whether a turn or gather phase opens with
a power) ask these, so they sit below both, and below the rule sets, which open a turn too
(an avatar's Supercharge is asked before the colorless copy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.model import Monster
from engine.doodledice.tables import COLORLESS, GREEN, PURPLE, per4

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def purple_limit(st: DoodleState, m: Monster) -> int:
    """Actions a purple monster may give up at the start of this gather phase."""
    if not st.has(m, PURPLE):
        return 0
    return min(per4(st.power_sides(m, PURPLE)), max(0, 1 + st.combos(m)))


def copy_sources(st: DoodleState, m: Monster) -> tuple[Monster, ...]:
    """Friendly monsters whose working core power a colorless ``m`` may borrow."""
    if st.core_colour(m) != COLORLESS or st.disabled(m.core.die):
        return ()
    out = []
    for other in st.team_monsters(m.owner):
        if other.id == m.id or other.banished or other.role or st.disabled(other.core.die):
            continue
        colour = st.core_colour(other)
        if colour != COLORLESS:
            out.append(other)
    return tuple(out)


def heal_targets(st: DoodleState, m: Monster) -> tuple[tuple[int, bool], ...]:
    """(part die, costs an action) the green healing of ``m`` may go to now."""
    if not st.has(m, GREEN) or m.healed or per4(st.power_sides(m, GREEN)) == 0:
        return ()
    out = [(p.die, False) for p in m.parts if p.damage > 0]
    if st.actions > 0:
        out += [(p.die, True) for other in st.team_monsters(m.owner) if other.id != m.id
                if not other.banished and not other.role for p in other.parts if p.damage > 0]
    return tuple(out)


# ------------------------------------------------------------ a turn opens with a power


def open_copy(st: DoodleState) -> DoodleState:
    """A monster's turn opens: a colorless one may first borrow a power, then heal."""
    m = st.monster(st.turn)
    if copy_sources(st, m):
        return st._replace(opening="copy")
    return open_heal(st)


def open_heal(st: DoodleState) -> DoodleState:
    """A green monster may heal as its turn opens; then it acts."""
    m = st.monster(st.turn)
    if heal_targets(st, m):
        return st._replace(opening="heal")
    return st._replace(opening="act")


__all__ = ["copy_sources", "heal_targets", "open_copy", "open_heal", "purple_limit"]
