"""The Death by Dice game state: an immutable snapshot plus the queries rules, UI and AI share.

A state holds a whole match (one or three games): the characters in play (``fighters``, in
table order), the set-up in progress or the attack in flight, and the games already decided.
Transitions live in ``rules.py``, attack numbers in ``combat.py`` and exact odds in ``odds.py``.

Import order, one way only: ``model``/``actions`` -> ``roster`` -> ``combat`` -> ``odds`` ->
``ending`` -> ``secret`` -> ``rules`` -> ``describe``/``serial`` -> ``state`` -> ``setup`` ->
``placing``/``evaluation``/``planning``. Modules below the state class name it only for type
checking (the loader receives the class); the class delegates its contract to them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core import (
    CHANCE,
    Action,
    Outcome,
    RecordState,
    RollRequest,
    listed_only,
    listed_reason,
)
from engine.deathbydice import combat, rules, secret
from engine.deathbydice.describe import describe as describe_action
from engine.deathbydice.describe import describe_hidden
from engine.deathbydice.model import (
    BOSSES,
    COMBAT,
    DEFEND,
    DOUBLES,
    DRAW,
    LOSS,
    OVER,
    PLACE,
    SETUP_ROLL,
    Attack,
    Board,
    Fighter,
)
from engine.deathbydice.roster import BOARDS
from engine.deathbydice.serial import state_from_dict, state_to_dict

_DATA = (
    "scenario",
    "match_games",
    "picks",
    "fighters",
    "phase",
    "setup_seat",
    "pools",
    "hidden",
    "turn",
    "attack",
    "results",
    "last_boards",
    "quiet",
    "_outcome",
)
_CACHES = ("_c_legal",)


class DeathByDiceState(RecordState):
    """One Death by Dice position. Read the public attributes; change it only through ``apply``.

    ``scenario`` (0 free for all, 1 Bosses & Minions), ``match_games`` (1 or 3), ``picks`` (hero
    index per seat, -1 while a die must still pick it; the boss seat's entry is unused),
    ``fighters`` (Fighter per character in table order), ``phase``, ``setup_seat`` (the seat
    rolling or placing in secret), ``pools`` (per fighter: the rolled (size, value) pairs not
    placed yet), ``hidden`` (per seat: its set-up is hidden in this view), ``turn`` (fighter
    whose turn it is), ``attack`` (Attack in flight or None), ``results`` (winning seats of each
    finished game; empty for a draw), ``last_boards`` (standing values per fighter when the
    last game ended, for the result screen; empty before), ``quiet`` (attacks in a row since
    a die last fell; ``ending.QUIET_ROUNDS`` rounds of them end the combat on totals).
    """

    game_id: ClassVar[str] = "death-by-dice"
    __slots__ = _DATA + _CACHES
    _DATA = _DATA
    _CACHES = _CACHES

    scenario: int
    match_games: int
    picks: tuple[int, ...]
    fighters: tuple[Fighter, ...]
    phase: str
    setup_seat: int
    pools: tuple[tuple[tuple[int, int], ...], ...]
    hidden: tuple[bool, ...]
    turn: int
    attack: Attack | None
    results: tuple[tuple[int, ...], ...]
    last_boards: tuple[tuple[int, ...], ...]
    quiet: int
    _outcome: Outcome | None
    # caches, worked out once a state (None until then)
    _c_legal: tuple[Action, ...] | None

    def __repr__(self) -> str:
        return f"<Death by Dice {self.phase} turn={self.turn} attack={self.attack}>"

    # ------------------------------------------------------------------------ contract

    @property
    def to_move(self) -> int | None:
        if self._outcome is not None:
            return None
        phase = self.phase
        if phase == PLACE:
            return self.setup_seat
        if phase != COMBAT:
            return CHANCE
        attack = self.attack
        if attack is None:
            return self.fighters[self.turn].seat
        stage = attack.stage
        if stage == DEFEND:
            return self.fighters[attack.target].seat
        if stage in (DOUBLES, LOSS):
            return self.fighters[attack.attacker].seat
        return CHANCE

    @property
    def turn_owner(self) -> int | None:
        """The seat of the fighter whose turn it is; None during the secret set-up (nobody has a
        turn yet) and once the match is over."""
        if self._outcome is not None or self.phase != COMBAT:
            return None
        return self.fighters[self.turn].seat

    @property
    def num_seats(self) -> int:
        return len(self.picks)

    @property
    def options(self) -> dict[str, int]:
        """The set-up options this match was started with (random picks as drawn)."""
        out = {"seats": self.num_seats, "scenario": self.scenario, "games": self.match_games}
        for s in range(4):
            out[f"char{s + 1}"] = self.picks[s] if s < self.num_seats else s
        if self.scenario == BOSSES:
            out["char1"] = 0
        return out

    def seat_name(self, seat: int) -> str:
        """The character (the boss, in Bosses & Minions) a seat plays."""
        for f in self.fighters:
            if f.seat == seat and BOARDS[f.board].role != "minion":
                return BOARDS[f.board].name
        return f"Player {seat + 1}"

    def legal_actions(self) -> list[Action]:
        if self._c_legal is None:
            self._c_legal = tuple(rules.legal(self))
        return list(self._c_legal)

    @listed_only
    def apply(self, action: Action) -> DeathByDiceState:
        return rules.apply(self, action)

    @listed_reason
    def why_not(self, action: Action) -> str | None:
        return rules.why_not(self, action)

    def roll_request(self) -> RollRequest:
        return rules.roll_request(self)

    def outcome(self) -> Outcome | None:
        return self._outcome

    def describe(self, action: Action) -> str:
        return describe_action(self, action)

    def describe_hidden(self, action: Action) -> str:
        return describe_hidden(self, action)

    def to_dict(self) -> dict[str, Any]:
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DeathByDiceState:
        return state_from_dict(data, cls)

    def view(self, seat: int) -> DeathByDiceState:
        """What ``seat`` may see: during the secret set-up, every other seat's rolled values
        and placements are removed (their dice show as not placed yet)."""
        if self.phase not in (SETUP_ROLL, PLACE):
            return self
        hide = tuple(s != seat and secret.has_rolled(self, s) for s in range(self.num_seats))
        if not any(hide):
            return self
        fighters = tuple(f if not hide[f.seat] else Fighter(f.board, f.seat, (0,) * 6, f.out)
                         for f in self.fighters)
        pools = tuple(() if hide[f.seat] else p for f, p in zip(self.fighters, self.pools,
                                                                  strict=True))
        return self._replace(fighters=fighters, pools=pools,
                             hidden=tuple(a or b for a, b in zip(self.hidden, hide, strict=True)))

    def hides_from(self, seat: int) -> bool:
        """True during the secret set-up once another seat has thrown its dice: that seat's
        values and placement are kept from ``seat`` until the reveal."""
        if self._outcome is not None or self.phase not in (SETUP_ROLL, PLACE):
            return False
        return any(s != seat and secret.has_rolled(self, s) for s in range(self.num_seats))

    # ------------------------------------------------------------------------- queries

    def board(self, fighter: int) -> Board:
        return BOARDS[self.fighters[fighter].board]

    def fighters_of(self, seat: int) -> tuple[int, ...]:
        return tuple(i for i, f in enumerate(self.fighters) if f.seat == seat)

    def totals(self) -> tuple[int, ...]:
        """Standing total per fighter."""
        return tuple(f.total for f in self.fighters)

    def seat_totals(self) -> tuple[int, ...]:
        """Standing total per seat (a boss seat counts its minions)."""
        out = [0] * self.num_seats
        for f in self.fighters:
            out[f.seat] += f.total
        return tuple(out)

    def wins(self) -> tuple[int, ...]:
        """Games won so far per seat (in Bosses & Minions every hero seat scores a hero win)."""
        out = [0] * self.num_seats
        for winners in self.results:
            for s in winners:
                out[s] += 1
        return tuple(out)

    def opponents(self, fighter: int) -> list[int]:
        """The fighters ``fighter`` may attack now."""
        return combat.opponents(self.fighters, self.scenario, fighter)

    def can_attack(self, fighter: int) -> bool:
        return combat.can_attack(self.fighters, self.scenario, fighter)

    def placing(self) -> bool:
        return self.phase in (DRAW, SETUP_ROLL, PLACE)

    @property
    def is_combat(self) -> bool:
        return self.phase == COMBAT

    @property
    def is_match_over(self) -> bool:
        return self.phase == OVER
