"""Quick mode: the very same tray simulation, run headless to rest without drawing."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Roll, RollRequest
from game.tray.physics import DiceTray


def quick_roll(request: RollRequest, seed: int, width: int = 700, height: int = 400,
               faces: Sequence[int | str] | None = None) -> Roll:
    """Throw ``request`` in an invisible ``width`` x ``height`` tray and return its settled faces.

    Same seed, same size, same request: the same ``Roll`` as watching ``DiceTray`` settle.
    ``faces``: a tutorial's aimed throw (``DiceTray.throw``).
    """
    tray = DiceTray(width, height, record_collisions=False)
    tray.throw(request, seed, faces=faces)
    tray.run_to_rest()
    return tray.result()
