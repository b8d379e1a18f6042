"""The Death by Dice actions: small frozen dataclasses of ints, so they serialize as plain JSON.

Fighters are named by their index in ``state.fighters`` and abilities by ring index (0 Strength
... 5 Luck). The attacker of an attack is always the fighter whose turn it is, so attacks name
only their dice and the target. Rolling and resigning use the core ``Roll`` and ``Resign``.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record


@record
class Place(Action):
    """Set-up: put one rolled ``value`` in front of ``ability`` of ``fighter`` (same die size)."""

    kind: ClassVar[str] = "place"
    fighter: int
    ability: int
    value: int


@record
class AbilityAttack(Action):
    """Roll the die of ``ability`` against the same ability's die of ``target``."""

    kind: ClassVar[str] = "ability_attack"
    ability: int
    target: int
    target_ability: int


@record
class BoostedAttack(Action):
    """Roll the die of ``ability``, +2 for the neighbouring ``assistant``, against any one die."""

    kind: ClassVar[str] = "boosted_attack"
    ability: int
    assistant: int
    target: int
    target_ability: int


@record
class ComplexAttack(Action):
    """Roll two or more linked dice together against any one die."""

    kind: ClassVar[str] = "complex_attack"
    abilities: tuple[int, ...]
    target: int
    target_ability: int


@record
class NoDefence(Action):
    """The defender lets the attack come as it is."""

    kind: ClassVar[str] = "no_defence"


@record
class Brace(Action):
    """The defender braces with a neighbouring ability of the target: a flat bonus to the
    target's value (``numbers.BRACE_BONUS``, more with Iron brace); the bracing die is thrown
    again afterwards unless a Steady defender held (``rules.helper_dice``)."""

    kind: ClassVar[str] = "brace"
    ability: int


@record
class Guard(Action):
    """The defender adds the standing values of dice linked with the target (rerolled after)."""

    kind: ClassVar[str] = "guard"
    abilities: tuple[int, ...]


@record
class DiscardDoubles(Action):
    """Three or more attacking dice came up equal: the attacker names the two to discard."""

    kind: ClassVar[str] = "discard_doubles"
    abilities: tuple[int, int]


@record
class DiscardForLoss(Action):
    """A lost complex attack: the attacker names the attacking die to discard."""

    kind: ClassVar[str] = "discard_for_loss"
    ability: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Place, AbilityAttack, BoostedAttack, ComplexAttack, NoDefence, Brace, Guard,
    DiscardDoubles, DiscardForLoss,
)
"""Every Death by Dice action type (for ``GameInfo.action_types``)."""

ATTACK_TYPES = (AbilityAttack, BoostedAttack, ComplexAttack)
DEFENCE_TYPES = (NoDefence, Brace, Guard)
