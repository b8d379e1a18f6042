"""The thirteen body parts, each in the situation where its own symbol matters.

Ash (seat 0) and Bone (seat 1) are daemons of mixed breed (no powers, no immunities); see
``test_daemondice_symbols`` for the helpers. ``attacking`` builds Ash's attack step from its
rolled faces; ``defending`` builds Ash's defence against Bone's arrayed attacks.
"""

from __future__ import annotations

from test_daemondice_symbols import defending, done, pair

from engine.core import CHANCE
from engine.daemondice import (
    STUNNED,
    WOUNDED,
    Attack,
    Boost,
    Damage,
    Defend,
    Done,
    Grab,
    Guide,
    Hit,
    Hold,
    Pin,
    Poison,
    Recover,
    Release,
    SetAside,
    Spike,
    Step,
    position,
)


def attacking(ash: str, faces: str, bone: str = "Leg Arm", **kw):
    """Ash has just survived its defence step, holding ``faces``; it now attacks Bone."""
    return position(pair(ash, bone), step=Step.TARGET, faces={0: faces}, settle=True, **kw)


def outgoing_of_next_turn(st):
    """The attacks Bone faces once Ash's turn is over."""
    assert st.turn == 1
    return st.incoming


# -------------------------------------------------------------------------------------- Arm


def test_arm_blocks_or_deflects() -> None:
    st = defending("Arm Leg", "Arm Stun", "Leg Eye", "Stun Eye",
                   [Attack(0, "Stun"), Attack(1, "Eye")])
    offered = {(a.attack, a.mode) for a in st.legal_actions() if isinstance(a, Defend)}
    assert offered == {(0, "block"), (0, "deflect"), (1, "deflect")}


def test_unused_arm_attacks_for_one_stun() -> None:
    st = attacking("Arm Leg", "Arm Block")
    assert outgoing_of_next_turn(st) == (Attack(0, "Arm"),)
    assert st.incoming[0].hits == (STUNNED,)


# ------------------------------------------------------------------------------------ Brain


def test_brain_lets_the_attacker_place_the_damage_first() -> None:
    guided = Attack(0, "Leg", brain=1)
    st = defending("Arm Leg Tail", "Stun Stun Stun", "Leg Brain Tail", "Leg Brain Stun",
                   [guided, Attack(2, "Stun")], settle=True)
    assert st.step is Step.FOE_DAMAGE and st.to_move == 1
    assert [h.targeted for h in st.queue] == [True, True, False]
    st = st.apply(Damage(2))
    st = st.apply(Damage(1))
    assert st.step is Step.SUFFER and st.to_move == 0
    assert st.health[0][1:3] == (STUNNED, STUNNED)


def test_brain_and_spikes_never_share_an_attack() -> None:
    st = attacking("Leg Brain Spike", "Stun Brain Spike")
    assert {a.kind for a in st.legal_actions()} == {"guide", "spike", "done"}
    guided = st.apply(Guide(0, 1))
    assert not any(isinstance(a, Spike) for a in guided.legal_actions())
    spiked = st.apply(Spike(0, 2))
    assert not any(isinstance(a, Guide) for a in spiked.legal_actions())


# -------------------------------------------------------------------------------------- Eye


def test_eye_is_a_ray_whose_pluses_count_double() -> None:
    st = attacking("Eye Arm Leg", "Eye Plus Stun")
    st = done(st.apply(Boost(0, 1)))
    ray = st.incoming[0]
    assert ray.face == "Eye" and ray.reach == "ray" and ray.need == 3


def test_no_spike_rides_a_ray() -> None:
    st = attacking("Eye Spike", "Eye Spike")
    assert not any(isinstance(a, Spike) for a in st.legal_actions())


# -------------------------------------------------------------------------------------- Leg


def test_leg_does_two_stuns() -> None:
    st = defending("Arm Leg Tail", "Stun Stun Stun", "Leg", "Leg", [Attack(0, "Leg")],
                   settle=True)
    assert [h.harm for h in st.queue] == [STUNNED, STUNNED]


# ------------------------------------------------------------------------------------ Lungs


def test_lungs_make_two_minuses_and_wings_a_targeted_one() -> None:
    st = attacking("Lungs Shell Wings", "Lungs Minus Wings")
    # Bone's turn has begun: Ash places its targeted minus first, then Bone its three others.
    assert st.turn == 1 and st.step is Step.FOE_MINUS and st.to_move == 0
    assert (st.minus_free, st.minus_aimed) == (3, 1)


# ------------------------------------------------------------------------------------ Mouth


def test_undefended_mouth_recovers_one_of_the_attackers_stunned_dice() -> None:
    st = defending("Arm Leg", "Stun Stun", "Mouth Leg Arm", "Mouth - -", [Attack(0, "Mouth")],
                   health={1: [0, STUNNED, STUNNED]}, settle=True)
    assert st.step is Step.MOUTH and st.to_move == 1
    st = st.apply(Recover(2, -1))
    assert st.health[1][:3] == (0, STUNNED, 0)


def test_defended_mouth_recovers_nothing() -> None:
    st = defending("Arm Leg", "Block Stun", "Mouth Leg", "Mouth -", [Attack(0, "Mouth")],
                   health={1: [0, STUNNED]})
    st = done(st.apply(Defend(0, 0, "block")))
    assert st.health[1][1] == STUNNED


def test_mouth_recovers_before_the_poisoning_stinger_is_stunned() -> None:
    attacks = [Attack(0, "Mouth"), Attack(1, "Stinger", poison=True)]
    st = defending("Arm Leg Tail Eye", "Stun Stun Stun Stun", "Mouth Stinger Leg",
                   "Mouth Stinger -", attacks, health={1: [0, 0, STUNNED]}, settle=True)
    # Only the Leg was stunned when the Mouth drank, so it is recovered; then the Stinger is
    # stunned by its own poison.
    assert st.health[1][:3] == (0, STUNNED, 0)
    assert [h.harm for h in st.queue] == [STUNNED, STUNNED, WOUNDED]


# ----------------------------------------------------------------------------------- Pincer


def test_pincer_wounds() -> None:
    st = defending("Arm Leg", "Stun Stun", "Pincer", "Pincer", [Attack(0, "Pincer")],
                   settle=True)
    assert [h.harm for h in st.queue] == [WOUNDED]


# ------------------------------------------------------------------------------------ Shell


def test_shell_deflects_and_shells_boost_each_other() -> None:
    st = defending("Shell Shell Leg", "Shell Shell Stun", "Tail Arm", "Tail Plus",
                   [Attack(0, "Tail", boosts=(1,))])
    st = st.apply(Defend(0, 0, "deflect"))
    st = done(st.apply(Defend(0, 1, "deflect")))
    assert all(h == 0 for h in st.health[0])


# ------------------------------------------------------------------------------------ Spike


def test_spikes_add_wounds_only_if_the_attack_lands() -> None:
    spiked = Attack(0, "Stun", spikes=(1, 2))
    st = defending("Arm Leg Tail Eye", "Stun Stun Stun Stun", "Leg Spike Spike",
                   "Stun Spike Spike", [spiked], settle=True)
    assert [h.harm for h in st.queue] == [STUNNED, WOUNDED, WOUNDED]
    st = defending("Arm Leg", "Block Stun", "Leg Spike", "Stun Spike",
                   [Attack(0, "Stun", spikes=(1,))])
    st = done(st.apply(Defend(0, 0, "block")))
    assert all(h == 0 for h in st.health[0])


def test_a_spike_does_not_make_an_attack_harder_to_stop() -> None:
    assert Attack(0, "Stun", spikes=(1, 2)).need == 1


# ---------------------------------------------------------------------------------- Stinger


def test_poison_wounds_and_stuns_the_stinger_when_it_lands() -> None:
    st = attacking("Stinger Arm", "Stinger Stun")
    assert Poison(0) in st.legal_actions()
    st = done(st.apply(Poison(0)))
    assert st.incoming[0].poison
    assert st.incoming[0].hits == (STUNNED, WOUNDED)


def test_poison_that_is_stopped_costs_nothing() -> None:
    st = defending("Arm Leg", "Block Stun", "Stinger Leg", "Stinger Stun",
                   [Attack(0, "Stinger", poison=True), Attack(1, "Stun")])
    st = done(st.apply(Defend(0, 0, "block")))
    assert st.health[1][0] == 0


def test_a_guided_stinger_cannot_poison() -> None:
    st = attacking("Stinger Brain", "Stinger Brain")
    st = st.apply(Guide(0, 1))
    assert not any(isinstance(a, Poison) for a in st.legal_actions())


# ------------------------------------------------------------------------------------- Tail


def test_tail_sweeps_for_two_stuns_and_cannot_be_blocked() -> None:
    st = defending("Arm Leg", "Block Dodge", "Tail", "Tail", [Attack(0, "Tail")])
    offered = {a.mode for a in st.legal_actions() if isinstance(a, Defend)}
    assert offered == {"dodge"}
    assert st.incoming[0].hits == (STUNNED, STUNNED)


# --------------------------------------------------------------------------------- Tentacle


def test_tentacle_grabs_and_the_grabbed_die_sits_out() -> None:
    st = attacking("Tentacle Arm", "Tentacle Stun", bone="Leg Arm")
    grabs = [a for a in st.legal_actions() if isinstance(a, Grab)]
    assert Grab(0, 0) in grabs
    st = done(st.apply(Grab(0, 0)))
    assert st.holds == (Hold(0, 0, 1, 0),)
    # Bone's turn: the grabbed Leg is neither set aside for a minus nor rolled.
    assert st.turn == 1
    while st.to_move != CHANCE:
        st = st.apply(st.legal_actions()[0])
    assert 0 not in st.active_dice(1)


def test_grabbed_dice_cannot_be_minused_or_grabbed_again() -> None:
    a, b = pair("Tentacle Tentacle", "Leg Arm")
    st = position((a, b), step=Step.OWN_MINUS, turn=1, minus_free=1,
                  holds=[Hold(0, 0, 1, 0)])
    assert SetAside(0) not in st.legal_actions()
    st = position((a, b), step=Step.GRAB, faces={0: "- Tentacle"}, target=1,
                  holds=[Hold(0, 0, 1, 0)])
    assert Grab(1, 0) not in st.legal_actions() and Grab(1, 1) in st.legal_actions()


def test_activating_a_grabbing_tentacle_releases_its_victim() -> None:
    a, b = pair("Tentacle Arm", "Leg Arm")
    st = position((a, b), step=Step.ACTIVATE, holds=[Hold(0, 0, 1, 0)])
    assert set(st.legal_actions()) == {Release(0), Done()}
    kept = st.apply(Done())
    assert kept.holds and 0 not in kept.active_dice(0)
    freed = st.apply(Release(0))
    assert not freed.holds and 0 in freed.active_dice(0)


def test_damage_on_a_grabbed_die_frees_it_and_the_tentacle() -> None:
    a, b = pair("Tentacle Arm", "Leg Arm")
    st = position((a, b), step=Step.SUFFER, turn=1, holds=[Hold(0, 0, 1, 0)],
                  queue=[Hit(STUNNED, False)])
    st = st.apply(Damage(0))
    assert st.health[1][0] == STUNNED and not st.holds


def test_grabbing_a_grabbing_tentacle_releases_its_victim() -> None:
    a, b = pair("Tentacle Tentacle", "Tentacle Arm")
    st = position((a, b), step=Step.GRAB, faces={0: "- Tentacle"}, target=1,
                  holds=[Hold(1, 0, 0, 0)])
    st = st.apply(Grab(1, 0))
    assert st.holds == (Hold(0, 1, 1, 0),)


def test_a_targeted_minus_on_a_grabbing_tentacle_releases_it() -> None:
    a, b = pair("Tentacle Arm", "Leg Arm")
    st = position((a, b), step=Step.FOE_MINUS, minus_aimed=1, holds=[Hold(0, 0, 1, 0)])
    assert Pin(0) in st.legal_actions()
    st = st.apply(Pin(0))
    assert not st.holds and st.used[0][0] == "pinned"


# ------------------------------------------------------------------------------------ Wings


def test_wings_targeted_minus_is_placed_by_the_foe_before_the_others() -> None:
    st = position(pair("Arm Leg Tail", "Wings"), step=Step.ACTIVATE, minus_aimed=1,
                  minus_free=1, settle=True)
    assert st.step is Step.FOE_MINUS and st.to_move == 1
    st = st.apply(Pin(2))
    assert st.step is Step.OWN_MINUS and st.to_move == 0
    assert SetAside(2) not in st.legal_actions()
