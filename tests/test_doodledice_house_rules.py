"""Our balance house rules (option ``house_rules``, off unless chosen): Lead from the Front,
Diehard and Chilling Defence are paid in active dice, as Sway Loyalties is, and Cybernetics
works once a game. Each is checked against the rulebook's version beside it."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest
from doodle_fortress_kit import RAIDER, fight, keep_of, raid, same_after_save

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CorruptData, IllegalAction, get_game
from engine.doodledice import Pass, position
from engine.doodledice.actions import Augment, Lead
from engine.doodledice.combat import deal
from engine.doodledice.model import ACTIVE, REMOVED
from engine.doodledice.options import (
    ALTERNATE_RULES,
    HOUSE_RULES,
    check_options,
    options_problem,
)
from engine.doodledice.rulesets.avatars.abilities import (
    TYPE_BY_KEY,
    ability_summary,
    ability_uses,
    uses_left,
)
from engine.doodledice.rulesets.avatars.describe import describe_avatar
from engine.doodledice.rulesets.structures.fortress_actions import Chill
from engine.doodledice.rulesets.structures.places import FORTRESS, POWER_OF, summary
from engine.doodledice.setup import die_of, monster_of
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import BLUE
from scenes.doodledice.outcomes import damage_lines
from tests.doodle_copies import round_trip


def _lead_position(active: list[str], house: int = 1) -> DoodleState:
    return position([
        {"owner": 0, "name": "Mine", "parts": ["red d4 core"]},
        {"owner": 1, "name": "Boss", "parts": ["blue d12 core", "red d20 weapon"]},
        {"owner": 1, "name": "Imp", "parts": ["red d6 core"]},
    ], active={0: active}, reserve={0: ["red d6"], 1: ["red d6"]}, combat=True,
        avatars={0: "warrior"}, house=house)


def test_house_lead_is_offered_with_every_set_of_dice_that_reaches_the_core() -> None:
    st = _lead_position(["red d8", "red d6", "red d4", "blue d20"])
    leads: dict[str, list[Lead]] = {}
    for x in st.legal_actions():
        if isinstance(x, Lead):
            leads.setdefault(st.monster(x.monster).name, []).append(x)
    assert set(leads) == {"Boss", "Imp"}
    for name, core in (("Boss", 12), ("Imp", 6)):
        paid = sorted(sorted(st.sides(d) for d in x.dice) for x in leads[name])
        every = sorted(sorted(c) for n in range(1, 5) for c in combinations([8, 6, 4, 20], n)
                       if sum(c) >= max(core, 4))
        assert paid == every, "any dice reaching the core's sides pay, each set once"
    cheapest = {name: min(plans, key=lambda x: sum(st.sides(d) for d in x.dice))
                for name, plans in leads.items()}
    assert sorted(st.sides(d) for d in cheapest["Boss"].dice) == [4, 8]
    leads = cheapest
    st = st.apply(leads["Boss"])
    assert monster_of(st, "Boss") is None and st.avatar[0].used[2] == 1
    paid = [d for d in st.dice if d.id in leads["Boss"].dice]
    assert all(d.place == REMOVED for d in paid)
    assert sorted(d.sides for d in st.active(0)) == [6, 20]
    same_after_save(st)


def test_house_lead_needs_enough_sides_and_refuses_short_payment() -> None:
    st = _lead_position(["red d4", "red d4"])
    leads = [x for x in st.legal_actions() if isinstance(x, Lead)]
    assert [st.monster(x.monster).name for x in leads] == ["Imp"], "8 sides cannot pay a d12"
    boss, imp = monster_of(st, "Boss"), monster_of(st, "Imp")
    small = tuple(d.id for d in st.active(0))[:1]
    with pytest.raises(IllegalAction):
        st.apply(Lead(imp.id, small))  # 4 sides for a d6 core
    with pytest.raises(IllegalAction):
        st.apply(Lead(boss.id, tuple(d.id for d in st.active(0))))
    with pytest.raises(IllegalAction):
        st.apply(Lead(imp.id))  # unpaid
    poor = _lead_position([])
    assert not any(isinstance(x, Lead) for x in poor.legal_actions())
    assert poor.to_move == 1 or poor.turn >= 0, "nothing to ask the warrior as combat starts"


def test_rulebook_lead_stays_free() -> None:
    st = _lead_position(["red d8"], house=0)
    leads = [x for x in st.legal_actions() if isinstance(x, Lead)]
    assert {st.monster(x.monster).name for x in leads} == {"Boss", "Imp"}
    assert all(x.dice == () for x in leads)
    boss = monster_of(st, "Boss")
    d8 = st.active(0)[0].id
    with pytest.raises(IllegalAction):
        st.apply(Lead(boss.id, (d8,)))
    st = st.apply(Lead(boss.id))
    assert monster_of(st, "Boss") is None and st.dice[d8].place == ACTIVE


def test_house_lead_says_what_it_cost() -> None:
    st = _lead_position(["red d12"])
    lead = next(x for x in st.legal_actions() if isinstance(x, Lead)
                and st.monster(x.monster).name == "Boss")
    text = describe_avatar(st, lead, "Red")
    assert "strikes down Boss" in text and "giving up d12" in text


def _chilled(house: int, active: tuple[str, ...] = ("red d6", "red d4", "blue d12")
             ) -> DoodleState:
    target = {"owner": 1, "name": "Target", "parts": ["red d12 core"]}
    st = fight(RAIDER, target, keep_of(1, "blue", "icy"), active={1: list(active)})
    return raid(st._replace(house=house))


def test_house_chill_is_paid_with_dice_reaching_the_attacking_die() -> None:
    st = _chilled(1)
    assert st.attack.step == "chill"
    chills = st.legal_actions()[:-1]
    assert all(isinstance(x, Chill) for x in chills) and st.legal_actions()[-1] == Pass()
    paid = sorted(sorted(st.sides(d) for d in x.dice) for x in chills)
    assert paid == [[4, 6], [4, 6, 12], [4, 12], [6, 12], [12]], "any dice reaching the d10"
    chill = next(x for x in chills if sorted(st.sides(d) for d in x.dice) == [4, 6])
    with pytest.raises(IllegalAction):
        st.apply(Chill())
    d4 = next(d.id for d in st.active(1) if d.sides == 4)
    with pytest.raises(IllegalAction):
        st.apply(Chill((d4,)))
    raider = monster_of(st, "Raider")
    after = st.apply(chill)
    assert after.attack is None and monster_of(after, "Target").core.damage == 0
    assert raider.id in after.fort.frozen, "the rulebook's freeze: its next turn too"
    assert [d.sides for d in after.active(1)] == [12]
    assert all(after.dice[d].place == REMOVED for d in chill.dice)
    same_after_save(after)


def test_house_chill_without_the_sides_is_not_offered() -> None:
    st = _chilled(1, ("red d4", "red d4"))  # 8 sides cannot pay for a d10 weapon
    assert st.attack.step != "chill"
    rulebook = _chilled(0, ())
    assert rulebook.legal_actions() == [Chill(), Pass()], "free by the rulebook"
    with pytest.raises(IllegalAction):
        rulebook.apply(Chill((0,)))


def test_house_chill_summary_is_what_the_table_shows() -> None:
    power = POWER_OF[(FORTRESS, BLUE)]
    assert summary(_chilled(0), power) == power.summary
    assert "house rule" in summary(_chilled(1), power)


def test_house_rules_option_needs_avatars_or_places_and_is_saved() -> None:
    assert options_problem({"house_rules": 1}) is not None
    assert options_problem({"house_rules": 1, "avatars": 1}) is None
    assert options_problem({"house_rules": 1, "stratagems": 1}) is None
    with pytest.raises(CorruptData):
        check_options({"house_rules": 1})
    with pytest.raises(CorruptData):
        check_options({"house_rules": 2, "avatars": 1})
    st = _lead_position(["red d8"])
    assert st.options["house_rules"] == 1 and round_trip(st).house == 1
    info = get_game("doodle-dice")
    assert any(o.key == "house_rules" and o.default == 0 for o in info.options)


def test_rules_page_and_set_up_name_the_house_rules_as_ours() -> None:
    page = (Path(__file__).resolve().parents[1] / "assets/rules/doodle-dice-monsters.md")
    text = page.read_text(encoding="utf-8")
    section = text[text.index("### Our balance house rules"):text.index("## Our rulings")]
    assert "not the rulebook's" in section
    assert "Lead from the Front" in section and "Chilling Defence" in section
    assert "house_rules" in HOUSE_RULES and "house_rules" in ALTERNATE_RULES


def _diehard_position(active: list[str], house: int = 1) -> DoodleState:
    return position([
        {"owner": 0, "name": "Striker", "parts": ["yellow d4 core", "red d20 weapon"]},
        {"owner": 1, "name": "Target", "parts": ["red d8 core"]},
    ], active={1: active}, reserve={0: ["red d6"], 1: ["red d6"]}, avatars={1: "warrior"},
        house=house)


def test_house_diehard_pays_the_cheapest_dice_that_reach_the_core_by_itself() -> None:
    st = _diehard_position(["red d4", "red d6", "blue d12"])
    core = die_of(st, "Target")
    before = st
    st = deal(st, core, 20)
    assert monster_of(st, "Target").core.damage == 7 and st.avatar[1].used[0] == 1
    assert [d.sides for d in st.active(1)] == [12], "d4 + d6 (10 sides) is cheaper than the d12"
    lines = damage_lines(before, st)
    assert any(line.startswith("Diehard: Blue's warrior") for line in lines)
    assert sum("loses a" in line for line in lines) == 2


def test_house_diehard_without_the_sides_lets_the_core_fall_and_keeps_the_use() -> None:
    st = _diehard_position(["red d4"])
    st = deal(st, die_of(st, "Target"), 20)
    assert monster_of(st, "Target") is None and st.avatar[1].used[0] == 0
    assert [d.sides for d in st.active(1)] == [4]
    rulebook = _diehard_position([], house=0)
    rulebook = deal(rulebook, die_of(rulebook, "Target"), 20)
    assert monster_of(rulebook, "Target").core.damage == 7, "free by the rulebook"


@pytest.mark.parametrize(("house", "uses"), [(0, 2), (1, 1)])
def test_house_cybernetics_works_once_a_game(house: int, uses: int) -> None:
    st = position([{"owner": 0, "name": "Bot", "parts": ["red d8 core", "blue d10 shield"]}],
                  active={0: ["red d4"]}, reserve={0: ["red d6"], 1: ["red d6"]},
                  avatars={0: "gadgeteer"}, house=house)
    assert uses_left(st, 0, "cybernetics") == uses
    st = st.apply(Augment(die_of(st, "Bot", "shield"), "weapon"))
    assert uses_left(st, 0, "cybernetics") == uses - 1
    second = Augment(die_of(st, "Bot"), "combo")
    if house:
        with pytest.raises(IllegalAction, match="use of it left"):
            st.apply(second)
        assert second not in st.legal_actions()
    else:
        st.apply(second)
    cyber = TYPE_BY_KEY["gadgeteer"].abilities[1]
    assert ability_uses(st, cyber) == uses
    assert ("house rule" in ability_summary(st, cyber)) == bool(house)
    assert uses_left(st, 0, "mechamorph") == 1 and uses_left(st, 0, "device") == 3
