"""What the fortress powers remember between steps (``DoodleState.fort``): data only, so the
state's fields can name ``Marks`` without importing the fortress rules (which read the state)."""

from __future__ import annotations

from dataclasses import dataclass

HEART, LIVING = "heart", "living"
"""Fortress moments (``Marks.moment``): dice thrown for Heart Attack as sketching ends, for
the Living Fortress as combat ends."""


@dataclass(frozen=True, slots=True)
class Marks:
    """What the fortress powers remember. Round marks are wiped as a round ends (``frozen``
    lasts until the monster's next turn)."""

    chilled: tuple[int, ...] = ()
    """Seats that used Chilling Defence this round."""
    frozen: tuple[int, ...] = ()
    """Monsters chilled: no actions on their next turn."""
    heartbroken: tuple[int, ...] = ()
    """Monsters without actions this round (Heart Attack)."""
    bastion: tuple[int, ...] = ()
    """Monsters that threw a die again this round (Bastion of Technology)."""
    retry: tuple[int, ...] = ()
    """(die, value): the throw its owner may make again now (attack step BASTION)."""
    wound: tuple[tuple[int, int], ...] = ()
    """(part die, damage) waiting on the Sigil Shield (attack step SIGIL)."""
    jump: int = 0
    """Chain Lightning's leftover damage: its target is picked (step JUMP) or it is in flight."""
    poisoned: tuple[tuple[int, int], ...] = ()
    """(poisonous monster, enemy monster its weapon hurt) this combat."""
    martyrs: tuple[int, ...] = ()
    """Monsters whose core is at 0 life, staying until combat ends."""
    dispersed: tuple[tuple[int, str], ...] = ()
    """(seat, colour) named with Disperse Color this round."""
    wielding: int = -1
    """The monster whose core is taken up as a weapon this turn (Abundant Armory)."""
    moment: str = ""
    """HEART or LIVING while those dice are to be thrown."""
    ending: int = 0
    """The end of combat: 0 not begun, 1 brown fortresses rolled, 2 done."""
    living: tuple[int, ...] = ()
    """Brown fortresses still to struggle as this combat ends."""
    struggler: int = -1
    """The brown fortress whose struggle it is."""

    def new_round(self) -> Marks:
        return Marks(frozen=self.frozen)


NO_MARKS = Marks()


__all__ = ["HEART", "LIVING", "NO_MARKS", "Marks"]
