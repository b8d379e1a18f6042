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
* **A decision**: the beam from the position before it weighs every first step by the best
  ending it leads to; the best choice is the first step of the best finished turn, the played
  one is worth its best line in that beam (or, when the beam cut it for room or found it
  costly, the better of that and the beam from the position after it). So an idle step that
  keeps every good ending costs about nothing, and a step that throws the good ending away
  costs what it throws away. A position's beam depends on that position alone, so the tutor
  grades a choice exactly as the review does; the beams of one turn share their positions,
  each expanded and scored once (``_known``, ``_steps``), so the beam of the next step's
  position mostly walks ground already searched.
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

import functools
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from engine.core import CHANCE, Action, Roll, State
from engine.dice import roll
from engine.dicedemons.actions import Summon
from engine.dicedemons.model import Phase
from engine.dicedemons.rules import summon_all
from engine.dicedemons.state import DiceDemonsState
from game.ai.beam import Line, beam_turn
from game.analysis.analyse import Decision, Judge, collector_paused, register_judge

Vector = tuple[float, ...]
Step = tuple[Action, State, State]

WIDTH = 8
"""Positions the judge's beam keeps after each decision of a turn."""
FINALS = 8
"""The best finished turns (by the screen) scored after their dice (as Hard)."""
RECHECK = 2.0
"""A step that loses more than this (points) by its best line in the beam from before it is
searched from its own position too: that beam may have cut its better lines for room."""
MAX_DEPTH = 40
"""Decisions of one turn searched at most (as Hard)."""


def _collector_paused(method: Callable[..., Any]) -> Callable[..., Any]:
    """Runs a judgement with the cyclic garbage collector paused (``collector_paused``): the
    tutor asks for one decision's, outside any analysis."""

    @functools.wraps(method)
    def paused(*args: Any, **kwargs: Any) -> Any:
        with collector_paused():
            return method(*args, **kwargs)

    return paused


def fresh_turn(state: State) -> bool:
    """A position the movement roll has just thrown: the walk not begun, every step left."""
    return (isinstance(state, DiceDemonsState) and state.phase is Phase.MOVE
            and tuple(state.pools) == tuple(state.dice))


def in_turn(state: State) -> bool:
    """Dice falling inside a walk (a new pickup, walls): the mover goes on after them."""
    return isinstance(state, DiceDemonsState) and state.phase in (Phase.MOVE, Phase.SACRIFICE)


@dataclass(frozen=True)
class Walk:
    """The beam from a position: its best finished turn (each seat's chance after its dice),
    the first step of that turn, and per first step (by the position it leads to) the best
    line the beam kept through it."""

    value: Vector
    action: Action
    through: dict[Hashable, Line]


class WalkJudge(Judge):
    """The judge of Dice Demons: a choice by the best turn it still allows (module doc)."""

    VERSION = "walk-2"

    def __init__(self, first: State, seed: int) -> None:
        super().__init__(first, seed)
        self._turn: tuple[Any, ...] | None = None
        self._known: dict[int, list[Any]] = {}
        """Per state object met in this turn: [the state (kept, so its id stays its own),
        its evaluation or None, its worth or None]."""
        self._steps: dict[Hashable, list[Step]] = {}
        self._walks: dict[Hashable, Walk] = {}
        self._ends: dict[Hashable, Vector] = {}
        self._throws: dict[tuple[tuple[Any, ...], ...], Roll] = {}
        """The judge's throw per set of dice faces (``_thrown_once``), kept for the game."""

    # ---------------------------------------------------------------- caches, per turn

    def _enter(self, state: State) -> None:
        """Forget the last turn's positions when the analysis reaches another turn (none of
        them is met again)."""
        turn = (getattr(state, "turn", None), getattr(state, "rounds", None))
        if turn != self._turn:
            self._turn = turn
            self._known.clear()
            self._steps.clear()
            self._walks.clear()
            self._ends.clear()

    def _record(self, state: State) -> list[Any]:
        found = self._known.get(id(state))
        if found is None:
            found = self._known[id(state)] = [state, None, None]
        return found

    # ---------------------------------------------------------------- the beam's steps

    def children(self, position: State) -> list[Step]:
        key = self.key(position)
        found = self._steps.get(key)
        if found is None:
            found = []
            # a sacrifice's summons are worked out together (the same state as each applied)
            summoned = summon_all(position) if isinstance(position, DiceDemonsState) else {}
            for action in position.legal_actions():
                made = summoned.get(action.space) if type(action) is Summon else None
                applied: State = position.apply(action) if made is None else made
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
        request = state.roll_request()
        faces = tuple(die.faces for die in request.dice)
        thrown = self._throws.get(faces)
        if thrown is None:
            # the judge's seed draws from the faces alone: one throw per set of faces
            thrown = self._throws[faces] = roll(request, random.Random(self._seed))
        return state.apply(thrown)

    @staticmethod
    def key(state: State) -> Hashable:
        return state.key()  # kept on the state

    def score(self, state: State, me: int) -> float:
        record = self._record(state)
        if record[1] is None:
            record[1] = self._points(state)
        return float(record[1][me])

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
        if record[2] is None:
            record[2] = self._worth(state, state.key())
        return tuple(record[2])

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

    def walk(self, state: State) -> tuple[Vector, Action]:
        """The best finished turn from ``state`` (its mover's turn) and its first step."""
        found = self._walk(state)
        return found.value, found.action

    def _walk(self, state: State) -> Walk:
        key = self.key(state)
        found = self._walks.get(key)
        if found is None:
            found = self._walks[key] = self._beam_from(state)
        return found

    def _beam_from(self, state: State) -> Walk:
        """The beam from ``state``: its best finished turn, and each first step's best.

        Every finished turn is screened as it stands (the evaluation weighs a fight about to
        be thrown); the best ``FINALS`` are scored after the dice (``worth``), as Hard
        re-scores its best few on more dice, and ``state`` takes the best of those. A
        position's walk depends on that position alone (never on which beams were searched
        before it), so the tutor, judging one choice, grades it as the review does."""
        me = state.to_move
        assert me is not None and me >= 0
        finished, _ = beam_turn(state, self, WIDTH, MAX_DEPTH, lambda: False)
        root = self.children(state)
        if not finished:
            action, applied, _ = root[0]
            finished = [(self.score(applied, me), Line(0, state, action, applied))]
        finished.sort(key=lambda item: -item[0])
        finals = sorted(finished[:FINALS], key=lambda item: -self._ending(item[1])[me])
        best = finals[0][1]
        through: dict[Hashable, Line] = {}
        for _, line in finals + finished[FINALS:]:
            if line.before is not state:  # a line of more than one step
                through.setdefault(self.key(root[line.first][2]), line)
        return Walk(self._ending(best), root[best.first][0], through)

    def _ending(self, line: Line) -> Vector:
        """A finished line's value after its dice (one cut short: as it stands)."""
        if line.after is line.before:
            return self._points(line.before)
        applied = next(a for act, a, _ in self.children(line.before) if act == line.action)
        return self.worth(applied)

    def _stepped(self, walk: Walk, applied: State, seat: int) -> Vector:
        """The played step's value: the best line through it of the beam from before it;
        when that beam cut it (or its line there loses more than ``RECHECK``), the better of
        that and the step's own beam."""
        if applied.to_move != seat or applied.turn_owner != seat:
            return self.worth(applied)  # the walk ends with this step
        line = walk.through.get(self.key(applied))
        value = self._ending(line) if line is not None else None
        if value is None or walk.value[seat] - value[seat] > RECHECK:
            own = self._walk(applied).value
            if value is None or own[seat] > value[seat]:
                value = own
        return value

    # ---------------------------------------------------------------- the judge's interface

    @_collector_paused
    def position(self, state: State) -> tuple[float, ...]:
        self._enter(state)
        if fresh_turn(state):
            return self._points(state)
        return self.worth(state)

    @_collector_paused
    def judged(self, after: State, seat: int) -> tuple[float, ...]:
        self._enter(after)
        return self.worth(after)

    @_collector_paused
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
        if seat == before.turn_owner:
            walk = self._walk(before)
            best_value, best_action = walk.value, walk.action
            played_value = self._stepped(walk, applied, seat)
        else:
            played_value = self.worth(applied)
            best_action, best_value = max(((act, self.worth(a)) for act, a, _ in steps),
                                          key=lambda item: item[1][seat])
        if best_value[seat] <= played_value[seat] + 1e-9:
            best_action, best_value = played, played_value
        return (Decision(index, seat, before.describe(played), before.describe(best_action),
                         played_value[seat], best_value[seat], len(texts)),
                played_value, best_value)


register_judge("dice-demons", WalkJudge)

__all__ = ["FINALS", "MAX_DEPTH", "RECHECK", "WIDTH", "Walk", "WalkJudge", "fresh_turn", "in_turn"]
