"""Dice Demons fights: attacker, dice, every tie, loss, push, trinket and wall-removal rule."""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest

from engine.core import CHANCE, IllegalAction, Roll
from engine.dicedemons import (
    Done,
    Geometry,
    MonsterStep,
    Phase,
    Push,
    RemoveWall,
    Settings,
    Step,
    position,
    start_wedge,
    win_chance,
)

G = Geometry.of(Settings())
M0 = 10  # the first monster's id (monsters are numbered from MONSTER_BASE)


def S(code: str) -> int:
    return G.space_at(code)


def fight(players, monsters=(), **kw):
    """A position at the start of the combat step (automatic steps already played)."""
    return position(players, monsters=monsters, phase="combat", settle=True, **kw)


def test_exact_odds() -> None:
    tie_2v2 = Fraction(146, 1296)
    assert win_chance(2, 2, True, False) == (1 + tie_2v2) / 2  # monster wins ties
    assert win_chance(2, 2, False, True) == (1 - tie_2v2) / 2
    assert win_chance(0, 2, False, True) == 0
    assert win_chance(2, 0, True, False) == 1
    assert win_chance(0, 0, False, False) == 1  # empty-handed players: attacker wins
    assert win_chance(0, 1, False, False) == 0
    assert win_chance(1, 1, False, False) == Fraction(1, 2)  # ties are rerolled
    assert win_chance(3, 2, False, True) + win_chance(2, 3, True, False) == 1


def test_a_monster_driven_onto_a_player_attacks_and_its_mover_pushes() -> None:
    st = position(["I1", {"space": "R2-6", "dice": 2}], monsters=["R2-5"], pools=(1, 0, 0))
    st = st.apply(MonsterStep(S("R2-5"), S("R2-6")))
    assert st.phase is Phase.COMBAT and st.to_move == CHANCE
    assert st.next_fight() == (M0, 1)
    request = st.roll_request()
    assert [d.label for d in request.dice] == ["monster", "monster", "Blue", "Blue"]
    odds = st.fight_odds()
    assert odds is not None and odds[0] == pytest.approx(721 / 1296)
    st = st.apply(Roll((3, 4, 4, 3)))  # 7 against 7: the monster wins the tie
    assert st.players[1].dice == 1
    push = st.pending_push()
    assert push == (1, 0, (S("R2-5"), S("R2-7")))  # Red moved the monster, Red chooses
    assert st.to_move == 0
    with pytest.raises(IllegalAction, match="pushed"):
        st.apply(Push(S("R2-6")))
    st = st.apply(Push(S("R2-7")))
    assert st.players[1].space == S("R2-7")
    assert st.turn == 1  # combat over, next turn
    assert [m.space for m in st.monsters] == [S("R2-6")]  # nothing happens to a winner


def test_a_player_beaten_by_the_monster_it_walked_into_goes_back() -> None:
    st = position([{"space": "R2-6", "dice": 1}, "I3"], monsters=["R2-7"], pools=(0, 0, 1))
    st = st.apply(Step(S("R2-7"))).apply(Done())
    assert st.next_fight() == (0, M0)
    st = st.apply(Roll((2, 1, 1)))  # 2 against 2: the monster wins
    assert st.players[0].space == S("R2-6") and st.players[0].dice == 0
    assert st.turn == 1


def test_going_back_is_skipped_when_the_way_is_taken() -> None:
    st = fight([{"space": "R2-7", "dice": 1, "prev": "R2-6", "stamp": 9}, "R2-6"],
               monsters=[{"space": "R2-7", "stamp": 2}])
    assert st.next_fight() == (0, M0)
    st = st.apply(Roll((1, 3, 3)))
    assert st.players[0].space == S("R2-7") and st.players[0].dice == 0
    # They still share the space, but this pair has fought this turn: the turn ends.
    assert st.turn == 1


def test_an_empty_handed_player_loses_to_a_monster_without_a_roll_and_goes_home() -> None:
    st = position([{"space": "R2-6", "trinket": True}, "I3"], monsters=["R2-7"],
                  pools=(0, 0, 1))
    st = st.apply(Step(S("R2-7")))  # steps spent, no dice to sacrifice: straight to combat
    p = st.players[0]
    assert p.space == start_wedge(st, 0) == S("I1")
    assert not p.trinket and p.dice == 0  # the trinket is gone for good
    assert st.trinkets_in_play() == 0 and st.turn == 1


def test_sent_home_onto_a_taken_wedge_goes_to_the_next_free_one() -> None:
    st = fight(["I3", {"space": "R1-3", "stamp": 5}], monsters=[{"space": "R1-3", "stamp": 1}],
               turn=1)
    assert start_wedge(st, 1) == S("I3")  # Blue's own wedge, where Red stands
    assert st.players[1].space == S("I4")


def test_beating_a_monster_kills_it_and_wins_a_trinket() -> None:
    st = fight([{"space": "R2-7", "dice": 3, "stamp": 5}, "I3"],
               monsters=[{"space": "R2-7", "stamp": 1}])
    st = st.apply(Roll((6, 6, 6, 1, 1)))
    assert st.monsters == () and st.players[0].trinket
    # No monster left: the next turn starts by raising one on the outer ring.
    assert st.turn == 1 and st.to_move == CHANCE
    assert st.roll_request().dice[0].label == "monster"


def test_no_trinket_beyond_two_in_play_or_a_second_for_one_player() -> None:
    full = fight([{"space": "R2-7", "dice": 3, "stamp": 5}, {"space": "I3", "trinket": True},
                  {"space": "I4", "trinket": True}], monsters=[{"space": "R2-7", "stamp": 1}])
    after = full.apply(Roll((6, 6, 6, 1, 1)))
    assert after.monsters == () and not after.players[0].trinket
    holder = fight([{"space": "R2-7", "dice": 3, "trinket": True, "stamp": 5}, "I3"],
                   monsters=[{"space": "R2-7", "stamp": 1}])
    assert holder.apply(Roll((6, 6, 6, 1, 1))).trinkets_in_play() == 1


def test_players_reroll_ties_and_the_winner_pushes_and_steals() -> None:
    st = fight([{"space": "R2-7", "dice": 1, "stamp": 5},
                {"space": "R2-7", "dice": 2, "trinket": True, "stamp": 1}])
    assert st.next_fight() == (0, 1)
    assert st.fight_odds()[0] == pytest.approx(float(win_chance(1, 2, False, False)))
    again = st.apply(Roll((4, 1, 3)))
    assert again.to_move == CHANCE and again.next_fight() == (0, 1)  # tie: throw again
    assert again.players == st.players
    st = again.apply(Roll((6, 2, 3)))
    assert st.players[0].trinket and not st.players[1].trinket
    assert st.players[1].dice == 1
    assert st.pending_push() == (1, 0, (S("R2-6"), S("R2-8")))
    st = st.apply(Push(S("R2-8")))
    assert st.players[1].space == S("R2-8")


def test_empty_handed_players_attacker_wins_without_a_roll() -> None:
    st = fight([{"space": "R2-7", "stamp": 1}, {"space": "R2-7", "stamp": 5}],
               monsters=["R2-1"])
    # Blue arrived last and wins; Red had no dice and goes home (no push).
    assert st.players[0].space == S("I1") and st.players[1].space == S("R2-7")


def test_a_stolen_trinket_is_lost_when_the_winner_already_has_one() -> None:
    st = fight([{"space": "R2-7", "dice": 1, "trinket": True, "stamp": 5},
                {"space": "R2-7", "trinket": True, "stamp": 1}], monsters=["R2-1"])
    assert st.trinkets_in_play() == 1 and st.players[0].trinket


def test_the_winner_may_knock_down_the_losers_walls() -> None:
    st = fight([{"space": "R2-7", "dice": 1, "stamp": 5}, {"space": "R2-7", "dice": 1,
                                                         "stamp": 1}],
               monsters=["R2-1"], walls={"R1-4": 1, "R1-8": 1, "R2-4": 1})
    st = st.apply(Roll((5, 2)))
    st = st.apply(Push(S("R2-6")))
    assert st.to_move == CHANCE and st.roll_request().dice[0].label == "walls down"
    st = st.apply(Roll((2,)))
    assert st.walls_to_remove() == (0, 1, 2) and st.to_move == 0
    assert {a for a in st.legal_actions()} == {RemoveWall(S("R1-4")), RemoveWall(S("R1-8")),
                                              RemoveWall(S("R2-4")), Done()}
    with pytest.raises(IllegalAction, match="Only walls of Blue"):
        st.apply(RemoveWall(S("R2-8")))
    st = st.apply(RemoveWall(S("R1-4"))).apply(RemoveWall(S("R2-4")))
    assert st.walls_of(1) == (S("R1-8"),) and st.walls_to_remove() is None
    stop = fight([{"space": "R2-7", "dice": 1, "stamp": 5}, {"space": "R2-7", "dice": 1,
                                                           "stamp": 1}],
                 monsters=["R2-1"], walls={"R1-4": 1})
    stop = stop.apply(Roll((5, 2))).apply(Push(S("R2-6"))).apply(Roll((3,))).apply(Done())
    assert stop.walls_of(1) == (S("R1-4"),)


def test_crowded_space_last_arrival_fights_monsters_first_then_players() -> None:
    st = fight([{"space": "R2-7", "dice": 3, "stamp": 9}, {"space": "R2-7", "stamp": 1}],
               monsters=[{"space": "R2-7", "stamp": 4}])
    assert st.next_fight() == (0, M0)
    st = st.apply(Roll((6, 6, 6, 1, 1)))
    # Red beat the monster; next Red takes on empty-handed Blue, a certain win: Blue goes
    # home.
    assert st.players[1].space == S("I3") and st.players[0].trinket


def test_spaces_are_settled_in_the_order_their_attackers_arrived() -> None:
    st = fight([{"space": "R2-7", "dice": 1, "stamp": 8}, {"space": "R1-3", "dice": 1,
                                                         "stamp": 6}],
               monsters=[{"space": "R2-7", "stamp": 1}, {"space": "R1-3", "stamp": 2}])
    assert st.next_fight() == (1, M0 + 1)
    st = st.apply(Roll((1, 6, 6)))  # Blue loses and goes back: no previous space, so stays
    assert st.next_fight() == (0, M0)


def test_a_player_who_cannot_be_pushed_stays() -> None:
    # Red (winner) and Blue on R2-7; both neighbours hold monsters.
    st = fight([{"space": "R2-7", "dice": 2, "stamp": 9}, {"space": "R2-7", "dice": 1,
                                                         "stamp": 5}],
               monsters=[{"space": "R2-6", "stamp": 1}, {"space": "R2-8", "stamp": 2}])
    st = st.apply(Roll((6, 6, 1)))
    assert st.players[1].space == S("R2-7") and st.players[1].dice == 0
    assert st.turn == 1  # they fought once this combat step; the turn is over


def test_only_one_push_target_is_taken_automatically() -> None:
    st = fight([{"space": "R2-7", "dice": 2, "stamp": 9}, {"space": "R2-7", "dice": 1,
                                                         "stamp": 5}],
               monsters=[{"space": "R2-6", "stamp": 1}])
    st = st.apply(Roll((6, 6, 1)))
    assert st.players[1].space == S("R2-8") and st.turn == 1


def test_a_loser_pushed_onto_a_pickup_takes_it() -> None:
    st = fight([{"space": "R2-7", "dice": 2, "stamp": 9}, {"space": "R2-7", "dice": 2,
                                                         "stamp": 5}],
               monsters=[{"space": "R2-6", "stamp": 1}], pickups=["R2-8"])
    st = st.apply(Roll((6, 6, 1, 1)))
    assert st.players[1].space == S("R2-8") and st.players[1].dice == 2
    assert st.to_move == CHANCE and st.roll_request().dice[0].label == "pickup"


def test_driving_a_monster_onto_yourself_means_pushing_yourself() -> None:
    st = position([{"space": "R2-7", "dice": 1}, "I3"], monsters=["R2-6"], pools=(1, 0, 0))
    st = st.apply(MonsterStep(S("R2-6"), S("R2-7"))).apply(Done())  # no sacrifice
    assert st.next_fight() == (M0, 0)
    st = st.apply(Roll((6, 6, 1)))
    assert st.pending_push() == (0, 0, (S("R2-6"), S("R2-8"))) and st.to_move == 0
    again = pickle.loads(pickle.dumps(st))
    assert again.key() == st.key()
    assert st.apply(Push(S("R2-6"))).players[0].space == S("R2-6")
