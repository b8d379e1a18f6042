"""Each special ability is an engine rule: a scenario per special, plus the roster's own rules
(bands, links, one special each, no two characters alike)."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, Roll
from engine.deathbydice import (
    BOARDS,
    BOSS_KEY,
    HEROES,
    MINIONS,
    RIVALS,
    AbilityAttack,
    BoostedAttack,
    Brace,
    ComplexAttack,
    Guard,
    NoDefence,
    position,
)
from engine.deathbydice.model import SPECIAL_TEXT, SPECIALS
from engine.deathbydice.roster import SIDES_BAND
from tests.deathbydice_boards import test_boards  # noqa: F401  (fixture)

S, A, F, SM, C, L = range(6)


def duel(me: str, them: str, mine: list[int], theirs: list[int]):
    return position([me, them], [mine, theirs])


@pytest.mark.usefixtures("test_boards")
def test_heavy_boost_adds_three() -> None:
    attack = BoostedAttack(S, A, 1, C)
    plain = duel("t_plain", "t_plain", [6] * 6, [6, 6, 6, 6, 5, 6])
    hulk = duel("t_heavy_boost", "t_plain", [6] * 6, [6, 6, 6, 6, 5, 6])
    assert plain.apply(attack).apply(NoDefence()).apply(Roll((3,))).fighters[1].values[C] == 5
    assert hulk.apply(attack).apply(NoDefence()).apply(Roll((3,))).fighters[1].values[C] == 0


@pytest.mark.usefixtures("test_boards")
def test_slippery_is_not_hit_by_an_equal_ability_roll() -> None:
    attack = AbilityAttack(S, 1, S)
    plain = duel("t_plain", "t_plain", [6] * 6, [4, 6, 6, 6, 6, 6])
    eel = duel("t_plain", "t_slippery", [6] * 6, [4, 6, 6, 6, 6, 6])
    assert plain.apply(attack).apply(NoDefence()).apply(Roll((4,))).fighters[1].values[S] == 0
    assert eel.apply(attack).apply(NoDefence()).apply(Roll((4,))).fighters[1].values[S] == 4
    assert eel.apply(attack).apply(NoDefence()).apply(Roll((5,))).fighters[1].values[S] == 0


@pytest.mark.usefixtures("test_boards")
def test_iron_brace_adds_three() -> None:
    attack = AbilityAttack(F, 1, F)
    st = duel("t_plain", "t_iron_brace", [6] * 6, [6, 6, 3, 6, 6, 6])
    st = st.apply(attack).apply(Brace(A)).apply(Roll((5,)))  # 3 + 3 = 6 > 5
    assert st.fighters[1].values[F] == 3


@pytest.mark.usefixtures("test_boards")
def test_pack_guard_adds_one_more() -> None:
    attack = AbilityAttack(F, 1, F)
    for board, kept in (("t_plain", False), ("t_pack_guard", True)):
        st = duel("t_plain", board, [6] * 6, [6, 6, 2, 6, 3, 6])
        st = st.apply(attack).apply(Guard((C,))).apply(Roll((5,)))  # 5 (or 6) against a 5
        assert (st.fighters[1].values[F] == 2) is kept


@pytest.mark.usefixtures("test_boards")
def test_lucky_doubles_cost_nothing_on_a_win_only() -> None:
    attack = ComplexAttack((S, A), 1, F)
    lucky = duel("t_lucky_doubles", "t_plain", [6] * 6, [6, 6, 5, 6, 6, 6])
    won = lucky.apply(attack).apply(NoDefence()).apply(Roll((4, 4)))
    assert won.fighters[1].values[F] == 0 and won.fighters[0].values[:2] == (4, 4)
    lost = lucky.apply(attack).apply(NoDefence()).apply(Roll((2, 2)))
    assert lost.fighters[0].values[:2] == (0, 0)


@pytest.mark.usefixtures("test_boards")
def test_sucker_punch_adds_one_to_ability_attacks_only() -> None:
    st = duel("t_sucker_punch", "t_plain", [6] * 6, [5, 6, 6, 6, 5, 6])
    hit = st.apply(AbilityAttack(S, 1, S)).apply(NoDefence()).apply(Roll((4,)))
    assert hit.fighters[1].values[S] == 0
    boosted = st.apply(BoostedAttack(S, A, 1, C)).apply(NoDefence()).apply(Roll((3,)))
    assert boosted.fighters[1].values[C] == 5  # 3 + 2, no punch on a boosted attack


@pytest.mark.usefixtures("test_boards")
def test_wildcard_ability_attack_hits_any_die_of_the_same_size() -> None:
    plain = duel("t_plain", "t_plain", [6] * 6, [6] * 6)
    wild = duel("t_wildcard", "t_plain", [6] * 6, [6] * 6)
    assert plain.why_not(AbilityAttack(S, 1, F)) is not None
    assert wild.why_not(AbilityAttack(S, 1, F)) is None
    st = wild.apply(AbilityAttack(S, 1, F)).apply(NoDefence()).apply(Roll((6,)))
    assert st.fighters[1].values[F] == 0
    # Not across sizes: a d6 cannot wildcard a d8.
    other = position(["t_wildcard", "t_boss"], [[6] * 6, [8] * 6])
    assert all(a.target_ability == a.ability for a in other.legal_actions()
               if isinstance(a, AbilityAttack))


@pytest.mark.usefixtures("test_boards")
def test_long_reach_assistant_may_stand_two_abilities_away() -> None:
    plain = duel("t_plain", "t_plain", [6] * 6, [6] * 6)
    reach = duel("t_long_reach", "t_plain", [6] * 6, [6] * 6)
    assert plain.why_not(BoostedAttack(S, F, 1, F)) is not None
    assert reach.why_not(BoostedAttack(S, F, 1, F)) is None
    assert reach.why_not(BoostedAttack(S, C, 1, F)) is None  # two away round the wrap
    assert reach.why_not(BoostedAttack(S, SM, 1, F)) is not None  # three away: too far


@pytest.mark.usefixtures("test_boards")
def test_steady_helpers_keep_their_values_when_the_defence_holds() -> None:
    st = duel("t_plain", "t_steady", [6] * 6, [6, 5, 4, 6, 6, 6])
    held = st.apply(AbilityAttack(F, 1, F)).apply(Brace(A)).apply(Roll((3,)))
    assert held.attack is None and held.turn == 1  # no helper roll at all
    assert held.fighters[1].values[A] == 5
    broken = st.apply(AbilityAttack(F, 1, F)).apply(Brace(A)).apply(Roll((6,)))
    assert broken.to_move == CHANCE and broken.roll_request().count == 1


# ------------------------------------------------------------------------------ roster


def test_roster_follows_the_rulings() -> None:
    assert len(HEROES) >= 8
    assert set(RIVALS) <= set(HEROES)
    looks = set()
    used = set()
    for key in HEROES:
        b = BOARDS[key]
        assert SIDES_BAND[0] <= b.total_sides <= SIDES_BAND[1], key
        assert len(b.specials) == 1 and b.specials[0] in SPECIALS, key
        assert all(s in (0, 4, 6, 8, 10, 12, 20) for s in b.sizes)
        assert b.name and b.personality and b.portrait
        looks.add((b.sizes, b.colours))
        used.add(b.specials[0])
    assert len(looks) == len(HEROES) and len(used) == len(HEROES)  # no two alike
    boss = BOARDS[BOSS_KEY]
    assert all(boss.sizes) and len(boss.specials) == 2
    # More dice than any hero; its sizes were cut by self-play balance (see the rules page).
    assert 6 >= max(sum(1 for s in BOARDS[k].sizes if s) for k in HEROES)
    assert len(MINIONS) >= 3
    for key in MINIONS:
        m = BOARDS[key]
        assert 2 <= sum(1 for s in m.sizes if s) <= 3 and not m.specials
        assert len(m.groups()) == 1
    assert set(SPECIAL_TEXT) == set(SPECIALS)


def test_rules_page_lists_every_character_and_special() -> None:
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "assets/rules/death-by-dice.md").read_text(
        encoding="utf-8")
    for board in BOARDS.values():
        if not board.key.startswith("t_"):
            assert board.name in page, board.name
    for text in SPECIAL_TEXT.values():
        assert text.split(":")[0] in page
