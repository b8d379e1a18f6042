"""The twelve fortress powers of the stratagems & fortresses rule: each in a scenario, with its
artistic prerequisite (met, missing, waived), its once-a-round limits, saves in the middle of
every new question (play, the panel and the AI: ``test_doodledice_fortress_play``)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from doodle_fortress_kit import (
    RAIDER,
    chilling,
    fight,
    keep_of,
    living,
    raid,
    same_after_save,
    sigil,
    tinker,
    zap,
)

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, IllegalAction, Roll
from engine.doodledice import Attack, Done, Pass, position
from engine.doodledice.evaluation import side_values
from engine.doodledice.rulesets.structures.fortress_actions import (
    Chill,
    Disperse,
    Jump,
    Retry,
    Ward,
    Wield,
)
from engine.doodledice.setup import die_of, monster_of
from game.ai.players import make_player

# ------------------------------------------------------------------------- red: armory


def test_abundant_armory_lets_a_monster_attack_with_its_core_rolled_like_a_weapon() -> None:
    brute = {"owner": 0, "name": "Brute", "parts": ["yellow d6 core", "red d4 shield"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    st = fight(brute, target, keep_of(0, "red", "armory"))
    assert st.monster(st.turn).name == "Brute" and Wield() in st.legal_actions()
    core = die_of(st, "Brute")
    st = st.apply(Wield())
    same_after_save(st)
    assert Wield() not in st.legal_actions()
    st = st.apply(Attack(core, die_of(st, "Target")))
    assert st.to_move == CHANCE and st.attack.step == "roll" and not st.attack.struggle
    assert st.roll_request().dice[0].faces == tuple(range(1, 7))
    same_after_save(st)
    st = st.apply(Roll((5,)))
    assert monster_of(st, "Target").core.damage == 5
    assert monster_of(st, "Brute").struggled, "the core weapon uses the round's struggle"


def test_abundant_armory_needs_the_drawing_two_parts_and_no_struggle_yet() -> None:
    brute = {"owner": 0, "name": "Brute", "parts": ["yellow d6 core", "red d4 shield"]}
    lone = {"owner": 0, "name": "Brute", "parts": ["yellow d6 core"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    assert Wield() not in fight(brute, target, keep_of(0, "red")).legal_actions()
    assert Wield() in fight(brute, target, keep_of(0, "red"), free_art=1).legal_actions()
    assert Wield() not in fight(lone, target, keep_of(0, "red", "armory")).legal_actions()
    st = fight({**brute, "struggled": True}, target, keep_of(0, "red", "armory"))
    with pytest.raises(IllegalAction):
        st.apply(Wield())


# ------------------------------------------------------------------------ blue: chilling


def test_chilling_defence_cancels_an_attack_and_the_attackers_next_turn() -> None:
    st = raid(chilling())
    assert st.attack.step == "chill" and st.to_move == 1
    assert st.legal_actions() == [Chill(), Pass()]
    same_after_save(st)
    raider = monster_of(st, "Raider").id
    st = st.apply(Chill())
    assert st.attack is None and monster_of(st, "Target").core.damage == 0
    assert st.monster(st.turn).name == "Target", "the raider's turn is over"
    assert raider in st.fort.frozen and 1 in st.fort.chilled
    assert st.turn_actions(monster_of(st, "Raider")) == 0, "its next turn brings nothing"
    same_after_save(st)


def test_chilling_defence_once_a_round_and_only_with_its_drawing() -> None:
    st = raid(chilling())
    st = st.apply(Pass())
    assert st.attack.step == "roll", "declined: the attack goes on"
    st = chilling()._replace(fort=chilling().fort.__class__(chilled=(1,)))
    assert raid(st).attack.step == "roll", "already used this round"
    assert raid(chilling(traits=())).attack.step == "roll"
    assert raid(chilling(traits=(), free_art=1)).attack.step == "chill"


# ----------------------------------------------------------------------- green: poison


def test_toxic_defences_poison_every_part_as_combat_ends() -> None:
    viper = {**RAIDER, "name": "Viper", "traits": ("poisonous",)}
    victim = {"owner": 1, "name": "Target", "parts": ["red d12 core", "red d6 shield"]}
    st = fight(viper, victim, keep_of(0, "green"))
    st = st.apply(Attack(die_of(st, "Viper", "weapon"), die_of(st, "Target")))
    st = st.apply(Pass())  # no shield block
    st = st.apply(Roll((3,)))
    assert st.fort.poisoned == ((monster_of(st, "Viper").id, monster_of(st, "Target").id),)
    same_after_save(st)
    assert st.monster(st.turn).name == "Target", "the viper's one action is spent"
    st = st.apply(Done())  # combat ends: the poison works
    target = monster_of(st, "Target")
    assert [p.damage for p in target.parts] == [4, 1]
    assert st.fort.poisoned == ()


def test_toxic_defences_need_a_poisonous_monster_or_the_waiver() -> None:
    victim = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    st = raid(fight({**RAIDER, "name": "Raider"}, victim, keep_of(0, "green")))
    assert st.apply(Roll((3,))).fort.poisoned == ()
    st = raid(fight(RAIDER, victim, keep_of(0, "green"), free_art=1))
    assert st.apply(Roll((3,))).fort.poisoned != ()


# ------------------------------------------------------------------- yellow: lightning


def test_chain_lightning_sends_the_damage_past_zero_on_and_it_can_be_blocked() -> None:
    st = zap().apply(Roll((10,)))
    assert monster_of(st, "Weak") is None and st.attack.step == "jump" and st.to_move == 0
    assert st.fort.jump == 6
    jumps = [a for a in st.legal_actions() if isinstance(a, Jump)]
    assert {a.target for a in jumps} == {p.die for p in monster_of(st, "Other").parts}
    same_after_save(st)
    st = st.apply(Jump(die_of(st, "Other")))
    assert st.attack.step == "shield" and st.to_move == 1, "defended as an attack"
    same_after_save(st)
    st = st.apply(Pass())
    assert monster_of(st, "Other").core.damage == 6 and st.attack is None
    assert st.fort.jump == 0


def test_chain_lightning_needs_an_excess_and_an_electric_monster() -> None:
    assert zap().apply(Roll((4,))).attack is None, "exactly 0 life: nothing jumps"
    st = zap(traits=()).apply(Roll((10,)))
    assert st.attack is None and st.fort.jump == 0
    st = zap().apply(Roll((10,)))
    st = st.apply(Pass())
    assert st.attack is None and st.fort.jump == 0


# ----------------------------------------------------------------------- white: martyrs


def test_martyr_guard_keeps_a_destroyed_monster_fighting_until_combat_ends() -> None:
    hero = {"owner": 1, "name": "Target", "parts": ["red d6 core", "red d8 weapon"]}
    st = fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, hero,
                keep_of(1, "white", "banner"))
    st = raid(st).apply(Roll((15,)))
    hero_now = monster_of(st, "Target")
    assert hero_now is not None and hero_now.core.damage == 6
    assert st.fort.martyrs == (hero_now.id,)
    same_after_save(st)
    assert st.monster(st.turn).name == "Target", "the martyr still has its turn"
    assert any(isinstance(a, Attack) for a in st.legal_actions())
    st = st.apply(Done())
    assert monster_of(st, "Target") is None and st.fort.martyrs == ()


def test_martyr_guard_needs_its_banner() -> None:
    hero = {"owner": 1, "name": "Target", "parts": ["red d6 core"]}
    st = fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, hero,
                keep_of(1, "white"))
    assert monster_of(raid(st).apply(Roll((15,))), "Target") is None


# ---------------------------------------------------------------------- brown: living


def test_living_fortress_struggles_on_a_one_or_two_of_a_d10_as_combat_ends() -> None:
    st = living()
    assert st.to_move == CHANCE and st.fort.moment == "living"
    assert st.roll_request().dice[0].faces == tuple(range(1, 11))
    same_after_save(st)
    assert "stirs" in st.describe(Roll((2,))) and "sleeps" in st.describe(Roll((3,)))
    woke = st.apply(Roll((2,)))
    keep = monster_of(woke, "Brown Keep")
    assert woke.turn == keep.id and woke.to_move == 0
    same_after_save(woke)
    struggle = Attack(keep.core.die, die_of(woke, "Target"))
    assert struggle in woke.legal_actions()
    hit = woke.apply(struggle)
    assert monster_of(hit, "Target") is None, "a quarter of a d100 is 25 damage"
    slept = st.apply(Roll((3,)))
    assert slept.phase.value == "gather" and monster_of(slept, "Target").core.damage == 0


def test_living_fortress_needs_its_drawing() -> None:
    assert living(traits=()).phase.value == "gather"


# ------------------------------------------------------------------------- gray: bastion


def test_bastion_of_technology_throws_a_weapon_again_once_a_round() -> None:
    st = tinker().apply(Roll((2,)))
    assert st.attack.step == "bastion" and st.to_move == 0
    assert st.legal_actions() == [Retry(), Pass()]
    same_after_save(st)
    again = st.apply(Retry())
    assert again.to_move == CHANCE and again.attack.step == "roll"
    assert again.apply(Roll((1,))).attack is None, "no second retry this round"
    assert monster_of(again.apply(Roll((9,))), "Target").core.damage == 9
    kept = st.apply(Pass())
    assert monster_of(kept, "Target").core.damage == 2


def test_bastion_of_technology_is_not_offered_for_a_top_roll_nor_without_machinery() -> None:
    assert tinker().apply(Roll((10,))).attack is None
    assert tinker(traits=()).apply(Roll((2,))).attack is None


def test_bastion_of_technology_rolls_a_failed_nullifier_again() -> None:
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core", "red d8 nullifier"]}
    st = raid(fight(RAIDER, target, keep_of(1, "gray", "machinery")))
    st = st.apply(Pass()).apply(Roll((7,))) if st.attack.step == "shield" else st
    assert st.attack.step == "nullify"
    st = st.apply(st.legal_actions()[0]).apply(Roll((7,)))
    assert st.attack.step == "bastion" and st.to_move == 1
    same_after_save(st)
    st = st.apply(Retry()).apply(Roll((2,)))
    assert st.attack is None, "the nullifier stopped it on the second throw"


# ------------------------------------------------------------------------ orange: recycle


def test_recycle_energy_returns_the_biggest_die_to_the_reserve() -> None:
    big = {"owner": 1, "name": "Target", "parts": ["red d4 core", "red d12 weapon",
                                                   "red d6 combo"]}
    st = fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, big,
                keep_of(1, "orange", "recycling"))
    twelve = die_of(st, "Target", "weapon")
    st = raid(st).apply(Roll((9,)))
    assert monster_of(st, "Target") is None
    assert st.dice[twelve].place == -1 and st.dice[die_of(st, "Raider")].place >= 0
    small = {"owner": 1, "name": "Target", "parts": ["red d4 core", "red d12 weapon"]}
    st = fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, small,
                keep_of(1, "orange", "recycling"))
    twelve = die_of(st, "Target", "weapon")
    assert raid(st).apply(Roll((9,))).dice[twelve].place == -3, "two parts: nothing back"


# ------------------------------------------------------------------------- purple: sigil


def test_sigil_shield_soaks_damage_with_active_dice_one_at_a_time() -> None:
    st = sigil(traits=("magical",))
    assert st.attack.step == "sigil" and st.to_move == 1
    wards = [a for a in st.legal_actions() if isinstance(a, Ward)]
    assert len(wards) == 2 and st.legal_actions()[-1] == Pass()
    same_after_save(st)
    eight = next(w for w in wards if st.dice[w.die].sides == 8)
    st = st.apply(eight)
    assert st.attack.step == "sigil" and st.fort.wound[0][1] == 2
    same_after_save(st)
    st = st.apply(next(a for a in st.legal_actions() if isinstance(a, Ward)))
    assert st.attack is None and monster_of(st, "Target").core.damage == 0
    assert not st.active(1)


def test_sigil_shield_for_a_magical_monster_or_warded_fortress() -> None:
    assert sigil().attack is None, "neither magical nor wards"
    assert sigil(fort_traits=("wards",)).attack.step == "sigil"
    assert sigil(free_art=1).attack.step == "sigil"
    passed = sigil(traits=("magical",)).apply(Pass())
    assert monster_of(passed, "Target").core.damage == 10


# ---------------------------------------------------------------------- colorless: disperse


def test_disperse_color_silences_an_enemy_colour_for_the_round() -> None:
    brute = {"owner": 1, "name": "Brute", "parts": ["red d8 core", "red d6 weapon"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = fight(grunt, brute, keep_of(0, "colorless", "absorbing"))
    st = st.apply(Done())
    st = st.apply(Done())  # the round ends; the new one starts with the question
    assert st.phase.value == "gather" and st.to_move == 0
    assert st.legal_actions() == [Disperse("red"), Pass()]
    same_after_save(st)
    brute_now = monster_of(st, "Brute")
    assert st.power(brute_now) == "red"
    st = st.apply(Disperse("red"))
    assert st.power(monster_of(st, "Brute")) == "" and st.fort.dispersed == ((0, "red"),)
    assert not any(isinstance(a, Disperse) for a in st.legal_actions())
    same_after_save(st)


def test_disperse_color_needs_its_drawing() -> None:
    brute = {"owner": 1, "name": "Brute", "parts": ["red d8 core", "red d6 weapon"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = fight(grunt, brute, keep_of(0, "colorless")).apply(Done()).apply(Done())
    assert not any(isinstance(a, Disperse) for a in st.legal_actions())


# --------------------------------------------------------------------------- pink: heart


def test_heart_attack_rolls_a_d4_per_enemy_monster_as_sketching_ends() -> None:
    foe = {"owner": 1, "name": "Foe", "parts": ["red d8 core", "red d6 weapon"]}
    other = {"owner": 1, "name": "Other", "parts": ["red d10 core"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = fight(grunt, foe, other, keep_of(0, "pink", "emotion"))
    assert st.to_move == CHANCE and st.fort.moment == "heart"
    assert [s.label for s in st.roll_request().dice] == ["Foe", "Other"]
    same_after_save(st)
    assert st.describe(Roll((1, 3))) == ("Heart Attack d4 roll 1, 3: Foe loses its actions "
                                         "this round")
    assert st.describe(Roll((2, 3))).endswith("no monster loses its round (a 1 is needed)")
    assert st.describe(Roll((1, 1))).endswith("Foe and Other lose their actions this round")
    st = st.apply(Roll((1, 3)))
    assert st.fort.heartbroken == (monster_of(st, "Foe").id,)
    assert st.turn_actions(monster_of(st, "Foe")) == 0
    assert st.turn_actions(monster_of(st, "Other")) == 1
    st = st.apply(Done())  # the grunt; the heartbroken foe's turn passes by itself
    assert st.monster(st.turn).name == "Other"
    assert not fight(grunt, foe, keep_of(0, "pink")).fort.moment


def _hurt_weapon(st, name: str):
    """``st`` with 3 damage on the weapon of monster ``name``."""
    m = monster_of(st, name)
    weapon = next(p for p in m.parts if p.kind == "weapon")
    hurt = m.with_part(replace(weapon, damage=3))
    return st._replace(monsters=tuple(hurt if x.id == m.id else x for x in st.monsters))


def test_the_ai_sees_nothing_to_gain_in_hurting_a_martyr() -> None:
    """A martyr's dice are lost as combat ends whatever happens, so the evaluation gives its
    body no worth: damage to a martyr's weapon changes nothing, where the same damage to a
    living monster's weapon costs its owner."""
    hero = {"owner": 1, "name": "Target", "parts": ["red d6 core", "red d8 weapon"]}
    st = raid(fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, hero,
                    keep_of(1, "white", "banner"))).apply(Roll((15,)))
    assert st.fort.martyrs
    assert side_values(_hurt_weapon(st, "Target"))[1] == pytest.approx(side_values(st)[1])
    living = fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, hero,
                   keep_of(1, "white", "banner"))
    assert side_values(_hurt_weapon(living, "Target"))[1] < side_values(living)[1]


@pytest.mark.parametrize("seed", [1, 2])
def test_the_ai_hits_a_living_monster_rather_than_a_doomed_martyr(seed) -> None:
    """The martyr's shield is easy to break, the living core is not; but the martyr leaves play
    as combat ends whatever happens, so Normal spends its blow elsewhere (the living monster
    or the fortress that keeps the martyr standing)."""
    st = position([
        {"owner": 0, "name": "Raider", "parts": ["yellow d4 core", "red d8 weapon"]},
        {"owner": 1, "name": "Doomed", "parts": ["red d6 core", "red d4 shield"],
         "damage": [6]},
        {"owner": 1, "name": "Fresh", "parts": ["red d12 core"]},
        keep_of(1, "white", "banner"),
    ], combat=True, stratagems=1, turn="Raider", reserve={0: ["red d6"], 1: ["red d6"]})
    st = st._replace(fort=replace(st.fort, martyrs=(monster_of(st, "Doomed").id,)))
    choice = make_player("normal", seed).choose(st)
    assert isinstance(choice, Attack), choice
    assert st.holder(choice.target)[0].name != "Doomed", st.describe(choice)
