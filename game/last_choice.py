"""What a player chose last time, per game: the daemon in each seat, and how many battles began.

Kept in ``last_choice.json`` in the data folder so a set-up screen opens with the daemons the
players fought with last (the one they just built included), and the first-battle hints know
when to stop. Written atomically (``storage.write_json_atomic``). A damaged or foreign file is
never trusted and never blocks a set-up: it is moved aside as ``last_choice.damaged-<time>.json``
(each copy under a name of its own), one sentence says so, and everything starts from the
defaults. Values are plain strings the caller checks (a daemon that no longer exists is simply
not preselected).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.paths import data_dir, read_path, saving_disabled
from game.storage import StorageError, keep_aside, read_json, write_json_atomic

FILE_NAME = "last_choice.json"
VERSION = 1
MAX_SEATS = 12
MAX_KEY = 120
"""Longest remembered value (a "mine:" prefix plus a daemon name)."""


def _path() -> Path:
    return data_dir() / FILE_NAME


def _clean_game(raw: Any) -> dict[str, Any]:
    """One game's record with anything unexpected dropped."""
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Any] = {}
    seats = raw.get("seats")
    if isinstance(seats, list):
        out["seats"] = [s if isinstance(s, str) and 0 < len(s) <= MAX_KEY else None
                        for s in seats[:MAX_SEATS]]
    battles = raw.get("battles")
    if isinstance(battles, int) and not isinstance(battles, bool) and 0 <= battles < 10 ** 9:
        out["battles"] = battles
    return out


class LastChoice:
    """The remembered choices of every game (load once, change, it saves itself)."""

    def __init__(self, games: dict[str, dict[str, Any]] | None = None,
                 problem: str = "") -> None:
        self.games = games or {}
        self.problem = problem
        """A sentence for the player when the file was damaged (empty otherwise)."""

    @classmethod
    def load(cls) -> LastChoice:
        path = _path()
        source = read_path(path)
        if not (source.exists() or source.is_symlink()):
            return cls()
        try:
            data = read_json(source)
            if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
                raise StorageError(f"{FILE_NAME} is not a file of remembered choices.")
        except StorageError as error:
            if source != path or saving_disabled():
                return cls(problem=f"{error} Your last choices are forgotten.")
            return cls(problem=_set_aside(path, str(error)))
        games = {k: _clean_game(v) for k, v in data["games"].items()
                 if isinstance(k, str) and len(k) <= 60}
        return cls(games)

    def save(self) -> None:
        """Write the file; a failure to write is not worth stopping a battle for."""
        if saving_disabled():
            return
        try:
            write_json_atomic(_path(), {"version": VERSION, "games": self.games})
        except StorageError as error:
            self.problem = str(error)

    # ------------------------------------------------------------------ seats
    def seats(self, game_id: str) -> list[str | None]:
        """The value remembered for each seat (None where nothing is)."""
        return list(self.games.get(game_id, {}).get("seats", []))

    def seat(self, game_id: str, seat: int) -> str | None:
        seats = self.seats(game_id)
        return seats[seat] if 0 <= seat < len(seats) else None

    def remember_seats(self, game_id: str, values: list[str]) -> None:
        """Remember one value per seat (seats beyond the list keep what they had)."""
        record = self.games.setdefault(game_id, {})
        old = list(record.get("seats", []))
        new = [v if isinstance(v, str) and 0 < len(v) <= MAX_KEY else None
               for v in values[:MAX_SEATS]]
        record["seats"] = new + old[len(new):MAX_SEATS]
        self.save()

    # ------------------------------------------------------------------ battles
    def battles(self, game_id: str) -> int:
        return int(self.games.get(game_id, {}).get("battles", 0))

    def count_battle(self, game_id: str) -> None:
        record = self.games.setdefault(game_id, {})
        record["battles"] = int(record.get("battles", 0)) + 1
        self.save()

    def first_battles(self, game_id: str, how_many: int = 3) -> bool:
        """Whether the player is still in their first ``how_many`` battles of the game."""
        return self.battles(game_id) < how_many


def _set_aside(path: Path, reason: str) -> str:
    """Move a damaged file out of the way (kept for a curious player) and say so."""
    aside = keep_aside(path)
    if aside is None:
        return f"{reason} Your last choices are forgotten."
    return f"{reason} It was kept as {aside.name}; your last choices are forgotten."


__all__ = ["FILE_NAME", "LastChoice"]
