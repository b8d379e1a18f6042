"""Doodle Dice Monsters with the avatars rule: choosing an avatar, each of the twelve abilities
in a hand-built position, saves that carry them, malformed saves refused, whole games."""

from __future__ import annotations

import random

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, IllegalAction, Roll
from engine.doodledice import AddPart, Attack, Pass, die_of, position
from engine.doodledice.actions import (
    AttackHorde,
    Augment,
    Bombard,
    ChooseAvatar,
    Embody,
    Horde,
    Lead,
    Mechamorph,
    Mutate,
    Recolour,
    Soak,
    Supercharge,
    Technique,
)
from engine.doodledice.combat import deal
from engine.doodledice.model import Phase
from engine.doodledice.rulesets.avatars.abilities import Avatar
from engine.doodledice.setup import monster_of, new_game
from engine.doodledice.state import DoodleState
from tests.doodle_copies import round_trip

FOE = {1: ["red d6"]}
"""Seat 1 keeps a die in reserve, so a sketching position is not already won."""


def throw(st, *values):
    assert st.to_move == CHANCE, st
    return st.apply(Roll(tuple(values)))


def _duel(attacker_parts, defender_parts, avatars, **kw):
    """A yellow-cored attacker (it goes first) against a defender, combat under way."""
    st = position([
        {"owner": 0, "name": "Striker", "parts": ["yellow d4 core", *attacker_parts]},
        {"owner": 1, "name": "Target", "parts": defender_parts},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, avatars=avatars, **kw)
    while st.turn < 0:
        st = st.apply(Pass())
    return st


# ------------------------------------------------------------------------------ choosing


def test_each_seat_chooses_an_avatar_before_round_one() -> None:
    st = new_game({"avatars": 1, "budget": 300})
    st = throw(st, *([7] * len(st.roll_request().dice)))
    assert st.phase is Phase.AVATARS and st.to_move == 0
    kinds = {a.avatar for a in st.legal_actions()}
    assert kinds == {"gadgeteer", "beast", "warrior", "mage"}
    with pytest.raises(IllegalAction, match="colour"):
        st.apply(ChooseAvatar("mage", "", "Merla"))
    sketch = (("#000000", 3, ((1, 1), (40, 40))),)
    st = st.apply(ChooseAvatar("mage", "blue", "Merla", sketch))
    assert st.to_move == 1 and st.avatar[0].colour == "blue"
    st = st.apply(ChooseAvatar("warrior", "", "Brak"))
    assert st.phase is Phase.GATHER and st.avatar[1].kind == "warrior"
    assert round_trip(st).avatar == st.avatar


# ---------------------------------------------------------------------------- gadgeteer


def test_diversity_device_lends_its_colour_power_and_counts_as_a_part() -> None:
    st = position([{"owner": 0, "name": "Bot", "parts": ["red d8 core", "red d6 weapon"]}],
                  active={0: ["yellow d8", "blue d6"]}, reserve=FOE, avatars={0: "gadgeteer"})
    bot = monster_of(st, "Bot")
    yellow = next(d.id for d in st.active(0) if d.colour == "yellow")
    st = st.apply(AddPart(bot.id, yellow, "device", "yellow"))
    bot = monster_of(st, "Bot")
    assert st.has(bot, "yellow") and st.has(bot, "red") and len(bot.parts) == 3
    assert st.avatar[0].used[0] == 1
    round_trip(st)
    # nobody else may add a device
    other = position([{"owner": 0, "name": "Bot", "parts": ["red d8 core"]}],
                     active={0: ["yellow d8"]}, avatars={0: "beast"})
    with pytest.raises(IllegalAction, match="device"):
        other.apply(AddPart(0, other.active(0)[0].id, "device", "yellow"))


def test_enervate_on_a_device_switches_its_power_off() -> None:
    st = position([
        {"owner": 1, "name": "Ember", "parts": ["orange d12 core"]},
        {"owner": 0, "name": "Bot", "parts": ["red d8 core", "blue d8 device"]},
    ], turn="Ember", avatars={0: "gadgeteer"})
    bot = monster_of(st, "Bot")
    assert st.has(bot, "blue")
    device = die_of(st, "Bot", "device")
    st = st.apply(engine.doodledice.Enervate(device))
    assert not st.has(monster_of(st, "Bot"), "blue")


def test_cybernetics_gives_a_part_a_second_type() -> None:
    st = position([{"owner": 0, "name": "Bot", "parts": ["red d8 core", "blue d10 shield"]}],
                  active={0: ["red d4"]}, reserve=FOE, avatars={0: "gadgeteer"})
    shield = die_of(st, "Bot", "shield")
    with pytest.raises(IllegalAction, match="already"):
        st.apply(Augment(shield, "shield"))  # a second type, not the one it has
    st = st.apply(Augment(shield, "weapon"))
    bot = monster_of(st, "Bot")
    assert [p.die for p in st.weapons(bot)] == [shield]
    with pytest.raises(IllegalAction, match="already"):
        st.apply(Augment(shield, "combo"))
    st = st.apply(Augment(die_of(st, "Bot"), "combo"))
    assert st.turn_actions(monster_of(st, "Bot")) == 2
    with pytest.raises(IllegalAction, match="use of it left"):
        st.apply(Augment(die_of(st, "Bot"), "shield"))
    round_trip(st)


def test_cybernetics_may_make_a_core_a_weapon_that_fires_then_struggles() -> None:
    """The rulebook: any second type but core, on any part, a core included. The core-weapon
    rolls its die once a turn; with an action left it may still struggle that round."""
    st = position([
        {"owner": 0, "name": "Bot", "parts": ["yellow d12 core", "red d4 combo"]},
        {"owner": 1, "name": "Grub", "parts": ["red d20 core"]},
    ], active={0: ["red d4"]}, reserve=FOE, avatars={0: "gadgeteer"})
    core = die_of(st, "Bot")
    assert Augment(core, "weapon") in st.legal_actions()
    st = round_trip(st.apply(Augment(core, "weapon")))
    assert [p.die for p in st.weapons(monster_of(st, "Bot"))] == [core]
    st = position([
        {"owner": 0, "name": "Bot", "parts": ["yellow d12 core+weapon", "red d4 combo"]},
        {"owner": 1, "name": "Grub", "parts": ["red d20 core"]},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, avatars={0: "gadgeteer"})
    while st.turn < 0:
        st = st.apply(Pass())
    grub, core = die_of(st, "Grub"), die_of(st, "Bot")
    assert [a for a in st.legal_actions() if isinstance(a, Attack)].count(Attack(core, grub)) == 1
    assert st.describe(Attack(core, grub)) == "Bot attacks Grub's red d20 core"
    st = st.apply(Attack(core, grub))
    st = throw(st, 9)  # the core's own die is rolled as a weapon
    assert monster_of(st, "Grub").core.damage == 9
    assert st.describe(Attack(core, grub)).startswith("Bot struggles against")
    st = st.apply(Attack(core, grub))  # the combo's second action: a struggle, 12 / 4
    assert monster_of(st, "Grub").core.damage == 12
    assert Attack(core, grub) not in st.legal_actions()


def test_a_shield_weapon_fires_and_still_blocks() -> None:
    st = position([
        {"owner": 0, "name": "Bot", "parts": ["yellow d4 core", "blue d10 shield+weapon"]},
        {"owner": 1, "name": "Grub", "parts": ["red d20 core", "red d6 weapon"]},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, avatars={0: "gadgeteer"})
    while st.turn < 0:
        st = st.apply(Pass())
    arm = die_of(st, "Bot", "shield")
    st = st.apply(Attack(arm, die_of(st, "Grub")))
    st = throw(st, 5)
    assert monster_of(st, "Grub").core.damage == 5 and st.turn == monster_of(st, "Grub").id
    st = st.apply(Attack(die_of(st, "Grub", "weapon"), die_of(st, "Bot")))
    assert st.attack.step == "shield"  # the fired shield-weapon may still block


def test_mechamorph_fuses_monsters_and_lives_until_every_core_is_gone() -> None:
    big = ["red d6 weapon", "red d6 weapon", "red d6 weapon", "red d6 weapon"]
    st = position([
        {"owner": 0, "name": "Left", "parts": ["blue d8 core", *big]},
        {"owner": 0, "name": "Right", "parts": ["yellow d6 core", *big]},
        {"owner": 0, "name": "Tiny", "parts": ["red d12 core", "green d4 weapon"]},
    ], active={0: ["red d4"]}, reserve=FOE, avatars={0: "gadgeteer"})
    ids = tuple(m.id for m in st.monsters)
    with pytest.raises(IllegalAction, match="exactly 2"):
        st.apply(Mechamorph(ids, (), "Robo"))
    drop = (die_of(st, "Tiny", "weapon"), die_of(st, "Left", "weapon"))
    st = st.apply(Mechamorph(ids, drop, "Robo"))
    robo = monster_of(st, "Robo")
    assert robo.merged and len(robo.parts) == 10 and len(st.monsters) == 1
    assert st.core_colour(robo) == "yellow"  # a yellow core leads (initiative)
    assert st.has(robo, "blue") and st.has(robo, "red")
    assert all(st.dice[d].place == -3 for d in drop)
    with pytest.raises(IllegalAction, match="Mechamorph"):
        st.apply(AddPart(robo.id, st.active(0)[0].id, "weapon", "red"))
    with pytest.raises(IllegalAction, match="cybernetics"):
        st.apply(Augment(die_of(st, "Robo", "weapon"), "shield"))
    st = round_trip(st)
    # losing its main core, it fights on with the next one
    st = deal(st, robo.core.die, 6)
    robo = monster_of(st, "Robo")
    assert robo is not None and st.core_colour(robo) == "red" and robo.core.kind == "core"
    round_trip(st)


# ------------------------------------------------------------------------------------ beast


def test_extra_mutation_raises_the_part_cap_and_stacks() -> None:
    st = position([{"owner": 0, "name": "Beast", "parts": ["red d8 core"] + ["red d4 weapon"] * 4}],
                  active={0: ["red d6", "red d6", "red d6"]}, reserve=FOE,
                  avatars={0: "beast"})
    b = monster_of(st, "Beast").id
    six = [d.id for d in st.active(0)]
    with pytest.raises(IllegalAction, match="5 parts"):
        st.apply(AddPart(b, six[0], "weapon", "red"))
    st = st.apply(Mutate(b))
    assert Mutate(b) in st.legal_actions()  # a second use stacks, on a monster not full
    st = st.apply(Mutate(b))
    st = st.apply(AddPart(b, six[0], "weapon", "red")).apply(AddPart(b, six[1], "shield", "red"))
    assert len(monster_of(st, "Beast").parts) == 7
    with pytest.raises(IllegalAction, match="7 parts"):
        st.apply(AddPart(b, six[2], "weapon", "red"))
    round_trip(st)


def test_monstrous_horde_soaks_damage_and_can_be_attacked() -> None:
    st = position([{"owner": 1, "name": "Pet", "parts": ["red d8 core"]}],
                  active={1: ["green d12"]}, avatars={1: "beast"})
    st = st._replace(seat=1)
    st = st.apply(Horde(st.active(1)[0].id))
    assert st.avatar[1].horde == 12 and st.avatar[1].used[1] == 1
    assert st.active(1) == () and round_trip(st).avatar[1].horde == 12
    st = _duel(["red d20 weapon"], ["red d8 core"], {1: Avatar("beast", "Grr", horde=12)})
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = throw(st, 15)
    assert st.attack.step == "soak" and st.to_move == 1
    soaks = [a.amount for a in st.legal_actions() if isinstance(a, Soak)]
    assert soaks == list(range(1, 13))  # any amount, up to all the horde can take
    round_trip(st)
    st = st.apply(Soak(8))
    assert monster_of(st, "Target").core.damage == 7 and st.avatar[1].horde == 4


def test_enemies_may_attack_the_horde_directly() -> None:
    st = _duel(["red d20 weapon"], ["red d8 core"], {1: Avatar("beast", "Grr", horde=12)})
    horde = [a for a in st.legal_actions() if isinstance(a, AttackHorde)]
    assert horde
    st = st.apply(horde[0])
    if st.attack is not None and st.attack.step == "roll":
        st = throw(st, 9)
    assert st.avatar[1].horde == 3


def test_monster_among_monsters_puts_the_avatar_in_the_fight() -> None:
    sketch = (("#000000", 3, ((1, 1), (40, 40))),)
    st = position([], active={0: ["green d10"] + ["red d6"] * 8}, reserve=FOE,
                  avatars={0: Avatar("beast", "Grumbo", sketch=sketch)})
    core = next(d.id for d in st.active(0) if d.sides == 10)
    st = st.apply(Embody(core, "green"))
    me = monster_of(st, "Grumbo")
    assert me.avatar and me.sketch == sketch
    sixes = [d.id for d in st.active(0)]
    for die in sixes[:7]:
        st = st.apply(AddPart(me.id, die, "weapon", "red"))
    assert len(monster_of(st, "Grumbo").parts) == 8
    with pytest.raises(IllegalAction, match="8 parts"):
        st.apply(AddPart(me.id, sixes[7], "weapon", "red"))
    round_trip(st)


# ---------------------------------------------------------------------------------- warrior


def test_diehard_keeps_a_core_at_one_life_three_times() -> None:
    st = _duel(["red d20 weapon"], ["red d8 core"], {1: "warrior"})
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = throw(st, 20)
    assert monster_of(st, "Target").core.damage == 7 and st.avatar[1].used[0] == 1
    core = die_of(st, "Target")
    st = deal(deal(st, core, 3), core, 1)
    assert monster_of(st, "Target").core.damage == 7 and st.avatar[1].used[0] == 3
    assert monster_of(deal(st, core, 1), "Target") is None  # no use left


def test_special_technique_makes_the_roll_its_maximum_after_the_shield() -> None:
    st = _duel(["red d20 weapon"], ["red d20 core", "blue d6 shield"], {0: "warrior"})
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = st.apply(engine.doodledice.Block(die_of(st, "Target", "shield")))
    st = throw(st, 7)  # weapon
    st = throw(st, 2)  # shield soaks 2: 5 would be dealt to a d6 shield
    assert st.attack.step == "technique" and st.to_move == 0
    round_trip(st)
    st = st.apply(Technique())
    assert st.avatar[0].used[1] == 1
    assert len(monster_of(st, "Target").parts) == 1  # 20 - 2 = 18 destroys the shield


def test_special_technique_may_be_kept() -> None:
    st = _duel(["red d20 weapon"], ["red d20 core"], {0: "warrior"})
    st = st.apply(Attack(die_of(st, "Striker", "weapon"), die_of(st, "Target")))
    st = throw(st, 4)
    st = st.apply(Pass())
    assert monster_of(st, "Target").core.damage == 4 and st.avatar[0].used[1] == 0


def test_lead_from_the_front_strikes_a_core_down_as_combat_starts() -> None:
    st = position([
        {"owner": 0, "name": "Mine", "parts": ["red d4 core"]},
        {"owner": 1, "name": "Boss", "parts": ["blue d20 core", "red d12 weapon"]},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True, avatars={0: "warrior"})
    assert st.turn < 0 and st.to_move == 0
    boss = monster_of(st, "Boss")
    st = st.apply(Lead(boss.id))
    assert monster_of(st, "Boss") is None and st.avatar[0].used[2] == 1
    # against a warrior, Diehard holds
    st = position([
        {"owner": 0, "name": "Mine", "parts": ["red d4 core"]},
        {"owner": 1, "name": "Boss", "parts": ["blue d20 core"]},
    ], reserve={0: ["red d6"], 1: ["red d6"]}, combat=True,
        avatars={0: "warrior", 1: "warrior"})
    st = st.apply(Lead(monster_of(st, "Boss").id))
    assert monster_of(st, "Boss").core.damage == 19


# ------------------------------------------------------------------------------------- mage


def test_energy_preference_turns_a_die_the_mages_colour() -> None:
    st = position([{"owner": 0, "name": "Wisp", "parts": ["green d10 core"]}],
                  active={0: ["red d6"]}, reserve=FOE,
                  avatars={0: Avatar("mage", "Merla", "blue")})
    core = die_of(st, "Wisp")
    st = st.apply(Recolour(core))
    assert st.dice[core].colour == "blue" and st.has(monster_of(st, "Wisp"), "blue")
    with pytest.raises(IllegalAction, match="already blue"):
        st.apply(Recolour(core))
    round_trip(st)


def _charged_wisp(target_core: str) -> DoodleState:
    """A mage's Wisp supercharged by a d8 (2) as its turn starts, against a Target."""
    st = position([
        {"owner": 0, "name": "Wisp", "parts": ["yellow d4 core", "red d6 weapon"]},
        {"owner": 1, "name": "Target", "parts": [target_core, "red d4 weapon"]},
    ], active={0: ["red d8", "red d4"]}, reserve={1: ["red d6"]}, combat=True,
        avatars={0: Avatar("mage", "Merla", "red")})
    st = st.apply(Pass())  # no Bombardment as combat starts
    assert st.opening == "charge"
    eight = next(d.id for d in st.active(0) if d.sides == 8)
    return st.apply(Supercharge((eight,)))


def test_supercharge_adds_and_takes_off_damage_and_fades_unless_renewed() -> None:
    st = _charged_wisp("brown d20 core")
    assert monster_of(st, "Wisp").charge == 2 and st.avatar[0].used[1] == 1
    round_trip(st)
    st = st.apply(Attack(die_of(st, "Wisp", "weapon"), die_of(st, "Target")))
    st = throw(st, 3)
    assert monster_of(st, "Target").core.damage == 5  # 3 + 2
    st = st.apply(Attack(die_of(st, "Target", "weapon"), die_of(st, "Wisp")))
    st = throw(st, 3)
    assert monster_of(st, "Wisp").core.damage == 1  # 3 - 2
    # next turn: not renewed, the charge ends
    while st.phase is not Phase.COMBAT or st.opening != "charge":
        st = st.apply(st.legal_actions()[-1]) if st.to_move != CHANCE else throw(st, 1)
    st = st.apply(Pass())
    assert monster_of(st, "Wisp").charge == 0


def test_a_supercharge_does_not_reduce_a_gray_attack() -> None:
    """The rulebook: a gray monster's damage cannot be reduced by shields, blue cores or
    similar effects, a supercharge among them (it still adds to the charged monster's own)."""
    st = _charged_wisp("gray d20 core")
    st = st.apply(Attack(die_of(st, "Wisp", "weapon"), die_of(st, "Target")))
    st = throw(st, 3)
    assert monster_of(st, "Target").core.damage == 5  # 3 + 2
    st = st.apply(Attack(die_of(st, "Target", "weapon"), die_of(st, "Wisp")))
    st = throw(st, 3)
    assert monster_of(st, "Wisp").core.damage == 3  # not 3 - 2


def test_bombardment_hits_each_chosen_part_through_every_defence() -> None:
    st = position([
        {"owner": 0, "name": "Wisp", "parts": ["red d4 core"]},
        {"owner": 1, "name": "Tank", "parts": ["blue d20 core", "blue d12 shield",
                                               "red d8 nullifier"]},
    ], active={0: ["red d20", "red d12"]}, reserve={1: ["red d6"]}, combat=True,
        avatars={0: Avatar("mage", "Merla", "red")})
    assert st.turn < 0 and st.to_move == 0
    assert any(isinstance(a, Bombard) for a in st.legal_actions())
    dice = tuple(d.id for d in st.active(0))
    with pytest.raises(IllegalAction, match="one different"):
        st.apply(Bombard(dice, (die_of(st, "Tank", "shield"),)))
    plan = Bombard(dice, (die_of(st, "Tank", "shield"), die_of(st, "Tank", "core")))
    bombs = [a for a in st.legal_actions() if isinstance(a, Bombard)]
    assert len(bombs) == 2 * 3 + 3  # either die at any of 3 parts, both at any 2 of them
    assert st.why_not(plan) is None  # the targets in any order
    st = st.apply(plan)
    tank = monster_of(st, "Tank")
    assert tank.core.damage == 8 and tank.parts[1].damage == 8  # 32 sides: 8 each, no blue
    assert all(st.dice[d].place == -3 for d in dice)


# -------------------------------------------------------------------------- saves and games


def _random_game(seed: int, kinds: tuple[str, str]) -> DoodleState:
    rng = random.Random(seed)
    st = new_game({"avatars": 1, "budget": 300})
    for _ in range(20_000):
        if st.outcome() is not None:
            return st
        if st.to_move == CHANCE:
            st = st.apply(Roll(tuple(rng.choice(d.faces) for d in st.roll_request().dice)))
            continue
        acts = st.legal_actions()
        if st.phase is Phase.AVATARS:
            acts = [a for a in acts if a.avatar == kinds[st.seat]]
        st = st.apply(rng.choice(acts))
        if rng.random() < 0.02:
            st = round_trip(st)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("kinds", [("gadgeteer", "beast"), ("warrior", "mage"),
                                   ("beast", "warrior"), ("mage", "gadgeteer")])
def test_random_games_with_avatars_end(kinds: tuple[str, str]) -> None:
    for seed in range(2):
        assert _random_game(seed, kinds).outcome() is not None


def test_a_mechamorph_keeps_every_tag_in_the_tables_order_so_its_save_loads() -> None:
    """The fused tags were once sorted by the alphabet, and a save with a robot of a stealthy
    and an electric monster would not load."""
    st = position([
        {"owner": 0, "name": "Sly", "parts": ["blue d8 core"], "traits": ("camouflaged",
                                                                        "stealthy")},
        {"owner": 0, "name": "Zap", "parts": ["yellow d6 core"], "traits": ("tunnels",
                                                                          "electric")},
    ], reserve=FOE, avatars={0: "gadgeteer"})
    st = st.apply(Mechamorph(tuple(m.id for m in st.monsters), (), "Robo"))
    assert monster_of(st, "Robo").traits == ("camouflaged", "stealthy", "tunnels", "electric")
    round_trip(st)
