"""The 66d6 battleground: a grid of fields between Purgatory (Death's home) and Hell (the Devil's).

Fields are numbered ``f = row * cols + col``. Row 0 is Death's first row, row ``rows - 1`` the
Devil's. A place is a field number or ``HOME`` (-1), which always means the *owner's* home: a minion
can never stand in the enemy's home, so one value is enough and saves a side lookup everywhere.
Boards are immutable and cached per size, so every state of a game shares one instance and its
precomputed neighbour tables.
"""

from __future__ import annotations

from functools import cache

from engine.sixtysix.numbers import MAX_SIZE, MIN_SIZE
from engine.sixtysix.numbers import PER_FIELD as PER_FIELD  # read here by the board's users

DEATH = 0
"""Death's seat and side; home realm Purgatory; moves first."""
DEVIL = 1
"""The Devil's seat and side; home realm Hell."""
HOME = -1
"""The place value for a minion in its own home realm."""

SIDE_NAMES = ("Death", "the Devil")
"""Names for the middle of a sentence ("Death's 5", "the Devil's 3")."""
SIDE_TITLES = ("Death", "The Devil")
"""Names for the start of a sentence or a title."""
HOME_NAMES = ("Purgatory", "Hell")
"""Each side's home realm."""



def other(side: int) -> int:
    """The opposing side (kept as a function so the intent reads at call sites)."""
    return 1 - side


class Board:
    """Geometry only: which fields exist, touch, face whom. Build with ``Board.of(cols, rows)``."""

    __slots__ = ("cols", "rows", "size", "_neighbours", "_first_rows", "_back", "_names")

    def __init__(self, cols: int, rows: int) -> None:
        if not (MIN_SIZE <= cols <= MAX_SIZE and MIN_SIZE <= rows <= MAX_SIZE):
            raise ValueError(f"A board must be {MIN_SIZE}..{MAX_SIZE} fields each way.")
        self.cols = cols
        self.rows = rows
        self.size = cols * rows
        neighbours = []
        for f in range(self.size):
            r, c = divmod(f, cols)
            near = []
            for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols:
                    near.append(rr * cols + cc)
            neighbours.append(tuple(near))
        self._neighbours: tuple[tuple[int, ...], ...] = tuple(neighbours)
        self._first_rows = (
            tuple(range(cols)),
            tuple(range((rows - 1) * cols, rows * cols)),
        )
        # back_of per side: Death's home lies below row 0, the Devil's above the last row.
        self._back = (
            tuple(HOME if f < cols else f - cols for f in range(self.size)),
            tuple(HOME if f >= (rows - 1) * cols else f + cols for f in range(self.size)),
        )
        self._names = tuple(
            f"{chr(ord('A') + f % cols)}{f // cols + 1}" for f in range(self.size)
        )

    @staticmethod
    def of(cols: int, rows: int) -> Board:
        """The shared board of that size (cached: boards never change)."""
        return _board(cols, rows)

    def __repr__(self) -> str:
        return f"Board({self.cols}x{self.rows})"

    def __reduce__(self) -> tuple[object, tuple[int, int]]:
        # Pickling (the AI worker process) must rebuild through the cache, not copy slots.
        return (Board.of, (self.cols, self.rows))

    def is_field(self, place: object) -> bool:
        """True for a real field number (not HOME, not out of range, not a bool)."""
        return type(place) is int and 0 <= place < self.size

    def neighbours(self, f: int) -> tuple[int, ...]:
        """Fields sharing an edge with ``f`` (no diagonals)."""
        return self._neighbours[f]

    def first_row(self, side: int) -> tuple[int, ...]:
        """The fields next to ``side``'s home, left to right."""
        return self._first_rows[side]

    def is_first_row(self, f: int, side: int) -> bool:
        """Whether field ``f`` belongs to ``side``'s first row."""
        row = f // self.cols
        return row == (0 if side == DEATH else self.rows - 1)

    def back_of(self, f: int, side: int) -> int:
        """One field nearer ``side``'s home in the same column, or HOME from its first row."""
        return self._back[side][f]

    def row(self, f: int) -> int:
        return f // self.cols

    def col(self, f: int) -> int:
        return f % self.cols

    def field_name(self, f: int) -> str:
        """Column letter and row number counted from Death's side, e.g. "C1"."""
        return self._names[f]

    def field_at(self, name: str) -> int:
        """Inverse of ``field_name`` (for tests and the CLI); raises ValueError if unknown."""
        try:
            return self._names.index(name.strip().upper())
        except ValueError:
            raise ValueError(f"There is no field called {name!r}.") from None

    def place_name(self, place: int, side: int) -> str:
        """A field's name, or the name of ``side``'s home for HOME."""
        return HOME_NAMES[side] if place == HOME else self._names[place]


@cache
def _board(cols: int, rows: int) -> Board:
    return Board(cols, rows)
