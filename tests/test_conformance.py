"""The engine contract, checked generically for every game the ``engine`` package registers.

Random seeded games are played to the end (chance answered by ``engine.dice.roll``) while we check
what every game promises: ``apply`` never mutates, states cross to the AI worker (pickled) and
play the same, illegal actions are refused with ``IllegalAction`` and leave the state alone,
and ``replay`` rebuilds the game from its action list. (No state is read from JSON any more:
saves are action logs, whose damage ``replay`` refuses with ``CorruptData``.)
"""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

import pytest

import engine
from engine.contract import (
    ACTION_CAP,
    UNGUARDED,
    MadeUp,
    Tally,
    combinations,
    covering_combinations,
    pick,
    play_checked,
    snapshot,
    variants,
)
from engine.core import (
    CHANCE,
    Action,
    CorruptData,
    GameInfo,
    IllegalAction,
    Roll,
    State,
    action_to_dict,
    all_games,
    is_listed,
)
from engine.dice import roll
from engine.replay import replay

GAMES = sorted(
    (g for g in all_games() if g.state_class.__module__.startswith("engine.")),
    key=lambda g: g.game_id,
)
assert engine.get_game("66d6") in GAMES


def _options(info: GameInfo) -> dict[str, int]:
    """The default options, plus any a game asks for in tests through
    ``GameInfo.extra["test_options"]`` (e.g. a round limit, so random players finish)."""
    return info.check_options({**info.default_options(), **info.extra.get("test_options", {})})


_pick = pick
_snapshot = snapshot


def _assert_refused(state: State, action: Any) -> None:
    before = _snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert str(info.value).strip(), "an IllegalAction must explain itself"
    assert state.why_not(action) == str(info.value), "why_not must give apply's own reason"
    assert _snapshot(state) == before


def _bogus_variants(action: Action, free: tuple[str, ...] = ()) -> list[Action]:
    """The action with one field changed (nonsense and near misses, ``contract.variants``)."""
    return variants(action, free)


def _round_trip(info: GameInfo, state: State) -> None:
    """The state crosses to the AI worker (pickled) and comes back the same position."""
    again = pickle.loads(pickle.dumps(state))
    assert again.key() == state.key()
    assert again.legal_actions() == state.legal_actions()
    assert again.to_move == state.to_move
    assert again.outcome() == state.outcome()


def play(info: GameInfo, seed: int, by_kind: bool, checks: bool = True) -> tuple[State, list]:
    """One random game with the contract checks; returns the final state and the action list."""
    rng = random.Random(seed)
    state = info.new_game(_options(info))
    history: list[dict[str, Any]] = []
    other_lists: dict[int, list[Action]] = {}
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < ACTION_CAP, "the game did not end"
        before = _snapshot(state) if checks else ""
        if state.to_move == CHANCE:
            assert state.legal_actions() == []
            request = state.roll_request()
            assert request.count > 0
            action: Action = roll(request, rng)
            if checks and rng.random() < 0.1:
                _assert_refused(state, Roll(values=action.values + action.values[:1]))
                _assert_refused(state, Roll(values=(10**6,) * request.count))
        else:
            actions = state.legal_actions()
            assert actions, "a seat to move must have a legal action"
            assert len(set(actions)) == len(actions)
            action = _pick(rng, actions, by_kind)
            if checks and rng.random() < 0.05 and info.game_id not in UNGUARDED:
                _assert_refused(state, MadeUp())
                for bogus in _bogus_variants(action, info.extra.get("free_fields", ())):
                    if not is_listed(state, bogus):
                        _assert_refused(state, bogus)
                for foreign in other_lists.get(1 - state.to_move, [])[:8]:
                    if not is_listed(state, foreign):
                        _assert_refused(state, foreign)
            other_lists[state.to_move] = actions
            if checks and rng.random() < 0.05:
                assert all(state.why_not(a) is None for a in actions)
        if checks and rng.random() < 0.05:
            _round_trip(info, state)
        state.describe(action)
        new_state = state.apply(action)
        if checks:
            assert _snapshot(state) == before, "apply changed the old state"
        history.append(action_to_dict(action))
        state = new_state
    assert state.outcome() is not None
    assert state.legal_actions() == []
    return state, history


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_contract(info: GameInfo, seed: int) -> None:
    final, history = play(info, seed, by_kind=seed % 2 == 1)
    _round_trip(info, final)
    replayed = replay(info, _options(info), json.loads(json.dumps(history)))
    assert replayed[-1].key() == final.key()
    assert len(replayed) == len(history) + 1


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
@pytest.mark.parametrize("seed", range(3))
def test_why_not_is_none_exactly_for_legal_actions(info: GameInfo, seed: int) -> None:
    """On random positions: every legal action has no reason against it, and every action not
    listed (another seat's choices, earlier choices, made-up, mutated and malformed ones) is
    refused with exactly the reason ``why_not`` gives."""
    rng = random.Random(f"why-not:{seed}")
    state = info.new_game(_options(info))
    seen: list[Action] = []
    steps = 0
    while not state.is_over and steps < ACTION_CAP:
        steps += 1
        if state.to_move == CHANCE:
            action: Action = roll(state.roll_request(), rng)
        else:
            actions = state.legal_actions()
            if rng.random() < 0.25:
                for legal in actions:
                    assert state.why_not(legal) is None, legal
                candidates = [MadeUp(), *rng.sample(seen, min(12, len(seen)))]
                free = info.extra.get("free_fields", ())
                candidates += _bogus_variants(rng.choice(actions), free)
                for candidate in candidates:
                    if is_listed(state, candidate):
                        continue
                    try:
                        state.apply(candidate)
                    except IllegalAction as error:
                        assert state.why_not(candidate) == str(error), candidate
                    else:  # only a game not yet guarded may accept it (``UNGUARDED``)
                        assert info.game_id in UNGUARDED, candidate
                        assert state.why_not(candidate) is None, candidate
            seen.extend(actions[:4])
            action = rng.choice(actions)
        state = state.apply(action)


QUICK_GAME_SEEDS = range(100, 125)
"""The seeds of the quick games: each game's every ending that the 40 seeds ``range(100, 140)``
reach is reached by these 25 already (``QUICK_GAME_ENDS``: Doodle Dice's victory first at 124,
its draw at 115, Death by Dice's draw at 103); more seeds replay the same endings."""

QUICK_GAME_ENDS = {
    "66d6": {"cowardice"},
    "daemon-dice": {"victory"},
    "death-by-dice": {"victory", "draw"},
    "dice-demons": {"victory", "draw"},
    "doodle-dice": {"annihilation", "victory", "draw"},
}
"""The endings each game's quick games reach (a game added later: any)."""


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_many_quick_games_end(info: GameInfo) -> None:
    reasons = set()
    for seed in QUICK_GAME_SEEDS:
        final, _ = play(info, seed, by_kind=True, checks=False)
        outcome = final.outcome()
        assert outcome is not None
        reasons.add(outcome.reason)
    assert reasons
    ends = {getattr(reason, "value", reason) for reason in reasons}
    assert ends == QUICK_GAME_ENDS.get(info.game_id, ends)


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_resign_is_always_accepted(info: GameInfo) -> None:
    rng = random.Random(7)
    state = info.new_game(_options(info))
    for _ in range(60):
        if state.is_over:
            break
        for seat in range(state.num_seats):
            ended = state.apply(engine.Resign(seat))
            outcome = ended.outcome()
            assert ended.is_over and outcome is not None
            assert seat not in outcome.winners
            assert ended.legal_actions() == []
            _assert_refused(ended, engine.Resign(seat))
        if state.to_move == CHANCE:
            state = state.apply(roll(state.roll_request(), rng))
        else:
            state = state.apply(rng.choice(state.legal_actions()))
    assert engine.Resign(0) not in state.legal_actions()


COMBINATION_DECISIONS = 30
"""Decisions played into each combination's game: the opening (draft, forces, avatars, the
castle) and the first rounds; ``python -m game contract`` plays whole games."""
CHECK_SHARE = 0.2
"""Share of those decisions checked (round trip, mutated and foreign actions)."""


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_every_rule_alone_and_in_pairs_keeps_the_contract(info: GameInfo) -> None:
    """Random positions of each rule of the game's ``rule_grid`` alone and of every two rules
    together (``covering_combinations``; ``python -m game contract`` plays every combination),
    not only the defaults: states come back equal from the AI worker's road, unlisted actions
    are refused with ``why_not``'s sentence (at a share of the decisions, and at the end)."""
    tally = Tally()
    chosen = covering_combinations(info)
    for index, options in enumerate(chosen):
        play_checked(info, options, index, tally, share=CHECK_SHARE,
                     max_decisions=COMBINATION_DECISIONS,
                     refusals=info.game_id not in UNGUARDED)
    assert tally.games == len(chosen)
    assert tally.round_trips >= tally.games
    assert tally.violations == 0, tally.problems


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_the_covering_combinations_hold_every_pair_of_rule_values(info: GameInfo) -> None:
    """Each two values of two rules that any valid combination plays together are played
    together by one of the chosen few, all of them valid."""
    chosen = covering_combinations(info)
    valid = [options for _, options, _ in combinations(info) if options is not None]
    assert chosen and all(options in valid for options in chosen)
    keys = list(info.rule_grid)

    def pairs(options: dict[str, int]) -> set[tuple[str, int, str, int]]:
        return {(a, options[a], b, options[b]) for i, a in enumerate(keys) for b in keys[i + 1:]}

    assert set().union(*map(pairs, chosen)) == set().union(*map(pairs, valid))


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_invalid_combinations_are_refused_with_a_sentence(info: GameInfo) -> None:
    for combo, options, refusal in combinations(info):
        if options is None:
            assert refusal.endswith("."), combo
            with pytest.raises(CorruptData):
                info.new_game({**info.default_options(), **combo})
