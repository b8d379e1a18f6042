"""The Daemon Dice game state: an immutable snapshot plus the lookups the rules, UI and AI share.

Data is kept in small tuples (one row per daemon, one entry per die) so ``apply`` copies little;
derived data (who holds what, legal actions) is computed once per state and cached, since states
never change. Transitions live in ``rules.py``, the choices in ``legal.py``, UI helpers in
``views.py``. The class holds data and lookups only and imports none of those: the package
hands it its ``Rules`` (``engine.core.GameState`` plays the contract by them).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, ClassVar

from engine.core import CHANCE, Action, GameState, Outcome
from engine.daemondice.breeds import Daemon, Powers, immunities, powers_of
from engine.daemondice.model import (
    CHANCE_STEPS,
    FOE_STEPS,
    FREE,
    USES,
    Attack,
    Hit,
    Hold,
    Step,
)
from engine.daemondice.tables import OK, STUNNED

Guard = tuple[tuple[tuple[int, str], ...], ...]


@lru_cache(maxsize=256)
def daemon_powers(daemon: Daemon) -> Powers:
    """Cached ``powers_of`` (daemons are immutable and few)."""
    return powers_of(daemon)


@lru_cache(maxsize=256)
def daemon_immunities(daemon: Daemon) -> frozenset[str]:
    """Cached ``immunities``."""
    return immunities(daemon)


class DaemonDiceState(GameState):
    """One Daemon Dice position. Read the public attributes; change it only through ``apply``.

    Per daemon (seat): ``daemons`` (definitions), ``health`` (OK / STUNNED / WOUNDED per die),
    ``faces`` (faces of its latest roll, None = not rolled), ``used`` (what each die did in its
    latest turn, see ``USES``), ``out`` (defeated). ``holds`` lists every Tentacle grab.
    The turn: ``step`` (Step), ``turn`` (the daemon whose turn it is; during initiative the one
    rolling; after a defeat the defeated one choosing who goes next), ``foe`` (whose attacks and
    minuses it faces), ``incoming`` (those attacks), ``guard`` (its defence groups, one per incoming
    attack), ``minus_free`` / ``minus_aimed`` (foe's minuses still to apply), ``mouths`` (Mouth
    recoveries the foe still makes), ``queue`` (damage still to place), ``target`` (whom it
    attacks), ``outgoing`` (its attacks), ``sent_free`` / ``sent_aimed`` (its minuses for the
    target), ``rot_left`` and ``free_left`` (Rot and stamina uses left). Initiative:
    ``init_round``, ``rollers`` (still to roll, first is rolling), ``contenders``. ``confirm``
    is the set-up's bitmask of seats that confirm their forced choices (see ``confirm.py``).
    """

    game_id: ClassVar[str] = "daemon-dice"
    _CACHES = ("_c_holder", "_c_victim", "_c_sigs")
    _c_holder: dict[tuple[int, int], Hold] | None
    _c_victim: dict[tuple[int, int], Hold] | None
    _c_sigs: dict[Any, Action] | None

    daemons: tuple[Daemon, ...]
    health: tuple[tuple[int, ...], ...]
    faces: tuple[tuple[str | None, ...], ...]
    used: tuple[tuple[str, ...], ...]
    holds: tuple[Hold, ...]
    out: tuple[bool, ...]
    step: Step
    turn: int
    foe: int | None
    incoming: tuple[Attack, ...]
    minus_free: int
    minus_aimed: int
    guard: Guard
    mouths: int
    queue: tuple[Hit, ...]
    target: int | None
    outgoing: tuple[Attack, ...]
    sent_free: int
    sent_aimed: int
    rot_left: int
    free_left: int
    init_round: int
    rollers: tuple[int, ...]
    contenders: tuple[int, ...]
    _outcome: Outcome | None
    confirm: int

    def __repr__(self) -> str:
        return f"<daemon-dice {self.step.name} turn={self.turn} foe={self.foe}>"

    # ------------------------------------------------------------------------------ contract

    @property
    def to_move(self) -> int | None:
        step = self.step
        if step is Step.OVER:
            return None
        if step in CHANCE_STEPS:
            return CHANCE
        if step in FOE_STEPS:
            return self.foe
        return self.turn

    @property
    def turn_owner(self) -> int | None:
        return None if self.step is Step.OVER else self.turn

    @property
    def num_seats(self) -> int:
        return len(self.daemons)

    @property
    def dice_count(self) -> int:
        return self.daemons[0].size

    @property
    def options(self) -> dict[str, int]:
        """The set-up options this battle was started with (``confirm`` only when set)."""
        opts = {"seats": len(self.daemons), "dice": self.dice_count}
        if self.confirm:
            opts["confirm"] = self.confirm
        return opts

    def seat_name(self, seat: int) -> str:
        """The daemon's name."""
        return self.daemons[seat].name

    # ------------------------------------------------------------------------------- lookups

    def powers(self, seat: int) -> Powers:
        return daemon_powers(self.daemons[seat])

    def immune(self, seat: int, breed: str) -> bool:
        """Whether ``seat`` ignores rays, gas and poison from dice of ``breed``."""
        return breed in daemon_immunities(self.daemons[seat])

    def part(self, seat: int, die: int) -> str:
        return self.daemons[seat].dice[die][0]

    def breed(self, seat: int, die: int) -> str:
        return self.daemons[seat].dice[die][1]

    def _index_holds(self) -> None:
        self._c_holder = {(h.holder, h.holder_die): h for h in self.holds}
        self._c_victim = {(h.victim, h.victim_die): h for h in self.holds}

    def holding(self, seat: int, die: int) -> Hold | None:
        """The grab this die (a Tentacle) is making, if any."""
        if self._c_holder is None:
            self._index_holds()
        return self._c_holder.get((seat, die))  # type: ignore[union-attr]  # indexed just above

    def held(self, seat: int, die: int) -> Hold | None:
        """The grab holding this die, if any."""
        if self._c_victim is None:
            self._index_holds()
        return self._c_victim.get((seat, die))  # type: ignore[union-attr]  # indexed just above

    def living(self) -> tuple[int, ...]:
        """Seats still in the battle."""
        return tuple(s for s, gone in enumerate(self.out) if not gone)

    def is_free(self, seat: int, die: int) -> bool:
        """A die of the daemon whose turn it is showing a rolled face not used yet."""
        return (self.faces[seat][die] is not None and self.used[seat][die] == FREE
                and self.health[seat][die] == OK)

    def free_dice(self, seat: int, face: str | None = None) -> list[int]:
        """Dice of ``seat`` with an unused rolled face (only ``face`` if given)."""
        faces, used, health = self.faces[seat], self.used[seat], self.health[seat]
        return [d for d, f in enumerate(faces)
                if f is not None and used[d] == FREE and health[d] == OK
                and (face is None or f == face)]

    def active_dice(self, seat: int) -> list[int]:
        """Dice that will be rolled this turn: not stunned, wounded, grabbed, holding on, or set
        aside for a minus (only meaningful before the roll)."""
        health, used = self.health[seat], self.used[seat]
        return [d for d in range(len(health))
                if health[d] == OK and used[d] == FREE and self.held(seat, d) is None
                and self.holding(seat, d) is None]

    def stunned_dice(self, seat: int) -> list[int]:
        return [d for d, h in enumerate(self.health[seat]) if h == STUNNED]

    def fresh_dice(self, seat: int) -> list[int]:
        """Dice that can still take damage (neither stunned nor wounded)."""
        return [d for d, h in enumerate(self.health[seat]) if h == OK]

    def is_disabled(self, seat: int) -> bool:
        """Every die stunned, wounded or grabbed: the daemon loses if this holds after Suffer."""
        return all(h != OK or self.held(seat, d) is not None
                   for d, h in enumerate(self.health[seat]))


__all__ = ["DaemonDiceState", "USES", "daemon_immunities", "daemon_powers"]
