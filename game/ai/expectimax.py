"""Expectimax with exact odds: the planner Death by Dice plays with.

Why this shape: a Death by Dice turn is one attack, and the engine can say exactly how an attack
can end (``engine.deathbydice.planning.branches``: which dice fall, with what probability, and
the expected values of every die rolled). So instead of sampling throws, the planner works out
the expectation over every branch:

* **Attack.** Every legal attack is scored as the probability-weighted value of its branches,
  against the defence the defender would pick (its own best reply, exactly as the rules let it
  choose before the roll). Hard also looks one turn further: in each branch where the game goes
  on, the next character's best attack is played out the same way (expectimax two plies deep)
  for the few best attacks.
* **Defence, discards.** Each choice is scored the same way from the chooser's side.
* **Placement.** From its own throw only, against the rivals' public boards
  (``engine.deathbydice.placing``).

It never peeks: every decision starts from ``state.view(seat)``, in which other seats' secret
placements are removed. Levels differ in whether the defender's reply is weighed, in the extra
ply, and in an occasional careless choice.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

import engine.deathbydice.combat as combat
import engine.deathbydice.placing as placing
import engine.deathbydice.planning as planning
from engine.core import Action, GameInfo, State
from engine.deathbydice.actions import (
    AbilityAttack,
    BoostedAttack,
    ComplexAttack,
    DiscardDoubles,
    DiscardForLoss,
    NoDefence,
)
from engine.deathbydice.model import ABILITY, BOOSTED, COMBAT, DEFEND, PLACE, Attack
from engine.deathbydice.state import DeathByDiceState
from game.ai.planners import register_planner
from game.ai.search import SearchResult


@dataclass(frozen=True)
class ExpectimaxConfig:
    """How the expectimax planner thinks. Difficulty levels are just different configs."""

    defence_aware: bool = True
    """Weigh the defender's best reply (else assume it never defends)."""
    lookahead: bool = False
    """Also weigh the next character's best attack in every branch (two plies)."""
    candidates: int = 4
    """Attacks that get the two-ply look (the best by one ply)."""
    replies: int = 3
    """Counter-attacks (the best screened as undefended) weighed against the best defence."""
    screen: int = 8
    """Counter-attacks worked out as undefended, picked by a cheap guess
    (``planning.quick_gain``; its best 8 nearly always hold the exact best: ``docs/balance.md``)."""
    blunder: float = 0.0
    """Probability of a uniformly random legal choice."""
    time_cap: float = 3.0
    """Seconds after which the two-ply look stops (the one-ply ranking stands)."""

    def make_planner(self, info: GameInfo, rng: random.Random,
                     should_stop: Callable[[], bool] | None = None) -> ExpectimaxPlanner:
        return ExpectimaxPlanner(info, self, rng, should_stop)


def attack_action(attack: Attack) -> Action:
    """The declaration that started an attack in flight."""
    if attack.kind == ABILITY:
        return AbilityAttack(attack.dice[0], attack.target, attack.ability)
    if attack.kind == BOOSTED:
        return BoostedAttack(attack.dice[0], attack.assistant, attack.target, attack.ability)
    return ComplexAttack(attack.dice, attack.target, attack.ability)


class ExpectimaxPlanner:
    """One planner per decision: ``ExpectimaxPlanner(info, config, rng).run(state)``."""

    def __init__(self, info: GameInfo, config: ExpectimaxConfig, rng: random.Random,
                 should_stop: Callable[[], bool] | None = None) -> None:
        self.info = info
        self.config = config
        self.rng = rng
        self.should_stop = should_stop
        self.evaluations = 0

    # ------------------------------------------------------------------------ driving

    def run(self, state: State) -> SearchResult:
        started = time.perf_counter()
        seat = state.to_move
        if seat is None or seat < 0:
            raise ValueError("The planner needs a position where a seat is to move.")
        view = state.view(seat)  # never look at what this seat may not see
        assert isinstance(view, DeathByDiceState)
        actions = view.legal_actions()
        if not actions:
            raise ValueError("The side to move has no legal action.")
        if len(actions) == 1:
            return SearchResult(actions[0], 0, time.perf_counter() - started, 0.0)
        if self.config.blunder > 0 and self.rng.random() < self.config.blunder:
            return SearchResult(self.rng.choice(actions), 0, time.perf_counter() - started, 0.0)
        action, value = self._decide(view, seat, actions, started)
        return SearchResult(action, self.evaluations, time.perf_counter() - started, value)

    def _decide(self, st: DeathByDiceState, seat: int, actions: list[Action],
                started: float) -> tuple[Action, float]:
        if st.phase == PLACE:
            wanted = [a for a in placing.suggest(st) if a in actions]
            return (wanted[0] if wanted else actions[0]), 0.0
        if st.phase != COMBAT:
            return actions[0], 0.0
        attack = st.attack
        if attack is None:
            return self._choose_attack(st, seat, actions, started)
        if attack.stage == DEFEND:
            declared = st._replace(attack=None)
            scored = [(self._attack_value(declared, attack_action(attack), d)[1], d)
                      for d in actions]
            value, best = max(scored, key=lambda x: x[0])
            return best, value
        scored = [(self._discard_value(st, a, seat), a) for a in actions
                  if isinstance(a, (DiscardDoubles, DiscardForLoss))]
        value, best = max(scored, key=lambda x: x[0])
        return best, value

    # ------------------------------------------------------------------------ attacks

    def _attack_value(self, st: DeathByDiceState, attack: Action, defence: Action
                      ) -> tuple[float, float, list[planning.Branch]]:
        """(value for the attacker's seat, value for the defender's seat, the branches) of
        ``attack`` met by ``defence``."""
        target = combat.attack_parts(attack)[3]
        attacker_seat = st.fighters[st.turn].seat
        defender_seat = st.fighters[target].seat
        v_att = v_def = 0.0
        found = planning.branches(st, attack, defence)
        self.evaluations += len(found)
        for b in found:
            v_att += b.probability * planning.branch_value(b, attacker_seat)
        if st.num_seats == 2:  # two sides: the values are exact opposites (zero sum)
            return v_att, -v_att, found
        for b in found:
            v_def += b.probability * planning.branch_value(b, defender_seat)
        return v_att, v_def, found

    def _reply(self, st: DeathByDiceState, attack: Action, aware: bool
               ) -> tuple[Action, float, list[planning.Branch]]:
        """The defence the defender would choose (its own best), with the attacker's value
        and the branches."""
        _k, _d, _a, target, ability = combat.attack_parts(attack)
        options = combat.defences(st.fighters, target, ability) if aware else [NoDefence()]
        best: tuple[Action, float, list[planning.Branch]] | None = None
        best_v = -3.0
        for d in options:
            v_att, v_def, found = self._attack_value(st, attack, d)
            if v_def > best_v:
                best, best_v = (d, v_att, found), v_def
        assert best is not None
        return best

    def _choose_attack(self, st: DeathByDiceState, seat: int, actions: list[Action],
                       started: float) -> tuple[Action, float]:
        scored = []
        for a in actions:
            _d, v, found = self._reply(st, a, self.config.defence_aware)
            scored.append((v, a, found))
        scored.sort(key=lambda x: -x[0])
        if not self.config.lookahead:
            return scored[0][1], scored[0][0]
        deadline = started + self.config.time_cap
        best_v, best_a = scored[0][0], scored[0][1]
        deep_best = -3.0
        for _v, a, found in scored[: self.config.candidates]:
            if time.perf_counter() > deadline or (self.should_stop and self.should_stop()):
                return best_a, best_v
            deep = sum(b.probability * self._after(b, seat) for b in found)
            if deep > deep_best:
                deep_best, best_a = deep, a
        return best_a, deep_best

    def _after(self, branch: planning.Branch, seat: int) -> float:
        """Value for ``seat`` of a branch once the next character has made its best attack:
        the likeliest attacks (``screen``) worked out as if undefended, the best few of those
        weighed against the defender's best reply."""
        if branch.game_over:
            return planning.branch_value(branch, seat)
        st = branch.state
        mover = st.fighters[st.turn].seat
        options = combat.attacks(st.fighters, st.scenario, st.turn)
        if len(options) > self.config.screen:
            options.sort(key=lambda a: -planning.quick_gain(st, a))
            options = options[: self.config.screen]
        screened = []
        for a in options:
            v_mover, _v_def, _found = self._attack_value(st, a, NoDefence())
            screened.append((v_mover, a))
        if not screened:
            return planning.branch_value(branch, seat)
        screened.sort(key=lambda x: -x[0])
        best: tuple[float, float] | None = None
        for _v, a in screened[: self.config.replies]:
            _d, _v_att, found = self._reply(st, a, self.config.defence_aware)
            v_mover = sum(b.probability * planning.branch_value(b, mover) for b in found)
            v_me = sum(b.probability * planning.branch_value(b, seat) for b in found)
            if best is None or v_mover > best[0]:
                best = (v_mover, v_me)
        assert best is not None
        return best[1]

    # ------------------------------------------------------------------------ discards

    def _discard_value(self, st: DeathByDiceState, action: Action, seat: int,
                       before: DeathByDiceState | None = None) -> float:
        before = before or st
        after = st.apply(action)
        if after.attack is not None and after.attack.stage in ("doubles", "loss"):
            # Another choice follows (a loss die after doubles): take its best.
            return max(self._discard_value(after, a, seat, before)
                       for a in after.legal_actions())
        return planning.settled_value(before, after, seat)


__all__ = ["ExpectimaxConfig", "ExpectimaxPlanner", "attack_action"]


register_planner("expectimax", ExpectimaxConfig, ExpectimaxPlanner)
