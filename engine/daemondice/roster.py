"""Ready-made daemons (the rulings' three purebreds, two half-breeds and a mongrel), any size.

Why the dice are listed in a careful order: a mini-daemon of 5 dice is the first five, and a
mega-daemon repeats the list, so the order is chosen to keep every size a sensible fighter of the
same breed class (a mongrel's repeats change breed, so that no two of its dice are alike).
"""

from __future__ import annotations

from engine.daemondice.breeds import BREEDS, FIRE, FROST, ROT, Daemon, Pedigree, pedigree
from engine.daemondice.numbers import STANDARD_DICE


def _dice(*pairs: str) -> tuple[tuple[str, str], ...]:
    """("Eye Fire", "Shell Frost", ...) -> ((part, breed), ...)."""
    return tuple((p.split()[0], p.split()[1]) for p in pairs)


def _pure(breed: str, parts: str) -> tuple[tuple[str, str], ...]:
    return tuple((p, breed) for p in parts.split())


READY_DAEMONS: tuple[Daemon, ...] = (
    Daemon("Rimefang", _pure(FROST, "Eye Shell Tail Lungs Tentacle Brain Eye Mouth Shell Wings "
                                    "Lungs Arm Brain")),
    Daemon("Gravemaw", _pure(ROT, "Arm Leg Spike Eye Tentacle Arm Shell Spike Brain Arm Eye "
                                  "Wings Arm")),
    Daemon("Cinderhorn", _pure(FIRE, "Eye Tail Arm Leg Shell Eye Tentacle Tail Mouth Brain Eye "
                                     "Leg Arm")),
    Daemon("Emberfrost", _dice(
        "Eye Fire", "Shell Frost", "Tail Fire", "Stinger Fire", "Lungs Frost", "Leg Fire",
        "Tentacle Frost", "Pincer Fire", "Wings Frost", "Arm Fire", "Brain Frost", "Mouth Fire",
        "Shell Frost")),
    Daemon("Bilegut", _dice(
        "Pincer Rot", "Shell Frost", "Arm Rot", "Spike Rot", "Wings Frost", "Leg Rot",
        "Tentacle Frost", "Stinger Rot", "Eye Frost", "Arm Rot", "Lungs Frost", "Mouth Rot",
        "Brain Frost")),
    Daemon("Patchwork", _dice(
        "Tail Fire", "Shell Frost", "Pincer Rot", "Eye Fire", "Tentacle Frost", "Leg Rot",
        "Mouth Fire", "Wings Frost", "Spike Rot", "Stinger Fire", "Lungs Frost", "Arm Rot",
        "Brain Fire")),
)
"""Thirteen-dice ready-made daemons, one per seat of a six-daemon battle."""

READY_BY_NAME: dict[str, Daemon] = {d.name: d for d in READY_DAEMONS}

_ORDER = tuple(BREEDS)


def resize(daemon: Daemon, size: int) -> Daemon:
    """``daemon`` with ``size`` dice: the first ``size`` of its dice repeated over and over.

    A mongrel's repeats move each die to the next breed, so its dice stay all different.
    """
    if size < 1:
        raise ValueError("A daemon needs at least one die.")
    base = daemon.dice
    shift = pedigree(daemon) is Pedigree.MONGREL
    out = []
    for i in range(size):
        part, breed = base[i % len(base)]
        if shift:
            breed = _ORDER[(_ORDER.index(breed) + i // len(base)) % len(_ORDER)]
        out.append((part, breed))
    return Daemon(daemon.name, tuple(out), daemon.declared)


def ready_daemon(which: int | str, size: int = STANDARD_DICE) -> Daemon:
    """A ready-made daemon by index or name, at ``size`` dice."""
    base = READY_DAEMONS[which] if isinstance(which, int) else READY_BY_NAME[which]
    return resize(base, size)


def default_daemons(seats: int, size: int) -> tuple[Daemon, ...]:
    """The line-up of a quick battle: the ready-made daemons in order, one per seat."""
    return tuple(ready_daemon(i % len(READY_DAEMONS), size) for i in range(seats))


__all__ = ["READY_BY_NAME", "READY_DAEMONS", "default_daemons", "ready_daemon", "resize"]
