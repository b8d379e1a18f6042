"""Doodle Dice Monsters attacks: every step of the quick reference, in its order, and the
rulebook's own combat example."""

from __future__ import annotations

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, IllegalAction, Roll
from engine.doodledice import (
    Aim,
    Attack,
    AttackPlayer,
    Block,
    LoseDie,
    Nullify,
    Pass,
    Redirect,
    Reroll,
    die_of,
    position,
)
from engine.doodledice.model import REMOVED, Phase
from engine.doodledice.setup import monster_of


def throw(st, *values):
    assert st.to_move == CHANCE, st
    return st.apply(Roll(tuple(values)))


def test_the_rulebook_combat_example() -> None:
    """Tom's Ice Dragon (yellow d4 core, so it goes first) breathes on Bill's Diminutive Scarlet
    Goblin; the goblin's d8 shield takes it and breaks; the goblin's red spear answers."""
    st = position([
        {"owner": 0, "name": "Ice Dragon", "parts": ["yellow d4 core", "blue d20 weapon"]},
        {"owner": 1, "name": "Scarlet Goblin",
         "parts": ["red d6 core", "red d20 weapon", "red d8 shield"]},
    ], reserve={0: ["blue d6"], 1: ["red d6"]}, combat=True)
    assert st.phase is Phase.COMBAT and st.monster(st.turn).name == "Ice Dragon"
    breath = die_of(st, "Ice Dragon", "weapon")
    goblin_core = die_of(st, "Scarlet Goblin")
    shield = die_of(st, "Scarlet Goblin", "shield")
    st = st.apply(Attack(breath, goblin_core))
    assert st.to_move == 1 and st.legal_actions() == [Block(shield), Pass()]
    st = st.apply(Block(shield))
    assert st.attack.target == shield and st.attack.aimed == goblin_core
    st = throw(st, 15)  # the breath
    st = throw(st, 4)  # the shield soaks 4: 11 damage, more than its 8 sides
    assert st.dice[shield].place == REMOVED
    goblin = monster_of(st, "Scarlet Goblin")
    assert goblin is not None and goblin.part(shield) is None and goblin.core.damage == 0
    # The dragon's only action is spent; the goblin's turn comes.
    assert st.monster(st.turn).name == "Scarlet Goblin"
    st = st.apply(Attack(die_of(st, "Scarlet Goblin", "weapon"), die_of(st, "Ice Dragon")))
    st = throw(st, 2)  # bad luck, but red adds 1
    dragon = monster_of(st, "Ice Dragon")
    assert dragon is not None and dragon.core.damage == 3
    assert st.phase is Phase.GATHER and st.round == 3  # both turns done: a new round


def duel(extra_attacker=(), extra_defender=(), attacker_core="red d8", **kw):
    """Attacker (seat 0) on its turn, against a defender (seat 1) with the given parts."""
    return position([
        {"owner": 0, "name": "Hunter", "parts": [f"{attacker_core} core", "red d12 weapon",
                                                 *extra_attacker]},
        {"owner": 1, "name": "Prey", "parts": ["green d12 core", *extra_defender]},
        *kw.pop("others", ()),
    ], turn="Hunter", reserve=kw.pop("reserve", {0: ["red d6"], 1: ["blue d6"]}), **kw)


def test_a_plain_attack_goes_straight_to_the_weapon_roll() -> None:
    st = duel(attacker_core="yellow d8")
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")))
    assert st.to_move == CHANCE and st.roll_request().dice[0].kind == "d12"
    st = throw(st, 7)
    assert monster_of(st, "Prey").core.damage == 7


def test_pink_pulls_the_attack_and_the_attacker_aims_again() -> None:
    st = duel(extra_defender=["green d6 weapon"], attacker_core="red d8",
              extra_attacker=["red d6 combo"], others=[
        {"owner": 1, "name": "Sobbing Puff", "parts": ["pink d6 core", "pink d10 shield"]}])
    weapon = die_of(st, "Hunter", "weapon")
    st = st.apply(Attack(weapon, die_of(st, "Prey", "weapon")))
    pink = monster_of(st, "Sobbing Puff")
    assert st.to_move == 1 and st.legal_actions() == [Redirect(pink.id), Pass()]
    st = st.apply(Redirect(pink.id))
    assert st.to_move == 0
    assert set(st.legal_actions()) == {Aim(p.die) for p in pink.parts}
    with pytest.raises(IllegalAction):
        st.apply(Aim(die_of(st, "Prey")))
    st = st.apply(Aim(die_of(st, "Sobbing Puff")))
    # The pink monster's own shield may now block (the next step, for the defender).
    assert st.to_move == 1 and Block(die_of(st, "Sobbing Puff", "shield")) in st.legal_actions()
    st = st.apply(Pass())
    st = throw(st, 3)
    assert monster_of(st, "Sobbing Puff").core.damage == 3 + 2  # red d8 adds 2
    assert monster_of(st, "Sobbing Puff").pink_used


def test_pink_works_once_a_round_and_not_for_itself() -> None:
    st = duel(attacker_core="yellow d8", extra_attacker=["red d6 combo"], others=[
        {"owner": 1, "name": "Sobbing Puff", "parts": ["pink d6 core"], "pink_used": True}])
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")))
    assert st.to_move == CHANCE  # no pink question: it already pulled an attack this round
    st = duel(attacker_core="yellow d8", others=[
        {"owner": 1, "name": "Sobbing Puff", "parts": ["pink d6 core"]}])
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Sobbing Puff")))
    assert st.to_move == CHANCE  # attacking the pink monster itself: nothing to pull


def test_shield_blocks_once_a_round_and_rolls_only_the_first_time() -> None:
    st = duel(extra_defender=["green d6 shield"], extra_attacker=["red d6 combo",
                                                                  "red d10 weapon"],
              attacker_core="yellow d8")
    shield = die_of(st, "Prey", "shield")
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")))
    st = st.apply(Block(shield))
    st = throw(st, 4)
    st = throw(st, 3)  # 4 - 3 = 1 damage
    assert monster_of(st, "Prey").part(shield).damage == 1
    # A second attack: the shield already blocked this round, so no block is offered...
    st = st.apply(Attack(die_of(st, "Hunter", "weapon", 1), die_of(st, "Prey")))
    assert st.to_move == CHANCE
    st = throw(st, 5)
    assert monster_of(st, "Prey").core.damage == 5


def test_a_shield_hit_directly_rolls_once_a_round() -> None:
    st = duel(extra_defender=["green d6 shield"], attacker_core="yellow d8",
              extra_attacker=["red d6 combo", "red d4 weapon"])
    shield = die_of(st, "Prey", "shield")
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), shield))
    assert st.to_move == CHANCE  # no other shield to block with
    st = throw(st, 5)
    st = throw(st, 2)  # the shield roll
    assert monster_of(st, "Prey").part(shield).damage == 3
    st = st.apply(Attack(die_of(st, "Hunter", "weapon", 1), shield))
    st = throw(st, 1)  # no shield roll this time
    assert st.to_move != CHANCE
    assert monster_of(st, "Prey").part(shield).damage == 4


def test_nullifier_stops_an_attack_on_half_or_less() -> None:
    st = duel(extra_defender=["green d8 nullifier"], attacker_core="yellow d8",
              extra_attacker=["red d6 combo", "red d4 weapon"])
    null = die_of(st, "Prey", "nullifier")
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")))
    assert st.legal_actions() == [Nullify(null), Pass()]
    st = st.apply(Nullify(null))
    assert st.roll_request().dice[0].kind == "d8"
    st = throw(st, 4)  # 4 of 8: the attack fizzles before the weapon is rolled
    assert st.attack is None and monster_of(st, "Prey").core.damage == 0
    # Used this round: the next attack gets no nullifier question.
    st = st.apply(Attack(die_of(st, "Hunter", "weapon", 1), die_of(st, "Prey")))
    assert st.to_move == CHANCE and st.attack.step == "roll"


def test_nullifier_that_fails_lets_the_weapon_roll() -> None:
    st = duel(extra_defender=["green d8 nullifier"], attacker_core="yellow d8")
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")))
    st = st.apply(Nullify(die_of(st, "Prey", "nullifier")))
    st = throw(st, 5)
    assert st.attack.step == "roll"
    st = throw(st, 6)
    assert monster_of(st, "Prey").core.damage == 6


def test_a_nullifier_cannot_save_itself_but_another_can() -> None:
    st = duel(extra_defender=["green d8 nullifier"], attacker_core="yellow d8")
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey", "nullifier")))
    assert st.to_move == CHANCE
    st = duel(extra_defender=["green d8 nullifier", "green d6 nullifier"],
              attacker_core="yellow d8")
    first, second = die_of(st, "Prey", "nullifier"), die_of(st, "Prey", "nullifier", 1)
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), first))
    assert st.legal_actions() == [Nullify(second), Pass()]


def test_steps_come_in_the_quick_reference_order() -> None:
    """pink → aim → shield → nullifier → weapon → rerolls → shield roll → damage."""
    st = position([
        {"owner": 0, "name": "Hunter", "parts": ["white d8 core", "red d12 weapon"]},
        {"owner": 1, "name": "Puff", "parts": ["pink d6 core", "pink d10 shield",
                                               "pink d8 nullifier"]},
        {"owner": 1, "name": "Prey", "parts": ["black d12 core"]},
    ], turn="Hunter", reserve={0: ["red d6"]})
    seen = []
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")))
    while st.attack is not None:
        seen.append(st.attack.step)
        if st.to_move == CHANCE:
            faces = st.roll_request().dice[0].faces
            st = throw(st, faces[-1])
            continue
        options = [a for a in st.legal_actions() if not isinstance(a, Pass)]
        st = st.apply(options[0])
    # The defender's black Prey forces a reroll, then the white attacker rerolls that.
    assert seen == ["pink", "aim", "shield", "nullify", "null_roll", "roll", "reroll", "roll",
                    "reroll", "roll", "shield_roll"]


def test_black_and_white_rerolls_in_the_order_declared() -> None:
    st = position([
        {"owner": 0, "name": "Knight", "parts": ["white d8 core", "white d12 weapon",
                                                 "white d4 combo"]},
        {"owner": 1, "name": "Bat", "parts": ["black d6 core"]},
        {"owner": 1, "name": "Prey", "parts": ["green d20 core"]},
    ], turn="Knight")
    bat = monster_of(st, "Bat")
    knight = monster_of(st, "Knight")
    st = st.apply(Attack(die_of(st, "Knight", "weapon"), die_of(st, "Prey")))
    st = throw(st, 12)
    # The defender is asked first: its black monster (not the one attacked) forces a reroll.
    assert st.to_move == 1 and st.legal_actions() == [Reroll(bat.id), Pass()]
    st = st.apply(Reroll(bat.id))
    st = throw(st, 1)
    # The white attacker answers by rerolling the reroll.
    assert st.to_move == 0 and st.legal_actions() == [Reroll(knight.id), Pass()]
    st = st.apply(Reroll(knight.id))
    st = throw(st, 9)
    assert monster_of(st, "Prey").core.damage == 9
    assert monster_of(st, "Bat").black_used and monster_of(st, "Knight").white_used


def test_black_may_wait_for_white() -> None:
    st = position([
        {"owner": 0, "name": "Knight", "parts": ["white d8 core", "white d12 weapon"]},
        {"owner": 1, "name": "Bat", "parts": ["black d6 core"]},
    ], turn="Knight")
    bat = monster_of(st, "Bat")
    st = st.apply(Attack(die_of(st, "Knight", "weapon"), die_of(st, "Bat")))
    st = throw(st, 2)
    st = st.apply(Pass())  # the defender waits
    st = st.apply(Reroll(monster_of(st, "Knight").id))  # white tries its luck
    st = throw(st, 11)
    assert st.to_move == 1 and Reroll(bat.id) in st.legal_actions()  # now black answers
    st = st.apply(Reroll(bat.id))
    st = throw(st, 3)
    assert st.to_move != 1 or st.attack is None
    assert monster_of(st, "Bat").core.damage == 3


def test_struggle_deals_one_per_four_sides_once_a_round_without_rerolls() -> None:
    st = position([
        {"owner": 0, "name": "Knight", "parts": ["white d12 core", "white d6 combo",
                                                 "white d4 weapon"]},
        {"owner": 1, "name": "Bat", "parts": ["black d20 core"]},
    ], turn="Knight", reserve={0: ["red d6"]})
    core = die_of(st, "Knight")
    st = st.apply(Attack(core, die_of(st, "Bat")))
    assert st.attack is None  # nothing to roll or decide
    assert monster_of(st, "Bat").core.damage == 3
    assert Attack(core, die_of(st, "Bat")) not in st.legal_actions()
    with pytest.raises(IllegalAction, match="already struggled"):
        st.apply(Attack(core, die_of(st, "Bat")))


def test_a_weapon_attacks_once_a_turn_and_combos_give_actions() -> None:
    st = duel(extra_attacker=["red d4 combo", "red d4 combo"], attacker_core="yellow d8")
    assert st.actions == 3
    weapon = die_of(st, "Hunter", "weapon")
    st = st.apply(Attack(weapon, die_of(st, "Prey")))
    st = throw(st, 1)
    with pytest.raises(IllegalAction, match="once a turn"):
        st.apply(Attack(weapon, die_of(st, "Prey")))
    st = st.apply(Attack(die_of(st, "Hunter"), die_of(st, "Prey")))  # struggle: 2 damage
    assert monster_of(st, "Prey").core.damage == 1 + 2
    # One action is left but nothing to spend it on: the turn ends by itself.
    assert st.turn == -1 and st.phase is Phase.GATHER


def test_destroying_a_core_removes_the_monster_and_every_die() -> None:
    st = duel(extra_defender=["green d20 weapon", "green d4 combo"], attacker_core="yellow d8")
    prey = monster_of(st, "Prey")
    st = st.apply(Attack(die_of(st, "Hunter", "weapon"), prey.core.die))
    st = throw(st, 12)  # 12 damage: the d12 core breaks
    assert monster_of(st, "Prey") is None
    assert all(st.dice[p.die].place == REMOVED for p in prey.parts)


def test_attacking_a_player_without_monsters_costs_them_a_die_of_their_choice() -> None:
    st = position([{"owner": 0, "name": "Hunter", "parts": ["yellow d8 core",
                                                            "red d12 weapon", "red d6 combo"]}],
                  active={1: ["blue d6", "blue d6", "red d20"]}, reserve={1: ["pink d4"]},
                  turn="Hunter")
    assert AttackPlayer(die_of(st, "Hunter", "weapon"), 1) in st.legal_actions()
    st = st.apply(AttackPlayer(die_of(st, "Hunter", "weapon"), 1))
    assert st.to_move == 1
    choices = st.legal_actions()
    assert len(choices) == 2 and all(isinstance(a, LoseDie) for a in choices)  # equal d6s once
    twenty = next(d.id for d in st.active(1) if d.sides == 20)
    st = st.apply(LoseDie(twenty))
    assert st.dice[twenty].place == REMOVED and len(st.active(1)) == 2


def test_a_player_with_an_empty_active_pool_loses_a_reserve_die() -> None:
    st = position([{"owner": 0, "name": "Hunter", "parts": ["yellow d8 core",
                                                            "red d12 weapon"]}],
                  reserve={1: ["pink d4", "blue d8"]}, turn="Hunter")
    st = st.apply(AttackPlayer(die_of(st, "Hunter", "weapon"), 1))
    assert {a.die for a in st.legal_actions()} == {d.id for d in st.reserve(1)}
    with pytest.raises(IllegalAction):
        st.apply(LoseDie(die_of(st, "Hunter")))


def test_with_three_players_each_attack_names_its_target() -> None:
    st = position([
        {"owner": 0, "name": "Hunter", "parts": ["yellow d8 core", "red d12 weapon"]},
        {"owner": 1, "name": "Prey", "parts": ["green d6 core"]},
    ], seats=3, reserve={2: ["blue d8"]}, turn="Hunter")
    actions = st.legal_actions()
    assert Attack(die_of(st, "Hunter", "weapon"), die_of(st, "Prey")) in actions
    assert AttackPlayer(die_of(st, "Hunter", "weapon"), 2) in actions  # seat 2 has no monster
    with pytest.raises(IllegalAction, match="has monsters"):
        st.apply(AttackPlayer(die_of(st, "Hunter", "weapon"), 1))
    st = st.apply(AttackPlayer(die_of(st, "Hunter", "weapon"), 2))
    st = st.apply(LoseDie(st.reserve(2)[0].id))
    assert st.out == (False, False, True) and not st.is_over


def test_exact_odds_for_the_table() -> None:
    from fractions import Fraction

    from engine.doodledice.views import attack_odds, nullify_chance

    st = position([
        {"owner": 0, "name": "Ice Dragon", "parts": ["yellow d4 core", "blue d20 weapon"]},
        {"owner": 1, "name": "Scarlet Goblin",
         "parts": ["red d6 core", "red d20 weapon", "red d8 shield", "red d6 nullifier"]},
    ], turn="Ice Dragon")
    breath, shield = die_of(st, "Ice Dragon", "weapon"), die_of(st, "Scarlet Goblin", "shield")
    odds = attack_odds(st, breath, shield)
    wins = sum(1 for roll in range(1, 21) for soak in range(1, 9) if roll - soak >= 8)
    assert odds.destroy == Fraction(wins, 160)
    assert sum(odds.damage.values()) == 1
    core = attack_odds(st, breath, die_of(st, "Scarlet Goblin"))
    assert core.destroy == Fraction(15, 20) and core.mean == Fraction(21, 2)
    guarded = attack_odds(st, breath, die_of(st, "Scarlet Goblin"),
                          nullifier=die_of(st, "Scarlet Goblin", "nullifier"))
    assert guarded.destroy == Fraction(15, 20) * Fraction(1, 2)
    assert nullify_chance(st, die_of(st, "Scarlet Goblin", "nullifier")) == Fraction(1, 2)
