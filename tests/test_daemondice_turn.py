"""Initiative, the order of the sequence of play, defeat, and how choices are offered.

Ash (seat 0) and Bone (seat 1) are the mixed-breed daemons of ``test_daemondice_symbols``.
"""

from __future__ import annotations

import pytest
from test_daemondice_symbols import defending, pair, refused

from engine.core import CHANCE, EndReason, IllegalAction, Resign, Roll
from engine.daemondice import (
    STUNNED,
    WOUNDED,
    Attack,
    Daemon,
    Damage,
    Done,
    Hit,
    Hold,
    Pin,
    Recover,
    SetAside,
    Step,
    new_game,
    position,
)
from engine.daemondice.legal import canonical


def own_faces(d: Daemon, first: list[str]) -> tuple[str, ...]:
    """``first`` for the first dice, each remaining die showing its own part symbol."""
    return tuple(first) + tuple(p for p in d.parts[len(first):])


def start(a: str = "Arm Leg Tail", b: str = "Tail Leg Arm"):
    ash, bone = pair(a, b)
    return new_game(None, daemons=[ash, bone]), ash, bone


# ------------------------------------------------------------------------------- initiative


def test_the_higher_initiative_starts_under_the_losers_minuses() -> None:
    st, ash, bone = start("Arm Leg Tail", "Brain Arm Leg")
    assert st.to_move == CHANCE and st.roll_request().seat == 0
    st = st.apply(Roll(own_faces(ash, ["Plus", "Dodge", "Tail"])))  # 2 points
    assert st.roll_request().seat == 1
    st = st.apply(Roll(own_faces(bone, ["Minus", "Arm", "Leg"])))  # 1 point, 1 minus
    assert st.turn == 0 and st.foe == 1
    assert st.step is Step.OWN_MINUS and st.to_move == 0 and st.minus_free == 1


def test_lungs_give_two_initiative_points_and_wings_one() -> None:
    from engine.daemondice.tables import initiative_points

    assert initiative_points(("Lungs", "Wings", "Stun")) == 3


def test_ties_are_rerolled_and_the_third_is_settled_by_a_coin() -> None:
    st, ash, bone = start()
    for round_ in range(3):
        assert st.step is Step.INITIATIVE and st.init_round == round_ + 1
        st = st.apply(Roll(own_faces(ash, ["Plus"])))
        st = st.apply(Roll(own_faces(bone, ["Plus"])))
    assert st.step is Step.COIN
    coin = st.roll_request().dice[0]
    assert coin.kind == "coin" and coin.faces == (1, 2)
    st = st.apply(Roll((2,)))
    assert st.turn == 1 and st.foe == 0


def test_only_tied_daemons_roll_again() -> None:
    a, b = pair("Arm Leg Tail", "Tail Leg Arm")
    c = pair("Leg Arm Tail", "Arm")[0]
    lineup = [a, b, Daemon("Cog", c.dice)]
    st = new_game(None, daemons=lineup)
    st = st.apply(Roll(own_faces(a, ["Plus"])))
    st = st.apply(Roll(own_faces(b, ["Plus"])))
    st = st.apply(Roll(own_faces(lineup[2], ["Leg"])))
    assert st.step is Step.INITIATIVE and st.rollers == (0, 1) and st.init_round == 2


def test_a_three_way_third_tie_uses_a_lot() -> None:
    from engine.daemondice.rules import coin_faces

    assert coin_faces((0, 2, 4)) == (1, 3, 5, 1, 3, 5)
    assert coin_faces((0, 1, 2, 3, 4)) == (1, 2, 3, 4, 5) * 2


# ---------------------------------------------------------------------------- sequence


def test_a_turn_runs_in_rulebook_order() -> None:
    st = position(pair("Arm Leg Tail Shell", "Leg Arm"), step=Step.ACTIVATE, minus_free=1,
                  incoming=[Attack(0, "Stun")], faces={1: "Stun"}, settle=True)
    assert st.step is Step.OWN_MINUS
    st = st.apply(SetAside(0))
    assert st.step is Step.ROLL
    size = st.roll_request().count
    st = st.apply(Roll(("Leg", "Tail") + ("Minus",) * (size - 2)))
    # Nothing to recover and nothing to defend with: the stun lands, Ash picks where.
    assert st.step is Step.SUFFER
    st = st.apply(Damage(0))  # on the die set aside for the minus
    assert st.turn == 1 and st.incoming == (Attack(1, "Leg"), Attack(2, "Tail"))


def test_a_daemon_with_nothing_to_roll_loses() -> None:
    a, b = pair("Arm", "Leg")
    st = position((a, b), step=Step.ACTIVATE, health={0: [STUNNED] * a.size}, settle=True)
    assert st.is_over
    outcome = st.outcome()
    assert outcome.winners == (1,) and outcome.reason is EndReason.VICTORY


def test_grabbed_and_holding_dice_cannot_be_rolled() -> None:
    a, b = pair("Tentacle Arm", "Leg Tentacle")
    # Ash's only healthy dice: its Tentacle (holding on) and its Arm (grabbed by Bone).
    health = [0, 0] + [STUNNED] * (a.size - 2)
    st = position((a, b), step=Step.ACTIVATE, health={0: health},
                  holds=[Hold(0, 0, 1, 0), Hold(1, 1, 0, 1)], settle=True)
    assert st.step is Step.ACTIVATE  # it may still let go with its Tentacle to roll it
    assert st.apply(Done()).is_over


def test_every_die_stunned_wounded_or_grabbed_after_suffering_loses() -> None:
    a, b = pair("Arm Leg", "Tentacle Arm")
    health = [0, 0] + [WOUNDED] * (a.size - 2)
    st = position((a, b), step=Step.SUFFER, health={0: health}, holds=[Hold(1, 0, 0, 1)],
                  queue=[Hit(STUNNED, False)], faces={0: "Stun"})
    st = st.apply(Damage(0))
    assert st.is_over and st.outcome().winners == (1,)


def test_when_damage_can_only_go_one_way_it_is_placed_at_once() -> None:
    a, b = pair("Arm Leg", "Leg")
    health = [0, 0] + [WOUNDED] * (a.size - 2)
    st = position((a, b), step=Step.DEFEND, health={0: health}, faces={0: "Stun Stun",
                                                                       1: "Leg Stun"},
                  incoming=[Attack(0, "Leg"), Attack(1, "Stun")], settle=True)
    assert st.is_over  # three stuns, two healthy dice: no choice is asked


# --------------------------------------------------------------------------- the choices


def test_only_listed_choices_are_accepted() -> None:
    st = defending("Arm Leg", "Block Stun", "Leg", "Stun", [Attack(0, "Stun")])
    refused(st, Recover(0, 1))
    refused(st, Pin(0))
    refused(st, Roll(("Arm",)))
    with pytest.raises(IllegalAction, match="choose"):
        st.apply(SetAside(0))


def test_look_alike_dice_are_offered_once_and_mapped_back() -> None:
    a = Daemon("Ash", (("Arm", "Rot"), ("Arm", "Rot"), ("Leg", "Frost"), ("Leg", "Frost"),
                       ("Shell", "Fire"), ("Tail", "Fire")))
    b = Daemon("Bone", (("Leg", "Rot"), ("Leg", "Rot"), ("Arm", "Frost"), ("Arm", "Fire"),
                        ("Shell", "Frost"), ("Shell", "Fire")))
    st = position((a, b), step=Step.SUFFER, faces={0: "Stun Stun Stun"},
                  queue=[Hit(STUNNED, False)])
    damage = [x.die for x in st.legal_actions() if isinstance(x, Damage)]
    assert 0 in damage and 1 not in damage
    assert canonical(st, Damage(1)) == Damage(0)
    with pytest.raises(IllegalAction, match="interchangeable"):
        st.apply(Damage(1))


def test_resign_ends_a_two_daemon_battle() -> None:
    st, _, _ = start()
    ended = st.apply(Resign(0))
    assert ended.outcome().winners == (1,) and ended.outcome().reason is EndReason.RESIGNATION
    refused(ended, Resign(1))
