"""Death by Dice rule scenarios: the ring, the three attacks, the two defences, and the rolls.

Positions are laid out by hand with test-only boards (``deathbydice_boards``) so the roster can be
tuned without touching these tests. Rolls are applied as the physical dice would report them.
"""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE, IllegalAction, Roll
from engine.deathbydice import (
    AbilityAttack,
    BoostedAttack,
    Brace,
    ComplexAttack,
    DiscardDoubles,
    DiscardForLoss,
    Guard,
    NoDefence,
    combat,
    position,
    rules,
)
from engine.deathbydice.model import Fighter, neighbours
from engine.deathbydice.roster import BOARDS as ROSTER
from tests.deathbydice_boards import test_boards  # noqa: F401  (fixture)

pytestmark = pytest.mark.usefixtures("test_boards")

S, A, F, SM, C, L = range(6)


def duel(me: list[int], them: list[int], boards: tuple[str, str] = ("t_plain", "t_plain")):
    return position(list(boards), [me, them])


def test_the_ring_wraps_luck_and_strength_are_neighbours() -> None:
    assert neighbours(L) == (C, S)
    assert neighbours(S) == (L, A)
    st = duel([3, 0, 0, 0, 0, 4], [5, 5, 5, 5, 5, 5])
    assert BoostedAttack(S, L, 1, F) in st.legal_actions()
    assert BoostedAttack(L, S, 1, F) in st.legal_actions()
    assert st.why_not(BoostedAttack(S, C, 1, F)) is not None


def test_ability_attack_wins_on_equal_and_discards_the_target() -> None:
    st = duel([2, 6, 6, 6, 6, 6], [4, 6, 6, 6, 6, 6])
    st = st.apply(AbilityAttack(S, 1, S))
    assert st.to_move == 1 and st.turn_owner == 0  # the defender chooses, the turn stays
    st = st.apply(NoDefence())
    assert st.to_move == CHANCE and st.roll_request().count == 1
    st = st.apply(Roll((4,)))
    assert st.fighters[1].values[S] == 0  # discarded
    assert st.fighters[0].values[S] == 4  # the rolled die keeps its new value
    assert st.turn == 1 and st.attack is None


def test_ability_attack_below_the_value_discards_nothing() -> None:
    st = duel([2, 6, 6, 6, 6, 6], [4, 6, 6, 6, 6, 6])
    st = st.apply(AbilityAttack(S, 1, S)).apply(NoDefence()).apply(Roll((3,)))
    assert st.fighters[1].values == (4, 6, 6, 6, 6, 6)
    assert st.fighters[0].values[S] == 3


def test_ability_attack_only_targets_the_same_ability() -> None:
    st = duel([2, 6, 6, 6, 6, 6], [4, 6, 6, 6, 6, 6])
    reason = st.why_not(AbilityAttack(S, 1, F))
    assert reason is not None and "Strength" in reason
    with pytest.raises(IllegalAction):
        st.apply(AbilityAttack(S, 1, F))


def test_missing_dice_cannot_attack_or_be_targeted() -> None:
    st = duel([0, 6, 6, 6, 6, 6], [6, 0, 6, 6, 6, 6])
    assert st.why_not(AbilityAttack(S, 1, S)) == "You can only attack with dice you still have."
    assert "no die" in (st.why_not(BoostedAttack(F, SM, 1, A)) or "")
    assert not any(getattr(a, "target_ability", None) == A for a in st.legal_actions())


def test_boosted_attack_adds_two_and_must_beat_the_value() -> None:
    st = duel([3, 6, 6, 6, 6, 6], [6, 6, 6, 6, 5, 6])
    attack = BoostedAttack(S, A, 1, C)
    lose = st.apply(attack).apply(NoDefence()).apply(Roll((3,)))  # 3 + 2 = 5, not above 5
    assert lose.fighters[1].values[C] == 5
    win = st.apply(attack).apply(NoDefence()).apply(Roll((4,)))  # 6 beats 5
    assert win.fighters[1].values[C] == 0


def test_boosted_assistant_is_rerolled_win_or_lose() -> None:
    st = duel([3, 6, 6, 6, 6, 6], [6, 6, 6, 6, 5, 6])
    st = st.apply(BoostedAttack(S, A, 1, C)).apply(NoDefence()).apply(Roll((1,)))
    assert st.to_move == CHANCE
    request = st.roll_request()
    assert request.count == 1 and request.dice[0].kind == "d6"
    st = st.apply(Roll((2,)))
    assert st.fighters[0].values[:2] == (1, 2)  # attacker rolled 1, assistant rerolled to 2
    assert st.turn == 1


def test_complex_attack_sums_linked_dice() -> None:
    st = duel([3, 3, 6, 6, 6, 6], [6, 6, 6, 6, 6, 6])
    assert ComplexAttack((S, A), 1, F) in st.legal_actions()
    assert st.why_not(ComplexAttack((S, F), 1, F)) is not None  # not linked
    assert st.why_not(ComplexAttack((S,), 1, F)) is not None  # at least two dice
    st = st.apply(ComplexAttack((S, A), 1, F)).apply(NoDefence())
    assert st.roll_request().count == 2
    st = st.apply(Roll((3, 4)))  # 7 beats 6
    assert st.fighters[1].values[F] == 0
    assert st.fighters[0].values[:2] == (3, 4)


def test_lost_complex_attack_costs_an_attacking_die_of_the_attackers_choice() -> None:
    st = duel([3, 3, 6, 6, 6, 6], [6, 6, 6, 6, 6, 6])
    st = st.apply(ComplexAttack((S, A), 1, F)).apply(NoDefence()).apply(Roll((1, 5)))
    assert st.to_move == 0 and st.turn_owner == 0
    assert set(st.legal_actions()) == {DiscardForLoss(S), DiscardForLoss(A)}
    assert st.why_not(DiscardForLoss(F)) is not None
    st = st.apply(DiscardForLoss(A))
    assert st.fighters[0].values[:2] == (1, 0)
    assert st.fighters[1].values[F] == 6
    assert st.turn == 1


def test_doubles_are_discarded_after_a_won_attack() -> None:
    st = duel([3, 3, 6, 6, 6, 6], [6, 6, 5, 6, 6, 6])
    st = st.apply(ComplexAttack((S, A), 1, F)).apply(NoDefence()).apply(Roll((4, 4)))
    assert st.fighters[1].values[F] == 0  # the attack still wins
    assert st.fighters[0].values[:2] == (0, 0)  # and both doubles are gone


def test_doubles_on_a_loss_with_two_dice_cost_exactly_those_two() -> None:
    st = duel([3, 3, 6, 6, 6, 6], [6, 6, 6, 6, 6, 6])
    st = st.apply(ComplexAttack((S, A), 1, F)).apply(NoDefence()).apply(Roll((2, 2)))
    assert st.fighters[0].values == (0, 0, 6, 6, 6, 6)
    assert st.turn == 1 and st.attack is None


def test_a_lost_attack_with_doubles_discards_another_die_for_the_loss() -> None:
    # The rulesheet's case: three dice, two of them doubles, attack lost. The doubles go, and
    # the die paid for the loss must be the third one (the same die is never discarded twice).
    st = position(["t_quad", "t_plain"], [[5, 5, 5, 5, 0, 0], [6, 6, 6, 6, 6, 6]])
    st = st.apply(ComplexAttack((S, A, F), 1, SM)).apply(NoDefence())
    st = st.apply(Roll((2, 2, 1)))  # 5 does not beat 6
    assert st.fighters[0].values == (0, 0, 0, 5, 0, 0)
    assert st.turn == 1


def test_with_four_dice_the_loss_die_is_chosen_among_the_others() -> None:
    st = position(["t_quad", "t_plain"], [[5, 5, 5, 5, 0, 0], [6, 6, 6, 6, 6, 6]])
    st = st.apply(ComplexAttack((S, A, F, SM), 1, C)).apply(Guard((F,)))  # C 6 + F 6 = 12
    st = st.apply(Roll((1, 3, 3, 4)))  # 11, lost; Agility and Fortitude are doubles
    assert st.fighters[0].values[A] == 0 and st.fighters[0].values[F] == 0
    assert set(st.legal_actions()) == {DiscardForLoss(S), DiscardForLoss(SM)}
    assert st.why_not(DiscardForLoss(A)) is not None
    st = st.apply(DiscardForLoss(S))
    assert st.fighters[0].values == (0, 0, 0, 4, 0, 0)


def test_three_equal_dice_let_the_attacker_pick_two() -> None:
    st = position(["t_quad", "t_plain"], [[5, 5, 5, 5, 0, 0], [6, 6, 6, 6, 6, 6]])
    st = st.apply(ComplexAttack((S, A, F), 1, SM)).apply(NoDefence()).apply(Roll((3, 3, 3)))
    # 9 beats 6: won, but three dice show 3: the attacker picks which two go.
    assert st.to_move == 0
    assert set(st.legal_actions()) == {DiscardDoubles((S, A)), DiscardDoubles((S, F)),
                                       DiscardDoubles((A, F))}
    st = st.apply(DiscardDoubles((S, F)))
    assert st.fighters[0].values == (0, 3, 0, 5, 0, 0)
    assert st.fighters[1].values[SM] == 0


def test_three_equal_dice_on_a_loss_cost_all_three() -> None:
    st = position(["t_quad", "t_plain"], [[5, 5, 5, 5, 0, 0], [6, 6, 6, 6, 6, 6]])
    st = st.apply(ComplexAttack((S, A, F), 1, C)).apply(Guard((F,)))  # 6 + 6 = 12
    st = st.apply(Roll((2, 2, 2)))
    st = st.apply(DiscardDoubles((S, A)))  # then the third pays for the loss (forced)
    assert st.fighters[0].values == (0, 0, 0, 5, 0, 0)


def test_two_pairs_of_doubles_are_all_discarded() -> None:
    st = position(["t_quad", "t_plain"], [[5, 5, 5, 5, 0, 0], [6, 6, 6, 6, 6, 6]])
    st = st.apply(ComplexAttack((S, A, F, SM), 1, SM)).apply(NoDefence())
    st = st.apply(Roll((2, 2, 5, 5)))
    assert st.fighters[0].values == (0, 0, 0, 0, 0, 0)
    assert st.fighters[1].values[SM] == 0


def test_defences_are_declared_before_the_roll_and_listed_for_the_defender() -> None:
    st = duel([6, 6, 6, 6, 6, 6], [6, 6, 4, 6, 5, 6])
    st = st.apply(AbilityAttack(F, 1, F))
    assert st.to_move == 1
    assert set(st.legal_actions()) == {NoDefence(), Brace(A), Brace(SM), Guard((C,))}
    # White abilities cannot be guarded, only braced.
    white = duel([6, 6, 6, 6, 6, 6], [6, 6, 6, 4, 6, 6]).apply(AbilityAttack(SM, 1, SM))
    assert set(white.legal_actions()) == {NoDefence(), Brace(F), Brace(C)}
    assert white.why_not(Guard((F,))) is not None


def test_a_defence_not_open_is_refused_with_one_sentence_by_apply_and_why_not() -> None:
    white = duel([6, 6, 6, 6, 6, 6], [6, 6, 6, 4, 6, 6]).apply(AbilityAttack(SM, 1, SM))
    for refused in (Guard((F,)), Brace(S)):
        with pytest.raises(IllegalAction) as raised:
            white.apply(refused)
        with pytest.raises(IllegalAction) as raised_by_rules:
            rules.apply(white, refused)
        assert str(raised.value) == str(raised_by_rules.value) == rules.NO_SUCH_DEFENCE
        assert white.why_not(refused) == rules.NO_SUCH_DEFENCE


def test_brace_adds_two_and_its_die_is_rerolled() -> None:
    st = duel([6, 6, 6, 6, 6, 6], [6, 6, 4, 6, 5, 6])
    st = st.apply(AbilityAttack(F, 1, F)).apply(Brace(SM))  # 4 + 2 = 6
    held = st.apply(Roll((5,)))
    assert held.fighters[1].values[F] == 4
    assert held.to_move == CHANCE and held.roll_request().count == 1  # the brace die
    held = held.apply(Roll((1,)))
    assert held.fighters[1].values[SM] == 1
    broken = st.apply(Roll((6,))).apply(Roll((2,)))
    assert broken.fighters[1].values[F] == 0 and broken.fighters[1].values[SM] == 2


def test_linked_guard_adds_the_standing_values_and_is_rerolled() -> None:
    st = duel([6, 6, 6, 6, 6, 6], [6, 6, 4, 6, 5, 6])
    st = st.apply(BoostedAttack(S, A, 1, F)).apply(Guard((C,)))  # 4 + 5 = 9
    st = st.apply(Roll((6,)))  # 6 + 2 = 8, not above 9
    assert st.fighters[1].values[F] == 4
    request = st.roll_request()
    assert request.count == 2  # the assistant and the guard
    st = st.apply(Roll((3, 2)))
    assert st.fighters[0].values[A] == 3 and st.fighters[1].values[C] == 2


def test_no_defence_possible_means_no_question() -> None:
    st = position(["t_plain", "t_loner"], [[6, 6, 6, 6, 6, 6], [0, 0, 0, 3, 0, 0]])
    st = st.apply(AbilityAttack(SM, 1, SM))
    assert st.to_move == CHANCE and st.attack is not None and st.attack.defence == "none"



def test_can_attack_agrees_with_the_list_of_attacks() -> None:
    """The end check's short cut (``can_attack``) says yes exactly when some attack exists."""
    rng = random.Random(7)
    keys = sorted(ROSTER)
    for _ in range(400):
        fighters = []
        for seat in range(2):
            board = ROSTER[rng.choice(keys)]
            values = tuple(rng.randint(1, size) if size and rng.random() < 0.3 else 0
                           for size in board.sizes)
            fighters.append(Fighter(board.key, seat, values))
        for index in range(2):
            assert combat.can_attack(fighters, 0, index) == bool(
                combat.attacks(fighters, 0, index))
