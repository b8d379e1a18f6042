"""Save files: one autosave per game kind and the player's named saves.

A save is the match's JSON (format, game, options, seats, seed and action list). Loading replays
the actions through the engine, so a damaged or tampered file is refused with a message, never
half-loaded. The rules that keep a player's games safe:

- each game kind has its own autosave (``autosave-<game>.json``); a new 66d6 game replaces only
  the 66d6 one, and a game's autosave goes when that game is finished in play;
- opening a file never writes or deletes any other file (a finished save opened to look at it
  leaves every autosave alone);
- a file that cannot be read is reported in one sentence naming it, and left where it is (the
  Load screen offers to delete it; nothing else touches it).
"""

from __future__ import annotations

import logging
import os
import time
import weakref
from dataclasses import dataclass
from pathlib import Path

from engine.core import CHANCE, CorruptData, get_game
from game.match import SAVE_FORMAT, Match, canonical_json
from game.paths import saves_dir, saving_disabled
from game.storage import StorageError, keep_aside, read_json, write_json_atomic
from game.validate import (
    MAX_FILE_NAME,
    InvalidFile,
    file_name_problem,
    parse_json,
    read_capped,
    shorten,
)

AUTOSAVE_PREFIX = "autosave-"
LEGACY_AUTOSAVE = "autosave.json"
"""The single autosave of earlier versions; still offered as a Resume."""
SUFFIX = ".json"

log = logging.getLogger(__name__)


class SaveError(Exception):
    """Loading or saving failed; ``str()`` is the message for the player, never longer than a
    dialog can show (a message quoting a huge value from a hostile file is shortened here)."""

    def __init__(self, message: str) -> None:
        super().__init__(shorten(str(message)))


@dataclass(frozen=True)
class SaveInfo:
    """A save file as the folder lists it (no reading of its content)."""

    path: Path
    title: str
    when: float
    size: int = 0
    mtime_ns: int = 0

    @property
    def is_autosave(self) -> bool:
        return is_autosave_name(self.path.name)


_loaded: weakref.WeakKeyDictionary[Match, Path] = weakref.WeakKeyDictionary()
"""Matches opened from a file, until their first move: opening alone never writes a save."""


def is_autosave_name(name: str) -> bool:
    return name == LEGACY_AUTOSAVE or (name.startswith(AUTOSAVE_PREFIX) and name.endswith(SUFFIX))


def autosave_path(game_id: str | None = None) -> Path:
    """The autosave of ``game_id`` (None: the old shared name, still read for old installs)."""
    if game_id is None:
        return saves_dir() / LEGACY_AUTOSAVE
    return saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}{SUFFIX}"


def write_save(match: Match, path: Path) -> None:
    try:
        write_json_atomic(path, match.to_save())
    except StorageError as error:
        raise SaveError(str(error)) from None


def _same_game_on_disk(match: Match, path: Path) -> bool:
    """Whether ``path`` holds an earlier position of this very game (same seed and seats,
    its moves a beginning of ours)."""
    try:
        data = read_json(path)
    except StorageError:
        return False
    if not isinstance(data, dict):
        return False
    mine = match.to_save()
    theirs = data.get("actions")
    if not isinstance(theirs, list) or len(theirs) > len(mine["actions"]):
        return False
    if data.get("game") != mine["game"] or data.get("seed") != mine["seed"]:
        return False
    try:
        return (canonical_json(data.get("seats")) == canonical_json(mine["seats"])
                and canonical_json(theirs) == canonical_json(mine["actions"][: len(theirs)]))
    except (TypeError, ValueError, RecursionError):
        return False  # a value no save of ours holds: not this game


_written: set[Path] = set()
"""Autosave files this session wrote; any other file under that name is checked before it is
replaced, so a damaged one is kept aside rather than overwritten."""


def _guard_before_overwrite(path: Path) -> None:
    if path in _written or not (path.exists() or path.is_symlink()):
        _written.add(path)
        return
    try:
        data = parse_json(read_capped(path), path.name)
        ours = isinstance(data, dict) and data.get("format") == SAVE_FORMAT
    except InvalidFile:
        ours = False
    if not ours and keep_aside(path) is None:
        raise SaveError(f"{path.name} is damaged and could not be put aside; your game is "
                        "not autosaved until it is removed.")
    _written.add(path)


def is_kept(match: Match) -> bool:
    """Whether the match's last good position is on disk (its autosave, or the file it was
    opened from and not yet played on)."""
    if match in _loaded:
        return _loaded[match].exists()
    return match.is_over or _same_game_on_disk(match, autosave_path(match.info.game_id))


def set_aside_refused(path: Path, error: SaveError) -> str:
    """A save of the saves folder that could not be opened is renamed ``.damaged-<time>``
    (never deleted); the sentence to show says so."""
    if path.parent.resolve() != saves_dir().resolve() or saving_disabled():
        return str(error)
    aside = keep_aside(path)
    return f"{error} It was kept as {aside.name}." if aside else str(error)


def autosave(match: Match) -> None:
    """Keep the running match on disk after each change (see the module docstring)."""
    if saving_disabled():
        return
    if match in _loaded:
        if match.version == 0:
            return  # just opened: the file it came from is still the truth
        del _loaded[match]
    path = autosave_path(match.info.game_id)
    if match.is_over:
        if match.version > 0 and _same_game_on_disk(match, path):
            path.unlink(missing_ok=True)
        legacy = autosave_path()
        if match.version > 0 and legacy.exists() and _same_game_on_disk(match, legacy):
            legacy.unlink(missing_ok=True)
        return
    _guard_before_overwrite(path)
    write_save(match, path)
    legacy = autosave_path()
    if legacy.exists() and _same_game_on_disk(match, legacy):
        legacy.unlink(missing_ok=True)  # now kept under its game's own autosave name


def _stamp() -> str:
    return time.strftime("%Y-%m-%d %H-%M-%S")


def save_named(match: Match, name: str | None = None) -> Path:
    """Write ``match`` as a new named save; ``name`` must be a safe file name (else
    ``SaveError`` with the reason) and must not be taken. Without a name: title and time."""
    if name is None:
        base = f"{match.info.title} {_stamp()}"
        path = saves_dir() / f"{base}{SUFFIX}"
        counter = 1
        while path.exists():
            counter += 1
            path = saves_dir() / f"{base} ({counter}){SUFFIX}"
    else:
        path = _named_path(name)
    write_save(match, path)
    return path


def _named_path(name: str) -> Path:
    problem = file_name_problem(name)
    if problem:
        raise SaveError(problem)
    path = saves_dir() / f"{name.strip()}{SUFFIX}"
    if path.exists() or path.is_symlink():
        raise SaveError(f"There is already a save called {name.strip()}.")
    return path


def rename_save(path: Path, new_name: str) -> Path:
    """Give a save another name; the old name goes, nothing else changes."""
    if is_autosave_name(path.name):
        raise SaveError("An automatic save cannot be renamed; save the game under a name "
                        "from its pause menu instead.")
    target = _named_path(new_name)
    try:
        if target.exists():  # checked again right before the move: never write over a save
            raise SaveError(f"There is already a save called {new_name.strip()}.")
        os.rename(path, target)
    except OSError as error:
        raise SaveError(f"Could not rename {path.stem}: {error.strerror or error}.") from None
    return target


def delete_save(path: Path) -> None:
    """Remove one save file of the saves folder (nothing outside it, nothing else)."""
    if path.parent.resolve() != saves_dir().resolve() or path.suffix != SUFFIX:
        raise SaveError(f"{path.name} is not one of your saves.")
    try:
        path.unlink()
    except FileNotFoundError:
        return
    except OSError as error:
        raise SaveError(f"Could not delete {path.stem}: {error.strerror or error}.") from None


def load_match(path: Path) -> Match:
    """The match of the save at ``path``, replayed; ``SaveError`` naming the file otherwise.

    The loaded position is asked what it allows, so a file that replays but leaves a state the
    board could not show is refused here and not later mid-drawing.
    """
    try:
        match = match_from_bytes(read_capped(path), path.name)
    except InvalidFile as error:
        raise SaveError(str(error)) from None
    _loaded[match] = path
    return match


def match_from_bytes(raw: bytes, name: str) -> Match:
    """The match in a save's bytes (``name`` is the file's, for messages); ``SaveError``."""
    try:
        match = Match.from_save(parse_json(raw, name))
        state = match.state
        if not state.is_over:
            if state.to_move == CHANCE:
                state.roll_request()
            else:
                state.legal_actions()
    except InvalidFile as error:
        raise SaveError(str(error)) from None
    except CorruptData as error:
        raise SaveError(f"{name} cannot be loaded: {error}") from None
    except RecursionError:
        raise SaveError(f"{name} cannot be loaded: it is malformed.") from None
    except Exception as error:  # the edge: whatever a hostile file does, the app goes on
        log.warning("unexpected error loading %s", name, exc_info=True)
        raise SaveError(f"{name} cannot be loaded: it is malformed "
                        f"({type(error).__name__}).") from None
    return match


def _listed(path: Path) -> SaveInfo | None:
    try:
        info = path.stat(follow_symlinks=False)
    except OSError:
        return None
    title = path.stem
    if path.name == LEGACY_AUTOSAVE:
        title = "Autosave"
    elif is_autosave_name(path.name):
        game_id = path.stem[len(AUTOSAVE_PREFIX):]
        try:
            title = f"Autosave · {get_game(game_id).title}"
        except CorruptData:  # a game this version does not have: say what the file says
            title = f"Autosave · {game_id}"
    return SaveInfo(path, title, info.st_mtime, info.st_size, info.st_mtime_ns)


def list_saves(include_autosaves: bool = True) -> list[SaveInfo]:
    """Every save in the folder (autosaves too), newest first. Only the folder is read."""
    folder = saves_dir()
    try:
        names = [entry.name for entry in os.scandir(folder)
                 if entry.name.endswith(SUFFIX) and not entry.name.startswith(".")
                 and ".damaged-" not in entry.name]
    except OSError:
        return []
    result = []
    for name in names:
        if not include_autosaves and is_autosave_name(name):
            continue
        info = _listed(folder / name)
        if info is not None:
            result.append(info)
    return sorted(result, key=lambda s: (s.when, s.path.name), reverse=True)


def resumable() -> list[SaveInfo]:
    """The autosaves (one per game kind, plus an old shared one), newest first."""
    return [info for info in list_saves() if info.is_autosave]


def has_resumable() -> bool:
    return bool(resumable())


__all__ = ["MAX_FILE_NAME", "SaveError", "SaveInfo", "autosave", "autosave_path",
           "delete_save", "has_resumable", "list_saves", "load_match", "rename_save",
           "resumable", "save_named", "write_save"]
