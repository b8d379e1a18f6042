"""The 66d6 actions. Each is a small frozen dataclass of ints/strs so it serializes as plain JSON.

``minion`` fields are minion ids (stable for a minion's whole life). Places are field numbers or
``HOME`` (-1, the acting side's own home). Rolling and resigning use the core ``Roll`` and
``Resign`` actions.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record


@record
class Enter(Action):
    """A minion at home steps onto a field of its own first row. Costs one of the six actions."""

    kind: ClassVar[str] = "enter"
    minion: int
    field: int


@record
class March(Action):
    """A minion on an enemy-free field moves to a neighbouring field, or home from its first row."""

    kind: ClassVar[str] = "march"
    minion: int
    to: int


@record
class Fight(Action):
    """A minion attacks the enemies sharing its field. Costs one action."""

    kind: ClassVar[str] = "fight"
    attacker: int


@record
class Defend(Action):
    """The attacked side names its defender (only asked when the choice matters)."""

    kind: ClassVar[str] = "defend"
    minion: int


@record
class Slaughter(Action):
    """A minion on the enemy's first row, alone with no enemies there, raids the enemy home."""

    kind: ClassVar[str] = "slaughter"
    minion: int


@record
class Kill(Action):
    """The slaughtered side picks one of its minions to die (home first)."""

    kind: ClassVar[str] = "kill"
    minion: int


@record
class Resolve(Action):
    """The owner picks how a battle result plays out: "stay", "back", "home", "keep", "reroll"."""

    kind: ClassVar[str] = "resolve"
    option: str


@record
class Sacrifice(Action):
    """The Devil's special: two minions from Hell go to Death; the rest of Hell is rerolled."""

    kind: ClassVar[str] = "sacrifice"
    minions: tuple[int, int]


@record
class Infiltrate(Action):
    """Death's special: one minion from Purgatory joins the Devil; all of Hell is rerolled."""

    kind: ClassVar[str] = "infiltrate"
    minion: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Enter,
    March,
    Fight,
    Defend,
    Slaughter,
    Kill,
    Resolve,
    Sacrifice,
    Infiltrate,
)
"""Every 66d6-specific action type (for ``GameInfo.action_types``)."""

RESOLVE_OPTIONS = ("stay", "back", "home", "keep", "reroll")
"""Every option a ``Resolve`` can carry (only the possible ones are ever offered)."""
