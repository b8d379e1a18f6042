"""The draft dice rule of Doodle Dice Monsters, played through the engine: the collection laid
out, first pick by roll (ties throw again), plain alternation, full seats skipped, the end of
the draft with leftovers set aside, refusals with reasons, saves mid-draft, set-up payloads, and
whole games with the rule on."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE, CorruptData, IllegalAction, Resign, Roll, get_game
from engine.dice import roll
from engine.doodledice import DieChoice, DoodleState, Gather, Phase, Pick, new_game
from engine.doodledice.model import RESERVE
from engine.doodledice.rulesets.draft import rules as drafting
from engine.doodledice.rulesets.draft.plan import reachable
from engine.doodledice.setup import check_setup, new_game_from_setup
from game.ai.players import make_player
from tests.doodle_copies import round_trip

RED, BLUE = 0, 1


def dice(*texts: str) -> tuple[DieChoice, ...]:
    """"red d8" ... as the choices of a collection."""
    out = []
    for text in texts:
        colours, _, kind = text.rpartition(" ")
        out.append(DieChoice(int(kind[1:]), tuple(colours.split("/"))))
    return tuple(out)


KNOWN = dice("red d20", "blue d20", "green d12", "yellow d12", "black d10", "white d8",
             "pink d6", "gray d6", "brown d4", "orange d4", "purple d4")
"""100 sides: enough for two players of 40."""


def drafting_game(collection=KNOWN, budget: int = 40, seats: int = 2) -> DoodleState:
    return new_game({"draft": 1, "budget": budget, "seats": seats}, collection=collection)


def test_a_known_collection_waits_for_the_roll_for_first_pick():
    st = drafting_game()
    assert st.phase is Phase.DRAFT and st.to_move == CHANCE
    request = st.roll_request()
    assert [d.label for d in request.dice] == ["Red", "Blue"]  # no collection dice to throw
    with pytest.raises(IllegalAction, match="thrown first"):
        st.apply(Pick(0))
    st = st.apply(Roll((2, 5)))
    assert st.to_move == BLUE and st.rolls == (2, 5)
    assert st.describe(Pick(0)) == "Blue picks a red d20 (20 of 40 sides)"


def test_a_tie_for_first_pick_is_thrown_again_by_the_tied_players_only():
    st = new_game({"draft": 1, "budget": 40, "seats": 3}, collection=KNOWN + KNOWN)
    st = st.apply(Roll((4, 4, 1)))
    assert st.to_move == CHANCE
    assert "tie" in st.roll_request().reason
    assert [d.label for d in st.roll_request().dice] == ["Red", "Blue"]
    st = st.apply(Roll((3, 6)))
    assert st.to_move == BLUE and st.rolls == (3, 6, 0)


def test_a_random_collection_is_laid_out_by_the_first_throw():
    st = new_game({"draft": 1, "budget": 200})
    request = st.roll_request()
    assert [d.label for d in request.dice] == ["collection"] * 3 + ["Red", "Blue"]
    st = st.apply(Roll((7, 8, 9, 1, 6)))
    total = sum(d.sides for d in st.collection)
    assert 600 <= total < 620  # about 1.5 x 2 players x 200 sides
    assert sum(1 for d in st.collection if d.sides == 4) >= 8  # small dice to finish exactly
    assert st.to_move == BLUE
    again = new_game({"draft": 1, "budget": 200}).apply(Roll((7, 8, 9, 1, 6)))
    assert again.collection == st.collection  # a pure function of the throw


def test_picks_alternate_a_full_seat_is_skipped_and_leftovers_are_set_aside():
    st = drafting_game().apply(Roll((6, 1)))  # Red picks first
    order = []
    # Red d20, Blue d20, Red d12, Blue d12, Red d8 (40: full), Blue d4, Blue d4 (40)
    plan = [0, 1, 2, 3, 5, 8, 9]
    for place in plan:
        order.append(st.to_move)
        st = st.apply(Pick(place))
    assert order == [RED, BLUE, RED, BLUE, RED, BLUE, BLUE]  # Red, full, is skipped
    assert drafting.taken_sides(st, RED) == 40 and drafting.taken_sides(st, BLUE) == 40
    # both budgets met: the draft is over, the rest is set aside, round 1 gathers
    assert st.phase is Phase.GATHER and st.round == 1 and st.collection == ()
    assert all(d.place == RESERVE for d in st.dice) and len(st.dice) == 7
    assert st.to_move == RED and isinstance(st.legal_actions()[0], Gather)


def test_a_seat_that_can_take_nothing_more_is_skipped():
    st = drafting_game(budget=30).apply(Roll((6, 1)))
    st = st.apply(Pick(0))  # Red d20
    st = st.apply(Pick(8))  # Blue d4
    st = st.apply(Pick(4))  # Red d10: 30, budget met
    picks = []
    while st.phase is Phase.DRAFT:
        assert st.to_move == BLUE  # Red is skipped from now on
        picks.append(st.legal_actions()[-1])
        st = st.apply(picks[-1])
    assert drafting.taken_sides(st, RED) == 30
    assert drafting.taken_sides(st, BLUE) <= 30


def test_budgets_are_never_exceeded_and_illegal_picks_are_refused_with_a_reason():
    st = drafting_game(budget=30).apply(Roll((6, 1)))
    st = st.apply(Pick(0)).apply(Pick(1))  # Red and Blue d20s
    st = st.apply(Pick(4))  # Red d10: 30
    reason = st.why_not(Pick(2))
    assert reason == "A d12 would bring you to 32 sides, over the 30 agreed (10 left to take)."
    with pytest.raises(IllegalAction):
        st.apply(Pick(2))
    assert st.why_not(Pick(0)) == "That die has already been taken."
    assert st.why_not(Pick(99)) == "There is no such die in the shared collection."
    assert st.why_not(Pick("0")) == "There is no such die in the shared collection."
    assert st.why_not(Gather(0)) == "The dice are still being drafted; Gathering has to wait."
    for action in st.legal_actions():
        assert st.collection[action.die].sides <= drafting.room(st, st.seat)


def test_a_draft_travels_whole_midway():
    st = drafting_game().apply(Roll((3, 5))).apply(Pick(0)).apply(Pick(2))
    assert round_trip(st).collection == st.collection
    before = new_game({"draft": 1, "budget": 40}, collection=KNOWN)  # before the throw
    assert round_trip(before).to_move == CHANCE


def test_set_up_payloads_for_a_draft_are_checked():
    options = {"draft": 1, "budget": 40, "seats": 2}
    raw = [{"sides": d.sides, "colours": list(d.colours)} for d in KNOWN]
    clean = check_setup(options, {"forces": [None, None], "collection": raw})
    assert clean == {"forces": [None, None], "collection": raw}
    st = new_game_from_setup(options, clean)
    assert st.collection == KNOWN and st.to_move == CHANCE
    bad = [
        ({"forces": [None, None], "collection": "dice"}, "list of dice"),
        ({"forces": [None, None], "collection": [{"sides": 9, "colours": ["red"]}]},
         "not in the dice box"),
        ({"forces": [None, None], "collection": raw[:2]}, "fewer than the 80"),
        ({"forces": [None, None], "collection": []}, "at least one die"),
        ({"forces": [raw[:1], None]}, "nobody brings a force"),
        ({"forces": [None, None], "dice": raw}, "expected form"),
    ]
    for payload, words in bad:
        with pytest.raises(CorruptData, match=words):
            check_setup(options, payload)
    with pytest.raises(CorruptData, match="only laid out with the draft"):
        check_setup({"budget": 40}, {"forces": [None, None], "collection": raw})


def test_a_player_who_gives_up_mid_draft_is_skipped():
    st = new_game({"draft": 1, "budget": 40, "seats": 3}, collection=KNOWN + KNOWN)
    st = st.apply(Roll((6, 2, 1))).apply(Pick(0))  # Red, then Blue to pick
    st = st.apply(Resign(1))
    assert st.phase is Phase.DRAFT and st.to_move == 2


def test_the_plan_counts_the_sides_still_reachable():
    assert reachable(10, [4, 6, 20]) == 10
    assert reachable(2, [4, 6]) == 0
    assert reachable(14, [4, 4, 20]) == 8


def test_normal_drafts_the_budget_exactly_and_prefers_big_dice_early():
    st = new_game({"draft": 1, "budget": 100}).apply(Roll((4, 9, 2, 6, 1)))
    first = make_player("normal", 3).choose(st)
    assert st.collection[first.die].sides >= 12
    players = [make_player("normal", 1), make_player("greedy", 2)]
    while st.phase is Phase.DRAFT:
        st = st.apply(players[st.to_move].choose(st))
    assert drafting.taken_sides(st, RED) == 100 and drafting.taken_sides(st, BLUE) <= 100


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_the_draft_play_to_the_end(seed):
    info = get_game("doodle-dice")
    rng = random.Random(seed)
    seats = 2 + seed % 3
    st = info.new_game({"draft": 1, "budget": 60, "seats": seats})
    for _ in range(20_000):
        if st.is_over:
            break
        if st.to_move == CHANCE:
            st = st.apply(roll(st.roll_request(), rng))
            continue
        action = rng.choice(st.legal_actions())
        assert st.why_not(action) is None
        st = st.apply(action)
        if rng.random() < 0.03:
            round_trip(st)
    assert st.is_over
