"""Our balance house rules for the stratagem and fortress places that stood out once the
warrior and Chilling Defence were paid for: Tunneling Attack is paid in active dice (half the
dug die's sides, at least 4), the chance powers throw a d20 (Camouflage) or a d8 (Night
Fighting) or a d12 (Heart Attack) instead of the rulebook's d4, the Living Fortress throws a d20 and
wakes on a 1 only, and Martyr Guard keeps one martyr a side at a time.
Each is checked against the rulebook's version."""

from __future__ import annotations

from pathlib import Path

import pytest
from doodle_fortress_kit import keep_of, same_after_save

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, IllegalAction, Roll
from engine.doodledice import Attack, Done, flow, position
from engine.doodledice.combat import deal
from engine.doodledice.model import REMOVED
from engine.doodledice.rulesets.structures.places import FORTRESS, POWER_OF, STRATAGEM, summary
from engine.doodledice.rulesets.structures.stratagem_actions import Tunnel
from engine.doodledice.rulesets.structures.stratagems import tunnel_need
from engine.doodledice.setup import die_of, monster_of
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import BLACK, BROWN, GREEN, PINK, WHITE
from scenes.doodledice.stratagem_options import start_choices


def _camp(colour: str, owner: int = 0) -> dict:
    return {"owner": owner, "name": f"{colour.title()} Camp", "parts": [f"{colour} d100 core"],
            "role": STRATAGEM, "traits": ()}


def _dig(active: list[str], house: int = 1) -> DoodleState:
    return position([
        {"owner": 0, "name": "Mole", "parts": ["red d12 core", "red d6 weapon"],
         "traits": ("tunnels",)},
        {"owner": 1, "name": "Foe", "parts": ["red d10 core"]},
        _camp("brown"),
    ], combat=True, stratagems=1, house=house, active={0: active},
        reserve={0: ["red d4"], 1: ["red d12", "blue d6"]})


def _tunnels(st: DoodleState) -> dict[int, Tunnel]:
    """The cheapest listed tunnel for each size of dug die (every paying set is listed)."""
    offers: dict[int, Tunnel] = {}
    for action in st.legal_actions():
        if not isinstance(action, Tunnel):
            continue
        cost = (sum(st.sides(d) for d in action.dice), len(action.dice))
        best = offers.get(st.sides(action.die))
        if best is None or cost < (sum(st.sides(d) for d in best.dice), len(best.dice)):
            offers[st.sides(action.die)] = action
    return offers


def test_house_tunnel_costs_half_the_dug_dies_sides_at_least_4() -> None:
    st = _dig(["red d8", "red d6", "red d4", "blue d100"])
    offers = _tunnels(st)
    assert set(offers) == {12, 6}
    assert sorted(st.sides(d) for d in offers[12].dice) == [6], "half a d12: 6 sides"
    assert sorted(st.sides(d) for d in offers[6].dice) == [4], "half a d6 is 3: at least 4"
    assert [tunnel_need(st, st.dice[offers[x].die]) for x in (12, 6)] == [6, 4]
    labels = [label for label, action, _ in start_choices(st, st.legal_actions())
              if isinstance(action, Tunnel)]
    assert any(label.endswith("red d12 (d6)") for label in labels), labels
    after = st.apply(offers[12])
    assert after.dice[offers[12].die].place == REMOVED
    assert all(after.dice[d].place == REMOVED for d in offers[12].dice)
    assert sorted(d.sides for d in after.active(0)) == [4, 8, 100]
    assert "for red d6" in st.describe(offers[12])
    same_after_save(after)


def test_house_tunnel_refuses_short_payment_and_is_not_offered_without_the_sides() -> None:
    st = _dig(["red d4", "blue d100"])
    assert set(_tunnels(st)) == {6}, "4 sides cannot pay for a d12, and a d100 never pays"
    big = next(d for d in st.reserve(1) if d.sides == 12)
    mole = monster_of(st, "Mole")
    with pytest.raises(IllegalAction, match="at least 6 sides"):
        st.apply(Tunnel(mole.id, big.id, tuple(d.id for d in st.active(0) if d.sides == 4)))
    with pytest.raises(IllegalAction):
        st.apply(Tunnel(mole.id, big.id))
    assert not _tunnels(_dig(["blue d100"]))


def test_rulebook_tunnel_stays_free() -> None:
    st = _dig(["red d8"], house=0)
    offers = _tunnels(st)
    assert set(offers) == {12, 6} and all(not a.dice for a in offers.values())
    after = st.apply(offers[12])
    assert [d.sides for d in after.active(0)] == [8]
    paid = tuple(d.id for d in st.active(0))
    with pytest.raises(IllegalAction):
        st.apply(Tunnel(offers[12].monster, offers[12].die, paid))


@pytest.mark.parametrize(("house", "camouflage", "night"), [(0, 4, 4), (1, 20, 8)])
def test_the_miss_powers_throw_a_d20_and_a_d8_with_the_house_rules(
        house: int, camouflage: int, night: int) -> None:
    for place, sides in ((_camp(GREEN, owner=1), camouflage),
                         (keep_of(1, BLACK, "darkness"), night)):
        st = position([
            {"owner": 0, "name": "Raider", "parts": ["yellow d4 core", "red d10 weapon"]},
            {"owner": 1, "name": "Hidden", "parts": ["red d12 core"],
             "traits": ("camouflaged",)},
            place,
        ], combat=True, stratagems=1, house=house, reserve={0: ["red d6"], 1: ["red d6"]})
        st = st.apply(Attack(die_of(st, "Raider", "weapon"), die_of(st, "Hidden")))
        assert st.to_move == CHANCE and st.attack.step == "miss"
        assert [d.faces for d in st.roll_request().dice] == [tuple(range(1, sides + 1))]
        assert f"(d{sides}): a 1 and the attack misses" in st.roll_request().reason
        name = st.roll_request().dice[0].label
        assert st.describe(Roll((1,))) == f"{name} d{sides} roll 1: the attack misses"
        assert st.describe(Roll((2,))).endswith("the attack goes on (a 1 would miss)")
        missed = st.apply(Roll((1,)))
        assert monster_of(missed, "Hidden").core.damage == 0
        same_after_save(st)


@pytest.mark.parametrize(("house", "sides"), [(0, 4), (1, 12)])
def test_heart_attack_throws_a_d12_with_the_house_rules(house: int, sides: int) -> None:
    st = position([
        {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]},
        {"owner": 1, "name": "Foe", "parts": ["red d8 core", "red d6 weapon"]},
        keep_of(0, PINK, "emotion"),
    ], combat=False, stratagems=1, house=house, reserve={0: ["red d6"], 1: ["red d6"]})
    st = flow.advance(flow.start_combat(st))
    assert st.to_move == CHANCE and st.fort.moment == "heart"
    assert [d.faces for d in st.roll_request().dice] == [tuple(range(1, sides + 1))]
    assert st.roll_request().reason.startswith(f"Heart Attack (d{sides}): a 1")
    assert st.apply(Roll((1,))).fort.heartbroken == (monster_of(st, "Foe").id,)
    if house:
        assert st.apply(Roll((5,))).fort.heartbroken == ()


def test_the_table_and_the_rules_page_say_the_new_house_rules() -> None:
    st = _dig(["red d8"])
    for colour, role, text in ((GREEN, STRATAGEM, "camouflaged monsters miss one time in twenty"),
                               (BLACK, FORTRESS, "one time in eight"),
                               (PINK, FORTRESS, "a d12"),
                               (BROWN, STRATAGEM, "half its sides"),
                               (WHITE, FORTRESS, "one martyr at a time"),
                               (BROWN, FORTRESS, "one time in twenty")):
        power = POWER_OF[(role, colour)]
        assert text in summary(st, power)
        assert text not in summary(_dig(["red d8"], house=0), power)
    page = (Path(__file__).resolve().parents[1] / "assets/rules/doodle-dice-monsters.md")
    text = page.read_text(encoding="utf-8")
    section = text[text.index("### Our balance house rules"):text.index("## Our rulings")]
    assert "Tunneling Attack" in section and "one time in eight" in section
    assert "Camouflage" in section and "camouflaged monster misses one time in twenty" in section
    assert "Living Fortress" in section and "one time in twenty" in section
    assert "Martyr Guard" in section and "one martyr at a time" in section.lower()


@pytest.mark.parametrize("house", [0, 1])
def test_house_martyr_guard_keeps_one_martyr_at_a_time(house: int) -> None:
    st = position([
        {"owner": 0, "name": "Raider", "parts": ["yellow d4 core", "red d20 weapon"]},
        {"owner": 1, "name": "First", "parts": ["red d6 core"]},
        {"owner": 1, "name": "Second", "parts": ["red d6 core"]},
        keep_of(1, "white", "banner"),
    ], combat=True, stratagems=1, house=house, reserve={0: ["red d6"], 1: ["red d6"]})
    first, second = monster_of(st, "First"), monster_of(st, "Second")
    st = deal(st, first.core.die, 9)
    assert st.fort.martyrs == (first.id,)
    st = deal(st, second.core.die, 9)
    if house:
        assert monster_of(st, "Second") is None, "the second falls while the first stands"
        assert st.fort.martyrs == (first.id,)
    else:
        assert st.fort.martyrs == (first.id, second.id)
    same_after_save(flow.advance(st))


def test_house_living_fortress_wakes_on_a_one_of_a_d20() -> None:
    st = position([
        {"owner": 0, "name": "Grunt", "parts": ["yellow d4 core"]},
        {"owner": 1, "name": "Target", "parts": ["red d12 core"], "born": 1},
        keep_of(0, BROWN, "living"),
    ], combat=False, stratagems=1, house=1, reserve={0: ["red d6"], 1: ["red d6"]})
    st = flow.advance(flow.start_combat(st)).apply(Done())
    st = st.apply(Done()) if st.turn >= 0 else st
    assert st.to_move == CHANCE and st.fort.moment == "living"
    assert st.roll_request().dice[0].faces == tuple(range(1, 21))
    assert "Living Fortress (d20): on a 1 the fortress" in st.roll_request().reason
    assert "sleeps" in st.describe(Roll((2,))) and "stirs" in st.describe(Roll((1,)))
    assert st.describe(Roll((2,))) == ("Living Fortress d20 roll 2: the fortress sleeps on "
                                       "(it wakes on 1)")
    assert st.apply(Roll((2,))).phase.value == "gather", "a 2 wakes it only by the rulebook"
    woke = st.apply(Roll((1,)))
    assert woke.turn == monster_of(woke, "Brown Keep").id
    same_after_save(woke)
