"""Death by Dice scenarios: the secret set-up and its views, the end of combat, matches, free for
all, Bosses & Minions, and the exact odds checked against the engine itself."""

from __future__ import annotations

import itertools
import json
import pickle
import random

import pytest

from engine.core import CHANCE, Roll
from engine.deathbydice import (
    BOARDS,
    BOSSES,
    HEROES,
    AbilityAttack,
    BoostedAttack,
    ComplexAttack,
    DiscardDoubles,
    DiscardForLoss,
    NoDefence,
    Place,
    attack_odds,
    new_game,
    position,
)
from engine.deathbydice.ending import QUIET_ROUNDS
from engine.deathbydice.model import COMBAT, PLACE, SETUP_ROLL
from engine.deathbydice.odds import sensible_pick
from tests.deathbydice_boards import test_boards  # noqa: F401  (fixture)

S, A, F, SM, C, L = range(6)


def _dice(seat_board: str) -> list[int]:
    return [s for s in BOARDS[seat_board].sizes if s]


# ---------------------------------------------------------------------------- set-up


def test_setup_roll_is_all_dice_and_values_go_to_abilities_of_the_same_size() -> None:
    st = new_game({"char1": 0, "char2": 1})
    board = BOARDS[HEROES[0]]
    assert st.phase == SETUP_ROLL and st.to_move == CHANCE and st.turn_owner is None
    sizes = _dice(board.key)
    assert [d.kind for d in st.roll_request().dice] == [f"d{s}" for s in sizes]
    values = tuple(min(i + 1, s) for i, s in enumerate(sizes))
    st = st.apply(Roll(values))
    assert st.phase == PLACE and st.to_move == 0
    for action in st.legal_actions():
        assert isinstance(action, Place) and action.fighter == 0
        assert (board.sizes[action.ability], action.value) in st.pools[0]
    wrong = next(a for a in range(6) if board.sizes[a] and board.sizes[a] != sizes[0])
    reason = st.why_not(Place(0, wrong, 99))
    assert reason is not None and "d" in reason
    while st.phase == PLACE and st.setup_seat == 0:
        st = st.apply(st.legal_actions()[-1])
    assert sorted(v for v in st.fighters[0].values if v) == sorted(values)
    assert all(bool(v) == bool(s) for v, s in zip(st.fighters[0].values, board.sizes,
                                                  strict=True))


def _all(value: int, board_key: str) -> tuple[int, ...]:
    return tuple(min(value, s) for s in _dice(board_key))


def test_view_hides_other_seats_placements_until_the_reveal() -> None:
    st = new_game({"char1": 0, "char2": 1})
    me, them = HEROES[0], HEROES[1]
    st = st.apply(Roll(tuple(min(i + 1, s) for i, s in enumerate(_dice(me)))))  # choices left
    secret_pool = st.pools[0]
    assert st.phase == PLACE and secret_pool
    while st.phase == PLACE and st.setup_seat == 0:
        st = st.apply(st.legal_actions()[0])
        other = st.view(1)
        assert other.fighters[0].values == (0,) * 6 and other.pools[0] == ()
        assert other.hidden == (True, False)
        assert st.view(0).fighters[0] == st.fighters[0]
    assert st.phase == SETUP_ROLL and st.setup_seat == 1
    placed = st.fighters[0].values
    hidden = st.view(1)
    assert hidden.fighters[0].values == (0,) * 6
    assert placed not in (f.values for f in hidden.fighters) and not hidden.pools[0]
    assert pickle.loads(pickle.dumps(hidden)).key() == hidden.key()
    assert "secret" in st.describe(Roll(_all(2, them)))
    st = st.apply(Roll(_all(7, them)))  # seat 1's own dice: seat 0 must not see them either
    if st.phase == PLACE:
        assert st.view(0).fighters[1].values == (0,) * 6 and st.view(0).pools[1] == ()
        assert "secret" in st.describe(st.legal_actions()[0])
        while st.phase == PLACE:
            st = st.apply(st.legal_actions()[0])
    assert st.phase == COMBAT
    assert st.view(0) is st and st.view(1) is st  # revealed to all


def test_lowest_total_goes_first() -> None:
    st = new_game({"char1": 0, "char2": 1})
    st = st.apply(Roll(_all(3, HEROES[0]))).apply(Roll(_all(1, HEROES[1])))
    assert st.phase == COMBAT and st.turn == 1 and st.turn_owner == 1


def test_shared_lowest_total_means_everybody_rerolls() -> None:
    st = new_game({"char1": 0, "char2": 0})
    st = st.apply(Roll(_all(2, HEROES[0]))).apply(Roll(_all(2, HEROES[0])))
    assert st.phase == SETUP_ROLL and st.setup_seat == 0
    assert all(f.values == (0,) * 6 for f in st.fighters)


def test_a_die_picks_a_random_character() -> None:
    st = new_game({"char2": -1})
    request = st.roll_request()
    assert request.count == 1 and request.dice[0].faces == tuple(range(1, len(HEROES) + 1))
    st = st.apply(Roll((3,)))
    assert st.fighters[1].board == HEROES[2] and st.phase == SETUP_ROLL


# ---------------------------------------------------------------------- end and match


@pytest.mark.usefixtures("test_boards")
def test_combat_ends_when_a_character_cannot_attack_and_equal_totals_draw() -> None:
    st = position(["t_plain", "t_loner"], [[1, 1, 1, 3, 1, 1], [0, 0, 0, 5, 0, 0]], turn=1)
    attack = AbilityAttack(SM, 0, SM)
    drawn = st.apply(attack).apply(NoDefence()).apply(Roll((5,)))  # plain's Smarts is gone
    assert drawn.is_over and drawn.outcome().is_draw  # 5 against 5
    won = st.apply(attack).apply(NoDefence()).apply(Roll((6,)))
    assert won.outcome().winners == (1,)


@pytest.mark.usefixtures("test_boards")
def test_best_of_three_keeps_score_and_starts_the_next_game() -> None:
    st = position(["t_plain", "t_loner"], [[1, 1, 1, 3, 1, 1], [0, 0, 0, 5, 0, 0]], turn=1,
                  match_games=3)
    st = st.apply(AbilityAttack(SM, 0, SM)).apply(NoDefence()).apply(Roll((6,)))
    assert not st.is_over and st.results == ((1,),) and st.wins() == (0, 1)
    assert st.phase == SETUP_ROLL and st.setup_seat == 0
    assert all(f.values == (0,) * 6 for f in st.fighters)
    # A second win takes the match.
    again = st._replace(fighters=position(["t_plain", "t_loner"], [[1, 1, 1, 3, 1, 1],
                                                                   [0, 0, 0, 5, 0, 0]]).fighters,
                        phase=COMBAT, turn=1)
    again = again.apply(AbilityAttack(SM, 0, SM)).apply(NoDefence()).apply(Roll((6,)))
    assert again.is_over and again.outcome().winners == (1,)


@pytest.mark.usefixtures("test_boards")
def test_free_for_all_attacker_names_the_opponent_and_turns_go_round() -> None:
    st = position(["t_plain"] * 3, [[6] * 6] * 3)
    targets = {a.target for a in st.legal_actions()}
    assert targets == {1, 2}
    st = st.apply(AbilityAttack(S, 2, S)).apply(NoDefence()).apply(Roll((6,)))
    assert st.fighters[2].values[S] == 0 and st.turn == 1
    st = st.apply(AbilityAttack(S, 0, S)).apply(NoDefence()).apply(Roll((1,)))
    assert st.turn == 2


@pytest.mark.usefixtures("test_boards")
def test_free_for_all_ends_when_any_one_character_cannot_attack() -> None:
    st = position(["t_plain", "t_plain", "t_loner"],
                  [[6, 6, 6, 2, 6, 6], [6, 6, 6, 0, 6, 6], [0, 0, 0, 5, 0, 0]], turn=0)
    st = st.apply(AbilityAttack(SM, 2, SM)).apply(Roll((1,)))  # the loner cannot defend
    assert not st.is_over  # the loner can still hit seat 0's Smarts
    st = st.apply(BoostedAttack(F, A, 0, SM)).apply(NoDefence()).apply(Roll((6,)))
    st = st.apply(Roll((3,)))  # assistant rerolled; now nobody has a Smarts die for the loner
    assert st.is_over and st.totals() == (30, 27, 5)
    assert st.outcome().winners == (0,)


# ---------------------------------------------------------------------- Bosses & Minions


def _boss(values_hero: list[int], values_minion: list[int], turn: int = 1, **kw):
    return position(["t_boss", "t_plain", "t_minion"],
                    [[8, 8, 8, 8, 8, 8], values_hero, values_minion], scenario=BOSSES,
                    turn=turn, **kw)


@pytest.mark.usefixtures("test_boards")
def test_minions_guard_their_boss() -> None:
    st = _boss([6] * 6, [3, 3, 0, 0, 0, 0])
    assert {a.target for a in st.legal_actions()} == {2}
    reason = st.why_not(AbilityAttack(S, 0, S))
    assert reason is not None and "guard" in reason
    # The boss and minion attack only the hero.
    assert {a.target for a in st._replace(turn=0).legal_actions()} == {1}
    assert {a.target for a in st._replace(turn=2).legal_actions()} == {1}


@pytest.mark.usefixtures("test_boards")
def test_a_minion_that_cannot_attack_is_knocked_out_and_the_boss_is_open() -> None:
    st = _boss([6, 6, 6, 6, 6, 6], [3, 3, 0, 0, 0, 0])
    st = st.apply(AbilityAttack(A, 2, A)).apply(NoDefence()).apply(Roll((5,)))
    # The minion has only Strength left: it can still hit the hero's Strength.
    assert not st.fighters[2].out and st.turn == 2
    st = st.apply(AbilityAttack(S, 1, S)).apply(NoDefence()).apply(Roll((1,)))
    assert st.turn == 0
    st = st.apply(AbilityAttack(S, 1, S)).apply(NoDefence()).apply(Roll((8,)))
    # The hero lost Strength: the minion has nothing left to attack with.
    assert st.fighters[2].out and st.turn == 1
    assert 0 in {a.target for a in st.legal_actions()}
    assert 2 not in {a.target for a in st.legal_actions()}  # knocked out: no target
    st = st.apply(AbilityAttack(F, 0, F)).apply(NoDefence()).apply(Roll((1,)))
    assert st.turn == 0  # the knocked-out minion takes no turn


@pytest.mark.usefixtures("test_boards")
def test_boss_side_total_against_all_heroes_decides() -> None:
    # The only hero is a loner: once it cannot attack it is knocked out and combat ends.
    st = position(["t_boss", "t_loner", "t_minion"],
                  [[0, 0, 0, 2, 0, 0], [0, 0, 0, 6, 0, 0], [0, 0, 0, 0, 0, 0]],
                  scenario=BOSSES, turn=0, out=[False, False, True])
    st = st.apply(AbilityAttack(SM, 1, SM)).apply(Roll((6,)))
    assert st.is_over and st.outcome().winners == (0,)  # 6 against nothing
    # Or the boss loses its last die: it cannot attack, the hero's 6 beats the boss side's 0.
    st = position(["t_boss", "t_loner", "t_minion"],
                  [[0, 0, 0, 2, 0, 0], [0, 0, 0, 6, 0, 0], [0, 0, 0, 0, 0, 0]],
                  scenario=BOSSES, turn=1, out=[False, False, True])
    st = st.apply(AbilityAttack(SM, 0, SM)).apply(Roll((3,)))
    assert st.is_over and st.outcome().winners == (1,)


def test_boss_scenario_table_order_and_one_minion_per_hero() -> None:
    st = new_game({"seats": 3, "scenario": BOSSES, "char2": 2, "char3": 3})
    roles = [BOARDS[f.board].role for f in st.fighters]
    assert roles == ["boss", "hero", "minion", "hero", "minion"]
    assert [f.seat for f in st.fighters] == [0, 1, 0, 2, 0]
    # The boss player rolls the boss's and both minions' dice together.
    sizes = [s for f in st.fighters if f.seat == 0 for s in BOARDS[f.board].sizes if s]
    assert st.roll_request().count == len(sizes)


# ---------------------------------------------------------------------- exact odds


def _play_out(st, rolls):
    """Apply one attack roll and settle every choice the sensible way the odds assume."""
    st = st.apply(Roll(rolls))
    while st.attack is not None and st.to_move != CHANCE:
        attack = st.attack
        sizes = {a: st.board(attack.attacker).sizes[a] for a in attack.dice}
        by_pos = {a: rolls[attack.dice.index(a)] for a in attack.dice}
        if isinstance(st.legal_actions()[0], DiscardDoubles):
            group = sorted({a for action in st.legal_actions() for a in action.abilities})
            pick = sensible_pick(group, by_pos, sizes, 2)
            st = st.apply(DiscardDoubles(tuple(sorted(pick))))
        else:
            cands = [a.ability for a in st.legal_actions()]
            st = st.apply(DiscardForLoss(sensible_pick(cands, by_pos, sizes, 1)[0]))
    return st


@pytest.mark.usefixtures("test_boards")
@pytest.mark.parametrize("value", [4, 9, 12])
def test_exact_odds_match_the_engine_roll_by_roll(value: int) -> None:
    st = position(["t_quad", "t_plain"], [[5, 5, 5, 5, 0, 0], [6, 6, 6, value // 2, 6, 6]])
    attack = ComplexAttack((S, A, F), 1, SM)
    target_value = st.fighters[1].values[SM]
    odds = attack_odds(st.fighters, 0, attack, NoDefence())
    declared = st.apply(attack).apply(NoDefence())
    wins = 0
    kept = 0
    for rolls in itertools.product(range(1, 7), repeat=3):
        after = _play_out(declared, rolls)
        if after.fighters[1].values[SM] == 0:
            wins += 1
        kept += sum(after.fighters[0].values[:3])
    assert odds.win == pytest.approx(wins / 216)
    assert sum(o.probability * o.kept_mean for o in odds.outcomes) == pytest.approx(kept / 216)
    assert odds.need == target_value + 1


@pytest.mark.usefixtures("test_boards")
def test_odds_of_single_die_attacks() -> None:
    st = position(["t_plain", "t_plain"], [[6] * 6, [6, 6, 4, 6, 6, 6]])
    ability = attack_odds(st.fighters, 0, AbilityAttack(F, 1, F), NoDefence())
    assert ability.win == pytest.approx(3 / 6)  # 4, 5 or 6
    boosted = attack_odds(st.fighters, 0, BoostedAttack(F, A, 1, F), NoDefence())
    assert boosted.win == pytest.approx(4 / 6)  # 3..6 + 2 beats 4
    from engine.deathbydice import Brace

    braced = attack_odds(st.fighters, 0, BoostedAttack(F, A, 1, F), Brace(SM))
    assert braced.win == pytest.approx(2 / 6)


# ---------------------------------------------------------------------- whole games


@pytest.mark.parametrize("options", [
    {"seats": 4, "games": 3, "char1": -1, "char2": -1, "char3": 5, "char4": 7},
    {"seats": 3, "scenario": BOSSES, "games": 3},
    {"seats": 4, "scenario": BOSSES, "games": 1, "char4": -1},
])
def test_random_whole_matches_replay_and_round_trip(options) -> None:
    from engine.core import action_to_dict, get_game
    from engine.dice import roll
    from engine.replay import replay

    info = get_game("death-by-dice")
    for seed in range(4):
        rng = random.Random(seed)
        st = new_game(options)
        history = []
        while not st.is_over:
            if st.to_move == CHANCE:
                action = roll(st.roll_request(), rng)
            else:
                action = rng.choice(st.legal_actions())
                for seat in range(st.num_seats):  # views always cross to the AI worker
                    view = st.view(seat)
                    assert pickle.loads(pickle.dumps(view)).key() == view.key()
            history.append(action_to_dict(action))
            st = st.apply(action)
        again = replay(info, options, json.loads(json.dumps(history)))[-1]
        assert again.key() == st.key()
        assert st.outcome() is not None


@pytest.mark.usefixtures("test_boards")
def test_ten_rounds_without_a_die_falling_end_the_combat_on_totals() -> None:
    """Our ruling (rules page): two characters who can only trade harmless attacks do not play
    for ever; ten rounds in which no die falls end the combat, decided as any other end."""
    st = position(["t_plain", "t_plain"], [[6, 6, 6, 6, 6, 5], [6, 6, 6, 6, 6, 6]])

    def miss(st):  # seat 0 always tries Strength, seat 1 Agility: a 1 never beats a 6
        ability = S if st.turn == 0 else A
        return st.apply(AbilityAttack(ability, 1 - st.turn, ability)).apply(
            NoDefence()).apply(Roll((1,)))

    for _ in range(2 * QUIET_ROUNDS - 1):
        st = miss(st)
        assert not st.is_over
    assert st.quiet == 2 * QUIET_ROUNDS - 1
    ended = miss(st)
    assert ended.is_over and ended.outcome().winners == (1,)  # 31 against 30
    # a die that falls starts the count again
    hit = st.apply(AbilityAttack(A, 0, A)).apply(NoDefence()).apply(Roll((6,)))
    assert not hit.is_over and hit.quiet == 0
    # the count travels with the state (the AI worker's copy of it)
    assert pickle.loads(pickle.dumps(st)).quiet == st.quiet
