"""Where the player left a lesson: the game, the step reached and the lesson match's save.

One file, ``tutorial.json`` in the data folder, written atomically after every change of the
lesson (``storage.write_json_atomic``, through the app's background writer), with the
scripted faces still to be thrown (a step may script several throws, and a lesson left between
two of them must land the rest as scripted). Read back it is checked at the edge: the save must
replay through the engine (``Match.from_save``), the game must have a tutorial, and the step
must lie inside its script; anything else is set aside as a damaged copy and the lesson simply
starts over (one sentence says so). Never a pickle, never anything evaluated.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core import CorruptData
from game.file_writer import writer
from game.match import Match
from game.paths import data_dir, read_path, saving_disabled
from game.storage import StorageError, keep_aside, read_json, write_json_atomic
from game.tutorial import tutorial_for

FILE_NAME = "tutorial.json"
FORMAT = "dice-pandemonium-lesson"
VERSION = 1


Faces = tuple[int | str, ...]
MAX_QUEUED = 200
"""More scripted throws than any lesson waits on at once; a longer list is damage."""


@dataclass(frozen=True)
class Progress:
    game_id: str
    step: int
    match: Match
    queue: tuple[Faces, ...] | None = None
    """The faces still to be thrown (``None``: a file from before they were kept)."""


def _path() -> Path:
    return data_dir() / FILE_NAME


def save_progress(game_id: str, step: int, match: Match, queue: tuple[Faces, ...] = ()
                  ) -> str:
    """Hand over where the lesson stands to the app's writer (``game.file_writer``: off the
    frame path, atomic); returns a problem sentence (empty when none was heard of)."""
    if saving_disabled():
        return ""
    path = _path()
    data = {"format": FORMAT, "version": VERSION, "game": game_id, "step": step,
            "save": match.to_save(), "queue": [list(faces) for faces in queue]}
    try:
        writer.submit(path, lambda: write_json_atomic(path, data))
    except StorageError as error:
        return str(error)
    return ""


def clear_progress() -> None:
    """The lesson ended: nothing left to resume (after any write still waiting)."""
    if saving_disabled():
        return
    path = _path()

    def forget() -> None:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass

    try:
        writer.submit(path, forget)
    except StorageError:
        pass  # an earlier write failed; the unlink has run or is queued all the same


def _checked(data: Any) -> Progress:
    if not isinstance(data, dict) or data.get("format") != FORMAT \
            or data.get("version") != VERSION:
        raise CorruptData("The lesson file is not one this version wrote.")
    game_id, step = data.get("game"), data.get("step")
    tutorial = tutorial_for(game_id) if isinstance(game_id, str) else None
    if tutorial is None:
        raise CorruptData("The lesson file names no lesson there is.")
    if not isinstance(step, int) or isinstance(step, bool) \
            or not 0 <= step < len(tutorial.steps):
        raise CorruptData("The lesson file's step is out of range.")
    match = Match.from_save(data.get("save"))
    if match.info.game_id != game_id:
        raise CorruptData("The lesson file's game does not match its lesson.")
    return Progress(game_id, step, match, _queue(data.get("queue")))


def _queue(raw: Any) -> tuple[Faces, ...] | None:
    """The scripted faces still to throw, checked (each one a face a die could show: the
    throw itself checks it against the die)."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) > MAX_QUEUED or not all(
            isinstance(faces, list) and 0 < len(faces) <= MAX_QUEUED and all(
                type(face) in (int, str) for face in faces) for faces in raw):
        raise CorruptData("The lesson file's scripted throws are damaged.")
    return tuple(tuple(faces) for faces in raw)


def load_progress() -> tuple[Progress | None, str]:
    """The lesson to resume (or ``None``) and a problem sentence (empty when none)."""
    writer.settle()
    path = _path()
    source = read_path(path)
    if not source.exists():
        return None, ""
    try:
        return _checked(read_json(source)), ""
    except (StorageError, CorruptData, ValueError, TypeError) as error:
        if source == path and not saving_disabled():
            keep_aside(path)
        return None, f"The saved lesson could not be read ({error}); it starts over."
