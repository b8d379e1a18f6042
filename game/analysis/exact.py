"""Death by Dice's judge: the exact odds of every attack, two plies deep.

Why its own judge: Death by Dice's Hard does not search the tree the other games' judges
look through; it works out every attack exactly (``engine.deathbydice.planning.branches``:
which dice fall, with what probability, the expected values of the dice rolled), weighs the
defender's best reply, and for its best few attacks the counter-attack after the dice. A
judge that sampled a few throws and stopped after the defence graded Hard's counter-attack
aware choices as mistakes. This one judges as Hard plans, and further:

* **An attack** (``attack``): every attack of the mover is screened as Hard screens them (its
  exact odds against the defender's best reply, one ply); the best ``CANDIDATES`` of them
  (more than Hard's) and the played one are then weighed two plies deep: in every branch
  where the game goes on, the next character's best attack against its defender's best
  reply (``counter``, screened wider than Hard's).
* **A defence** (``defended``): each defence by the same two plies, so the defender's choice
  is graded with the counter-attack it sets up (Hard picks it one ply deep).
* **A discard** inside an attack: the position it settles into (helpers at their means), with
  the next character's best attack weighed.
* **A position**: the next attack's exact odds, as the branches after a choice are judged
  (``counter``): the dice thrown in a roll are read by the same look as the choices around it,
  so a roll's luck is the thrown position against the exact branches it could have taken.

* **The set-up** seen whole (``_set_up``): the combat it leads to, every seat still to place
  placing as Hard does and a seat still to throw at its dice's means, so the luck of a secret
  throw is booked as luck when it is thrown (a seat's own view of a secret placement, where
  the rivals' dice are hidden, is judged by the generic quick look, as before).

A branch or position met twice is judged once. Every figure is in win-chance points.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import engine.deathbydice.combat as combat
import engine.deathbydice.placing as placing
import engine.deathbydice.planning as planning
from engine.core import CHANCE, Action, Roll, State
from engine.deathbydice.actions import Brace, Guard, NoDefence
from engine.deathbydice.model import (
    BRACE,
    COMBAT,
    DEFEND,
    DOUBLES,
    GUARD,
    HELPERS,
    LOSS,
    PLACE,
    ROLL,
    SETUP_ROLL,
)
from engine.deathbydice.state import DeathByDiceState
from game.ai.expectimax import attack_action
from game.ai.search import terminal_vector
from game.analysis.analyse import POINTS, Decision, Judge, outcomes, register_judge

Vector = tuple[float, ...]

CANDIDATES = 12
"""Attacks weighed two plies deep beside the played one (as Hard)."""
SCREEN = 8
"""The next character's attacks worked out undefended (as Hard), picked by the cheap guess."""
REPLIES = 3
"""Of those, the best weighed against the defender's best reply (as Hard)."""
SET_UP_FUTURES = 4
"""Throws a secret set-up throw is averaged over (each is a whole set-up played out and its
first attack worked out: the set-up would cost more than the combat with the usual eight)."""
SET_UP_STEPS = 64
"""Most throws and placements played out to value a set-up (a tied reveal throws again)."""


def points(vector: Vector) -> Vector:
    """A value vector (-1..1 per seat) as win-chance points."""
    return tuple(POINTS * min(1.0, max(0.0, (1.0 + v) / 2.0)) for v in vector)


def declared_defence(kind: str, helpers: tuple[int, ...]) -> Action:
    """The defence action a declared defence was."""
    if kind == BRACE:
        return Brace(helpers[0])
    if kind == GUARD:
        return Guard(helpers)
    return NoDefence()


class ExactJudge(Judge):
    """The judge of Death by Dice: Hard's exact odds, two plies deep, wider (module doc)."""

    VERSION = "exact-1"

    def __init__(self, first: State, seed: int) -> None:
        super().__init__(first, seed)
        self._values: dict[tuple[Any, ...], Vector] = {}

    # ---------------------------------------------------------------- which positions

    @staticmethod
    def _combat(state: State) -> bool:
        """A position of the combat seen whole (the set-up, and a seat's view of a secret
        placement, are judged by the generic look)."""
        return (isinstance(state, DeathByDiceState) and state.phase == COMBAT
                and state.to_move is not None and not any(state.hidden))

    def _kept(self, key: tuple[Any, ...], compute: Callable[[], Vector]) -> Vector:
        found = self._values.get(key)
        if found is None:
            if len(self._values) >= self.MEMO:
                for old in list(self._values)[: self.MEMO // 2]:
                    del self._values[old]
            found = self._values[key] = compute()
        return found

    # ---------------------------------------------------------------- the judge's interface

    def chances(self, state: State) -> tuple[float, ...]:
        if self._combat(state):
            return points(self._settling(state))
        if self._setting_up(state) and state.to_move == CHANCE:
            return self._thrown(state, SET_UP_FUTURES, 0)
        return super().chances(state)

    def position(self, state: State) -> tuple[float, ...]:
        return self.chances(state)

    def judged(self, after: State, seat: int) -> tuple[float, ...]:
        if not self._combat(after):
            return super().judged(after, seat)
        return points(self._settling(after))

    @staticmethod
    def _setting_up(state: State) -> bool:
        """A set-up seen whole (a seat's own view of it hides the rivals' dice)."""
        return (isinstance(state, DeathByDiceState) and state.phase in (SETUP_ROLL, PLACE)
                and not any(state.hidden))

    def _points(self, state: State) -> tuple[float, ...]:
        if self._setting_up(state):
            assert isinstance(state, DeathByDiceState)
            return self._set_up(state)
        return super()._points(state)

    def _set_up(self, state: DeathByDiceState) -> tuple[float, ...]:
        """A set-up seen whole, valued as the combat it leads to (``_played_out``)."""
        return points(self._kept(("set-up", state.key()), lambda: self._played_out(state, 1)))

    def _played_out(self, st: DeathByDiceState, averaged: int) -> Vector:
        """The set-up played out: every seat still to place places as Hard does
        (``placing.suggest``); the next ``averaged`` seats still to throw are averaged over
        the throws a set-up throw is averaged over (``SET_UP_FUTURES``: so a position before
        a secret throw is worth what the throw is worth on average, as its luck reads it),
        any later one shows its dice's rounded means; then the first attack's exact odds
        (``_settling``)."""
        for _ in range(SET_UP_STEPS):
            if st.phase == SETUP_ROLL:
                request = st.roll_request()
                if averaged:
                    throws = [self._played_out(st.apply(Roll(faces)), averaged - 1)
                              for faces in outcomes(request, self._seed, SET_UP_FUTURES)]
                    return tuple(sum(seat) / len(throws) for seat in zip(*throws, strict=True))
                st = st.apply(Roll(tuple(round(sum(int(face) for face in d.faces) / len(d.faces))
                                         for d in request.dice)))
            elif st.phase == PLACE:
                st = self._placed(st)
            else:
                break
        if self._combat(st):
            return self._settling(st)
        return tuple(2 * p / POINTS - 1 for p in super()._points(st))

    @staticmethod
    def _placed(st: DeathByDiceState) -> DeathByDiceState:
        """The placing seat's dice placed as Hard places them (``placing.suggest``, worked
        out once for the whole placement: it costs more than the rest of a set-up's look)."""
        seat = st.setup_seat
        for action in placing.suggest(st):
            if st.phase != PLACE or st.setup_seat != seat:
                break
            if action in st.legal_actions():
                st = st.apply(action)
        if st.phase == PLACE and st.setup_seat == seat:
            st = st.apply(st.legal_actions()[0])
        return st

    def decision(self, before: State, seat: int, played: Action, index: int
                 ) -> tuple[Decision, tuple[float, ...], tuple[float, ...]] | None:
        if not self._combat(before) or before.to_move == CHANCE:
            return super().decision(before, seat, played, index)
        assert isinstance(before, DeathByDiceState)
        actions = before.legal_actions()
        if len(actions) < 2 or played not in actions:
            return None
        if before.attack is None:
            judged = self._attacks(before, played, actions)
        else:
            judged = [(action, self._settling(before.apply(action))) for action in actions]
        played_value = next(value for action, value in judged if action == played)
        best_action, best_value = max(judged, key=lambda item: item[1][seat])
        if best_value[seat] <= played_value[seat] + 1e-12:
            best_action, best_value = played, played_value
        played_points, best_points = points(played_value), points(best_value)
        return (Decision(index, seat, before.describe(played), before.describe(best_action),
                         played_points[seat], best_points[seat], len(actions)),
                played_points, best_points)

    # ---------------------------------------------------------------- attacks

    def _attacks(self, st: DeathByDiceState, played: Action, actions: list[Action]
                 ) -> list[tuple[Action, Vector]]:
        """The played attack and the best ``CANDIDATES`` by the one-ply screen, each weighed
        two plies deep."""
        me = st.fighters[st.turn].seat
        key = st.key()
        screened = sorted(actions, key=lambda a: -self._one_ply(st, a, key)[me])
        chosen = [played] + [a for a in screened[:CANDIDATES] if a != played]
        return [(a, self._attack(st, a)) for a in chosen]

    def _one_ply(self, st: DeathByDiceState, attack: Action, key: Any = None) -> Vector:
        """Hard's screen: the attack's branches against the defender's best reply, each
        branch valued as it stands."""
        target = combat.attack_parts(attack)[3]
        defender = st.fighters[target].seat
        best: Vector | None = None
        for defence in self._defences(st, attack):
            value = self._branches_value(st, attack, defence, deep=False, key=key)
            if best is None or value[defender] > best[defender]:
                best = value
        assert best is not None
        return best

    def _attack(self, st: DeathByDiceState, attack: Action) -> Vector:
        """Two plies deep: against the defender's best reply by one ply (as Hard expects
        it), every branch with the next character's best attack."""
        target = combat.attack_parts(attack)[3]
        defender = st.fighters[target].seat
        reply = max(self._defences(st, attack), key=lambda d: self._branches_value(
            st, attack, d, deep=False)[defender])
        return self._branches_value(st, attack, reply, deep=True)

    @staticmethod
    def _defences(st: DeathByDiceState, attack: Action) -> list[Action]:
        _kind, _dice, _assistant, target, ability = combat.attack_parts(attack)
        return combat.defences(st.fighters, target, ability)

    def _branches_value(self, st: DeathByDiceState, attack: Action, defence: Action,
                        deep: bool, key: Any = None) -> Vector:
        """The probability-weighted value of the attack's branches against ``defence``: each
        as it stands, or (``deep``) with the next character's best attack. ``key``: the
        position's key when the caller has it (working one out costs about as much as a
        branch)."""
        memo = ("deep" if deep else "flat", st.key() if key is None else key, attack, defence)

        def compute() -> Vector:
            totals = [0.0] * st.num_seats
            for branch in planning.branches(st, attack, defence):
                value = self._after(branch) if deep else self._branch(branch)
                for s, v in enumerate(value):
                    totals[s] += branch.probability * v
            return tuple(totals)

        return self._kept(memo, compute)

    @staticmethod
    def _branch(branch: planning.Branch) -> Vector:
        return planning.branch_values(branch)

    def _after(self, branch: planning.Branch) -> Vector:
        """A branch valued with the next character's best attack (as it stands when the
        game ends there)."""
        if branch.game_over or branch.state.to_move is None:
            return self._branch(branch)
        return self._counter(branch.state, lambda: self._branch(branch))

    def _counter(self, st: DeathByDiceState, still: Callable[[], Vector]) -> Vector:
        """The value of a settled position with the next character's best attack made: its
        likeliest attacks (``SCREEN``, by the cheap guess) worked out undefended, the best
        ``REPLIES`` of them against the defender's best reply. ``still``: the value of the
        position as it stands, when nobody can attack."""
        key = st.key()

        def compute() -> Vector:
            options = combat.attacks(st.fighters, st.scenario, st.turn)
            if not options:
                return still()
            mover = st.fighters[st.turn].seat
            if len(options) > SCREEN:
                options.sort(key=lambda a: -planning.quick_gain(st, a))
                options = options[:SCREEN]
            undefended = sorted(options, key=lambda a: -self._branches_value(
                st, a, NoDefence(), deep=False, key=key)[mover])
            return max((self._one_ply(st, a, key) for a in undefended[:REPLIES]),
                       key=lambda v: v[mover])

        return self._kept(("counter", key), compute)

    # ---------------------------------------------------------------- any combat position

    def _settling(self, state: State) -> Vector:
        """A combat position's value, as the branches after a choice are judged."""
        assert isinstance(state, DeathByDiceState)
        attack = state.attack
        if state.to_move is None:
            return terminal_vector(state)
        if attack is None:
            return self._counter(state, lambda: tuple(
                planning.position_value(state, s) for s in range(state.num_seats)))
        declared = state._replace(attack=None)
        action = attack_action(attack)
        if attack.stage == DEFEND:
            defender = state.fighters[attack.target].seat
            return max((self._branches_value(declared, action, d, deep=True)
                        for d in self._defences(declared, action)), key=lambda v: v[defender])
        if attack.stage == ROLL:
            defence = declared_defence(attack.defence, attack.helpers)
            return self._branches_value(declared, action, defence, deep=True)
        if attack.stage in (DOUBLES, LOSS):
            attacker = state.fighters[attack.attacker].seat
            return max((self._discarded(state, state.apply(a)) for a in state.legal_actions()),
                       key=lambda v: v[attacker])
        assert attack.stage == HELPERS
        return self._discarded(state, state)

    def _discarded(self, before: DeathByDiceState, after: DeathByDiceState) -> Vector:
        """``after``, reached inside the attack of ``before``: settled (helpers at their
        means, a game just ended on its final boards) and valued as a branch is; a further
        discard or the next attack as that position is."""
        branch = planning.settled_branch(before, after)
        if branch is None:
            return self._settling(after)
        return self._after(branch)


register_judge("death-by-dice", ExactJudge)

__all__ = ["CANDIDATES", "REPLIES", "SCREEN", "ExactJudge"]
