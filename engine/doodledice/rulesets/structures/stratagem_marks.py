"""What the stratagem powers remember between actions (``DoodleState.schemes``), as one
record.

Why one record: the stratagem powers leave marks of many kinds (a once-a-game Glory, a bonus
that lasts until the next combat, a swayed monster, a dived one...), and the state, the saves
and two other branches' edits stay simplest if all of them live in one field the basic game
never reads. Every mark that lasts "this combat" or "this round" is wiped as the next combat
starts (``stratagems.combat_begins``); the swayed monsters go home as the combat ends.
"""

from __future__ import annotations

from dataclasses import dataclass

WEAPONS, SHIELDS = "weapons", "shields"
"""What Glory makes roll their top face."""
START_POWERS = ("strike", "tunnel", "arcane", "prism", "sway")
"""Start-of-combat powers used at most once a combat per player (``Schemes.spent``)."""


@dataclass(frozen=True, slots=True)
class Schemes:
    """Per seat: ``glory_used`` (once a game), ``glory`` (WEAPONS/SHIELDS this combat),
    ``arcane`` (the bonus until the next combat), ``prism`` (the colour every monster uses
    until the next combat), ``spent`` (START_POWERS used this combat).

    Per monster: ``swayed`` ((monster, its owner) fighting for another seat this combat),
    ``hidden`` (dived or above the clouds until its next turn starts), ``shift`` ((monster,
    actions) moved by Divert Power this combat), ``tired`` (spent this combat's actions
    tunnelling). Per part: ``fury`` (dice Battle Fury made roll again this round), ``refit``
    (parts the Adaptive Kit changed this sketching phase)."""

    glory_used: tuple[bool, ...]
    glory: tuple[str, ...]
    arcane: tuple[int, ...]
    prism: tuple[str, ...]
    spent: tuple[tuple[str, ...], ...]
    swayed: tuple[tuple[int, int], ...] = ()
    hidden: tuple[int, ...] = ()
    shift: tuple[tuple[int, int], ...] = ()
    tired: tuple[int, ...] = ()
    fury: tuple[int, ...] = ()
    refit: tuple[int, ...] = ()


def empty_schemes(seats: int) -> Schemes:
    return Schemes((False,) * seats, ("",) * seats, (0,) * seats, ("",) * seats,
                   ((),) * seats)


__all__ = ["SHIELDS", "START_POWERS", "Schemes", "WEAPONS",
           "empty_schemes"]
