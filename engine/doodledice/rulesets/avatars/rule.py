"""The avatars rule's hooks: the moments of the basic game it adds a choice or a value to."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.core import Action
from engine.doodledice.actions import Embody, Horde, Pass
from engine.doodledice.model import Attack, Die, Monster, Part, Phase
from engine.doodledice.rulesets.avatars.abilities import (
    DEVICE,
    charge_ready,
    part_cap,
    power_sides,
    powers,
)
from engine.doodledice.rulesets.avatars.damage import (
    ask_before_damage,
    blow_at_horde,
    diehard,
    soaked,
)
from engine.doodledice.rulesets.avatars.describe import describe_avatar, describe_avatar_pass
from engine.doodledice.rulesets.avatars.handlers import HANDLERS, decline, may_add_device, spend
from engine.doodledice.rulesets.avatars.legal import (
    charge_actions,
    choose_actions,
    horde_attacks,
    listed,
    sketch_extras,
    start_actions,
    step_actions,
)
from engine.doodledice.rulesets.avatars.values import avatar_reserves, monster_parts
from engine.doodledice.rulesets.base import Handler, RuleSet

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights


CHARGE = "charge"
"""The turn opening (``DoodleState.opening``) in which a mage may Supercharge the monster."""


class Avatars(RuleSet):
    option: ClassVar[str] = "avatars"
    field: ClassVar[str] = "avatars"
    handlers: ClassVar[dict[type[Action], Handler]] = HANDLERS
    die_fields: ClassVar[dict[type[Action], str]] = {Horde: "die", Embody: "core"}
    phases: ClassVar[tuple[Phase, ...]] = (Phase.AVATARS,)

    # each seat picks its avatar before round 1
    def opening(self, st: DoodleState) -> Phase | None:
        return Phase.AVATARS

    def phase_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return choose_actions(st, seat)

    def phase_over(self, st: DoodleState) -> bool:
        return st.seat + 1 >= st.num_seats and not _choosing(st)

    def phase_step(self, st: DoodleState) -> DoodleState | None:
        return None if _choosing(st) else st._replace(seat=st.seat + 1)

    # a monster may have several powers (extra cores, devices)
    def has_power(self, st: DoodleState, m: Monster, colour: str) -> bool | None:
        return colour in powers(st, m)

    def power_sides(self, st: DoodleState, m: Monster, colour: str) -> int | None:
        return power_sides(st, m, colour)

    def core_destroyed(self, st: DoodleState, m: Monster, core: Part,
                       last: bool) -> DoodleState | None:
        return diehard(st, m, core)  # the warrior's Diehard

    def asks_before_damage(self, st: DoodleState, a: Attack,
                           split: list[tuple[int, int]]) -> DoodleState | None:
        return ask_before_damage(st, a, split)  # Special Technique, the horde's soak

    def deals_elsewhere(self, st: DoodleState, a: Attack,
                        split: list[tuple[int, int]]) -> DoodleState | None:
        return blow_at_horde(st, a, split)

    def before_dealing(self, st: DoodleState, a: Attack) -> DoodleState:
        return soaked(st, a)

    def part_cap(self, st: DoodleState, m: Monster) -> int | None:
        return part_cap(m)  # a beast's body, a Mechamorph, mutations

    def part_kinds(self, st: DoodleState, seat: int) -> tuple[str, ...]:
        return (DEVICE,) if may_add_device(st, seat) else ()  # Diversity Device

    def on_part_added(self, st: DoodleState, m: Monster, kind: str) -> DoodleState:
        return spend(st, m.owner, "device") if kind == DEVICE else st

    def turn_opening(self, st: DoodleState, m: Monster) -> str | None:
        return CHARGE if charge_ready(st, m) else None  # a mage's Supercharge

    def opening_actions(self, st: DoodleState, m: Monster) -> list[Action] | None:
        return charge_actions(st, m) if st.opening == CHARGE else None

    def listed_as(self, st: DoodleState, action: Action) -> Action | None:
        return listed(st, action)

    def sketch_actions(self, st: DoodleState, seat: int, dice: list[Die]) -> list[Action]:
        return sketch_extras(st, seat, dice)  # device, cybernetics, mechamorph, mutation...

    def sketches_without_dice(self, st: DoodleState, seat: int) -> bool:
        return bool(sketch_extras(st, seat, []))

    def combat_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return start_actions(st, seat)  # Lead from the Front, the Bombardment Spell

    def extra_attacks(self, st: DoodleState, m: Monster, weapons: list[int]) -> list[Action]:
        return horde_attacks(st, m, weapons)

    def attack_step_actions(self, st: DoodleState, a: Attack) -> list[Action] | None:
        return step_actions(st, a)  # Special Technique, the horde's soak

    def on_pass(self, st: DoodleState) -> DoodleState | None:
        return decline(st)

    def describe(self, st: DoodleState, who: str, action: Action) -> str | None:
        if isinstance(action, Pass):
            return describe_avatar_pass(st, who)
        return describe_avatar(st, action, who)

    def monster_parts(self, st: DoodleState, m: Monster, off: frozenset[int], armour: int,
                      w: Weights, tweak: tuple[str, int, int, bool, bool]
                      ) -> tuple[float, float] | None:
        return monster_parts(st, m, off, armour, w, tweak)

    def add_values(self, st: DoodleState, w: Weights, values: list[float]) -> None:
        for seat, extra in enumerate(avatar_reserves(st, w)):
            values[seat] += extra


def _choosing(st: DoodleState) -> bool:
    """The seat to choose has no avatar yet and is in the game."""
    return st.avatar[st.seat] is None and not st.out[st.seat]


__all__ = ["CHARGE", "Avatars"]
