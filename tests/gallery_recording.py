"""What the gallery's seeded players chose on a board and the analyses behind its review and
Statistics screens, recorded once and read by ``tests/test_gallery.py``.

Why recorded: the gallery looks at how the screens lay out a game's analysis (the review's
texts, graph and turning points, the Statistics rating), not at the judge's figures, which
``tests/test_analysis.py`` checks on games of its own; working out the analysis of the gallery's
Doodle Dice game cost more of a core than picturing all that game's screens at both sizes.

An analysis is found by everything it depends on: the game it is of (its id, options, seats and
every action), the arguments it was asked with and the judge's version for that game. A gallery
game that plays differently (a changed AI, a changed opening) or a changed judge finds nothing
and is analysed afresh, so no screen is ever shown an analysis of another game or another
judge; ``python -m tests.gallery_recording`` records the current ones again (about a minute).

The seeded players' choices on a board (``game.gallery.seeded_actions``: the games whose
outcome cards are pictured) are recorded for the same reason and found the same way (the game,
its seed and every action before them) and applied through the board and the engine as the
players' own would be; a recorded line the rules no longer allow is not used (the players choose
again), so a board is never silently stopped short by a refused move.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from engine.core import Action, IllegalAction, action_from_dict, action_to_dict
from game.analysis import Analysis
from game.analysis.analyse import judge_version

RECORDING = Path(__file__).parent / "data" / "gallery_recording.json"


def key_of(match: Any, args: tuple, kwargs: dict) -> str:
    """The digest of what ``analyse(match, *args, **kwargs)`` depends on."""
    game_id = match.info.game_id
    described = repr((game_id, judge_version(game_id), match.options, match.seats,
                      match.actions, args, sorted(kwargs.items())))
    return _digest(described)


def choice_key(match: Any, args: tuple) -> str:
    """The digest of the position ``seeded_actions(match, *args)`` starts from."""
    return _digest(repr((match.info.game_id, match.options, match.seats, match.seed,
                         match.actions, args)))


def _digest(described: str) -> str:
    return hashlib.sha256(described.encode("utf-8")).hexdigest()


@cache
def _recorded() -> dict[str, dict]:
    if not RECORDING.exists():
        return {"analyses": {}, "choices": {}}
    return json.loads(RECORDING.read_text(encoding="utf-8"))


def recorded(key: str) -> Analysis | None:
    """The recorded analysis under ``key`` (``key_of``), or ``None``."""
    data = _recorded()["analyses"].get(key)
    return None if data is None else Analysis.from_data(data)


def recorded_choices(match: Any, args: tuple) -> list[Action]:
    """The seeded players' recorded actions from ``match``'s position (none: not recorded, or
    a line the engine now refuses somewhere)."""
    actions = [action_from_dict(match.info, data)
               for data in _recorded()["choices"].get(choice_key(match, args), [])]
    state = match.state
    try:
        for action in actions:
            state = state.apply(action)
    except IllegalAction:
        return []
    return actions


def record() -> None:
    """Picture every group of the gallery once at its smallest size, analysing and choosing
    moves for real, and write each analysis and each board game's moves to ``RECORDING``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="gallery-analyses-")

    import game.gallery
    from game.cli.gallery import picture_all
    from tests.test_gallery import SIZES

    analyse: Callable[..., Analysis] = game.gallery.analyse
    seeded_actions: Callable[..., Iterator[Action]] = game.gallery.seeded_actions
    found: dict[str, dict] = {}
    choices: dict[str, list[dict]] = {}

    def recording(match, *args, **kwargs) -> Analysis:
        key = key_of(match, args, kwargs)
        if key not in found:
            found[key] = analyse(match, *args, **kwargs).to_data()
        return Analysis.from_data(found[key])

    def choosing(match, *args) -> Iterator[Action]:
        taken = choices[choice_key(match, args)] = []
        for action in seeded_actions(match, *args):
            taken.append(action_to_dict(action))
            yield action

    game.gallery.analyse = recording
    game.gallery.seeded_actions = choosing
    for group, sizes in SIZES.items():
        if group == "app":
            picture_all(sizes[0], games=[], keep=False)
        else:
            picture_all(sizes[0], games=[group], app=False, keep=False)
    recording_now = {"analyses": found, "choices": choices}
    RECORDING.write_text(json.dumps(recording_now, sort_keys=True, separators=(",", ":"))
                         + "\n", encoding="utf-8")


if __name__ == "__main__":
    record()
