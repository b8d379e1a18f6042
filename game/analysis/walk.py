"""Dice Demons' judge: a choice inside a turn is worth the best way the turn can still end.

Why its own judge: a Dice Demons turn is a walk of up to eighteen small steps (walk, drive a
monster, swing the bridges), and most single steps barely change the evaluation. Normal and
Hard plan the whole walk before the first step (``game.ai.beam``); a judge that looks one
step on reads a planned step as a loss and a random idle step as harmless. This judge values a
position inside a seat's turn as its Hard does, by where the turn can end:

* **A position in the mover's turn** (``walk``): the best finished turn reachable from it, found
  by the beam Hard plans with (``beam_turn``, the same code), over the mover's remaining
  decisions. A finished turn is scored after the next dice (the fight and the next player's
  movement, ``Judge.chances``: the same fixed futures for every ending), so it is compared on
  the same luck as the others; dice inside the turn (a new pickup, walls) are thrown once, with
  the judge's seed, the same throw wherever the beam meets them.
* **A decision**: the played choice is worth the best finished turn from the position after it;
  the best choice is the first step of the best finished turn from the position before it (the
  beam weighs every first step, each by the best ending it leads to). So an idle step that
  keeps every good ending costs about nothing, and a step that throws the good ending away
  costs what it throws away. The position after a step is the position before the next one, so
  each step's beam is searched once (``_lines``), and a position the turn's beams reach again is
  expanded and scored once (``_known``, ``_steps``).
* **An answer** by another seat inside the turn (where a loser is pushed): its choices, each by
  the turn's best ending after it.
* **The dice**: a roll inside the turn is worth the walk after its throw; the movement roll and
  fights are read as a finished turn is, by the position after the dice (``Judge.chances``),
  and so is the position the movement roll throws (``position``): its luck is the thrown dice
  against the mean of all throws, both read alike, and what the walk makes of them is the
  mover's skill, not luck.

Why the beam's width and a single throw per ending: the analysis must stay within its budget
(module ``table``), and the beams of one turn share most of their positions. Every figure is in
win-chance points.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from engine.core import CHANCE, Action, State
from engine.dice import roll
from engine.dicedemons.model import Phase
from engine.dicedemons.state import DiceDemonsState
from game.ai.beam import Line, Trail, beam_turn
from game.analysis.analyse import Decision, Judge, register_judge

Vector = tuple[float, ...]
Step = tuple[Action, State, State]

WIDTH = 8
"""Positions the judge's beam keeps after each decision of a turn."""
FINALS = 8
"""The best finished turns (by the screen) scored after their dice (as Hard)."""
RECHECK = 2.0
"""A step that loses more than this (points) by the line another beam found through its
position is searched again from there: the other beam may have cut the position's better
lines for room (``walk``)."""
MAX_DEPTH = 40
"""Decisions of one turn searched at most (as Hard)."""


def fresh_turn(state: State) -> bool:
    """A position the movement roll has just thrown: the walk not begun, every step left."""
    return (isinstance(state, DiceDemonsState) and state.phase is Phase.MOVE
            and tuple(state.pools) == tuple(state.dice))


def in_turn(state: State) -> bool:
    """Dice falling inside a walk (a new pickup, walls): the mover goes on after them."""
    return isinstance(state, DiceDemonsState) and state.phase in (Phase.MOVE, Phase.SACRIFICE)


class WalkJudge(Judge):
    """The judge of Dice Demons: a choice by the best turn it still allows (module doc)."""

    VERSION = "walk-1"

    def __init__(self, first: State, seed: int) -> None:
        super().__init__(first, seed)
        self._turn: tuple[Any, ...] | None = None
        self._known: dict[int, list[Any]] = {}
        """Per state object met in this turn: [the state (kept, so its id stays its own),
        its key, its evaluation or None, its worth or None]."""
        self._steps: dict[Hashable, list[Step]] = {}
        self._lines: dict[Hashable, tuple[float, Line, Action]] = {}
        """Per position a beam met on a finished line: the best such line's screen, the line
        and the position's step on it."""
        self._ends: dict[Hashable, Vector] = {}

    # ---------------------------------------------------------------- caches, per turn

    def _enter(self, state: State) -> None:
        """Forget the last turn's positions when the analysis reaches another turn (none of
        them is met again)."""
        turn = (getattr(state, "turn", None), getattr(state, "rounds", None))
        if turn != self._turn:
            self._turn = turn
            self._known.clear()
            self._steps.clear()
            self._lines.clear()
            self._ends.clear()

    def _record(self, state: State) -> list[Any]:
        found = self._known.get(id(state))
        if found is None:
            found = self._known[id(state)] = [state, state.key(), None, None]
        return found

    # ---------------------------------------------------------------- the beam's steps

    def children(self, position: State) -> list[Step]:
        key = self.key(position)
        found = self._steps.get(key)
        if found is None:
            found = []
            for action in position.legal_actions():
                applied = position.apply(action)
                after = applied
                while after.to_move == CHANCE and in_turn(after):
                    after = self._thrown_once(after)
                found.append((action, applied, after))
            self._steps[key] = found
        return found

    def _thrown_once(self, state: State) -> State:
        """``state`` with its next dice thrown the judge's way, the same throw wherever the
        beam's steps (``children``) meet these dice. Dice that end the walk (a fight, the next
        player's movement) are not thrown there: the line ends before them."""
        return state.apply(roll(state.roll_request(), random.Random(self._seed)))

    def key(self, state: State) -> Hashable:
        return self._record(state)[1]

    def score(self, state: State, me: int) -> float:
        record = self._record(state)
        if record[2] is None:
            record[2] = self._points(state)
        return float(record[2][me])

    def finish(self, applied: State, me: int) -> float:
        """The screen of a finished turn: as it stands, before its dice (``walk``)."""
        return self.score(applied, me)

    # ---------------------------------------------------------------- values

    def worth(self, state: State) -> Vector:
        """Each seat's chance in ``state`` as this judge reads a choice that leads there."""
        mover = state.to_move
        if mover is not None and mover >= 0 and mover == state.turn_owner:
            return self.walk(state)[0]
        record = self._record(state)
        if record[3] is None:
            record[3] = self._worth(state, record[1])
        return tuple(record[3])

    def _worth(self, state: State, key: Hashable) -> Vector:
        mover = state.to_move
        if mover is None or (mover < 0 and mover != CHANCE):
            return self._points(state)
        if mover == CHANCE:
            if in_turn(state):
                return self.worth(self._thrown_once(state))
            found = self._ends.get(key)
            if found is None:
                found = self._ends[key] = super().chances(state)
            return found
        answers = [self.worth(applied) for _, applied, _ in self.children(state)]
        return max(answers, key=lambda v: v[mover])

    def walk(self, state: State, again: bool = False) -> tuple[Vector, Action]:
        """The best finished turn from ``state`` (its mover's turn) and its first step: the
        best line through it of the beams searched so far; a beam of its own when none has
        reached it (or ``again``: the better of the two)."""
        key = self.key(state)
        if key not in self._lines or again:
            self._beam_from(state)
        _, line, action = self._lines[key]
        return self._ending(line), action

    def _beam_from(self, state: State) -> None:
        """A beam from ``state``; every position on a finished line it found is handed the
        best of its lines through that position (``_lines``).

        Every finished turn is screened as it stands (the evaluation weighs a fight about to
        be thrown); the best ``FINALS`` are scored after the dice (``worth``), as Hard
        re-scores its best few on more dice, and ``state`` takes the best of those. Why every
        position on the lines: the next step's position is usually on one of them, so a walk
        is searched once, not once a step; and a position's value is then the best of its
        children's, so the steps of one beam never disagree with each other."""
        me = state.to_move
        assert me is not None and me >= 0
        key = self.key(state)
        trail: Trail = {}
        finished, _ = beam_turn(state, self, WIDTH, MAX_DEPTH, lambda: False, trail)
        if not finished:
            action, applied, _ = self.children(state)[0]
            line = Line(0, state, action, applied)
            finished = [(self.score(applied, me), line)]
        finished.sort(key=lambda item: -item[0])
        finals = sorted(finished[:FINALS], key=lambda item: -self._ending(item[1])[me])
        old = self._lines.get(key)
        if old is not None and self._ending(old[1])[me] >= self._ending(finals[0][1])[me]:
            finals.insert(0, old[:2])
        mine: set[Hashable] = set()
        for screen, line in finals + finished[FINALS:]:
            position, action = line.before, line.action
            while True:
                here = self.key(position)
                if here in mine:
                    break
                kept = self._lines.get(here)
                if kept is None or here == key or screen > kept[0]:
                    self._lines[here] = (screen, line, action)
                mine.add(here)
                if position is state or here == key:
                    break
                position, action = trail[here]

    def _ending(self, line: Line) -> Vector:
        """A finished line's value after its dice (one cut short: as it stands)."""
        if line.after is line.before:
            return self._points(line.before)
        applied = next(a for act, a, _ in self.children(line.before) if act == line.action)
        return self.worth(applied)

    @staticmethod
    def _walked(state: State, seat: int) -> bool:
        """Whether ``state`` is a position of ``seat``'s walk (valued by a beam's line)."""
        return state.to_move == seat and state.turn_owner == seat

    # ---------------------------------------------------------------- the judge's interface

    def position(self, state: State) -> tuple[float, ...]:
        self._enter(state)
        if fresh_turn(state):
            return self._points(state)
        return self.worth(state)

    def judged(self, after: State, seat: int) -> tuple[float, ...]:
        self._enter(after)
        return self.worth(after)

    def decision(self, before: State, seat: int, played: Action, index: int
                 ) -> tuple[Decision, tuple[float, ...], tuple[float, ...]] | None:
        if not isinstance(before, DiceDemonsState) or before.view(seat) is not before:
            return super().decision(before, seat, played, index)
        self._enter(before)
        steps = self.children(before)
        applied = next((a for act, a, _ in steps if act == played), None)
        texts = {before.describe(act) for act, _, _ in steps}
        if applied is None or len(texts) < 2:
            return None
        played_value = self.worth(applied)
        if seat == before.turn_owner:
            best_value, best_action = self.walk(before)
            if best_value[seat] - played_value[seat] > RECHECK and self._walked(applied, seat):
                self.walk(applied, again=True)  # a loss by another beam's line: its own beam
                played_value = self.worth(applied)
        else:
            best_action, best_value = max(((act, self.worth(a)) for act, a, _ in steps),
                                          key=lambda item: item[1][seat])
        if best_value[seat] <= played_value[seat] + 1e-9:
            best_action, best_value = played, played_value
        return (Decision(index, seat, before.describe(played), before.describe(best_action),
                         played_value[seat], best_value[seat], len(texts)),
                played_value, best_value)


register_judge("dice-demons", WalkJudge)

__all__ = ["FINALS", "MAX_DEPTH", "RECHECK", "WIDTH", "WalkJudge", "fresh_turn", "in_turn"]
