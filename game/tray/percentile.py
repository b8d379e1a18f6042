"""A d100 thrown as percentile dice: a tens d10 marked 00-90 and a units d10 marked 0-9.

Why a pair and not a 100-faced solid: no die with 100 faces rolls like a die (it is a ball),
and players everywhere roll percentiles with two d10s, reading 00 and 0 as 100. So the tray
expands every ``DieSpec`` of kind "d100" into two physical d10s that tumble on their own, and
folds their faces back into the request's one value. Each physical die is a true d10, so the
fairness counts (``game.tray.tally``) count them as d10s: the d100 is fair exactly when its two
d10s are fair and independent, and 10 faces need 10 times fewer throws than 100 to judge.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import DieSpec

KIND = "d100"
TENS: tuple[str, ...] = tuple(f"{10 * k:02d}" for k in range(10))
"""The tens die's faces: "00" to "90" (strings, so a tens die never reads as a units die)."""
UNITS: tuple[int, ...] = tuple(range(10))
SCALE = 1.4
"""How much bigger than the throw's dice each percentile d10 is thrown: the tens die's two
digits must read on a tray sized for single-digit dice (within the tray's ``SCALES``)."""


def is_percentile(spec: DieSpec) -> bool:
    return spec.kind == KIND and len(spec.faces) == 100


def expand(dice: Sequence[DieSpec]) -> tuple[list[DieSpec], list[int]]:
    """The physical dice for a request's ``dice`` and, for each, the index of the request die
    it belongs to (a d100 gives its tens die, then its units die)."""
    out: list[DieSpec] = []
    owners: list[int] = []
    for index, spec in enumerate(dice):
        if is_percentile(spec):
            scale = min(1.6, spec.scale * SCALE)
            out += [DieSpec(faces=TENS, label=spec.label, kind="d10", scale=scale),
                    DieSpec(faces=UNITS, label=spec.label, kind="d10", scale=scale)]
            owners += [index, index]
        else:
            out.append(spec)
            owners.append(index)
    return out, owners


def read(tens: int | str, units: int | str) -> int:
    """The percentile value 1-100 of a tens face and a units face (00 and 0 make 100)."""
    value = int(tens) + int(units)
    return value or 100


def fold(request_dice: Sequence[DieSpec], owners: Sequence[int],
         faces: Sequence[int | str]) -> tuple[int | str, ...]:
    """The request's values from the physical dice's ``faces`` (a pair gives the face of its
    spec at the percentile read, so a d100 numbered 1-100 gives that number)."""
    grouped: list[list[int | str]] = [[] for _ in request_dice]
    for owner, face in zip(owners, faces, strict=True):
        grouped[owner].append(face)
    values: list[int | str] = []
    for spec, shown in zip(request_dice, grouped, strict=True):
        if is_percentile(spec):
            values.append(spec.faces[read(shown[0], shown[1]) - 1])
        else:
            values.append(shown[0])
    return tuple(values)


__all__ = ["KIND", "TENS", "UNITS", "expand", "fold", "is_percentile", "read"]
