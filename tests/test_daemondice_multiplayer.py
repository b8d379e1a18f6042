"""Battles of three or more daemons: initiative minuses, choosing whom to attack, the defeated
daemon naming who goes next, the last daemon standing, and resigning at awkward moments."""

from __future__ import annotations

from test_daemondice_breeds import mixed

from engine.core import CHANCE, EndReason, Resign, Roll
from engine.daemondice import (
    STUNNED,
    Attack,
    ChooseFoe,
    Defend,
    Grab,
    HandOver,
    Hold,
    Step,
    new_game,
    position,
)

TRIO = (mixed("Ash"), mixed("Bone"), mixed("Cog"))  # dice: Shell, Shell, Arm x4
QUARTET = TRIO + (mixed("Dusk"),)


def faces(shells: tuple[str, str], arms: str = "Stun") -> tuple[str, ...]:
    return shells + (arms,) * 4


def test_the_other_daemon_with_most_minuses_hinders_the_first_turn() -> None:
    st = new_game(None, daemons=TRIO)
    st = st.apply(Roll(("Shell", "Shell", "Plus", "Plus", "Plus", "Stun")))  # 3 points
    st = st.apply(Roll(faces(("Minus", "Shell"))))  # 1 point, 1 minus
    st = st.apply(Roll(faces(("Minus", "Minus"))))  # 2 points, 2 minuses
    assert st.turn == 0 and st.foe == 2 and st.minus_free == 2


def test_equal_minuses_go_to_the_first_daemon_after_the_winner() -> None:
    st = new_game(None, daemons=TRIO)
    st = st.apply(Roll(faces(("Minus", "Shell"))))  # 1 point, 1 minus
    st = st.apply(Roll(("Shell", "Shell", "Plus", "Plus", "Stun", "Stun")))  # 2 points: wins
    st = st.apply(Roll(faces(("Minus", "Shell"))))
    assert st.turn == 1 and st.foe == 2 and st.minus_free == 1


def test_the_attacker_chooses_its_foe_who_then_takes_the_next_turn() -> None:
    st = position(TRIO, step=Step.TARGET, faces={0: "- - Stun Block"}, settle=True)
    assert st.legal_actions() == [ChooseFoe(1), ChooseFoe(2)]
    st = st.apply(ChooseFoe(2))
    assert st.turn == 2 and st.foe == 0 and st.incoming == (Attack(2, "Stun"),)


def test_grabs_go_to_the_chosen_foe() -> None:
    a = mixed("Ash")
    tentacled = type(a)("Ash", (("Tentacle", "Frost"),) + a.dice[1:])
    lineup = (tentacled, TRIO[1], TRIO[2])
    st = position(lineup, step=Step.TARGET, faces={0: "Tentacle"}, settle=True)
    st = st.apply(ChooseFoe(1))
    assert all(isinstance(x, Grab) or x.kind == "done" for x in st.legal_actions())
    st = st.apply(Grab(0, 2))
    assert st.holds == (Hold(0, 0, 1, 2),)


def test_a_defeated_daemon_names_who_goes_next_with_a_clean_slate() -> None:
    st = position(TRIO, step=Step.ACTIVATE, turn=1, foe=0, minus_free=2,
                  health={1: [STUNNED] * 6}, settle=True)
    assert st.step is Step.NEXT and st.to_move == 1 and st.out == (False, True, False)
    assert st.legal_actions() == [HandOver(0), HandOver(2)]
    st = st.apply(HandOver(2))
    assert st.turn == 2 and st.foe is None and st.incoming == () and st.to_move == CHANCE


def test_defeat_releases_every_grab_of_the_loser() -> None:
    a, b, c = TRIO
    a = type(a)("Ash", (("Tentacle", "Frost"),) + a.dice[1:])
    b = type(b)("Bone", (("Tentacle", "Frost"),) + b.dice[1:])
    health = [0] + [STUNNED] * 5
    st = position((a, b, c), step=Step.ACTIVATE, turn=1, health={1: health},
                  holds=[Hold(0, 0, 1, 0)], settle=True)
    assert st.step is Step.NEXT and st.holds == ()


def test_the_last_daemon_standing_wins() -> None:
    st = position(TRIO, step=Step.ACTIVATE, turn=1, out=[2], health={1: [STUNNED] * 6},
                  settle=True)
    assert st.is_over and st.outcome().winners == (0,)
    assert st.outcome().reason is EndReason.VICTORY


# ------------------------------------------------------------------------------- resigning


def test_resigning_in_ones_own_turn_passes_to_the_next_daemon() -> None:
    st = position(TRIO, step=Step.DEFEND, turn=1, foe=0, faces={0: "- - Stun", 1: "- - Block"},
                  incoming=[Attack(2, "Stun")])
    st = st.apply(Resign(1))
    assert st.out == (False, True, False) and st.turn == 2 and st.foe is None


def test_when_the_foe_resigns_its_attacks_vanish() -> None:
    st = position(TRIO, step=Step.DEFEND, turn=1, foe=0, faces={0: "- - Stun", 1: "- - Block"},
                  incoming=[Attack(2, "Stun")])
    st = st.apply(Defend(0, 2, "block"))
    st = st.apply(Resign(0))
    assert st.incoming == () and st.out[0]
    # The block came back and nothing was suffered; Bone attacks the only daemon left to it.
    assert st.turn == 2 and st.health[1] == (0,) * 6


def test_when_the_target_resigns_the_attack_is_aimed_again() -> None:
    st = position(QUARTET, step=Step.TARGET, faces={0: "- - Stun Plus"}, settle=True)
    st = st.apply(ChooseFoe(1))
    assert st.step is Step.ARRAY
    st = st.apply(Resign(1))
    assert st.step is Step.TARGET and st.outgoing == ()
    assert st.legal_actions() == [ChooseFoe(2), ChooseFoe(3)]
    assert st.is_free(0, 2) and st.is_free(0, 3)


def test_a_bystander_resigning_lets_go_of_its_grabs() -> None:
    c = type(TRIO[2])("Cog", (("Tentacle", "Frost"),) + TRIO[2].dice[1:])
    st = position((TRIO[0], TRIO[1], c), step=Step.ACTIVATE, holds=[Hold(2, 0, 0, 1)],
                  settle=True)
    st = st.apply(Resign(2))
    assert st.holds == () and st.out == (False, False, True) and not st.is_over


def test_resigning_during_initiative_restarts_it() -> None:
    st = new_game(None, daemons=TRIO)
    st = st.apply(Roll(faces(("Minus", "Shell"))))
    st = st.apply(Resign(2))
    assert st.step is Step.INITIATIVE and st.rollers == (0, 1) and st.init_round == 1


def test_resigning_down_to_one_daemon_ends_the_battle() -> None:
    st = new_game({"seats": 3})
    st = st.apply(Resign(0)).apply(Resign(2))
    outcome = st.outcome()
    assert outcome.winners == (1,) and outcome.reason is EndReason.RESIGNATION
