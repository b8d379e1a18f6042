"""The Death by Dice game state: an immutable snapshot plus the queries rules, UI and AI share.

A state holds a whole match (one or three games): the characters in play (``fighters``, in
table order), the set-up in progress or the attack in flight, and the games already decided.
Transitions live in ``rules.py``, attack numbers in ``combat.py`` and exact odds in ``odds.py``.

Import order, one way only: ``model``/``actions`` -> ``roster`` -> ``combat`` -> ``state`` ->
``odds`` -> ``ending`` -> ``secret`` -> ``rules`` -> ``describe`` -> ``setup`` ->
``placing``/``evaluation``/``planning`` -> the package, which hands the class its ``Rules``
(``engine.core.GameState`` plays the contract by them). The class holds data and lookups only.
"""

from __future__ import annotations

from typing import ClassVar

import engine.deathbydice.combat as combat
from engine.core import CHANCE, GameState, Outcome
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


class DeathByDiceState(GameState):
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
