"""Quick mode: the very same tray simulation, run headless to rest without drawing."""

from __future__ import annotations

from engine.core import Roll, RollRequest
from game.tray.physics import DiceTray


def quick_roll(request: RollRequest, seed: int, width: int = 700, height: int = 400) -> Roll:
    """Throw ``request`` in an invisible ``width`` x ``height`` tray and return its settled faces.

    Same seed, same size, same request: the same ``Roll`` as watching ``DiceTray`` settle.
    """
    tray = DiceTray(width, height, record_collisions=False)
    tray.throw(request, seed)
    tray.run_to_rest()
    return tray.result()
