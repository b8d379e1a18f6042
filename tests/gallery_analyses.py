"""The analyses behind the gallery's review and Statistics screens, recorded once and read by
``tests/test_gallery.py``.

Why recorded: the gallery looks at how the screens lay out a game's analysis (the review's
texts, graph and turning points, the Statistics rating), not at the judge's figures, which
``tests/test_analysis.py`` checks on games of its own; working out the analysis of the gallery's
Doodle Dice game cost more of a core than picturing all that game's screens at both sizes.

An analysis is found by everything it depends on: the game it is of (its id, options, seats and
every action), the arguments it was asked with and the judge's version for that game. A gallery
game that plays differently (a changed AI, a changed opening) or a changed judge finds nothing
and is analysed afresh, so no screen is ever shown an analysis of another game or another
judge; ``python -m tests.gallery_analyses`` records the current ones again (about a minute).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from game.analysis import Analysis
from game.analysis.analyse import judge_version

RECORDING = Path(__file__).parent / "data" / "gallery_analyses.json"


def key_of(match: Any, args: tuple, kwargs: dict) -> str:
    """The digest of what ``analyse(match, *args, **kwargs)`` depends on."""
    game_id = match.info.game_id
    described = repr((game_id, judge_version(game_id), match.options, match.seats,
                      match.actions, args, sorted(kwargs.items())))
    return hashlib.sha256(described.encode("utf-8")).hexdigest()


@cache
def _recorded() -> dict[str, dict]:
    if not RECORDING.exists():
        return {}
    return json.loads(RECORDING.read_text(encoding="utf-8"))


def recorded(key: str) -> Analysis | None:
    """The recorded analysis under ``key`` (``key_of``), or ``None``."""
    data = _recorded().get(key)
    return None if data is None else Analysis.from_data(data)


def record() -> None:
    """Picture every group of the gallery once at its smallest size, analysing for real, and
    write each analysis it asked for to ``RECORDING``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="gallery-analyses-")

    import game.gallery
    from game.cli.gallery import picture_all
    from tests.test_gallery import SIZES

    analyse: Callable[..., Analysis] = game.gallery.analyse
    found: dict[str, dict] = {}

    def recording(match, *args, **kwargs) -> Analysis:
        key = key_of(match, args, kwargs)
        if key not in found:
            found[key] = analyse(match, *args, **kwargs).to_data()
        return Analysis.from_data(found[key])

    game.gallery.analyse = recording
    for group, sizes in SIZES.items():
        if group == "app":
            picture_all(sizes[0], games=[], keep=False)
        else:
            picture_all(sizes[0], games=[group], app=False, keep=False)
    RECORDING.write_text(json.dumps(found, sort_keys=True, separators=(",", ":")) + "\n",
                         encoding="utf-8")


if __name__ == "__main__":
    record()
