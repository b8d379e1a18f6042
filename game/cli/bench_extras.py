"""Frame figures a game adds to ``bench`` beyond the ones every game gets.

Why a registry: some games have screens whose cost the generic figures (the biggest throw, the
board while the AI thinks) never reach, such as Doodle Dice's table with a dozen monster
drawings or its sketch pad while a stroke is drawn. A game's scenes package keeps such
measurements in its own ``bench`` module (``scenes/<package>/bench.py``), which registers them
here when imported; ``load_game_benches`` imports every such module, so ``bench`` names no game.

A frame bench is a function of no arguments that draws real frames and returns their times in
seconds (update + draw, as the generic figures are timed) twice: as wall time and as this
process's CPU time. Both are reported because on a shared machine the wall time's tail is
mostly other programs' turns, while the CPU time is the cost of our own drawing.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable

import scenes

FrameTimes = tuple[list[float], list[float]]
"""(wall seconds, CPU seconds) of each frame."""
FrameBench = Callable[[], FrameTimes]

_BENCHES: dict[str, list[tuple[str, FrameBench]]] = {}


def register_frame_bench(game_id: str, name: str, bench: FrameBench) -> None:
    """Add figure ``name`` (e.g. ``frame_table_6v6``) to ``bench``'s figures of ``game_id``."""
    entries = _BENCHES.setdefault(game_id, [])
    entries[:] = [(n, b) for n, b in entries if n != name] + [(name, bench)]


def frame_benches(game_id: str) -> list[tuple[str, FrameBench]]:
    """The extra frame figures of ``game_id``, in the order they were registered."""
    load_game_benches()
    return list(_BENCHES.get(game_id, ()))


def load_game_benches() -> None:
    """Import ``scenes.<package>.bench`` for every scenes package that has one."""
    for package in pkgutil.iter_modules(scenes.__path__):
        if not package.ispkg:
            continue
        name = f"{scenes.__name__}.{package.name}.bench"
        if importlib.util.find_spec(name) is not None:
            importlib.import_module(name)


__all__ = ["FrameBench", "FrameTimes", "frame_benches", "load_game_benches", "register_frame_bench"]
