"""Save files: one autosave per game kind and the player's named saves.

A save is the match's JSON (format, game, options, seats, seed and action list). Loading replays
the actions through the engine, so a damaged or tampered file is refused with a message, never
half-loaded. The rules that keep a player's games safe:

- each game kind has its own autosave (``autosave-<game>.json``); a new 66d6 game replaces only
  the 66d6 one, and a game's autosave goes when that game is finished in play;
- opening a file never writes or deletes any other file (a finished save opened to look at it
  leaves every autosave alone);
- a file that cannot be read is reported in one sentence naming it, and left where it is (the
  Load screen offers to delete it; nothing else touches it);
- when the player's data folder cannot be written, its saves are still listed and opened; this
  session's saves go to the write folder (``game.paths``) and shadow a save of the same name.
"""

from __future__ import annotations

import logging
import os
import time
import weakref
from dataclasses import dataclass
from pathlib import Path

from engine.core import CHANCE, Action, CorruptData, action_to_dict, get_game
from game.file_writer import writer
from game.match import SAVE_FORMAT, Match, canonical_json, same_canonical
from game.paths import read_path, saves_dir, saves_dirs, saving_disabled
from game.storage import (
    Encoded,
    StorageError,
    compact_json,
    encode_json,
    keep_aside,
    read_json,
    write_bytes_atomic,
)
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
        write_bytes_atomic(path, encode_save(match))
    except StorageError as error:
        raise SaveError(str(error)) from None
    stamp = _file_stamp(path)
    if stamp is not None:
        _last_writes[path] = (stamp, match.info.game_id, match.seed,
                              [seat.to_dict() for seat in match.seats], tuple(match.actions))


_last_writes: dict[Path, tuple[tuple[int, int, int], str, int, list[dict[str, str]],
                               tuple[Action, ...]]] = {}
"""What this session last wrote at each path: the file's size, time and inode just after,
then the game, seed, seats and moves written (``_known_on_disk``)."""


def _file_stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_size, status.st_mtime_ns, status.st_ino


def _known_on_disk(match: Match, path: Path) -> bool:
    """Whether ``path`` is still the file this session last wrote there, written from
    ``match`` itself at an earlier position (its moves the very objects of ours).

    Why: as a game ends its autosave is checked to hold this game before it is removed, and
    reading a long game back (a Doodle Dice game's drawings: 50 ms of parsing and checking on
    the writer's thread) kept the window's thread waiting for Python's lock on the frames
    after the end. A file written over since (a new file each time: writes replace it) or
    written by another session is read and compared as before."""
    last = _last_writes.get(path)
    if last is None or read_path(path) != path or _file_stamp(path) != last[0]:
        return False
    _, game_id, seed, seats, actions = last
    return (game_id == match.info.game_id and seed == match.seed
            and len(actions) <= len(match.actions)
            and all(ours is theirs  # (ours may be longer: theirs is a beginning)
                    for ours, theirs in zip(match.actions, actions, strict=False))
            and seats == [seat.to_dict() for seat in match.seats])


_action_texts: dict[int, tuple[Action, str]] = {}
"""Each action's JSON text by the action object (kept with it, so a reused id is not taken
for it): an autosave after each move encodes only the new move, not the whole game again."""
MAX_REMEMBERED_ACTIONS = 50_000


def encode_save(match: Match) -> bytes:
    """The bytes of ``match.to_save()`` as compact JSON, each move's text reused from the
    previous write: only the moves not written before are turned into data and encoded. Why:
    a long Doodle Dice game is 170 KB of drawings, and encoding it all again after every move
    kept the writer thread, and so the frames, busy; turning every move of a long game into
    data again held Python's lock from the frame's thread (docs/performance.md)."""
    data = match.to_save(actions=False)
    texts = Encoded()
    try:
        for action in match.actions:
            known = _action_texts.get(id(action))
            if known is None or known[0] is not action:
                if len(_action_texts) >= MAX_REMEMBERED_ACTIONS:
                    _action_texts.clear()
                known = _action_texts[id(action)] = (action,
                                                     compact_json(action_to_dict(action)))
            texts.append(known[1])
    except (TypeError, ValueError, RecursionError) as error:
        raise StorageError(f"Could not write {match.info.title}: the game cannot be stored "
                           f"({type(error).__name__}).") from None
    data["actions"] = texts
    return encode_json(data, "the save")


def _same_game_on_disk(match: Match, path: Path) -> bool:
    """Whether ``path`` holds an earlier position of this very game (same seed and seats,
    its moves a beginning of ours)."""
    if _known_on_disk(match, path):
        return True
    try:
        data = read_json(read_path(path))
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
                and same_canonical(theirs, mine["actions"][: len(theirs)]))
    except (TypeError, ValueError, RecursionError):
        return False  # a value no save of ours holds: not this game


_finished: set[Path] = set()
"""Autosaves of the player's read-only folder whose game was finished this session: no longer
offered (the file itself cannot be removed there)."""

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
    writer.settle()
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
    """Keep the running match on disk after each change (see the module docstring).

    While the app runs the writing is done by ``storage.writer``'s thread, so a move never
    waits for the encoding or the disk: the frame only takes a snapshot of the match (its
    lists copied, the replayed states shared) and hands it over. A failure is raised here at
    the next move."""
    if saving_disabled():
        return
    if match in _loaded:
        if match.version == 0:
            return  # just opened: the file it came from is still the truth
        del _loaded[match]
    game_id = match.info.game_id
    snapshot, played = match.at(len(match.actions)), match.version > 0
    # The file is named on the writer's thread: naming it checks the saves folder on disk.
    writer.submit(("autosave", game_id),
                  lambda: _keep_on_disk(snapshot, autosave_path(game_id), played))


def _keep_on_disk(match: Match, path: Path, played: bool) -> None:
    """Write the autosave of ``match`` at ``path``, or remove it once the game is over (only
    when it was ``played`` here: opening a finished save removes nothing)."""
    if match.is_over:
        for finished in (path, autosave_path()):
            if played and _same_game_on_disk(match, finished):
                _remove_autosave(match, finished)
        return
    _guard_before_overwrite(path)
    write_save(match, path)
    legacy = autosave_path()
    if _same_game_on_disk(match, legacy):
        _remove_autosave(match, legacy)  # now kept under its game's own autosave name


def _remove_autosave(match: Match, path: Path) -> None:
    """Remove the autosave ``path`` of ``match``; a copy in the player's read-only folder
    is no longer offered instead."""
    path.unlink(missing_ok=True)
    if read_path(path) != path and _same_game_on_disk(match, path):
        _finished.add(read_path(path))


def _stamp() -> str:
    return time.strftime("%Y-%m-%d %H-%M-%S")


def save_named(match: Match, name: str | None = None) -> Path:
    """Write ``match`` as a new named save; ``name`` must be a safe file name (else
    ``SaveError`` with the reason) and must not be taken. Without a name: title and time."""
    if name is None:
        base = f"{match.info.title} {_stamp()}"
        path = saves_dir() / f"{base}{SUFFIX}"
        counter = 1
        while path.exists() or read_path(path).exists():
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
    if path.exists() or path.is_symlink() or read_path(path).exists():
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
    if path.parent.resolve() not in {folder.resolve() for folder in saves_dirs()} \
            or path.suffix != SUFFIX:
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
    writer.settle()
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
    """Every save (autosaves too), newest first: this session's folder, then the player's own
    when that is another (see the module docstring). Only the folders are read."""
    writer.settle()
    result: dict[str, SaveInfo] = {}
    for place, folder in enumerate(saves_dirs()):
        try:
            names = [entry.name for entry in os.scandir(folder)
                     if entry.name.endswith(SUFFIX) and not entry.name.startswith(".")
                     and ".damaged-" not in entry.name]
        except OSError:
            continue
        for name in names:
            if name in result or (not include_autosaves and is_autosave_name(name)) \
                    or (place > 0 and folder / name in _finished):
                continue
            info = _listed(folder / name)
            if info is not None:
                result[name] = info
    return sorted(result.values(), key=lambda s: (s.when, s.path.name), reverse=True)


def resumable() -> list[SaveInfo]:
    """The autosaves (one per game kind, plus an old shared one), newest first."""
    return [info for info in list_saves() if info.is_autosave]


def has_resumable() -> bool:
    return bool(resumable())


__all__ = ["MAX_FILE_NAME", "SaveError", "SaveInfo", "autosave", "autosave_path",
           "delete_save", "has_resumable", "list_saves", "load_match", "rename_save",
           "resumable", "save_named", "write_save"]
