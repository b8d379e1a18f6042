"""A match in progress: who sits where, every action so far, the log, undo and autosave.

The match is the single road into a game: human clicks, AI choices and settled dice all arrive
here as engine actions through ``apply``. It keeps every intermediate state (the engine's states
are immutable, so this costs only references) which makes undo and replays trivial.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import (
    CHANCE,
    Action,
    CorruptData,
    GameInfo,
    Resign,
    Roll,
    State,
    action_to_dict,
    get_game,
)
from engine.replay import replay_moves
from game.validate import clean_name

AI_LEVELS = ("easy", "normal", "hard")
SAVE_FORMAT = "dice-pandemonium-save"
SAVE_VERSION = 1
MAX_NAME = 24
"""Longest player name the set-up accepts (and a save may hold)."""
MAX_ACTIONS = 50_000
"""Far more moves than any real game; a longer list is refused before it is replayed."""
MAX_SEED = 2**63
MAX_HINTS = 100_000
"""More hints than any game asks for; a larger count in a file is damage."""


def canonical_json(value: Any) -> str:
    """``value`` as one JSON text, keys sorted: how two action lists are compared.

    Why not ``==``: an action's dict holds tuples in memory (a monster's drawing) that come
    back from a file as lists, so a saved list never equals the game's own even when every
    move is the same. Their JSON texts are equal exactly when the files would be."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def canonical_pieces(value: Any) -> Iterator[str]:
    """``canonical_json(value)`` in pieces (their join is that text): each item of a list, at
    any depth of lists, encoded apart.

    Why: the C encoder holds Python's lock for its whole call, and a whole game's moves in one
    call (a long Doodle Dice game's drawings, about 200 KB) kept it from the frame's thread
    for about 10 ms while a game ended; a move at a time, the lock changes hands between
    moves."""
    if isinstance(value, (list, tuple)):
        yield "["
        for index, item in enumerate(value):
            if index:
                yield ","
            yield from canonical_pieces(item)
        yield "]"
    else:
        yield canonical_json(value)


def same_canonical(first: Sequence[Any], second: Sequence[Any]) -> bool:
    """Whether two lists have the same ``canonical_json`` text, compared item by item (each
    item's text stands alone in the list's, so the texts are equal exactly when every item's
    is), without encoding either list whole."""
    return len(first) == len(second) and all(
        canonical_json(a) == canonical_json(b) for a, b in zip(first, second, strict=True))


def _hints_of(raw: Any, seats: int, what: str = "hints") -> list[int]:
    """The hint (or tutor warning) counts of a save (older saves and games without any have
    none)."""
    if raw is None:
        return [0] * seats
    if not isinstance(raw, list) or len(raw) != seats or any(
            isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_HINTS
            for n in raw):
        raise CorruptData(f"The save's count of {what} is damaged.")
    return list(raw)


@dataclass(frozen=True)
class Seat:
    """Who plays one side: a person at this machine, or the AI at a level, and an optional name
    the players typed at set-up (empty: the game's own name for the seat is shown)."""

    kind: str = "human"  # "human" or "ai"
    level: str = "normal"
    name: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def label(self) -> str:
        return f"AI ({self.level.title()})" if self.is_ai else "Human"

    def to_dict(self) -> dict[str, str]:
        data = {"kind": self.kind, "level": self.level}
        if self.name:  # only when given, so saves of unnamed seats stay exactly as before
            data["name"] = self.name
        return data

    @staticmethod
    def from_dict(data: Any) -> Seat:
        if not isinstance(data, Mapping):
            raise CorruptData("A seat in the file is not in the expected form.")
        kind, level = data.get("kind"), data.get("level", "normal")
        if kind not in ("human", "ai") or level not in AI_LEVELS:
            raise CorruptData("A seat in the file names an unknown player.")
        try:  # older saves have no names
            name = clean_name(data.get("name", ""), MAX_NAME, "player's name")
        except ValueError as error:
            raise CorruptData(f"A player's name in the file is damaged: {error}") from None
        if set(data) - {"kind", "level", "name"}:
            raise CorruptData("A seat in the file holds unexpected fields.")
        return Seat(kind=kind, level=level, name=name)


@dataclass(frozen=True)
class LogEntry:
    text: str
    seat: int | None  # whose action it was (None for dice rolls)
    turn_marker: bool = False
    hidden_from: frozenset[int] = frozenset()
    """Seats that must not read ``text``: the action was private (see ``Match.log_for``)."""
    public: str = ""
    """What the seats in ``hidden_from`` read instead (the game's ``describe_hidden``)."""

    def text_for(self, seat: int | None, name: str = "A player") -> str:
        """The line as ``seat`` may read it (``None``: a spectator of an all-AI game)."""
        if seat is not None and seat in self.hidden_from:
            return self.public or f"{name} made a hidden choice."
        return self.text


def log_entry(before: State, action: Action, after: State) -> LogEntry:
    """The log line of ``action``; private when a seat other than the actor is kept from
    something before or after it (a secret set-up, a hidden roll). Why so broad: a line is far
    cheaper to redact than a secret is to take back, and games with secrets can narrow it."""
    actor = before.to_move if before.to_move != CHANCE else None
    if isinstance(action, Resign):
        actor = action.seat
    owner = actor
    if owner is None and before.to_move == CHANCE:
        owner = before.roll_request().seat
    hidden = frozenset(seat for seat in range(before.num_seats)
                       if seat != owner and (before.hides_from(seat) or after.hides_from(seat)))
    public = before.describe_hidden(action) if hidden else ""
    return LogEntry(before.describe(action), actor, hidden_from=hidden, public=public)


class Match:
    """Seats, history and log of one game. ``on_change`` is called after every change.

    ``setup`` is the game's optional set-up payload beyond options (Daemon Dice: the daemons
    that fight); it is checked by the engine, kept in its clean JSON form and saved, so a
    reload replays the very same battle.
    """

    def __init__(
        self,
        info: GameInfo,
        options: Mapping[str, int],
        seats: Sequence[Seat],
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
    ) -> None:
        self.info = info
        self.options = info.check_options(options)
        if not info.min_seats <= len(seats) <= info.max_seats:
            raise CorruptData(f"{info.title} needs {info.min_seats}-{info.max_seats} players.")
        self.seats = tuple(seats)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.setup = info.check_setup(self.options, setup)
        self.states: list[State] = [info.start(self.options, self.setup)]
        if self.states[0].num_seats != len(self.seats):  # e.g. a "seats" option that disagrees
            raise CorruptData(f"{len(self.seats)} players are listed but this game of "
                              f"{info.title} is set for {self.states[0].num_seats}.")
        self.actions: list[Action] = []
        self.log: list[LogEntry] = []
        self.hints = [0] * len(self.seats)
        self.warnings = [0] * len(self.seats)
        """Tutor warnings each seat was shown (a mistake caught before it was played)."""
        """Hints each seat asked for (the Hint button): part of the game's record."""
        self.version = 0
        self.on_change: Callable[[Match], None] | None = None

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def seat_of_turn(self) -> int | None:
        who = self.state.to_move
        return None if who is None or who == CHANCE else who

    def is_human_to_move(self) -> bool:
        seat = self.seat_of_turn()
        return seat is not None and not self.seats[seat].is_ai

    def is_ai_to_move(self) -> bool:
        seat = self.seat_of_turn()
        return seat is not None and self.seats[seat].is_ai

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def is_hot_seat(self) -> bool:
        return len(self.human_seats()) > 1

    def viewer(self, at_screen: int | None) -> int | None:
        """The seat whose view the screen shows: the human at the screen, the only human, or
        ``None`` (the whole state) when only AIs play."""
        if at_screen is not None:
            return at_screen
        humans = self.human_seats()
        return humans[0] if humans else None

    def handoff_due(self, at_screen: int | None) -> int | None:
        """The human seat the screen must be handed to before play goes on, else ``None``.

        The one hand-off rule for every game (``at_screen``: the human seat last handed the
        screen, ``None`` before anyone). Only with two or more human seats, and only where
        something is hidden: the screen then shows the new person's own view, so the others
        must look away first. With nothing hidden everyone may watch the same board; a new
        turn is named on it (the turn notice and the "who acts now" strip in the seat's
        colour) and play goes straight on, with no dialog to click through every turn.
        """
        if not self.is_hot_seat() or self.is_over:
            return None
        seat = self.seat_of_turn()
        if seat is None or self.seats[seat].is_ai or seat == at_screen:
            return None
        state = self.state
        if any(state.hides_from(s) for s in range(state.num_seats)):
            return seat
        return None

    def log_for(self, seat: int | None) -> list[str]:
        """The log as ``seat`` may read it (private lines of other seats redacted).

        Why kept and extended line by line: boards ask for it on every paint of a changed
        position, and remaking every line of a long game's log each time grew with the game
        (a millisecond or two late in a Daemon Dice game). A log cut back (undo) or seats
        renamed are read afresh."""
        names = tuple(self._actor_name(s) for s in range(len(self.seats)))
        kept = self.__dict__.setdefault("_log_texts", {})  # (copies skip __init__)
        entries, texts, known_names = kept.get(seat, ((), (), None))
        log = self.log
        if (known_names != names or len(entries) > len(log)
                or (entries and log[len(entries) - 1] is not entries[-1])):
            entries, texts = (), ()
        if len(entries) < len(log):
            new = log[len(entries):]
            entries = (*entries, *new)
            texts = (*texts, *(e.text_for(seat, self._actor_name(e.seat)) for e in new))
            kept[seat] = (entries, texts, names)
        return list(texts)

    def log_line(self, action: Action, after: State, seat: int | None
                 ) -> tuple[str, int | None]:
        """The line ``action`` (leading to ``after``) will add to the log, as ``seat`` reads
        it, and whose action it is: a board prepares the picture of the next position before
        the action lands."""
        entry = log_entry(self.state, action, after)
        return entry.text_for(seat, self._actor_name(entry.seat)), entry.seat

    def _actor_name(self, seat: int | None) -> str:
        if seat is None:
            return "Chance"
        return self.seats[seat].name or self.state.seat_name(seat)

    def roll_seed(self) -> int:
        """A seed for the next physical roll that depends only on the match seed and position,
        so a replayed or reloaded match throws the same way."""
        return (self.seed * 1_000_003 + len(self.actions) * 7919) % (2**31)

    # ------------------------------------------------------------------ changing
    def apply(self, action: Action, worked_out: tuple[State, State] | None = None) -> State:
        """Apply through the engine (``IllegalAction`` propagates, nothing changes).

        ``worked_out``: (a state, what the engine made of ``action`` from it), worked out
        ahead, e.g. while the move was announced; used when that state is still the current
        one, so the frame the move lands on does not work it out again."""
        before = self.state
        if worked_out is not None and worked_out[0] is before:
            after = worked_out[1]
        else:
            after = before.apply(action)
        self.log.append(log_entry(before, action, after))
        self.actions.append(action)
        self.states.append(after)
        self._changed()
        return after

    _undo_known: tuple[int, int, tuple[Seat, ...], int | None, str | None] | None = None
    """``undo_target`` and ``why_no_undo`` as last worked out, with the game's version, its
    length and its seats then: the board asks on every frame, and the answer walks back
    through the moves asking each position who was to move (with AIs on both sides, back to
    the last roll: a millisecond a frame in Doodle Dice)."""

    def undo_target(self) -> int | None:
        """Index of the action an undo would take back to (that action and all after it go).

        Undo walks back to the most recent decision of a human seat, but never past a roll:
        dice once thrown stay thrown.
        """
        return self._undo()[0]

    def can_undo(self) -> bool:
        return not self.is_over and self.undo_target() is not None

    def why_no_undo(self) -> str | None:
        """``None`` when undo is possible, else why not, in players' words."""
        return self._undo()[1]

    def _undo(self) -> tuple[int | None, str | None]:
        known = self._undo_known
        if (known is not None and known[0] == self.version and known[1] == len(self.actions)
                and known[2] is self.seats):
            return known[3], known[4]
        target = self._find_undo_target()
        why = self._why_no_undo(target)
        self._undo_known = (self.version, len(self.actions), self.seats, target, why)
        return target, why

    def _find_undo_target(self) -> int | None:
        for index in range(len(self.actions) - 1, -1, -1):
            action = self.actions[index]
            if isinstance(action, (Roll, Resign)):
                return None
            actor = self.states[index].to_move
            if actor is not None and actor != CHANCE and not self.seats[actor].is_ai:
                return index
        return None

    def _why_no_undo(self, target: int | None) -> str | None:
        if self.is_over:
            return "The game is over: nothing can be taken back."
        if target is not None:
            return None
        if not self.human_seats():
            return "Only the AIs play: there is nothing of yours to take back."
        for index in range(len(self.actions) - 1, -1, -1):
            if isinstance(self.actions[index], Roll):
                return "Dice thrown since your last decision stay thrown: nothing to undo."
            if isinstance(self.actions[index], Resign):
                break
        return "Nothing of yours to take back yet."

    def undo(self) -> bool:
        target = self.undo_target()
        if target is None or self.is_over:
            return False
        del self.actions[target:]
        del self.states[target + 1 :]
        del self.log[target:]
        self._changed()
        return True

    def at(self, moment: int) -> Match:
        """A copy of the match as it stood after its first ``moment`` actions, for looking back
        (the review): it shares the replayed states, and saves or autosaves nothing."""
        moment = max(0, min(moment, len(self.actions)))
        copy_ = Match.__new__(Match)
        copy_.info, copy_.options, copy_.seats = self.info, self.options, self.seats
        copy_.seed, copy_.setup = self.seed, self.setup
        copy_.states = self.states[:moment + 1]
        copy_.actions = self.actions[:moment]
        copy_.log = self.log[:moment]
        copy_.hints = list(self.hints)
        copy_.warnings = list(self.warnings)
        copy_.version = 0
        copy_.on_change = None
        return copy_

    def note_hint(self, seat: int) -> None:
        """Count a hint shown to ``seat`` (kept in the save and the statistics)."""
        if 0 <= seat < len(self.hints):
            self.hints[seat] = min(MAX_HINTS, self.hints[seat] + 1)
            self._changed()

    def note_warning(self, seat: int) -> None:
        """Count a tutor warning shown to ``seat`` (kept like hints)."""
        if 0 <= seat < len(self.warnings):
            self.warnings[seat] = min(MAX_HINTS, self.warnings[seat] + 1)
            self._changed()

    def _changed(self) -> None:
        self.version += 1
        if self.on_change is not None:
            self.on_change(self)

    # ------------------------------------------------------------------ saving
    def to_save(self, *, actions: bool = True) -> dict[str, Any]:
        """The save's data; ``actions`` false: its moves left as an empty list, in their
        place (the autosave fills in texts it keeps per move: ``game.saves.encode_save``)."""
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.info.game_id,
            "options": dict(self.options),
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "actions": [action_to_dict(a) for a in self.actions] if actions else [],
        }
        if self.setup is not None:  # only when given, so other saves stay exactly as before
            data["setup"] = copy.deepcopy(self.setup)  # the caller may change its copy
        if any(self.hints):  # likewise: a game without hints saves as before
            data["hints"] = list(self.hints)
        if any(self.warnings):  # likewise
            data["warnings"] = list(self.warnings)
        if self.info.rules_revision:  # likewise: the games whose rules never changed
            data["revision"] = self.info.rules_revision
        return data

    @classmethod
    def from_save(cls, data: Any) -> Match:
        """Rebuild by replaying every action through the engine; raises ``CorruptData``."""
        if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
            raise CorruptData("This is not a Dice Pandemonium save.")
        if data.get("version") != SAVE_VERSION:
            raise CorruptData("This save was written by a different version of the game.")
        game_id = data.get("game")
        if not isinstance(game_id, str):
            raise CorruptData("The save does not say which game it is.")
        info = get_game(game_id)
        options, seats_raw = data.get("options"), data.get("seats")
        actions_raw, seed = data.get("actions"), data.get("seed")
        if not isinstance(options, Mapping) or not isinstance(seats_raw, list):
            raise CorruptData("The save's settings are damaged.")
        if not isinstance(actions_raw, list) or len(actions_raw) > MAX_ACTIONS:
            raise CorruptData("The save's move list is damaged.")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
            raise CorruptData("The save's dice seed is damaged.")
        if not info.min_seats <= len(seats_raw) <= info.max_seats:
            raise CorruptData(f"The save lists {len(seats_raw)} players; {info.title} is for "
                              f"{info.min_seats} to {info.max_seats}.")
        match = cls(info, options, [Seat.from_dict(s) for s in seats_raw], seed,
                    setup=data.get("setup"))  # older saves have no set-up payload
        states, actions = replay_moves(info, match.options, actions_raw, match.setup,
                                       data.get("revision", 0))  # none: before revisions
        match.states = states
        match.actions = actions
        match.hints = _hints_of(data.get("hints"), len(match.seats))
        match.warnings = _hints_of(data.get("warnings"), len(match.seats), "tutor warnings")
        match.log = []
        for before, action, after in zip(states, actions, states[1:], strict=False):
            match.log.append(log_entry(before, action, after))
        return match
