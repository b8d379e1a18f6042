"""The seven symbols: Block, Deflect, Dodge, Minus, Plus, Stun and Wound, one scenario each.

Every scenario is a hand-built moment of a turn (``position``) with daemons of mixed breed, so no
breed power or immunity gets in the way. Ash (seat 0) is the daemon whose turn it is; Bone
(seat 1) is its foe, whose attacks are arrayed against it.
"""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalAction, Roll
from engine.daemondice import (
    STUNNED,
    WOUNDED,
    Attack,
    Daemon,
    Damage,
    Defend,
    Done,
    Hit,
    Pedigree,
    Recover,
    SetAside,
    Step,
    classify,
    position,
)

ORDER = ("Frost", "Rot", "Fire")


def _pad(name: str, parts: list[str], size: int) -> Daemon:
    dice = [(p, ORDER[i % 3]) for i, p in enumerate(parts)]
    while len(dice) < size or classify(Daemon(name, tuple(dice)))[0] is not Pedigree.MIXED:
        dice.append(("Shell", ORDER[len(dice) % 3]))
    return Daemon(name, tuple(dice))


def pair(a: str, b: str) -> tuple[Daemon, Daemon]:
    """Two daemons of mixed breed (no powers) of equal size: the parts given, then Shells."""
    size = 0
    while True:
        da, db = _pad("Ash", a.split(), size), _pad("Bone", b.split(), size)
        if da.size == db.size:
            return da, db
        size = max(da.size, db.size)


def defending(ash: str, faces: str, bone: str, bone_faces: str, attacks: list[Attack], **kw):
    """Ash at its Apply Defences step, having rolled ``faces``, facing Bone's ``attacks``."""
    return position(pair(ash, bone), step=Step.DEFEND, faces={0: faces, 1: bone_faces},
                    incoming=attacks, **kw)


def refused(state, action) -> None:
    before = state.key()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.key() == before


def health(st, seat: int) -> tuple[int, ...]:
    return st.health[seat]


def done(st):
    """Confirm the step if the game still waits for it (a step with nothing left to decide
    finishes by itself)."""
    return st.apply(Done()) if Done() in st.legal_actions() else st


# ------------------------------------------------------------------------------------ Block


def test_block_stops_a_plain_attack() -> None:
    st = defending("Arm Leg", "Block Stun", "Leg", "Stun", [Attack(0, "Stun")])
    assert Defend(0, 0, "block") in st.legal_actions()
    st = done(st.apply(Defend(0, 0, "block")))
    assert st.step is not Step.DEFEND
    assert all(h == 0 for h in health(st, 0))


def test_block_cannot_stop_a_ray_or_a_sweep() -> None:
    st = defending("Arm Leg", "Block Block", "Eye Tail", "Eye Tail",
                   [Attack(0, "Eye"), Attack(1, "Tail")])
    assert not any(isinstance(a, Defend) for a in st.legal_actions())


def test_blocks_and_pluses_add_up_against_boosts() -> None:
    attack = Attack(0, "Stun", boosts=(1, 2))  # two boosts: a defence needs three dice
    st = defending("Arm Leg Tail", "Block Plus Block", "Leg Arm Tail", "Stun Plus Plus",
                   [attack])
    st = st.apply(Defend(0, 0, "block"))
    st = st.apply(Defend(0, 1, "plus"))
    assert st.guard[0] and Done() in st.legal_actions()
    st = done(st.apply(Defend(0, 2, "block")))
    assert all(h == 0 for h in health(st, 0))


def test_a_defence_that_falls_short_gives_its_dice_back() -> None:
    attack = Attack(0, "Stun", boosts=(1,))
    st = defending("Arm Leg", "Block Stun", "Leg Arm", "Stun Plus", [attack])
    st = done(st.apply(Defend(0, 0, "block")))
    # The lone block was not enough: Ash takes the stun, and the block die is free again.
    assert st.step is Step.SUFFER
    assert st.used[0][0] == ""


def test_defences_of_different_kinds_never_mix() -> None:
    st = defending("Arm Shell Leg", "Block Shell Dodge", "Leg", "Stun", [Attack(0, "Stun",
                                                                              boosts=())])
    st = st.apply(Defend(0, 0, "block"))
    modes = {a.mode for a in st.legal_actions() if isinstance(a, Defend)}
    assert modes == set()  # the single block already stops it: nothing more is offered
    st = defending("Arm Shell Leg", "Block Shell Plus", "Leg Arm", "Stun Plus",
                   [Attack(0, "Stun", boosts=(1,))])
    st = st.apply(Defend(0, 0, "block"))
    modes = {a.mode for a in st.legal_actions() if isinstance(a, Defend)}
    assert modes == {"plus"}  # no deflect (Shell) joins a block


def test_a_plus_alone_is_no_defence() -> None:
    st = defending("Arm Leg", "Plus Plus", "Leg", "Stun", [Attack(0, "Stun")])
    assert not any(isinstance(a, Defend) for a in st.legal_actions())


# ---------------------------------------------------------------------------------- Deflect


@pytest.mark.parametrize("face, part", [("Stun", "Leg"), ("Eye", "Eye"), ("Tail", "Tail")])
def test_deflect_stops_every_kind_of_attack(face: str, part: str) -> None:
    st = defending("Brain Leg", "Deflect Stun", part, face, [Attack(0, face)])
    st = done(st.apply(Defend(0, 0, "deflect")))
    assert all(h == 0 for h in health(st, 0))


# ------------------------------------------------------------------------------------ Dodge


def test_dodge_stops_rays_and_sweeps_only() -> None:
    st = defending("Leg Wings", "Dodge Dodge", "Eye Leg", "Eye Stun",
                   [Attack(0, "Eye"), Attack(1, "Stun")])
    offered = {(a.attack, a.mode) for a in st.legal_actions() if isinstance(a, Defend)}
    assert offered == {(0, "dodge")}


def test_dodge_counts_for_initiative_only_before_the_battle() -> None:
    from engine.daemondice.tables import initiative_points

    assert initiative_points(("Dodge", "Plus", "Minus", "Stun", "Block", None)) == 3


# ------------------------------------------------------------------------------------ Minus


def test_foe_minuses_set_dice_aside_before_the_roll() -> None:
    st = position(pair("Arm Leg Tail", "Leg"), step=Step.OWN_MINUS, minus_free=1, settle=True)
    assert st.step is Step.OWN_MINUS and st.to_move == 0
    st = st.apply(SetAside(1))
    assert st.to_move == CHANCE
    rolled = st.roll_request()
    assert len(rolled.dice) == st.daemons[0].size - 1
    assert st.used[0][1] == "minus"


def test_a_minused_die_can_still_take_damage() -> None:
    st = position(pair("Arm Leg", "Leg"), step=Step.SUFFER, used={0: ["minus"]},
                  faces={0: "- Stun"}, queue=[Hit(STUNNED, False)])
    assert Damage(0) in st.legal_actions()
    st = st.apply(Damage(0))
    assert st.health[0][0] == STUNNED and st.faces[0][1] == "Stun"


def test_more_minuses_than_dice_means_defeat() -> None:
    a, b = pair("Arm", "Leg")
    st = position((a, b), step=Step.OWN_MINUS, minus_free=a.size, settle=True)
    assert st.is_over and st.outcome().winners == (1,)


# ------------------------------------------------------------------------------------- Plus


def test_plus_recovers_a_stunned_die_but_not_a_wounded_one() -> None:
    st = position(pair("Arm Leg Tail", "Leg"), step=Step.RECOVER, faces={0: "Plus - -"},
                  health={0: [0, STUNNED, WOUNDED]})
    recovers = [a for a in st.legal_actions() if isinstance(a, Recover)]
    assert recovers == [Recover(1, 0)]
    st = st.apply(Recover(1, 0))
    assert st.health[0][:3] == (0, 0, WOUNDED)
    assert st.used[0][0] == "spent" and st.used[0][1] == "recovered"


def test_a_plus_spent_on_recovery_cannot_defend_too() -> None:
    st = position(pair("Arm Leg Tail", "Leg"), step=Step.RECOVER, faces={0: "Plus Block -",
                                                                           1: "Stun"},
                  health={0: [0, 0, STUNNED]}, incoming=[Attack(0, "Stun", boosts=())])
    st = st.apply(Recover(2, 0))
    assert st.step is Step.DEFEND
    assert {a.die for a in st.legal_actions() if isinstance(a, Defend)} == {1}


def test_plus_boosts_an_attack() -> None:
    st = defending("Arm Leg", "Block Block", "Leg Arm", "Stun Plus", [Attack(0, "Stun",
                                                                           boosts=(1,))])
    assert st.incoming[0].need == 2


# ------------------------------------------------------------------------------ Stun, Wound


def test_stun_and_wound_damage_go_on_fresh_dice_only() -> None:
    st = defending("Arm Leg Tail", "Stun Stun -", "Leg Pincer", "Stun Wound",
                   [Attack(0, "Stun"), Attack(1, "Wound")], health={0: [0, 0, STUNNED]},
                   settle=True)
    assert st.step is Step.SUFFER  # nothing could defend, so the step finished by itself
    assert 2 not in {a.die for a in st.legal_actions()}  # already stunned: no more damage
    harm = [h.harm for h in st.queue]
    assert sorted(harm) == [STUNNED, WOUNDED]


def test_a_damaged_die_loses_its_unused_face() -> None:
    st = position(pair("Arm Leg", "Leg"), step=Step.SUFFER, faces={0: "Stun Stun"},
                  queue=[Hit(WOUNDED, False)])
    st = st.apply(Damage(0))
    assert st.health[0][0] == WOUNDED
    # Only the undamaged die's Stun was arrayed; Bone now faces it.
    assert st.turn == 1 and st.incoming == (Attack(1, "Stun"),)


def test_rolls_only_take_the_dice_faces() -> None:
    st = position(pair("Arm", "Leg"), step=Step.ROLL)
    request = st.roll_request()
    assert request.dice[0].faces[0] == "Arm" and request.dice[0].kind == "daemon-arm"
    refused(st, Roll(("Tail",) + ("Shell",) * (request.count - 1)))
    refused(st, Roll((1,) * request.count))
