"""A Dice Demons state hands its kept lookups (who stands where, the summoning and wall spaces)
to the next state when the change cannot touch them; the kept ones must always be the ones the
next state would work out itself, and its key the generic one."""

from __future__ import annotations

import random

import engine  # noqa: F401  (registers the games)
from engine.core import CHANCE, RecordState, get_game
from engine.dice import roll
from engine.dicedemons.actions import Summon
from engine.dicedemons.rules import summon_all
from engine.dicedemons.state import DiceDemonsState


def _asked(st: DiceDemonsState) -> None:
    """Fill the lookups a state keeps, as the rules and the planners do."""
    st._occ()
    st.summon_targets()
    st.wall_targets()


def _check_kept(st: DiceDemonsState) -> None:
    fresh: DiceDemonsState = RecordState._replace(st)  # the same data, nothing kept
    if st._c_occ is not None:
        assert st._c_occ == fresh._occ()
    if st._c_summon is not None:
        assert st._c_summon == fresh.summon_targets()
    if st._c_walls is not None:
        assert st._c_walls == fresh.wall_targets()
    assert st.key() == RecordState.key(st)
    if st._c_request is not None:
        assert st._c_request == fresh.roll_request()


def test_kept_lookups_match_fresh_ones_over_random_games() -> None:
    info = get_game("dice-demons")
    checked = 0
    for game, seats in enumerate((2, 3, 4)):
        rng = random.Random(game)
        options = {**info.default_options(), "seats": seats, "round_limit": 15}
        st = info.new_game(options)
        for _ in range(1200):
            if st.is_over:
                break
            _asked(st)
            if st.to_move == CHANCE:
                actions = [roll(st.roll_request(), rng)]
            else:
                legal = st.legal_actions()
                actions = rng.sample(legal, min(4, len(legal)))
            for action in actions:
                after = st.apply(action)
                _check_kept(after)
                checked += 1
            st = after
    assert checked > 1000


def test_every_summon_worked_out_together_is_the_summon_applied_alone() -> None:
    info = get_game("dice-demons")
    positions = 0
    for game, seats in enumerate((2, 3, 4, 2, 3, 4)):
        rng = random.Random(10 + game)
        options = {**info.default_options(), "seats": seats, "round_limit": 15}
        st = info.new_game(options)
        for _ in range(1500):
            if st.is_over:
                break
            together = summon_all(st)
            summons = [a for a in st.legal_actions() if isinstance(a, Summon)]
            if together:
                positions += 1
                assert sorted(together) == sorted(a.space for a in summons)
                for action in summons:
                    made = together[action.space]
                    _check_kept(made)
                    assert made.key() == st.apply(action).key()
                    assert made.roll_request() == st.apply(action).roll_request()
            if st.to_move == CHANCE:
                st = st.apply(roll(st.roll_request(), rng))
            else:  # walking on, or summoning (to reach more sacrifices)
                legal = st.legal_actions()
                moves = [a for a in legal if not isinstance(a, Summon)] or legal
                st = st.apply(rng.choice(summons if summons and rng.random() < 0.3 else moves))
    assert positions > 20
