"""How the AI judges the stratagem powers: Tunneling only for a die worth more than the
digger's turn, Divert Power toward the monster with weapons to spare, Glory kept for a combat
where the heroic blows are worth it, Sway on the enemy's best fighter, Assassin's Strike at an
enemy monster."""

from __future__ import annotations

import pytest

import engine  # noqa: F401  (registers the games)
from engine.doodledice import CreateMonster, Pass
from engine.doodledice.rulesets.structures.places import STRATAGEM
from engine.doodledice.rulesets.structures.stratagem_actions import (
    Divert,
    Glory,
    Strike,
    Sway,
    Tunnel,
)
from engine.doodledice.setup import monster_of, position
from game.ai.players import make_player
from game.doodles.ai import dress


def _camp(colour: str) -> dict:
    return {"owner": 0, "name": "Camp", "parts": [f"{colour} d100 core"], "role": STRATAGEM}


KEEP = {"owner": 1, "name": "Keep", "parts": ["green d100 core"], "role": STRATAGEM}
"""The other side's stratagem (green, no choice to make): the sides stay even, so the
evaluation is not saturated."""


AVATARS = [pytest.param(None, id="no-avatars"),
           pytest.param({1: "gadgeteer"}, id="with-avatars")]
"""The judging must not change when avatars are on too (seat 0 then has a gadgeteer with its
uses spent, seat 1 a fresh one, which has nothing to do in combat): the evaluation once
ignored every stratagem's effect on a monster whenever avatars were on."""


def _choose(st, seed: int = 1):
    return make_player("normal", seed).choose(st)


@pytest.mark.parametrize("avatars", AVATARS)
@pytest.mark.parametrize("seed", [1, 2])
def test_tunneling_takes_a_big_die_but_keeps_a_strong_attacker_for_a_small_one(
        seed, avatars) -> None:
    def dig(weapons: list[str], dice: list[str]):
        return position([
            {"owner": 0, "name": "Mole", "parts": ["green d10 core", *weapons],
             "traits": ("tunnels",)},
            {"owner": 1, "name": "Foe", "parts": ["green d20 core"]},
            _camp("brown"),
        ], reserve={0: ["red d4"], 1: dice}, combat=True, stratagems=1, avatars=avatars)

    st = dig(["green d4 weapon"], ["red d4", "red d10"])
    choice = _choose(st, seed)
    assert isinstance(choice, Tunnel) and st.dice[choice.die].sides == 10, choice
    st = dig(["green d20 weapon", "green d12 weapon", "green d4 combo"], ["red d4"])
    assert _choose(st, seed) == Pass()


@pytest.mark.parametrize("avatars", AVATARS)
@pytest.mark.parametrize("seed", [1, 2])
def test_divert_power_feeds_the_monster_with_weapons_to_spare(seed, avatars) -> None:
    st = position([
        {"owner": 0, "name": "Battery", "parts": ["green d4 core"],
         "traits": ("energy-transfer",)},
        {"owner": 0, "name": "Gunner", "parts": ["green d6 core", "red d12 weapon",
                                                 "red d10 weapon"]},
        {"owner": 0, "name": "Single", "parts": ["green d8 core", "red d4 weapon"]},
        {"owner": 1, "name": "Foe", "parts": ["green d20 core"]},
        _camp("orange"), KEEP,
    ], reserve={0: ["red d4"], 1: ["red d4"]}, combat=True, stratagems=1, avatars=avatars)
    choice = _choose(st, seed)
    assert choice == Divert(monster_of(st, "Battery").id, monster_of(st, "Gunner").id), choice


def _glory(weapon: str, squire: tuple[str, ...] = ("heroic",), avatars=None):
    return position([
        {"owner": 0, "name": "Knight", "parts": ["green d6 core", f"green {weapon} weapon"],
         "traits": ("heroic",)},
        {"owner": 0, "name": "Squire", "parts": ["green d8 core", f"green {weapon} weapon"],
         "traits": squire},
        {"owner": 1, "name": "Foe", "parts": ["green d20 core"]},
        _camp("white"), KEEP,
    ], reserve={0: ["red d4"], 1: ["red d4"]}, combat=True, stratagems=1, avatars=avatars)


@pytest.mark.parametrize("avatars", AVATARS)
@pytest.mark.parametrize("seed", [1, 2])
def test_glory_is_kept_for_small_weapons_and_called_for_big_ones(seed, avatars) -> None:
    assert _choose(_glory("d4", squire=(), avatars=avatars), seed) == Pass()
    assert _choose(_glory("d20", avatars=avatars), seed) == Glory("weapons")


@pytest.mark.parametrize("seed", [1, 2])
def test_sway_takes_the_enemys_best_fighter_not_a_weakling(seed) -> None:
    st = position([
        {"owner": 0, "name": "Charmer", "parts": ["green d6 core"]},
        {"owner": 1, "name": "Weakling", "parts": ["green d4 core"]},
        {"owner": 1, "name": "Brute", "parts": ["green d8 core", "red d12 weapon",
                                                "red d10 weapon", "red d4 combo"]},
        {"owner": 0, "name": "Camp", "parts": ["pink d100 core"], "role": STRATAGEM,
         "traits": ("persuasion",)}, KEEP,
    ], active={0: ["red d8", "red d6"]}, reserve={0: ["red d4"], 1: ["red d4"]},
        combat=True, stratagems=1)
    choice = _choose(st, seed)
    assert isinstance(choice, Sway) and choice.monster == monster_of(st, "Brute").id, choice


@pytest.mark.parametrize("seed", [1, 2])
def test_assassins_strike_is_taken_at_the_enemy_monster(seed) -> None:
    st = position([
        {"owner": 0, "name": "Shade", "parts": ["green d6 core", "red d10 weapon"],
         "traits": ("stealthy",)},
        {"owner": 1, "name": "Mark", "parts": ["green d8 core", "red d8 weapon"]},
        _camp("black"), KEEP,
    ], reserve={0: ["red d4"], 1: ["red d4"]}, combat=True, stratagems=1)
    choice = _choose(st, seed)
    assert isinstance(choice, Strike) and choice.target in {
        p.die for p in monster_of(st, "Mark").parts}, choice


@pytest.mark.parametrize(("colour", "tag"), [("black", "stealthy"), ("brown", "tunnels"),
                                             ("orange", "energy-transfer")])
def test_the_ai_draws_the_monsters_its_stratagem_will_need(colour: str, tag: str) -> None:
    """A d100 not yet raised counts: a person plans the monsters for the stratagem to come."""
    planned = position(stratagems=1, active={0: [f"{colour} d100", "red d8", "red d6"]})
    create = next(a for a in planned.legal_actions()
                  if isinstance(a, CreateMonster) and not a.role
                  and planned.sides(a.core) == 8)
    drawn = dress(planned, create)
    assert tag in drawn.traits and drawn.sketch
    raised = position([_camp(colour)], stratagems=1, active={0: ["red d8"]})
    create = next(a for a in raised.legal_actions() if isinstance(a, CreateMonster))
    assert tag in dress(raised, create).traits
    plain = position(stratagems=0, active={0: ["red d8"]})
    create = next(a for a in plain.legal_actions() if isinstance(a, CreateMonster))
    assert tag not in dress(plain, create).traits
