"""The twelve fortress powers of the stratagems & fortresses rule: each in a scenario, with its
artistic prerequisite (met, missing, waived), its once-a-round limits, saves in the middle of
every new question, and random games to the end."""

from __future__ import annotations

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, CorruptData, IllegalAction, Resign, Roll
from engine.doodledice import Attack, Done, Pass, flow
from engine.doodledice.fortress_actions import Chill, Disperse, Jump, Retry, Ward, Wield
from engine.doodledice.setup import die_of, monster_of, position
from engine.doodledice.state import DoodleState
from engine.doodledice.structures import FORTRESS, POWERS, STRUCTURE, helps
from game.ai.players import make_player
from game.cli.selfplay import play_game
from scenes.doodledice.decisions import decision


def _keep(owner: int, colour: str, *traits: str) -> dict:
    return {"owner": owner, "name": f"{colour.title()} Keep", "parts": [f"{colour} d100 core"],
            "role": FORTRESS, "traits": traits}


def _fight(*monsters: dict, free_art: int = 0, active=None) -> DoodleState:
    st = position(list(monsters), reserve={0: ["red d6"], 1: ["red d6"]}, active=active,
                  combat=False, stratagems=1)
    if free_art:
        st = st._replace(free_art=1)
    return flow.advance(flow.start_combat(st))


def _same(st) -> None:
    """A save in the middle of it loads back to the very same position."""
    data = st.to_dict()
    assert type(st).from_dict(data).to_dict() == data


RAIDER = {"owner": 0, "name": "Raider", "parts": ["yellow d4 core", "red d10 weapon"]}


def _raid(st, target: str = "Target", weapon: str = "Raider"):
    return st.apply(Attack(die_of(st, weapon, "weapon"), die_of(st, target)))


# ------------------------------------------------------------------------- red: armory


def test_abundant_armory_lets_a_monster_attack_with_its_core_rolled_like_a_weapon() -> None:
    brute = {"owner": 0, "name": "Brute", "parts": ["yellow d6 core", "red d4 shield"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    st = _fight(brute, target, _keep(0, "red", "armory"))
    assert st.monster(st.turn).name == "Brute" and Wield() in st.legal_actions()
    core = die_of(st, "Brute")
    st = st.apply(Wield())
    _same(st)
    assert Wield() not in st.legal_actions()
    st = st.apply(Attack(core, die_of(st, "Target")))
    assert st.to_move == CHANCE and st.attack.step == "roll" and not st.attack.struggle
    assert st.roll_request().dice[0].faces == tuple(range(1, 7))
    _same(st)
    st = st.apply(Roll((5,)))
    assert monster_of(st, "Target").core.damage == 5
    assert monster_of(st, "Brute").struggled, "the core weapon uses the round's struggle"


def test_abundant_armory_needs_the_drawing_two_parts_and_no_struggle_yet() -> None:
    brute = {"owner": 0, "name": "Brute", "parts": ["yellow d6 core", "red d4 shield"]}
    lone = {"owner": 0, "name": "Brute", "parts": ["yellow d6 core"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    assert Wield() not in _fight(brute, target, _keep(0, "red")).legal_actions()
    assert Wield() in _fight(brute, target, _keep(0, "red"), free_art=1).legal_actions()
    assert Wield() not in _fight(lone, target, _keep(0, "red", "armory")).legal_actions()
    st = _fight({**brute, "struggled": True}, target, _keep(0, "red", "armory"))
    with pytest.raises(IllegalAction):
        st.apply(Wield())


# ------------------------------------------------------------------------ blue: chilling


def _chilling(traits=("icy",), free_art=0):
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    return _fight(RAIDER, target, _keep(1, "blue", *traits), free_art=free_art)


def test_chilling_defence_cancels_an_attack_and_the_attackers_next_turn() -> None:
    st = _raid(_chilling())
    assert st.attack.step == "chill" and st.to_move == 1
    assert st.legal_actions() == [Chill(), Pass()]
    _same(st)
    raider = monster_of(st, "Raider").id
    st = st.apply(Chill())
    assert st.attack is None and monster_of(st, "Target").core.damage == 0
    assert st.monster(st.turn).name == "Target", "the raider's turn is over"
    assert raider in st.fort.frozen and 1 in st.fort.chilled
    assert st.turn_actions(monster_of(st, "Raider")) == 0, "its next turn brings nothing"
    _same(st)


def test_chilling_defence_once_a_round_and_only_with_its_drawing() -> None:
    st = _raid(_chilling())
    st = st.apply(Pass())
    assert st.attack.step == "roll", "declined: the attack goes on"
    st = _chilling()._replace(fort=_chilling().fort.__class__(chilled=(1,)))
    assert _raid(st).attack.step == "roll", "already used this round"
    assert _raid(_chilling(traits=())).attack.step == "roll"
    assert _raid(_chilling(traits=(), free_art=1)).attack.step == "chill"


# ----------------------------------------------------------------------- green: poison


def test_toxic_defences_poison_every_part_as_combat_ends() -> None:
    viper = {**RAIDER, "name": "Viper", "traits": ("poisonous",)}
    victim = {"owner": 1, "name": "Target", "parts": ["red d12 core", "red d6 shield"]}
    st = _fight(viper, victim, _keep(0, "green"))
    st = st.apply(Attack(die_of(st, "Viper", "weapon"), die_of(st, "Target")))
    st = st.apply(Pass())  # no shield block
    st = st.apply(Roll((3,)))
    assert st.fort.poisoned == ((monster_of(st, "Viper").id, monster_of(st, "Target").id),)
    _same(st)
    assert st.monster(st.turn).name == "Target", "the viper's one action is spent"
    st = st.apply(Done())  # combat ends: the poison works
    target = monster_of(st, "Target")
    assert [p.damage for p in target.parts] == [4, 1]
    assert st.fort.poisoned == ()


def test_toxic_defences_need_a_poisonous_monster_or_the_waiver() -> None:
    victim = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    st = _raid(_fight({**RAIDER, "name": "Raider"}, victim, _keep(0, "green")))
    assert st.apply(Roll((3,))).fort.poisoned == ()
    st = _raid(_fight(RAIDER, victim, _keep(0, "green"), free_art=1))
    assert st.apply(Roll((3,))).fort.poisoned != ()


# ------------------------------------------------------------------- yellow: lightning


def _zap(traits=("electric",)):
    zapper = {"owner": 0, "name": "Zapper", "parts": ["yellow d4 core", "red d20 weapon"],
              "traits": traits}
    weak = {"owner": 1, "name": "Weak", "parts": ["red d4 core"]}
    other = {"owner": 1, "name": "Other", "parts": ["red d12 core", "red d8 shield"]}
    st = _fight(zapper, weak, other, _keep(0, "yellow"))
    return st.apply(Attack(die_of(st, "Zapper", "weapon"), die_of(st, "Weak")))


def test_chain_lightning_sends_the_damage_past_zero_on_and_it_can_be_blocked() -> None:
    st = _zap().apply(Roll((10,)))
    assert monster_of(st, "Weak") is None and st.attack.step == "jump" and st.to_move == 0
    assert st.fort.jump == 6
    jumps = [a for a in st.legal_actions() if isinstance(a, Jump)]
    assert {a.target for a in jumps} == {p.die for p in monster_of(st, "Other").parts}
    _same(st)
    st = st.apply(Jump(die_of(st, "Other")))
    assert st.attack.step == "shield" and st.to_move == 1, "defended as an attack"
    _same(st)
    st = st.apply(Pass())
    assert monster_of(st, "Other").core.damage == 6 and st.attack is None
    assert st.fort.jump == 0


def test_chain_lightning_needs_an_excess_and_an_electric_monster() -> None:
    assert _zap().apply(Roll((4,))).attack is None, "exactly 0 life: nothing jumps"
    st = _zap(traits=()).apply(Roll((10,)))
    assert st.attack is None and st.fort.jump == 0
    st = _zap().apply(Roll((10,)))
    st = st.apply(Pass())
    assert st.attack is None and st.fort.jump == 0


# ----------------------------------------------------------------------- white: martyrs


def test_martyr_guard_keeps_a_destroyed_monster_fighting_until_combat_ends() -> None:
    hero = {"owner": 1, "name": "Target", "parts": ["red d6 core", "red d8 weapon"]}
    st = _fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, hero,
                _keep(1, "white", "banner"))
    st = _raid(st).apply(Roll((15,)))
    hero_now = monster_of(st, "Target")
    assert hero_now is not None and hero_now.core.damage == 6
    assert st.fort.martyrs == (hero_now.id,)
    _same(st)
    assert st.monster(st.turn).name == "Target", "the martyr still has its turn"
    assert any(isinstance(a, Attack) for a in st.legal_actions())
    st = st.apply(Done())
    assert monster_of(st, "Target") is None and st.fort.martyrs == ()


def test_martyr_guard_needs_its_banner() -> None:
    hero = {"owner": 1, "name": "Target", "parts": ["red d6 core"]}
    st = _fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, hero,
                _keep(1, "white"))
    assert monster_of(_raid(st).apply(Roll((15,))), "Target") is None


def test_a_save_with_a_core_at_zero_but_no_martyr_is_refused() -> None:
    hero = {"owner": 1, "name": "Target", "parts": ["red d6 core", "red d8 weapon"]}
    st = _fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, hero,
                _keep(1, "white", "banner"))
    data = _raid(st).apply(Roll((15,))).to_dict()
    data["fortresses"]["martyrs"] = []
    with pytest.raises(CorruptData):
        type(st).from_dict(data)


# ---------------------------------------------------------------------- brown: living


def _living(traits=("living",)):
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"], "born": 1}
    st = _fight(grunt, target, _keep(0, "brown", *traits))
    st = st.apply(Done())
    return st.apply(Done()) if st.turn >= 0 else st


def test_living_fortress_struggles_on_a_one_or_two_of_a_d10_as_combat_ends() -> None:
    st = _living()
    assert st.to_move == CHANCE and st.fort.moment == "living"
    assert st.roll_request().dice[0].faces == tuple(range(1, 11))
    _same(st)
    assert "stirs" in st.describe(Roll((2,))) and "sleeps" in st.describe(Roll((3,)))
    woke = st.apply(Roll((2,)))
    keep = monster_of(woke, "Brown Keep")
    assert woke.turn == keep.id and woke.to_move == 0
    _same(woke)
    struggle = Attack(keep.core.die, die_of(woke, "Target"))
    assert struggle in woke.legal_actions()
    hit = woke.apply(struggle)
    assert monster_of(hit, "Target") is None, "a quarter of a d100 is 25 damage"
    slept = st.apply(Roll((3,)))
    assert slept.phase.value == "gather" and monster_of(slept, "Target").core.damage == 0


def test_living_fortress_needs_its_drawing() -> None:
    assert _living(traits=()).phase.value == "gather"


# ------------------------------------------------------------------------- gray: bastion


def _tinker(traits=("machinery",)):
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    return _raid(_fight(RAIDER, target, _keep(0, "gray", *traits)))


def test_bastion_of_technology_throws_a_weapon_again_once_a_round() -> None:
    st = _tinker().apply(Roll((2,)))
    assert st.attack.step == "bastion" and st.to_move == 0
    assert st.legal_actions() == [Retry(), Pass()]
    _same(st)
    again = st.apply(Retry())
    assert again.to_move == CHANCE and again.attack.step == "roll"
    assert again.apply(Roll((1,))).attack is None, "no second retry this round"
    assert monster_of(again.apply(Roll((9,))), "Target").core.damage == 9
    kept = st.apply(Pass())
    assert monster_of(kept, "Target").core.damage == 2


def test_bastion_of_technology_is_not_offered_for_a_top_roll_nor_without_machinery() -> None:
    assert _tinker().apply(Roll((10,))).attack is None
    assert _tinker(traits=()).apply(Roll((2,))).attack is None


def test_bastion_of_technology_rolls_a_failed_nullifier_again() -> None:
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core", "red d8 nullifier"]}
    st = _raid(_fight(RAIDER, target, _keep(1, "gray", "machinery")))
    st = st.apply(Pass()).apply(Roll((7,))) if st.attack.step == "shield" else st
    assert st.attack.step == "nullify"
    st = st.apply(st.legal_actions()[0]).apply(Roll((7,)))
    assert st.attack.step == "bastion" and st.to_move == 1
    _same(st)
    st = st.apply(Retry()).apply(Roll((2,)))
    assert st.attack is None, "the nullifier stopped it on the second throw"


# ------------------------------------------------------------------------ orange: recycle


def test_recycle_energy_returns_the_biggest_die_to_the_reserve() -> None:
    big = {"owner": 1, "name": "Target", "parts": ["red d4 core", "red d12 weapon",
                                                   "red d6 combo"]}
    st = _fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, big,
                _keep(1, "orange", "recycling"))
    twelve = die_of(st, "Target", "weapon")
    st = _raid(st).apply(Roll((9,)))
    assert monster_of(st, "Target") is None
    assert st.dice[twelve].place == -1 and st.dice[die_of(st, "Raider")].place >= 0
    small = {"owner": 1, "name": "Target", "parts": ["red d4 core", "red d12 weapon"]}
    st = _fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, small,
                _keep(1, "orange", "recycling"))
    twelve = die_of(st, "Target", "weapon")
    assert _raid(st).apply(Roll((9,))).dice[twelve].place == -3, "two parts: nothing back"


# ------------------------------------------------------------------------- purple: sigil


def _sigil(traits=(), fort_traits=(), free_art=0):
    mage = {"owner": 1, "name": "Target", "parts": ["red d12 core"], "traits": traits}
    st = _fight(RAIDER, mage, _keep(1, "purple", *fort_traits), free_art=free_art,
                active={1: ["red d8", "red d4"]})
    return _raid(st).apply(Roll((10,)))


def test_sigil_shield_soaks_damage_with_active_dice_one_at_a_time() -> None:
    st = _sigil(traits=("magical",))
    assert st.attack.step == "sigil" and st.to_move == 1
    wards = [a for a in st.legal_actions() if isinstance(a, Ward)]
    assert len(wards) == 2 and st.legal_actions()[-1] == Pass()
    _same(st)
    eight = next(w for w in wards if st.dice[w.die].sides == 8)
    st = st.apply(eight)
    assert st.attack.step == "sigil" and st.fort.wound[0][1] == 2
    _same(st)
    st = st.apply(next(a for a in st.legal_actions() if isinstance(a, Ward)))
    assert st.attack is None and monster_of(st, "Target").core.damage == 0
    assert not st.active(1)


def test_sigil_shield_for_a_magical_monster_or_warded_fortress() -> None:
    assert _sigil().attack is None, "neither magical nor wards"
    assert _sigil(fort_traits=("wards",)).attack.step == "sigil"
    assert _sigil(free_art=1).attack.step == "sigil"
    passed = _sigil(traits=("magical",)).apply(Pass())
    assert monster_of(passed, "Target").core.damage == 10


# ---------------------------------------------------------------------- colorless: disperse


def test_disperse_color_silences_an_enemy_colour_for_the_round() -> None:
    brute = {"owner": 1, "name": "Brute", "parts": ["red d8 core", "red d6 weapon"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = _fight(grunt, brute, _keep(0, "colorless", "absorbing"))
    st = st.apply(Done())
    st = st.apply(Done())  # the round ends; the new one starts with the question
    assert st.phase.value == "gather" and st.to_move == 0
    assert st.legal_actions() == [Disperse("red"), Pass()]
    _same(st)
    brute_now = monster_of(st, "Brute")
    assert st.power(brute_now) == "red"
    st = st.apply(Disperse("red"))
    assert st.power(monster_of(st, "Brute")) == "" and st.fort.dispersed == ((0, "red"),)
    assert not any(isinstance(a, Disperse) for a in st.legal_actions())
    _same(st)


def test_disperse_color_needs_its_drawing() -> None:
    brute = {"owner": 1, "name": "Brute", "parts": ["red d8 core", "red d6 weapon"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = _fight(grunt, brute, _keep(0, "colorless")).apply(Done()).apply(Done())
    assert not any(isinstance(a, Disperse) for a in st.legal_actions())


# --------------------------------------------------------------------------- pink: heart


def test_heart_attack_rolls_a_d4_per_enemy_monster_as_sketching_ends() -> None:
    foe = {"owner": 1, "name": "Foe", "parts": ["red d8 core", "red d6 weapon"]}
    other = {"owner": 1, "name": "Other", "parts": ["red d10 core"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = _fight(grunt, foe, other, _keep(0, "pink", "emotion"))
    assert st.to_move == CHANCE and st.fort.moment == "heart"
    assert [s.label for s in st.roll_request().dice] == ["Foe", "Other"]
    _same(st)
    assert st.describe(Roll((1, 3))).startswith("Heart Attack dice roll 1, 3")
    st = st.apply(Roll((1, 3)))
    assert st.fort.heartbroken == (monster_of(st, "Foe").id,)
    assert st.turn_actions(monster_of(st, "Foe")) == 0
    assert st.turn_actions(monster_of(st, "Other")) == 1
    st = st.apply(Done())  # the grunt; the heartbroken foe's turn passes by itself
    assert st.monster(st.turn).name == "Other"
    assert not _fight(grunt, foe, _keep(0, "pink")).fort.moment


# ------------------------------------------------------------------------- whole games


def test_random_games_with_stratagems_and_fortresses_end() -> None:
    for index in range(30):
        options = {"budget": 300, "stratagems": 1, "free_art": index % 2}
        result = play_game("doodle-dice", ("random", "random"), 11, index, None, options)
        assert result.error is None, result.error


# ------------------------------------------------------------------------- the side panel


def test_the_side_panel_offers_a_button_for_every_fortress_choice() -> None:
    brute = {"owner": 0, "name": "Brute", "parts": ["yellow d6 core", "red d4 shield"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    foe = {"owner": 1, "name": "Brute", "parts": ["red d8 core", "red d6 weapon"]}
    questions = [
        _fight(brute, target, _keep(0, "red", "armory")),
        _raid(_chilling()),
        _tinker().apply(Roll((2,))),
        _sigil(traits=("magical",)),
        _zap().apply(Roll((10,))),
        _fight(grunt, foe, _keep(0, "colorless", "absorbing")).apply(Done()).apply(Done()),
    ]
    kinds = (Wield, Chill, Retry, Ward, Jump, Disperse)
    for st, kind in zip(questions, kinds, strict=True):
        asked = decision(st, st.to_move, st.seat_name, None)
        offered = {o.action for o in asked.options if o.action is not None}
        wanted = {a for a in st.legal_actions() if isinstance(a, (*kinds, Pass))}
        assert any(isinstance(a, kind) for a in wanted), kind
        assert wanted <= offered, (kind, wanted - offered)
        assert all(o.label for o in asked.options)
        assert all(st.describe(a) != a.kind for a in wanted), "each has its log line"
    wielding = questions[0].apply(Wield())
    labels = [o.label for o in decision(wielding, 0, wielding.seat_name, None).options]
    assert "Attack with core d6" in labels


# --------------------------------------------------------------------------- the AI's judgement


def _normal_picks(st: DoodleState, seeds: int = 3) -> set:
    return {make_player("normal", seed).choose(st) for seed in range(seeds)}


def test_normal_saves_chilling_defence_for_the_big_attack_of_the_round() -> None:
    small = {"owner": 0, "name": "Raider", "parts": ["yellow d4 core", "red d4 weapon"]}
    ogre = {"owner": 0, "name": "Ogre", "parts": ["red d12 core", "red d20 weapon"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d10 core", "red d8 weapon"]}
    st = _raid(_fight(small, ogre, target, _keep(1, "blue", "icy")))
    assert _normal_picks(st) == {Pass()}, "a d4 scratch first: keep the freeze"
    st = st.apply(Pass()).apply(Roll((3,)))
    while st.monster(st.turn).name != "Ogre":
        st = st.apply(Done())
    st = st.apply(Attack(die_of(st, "Ogre", "weapon"), die_of(st, "Target")))
    assert _normal_picks(st) == {Chill()}


def test_normal_burns_dice_for_the_sigil_shield_only_to_save_a_part() -> None:
    mage = {"owner": 1, "name": "Target", "parts": ["red d12 core", "red d8 weapon"],
            "traits": ("magical",)}
    big = {**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}

    def hit(part: str, value: int) -> DoodleState:
        st = _fight(big, mage, _keep(1, "purple"), active={1: ["red d8", "red d4"]})
        st = st.apply(Attack(die_of(st, "Raider", "weapon"), die_of(st, "Target", part)))
        return st.apply(Roll((value,)))

    assert _normal_picks(hit("core", 3)) == {Pass()}
    assert _normal_picks(hit("weapon", 7)) == {Pass()}, "the weapon survives at 1"
    for st in (hit("weapon", 9), hit("core", 14)):
        picks = _normal_picks(st)
        assert len(picks) == 1 and isinstance(next(iter(picks)), Ward)


def test_normal_throws_a_poor_roll_again_and_keeps_a_good_one() -> None:
    assert _normal_picks(_tinker().apply(Roll((1,)))) == {Retry()}
    assert _normal_picks(_tinker().apply(Roll((9,)))) == {Pass()}


def test_normal_silences_the_colour_that_matters_and_takes_up_a_big_core() -> None:
    brute = {"owner": 1, "name": "Brute", "parts": ["red d12 core", "red d10 weapon"]}
    pinky = {"owner": 1, "name": "Pinky", "parts": ["pink d6 core"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = _fight(grunt, brute, pinky, _keep(0, "colorless", "absorbing"))
    while st.phase.value == "combat":
        st = st.apply(Done())
    assert _normal_picks(st) == {Disperse("red")}
    wielder = {"owner": 0, "name": "Brute", "parts": ["yellow d12 core", "red d4 shield"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    level = _fight(wielder, target, _keep(0, "red", "armory"), _keep(1, "green"))
    assert _normal_picks(level) == {Wield()}
    assert _normal_picks(_zap().apply(Roll((10,)))) == {Jump(die_of(_zap(), "Other"))}


@pytest.mark.parametrize("power", [p for p in POWERS if p.role == FORTRESS],
                         ids=lambda p: p.colour)
def test_every_fortress_power_needs_its_drawing_unless_waived(power) -> None:
    """Each power helps with its tag (on the fortress or the monster, as it asks), not without,
    and always with the prerequisites waived; never the fortress itself."""
    def helped(fort_traits=(), monster_traits=(), free_art=0) -> tuple[bool, bool]:
        monster = {"owner": 0, "name": "Mon", "parts": ["red d8 core"], "traits": monster_traits}
        st = position([monster, _keep(0, power.colour, *fort_traits)], stratagems=1)
        st = st._replace(free_art=free_art)
        mon, keep = monster_of(st, "Mon"), monster_of(st, f"{power.colour.title()} Keep")
        return (helps(st, 0, FORTRESS, power.colour, mon),
                helps(st, 0, FORTRESS, power.colour, keep))

    assert helped() == (False, False)
    assert helped(free_art=1) == (True, False)
    if power.on == STRUCTURE:
        assert helped(fort_traits=(power.needs,)) == (True, False)
    else:
        assert helped(monster_traits=(power.needs,)) == (True, False)
    if power.also:
        assert helped(monster_traits=(power.also,)) == (True, False)


def test_recycle_energy_needs_its_drawing() -> None:
    big = {"owner": 1, "name": "Target", "parts": ["red d4 core", "red d12 weapon",
                                                   "red d6 combo"]}
    st = _fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, big,
                _keep(1, "orange"))
    twelve = die_of(st, "Target", "weapon")
    assert _raid(st).apply(Roll((9,))).dice[twelve].place == -3


def test_a_player_leaving_during_a_fortress_question_ends_that_attack() -> None:
    mage = {"owner": 1, "name": "Target", "parts": ["red d12 core"], "traits": ("magical",)}
    third = {"owner": 2, "name": "Third", "parts": ["red d8 core"]}
    st = position([RAIDER, mage, _keep(1, "purple"), third], seats=3, stratagems=1,
                  reserve={0: ["red d6"], 1: ["red d6"], 2: ["red d6"]}, active={1: ["red d8"]})
    st = _raid(flow.advance(flow.start_combat(st))).apply(Roll((10,)))
    assert st.attack.step == "sigil"
    left = st.apply(Resign(1))
    assert left.attack is None and left.fort.wound == () and not left.is_over
    _same(left)
