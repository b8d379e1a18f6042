"""The strange-dice actions: naming a big die's result and the d3's banishment."""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record


@record
class Declare(Action):
    """Strange dice: name the best result of the big die about to be thrown instead of rolling
    it (once a game per player; ``Pass`` rolls it)."""

    kind: ClassVar[str] = "declare"


@record
class Banish(Action):
    """Strange dice: drag monster ``monster`` (yours, with a d3 part) out of reach until the
    next sketching phase (once a game per player)."""

    kind: ClassVar[str] = "banish"
    monster: int


STRANGE_ACTIONS: tuple[type[Action], ...] = (Declare, Banish)

__all__ = ["STRANGE_ACTIONS", "Banish", "Declare"]
