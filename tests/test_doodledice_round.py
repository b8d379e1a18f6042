"""Doodle Dice Monsters: forces, the gather and sketching phases, drawings, the end of the game,
the stalemate guard and saving."""

from __future__ import annotations

import json
import random

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, CorruptData, EndReason, IllegalAction, Resign, Roll, get_game
from engine.dice import roll
from engine.doodledice import (
    AddPart,
    Attack,
    AttackPlayer,
    CreateMonster,
    DieChoice,
    Done,
    Gather,
    LoseDie,
    die_of,
    force_problem,
    force_sides,
    new_game,
    position,
    random_force,
    setup_of,
)
from engine.doodledice.model import ACTIVE, REMOVED, RESERVE, Phase
from engine.doodledice.setup import monster_of
from engine.sketchdata import MAX_POINTS, MAX_STROKES
from tests.doodle_copies import round_trip

INFO = get_game("doodle-dice")
DRAWING = (("#aa3300", 6, ((100, 200), (150, 260), (300, 300))),
           ("#000000", 2, ((500, 500),)))


def test_random_forces_fill_the_budget_and_stay_legal() -> None:
    for budget in (20, 60, 100, 200, 300, 600):
        for seed in range(20):
            force = random_force(seed, budget)
            assert force_problem(force, budget) is None
            assert budget - 3 <= force_sides(force) <= budget
    kinds = {d.sides for s in range(10) for d in random_force(s, 200)}
    assert kinds == {4, 6, 8, 10, 12, 20}
    assert any(len(d.colours) == 2 for s in range(10) for d in random_force(s, 200))


def test_a_new_game_throws_dice_for_random_forces_then_gathers() -> None:
    st = new_game({"budget": 100})
    assert st.phase is Phase.FORCES and st.to_move == CHANCE
    assert len(st.roll_request().dice) == 6  # three d20s per player
    st = st.apply(Roll((1, 2, 3, 4, 5, 6)))
    assert st.phase is Phase.GATHER and st.to_move == 0
    assert all(90 <= sum(d.sides for d in st.dice if d.owner == s) <= 100 for s in (0, 1))
    mirror = new_game({"budget": 100, "mirror": 1})
    assert len(mirror.roll_request().dice) == 3
    mirror = mirror.apply(Roll((7, 8, 9)))
    mine = [(d.sides, d.colours) for d in mirror.dice if d.owner == 0]
    assert mine == [(d.sides, d.colours) for d in mirror.dice if d.owner == 1]


def test_forces_from_the_set_up_are_checked_against_the_budget() -> None:
    force = (DieChoice(20, ("red",)), DieChoice(8, ("blue", "green")))
    setup = INFO.check_setup({"budget": 60}, setup_of([force, None]))
    assert setup == {"forces": [[{"sides": 20, "colours": ["red"]},
                                 {"sides": 8, "colours": ["blue", "green"]}], None]}
    st = INFO.start(INFO.check_options({"budget": 60}), setup)
    assert st.phase is Phase.FORCES and st.pending == (1,)
    st = st.apply(Roll((3, 3, 3)))
    assert [d.sides for d in st.dice if d.owner == 0] == [20, 8]
    with pytest.raises(CorruptData, match="more than"):
        INFO.check_setup({"budget": 20}, setup_of([force, force]))
    with pytest.raises(CorruptData):
        INFO.check_setup({"budget": 60}, {"forces": [[{"sides": 7, "colours": ["red"]}], None]})
    with pytest.raises(CorruptData):
        INFO.check_setup({"budget": 60}, {"forces": [None]})
    both = INFO.start(INFO.check_options({"budget": 60}), setup_of([force, force]))
    assert both.phase is Phase.GATHER and both.to_move == 0


def test_gathering_fills_the_active_pool_to_five_with_the_owners_choice() -> None:
    st = position([], reserve={0: ["red d6"] * 3 + ["blue d20"] * 4, 1: ["pink d4"] * 2})
    st = st._replace(phase=Phase.GATHER)
    assert st.to_move == 0
    options = st.legal_actions()
    assert len(options) == 2  # equal dice are offered once
    with pytest.raises(IllegalAction, match="not yours"):
        st.apply(Gather(st.reserve(1)[0].id))
    for _ in range(5):
        st = st.apply(Gather(st.reserve(0)[-1].id))
    assert len(st.active(0)) == 5 and len(st.reserve(0)) == 2
    assert st.to_move == 1
    st = st.apply(Gather(st.reserve(1)[0].id))
    st = st.apply(Gather(st.reserve(1)[0].id))
    assert st.phase is Phase.SKETCH  # seat 1's reserve ran dry


def test_sketching_makes_monsters_and_parts_up_to_five() -> None:
    st = position([], active={0: ["red d8", "blue d6", "green d12", "pink d4", "gray d10",
                                  "white d20"]}, reserve={1: ["blue d6"]})
    dice = [d.id for d in st.active(0)]
    st = st.apply(CreateMonster(dice[0], "red", "Scribble", ("flies", "angry"), DRAWING))
    m = monster_of(st, "Scribble")
    assert m.sketch == DRAWING and m.traits == ("flies", "angry") and m.born == st.round
    with pytest.raises(IllegalAction, match="not in your active pool"):
        st.apply(AddPart(m.id, dice[0], "weapon", "red"))
    for die, part in zip(dice[1:5], ("weapon", "shield", "combo", "nullifier"), strict=True):
        colour = st.dice[die].colours[0]
        st = st.apply(AddPart(m.id, die, part, colour, (400, 400)))
    m = monster_of(st, "Scribble")
    assert [p.kind for p in m.parts] == ["core", "weapon", "shield", "combo", "nullifier"]
    assert m.parts[1].anchor == (400, 400)
    assert all(st.dice[p.die].place == m.id for p in m.parts)
    with pytest.raises(IllegalAction, match="already has 5 parts"):
        st.apply(AddPart(m.id, dice[5], "weapon", "white"))
    assert not any(isinstance(a, AddPart) for a in st.legal_actions())


def test_drawings_names_and_traits_are_checked_by_their_shape() -> None:
    st = position([], active={0: ["red d8"]})
    die = st.active(0)[0].id
    bad = [
        CreateMonster(die, "red", "", (), ()),
        CreateMonster(die, "red", "x" * 40, (), ()),
        CreateMonster(die, "red", "Imp", ("can-juggle",), ()),
        CreateMonster(die, "red", "Imp", ("flies", "flies"), ()),
        CreateMonster(die, "red", "Imp", (), (("#zzzzzz", 3, ((1, 1),)),)),
        CreateMonster(die, "red", "Imp", (), (("#000000", 3, ((1, 5000),)),)),
        CreateMonster(die, "red", "Imp", (), (("#000000", 99, ((1, 1),)),)),
        CreateMonster(die, "red", "Imp", (), (("#000000", 3, ()),)),
        CreateMonster(die, "red", "Imp", (), (("#000000", 3, ((1, 1),)),) * (MAX_STROKES + 1)),
    ]
    for action in bad:
        assert st.why_not(action), action
    huge = tuple(("#000000", 3, tuple((i % 1000, 5) for i in range(900)))
                 for _ in range(MAX_POINTS // 900 + 1))
    assert "at most" in st.why_not(CreateMonster(die, "red", "Imp", (), huge))
    assert st.why_not(CreateMonster(die, "red", "Imp", (), DRAWING)) is None


def test_a_drawn_monster_survives_saving_and_replay() -> None:
    force = tuple(DieChoice(s, ("red",)) for s in (8, 6, 10, 12, 20, 4))
    setup = setup_of([force, force])
    st = INFO.start(INFO.check_options({"budget": 100}), setup)
    history = []
    while st.phase is Phase.GATHER:
        action = st.legal_actions()[0]
        history.append(action)
        st = st.apply(action)
    core = st.active(0)[0].id
    action = CreateMonster(core, "red", "Scribble", ("heroic",), DRAWING)
    history.append(action)
    st = st.apply(action)
    assert monster_of(round_trip(st), "Scribble").sketch == DRAWING
    from engine.core import action_to_dict
    from engine.replay import replay

    saved = json.loads(json.dumps([action_to_dict(a) for a in history]))
    states = replay(INFO, {"budget": 100}, saved, setup)
    assert monster_of(states[-1], "Scribble").sketch == DRAWING


def test_a_player_with_nothing_left_is_out_and_the_last_one_wins() -> None:
    st = position([{"owner": 0, "name": "Hunter", "parts": ["yellow d8 core",
                                                            "red d12 weapon"]}],
                  active={1: ["blue d6"]}, turn="Hunter")
    st = st.apply(AttackPlayer(die_of(st, "Hunter", "weapon"), 1))
    st = st.apply(LoseDie(st.active(1)[0].id))
    outcome = st.outcome()
    assert st.is_over and outcome is not None and outcome.winners == (0,)
    assert outcome.reason is EndReason.ANNIHILATION
    assert st.legal_actions() == []


def test_three_quiet_rounds_end_the_game_by_sides_left() -> None:
    st = position([{"owner": 0, "name": "Snail", "parts": ["green d8 core"]},
                   {"owner": 1, "name": "Slug", "parts": ["green d6 core"]}], round=1)
    st = st._replace(monsters=(), dice=tuple(d.at(RESERVE) for d in st.dice))
    st = st._replace(phase=Phase.GATHER)
    rounds = 0
    while not st.is_over:
        actions = st.legal_actions()
        gathered = [a for a in actions if isinstance(a, Gather)]
        st = st.apply(gathered[0] if gathered else Done())
        rounds = st.round
    outcome = st.outcome()
    assert outcome is not None and outcome.winners == (0,)  # 8 sides against 6
    assert "3 rounds" in outcome.detail and rounds == 3


def test_resigning_removes_the_player_and_ends_a_duel() -> None:
    st = position([{"owner": 0, "name": "Snail", "parts": ["green d8 core"]}],
                  active={1: ["blue d6"]}, seats=3, reserve={2: ["red d6"]})
    st = st.apply(Resign(1))
    assert st.out == (False, True, False) and not st.is_over
    assert all(d.place == REMOVED for d in st.dice if d.owner == 1)
    st = st.apply(Resign(2))
    assert st.is_over and st.outcome().winners == (0,)


def test_why_not_speaks_in_players_words() -> None:
    st = position([{"owner": 0, "name": "Snail", "parts": ["green d8 core"]}],
                  active={0: ["red d6"], 1: ["blue d6"]})
    theirs = st.active(1)[0].id
    assert st.why_not(CreateMonster(theirs, "blue", "Thief")) == "That die is not yours."
    assert "gathered" in (st._replace(phase=Phase.GATHER).why_not(
        CreateMonster(st.active(0)[0].id, "red", "Imp")) or "")
    assert st.why_not(Roll((3,))) == "No dice are to be thrown now."


def test_legal_lists_stay_small_through_whole_games() -> None:
    biggest = 0
    for seed in range(3):
        rng = random.Random(seed)
        st = new_game({"budget": 300})
        while not st.is_over:
            if st.to_move == CHANCE:
                st = st.apply(roll(st.roll_request(), rng))
                continue
            actions = st.legal_actions()
            biggest = max(biggest, len(actions))
            st = st.apply(rng.choice(actions))
    assert biggest < 400


def test_dice_are_always_somewhere_known() -> None:
    rng = random.Random(5)
    st = new_game({"seats": 3, "budget": 100})
    while not st.is_over:
        for d in st.dice:
            if d.place >= 0:
                m = st.monster(d.place)
                assert m.part(d.id) is not None and m.owner == d.owner
            else:
                assert d.place in (RESERVE, ACTIVE, REMOVED)
        st = st.apply(roll(st.roll_request(), rng) if st.to_move == CHANCE
                      else rng.choice(st.legal_actions()))


def test_ten_rounds_without_a_lost_die_also_end_the_game() -> None:
    """Blows that are always healed again would never end a game: the second guard."""
    st = position([{"owner": 0, "name": "Imp", "parts": ["red d8 core"]},
                   {"owner": 1, "name": "Treant", "parts": ["green d20 core"]}],
                  turn="Imp", reserve={0: ["red d6"], 1: ["blue d4"]})
    st = st._replace(idle=9)
    # 2 damage, nothing lost; the round ends with the imp's turn (the only one left).
    st = st.apply(Attack(die_of(st, "Imp"), die_of(st, "Treant")))
    outcome = st.outcome()
    assert outcome is not None and "without a die lost" in outcome.detail
    assert outcome.winners == (1,)  # 20 + 4 sides against 8 + 6


def _imp_against_treant(low_for_treant: int | None):
    st = position([{"owner": 0, "name": "Imp", "parts": ["red d8 core"]},
                   {"owner": 1, "name": "Treant", "parts": ["green d20 core"]}],
                  turn="Imp", reserve={0: ["red d6"], 1: ["blue d4"]})
    if low_for_treant is not None:
        st = st._replace(low=(st.life_left(0), low_for_treant))
    return st._replace(idle=9)


def test_a_round_that_wears_a_side_lower_than_ever_starts_the_ten_rounds_again() -> None:
    """A grind (a place worn down a little every round, nothing lost yet) is no stalemate: the
    game goes on towards its real end instead of being judged by the sides left."""
    st = _imp_against_treant(low_for_treant=20 + 4)  # the treant has never been hurt
    st = st.apply(Attack(die_of(st, "Imp"), die_of(st, "Treant")))
    assert st.outcome() is None
    assert st.idle == 0 and st.low[1] == 20 + 4 - 2  # 2 damage: its new least


def test_blows_healed_back_to_a_level_seen_before_still_count_towards_the_ten() -> None:
    st = _imp_against_treant(low_for_treant=20 + 4 - 5)  # it has been lower before
    st = st.apply(Attack(die_of(st, "Imp"), die_of(st, "Treant")))
    outcome = st.outcome()
    assert outcome is not None and "without a die lost" in outcome.detail


def test_the_least_life_left_travels_with_the_position() -> None:
    st = _imp_against_treant(low_for_treant=21)
    assert st.low == (8 + 6, 21) and round_trip(st).low == st.low
