"""A Dice Demons state hands its kept lookups (who stands where, the summoning and wall spaces)
to the next state when the change cannot touch them; the kept ones must always be the ones the
next state would work out itself, and its key the generic one."""

from __future__ import annotations

import random

import engine  # noqa: F401  (registers the games)
from engine.core import CHANCE, RecordState, get_game
from engine.dice import roll
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
