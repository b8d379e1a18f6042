"""Doodle Dice Monsters: the sketching phase asks a player who has a choice left, even with no
die to sketch (an avatar's Cybernetics, Mechamorph or Energy Preference, Adaptive Kit's refit),
and saves made before that rule fix (revision 0) still load as they were played."""

from __future__ import annotations

import json
import random

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import CHANCE, CorruptData, action_to_dict, get_game
from engine.dice import roll
from engine.doodledice import AddPart, CreateMonster, Done, Refit, die_of, position
from engine.doodledice.actions import Augment, Mechamorph, Recolour
from engine.doodledice.model import Phase
from engine.doodledice.setup import monster_of
from game.match import Match, Seat

FOE = {1: ["red d6"]}
"""Seat 1 keeps a die in reserve, so a sketching position is not already won."""


def _gadgeteer_with_one_die() -> object:
    return position([
        {"owner": 0, "name": "Bot", "parts": ["red d8 core", "blue d10 shield"]},
        {"owner": 0, "name": "Cog", "parts": ["yellow d6 core"]},
        {"owner": 1, "name": "Foe", "parts": ["red d12 core"]},
    ], active={0: ["red d4"]}, reserve=FOE, avatars={0: "gadgeteer"})


def test_a_gadgeteer_who_sketched_every_die_may_still_augment_and_fuse() -> None:
    st = _gadgeteer_with_one_die()
    st = st.apply(AddPart(monster_of(st, "Bot").id, st.active(0)[0].id, "weapon", "red"))
    assert not st.active(0) and st.phase is Phase.SKETCH and st.to_move == 0
    offered = st.legal_actions()
    assert any(isinstance(a, Augment) for a in offered)
    assert any(isinstance(a, Mechamorph) for a in offered) and Done() in offered
    assert not any(isinstance(a, (AddPart, CreateMonster)) for a in offered)
    st = st.apply(Augment(die_of(st, "Bot", "shield"), "weapon"))
    assert st.phase is Phase.SKETCH and st.to_move == 0  # one Cybernetics use is left
    st = st.apply(Done())
    assert st.phase is not Phase.SKETCH or st.seat == 1


def test_a_mage_without_dice_may_still_turn_a_die_its_colour() -> None:
    st = position([{"owner": 0, "name": "Orb", "parts": ["blue d8 core"]},
                   {"owner": 1, "name": "Foe", "parts": ["red d12 core"]}],
                  reserve=FOE, avatars={0: "mage"})  # a red mage
    assert st.to_move == 0 and st.legal_actions() == [Recolour(die_of(st, "Orb")), Done()]
    st = st.apply(Recolour(die_of(st, "Orb")))
    assert st.dice[die_of(st, "Orb")].colours == ("red",)
    assert st.phase is not Phase.SKETCH or st.seat != 0  # nothing left to turn


def test_without_such_a_choice_the_last_die_still_ends_the_players_sketching() -> None:
    st = position([{"owner": 0, "name": "Bot", "parts": ["red d8 core"]},
                   {"owner": 1, "name": "Foe", "parts": ["red d12 core"]}],
                  active={0: ["red d4"]}, reserve=FOE)
    st = st.apply(AddPart(monster_of(st, "Bot").id, st.active(0)[0].id, "weapon", "red"))
    assert st.phase is not Phase.SKETCH or st.seat != 0
    spent = position([{"owner": 0, "name": "Bot", "parts": ["red d8 core"]},
                      {"owner": 1, "name": "Foe", "parts": ["red d12 core"]}],
                     active={0: ["red d4"]}, reserve=FOE, avatars={1: "warrior"})
    spent = spent.apply(AddPart(0, spent.active(0)[0].id, "weapon", "red"))
    assert spent.phase is not Phase.SKETCH or spent.seat != 0  # a spent gadgeteer


def test_adaptive_kit_refits_with_no_die_to_sketch() -> None:
    st = position([
        {"owner": 0, "name": "Mech", "parts": ["gray d8 core", "gray d6 shield"],
         "traits": ("technological",)},
        {"owner": 1, "name": "Foe", "parts": ["red d10 core"]},
            {"owner": 0, "name": "Camp", "parts": ["gray d100 core"], "role": "stratagem"},
    ], reserve={0: ["red d4"], 1: ["red d6"]}, stratagems=1)
    assert st.to_move == 0 and not st.active(0)
    shield = die_of(st, "Mech", "shield")
    st = st.apply(Refit(shield, "weapon"))
    assert monster_of(st, "Mech").part(shield).kind == "weapon"
    assert st.phase is not Phase.SKETCH or st.seat != 0  # nothing left to choose


# ------------------------------------------------------------------------- older saves


def _old_style_match(seed: int, moves: int = 400) -> Match:
    """Two gadgeteers, random play, but a sketching seat without dice always says ``Done``:
    the game the old rules would have played, with those steps written down."""
    info = get_game("doodle-dice")
    match = Match(info, {"avatars": 1, "budget": 300}, [Seat("human"), Seat("human")],
                  seed=seed)
    rng = random.Random(seed)
    while not match.is_over and len(match.actions) < moves:
        st = match.state
        if st.to_move == CHANCE:
            action = roll(st.roll_request(), rng)
        elif st.phase is Phase.AVATARS:
            action = next(a for a in st.legal_actions() if a.avatar == "gadgeteer")
        elif st.phase is Phase.SKETCH and not st.active(st.seat):
            action = Done()
        else:
            action = rng.choice(st.legal_actions())
        match.apply(action)
    return match


def _as_revision_0(match: Match) -> tuple[dict, int]:
    """The save the old rules wrote: no revision, and none of the steps they took alone."""
    data = json.loads(json.dumps(match.to_save()))
    assert data.pop("revision") == 1
    kept, dropped = [], 0
    for before, raw in zip(match.states, data["actions"], strict=False):
        if before.phase is Phase.SKETCH and before.to_move == before.seat \
                and not before.active(before.seat):
            assert raw == {"kind": "done"}, raw
            dropped += 1
            continue
        kept.append(raw)
    data["actions"] = kept
    return data, dropped


@pytest.mark.parametrize("seed", [3, 8])
def test_a_save_from_before_the_fix_loads_as_it_was_played(seed: int) -> None:
    match = _old_style_match(seed)
    old, dropped = _as_revision_0(match)
    assert dropped > 0  # the game met the case
    again = Match.from_save(old)
    assert [action_to_dict(a) for a in again.actions] == \
        [action_to_dict(a) for a in match.actions]
    assert again.state.key() == match.state.key()
    assert again.to_save()["revision"] == 1  # saved again, it is a save of today's rules
    assert Match.from_save(again.to_save()).state.key() == match.state.key()


@pytest.mark.parametrize("revision", [2, -1, "1", 1.0, True])
def test_a_save_of_unknown_rules_is_refused_with_a_sentence(revision) -> None:
    data = _old_style_match(5, moves=60).to_save()
    data["revision"] = revision
    with pytest.raises(CorruptData, match="rules this version does not know"):
        Match.from_save(data)


def test_games_whose_rules_never_changed_save_without_a_revision() -> None:
    match = Match(get_game("66d6"), {}, [Seat("human"), Seat("human")], seed=1)
    assert "revision" not in match.to_save()
    doodle = Match(get_game("doodle-dice"), {}, [Seat("human"), Seat("human")], seed=1)
    assert doodle.to_save()["revision"] == 1
