"""The player's statistics: their record per game and opponent, and every face the tray threw.

Kept in ``stats.json`` in the data folder, like every other file of the player's:

* read through ``game.validate`` (a regular file, at most ``MAX_BYTES``, plain JSON of ours);
  a file that cannot be used is kept aside (``stats.damaged-<time>.json``), one sentence says
  so and counting starts again; a file with some unreadable rows keeps the rest and a copy of
  the original is put aside; nothing else in the data folder is touched;
* written whole and atomically (``write_json_atomic``) at a game's end, when the statistics
  screen opens, after a reset and when the app quits (``close``), on the app's writer thread
  (``game.storage.writer``) so no frame waits for the disk; the tray's counts wait in memory
  (``game.tray.tally``) until then;
* a disk that cannot be written never stops play: the figures stay in memory for the session
  and the screen says they could not be kept.

What counts (the rulings shown on the screen): a game counts once, when it ends on a board,
for the one person at the screen against the AI (``easy``/``normal``/``hard``, or ``mixed``
when the AIs differ), or as a hot-seat game when two or more people play. Resigning is a loss;
a game left unfinished is not counted (it waits in Resume); AI-only games are not counted.
Loading a save of a finished game does not count it again, nor does finishing the same game
again from an earlier save (each game is known by its game and dice seed).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import game.tray.tally as tally
from game.file_writer import writer
from game.match import Match
from game.paths import data_dir, read_path, saving_disabled
from game.storage import StorageError, keep_aside, keep_copy, write_json_atomic
from game.validate import InvalidFile, load_json_file

FILE_NAME = "stats.json"
FORMAT = "dice-pandemonium-stats"
VERSION = 1
MAX_BYTES = 512 * 1024
"""Far above a real statistics file (a few kilobytes), far below anything harmful."""
MAX_COUNT = 10**12
"""Largest number a figure may hold: a lifetime of play is far below it."""
MAX_ROWS = 400
MAX_ANALYSED = 300
"""Analysed games remembered (the rating and luck graphs show the latest of each game)."""
RATED_GAMES = 10
"""A rating reads the player's latest analysed games of that game, this many at most."""
MAX_FIGURE = 1000.0
"""Largest error rate or luck (win-chance points) a row may hold."""
MAX_COUNTED = 500
"""How many finished games are remembered by key, so a reload cannot count one twice."""
SOLIDS = (3, 4, 5, 6, 7, 8, 10, 12, 20)
"""The die kinds counted (``game.tray.tally``): the tray's solids (``game.tray.orientation``),
and the d3, a cube counted by its number 1-3 rather than with the d6s."""

OPPONENTS = ("easy", "normal", "hard", "mixed", "hot-seat")
"""In the order the screen lists them."""
OPPONENT_NAMES = {"easy": "AI Easy", "normal": "AI Normal", "hard": "AI Hard",
                  "mixed": "AIs of mixed levels", "hot-seat": "Hot-seat"}
WIN, LOSS, DRAW = "win", "loss", "draw"
_GAME_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
_KEY = re.compile(r"[a-z0-9-]{1,40}:[0-9]{1,20}")


@dataclass(frozen=True)
class Analysed:
    """One analysed game of the person at the screen: how carefully and how luckily they
    played (``game.analysis``; win-chance points)."""

    game: str
    key: str
    decisions: int
    error_rate: float
    luck: float

    @staticmethod
    def from_dict(data: Any) -> Analysed:
        if not isinstance(data, Mapping) or set(data) != {"game", "key", "decisions",
                                                          "error_rate", "luck"}:
            raise ValueError("not a row")
        game, key, decisions = data["game"], data["key"], data["decisions"]
        if not isinstance(game, str) or not _GAME_ID.fullmatch(game) \
                or not isinstance(key, str) or not _KEY.fullmatch(key) \
                or isinstance(decisions, bool) or not isinstance(decisions, int) \
                or not 0 <= decisions <= MAX_COUNT:
            raise ValueError("not a row")
        figures = []
        for name in ("error_rate", "luck"):
            value = data[name]
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or not -MAX_FIGURE <= value <= MAX_FIGURE:
                raise ValueError("not a figure")
            figures.append(float(value))
        if figures[0] < 0:
            raise ValueError("a negative error rate")
        return Analysed(game, key, decisions, figures[0], figures[1])


@dataclass
class Record:
    """One row: the player's games against one opponent in one game."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    streak: int = 0
    """Wins in a row up to the last game (a loss or a draw ends a streak)."""
    best: int = 0
    hints: int = 0
    """Hints asked for in these games (the Hint button)."""
    warnings: int = 0
    """Tutor warnings shown in these games (a mistake caught before it was played)."""

    def add(self, result: str, hints: int = 0, warnings: int = 0) -> None:
        self.games += 1
        self.hints = min(MAX_COUNT, self.hints + hints)
        self.warnings = min(MAX_COUNT, self.warnings + warnings)
        if result == WIN:
            self.wins += 1
            self.streak += 1
            self.best = max(self.best, self.streak)
        else:
            self.streak = 0
            if result == LOSS:
                self.losses += 1
            else:
                self.draws += 1

    @staticmethod
    def from_dict(data: Any) -> Record:
        """A row from the file; ``ValueError`` unless its figures agree with one another."""
        if not isinstance(data, Mapping):
            raise ValueError("not a row")
        values = {}
        for name in ("games", "wins", "losses", "draws", "streak", "best", "hints",
                     "warnings"):
            value = data.get(name, 0)
            if isinstance(value, bool) or not isinstance(value, int) \
                    or not 0 <= value <= MAX_COUNT:
                raise ValueError("a figure is not a count")
            values[name] = value
        record = Record(**values)
        if record.wins + record.losses + record.draws != record.games \
                or record.streak > record.best or record.best > record.wins:
            raise ValueError("the figures disagree")
        return record


def result_of(match: Match) -> tuple[str, str] | None:
    """(opponent, result) of a finished match for the person at the screen; None when the
    match is not over or no one at this screen played it (only AIs)."""
    outcome = match.state.outcome() if match.is_over else None
    humans = match.human_seats()
    if outcome is None or not humans:
        return None
    if len(humans) > 1:
        opponent = "hot-seat"
    else:
        levels = {seat.level for seat in match.seats if seat.is_ai}
        opponent = levels.pop() if len(levels) == 1 else "mixed"
        if opponent not in OPPONENTS:
            opponent = "mixed"
    if outcome.is_draw:
        return opponent, DRAW
    won = any(seat in outcome.winners for seat in humans)
    return opponent, WIN if won else LOSS


def match_key(match: Match) -> str:
    """What makes a game itself: a rematch is a new game, a reloaded save the same one."""
    return f"{match.info.game_id}:{match.seed}"


class PlayerStats:
    """The figures in memory, with what loading found; see the module docstring."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.records: dict[tuple[str, str], Record] = {}
        self.dice: dict[int, list[int]] = {}
        self.counted: list[str] = []
        self.analysed: list[Analysed] = []
        """The person's analysed games, oldest first (see ``record_analysis``)."""
        self.problem = ""
        """A sentence about the file for the screen (empty when all is well)."""
        self.read_only = False
        """Set when a damaged file could not be put aside: writing would destroy it."""
        self.dirty = False
        """Figures changed since the file was last written."""
        self.background = False
        """Write on the app's writer thread (``storage.writer``, when it runs): a write never
        holds a frame up (a synchronous ``fsync`` takes up to 100 ms on a slow disk)."""
        self.source = path
        """Where the figures were read from (the player's folder when it cannot be written)."""

    # ------------------------------------------------------------------ loading
    @classmethod
    def load(cls, path: Path | None = None) -> PlayerStats:
        """The statistics at ``path`` (default: the data folder); never raises."""
        writer.settle()
        stats = cls(path or data_dir() / FILE_NAME)
        stats._read()
        return stats

    def _read(self) -> None:
        path = read_path(self.path)
        self.source = path
        if not (path.exists() or path.is_symlink()):
            return
        try:
            data = load_json_file(path, MAX_BYTES)
            if not isinstance(data, Mapping) or data.get("format") != FORMAT:
                raise InvalidFile(f"{path.name} is not a statistics file of ours.")
            if data.get("version") != VERSION:
                raise InvalidFile(f"{path.name} was written by another version of the game.")
        except InvalidFile as error:
            self._put_aside(str(error), move=True)
            return
        bad = (self._take_records(data.get("records")) + self._take_dice(data.get("dice"))
               + self._take_analysed(data.get("analysed")))
        counted = data.get("counted")
        if isinstance(counted, list):
            self.counted = [key for key in counted[-MAX_COUNTED:]
                            if isinstance(key, str) and _KEY.fullmatch(key)]
        if bad:
            were = "parts of it were" if bad != 1 else "part of it was"
            self._put_aside(f"{path.name} is partly damaged: {bad} {were} left out.",
                            move=False)

    def _take_records(self, rows: Any) -> int:
        """Read the rows; how many could not be read."""
        if not isinstance(rows, list):
            return 0 if rows is None else 1
        bad = max(0, len(rows) - MAX_ROWS)
        for row in rows[:MAX_ROWS]:
            try:
                game, opponent = row["game"], row["opponent"]
                if not isinstance(game, str) or not _GAME_ID.fullmatch(game) \
                        or opponent not in OPPONENTS or (game, opponent) in self.records:
                    raise ValueError("not a row")
                self.records[(game, opponent)] = Record.from_dict(row)
            except (KeyError, TypeError, ValueError):
                bad += 1
        return bad

    def _take_analysed(self, rows: Any) -> int:
        """Read the analysed games (older files have none); how many could not be read."""
        if not isinstance(rows, list):
            return 0 if rows is None else 1
        bad = max(0, len(rows) - MAX_ANALYSED)
        for row in rows[-MAX_ANALYSED:]:
            try:
                self.analysed.append(Analysed.from_dict(row))
            except (KeyError, TypeError, ValueError):
                bad += 1
        return bad

    def _take_dice(self, dice: Any) -> int:
        if not isinstance(dice, Mapping):
            return 0 if dice is None else 1
        bad = 0
        for name, counts in dice.items():
            sides = int(name[1:]) if re.fullmatch(r"d[0-9]{1,2}", name) else 0
            if sides not in SOLIDS or not isinstance(counts, list) or len(counts) != sides \
                    or not all(isinstance(c, int) and not isinstance(c, bool)
                               and 0 <= c <= MAX_COUNT for c in counts):
                bad += 1
                continue
            self.dice[sides] = list(counts)
        return bad

    def _put_aside(self, reason: str, move: bool) -> None:
        """Keep the damaged file under another name so nothing is lost; say so."""
        if saving_disabled():
            self.read_only = True
            self.problem = f"{reason} Your statistics are not kept this session."
            return
        if self.source != self.path:  # the player's read-only folder: it stays as it is
            start = " Counting starts again." if move else ""
            self.problem = f"{reason} The file was left as it is in your data folder.{start}"
            return
        aside = keep_aside(self.path) if move else keep_copy(self.path)
        if aside is None:
            self.read_only = True
            self.problem = (f"{reason} It could not be put aside, so it is not written over: "
                            "your statistics are not kept this session.")
            return
        start = " Counting starts again." if move else ""
        self.problem = f"{reason} The original was kept as {aside.name}.{start}"

    # ------------------------------------------------------------------ changing
    def record_match(self, match: Match) -> bool:
        """Count a finished match once (see the module docstring); True when it was counted.
        Writes the file, with the tray's counts taken so far."""
        result = result_of(match)
        key = match_key(match)
        if result is None or key in self.counted:
            return False
        opponent, outcome = result
        hints = sum(match.hints[seat] for seat in match.human_seats())
        warnings = sum(match.warnings[seat] for seat in match.human_seats())
        self.records.setdefault((match.info.game_id, opponent), Record()).add(
            outcome, hints, warnings)
        self.counted = (self.counted + [key])[-MAX_COUNTED:]
        self.dirty = True
        self.flush()
        return True

    def record_analysis(self, match: Match, decisions: int, error_rate: float,
                        luck: float) -> bool:
        """Keep the analysis of a finished game the one person at the screen played (once per
        game); True when it was kept. The figures are the person's seat's."""
        if not match.is_over or len(match.human_seats()) != 1:
            return False
        return self.keep_analysed(Analysed(
            match.info.game_id, match_key(match), max(0, min(MAX_COUNT, decisions)),
            max(0.0, min(MAX_FIGURE, error_rate)), max(-MAX_FIGURE, min(MAX_FIGURE, luck))))

    def keep_analysed(self, row: Analysed) -> bool:
        """Keep one analysed game (once per game: ``match_key``); True when it was kept."""
        if any(kept.key == row.key for kept in self.analysed):
            return False
        self.analysed = (self.analysed + [row])[-MAX_ANALYSED:]
        self.dirty = True
        self.flush()
        return True

    def analysed_games(self, game_id: str) -> list[Analysed]:
        """The person's analysed games of ``game_id``, oldest first."""
        return [row for row in self.analysed if row.game == game_id]

    def recent_error_rate(self, game_id: str) -> float | None:
        """Error rate per decision over the latest ``RATED_GAMES`` analysed games (None:
        none yet), what the rating reads."""
        rows = self.analysed_games(game_id)[-RATED_GAMES:]
        decisions = sum(row.decisions for row in rows)
        if not decisions:
            return None
        return sum(row.error_rate * row.decisions for row in rows) / decisions

    def take_tray_counts(self) -> bool:
        """Add what the tray counted since last time; True when there was something."""
        taken = tally.take_counts()
        for sides, counts in taken.items():
            if sides not in SOLIDS or len(counts) != sides:
                continue
            row = self.dice.setdefault(sides, [0] * sides)
            for place, count in enumerate(counts):
                row[place] = min(MAX_COUNT, row[place] + count)
        self.dirty = self.dirty or bool(taken)
        return bool(taken)

    def reset(self) -> None:
        """Forget every figure (the player asked, and confirmed) and write the empty file.

        A damaged file that could not be put aside before is tried again first."""
        tally.take_counts()
        self.records.clear()
        self.dice.clear()
        self.counted.clear()
        self.analysed.clear()
        self.problem = ""
        if self.read_only and not saving_disabled() and (self.path.exists()
                                                          or self.path.is_symlink()):
            if keep_aside(self.path) is None:
                self.problem = ("The old statistics file could not be put aside, so your "
                                "statistics are not kept this session.")
                return
            self.read_only = False
        self.dirty = True
        self.save()
        self.wait()  # the player asked and waits for the answer: say it only once it is true

    def flush(self) -> None:
        """Take the tray's counts and write the file if anything changed (what a game's end,
        the statistics screen and quitting do)."""
        self.take_tray_counts()
        if self.dirty:
            self.save()

    def close(self) -> None:
        """The app quits (``App.shutdown`` closes every service): write, stop the counting."""
        self.flush()
        self.wait()
        tally.stop_counting()

    def save(self) -> None:
        """Write the whole file atomically; a failure is a sentence, never an exception."""
        if saving_disabled():
            self.problem = self.problem or ("Your data folder cannot be written: your "
                                            "statistics are kept only until you quit.")
            return
        if self.read_only:
            return
        data = self.to_dict()  # taken now, on the caller's thread: later changes wait
        self.dirty = False
        if not self.background:
            self.wait()
            self._write(data)
            return
        writer.submit(self.path, lambda: self._write(data))  # in order with every other write

    def _write(self, data: dict[str, Any]) -> None:
        try:
            write_json_atomic(self.path, data)
        except StorageError as error:
            self.dirty = True  # tried again at the next flush
            self.problem = f"{error} Your statistics are kept only until you quit."

    def wait(self) -> None:
        """Until the last write has reached the disk (quitting, tests)."""
        writer.settle()

    # ------------------------------------------------------------------ reading
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "records": [{"game": game, "opponent": opponent, **asdict(record)}
                        for (game, opponent), record in self.records.items()],
            "dice": {f"d{sides}": list(counts) for sides, counts in sorted(self.dice.items())},
            "counted": list(self.counted),
            "analysed": [asdict(row) for row in self.analysed],
        }

    def rows(self, game_id: str) -> list[tuple[str, Record]]:
        """(opponent, record) of one game, in ``OPPONENTS`` order."""
        return [(opponent, self.records[(game_id, opponent)]) for opponent in OPPONENTS
                if (game_id, opponent) in self.records]

    def games(self) -> list[str]:
        """Game ids with a record, in the order they were first played."""
        return list(dict.fromkeys(game for game, _ in self.records))

    def totals(self) -> Record:
        """All games against the AI together (hot-seat games are nobody's own record)."""
        total = Record()
        for (_, opponent), record in self.records.items():
            if opponent == "hot-seat":
                continue
            total.games += record.games
            total.wins += record.wins
            total.losses += record.losses
            total.draws += record.draws
            total.best = max(total.best, record.best)
            total.hints += record.hints
            total.warnings += record.warnings
        return total

    @property
    def empty(self) -> bool:
        return (not self.records and not self.analysed
                and not any(sum(c) for c in self.dice.values()))


def stats_service(services: dict[str, Any]) -> PlayerStats:
    """The app's one ``PlayerStats`` (kept in ``AppContext.services``, closed on quit).

    Loaded on first use, which is also when the tray starts counting for it."""
    stats = services.get("stats")
    if not isinstance(stats, PlayerStats):
        stats = services["stats"] = PlayerStats.load()
        stats.background = True
        tally.start_counting()
    return stats


__all__ = ["DRAW", "FILE_NAME", "LOSS", "OPPONENTS", "OPPONENT_NAMES", "SOLIDS", "WIN",
           "PlayerStats", "Record", "match_key", "result_of", "stats_service"]
