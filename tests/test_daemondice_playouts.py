"""Whole battles with random and greedy players, checking invariants after every step.

Random players reach odd corners (grabs on grabbing Tentacles, rot, hand-overs in big battles);
the checks make sure no step ever leaves the state inconsistent, that every offered action can be
applied, and that the evaluation stays in range and antisymmetric for two daemons.
"""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from engine.daemondice import (
    DaemonDiceState,
    Step,
    evaluate,
    new_game,
    ready_daemon,
)
from engine.daemondice.tables import FACES, OK, TENTACLE
from engine.dice import roll
from game.ai.players import GreedyPlayer, RandomPlayer


def check(st: DaemonDiceState, rng: random.Random) -> None:
    ends = set()
    for h in st.holds:
        assert st.part(h.holder, h.holder_die) == TENTACLE
        assert st.health[h.holder][h.holder_die] == OK == st.health[h.victim][h.victim_die]
        assert not st.out[h.holder] and not st.out[h.victim] and h.holder != h.victim
        for end in ((h.holder, h.holder_die), (h.victim, h.victim_die)):
            assert end not in ends
            ends.add(end)
    for seat, daemon in enumerate(st.daemons):
        for d, face in enumerate(st.faces[seat]):
            assert face is None or face in FACES[daemon.dice[d][0]]
    if st.is_over:
        assert st.legal_actions() == [] and len(st.outcome().winners) == 1
        return
    assert sum(not gone for gone in st.out) >= 2
    value = evaluate(st, 0)
    assert -1.0 <= value <= 1.0
    if st.num_seats == 2:
        assert abs(value + evaluate(st, 1)) < 1e-9
    if st.to_move == CHANCE:
        assert st.roll_request().count > 0
        return
    actions = st.legal_actions()
    assert len(actions) >= 2 and len(set(actions)) == len(actions)
    assert not st.out[st.to_move] or st.step is Step.NEXT
    for action in rng.sample(actions, min(3, len(actions))):
        st.apply(action)


@pytest.mark.parametrize("options", [{}, {"seats": 3}, {"seats": 6, "dice": 5}, {"dice": 26},
                                     {"seats": 4, "dice": 9}])
def test_random_battles_stay_consistent(options: dict) -> None:
    rng = random.Random(len(options) * 7 + options.get("seats", 2))
    for _ in range(6):
        st = new_game(options)
        steps = 0
        while not st.is_over:
            check(st, rng)
            if st.to_move == CHANCE:
                st = st.apply(roll(st.roll_request(), rng))
            else:
                st = st.apply(rng.choice(st.legal_actions()))
            steps += 1
            assert steps < 5000
        check(st, rng)


def _play(players: list, daemons: list, seed: int) -> int:
    rng = random.Random(seed)
    st = new_game(None, daemons=daemons)
    while not st.is_over:
        if st.to_move == CHANCE:
            st = st.apply(roll(st.roll_request(), rng))
        else:
            st = st.apply(players[st.to_move].choose(st))
    return st.outcome().winners[0]


def test_greedy_play_on_the_evaluation_beats_random_play() -> None:
    wins = 0
    for seed in range(12):
        d = ready_daemon(seed % 6, 5)
        greedy = seed % 2
        players = [RandomPlayer(seed), RandomPlayer(seed)]
        players[greedy] = GreedyPlayer(seed)
        wins += _play(players, [d, d], seed) == greedy
    assert wins >= 9


def test_greedy_finishes_a_multi_daemon_battle() -> None:
    daemons = [ready_daemon(i, 5) for i in range(4)]
    winner = _play([GreedyPlayer(s) for s in range(4)], daemons, 3)
    assert 0 <= winner < 4
