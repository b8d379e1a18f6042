"""The fortress powers in play: random games to the end, a side-panel button for every fortress
question, the Normal AI's judgement with each power, the prerequisites of all twelve, and a
player leaving in the middle of a fortress question."""

from __future__ import annotations

import pytest
from doodle_fortress_kit import (
    RAIDER,
    chilling,
    fight,
    keep_of,
    raid,
    same_after_save,
    sigil,
    tinker,
    zap,
)

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import Resign, Roll
from engine.doodledice import Attack, Done, Pass, flow
from engine.doodledice.rulesets.structures.fortress_actions import (
    Chill,
    Disperse,
    Jump,
    Retry,
    Ward,
    Wield,
)
from engine.doodledice.rulesets.structures.fortress_values import SIGIL_HAND
from engine.doodledice.rulesets.structures.places import FORTRESS, POWERS, STRUCTURE, helps
from engine.doodledice.setup import die_of, monster_of, position
from engine.doodledice.state import DoodleState
from game.ai.players import make_player
from game.cli.selfplay import play_game
from scenes.doodledice.decisions import decision

# ------------------------------------------------------------------------- whole games


def test_random_games_with_stratagems_and_fortresses_end() -> None:
    """A few games with and without free art; the long series is a report, errors=0 expected:
    python -m game selfplay doodle-dice --games 30 --players random,random --seed 11
        --option budget=300 --option stratagems=1 --option free_art=1   (and free_art=0)"""
    for index in range(4):
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
        fight(brute, target, keep_of(0, "red", "armory")),
        raid(chilling()),
        tinker().apply(Roll((2,))),
        sigil(traits=("magical",)),
        zap().apply(Roll((10,))),
        fight(grunt, foe, keep_of(0, "colorless", "absorbing")).apply(Done()).apply(Done()),
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
    st = raid(fight(small, ogre, target, keep_of(1, "blue", "icy")))
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
        st = fight(big, mage, keep_of(1, "purple"), active={1: ["red d8", "red d4"]})
        st = st.apply(Attack(die_of(st, "Raider", "weapon"), die_of(st, "Target", part)))
        return st.apply(Roll((value,)))

    assert _normal_picks(hit("core", 3)) == {Pass()}
    assert _normal_picks(hit("weapon", 7)) == {Pass()}, "the weapon survives at 1"
    for st in (hit("weapon", 9), hit("core", 14)):
        picks = _normal_picks(st)
        assert len(picks) == 1 and isinstance(next(iter(picks)), Ward)


def test_normal_sketches_its_dice_under_a_sigil_shield_instead_of_hoarding_them() -> None:
    """A die or two kept in hand for the Sigil Shield is a ward; more is a missing monster.
    Before the premium was capped (``SIGIL_HAND``), the AI kept every die and went into
    combat with no monster at all."""
    st = position([keep_of(0, "purple", "wards"), keep_of(1, "green"),
                   {"owner": 1, "name": "Foe", "parts": ["red d10 core", "red d8 weapon"]}],
                  active={0: ["green d20", "red d12", "blue d8", "red d6", "yellow d4"]},
                  reserve={1: ["red d6"]},
                  stratagems=1)
    assert st.phase.value == "sketch" and st.to_move == 0
    for _ in range(12):
        if st.to_move != 0 or st.phase.value != "sketch":
            break
        st = st.apply(make_player("normal", 1).choose(st))
    kept = sum(d.sides for d in st.active(0))
    monsters = [m for m in st.monsters_of(0) if not m.role]
    assert kept <= SIGIL_HAND == 12 and len(monsters) >= 3, (kept, len(monsters))


def test_normal_throws_a_poor_roll_again_and_keeps_a_good_one() -> None:
    assert _normal_picks(tinker().apply(Roll((1,)))) == {Retry()}
    assert _normal_picks(tinker().apply(Roll((9,)))) == {Pass()}


def test_normal_silences_the_colour_that_matters_and_takes_up_a_big_core() -> None:
    brute = {"owner": 1, "name": "Brute", "parts": ["red d12 core", "red d10 weapon"]}
    pinky = {"owner": 1, "name": "Pinky", "parts": ["pink d6 core"]}
    grunt = {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]}
    st = fight(grunt, brute, pinky, keep_of(0, "colorless", "absorbing"))
    while st.phase.value == "combat":
        st = st.apply(Done())
    assert _normal_picks(st) == {Disperse("red")}
    wielder = {"owner": 0, "name": "Brute", "parts": ["yellow d12 core", "red d4 shield"]}
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    level = fight(wielder, target, keep_of(0, "red", "armory"), keep_of(1, "green"))
    assert _normal_picks(level) == {Wield()}
    assert _normal_picks(zap().apply(Roll((10,)))) == {Jump(die_of(zap(), "Other"))}


@pytest.mark.parametrize("power", [p for p in POWERS if p.role == FORTRESS],
                         ids=lambda p: p.colour)
def test_every_fortress_power_needs_its_drawing_unless_waived(power) -> None:
    """Each power helps with its tag (on the fortress or the monster, as it asks), not without,
    and always with the prerequisites waived; never the fortress itself."""
    def helped(fort_traits=(), monster_traits=(), free_art=0) -> tuple[bool, bool]:
        monster = {"owner": 0, "name": "Mon", "parts": ["red d8 core"], "traits": monster_traits}
        st = position([monster, keep_of(0, power.colour, *fort_traits)], stratagems=1)
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
    st = fight({**RAIDER, "parts": ["yellow d4 core", "red d20 weapon"]}, big,
                keep_of(1, "orange"))
    twelve = die_of(st, "Target", "weapon")
    assert raid(st).apply(Roll((9,))).dice[twelve].place == -3


def test_a_player_leaving_during_a_fortress_question_ends_that_attack() -> None:
    mage = {"owner": 1, "name": "Target", "parts": ["red d12 core"], "traits": ("magical",)}
    third = {"owner": 2, "name": "Third", "parts": ["red d8 core"]}
    st = position([RAIDER, mage, keep_of(1, "purple"), third], seats=3, stratagems=1,
                  reserve={0: ["red d6"], 1: ["red d6"], 2: ["red d6"]}, active={1: ["red d8"]})
    st = raid(flow.advance(flow.start_combat(st))).apply(Roll((10,)))
    assert st.attack.step == "sigil"
    left = st.apply(Resign(1))
    assert left.attack is None and left.fort.wound == () and not left.is_over
    same_after_save(left)
