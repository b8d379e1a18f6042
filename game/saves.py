"""Save files: the autosave of the running match and the player's named saves.

A save is the match's JSON (format, game, options, seats, seed and action list). Loading replays
the actions through the engine, so a damaged or tampered file is refused with a message, never
half-loaded.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from engine.core import CorruptData
from game.match import Match
from game.paths import saves_dir
from game.storage import StorageError, read_json, write_json_atomic

AUTOSAVE_NAME = "autosave.json"


class SaveError(Exception):
    """Loading or saving failed; ``str()`` is the message for the player."""


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    title: str
    when: float


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def write_save(match: Match, path: Path) -> None:
    try:
        write_json_atomic(path, match.to_save())
    except StorageError as error:
        raise SaveError(str(error)) from None


def autosave(match: Match) -> None:
    """Keep the running match on disk; a finished match leaves nothing to resume."""
    path = autosave_path()
    if match.is_over:
        path.unlink(missing_ok=True)
        return
    write_save(match, path)


def save_named(match: Match) -> Path:
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
    path = saves_dir() / f"{match.info.game_id}_{stamp}.json"
    counter = 1
    while path.exists():
        counter += 1
        path = saves_dir() / f"{match.info.game_id}_{stamp}_{counter}.json"
    write_save(match, path)
    return path


def load_match(path: Path) -> Match:
    try:
        data = read_json(path)
        return Match.from_save(data)
    except StorageError as error:
        raise SaveError(str(error)) from None
    except CorruptData as error:
        raise SaveError(f"{path.name} cannot be loaded: {error}") from None
    except RecursionError:
        raise SaveError(f"{path.name} cannot be loaded: it is malformed.") from None


def has_resumable() -> bool:
    return autosave_path().exists()


def list_saves() -> list[SaveInfo]:
    """Named saves, newest first (the autosave is offered separately as "Resume")."""
    result = []
    for path in saves_dir().glob("*.json"):
        if path.name == AUTOSAVE_NAME:
            continue
        try:
            when = path.stat().st_mtime
        except OSError:
            continue
        game, _, rest = path.stem.partition("_")
        result.append(SaveInfo(path, f"{game}  {rest.replace('_', ' ')}", when))
    return sorted(result, key=lambda s: s.when, reverse=True)
