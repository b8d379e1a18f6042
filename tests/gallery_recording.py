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

The seeded players' moves (``game.gallery.seeded_actions`` on a board: the games whose
outcome cards are pictured; ``advance`` and ``play_until``: the positions pictured) are
recorded for the same reason and found the same way (the game, its seed, every action before
them and what the players were asked) and applied through the board or the match and the
engine as the players' own would be; a recorded line the rules no longer allow is not used
(the players choose again), so a board is never silently stopped short by a refused move.
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


def position(match: Any, *args: Any) -> str:
    """The position seeded players start from and what they are asked (a function by its
    name: ``play_until``'s goal)."""
    return repr((match.info.game_id, match.options, match.seats, match.seed, match.actions,
                 [getattr(a, "__qualname__", a) for a in args]))


def choice_key(match: Any, args: tuple, name: str = "seeded_actions") -> str:
    """The digest of what the seeded players are asked by ``name``, from ``match``."""
    return _digest(f"{name} {position(match, *args)}")


def _digest(described: str) -> str:
    return hashlib.sha256(described.encode("utf-8")).hexdigest()


@cache
def _recorded() -> dict[str, dict]:
    if not RECORDING.exists():
        return {"analyses": {}, "choices": {}, "lines": {}}
    return json.loads(RECORDING.read_text(encoding="utf-8"))


def recorded(key: str) -> Analysis | None:
    """The recorded analysis under ``key`` (``key_of``), or ``None``."""
    data = _recorded()["analyses"].get(key)
    return None if data is None else Analysis.from_data(data)


def recorded_choices(match: Any, args: tuple) -> list[Action]:
    """The seeded players' recorded actions from ``match``'s position (none: not recorded, or
    a line the engine now refuses somewhere)."""
    return _allowed(match, _recorded()["choices"].get(choice_key(match, args), []))


def recorded_line(name: str, match: Any, args: tuple) -> tuple[list[Action], Any] | None:
    """The actions ``advance`` or ``play_until`` (``name``) applied to ``match`` with ``args``
    and what it returned, as recorded (``None``: not recorded, or refused somewhere)."""
    line = _recorded()["lines"].get(choice_key(match, args, name))
    if line is None:
        return None
    actions = _allowed(match, line["actions"])
    return (actions, line["result"]) if actions or not line["actions"] else None


def _allowed(match: Any, recorded_actions: list[dict]) -> list[Action]:
    """``recorded_actions`` as actions, or none if the engine refuses one from ``match``."""
    actions = [action_from_dict(match.info, data) for data in recorded_actions]
    state = match.state
    try:
        for action in actions:
            state = state.apply(action)
    except IllegalAction:
        return []
    return actions


def record() -> None:
    """Picture every group of the gallery once at its smallest size, analysing and choosing
    moves for real, and write each analysis and each seeded game's moves to ``RECORDING``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="gallery-analyses-")

    import game.gallery
    from game.cli.gallery import picture_all
    from game.settings import MIN_WINDOW
    from scenes.registry import playable_games

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

    lines: dict[str, dict] = {}

    def lining(play: Callable[..., Any]) -> Callable[..., Any]:
        def played(match, *args):
            key, start = choice_key(match, args, play.__name__), len(match.actions)
            result = play(match, *args)
            lines[key] = {"actions": [action_to_dict(a) for a in match.actions[start:]],
                          "result": result}
            return result

        return played

    game.gallery.analyse = recording
    game.gallery.seeded_actions = choosing
    game.gallery.advance = lining(game.gallery.advance)
    game.gallery.play_until = lining(game.gallery.play_until)
    # The test pictures every group at the smallest window first (and each game is found
    # the same at any size: the layout is what differs, not the game).
    picture_all(MIN_WINDOW, games=[], keep=False)
    for info in playable_games():
        picture_all(MIN_WINDOW, games=[info.game_id], app=False, keep=False)
    recording_now = {"analyses": found, "choices": choices, "lines": lines}
    RECORDING.write_text(json.dumps(recording_now, sort_keys=True, separators=(",", ":"))
                         + "\n", encoding="utf-8")


if __name__ == "__main__":
    record()
