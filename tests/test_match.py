"""The match: one road for every change, undo that never un-rolls dice, settings persistence."""

from __future__ import annotations

import random

import pytest

from engine import get_game
from engine.core import CHANCE, IllegalAction, Roll
from engine.dice import roll
from game.match import Match, Seat
from game.settings import Settings, load_settings, save_settings, settings_path


def started(seats=None, seed=2) -> Match:
    match = Match(get_game("66d6"), {}, seats or [Seat("human"), Seat("human")], seed=seed)
    rng = random.Random(seed)
    while match.state.to_move == CHANCE:
        match.apply(roll(match.state.roll_request(), rng))
    return match


def test_illegal_action_leaves_match_untouched():
    match = started()
    before = (len(match.actions), match.version, match.state.key())
    with pytest.raises(IllegalAction):
        match.apply(Roll(values=(1, 2)))
    assert (len(match.actions), match.version, match.state.key()) == before


def test_a_position_worked_out_ahead_is_taken_only_from_the_state_it_came_from():
    match = started()
    state = match.state
    action = state.legal_actions()[0]
    ahead = state.apply(action)
    assert match.apply(action, (state, ahead)) is ahead  # worked out while announced
    assert match.log[-1].text == state.describe(action)
    stale = match.state.legal_actions()[0]
    fresh = match.apply(stale, (state, ahead))  # from another state: worked out again
    assert fresh is not ahead and fresh.key() == match.states[-2].apply(stale).key()


def test_undo_takes_back_a_human_move():
    match = started()
    before = match.state.key()
    match.apply(match.state.legal_actions()[0])
    assert match.can_undo()
    assert match.undo()
    assert match.state.key() == before
    assert len(match.log) == len(match.actions)


def test_undo_never_unrolls_dice():
    match = started()
    assert not match.can_undo()  # only set-up rolls so far
    rng = random.Random(9)
    for _ in range(200):
        state = match.state
        if state.is_over:
            break
        if state.to_move == CHANCE:
            match.apply(roll(state.roll_request(), rng))
            assert not match.can_undo()
        else:
            match.apply(rng.choice(state.legal_actions()))


def test_undo_skips_back_over_ai_decisions_to_the_human_one():
    match = started(seats=[Seat("human"), Seat("ai", "easy")])
    rng = random.Random(3)
    for _ in range(400):
        state = match.state
        if state.is_over:
            break
        if state.to_move == CHANCE:
            match.apply(roll(state.roll_request(), rng))
            continue
        match.apply(rng.choice(state.legal_actions()))
        target = match.undo_target()
        if target is not None:
            assert match.seats[match.states[target].to_move].kind == "human"
            assert not any(isinstance(a, Roll) for a in match.actions[target:])


def test_roll_seed_depends_on_position_only():
    a, b = started(seed=4), started(seed=4)
    assert a.roll_seed() == b.roll_seed()
    a.apply(a.state.legal_actions()[0])
    assert a.roll_seed() != b.roll_seed()


def test_settings_survive_a_restart_and_ignore_junk():
    settings = Settings(animation="fast", volume=0.3, muted=True, move_hints=False)
    save_settings(settings)
    assert load_settings() == settings
    settings_path().write_text('{"animation": "warp", "volume": 7, "muted": "yes"}')
    assert load_settings() == Settings()
    settings_path().write_text("not json at all {")
    assert load_settings() == Settings()


def test_games_without_a_custom_setup_ignore_the_payload():
    match = Match(get_game("66d6"), {}, [Seat("human"), Seat("human")], seed=1,
                  setup={"anything": 1})
    assert match.setup is None and "setup" not in match.to_save()


def test_daemon_dice_setup_must_agree_with_the_options():
    from engine.core import CorruptData
    from engine.daemondice import ready_daemon, setup_of

    lineup = setup_of([ready_daemon("Rimefang", 5), ready_daemon("Patchwork", 5)])
    seats = [Seat("human"), Seat("human")]
    match = Match(get_game("daemon-dice"), {"dice": 5}, seats, setup=lineup)
    assert [d.name for d in match.state.daemons] == ["Rimefang", "Patchwork"]
    with pytest.raises(CorruptData, match="daemons of 13 dice"):
        Match(get_game("daemon-dice"), {}, seats, setup=lineup)
    with pytest.raises(CorruptData, match="not in the expected form"):
        Match(get_game("daemon-dice"), {"dice": 5}, seats, setup={"daemons": "many"})


def test_the_log_kept_between_reads_is_the_log_read_afresh_after_moves_and_undo():
    match = Match(get_game("daemon-dice"), get_game("daemon-dice").default_options(),
                  [Seat("human"), Seat("ai", "easy")], seed=4)

    def afresh(seat):
        return [e.text_for(seat, match._actor_name(e.seat)) for e in match.log]

    rng = random.Random(4)
    undone = 0
    for step in range(40):
        st = match.state
        if st.is_over:
            break
        match.apply(roll(st.roll_request(), rng) if st.to_move == CHANCE
                    else rng.choice(st.legal_actions()))
        if step % 7 == 6:
            undone += match.undo()
        for seat in (None, 0, 1):
            assert match.log_for(seat) == afresh(seat)
    assert len(match.log_for(None)) >= 10 and undone >= 1
    assert match.at(5).log_for(None) == match.log_for(None)[:5]
