"""The game library: every finished game with a person at the table, kept to look back on.

A game that ends in play is filed here on its own (a finished game's autosave goes, so without
this there would be nothing left to review). Each game is an ordinary save file in
``<data>/library`` (so ``python -m game FILE --review`` opens it) named

    ``<finished: YYYY-MM-DD HH-MM-SS> <game id> <opponent> <key>.json``

Why the name carries the date, game and opponent: the "Past games" screen sorts and filters a
thousand games by listing the folder alone, even when the summaries' cache
(``game.save_index``, ``library/.index.json``) is missing or damaged. ``key`` is a hash of the
game (game, seed, seats, moves), so the same game finished twice (an earlier save played to
the same end) is kept once.

The file rules are the saves' (``game.storage``: atomic writes, validated reads; a file that
cannot be opened is set aside). Past the player's limit (Settings, ``LIBRARY_LIMITS``) the
oldest games go; only files of this folder with a library name are ever pruned or deleted, so
named saves are never touched.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

import game.saves as saves
from game.file_writer import writer
from game.match import Match, canonical_pieces
from game.paths import data_dir, saving_disabled
from game.save_index import SaveIndex, summarize
from game.settings import DEFAULT_LIBRARY_LIMIT
from game.stats import OPPONENTS, result_of
from game.storage import StorageError, write_json_atomic
from game.validate import InvalidFile, read_capped

FOLDER = "library"
STAMP = "%Y-%m-%d %H-%M-%S"
_NAME = re.compile(r"(\d{4})-(\d\d)-(\d\d) (\d\d)-(\d\d)-(\d\d) ([a-z0-9][a-z0-9-]{0,39}) "
                   r"(easy|normal|hard|mixed|hot-seat) ([0-9a-f]{12})\.json")

log = logging.getLogger(__name__)


class LibraryError(Exception):
    """A game could not be kept or removed; ``str()`` is the sentence for the player."""


@dataclass(frozen=True)
class PastGame:
    """One kept game as the folder lists it (its name says when, which game, against whom)."""

    info: saves.SaveInfo
    game_id: str
    opponent: str
    key: str

    @property
    def path(self) -> Path:
        return self.info.path

    @property
    def when(self) -> float:
        return self.info.when


def library_dir() -> Path:
    """``<data>/library``, made when missing (reads of a folder that cannot be made find
    nothing; writes say why they failed)."""
    path = data_dir() / FOLDER
    if not saving_disabled():
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
    return path


def game_key(match: Match) -> str:
    """The same for the same game played to the same end, whoever kept it and when."""
    data = match.to_save()
    text = "".join(canonical_pieces([data["game"], data["seed"], data["seats"],
                                     data["actions"]]))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _parse(name: str) -> tuple[float, str, str, str] | None:
    found = _NAME.fullmatch(name)
    if found is None:
        return None
    year, month, day, hour, minute, second = (int(found.group(i)) for i in range(1, 7))
    if not (1 <= month <= 12 and 1 <= day <= 31 and hour < 24 and minute < 60 and second < 61):
        return None
    try:  # the local time the name was written in (a thousand strptime calls are slow)
        when = time.mktime((year, month, day, hour, minute, second, 0, 0, -1))
    except (ValueError, OverflowError):
        return None
    return when, found.group(7), found.group(8), found.group(9)


def list_games(folder: Path | None = None) -> list[PastGame]:
    """Every kept game, newest first; only the folder is read (names and sizes). ``folder``:
    the library's (``library_dir``) unless told, e.g. by a worker process."""
    writer.settle()  # a game that has just ended is filed by the writer's thread
    folder = library_dir() if folder is None else folder
    found: list[PastGame] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        parsed = _parse(entry.name)
        if parsed is None:
            continue
        try:
            stat = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        when, game_id, opponent, key = parsed
        info = saves.SaveInfo(folder / entry.name, game_id, when, stat.st_size,
                              stat.st_mtime_ns)
        found.append(PastGame(info, game_id, opponent, key))
    found.sort(key=lambda g: (g.when, g.path.name), reverse=True)
    return found


def keep_finished(match: Match, limit: int = DEFAULT_LIBRARY_LIMIT,
                  when: float | None = None) -> Path | None:
    """File ``match`` if it is over and a person played it; the path it is kept at (None:
    nothing to keep). The same game is never kept twice. ``LibraryError`` when the disk
    refuses; the oldest games past ``limit`` go after a new one is kept."""
    result = result_of(match)
    if result is None or saving_disabled():
        return None
    opponent = result[0] if result[0] in OPPONENTS else "mixed"
    key = game_key(match)
    folder = library_dir()
    for game in list_games():
        if game.key == key:
            return game.path
    stamp = time.strftime(STAMP, time.localtime(time.time() if when is None else when))
    path = folder / f"{stamp} {match.info.game_id} {opponent} {key}.json"
    try:
        write_json_atomic(path, match.to_save())
    except StorageError as error:
        raise LibraryError(f"This game could not be kept in Past games: {error}") from None
    index = SaveIndex(folder)
    try:  # the summary now, while the match is at hand: the screen need not replay it
        raw = read_capped(path)
        stat = path.stat()
        info = saves.SaveInfo(path, match.info.game_id, time.time(), stat.st_size,
                              stat.st_mtime_ns)
        index.remember(info, summarize(match, hashlib.sha256(raw).hexdigest()[:32]))
    except (InvalidFile, OSError):
        pass  # read again when the screen lists it
    prune(limit, index)
    return path


def file_ended_game(match: Match, limit: int = DEFAULT_LIBRARY_LIMIT) -> None:
    """Keep a game that has just ended in play. When it cannot be kept, its autosave is
    written finished (``LibraryError`` still raised to say so): the main menu files it later
    (``settle_finished_autosaves``) and never offers it as a Resume, and the game is not lost."""
    try:
        keep_finished(match, limit)
    except LibraryError:
        try:
            saves.write_save(match, saves.autosave_path(match.info.game_id))
        except saves.SaveError:
            log.warning("a finished game could be neither kept nor autosaved", exc_info=True)
        raise


def prune(limit: int, index: SaveIndex | None = None) -> int:
    """Remove the oldest kept games past ``limit``; how many went."""
    games = list_games()
    gone = 0
    index = index or SaveIndex(library_dir())
    for game in games[max(0, limit):]:
        try:
            game.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            log.warning("could not prune %s", game.path.name, exc_info=True)
            continue
        gone += 1
    index.flush({g.path.name for g in games[:max(0, limit)]})
    return gone


def delete_game(game: PastGame) -> None:
    """Remove one kept game (only a library file of the library folder)."""
    if game.path.parent.resolve() != library_dir().resolve() or _parse(game.path.name) is None:
        raise LibraryError(f"{game.path.name} is not one of your past games.")
    try:
        game.path.unlink()
    except FileNotFoundError:
        return
    except OSError as error:
        raise LibraryError(f"Could not delete this game: {error.strerror or error}.") from None


def settle_finished_autosaves(index: SaveIndex,
                              limit: int = DEFAULT_LIBRARY_LIMIT) -> list[saves.SaveInfo]:
    """The autosaves of games still in progress, newest first.

    An autosave holding a finished game (left by an earlier version that failed to drop it)
    is filed in the library and removed, so it is never offered as a Resume again."""
    waiting = []
    for info in saves.resumable():
        summary, _ = index.read(info)
        if not summary.over or summary.problem:
            waiting.append(info)
            continue
        try:
            match = saves.match_from_bytes(read_capped(info.path), info.path.name)
            keep_finished(match, limit, when=info.when)
            saves.delete_save(info.path)
        except (InvalidFile, saves.SaveError, LibraryError):
            log.warning("could not settle the finished autosave %s", info.path.name,
                        exc_info=True)
            continue
        index.forget(info.path.name)
    return waiting


__all__ = ["LibraryError", "PastGame", "delete_game", "file_ended_game", "game_key",
           "keep_finished",
           "library_dir", "list_games", "prune", "settle_finished_autosaves"]
