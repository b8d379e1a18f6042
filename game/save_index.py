"""What the Load screen shows of each save, cached so 200 saves open at once.

Reading a save means replaying it, which takes milliseconds per file; the screen must open at
once with hundreds. So each save's summary (game, players, turn, result) is kept in
``saves/.index.json`` keyed by file name and checked against the file's size and modification
time, and its board picture in ``saves/.thumbs/<content hash>.png``. Both are caches: a damaged
index is simply rebuilt, and nothing in it is the player's data.

Nothing read from the index names a file: a picture's path is built here from a digest that
must be 32 hex digits (an index planted with ``../`` or an absolute path in it is ignored), and
pictures are only ever pruned in a real ``.thumbs`` folder, never through a link.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.match import Match
from game.paths import THUMBS, is_real_folder, read_path, saves_dir, saving_disabled
from game.saves import SaveError, SaveInfo, match_from_bytes
from game.storage import StorageError, read_json, write_json_atomic
from game.validate import InvalidFile, read_capped, shorten

INDEX_NAME = ".index.json"
THUMBS_DIR = THUMBS
INDEX_VERSION = 1
DIGEST = re.compile(r"[0-9a-f]{32}")
"""What a picture's name is made of: the first 32 hex digits of the save's SHA-256."""


@dataclass(frozen=True)
class SaveSummary:
    """One save as the list shows it; ``problem`` is set (and the rest empty) for a bad file."""

    game_id: str = ""
    title: str = ""
    players: str = ""
    progress: str = ""
    moves: int = 0
    over: bool = False
    digest: str = ""
    problem: str = ""


def players_text(match: Match) -> str:
    names = []
    for index, seat in enumerate(match.seats):
        name = seat.name or match.state.seat_name(index)
        names.append(f"{name} (AI {seat.level})" if seat.is_ai else name)
    return " vs ".join(names)


def progress_text(match: Match) -> str:
    """"Turn 7", or how the game ended: the same words for every game, from the engine."""
    outcome = match.state.outcome()
    if outcome is not None:
        if outcome.is_draw:
            return "Finished: a draw"
        winners = " and ".join(match.seats[w].name or match.state.seat_name(w)
                               for w in outcome.winners)
        return f"Finished: {winners} won"
    turns, last = 0, None
    for state in match.states:
        owner = state.turn_owner
        if owner is not None and owner != last:
            turns += 1
            last = owner
    return f"Turn {max(1, turns)}"


def summarize(match: Match, digest: str) -> SaveSummary:
    return SaveSummary(match.info.game_id, match.info.title, players_text(match),
                       progress_text(match), len(match.actions), match.is_over, digest)


def _well_formed(summary: SaveSummary) -> bool:
    """Whether a summary read from the index could be one we wrote: short texts, a count, a
    flag, and a digest of 32 hex digits (or none)."""
    texts = (summary.game_id, summary.title, summary.players, summary.progress,
             summary.problem, summary.digest)
    return (all(isinstance(text, str) and len(text) <= 2000 for text in texts)
            and isinstance(summary.moves, int) and not isinstance(summary.moves, bool)
            and isinstance(summary.over, bool)
            and (not summary.digest or DIGEST.fullmatch(summary.digest) is not None))


class SaveIndex:
    """The cache of summaries for one saves folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or saves_dir()
        self.entries: dict[str, dict[str, Any]] = {}
        self.dirty = False
        try:
            data = read_json(read_path(self.folder / INDEX_NAME))
        except StorageError:
            data = None  # no index yet, or a damaged one: it is rebuilt as saves are read
        if isinstance(data, dict) and data.get("version") == INDEX_VERSION \
                and isinstance(data.get("saves"), dict):
            self.entries = {k: v for k, v in data["saves"].items() if isinstance(v, dict)}

    def cached(self, info: SaveInfo) -> SaveSummary | None:
        entry = self.entries.get(info.path.name)
        if not entry or entry.get("size") != info.size or entry.get("mtime_ns") != info.mtime_ns:
            return None
        try:
            summary = SaveSummary(**entry["summary"])
        except (TypeError, KeyError):
            return None
        return summary if _well_formed(summary) else None  # else: read the save again

    def read(self, info: SaveInfo) -> tuple[SaveSummary, Match | None]:
        """The summary of ``info`` (from the cache, or by replaying it), and the match when it
        had to be replayed (so a caller can draw its picture without replaying again)."""
        known = self.cached(info)
        if known is not None:
            return known, None
        match = None
        try:
            raw = read_capped(info.path)
            digest = hashlib.sha256(raw).hexdigest()[:32]
            match = match_from_bytes(raw, info.path.name)
            summary = summarize(match, digest)
        except (InvalidFile, SaveError) as error:
            summary = SaveSummary(problem=shorten(str(error), 200))
        self._store(info, summary)
        return summary, match

    def remember(self, info: SaveInfo, summary: SaveSummary, write: bool = True) -> None:
        """Cache the summary of a file just written (its match at hand); ``write``: write the
        index now (else at the next ``flush``)."""
        self._store(info, summary)
        if write:
            self.flush()

    def _store(self, info: SaveInfo, summary: SaveSummary) -> None:
        self.entries[info.path.name] = {"size": info.size, "mtime_ns": info.mtime_ns,
                                        "summary": asdict(summary)}
        self.dirty = True

    def thumb_path(self, summary: SaveSummary) -> Path | None:
        """Where this session keeps the save's picture (None: it has none)."""
        if not isinstance(summary.digest, str) or not DIGEST.fullmatch(summary.digest):
            return None
        return self.folder / THUMBS_DIR / f"{summary.digest}.png"

    def thumb_source(self, summary: SaveSummary) -> Path | None:
        """Where to read the save's picture: this session's, else the player's folder's."""
        path = self.thumb_path(summary)
        return None if path is None else read_path(path)

    def forget(self, name: str) -> None:
        if self.entries.pop(name, None) is not None:
            self.dirty = True

    def flush(self, present: set[str] | None = None) -> None:
        """Write the index if it changed, dropping entries of files that are gone."""
        if present is not None:
            stale = set(self.entries) - present
            for name in stale:
                del self.entries[name]
            self.dirty |= bool(stale)
            self._prune_pictures()
        if not self.dirty or saving_disabled():
            return
        try:
            write_json_atomic(self.folder / INDEX_NAME,
                              {"version": INDEX_VERSION, "saves": self.entries})
        except StorageError:
            return  # a cache: the next opening reads the saves again
        self.dirty = False

    def _prune_pictures(self) -> None:
        """Drop cached pictures no listed save uses any more (deleted or changed saves)."""
        used = {entry.get("summary", {}).get("digest") for entry in self.entries.values()
                if isinstance(entry.get("summary"), dict)}
        folder = self.folder / THUMBS_DIR
        if saving_disabled() or not is_real_folder(folder):
            return
        try:
            pictures = [entry.name for entry in os.scandir(folder)]
        except OSError:
            return
        for name in pictures:
            stem, dot, suffix = name.partition(".")
            if suffix == "png" and DIGEST.fullmatch(stem) and stem not in used:
                (folder / name).unlink(missing_ok=True)
